#include "floor/board_drawing.h"

#include "art.h"

#include <QIcon>
#include <QPainter>
#include <QPixmap>

#include <algorithm>
#include <cmath>

namespace hk::gui {

namespace {

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

QColor seatFallback(int seat)
{
    static const QColor colours[] = {QColor(0xc0, 0x39, 0x2b), QColor(0x24, 0x71, 0xa3),
                                     QColor(0x27, 0xae, 0x60), QColor(0x8e, 0x44, 0xad),
                                     QColor(0xd4, 0xac, 0x0d)};
    return colours[((seat % 5) + 5) % 5];
}

} // namespace

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

QColor layerColour(int layer)
{
    // Earthy tones after the printed board: dark grey, grey, brown, orange, yellow.
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

QColor seatColour(const GameState &state, int player)
{
    const bool known = player >= 0 && player < state.playerCount();
    return playerColour(known ? state.players[player].colour : QString(), player);
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

QIcon terrainSwatch(Terrain t)
{
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r(2, 2, 28, 28);
    p.setPen(QPen(QColor(0x2b, 0x21, 0x18), 2));
    if (t == Terrain::Off) {
        p.setBrush(QColor(0x26, 0x22, 0x1e));
        p.drawRoundedRect(r, 4, 4);
        p.setPen(QPen(QColor(0xcc, 0xcc, 0xcc), 2));
        p.drawLine(r.topLeft() + QPointF(7, 7), r.bottomRight() - QPointF(7, 7));
        p.drawLine(r.topRight() + QPointF(-7, 7), r.bottomLeft() + QPointF(7, -7));
    } else {
        p.setBrush(layerColour(t == Terrain::Heart ? 0 : int(t)));
        p.drawRoundedRect(r, 4, 4);
        if (t == Terrain::Heart) {
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(0xc0, 0x39, 0x2b));
            p.drawEllipse(r.center(), 7, 7);
        }
    }
    return QIcon(pixmap);
}

} // namespace hk::gui
