#pragma once

// The 11 kinds of workshop tiles and their exchanges, as the rulebook has them. Each activation is one
// exchange with the supply; gains go to storage.

#include "model/resources.h"

#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace hk {

enum class WorkshopKind : int {
    CartWorkshop,      // 礦車工坊: 1 heartstone <-> 1 generic cart
    RuneWorkshop,      // 符文工坊: 1 stone or 1 iron <-> 1 rune
    RuneShop,          // 符文商店: 1 coin <-> 1 rune
    CrushingWorkshop,  // 碎石工坊: 1 heartstone <-> 2 stone
    OreExchange,       // 鐵石商店: 1 iron or 1 heartstone <-> 1 coin
    MillstoneWorkshop, // 石磨工坊: 1 stone <-> 1 iron
    MetalWorkshop,     // 金屬工坊: 1 heartstone <-> 1 iron
    ToolForge,         // 工具鍛造處: 1 heartstone <-> 1 hammer
    ChainForge,        // 鐵鏈鍛造處: any 2 resources -> 1 hammer
    CartShop,          // 礦車商店: any 2 resources -> 1 generic cart
    Quartermaster,     // 軍需儲備處: 1 resource from a troll to storage
};
inline constexpr int kWorkshopKinds = 11;
inline constexpr int kWorkshopTilesPerKind = 2;

// A fixed exchange: give exactly `give`, receive exactly `get`.
struct Exchange {
    ResourceCounts give{};
    ResourceCounts get{};
    bool operator==(const Exchange &) const = default;
};

struct WorkshopInfo {
    WorkshopKind kind;
    QString id;                        // "cart-workshop"
    std::vector<Exchange> exchanges;   // fixed exchanges, both directions listed
    std::optional<Resource> anyTwoFor; // Chain Forge and Cart Shop: any 2 resources for this one
    bool movesFromTroll = false;       // Quartermaster
    bool genericCartsOnly = false;     // Cart Workshop: clan carts cannot be spent there
};

const std::array<WorkshopInfo, kWorkshopKinds> &workshopInfos();
const WorkshopInfo &workshopInfo(WorkshopKind kind);
std::optional<WorkshopKind> workshopFromId(const QString &id);
QString workshopName(WorkshopKind kind);       // translated, with the official names
QString workshopEffectText(WorkshopKind kind); // translated one-line description of its exchange
// The rule of its exchange in the rules reference: "WS-" and its id in capitals, "WS-CRUSHING-WORKSHOP".
const char *workshopRule(WorkshopKind kind);

} // namespace hk
