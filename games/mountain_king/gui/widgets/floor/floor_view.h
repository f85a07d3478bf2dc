#pragma once

// A zoomable view of the printed board (BoardFloorItem): the table mirror's BoardView and the board editor
// both build on it. Zoom with the wheel (around the cursor) or zoomIn()/zoomOut(); fitToWindow() shows the
// whole board and keeps it fitted as the view is resized, until the user zooms.

#include "model/board.h"

#include <QGraphicsView>

#include <memory>
#include <optional>

namespace hk::gui {

class BoardFloorItem;
class CoordinateRuler;

class FloorView : public QGraphicsView {
    Q_OBJECT
public:
    explicit FloorView(QWidget *parent = nullptr);
    ~FloorView() override;

    void fitToWindow();
    void zoomIn();
    void zoomOut();
    qreal zoom() const; // view pixels per board square / kSquare
    bool isFitted() const { return m_fitted; }

    // Geometry, for the windows and for tests: the centre of a square in viewport coordinates, and the
    // square under a viewport point (nullopt off the grid).
    QPoint viewportPoint(const Square &square) const;
    std::optional<Square> squareAt(const QPoint &viewportPos) const;
    const Board *floorBoard() const;
    // The coordinates along the top (column letters) and the left edge (row numbers).
    CoordinateRuler *columnRuler() const { return m_columnRuler; }
    CoordinateRuler *rowRuler() const { return m_rowRuler; }

protected:
    // Draws a board; a board of another size resets the scene rectangle (and refits while fitted). `changed`:
    // the only squares that differ from the board shown (see BoardFloorItem::setBoard).
    void setFloorBoard(std::shared_ptr<const Board> board, const std::vector<Square> *changed = nullptr);
    QGraphicsScene *boardScene() const { return m_scene; }
    BoardFloorItem *floor() const { return m_floor; }
    static Square sceneSquare(const QPointF &scenePos);
    void scaleBy(qreal factor, const QPoint &anchor);
    // After a fit or a zoom moved the board under the pointer (viewport coordinates).
    virtual void viewMoved(const QPoint &pointer) { Q_UNUSED(pointer) }

    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    void placeRulers();

    QGraphicsScene *m_scene;
    BoardFloorItem *m_floor;
    CoordinateRuler *m_columnRuler;
    CoordinateRuler *m_rowRuler;
    bool m_fitted = true;
};

} // namespace hk::gui
