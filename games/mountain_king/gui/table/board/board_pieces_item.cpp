#include "board/board_pieces_item.h"

#include "art.h"
#include "floor/board_drawing.h"
#include "i18n/arg_text.h"
#include "rules/board_state.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace hk::gui {

namespace {

QColor clanColour(Clan c)
{
    switch (c) {
    case Clan::Fire:
        return QColor(0xe2, 0x47, 0x1d);
    case Clan::Ice:
        return QColor(0x4a, 0xa3, 0xd8);
    case Clan::Moon:
        return QColor(0x9d, 0x88, 0xc9);
    case Clan::Mud:
        break;
    }
    return QColor(0x8a, 0x5a, 0x30);
}

// The owner a piece is drawn in: the one who placed it if it is in their network, else whoever's network
// reaches it (DIG-ISOLATED: ownership is derived), else nobody (-1).
int drawnOwner(const SpaceIndex &index, const std::vector<Square> &squares, int placedBy)
{
    unsigned mask = 0;
    for (const Square &s : squares)
        mask |= index.networkMask(s);
    if (placedBy >= 0 && (mask & (1u << placedBy)))
        return placedBy;
    for (int p = 0; p < 32; ++p)
        if (mask & (1u << p))
            return p;
    return -1;
}

QPointF cellCentre(const Square &s)
{
    return squareRect(s).center();
}

} // namespace

BoardPiecesItem::BoardPiecesItem()
{
    setFlag(ItemUsesExtendedStyleOption);
    setZValue(2);
}

void BoardPiecesItem::setState(const GameState &state, const SpaceIndex &index)
{
    const BoardState &board = state.board;
    const Board &b = board.board();
    prepareGeometryChange();
    m_bounds = QRectF(0, 0, b.columns * kSquare, b.rows * kSquare).adjusted(-4, -4, 4, 4);
    const auto colourOf = [&](int seat) {
        if (seat < 0 || seat >= int(state.players.size()))
            return QColor(0x9a, 0x95, 0x8e); // nobody's (DIG-ISOLATED)
        return playerColour(state.players[seat].colour, seat);
    };

    std::vector<std::pair<int, CachedPath>> cache;
    m_tiles.clear();
    for (const PlacedTunnel &t : board.tunnels) {
        Tile tile;
        tile.id = t.id;
        const QString key = QStringLiteral("%1|%2|%3|%4")
                                .arg(argText(t.shape), argText(t.orientation), argText(t.origin.row),
                                     argText(t.origin.column));
        const auto cached = std::find_if(m_pathCache.begin(), m_pathCache.end(), [&](const auto &e) {
            return e.first == t.id && e.second.key == key;
        });
        tile.path = cached != m_pathCache.end() ? cached->second.path : tilePath(t.squares, 3);
        cache.push_back({t.id, {key, tile.path}});
        tile.bounds = tile.path.boundingRect().adjusted(-2, -2, 2, 2);
        for (const Square &s : t.squares)
            tile.cells.push_back(squareRect(s));
        tile.seat = drawnOwner(index, t.squares, t.player);
        tile.colour = colourOf(tile.seat);
        Square label = t.squares.front();
        for (const Square &s : t.squares)
            if (!t.anchor || s != *t.anchor) {
                label = s;
                break;
            }
        tile.label = cellCentre(label);
        if (t.anchor)
            tile.anchor = cellCentre(*t.anchor);
        m_tiles.push_back(std::move(tile));
    }
    m_pathCache = std::move(cache);

    m_halls.clear();
    for (const PlacedHall &h : board.halls) {
        Hall hall;
        hall.path = tilePath(h.squares, 2);
        hall.bounds = hall.path.boundingRect().adjusted(-4, -4, 4, 4);
        hall.seat = drawnOwner(index, h.squares, h.player);
        hall.colour = colourOf(hall.seat);
        hall.altar = squareRect(h.altar);
        for (const Square &s : h.squares)
            if (s != h.altar) {
                hall.valueCell = squareRect(s);
                break;
            }
        if (const HallDef *def = board.catalog().hall(h.hall))
            hall.values = QStringLiteral("%1/%2").arg(argText(def->low), argText(def->high));
        m_halls.push_back(std::move(hall));
    }

    m_gates.clear();
    for (const PlacedGate &g : board.gates)
        m_gates.push_back({squareRect(g.square), colourOf(g.player), g.player});

    m_pedestals.clear();
    for (const PlacedPedestal &ped : board.pedestals)
        if (board.pedestalInGame(ped))
            m_pedestals.push_back({squareRect(ped.square), ped.clan});

    m_workshops.clear();
    for (const PlacedWorkshop &w : board.workshops) {
        Workshop shop{squareRect(w.site), w.kind, {}};
        const QRectF r = shop.rect;
        for (const Square &n : openEntrances(index, w.site).open) {
            // The edge of the workshop square facing the network square.
            if (n.row < w.site.row)
                shop.entrances.push_back(QLineF(r.topLeft(), r.topRight()));
            else if (n.row > w.site.row)
                shop.entrances.push_back(QLineF(r.bottomLeft(), r.bottomRight()));
            else if (n.column < w.site.column)
                shop.entrances.push_back(QLineF(r.topLeft(), r.bottomLeft()));
            else
                shop.entrances.push_back(QLineF(r.topRight(), r.bottomRight()));
        }
        m_workshops.push_back(std::move(shop));
    }
    update();
}

