#pragma once

#include "model/geometry.h"

#include <QGraphicsItem>

#include <vector>

namespace hk::gui {

// Squares drawn over the board: the legal spots of the piece being placed, or the pieces the Explain panel
// lights up.
class SquareMarksItem : public QGraphicsItem {
public:
    enum class Style { Coverable, Spot, SpotCannotPay, Highlight };
    struct Mark {
        Square square;
        Style style = Style::Spot;
    };
    SquareMarksItem();
    void setMarks(std::vector<Mark> marks);
    const std::vector<Mark> &marks() const { return m_marks; }
    QRectF boundingRect() const override { return m_bounds; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    std::vector<Mark> m_marks;
    QRectF m_bounds;
};

} // namespace hk::gui
