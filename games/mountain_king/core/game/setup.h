#pragma once

// The setup of a game (SET- rules) as entered by hand from the real table: players in seat order, gates,
// statues, workshop supply, clan market, pedestal track, each moot's draft. Validated by validateSetup().

#include "catalog/rule_catalog.h"
#include "model/board.h"
#include "model/catalog.h"
#include "model/troll.h"
#include "rules/board_state.h"
#include "rules/verdict.h"

#include <QString>

#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace hk {

struct PlayerSetup {
    QString name;
    QString colour; // "#rrggbb", for the display
    int team = 0;   // 1 or 2 in a team game (TEAM-SETUP)
    Square gate;    // on a start point (SET-GATES)
    std::array<TrollCard, 4>
        moot;       // the 4 starting trolls drafted into the bottom row, left to right (SET-MOOT)
    TrollCard hand; // the one kept in hand, and the one left in the deck: their start rows pay the
    TrollCard deck; // seat bonus (SET-SEATBONUS)
    bool operator==(const PlayerSetup &) const = default;
};

struct MarketCard {
    TrollCard card;
    std::optional<Clan> pedestal; // level 2: the pedestal on it (SET-MARKET, REC-TAKE)
    bool operator==(const MarketCard &) const = default;
};

// Table rulings: points the rulebook leaves open, chosen by the group at setup and recorded with the game
// (see "Ruling"). Each has the application's default; a file without "rulings" plays the defaults.
enum class SplitTiles {
    EachPart, // each part of a tile left uncovered by halls is a tunnel of its own (HALL-UNIT, the default)
    WholeTile // "one statue per printed tile", whatever a hall covers (SCORE-ONE-PER-TUNNEL read literally)
};
struct TableRulings {
    SplitTiles splitTiles = SplitTiles::EachPart; // SCORE-ONE-PER-TUNNEL
    bool operator==(const TableRulings &) const = default;
    bool isDefault() const { return *this == TableRulings{}; }
};
QString splitTilesId(SplitTiles s); // "eachPart", "wholeTile" (file format)
std::optional<SplitTiles> splitTilesFromId(const QString &id);
QString splitTilesText(SplitTiles s); // translated: the ruling in a sentence, with the rule it settles
// Translated lines saying how the game plays its table rulings, for summaries; each names the rule.
QStringList rulingsText(const TableRulings &rulings);

// The table rulings by rule, for the rules browser: the choices a rule offers the table (none for most
// rules: only where the engine plays an alternative), which one `rulings` plays, and choosing one.
using RulingChoice = base::RulingChoice; // id as in the file: "eachPart"
std::vector<RulingChoice> rulingChoices(const QString &ruleId);
QString chosenRuling(const TableRulings &rulings, const QString &ruleId); // the choice's id, or empty
// False (and `rulings` unchanged) if the rule has no such choice.
bool chooseRuling(TableRulings &rulings, const QString &ruleId, const QString &choiceId);

struct GameSetup {
    std::shared_ptr<const Board> board;
    std::shared_ptr<const Catalog> catalog;
    bool teams = false;
    std::vector<PlayerSetup> players;   // seat order: seat 1 is the start player (TURN-ORDER, TEAM-SETUP)
    std::vector<StatueOnBoard> statues; // every statue spot filled (SET-STATUES)
    std::array<int, kWorkshopKinds> workshopSupply{}; // SET-WORKSHOPS
    std::array<std::vector<MarketCard>, 3> market;    // face up: 5 level-1, 4 level-2, 3 level-3 (SET-MARKET)
    std::array<std::array<int, 3>, 5> pedestalTrack{}; // token values by layer and clan (SET-PEDTRACK)
    std::array<QString, 3> spells;                     // the 3 face-up spells, by name (optional)
    TableRulings rulings;                              // chosen by the group; defaults if not

    int playerCount() const { return int(players.size()); }
    bool operator==(const GameSetup &o) const;
};

// SET-STATUES: the statue spots in clockwise order around the Mountain Heart, starting at `first`.
std::vector<Square> clockwiseSpots(const Board &board, const Square &first);
// TEAM-SETUP: the gate start points labelled `players`, in clockwise order around the Mountain Heart. Two of
// them are adjacent when they follow each other in this order (the last and the first too).
std::vector<Square> clockwiseGateStarts(const Board &board, int players);
bool gatesAdjacent(const Board &board, int players, const Square &a, const Square &b);
// Fills every spot clockwise from `first` with the clan cycle `order` (three different clans).
std::vector<StatueOnBoard> cycleStatues(const Board &board, const Square &first,
                                        const std::array<Clan, 3> &order);

// Every setup rule broken (BRD-SIDE, SET-*, TEAM-SETUP), with the players or squares concerned.
Verdict validateSetup(const GameSetup &setup);

// What each storage holds at the start: the start rows of the 4 placed trolls, plus the seat bonus
// (SET-SEATBONUS); in a team game everything goes to the team storage and there is no seat bonus
// (TEAM-STORAGE).
ResourceCounts startingResources(const GameSetup &setup, int player);

} // namespace hk
