#pragma once

// The turn states the preview-against-record tests walk (TURN-ORDER, END-ROUNDS): a state set to one stage
// of the current player's turn, and who acts in it.

#include "game/game_state.h"

#include <QString>

namespace hk::test {

// Sets `state` to the stage `turn` names — "start", "spell" (or "spell cast"), "workshop" ("workshop used"),
// "dug", "hall", "moved", "not yours" (another player acts), "over" (the last round has passed) — and
// returns the player who acts.
inline int setTurnStage(GameState &state, const QString &turn)
{
    int player = state.currentPlayer();
    if (turn == QLatin1String("spell") || turn == QLatin1String("spell cast"))
        state.turn.spell = true;
    else if (turn == QLatin1String("workshop") || turn == QLatin1String("workshop used"))
        state.turn.workshop = true;
    else if (turn == QLatin1String("dug"))
        state.turn.main = true;
    else if (turn == QLatin1String("hall"))
        state.turn.main = state.turn.hall = true;
    else if (turn == QLatin1String("moved"))
        state.turn.main = state.turn.moved = true;
    else if (turn == QLatin1String("not yours"))
        player = (player + 1) % state.playerCount();
    else if (turn == QLatin1String("over"))
        state.lastTurn = state.turn.index - 1;
    return player;
}

} // namespace hk::test
