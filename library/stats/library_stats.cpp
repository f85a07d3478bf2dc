#include "stats/library_stats.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <set>

namespace hk::library {

namespace {

const SnapshotGame *gameOf(const LibrarySnapshot &s, const SnapshotPlay &p)
{
    return p.game >= 0 && size_t(p.game) < s.games.size() ? &s.games[size_t(p.game)] : nullptr;
}

bool highestWins(const LibrarySnapshot &s, const SnapshotPlay &p)
{
    const SnapshotGame *g = gameOf(s, p);
    return !g || g->highestWins;
}

bool isCoop(const LibrarySnapshot &s, const SnapshotPlay &p)
{
    const SnapshotGame *g = gameOf(s, p);
    return g && g->cooperative;
}

bool counted(const LibrarySnapshot &s, int player)
{
    return player >= 0 && !s.players[size_t(player)].anonymous;
}

// `a` better than `b` in a game's direction.
bool better(double a, double b, bool highest)
{
    return highest ? a > b : a < b;
}

// 1 if result a finished above b, -1 below, 0 level or unknown.
int compareResults(const SnapshotResult &a, const SnapshotResult &b, bool highest)
{
    if (a.rank > 0 && b.rank > 0)
        return a.rank < b.rank ? 1 : a.rank > b.rank ? -1 : 0;
    if (a.hasScore() && b.hasScore())
        return better(a.score, b.score, highest) ? 1 : better(b.score, a.score, highest) ? -1 : 0;
    if (a.winner != b.winner)
        return a.winner ? 1 : -1;
    return 0;
}

} // namespace

double median(std::vector<double> &values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    return quantile(values, 0.5);
}

double quantile(const std::vector<double> &sorted, double q)
{
    if (sorted.empty())
        return 0;
    const double at = q * double(sorted.size() - 1);
    const size_t below = size_t(at);
    const double part = at - double(below);
    return below + 1 < sorted.size() ? sorted[below] + part * (sorted[below + 1] - sorted[below])
                                     : sorted[below];
}

bool isCompetitive(const LibrarySnapshot &snapshot, const SnapshotPlay &play)
{
    return !play.ignored && !play.incomplete && !play.noWinStats && !play.usesTeams &&
           !isCoop(snapshot, play);
}

std::vector<int> filterPlays(const LibrarySnapshot &snapshot, const PlayFilter &filter)
{
    std::vector<int> out;
    out.reserve(snapshot.plays.size());
    for (size_t i = 0; i < snapshot.plays.size(); ++i) {
        const SnapshotPlay &p = snapshot.plays[i];
        if (p.ignored || (filter.game >= 0 && p.game != filter.game) ||
            (filter.location >= 0 && p.location != filter.location) ||
            (filter.playerCount > 0 && p.resultCount != filter.playerCount) ||
            (filter.from.isValid() && p.date < filter.from) || (filter.to.isValid() && p.date > filter.to))
            continue;
        bool everyone = true;
        for (int wanted : filter.players) {
            bool present = false;
            for (int r = p.firstResult; r < p.firstResult + p.resultCount && !present; ++r)
                present = snapshot.results[size_t(r)].player == wanted;
            everyone = everyone && present;
        }
        if (everyone)
            out.push_back(int(i));
    }
    return out;
}

std::vector<PlayerSummary> playerSummaries(const LibrarySnapshot &snapshot, const std::vector<int> &plays)
{
    std::vector<PlayerSummary> summaries(snapshot.players.size());
    std::vector<std::vector<double>> scores(snapshot.players.size());
    std::vector<int> run(snapshot.players.size(), 0);
    for (size_t i = 0; i < summaries.size(); ++i)
        summaries[i].player = int(i);
    for (int index : plays) {
        const SnapshotPlay &p = snapshot.plays[size_t(index)];
        const bool competitive = isCompetitive(snapshot, p);
        const bool coop = isCoop(snapshot, p);
        const bool highest = highestWins(snapshot, p);
        int winners = 0;
        for (int r = p.firstResult; r < p.firstResult + p.resultCount; ++r)
            winners += snapshot.results[size_t(r)].winner ? 1 : 0;
        for (int r = p.firstResult; r < p.firstResult + p.resultCount; ++r) {
            const SnapshotResult &result = snapshot.results[size_t(r)];
            if (!counted(snapshot, result.player))
                continue;
            PlayerSummary &s = summaries[size_t(result.player)];
            ++s.plays;
            if (competitive) {
                ++s.competitive.plays;
                int &streak = run[size_t(result.player)];
                if (result.winner) {
                    ++s.competitive.wins;
                    s.sharedWins += winners > 1 ? 1 : 0;
                    s.longestStreak = std::max(s.longestStreak, ++streak);
                } else {
                    streak = 0;
                }
            } else if (!p.incomplete && !p.noWinStats && coop) {
                ++s.coop.plays;
                s.coop.wins += result.winner ? 1 : 0;
            } else if (!p.incomplete && !p.noWinStats && p.usesTeams) {
                ++s.team.plays;
                s.team.wins += result.winner ? 1 : 0;
            }
            if (!p.incomplete && result.hasScore()) {
                scores[size_t(result.player)].push_back(result.score);
                if (!s.best || better(result.score, *s.best, highest))
                    s.best = result.score;
            }
        }
    }
    std::vector<PlayerSummary> out;
    for (size_t i = 0; i < summaries.size(); ++i) {
        PlayerSummary &s = summaries[i];
        if (s.plays == 0)
            continue;
        s.currentStreak = run[i];
        std::vector<double> &values = scores[i];
        s.scoreCount = int(values.size());
        if (!values.empty()) {
            s.average = std::accumulate(values.begin(), values.end(), 0.0) / double(values.size());
            s.median = median(values);
        }
        out.push_back(s);
    }
    return out;
}

std::vector<ScoreSummary> scoreSummaries(const LibrarySnapshot &snapshot, const std::vector<int> &plays)
{
    std::map<std::pair<int, int>, std::pair<int, std::vector<double>>>
        byGame; // (game, count) → plays, scores
    for (int index : plays) {
        const SnapshotPlay &p = snapshot.plays[size_t(index)];
        const SnapshotGame *g = gameOf(snapshot, p);
        if (p.incomplete || !g || g->noPoints)
            continue;
        auto &[count, values] = byGame[{p.game, p.resultCount}];
        bool any = false;
        for (int r = p.firstResult; r < p.firstResult + p.resultCount; ++r)
            if (snapshot.results[size_t(r)].hasScore()) {
                values.push_back(snapshot.results[size_t(r)].score);
                any = true;
            }
        count += any ? 1 : 0;
    }
    std::vector<ScoreSummary> out;
    for (auto &[key, entry] : byGame) {
        auto &[count, values] = entry;
        if (values.empty())
            continue;
        ScoreSummary s;
        s.game = key.first;
        s.playerCount = key.second;
        s.plays = count;
        s.samples = int(values.size());
        const bool highest = snapshot.games[size_t(key.first)].highestWins;
        s.best = highest ? *std::max_element(values.begin(), values.end())
                         : *std::min_element(values.begin(), values.end());
        s.average = std::accumulate(values.begin(), values.end(), 0.0) / double(values.size());
        s.median = median(values);
        out.push_back(s);
    }
    return out;
}

std::vector<HeadToHead> headToHead(const LibrarySnapshot &snapshot, const std::vector<int> &plays)
{
    std::map<std::pair<int, int>, HeadToHead> pairs;
    for (int index : plays) {
        const SnapshotPlay &p = snapshot.plays[size_t(index)];
        if (isCoop(snapshot, p) || p.incomplete)
            continue;
        const bool highest = highestWins(snapshot, p);
        for (int i = p.firstResult; i < p.firstResult + p.resultCount; ++i)
            for (int j = i + 1; j < p.firstResult + p.resultCount; ++j) {
                const SnapshotResult *a = &snapshot.results[size_t(i)];
                const SnapshotResult *b = &snapshot.results[size_t(j)];
                if (!counted(snapshot, a->player) || !counted(snapshot, b->player) ||
                    a->player == b->player || (!a->team.isEmpty() && a->team == b->team))
                    continue;
                if (a->player > b->player)
                    std::swap(a, b);
                HeadToHead &h = pairs[{a->player, b->player}];
                h.first = a->player;
                h.second = b->player;
                ++h.plays;
                const int order = compareResults(*a, *b, highest);
                ++(order > 0 ? h.firstAbove : order < 0 ? h.secondAbove : h.level);
            }
    }
    std::vector<HeadToHead> out;
    for (const auto &[key, h] : pairs)
        out.push_back(h);
    return out;
}

std::vector<Rival> rivalsOf(const std::vector<HeadToHead> &pairs, int player)
{
    std::vector<Rival> out;
    for (const HeadToHead &h : pairs) {
        if (h.first == player)
            out.push_back({h.second, h.plays, h.firstAbove, h.secondAbove, h.level});
        else if (h.second == player)
            out.push_back({h.first, h.plays, h.secondAbove, h.firstAbove, h.level});
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Rival &a, const Rival &b) { return a.plays > b.plays; });
    return out;
}

