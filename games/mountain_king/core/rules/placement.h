#pragma once

// The rules of space (DIG-, PED-): where a tunnel may be dug and what it costs, where a pedestal may stand,
// which workshops may be built and how many times one may be used, what a great hall may cover, where a
// statue may move. Every validator answers with a Verdict and reports the effects the action would have. The
// same call serves the preview (the ghost tile under the mouse) and the real action.

#include "rules/board_state.h"
#include "rules/verdict.h"

#include <array>
#include <optional>

namespace hk {

// What a player can spend right now (SPEND-ANY): storage and trolls together.
struct Purse {
    ResourceCounts resources{};     // carts counted here are generic carts (storage, swirl icons)
    std::array<int, 3> clanCarts{}; // carts on Fire, Ice and Moon icons (CART-CLAN)
    std::array<int, 3> pedestals{}; // pedestals in storage, by clan (Fire, Ice, Moon)
};

int statueClanIndex(Clan clan); // Fire 0, Ice 1, Moon 2

struct DigRequest {
    int player = 0;
    QString shape;
    int orientation = 0; // index into TunnelShape::placements
    Square origin;
    Mineral mineral = Mineral::Stone;
};

struct DigEffects {
    std::vector<Square> squares;
    int points = 0;               // DIG-SCORE
    int hammers = 0;              // DIG-RUBBLE
    std::vector<int> unearthed;   // DIG-UNEARTH: statues under the tile
    ResourceCounts buried{};      // DIG-BURIED-RES: resources under the tile, to storage
    std::optional<Square> anchor; // where a pedestal may go (PED-WHEN)
    int anchorLayer = 0;
    std::vector<Square> freeSites; // WS-BUILD: empty workshop sites next to the tile
};

Verdict validateDig(const BoardState &state, const SpaceIndex &index, const DigRequest &request,
                    const Purse &purse, DigEffects *effects = nullptr);

struct PedestalRequest {
    int player = 0;
    int tunnel = 0;  // the tile to hold it
    int justDug = 0; // the tile dug in this action (0: none)
    Clan clan = Clan::Fire;
};
// PED-WHEN and PED-UNIQUE; `tokenValue` receives the value of the layer x clan token taken (0 if unknown).
Verdict validatePedestal(const BoardState &state, const PedestalRequest &request, const Purse &purse,
                         int *tokenValue = nullptr);

struct WorkshopBuildRequest {
    int justDug = 0;
    Square site;
    WorkshopKind kind = WorkshopKind::CartWorkshop;
};
Verdict validateWorkshopBuild(const BoardState &state, const SpaceIndex &index,
                              const WorkshopBuildRequest &request);

// WS-ENTRANCES: each edge of a workshop square is an entrance, open when it touches any player's network.
struct Entrances {
    std::vector<Square> open; // the network squares in front of open entrances
    unsigned players = 0;     // whose networks open them
    int count() const { return int(open.size()); }
};
Entrances openEntrances(const SpaceIndex &index, const Square &site);
// WS-USE and WS-ENTRANCES: a workshop next to the player's network, activated at most once per open entrance.
Verdict validateWorkshopUse(const BoardState &state, const SpaceIndex &index, int player, const Square &site,
                            int activations);

struct HallRequest {
    int player = 0;
    QString hall;
    int orientation = 0;
    Square origin;
};
struct HallEffects {
    std::vector<Square> squares;
    Square altar;
    std::vector<Square> pedestalsRemoved; // HALL-PED (PED-COVERED: their owners keep the tokens)
    std::vector<int> statuesInside;       // they stay on their squares, now in the hall
    std::vector<std::vector<Square>>
        parts; // HALL-UNIT: what sticks out of the hall, each part a tunnel of its own
};
Verdict validateHall(const BoardState &state, const SpaceIndex &index, const HallRequest &request,
                     HallEffects *effects = nullptr);

struct MoveRequest {
    int player = 0;
    int statue = 0;
    Square to;
    std::optional<Clan> cartClan; // the cart spent: a clan cart, or generic (nullopt)
};
Verdict validateMove(const BoardState &state, const SpaceIndex &index, const MoveRequest &request,
                     const Purse &purse);

// The legal placement map: every position and orientation where `shape` may go for `player` by the rules of
// space (DIG-BOUNDS, DIG-OVERLAP, DIG-ADJ-OWN, DIG-ADJ-OTHER), with what it would cost.
struct PlacementOption {
    int orientation = 0;
    Square origin;
    int hammers = 0;                         // DIG-RUBBLE
    std::array<bool, 3> mineralAffordable{}; // DIG-COST, per mineral
    bool hammersAffordable = true;
    bool affordable() const
    {
        return hammersAffordable && (mineralAffordable[0] || mineralAffordable[1] || mineralAffordable[2]);
    }
};
// Empty if the shape is unknown or none is left in the supply (DIG-SUPPLY).
std::vector<PlacementOption> placementMap(const BoardState &state, const SpaceIndex &index, int player,
                                          const QString &shape, const Purse &purse);

// The legal spots of a great hall: every orientation and origin where `hall` may go for `player` by the rules
// of space (validateHall accepts it). Empty if the hall is unknown.
struct HallOption {
    int orientation = 0;
    Square origin;
    bool operator==(const HallOption &) const = default;
};
std::vector<HallOption> hallPlacementMap(const BoardState &state, const SpaceIndex &index, int player,
                                         const QString &hall);

} // namespace hk
