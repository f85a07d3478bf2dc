#pragma once

// Every problem of a board as printed (BRD- rules, docs/formats.md): features off the board, on the Heart or
// on top of each other, labels, too few start points for a label, no Heart… each with the JSON path of the
// entry at fault in a board file. The board editor shows them live; the board reader refuses a board with
// any of them (and keeps a draft with them).

#include "model/board.h"
#include "model/problem.h"

namespace hk {

inline constexpr int kMinBoardSize = 3;
inline constexpr int kMaxBoardSize = 60;

Problems validateBoard(const Board &board);
// The feature of `board` that a path of a board file names, with its square when it lies on the grid
// ("gateStarts[2].square": gate start point 2 and where it is): what validateBoard and the board reader fill
// every problem's location with.
ProblemLocation boardLocation(const Board &board, const QString &path);

} // namespace hk