std::vector<CategoryAverage> categoryAverages(const LibrarySnapshot &snapshot, const std::vector<int> &plays,
                                              int game)
{
    if (game < 0 || size_t(game) >= snapshot.games.size())
        return {};
    const size_t categories = snapshot.games[size_t(game)].categories.size();
    std::map<int, std::vector<std::pair<double, int>>> sums; // player → per category: sum, samples
    for (int index : plays) {
        const SnapshotPlay &p = snapshot.plays[size_t(index)];
        if (p.game != game || p.incomplete)
            continue;
        for (int r = p.firstResult; r < p.firstResult + p.resultCount; ++r) {
            const SnapshotResult &result = snapshot.results[size_t(r)];
            if (!counted(snapshot, result.player) || result.pointsCount == 0)
                continue;
            auto &row = sums[result.player];
            row.resize(categories);
            for (int k = result.firstPoints; k < result.firstPoints + result.pointsCount; ++k) {
                const SnapshotPoints &pt = snapshot.points[size_t(k)];
                if (size_t(pt.category) < categories) {
                    row[size_t(pt.category)].first += pt.points;
                    ++row[size_t(pt.category)].second;
                }
            }
        }
    }
    std::vector<CategoryAverage> out;
    for (const auto &[player, row] : sums)
        for (size_t c = 0; c < row.size(); ++c)
            if (row[c].second > 0)
                out.push_back({player, int(c), row[c].second, row[c].first / row[c].second});
    return out;
}

