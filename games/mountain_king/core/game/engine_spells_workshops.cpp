// The first step of a turn: casting a spell (SPELL-*) and using workshops (WS-*).
#include "game/engine_parts.h"
#include "rules/rule_ids.h"

#include "i18n/arg_text.h"
#include "scoring/dig_score.h"

#include <QSet>

#include <algorithm>

namespace hk {

using namespace engine_detail;

namespace engine_detail {

void validateSpell(const GameState &state, const Action &a, const CastSpell &s, Verdict &v)
{
    if (!checkTurnStep(state, a.player, s, v))
        return;
    if (s.slot < 0 || s.slot > 2)
        v.add({Reason::SpellUnknownSlot, {}, s.slot});
    const ResourceCounts paid = checkPayment(state, a.player, s.rune, v);
    if (paid != one(Resource::Rune))
        v.add({Reason::SpellNeedsOneRune});
    const Storage &storage = state.storageOf(a.player);
    for (Resource r : kAllResources) {
        const int after = at(storage.resources, r) - at(s.rune.fromStorage, r) + at(s.gain, r);
        if (after < 0 && at(s.gain, r) < 0) // a payment beyond the storage is SPEND-ANY's
            v.add({Reason::SpellTakesTooMuch,
                   {},
                   -at(s.gain, r),
                   std::max(0, at(storage.resources, r) - at(s.rune.fromStorage, r)),
                   resourceName(r)});
    }
}

void validateWorkshop(const GameState &state, const Action &a, const UseWorkshop &w, Verdict &v,
                      BoardIndex &boardIndex)
{
    if (!checkTurnStep(state, a.player, w, v))
        return;
    const SpaceIndex &index = boardIndex.of(state.board);
    // WS-USE limits the workshops, not the records: the workshop used this turn may be activated again, as
    // its own action, while it has open entrances left (WS-ENTRANCES counts this turn's activations).
    const bool sameWorkshop = state.turn.workshopSite == w.site;
    if (state.turn.workshop && !sameWorkshop) {
        const int used =
            state.turn.workshopSite ? index.workshopAt(*state.turn.workshopSite) : SpaceIndex::kNone;
        v.add(
            {Reason::WorkshopTwice,
             state.turn.workshopSite ? std::vector<Square>{*state.turn.workshopSite} : std::vector<Square>{},
             0, 0, used == SpaceIndex::kNone ? QString() : workshopName(static_cast<WorkshopKind>(used))});
    }
    const int earlier = sameWorkshop ? state.turn.workshopActivations : 0;
    for (Violation x :
         validateWorkshopUse(state.board, index, a.player, w.site, earlier + int(w.exchanges.size()))
             .violations) {
        if (x.reason == Reason::WorkshopTooManyActivations && earlier > 0) {
            x.reason = Reason::WorkshopEntrancesUsed; // says how many this turn already
            x.subject = QString::number(earlier);
        }
        v.add(x);
    }
    const int kindIndex = index.workshopAt(w.site);
    if (kindIndex == SpaceIndex::kNone)
        return;
    const WorkshopInfo &info = workshopInfo(static_cast<WorkshopKind>(kindIndex));
    // Each activation in turn: the gains of one may pay for the next.
    GameState scratch = state;
    for (const WorkshopExchange &e : w.exchanges) {
        const ResourceCounts paid = checkPayment(scratch, a.player, e.give, v);
        bool known = false;
        if (info.movesFromTroll) {
            const Icon *icon = e.fromTroll ? iconAt(scratch, a.player, *e.fromTroll) : nullptr;
            if (!icon || !iconFilled(scratch, a.player, *e.fromTroll) || !e.give.empty()) {
                v.add({Reason::WorkshopNoTrollResource});
                continue;
            }
            known = e.get == one(icon->resource);
        } else if (info.anyTwoFor) {
            known = total(paid) == 2 && e.get == one(*info.anyTwoFor);
        } else {
            known = std::any_of(info.exchanges.begin(), info.exchanges.end(),
                                [&](const Exchange &x) { return x.give == paid && x.get == e.get; });
        }
        if (!known) {
            v.add({Reason::WorkshopExchangeUnknown, {w.site}, int(info.kind), 0, workshopName(info.kind)});
            continue;
        }
        applyPayment(scratch, a.player, e.give);
        if (e.fromTroll)
            scratch.players[a.player].moot.pyramid[e.fromTroll->slot].filled[e.fromTroll->icon] = false;
        gain(scratch, a.player, e.get);
    }
}

void applySpell(GameState &state, const Action &a, const CastSpell &s)
{
    applyPayment(state, a.player, s.rune);
    gain(state, a.player, s.gain);
    if (s.slot >= 0 && s.slot < 3) {
        SpellSlot &spell = state.spells[s.slot];
        if (++spell.runes >= 3) { // SPELL-DISSOLVE
            spell.runes = 0;
            spell.name = s.revealed;
        }
    }
    state.turn.spell = true;
}

void applyWorkshop(GameState &state, const Action &a, const UseWorkshop &w)
{
    for (const WorkshopExchange &e : w.exchanges) {
        applyPayment(state, a.player, e.give);
        if (e.fromTroll && iconAt(state, a.player, *e.fromTroll)) {
            MootSlot &slot = state.players[a.player].moot.pyramid[e.fromTroll->slot];
            if (e.fromTroll->icon < int(slot.filled.size()))
                slot.filled[e.fromTroll->icon] = false;
        }
        gain(state, a.player, e.get);
    }
    if (state.turn.workshopSite != w.site)
        state.turn.workshopActivations = 0;
    state.turn.workshop = true;
    state.turn.workshopSite = w.site;
    state.turn.workshopActivations += int(w.exchanges.size());
}

} // namespace engine_detail

} // namespace hk
