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

} // namespace hk::test
