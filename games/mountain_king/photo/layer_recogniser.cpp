// LayerRecogniser is longer than 600 lines on purpose: recognising a board's layers in a photo is one
// pipeline (correct the light, group by colour, name the regions, classify cells, fit light and glare, place
// the heart, propose features) whose stages share the samples, the labels and the fitted light of one run.

#include "photo/layer_recogniser.h"

#include "photo/colour_clusters.h"
#include "photo/ring_order.h"
#include "photo/robust_statistics.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <numeric>

#include <QStringList>
#include <QtGlobal>

namespace hk::photo {

namespace {

constexpr int kSide = SquareSampler::kCellsPerSide;
// Grouping (groupByColour): the lightness weights tried, the k-means++ starts for each, how near two ring
// fits are to count as equal, and the fewest squares a group found must have.
constexpr std::array<double, 3> kLightnessWeights{0.35, 0.6, 1.0};
constexpr int kStarts = 4;
constexpr double kScoreTie = 1;
constexpr size_t kLeastGroup = 3;
// Groups beyond the terrains: room for a surface cut in two by the light, and for glare.
constexpr int kExtraGroups = 2;
// Two groups may be one surface (mayShare) when their colours are this near (OKLab, lightness counted
// kShareLightness as much: the light left over is mostly lightness), or when the step across their border
// is no more than within a surface (kSoftBorderSteps times the median step between neighbours of a group, at
// least kSoftBorder), over kLeastBorder edges at least.
constexpr double kSameSurface = 0.035, kShareLightness = 0.5;
constexpr double kSoftBorder = 0.03, kSoftBorderSteps = 2.5;
constexpr size_t kLeastBorder = 3;
constexpr double kLeastBorderShare = 0.1;
// Leaving a group out of the naming costs this much per square (in borders between rings, ring_order.h):
// glare less, a speck nothing.
constexpr double kLeaveOut = 2, kLeaveOutGlare = 0.5;
// A region (regionsOf) has at least this share of the squares read.
constexpr double kLeastRegion = 0.008;
constexpr int kMostRegions = 10;
// Regions of a group whose mean distances from the centre (the board scaled to a square of side 2) differ by
// less than this are one ring: a ring is about 0.15 to 0.25 wide.
constexpr double kSameRing = 0.2;
// Glare (the lamp reflected: white light added) is near white and hardly coloured: a group that light and
// grey may be no surface at all.
constexpr double kGlareLightness = 0.72, kGlareChroma = 0.06;
// Glare (fitGlare): a patch of squares at least kGlareUnlike unlike every terrain (in the classification's
// units: twice squared spreads), at most kMostGlareShare of the squares, at most kMostGlareSpots patches; the
// spots tried, radii in squares and strengths in linear light (geometric steps); a spot is kept when it
// makes the squares around it kGlareBetter more like terrains. Unlikeness counts at most kGlareCap.
constexpr double kGlareUnlike = 8, kGlareCap = 30, kMostGlareShare = 0.1, kGlareBetter = 0.25;
constexpr int kMostGlareSpots = 3;
constexpr std::array<double, 5> kGlareRadii{0.6, 0.9, 1.3, 1.9, 2.8};
constexpr double kLeastGlare = 0.04, kMostGlare = 1.2, kGlareStep = 1.35;
constexpr std::array<double, 3> kGlareFlatness{1, 1.5, 2};
constexpr int kGlareRefinements = 12;
// A light square (every channel at least half of white) with a channel this light (linear) is glare clipped
// to white.
constexpr float kClipped = 0.95f;
// The light around each square (fitLocalLight): how far around, how strongly pulled towards no change (per
// square around), and how many rounds of fitting and classifying again: at least kLocalRounds, then until
// no square changes its terrain, at most kMostLocalRounds (under a strong glare each round's terrains give
// the next a truer light: a veil fitted too weak at first names the squares under it a ring too far out).
constexpr int kLocalReach = 2;
constexpr double kLocalPull = 0.05, kGainPull = 30;
constexpr int kLocalRounds = 2, kMostLocalRounds = 4;
// Group, classify, white balance: three times, each balance from better groups.
constexpr int kPasses = 3;
// A cell's colour strays from its square's printed colour by noise, grain and blur: never taken as less than
// this (OKLab), or a clean synthetic photo would call a hair's difference another colour.
constexpr double kLeastCellSpread = 0.015;
// Neighbours: a square whose cells hesitate between two terrains takes the one around it (layers are regions,
// BRD-LAYER). Per neighbour, in the units of the colour term (the log of the share of cells alike).
constexpr double kNeighbourWeight = 0.5;
// A neighbour two rings or more apart speaks against (the rings nest, BRD-LAYER), this much; beyond the
// grid's edge speaks as an off-board neighbour, half as loud; and the neighbours are heard kRounds times.
constexpr double kApartWeight = 2.0, kEdgeWeight = 0.5;
constexpr int kRounds = 3;
// The Heart (placeHeart) is printed otherwise than the innermost layer: a square that looks wholly like that
// layer is taken for it only when it lies this many squares nearer to the layer's centre.
constexpr double kHeartUnlike = 2;
// An off-board square enclosed by the mountain is made a layer, at most this sure.
constexpr double kEnclosedConfidence = 0.5;
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
      m_clipped(size_t(m_count), false), m_colour(size_t(m_count)), m_forced(size_t(m_count), -1),
      m_localGain(size_t(m_count), 1), m_localVeil(size_t(m_count), 0),
      m_terrain(size_t(m_count), Terrain::Off), m_leftOut(size_t(m_count), false),
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
        // Glare that reached white says nothing of what is under it.
        const LinearRgb &c = m_seen[size_t(s)];
        m_clipped[size_t(s)] = std::max({c.r, c.g, c.b}) >= kClipped && std::min({c.r, c.g, c.b}) >= 0.5f;
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
    if (fitGlare()) {
        correctLight();
        recentre();
        classifyByCells();
    }
    for (int round = 0; round < kMostLocalRounds; ++round) {
        const std::vector<Terrain> before = m_terrain;
        fitLocalLight();
        correctLight();
        classifyByCells();
        if (round + 1 >= kLocalRounds && m_terrain == before)
            break;
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
        const float gain = m_localGain[size_t(s)];
        const auto correct = [&](const LinearRgb &c, float veil) {
            const LinearRgb global = times(c, factor);
            return toOkLab({std::max(0.0f, (global.r - veil) / gain),
                            std::max(0.0f, (global.g - veil) / gain),
                            std::max(0.0f, (global.b - veil) / gain)});
        };
        const int row = s / m_columns, column = s % m_columns;
        m_colour[size_t(s)] =
            correct(m_seen[size_t(s)], m_localVeil[size_t(s)] + glareAt(column + 0.5, row + 0.5));
        const LinearRgb *raw = m_sampler.cells(s);
        OkLab *out = &m_cells[size_t(s) * SquareSampler::kCellsPerSquare];
        constexpr double step = (1 - 2 * SquareSampler::kMargin) / kSide;
        for (int i = 0; i < SquareSampler::kCellsPerSquare; ++i) {
            if (!SquareSampler::isValid(raw[i])) {
                out[i] = OkLab{-1, 0, 0};
                continue;
            }
            // The glare at the cell itself: it changes across a square.
            const double x = column + SquareSampler::kMargin + (i % kSide + 0.5) * step,
                         y = row + SquareSampler::kMargin + (i / kSide + 0.5) * step;
            out[i] = correct(raw[i], m_localVeil[size_t(s)] + (m_glare.empty() ? 0.0f : glareAt(x, y)));
        }
    }
}

// k-means on the squares' colours into more groups than there are terrains (a surface under a lamp, or glare,
// can take a group of its own), the groups named after the rings (ring_order.h) unless an example names them;
// each terrain's colour is then the dominant colour of its squares.
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
    const int groups = int(m_exampleTerrains.size() + m_open.size()) + kExtraGroups;
    // Several groupings (k-means++ starts, lightness weighted more or less: shading changes lightness, hardly
    // the hue), each named by the rings. The one whose naming scores best wins; among those as good, the one
    // whose groups are the tightest in colour.
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
            candidate.cost = looseness(candidate.labels, groups);
            std::vector<int> groupOf;
            regionsOf(candidate.labels, groupOf);
            candidate.ring = nameRegions(candidate.labels, groupOf);
            candidates.push_back(std::move(candidate));
        }
    }
    const Candidate *chosen = nullptr;
    for (const Candidate &c : candidates)
        if (!chosen || (c.ring.found && !chosen->ring.found) ||
            (c.ring.found == chosen->ring.found &&
             (c.ring.score > chosen->ring.score + kScoreTie ||
              (c.ring.score > chosen->ring.score - kScoreTie && c.cost < chosen->cost))))
            chosen = &c;
    m_ringsNamed = chosen->ring.found;
    if (!m_ringsNamed) { // fewer colours than terrains: the terrains stay as they were
        std::fill(m_leftOut.begin(), m_leftOut.end(), false);
        recentre();
        return;
    }
    for (int s = 0; s < m_count; ++s) {
        const int g = chosen->labels[size_t(s)];
        m_leftOut[size_t(s)] = g < 0 || !chosen->ring.names[size_t(g)];
        if (!m_leftOut[size_t(s)])
            m_terrain[size_t(s)] = *chosen->ring.names[size_t(g)];
        if (const int f = m_forced[size_t(s)]; f >= 0) { // an example is what the user says
            m_terrain[size_t(s)] = m_exampleTerrains[size_t(f)];
            m_leftOut[size_t(s)] = false;
        }
    }
    recentre();
}

