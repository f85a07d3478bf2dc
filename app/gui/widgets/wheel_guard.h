#pragma once

// The wheel scrolls the page over a spin box, combo box or slider that does not have the focus: a value
// changes only where the user is editing, never while they scroll past it. One guard per top-level window
// (every DocumentWindow has one; a tool window of its own makes one too); it watches the window's fields,
// its floating docks and its dialogs (every widget whose parents lead to the window).

#include <QElapsedTimer>
#include <QObject>

class QWidget;

namespace hk::gui {

class WheelGuard : public QObject {
public:
    // Guards `window`'s fields for as long as `window` lives (the guard is its child).
    explicit WheelGuard(QWidget *window);

    // A field whose value the wheel changes: a spin box, a combo box, a slider (not a scroll bar).
    static bool wheelEditsValue(const QWidget *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool holds(const QWidget *widget) const;

    QWidget *m_window;
    QElapsedTimer m_pageScrolled; // the wheel last scrolled the page of this window
};

} // namespace hk::gui
