#include "colour_clusters.h"

#include <algorithm>
#include <limits>
#include <random>

namespace hk::photo {

namespace {

constexpr int kIterations = 40;
// A square far from every centre (a printed feature, the Heart, glare) must not pull a centre: its squared
// distance counts at most this much (0.08 in OKLab: clearly another colour).
constexpr float kCappedDistance2 = 0.08f * 0.08f;

struct Nearest {
    int index = -1;
    float distance2 = std::numeric_limits<float>::max();
};

Nearest nearest(const OkLab &p, const std::vector<OkLab> &centres)
{
    Nearest n;
    for (size_t c = 0; c < centres.size(); ++c)
        if (const float d = squaredDistance(p, centres[c]); d < n.distance2)
            n = {int(c), d};
    return n;
}

ColourClusters lloyd(const std::vector<OkLab> &points, const std::vector<bool> &ignored,
                     std::vector<OkLab> centres, size_t fixedSeeds, const std::vector<int> &forced)
{
    ColourClusters result;
    result.labels.assign(points.size(), -1);
    for (int iteration = 0; iteration < kIterations; ++iteration) {
        bool moved = false;
        for (size_t i = 0; i < points.size(); ++i) {
            if (ignored[i])
                continue;
            const int label = forced[i] >= 0 ? forced[i] : nearest(points[i], centres).index;
            moved |= label != result.labels[i];
            result.labels[i] = label;
        }
        if (!moved && iteration > 0)
            break;
        // New centres: the mean of the members near enough (a trimmed mean: outliers do not drag it).
        std::vector<OkLab> sum(centres.size());
        std::vector<float> count(centres.size(), 0);
        for (size_t i = 0; i < points.size(); ++i) {
            const int c = result.labels[i];
            if (c < 0 || squaredDistance(points[i], centres[size_t(c)]) > kCappedDistance2)
                continue;
            sum[size_t(c)] = sum[size_t(c)] + points[i];
            count[size_t(c)] += 1;
        }
        for (size_t c = 0; c < centres.size(); ++c)
            if (count[c] > 0)
                centres[c] = sum[c] * (1 / count[c]);
            else if (c >= fixedSeeds) {
                // An empty cluster restarts on the point worst explained.
                size_t worst = 0;
                float worstDistance = -1;
                for (size_t i = 0; i < points.size(); ++i)
                    if (!ignored[i] && forced[i] < 0)
                        if (const float d = nearest(points[i], centres).distance2; d > worstDistance) {
                            worst = i;
                            worstDistance = d;
                        }
                centres[c] = points[worst];
            }
    }
    result.centres = std::move(centres);
    return result;
}

} // namespace

ColourClusters clusterColours(const std::vector<OkLab> &points, const std::vector<bool> &ignored, int k,
                              const std::vector<OkLab> &seeds, const std::vector<int> &forced,
                              std::mt19937 &random)
{
    std::vector<size_t> candidates;
    for (size_t i = 0; i < points.size(); ++i)
        if (!ignored[i])
            candidates.push_back(i);
    if (candidates.empty() || k <= 0)
        return {{}, std::vector<int>(points.size(), -1)};
    // k-means++: each new centre drawn with a chance in proportion to its squared distance from the centres
    // so far (capped: a lone odd square is not a colour of the board).
    std::vector<OkLab> centres = seeds;
    if (centres.empty())
        centres.push_back(points[candidates[random() % candidates.size()]]);
    while (int(centres.size()) < k) {
        std::vector<double> weights;
        for (size_t i : candidates)
            weights.push_back(std::min(kCappedDistance2, nearest(points[i], centres).distance2));
        if (std::all_of(weights.begin(), weights.end(), [](double w) { return w <= 0; })) {
            centres.push_back(points[candidates[random() % candidates.size()]]); // one colour only
            continue;
        }
        std::discrete_distribution<size_t> pick(weights.begin(), weights.end());
        centres.push_back(points[candidates[pick(random)]]);
    }
    return lloyd(points, ignored, std::move(centres), seeds.size(), forced);
}

} // namespace hk::photo
