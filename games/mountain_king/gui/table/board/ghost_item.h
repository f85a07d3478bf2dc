#pragma once

#include "model/geometry.h"

#include <QGraphicsItem>
#include <QPainterPath>

#include <optional>
#include <vector>

namespace hk::gui {

// The piece being placed: green when legal, amber when the space rules pass but the player cannot pay, red
// otherwise, with a tick or a cross so that colour is not the only cue.
class GhostItem : public QGraphicsItem {
public:
    enum class Look { Legal, CannotPay, Illegal };
    GhostItem();
    // Squares in board coordinates; `mark` is the anchor of a tunnel or the altar of a hall.
    void setPiece(const std::vector<Square> &squares, std::optional<Square> mark, bool hall, Look look);
    Look look() const { return m_look; }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    std::vector<Square> m_squares;
    QPainterPath m_path;
    std::optional<Square> m_mark;
    bool m_hall = false;
    Look m_look = Look::Illegal;
    QRectF m_bounds;
};

} // namespace hk::gui
