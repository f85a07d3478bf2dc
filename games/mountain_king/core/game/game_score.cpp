#include "game/game_score.h"

#include "i18n/arg_text.h"
#include "scoring/dig_score.h"

#include <QCoreApplication>

namespace hk {

namespace {
class GameScoreText {
    Q_DECLARE_TR_FUNCTIONS(GameScore)
};

// Where a tunnel unit (MOVE-UNITS) lies within its tile: part `part` (from 1) of `parts`.
std::pair<int, int> partOfTile(const SpaceIndex &index, int unit)
{
    const TunnelUnit &u = index.units()[unit];
    int part = 0, parts = 0;
    for (int i = 0; i < int(index.units().size()); ++i)
        if (index.units()[i].kind == u.kind && index.units()[i].id == u.id) {
            ++parts;
            if (i < unit)
                ++part;
        }
    return {part + 1, parts};
}

// The label of a tunnel for SCORE-ONE-PER-TUNNEL, one per tunnel: statues with the same label share it. A
// tunnel is a unit of MOVE-UNITS: a tile, each part of a tile a hall leaves uncovered, or a gate, every gate
// its own (in the team game, each teammate's). Under the table ruling "whole tile", the parts of a tile are
// one tunnel.
QString unitLabel(const GameState &state, const SpaceIndex &index, int unit)
{
    const TunnelUnit &u = index.units()[unit];
    if (u.kind == TunnelUnit::Kind::Gate)
        return GameScoreText::tr("gate of %1")
            .arg(u.id >= 0 && u.id < state.playerCount() ? state.players[u.id].name
                                                         : QString::number(u.id + 1));
    const QString tile = GameScoreText::tr("tile %1").arg(u.id);
    const auto [part, parts] = partOfTile(index, unit);
    if (parts > 1 && state.setup.rulings.splitTiles == SplitTiles::EachPart)
        return tile + QLatin1Char('/') + QString::number(part);
    return tile;
}
} // namespace

GameScore scoreGame(const GameState &state)
{
    GameScore result;
    const SpaceIndex index(state.board);
    const int n = state.playerCount();
    result.sheet.teams = state.setup.teams;
    result.statues.resize(n);
    result.halls.resize(n);
    result.tunnels.resize(n);

    // In a team game the team scores each statue and hall once, and its storage once (TEAM-SCORE).
    const auto firstOfTeamHolding = [&](int player, const auto &inNetwork) {
        if (!state.setup.teams)
            return true;
        for (int q = 0; q < player; ++q)
            if (state.players[q].team == state.players[player].team && inNetwork(q))
                return false;
        return true;
    };
    std::vector<bool> storageCounted(state.storages.size(), false);

    for (int p = 0; p < n; ++p) {
        const PlayerState &ps = state.players[p];
        SheetPlayer sp;
        sp.name = ps.name;
        sp.team = state.setup.teams ? ps.team : 0;
        int fromTiles = 0;
        for (const PlacedTunnel &t : state.board.tunnels)
            if (t.player == p) {
                sp.tunnels.push_back({int(t.squares.size()), t.mineral});
                fromTiles += tunnelPoints(int(t.squares.size()), t.mineral);
                result.tunnels[p].push_back(t.id);
            }
        if (fromTiles != ps.tunnelPoints) { // corrections changed the honour: the score track is the truth
            sp.tunnels.clear();
            sp.tunnelPoints = ps.tunnelPoints;
        }
        sp.coronation = ps.coronation;
        sp.pedestalTokens = ps.pedestalTokens;
        // SCORE-LEFTOVER: everything on the trolls goes to storage; clan carts become generic.
        ResourceCounts resources = ps.moot.resources();
        for (int c : ps.moot.clanCarts())
            at(resources, Resource::Cart) += c;
        if (!storageCounted[ps.storage]) {
            storageCounted[ps.storage] = true;
            for (int k = 0; k < kResourceKinds; ++k)
                resources[k] += state.storages[ps.storage].resources[k];
        }
        sp.resources = resources;
        // SCORE-HALL: each great hall of the network; high value with a statue on its altar.
        for (const PlacedHall &h : state.board.halls) {
            const HallDef *def = state.board.catalog().hall(h.hall);
            if (!def || h.squares.empty() || !index.inNetwork(h.squares.front(), p))
                continue;
            if (!firstOfTeamHolding(p, [&](int q) { return index.inNetwork(h.squares.front(), q); }))
                continue;
            const bool altar = index.statueAt(h.altar) != SpaceIndex::kNone;
            sp.halls.push_back({def->displayName(), def->low, def->high, altar});
            result.halls[p].push_back(h.id);
        }
        // SCORE-STATUE, SCORE-GATE, SCORE-ONE-PER-TUNNEL: unearthed statues of the network outside halls.
        for (const StatueOnBoard &s : state.board.statues) {
            if (!index.covered(s.square) || !index.inNetwork(s.square, p) ||
                index.hallAt(s.square) != SpaceIndex::kNone)
                continue;
            if (!firstOfTeamHolding(p, [&](int q) { return index.inNetwork(s.square, q); }))
                continue;
            const PlacedPedestal *pedestal = state.board.pedestalAt(s.square);
            const int unit = index.unitAt(s.square);
            sp.statues.push_back({s.clan, state.board.board().layer(s.square),
                                  pedestal && pedestal->clan == s.clan,
                                  unit >= 0 ? unitLabel(state, index, unit) : QString()});
            result.statues[p].push_back(s);
        }
        for (const MootSlot &slot : ps.moot.pyramid)
            if (slot.troll && slot.troll->level >= 1)
                sp.trollLevels.push_back(slot.troll->level);
        result.sheet.players.push_back(sp);
    }
    // The sheet of a game is always filled in; only the end of the game makes it final (END-ROUNDS).
    result.score = scoreSheet(result.sheet, state.over() ? Standing::Final : Standing::Projected);
    result.score.rulings = {{QStringLiteral("splitTiles"), splitTilesId(state.setup.rulings.splitTiles),
                             splitTilesText(state.setup.rulings.splitTiles)}};
    return result;
}

QString statueTunnelText(const GameState &state, const SpaceIndex &index, const Square &square)
{
    const int unit = index.unitAt(square);
    if (unit == SpaceIndex::kNone)
        return {};
    const TunnelUnit &u = index.units()[unit];
    if (u.kind == TunnelUnit::Kind::Hall)
        return {};
    if (u.kind == TunnelUnit::Kind::Gate)
        return GameScoreText::tr("Its tunnel is the %1, a tunnel of its own: only its best statue scores "
                                 "(SCORE-ONE-PER-TUNNEL, SCORE-GATE).")
            .arg(unitLabel(state, index, unit));
    const auto [part, parts] = partOfTile(index, unit);
    if (parts == 1)
        return GameScoreText::tr("Its tunnel is tile %1: only the best statue of a tunnel scores "
                                 "(SCORE-ONE-PER-TUNNEL).")
            .arg(u.id);
    if (state.setup.rulings.splitTiles == SplitTiles::WholeTile)
        return GameScoreText::tr(
                   "Its tunnel is tile %1, split by a great hall: by the table ruling of this game, "
                   "one statue per printed tile scores, whatever a hall covers "
                   "(SCORE-ONE-PER-TUNNEL).")
            .arg(u.id);
    return GameScoreText::tr(
               "Its tunnel is part %1 of %2 of tile %3: the parts a great hall leaves uncovered "
               "are separate tunnels (HALL-UNIT), and only the best statue of each scores "
               "(SCORE-ONE-PER-TUNNEL).")
        .arg(argText(part), argText(parts), argText(u.id));
}

} // namespace hk
