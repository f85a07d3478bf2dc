#pragma once

// The kinds of things the game counts: the seven resources, the three minerals, the clans.
// Identifiers ("stone", "fire") are the spelling used in every file format; display names are translated.

#include <QString>

#include <array>
#include <optional>

namespace hk {

enum class Resource : int { Stone, Iron, Heartstone, Coin, Cart, Hammer, Rune };
inline constexpr int kResourceKinds = 7;
inline constexpr std::array<Resource, kResourceKinds> kAllResources{
    Resource::Stone, Resource::Iron,   Resource::Heartstone, Resource::Coin,
    Resource::Cart,  Resource::Hammer, Resource::Rune};

// Counts indexed by Resource, in the order above.
using ResourceCounts = std::array<int, kResourceKinds>;

inline int &at(ResourceCounts &counts, Resource r)
{
    return counts[static_cast<int>(r)];
}
inline int at(const ResourceCounts &counts, Resource r)
{
    return counts[static_cast<int>(r)];
}
int total(const ResourceCounts &counts);
// n of one kind and nothing else: a price, a gain, a bribe.
inline ResourceCounts one(Resource r, int n = 1)
{
    ResourceCounts c{};
    at(c, r) = n;
    return c;
}

QString resourceId(Resource r);
std::optional<Resource> resourceFromId(const QString &id);
QString resourceName(Resource r); // translated, lower case ("stone", "山岩")
// How many the box holds, by retailers' component lists (the rulebook gives no counts). The supply is not
// limited by the rules: exceeding it is a warning that says where the count comes from.
int boxCount(Resource r);

enum class Mineral : int { Stone, Iron, Heartstone };
inline constexpr std::array<Mineral, 3> kAllMinerals{Mineral::Stone, Mineral::Iron, Mineral::Heartstone};
QString mineralId(Mineral m);
std::optional<Mineral> mineralFromId(const QString &id);
QString mineralName(Mineral m);
Resource toResource(Mineral m);

// Statues, pedestals and clan carts exist only for Fire, Ice and Moon; Mud only on trolls.
enum class Clan : int { Mud, Fire, Ice, Moon };
inline constexpr std::array<Clan, 3> kStatueClans{Clan::Fire, Clan::Ice, Clan::Moon};
QString clanId(Clan c);
std::optional<Clan> clanFromId(const QString &id);
QString clanName(Clan c);
inline constexpr int kStatuesPerClan = 7;
inline constexpr int kStatuesInBox = 21;

// Quoted list of identifiers, for "expected one of …" messages.
QString resourceIdList();
QString mineralIdList();
QString statueClanIdList();

} // namespace hk
