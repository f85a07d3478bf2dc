#pragma once

// Squares of the grid and polyomino shapes in all their orientations (DIG-ORIENT). Two squares are adjacent
// only if they share an edge (BRD-GRID).

#include <QHashFunctions>
#include <QString>

#include <array>
#include <compare>
#include <optional>
#include <vector>

namespace hk {

struct Square {
    int row = 0;
    int column = 0;
    auto operator<=>(const Square &) const = default;
    Square operator+(const Square &o) const { return {row + o.row, column + o.column}; }
};

inline size_t qHash(const Square &s, size_t seed = 0)
{
    return qHashMulti(seed, s.row, s.column);
}

// The four edge neighbours (BRD-GRID: diagonal squares are not adjacent).
inline constexpr std::array<Square, 4> kEdgeSteps{{{-1, 0}, {0, 1}, {1, 0}, {0, -1}}};
inline bool adjacent(const Square &a, const Square &b)
{
    return std::abs(a.row - b.row) + std::abs(a.column - b.column) == 1;
}

// The board's coordinates, one numbering everywhere (the labels along the board's edges, the CLI drawings,
// every message): columns are letters as on a Go board — A to Z without I, which reads as 1 at a table —
// then AA, AB…; rows are numbers from 1 at the top. Square {row 13, column 14} is "P14". Letter + number
// cannot be read the wrong way round, unlike "(13, 14)".
QString columnLabel(int column);     // 0 → "A", 7 → "H", 8 → "J", 24 → "Z", 25 → "AA"
QString rowLabel(int row);           // 0 → "1"
QString squareText(const Square &s); // "P14": columnLabel, then rowLabel

// A shape in one orientation: its squares relative to the top-left of its bounding box, sorted, with the
// anchor.
struct Orientation {
    std::vector<Square> cells;
    std::optional<Square> anchor; // size-5 tunnels and gates have none
    int rows = 0;
    int columns = 0;
    bool operator==(const Orientation &) const = default;
};

// Cells made canonical: shifted to the origin and sorted. The anchor moves with them.
Orientation normalized(std::vector<Square> cells, std::optional<Square> anchor);
// The distinct orientations of a shape under rotation and reflection, the given one first. Symmetric shapes
// give fewer than 8 (a square 1, a domino 2); with an anchor, orientations that differ only by where the
// anchor lands are distinct placements and are kept.
std::vector<Orientation> orientations(const Orientation &shape);
// True if the cells form one edge-connected group.
bool isConnected(const std::vector<Square> &cells);
// The edge-connected groups of `squares`, each sorted.
std::vector<std::vector<Square>> connectedParts(std::vector<Square> squares);

} // namespace hk
