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

inline constexpr std::array<int, 4> kClanTrollsPerLevel{0, 21, 17, 17}; // RULES.md §1
inline constexpr int kStartingTrollsPerPlayer = 6;
inline constexpr int kStartingTrollsInBox = 30; // 6 per player colour, RULES.md §1
inline constexpr int kPedestalsPerClan = 6;

QString iconText(const Icon &icon);       // "cart (Fire)", "stone"
QString trollText(const TrollCard &card); // "level 2 Fire troll: stone, cart (Fire)"

} // namespace hk
