// Spending (SPEND-ANY, CART-CLAN) and the trade of four for one: what a payment may take, and who pays when
// the caller does not say.
#include "game/engine_parts.h"
#include "rules/rule_ids.h"

#include "i18n/arg_text.h"
#include "scoring/dig_score.h"

#include <QSet>

#include <algorithm>

namespace hk {

using namespace engine_detail;

namespace engine_detail {

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
                            std::optional<Clan> clanCartFor)
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

void validateTrade(const GameState &state, const Action &a, const TradeFourForOne &t, Verdict &v)
{
    if (!checkTurnStep(state, a.player, t, v))
        return;
    const ResourceCounts paid = checkPayment(state, a.player, t.give, v);
    if (total(paid) != 4)
        v.add({Reason::TradeNotFour, {}, 4, total(paid)});
}

} // namespace engine_detail

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
