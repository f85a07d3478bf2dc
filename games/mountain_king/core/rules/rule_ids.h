#pragma once

// The stable rule IDs of Mountain King (the rule catalog, docs/rules.md), each spelled once, here: the
// catalog, the validators, the readers and the windows cite these constants, never an ID in quotes
// (tst_rule_catalog looks for one). Hallkeeper's limits (LIMIT-) and conventions (SHEET-COMPLETE) beside the
// rulebook's.

namespace hk::rule {

inline constexpr char BrdGrid[] = "BRD-GRID";
inline constexpr char BrdLayer[] = "BRD-LAYER";
inline constexpr char BrdSide[] = "BRD-SIDE";
inline constexpr char SetGates[] = "SET-GATES";
inline constexpr char SetStatues[] = "SET-STATUES";
inline constexpr char SetWorkshops[] = "SET-WORKSHOPS";
inline constexpr char SetMarket[] = "SET-MARKET";
inline constexpr char SetCrowns[] = "SET-CROWNS";
inline constexpr char SetPedTrack[] = "SET-PEDTRACK";
inline constexpr char SetMoot[] = "SET-MOOT";
inline constexpr char SetSeatBonus[] = "SET-SEATBONUS";
inline constexpr char TurnOrder[] = "TURN-ORDER";
inline constexpr char TurnMandatory[] = "TURN-MANDATORY";
inline constexpr char TradeFourToOne[] = "TRADE-4TO1";
inline constexpr char SpendAny[] = "SPEND-ANY";
inline constexpr char SpellCast[] = "SPELL-CAST";
inline constexpr char SpellDissolve[] = "SPELL-DISSOLVE";
inline constexpr char WsUse[] = "WS-USE";
inline constexpr char WsEntrances[] = "WS-ENTRANCES";
inline constexpr char WsCartWorkshop[] = "WS-CART-WORKSHOP";
inline constexpr char WsRuneWorkshop[] = "WS-RUNE-WORKSHOP";
inline constexpr char WsRuneShop[] = "WS-RUNE-SHOP";
inline constexpr char WsCrushingWorkshop[] = "WS-CRUSHING-WORKSHOP";
inline constexpr char WsOreExchange[] = "WS-ORE-EXCHANGE";
inline constexpr char WsMillstoneWorkshop[] = "WS-MILLSTONE-WORKSHOP";
inline constexpr char WsMetalWorkshop[] = "WS-METAL-WORKSHOP";
inline constexpr char WsToolForge[] = "WS-TOOL-FORGE";
inline constexpr char WsChainForge[] = "WS-CHAIN-FORGE";
inline constexpr char WsCartShop[] = "WS-CART-SHOP";
inline constexpr char WsQuartermaster[] = "WS-QUARTERMASTER";
inline constexpr char RecCost[] = "REC-COST";
inline constexpr char RecTake[] = "REC-TAKE";
inline constexpr char RecEmptyDeck[] = "REC-EMPTY-DECK";
inline constexpr char RecRetire[] = "REC-RETIRE";
inline constexpr char MootSlots[] = "MOOT-SLOTS";
inline constexpr char MootChain[] = "MOOT-CHAIN";
inline constexpr char CartClan[] = "CART-CLAN";
inline constexpr char DigCost[] = "DIG-COST";
inline constexpr char DigScore[] = "DIG-SCORE";
inline constexpr char DigSupply[] = "DIG-SUPPLY";
inline constexpr char DigOrient[] = "DIG-ORIENT";
inline constexpr char DigBounds[] = "DIG-BOUNDS";
inline constexpr char DigOverlap[] = "DIG-OVERLAP";
inline constexpr char DigAdjOwn[] = "DIG-ADJ-OWN";
inline constexpr char DigAdjOther[] = "DIG-ADJ-OTHER";
inline constexpr char DigRubble[] = "DIG-RUBBLE";
inline constexpr char DigUnearth[] = "DIG-UNEARTH";
inline constexpr char DigBuriedRes[] = "DIG-BURIED-RES";
inline constexpr char DigIsolated[] = "DIG-ISOLATED";
inline constexpr char PedWhen[] = "PED-WHEN";
inline constexpr char PedUnique[] = "PED-UNIQUE";
inline constexpr char PedCovered[] = "PED-COVERED";
inline constexpr char WsBuild[] = "WS-BUILD";
inline constexpr char HallCover[] = "HALL-COVER";
inline constexpr char HallPed[] = "HALL-PED";
inline constexpr char HallUnit[] = "HALL-UNIT";
inline constexpr char MoveCart[] = "MOVE-CART";
inline constexpr char MoveUnits[] = "MOVE-UNITS";
inline constexpr char MoveOnePerSquare[] = "MOVE-ONE-PER-SQUARE";
inline constexpr char MoveClanCart[] = "MOVE-CLAN-CART";
inline constexpr char EndCrown[] = "END-CROWN";
inline constexpr char EndRounds[] = "END-ROUNDS";
inline constexpr char ScoreCrown[] = "SCORE-CROWN";
inline constexpr char ScorePedTokens[] = "SCORE-PEDTOKENS";
inline constexpr char ScoreLeftover[] = "SCORE-LEFTOVER";
inline constexpr char ScoreHall[] = "SCORE-HALL";
inline constexpr char ScoreStatue[] = "SCORE-STATUE";
inline constexpr char ScoreOnePerTunnel[] = "SCORE-ONE-PER-TUNNEL";
inline constexpr char ScoreGate[] = "SCORE-GATE";
inline constexpr char ScoreTie[] = "SCORE-TIE";
inline constexpr char TeamSetup[] = "TEAM-SETUP";
inline constexpr char TeamStorage[] = "TEAM-STORAGE";
inline constexpr char TeamNetwork[] = "TEAM-NETWORK";
inline constexpr char TeamPed[] = "TEAM-PED";
inline constexpr char TeamScore[] = "TEAM-SCORE";
inline constexpr char LimitHoldings[] = "LIMIT-HOLDINGS";
inline constexpr char LimitHonour[] = "LIMIT-HONOUR";
inline constexpr char SheetComplete[] = "SHEET-COMPLETE";

} // namespace hk::rule
