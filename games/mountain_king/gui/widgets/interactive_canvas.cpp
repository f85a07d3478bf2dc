#include "interactive_canvas.h"

#include <QAccessible>
#include <QHelpEvent>
#include <QKeyEvent>
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

bool InteractiveCanvas::handleCursorKeys(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Home:
    case Qt::Key_End:
        moveCursor(event->key());
        break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        activateCurrent();
        break;
    default:
        return false;
    }
    refresh();
    return true;
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
