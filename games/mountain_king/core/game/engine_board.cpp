// Tunnels, great halls and statues (DIG-*, HALL-*, MOVE-*): the actions that change the board.
#include "game/engine_parts.h"
#include "rules/rule_ids.h"

#include "i18n/arg_text.h"
#include "scoring/dig_score.h"

#include <QSet>

#include <algorithm>

namespace hk {

using namespace engine_detail;

namespace engine_detail {

void validateDigAction(const GameState &state, const Action &a, const DigAction &d, Verdict &v,
                       BoardIndex &boardIndex)
{
    const SpaceIndex &index = boardIndex.of(state.board);
    DigEffects effects;
    const Purse purse = state.purse(a.player);
    const Verdict placement =
        validateDigSpot(state, index, {a.player, d.shape, d.orientation, d.origin, d.mineral}, &effects);
    for (const Violation &x : placement.violations)
        v.add(x);
    if (stoppedAtTurn(placement))
        return;
    if (placement.breaks(rule::DigSupply) && effects.squares.empty())
        return;
    // DIG-COST and DIG-RUBBLE: the payment is exactly the minerals and the hammers.
    ResourceCounts due{};
    at(due, toResource(d.mineral)) += int(effects.squares.size());
    at(due, Resource::Hammer) += effects.hammers;
    const ResourceCounts paid = checkPayment(state, a.player, d.payment, v);
    if (paid != due && !placement.breaks(rule::DigCost) && !placement.breaks(rule::DigRubble))
        v.add({Reason::DigPaymentMismatch, {}, 0, 0, countsText(due)});
    if (!d.pedestal && d.workshops.empty())
        return;
    // The pedestal and the workshops go with the tile just dug: check them on the board as it will be.
    BoardState after = state.board;
    const int tile = after.addTunnel(a.player, d.shape, d.orientation, d.origin, d.mineral);
    if (d.pedestal)
        for (const Violation &x :
             validatePedestal(after, {a.player, tile, tile, *d.pedestal}, purse).violations)
            v.add(x);
    for (const auto &[site, kind] : d.workshops) {
        const Verdict build = validateWorkshopBuild(after, SpaceIndex(after), {tile, site, kind});
        for (const Violation &x : build.violations)
            v.add(x);
        after.workshops.push_back({site, kind});
    }
}

void validateHallAction(const GameState &state, const Action &a, const DedicateHall &h, Verdict &v,
                        BoardIndex &boardIndex)
{
    for (const Violation &x :
         validateHallSpot(state, boardIndex.of(state.board), {a.player, h.hall, h.orientation, h.origin})
             .violations)
        v.add(x);
}

void validateMoveAction(const GameState &state, const Action &a, const MoveStatue &m, Verdict &v,
                        BoardIndex &boardIndex)
{
    if (!checkTurnStep(state, a.player, m, v))
        return;
    const StatueOnBoard *statue = state.board.statue(m.statue);
    const std::optional<Clan> clan = statue ? std::optional<Clan>(statue->clan) : std::nullopt;
    const ResourceCounts paid = checkPayment(state, a.player, m.cart, v, clan);
    if (paid != one(Resource::Cart)) {
        v.add({Reason::MoveNeedsOneCart});
        return;
    }
    // Which cart: a clan cart if it comes from an icon with a clan mark (MOVE-CLAN-CART).
    std::optional<Clan> cartClan;
    Purse purse;
    if (!m.cart.fromTrolls.empty()) {
        const Icon *icon = iconAt(state, a.player, m.cart.fromTrolls.front());
        if (icon && icon->cartClan)
            cartClan = icon->cartClan;
    }
    if (cartClan)
        purse.clanCarts[statueClanIndex(*cartClan)] = 1;
    else
        at(purse.resources, Resource::Cart) = 1;
    for (const Violation &x :
         validateMove(state.board, boardIndex.of(state.board), {a.player, m.statue, m.to, cartClan}, purse)
             .violations)
        if (x.reason != Reason::MoveWrongClanCart || !cartClan || !clan || *cartClan != *clan)
            v.add(x);
}

void applyDig(GameState &state, const Action &a, const DigAction &d, BoardIndex &boardIndex)
{
    const TunnelShape *shape = state.board.catalog().tunnel(d.shape);
    if (!shape || d.orientation < 0 || d.orientation >= int(shape->placements.size()))
        return;
    DigEffects effects;
    validateDig(state.board, boardIndex.of(state.board),
                {a.player, d.shape, d.orientation, d.origin, d.mineral}, state.purse(a.player), &effects);
    applyPayment(state, a.player, d.payment);
    boardIndex.forget();
    const int tile = state.board.addTunnel(a.player, d.shape, d.orientation, d.origin, d.mineral);
    PlayerState &player = state.players[a.player];
    player.tunnelPoints = addSaturated(player.tunnelPoints, tunnelPoints(shape->size(), d.mineral));
    gain(state, a.player, effects.buried); // DIG-BURIED-RES
    const PlacedTunnel *placed = state.board.tunnel(tile);
    if (d.pedestal && placed && placed->anchor && *d.pedestal != Clan::Mud) {
        const int clan = statueClanIndex(*d.pedestal);
        const int layer = state.board.board().layer(*placed->anchor);
        Storage &storage = state.storageOf(a.player);
        storage.pedestals[clan] = std::max(0, storage.pedestals[clan] - 1);
        if (layer >= 1 && !state.board.pedestalTokenTaken(layer, *d.pedestal))
            player.pedestalTokens.push_back(state.board.pedestalTrack[layer - 1][clan]); // PED-UNIQUE
        state.board.pedestals.push_back({*placed->anchor, *d.pedestal, tile, a.player});
    }
    for (const auto &[site, kind] : d.workshops)
        state.board.workshops.push_back({site, kind}); // WS-BUILD
    state.turn.main = true;
}

void applyHall(GameState &state, const Action &a, const DedicateHall &h, BoardIndex &boardIndex)
{
    const HallDef *def = state.board.catalog().hall(h.hall);
    if (!def || h.orientation < 0 || h.orientation >= int(def->placements.size()))
        return;
    boardIndex.forget();
    state.board.addHall(a.player, h.hall, h.orientation,
                        h.origin); // HALL-PED and HALL-UNIT follow from the pieces
    state.turn.hall = true;
}

void applyMove(GameState &state, const Action &a, const MoveStatue &m, BoardIndex &boardIndex)
{
    StatueOnBoard *statue = state.board.statue(m.statue);
    if (!statue)
        return;
    applyPayment(state, a.player, m.cart);
    boardIndex.forget();
    statue->square = m.to;
    state.turn.moved = true;
}

} // namespace engine_detail

bool canDig(const GameState &state, int player)
{
    const SpaceIndex index(state.board);
    const Purse purse = state.purse(player);
    for (const TunnelShape &t : state.board.catalog().tunnels) {
        if (state.board.tunnelsLeft(t.id) == 0)
            continue;
        const bool minerals = std::any_of(kAllMinerals.begin(), kAllMinerals.end(), [&](Mineral m) {
            return at(purse.resources, toResource(m)) >= t.size();
        });
        if (!minerals)
            continue;
        for (const PlacementOption &o : placementMap(state.board, index, player, t.id, purse))
            if (o.affordable())
                return true;
    }
    return false;
}

} // namespace hk
