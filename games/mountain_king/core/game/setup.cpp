#include "game/setup.h"

#include "rules/placement.h"
#include "rules/rule_ids.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <map>

namespace hk {

namespace {
class RulingText {
    Q_DECLARE_TR_FUNCTIONS(TableRuling)
};
class SetupText {
    Q_DECLARE_TR_FUNCTIONS(Setup)
};
} // namespace

QString splitTilesId(SplitTiles s)
{
    return s == SplitTiles::WholeTile ? QStringLiteral("wholeTile") : QStringLiteral("eachPart");
}

std::optional<SplitTiles> splitTilesFromId(const QString &id)
{
    for (SplitTiles s : {SplitTiles::EachPart, SplitTiles::WholeTile})
        if (splitTilesId(s) == id)
            return s;
    return std::nullopt;
}

QString splitTilesText(SplitTiles s)
{
    return s == SplitTiles::WholeTile
               ? RulingText::tr(
                     "Split tiles: one statue per printed tile scores, whatever a great hall covers "
                     "(table ruling, SCORE-ONE-PER-TUNNEL).")
               : RulingText::tr(
                     "Split tiles: each part of a tile that a great hall leaves uncovered is a tunnel "
                     "of its own (default, SCORE-ONE-PER-TUNNEL).");
}

QStringList rulingsText(const TableRulings &rulings)
{
    return {splitTilesText(rulings.splitTiles)};
}

std::vector<RulingChoice> rulingChoices(const QString &ruleId)
{
    if (ruleId != QLatin1String(rule::ScoreOnePerTunnel))
        return {};
    std::vector<RulingChoice> choices;
    for (SplitTiles s : {SplitTiles::EachPart, SplitTiles::WholeTile})
        choices.push_back({splitTilesId(s), splitTilesText(s), s == TableRulings{}.splitTiles});
    return choices;
}

QString chosenRuling(const TableRulings &rulings, const QString &ruleId)
{
    return ruleId == QLatin1String(rule::ScoreOnePerTunnel) ? splitTilesId(rulings.splitTiles) : QString();
}

bool chooseRuling(TableRulings &rulings, const QString &ruleId, const QString &choiceId)
{
    if (ruleId != QLatin1String(rule::ScoreOnePerTunnel))
        return false;
    const std::optional<SplitTiles> split = splitTilesFromId(choiceId);
    if (split)
        rulings.splitTiles = *split;
    return split.has_value();
}

bool GameSetup::operator==(const GameSetup &o) const
{
    const auto samePtr = [](const auto &a, const auto &b) { return a == b || (a && b && *a == *b); };
    return samePtr(board, o.board) && samePtr(catalog, o.catalog) && teams == o.teams &&
           players == o.players && statues.size() == o.statues.size() &&
           std::equal(statues.begin(), statues.end(), o.statues.begin(),
                      [](const StatueOnBoard &a, const StatueOnBoard &b) {
                          return a.id == b.id && a.clan == b.clan && a.square == b.square;
                      }) &&
           workshopSupply == o.workshopSupply && market == o.market && pedestalTrack == o.pedestalTrack &&
           spells == o.spells && rulings == o.rulings;
}

namespace {

// Squares sorted clockwise around the Mountain Heart, from straight up; equal angles nearer the Heart first.
std::vector<Square> clockwise(const Board &board, std::vector<Square> squares)
{
    // The centre of the Heart; angles measured clockwise from straight up (row numbers grow downwards).
    double centreRow = 0, centreColumn = 0;
    int hearts = 0;
    for (int i = 0; i < int(board.grid.size()); ++i)
        if (board.grid[i] == Terrain::Heart) {
            centreRow += board.squareAt(i).row;
            centreColumn += board.squareAt(i).column;
            ++hearts;
        }
    if (hearts) {
        centreRow /= hearts;
        centreColumn /= hearts;
    }
    const auto angle = [&](const Square &s) {
        const double a = std::atan2(s.column - centreColumn, -(s.row - centreRow));
        return a < 0 ? a + 2 * M_PI : a;
    };
    std::sort(squares.begin(), squares.end(), [&](const Square &a, const Square &b) {
        const double da = angle(a), db = angle(b);
        if (std::abs(da - db) > 1e-9)
            return da < db;
        return std::hypot(a.row - centreRow, a.column - centreColumn) <
               std::hypot(b.row - centreRow, b.column - centreColumn);
    });
    return squares;
}

} // namespace

std::vector<Square> clockwiseSpots(const Board &board, const Square &first)
{
    std::vector<Square> spots = clockwise(board, board.statueSpots);
    const auto start = std::find(spots.begin(), spots.end(), first);
    if (start != spots.end())
        std::rotate(spots.begin(), start, spots.end());
    return spots;
}

std::vector<Square> clockwiseGateStarts(const Board &board, int players)
{
    std::vector<Square> starts;
    for (const GateStart &g : board.gateStarts)
        if (g.players == players)
            starts.push_back(g.square);
    return clockwise(board, std::move(starts));
}

std::vector<StatueOnBoard> cycleStatues(const Board &board, const Square &first,
                                        const std::array<Clan, 3> &order)
{
    std::vector<StatueOnBoard> statues;
    const std::vector<Square> spots = clockwiseSpots(board, first);
    for (size_t i = 0; i < spots.size(); ++i)
        statues.push_back({int(i) + 1, order[i % 3], spots[i]});
    return statues;
}

bool gatesAdjacent(const Board &board, int players, const Square &a, const Square &b)
{
    const std::vector<Square> starts = clockwiseGateStarts(board, players);
    const auto i = std::find(starts.begin(), starts.end(), a), j = std::find(starts.begin(), starts.end(), b);
    if (i == starts.end() || j == starts.end() || i == j)
        return false;
    const int apart = std::abs(int(i - j));
    return apart == 1 || apart == int(starts.size()) - 1;
}

namespace {

// SET-STATUES: clockwise, the clans repeat a cycle of the three, from whichever spot the first statue went
// on. The start is the spot from which the cycle holds longest; the first spot after it that breaks the
// cycle is the one named.
void checkStatueCycle(const GameSetup &setup, Verdict &v)
{
    const Board &board = *setup.board;
    const std::vector<Square> spots =
        clockwiseSpots(board, board.statueSpots.empty() ? Square{} : board.statueSpots.front());
    std::map<Square, Clan> clanOn;
    for (const StatueOnBoard &s : setup.statues)
        clanOn[s.square] = s.clan;
    const int n = int(spots.size());
    if (n == 0)
        return;
    int bestStart = 0, bestRun = -1;
    std::array<Clan, 3> bestCycle{};
    for (int start = 0; start < n; ++start) {
        std::array<Clan, 3> cycle{};
        int run = 0;
        for (; run < n; ++run) {
            const Clan clan = clanOn[spots[(start + run) % n]];
            if (run < 3) { // the first three set the cycle: three different clans
                const bool repeated =
                    std::find(cycle.begin(), cycle.begin() + run, clan) != cycle.begin() + run;
                if (repeated)
                    break;
                cycle[run] = clan;
            } else if (clan != cycle[run % 3]) {
                break;
            }
        }
        if (run > bestRun) {
            bestStart = start;
            bestRun = run;
            bestCycle = cycle;
        }
        if (run == n)
            return;
    }
    const Square breaking = spots[(bestStart + bestRun) % n];
    // Where the first three disagree, the cycle is the clans seen so far, completed by the missing one.
    if (bestRun < 3) {
        std::vector<Clan> missing;
        for (Clan c : kStatueClans)
            if (std::find(bestCycle.begin(), bestCycle.begin() + bestRun, c) == bestCycle.begin() + bestRun)
                missing.push_back(c);
        for (int i = bestRun; i < 3; ++i)
            bestCycle[i] = missing[i - bestRun];
    }
    const QString cycle = QStringLiteral("%1 → %2 → %3")
                              .arg(clanName(bestCycle[0]), clanName(bestCycle[1]), clanName(bestCycle[2]));
    v.add({Reason::SetupStatueCycle, {breaking}, int(bestCycle[bestRun % 3]), int(clanOn[breaking]), cycle});
}

} // namespace

ResourceCounts startingResources(const GameSetup &setup, int player)
{
    ResourceCounts r{};
    if (player < 0 || player >= setup.playerCount())
        return r;
    const PlayerSetup &p = setup.players[player];
    const auto add = [&](const ResourceCounts &row) {
        for (int k = 0; k < kResourceKinds; ++k)
            r[k] += std::max(0, row[k]);
    };
    for (const TrollCard &t : p.moot)
        add(t.startRow);
    if (!setup.teams) { // SET-SEATBONUS; a team game has none (TEAM-STORAGE)
        if (player >= 1)
            add(p.hand.startRow);
        if (player >= 3)
            add(p.deck.startRow);
    }
    return r;
}

Verdict validateSetup(const GameSetup &setup)
{
    Verdict v;
    const int n = setup.playerCount();
    if (n < 2 || n > kMaxPlayers) {
        v.add({Reason::SetupPlayerCount, {}, 0, n});
        return v;
    }
    if (!setup.board || !setup.catalog)
        return v;
    const Board &board = *setup.board;
    if (!sideAllowsPlayers(board.side, n))
        v.add({Reason::SetupBoardSide, {}, 0, n, boardSideName(board.side)});

    // SET-GATES: each gate on a start point labelled with the player count; with 2 players any two equal
    // labels.
    std::map<Square, int> gates;
    std::vector<int> labels;
    for (const PlayerSetup &p : setup.players) {
        const auto start = std::find_if(board.gateStarts.begin(), board.gateStarts.end(),
                                        [&](const GateStart &g) { return g.square == p.gate; });
        if (start == board.gateStarts.end()) {
            v.add({Reason::SetupGateNotOnStart, {p.gate}, 0, 0, p.name});
            continue;
        }
        labels.push_back(start->players);
        if (n > 2 && start->players != n)
            v.add({Reason::SetupGateLabel, {p.gate}, n, start->players, p.name});
        if (gates[p.gate]++ == 1)
            v.add({Reason::SetupGateShared, {p.gate}});
    }
    if (n == 2 && labels.size() == 2 && labels[0] != labels[1])
        v.add({Reason::SetupGateLabelsDiffer, {setup.players[0].gate, setup.players[1].gate}});

    // SET-STATUES: one statue on every spot, 7 per clan at most.
    std::map<Square, int> onSpot;
    std::map<Clan, int> perClan;
    for (const StatueOnBoard &s : setup.statues) {
        if (std::find(board.statueSpots.begin(), board.statueSpots.end(), s.square) ==
            board.statueSpots.end())
            v.add({Reason::SetupStatueNotOnSpot, {s.square}});
        ++onSpot[s.square];
        ++perClan[s.clan];
    }
    for (const Square &spot : board.statueSpots)
        if (!onSpot.count(spot))
            v.add({Reason::SetupSpotEmpty, {spot}});
    for (const auto &[clan, count] : perClan)
        if (count > kStatuesPerClan || clan == Clan::Mud)
            v.add({Reason::SetupStatueClans,
                   {},
                   clan == Clan::Mud ? 0 : kStatuesPerClan,
                   count,
                   clanName(clan)});
    const bool oneOnEachSpot =
        setup.statues.size() == board.statueSpots.size() &&
        std::all_of(onSpot.begin(), onSpot.end(), [&](const auto &spot) {
            return spot.second == 1 && std::find(board.statueSpots.begin(), board.statueSpots.end(),
                                                 spot.first) != board.statueSpots.end();
        });
    if (oneOnEachSpot)
        checkStatueCycle(setup, v);

    // SET-WORKSHOPS: 2 x players + 1 tiles, within the box.
    int workshops = 0;
    for (int k = 0; k < kWorkshopKinds; ++k) {
        workshops += setup.workshopSupply[k];
        const int box = setup.catalog->workshopCount(static_cast<WorkshopKind>(k));
        if (setup.workshopSupply[k] > box || setup.workshopSupply[k] < 0)
            v.add({Reason::SetupWorkshopBeyondBox,
                   {},
                   box,
                   setup.workshopSupply[k],
                   workshopName(static_cast<WorkshopKind>(k))});
    }
    if (workshops != 2 * n + 1)
        v.add({Reason::SetupWorkshopCount, {}, 2 * n + 1, workshops});

    // SET-MARKET: 5 level-1, 4 level-2 (each with a pedestal), 3 level-3 trolls.
    const int sizes[3] = {5, 4, 3};
    for (int level = 1; level <= 3; ++level) {
        const auto &row = setup.market[level - 1];
        if (int(row.size()) != sizes[level - 1])
            v.add({Reason::SetupMarketSize, {}, sizes[level - 1], int(row.size()), QString::number(level)});
        QStringList noPedestal; // named together: one problem, not one per card
        for (size_t i = 0; i < row.size(); ++i) {
            if (row[i].card.level != level)
                v.add({Reason::SetupMarketLevel, {}, level, row[i].card.level});
            if (level == 2 && !row[i].pedestal)
                noPedestal << QString::number(i + 1);
        }
        if (!noPedestal.isEmpty())
            v.add({Reason::SetupMarketPedestal,
                   {},
                   0,
                   int(noPedestal.size()),
                   SetupText::tr("place(s) %1", "", int(noPedestal.size()))
                       .arg(noPedestal.join(SetupText::tr(", ")))});
    }

    // A card in play has its clan and its icons (trollCardFaults, the component editor's own check): each
    // card not entered yet is named by its place, one sentence per row and per player.
    const QString comma = SetupText::tr(", ");
    for (int level = 1; level <= 3; ++level) {
        const auto &row = setup.market[level - 1];
        for (const auto &[fault, reason] :
             {std::pair{TrollCardFault::ClanTrollWithoutClan, Reason::SetupMarketCardNoClan},
              std::pair{TrollCardFault::NoIcons, Reason::SetupMarketCardNoIcons}}) {
            QStringList places;
            for (size_t i = 0; i < row.size(); ++i)
                if (row[i].card.level == level && hasFault(row[i].card, fault))
                    places << QString::number(i + 1);
            if (!places.isEmpty())
                v.add({reason,
                       {},
                       level,
                       int(places.size()),
                       SetupText::tr("place(s) %1", "", int(places.size())).arg(places.join(comma))});
        }
    }
    for (int p = 0; p < n; ++p) {
        const PlayerSetup &player = setup.players[p];
        QStringList bottom, cards;
        for (size_t slot = 0; slot < player.moot.size(); ++slot)
            if (player.moot[slot].level == 0 && hasFault(player.moot[slot], TrollCardFault::NoIcons))
                bottom << QString::number(slot + 1);
        if (!bottom.isEmpty())
            cards << SetupText::tr("bottom row %1").arg(bottom.join(comma));
        if (player.hand.level == 0 && hasFault(player.hand, TrollCardFault::NoIcons))
            cards << SetupText::tr("the card in hand");
        if (player.deck.level == 0 && hasFault(player.deck, TrollCardFault::NoIcons))
            cards << SetupText::tr("the card left in the deck");
        const int blank = int(bottom.size()) + int(cards.size()) - (bottom.isEmpty() ? 0 : 1);
        if (blank > 0)
            v.add({Reason::SetupStartingTrollNoIcons, {}, p, blank, player.name, cards.join(comma)});
    }

    // SET-PEDTRACK: a token value on every layer x clan space.
    for (int layer = 1; layer <= 5; ++layer)
        for (int c = 0; c < 3; ++c) {
            const int value = setup.pedestalTrack[layer - 1][c];
            if (value < 1 || value > 9)
                v.add({Reason::SetupTrackValue, {}, layer, value, clanName(kStatueClans[c])});
        }

    // SET-MOOT: 4 starting trolls in the bottom row.
    for (const PlayerSetup &p : setup.players)
        if (std::any_of(p.moot.begin(), p.moot.end(), [](const TrollCard &t) { return t.level != 0; }) ||
            p.hand.level != 0 || p.deck.level != 0)
            v.add({Reason::SetupMootTroll, {}, 0, 0, p.name});

    // TEAM-SETUP: 4 players, seated team 1, team 2, team 2, team 1, each team's gates side by side
    // (「確保你們的大門…彼此相鄰」).
    if (setup.teams) {
        const bool seated = n == 4 && setup.players[0].team == 1 && setup.players[1].team == 2 &&
                            setup.players[2].team == 2 && setup.players[3].team == 1;
        if (!seated)
            v.add({Reason::SetupTeams});
        else
            for (const auto &[a, b] : {std::pair{0, 3}, std::pair{1, 2}})
                if (setup.players[a].gate != setup.players[b].gate && // one square: SET-GATES says so
                    !gatesAdjacent(board, n, setup.players[a].gate, setup.players[b].gate))
                    v.add({Reason::SetupTeamGatesApart,
                           {setup.players[a].gate, setup.players[b].gate},
                           0,
                           0,
                           QStringLiteral("%1, %2").arg(setup.players[a].name, setup.players[b].name)});
    }
    return v;
}

} // namespace hk
