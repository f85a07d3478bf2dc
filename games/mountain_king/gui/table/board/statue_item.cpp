#include "board/statue_item.h"

#include "art.h"
#include "floor/board_drawing.h"

#include <QPainter>

namespace hk::gui {

StatueItem::StatueItem(int id, Clan clan) : m_id(id), m_clan(clan)
{
    setZValue(4);
}

void StatueItem::setBuried(bool buried)
{
    if (buried != m_buried) {
        m_buried = buried;
        update();
    }
}

QRectF StatueItem::boundingRect() const
{
    return QRectF(0, 0, kSquare, kSquare);
}

void StatueItem::paint(QPainter *p, const QStyleOptionGraphicsItem *, QWidget *)
{
    // A buried statue stands smaller and faded on its spot until a tile unearths it (DIG-UNEARTH).
    const QRectF r = m_buried ? QRectF(kSquare * 0.2, kSquare * 0.16, kSquare * 0.6, kSquare * 0.6)
                              : QRectF(kSquare * 0.1, kSquare * 0.02, kSquare * 0.8, kSquare * 0.8);
    const qreal opacity = p->opacity();
    if (m_buried)
        p->setOpacity(opacity * 0.7);
    drawArt(p, Art::statueId(m_clan), r);
    p->setOpacity(opacity);
}

} // namespace hk::gui
