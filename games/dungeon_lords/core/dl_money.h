#pragma once

// What the events cost and what year 2 changes, computed one way for the tracker, its window, its file and
// the command line: tax ⌈tiles / 2⌉ on every dungeon tile, conquered ones included (DL-004, DL-005), paid
// with the gold one has and the rest as dead letters (DL-006, DL-017); payday, monster by monster (DL-003);
// year 2's production and trap draws (DL-009); who gets which adventurer (DL-014).

#include <QString>

#include <optional>
#include <vector>

namespace hk::dungeonlords {

// A monster and the upkeep printed on its card (typed in by the table: the source lists no card).
struct Monster {
    QString name{};
    int food = 0;
    int gold = 0;
    bool operator==(const Monster &) const = default;
};

// ⌈tiles / 2⌉ (DL-004); 0 tiles, 0 gold.
int taxDue(int tiles);

struct TaxResult {
    int tiles = 0; // taxed: the player's own tiles and the conquered ones (DL-005)
    int due = 0;
    int paid = 0;
    int deadLetters = 0; // due − paid (DL-006)
    int goldLeft = 0;
    bool operator==(const TaxResult &) const = default;
};

// Tax day for a player with `gold`, `tiles` usable dungeon tiles and `conquered` tiles conquered by
// adventurers: all the gold they can pays, the rest goes to the dead letter office (DL-017).
TaxResult payTax(int gold, int tiles, int conquered);

struct PaydayResult {
    std::vector<int> paid{}; // indexes of the monsters kept
    std::vector<int> left{}; // indexes of the monsters that leave
    int food = 0;            // spent
    int gold = 0;
    int foodLeft = 0;
    int goldLeft = 0;
    // The first monster the player chose to pay and cannot (none when every payment is covered).
    std::optional<int> unaffordable{};
    bool operator==(const PaydayResult &) const = default;
};

// Payday for a player holding `food` and `gold` (DL-003). `dismissed`: the monsters the player lets go;
// none given, each monster in turn is paid while the food and gold cover it, and leaves when they do not.
// Given, every other monster is paid, in turn; `unaffordable` names the first that cannot be.
PaydayResult payday(int food, int gold, const std::vector<Monster> &monsters,
                    const std::optional<std::vector<int>> &dismissed = std::nullopt);

// What a room makes when `imps` imps (or trolls) work it, if it makes `products` with `needed`: once in year
// 1, up to twice in year 2 (DL-009: 6 imps on a 3-imp room making 1 food make 2 food).
int roomProduction(int needed, int products, int imps, int year);

// Year 2, a buy-traps order (not production): draw one more than bought, discard one (DL-009).
struct TrapDraw {
    int draw = 0;
    int keep = 0;
    bool operator==(const TrapDraw &) const = default;
};
TrapDraw trapDraw(int bought, int year);

// Who gets the adventurers of a round, weakest first (DL-014): the lowest on the Evilometer first; on equal
// evil, earlier in this round's turn order (from the first player); a dummy (2 players) counts nicer than a
// player on equal evil. `evil` per player in seat order; `dummyEvil` the dummy's, already raised by 1. The
// result lists seats, -1 for the dummy.
std::vector<int> adventurerOrder(const std::vector<int> &evil, int firstPlayer,
                                 std::optional<int> dummyEvil = std::nullopt);

} // namespace hk::dungeonlords
