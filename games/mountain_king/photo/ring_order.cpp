#include "ring_order.h"

#include "model/geometry.h"

#include <QtGlobal>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <numeric>

namespace hk::photo {

namespace {

// The naming's score: a border between neighbouring rings counts 1, and so does an edge of an off-board
// square on the grid's edge (beyond it is off the board too); one between rings apart (or a layer beyond 2 on
// the grid's edge) costs kApart; a group left out costs its leaveOutCost per square.
constexpr double kApart = 4;
// Layer 2 on the grid's edge is rare but happens (a thin outer ring under a tight grid): it costs this much
// per edge, a deeper layer there kApart.
constexpr double kLayer2OnEdge = 1;
// The rings nest: each name's squares lie nearer the centre on average than the name outside it. Two names
// in the wrong order cost this much (about a long border).
constexpr double kOutOfOrder = 40;
// A region named a ring that does not touch the ring outside it or the one inside costs this much, and
// kRingLeaveOut per square (as if left out: it is no ring).
constexpr double kUnnested = 20, kRingLeaveOut = 2;
// The search's budget, in steps (a guard: it cuts what cannot beat the best, and the groups are few).
constexpr long kMostSteps = 200000;
// checkRings: a layer is a ring with at least this many squares (and this share of the squares read), and
// the rings are consistent with at most this share of their borders misplaced.
constexpr int kLeastRing = 3;
constexpr double kLeastRingShare = 0.004;
constexpr double kMostMisplaced = 0.04;
// Off board is the outermost ring: the grid is a rectangle around the mountain, so off board takes at least
// this share of the grid's edge. A naming one ring too far out (the surround taken for layer 1, a glare spot
// for off board) leaves it a spot.
constexpr double kLeastOffEdgeShare = 0.25;

} // namespace

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

GroupLayout layoutOf(const std::vector<int> &labels, int groups, int rows, int columns)
{
    GroupLayout layout;
    layout.size.assign(size_t(groups), 0);
    layout.edge.assign(size_t(groups), 0);
    layout.distance.assign(size_t(groups), 0);
    layout.touching.assign(size_t(groups), std::vector<int>(size_t(groups), 0));
    for (int row = 0; row < rows; ++row)
        for (int column = 0; column < columns; ++column) {
            const int g = labels[size_t(row * columns + column)];
            if (g < 0)
                continue;
            ++layout.size[size_t(g)];
            // From the centre, the grid scaled to a square of side 2.
            layout.distance[size_t(g)] +=
                std::hypot((column + 0.5) / columns * 2 - 1, (row + 0.5) / rows * 2 - 1);
            layout.edge[size_t(g)] +=
                (row == 0) + (column == 0) + (row == rows - 1) + (column == columns - 1);
            for (const Square &step : {kEdgeSteps[1], kEdgeSteps[2]}) { // right and down: each pair once
                const int r = row + step.row, c = column + step.column;
                if (r >= rows || c >= columns)
                    continue;
                const int h = labels[size_t(r * columns + c)];
                if (h >= 0 && h != g) {
                    ++layout.touching[size_t(g)][size_t(h)];
                    ++layout.touching[size_t(h)][size_t(g)];
                }
            }
        }
    return layout;
}

namespace {

// The search for the best naming: branch and bound over the groups (a dozen at most), then single changes
// (one group renamed or left out, two groups' names swapped) while any improves the score, in case the search
// ran out of steps.
class RingNaming {
public:
    RingNaming(const GroupLayout &layout, const GroupNamingRules &rules) : m_layout(layout), m_rules(rules)
    {
        m_groups = layout.size.size();
        for (Terrain t : rules.available)
            m_names.push_back(t);
        for (const auto &f : rules.fixed)
            if (f && std::find(m_names.begin(), m_names.end(), *f) == m_names.end())
                m_names.push_back(*f);
        for (Terrain t : m_names)
            m_depth.push_back(ringDepth(t));
        m_order.resize(m_groups);
        std::iota(m_order.begin(), m_order.end(), 0);
        std::stable_sort(m_order.begin(), m_order.end(),
                         [&](size_t a, size_t b) { return layout.size[a] > layout.size[b]; });
        m_position.resize(m_groups);
        for (size_t i = 0; i < m_groups; ++i)
            m_position[m_order[i]] = i;
    }

