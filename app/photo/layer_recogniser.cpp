#include "photo/layer_recogniser.h"

#include "photo/colour_clusters.h"
#include "photo/ring_order.h"
#include "photo/robust_statistics.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>

namespace hk::photo {

namespace {

constexpr int kSide = SquareSampler::kCellsPerSide;
// Grouping (groupByColour): the lightness weights tried, the k-means++ starts for each, how near two ring
// fits are to count as equal, and the fewest squares a group found must have.
constexpr std::array<double, 3> kLightnessWeights{0.35, 0.6, 1.0};
constexpr int kStarts = 6;
constexpr double kFitTie = 0.05;
constexpr size_t kLeastGroup = 3;
// The light around each square (fitLocalLight): how far around, how strongly pulled towards no change (per
// square around), and how many rounds of fitting and classifying again.
constexpr int kLocalReach = 3;
constexpr double kLocalPull = 0.05;
constexpr int kLocalRounds = 2;
// Group, classify, white balance: three times, each balance from better groups.
constexpr int kPasses = 3;
// A cell's colour strays from its square's printed colour by noise, grain and blur: never taken as less than
// this (OKLab), or a clean synthetic photo would call a hair's difference another colour.
constexpr double kLeastCellSpread = 0.015;
// Neighbours: a square whose cells hesitate between two terrains takes the one around it (layers are regions,
// BRD-LAYER). Per neighbour, in the units of the colour term (the log of the share of cells alike).
constexpr double kNeighbourWeight = 0.5;
// A square that looks like no terrain (its best share below this) is not trusted, whatever its neighbours.
constexpr double kLeastShare = 0.25;
// "Feature here?": a cell differs from its layer when it is this far from the layer's colour (OKLab, or more
// spreads if the photo is noisier), and a square differs when this share of its inner cells do. Only the
// cells 1 to 8 count (0.15 to 0.85 of the side): the outer ones may show a neighbour's colour.
constexpr double kFeatureDistance = 0.08;
constexpr double kFeatureSpreads = 4.0;
constexpr double kFeatureShare = 0.12;
constexpr int kFeatureFrom = 1, kFeatureTo = kSide - 1;

// Printed features sit in the middle of their square: for the terrain, a cell counts more the further out it
// lies (the outer ring of cells four times as much as the middle, the next ring twice).
const std::array<double, SquareSampler::kCellsPerSquare> kCellWeight = [] {
    std::array<double, SquareSampler::kCellsPerSquare> weight{};
    for (int y = 0; y < kSide; ++y)
        for (int x = 0; x < kSide; ++x) {
            const int ring = std::min({x, y, kSide - 1 - x, kSide - 1 - y}); // 0 outer … 4 middle
            weight[size_t(y * kSide + x)] = ring == 0 ? 4 : ring == 1 ? 2 : 1;
        }
    return weight;
}();

const std::vector<Terrain> kSurroundAndLayers{Terrain::Off,    Terrain::Layer1, Terrain::Layer2,
                                              Terrain::Layer3, Terrain::Layer4, Terrain::Layer5};

// How unlike a colour is a terrain's: the squared differences in lightness and in chroma, each over twice its
// spread squared.
float unlikeness(const OkLab &c, const OkLab &centre, float scaleL, float scaleChroma)
{
    const float dL = c.L - centre.L, da = c.a - centre.a, db = c.b - centre.b;
    return dL * dL * scaleL + (da * da + db * db) * scaleChroma;
}

LinearRgb times(const LinearRgb &c, const LinearRgb &factor)
{
    return {c.r * factor.r, c.g * factor.g, c.b * factor.b};
}

} // namespace

LayerRecogniser::LayerRecogniser(const SquareSampler &sampler, const std::vector<TerrainExample> &examples)
    : m_sampler(sampler), m_rows(sampler.rows()), m_columns(sampler.columns()),
      m_count(sampler.squareCount()), m_read(size_t(m_count), false), m_positions(size_t(m_count)),
      m_cells(size_t(m_count) * SquareSampler::kCellsPerSquare), m_seen(size_t(m_count)),
      m_colour(size_t(m_count)), m_forced(size_t(m_count), -1), m_localGain(size_t(m_count), 1),
      m_localVeil(size_t(m_count), 0), m_terrain(size_t(m_count), Terrain::Off),
      m_confidence(size_t(m_count), 0), m_featureShare(size_t(m_count), 0),
      m_likeInnermost(size_t(m_count), 0)
{
    for (int s = 0; s < m_count; ++s) {
        m_positions[size_t(s)] = sampler.position(s);
        std::vector<OkLab> cells;
        const LinearRgb *raw = sampler.cells(s);
        for (int i = 0; i < SquareSampler::kCellsPerSquare; ++i)
            if (SquareSampler::isValid(raw[i]))
                cells.push_back(toOkLab(raw[i]));
        if (int(cells.size()) * 2 < SquareSampler::kCellsPerSquare)
            continue; // mostly outside the photo
        m_seen[size_t(s)] = toLinear(dominantColour(cells));
        m_read[size_t(s)] = true;
    }
    // The terrains to find: off board and the five layers, and the Heart too when an example shows its
    // colour. The examples' terrains are the first groups, in the order given.
    for (const TerrainExample &e : examples) {
        const Square &q = e.square;
        if (q.row < 0 || q.column < 0 || q.row >= m_rows || q.column >= m_columns)
            continue;
        const int s = q.row * m_columns + q.column;
        if (!m_read[size_t(s)])
            continue;
        auto it = std::find(m_exampleTerrains.begin(), m_exampleTerrains.end(), e.terrain);
        if (it == m_exampleTerrains.end())
            it = m_exampleTerrains.insert(m_exampleTerrains.end(), e.terrain);
        m_forced[size_t(s)] = int(it - m_exampleTerrains.begin());
    }
    for (Terrain t : kSurroundAndLayers)
        if (std::find(m_exampleTerrains.begin(), m_exampleTerrains.end(), t) == m_exampleTerrains.end())
            m_open.push_back(t);
}

template <class F> void LayerRecogniser::forNeighbours(int s, F f) const
{
    const int row = s / m_columns, column = s % m_columns;
    for (const Square &step : kEdgeSteps) {
        const int r = row + step.row, c = column + step.column;
        if (r >= 0 && c >= 0 && r < m_rows && c < m_columns && m_read[size_t(r * m_columns + c)])
            f(r * m_columns + c);
    }
}

void LayerRecogniser::run()
{
    m_light.fitSurface(m_seen, m_read, m_rows, m_columns);
    for (int pass = 0; pass < kPasses; ++pass) {
        correctLight();
        groupByColour();
        classifyByCells();
        if (pass + 1 < kPasses)
            fitLight();
    }
    // The terrains' colours again, from the squares as classified (the groups of k-means can cut a terrain
    // where its light changes; the classification by cells, lightness and chroma apart, does not).
    recentre();
    classifyByCells();
    for (int round = 0; round < kLocalRounds; ++round) {
        fitLocalLight();
        correctLight();
        classifyByCells();
    }
    placeHeart();
    proposeFeatures();
}

void LayerRecogniser::correctLight()
{
    for (int s = 0; s < m_count; ++s) {
        if (!m_read[size_t(s)])
            continue;
        const LinearRgb factor = m_light.correction(m_positions[size_t(s)]);
        const float gain = m_localGain[size_t(s)], veil = m_localVeil[size_t(s)];
        const auto correct = [&](const LinearRgb &c) {
            const LinearRgb global = times(c, factor);
            return toOkLab({std::max(0.0f, (global.r - veil) / gain),
                            std::max(0.0f, (global.g - veil) / gain),
                            std::max(0.0f, (global.b - veil) / gain)});
        };
        m_colour[size_t(s)] = correct(m_seen[size_t(s)]);
        const LinearRgb *raw = m_sampler.cells(s);
        OkLab *out = &m_cells[size_t(s) * SquareSampler::kCellsPerSquare];
        for (int i = 0; i < SquareSampler::kCellsPerSquare; ++i)
            out[i] = SquareSampler::isValid(raw[i]) ? correct(raw[i]) : OkLab{-1, 0, 0};
    }
}

// k-means on the squares' colours, the groups named after the rings (ring_order.h) unless an example names
// them; each terrain's colour is then the dominant colour of its squares.
void LayerRecogniser::groupByColour()
{
    std::vector<OkLab> seeds(m_exampleTerrains.size());
    std::vector<float> seedCount(m_exampleTerrains.size(), 0);
    for (int s = 0; s < m_count; ++s)
        if (const int f = m_forced[size_t(s)]; f >= 0) {
            seeds[size_t(f)] = seeds[size_t(f)] + m_colour[size_t(s)];
            seedCount[size_t(f)] += 1;
        }
    for (size_t i = 0; i < seeds.size(); ++i)
        seeds[i] = seeds[i] * (1 / seedCount[i]);
    std::vector<bool> ignored(static_cast<size_t>(m_count));
    for (int s = 0; s < m_count; ++s)
        ignored[size_t(s)] = !m_read[size_t(s)];
    const int groups = int(m_exampleTerrains.size() + m_open.size());
    std::vector<std::optional<Terrain>> fixed(static_cast<size_t>(groups));
    for (size_t i = 0; i < m_exampleTerrains.size(); ++i)
        fixed[i] = m_exampleTerrains[i];
    // Several groupings (k-means++ starts, lightness weighted more or less: shading changes lightness, hardly
    // the hue), each named by the rings. A grouping with a group of a square or two found (an odd square, not
    // a ring) does not count. Among those that make the best rings (within kFitTie), the one whose groups are
    // the tightest in colour wins.
    struct Candidate {
        std::vector<int> labels;
        RingNames ring;
        double cost = 0;
    };
    std::vector<Candidate> candidates;
    std::mt19937 random(1729);
    for (const double weight : kLightnessWeights) {
        std::vector<OkLab> points(m_colour.size());
        std::transform(m_colour.begin(), m_colour.end(), points.begin(), [&](const OkLab &c) {
            return OkLab{float(c.L * weight), c.a, c.b};
        });
        std::vector<OkLab> weightedSeeds = seeds;
        for (OkLab &c : weightedSeeds)
            c.L *= float(weight);
        for (int start = 0; start < kStarts; ++start) {
            Candidate candidate;
            candidate.labels =
                clusterColours(points, ignored, groups, weightedSeeds, m_forced, random).labels;
            std::vector<std::vector<OkLab>> members(static_cast<size_t>(groups));
            for (int s = 0; s < m_count; ++s)
                if (const int g = candidate.labels[size_t(s)]; g >= 0)
                    members[size_t(g)].push_back(m_colour[size_t(s)]);
            bool odd = false;
            for (size_t g = seeds.size(); g < members.size(); ++g)
                odd |= members[g].size() < kLeastGroup;
            if (odd && !candidates.empty())
                continue;
            // The cost in colours weighted as the least weight does (comparable across weights): what the
            // light leaves over is mostly lightness, so a group mixing two hues is worse than one spanning
            // two lightnesses.
            for (std::vector<OkLab> &list : members) {
                if (list.empty())
                    continue;
                for (OkLab &c : list)
                    c.L *= float(kLightnessWeights[0]);
                const OkLab c = dominantColour(list);
                for (const OkLab &p : list)
                    candidate.cost += std::min(0.0064f, squaredDistance(p, c));
            }
            candidate.ring = nameGroupsByRings(candidate.labels, m_rows, m_columns, fixed, m_open);
            if (odd)
                candidate.ring.fit = -1; // kept only until a better one comes
            candidates.push_back(std::move(candidate));
            if (seeds.size() >= size_t(groups))
                break; // nothing to find
        }
    }
    double bestFit = -1;
    for (const Candidate &c : candidates)
        bestFit = std::max(bestFit, c.ring.fit);
    const Candidate *chosen = nullptr;
    for (const Candidate &c : candidates)
        if (c.ring.fit >= bestFit - kFitTie && (!chosen || c.cost < chosen->cost))
            chosen = &c;
    for (int s = 0; s < m_count; ++s)
        if (const int g = chosen->labels[size_t(s)]; g >= 0)
            m_terrain[size_t(s)] = chosen->ring.names[size_t(g)];
    recentre();
}

// Each terrain's colour: the dominant colour of its squares. And how far colours stray from it: a cell from
// its square's colour (noise, grain, blur), and a square from its terrain's (the light left over), in
// lightness and in chroma apart: what the light leaves over is mostly lightness, while terrains alike in
// lightness (off board and layer 1, often) differ in hue.
void LayerRecogniser::recentre()
{
    std::map<Terrain, std::vector<OkLab>> members;
    for (int s = 0; s < m_count; ++s)
        if (m_read[size_t(s)])
            members[m_terrain[size_t(s)]].push_back(m_colour[size_t(s)]);
    m_centres.clear();
    for (const auto &[t, list] : members)
        m_centres.push_back({t, dominantColour(list)});
    std::vector<double> strays, lightness, chroma;
    for (int s = 0; s < m_count; ++s) {
        if (!m_read[size_t(s)])
            continue;
        const OkLab &c = m_colour[size_t(s)];
        for (const auto &[t, centre] : m_centres)
            if (t == m_terrain[size_t(s)] && distance(c, centre) < 2 * kAlikeColours) {
                lightness.push_back(std::abs(c.L - centre.L));
                chroma.push_back(std::hypot(c.a - centre.a, c.b - centre.b));
            }
        if (s % std::max(1, m_count / 200) != 0)
            continue; // for the cells, a sample of squares is enough
        const OkLab *cells = &m_cells[size_t(s) * SquareSampler::kCellsPerSquare];
        for (int i = 0; i < SquareSampler::kCellsPerSquare; ++i)
            if (cells[i].L >= 0)
                if (const double d = distance(cells[i], c); d < 2 * kAlikeColours)
                    strays.push_back(d);
    }
    const double cell = strays.empty() ? kLeastCellSpread : std::max(kLeastCellSpread, 1.25 * median(strays));
    // Robust standard deviations: 1.4826 × the median absolute deviation in one dimension, the median radius
    // over 1.1774 in two.
    const double squareL = lightness.empty() ? 0 : 1.4826 * median(lightness);
    const double squareChroma = chroma.empty() ? 0 : median(chroma) / 1.1774;
    m_cellSpread = cell;
    m_spreadL = std::hypot(cell, squareL);
    m_spreadChroma = std::hypot(cell, squareChroma);
}

// Each square is the terrain most of its cells look like (the share of cells near each terrain's colour),
// with a word from its neighbours; two rounds of iterated conditional modes.
void LayerRecogniser::classifyByCells()
{
    const size_t found = m_centres.size();
    std::vector<std::vector<double>> share(size_t(m_count), std::vector<double>(found, 0));
    const float scaleL = float(1 / (2 * m_spreadL * m_spreadL)),
                scaleChroma = float(1 / (2 * m_spreadChroma * m_spreadChroma));
    for (int s = 0; s < m_count; ++s) {
        if (!m_read[size_t(s)])
            continue;
        const OkLab *cells = &m_cells[size_t(s) * SquareSampler::kCellsPerSquare];
        double valid = 0;
        for (int i = 0; i < SquareSampler::kCellsPerSquare; ++i) {
            if (cells[i].L < 0)
                continue;
            const double weight = kCellWeight[size_t(i)];
            valid += weight;
            for (size_t k = 0; k < found; ++k)
                share[size_t(s)][k] +=
                    weight * std::exp(-unlikeness(cells[i], m_centres[k].second, scaleL, scaleChroma));
        }
        for (double &v : share[size_t(s)])
            v /= valid;
    }
    const auto indexOf = [&](Terrain t) {
        for (size_t k = 0; k < found; ++k)
            if (m_centres[k].first == t)
                return k;
        return found;
    };
    for (int round = 0; round < 2; ++round) {
        std::vector<Terrain> next = m_terrain;
        for (int s = 0; s < m_count; ++s) {
            if (!m_read[size_t(s)])
                continue;
            std::vector<int> alike(found, 0);
            forNeighbours(s, [&](int n) {
                if (const size_t k = indexOf(m_terrain[size_t(n)]); k < found)
                    ++alike[k];
            });
            std::vector<double> energy(found);
            for (size_t k = 0; k < found; ++k)
                energy[k] = -std::log(share[size_t(s)][k] + 0.01) - kNeighbourWeight * alike[k];
            size_t best = size_t(std::min_element(energy.begin(), energy.end()) - energy.begin());
            if (const int f = m_forced[size_t(s)]; f >= 0)
                best = indexOf(m_exampleTerrains[size_t(f)]);
            next[size_t(s)] = m_centres[best].first;
            double total = 0;
            for (double e : energy)
                total += std::exp(energy[best] - e);
            // A square like no terrain is not made certain by its neighbours.
            const double like = std::min(1.0, share[size_t(s)][best] / kLeastShare);
            m_confidence[size_t(s)] = like / total;
        }
        m_terrain = std::move(next);
    }
    // For the Heart: how much each square looks like the innermost layer.
    Terrain innermost = Terrain::Off;
    for (const auto &[t, c] : m_centres)
        if (t != Terrain::Heart && ringDepth(t) > ringDepth(innermost))
            innermost = t;
    if (const size_t k = indexOf(innermost); k < found)
        for (int s = 0; s < m_count; ++s)
            m_likeInnermost[size_t(s)] = share[size_t(s)][k];
}

// The white balance, from the squares taken for layers 1 and 2.
void LayerRecogniser::fitLight()
{
    std::vector<bool> grey(static_cast<size_t>(m_count));
    for (int s = 0; s < m_count; ++s)
        grey[size_t(s)] = m_read[size_t(s)] && (m_terrain[size_t(s)] == Terrain::Layer1 ||
                                                m_terrain[size_t(s)] == Terrain::Layer2);
    m_light.balanceOn(m_seen, m_positions, grey);
}

// Around each square (kLocalReach squares each way), each terrain's colour there (the median of its squares)
// is compared with its colour over the board: seen = gain × colour + veil, per channel, the veil white.
// Several terrains of different colours lie around almost every square, which tells a gain from a veil; a
// little pull towards no change keeps a square among one terrain only from drifting.
void LayerRecogniser::fitLocalLight()
{
    std::vector<LinearRgb> centre;
    for (const auto &[t, c] : m_centres)
        centre.push_back(toLinear(c));
    // The squares' colours with the smooth light taken out (no local light yet).
    std::vector<LinearRgb> seen(static_cast<size_t>(m_count));
    for (int s = 0; s < m_count; ++s)
        if (m_read[size_t(s)])
            seen[size_t(s)] = times(m_seen[size_t(s)], m_light.correction(m_positions[size_t(s)]));
    const auto indexOf = [&](Terrain t) {
        for (size_t k = 0; k < m_centres.size(); ++k)
            if (m_centres[k].first == t)
                return int(k);
        return -1;
    };
    for (int s = 0; s < m_count; ++s) {
        if (!m_read[size_t(s)])
            continue;
        const int row = s / m_columns, column = s % m_columns;
        std::vector<std::array<std::vector<float>, 3>> around(m_centres.size());
        for (int r = std::max(0, row - kLocalReach); r <= std::min(m_rows - 1, row + kLocalReach); ++r)
            for (int c = std::max(0, column - kLocalReach);
                 c <= std::min(m_columns - 1, column + kLocalReach); ++c) {
                const int n = r * m_columns + c;
                const int k = m_read[size_t(n)] && n != s ? indexOf(m_terrain[size_t(n)]) : -1;
                if (k < 0)
                    continue;
                for (int channel = 0; channel < 3; ++channel)
                    around[size_t(k)][size_t(channel)].push_back(seen[size_t(n)].channel(channel));
            }
        // Least squares for (gain, veil), each terrain weighted by its squares, plus the pull towards gain 1
        // and veil 0. One gain for the three channels: light around a square does not change its hue (the
        // cast is the white balance's), and a gain per channel could turn a brown region taken for grey into
        // grey.
        double aa = 0, ab = 0, bb = 0, ra = 0, rb = 0, weight = 0;
        for (size_t k = 0; k < around.size(); ++k) {
            const double n = double(around[k][0].size());
            if (n == 0)
                continue;
            weight += n;
            for (int channel = 0; channel < 3; ++channel) {
                const double local = median(around[k][size_t(channel)]);
                const double global = centre[k].channel(channel);
                // local = gain × global + veil
                aa += n * global * global;
                ab += n * global;
                bb += n;
                ra += n * global * local;
                rb += n * local;
            }
        }
        if (weight == 0)
            continue;
        const double pull = kLocalPull * weight;
        aa += pull * 0.01; // colours are about 0.1: a gain pulled as strongly as the veil
        ra += pull * 0.01;
        bb += pull;
        const double determinant = aa * bb - ab * ab;
        if (std::abs(determinant) < 1e-12)
            continue;
        const double gain = (ra * bb - ab * rb) / determinant, veil = (aa * rb - ab * ra) / determinant;
        m_localGain[size_t(s)] = float(std::clamp(gain, 0.25, 4.0));
        m_localVeil[size_t(s)] = float(std::clamp(veil, 0.0, 0.5));
    }
}

// BRD-LAYER: the Mountain Heart is the centre. Unless an example gave its colour, it is the square nearest
// the centre of the innermost layer (that layer's squares and the holes they enclose), the one least like
// that layer when two are as near.
void LayerRecogniser::placeHeart()
{
    if (std::find(m_exampleTerrains.begin(), m_exampleTerrains.end(), Terrain::Heart) !=
        m_exampleTerrains.end())
        return;
    Terrain innermost = Terrain::Off;
    for (const auto &[t, c] : m_centres)
        if (ringDepth(t) > ringDepth(innermost))
            innermost = t;
    if (innermost == Terrain::Off)
        return;
    std::vector<int> candidates;
    double sumRow = 0, sumColumn = 0;
    for (int s = 0; s < m_count; ++s) {
        if (!m_read[size_t(s)])
            continue;
        bool enclosed = m_terrain[size_t(s)] == innermost;
        if (!enclosed) {
            int around = 0, inner = 0;
            forNeighbours(s, [&](int n) {
                ++around;
                inner += m_terrain[size_t(n)] == innermost;
            });
            enclosed = around == 4 && inner == 4;
        }
        if (!enclosed)
            continue;
        candidates.push_back(s);
        sumRow += s / m_columns;
        sumColumn += s % m_columns;
    }
    if (candidates.empty())
        return;
    const double row = sumRow / double(candidates.size()), column = sumColumn / double(candidates.size());
    const auto away = [&](int s) { return std::hypot(s / m_columns - row, s % m_columns - column); };
    int heart = candidates.front();
    for (int s : candidates) {
        const double nearer = away(heart) - away(s);
        if (nearer > 0.75 || (nearer > -0.75 && m_likeInnermost[size_t(s)] < m_likeInnermost[size_t(heart)]))
            heart = s;
    }
    if (m_forced[size_t(heart)] >= 0)
        return;
    m_terrain[size_t(heart)] = Terrain::Heart;
    // Sure when the square is printed otherwise than its layer, doubtful when it looks just like it.
    m_confidence[size_t(heart)] = std::clamp(1 - m_likeInnermost[size_t(heart)], 0.3, 0.95);
}

void LayerRecogniser::proposeFeatures()
{
    const double unlike = std::max(kFeatureDistance, kFeatureSpreads * m_cellSpread);
    for (int s = 0; s < m_count; ++s) {
        const Terrain t = m_terrain[size_t(s)];
        if (!m_read[size_t(s)] || t == Terrain::Off || t == Terrain::Heart)
            continue;
        const auto centre =
            std::find_if(m_centres.begin(), m_centres.end(), [&](const auto &c) { return c.first == t; });
        if (centre == m_centres.end())
            continue;
        const OkLab *cells = &m_cells[size_t(s) * SquareSampler::kCellsPerSquare];
        int valid = 0, differing = 0;
        for (int y = kFeatureFrom; y < kFeatureTo; ++y)
            for (int x = kFeatureFrom; x < kFeatureTo; ++x) {
                const OkLab &c = cells[y * kSide + x];
                if (c.L < 0)
                    continue;
                ++valid;
                differing += distance(c, centre->second) > unlike;
            }
        m_featureShare[size_t(s)] = valid ? double(differing) / valid : 0;
    }
}

LayerRecognition LayerRecogniser::result() const
{
    LayerRecognition r;
    r.rows = m_rows;
    r.columns = m_columns;
    r.squares.resize(size_t(m_count));
    for (int s = 0; s < m_count; ++s) {
        SquareProposal &p = r.squares[size_t(s)];
        if (!m_read[size_t(s)])
            continue; // off board, confidence 0, uncertain
        p.terrain = m_terrain[size_t(s)];
        p.confidence = std::clamp(m_confidence[size_t(s)], 0.0, 1.0);
        p.uncertain = p.confidence < kUncertainBelow;
        p.featureShare = m_featureShare[size_t(s)];
        p.featureHere = p.featureShare >= kFeatureShare;
        p.colour = toQColor(m_colour[size_t(s)]);
    }
    for (const auto &[t, c] : m_centres)
        r.terrainColours[t] = toQColor(c);
    return r;
}

} // namespace hk::photo
