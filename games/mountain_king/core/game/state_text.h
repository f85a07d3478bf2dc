#pragma once

// A game state for people reading a terminal: whose turn, each player's storage, moot and tokens, the market,
// the spells, and the board drawn with its pieces.

#include "game/actions.h"
#include "game/game_state.h"

#include <QStringList>

namespace hk {

QString gameStateText(const GameState &state);
// What an action changed, one line per storage or player touched: "storage of Ann: stone −3, coin +2".
QStringList ledgerLines(const GameState &state, const Ledger &ledger);

} // namespace hk
