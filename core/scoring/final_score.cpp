#include "scoring/final_score.h"

#include "scoring/dig_score.h"

#include <QHash>
#include <QSet>

#include <algorithm>

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

// The totals that two or more entities share while one of them lacks its troll levels.
QSet<int> undecidedTotals(const std::vector<EntityScore> &entities)
{
    QSet<int> undecided;
    for (const EntityScore &a : entities)
        for (const EntityScore &b : entities)
            if (&a != &b && a.total == b.total &&
                !(a.trollLevelsMissing.isEmpty() && b.trollLevelsMissing.isEmpty()))
                undecided.insert(a.total);
    return undecided;
}

} // namespace

Standing sheetStanding(const ScoreSheet &sheet)
{
    const auto tunnelsEntered = [](const SheetPlayer &p) { return p.tunnelPoints || !p.tunnels.empty(); };
    if (!sheet.players.empty() && std::all_of(sheet.players.begin(), sheet.players.end(), tunnelsEntered))
        return Standing::Final;
    const auto anything = [&](const SheetPlayer &p) {
        return tunnelsEntered(p) || p.coronation || !p.pedestalTokens.empty() || total(p.resources) ||
               !p.halls.empty() || !p.statues.empty();
    };
    return std::any_of(sheet.players.begin(), sheet.players.end(), anything) ? Standing::Projected
                                                                             : Standing::Empty;
}

SheetScore scoreSheet(const ScoreSheet &sheet)
{
    SheetScore result;
    result.standing = sheetStanding(sheet);
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
    const QSet<int> undecided = undecidedTotals(entities);
    const auto above = [&](const EntityScore &a, const EntityScore &b) {
        return ranksAbove(a, b, undecided);
    };
    for (int i = 0; i < int(entities.size()); ++i) {
        result.ranking.push_back(i);
        entities[i].rank =
            1 + int(std::count_if(entities.begin(), entities.end(),
                                  [&](const EntityScore &other) { return above(other, entities[i]); }));
    }
    std::stable_sort(result.ranking.begin(), result.ranking.end(),
                     [&](int a, int b) { return above(entities[a], entities[b]); });
    for (int i : result.ranking)
        if (entities[i].rank == 1)
            result.winners.push_back(i);

    for (size_t start = 0; start < result.ranking.size();) {
        size_t end = start + 1;
        const int total = entities[result.ranking[start]].total;
        while (end < result.ranking.size() && entities[result.ranking[end]].total == total)
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

} // namespace hk
