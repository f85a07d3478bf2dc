#include "scoring/score_sheet.h"

#include "i18n/arg_text.h"
#include "rules/rule_ids.h"

#include <QCoreApplication>
#include <QHash>

#include <array>
#include <map>

namespace hk {

namespace {

// Translation context "ScoreSheet" (a class, so that lupdate and the runtime agree on it).
class SheetText {
    Q_DECLARE_TR_FUNCTIONS(ScoreSheet)
};

QString playerPath(qsizetype i)
{
    return indexPath(QStringLiteral("players"), i);
}
QString fieldPath(qsizetype player, const char *field)
{
    return childPath(playerPath(player), QLatin1String(field));
}
QString itemPath(qsizetype player, const char *list, qsizetype item)
{
    return indexPath(fieldPath(player, list), item);
}

// The box holds this many clan trolls of each level.
constexpr std::array<int, 4> kTrollsPerLevel{0, 21, 17, 17};

void checkRange(ProblemReporter &check, int value, int min, int max, const QString &path, const char *ruleId)
{
    if (value < min || value > max)
        check.error(path,
                    SheetText::tr("expected an integer from %1 to %2, found %3")
                        .arg(argText(min), argText(max), argText(value)),
                    QLatin1String(ruleId));
}

void checkPlayerCount(ProblemReporter &check, const ScoreSheet &sheet)
{
    using namespace sheet_limits;
    const auto count = sheet.players.size();
    if (count < kMinPlayers || count > kMaxPlayers)
        check.error(QStringLiteral("players"),
                    SheetText::tr("expected %1 to %2 players, found %3")
                        .arg(argText(kMinPlayers), argText(kMaxPlayers), argText(count)));
}

void checkNames(ProblemReporter &check, const ScoreSheet &sheet)
{
    QHash<QString, qsizetype> seen;
    for (qsizetype i = 0; i < qsizetype(sheet.players.size()); ++i) {
        const QString name = sheet.players[i].name.trimmed();
        const QString path = fieldPath(i, "name");
        if (name.isEmpty()) {
            check.error(path, SheetText::tr("expected a player name, found an empty one"));
            continue;
        }
        if (seen.contains(name))
            check.error(path,
                        SheetText::tr("the name \"%1\" is already used by players[%2]; names must be unique")
                            .arg(name, seen.value(name)));
        else
            seen.insert(name, i);
    }
}

void checkTeams(ProblemReporter &check, const ScoreSheet &sheet)
{
    using namespace sheet_limits;
    if (!sheet.teams) {
        for (qsizetype i = 0; i < qsizetype(sheet.players.size()); ++i)
            if (sheet.players[i].team != 0)
                check.error(fieldPath(i, "team"),
                            SheetText::tr("a team is allowed only in a team sheet (\"teams\": true)"),
                            QLatin1String(rule::TeamSetup));
        return;
    }
    if (sheet.players.size() != kTeamPlayers) {
        check.error(QStringLiteral("players"),
                    SheetText::tr("a team sheet has exactly 4 players, found %1").arg(sheet.players.size()),
                    QLatin1String(rule::TeamSetup));
        return;
    }
    std::array<int, 3> members{};
    for (qsizetype i = 0; i < qsizetype(sheet.players.size()); ++i) {
        const int team = sheet.players[i].team;
        if (team == 1 || team == 2)
            ++members[team];
        else
            check.error(fieldPath(i, "team"), SheetText::tr("expected team 1 or 2, found %1").arg(team),
                        QLatin1String(rule::TeamSetup));
    }
    if (members[1] + members[2] == kTeamPlayers && members[1] != 2)
        check.error(QStringLiteral("players"),
                    SheetText::tr("each team has exactly 2 players, found %1 in team 1 and %2 in team 2")
                        .arg(argText(members[1]), argText(members[2])),
                    QLatin1String(rule::TeamSetup));
}

void checkTunnels(ProblemReporter &check, const ScoreSheet &sheet)
{
    using namespace sheet_limits;
    int tiles = 0;
    for (qsizetype i = 0; i < qsizetype(sheet.players.size()); ++i) {
        const SheetPlayer &player = sheet.players[i];
        if (player.tunnelPoints && !player.tunnels.empty())
            check.error(
                fieldPath(i, "tunnelPoints"),
                SheetText::tr("give either the tunnels or the tunnel points from the score track, not both"));
        if (player.tunnelPoints)
            checkRange(check, *player.tunnelPoints, 0, kMaxTunnelPoints, fieldPath(i, "tunnelPoints"),
                       rule::DigScore);
        for (qsizetype t = 0; t < qsizetype(player.tunnels.size()); ++t) {
            checkRange(check, player.tunnels[t].size, kMinTunnelSize, kMaxTunnelSize,
                       childPath(itemPath(i, "tunnels", t), QStringLiteral("size")), rule::DigScore);
            if (++tiles == kTunnelTiles + 1)
                check.error(
                    itemPath(i, "tunnels", t),
                    SheetText::tr("more tunnels than the %1 tunnel tiles in the box").arg(kTunnelTiles),
                    QLatin1String(rule::DigSupply));
        }
    }
}

void checkCoronation(ProblemReporter &check, const ScoreSheet &sheet)
{
    std::map<int, qsizetype> holder;
    for (qsizetype i = 0; i < qsizetype(sheet.players.size()); ++i) {
        const int token = sheet.players[i].coronation;
        const QString path = fieldPath(i, "coronation");
        if (token != 0 && token != 3 && token != 5) {
            check.error(path, SheetText::tr("expected 0, 3 or 5, found %1").arg(token),
                        QLatin1String(rule::ScoreCrown));
            continue;
        }
        if (token == 0)
            continue;
        if (token == 5 && sheet.players.size() == 2)
            check.error(path, SheetText::tr("a 2-player game uses only the coronation token 3"),
                        QLatin1String(rule::SetCrowns));
        if (holder.count(token))
            check.error(
                path,
                SheetText::tr("the coronation token %1 is already held by players[%2]; there is only one")
                    .arg(argText(token), argText(holder[token])),
                QLatin1String(rule::EndCrown));
        else
            holder[token] = i;
    }
    if (sheet.players.size() > 2 && holder.count(3) && !holder.count(5))
        check.warning(
            fieldPath(holder[3], "coronation"),
            SheetText::tr("the coronation token 3 is taken only after the token 5, which nobody holds"),
            QLatin1String(rule::EndCrown));
}

void checkPedestalTokens(ProblemReporter &check, const ScoreSheet &sheet)
{
    using namespace sheet_limits;
    int count = 0;
    for (qsizetype i = 0; i < qsizetype(sheet.players.size()); ++i) {
        const auto &tokens = sheet.players[i].pedestalTokens;
        for (qsizetype t = 0; t < qsizetype(tokens.size()); ++t) {
            const QString path = itemPath(i, "pedestalTokens", t);
            checkRange(check, tokens[t], kMinTokenValue, kMaxTokenValue, path, rule::ScorePedTokens);
            if (++count == kPedestalTokens + 1)
                check.error(path,
                            SheetText::tr("more pedestal score tokens than the %1 of the pedestal track")
                                .arg(kPedestalTokens),
                            QLatin1String(rule::SetPedTrack));
        }
    }
}

void checkResources(ProblemReporter &check, const ScoreSheet &sheet)
{
    ResourceCounts sum{};
    for (qsizetype i = 0; i < qsizetype(sheet.players.size()); ++i)
        for (Resource r : kAllResources) {
            const int n = at(sheet.players[i].resources, r);
            checkRange(check, n, 0, sheet_limits::kMaxResourceCount,
                       childPath(fieldPath(i, "resources"), resourceId(r)), rule::ScoreLeftover);
            at(sum, r) += std::max(0, n);
        }
    for (Resource r : kAllResources)
        if (at(sum, r) > boxCount(r))
            check.warning(
                QStringLiteral("players"),
                SheetText::tr("%1 %2 in all, more than the %3 in the box (a count from retailers' "
                              "component lists: the rulebook gives none); allowed, since the rules do not "
                              "limit the supply")
                    .arg(argText(at(sum, r)), resourceName(r), argText(boxCount(r))),
                QLatin1String(rule::ScoreLeftover));
}

void checkHalls(ProblemReporter &check, const ScoreSheet &sheet)
{
    int count = 0;
    for (qsizetype i = 0; i < qsizetype(sheet.players.size()); ++i) {
        const auto &halls = sheet.players[i].halls;
        for (qsizetype h = 0; h < qsizetype(halls.size()); ++h) {
            const QString path = itemPath(i, "halls", h);
            if (halls[h].low < 0)
                check.error(childPath(path, QStringLiteral("low")),
                            SheetText::tr("expected an integer ≥ 0, found %1").arg(halls[h].low),
                            QLatin1String(rule::ScoreHall));
            if (halls[h].high < halls[h].low)
                check.error(childPath(path, QStringLiteral("high")),
                            SheetText::tr("expected an integer ≥ the low value %1, found %2")
                                .arg(argText(halls[h].low), argText(halls[h].high)),
                            QLatin1String(rule::ScoreHall));
            if (++count == sheet_limits::kHalls + 1)
                check.error(
                    path, SheetText::tr("more great halls than the %1 in the box").arg(sheet_limits::kHalls),
                    QLatin1String(rule::ScoreHall));
        }
    }
}

void checkStatues(ProblemReporter &check, const ScoreSheet &sheet)
{
    std::map<Clan, int> perClan;
    // layer x clan -> the player and statue standing on it
    std::map<std::pair<Clan, int>, std::pair<qsizetype, qsizetype>> pedestals;
    for (qsizetype i = 0; i < qsizetype(sheet.players.size()); ++i) {
        const auto &statues = sheet.players[i].statues;
        for (qsizetype s = 0; s < qsizetype(statues.size()); ++s) {
            const SheetStatue &statue = statues[s];
            const QString path = itemPath(i, "statues", s);
            if (statue.clan == Clan::Mud)
                check.error(childPath(path, QStringLiteral("clan")),
                            SheetText::tr("expected one of %1, found \"mud\"; there are no Mud statues")
                                .arg(statueClanIdList()),
                            QLatin1String(rule::ScoreStatue));
            checkRange(check, statue.layer, 1, sheet_limits::kLayers,
                       childPath(path, QStringLiteral("layer")), rule::ScoreStatue);
            if (++perClan[statue.clan] == kStatuesPerClan + 1)
                check.error(childPath(path, QStringLiteral("clan")),
                            SheetText::tr("more %1 statues than the %2 in the box")
                                .arg(clanName(statue.clan), argText(kStatuesPerClan)),
                            QLatin1String(rule::ScoreStatue));
            if (statue.onOwnPedestal) {
                const auto key = std::make_pair(statue.clan, statue.layer);
                if (pedestals.count(key))
                    check.error(childPath(path, QStringLiteral("onOwnPedestal")),
                                SheetText::tr(
                                    "there is only one %1 pedestal in layer %2, and %3 already stands on it")
                                    .arg(clanName(statue.clan), argText(statue.layer),
                                         SheetText::tr("%1's statue %2")
                                             .arg(sheet.players[pedestals[key].first].name.trimmed(),
                                                  argText(pedestals[key].second + 1))),
                                QLatin1String(rule::PedUnique));
                else
                    pedestals[key] = {i, s};
            }
        }
    }
}

void checkTrollLevels(ProblemReporter &check, const ScoreSheet &sheet)
{
    std::array<int, 4> perLevel{};
    for (qsizetype i = 0; i < qsizetype(sheet.players.size()); ++i) {
        const auto &levels = sheet.players[i].trollLevels;
        if (levels.size() > size_t(sheet_limits::kMaxClanTrolls))
            check.error(
                fieldPath(i, "trollLevels"),
                SheetText::tr("at most %1 clan trolls fit in a moot above the 4 starting trolls, found %2")
                    .arg(argText(sheet_limits::kMaxClanTrolls), argText(levels.size())),
                QLatin1String(rule::MootSlots));
        // SCORE-TIE: a coronation token is taken with the 10th troll, so its holder's moot is full: 6 clan
        // trolls. An empty list means "not entered"; a partial one would decide a tie on wrong data.
        const int token = sheet.players[i].coronation;
        if ((token == 3 || token == 5) && !levels.empty() &&
            levels.size() < size_t(sheet_limits::kMaxClanTrolls))
            check.error(
                fieldPath(i, "trollLevels"),
                SheetText::tr("the holder of the coronation token %1 has a full moot, %2 clan trolls; "
                              "found %3 (leave the list empty if they are not known)")
                    .arg(argText(token), argText(sheet_limits::kMaxClanTrolls), argText(levels.size())),
                QLatin1String(rule::ScoreTie));
        for (qsizetype t = 0; t < qsizetype(levels.size()); ++t) {
            const QString path = itemPath(i, "trollLevels", t);
            const int level = levels[t];
            if (level < 1 || level > 3) {
                checkRange(check, level, 1, 3, path, rule::ScoreTie);
                continue;
            }
            if (++perLevel[level] == kTrollsPerLevel[level] + 1)
                check.error(path, SheetText::tr("more level-%1 trolls than the %2 in the box")
                                      .arg(argText(level), argText(kTrollsPerLevel[level])));
        }
    }
}

} // namespace

Problems validateSheet(const ScoreSheet &sheet)
{
    Problems problems;
    ProblemReporter check(problems);
    checkPlayerCount(check, sheet);
    checkNames(check, sheet);
    checkTeams(check, sheet);
    checkTunnels(check, sheet);
    checkCoronation(check, sheet);
    checkPedestalTokens(check, sheet);
    checkResources(check, sheet);
    checkHalls(check, sheet);
    checkStatues(check, sheet);
    checkTrollLevels(check, sheet);
    locateProblems(problems, sheetLocation);
    return problems;
}

ProblemLocation sheetLocation(const QString &path)
{
    using Part = ProblemLocation::Part;
    static const QHash<QString, Part> sections{
        {QStringLiteral("name"), Part::Name},
        {QStringLiteral("team"), Part::Team},
        {QStringLiteral("tunnelPoints"), Part::TunnelPoints},
        {QStringLiteral("tunnels"), Part::Tunnels},
        {QStringLiteral("coronation"), Part::Coronation},
        {QStringLiteral("pedestalTokens"), Part::PedestalTokens},
        {QStringLiteral("resources"), Part::Resources},
        {QStringLiteral("halls"), Part::Halls},
        {QStringLiteral("statues"), Part::Statues},
        {QStringLiteral("trollLevels"), Part::TrollLevels},
    };
    const std::vector<PathStep> steps = pathSteps(path);
    ProblemLocation where;
    if (steps.empty())
        return where;
    if (steps[0].key == QLatin1String("teams"))
        where.part = Part::Teams;
    if (steps[0].key != QLatin1String("players"))
        return where;
    where.part = Part::Players;
    if (steps.size() < 2 || steps[1].index < 0)
        return where;
    where.player = steps[1].index;
    where.part = Part::Player;
    if (steps.size() < 3)
        return where;
    where.part = sections.value(steps[2].key, Part::Player);
    if (where.part == Part::Name)
        where.field = ProblemLocation::Field::Name;
    if (steps.size() < 4)
        return where;
    if (where.part == Part::Resources) {
        where.resource = resourceFromId(steps[3].key);
        return where;
    }
    where.item = steps[3].index;
    if (steps.size() >= 5)
        where.field = ProblemLocation::fieldFromKey(steps[4].key);
    return where;
}

} // namespace hk
