#pragma once

// One notch of a real mouse wheel over the middle of a widget, as the window system delivers it: to the
// deepest widget under the pointer and marked spontaneous, so that Qt gives the focus to a field that takes
// it from the wheel and passes what a widget ignores on to its parents (a synthetic event does neither).

#include <QApplication>
#include <QTest>
#include <QWheelEvent>
#include <QWidget>
#include <qtestspontaneevent.h>

namespace hk::test {

// Notches up (positive) or down (negative) over `over`; false when nothing is under the pointer.
inline bool wheelNotch(QWidget *over, int notches)
{
    QWidget *window = over->window();
    const QPoint inWindow = over->mapTo(window, over->rect().center());
    QWidget *receiver = window->childAt(inWindow);
    if (!receiver)
        return false;
    const QPointF at = receiver->mapFrom(window, inWindow);
    QWheelEvent event(at, receiver->mapToGlobal(at), QPoint(), QPoint(0, 120 * notches), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QSpontaneKeyEvent::setSpontaneous(&event);
    qApp->notify(receiver, &event); // as QTest delivers its key events: sendEvent() would unmark it
    return true;
}

} // namespace hk::test
