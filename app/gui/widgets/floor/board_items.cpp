#include "floor/board_items.h"

#include "art.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace hk::gui {

namespace {

constexpr QColor kOutline(0x2b, 0x21, 0x18);
constexpr QColor kCream(0xff, 0xf6, 0xe2);

enum Feature : quint8 { kRubble = 1, kStatueSpot = 2, kWorkshopSite = 4, kGateStart = 8 };

// Icon sizes are snapped to this ladder (device-independent pixels) so that zooming and resizing reuse a
// bounded set of cached pixmaps instead of filling the cache with one size per zoom step.
int snappedIconSize(qreal wanted)
{
    static constexpr int ladder[] = {6,   7,   8,   9,   10,  11,  12,  13,  14,  15,  16,  18,
                                     20,  22,  24,  26,  28,  30,  32,  36,  40,  44,  48,  52,
                                     56,  60,  64,  72,  80,  88,  96,  104, 112, 128, 144, 160,
                                     176, 192, 224, 256, 288, 320, 384, 448, 512};
    int best = 0;
    for (int size : ladder)
        if (size <= wanted + 0.01)
            best = size;
    return best;
}

int cellIndex(const Board &board, const Square &s)
{
    return board.inGrid(s) ? board.index(s) : -1;
}

// The squares of a drawing's exposed rectangle, clamped to the board.
struct SquareRange {
    int r0, r1, c0, c1;
};
SquareRange rangeOf(const QRectF &r, int rows, int columns)
{
    return {std::max(0, int(std::floor(r.top() / kSquare))),
            std::min(rows - 1, int(std::floor((r.bottom() - 0.001) / kSquare))),
            std::max(0, int(std::floor(r.left() / kSquare))),
            std::min(columns - 1, int(std::floor((r.right() - 0.001) / kSquare)))};
}

QRectF inset(const QRectF &r, qreal m)
{
    return r.adjusted(m, m, -m, -m);
}

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

// A small round badge with a number: seat labels, open-entrance counts.
void drawBadge(QPainter *p, const QPointF &centre, qreal radius, const QString &text, const QColor &fill,
               const QColor &ink)
{
    p->setPen(QPen(kOutline, radius * 0.18));
    p->setBrush(fill);
    p->drawEllipse(centre, radius, radius);
    QFont font = p->font();
    font.setPixelSize(std::max(1, int(radius * 1.35)));
    font.setBold(true);
    p->setFont(font);
    p->setPen(ink);
    p->drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter,
                text);
}

