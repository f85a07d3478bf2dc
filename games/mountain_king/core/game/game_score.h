#pragma once

// Final scoring of a game (SCORE- rules) from its state, through the same engine as the score sheet: the state
// becomes a ScoreSheet, scored by scoreSheet(), and every entry keeps where it came from on the board.

#include "game/game_state.h"
#include "scoring/final_score.h"

namespace hk {

struct GameScore {
    ScoreSheet sheet;
    SheetScore score;
    // Provenance, per player and sheet entry: the statue (id and square), the hall placed, the tiles dug.
    std::vector<std::vector<StatueOnBoard>> statues;
    std::vector<std::vector<int>> halls;   // PlacedHall ids
    std::vector<std::vector<int>> tunnels; // PlacedTunnel ids
};

GameScore scoreGame(const GameState &state);

// Explain: the tunnel a statue on `square` scores in (SCORE-ONE-PER-TUNNEL), and the ruling that decides it.
QString statueTunnelText(const GameState &state, const SpaceIndex &index, const Square &square);

} // namespace hk
