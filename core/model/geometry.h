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

QString squareText(const Square &s); // "(3, 7)": row, column, counted from 0

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
