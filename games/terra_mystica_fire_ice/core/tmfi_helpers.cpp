#include "tmfi_helpers.h"

#include "catalog/rule_id.h"

#include "i18n/arg_text.h"
#include "tmfi_rules.h"

#include <QCoreApplication>

#include <algorithm>

namespace hk::tmfi {

namespace {

class HelperText {
    Q_DECLARE_TR_FUNCTIONS(TerraMysticaFireIce)
};

// The rule under which a faction that chooses a terrain holds it.
const char *choiceRule(const Faction &faction)
{
    if (faction.kind == FactionKind::Ice)
        return rule::IceStart;
    if (faction.kind == FactionKind::Volcano)
        return rule::VolcanoStart;
    return QLatin1String(faction.id) == QLatin1String("shapeshifters") ? rule::ShapeshiftersHome
                                                                       : rule::RiverwalkersStart;
}

QString who(const std::vector<FactionPick> &picks, size_t index)
{
    return picks[index].player.isEmpty() ? HelperText::tr("pick %1").arg(argText(index + 1))
                                         : picks[index].player;
}

// The terrain a pick holds for the picks after it: a base faction's home, the terrain an ice or variable
// faction chose (a volcano faction's start terrain means nothing to others, TMFI-017).
std::optional<Terrain> heldTerrain(const FactionPick &pick)
{
    const Faction *f = findFaction(pick.faction);
    if (!f || f->kind == FactionKind::Volcano)
        return std::nullopt;
    return f->kind == FactionKind::Base ? f->home : pick.terrain;
}

} // namespace

base::Verdict checkBid(int bid, std::optional<int> highest)
{
    const int lowest = highest ? *highest + 1 : 0;
    base::Verdict verdict;
    if (bid < lowest || bid > kAuctionStart)
        verdict.violations.push_back({base::ruleId(rule::Auction), {argText(bid), argText(lowest)}});
    return verdict;
}

int auctionStartVp(int bid)
{
    return kAuctionStart - std::clamp(bid, 0, kAuctionStart);
}

std::optional<int> nextOpeningBidder(int winner, const std::vector<bool> &hasFaction)
{
    const int players = int(hasFaction.size());
    for (int k = 1; k <= players; ++k) {
        const int seat = ((winner + k) % players + players) % players;
        if (!hasFaction[size_t(seat)])
            return seat;
    }
    return std::nullopt;
}

TurnOrder nextRoundOrder(const QStringList &thisRound, const QStringList &passed)
{
    TurnOrder order;
    for (qsizetype i = 0; i < passed.size(); ++i)
        if (!thisRound.contains(passed[i]) || passed.indexOf(passed[i]) != i)
            order.verdict.violations.push_back({base::ruleId(rule::TurnOrder), {passed[i]}});
        else
            order.next << passed[i];
    for (const QString &name : thisRound)
        if (!order.next.contains(name))
            order.next << name;
    return order;
}

base::Verdict checkPicks(const std::vector<FactionPick> &picks, const QStringList &auctioned)
{
    base::Verdict verdict;
    const auto refuse = [&](const char *rule, const QStringList &arguments) {
        verdict.violations.push_back({base::ruleId(rule), arguments});
    };
    for (size_t i = 0; i < picks.size(); ++i) {
        const Faction *f = findFaction(picks[i].faction);
        if (!f)
            continue;
        const QString name = f->name.text();
        bool refused = false;
        // TM-FACTIONS, TM-COLOURS: against every earlier pick.
        for (size_t j = 0; j < i && !refused; ++j) {
            const Faction *other = findFaction(picks[j].faction);
            if (!other)
                continue;
            if (other == f) {
                refuse(rule::Factions, {name, who(picks, j)});
                refused = true;
            } else if (!factionColour(*f).isEmpty() && factionColour(*f) == factionColour(*other)) {
                refuse(rule::Colours, {name, other->name.text(), colourName(factionColour(*f)).text()});
                refused = true;
            }
        }
        if (refused)
            continue;
        if (f->kind == FactionKind::Base) {
            // Its home terrain taken as an ice or variable faction's terrain (TMFI-016, 018, 019).
            for (size_t j = 0; j < i; ++j) {
                const Faction *other = findFaction(picks[j].faction);
                if (other && other->kind != FactionKind::Base && other->kind != FactionKind::Volcano &&
                    heldTerrain(picks[j]) == f->home) {
                    refuse(choiceRule(*other), {name, terrainName(*f->home).text(), other->name.text()});
                    break;
                }
            }
            continue;
        }
        if (!picks[i].terrain)
            continue; // not chosen yet
        const Terrain terrain = *picks[i].terrain;
        // Against the picks before it; a volcano faction chooses after everyone, so against all the others.
        const size_t end = f->kind == FactionKind::Volcano ? picks.size() : i;
        for (size_t j = 0; j < end; ++j) {
            if (j == i)
                continue;
            if (heldTerrain(picks[j]) == terrain) {
                refuse(choiceRule(*f), {name, terrainName(terrain).text(), factionName(picks[j].faction)});
                break;
            }
        }
        // TMFI-024: not the home terrain of an auctioned faction (ice and variable factions).
        if (f->kind != FactionKind::Volcano)
            for (const QString &a : auctioned)
                if (const Faction *other = findFaction(a); other && other != f && other->home == terrain) {
                    refuse(rule::AuctionTerrains, {name, terrainName(terrain).text(), other->name.text()});
                    break;
                }
    }
    return verdict;
}

QStringList availableFactions(const std::vector<FactionPick> &picks, const QStringList &auctioned)
{
    const size_t before = checkPicks(picks, auctioned).violations.size();
    QStringList available;
    for (const Faction &f : allFactions()) {
        const QString id = QString::fromLatin1(f.id);
        if (!auctioned.isEmpty() && !auctioned.contains(id))
            continue;
        std::vector<FactionPick> more = picks;
        more.push_back({id});
        if (checkPicks(more, auctioned).violations.size() == before)
            available << id;
    }
    return available;
}

std::vector<Terrain> availableTerrains(const std::vector<FactionPick> &picks, const QString &faction,
                                       const QStringList &auctioned)
{
    const Faction *f = findFaction(faction);
    if (!f)
        return {};
    const size_t before = checkPicks(picks, auctioned).violations.size();
    std::vector<Terrain> available;
    for (Terrain t : allTerrains()) {
        if (f->kind == FactionKind::Base && f->home != t)
            continue;
        std::vector<FactionPick> more = picks;
        more.push_back({faction, t});
        if (checkPicks(more, auctioned).violations.size() == before)
            available.push_back(t);
    }
    return available;
}

std::vector<Terrain> riverwalkerPriestTerrains(Terrain start)
{
    std::vector<Terrain> terrains;
    for (Terrain t : allTerrains())
        if (t != start)
            terrains.push_back(t);
    return terrains;
}

TransformCost transformCost(const FactionPick &pick, Terrain from, bool othersHome)
{
    const Faction *f = findFaction(pick.faction);
    if (!f)
        return {0, CostUnit::Impossible, {}};
    switch (f->kind) {
    case FactionKind::Base:
        if (QLatin1String(f->id) == QLatin1String("giants"))
            return {from == *f->home ? 0 : 2, CostUnit::Spades, base::ruleId(rule::Cycle)};
        return {cycleDistance(from, *f->home), CostUnit::Spades, base::ruleId(rule::Cycle)};
    case FactionKind::Ice:
        if (!pick.terrain)
            return {0, CostUnit::Impossible, base::ruleId(rule::IceSpades)};
        // Their own start terrain costs 1 spade too (TMFI-020).
        return {std::max(1, cycleDistance(from, *pick.terrain)), CostUnit::Spades,
                base::ruleId(rule::IceSpades)};
    case FactionKind::Volcano:
        if (QLatin1String(f->id) == QLatin1String("dragonlords"))
            return {othersHome ? 2 : 1, CostUnit::PowerTokens, base::ruleId(rule::VolcanoTransform)};
        return {othersHome ? 4 : 3, CostUnit::CultSteps, base::ruleId(rule::VolcanoTransform)};
    case FactionKind::Variable:
        break;
    }
    if (QLatin1String(f->id) == QLatin1String("riverwalkers") || !pick.terrain)
        return {0, CostUnit::Impossible,
                base::ruleId(QLatin1String(f->id) == QLatin1String("riverwalkers")
                                 ? rule::VolcanoTransform
                                 : rule::ShapeshiftersSpades)};
    return {cycleDistance(from, *pick.terrain), CostUnit::Spades, base::ruleId(rule::ShapeshiftersSpades)};
}

} // namespace hk::tmfi