    RingNames solve()
    {
        std::vector<int> named(m_groups, kUnnamed);
        for (size_t g = 0; g < m_groups; ++g)
            if (m_rules.fixed[g])
                named[g] = nameIndex(*m_rules.fixed[g]);
        // The most the groups from the i-th of `order` on can still add: every border and edge of theirs
        // between neighbouring rings.
        m_mostAfter.assign(m_groups + 1, 0);
        for (size_t i = m_groups; i-- > 0;) {
            const size_t g = m_order[i];
            m_mostAfter[i] = m_mostAfter[i + 1] + m_layout.edge[g];
            for (size_t h = 0; h < m_groups; ++h)
                m_mostAfter[i] += m_layout.touching[g][h];
        }
        search(0, named, 0);
        if (m_best.empty())
            return {};
        improve();
        RingNames result;
        result.found = true;
        result.score = score(m_best, &result.fit);
        for (int n : m_best)
            result.names.push_back(n >= 0 ? std::optional(m_names[size_t(n)]) : std::nullopt);
        return result;
    }

private:
    static constexpr int kUnnamed = -2, kLeftOut = -1;

    int nameIndex(Terrain t) const
    {
        return int(std::find(m_names.begin(), m_names.end(), t) - m_names.begin());
    }

    // The naming's score (see the constants above), or minus infinity when it breaks a rule: a name not
    // given, an example's group renamed, two groups that are not one surface under one name.
    double score(const std::vector<int> &named, double *fit = nullptr) const
    {
        constexpr double kNever = -std::numeric_limits<double>::infinity();
        std::vector<int> uses(m_names.size(), 0);
        double good = 0, same = 0, apart = 0, cost = 0;
        std::array<double, 7> distance{}, count{};
        for (size_t g = 0; g < m_groups; ++g) {
            const int n = named[g];
            if (m_rules.fixed[g] && (n < 0 || m_names[size_t(n)] != *m_rules.fixed[g]))
                return kNever;
            if (n < 0) {
                if (m_rules.leaveOutCost[g] < 0)
                    return kNever;
                cost += m_rules.leaveOutCost[g] * m_layout.size[g];
                continue;
            }
            ++uses[size_t(n)];
            const int d = m_depth[size_t(n)];
            distance[size_t(d)] += m_layout.distance[g];
            count[size_t(d)] += m_layout.size[g];
            if (d == 2)
                cost += kLayer2OnEdge * m_layout.edge[g];
            else
                (d >= 3 ? apart : d == 0 ? good : same) += m_layout.edge[g];
            bool outer = d == 0 && m_layout.edge[g] > 0, inner = d >= 5;
            for (size_t h = 0; h < m_groups; ++h) {
                if (named[h] < 0 || h == g || m_layout.touching[g][h] == 0) {
                    if (h != g && named[h] == n && !m_rules.mayShare[g][h])
                        return kNever;
                    continue;
                }
                const int e = m_depth[size_t(named[h])];
                if (named[h] == n && !m_rules.mayShare[g][h])
                    return kNever;
                outer |= e == d - 1;
                inner |= e == d + 1;
                if (h > g) {
                    const int apartBy = std::abs(d - e);
                    (apartBy == 1 ? good : apartBy == 0 ? same : apart) += m_layout.touching[g][h];
                }
            }
            // Each region a ring: it touches the ring outside it (off board: the grid's edge) and the ring
            // inside it (layer 5 excepted: inside it is the Heart, a square).
            cost += (!outer + !inner) * (kUnnested + kRingLeaveOut * m_layout.size[g]);
        }
        for (size_t n = 0; n < m_rules.available.size(); ++n)
            if (uses[n] == 0)
                return kNever;
        // The rings' order: each depth's mean distance from the centre, outside in.
        double outer = -1;
        for (size_t d = 0; d < distance.size(); ++d) {
            if (count[d] == 0)
                continue;
            const double mean = distance[d] / count[d];
            if (outer >= 0 && mean > outer)
                cost += kOutOfOrder;
            outer = mean;
        }
        if (fit) {
            const double all = good + same + apart;
            *fit = all > 0 ? (good + same) / all : 0;
        }
        return good - kApart * apart - cost;
    }

