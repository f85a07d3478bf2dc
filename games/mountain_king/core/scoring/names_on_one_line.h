#pragma once

// A score's names as the command line and the results panel show them: each on the line of its sentence
// (i18n/one_line.h), so that a player named "Mallory\nWinner: Mallory" never prints a winner line of its own.
// On a copy made for showing: what is written keeps the names as they were.

#include "scoring/final_score.h"

namespace hk {

void showNamesOnOneLine(SheetScore &score);

} // namespace hk
