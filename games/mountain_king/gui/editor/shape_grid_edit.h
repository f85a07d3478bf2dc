#pragma once

// Drawing a polyomino square by square: the shape of a tunnel tile (with its anchor, PED-WHEN) or of a great
// hall (with its altar). A grid of free squares with the shape on it; the shape it reports is normalized
// (hk::normalized), so where it sits in the grid is only a matter of display.

#include "interactive_canvas.h"
#include "model/geometry.h"

#include <QIcon>

namespace hk::gui {

class ShapeGridEdit : public InteractiveCanvas {
    Q_OBJECT
public:
    // What the one marked square stands for: a tunnel tile's anchor hole or a great hall's altar.
    enum class Marker { Anchor, Altar };

    explicit ShapeGridEdit(Marker marker, QWidget *parent = nullptr);

    Marker marker() const { return m_marker; }
    // 7 × 7: room on every side of any piece of up to 5 squares in a row, to draw it further.
    static constexpr int kGridSize = 7;

    hk::Orientation shape() const;
    // Shows `shape` centred in the grid; a shape equal to the one shown stays where it is (so that the echo
    // of the widget's own edit does not move the squares under the pointer).
    void setShape(const hk::Orientation &shape);

    // The keyboard cursor, in grid squares (row, column from the top left of the grid).
    hk::Square cursor() const { return m_cursor; }
    void setCursor(const hk::Square &square);
    // Where square `shapeCell` of shape() lies in the grid, and where a grid square is drawn (tests click
    // there).
    hk::Square gridSquare(const hk::Square &shapeCell) const;
    QRect squareRect(const hk::Square &gridSquare) const;
    bool isFilled(const hk::Square &gridSquare) const;

    // The edits a click or a key makes; each emits shapeEdited().
    void toggleSquare(const hk::Square &gridSquare);
    // Marks the anchor (altar) on the square, adding the square if it was free; on the marked square it
    // takes the mark away.
    void toggleMarker(const hk::Square &gridSquare);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void shapeEdited(const hk::Orientation &shape);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    QString tipAt(const QPoint &pos, QRect *area) const override;
    QString accessibleTitle() const override;
    QString accessibleText() const override;

private:
    bool squareAt(const QPoint &pos, hk::Square *square) const;
    QString squareDescription(const hk::Square &square) const;
    // Moves the whole shape in the grid (Shift+arrows): only the display changes, never the shape.
    void shift(int rows, int columns);
    void edited();

    Marker m_marker;
    std::vector<hk::Square> m_cells; // grid squares, sorted
    std::optional<hk::Square> m_anchor;
    hk::Square m_cursor{kGridSize / 2, kGridSize / 2};
};

// A small picture of a shape for lists: its squares, the anchor as a hole, the altar as a dot.
QIcon shapeIcon(const hk::Orientation &shape, ShapeGridEdit::Marker marker, int extent = 36);

} // namespace hk::gui