void BoardPiecesItem::paint(QPainter *p, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QRectF exposed = option->exposedRect;
    QFont labelFont = p->font();
    labelFont.setBold(true);

    for (const Tile &t : m_tiles) {
        if (!t.bounds.intersects(exposed))
            continue;
        const QColor ink = inkOn(t.colour);
        p->setPen(Qt::NoPen);
        p->setBrush(t.colour);
        p->drawPath(t.path);
        // The seat pattern on every square of the tile, so that colour is not the only cue.
        if (t.seat > 0)
            for (const QRectF &cell : t.cells)
                if (cell.intersects(exposed))
                    drawSeatPattern(p, inset(cell, 7), t.seat, ink);
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(t.colour.lighter(135), 1.5));
        p->drawPath(t.path.translated(0.8, 0.8));
        p->setPen(QPen(kOutline, 2.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p->drawPath(t.path);
        if (t.anchor) { // the anchor hole, where a pedestal may go (PED-WHEN)
            p->setPen(QPen(kOutline, 1.5));
            p->setBrush(t.colour.darker(170));
            p->drawEllipse(*t.anchor, kSquare * 0.13, kSquare * 0.13);
        }
        if (t.seat >= 0)
            drawBadge(p, t.label, kSquare * 0.19, QString::number(t.seat + 1), t.colour.lighter(115), ink);
    }

    for (const Hall &h : m_halls) {
        if (!h.bounds.intersects(exposed))
            continue;
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(0xe4, 0xda, 0xc6));
        p->drawPath(h.path);
        p->setBrush(Qt::NoBrush);
        p->setPen(QPen(h.colour, 6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p->drawPath(h.path);
        p->setPen(QPen(kOutline, 2.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p->drawPath(h.path);
        drawArt(p, QStringLiteral("altar"), inset(h.altar, 5));
        if (const QRectF valueCell = h.valueCell; !valueCell.isNull()) {
            drawArt(p, QStringLiteral("hall"), inset(valueCell, 9).translated(-4, -5));
            QFont f = labelFont;
            f.setPixelSize(int(kSquare * 0.24));
            p->setFont(f);
            p->setPen(kOutline);
            p->drawText(valueCell.adjusted(0, 0, 0, -3), Qt::AlignHCenter | Qt::AlignBottom, h.values);
        }
        if (h.seat >= 0 && !h.valueCell.isNull())
            drawBadge(p, h.valueCell.topRight() + QPointF(-kSquare * 0.2, kSquare * 0.2), kSquare * 0.16,
                      QString::number(h.seat + 1), h.colour, inkOn(h.colour));
    }

    for (const Gate &g : m_gates) {
        if (!g.rect.intersects(exposed))
            continue;
        p->setPen(QPen(kOutline, 2.2));
        p->setBrush(g.colour);
        p->drawRoundedRect(inset(g.rect, 2.5), 6, 6);
        drawArt(p, QStringLiteral("gate"), inset(g.rect, 6));
        drawBadge(p, g.rect.topLeft() + QPointF(kSquare * 0.2, kSquare * 0.2), kSquare * 0.17,
                  QString::number(g.seat + 1), g.colour, inkOn(g.colour));
    }

    for (const Pedestal &ped : m_pedestals) {
        if (!ped.rect.intersects(exposed))
            continue;
        // A frame in the clan's colour and the pedestal in the corner: a statue on it leaves both visible.
        p->setPen(QPen(clanColour(ped.clan), 3.5));
        p->setBrush(Qt::NoBrush);
        p->drawRoundedRect(inset(ped.rect, 5), 5, 5);
        drawArt(p, QStringLiteral("pedestal"),
                QRectF(ped.rect.left() + 3, ped.rect.bottom() - kSquare * 0.42 - 3, kSquare * 0.42,
                       kSquare * 0.42));
        drawArt(p, Art::clanId(ped.clan),
                QRectF(ped.rect.right() - kSquare * 0.36 - 3, ped.rect.bottom() - kSquare * 0.36 - 3,
                       kSquare * 0.36, kSquare * 0.36));
    }

    for (const Workshop &w : m_workshops) {
        if (!w.rect.adjusted(-4, -4, 4, 4).intersects(exposed))
            continue;
        drawArt(p, QStringLiteral("workshop"), inset(w.rect, 1));
        // What it exchanges: the first exchange's give and get, small, on the plaque.
        const WorkshopInfo &info = workshopInfo(w.kind);
        QString give, get;
        if (!info.exchanges.empty()) {
            for (Resource r : kAllResources) {
                if (give.isEmpty() && at(info.exchanges.front().give, r) > 0)
                    give = Art::resourceId(r);
                if (get.isEmpty() && at(info.exchanges.front().get, r) > 0)
                    get = Art::resourceId(r);
            }
        } else if (info.anyTwoFor) {
            get = Art::resourceId(*info.anyTwoFor);
        } else if (info.movesFromTroll) {
            give = QStringLiteral("troll");
        }
        const qreal icon = kSquare * 0.4;
        if (!give.isEmpty())
            drawArt(p, give, QRectF(w.rect.left() + 2, w.rect.top() + 2, icon, icon));
        else if (info.anyTwoFor) // any two resources: two blank tokens
            for (int i = 1; i >= 0; --i) {
                p->setPen(QPen(kOutline, 1.5));
                p->setBrush(i ? QColor(0xc9, 0xc5, 0xbd) : kCream);
                p->drawRoundedRect(
                    QRectF(w.rect.left() + 4 + i * 6, w.rect.top() + 4 + i * 4, icon * 0.6, icon * 0.6), 3,
                    3);
            }
        if (!get.isEmpty())
            drawArt(p, get, QRectF(w.rect.right() - icon - 2, w.rect.bottom() - icon - 2, icon, icon));
        // Open entrances (WS-ENTRANCES): a bright bar on each open edge, and their count.
        for (const QLineF &edge : w.entrances) {
            const QLineF shorter(edge.pointAt(0.2), edge.pointAt(0.8));
            p->setPen(QPen(kOutline, 7, Qt::SolidLine, Qt::RoundCap));
            p->drawLine(shorter);
            p->setPen(QPen(QColor(0xff, 0xd9, 0x5e), 4, Qt::SolidLine, Qt::RoundCap));
            p->drawLine(shorter);
        }
        // Their count in a square tag (round badges are seats).
        const QRectF tag(w.rect.right() - kSquare * 0.34, w.rect.top() + 1, kSquare * 0.32, kSquare * 0.32);
        p->setPen(QPen(kOutline, 1.5));
        p->setBrush(w.entrances.empty() ? QColor(0x9a, 0x95, 0x8e) : QColor(0xff, 0xd9, 0x5e));
        p->drawRoundedRect(tag, 2.5, 2.5);
        QFont f = labelFont;
        f.setPixelSize(int(kSquare * 0.26));
        p->setFont(f);
        p->setPen(kOutline);
        p->drawText(tag, Qt::AlignCenter, QString::number(w.entrances.size()));
    }
}

} // namespace hk::gui
