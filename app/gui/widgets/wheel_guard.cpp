#include "wheel_guard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QScrollBar>
#include <QWidget>

namespace hk::gui {

namespace {

// How long the wheel rests before the field being edited takes it (it was scrolling the page).
constexpr qint64 kWheelRest = 600; // ms

} // namespace

WheelGuard::WheelGuard(QWidget *window) : QObject(window), m_window(window)
{
    qApp->installEventFilter(this);
}

bool WheelGuard::wheelEditsValue(const QWidget *widget)
{
    return qobject_cast<const QAbstractSpinBox *>(widget) || qobject_cast<const QComboBox *>(widget) ||
           (qobject_cast<const QAbstractSlider *>(widget) && !qobject_cast<const QScrollBar *>(widget));
}

bool WheelGuard::holds(const QWidget *widget) const
{
    for (const QWidget *w = widget; w; w = w->parentWidget())
        if (w == m_window)
            return true;
    return false;
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    // A real wheel gives the focus to the field under it (Qt's WheelFocus) before any filter sees it, so no
    // field of the window takes the focus from the wheel: a click or Tab gives it (checked as a field is
    // shown).
    if (event->type() == QEvent::Show && watched->isWidgetType()) {
        auto *widget = static_cast<QWidget *>(watched);
        if (widget->focusPolicy() == Qt::WheelFocus && wheelEditsValue(widget) && holds(widget))
            widget->setFocusPolicy(Qt::StrongFocus);
    }
    if (event->type() == QEvent::Wheel && watched->isWidgetType() && holds(static_cast<QWidget *>(watched))) {
        auto *widget = static_cast<QWidget *>(watched);
        // The field under the wheel: a spin box also for the text inside it.
        QWidget *field = wheelEditsValue(widget) ? widget
                         : widget->parentWidget() && wheelEditsValue(widget->parentWidget())
                             ? widget->parentWidget()
                             : nullptr;
        // A wheel that is scrolling the page goes on scrolling it when the field being edited comes under
        // the pointer: the field takes the wheel only once the wheel has rested a moment.
        const bool scrolling = m_pageScrolled.isValid() && m_pageScrolled.elapsed() < kWheelRest;
        if (!field || !field->hasFocus() || scrolling) {
            m_pageScrolled.start();
            if (field) {
                event->ignore();
                return true; // ignored: it goes on to the scroll area around the field
            }
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace hk::gui
