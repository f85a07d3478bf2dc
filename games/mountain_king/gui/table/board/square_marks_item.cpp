#include "board/square_marks_item.h"

#include "floor/board_drawing.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace hk::gui {

SquareMarksItem::SquareMarksItem()
{
    setFlag(ItemUsesExtendedStyleOption);
    setZValue(5);
}

void SquareMarksItem::setMarks(std::vector<Mark> marks)
{
    prepareGeometryChange();
    m_marks = std::move(marks);
    QRectF bounds;
    for (const Mark &m : m_marks)
        bounds |= squareRect(m.square);
    m_bounds = bounds.adjusted(-4, -4, 4, 4);
    update();
}

void SquareMarksItem::paint(QPainter *p, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QRectF exposed = option->exposedRect;
    for (const Mark &m : m_marks) {
        const QRectF r = squareRect(m.square);
        if (!r.adjusted(-4, -4, 4, 4).intersects(exposed))
            continue;
        switch (m.style) {
        case Style::Coverable:
            p->fillRect(inset(r, 1), QColor(0x2e, 0xcc, 0x71, 55));
            break;
        case Style::Spot:
        case Style::SpotCannotPay:
            p->setPen(QPen(kOutline, 2));
            p->setBrush(m.style == Style::Spot ? QColor(0x2e, 0xcc, 0x71) : QColor(0xf3, 0xa3, 0x2c));
            p->drawEllipse(r.center(), kSquare * 0.16, kSquare * 0.16);
            break;
        case Style::Highlight:
            p->setPen(QPen(QColor(0xff, 0xd9, 0x5e), 4));
            p->setBrush(QColor(0xff, 0xd9, 0x5e, 70));
            p->drawRoundedRect(inset(r, 2), 6, 6);
            break;
        }
    }
}

} // namespace hk::gui