CategoryTrend categoryTrend(const LibrarySnapshot &snapshot, const std::vector<int> &plays, int game,
                            int category, int player)
{
    CategoryTrend trend;
    std::vector<double> group;
    for (int index : plays) {
        const SnapshotPlay &p = snapshot.plays[size_t(index)];
        if (p.game != game || p.incomplete)
            continue;
        for (int r = p.firstResult; r < p.firstResult + p.resultCount; ++r) {
            const SnapshotResult &result = snapshot.results[size_t(r)];
            for (int k = result.firstPoints; k < result.firstPoints + result.pointsCount; ++k) {
                const SnapshotPoints &pt = snapshot.points[size_t(k)];
                if (pt.category != category)
                    continue;
                group.push_back(pt.points);
                if (result.player == player)
                    trend.points.push_back({index, p.date, pt.points});
            }
        }
    }
    std::sort(group.begin(), group.end());
    trend.samples = int(group.size());
    trend.median = quantile(group, 0.5);
    trend.lower = quantile(group, 0.25);
    trend.upper = quantile(group, 0.75);
    return trend;
}

std::optional<WhyWon> whyWon(const LibrarySnapshot &snapshot, int playIndex)
{
    if (playIndex < 0 || size_t(playIndex) >= snapshot.plays.size())
        return std::nullopt;
    const SnapshotPlay &p = snapshot.plays[size_t(playIndex)];
    const bool highest = highestWins(snapshot, p);
    std::vector<int> winners, others;
    for (int r = p.firstResult; r < p.firstResult + p.resultCount; ++r)
        (snapshot.results[size_t(r)].winner ? winners : others).push_back(r);
    if (winners.size() != 1 || !snapshot.results[size_t(winners.front())].hasScore())
        return std::nullopt;
    // The runner-up: the best of the others by rank, else by score.
    int runnerUp = -1;
    for (int r : others) {
        const SnapshotResult &candidate = snapshot.results[size_t(r)];
        if (!candidate.hasScore())
            continue;
        if (runnerUp < 0 || compareResults(candidate, snapshot.results[size_t(runnerUp)], highest) > 0)
            runnerUp = r;
    }
    if (runnerUp < 0)
        return std::nullopt;
    const SnapshotResult &w = snapshot.results[size_t(winners.front())];
    const SnapshotResult &u = snapshot.results[size_t(runnerUp)];
    WhyWon why;
    why.winner = winners.front();
    why.runnerUp = runnerUp;
    why.margin = highest ? w.score - u.score : u.score - w.score;
    const auto pointsOf = [&snapshot](const SnapshotResult &r) {
        std::map<int, int> points;
        for (int k = r.firstPoints; k < r.firstPoints + r.pointsCount; ++k)
            points[snapshot.points[size_t(k)].category] = snapshot.points[size_t(k)].points;
        return points;
    };
    const std::map<int, int> winnerPoints = pointsOf(w), runnerPoints = pointsOf(u);
    std::set<int> categories;
    for (const auto &points : {winnerPoints, runnerPoints})
        for (const auto &entry : points)
            categories.insert(entry.first);
    const auto pointsIn = [](const std::map<int, int> &points, int category) {
        const auto it = points.find(category);
        return it == points.end() ? 0 : it->second;
    };
    const SnapshotGame *game = gameOf(snapshot, p);
    for (int category : categories) {
        const bool counts =
            !game || size_t(category) >= game->categories.size() || game->categories[size_t(category)].counts;
        const double lead =
            double(pointsIn(winnerPoints, category) - pointsIn(runnerPoints, category)) * (highest ? 1 : -1);
        // A tie-break column has no direction of its own: more of it is better (medals, iron).
        const double tieLead = double(pointsIn(winnerPoints, category) - pointsIn(runnerPoints, category));
        if (counts && lead > why.margin)
            why.deciding.push_back({category, lead});
        else if (!counts && why.margin == 0 && tieLead > 0)
            why.deciding.push_back({category, tieLead, true});
    }
    std::stable_sort(why.deciding.begin(), why.deciding.end(),
                     [](const DecidingCategory &a, const DecidingCategory &b) {
                         return a.tieBreak != b.tieBreak ? a.tieBreak : a.lead > b.lead;
                     });
    return why;
}