QColor seatFallback(int seat)
{
    static const QColor colours[] = {QColor(0xc0, 0x39, 0x2b), QColor(0x24, 0x71, 0xa3),
                                     QColor(0x27, 0xae, 0x60), QColor(0x8e, 0x44, 0xad),
                                     QColor(0xd4, 0xac, 0x0d)};
    return colours[((seat % 5) + 5) % 5];
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

// ---- orientations ----

int rotatedOrientation(const std::vector<Orientation> &placements, int k)
{
    if (k < 0 || k >= int(placements.size()))
        return -1;
    const Orientation &o = placements[k];
    // (row, column) -> (column, -row): a quarter turn clockwise with rows growing downwards.
    std::vector<Square> cells;
    for (const Square &c : o.cells)
        cells.push_back({c.column, -c.row});
    std::optional<Square> anchor;
    if (o.anchor)
        anchor = Square{o.anchor->column, -o.anchor->row};
    const Orientation turned = normalized(std::move(cells), anchor);
    const auto it = std::find(placements.begin(), placements.end(), turned);
    return it == placements.end() ? -1 : int(it - placements.begin());
}

int flippedOrientation(const std::vector<Orientation> &placements, int k)
{
    if (k < 0 || k >= int(placements.size()))
        return -1;
    const Orientation &o = placements[k];
    std::vector<Square> cells;
    for (const Square &c : o.cells)
        cells.push_back({c.row, -c.column});
    std::optional<Square> anchor;
    if (o.anchor)
        anchor = Square{o.anchor->row, -o.anchor->column};
    const Orientation mirrored = normalized(std::move(cells), anchor);
    const auto it = std::find(placements.begin(), placements.end(), mirrored);
    return it == placements.end() ? -1 : int(it - placements.begin());
}

Square gripCell(const Orientation &o)
{
    if (o.cells.empty())
        return {};
    const qreal midRow = (o.rows - 1) / 2.0, midColumn = (o.columns - 1) / 2.0;
    Square best = o.cells.front();
    qreal bestDistance = 1e9;
    for (const Square &c : o.cells) {
        const qreal d = std::hypot(c.row - midRow, c.column - midColumn);
        if (d < bestDistance - 1e-9) {
            bestDistance = d;
            best = c;
        }
    }
    return best;
}

// ---- colours and drawing helpers ----

QColor layerColour(int layer)
{
    // Earthy tones after the printed board: dark grey, grey, brown, orange, yellow (RULES.md §0).
    switch (layer) {
    case 1:
        return QColor(0x4b, 0x49, 0x4b);
    case 2:
        return QColor(0x84, 0x80, 0x7a);
    case 3:
        return QColor(0x8f, 0x5e, 0x30);
    case 4:
        return QColor(0xcf, 0x80, 0x32);
    case 5:
        return QColor(0xea, 0xc2, 0x45);
    default:
        return QColor(0xf6, 0xe0, 0x86); // the Mountain Heart
    }
}

QColor playerColour(const QString &hex, int seat)
{
    const QColor c = QColor::fromString(hex);
    return c.isValid() ? c : seatFallback(seat);
}

QColor inkOn(const QColor &background)
{
    const qreal luminance =
        0.2126 * background.redF() + 0.7152 * background.greenF() + 0.0722 * background.blueF();
    return luminance > 0.5 ? kOutline : kCream;
}

QPainterPath tilePath(const std::vector<Square> &squares, qreal m)
{
    const auto has = [&](int row, int column) {
        return std::find(squares.begin(), squares.end(), Square{row, column}) != squares.end();
    };
    QPainterPath path;
    path.setFillRule(Qt::WindingFill);
    for (const Square &s : squares) {
        const qreal x = s.column * kSquare, y = s.row * kSquare;
        path.addRect(QRectF(x + m, y + m, kSquare - 2 * m, kSquare - 2 * m));
        // Bridges to the neighbours of the same tile, and the middle of each 2x2 block, so that the inset
        // outline turns concave corners properly.
        const bool right = has(s.row, s.column + 1), down = has(s.row + 1, s.column);
        if (right)
            path.addRect(QRectF(x + kSquare - m, y + m, 2 * m, kSquare - 2 * m));
        if (down)
            path.addRect(QRectF(x + m, y + kSquare - m, kSquare - 2 * m, 2 * m));
        if (right && down && has(s.row + 1, s.column + 1))
            path.addRect(QRectF(x + kSquare - m, y + kSquare - m, 2 * m, 2 * m));
    }
    return path.simplified();
}

void drawArt(QPainter *painter, const QString &id, const QRectF &sceneRect)
{
    QPaintDevice *device = painter->device();
    const int type = device ? device->devType() : QInternal::UnknownDevice;
    if (type != QInternal::Widget && type != QInternal::Pixmap && type != QInternal::Image) {
        Art::instance().paint(painter, id, sceneRect); // printers and PDFs get the vectors
        return;
    }
    const QTransform world = painter->worldTransform();
    const QRectF deviceRect = world.mapRect(sceneRect);
    const int size = snappedIconSize(std::min(deviceRect.width(), deviceRect.height()));
    if (size < 6)
        return;
    const qreal dpr = device->devicePixelRatioF();
    // Whole device pixels: a pixmap drawn at a fractional offset would be resampled and blur.
    const QPointF topLeft(std::round((deviceRect.center().x() - size / 2.0) * dpr) / dpr,
                          std::round((deviceRect.center().y() - size / 2.0) * dpr) / dpr);
    painter->setWorldTransform(QTransform());
    painter->drawPixmap(topLeft, Art::instance().pixmap(id, QSize(size, size), dpr));
    painter->setWorldTransform(world);
}

void drawSeatPattern(QPainter *p, const QRectF &r, int seat, const QColor &ink)
{
    if (seat <= 0)
        return; // seat 1 is plain
    QColor c = ink;
    c.setAlphaF(0.28);
    const qreal w = r.width();
    p->setPen(QPen(c, w * 0.09, Qt::SolidLine, Qt::FlatCap));
    p->setBrush(Qt::NoBrush);
    switch (seat % 5) {
    case 1: // diagonal stripes
        p->drawLine(QPointF(r.left(), r.top() + w * 0.5), QPointF(r.left() + w * 0.5, r.top()));
        p->drawLine(QPointF(r.left(), r.bottom()), QPointF(r.right(), r.top()));
        p->drawLine(QPointF(r.left() + w * 0.5, r.bottom()), QPointF(r.right(), r.top() + w * 0.5));
        break;
    case 2: // dots
        p->setPen(Qt::NoPen);
        p->setBrush(c);
        for (qreal fx : {0.25, 0.75})
            for (qreal fy : {0.25, 0.75})
                p->drawEllipse(QPointF(r.left() + fx * w, r.top() + fy * w), w * 0.09, w * 0.09);
        break;
    case 3: // horizontal bars
        p->drawLine(QPointF(r.left(), r.top() + w * 0.3), QPointF(r.right(), r.top() + w * 0.3));
        p->drawLine(QPointF(r.left(), r.top() + w * 0.7), QPointF(r.right(), r.top() + w * 0.7));
        break;
    case 4: // a cross
        p->drawLine(QPointF(r.left() + w * 0.15, r.top() + w * 0.15),
                    QPointF(r.right() - w * 0.15, r.bottom() - w * 0.15));
        p->drawLine(QPointF(r.left() + w * 0.15, r.bottom() - w * 0.15),
                    QPointF(r.right() - w * 0.15, r.top() + w * 0.15));
        break;
    default:
        break;
    }
}

// ---- the printed board ----

BoardFloorItem::BoardFloorItem()
{
    setFlag(ItemUsesExtendedStyleOption); // for exposedRect: paint only what is uncovered
    setZValue(0);
}

void BoardFloorItem::setBoard(std::shared_ptr<const Board> board, const std::vector<Square> *changed)
{
    const bool sameGrid =
        m_board && board && m_board->rows == board->rows && m_board->columns == board->columns;
    if (!sameGrid) // the bounding rectangle changes (it repaints the whole item)
        prepareGeometryChange();
    m_board = std::move(board);
    m_buried.assign(m_board ? m_board->grid.size() : 0, -1);
    m_features.assign(m_buried.size(), 0);
    if (m_board) {
        const Board &b = *m_board;
        for (size_t i = 0; i < b.buried.size(); ++i)
            if (const int c = cellIndex(b, b.buried[i].square); c >= 0)
                m_buried[c] = int(i);
        for (const Square &s : b.rubble)
            if (const int c = cellIndex(b, s); c >= 0)
                m_features[c] |= kRubble;
        for (const Square &s : b.statueSpots)
            if (const int c = cellIndex(b, s); c >= 0)
                m_features[c] |= kStatueSpot;
        for (const Square &s : b.workshopSites)
            if (const int c = cellIndex(b, s); c >= 0)
                m_features[c] |= kWorkshopSite;
        for (const GateStart &g : b.gateStarts)
            if (const int c = cellIndex(b, g.square); c >= 0)
                m_features[c] |= kGateStart;
    }
    if (!sameGrid || !changed) {
        update();
        return;
    }
    QRectF dirty;
    for (const Square &c : *changed)
        dirty |= squareRect(c).adjusted(-kSquare, -kSquare, kSquare, kSquare);
    update(dirty);
}

QRectF BoardFloorItem::boundingRect() const
{
    if (!m_board)
        return {};
    return QRectF(0, 0, m_board->columns * kSquare, m_board->rows * kSquare).adjusted(-4, -4, 4, 4);
}

void BoardFloorItem::paint(QPainter *p, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (!m_board)
        return;
    const Board &b = *m_board;
    const SquareRange range = rangeOf(option->exposedRect.adjusted(-2, -2, 2, 2), b.rows, b.columns);
    const auto layerAt = [&](int row, int column) {
        const Terrain t = b.terrain({row, column});
        return t == Terrain::Off ? -1 : t == Terrain::Heart ? 6 : int(t);
    };

    // Squares: the layer colour, a little lighter or darker from square to square, like rock. Square fills
    // and grid lines sit on shared edges: without antialiasing they meet exactly, and paint far faster.
    const bool antialiased = p->testRenderHint(QPainter::Antialiasing);
    p->setRenderHint(QPainter::Antialiasing, false);
    p->setPen(Qt::NoPen);
    for (int row = range.r0; row <= range.r1; ++row)
        for (int column = range.c0; column <= range.c1; ++column) {
            const int layer = layerAt(row, column);
            if (layer < 0)
                continue;
            QColor c = layerColour(layer == 6 ? 0 : layer);
            const int grain = int((row * 7919 + column * 104729) % 7) - 3;
            c = grain >= 0 ? c.lighter(100 + grain * 2) : c.darker(100 - grain * 2);
            p->fillRect(squareRect({row, column}), c);
        }

    // Grid lines, then the layer contours (the edges where the depth changes) and the rim of the board. All
    // are axis-aligned: thin filled rectangles, crisp without antialiasing and much faster than stroked
    // lines.
    const qreal pixel = 1.0 / std::max(0.01, p->worldTransform().m11());
    // Opaque contours: their ends overlap at the corners.
    const QColor grid(0, 0, 0, 40), contour(0x3b, 0x2f, 0x25);
    for (int row = range.r0; row <= range.r1; ++row)
        for (int column = range.c0; column <= range.c1; ++column) {
            const int layer = layerAt(row, column);
            if (layer < 0)
                continue;
            const QRectF r = squareRect({row, column});
            p->fillRect(QRectF(r.right() - pixel / 2, r.top(), pixel, r.height()), grid);
            p->fillRect(QRectF(r.left(), r.bottom() - pixel / 2, r.width(), pixel), grid);
            for (int e = 0; e < 4; ++e) {
                const Square n = Square{row, column} + kEdgeSteps[e];
                const int other = layerAt(n.row, n.column);
                if (other >= 0 && other <= layer)
                    continue; // drawn from the outer side, or no edge at all
                const qreal w = other < 0 ? 4.0 : 2.5;
                const QColor &c = other < 0 ? kOutline : contour;
                switch (e) {
                case 0: // up
                    p->fillRect(QRectF(r.left() - w / 2, r.top() - w / 2, r.width() + w, w), c);
                    break;
                case 1: // right
                    p->fillRect(QRectF(r.right() - w / 2, r.top() - w / 2, w, r.height() + w), c);
                    break;
                case 2: // down
                    p->fillRect(QRectF(r.left() - w / 2, r.bottom() - w / 2, r.width() + w, w), c);
                    break;
                default: // left
                    p->fillRect(QRectF(r.left() - w / 2, r.top() - w / 2, w, r.height() + w), c);
                    break;
                }
            }
        }
    p->setRenderHint(QPainter::Antialiasing, antialiased);

    // Printed features.
    for (int row = range.r0; row <= range.r1; ++row)
        for (int column = range.c0; column <= range.c1; ++column) {
            const Square s{row, column};
            const int i = b.index(s);
            const QRectF r = squareRect(s);
            if (b.isHeart(s)) {
                drawArt(p, QStringLiteral("heart"), inset(r, 1));
                continue;
            }
            const quint8 f = m_features[i];
            const int buried = m_buried[i];
            if (!f && buried < 0)
                continue;
            if (f & kWorkshopSite)
                drawArt(p, QStringLiteral("workshop-site"), inset(r, 2));
            if (f & kGateStart) {
                drawArt(p, QStringLiteral("gate-start"), inset(r, 3));
                int label = 0;
                for (const GateStart &g : b.gateStarts)
                    if (g.square == s)
                        label = g.players;
                QFont font = p->font();
                font.setPixelSize(int(kSquare * 0.42));
                font.setBold(true);
                p->setFont(font);
                p->setPen(QColor(0, 0, 0, 150));
                p->drawText(r.translated(1.2, 5.2), Qt::AlignCenter, QString::number(label));
                p->setPen(kCream);
                p->drawText(r.translated(0, 4), Qt::AlignCenter, QString::number(label));
            }
            if (f & kStatueSpot)
                drawArt(p, QStringLiteral("statue-spot"), inset(r, 3));
            if (f & kRubble) {
                if (f & kStatueSpot)
                    drawArt(p, QStringLiteral("rubble"),
                            QRectF(r.left(), r.bottom() - kSquare * 0.5, kSquare * 0.5, kSquare * 0.5));
                else if (buried >= 0)
                    drawArt(p, QStringLiteral("rubble"),
                            QRectF(r.left() + 1, r.top() + 1, kSquare * 0.66, kSquare * 0.66));
                else
                    drawArt(p, QStringLiteral("rubble"), inset(r, 4));
            }
            if (buried >= 0) {
                // Up to two kinds along the bottom right, each with its count.
                const ResourceCounts &counts = b.buried[buried].resources;
                std::vector<std::pair<Resource, int>> kinds;
                for (Resource res : kAllResources)
                    if (at(counts, res) > 0)
                        kinds.push_back({res, at(counts, res)});
                const bool alone = !(f & (kRubble | kStatueSpot)) && kinds.size() == 1;
                const qreal icon = alone ? kSquare * 0.56 : kSquare * 0.42;
                qreal x = r.right() - icon - 2;
                const qreal y = r.bottom() - icon - 2;
                for (auto it = kinds.rbegin(); it != kinds.rend() && x > r.left() - icon / 2; ++it) {
                    const QRectF iconRect(alone ? r.center().x() - icon / 2 : x,
                                          alone ? r.center().y() - icon / 2 - 3 : y, icon, icon);
                    drawArt(p, Art::resourceId(it->first), iconRect);
                    if (it->second > 1) {
                        const QPointF badge = iconRect.bottomRight() - QPointF(icon * 0.12, icon * 0.12);
                        drawBadge(p, badge, kSquare * 0.12, QString::number(it->second), kCream, kOutline);
                    }
                    x -= icon * 0.8;
                }
            }
        }
}

// ---- pieces ----

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
                                .arg(t.shape)
                                .arg(t.orientation)
                                .arg(t.origin.row)
                                .arg(t.origin.column);
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
            hall.values = QStringLiteral("%1/%2").arg(def->low).arg(def->high);
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

// ---- statues ----

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

// ---- the ghost ----

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

// ---- marks ----

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
