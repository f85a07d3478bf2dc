#pragma once

// Dwarf's rules, each with a stable ID (docs/rules-dwarf.md): the rulebook's scoring, end of the game,
// medals, cards and resources, players, the round and the solo bots, and the two table rulings for what it
// leaves open. Every verdict, explanation and problem of the module cites these constants, never a literal.

#include "catalog/rule_catalog.h"

#include <memory>

namespace hk::dwarf {

// The translation context of every text of the module ("Dwarf").
inline constexpr char kContext[] = "Dwarf";
inline constexpr char kGameId[] = "dwarf";

namespace rule {
inline constexpr char kCounted[] = "DWARF-001";          // steel, gold and artifacts are counted
inline constexpr char kMostCategories[] = "DWARF-002";   // the most categories makes the hero
inline constexpr char kTieMedals[] = "DWARF-003";        // tie-break 1: medals
inline constexpr char kTieIronArtifacts[] = "DWARF-004"; // tie-breaks 2–3: iron, then artifacts
inline constexpr char kEndRound[] = "DWARF-005";         // 4 artifacts at a round's end
inline constexpr char kEmptyDeck[] = "DWARF-006";        // a draw from the empty deck ends it at once
inline constexpr char kDefenseMedal[] = "DWARF-007";     // a medal per successful defense
inline constexpr char kCourage[] = "DWARF-008";          // Reward of Courage
inline constexpr char kSpecialCost[] = "DWARF-009";      // a special action: two workers, or 4 medals
inline constexpr char kConversions[] = "DWARF-010";      // the fixed conversions
inline constexpr char kMonsters[] = "DWARF-011";         // monster losses when undefended
inline constexpr char kLimits[] = "DWARF-012";           // unlimited resources, at most 4 workers
inline constexpr char kSoloMedals[] = "DWARF-013";       // Gimli's medals from your special actions
inline constexpr char kSoloSpecialLimit[] = "DWARF-014"; // at most 3 special actions
inline constexpr char kSoloInstantWin[] = "DWARF-015";   // Gimli wins at 12 medals
inline constexpr char kSoloForgeTwice[] = "DWARF-016";   // Gimli forges twice
inline constexpr char kCopies[] = "DWARF-017";           // one copy seats 3, two copies 5
inline constexpr char kManyPlayers[] = "DWARF-018";      // ruling: categories with 3 to 5 players
inline constexpr char kFinalTie[] = "DWARF-019";         // ruling: a tie after artifacts
inline constexpr char kStartPlayer[] = "DWARF-020";      // the start player marker passes
inline constexpr char kSoloBot[] = "DWARF-021";          // the bot plays first, never a special action
} // namespace rule

// The module's rule catalog (one object for the program's life).
std::shared_ptr<const base::RuleCatalog> dwarfRules();

} // namespace hk::dwarf
