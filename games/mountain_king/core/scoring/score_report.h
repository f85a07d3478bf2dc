#pragma once

// Sentences and tables explaining a final score, in the installed language. The CLI prints them; the GUI
// shows the same sentences in tooltips and panels.

#include "scoring/final_score.h"

#include <QString>
#include <QStringList>

namespace hk {

enum class ScoreCategory { Tunnels, Coronation, PedestalTokens, Leftovers, Halls, Statues, Total };
inline constexpr std::array<ScoreCategory, 7> kAllScoreCategories{
    ScoreCategory::Tunnels,   ScoreCategory::Coronation, ScoreCategory::PedestalTokens,
    ScoreCategory::Leftovers, ScoreCategory::Halls,      ScoreCategory::Statues,
    ScoreCategory::Total};

QString categoryName(ScoreCategory category);
const char *categoryRuleId(ScoreCategory category);
int categoryPoints(const EntityScore &entity, ScoreCategory category);

// "Ann, Bob and Cid" in the installed language.
QString joinNames(const QStringList &names);
// "Team 1 (Ann, Cid)" for a team, the name alone for a player.
QString entityLabel(const EntityScore &entity);

QString tradeText(const Trade &trade);               // "rune, hammer, iron, iron → coin"
QString resourceCountsText(const ResourceCounts &c); // "stone 3, cart 3" (kinds with none are left out)

// One explanation per category, citing the rule IDs; for Total, the sum.
QString explainCategory(const EntityScore &entity, ScoreCategory category);
// One statue or hall (without rule IDs: the category's explanation cites them).
QString explainStatue(const EntityScore &entity, const StatueScore &statue);
QString explainHall(const HallScore &hall);

// Ranking lines: "1. Ann — 111"; the tie-break sentences; the winner sentence.
QStringList rankingLines(const SheetScore &score);
QStringList tieBreakLines(const SheetScore &score);
// Those of one tie.
QStringList tieBreakLines(const SheetScore &score, const TieGroup &tie);
// The winner sentence when the standing is Final; "Leading (projected)" when Projected; nothing when Empty.
QString winnerLine(const SheetScore &score);
// A score sheet that is not complete says so, citing SHEET-COMPLETE: whose tunnels are missing, or that
// nothing is entered yet. Empty for a complete sheet and for a game.
QString completenessLine(const SheetScore &score);
// "Ann: trade rune, hammer, iron, iron → coin" (or that no trade helps), one line per entity and trade.
QStringList tradeLines(const SheetScore &score);

// The readable report of `hallkeeper-cli score`; with `explain`, every category of every entity explained.
QString scoreReportText(const SheetScore &score, bool explain);
// Columns a string takes in a terminal (East Asian wide characters take two).
int displayWidth(const QString &text);

} // namespace hk
