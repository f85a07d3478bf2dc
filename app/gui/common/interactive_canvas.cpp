#include "common/interactive_canvas.h"

#include <QAccessible>
#include <QHelpEvent>
#include <QToolTip>

namespace hk::gui {

void InteractiveCanvas::updateAccessibleName()
{
    setAccessibleName(accessibleTitle());
}

void InteractiveCanvas::updateAccessibleText()
{
    setAccessibleDescription(accessibleText());
    // Screen readers only re-read a description they are told about.
    if (QAccessible::isActive()) {
        QAccessibleEvent event(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    }
}

void InteractiveCanvas::refresh()
{
    updateAccessibleText();
    update();
}

bool InteractiveCanvas::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        QRect area;
        const QString tip = tipAt(help->pos(), &area);
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, this, area);
        return true; // handled either way: no tooltip property to fall back on
    }
    // The focus frame is painted by the subclass.
    if (event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut)
        update();
    return QWidget::event(event);
}

void InteractiveCanvas::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        updateAccessibleName();
        refresh();
    }
    QWidget::changeEvent(event);
}

} // namespace hk::gui
