#include "game/setup.h"

#include "rules/placement.h"

#include <cmath>
#include <map>

namespace hk {

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
           spells == o.spells;
}

std::vector<Square> clockwiseSpots(const Board &board, const Square &first)
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
    std::vector<Square> spots = board.statueSpots;
    std::sort(spots.begin(), spots.end(), [&](const Square &a, const Square &b) {
        const double da = angle(a), db = angle(b);
        if (std::abs(da - db) > 1e-9)
            return da < db;
        return std::hypot(a.row - centreRow, a.column - centreColumn) <
               std::hypot(b.row - centreRow, b.column - centreColumn);
    });
    const auto start = std::find(spots.begin(), spots.end(), first);
    if (start != spots.end())
        std::rotate(spots.begin(), start, spots.end());
    return spots;
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
            v.add({Reason::SetupStatueClans, {}, kStatuesPerClan, count, clanName(clan)});

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
        for (const MarketCard &c : row) {
            if (c.card.level != level)
                v.add({Reason::SetupMarketLevel, {}, level, c.card.level});
            if (level == 2 && !c.pedestal)
                v.add({Reason::SetupMarketPedestal});
        }
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

    // TEAM-SETUP: 4 players, seated team 1, team 2, team 2, team 1.
    if (setup.teams) {
        const bool seated = n == 4 && setup.players[0].team == 1 && setup.players[1].team == 2 &&
                            setup.players[2].team == 2 && setup.players[3].team == 1;
        if (!seated)
            v.add({Reason::SetupTeams});
    }
    return v;
}

} // namespace hk