std::vector<SeatEffect> seatEffects(const LibrarySnapshot &snapshot, const std::vector<int> &plays)
{
    std::map<int, std::pair<SeatEffect, double>> seats; // seat → effect, score sum
    for (int index : plays) {
        const SnapshotPlay &p = snapshot.plays[size_t(index)];
        if (!isCompetitive(snapshot, p))
            continue;
        for (int r = p.firstResult; r < p.firstResult + p.resultCount; ++r) {
            const SnapshotResult &result = snapshot.results[size_t(r)];
            if (result.seat <= 0)
                continue;
            auto &[effect, sum] = seats[result.seat];
            effect.seat = result.seat;
            ++effect.wins.plays;
            effect.wins.wins += result.winner ? 1 : 0;
            if (result.hasScore()) {
                ++effect.samples;
                sum += result.score;
            }
        }
    }
    std::vector<SeatEffect> out;
    for (auto &[seat, entry] : seats) {
        auto &[effect, sum] = entry;
        effect.average = effect.samples ? sum / effect.samples : 0;
        out.push_back(effect);
    }
    return out;
}

StartEffect startEffect(const LibrarySnapshot &snapshot, const std::vector<int> &plays)
{
    StartEffect effect;
    for (int index : plays) {
        const SnapshotPlay &p = snapshot.plays[size_t(index)];
        if (!isCompetitive(snapshot, p))
            continue;
        bool known = false;
        for (int r = p.firstResult; r < p.firstResult + p.resultCount; ++r)
            known = known || snapshot.results[size_t(r)].startPlayer;
        if (!known)
            continue;
        for (int r = p.firstResult; r < p.firstResult + p.resultCount; ++r) {
            const SnapshotResult &result = snapshot.results[size_t(r)];
            WinCount &count = result.startPlayer ? effect.starting : effect.following;
            ++count.plays;
            count.wins += result.winner ? 1 : 0;
        }
    }
    return effect;
}

std::vector<ResultInHistory> playInHistory(const LibrarySnapshot &snapshot, int playIndex)
{
    std::vector<ResultInHistory> out;
    if (playIndex < 0 || size_t(playIndex) >= snapshot.plays.size())
        return out;
    const SnapshotPlay &play = snapshot.plays[size_t(playIndex)];
    const bool highest = highestWins(snapshot, play);
    std::vector<double> sameCount;
    std::map<int, std::vector<double>> earlier; // player → their earlier scores in this game
    for (size_t i = 0; i < snapshot.plays.size(); ++i) {
        const SnapshotPlay &p = snapshot.plays[i];
        if (int(i) == playIndex || p.game != play.game || p.ignored || p.incomplete)
            continue;
        const bool before = i < size_t(playIndex);
        for (int r = p.firstResult; r < p.firstResult + p.resultCount; ++r) {
            const SnapshotResult &result = snapshot.results[size_t(r)];
            if (!result.hasScore())
                continue;
            if (p.resultCount == play.resultCount)
                sameCount.push_back(result.score);
            if (before)
                earlier[result.player].push_back(result.score);
        }
    }
    for (int r = play.firstResult; r < play.firstResult + play.resultCount; ++r) {
        const SnapshotResult &result = snapshot.results[size_t(r)];
        ResultInHistory h;
        h.result = r;
        h.samples = int(sameCount.size());
        if (result.hasScore() && !play.incomplete) {
            if (!sameCount.empty()) {
                double beaten = 0;
                bool record = true;
                for (double v : sameCount) {
                    beaten += better(result.score, v, highest) ? 1.0 : v == result.score ? 0.5 : 0.0;
                    record = record && !better(v, result.score, highest);
                }
                h.percentile = 100.0 * beaten / double(sameCount.size());
                h.groupRecord = record;
            }
            const auto mine = earlier.find(result.player);
            if (mine != earlier.end() && !mine->second.empty())
                h.personalBest = std::none_of(mine->second.begin(), mine->second.end(),
                                              [&](double v) { return better(v, result.score, highest); });
        }
        out.push_back(h);
    }
    return out;
}

} // namespace hk::library