    // What naming group g `n` adds against the groups named before it in `order` (borders and its own edges).
    double gain(const std::vector<int> &named, size_t g, int n) const
    {
        if (n < 0)
            return -m_rules.leaveOutCost[g] * m_layout.size[g];
        const int d = m_depth[size_t(n)];
        double sum = d == 0 ? m_layout.edge[g] : d >= 3 ? -kApart * m_layout.edge[g] : 0;
        for (size_t h = 0; h < m_groups; ++h)
            if (m_position[h] < m_position[g] && named[h] >= 0 && m_layout.touching[g][h] > 0) {
                const int apartBy = std::abs(d - m_depth[size_t(named[h])]);
                sum += apartBy == 1   ? m_layout.touching[g][h]
                       : apartBy >= 2 ? -kApart * m_layout.touching[g][h]
                                      : 0;
            }
        return sum;
    }

    // Depth first, the largest groups first and the likeliest names first; a branch is cut when even every
    // border still open between neighbouring rings could not beat the best naming found (`sum`: the borders
    // and edges scored so far, without the penalties that only a whole naming shows).
    void search(size_t i, std::vector<int> &named, double sum)
    {
        if ((++m_steps > kMostSteps && !m_best.empty()) || sum + m_mostAfter[i] <= m_bestScore)
            return;
        // Every name must be given: no more names unused than groups still to name.
        size_t unused = 0, open = 0;
        for (size_t n = 0; n < m_rules.available.size(); ++n)
            unused += std::find(named.begin(), named.end(), int(n)) == named.end();
        for (size_t k = i; k < m_groups; ++k)
            open += !m_rules.fixed[m_order[k]];
        if (unused > open)
            return;
        if (i == m_groups) {
            if (const double s = score(named); s > m_bestScore) {
                m_bestScore = s;
                m_best = named;
            }
            return;
        }
        const size_t g = m_order[i];
        std::vector<std::pair<double, int>> options;
        if (m_rules.fixed[g]) {
            options.push_back({gain(named, g, named[g]), named[g]});
        } else {
            for (int n = 0; n < int(m_names.size()); ++n) {
                bool may = true;
                for (size_t h = 0; h < m_groups && may; ++h)
                    may = named[h] != n || m_rules.mayShare[g][h];
                if (may)
                    options.push_back({gain(named, g, n), n});
            }
            if (m_rules.leaveOutCost[g] >= 0)
                options.push_back({gain(named, g, kLeftOut), kLeftOut});
        }
        std::stable_sort(options.begin(), options.end(),
                         [](const auto &a, const auto &b) { return a.first > b.first; });
        const int was = named[g];
        for (const auto &[added, n] : options) {
            named[g] = n;
            search(i + 1, named, sum + added);
        }
        named[g] = was;
    }

    void improve()
    {
        for (bool better = true; better;) {
            better = false;
            for (size_t g = 0; g < m_groups; ++g) {
                if (m_rules.fixed[g])
                    continue;
                for (int n = kLeftOut; n < int(m_names.size()); ++n)
                    better |= tryChange([&](std::vector<int> &named) { named[g] = n; });
                for (size_t h = g + 1; h < m_groups; ++h)
                    if (!m_rules.fixed[h])
                        better |= tryChange([&](std::vector<int> &named) { std::swap(named[g], named[h]); });
            }
        }
    }