// The regions of a grouping: each group's squares that share edges (BRD-GRID), a region of its own. A ring is
// one region (or a few, where it is cut), off the board a region in each corner; a grey surround and layer 2
// in one group are two regions, one outside the other. Specks (fewer than kLeastRegion squares, or that share
// of the squares read) are no region: left to the classification. Returns the number of regions; `labels`
// become regions, `groupOf` receives each region's group.
int LayerRecogniser::regionsOf(std::vector<int> &labels, std::vector<int> &groupOf) const
{
    int read = 0;
    for (bool r : m_read)
        read += r;
    const int least = std::max(int(kLeastGroup), int(std::ceil(kLeastRegion * read)));
    // Flooded through the squares around (the eight: a ragged ring's edge may hold by a corner) that are of
    // the group, or (`throughSpecks`) specks: a printed feature on a thin ring does not cut it.
    std::vector<bool> speck(labels.size(), false);
    const auto flood = [&](bool throughSpecks, std::vector<int> &region,
                           std::vector<std::vector<int>> &found) {
        region.assign(labels.size(), -1);
        found.clear();
        std::vector<bool> seen(labels.size(), false);
        for (int s = 0; s < m_count; ++s) {
            if (labels[size_t(s)] < 0 || speck[size_t(s)] || region[size_t(s)] >= 0)
                continue;
            std::fill(seen.begin(), seen.end(), false);
            std::vector<int> members{s}, queue{s};
            seen[size_t(s)] = true;
            region[size_t(s)] = int(found.size());
            for (size_t i = 0; i < queue.size(); ++i) {
                const int t = queue[i], row = t / m_columns, column = t % m_columns;
                for (int dr = -1; dr <= 1; ++dr)
                    for (int dc = -1; dc <= 1; ++dc) {
                        const int r = row + dr, c = column + dc, n = r * m_columns + c;
                        if (r < 0 || c < 0 || r >= m_rows || c >= m_columns || seen[size_t(n)])
                            continue;
                        const bool same = labels[size_t(n)] == labels[size_t(s)] && !speck[size_t(n)];
                        if (!same && !(throughSpecks && speck[size_t(n)]))
                            continue;
                        seen[size_t(n)] = true;
                        queue.push_back(n);
                        if (same) {
                            region[size_t(n)] = int(found.size());
                            members.push_back(n);
                        }
                    }
            }
            found.push_back(std::move(members));
        }
    };
    std::vector<int> region;
    std::vector<std::vector<int>> found;
    flood(false, region, found);
    for (const std::vector<int> &members : found)
        if (int(members.size()) < least)
            for (int t : members)
                speck[size_t(t)] = true;
    flood(true, region, found);
    // A group's regions as far from the centre as each other are one ring cut in pieces (or the corners of
    // the surround): one region. Those at another distance stay apart: the surround and a layer of its
    // colour.
    const auto distance = [&](const std::vector<int> &members) {
        double sum = 0;
        for (int t : members)
            sum += std::hypot(m_positions[size_t(t)].x(), m_positions[size_t(t)].y());
        return sum / double(members.size());
    };
    std::vector<size_t> kept;
    for (size_t i = 0; i < found.size(); ++i)
        if (int(found[i].size()) >= least)
            kept.push_back(i);
        else
            for (int t : found[i])
                speck[size_t(t)] = true;
    std::vector<double> away(found.size());
    for (size_t i : kept)
        away[i] = distance(found[i]);
    std::stable_sort(kept.begin(), kept.end(), [&](size_t a, size_t b) {
        const int ga = labels[size_t(found[a].front())], gb = labels[size_t(found[b].front())];
        return ga != gb ? ga < gb : away[a] > away[b];
    });
    std::vector<std::vector<int>> merged;
    std::vector<int> mergedGroup;
    for (size_t k = 0; k < kept.size(); ++k) {
        const size_t i = kept[k];
        const int g = labels[size_t(found[i].front())];
        if (k > 0 && mergedGroup.back() == g && away[kept[k - 1]] - away[i] < kSameRing)
            merged.back().insert(merged.back().end(), found[i].begin(), found[i].end());
        else {
            merged.push_back(found[i]);
            mergedGroup.push_back(g);
        }
    }
    // The largest, at most kMostRegions of them: the rest are specks too.
    std::vector<size_t> order(merged.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return merged[a].size() > merged[b].size(); });
    groupOf.clear();
    std::fill(labels.begin(), labels.end(), -1);
    for (size_t i : order) {
        if (groupOf.size() >= size_t(kMostRegions))
            break;
        for (int t : merged[i])
            labels[size_t(t)] = int(groupOf.size());
        groupOf.push_back(mergedGroup[i]);
    }
    return int(groupOf.size());
}

