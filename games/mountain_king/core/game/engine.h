#pragma once

// The rules of a turn (docs/rules.md) applied to a game state: validate an action (the same call serves the
// preview and the real action), apply it, and replay a log. State = replay(setup, log).

#include "game/actions.h"
#include "game/game_state.h"
#include "scoring/score_sheet.h"

namespace hk {

// Hallkeeper's limits (LIMIT-HOLDINGS, LIMIT-HONOUR): what a score sheet can hold, so that every game can be
// scored and written as a sheet. No game comes near them; a correction typed with a zero too many does.
inline constexpr int kMaxHolding = sheet_limits::kMaxResourceCount; // of one resource, storage and trolls
inline constexpr int kMaxHonour = sheet_limits::kMaxTunnelPoints;   // tunnel points, from 0

// Every rule the action breaks in this state, and every limit it would exceed (empty: legal).
Verdict validate(const GameState &state, const Action &action);

// END-ROUNDS and TURN-ORDER alone: whether `player` may now take an action of the kind of `kind` (its
// contents are not looked at) in this turn's order of steps. validate() begins with exactly this check; a
// preview that has no whole action yet (the legal-spots overlay) asks it, so that it cannot offer what
// recording refuses.
Verdict validateTurnStep(const GameState &state, int player, const ActionBody &kind);

// What a tunnel tile or a great hall placed here breaks before its payment is chosen: the turn's step
// (validateTurnStep) and the rules of space and of the purse (validateDig / validateHall). validate() of a
// DigAction or DedicateHall is exactly this plus the payment; the ghost on the board asks these.
Verdict validateDigSpot(const GameState &state, const SpaceIndex &index, const DigRequest &request,
                        DigEffects *effects = nullptr);
Verdict validateHallSpot(const GameState &state, const SpaceIndex &index, const HallRequest &request,
                         HallEffects *effects = nullptr);

// Applies the action whatever the rules say (an override, or a replay of one); never fails on bad input, and
// never overflows: sums beyond the limits saturate far beyond them (a replay then says which action broke
// one).
void apply(GameState &state, const Action &action);

// The resources, pedestals and honour each storage and player has: what a ledger is the difference of.
struct Holdings {
    std::vector<ResourceCounts> storage;
    std::vector<std::array<int, 3>> pedestals;
    std::vector<ResourceCounts> trolls;
    std::vector<int> honour;
    bool operator==(const Holdings &) const = default;
};
Holdings holdings(const GameState &state);
Ledger ledgerBetween(const Holdings &before, const Holdings &after);

struct ReplayStep {
    Verdict verdict; // what the rules said when the action was replayed
    Ledger ledger;   // what it changed
};

struct Replay {
    GameState state;
    std::vector<ReplayStep> steps;
};

// Replays the first `count` actions of the log (all of them if count < 0). Illegal actions are applied like
// overrides so that the rest of the log can still be checked; Replay::steps says what the rules said of each
// (whether that makes an action illegal in the log is game/game_record.h's question).
Replay replay(const GameSetup &setup, const std::vector<Action> &log, int count = -1);
// One step of replay(): what the rules say of the action (its limits included, as validate() says), then the
// action applied whatever they say.
ReplayStep playStep(GameState &state, const Action &action);

// REC-EMPTY-DECK: the deck a refill for a row of `level` is drawn from: that level, else the one just above,
// else the one just below; 0 if none of these has a card (the slot stays empty, never two levels away).
int refillLevel(const std::array<int, 3> &deck, int level);

// REC-COST: the bribes on the trolls below a recruited troll, in market order (Market::below), when the
// table did not say which lies where: coins first, then the other resources in resource order.
std::vector<Resource> bribeOrder(const ResourceCounts &paid);
// The bribes a recruit lays on the trolls below: Recruit::bribesPlaced, or bribeOrder() of what it paid.
std::vector<Resource> bribesLaid(const GameState &state, int player, const Recruit &recruit);

// TURN-MANDATORY: whether the player could recruit, or pay for any tunnel anywhere.
bool canRecruit(const GameState &state, int player);
bool canDig(const GameState &state, int player);

// Where a payment can come from, for callers that do not care which troll pays: storage first or trolls first
// (the rulebook's advice: trolls first, their icons refill). Clan carts are never chosen. Returns nullopt if
// the player cannot pay.
std::optional<Payment> autoPay(const GameState &state, int player, const ResourceCounts &cost,
                               bool trollsFirst = true);

// The cart a move of a `clan` statue pays with when the caller does not choose (a preview, a list of
// destinations): a generic one as autoPay finds it, else a cart with the statue's clan mark (CART-CLAN).
std::optional<Payment> autoPayStatueCart(const GameState &state, int player, Clan clan);

// Payments and counts the GUI and tests need.
ResourceCounts paymentTotal(const GameState &state, int player, const Payment &payment);

} // namespace hk