    template <class Change> bool tryChange(Change change)
    {
        std::vector<int> named = m_best;
        change(named);
        if (const double s = score(named); s > m_bestScore + 1e-9) {
            m_bestScore = s;
            m_best = std::move(named);
            return true;
        }
        return false;
    }

    const GroupLayout &m_layout;
    const GroupNamingRules &m_rules;
    size_t m_groups = 0;
    std::vector<Terrain> m_names; // the available names, then the examples'
    std::vector<int> m_depth;
    std::vector<size_t> m_order;    // the largest groups first
    std::vector<size_t> m_position; // each group's place in m_order
    std::vector<double> m_mostAfter;
    std::vector<int> m_best;
    double m_bestScore = -std::numeric_limits<double>::infinity();
    long m_steps = 0;
};

} // namespace

RingNames nameGroupsByRings(const GroupLayout &layout, const GroupNamingRules &rules)
{
    return RingNaming(layout, rules).solve();
}

RingCheck checkRings(const std::vector<Terrain> &terrains, const std::vector<bool> &known, int rows,
                     int columns)
{
    RingCheck check;
    const auto at = [&](int r, int c) { return size_t(r * columns + c); };
    // Off board reaching the grid's edge: flooded from the edge through off-board squares (and squares not
    // read, which may be anything).
    std::vector<bool> outside(terrains.size(), false);
    std::vector<int> stack;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c)
            if ((r == 0 || c == 0 || r == rows - 1 || c == columns - 1) &&
                (!known[at(r, c)] || terrains[at(r, c)] == Terrain::Off)) {
                outside[at(r, c)] = true;
                stack.push_back(int(at(r, c)));
            }
    while (!stack.empty()) {
        const int s = stack.back();
        stack.pop_back();
        for (const Square &step : kEdgeSteps) {
            const int r = s / columns + step.row, c = s % columns + step.column;
            if (r < 0 || c < 0 || r >= rows || c >= columns || outside[at(r, c)])
                continue;
            if (!known[at(r, c)] || terrains[at(r, c)] == Terrain::Off) {
                outside[at(r, c)] = true;
                stack.push_back(int(at(r, c)));
            }
        }
    }
    double borders = 0, misplaced = 0;
    std::array<int, 7> count{};
    int read = 0, edgeRead = 0, edgeOff = 0;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < columns; ++c) {
            if (!known[at(r, c)])
                continue;
            ++read;
            const int depth = ringDepth(terrains[at(r, c)]);
            ++count[size_t(depth)];
            const int onEdge = (r == 0) + (c == 0) + (r == rows - 1) + (c == columns - 1);
            borders += onEdge;
            edgeRead += onEdge > 0;
            edgeOff += onEdge > 0 && depth == 0;
            if (depth >= 2)
                misplaced += onEdge;
            if (depth == 0 && !outside[at(r, c)])
                misplaced += 4; // off board inside the mountain
            for (const Square &step : {kEdgeSteps[1], kEdgeSteps[2]}) {
                const int rr = r + step.row, cc = c + step.column;
                if (rr >= rows || cc >= columns || !known[at(rr, cc)])
                    continue;
                ++borders;
                misplaced += std::abs(depth - ringDepth(terrains[at(rr, cc)])) >= 2;
            }
        }
    for (int layer = 1; layer <= 5; ++layer)
        check.layers += count[size_t(layer)] >= std::max(double(kLeastRing), kLeastRingShare * read);
    check.misplaced = borders > 0 ? std::min(1.0, misplaced / borders) : 0;
    check.offEdgeShare = edgeRead > 0 ? double(edgeOff) / edgeRead : 1;
    check.consistent =
        check.layers == 5 && check.misplaced <= kMostMisplaced && check.offEdgeShare >= kLeastOffEdgeShare;
    return check;
}

} // namespace hk::photo
