#pragma once

// Stable rule IDs of RULES.md (the rule catalog, docs/rules.md). Code, tests and messages cite these; never
// spell an ID inline.

namespace hk::rule {

inline constexpr char BrdSide[] = "BRD-SIDE";
inline constexpr char SetCrowns[] = "SET-CROWNS";
inline constexpr char SetPedTrack[] = "SET-PEDTRACK";
inline constexpr char PedUnique[] = "PED-UNIQUE";
inline constexpr char MootSlots[] = "MOOT-SLOTS";
inline constexpr char DigSupply[] = "DIG-SUPPLY";
inline constexpr char DigScore[] = "DIG-SCORE";
inline constexpr char TradeFourToOne[] = "TRADE-4TO1";
inline constexpr char EndCrown[] = "END-CROWN";
inline constexpr char ScoreCrown[] = "SCORE-CROWN";
inline constexpr char ScorePedTokens[] = "SCORE-PEDTOKENS";
inline constexpr char ScoreLeftover[] = "SCORE-LEFTOVER";
inline constexpr char ScoreHall[] = "SCORE-HALL";
inline constexpr char ScoreStatue[] = "SCORE-STATUE";
inline constexpr char ScoreOnePerTunnel[] = "SCORE-ONE-PER-TUNNEL";
inline constexpr char ScoreGate[] = "SCORE-GATE";
inline constexpr char ScoreTie[] = "SCORE-TIE";
inline constexpr char TeamSetup[] = "TEAM-SETUP";
inline constexpr char TeamScore[] = "TEAM-SCORE";
inline constexpr char SheetComplete[] = "SHEET-COMPLETE";

} // namespace hk::rule
