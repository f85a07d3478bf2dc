#pragma once

// Grouping the squares of a photographed board by colour: k-means in OKLab, where the user's example squares
// stay in the group of their terrain.

#include "oklab.h"

#include <random>
#include <vector>

namespace hk::photo {

struct ColourClusters {
    std::vector<OkLab> centres;
    std::vector<int> labels; // per point: its cluster, -1 for a point left out
};

// `points`: one colour per square; `ignored[i]`: a square without colour (outside the photo).
// `seeds`: centres given (the user's examples' terrains, in order); `forced[i]`: the seed a point belongs to
// whatever its colour (an example square), or -1. The other k - seeds.size() centres are found by k-means++
// drawn from `random` (seeded by the caller: the same photo always gives the same answer).
ColourClusters clusterColours(const std::vector<OkLab> &points, const std::vector<bool> &ignored, int k,
                              const std::vector<OkLab> &seeds, const std::vector<int> &forced,
                              std::mt19937 &random);

} // namespace hk::photo
