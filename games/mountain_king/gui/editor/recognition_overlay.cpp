#include "recognition_overlay.h"

#include "floor/board_drawing.h"

#include <QPainter>
#include <QPixmap>

#include <cmath>
#include <functional>

namespace hk::gui {

namespace {

// Squares at least this large on screen show their confidence as a number too.
constexpr qreal kPixelsForText = 34;

QColor proposalColour(Terrain t)
{
    switch (t) {
    case Terrain::Off:
        return QColor(0x26, 0x22, 0x1e);
    case Terrain::Heart:
        return layerColour(0);
    default:
        return layerColour(int(t));
    }
}

QIcon iconOf(const std::function<void(QPainter *, const QRectF &, qreal)> &paint)
{
    // Drawn in scene units (one square of kSquare) scaled into the icon, as on the board.
    constexpr int kSide = 32;
    QPixmap pixmap(kSide, kSide);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    const qreal scale = kSide / kSquare;
    p.scale(scale, scale);
    p.setPen(QPen(QColor(0x60, 0x60, 0x60), 1 / scale));
    p.setBrush(QColor(0x4b, 0x49, 0x4b, 120));
    const QRectF square(0, 0, kSquare, kSquare);
    p.drawRect(inset(square, 0.5 / scale));
    paint(&p, square, 1 / scale);
    return QIcon(pixmap);
}

} // namespace

void RecognitionOverlay::paint(QPainter *p, qreal pixel, const QRectF &exposed) const
{
    if (!recognition || !recognition->ok())
        return;
    p->save();
    const int firstRow = std::max(0, int(std::floor(exposed.top() / kSquare)));
    const int lastRow = std::min(recognition->rows - 1, int(std::floor(exposed.bottom() / kSquare)));
    const int firstColumn = std::max(0, int(std::floor(exposed.left() / kSquare)));
    const int lastColumn = std::min(recognition->columns - 1, int(std::floor(exposed.right() / kSquare)));
    for (int row = firstRow; row <= lastRow; ++row)
        for (int column = firstColumn; column <= lastColumn; ++column) {
            const Square s{row, column};
            const photo::SquareProposal &proposal = recognition->at(s);
            if (showTerrains)
                paintProposal(p, squareRect(s), proposal.terrain, proposal.confidence, pixel);
            if (showUncertain && proposal.uncertain)
                paintUncertain(p, squareRect(s), pixel);
        }
    for (const photo::TerrainExample &e : examples)
        paintExample(p, squareRect(e.square), pixel);
    for (const Square &s : featureMarks)
        paintFeatureMark(p, squareRect(s), pixel);
    p->restore();
}

void RecognitionOverlay::paintProposal(QPainter *p, const QRectF &square, Terrain terrain, double confidence,
                                       qreal pixel)
{
    // The terrain inside a thin margin (the board under it shows around: what is painted, what is proposed).
    const QRectF inner = inset(square, kSquare * 0.08);
    QColor fill = proposalColour(terrain);
    fill.setAlpha(225);
    p->setPen(Qt::NoPen);
    p->setBrush(fill);
    p->drawRect(inner);
    if (terrain == Terrain::Heart) {
        p->setBrush(QColor(0xc0, 0x39, 0x2b));
        p->drawEllipse(inner.center(), kSquare * 0.12, kSquare * 0.12);
    } else if (terrain == Terrain::Off) {
        p->setPen(QPen(QColor(0x90, 0x90, 0x90), 1.5 * pixel));
        const QRectF cross = inset(inner, kSquare * 0.3);
        p->drawLine(cross.topLeft(), cross.bottomRight());
        p->drawLine(cross.topRight(), cross.bottomLeft());
    }
    // The confidence: a bar along the bottom, full when sure.
    const QRectF track(inner.left() + kSquare * 0.06, inner.bottom() - kSquare * 0.16,
                       inner.width() - kSquare * 0.12, kSquare * 0.08);
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(0, 0, 0, 140));
    p->drawRect(track);
    p->setBrush(confidence < photo::kUncertainBelow ? kUncertainColour : kCream);
    p->drawRect(
        QRectF(track.topLeft(), QSizeF(track.width() * std::clamp(confidence, 0.0, 1.0), track.height())));
    if (kSquare / pixel >= kPixelsForText) {
        QFont font = p->font();
        font.setPixelSize(std::max(1, int(kSquare * 0.3)));
        p->setFont(font);
        p->setPen(inkOn(fill));
        p->drawText(QRectF(inner.left(), inner.top(), inner.width(), inner.height() * 0.72), Qt::AlignCenter,
                    QString::number(int(std::floor(confidence * 100))));
    }
}

void RecognitionOverlay::paintUncertain(QPainter *p, const QRectF &square, qreal pixel)
{
    p->setBrush(Qt::NoBrush);
    p->setPen(QPen(kUncertainColour, 3 * pixel));
    p->drawRect(inset(square, 2.5 * pixel));
}

void RecognitionOverlay::paintExample(QPainter *p, const QRectF &square, qreal pixel)
{
    // A cream corner, top left, outlined so that it shows on the yellow layers too.
    const qreal side = kSquare * 0.38;
    const QPolygonF corner{square.topLeft(), square.topLeft() + QPointF(side, 0),
                           square.topLeft() + QPointF(0, side)};
    p->setPen(QPen(kOutline, 1.5 * pixel));
    p->setBrush(kCream);
    p->drawPolygon(corner);
}

void RecognitionOverlay::paintFeatureMark(QPainter *p, const QRectF &square, qreal pixel)
{
    const QPointF centre = square.center();
    const qreal radius = kSquare * 0.3;
    p->setBrush(QColor(0, 0, 0, 110));
    p->setPen(QPen(kFeatureMarkColour, 2.5 * pixel, Qt::DashLine));
    p->drawEllipse(centre, radius, radius);
    QFont font = p->font();
    font.setPixelSize(std::max(1, int(kSquare * 0.36)));
    font.setBold(true);
    p->setFont(font);
    p->setPen(kFeatureMarkColour);
    p->drawText(QRectF(centre - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius)), Qt::AlignCenter,
                QStringLiteral("?"));
}

QIcon RecognitionOverlay::terrainIcon(Terrain terrain, double confidence)
{
    return iconOf([=](QPainter *p, const QRectF &square, qreal pixel) {
        paintProposal(p, square, terrain, confidence, pixel);
    });
}

QIcon RecognitionOverlay::legendIcon(LegendEntry entry)
{
    switch (entry) {
    case LegendEntry::Uncertain:
        return iconOf(&RecognitionOverlay::paintUncertain);
    case LegendEntry::Example:
        return iconOf(&RecognitionOverlay::paintExample);
    case LegendEntry::FeatureMark:
        return iconOf(&RecognitionOverlay::paintFeatureMark);
    }
    return {};
}

} // namespace hk::gui
