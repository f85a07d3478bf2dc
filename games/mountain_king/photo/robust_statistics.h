#pragma once

// Robust statistics of what is read from a photo: a printed feature, a speck of glare or a square misread
// must not move them.

#include "oklab.h"

#include <algorithm>
#include <vector>

namespace hk::photo {

// The median (the upper one of an even count); `values` must not be empty.
template <class T> T median(std::vector<T> values)
{
    const auto middle = values.begin() + std::ptrdiff_t(values.size() / 2);
    std::nth_element(values.begin(), middle, values.end());
    return *middle;
}

// Colours nearer than this (OKLab) are one printed colour.
inline constexpr float kAlikeColours = 0.04f;

// The colour most of `colours` have (a mode): the colour with the most others alike around it, then the mean
// of those alike, moved there three times (mean shift). A printed feature covering a good part of a square,
// in another colour, does not move it; a median would land between the two. `colours` must not be empty.
OkLab dominantColour(const std::vector<OkLab> &colours);

} // namespace hk::photo
