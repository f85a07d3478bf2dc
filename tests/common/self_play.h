#pragma once

// A random player that makes only legal moves: the engine must accept every one of them. Used by the
// randomized self-play test and the replay benchmark.

#include "common/game_builder.h"

namespace hk::test {

class RandomPlayer {
public:
    explicit RandomPlayer(quint32 seed) : m_random(seed) {}

    // One legal action for the current player (ending the turn when nothing else is chosen).
    Action next(const GameState &state);

private:
    bool chance(int percent) { return int(m_random.bounded(100)) < percent; }
    MarketCard drawCard(int level) { return {randomTroll(m_random, level), std::nullopt}; }
    std::optional<Action> spell(const GameState &s, int p);
    std::optional<Action> workshop(const GameState &s, int p);
    std::optional<Action> recruit(const GameState &s, int p);
    std::optional<Action> dig(const GameState &s, int p);
    std::optional<Action> hall(const GameState &s, int p);
    std::optional<Action> move(const GameState &s, int p);
    std::optional<Action> trade(const GameState &s, int p);

    QRandomGenerator m_random;
};

} // namespace hk::test
