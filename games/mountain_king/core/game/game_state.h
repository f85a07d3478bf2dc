#pragma once

// The state of a game at one moment: the board with its pieces, each player's storage, moot and tokens, the
// clan market, the spells, the turn. It is never edited by hand: it is the replay of the setup and the log
// (game/engine.h).

#include "game/setup.h"
#include "rules/placement.h"

#include <array>
#include <optional>

namespace hk {

// The moot (MOOT-SLOTS): a pyramid of 4 + 3 + 2 + 1 slots. Slot indexes: row 0 (bottom) 0-3, row 1 4-6,
// row 2 7-8, row 3 9.
inline constexpr int kMootSlots = 10;

struct MootSlot {
    std::optional<TrollCard> troll;
    std::vector<bool> filled; // per icon: a resource lies on it (MOOT-CHAIN)
    bool operator==(const MootSlot &) const = default;
};

struct Moot {
    std::array<MootSlot, kMootSlots> pyramid;

    static int row(int slot);
    static int position(int slot);
    static int slotAt(int row, int position); // -1 outside the pyramid
    // The two pyramid a troll of row >= 1 stands on.
    static std::array<int, 2> below(int slot);
    // The slot and every slot under it, top first: the trolls a new troll activates (MOOT-CHAIN).
    static std::vector<int> triangle(int slot);

    int trolls() const;
    bool full() const { return trolls() == kMootSlots; }
    bool canHold(int slot) const; // free, and standing on two trolls (MOOT-SLOTS)
    std::vector<int> freeSlots() const;
    int clanTrollLevels() const; // SCORE-TIE: starting trolls count as 0
    // Resources lying on the icons; carts with a clan mark are counted apart (CART-CLAN).
    ResourceCounts resources() const;
    std::array<int, 3> clanCarts() const;
    bool operator==(const Moot &) const = default;
};

struct Storage {
    ResourceCounts resources{};
    std::array<int, 3> pedestals{}; // Fire, Ice, Moon
    bool operator==(const Storage &) const = default;
};

struct PlayerState {
    QString name;
    QString colour;
    int team = 0;
    int storage = 0; // index into GameState::storages: teammates share one (TEAM-STORAGE)
    Moot moot;
    int coronation = 0;              // 0, 5 or 3 (END-CROWN)
    std::vector<int> pedestalTokens; // values taken from the pedestal track (PED-UNIQUE)
    int tunnelPoints = 0;            // honour from digging (DIG-SCORE)
    bool operator==(const PlayerState &) const = default;
};

struct MarketSlot {
    std::optional<TrollCard> card;
    ResourceCounts bribes{};
    std::optional<Clan> pedestal; // on level 2 trolls
    bool operator==(const MarketSlot &) const = default;
};

struct Market {
    std::array<std::vector<MarketSlot>, 3> rows; // levels 1, 2, 3: 5, 4 and 3 pyramid
    std::array<int, 3> deck{};                   // cards left face down per level
    // The market pyramid under a level-2 or level-3 slot, to be bribed (REC-COST): (level, position) pairs.
    static std::vector<std::pair<int, int>> below(int level, int position);
    bool operator==(const Market &) const = default;
};

struct SpellSlot {
    QString name;
    int runes = 0;
    bool operator==(const SpellSlot &) const = default;
};

// Where the current turn stands (TURN-ORDER): what has been done, hence which steps remain.
struct TurnState {
    int index = 0; // turns played so far; the current player is index % players
    bool spell = false;
    bool workshop = false;
    bool main = false; // recruited or dug
    bool hall = false;
    bool moved = false;
    std::optional<Square> workshopSite{}; // WS-USE: the one workshop used this turn…
    int workshopActivations = 0;          // …and how often (WS-ENTRANCES: at most once per open entrance)
    bool operator==(const TurnState &) const = default;
};

class GameState {
public:
    explicit GameState(const GameSetup &setup); // the state right after setup

    GameSetup setup;
    BoardState board;
    std::vector<PlayerState> players;
    std::vector<Storage> storages;
    Market market;
    std::array<SpellSlot, 3> spells;
    bool crown5Taken = false;
    bool crown3Taken = false;
    TurnState turn;
    std::optional<int> lastTurn; // END-ROUNDS: once triggered, the index of the last turn

    int playerCount() const { return int(players.size()); }
    int currentPlayer() const { return playerCount() ? turn.index % playerCount() : 0; }
    int round() const { return playerCount() ? turn.index / playerCount() : 0; }
    bool over() const { return lastTurn && turn.index > *lastTurn; }
    Storage &storageOf(int player) { return storages[players[player].storage]; }
    const Storage &storageOf(int player) const { return storages[players[player].storage]; }
    // What the player can spend (SPEND-ANY): storage plus the resources on their own trolls.
    Purse purse(int player) const;
    // Pedestals still in the bag, by clan (18 in the box, minus those on the market, in storages, on the
    // board).
    std::array<int, 3> pedestalBag() const;

    bool operator==(const GameState &o) const;
};

} // namespace hk