// How loose the groups of a grouping are in colour, weighted as the least lightness weight does (comparable
// across weights): what the light leaves over is mostly lightness, so a group mixing two hues is worse than
// one spanning two lightnesses.
double LayerRecogniser::looseness(const std::vector<int> &labels, int groups) const
{
    std::vector<std::vector<OkLab>> members(static_cast<size_t>(groups));
    for (int s = 0; s < m_count; ++s)
        if (const int g = labels[size_t(s)]; g >= 0)
            members[size_t(g)].push_back({float(m_colour[size_t(s)].L * kLightnessWeights[0]),
                                          m_colour[size_t(s)].a, m_colour[size_t(s)].b});
    double cost = 0;
    for (const std::vector<OkLab> &list : members) {
        if (list.empty())
            continue;
        const OkLab c = dominantColour(list);
        for (const OkLab &p : list)
            cost += std::min(0.0064f, squaredDistance(p, c));
    }
    return cost;
}

// Names the regions of one grouping after the rings (`labels`: per square its region, `groupOf`: each
// region's group).
RingNames LayerRecogniser::nameRegions(const std::vector<int> &labels, const std::vector<int> &groupOf) const
{
    const int groups = int(groupOf.size());
    std::vector<std::vector<OkLab>> members(static_cast<size_t>(groups));
    for (int s = 0; s < m_count; ++s)
        if (const int g = labels[size_t(s)]; g >= 0)
            members[size_t(g)].push_back(m_colour[size_t(s)]);
    std::vector<OkLab> centre(static_cast<size_t>(groups));
    for (size_t g = 0; g < members.size(); ++g)
        centre[g] = dominantColour(members[g]);
    // How much colours step between neighbouring squares: within a group (texture, light) and across the
    // border of each two groups. Two groups whose border is no step are one surface cut by k-means.
    std::vector<std::vector<std::vector<float>>> across(static_cast<size_t>(groups),
                                                        std::vector<std::vector<float>>(size_t(groups)));
    std::vector<float> within;
    for (int s = 0; s < m_count; ++s) {
        const int g = labels[size_t(s)];
        if (g < 0)
            continue;
        const int row = s / m_columns, column = s % m_columns;
        for (const int t : {column + 1 < m_columns ? s + 1 : -1, row + 1 < m_rows ? s + m_columns : -1}) {
            if (t < 0 || labels[size_t(t)] < 0)
                continue;
            const int h = labels[size_t(t)];
            const float d = distance(m_colour[size_t(s)], m_colour[size_t(t)]);
            if (h == g)
                within.push_back(d);
            else
                across[size_t(std::min(g, h))][size_t(std::max(g, h))].push_back(d);
        }
    }
    const double soft = std::max(kSoftBorder, kSoftBorderSteps * (within.empty() ? 0 : median(within)));
    GroupNamingRules rules;
    rules.fixed.assign(size_t(groups), std::nullopt);
    for (int s = 0; s < m_count; ++s)
        if (const int f = m_forced[size_t(s)]; f >= 0 && labels[size_t(s)] >= 0)
            rules.fixed[size_t(labels[size_t(s)])] = m_exampleTerrains[size_t(f)];
    rules.available = m_open;
    rules.mayShare.assign(size_t(groups), std::vector<bool>(size_t(groups), false));
    rules.leaveOutCost.assign(size_t(groups), -1);
    for (size_t g = 0; g < size_t(groups); ++g) {
        const double chroma = std::hypot(centre[g].a, centre[g].b);
        if (!rules.fixed[g])
            rules.leaveOutCost[g] =
                centre[g].L >= kGlareLightness && chroma <= kGlareChroma ? kLeaveOutGlare : kLeaveOut;
        for (size_t h = g + 1; h < size_t(groups); ++h) {
            if (groupOf[g] == groupOf[h]) { // one colour, in two places
                rules.mayShare[g][h] = rules.mayShare[h][g] = true;
                continue;
            }
            const OkLab &a = centre[g], &b = centre[h];
            const double alike = std::hypot(kShareLightness * (a.L - b.L), a.a - b.a, a.b - b.b);
            // A border long enough to be where k-means cut one surface, not a few squares misread.
            const std::vector<float> &border = across[g][h];
            const bool softBorder =
                double(border.size()) >=
                    std::max(double(kLeastBorder),
                             kLeastBorderShare * double(std::min(members[g].size(), members[h].size()))) &&
                median(border) <= soft;
            rules.mayShare[g][h] = rules.mayShare[h][g] = alike <= kSameSurface || softBorder;
        }
    }
    RingNames names = nameGroupsByRings(layoutOf(labels, groups, m_rows, m_columns), rules);
    return names;
}

