#pragma once

// Naming colour groups after the rings of the mountain. The colours of a printed board under a real light are
// not known in advance, but its shape is (BRD-LAYER): off the board outside, then layer 1, 2, 3, 4 and 5
// inward, the Mountain Heart in the centre. So the surfaces that really are terrains touch each other in a
// chain — off board next to layer 1, layer 1 next to layer 2, … — and off the board lies on the grid's edge
// (beyond the edge is the table: off the board too), while layers 2 to 5 never reach it.
//
// A group of squares found by colour is not always a surface: one surface under a lamp can come out as two
// groups (the lit and the shaded part), and glare makes a group of its own. So several groups may take one
// name (when the recogniser says they may be one surface), and a group may be left out (glare, a speck):
// the names are the ones that put the most borders between neighbouring rings and the fewest between rings
// apart, every name given. A group can never take a ring's name just to fill the chain: off board must reach
// the edge of the grid, and two groups that are not one surface never share a name — so a glare spot on the
// surround cannot push every layer one ring inward.

#include "model/board.h"

#include <optional>
#include <vector>

namespace hk::photo {

// Depth from the outside: off the board 0, layers 1-5, the Heart 6.
int ringDepth(Terrain terrain);

// How the groups of squares lie on the grid (BRD-GRID: squares sharing an edge touch).
struct GroupLayout {
    std::vector<int> size;
    std::vector<std::vector<int>> touching; // per two groups, the edges between their squares
    std::vector<int> edge;                  // per group, its squares' edges on the grid's edge
    std::vector<double> distance;           // per group, the sum of its squares' distances from the centre
};
// `labels`: per square (row by row) its group, or -1 (left out).
GroupLayout layoutOf(const std::vector<int> &labels, int groups, int rows, int columns);

struct GroupNamingRules {
    std::vector<std::optional<Terrain>>
        fixed;                               // per group: the name it must have (the user's example), or none
    std::vector<Terrain> available;          // the names to give, each to at least one group
    std::vector<std::vector<bool>> mayShare; // two groups may be one surface, so take one name
    // What leaving a group out costs, per square (in borders between rings); negative: it may not be left
    // out (an example). Glare and specks cost little: they may be no surface at all.
    std::vector<double> leaveOutCost;
};

struct RingNames {
    bool found = false;                        // a naming that gives every name exists
    std::vector<std::optional<Terrain>> names; // per group; none: left out
    // How well the named groups make rings: the share of their borders (and edges on the grid's edge) that
    // lie between neighbouring rings or within one, 1 at best.
    double fit = 0;
    double score = 0; // what the naming maximised (comparable between groupings of the same squares)
};
RingNames nameGroupsByRings(const GroupLayout &layout, const GroupNamingRules &rules);

// Whether terrains proposed square by square make the rings of a mountain: layers 1 to 5 each present, the
// borders between squares between neighbouring rings (or within one), off board reaching the grid's edge and
// layers 2 to 5 not, and off board along much of the grid's edge. `known[i]`: square i counts (squares
// outside the photo do not).
struct RingCheck {
    int layers = 0; // how many of layers 1-5 have squares enough to be a ring
    double misplaced =
        0; // the share of borders two rings apart, off board enclosed or a deep layer on the edge
    double offEdgeShare = 0; // the share of the squares on the grid's edge that are off board
    bool consistent = false; // five layers, few borders misplaced, off board along the grid's edge
};
RingCheck checkRings(const std::vector<Terrain> &terrains, const std::vector<bool> &known, int rows,
                     int columns);

} // namespace hk::photo
