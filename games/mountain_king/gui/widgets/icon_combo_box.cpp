#include "icon_combo_box.h"

#include <QStyleOptionComboBox>
#include <QStylePainter>

#include <algorithm>

namespace hk::gui {

IconComboBox::IconComboBox(QWidget *parent) : QComboBox(parent)
{
    setProperty("iconOnly", true);
}

QString IconComboBox::shownText(int index) const
{
    if (index < 0)
        return {};
    if (itemIcon(index).isNull())
        return itemText(index);
    return itemData(index, ShortTextRole).toString();
}

QSize IconComboBox::sizeHint() const
{
    int widest = 0;
    for (int i = 0; i < count(); ++i) {
        const QString text = shownText(i);
        const int icon = itemIcon(i).isNull() ? 0 : iconSize().width() + (text.isEmpty() ? 0 : 4);
        widest = std::max(widest, icon + fontMetrics().horizontalAdvance(text));
    }
    QStyleOptionComboBox option;
    initStyleOption(&option);
    return style()->sizeFromContents(
        QStyle::CT_ComboBox, &option,
        QSize(std::max(widest, iconSize().width()), std::max(iconSize().height(), fontMetrics().height())),
        this);
}

QSize IconComboBox::minimumSizeHint() const
{
    return sizeHint();
}

void IconComboBox::paintEvent(QPaintEvent *)
{
    QStylePainter painter(this);
    QStyleOptionComboBox option;
    initStyleOption(&option);
    // The whole text where the box is wide enough for it (a large window), else the short one.
    const QRect field =
        style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this);
    const int icon = option.currentIcon.isNull() ? 0 : iconSize().width() + 4;
    if (icon + fontMetrics().horizontalAdvance(option.currentText) + 2 > field.width())
        option.currentText = shownText(currentIndex());
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

} // namespace hk::gui
