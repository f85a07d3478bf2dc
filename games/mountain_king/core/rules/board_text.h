#pragma once

// A board for people reading a terminal: a summary of what is printed on it, and the grid drawn in text.

#include "model/board.h"

namespace hk {

QString boardSummaryText(const Board &board);
// Three characters per square: the terrain ("1"-"5" layers, "H" the Heart, blank off the board) and its
// printed feature ("#" rubble, "$" buried resources, "S" statue spot, "W" workshop site); "G4" is a gate
// start point labelled 4. Row and column numbers on the edges, a legend below.
QString boardAsciiText(const Board &board);

} // namespace hk
