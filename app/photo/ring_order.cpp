#include "ring_order.h"

#include "model/geometry.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <numeric>

namespace hk::photo {

int ringDepth(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Off:
        return 0;
    case Terrain::Heart:
        return 6;
    default:
        return int(terrain); // Layer1 … Layer5
    }
}

RingNames nameGroupsByRings(const std::vector<int> &labels, int rows, int columns,
                            const std::vector<std::optional<Terrain>> &fixed,
                            const std::vector<Terrain> &available)
{
    const size_t groups = fixed.size();
    // How many edge-neighbouring squares each two groups share (BRD-GRID), and how far out each group lies
    // (its squares' mean distance from the board's centre, the board scaled to a circle).
    std::vector<std::vector<int>> touching(groups, std::vector<int>(groups, 0));
    std::vector<double> outward(groups, 0);
    std::vector<int> size(groups, 0);
    for (int row = 0; row < rows; ++row)
        for (int column = 0; column < columns; ++column) {
            const int g = labels[size_t(row * columns + column)];
            if (g < 0)
                continue;
            const double x = (column + 0.5) / columns * 2 - 1, y = (row + 0.5) / rows * 2 - 1;
            outward[size_t(g)] += std::sqrt(x * x + y * y);
            ++size[size_t(g)];
            for (const Square &step : {kEdgeSteps[1], kEdgeSteps[2]}) { // right and down: each pair once
                const int r = row + step.row, c = column + step.column;
                if (r >= rows || c >= columns)
                    continue;
                const int h = labels[size_t(r * columns + c)];
                if (h >= 0 && h != g) {
                    ++touching[size_t(g)][size_t(h)];
                    ++touching[size_t(h)][size_t(g)];
                }
            }
        }

    std::vector<Terrain> names(groups, Terrain::Off);
    std::vector<size_t> open;
    for (size_t g = 0; g < groups; ++g) {
        if (fixed[g])
            names[g] = *fixed[g];
        else
            open.push_back(g);
    }
    // Every way of naming the open groups, scored by the chain (neighbouring squares on neighbouring rings),
    // ties (a chain read both ways) broken by the outer end lying further out.
    std::vector<Terrain> best = names;
    double bestChain = -1, bestOutward = -std::numeric_limits<double>::max();
    std::vector<size_t> order(available.size());
    std::iota(order.begin(), order.end(), 0);
    do {
        for (size_t i = 0; i < open.size() && i < order.size(); ++i)
            names[open[i]] = available[order[i]];
        double chain = 0, out = 0;
        for (size_t g = 0; g < groups; ++g) {
            for (size_t h = g + 1; h < groups; ++h)
                if (std::abs(ringDepth(names[g]) - ringDepth(names[h])) == 1)
                    chain += touching[g][h];
            out -= outward[g] * ringDepth(names[g]);
        }
        if (chain > bestChain || (chain == bestChain && out > bestOutward)) {
            bestChain = chain;
            bestOutward = out;
            best = names;
        }
    } while (std::next_permutation(order.begin(), order.end()));
    double borders = 0;
    for (size_t g = 0; g < groups; ++g)
        for (size_t h = g + 1; h < groups; ++h)
            borders += touching[g][h];
    return {best, borders > 0 ? bestChain / borders : 0};
}

} // namespace hk::photo
