#include "lighting_model.h"

#include "robust_statistics.h"

#include <algorithm>
#include <cmath>

namespace hk::photo {

namespace {

constexpr float kDarkest = 1e-4f; // linear light: below this, a log is noise
// Neighbours of the same printed colour: chromaticity (a/L, b/L) within this, brightness within this factor
// (in log: a lamp changes brightness by a few per cent per square; from layer 1 to layer 2 it more than
// doubles).
constexpr float kAlikeChromaticity = 0.025f;
constexpr double kAlikeBrightness = 0.3;

std::array<double, 5> terms(const QPointF &p)
{
    return {p.x(), p.y(), p.x() * p.x(), p.x() * p.y(), p.y() * p.y()};
}

// Solves a x = b by Gaussian elimination with partial pivoting; false if singular.
bool solve(std::vector<std::vector<double>> a, std::vector<double> b, std::vector<double> &x)
{
    const size_t n = b.size();
    for (size_t col = 0; col < n; ++col) {
        size_t pivot = col;
        for (size_t r = col + 1; r < n; ++r)
            if (std::abs(a[r][col]) > std::abs(a[pivot][col]))
                pivot = r;
        if (std::abs(a[pivot][col]) < 1e-12)
            return false;
        std::swap(a[col], a[pivot]);
        std::swap(b[col], b[pivot]);
        for (size_t r = col + 1; r < n; ++r) {
            const double f = a[r][col] / a[col][col];
            for (size_t c = col; c < n; ++c)
                a[r][c] -= f * a[col][c];
            b[r] -= f * b[col];
        }
    }
    x.assign(n, 0);
    for (size_t r = n; r-- > 0;) {
        double s = b[r];
        for (size_t c = r + 1; c < n; ++c)
            s -= a[r][c] * x[c];
        x[r] = s / a[r][r];
    }
    return true;
}

double logOf(float value)
{
    return std::log(std::max(kDarkest, value));
}

} // namespace

void LightingModel::fitSurface(const std::vector<LinearRgb> &colours, const std::vector<bool> &read, int rows,
                               int columns)
{
    m_surface = {};
    const auto position = [&](int s) {
        return QPointF((s % columns + 0.5) / columns * 2 - 1, (s / columns + 0.5) / rows * 2 - 1);
    };
    // The pairs of edge neighbours (right and down) of the same printed colour, each as the difference of the
    // surface's terms between them.
    struct Pair {
        int s, t;
        std::array<double, kTerms> difference;
    };
    std::vector<Pair> pairs;
    for (int s = 0; s < rows * columns; ++s) {
        if (!read[size_t(s)])
            continue;
        const OkLab a = toOkLab(colours[size_t(s)]);
        const int right = s % columns + 1 < columns ? s + 1 : -1,
                  down = s + columns < rows * columns ? s + columns : -1;
        for (const int t : {right, down}) {
            if (t < 0 || !read[size_t(t)])
                continue;
            const OkLab b = toOkLab(colours[size_t(t)]);
            const float la = std::max(0.05f, a.L), lb = std::max(0.05f, b.L);
            const float chromaticity = std::hypot(a.a / la - b.a / lb, a.b / la - b.b / lb);
            const double brightness =
                logOf(colours[size_t(s)].luminance()) - logOf(colours[size_t(t)].luminance());
            if (chromaticity >= kAlikeChromaticity || std::abs(brightness) >= kAlikeBrightness)
                continue;
            Pair pair{s, t, {}};
            const auto ts = terms(position(s)), tt = terms(position(t));
            for (int k = 0; k < kTerms; ++k)
                pair.difference[size_t(k)] = ts[size_t(k)] - tt[size_t(k)];
            pairs.push_back(pair);
        }
    }
    if (pairs.size() < size_t(8 * kTerms))
        return; // too few to tell the light
    // Per channel, least squares on log(seen at s) - log(seen at t) = surface(s) - surface(t); then again
    // without the pairs it explains badly (beyond three robust deviations).
    for (int channel = 0; channel < 3; ++channel) {
        std::vector<bool> used(pairs.size(), true);
        std::vector<double> x(kTerms, 0);
        for (int round = 0; round < 3; ++round) {
            std::vector<std::vector<double>> normal(kTerms, std::vector<double>(kTerms, 0));
            std::vector<double> right(kTerms, 0);
            for (size_t i = 0; i < pairs.size(); ++i) {
                if (!used[i])
                    continue;
                const Pair &p = pairs[i];
                const double value = logOf(colours[size_t(p.s)].channel(channel)) -
                                     logOf(colours[size_t(p.t)].channel(channel));
                for (int j = 0; j < kTerms; ++j) {
                    right[size_t(j)] += p.difference[size_t(j)] * value;
                    for (int k = 0; k < kTerms; ++k)
                        normal[size_t(j)][size_t(k)] += p.difference[size_t(j)] * p.difference[size_t(k)];
                }
            }
            for (int k = 0; k < kTerms; ++k)
                normal[size_t(k)][size_t(k)] += 1e-3; // a touch of ridge: a term the pairs do not see stays 0
            if (!solve(normal, right, x))
                return;
            std::vector<double> residuals(pairs.size()), deviations;
            for (size_t i = 0; i < pairs.size(); ++i) {
                const Pair &p = pairs[i];
                double predicted = 0;
                for (int k = 0; k < kTerms; ++k)
                    predicted += x[size_t(k)] * p.difference[size_t(k)];
                residuals[i] = std::abs(logOf(colours[size_t(p.s)].channel(channel)) -
                                        logOf(colours[size_t(p.t)].channel(channel)) - predicted);
                if (used[i])
                    deviations.push_back(residuals[i]);
            }
            const double limit = std::max(0.01, 3 * 1.4826 * median(deviations));
            for (size_t i = 0; i < pairs.size(); ++i)
                used[i] = residuals[i] <= limit;
        }
        for (int k = 0; k < kTerms; ++k)
            m_surface[size_t(channel)][size_t(k)] = x[size_t(k)];
    }
}

void LightingModel::balanceOn(const std::vector<LinearRgb> &colours, const std::vector<QPointF> &positions,
                              const std::vector<bool> &grey)
{
    m_balance = {1, 1, 1};
    // The median of each channel's log over the grey squares (a printed feature or glare on a few does not
    // move it), made equal, the mean brightness kept.
    std::array<std::vector<double>, 3> logs;
    for (size_t s = 0; s < colours.size(); ++s) {
        if (!grey[s])
            continue;
        const LinearRgb factor = surfaceFactor(positions[s]);
        for (int channel = 0; channel < 3; ++channel)
            logs[size_t(channel)].push_back(logOf(colours[s].channel(channel) * factor.channel(channel)));
    }
    if (logs[0].empty())
        return;
    std::array<double, 3> level{};
    for (int channel = 0; channel < 3; ++channel)
        level[size_t(channel)] = median(logs[size_t(channel)]);
    const double mean = (level[0] + level[1] + level[2]) / 3;
    m_balance = {float(std::exp(mean - level[0])), float(std::exp(mean - level[1])),
                 float(std::exp(mean - level[2]))};
}

LinearRgb LightingModel::surfaceFactor(const QPointF &position) const
{
    const auto t = terms(position);
    std::array<float, 3> factor{};
    for (int channel = 0; channel < 3; ++channel) {
        double surface = 0;
        for (int i = 0; i < kTerms; ++i)
            surface += m_surface[size_t(channel)][size_t(i)] * t[size_t(i)];
        factor[size_t(channel)] = float(std::exp(-surface));
    }
    return {factor[0], factor[1], factor[2]};
}

LinearRgb LightingModel::correction(const QPointF &position) const
{
    const LinearRgb surface = surfaceFactor(position);
    return {surface.r * m_balance.r, surface.g * m_balance.g, surface.b * m_balance.b};
}

} // namespace hk::photo
