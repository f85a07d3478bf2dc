#include "game/engine.h"
#include "rules/rule_ids.h"

#include "i18n/arg_text.h"
#include "scoring/dig_score.h"

#include <QCoreApplication>
#include <QSet>

namespace hk {

namespace {

class EngineText {
    Q_DECLARE_TR_FUNCTIONS(Engine)
};

// ---- Spending (SPEND-ANY, CART-CLAN)
// ---------------------------------------------------------------------------

const Icon *iconAt(const GameState &state, int player, const IconRef &ref)
{
    const Moot &moot = state.players[player].moot;
    if (ref.slot < 0 || ref.slot >= kMootSlots || !moot.pyramid[ref.slot].troll)
        return nullptr;
    const TrollCard &card = *moot.pyramid[ref.slot].troll;
    if (ref.icon < 0 || ref.icon >= int(card.icons.size()))
        return nullptr;
    return &card.icons[ref.icon];
}

bool iconFilled(const GameState &state, int player, const IconRef &ref)
{
    const MootSlot &slot = state.players[player].moot.pyramid[ref.slot];
    return ref.icon < int(slot.filled.size()) && slot.filled[ref.icon];
}

// Checks a payment and totals it. Clan carts may be spent only to move a statue of their clan
// (`clanCartFor`).
ResourceCounts checkPayment(const GameState &state, int player, const Payment &payment, Verdict &v,
                            std::optional<Clan> clanCartFor = std::nullopt)
{
    ResourceCounts totalPaid{};
    const Storage &storage = state.storageOf(player);
    for (Resource r : kAllResources) {
        const int n = at(payment.fromStorage, r);
        if (n < 0 || n > at(storage.resources, r))
            v.add({Reason::SpendStorageShort, {}, n, at(storage.resources, r), resourceName(r)});
        at(totalPaid, r) += std::max(0, n);
    }
    QSet<QPair<int, int>> seen;
    for (const IconRef &ref : payment.fromTrolls) {
        const Icon *icon = iconAt(state, player, ref);
        if (!icon) {
            v.add({Reason::SpendIconUnknown, {}, ref.slot, ref.icon});
            continue;
        }
        if (seen.contains({ref.slot, ref.icon})) {
            v.add({Reason::SpendIconTwice, {}, ref.slot, ref.icon});
            continue;
        }
        seen.insert({ref.slot, ref.icon});
        if (!iconFilled(state, player, ref)) {
            v.add({Reason::SpendIconEmpty, {}, ref.slot, ref.icon});
            continue;
        }
        if (icon->resource == Resource::Cart && icon->cartClan && icon->cartClan != clanCartFor)
            v.add({Reason::SpendClanCart, {}, 0, 0, clanName(*icon->cartClan)});
        ++at(totalPaid, icon->resource);
    }
    return totalPaid;
}

void applyPayment(GameState &state, int player, const Payment &payment)
{
    Storage &storage = state.storageOf(player);
    for (int k = 0; k < kResourceKinds; ++k)
        storage.resources[k] = std::max(0, storage.resources[k] - std::max(0, payment.fromStorage[k]));
    for (const IconRef &ref : payment.fromTrolls)
        if (iconAt(state, player, ref)) {
            MootSlot &slot = state.players[player].moot.pyramid[ref.slot];
            if (ref.icon < int(slot.filled.size()))
                slot.filled[ref.icon] = false;
        }
}

// Far beyond every limit, and far below INT_MAX: a replay of actions beyond the limits (a file edited by
// hand) saturates here instead of overflowing, and sums of a few such values still fit an int.
constexpr qint64 kSaturation = 100'000'000;

int addSaturated(int a, int b)
{
    return int(std::clamp(qint64(a) + qint64(b), -kSaturation, kSaturation));
}

void gain(GameState &state, int player, const ResourceCounts &gains)
{
    Storage &storage = state.storageOf(player);
    for (int k = 0; k < kResourceKinds; ++k)
        storage.resources[k] = std::max(0, addSaturated(storage.resources[k], gains[k]));
}

QString countsText(const ResourceCounts &c)
{
    QStringList parts;
    for (Resource r : kAllResources)
        if (at(c, r) > 0)
            parts << QStringLiteral("%1 %2").arg(argText(at(c, r)), resourceName(r));
    return parts.isEmpty() ? EngineText::tr("nothing") : parts.join(QStringLiteral(", "));
}

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

// Whether checkTurnStep stopped there: nothing else of the action was checked.
bool stoppedAtTurn(const Verdict &v)
{
    return std::any_of(v.violations.begin(), v.violations.end(), [](const Violation &x) {
        return x.reason == Reason::GameOver || x.reason == Reason::TurnNotYours;
    });
}

} // namespace

// ---- Market (REC-*)
// ------------------------------------------------------------------------------------------------

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

namespace {

// The SpaceIndex of a state's board, built the first time a validator asks for it: most actions never need
// one, and a replay keeps it from one action to the next until an action changes the board (a dig, a hall, a
// statue move: apply() forgets it then). Only ever for the board of the state being validated or applied.
class BoardIndex {
public:
    const SpaceIndex &of(const BoardState &board)
    {
        if (!m_index)
            m_index.emplace(board);
        return *m_index;
    }
    void forget() { m_index.reset(); }

private:
    std::optional<SpaceIndex> m_index;
};

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

// ---- Validation, action by action
// ---------------------------------------------------------------------------------

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

void validateTrade(const GameState &state, const Action &a, const TradeFourForOne &t, Verdict &v)
{
    if (!checkTurnStep(state, a.player, t, v))
        return;
    const ResourceCounts paid = checkPayment(state, a.player, t.give, v);
    if (total(paid) != 4)
        v.add({Reason::TradeNotFour, {}, 4, total(paid)});
}

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

// ---- Application
// -----------------------------------------------------------------------------------------------------

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

// ---- Limits

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

Replay replay(const GameSetup &setup, const std::vector<Action> &log, int count)
{
    Replay result{GameState(setup), {}, -1};
    const int n = count < 0 ? int(log.size()) : std::min<int>(count, int(log.size()));
    result.steps.reserve(size_t(std::max(n, 0)));
    BoardIndex boardIndex;                    // one index of the board while no action changes it
    Holdings before = holdings(result.state); // each step's "after" is the next step's "before"
    for (int i = 0; i < n; ++i) {
        const Action &a = log[i];
        ReplayStep step;
        step.verdict = validateRules(result.state, a, boardIndex);
        apply(result.state, a, boardIndex);
        Holdings after = holdings(result.state);
        if (a.player >= 0 && a.player < result.state.playerCount())
            addLimitViolations(result.state, after, a.player, step.verdict);
        if (!step.verdict.ok() && (!a.override || step.verdict.breaksALimit()) && result.firstInvalid < 0)
            result.firstInvalid = i;
        step.ledger = ledgerBetween(before, after);
        before = std::move(after);
        result.steps.push_back(std::move(step));
    }
    return result;
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

std::optional<Payment> autoPay(const GameState &state, int player, const ResourceCounts &cost,
                               bool trollsFirst)
{
    Payment payment;
    ResourceCounts left = cost;
    const Storage &storage = state.storageOf(player);
    const Moot &moot = state.players[player].moot;
    const auto fromTrolls = [&] {
        for (int s = 0; s < kMootSlots; ++s) {
            const MootSlot &slot = moot.pyramid[s];
            if (!slot.troll)
                continue;
            for (int i = 0; i < int(slot.troll->icons.size()) && i < int(slot.filled.size()); ++i) {
                const Icon &icon = slot.troll->icons[i];
                if (!slot.filled[i] || (icon.resource == Resource::Cart && icon.cartClan) ||
                    at(left, icon.resource) <= 0)
                    continue;
                payment.fromTrolls.push_back({s, i});
                --at(left, icon.resource);
            }
        }
    };
    const auto fromStorage = [&] {
        for (Resource r : kAllResources) {
            const int take = std::min(at(left, r), at(storage.resources, r));
            at(payment.fromStorage, r) += take;
            at(left, r) -= take;
        }
    };
    if (trollsFirst) {
        fromTrolls();
        fromStorage();
    } else {
        fromStorage();
        fromTrolls();
    }
    if (total(left) > 0)
        return std::nullopt;
    return payment;
}

std::optional<Payment> autoPayStatueCart(const GameState &state, int player, Clan clan)
{
    if (std::optional<Payment> generic = autoPay(state, player, one(Resource::Cart)))
        return generic;
    const Moot &moot = state.players[player].moot;
    for (int slot = 0; slot < kMootSlots; ++slot)
        if (const auto &troll = moot.pyramid[slot].troll)
            for (int i = 0; i < int(troll->icons.size()) && i < int(moot.pyramid[slot].filled.size()); ++i)
                if (moot.pyramid[slot].filled[i] && troll->icons[i].resource == Resource::Cart &&
                    troll->icons[i].cartClan == clan)
                    return Payment{{}, {{slot, i}}};
    return std::nullopt;
}

ResourceCounts paymentTotal(const GameState &state, int player, const Payment &payment)
{
    Verdict ignored;
    return checkPayment(state, player, payment,
                        ignored); // the total; what is wrong with it is validate()'s business
}

} // namespace hk
