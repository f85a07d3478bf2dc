#include "actions/piece_preview.h"

#include "art.h"

#include <QPainter>

namespace hk::gui {

namespace {

constexpr int kCell = 26;

QColor layerColour(int layer)
{
    // BRD-LAYER: dark grey, grey, brown, orange, yellow (outer to inner).
    static const QColor colours[5] = {QColor(0x5c, 0x5c, 0x62), QColor(0x9c, 0x9c, 0xa2),
                                      QColor(0x9a, 0x6b, 0x45), QColor(0xe0, 0x8a, 0x3c),
                                      QColor(0xe8, 0xc6, 0x4a)};
    return layer >= 1 && layer <= 5 ? colours[layer - 1] : QColor(0xb0, 0x3a, 0x2e);
}

} // namespace

PiecePreview::PiecePreview(const BoardState &board, const std::vector<Square> &squares,
                           std::optional<Square> anchor, bool altar, const QColor &colour, QWidget *parent)
    : QWidget(parent), m_board(board), m_squares(squares), m_anchor(anchor), m_altar(altar), m_colour(colour)
{
    if (!m_colour.isValid())
        m_colour = QColor(0x30, 0x30, 0x30);
    if (squares.empty())
        return;
    int bottom = squares.front().row, right = squares.front().column;
    m_top = bottom;
    m_left = right;
    for (const Square &s : squares) {
        m_top = std::min(m_top, s.row);
        m_left = std::min(m_left, s.column);
        bottom = std::max(bottom, s.row);
        right = std::max(right, s.column);
    }
    // One square of the board around the piece: what it touches matters (adjacency, workshop sites).
    --m_top;
    --m_left;
    m_rows = bottom - m_top + 2;
    m_columns = right - m_left + 2;
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

QSize PiecePreview::sizeHint() const
{
    return QSize(m_columns * kCell + 2, m_rows * kCell + 2);
}

void PiecePreview::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const Board &board = m_board.board();
    const SpaceIndex index(m_board);
    const auto cellRect = [&](const Square &s) {
        return QRectF(1 + (s.column - m_left) * kCell, 1 + (s.row - m_top) * kCell, kCell, kCell);
    };
    const auto isPiece = [&](const Square &s) {
        return std::find(m_squares.begin(), m_squares.end(), s) != m_squares.end();
    };
    for (int r = 0; r < m_rows; ++r)
        for (int c = 0; c < m_columns; ++c) {
            const Square s{m_top + r, m_left + c};
            if (!board.onBoard(s))
                continue;
            const QRectF rect = cellRect(s);
            QColor fill = layerColour(board.layer(s));
            if (!isPiece(s))
                fill.setAlpha(110);
            p.fillRect(rect, fill);
            if (index.covered(s) && !isPiece(s)) { // pieces already there
                p.fillRect(rect.adjusted(3, 3, -3, -3), QColor(0x3a, 0x2a, 0x1c, 150));
            }
            if (index.isWorkshopSite(s)) {
                p.setPen(QPen(QColor(0x20, 0x20, 0x20), 1.5, Qt::DashLine));
                p.setBrush(index.workshopAt(s) != SpaceIndex::kNone ? QColor(0xf3, 0xe6, 0xc8)
                                                                    : QColor(255, 255, 255, 90));
                p.drawRoundedRect(rect.adjusted(4, 4, -4, -4), 3, 3);
            }
            if (std::find(board.rubble.begin(), board.rubble.end(), s) != board.rubble.end()) {
                p.setPen(Qt::NoPen);
                p.setBrush(QColor(0x2b, 0x21, 0x18));
                for (const QPointF d : {QPointF(-5, 4), QPointF(4, 5), QPointF(0, -4), QPointF(6, -3)})
                    p.drawEllipse(rect.center() + d, 2.2, 2.2);
            }
            for (const BuriedResources &b : board.buried)
                if (b.square == s)
                    for (Resource res : kAllResources)
                        if (at(b.resources, res) > 0) {
                            Art::instance().paint(&p, Art::resourceId(res),
                                                  QRectF(rect.left() + 2, rect.top() + 2, 12, 12));
                            break;
                        }
            const int statue = index.statueAt(s);
            if (statue != SpaceIndex::kNone)
                if (const StatueOnBoard *st = m_board.statue(statue))
                    Art::instance().paint(&p, Art::statueId(st->clan), rect.adjusted(3, 3, -3, -3));
        }
    // The piece itself: its outline in the player's colour.
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(m_colour, 3));
    for (const Square &s : m_squares) {
        const QRectF rect = cellRect(s);
        for (int k = 0; k < 4; ++k) {
            const Square n = s + kEdgeSteps[k];
            if (isPiece(n))
                continue;
            const QPointF a = k == 0   ? rect.topLeft()
                              : k == 1 ? rect.topRight()
                              : k == 2 ? rect.bottomRight()
                                       : rect.bottomLeft();
            const QPointF b = k == 0   ? rect.topRight()
                              : k == 1 ? rect.bottomRight()
                              : k == 2 ? rect.bottomLeft()
                                       : rect.topLeft();
            p.drawLine(a, b);
        }
    }
    if (m_anchor) {
        const QRectF rect = cellRect(*m_anchor);
        if (m_altar) {
            p.setPen(QPen(QColor(0x8a, 0x6d, 0x1f), 2));
            p.setBrush(QColor(0xf6, 0xe3, 0x9c));
            p.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 4, 4);
            Art::instance().paint(&p, QStringLiteral("altar"), rect.adjusted(3, 3, -3, -3));
        } else {
            p.setPen(QPen(QColor(0x20, 0x20, 0x20), 1.5));
            p.setBrush(QColor(255, 255, 255, 160));
            p.drawEllipse(rect.center(), kCell / 4.0, kCell / 4.0);
        }
    }
}

} // namespace hk::gui
