#pragma once

// Building game situations step by step in the tests: actions played through the validator, resources
// handed out directly, the first legal dig of a tile, and a free square beside the last tile dug.

#include "common/game_builder.h"
#include "game/engine.h"
#include "rules/placement.h"

#include <QtGlobal>

namespace hk::test {

inline Action act(int player, ActionBody body)
{
    return Action{player, std::move(body), false, {}, {}};
}

// Plays a step the rules must accept (a scene that breaks them is a broken test).
inline void play(GameState &s, const Action &a)
{
    const Verdict v = validate(s, a);
    if (!v.ok())
        qFatal("a scene step was refused: %s", qPrintable(describe(v)));
    apply(s, a);
}

// Gives a player resources in storage (the scenes set up situations directly).
inline void give(GameState &s, int p, const ResourceCounts &r)
{
    for (int k = 0; k < kResourceKinds; ++k)
        s.storageOf(p).resources[k] += r[k];
}

// The first affordable placement of `shape` for the player, without rubble, paid from storage.
inline DigAction firstDig(const GameState &s, int p, const QString &shape, Mineral mineral = Mineral::Stone)
{
    const SpaceIndex index(s.board);
    for (const PlacementOption &o : placementMap(s.board, index, p, shape, s.purse(p)))
        if (o.hammers == 0 && o.mineralAffordable[int(mineral)]) {
            DigAction d;
            d.shape = shape;
            d.orientation = o.orientation;
            d.origin = o.origin;
            d.mineral = mineral;
            d.payment =
                *autoPay(s, p, one(toResource(mineral), s.board.catalog().tunnel(shape)->size()), false);
            return d;
        }
    qFatal("no placement for %s", qPrintable(shape));
    return {};
}

// A square of the board beside the last tile dug, not covered and not the Heart (where a workshop site can
// be added to the board for a scene).
inline Square freeSquareBesideLastTile(const GameState &s)
{
    const SpaceIndex index(s.board);
    const Board &board = s.board.board();
    for (const Square &square : s.board.tunnels.back().squares)
        for (const Square &step : kEdgeSteps)
            if (board.onBoard(square + step) && !index.covered(square + step) &&
                !board.isHeart(square + step))
                return square + step;
    qFatal("no free square beside the last tile");
    return {};
}

// A 3-player game on the Practice Mountain where player 0 has dug an I2 tile and a workshop of `kind` stands
// on a site added to the board beside it (the printed board has none there): the state after the dig.
struct WorkshopScene {
    GameState state;
    Square site;
};
inline WorkshopScene workshopBesideFirstDig(WorkshopKind kind)
{
    GameSetup setup = practiceSetup(3);
    const DigAction d = firstDig(GameState(setup), 0, QStringLiteral("I2"));
    GameState probe(setup);
    play(probe, act(0, d));
    const Square site = freeSquareBesideLastTile(probe);
    auto board = std::make_shared<Board>(*setup.board);
    board->workshopSites.push_back(site);
    setup.board = board;
    WorkshopScene scene{GameState(setup), site};
    play(scene.state, act(0, d));
    scene.state.board.workshops.push_back({site, kind});
    return scene;
}

// The placement index of `shape` whose cells are exactly `cells` (relative to the origin), for scenes that
// lay pieces by their geometry.
inline int orientationOf(const std::vector<Orientation> &placements, std::vector<Square> cells)
{
    std::sort(cells.begin(), cells.end());
    for (int o = 0; o < int(placements.size()); ++o) {
        std::vector<Square> c = placements[o].cells;
        std::sort(c.begin(), c.end());
        if (c == cells)
            return o;
    }
    qFatal("no such orientation");
    return 0;
}

// A hall splitting a tile in two (HALL-UNIT), with a statue in each part: on a small invented board, Ann's
// gate at (3, 0), an I5 along row 3 from (3, 1) to (3, 5), two I2 standing at (1, 3) and (4, 3), and great
// hall 4 (a plus) centred on (3, 3). The parts of the I5 left uncovered are (3, 1) and (3, 5), each with a
// statue of layer 1 (2 points). Workshop sites at (2, 4) and (4, 4), empty. Everything is laid directly: a
// scene, not a game.
// The board and the 2-player setup of that scene, before any piece is laid.
inline GameSetup splitTileSetup(const TableRulings &rulings)
{
    auto board = std::make_shared<Board>();
    board->name = QStringLiteral("Split tile");
    board->side = BoardSide::Autumn;
    board->rows = 7;
    board->columns = 9;
    board->grid.assign(63, Terrain::Layer1);
    board->grid[board->index({6, 8})] = Terrain::Heart;
    board->gateStarts = {{{3, 0}, 2}, {{6, 0}, 2}};
    board->statueSpots = {{3, 1}, {3, 5}};
    board->workshopSites = {{2, 4}, {4, 4}}; // each beside the hall by two edges: two open entrances
    GameSetup setup = practiceSetup(2);
    setup.board = board;
    setup.players[0].gate = {3, 0};
    setup.players[1].gate = {6, 0};
    setup.statues = {{1, Clan::Fire, {3, 1}}, {2, Clan::Ice, {3, 5}}};
    setup.rulings = rulings;
    return setup;
}

inline GameState splitTileScene(const TableRulings &rulings)
{
    GameState s(splitTileSetup(rulings));
    const Catalog &catalog = s.board.catalog();
    const auto cells = [](std::initializer_list<Square> list) { return std::vector<Square>(list); };
    s.board.addTunnel(0, QStringLiteral("I5"),
                      orientationOf(catalog.tunnel(QStringLiteral("I5"))->placements,
                                    cells({{0, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4}})),
                      {3, 1}, Mineral::Stone);
    const int upright =
        orientationOf(catalog.tunnel(QStringLiteral("I2"))->placements, cells({{0, 0}, {1, 0}}));
    s.board.addTunnel(0, QStringLiteral("I2"), upright, {1, 3}, Mineral::Stone);
    s.board.addTunnel(0, QStringLiteral("I2"), upright, {4, 3}, Mineral::Stone);
    s.board.addHall(0, QStringLiteral("hall-4"), 0, {2, 2});
    return s;
}

} // namespace hk::test
