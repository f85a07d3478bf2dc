#pragma once

// The printed board as a graphics item: passive, it draws the board it is given and paints only the part that
// is exposed, so that moving a piece over it repaints a few squares, not the board.

#include "model/board.h"

#include <QGraphicsItem>

#include <memory>
#include <vector>

namespace hk::gui {

// The printed board: layers, the Mountain Heart, rubble, buried resources, statue spots, workshop sites and
// gate start points.
class BoardFloorItem : public QGraphicsItem {
public:
    BoardFloorItem();
    // `changed`: the only squares that differ from the board shown before (the board editor's edits), so that
    // only they and their neighbours (whose contours may change) are repainted; null repaints everything.
    void setBoard(std::shared_ptr<const Board> board, const std::vector<Square> *changed = nullptr);
    const Board *board() const { return m_board.get(); }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    std::shared_ptr<const Board> m_board;
    std::vector<int> m_buried; // per square: index into Board::buried, or -1
    std::vector<quint8> m_features;
};

} // namespace hk::gui