// Each terrain's colour: the dominant colour of its squares. And how far colours stray from it: a cell from
// its square's colour (noise, grain, blur), and a square from its terrain's (the light left over), in
// lightness and in chroma apart: what the light leaves over is mostly lightness, while terrains alike in
// lightness (off board and layer 1, often) differ in hue.
void LayerRecogniser::recentre()
{
    std::map<Terrain, std::vector<OkLab>> members;
    for (int s = 0; s < m_count; ++s)
        if (m_read[size_t(s)] && !m_leftOut[size_t(s)])
            members[m_terrain[size_t(s)]].push_back(m_colour[size_t(s)]);
    m_centres.clear();
    for (const auto &[t, list] : members)
        m_centres.push_back({t, dominantColour(list)});
    std::vector<double> strays, lightness, chroma;
    for (int s = 0; s < m_count; ++s) {
        if (!m_read[size_t(s)] || m_leftOut[size_t(s)])
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
    // A square's energy for each terrain: how unlike its cells are, less its neighbours' word — alike counts
    // for, two rings apart against (BRD-LAYER: the rings nest); beyond the grid's edge is off the board.
    const auto energies = [&](int s) {
        std::vector<double> word(found, 0);
        const auto hear = [&](int depth, double weight) {
            for (size_t k = 0; k < found; ++k) {
                const int apart = std::abs(ringDepth(m_centres[k].first) - depth);
                word[k] += weight * (apart == 0 ? kNeighbourWeight : apart >= 2 ? -kApartWeight : 0);
            }
        };
        forNeighbours(s, [&](int n) { hear(ringDepth(m_terrain[size_t(n)]), 1); });
        const int row = s / m_columns, column = s % m_columns;
        const int outside = (row == 0) + (column == 0) + (row == m_rows - 1) + (column == m_columns - 1);
        if (outside > 0)
            hear(0, kEdgeWeight * outside);
        std::vector<double> energy(found);
        for (size_t k = 0; k < found; ++k)
            energy[k] = -std::log(share[size_t(s)][k] + 0.01) - word[k];
        return energy;
    };
    const auto choose = [&](int s, const std::vector<double> &energy, size_t best) {
        double total = 0;
        for (double e : energy)
            total += std::exp(energy[best] - e);
        // A square like no terrain is not made certain by its neighbours.
        const double like = std::min(1.0, share[size_t(s)][best] / kLeastShare);
        m_confidence[size_t(s)] = like / total;
        return m_centres[best].first;
    };
    for (int round = 0; round < kRounds; ++round) {
        std::vector<Terrain> next = m_terrain;
        for (int s = 0; s < m_count; ++s) {
            if (!m_read[size_t(s)])
                continue;
            const std::vector<double> energy = energies(s);
            size_t best = size_t(std::min_element(energy.begin(), energy.end()) - energy.begin());
            // A square the user named keeps their terrain, when it is one of the terrains found
            // (AddressSanitizer: one that is not was read past the end of the shares).
            if (const int f = m_forced[size_t(s)]; f >= 0)
                if (const size_t named = indexOf(m_exampleTerrains[size_t(f)]); named < found)
                    best = named;
            next[size_t(s)] = choose(s, energy, best);
        }
        m_terrain = std::move(next);
    }
    // Off the board lies outside the mountain: off-board squares that do not reach the grid's edge through
    // off-board squares (glare or a shadow over a layer, in the surround's colour) are the best layer
    // instead, and unsure.
    std::vector<bool> outside(m_terrain.size(), false);
    std::vector<int> stack;
    const auto isOff = [&](int s) { return !m_read[size_t(s)] || m_terrain[size_t(s)] == Terrain::Off; };
    for (int s = 0; s < m_count; ++s) {
        const int row = s / m_columns, column = s % m_columns;
        if ((row == 0 || column == 0 || row == m_rows - 1 || column == m_columns - 1) && isOff(s)) {
            outside[size_t(s)] = true;
            stack.push_back(s);
        }
    }
    while (!stack.empty()) {
        const int s = stack.back();
        stack.pop_back();
        const int row = s / m_columns, column = s % m_columns;
        for (const Square &step : kEdgeSteps) {
            const int r = row + step.row, c = column + step.column, n = r * m_columns + c;
            if (r >= 0 && c >= 0 && r < m_rows && c < m_columns && !outside[size_t(n)] && isOff(n)) {
                outside[size_t(n)] = true;
                stack.push_back(n);
            }
        }
    }
    for (int s = 0; s < m_count; ++s) {
        if (!m_read[size_t(s)] || outside[size_t(s)] || m_terrain[size_t(s)] != Terrain::Off ||
            m_forced[size_t(s)] >= 0)
            continue;
        std::vector<double> energy = energies(s);
        if (const size_t off = indexOf(Terrain::Off); off < found)
            energy[off] = std::numeric_limits<double>::max();
        const size_t best = size_t(std::min_element(energy.begin(), energy.end()) - energy.begin());
        m_terrain[size_t(s)] = choose(s, energy, best);
        m_confidence[size_t(s)] = std::min(m_confidence[size_t(s)], kEnclosedConfidence);
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

float LayerRecogniser::glareAt(double x, double y) const
{
    double veil = 0;
    for (const GlareSpot &g : m_glare) {
        const double dx = x - g.x, dy = y - g.y;
        veil += g.strength * std::exp(-std::pow((dx * dx + dy * dy) / (2 * g.radius * g.radius), g.flatness));
    }
    return float(veil);
}

// Glare: the lamp reflected, white light added over a compact patch — the squares there are lighter and
// greyer than any terrain. Each such patch (squares unlike every terrain and lighter than the nearest, next
// to each other, not too many) is fitted with a spot of white light fading from its centre (a Gaussian:
// centre, radius, strength), the spot that makes the squares around most like terrains once it is taken away.
// The spots are then taken out of every cell (correctLight) before the light around each square is fitted.
// Returns whether any spot was found.
bool LayerRecogniser::fitGlare()
{
    m_glare.clear();
    const float scaleL = float(1 / (2 * m_spreadL * m_spreadL)),
                scaleChroma = float(1 / (2 * m_spreadChroma * m_spreadChroma));
    // The squares' colours with the smooth light taken out, and how unlike the nearest terrain each is.
    std::vector<LinearRgb> seen(static_cast<size_t>(m_count));
    std::vector<float> unlike(static_cast<size_t>(m_count), 0);
    const auto nearest = [&](const OkLab &c, float chromaTrust = 1) {
        float least = std::numeric_limits<float>::max();
        const OkLab *terrain = nullptr;
        for (const auto &[t, centre] : m_centres)
            if (const float u = unlikeness(c, centre, scaleL, scaleChroma * chromaTrust); u < least) {
                least = u;
                terrain = &centre;
            }
        return std::pair{least, terrain};
    };
    std::vector<bool> patch(static_cast<size_t>(m_count), false);
    for (int s = 0; s < m_count; ++s) {
        if (!m_read[size_t(s)])
            continue;
        seen[size_t(s)] = times(m_seen[size_t(s)], m_light.correction(m_positions[size_t(s)]));
        const OkLab c = toOkLab(seen[size_t(s)]);
        const auto [least, terrain] = nearest(c);
        unlike[size_t(s)] = std::min(least, float(kGlareCap));
        patch[size_t(s)] = terrain && least > kGlareUnlike && c.L > terrain->L;
    }
    const auto costAround = [&](double x0, double y0, double reach, const GlareSpot &spot) {
        double cost = 0;
        for (int r = std::max(0, int(y0 - reach)); r <= std::min(m_rows - 1, int(y0 + reach)); ++r)
            for (int c = std::max(0, int(x0 - reach)); c <= std::min(m_columns - 1, int(x0 + reach)); ++c) {
                const int s = r * m_columns + c;
                if (!m_read[size_t(s)] || m_clipped[size_t(s)])
                    continue;
                const double dx = c + 0.5 - spot.x, dy = r + 0.5 - spot.y;
                const float veil = float(
                    spot.strength * std::exp(-std::pow((dx * dx + dy * dy) / (2 * spot.radius * spot.radius),
                                                       spot.flatness)));
                const LinearRgb &l = seen[size_t(s)];
                const LinearRgb left{std::max(0.0f, l.r - veil), std::max(0.0f, l.g - veil),
                                     std::max(0.0f, l.b - veil)};
                // What is left under the veil carries the white balance's error magnified by how much was
                // taken away: its hue is the less sure the more (or a strong veil would look wrong in hue and
                // a weak one, leaving the print looking like a lighter terrain, would win).
                const float kept = left.luminance() / std::max(1e-4f, l.luminance());
                cost += std::min(nearest(toOkLab(left), kept * kept).first, float(kGlareCap));
            }
        return cost;
    };
    // The patches: squares unlike every terrain and lighter, joined through their eight neighbours.
    std::vector<bool> taken(static_cast<size_t>(m_count), false);
    for (int s = 0; s < m_count && m_glare.size() < size_t(kMostGlareSpots); ++s) {
        if (!patch[size_t(s)] || taken[size_t(s)])
            continue;
        std::vector<int> members{s};
        taken[size_t(s)] = true;
        for (size_t i = 0; i < members.size(); ++i) {
            const int t = members[i], row = t / m_columns, column = t % m_columns;
            for (int dr = -1; dr <= 1; ++dr)
                for (int dc = -1; dc <= 1; ++dc) {
                    const int r = row + dr, c = column + dc, n = r * m_columns + c;
                    if (r >= 0 && c >= 0 && r < m_rows && c < m_columns && patch[size_t(n)] &&
                        !taken[size_t(n)]) {
                        taken[size_t(n)] = true;
                        members.push_back(n);
                    }
                }
        }
        if (members.size() < 2 || members.size() > size_t(kMostGlareShare * m_count))
            continue; // a speck, or no compact patch
        double weight = 0, x = 0, y = 0;
        for (int t : members) {
            weight += unlike[size_t(t)];
            x += unlike[size_t(t)] * (t % m_columns + 0.5);
            y += unlike[size_t(t)] * (t / m_columns + 0.5);
        }
        x /= weight;
        y /= weight;
        const double reach = 3 * kGlareRadii.back();
        GlareSpot best{x, y, 1, 0, 1};
        double bestCost = costAround(x, y, reach, best);
        const double before = bestCost;
        const auto tryBest = [&](const GlareSpot &spot) {
            if (const double cost = costAround(x, y, reach, spot); cost < bestCost) {
                bestCost = cost;
                best = spot;
                return true;
            }
            return false;
        };
        for (double flatness : kGlareFlatness)
            for (double radius : kGlareRadii)
                for (double strength = kLeastGlare; strength <= kMostGlare; strength *= kGlareStep)
                    for (double dy = -0.5; dy <= 0.5; dy += 0.5)
                        for (double dx = -0.5; dx <= 0.5; dx += 0.5)
                            tryBest({x + dx, y + dy, radius, strength, flatness});
        // Then finer, one thing at a time, while it helps.
        for (int round = 0; round < kGlareRefinements && best.strength > 0; ++round) {
            bool better = false;
            for (const double k : {0.92, 1.08}) {
                better |= tryBest({best.x, best.y, best.radius * k, best.strength, best.flatness});
                better |= tryBest({best.x, best.y, best.radius, best.strength * k, best.flatness});
            }
            for (const double d : {-0.2, 0.2}) {
                better |= tryBest({best.x + d, best.y, best.radius, best.strength, best.flatness});
                better |= tryBest({best.x, best.y + d, best.radius, best.strength, best.flatness});
            }
            if (!better)
                break;
        }
        if (best.strength > 0 && bestCost < (1 - kGlareBetter) * before)
            m_glare.push_back(best);
    }
    return !m_glare.empty();
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
        if (m_read[size_t(s)]) {
            const LinearRgb l = times(m_seen[size_t(s)], m_light.correction(m_positions[size_t(s)]));
            const float glare = glareAt(s % m_columns + 0.5, s / m_columns + 0.5);
            seen[size_t(s)] = {l.r - glare, l.g - glare, l.b - glare};
        }
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
                const int k =
                    m_read[size_t(n)] && !m_clipped[size_t(n)] && n != s ? indexOf(m_terrain[size_t(n)]) : -1;
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
        // Colours are about 0.1: a gain pulled kGainPull times as strongly as the veil. Light around a square
        // that the smooth surface misses is mostly glare (white added): a gain there is the rarer answer.
        aa += pull * 0.01 * kGainPull;
        ra += pull * 0.01 * kGainPull;
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
    // One score for all (choosing pair by pair drifted, a square at a time, away from the centre through
    // squares under glare): nearness, and likeness to the layer counted as kHeartUnlike squares further. A
    // square clipped to white by glare shows nothing.
    const auto cost = [&](int s) {
        return away(s) + kHeartUnlike * (m_likeInnermost[size_t(s)] + (m_clipped[size_t(s)] ? 1 : 0));
    };
    const int heart = *std::min_element(candidates.begin(), candidates.end(),
                                        [&](int a, int b) { return cost(a) < cost(b); });
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
        // A square the user showed is what the user says: certain.
        p.confidence = m_forced[size_t(s)] >= 0 ? 1.0 : std::clamp(m_confidence[size_t(s)], 0.0, 1.0);
        p.uncertain = p.confidence < kUncertainBelow;
        p.featureShare = m_featureShare[size_t(s)];
        p.featureHere = p.featureShare >= kFeatureShare;
        p.colour = toQColor(m_colour[size_t(s)]);
    }
    for (const auto &[t, c] : m_centres)
        r.terrainColours[t] = toQColor(c);
    const RingCheck rings = checkRings(m_terrain, m_read, m_rows, m_columns);
    r.ringsFound = rings.layers;
    r.ringsConsistent = rings.consistent;
    return r;
}

} // namespace hk::photo
