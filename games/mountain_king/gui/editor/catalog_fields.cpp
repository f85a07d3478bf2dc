#include "catalog_fields.h"
#include "i18n/arg_text.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSet>
#include <QSignalBlocker>
#include <QSpinBox>

namespace hk::gui {

QString catalogMergeKey(CatalogField field, int index)
{
    return QStringLiteral("%1.%2").arg(argText(int(field)), argText(index));
}

QString freeCatalogId(const Catalog &catalog, const QString &stem, int digits)
{
    QSet<QString> used;
    for (const TunnelShape &t : catalog.tunnels)
        used.insert(t.id);
    for (const HallDef &h : catalog.halls)
        used.insert(h.id);
    for (const TrollCard &t : catalog.trolls)
        used.insert(t.name);
    for (int n = 1;; ++n) {
        const QString id = stem + QStringLiteral("%1").arg(n, digits, 10, QLatin1Char('0'));
        if (!used.contains(id))
            return id;
    }
}

void showText(QLineEdit *edit, const QString &text)
{
    if (edit->text().trimmed() != text.trimmed() || (!edit->hasFocus() && edit->text() != text))
        edit->setText(text);
}

void showValue(QSpinBox *box, int value)
{
    if (box->value() == value)
        return;
    const QSignalBlocker blocker(box);
    box->setValue(value);
}

void showChecked(QCheckBox *box, bool checked)
{
    if (box->isChecked() == checked)
        return;
    const QSignalBlocker blocker(box);
    box->setChecked(checked);
}

QLabel *addFieldRow(QFormLayout *form, const QString &objectName, QWidget *field)
{
    field->setObjectName(objectName);
    auto *label = new QLabel;
    label->setBuddy(field);
    form->addRow(label, field);
    return label;
}

void setTabChain(std::initializer_list<QWidget *> widgets)
{
    QWidget *const *chain = widgets.begin();
    for (size_t i = 1; i < widgets.size(); ++i)
        QWidget::setTabOrder(chain[i - 1], chain[i]);
}

} // namespace hk::gui
