#pragma once

// Troll cards. Their icons are not published, so a card is entered as data: its level and clan and the
// printed resource of each icon (a cart icon may carry a Fire, Ice or Moon mark, CART-CLAN). Starting trolls
// (level 0) also have a one-off start row (SET-MOOT).

#include "model/resources.h"

#include <QString>

#include <optional>
#include <vector>

namespace hk {

struct Icon {
    Resource resource = Resource::Stone;
    std::optional<Clan> cartClan; // only for cart icons: the clan mark; none is the swirl (a generic cart)
    bool operator==(const Icon &) const = default;
};

struct TrollCard {
    QString name;              // optional: a label or a card library id
    int level = 0;             // 0 a starting troll; 1-3 a clan troll
    std::optional<Clan> clan;  // clan trolls only
    std::vector<Icon> icons;   // the recurring row, filled by chains (MOOT-CHAIN)
    ResourceCounts startRow{}; // starting trolls: resources taken once at setup
    bool operator==(const TrollCard &) const = default;
};

inline constexpr std::array<int, 4> kClanTrollsPerLevel{0, 21, 17, 17}; // the box's contents
inline constexpr int kStartingTrollsPerPlayer = 6;
inline constexpr int kStartingTrollsInBox = 30; // 6 per player colour, as the box holds them
inline constexpr int kPedestalsPerClan = 6;

// What keeps a troll card out of play, each fault with its rule. One check behind every place a card comes
// into play or is kept: the component editor's library, the new game's clan market and moots, the file
// readers. A card with no icon is a card not entered yet: the chain would have nothing to fill.
enum class TrollCardFault {
    NoIcons,               // MOOT-CHAIN
    ClanTrollWithoutClan,  // SET-MARKET: a level 1-3 troll belongs to a clan
    StartingTrollWithClan, // SET-MOOT: starting trolls (level 0) have none
    StartRowOnClanTroll,   // SET-MOOT: only starting trolls have a start row
};
std::vector<TrollCardFault> trollCardFaults(const TrollCard &card);
bool hasFault(const TrollCard &card, TrollCardFault fault);
const char *ruleOf(TrollCardFault fault);

QString iconText(const Icon &icon);       // "cart (Fire)", "stone"
QString trollText(const TrollCard &card); // "level 2 Fire troll: stone, cart (Fire)"

} // namespace hk
