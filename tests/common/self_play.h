#pragma once

// A random player that makes only legal moves: the engine must accept every one of them. Used by the
// randomized self-play test and the replay benchmark.

#include "common/game_builder.h"
#include "io/game_io.h"

#include <functional>

namespace hk::test {

// A recruit of the market troll at (level, position) into `slot`, with every card and pedestal the table
// draws supplied by `draw` (a card for a level) and `pedestal` (a clan from those left in the bag, or none).
Recruit makeRecruit(const GameState &state, int player, int level, int position, int slot,
                    const std::function<TrollCard(int level)> &draw,
                    const std::function<std::optional<Clan>(const std::array<int, 3> &bag)> &pedestal);
// The same with simple choices: plain cards, the first clan left in the bag, storage paying before trolls.
Recruit simpleRecruit(const GameState &state, int player, int level, int position, int slot);

class RandomPlayer {
public:
    explicit RandomPlayer(quint32 seed) : m_random(seed) {}

    // One legal action for the current player (ending the turn when nothing else is chosen).
    Action next(const GameState &state);

private:
    bool chance(int percent) { return int(m_random.bounded(100)) < percent; }
    std::optional<Action> spell(const GameState &s, int p);
    std::optional<Action> workshop(const GameState &s, int p);
    std::optional<Action> recruit(const GameState &s, int p);
    std::optional<Action> dig(const GameState &s, int p);
    std::optional<Action> hall(const GameState &s, int p);
    std::optional<Action> move(const GameState &s, int p);
    std::optional<Action> trade(const GameState &s, int p);

    QRandomGenerator m_random;
};

// TURN-MANDATORY late in a game, recorded from the start: on the board of splitTileScene, Ann fills her moot
// (taking the coronation token, which ends the game after the next round), digs the I5 that unearths her
// Fire statue (id 1, at (3, 1)), and in her next turn — spending her minerals (a correction and trades) so
// that she can neither recruit nor dig, step 2 skipped — moves that statue to (3, 2) with a cart. She still
// holds a rune. Every action is legal; the log ends with the move.
GameFile skippedStepTwoGame();

// The first self-played game on the winter Practice Mountain (seeds 1, 2, …) that lasts at least `actions`
// actions, cut there: the benchmarks' long game.
GameFile selfPlayedGame(int players, int actions);

} // namespace hk::test
