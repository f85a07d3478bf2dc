#include "scoring/final_score.h"

#include "scoring/dig_score.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <functional>

namespace hk {

int statueValue(int layer, bool onOwnPedestal)
{
    if (layer < 1 || layer > sheet_limits::kLayers)
        return 0;
    return 2 * layer * (onOwnPedestal ? 2 : 1);
}

int hallValue(const SheetHall &hall)
{
    return std::max(0, hall.altar ? hall.high : hall.low);
}

namespace {

std::vector<std::vector<int>> entityMembers(const ScoreSheet &sheet)
{
    std::vector<std::vector<int>> members;
    if (sheet.teams) {
        members.resize(2);
        for (int i = 0; i < int(sheet.players.size()); ++i)
            if (sheet.players[i].team == 1 || sheet.players[i].team == 2)
                members[sheet.players[i].team - 1].push_back(i);
    } else {
        for (int i = 0; i < int(sheet.players.size()); ++i)
            members.push_back({i});
    }
    return members;
}

// SCORE-ONE-PER-TUNNEL: group the statues by tunnel label (a statue without one is alone) and let the best of
// each group score; on equal values the first listed scores.
void chooseCountedStatues(EntityScore &entity)
{
    QHash<QString, int> groupOfLabel;
    int groups = 0;
    for (StatueScore &line : entity.statueLines) {
        const QString label = line.statue.tunnel.trimmed();
        if (label.isEmpty()) {
            line.tunnelGroup = groups++;
            continue;
        }
        auto group = groupOfLabel.find(label);
        if (group == groupOfLabel.end())
            group = groupOfLabel.insert(label, groups++);
        line.tunnelGroup = *group;
    }
    std::vector<int> best(groups, -1);
    for (int i = 0; i < int(entity.statueLines.size()); ++i) {
        int &b = best[entity.statueLines[i].tunnelGroup];
        if (b < 0 || entity.statueLines[i].value > entity.statueLines[b].value)
            b = i;
    }
    entity.statues = 0;
    for (int i = 0; i < int(entity.statueLines.size()); ++i) {
        StatueScore &line = entity.statueLines[i];
        const int b = best[line.tunnelGroup];
        line.counted = b == i;
        line.countedInstead = line.counted ? -1 : b;
        if (line.counted)
            entity.statues += line.value;
    }
}

EntityScore scoreEntity(const ScoreSheet &sheet, const std::vector<int> &members)
{
    EntityScore e;
    e.members = members;
    ResourceCounts pooled{};
    for (int p : members) {
        const SheetPlayer &player = sheet.players[p];
        e.memberNames << player.name;
        if (player.tunnelPoints) {
            e.tunnelsFromTrack = true;
            e.tunnelTrackPoints += std::max(0, *player.tunnelPoints);
        }
        for (int t = 0; t < int(player.tunnels.size()); ++t) {
            const SheetTunnel &tunnel = player.tunnels[t];
            e.tunnelLines.push_back({{p, t}, tunnel, tunnelPoints(tunnel.size, tunnel.mineral)});
        }
        if (player.coronation == 3 || player.coronation == 5)
            e.coronation += player.coronation;
        for (int value : player.pedestalTokens) {
            e.pedestalTokenValues.push_back(value);
            e.pedestalTokens += std::max(0, value);
        }
        for (int k = 0; k < kResourceKinds; ++k)
            pooled[k] += std::max(0, player.resources[k]);
        for (int h = 0; h < int(player.halls.size()); ++h)
            e.hallLines.push_back({{p, h}, player.halls[h], hallValue(player.halls[h])});
        for (int s = 0; s < int(player.statues.size()); ++s) {
            const SheetStatue &statue = player.statues[s];
            StatueScore line;
            line.ref = {p, s};
            line.statue = statue;
            line.value = statue.clan == Clan::Mud ? 0 : statueValue(statue.layer, statue.onOwnPedestal);
            e.statueLines.push_back(line);
        }
        for (int level : player.trollLevels)
            if (level >= 1 && level <= 3)
                e.trollLevelSum += level;
        if (player.trollLevels.empty())
            e.trollLevelsMissing << player.name;
    }
    e.tunnels = e.tunnelTrackPoints;
    for (const TunnelScore &line : e.tunnelLines)
        e.tunnels += line.points;
    e.leftover = optimizeLeftovers(pooled);
    e.leftovers = e.leftover.sets;
    for (const HallScore &line : e.hallLines)
        e.halls += line.points;
    chooseCountedStatues(e);
    e.total = e.tunnels + e.coronation + e.pedestalTokens + e.leftovers + e.halls + e.statues;
    return e;
}

// SCORE-TIE: the higher total wins; on equal totals the lower troll level sum wins, unless the tie-break is
// undecided for that total (troll levels not entered): then nobody of the tie ranks above another.
bool ranksAbove(const EntityScore &a, const EntityScore &b, const QSet<int> &undecidedTotals)
{
    if (a.total != b.total)
        return a.total > b.total;
    return !undecidedTotals.contains(a.total) && a.trollLevelSum < b.trollLevelSum;
}

// The totals that two or more ranked entities share while one of them lacks its troll levels.
QSet<int> undecidedTotals(const std::vector<EntityScore> &entities, const std::vector<bool> &ranked)
{
    QSet<int> undecided;
    for (size_t a = 0; a < entities.size(); ++a)
        for (size_t b = 0; b < entities.size(); ++b)
            if (a != b && ranked[a] && ranked[b] && entities[a].total == entities[b].total &&
                !(entities[a].trollLevelsMissing.isEmpty() && entities[b].trollLevelsMissing.isEmpty()))
                undecided.insert(entities[a].total);
    return undecided;
}

bool anythingEntered(const SheetPlayer &p)
{
    return tunnelsEntered(p) || p.coronation || !p.pedestalTokens.empty() || total(p.resources) ||
           !p.halls.empty() || !p.statues.empty();
}

// Scores every entity, then ranks those `ranked` says (the others keep rank 0, last in the ranking) and
// groups their ties.
SheetScore scoreRanked(const ScoreSheet &sheet, Standing standing,
                       const std::function<bool(const EntityScore &)> &isRanked)
{
    SheetScore result;
    result.standing = standing;
    const auto groups = entityMembers(sheet);
    for (int g = 0; g < int(groups.size()); ++g) {
        EntityScore entity = scoreEntity(sheet, groups[g]);
        if (sheet.teams) {
            entity.team = g + 1;
            entity.name = QStringLiteral("Team %1").arg(g + 1); // fixed in files; entityLabel() translates it
        } else {
            entity.name = sheet.players[g].name;
        }
        result.entities.push_back(std::move(entity));
    }

    auto &entities = result.entities;
    std::vector<bool> ranked;
    for (const EntityScore &e : entities)
        ranked.push_back(isRanked(e));
    const QSet<int> undecided = undecidedTotals(entities, ranked);
    const auto above = [&](int a, int b) {
        if (ranked[a] != ranked[b])
            return bool(ranked[a]);
        return ranked[a] && ranksAbove(entities[a], entities[b], undecided);
    };
    for (int i = 0; i < int(entities.size()); ++i) {
        result.ranking.push_back(i);
        int better = 0;
        for (int other = 0; other < int(entities.size()); ++other)
            better += above(other, i) ? 1 : 0;
        entities[i].rank = ranked[i] ? 1 + better : 0;
    }
    std::stable_sort(result.ranking.begin(), result.ranking.end(), above);
    for (int i : result.ranking)
        if (entities[i].rank == 1)
            result.winners.push_back(i);

    for (size_t start = 0; start < result.ranking.size();) {
        size_t end = start + 1;
        const int total = entities[result.ranking[start]].total;
        if (!ranked[result.ranking[start]])
            break; // those not ranked come last, and tie with no one
        while (end < result.ranking.size() && ranked[result.ranking[end]] &&
               entities[result.ranking[end]].total == total)
            ++end;
        if (end - start > 1) {
            TieGroup tie;
            tie.total = total;
            tie.entities.assign(result.ranking.begin() + start, result.ranking.begin() + end);
            tie.undecided = undecided.contains(total);
            for (int i : tie.entities)
                tie.missingLevels << entities[i].trollLevelsMissing;
            tie.fullyShared =
                !tie.undecided && std::all_of(tie.entities.begin(), tie.entities.end(), [&](int i) {
                    return entities[i].trollLevelSum == entities[tie.entities.front()].trollLevelSum;
                });
            result.ties.push_back(std::move(tie));
        }
        start = end;
    }
    return result;
}

} // namespace

bool tunnelsEntered(const SheetPlayer &player)
{
    return player.tunnelPoints || !player.tunnels.empty();
}

Standing sheetStanding(const ScoreSheet &sheet)
{
    if (!sheet.players.empty() && std::all_of(sheet.players.begin(), sheet.players.end(), tunnelsEntered))
        return Standing::Final;
    return std::any_of(sheet.players.begin(), sheet.players.end(), anythingEntered) ? Standing::Projected
                                                                                    : Standing::Empty;
}

SheetScore scoreSheet(const ScoreSheet &sheet)
{
    // SHEET-COMPLETE: until every player's tunnels are entered, only those with something entered are ranked.
    SheetScore result = scoreRanked(sheet, sheetStanding(sheet), [&](const EntityScore &e) {
        return std::any_of(e.members.begin(), e.members.end(),
                           [&](int p) { return anythingEntered(sheet.players[size_t(p)]); });
    });
    for (const SheetPlayer &p : sheet.players)
        if (!tunnelsEntered(p))
            result.tunnelsMissing << p.name;
    return result;
}

SheetScore scoreSheet(const ScoreSheet &sheet, Standing standing)
{
    return scoreRanked(sheet, standing, [](const EntityScore &) { return true; });
}

} // namespace hk
