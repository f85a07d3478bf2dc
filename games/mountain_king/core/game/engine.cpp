// The engine's public face (game/engine.h): the order of a turn's steps, the limits, and validate(), apply()
// and replay(), which dispatch each action to its family's part (engine_*.cpp, engine_parts.h).

#include "game/engine.h"
#include "game/engine_parts.h"
#include "rules/rule_ids.h"

#include "i18n/arg_text.h"
#include "scoring/dig_score.h"

#include <QSet>

#include <algorithm>

namespace hk {

using namespace engine_detail;

namespace engine_detail {

// ---- Turns (TURN-ORDER, END-ROUNDS)
// ------------------------------------------------------------------------------

// Step 2 is settled when the player recruited or dug, or could do neither (TURN-MANDATORY) and so went on to
// step 3 or 4, or may: a trade made after a hall or a statue move cannot reopen step 2 (TURN-ORDER).
bool mainStepSettled(const GameState &state, int player)
{
    const TurnState &turn = state.turn;
    return turn.main || turn.hall || turn.moved || (!canRecruit(state, player) && !canDig(state, player));
}

void stepPassed(Verdict &v, const QString &what)
{
    v.add({Reason::TurnStepPassed, {}, 0, 0, what});
}

// END-ROUNDS and TURN-ORDER for an action of the kind of `body` (its contents are not looked at): the one
// place the order of a turn's steps is checked, for validate() and for every preview. Returns false when
// nothing else is worth checking (the game is over, or it is another player's turn).
bool checkTurnStep(const GameState &state, int player, const ActionBody &body, Verdict &v)
{
    if (std::holds_alternative<Correction>(body))
        return true; // a correction may be entered at any time
    if (state.over()) {
        v.add({Reason::GameOver});
        return false;
    }
    if (player != state.currentPlayer()) {
        v.add({Reason::TurnNotYours, {}, 0, 0, state.players[state.currentPlayer()].name});
        return false;
    }
    const TurnState &turn = state.turn;
    const auto mainStep = [&](const QString &beforeLaterSteps) {
        if (turn.main)
            v.add({Reason::TurnAlreadyDone, {}, 0, 0, EngineText::tr("recruit or dig")});
        else if (turn.hall || turn.moved)
            stepPassed(v, beforeLaterSteps);
    };
    // Step 1 is over once step 2 is played, and also once step 3 or 4 is: when step 2 is skipped
    // (TURN-MANDATORY), a hall or a statue move still comes after the spell and the workshop.
    const auto firstStep = [&](const QString &beforeMainStep, const QString &beforeLaterSteps) {
        if (turn.main)
            stepPassed(v, beforeMainStep);
        else if (turn.hall || turn.moved)
            stepPassed(v, beforeLaterSteps);
    };
    std::visit(Overloaded{
                   [&](const CastSpell &) {
                       firstStep(EngineText::tr("spells are cast before recruiting or digging"),
                                 EngineText::tr("spells are cast before halls and statue moves"));
                       if (turn.spell)
                           v.add({Reason::SpellTwice});
                   },
                   [&](const UseWorkshop &) {
                       firstStep(EngineText::tr("workshops are used before recruiting or digging"),
                                 EngineText::tr("workshops are used before halls and statue moves"));
                   },
                   [&](const Recruit &) {
                       mainStep(EngineText::tr("recruiting comes before halls and statue moves"));
                   },
                   [&](const DigAction &) {
                       mainStep(EngineText::tr("digging comes before halls and statue moves"));
                   },
                   [&](const DedicateHall &) {
                       if (turn.hall)
                           v.add({Reason::HallTwice});
                       if (turn.moved)
                           stepPassed(v, EngineText::tr("halls are dedicated before statues move"));
                       else if (!mainStepSettled(state, player))
                           stepPassed(v, EngineText::tr("recruit or dig first"));
                   },
                   [&](const MoveStatue &) {
                       if (!mainStepSettled(state, player))
                           stepPassed(v, EngineText::tr("recruit or dig first"));
                   },
                   [&](const TradeFourForOne &) {},
                   [&](const Correction &) {},
                   [&](const EndTurn &) {},
               },
               body);
    return true;
}

// Whether checkTurnStep stopped there: nothing else of the action was checked.
bool stoppedAtTurn(const Verdict &v)
{
    return std::any_of(v.violations.begin(), v.violations.end(), [](const Violation &x) {
        return x.reason == Reason::GameOver || x.reason == Reason::TurnNotYours;
    });
}

// ---- Corrections, the end of a turn, the limits
// ------------------------------------------------------------------------------

void validateCorrection(const GameState &state, const Action &a, const Correction &c, Verdict &v)
{
    const Storage &storage = state.storageOf(a.player);
    for (Resource r : kAllResources)
        if (at(storage.resources, r) + at(c.storage, r) < 0)
            v.add({Reason::SpendStorageShort,
                   {},
                   -at(c.storage, r),
                   at(storage.resources, r),
                   resourceName(r)});
}

void validateEndTurn(const GameState &state, const Action &a, Verdict &v)
{
    if (!checkTurnStep(state, a.player, EndTurn{}, v))
        return;
    if (!mainStepSettled(state, a.player))
        v.add({Reason::TurnMustRecruitOrDig});
}

// LIMIT-HOLDINGS, LIMIT-HONOUR after an action of `player`: the holdings of the player and of those who share
// the storage.
void addLimitViolations(const GameState &after, const Holdings &h, int player, Verdict &v)
{
    for (int p = 0; p < after.playerCount(); ++p) {
        if (p != player && after.players[p].storage != after.players[player].storage)
            continue;
        for (Resource r : kAllResources) {
            const int held = at(h.storage[after.players[p].storage], r) + at(h.trolls[p], r);
            if (held > kMaxHolding)
                v.add({Reason::LimitHoldings, {}, kMaxHolding, held, resourceName(r)});
        }
    }
    const int honour = h.honour[player];
    if (honour < 0 || honour > kMaxHonour)
        v.add({Reason::LimitHonour, {}, kMaxHonour, honour});
}

Verdict validateRules(const GameState &state, const Action &action, BoardIndex &boardIndex)
{
    Verdict v;
    if (action.player < 0 || action.player >= state.playerCount()) {
        v.add({Reason::TurnNotYours,
               {},
               0,
               0,
               state.playerCount() ? state.players[state.currentPlayer()].name : QString()});
        return v;
    }
    std::visit(Overloaded{
                   [&](const CastSpell &body) { validateSpell(state, action, body, v); },
                   [&](const UseWorkshop &body) { validateWorkshop(state, action, body, v, boardIndex); },
                   [&](const Recruit &body) { validateRecruit(state, action, body, v); },
                   [&](const DigAction &body) { validateDigAction(state, action, body, v, boardIndex); },
                   [&](const DedicateHall &body) { validateHallAction(state, action, body, v, boardIndex); },
                   [&](const MoveStatue &body) { validateMoveAction(state, action, body, v, boardIndex); },
                   [&](const TradeFourForOne &body) { validateTrade(state, action, body, v); },
                   [&](const Correction &body) { validateCorrection(state, action, body, v); },
                   [&](const EndTurn &) { validateEndTurn(state, action, v); },
               },
               action.body);
    return v;
}

} // namespace engine_detail

namespace {

// The turn's step for a piece of kind `Kind`, then, unless it stopped there, the rules of space `place()`
// checks: what validate() of a dig or a hall is before its payment.
template <class Kind, class Place> Verdict turnThenPlacement(const GameState &state, int player, Place place)
{
    Verdict v;
    if (checkTurnStep(state, player, Kind{}, v))
        for (const Violation &x : place().violations)
            v.add(x);
    return v;
}

} // namespace

// ---- Public API
// -----------------------------------------------------------------------------------------------------

Verdict validateTurnStep(const GameState &state, int player, const ActionBody &kind)
{
    Verdict v;
    if (player < 0 || player >= state.playerCount())
        return validate(state, {player, kind});
    checkTurnStep(state, player, kind, v);
    return v;
}

Verdict validateDigSpot(const GameState &state, const SpaceIndex &index, const DigRequest &request,
                        DigEffects *effects)
{
    return turnThenPlacement<DigAction>(state, request.player, [&] {
        return validateDig(state.board, index, request, state.purse(request.player), effects);
    });
}

Verdict validateHallSpot(const GameState &state, const SpaceIndex &index, const HallRequest &request,
                         HallEffects *effects)
{
    return turnThenPlacement<DedicateHall>(
        state, request.player, [&] { return validateHall(state.board, index, request, effects); });
}

Verdict validate(const GameState &state, const Action &action)
{
    BoardIndex boardIndex;
    Verdict v = validateRules(state, action, boardIndex);
    if (action.player >= 0 && action.player < state.playerCount()) {
        GameState after = state;
        apply(after, action);
        addLimitViolations(after, holdings(after), action.player, v);
    }
    return v;
}

namespace {

void apply(GameState &state, const Action &action, BoardIndex &boardIndex)
{
    if (action.player < 0 || action.player >= state.playerCount())
        return;
    std::visit(Overloaded{
                   [&](const CastSpell &body) { applySpell(state, action, body); },
                   [&](const UseWorkshop &body) { applyWorkshop(state, action, body); },
                   [&](const Recruit &body) { applyRecruit(state, action, body); },
                   [&](const DigAction &body) { applyDig(state, action, body, boardIndex); },
                   [&](const DedicateHall &body) { applyHall(state, action, body, boardIndex); },
                   [&](const MoveStatue &body) { applyMove(state, action, body, boardIndex); },
                   [&](const TradeFourForOne &body) {
                       applyPayment(state, action.player, body.give);
                       gain(state, action.player, one(body.get));
                   },
                   [&](const Correction &body) {
                       gain(state, action.player, body.storage);
                       PlayerState &p = state.players[action.player];
                       p.tunnelPoints = addSaturated(p.tunnelPoints, body.honour);
                   },
                   [&](const EndTurn &) {
                       TurnState next;
                       next.index = state.turn.index + 1;
                       state.turn = next;
                   },
               },
               action.body);
}

} // namespace

void apply(GameState &state, const Action &action)
{
    BoardIndex boardIndex;
    apply(state, action, boardIndex);
}

Holdings holdings(const GameState &state)
{
    Holdings h;
    h.storage.reserve(state.storages.size());
    h.pedestals.reserve(state.storages.size());
    h.trolls.reserve(state.players.size());
    h.honour.reserve(state.players.size());
    for (const Storage &s : state.storages) {
        h.storage.push_back(s.resources);
        h.pedestals.push_back(s.pedestals);
    }
    for (const PlayerState &p : state.players) {
        ResourceCounts onTrolls = p.moot.resources();
        for (int c : p.moot.clanCarts())
            at(onTrolls, Resource::Cart) += c;
        h.trolls.push_back(onTrolls);
        h.honour.push_back(p.tunnelPoints);
    }
    return h;
}

Ledger ledgerBetween(const Holdings &before, const Holdings &after)
{
    Ledger l;
    for (size_t i = 0; i < after.storage.size(); ++i) {
        ResourceCounts d{};
        std::array<int, 3> p{};
        for (int k = 0; k < kResourceKinds; ++k)
            d[k] = after.storage[i][k] - before.storage[i][k];
        for (int c = 0; c < 3; ++c)
            p[c] = after.pedestals[i][c] - before.pedestals[i][c];
        l.storage.push_back(d);
        l.pedestals.push_back(p);
    }
    for (size_t i = 0; i < after.trolls.size(); ++i) {
        ResourceCounts d{};
        for (int k = 0; k < kResourceKinds; ++k)
            d[k] = after.trolls[i][k] - before.trolls[i][k];
        l.trolls.push_back(d);
        l.honour.push_back(after.honour[i] - before.honour[i]);
    }
    return l;
}

bool Ledger::empty() const
{
    const auto zero = [](const auto &list) {
        return std::all_of(list.begin(), list.end(), [](const auto &x) {
            return std::all_of(x.begin(), x.end(), [](int n) { return n == 0; });
        });
    };
    return zero(storage) && zero(pedestals) && zero(trolls) &&
           std::all_of(honour.begin(), honour.end(), [](int n) { return n == 0; });
}

namespace {

// One step of a replay: the rules (their limits after the action) and the action applied whatever they say.
// `before` is the holdings before it, and becomes those after it.
ReplayStep playStep(GameState &state, const Action &a, BoardIndex &boardIndex, Holdings &before)
{
    ReplayStep step;
    step.verdict = validateRules(state, a, boardIndex);
    apply(state, a, boardIndex);
    Holdings after = holdings(state);
    if (a.player >= 0 && a.player < state.playerCount())
        addLimitViolations(state, after, a.player, step.verdict);
    step.ledger = ledgerBetween(before, after);
    before = std::move(after);
    return step;
}

} // namespace

ReplayStep playStep(GameState &state, const Action &action)
{
    BoardIndex boardIndex;
    Holdings before = holdings(state);
    return playStep(state, action, boardIndex, before);
}

Replay replay(const GameSetup &setup, const std::vector<Action> &log, int count)
{
    Replay result{GameState(setup), {}};
    const int n = count < 0 ? int(log.size()) : std::min<int>(count, int(log.size()));
    result.steps.reserve(size_t(std::max(n, 0)));
    BoardIndex boardIndex;                    // one index of the board while no action changes it
    Holdings before = holdings(result.state); // each step's "after" is the next step's "before"
    for (int i = 0; i < n; ++i)
        result.steps.push_back(playStep(result.state, log[i], boardIndex, before));
    return result;
}

} // namespace hk
