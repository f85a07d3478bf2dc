#pragma once

// The rules of the Terra Mystica: Fire & Ice module, each with a stable ID. Rules the Fire & Ice rules state
// are TMFI-…, quoted from their Simplified Chinese translation and cited by line; the base game's rules the
// end-game scoring builds on (area, cults, resources, the buildings and tokens a faction has) are TM-…, with
// the source they are taken from. The rules reference (docs/rules-terra-mystica-fire-ice*.md) is made from
// this catalog.

#include "catalog/rule_catalog.h"

#include <memory>

namespace hk::tmfi {

inline constexpr char kGameId[] = "terra-mystica-fire-ice";

namespace rule {
// Fire & Ice: the final-scoring tile
inline constexpr char OneTile[] = "TMFI-001";
inline constexpr char Connected[] = "TMFI-002";
inline constexpr char TilePoints[] = "TMFI-003";
inline constexpr char Distance[] = "TMFI-004";
inline constexpr char StrongholdSanctuary[] = "TMFI-005";
inline constexpr char Outposts[] = "TMFI-006";
inline constexpr char Settlements[] = "TMFI-007";
inline constexpr char RiverwalkersConnected[] = "TMFI-008";
// Fire & Ice: factions
inline constexpr char IceMaidensStronghold[] = "TMFI-009";
inline constexpr char VolcanoNoVp[] = "TMFI-010";
inline constexpr char SpadeVp[] = "TMFI-011";
inline constexpr char AcolytesStronghold[] = "TMFI-012";
inline constexpr char ShapeshiftersStronghold[] = "TMFI-013";
inline constexpr char YetisPower[] = "TMFI-014";
inline constexpr char IceStart[] = "TMFI-016";
inline constexpr char VolcanoStart[] = "TMFI-017";
inline constexpr char ShapeshiftersHome[] = "TMFI-018";
inline constexpr char RiverwalkersStart[] = "TMFI-019";
inline constexpr char IceSpades[] = "TMFI-020";
inline constexpr char ShapeshiftersSpades[] = "TMFI-021";
inline constexpr char VolcanoTransform[] = "TMFI-022";
inline constexpr char ExtraTokens[] = "TMFI-023";
// Fire & Ice: variants
inline constexpr char Auction[] = "TMFI-015";
inline constexpr char AuctionTerrains[] = "TMFI-024";
inline constexpr char TurnOrder[] = "TMFI-025";
// Base game
inline constexpr char Players[] = "TM-PLAYERS";
inline constexpr char Factions[] = "TM-FACTIONS";
inline constexpr char Colours[] = "TM-COLOURS";
inline constexpr char Cycle[] = "TM-CYCLE";
inline constexpr char Vp[] = "TM-VP";
inline constexpr char Area[] = "TM-AREA";
inline constexpr char Buildings[] = "TM-BUILDINGS";
inline constexpr char Cult[] = "TM-CULT";
inline constexpr char CultTop[] = "TM-CULT-TOP";
inline constexpr char Zero[] = "TM-ZERO";
inline constexpr char Resources[] = "TM-RESOURCES";
inline constexpr char Alchemists[] = "TM-ALCHEMISTS";
inline constexpr char Power[] = "TM-POWER";
inline constexpr char Priests[] = "TM-PRIESTS";
inline constexpr char Winner[] = "TM-WINNER";
} // namespace rule

std::shared_ptr<const base::RuleCatalog> tmfiRules();

} // namespace hk::tmfi
