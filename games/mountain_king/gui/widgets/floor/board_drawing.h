#pragma once

// How the printed board and the pieces on it are drawn, shared by the table's board view, the board editor,
// the piece palette and the side panels. Scene coordinates: kSquare units per square, square (row, column) at
// (column, row) × kSquare.

#include "game/game_state.h"
#include "model/board.h"

#include <QColor>
#include <QPainterPath>
#include <QRectF>

#include <vector>

class QIcon;
class QPainter;

namespace hk::gui {

inline constexpr qreal kSquare = 48.0; // scene units per board square

inline QRectF squareRect(const Square &s)
{
    return {s.column * kSquare, s.row * kSquare, kSquare, kSquare};
}

// The art sheet's outline colour, and its cream for pips and digits.
inline constexpr QColor kOutline(0x2b, 0x21, 0x18);
inline constexpr QColor kCream(0xff, 0xf6, 0xe2);

inline QRectF inset(const QRectF &r, qreal m)
{
    return r.adjusted(m, m, -m, -m);
}

// Colours: the layers read as depth (outer dark grey to inner yellow); a player's colour from
// the setup's hex, with a readable ink for text drawn on it.
QColor layerColour(int layer);
QColor playerColour(const QString &hex, int seat);
QColor inkOn(const QColor &background);
// The colour of a player: the one chosen at setup, else the seat's default.
QColor seatColour(const GameState &state, int player);
// The tile outline inset from the grid lines (so that neighbouring tiles stay apart), in scene units.
QPainterPath tilePath(const std::vector<Square> &squares, qreal inset);
// Artwork from the shared sheet, crisp at any zoom and pixel ratio: the pixmap is made for the device size.
void drawArt(QPainter *painter, const QString &id, const QRectF &sceneRect);
// A swatch of a terrain's colour, for its menu entry and button (Off: the background with a cross).
QIcon terrainSwatch(Terrain terrain);
// The per-seat pattern drawn over a tunnel (seat 0 plain, then stripes, dots, bars, checks): so that colour
// is not the only cue.
void drawSeatPattern(QPainter *painter, const QRectF &cell, int seat, const QColor &ink);
// A small round badge with a number: seat labels, open-entrance counts.
void drawBadge(QPainter *p, const QPointF &centre, qreal radius, const QString &text, const QColor &fill,
               const QColor &ink);

} // namespace hk::gui
