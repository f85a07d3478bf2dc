#include "floor/board_floor_item.h"

#include "art.h"
#include "floor/board_drawing.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace hk::gui {

namespace {

enum Feature : quint8 { kRubble = 1, kStatueSpot = 2, kWorkshopSite = 4, kGateStart = 8 };

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

} // namespace

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

} // namespace hk::gui
