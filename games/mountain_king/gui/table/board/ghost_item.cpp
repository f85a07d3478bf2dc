#include "board/ghost_item.h"

#include "art.h"
#include "floor/board_drawing.h"

#include <QPainter>

namespace hk::gui {

GhostItem::GhostItem()
{
    setZValue(10);
    setVisible(false);
}

void GhostItem::setPiece(const std::vector<Square> &squares, std::optional<Square> mark, bool hall, Look look)
{
    if (squares == m_squares && mark == m_mark && hall == m_hall && look == m_look)
        return;
    prepareGeometryChange();
    if (squares != m_squares)
        m_path = tilePath(squares, 2);
    m_squares = squares;
    m_mark = mark;
    m_hall = hall;
    m_look = look;
    m_bounds = m_path.boundingRect().adjusted(-3, -3, 3, 3);
    update();
}

void GhostItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (m_squares.empty())
        return;
    QColor fill, edge;
    switch (m_look) {
    case Look::Legal:
        fill = QColor(0x2e, 0xcc, 0x71);
        edge = QColor(0x14, 0x6b, 0x3a);
        break;
    case Look::CannotPay:
        fill = QColor(0xf3, 0xa3, 0x2c);
        edge = QColor(0x8a, 0x55, 0x0c);
        break;
    case Look::Illegal:
        fill = QColor(0xe7, 0x4c, 0x3c);
        edge = QColor(0x7d, 0x0b, 0x1d);
        break;
    }
    fill.setAlpha(150);
    p->setPen(QPen(edge, 3, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p->setBrush(fill);
    p->drawPath(m_path);
    if (m_mark) {
        const QRectF r = squareRect(*m_mark);
        if (m_hall) {
            drawArt(p, QStringLiteral("altar"), inset(r, 6));
        } else {
            p->setPen(QPen(edge, 1.5));
            p->setBrush(edge);
            p->drawEllipse(r.center(), kSquare * 0.13, kSquare * 0.13);
        }
    }
    // A tick or a cross on the first square, for whoever cannot tell green from red.
    const QRectF r = inset(squareRect(m_squares.front()), kSquare * 0.22);
    QPainterPath glyph;
    if (m_look == Look::Illegal) {
        glyph.moveTo(r.topLeft());
        glyph.lineTo(r.bottomRight());
        glyph.moveTo(r.topRight());
        glyph.lineTo(r.bottomLeft());
    } else {
        glyph.moveTo(r.left(), r.top() + r.height() * 0.55);
        glyph.lineTo(r.left() + r.width() * 0.38, r.bottom());
        glyph.lineTo(r.right(), r.top());
    }
    p->setBrush(Qt::NoBrush);
    p->setPen(QPen(kOutline, 7, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p->drawPath(glyph);
    p->setPen(QPen(kCream, 3.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p->drawPath(glyph);
    if (m_look == Look::CannotPay)
        drawArt(p, Art::resourceId(Resource::Coin),
                QRectF(r.right() - kSquare * 0.1, r.bottom() - kSquare * 0.1, kSquare * 0.3, kSquare * 0.3));
}

} // namespace hk::gui
