#pragma once

// The light over a photographed board, so that shading, a lamp on one side and a warm or cool cast do not
// change what a square is. Light multiplies what the board reflects, channel by channel, so the model lives
// in linear RGB: per channel, log(seen) = surface(x, y) + log(printed), the surface a quadratic over the
// board without a constant term (the board's centre is the reference light): it follows a lamp's fall-off, a
// gradient across the table and a vignette, and is too stiff to copy the rings of layers.
//
// The surface is fitted before anything is recognised, from neighbouring squares of the same printed colour:
// most neighbours are, and what differs between them is the light. Two neighbours count as the same colour
// when their chromaticity (OKLab a and b over L, which shading does not change) is alike and their brightness
// differs by less than a terrain border makes it jump; a few wrong pairs (a border between two alike colours,
// a printed feature) are left out as the fit's outliers. The fit never needs the terrains, so a mistake in
// them cannot bend the light. The cast is then read from the board's own grey card: layers 1 and 2 are
// printed grey (BRD-LAYER: dark grey, grey), so the white balance makes them neutral.

#include "oklab.h"

#include <QPointF>

#include <array>
#include <vector>

namespace hk::photo {

class LightingModel {
public:
    // `colours`: each square's colour as seen (linear), row by row; `read[i]`: square i has one.
    void fitSurface(const std::vector<LinearRgb> &colours, const std::vector<bool> &read, int rows,
                    int columns);
    // The white balance that makes the squares `grey` neutral (their colours as seen, the surface taken out);
    // none when there are none.
    void balanceOn(const std::vector<LinearRgb> &colours, const std::vector<QPointF> &positions,
                   const std::vector<bool> &grey);
    // The factor per channel that brings a colour seen at `position` (-1 to 1 across the board) to the light
    // of the board's centre, neutral.
    LinearRgb correction(const QPointF &position) const;

private:
    LinearRgb surfaceFactor(const QPointF &position) const;

    static constexpr int kTerms = 5; // x, y, x², xy, y²
    std::array<std::array<double, kTerms>, 3> m_surface{};
    LinearRgb m_balance{1, 1, 1};
};

} // namespace hk::photo
