#pragma once

// Turning and flipping the piece being placed (DIG-ORIENT): orientations are indexes into a shape's distinct
// orientations, as the game log uses them.

#include "model/geometry.h"

#include <vector>

namespace hk::gui {

// The orientation k turned a quarter clockwise on screen, and k mirrored left to right; -1 if not found.
int rotatedOrientation(const std::vector<Orientation> &placements, int k);
int flippedOrientation(const std::vector<Orientation> &placements, int k);
// The cell of an orientation that sits under the mouse: the one nearest the middle of its bounding box.
Square gripCell(const Orientation &o);

} // namespace hk::gui
