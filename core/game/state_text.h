#pragma once

// A game state for people reading a terminal: whose turn, each player's storage, moot and tokens, the market,
// the spells, and the board drawn with its pieces.

#include "game/game_state.h"

namespace hk {

QString gameStateText(const GameState &state);

} // namespace hk
