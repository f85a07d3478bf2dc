#pragma once

// What the table's Explain panel says: a square of the board with the rules that score what stands on it, or
// a cell of the score table with its computation; and the squares the board lights up for it.

#include "game/game_score.h"
#include "game/game_state.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace hk::gui {

class Explanation {
    Q_DECLARE_TR_FUNCTIONS(hk::gui::Explanation)
public:
    QString html; // empty: nothing to explain
    std::vector<Square> lit;

    static Explanation ofSquare(const GameState &state, const Square &square);
    // `row` and `column` of the score table (ScoreTableModel) showing `gameScore`.
    static Explanation ofScoreCell(const GameState &state, const GameScore &gameScore, int row, int column);
};

} // namespace hk::gui
