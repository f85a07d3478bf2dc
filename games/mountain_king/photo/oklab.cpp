#include "oklab.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace hk::photo {

namespace {

float srgbToLinear(float v)
{
    return v <= 0.04045f ? v / 12.92f : std::pow((v + 0.055f) / 1.055f, 2.4f);
}

float linearToSrgb(float v)
{
    v = std::clamp(v, 0.0f, 1.0f);
    return v <= 0.0031308f ? 12.92f * v : 1.055f * std::pow(v, 1 / 2.4f) - 0.055f;
}

int srgb8(float linear)
{
    return int(std::lround(linearToSrgb(linear) * 255));
}

} // namespace

float linearFromSrgb8(int value)
{
    static const std::array<float, 256> table = [] {
        std::array<float, 256> t{};
        for (int i = 0; i < 256; ++i)
            t[size_t(i)] = srgbToLinear(float(i) / 255);
        return t;
    }();
    return table[size_t(std::clamp(value, 0, 255))];
}

LinearRgb linearFromRgb(QRgb rgb)
{
    return {linearFromSrgb8(qRed(rgb)), linearFromSrgb8(qGreen(rgb)), linearFromSrgb8(qBlue(rgb))};
}

// The matrices of https://bottosson.github.io/posts/oklab/ (linear sRGB, D65).
OkLab toOkLab(const LinearRgb &c)
{
    const float l =
        std::cbrt(std::max(0.0f, 0.4122214708f * c.r + 0.5363325363f * c.g + 0.0514459929f * c.b));
    const float m =
        std::cbrt(std::max(0.0f, 0.2119034982f * c.r + 0.6806995451f * c.g + 0.1073969566f * c.b));
    const float s =
        std::cbrt(std::max(0.0f, 0.0883024619f * c.r + 0.2817188376f * c.g + 0.6299787005f * c.b));
    return {0.2104542553f * l + 0.7936177850f * m - 0.0040720468f * s,
            1.9779984951f * l - 2.4285922050f * m + 0.4505937099f * s,
            0.0259040371f * l + 0.7827717662f * m - 0.8086757660f * s};
}

LinearRgb toLinear(const OkLab &c)
{
    const float l = c.L + 0.3963377774f * c.a + 0.2158037573f * c.b;
    const float m = c.L - 0.1055613458f * c.a - 0.0638541728f * c.b;
    const float s = c.L - 0.0894841775f * c.a - 1.2914855480f * c.b;
    const float l3 = l * l * l, m3 = m * m * m, s3 = s * s * s;
    return {4.0767416621f * l3 - 3.3077115913f * m3 + 0.2309699292f * s3,
            -1.2684380046f * l3 + 2.6097574011f * m3 - 0.3413193965f * s3,
            -0.0041960863f * l3 - 0.7034186147f * m3 + 1.7076147010f * s3};
}

QColor toQColor(const LinearRgb &c)
{
    return QColor(srgb8(c.r), srgb8(c.g), srgb8(c.b));
}

QColor toQColor(const OkLab &c)
{
    return toQColor(toLinear(c));
}

float distance(const OkLab &x, const OkLab &y)
{
    return std::sqrt(squaredDistance(x, y));
}

} // namespace hk::photo
