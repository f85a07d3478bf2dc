#pragma once

// Dwarf's score sheet and its verdict. Per player the three categories counted at the end (steel, gold,
// artifacts, DWARF-001), the tie-breaks (medals, iron) and the workers, kept within the worker cap
// (DWARF-012); per sheet the two copies combined (4–5 players, DWARF-017) and the ruling for 3 to 5 players
// (DWARF-018). The scorer compares each category on its own and says so, step by step: the hero of the
// masses wins the most categories (DWARF-002), then medals, iron and artifacts break ties (DWARF-003,
// DWARF-004), and players still level share the victory (DWARF-019).
//
// The score table's cells hold the counts as entered (what the play library keeps per category); the total
// is the categories won, or with the ranking ruling the points by place.

#include "score/score_table.h"
#include "sheet/sheet_schema.h"

#include <memory>

namespace hk::dwarf {

namespace key {
inline constexpr char kSteel[] = "steel";
inline constexpr char kGold[] = "gold";
inline constexpr char kArtifacts[] = "artifacts";
inline constexpr char kMedals[] = "medals";
inline constexpr char kIron[] = "iron";
inline constexpr char kWorkers[] = "workers";
// Settings.
inline constexpr char kTwoCopies[] = "twoCopies";
inline constexpr char kCategoryRuling[] = "categoriesForThreeOrMore";
inline constexpr char kSoleLeader[] = "soleLeader"; // DWARF-018, the default
inline constexpr char kRankPoints[] = "rankPoints"; // its alternative
// The ruling the result names when players share the victory (DWARF-019).
inline constexpr char kFinalTie[] = "finalTie";
inline constexpr char kShared[] = "shared";
} // namespace key

// The largest count a sheet takes: resources have no limit (DWARF-012), a sheet has one.
inline constexpr int kMaxCount = 999;
inline constexpr int kMaxWorkers = 4;     // DWARF-012
inline constexpr int kPlayersPerCopy = 3; // DWARF-017
inline constexpr int kMaxPlayers = 5;

std::shared_ptr<const base::SheetSchema> dwarfSchema();
base::ScoreTable scoreDwarf(const base::SheetValues &sheet);
// The name of a column of that table (its id: "steel", "medals"), translated; empty for another id.
QString dwarfCategoryName(const QString &categoryId);

} // namespace hk::dwarf
