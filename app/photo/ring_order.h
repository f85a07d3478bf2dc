#pragma once

// Naming colour groups after the rings of the mountain. The colours of a printed board under a real light are
// not known in advance, but its shape is (BRD-LAYER): layer 1 outside, then 2, 3, 4 and 5 inward, the
// Mountain Heart in the centre, and around it all, off the board. So the groups that really are terrains
// touch each other in a chain — off board next to layer 1, layer 1 next to layer 2, … — and the chain's outer
// end lies further from the board's centre than its inner end. The names are the ones that put the most
// neighbouring squares on neighbouring rings, read from the outside in.

#include "model/board.h"

#include <optional>
#include <vector>

namespace hk::photo {

// Depth from the outside: off the board 0, layers 1-5, the Heart 6.
int ringDepth(Terrain terrain);

// `labels`: per square (row by row) its group, or -1. `fixed[g]`: the terrain group g must have (the user's
// example), or nullopt for a group to be named; `available`: the terrains the other groups may take, each at
// most once.
struct RingNames {
    std::vector<Terrain> names; // per group
    // How well the groups make rings: the share of the borders between groups that lie between neighbouring
    // rings (1: every border is off board | layer 1, layer 1 | layer 2, …).
    double fit = 0;
};
RingNames nameGroupsByRings(const std::vector<int> &labels, int rows, int columns,
                            const std::vector<std::optional<Terrain>> &fixed,
                            const std::vector<Terrain> &available);

} // namespace hk::photo
