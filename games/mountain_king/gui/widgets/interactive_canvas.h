#pragma once

// The behaviour shared by the custom-painted widgets (tunnel pad, market, moot, spells, pedestal track): they
// draw their parts themselves, so Qt knows neither what to show as a tooltip nor what to tell a screen
// reader.

#include <QWidget>

class QKeyEvent;

namespace hk::gui {

// A custom-painted widget that describes itself: a tooltip for the part under the mouse, a description of
// what it shows kept current for screen readers, a repaint when focus comes or goes (for the focus frame),
// and its name and description again when the language changes.
//
// The texts come from the subclass so that their tr() keeps the subclass's translation context.
class InteractiveCanvas : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

protected:
    // The tooltip at `pos` and the area it belongs to (it hides on leaving it); empty: no tip there.
    virtual QString tipAt(const QPoint &pos, QRect *area) const = 0;
    // The accessible name, translated.
    virtual QString accessibleTitle() const = 0;
    // The accessible description of what the widget shows now.
    virtual QString accessibleText() const = 0;

    // Publishes accessibleTitle() as the accessible name.
    void updateAccessibleName();
    // Publishes accessibleText() and tells screen readers it changed.
    void updateAccessibleText();
    // After what it shows (or the keyboard cursor) changed: a new description and a repaint.
    void refresh();

    // Keyboard cursor, for a widget whose parts can be chosen: the arrow keys, Home and End call
    // moveCursor(), Space and Enter activateCurrent(); then refresh(). False (nothing done) for any other
    // key, which the subclass handles or passes on.
    virtual void moveCursor(int key) { Q_UNUSED(key) }
    virtual void activateCurrent() {}
    bool handleCursorKeys(QKeyEvent *event);

    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;
};

} // namespace hk::gui
