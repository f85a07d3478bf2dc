#pragma once

// Mountain King as a game module of the base: its id, names, rule catalog (allRules(), as a RuleCatalog),
// its sheet (its own format, read by io/score_sheet_io.h) and its scorer (scoreSheet(), as a ScoreTable). The
// command line's report of a sheet stays the one it always printed.

#include "registry/game_module.h"
#include "scoring/final_score.h"

namespace hk::games {

base::GameModule mountainKingModule();

// The rule catalog: every rule of rules/rule_catalog.h, with the same IDs and texts.
std::shared_ptr<const base::RuleCatalog> mountainKingRules();

// A final score as the base's table: the six categories with their explanations and rules, the total, the
// troll-level tie-break (SCORE-TIE), the standing and the table rulings; ranked by the base.
base::ScoreTable mountainKingScoreTable(const SheetScore &score);

} // namespace hk::games
