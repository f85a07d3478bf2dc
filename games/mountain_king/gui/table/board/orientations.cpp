#include "board/orientations.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace hk::gui {

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

} // namespace hk::gui
