#include "plain_text.h"

#include <QLabel>
#include <QPlainTextEdit>
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

void setWrappedText(QPlainTextEdit *edit, const QString &text)
{
    constexpr int kLongestWord = 200; // far wider than any field: a line of words breaks long before it
    int run = 0;
    bool longWord = false;
    for (const QChar c : text) {
        run = c.isSpace() ? 0 : run + 1;
        if (run > kLongestWord) {
            longWord = true;
            break;
        }
    }
    edit->setWordWrapMode(longWord ? QTextOption::WrapAnywhere : QTextOption::WrapAtWordBoundaryOrAnywhere);
    edit->setPlainText(text);
}

} // namespace hk::gui
