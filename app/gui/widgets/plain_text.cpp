#include "plain_text.h"

#include <QLabel>
#include <QTextDocument>

namespace hk::gui {

QString richText(const QString &plain)
{
    return plain.toHtmlEscaped();
}

QString plainToolTip(const QString &text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    return QStringLiteral("<p style=\"white-space:pre-wrap\">%1</p>").arg(text.toHtmlEscaped());
}

void setPlainText(QLabel *label, const QString &text)
{
    label->setTextFormat(Qt::PlainText);
    label->setText(text);
}

} // namespace hk::gui
