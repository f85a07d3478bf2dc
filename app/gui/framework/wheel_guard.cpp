#include "wheel_guard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QEvent>
#include <QPointer>
#include <QScrollBar>
#include <QWidget>

namespace hk::gui {

namespace {

// How long the wheel rests before the field being edited takes it (it was scrolling the page).
constexpr qint64 kWheelRest = 600; // ms

// A field whose value the wheel changes: a spin box, a combo box, a slider (not a scroll bar).
bool wheelEditsValue(const QWidget *widget)
{
    return qobject_cast<const QAbstractSpinBox *>(widget) || qobject_cast<const QComboBox *>(widget) ||
           (qobject_cast<const QAbstractSlider *>(widget) && !qobject_cast<const QScrollBar *>(widget));
}

} // namespace

void WheelGuard::install()
{
    static QPointer<WheelGuard> installed;
    if (installed || !qApp)
        return;
    installed = new WheelGuard(qApp);
    qApp->installEventFilter(installed);
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (!watched->isWidgetType())
        return false;
    auto *widget = static_cast<QWidget *>(watched);
    // A real wheel gives the focus to the field under it (Qt's WheelFocus) before any filter sees it, so no
    // field takes the focus from the wheel: a click or Tab gives it (checked as a field is shown).
    if (event->type() == QEvent::Show) {
        if (widget->focusPolicy() == Qt::WheelFocus && wheelEditsValue(widget))
            widget->setFocusPolicy(Qt::StrongFocus);
        return false;
    }
    if (event->type() != QEvent::Wheel)
        return false;
    // The field under the wheel: a spin box also for the text inside it.
    QWidget *field = wheelEditsValue(widget) ? widget
                     : widget->parentWidget() && wheelEditsValue(widget->parentWidget())
                         ? widget->parentWidget()
                         : nullptr;
    // A wheel that is scrolling the page goes on scrolling it when the field being edited comes under the
    // pointer: the field takes the wheel only once the wheel has rested a moment.
    static QElapsedTimer pageScrolled;
    static QPointer<QWidget> scrolledIn;
    const bool scrolling = scrolledIn == widget->window() && pageScrolled.elapsed() < kWheelRest;
    if (!field || !field->hasFocus() || scrolling) {
        pageScrolled.start();
        scrolledIn = widget->window();
        if (field) {
            event->ignore();
            return true; // ignored: it goes on to the scroll area around the field
        }
    }
    return false;
}

} // namespace hk::gui
