#pragma once

// The turn states the preview-against-record tests walk (TURN-ORDER, END-ROUNDS): a state set to one stage
// of the current player's turn, and who acts in it.

#include "game/game_state.h"

#include <QString>

namespace hk::test {

// TURN-MANDATORY: leaves the player unable to recruit (a moot of 10 trolls, the new ones without icons) and
// to dig (at most 1 of each mineral, in storage; none on the trolls), so that step 2 is skipped.
inline void skipStepTwo(GameState &state, int player)
{
    Moot &moot = state.players[player].moot;
    for (MootSlot &slot : moot.pyramid) {
        if (!slot.troll) {
            slot.troll = TrollCard{};
            slot.filled.clear();
        }
        for (size_t i = 0; i < slot.troll->icons.size() && i < slot.filled.size(); ++i)
            if (const Resource r = slot.troll->icons[i].resource;
                r == Resource::Stone || r == Resource::Iron || r == Resource::Heartstone)
                slot.filled[i] = false;
    }
    ResourceCounts &storage = state.storageOf(player).resources;
    for (Mineral m : kAllMinerals)
        at(storage, toResource(m)) = std::min(at(storage, toResource(m)), 1);
}

// Sets `state` to the stage `turn` names — "start", "spell" (or "spell cast"), "workshop" ("workshop used"),
// "dug", "hall", "moved", "hall, step 2 skipped" and "moved, step 2 skipped" (the player could neither
// recruit nor dig, TURN-MANDATORY), "not yours" (another player acts), "over" (the last round has passed) —
// and returns the player who acts.
inline int setTurnStage(GameState &state, const QString &turn)
{
    int player = state.currentPlayer();
    if (turn.endsWith(QLatin1String(", step 2 skipped"))) {
        skipStepTwo(state, player);
        (turn.startsWith(QLatin1String("hall")) ? state.turn.hall : state.turn.moved) = true;
    } else if (turn == QLatin1String("spell") || turn == QLatin1String("spell cast"))
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
