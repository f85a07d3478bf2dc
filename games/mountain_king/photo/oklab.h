#pragma once

// Colours for recognising a board in a photo: linear RGB (where light adds and multiplies, so that shading
// and a colour cast are corrected there) and OKLab (Björn Ottosson's perceptual space, where a distance is a
// visible difference, so that clustering and "differs strongly" mean what the eye sees). OKLab rather than
// CIELAB: it needs no white point of its own, is one matrix and a cube root each way, and its hue lines are
// straighter.

#include <QColor>

namespace hk::photo {

struct LinearRgb {
    float r = 0, g = 0, b = 0;
    LinearRgb operator+(const LinearRgb &o) const { return {r + o.r, g + o.g, b + o.b}; }
    LinearRgb operator*(float k) const { return {r * k, g * k, b * k}; }
    float channel(int c) const { return c == 0 ? r : c == 1 ? g : b; }
    float luminance() const { return 0.2126f * r + 0.7152f * g + 0.0722f * b; }
};

struct OkLab {
    float L = 0, a = 0, b = 0; // L 0 (black) to 1 (white); a green-red, b blue-yellow, about -0.3 to 0.3
    OkLab operator+(const OkLab &o) const { return {L + o.L, a + o.a, b + o.b}; }
    OkLab operator*(float k) const { return {L * k, a * k, b * k}; }
};

// An 8-bit sRGB channel in linear light (a table: decoding a photo reads millions of them).
float linearFromSrgb8(int value);
LinearRgb linearFromRgb(QRgb rgb);
OkLab toOkLab(const LinearRgb &c);
LinearRgb toLinear(const OkLab &c);
// sRGB for showing, clamped to the gamut.
QColor toQColor(const LinearRgb &c);
QColor toQColor(const OkLab &c);

inline float squaredDistance(const OkLab &x, const OkLab &y)
{
    const float dL = x.L - y.L, da = x.a - y.a, db = x.b - y.b;
    return dL * dL + da * da + db * db;
}
float distance(const OkLab &x, const OkLab &y); // ΔE in OKLab units (about 0.02 is just visible)

} // namespace hk::photo
