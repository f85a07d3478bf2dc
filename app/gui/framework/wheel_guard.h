#pragma once

// The wheel scrolls the page over a spin box, combo box or slider that does not have the focus: a value
// changes only where the user is editing, never while they scroll past it. One filter for the whole
// application, so that every window keeps the promise — document windows and their docks and dialogs, the
// play library, the rules browser, a dialog with no parent — whatever has the focus.

#include <QObject>

namespace hk::gui {

class WheelGuard : public QObject {
public:
    // Installs the application's guard (once; later calls do nothing). Every window calls it as it is made.
    static void install();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};

} // namespace hk::gui
