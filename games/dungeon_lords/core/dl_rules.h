#pragma once

// Dungeon Lords' rules for the building part of a year, each with a stable ID (docs/rules-dungeon-lords.md):
// the events and what they cost (payday, tax, the dead letters), the year's rounds and phases, the dummy
// player of a 2–3 player game, the adventurers' hand-out, year 2, and the rulings for what the source leaves
// open. Every verdict, ledger line and problem of the module cites these constants, never a literal.

#include "catalog/rule_catalog.h"

#include <memory>

namespace hk::dungeonlords {

// The translation context of every text of the module.
inline constexpr char kContext[] = "DungeonLords";
inline constexpr char kGameId[] = "dungeon-lords";

namespace rule {
inline constexpr char kEvents[] = "DL-001";        // three event tiles: payday, tax day, a special event
inline constexpr char kEventDelay[] = "DL-002";    // an event resolves one round after it is revealed
inline constexpr char kPayday[] = "DL-003";        // pay each monster's upkeep, or it leaves
inline constexpr char kTax[] = "DL-004";           // tax ⌈tiles / 2⌉ gold, rooms and tunnels
inline constexpr char kConquered[] = "DL-005";     // conquered tiles are still taxed
inline constexpr char kDeadLetters[] = "DL-006";   // a damage token in the dead letter office per gold unpaid
inline constexpr char kDeadLetterVp[] = "DL-007";  // −3 VP per dead-letter token at the end
inline constexpr char kGameEnd[] = "DL-008";       // after year 2's combat, score
inline constexpr char kYearTwo[] = "DL-009";       // what changes in year 2
inline constexpr char kRound[] = "DL-010";         // the rounds and their phases, in order
inline constexpr char kOrders[] = "DL-011";        // orders: three of six, minions from the top
inline constexpr char kDummy[] = "DL-012";         // the dummy player of a 2–3 player game
inline constexpr char kProduction[] = "DL-013";    // production and retrieving orders
inline constexpr char kAdventurers[] = "DL-014";   // adventurers handed out, weakest to the nicest
inline constexpr char kFirstPlayer[] = "DL-015";   // the first player marker passes
inline constexpr char kPlayers[] = "DL-016";       // 2 to 4 players; four seats at the orders
inline constexpr char kPayWhatYouCan[] = "DL-017"; // ruling: tax is paid with all the gold one has
inline constexpr char kOtherScoring[] = "DL-018";  // ruling: the rest of the final score is typed in
inline constexpr char kCombat[] = "DL-019";        // ruling: combat is played from the rulebook, confirmed
} // namespace rule

// The module's rule catalog (one object for the program's life).
std::shared_ptr<const base::RuleCatalog> dungeonLordsRules();

} // namespace hk::dungeonlords
