// The clan market (REC-*): recruiting a troll, its bribes, the refills and the retiring trolls, the crown.
#include "game/engine_parts.h"
#include "rules/rule_ids.h"

#include "i18n/arg_text.h"
#include "scoring/dig_score.h"

#include <QSet>

#include <algorithm>

namespace hk {

using namespace engine_detail;

namespace engine_detail {

int bagTotal(const std::array<int, 3> &bag)
{
    return bag[0] + bag[1] + bag[2];
}

int recruitCost(int level)
{
    return level == 1 ? 0 : (level == 2 ? 2 : 5);
}

const MarketSlot *marketSlot(const GameState &state, int level, int position)
{
    if (level < 1 || level > 3 || position < 0 || position >= int(state.market.rows[level - 1].size()))
        return nullptr;
    return &state.market.rows[level - 1][position];
}

// REC-COST: one bribe on each troll below, in market order, as bribesLaid() says (whoever recruits one of
// them later takes the bribes lying on it, REC-TAKE).
void layBribes(Market &market, int level, int position, const std::vector<Resource> &bribes)
{
    size_t next = 0;
    for (const auto &[l, p] : Market::below(level, position))
        if (l >= 1 && l <= 3 && p >= 0 && p < int(market.rows[l - 1].size()) && next < bribes.size())
            ++at(market.rows[l - 1][p].bribes, bribes[next++]);
}

// The market pyramid whose trolls retire after a recruit (REC-RETIRE), in market order.
std::vector<std::pair<int, int>> retiring(const Market &market)
{
    std::vector<std::pair<int, int>> result;
    for (int level = 1; level <= 3; ++level)
        for (int p = 0; p < int(market.rows[level - 1].size()); ++p) {
            const MarketSlot &m = market.rows[level - 1][p];
            if (m.card && total(m.bribes) >= 4)
                result.push_back({level, p});
        }
    return result;
}

void validateRecruit(const GameState &state, const Action &a, const Recruit &r, Verdict &v)
{
    if (!checkTurnStep(state, a.player, r, v))
        return;
    const Moot &moot = state.players[a.player].moot;
    if (moot.full()) {
        v.add({Reason::TurnMootFull});
        return;
    }
    const MarketSlot *slot = marketSlot(state, r.level, r.position);
    if (!slot || !slot->card) {
        v.add({Reason::RecruitNoCard});
        return;
    }
    for (const auto &[level, position] : Market::below(r.level, r.position)) {
        const MarketSlot *under = marketSlot(state, level, position);
        if (!under || !under->card)
            v.add({Reason::RecruitBelowEmpty});
    }
    // REC-COST: one bribe on each troll below; coins, unless a spell says otherwise (the rulebook: bribes
    // are 「一般是金幣，但有時因咒語的效果會是資源」). Spell effects are applied by hand, so any resource is
    // accepted after a spell this turn.
    const ResourceCounts paid = checkPayment(state, a.player, r.bribes, v);
    if (total(paid) != recruitCost(r.level))
        v.add({Reason::RecruitBribes, {}, recruitCost(r.level), total(paid), countsText(paid)});
    else if (at(paid, Resource::Coin) != total(paid) && !state.turn.spell)
        v.add({Reason::RecruitBribesNotCoins, {}, 0, 0, countsText(paid)});
    // Where the table put each bribe: one on each troll below, exactly the bribes paid.
    if (!r.bribesPlaced.empty()) {
        ResourceCounts placed{};
        for (Resource b : r.bribesPlaced)
            ++at(placed, b);
        if (placed != paid) // the number of them is the payment's (RecruitBribes)
            v.add({Reason::RecruitBribesPlaced,
                   {},
                   recruitCost(r.level),
                   int(r.bribesPlaced.size()),
                   countsText(placed)});
    }
    if (r.slot < 0 || r.slot >= kMootSlots)
        v.add({Reason::MootSlotUnknown, {}, r.slot, kMootSlots});
    else if (moot.pyramid[r.slot].troll)
        v.add({Reason::MootSlotTaken, {}, r.slot});
    else if (!moot.canHold(r.slot))
        v.add({Reason::MootSlotUnsupported, {}, r.slot});

    // The refill of the empty slot (REC-TAKE, REC-EMPTY-DECK). Ruling: the card's own level decides its
    // pedestal, whichever row it stands in ("if the refilled troll is level 2"); the row only sets the
    // bribes.
    std::array<int, 3> deck = state.market.deck;
    std::array<int, 3> bag = state.pedestalBag();
    // REC-TAKE: with a level-3 card you *may* take any pedestal from the bag (「你可以」): none is legal too.
    if (r.chosenPedestal) {
        if (slot->card->level != 3)
            v.add({Reason::PedestalChoice});
        else if (*r.chosenPedestal == Clan::Mud || bag[statueClanIndex(*r.chosenPedestal)] < 1)
            v.add({Reason::PedestalNotInBag, {}, 0, 0, clanName(*r.chosenPedestal)});
        else
            --bag[statueClanIndex(*r.chosenPedestal)];
    }
    const auto checkRefill = [&](const std::optional<MarketCard> &refill, int level, bool slotHasPedestal) {
        const int from = refillLevel(deck, level);
        if (from == 0) {
            if (refill)
                v.add({Reason::RefillUnexpected, {}, level});
            return;
        }
        if (!refill) {
            v.add({Reason::RefillMissing, {}, from});
            return;
        }
        if (refill->card.level != from)
            v.add({Reason::RefillWrongLevel, {}, from, refill->card.level});
        if (hasFault(refill->card, TrollCardFault::NoIcons)) // a card in play has its icons
            v.add({Reason::RefillNoIcons, {}, from});
        --deck[from - 1];
        if (from == 2 && !slotHasPedestal && bagTotal(bag) > 0) {
            if (!refill->pedestal)
                v.add({Reason::RefillPedestal});
            else if (*refill->pedestal == Clan::Mud || bag[statueClanIndex(*refill->pedestal)] < 1)
                v.add({Reason::PedestalNotInBag, {}, 0, 0, clanName(*refill->pedestal)});
            else
                --bag[statueClanIndex(*refill->pedestal)];
        }
    };
    checkRefill(r.refill, r.level, false);

    // REC-RETIRE: after the bribes, every market troll holding 4 of them retires and is replaced.
    Market market = state.market;
    layBribes(market, r.level, r.position, bribesLaid(state, a.player, r));
    market.rows[r.level - 1][r.position].bribes = {};
    const auto retire = retiring(market);
    if (retire.size() != r.retireRefills.size())
        v.add({Reason::RetireRefills, {}, int(retire.size()), int(r.retireRefills.size())});
    for (size_t i = 0; i < retire.size() && i < r.retireRefills.size(); ++i) {
        const MarketSlot &m = market.rows[retire[i].first - 1][retire[i].second];
        ++deck[m.card->level - 1]; // the retired card goes under its deck first
        checkRefill(r.retireRefills[i], retire[i].first, m.pedestal.has_value());
    }
}

void takeCrownIfComplete(GameState &state, int player)
{
    PlayerState &p = state.players[player];
    if (!p.moot.full() || p.coronation != 0)
        return;
    if (state.playerCount() > 2 && !state.crown5Taken) {
        p.coronation = 5;
        state.crown5Taken = true;
    } else if (!state.crown3Taken) {
        p.coronation = 3;
        state.crown3Taken = true;
        // END-ROUNDS: finish this round, then two more turns each.
        const int n = state.playerCount();
        state.lastTurn = (state.round() + 3) * n - 1;
    }
}

// Puts the drawn card in the slot, drawn from the deck of its own level: the card the table drew, even one
// the rules would not have drawn (an override, REC-EMPTY-DECK). A level-2 card draws a pedestal unless the
// slot still holds one (Ruling: a retiring level-2 troll leaves its pedestal on the slot).
void refillSlot(GameState &state, MarketSlot &slot, const std::optional<MarketCard> &refill)
{
    slot.card.reset();
    slot.bribes = {};
    const int from = refill ? refill->card.level : 0;
    if (from < 1 || from > 3)
        return;
    slot.card = refill->card;
    state.market.deck[from - 1] = std::max(0, state.market.deck[from - 1] - 1);
    if (from == 2 && !slot.pedestal)
        slot.pedestal = refill->pedestal;
}

void applyRecruit(GameState &state, const Action &a, const Recruit &r)
{
    PlayerState &player = state.players[a.player];
    if (!marketSlot(state, r.level, r.position) || r.slot < 0 || r.slot >= kMootSlots ||
        player.moot.pyramid[r.slot].troll)
        return;
    const std::vector<Resource> bribes = bribesLaid(state, a.player, r);
    applyPayment(state, a.player, r.bribes);
    layBribes(state.market, r.level, r.position, bribes);

    MarketSlot &slot = state.market.rows[r.level - 1][r.position];
    const int cardLevel = slot.card ? slot.card->level : r.level;
    Storage &storage = state.storageOf(a.player);
    if (slot.card) {
        MootSlot &mootSlot = player.moot.pyramid[r.slot];
        mootSlot.troll = slot.card;
        mootSlot.filled.assign(slot.card->icons.size(), false);
    }
    for (int k = 0; k < kResourceKinds; ++k)
        storage.resources[k] = addSaturated(storage.resources[k], slot.bribes[k]);
    if (slot.pedestal && *slot.pedestal != Clan::Mud) // REC-TAKE: the level-2 troll's pedestal (TEAM-PED)
        ++storage.pedestals[statueClanIndex(*slot.pedestal)];
    slot.pedestal.reset();
    if (cardLevel == 3 && r.chosenPedestal && *r.chosenPedestal != Clan::Mud &&
        state.pedestalBag()[statueClanIndex(*r.chosenPedestal)] > 0)
        ++storage.pedestals[statueClanIndex(*r.chosenPedestal)];
    refillSlot(state, slot, r.refill);

    // REC-RETIRE
    const auto retire = retiring(state.market);
    for (size_t i = 0; i < retire.size(); ++i) {
        MarketSlot &m = state.market.rows[retire[i].first - 1][retire[i].second];
        ++state.market.deck[m.card->level - 1];
        refillSlot(state, m, i < r.retireRefills.size() ? std::optional(r.retireRefills[i]) : std::nullopt);
    }

    // MOOT-CHAIN: the new troll and the triangle below it gain the resource of every empty icon.
    if (player.moot.pyramid[r.slot].troll)
        for (int s : Moot::triangle(r.slot)) {
            MootSlot &t = player.moot.pyramid[s];
            if (t.troll)
                std::fill(t.filled.begin(), t.filled.end(), true);
        }
    takeCrownIfComplete(state, a.player);
    state.turn.main = true;
}

} // namespace engine_detail

std::vector<Resource> bribeOrder(const ResourceCounts &paid)
{
    std::vector<Resource> bribes(size_t(std::max(0, at(paid, Resource::Coin))), Resource::Coin);
    for (Resource r : kAllResources)
        if (r != Resource::Coin)
            bribes.insert(bribes.end(), size_t(std::max(0, at(paid, r))), r);
    return bribes;
}

std::vector<Resource> bribesLaid(const GameState &state, int player, const Recruit &recruit)
{
    if (!recruit.bribesPlaced.empty())
        return recruit.bribesPlaced;
    return bribeOrder(paymentTotal(state, player, recruit.bribes));
}

int refillLevel(const std::array<int, 3> &deck, int level)
{
    // One level up, else one level down; never two levels away (「從更高一級的牌堆…則改為拿低一級的巨魔」).
    for (int l : {level, level + 1, level - 1})
        if (l >= 1 && l <= 3 && deck[l - 1] > 0)
            return l;
    return 0;
}

bool canRecruit(const GameState &state, int player)
{
    if (state.players[player].moot.full())
        return false;
    // REC-COST: coins, or after a spell this turn any resource.
    const ResourceCounts purse = state.purse(player).resources;
    const int bribes = state.turn.spell ? total(purse) : at(purse, Resource::Coin);
    for (int level = 1; level <= 3; ++level)
        for (int p = 0; p < int(state.market.rows[level - 1].size()); ++p) {
            if (!state.market.rows[level - 1][p].card || bribes < recruitCost(level))
                continue;
            const auto under = Market::below(level, p);
            if (std::all_of(under.begin(), under.end(), [&](const auto &lp) {
                    const MarketSlot *s = marketSlot(state, lp.first, lp.second);
                    return s && s->card;
                }))
                return true;
        }
    return false;
}

} // namespace hk
