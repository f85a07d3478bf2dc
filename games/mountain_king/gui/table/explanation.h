#pragma once

// What the table's Explain panel says: a square of the board with the rules that score what stands on it, or
// a cell of the score table with its computation; and the squares the board lights up for it.

#include "game/game_score.h"
#include "game/game_state.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

#include <vector>

namespace hk::gui {

class Explanation {
    Q_DECLARE_TR_FUNCTIONS(hk::gui::Explanation)
public:
    QString html; // empty: nothing to explain
    std::vector<Square> lit;
    // What the text says the pieces on the square score at the end, taken from the game's score (scoreGame)
    // so that Explain never claims more than the score counts: a buried statue, or one that is not its
    // tunnel's best, scores 0. Unset where the square holds no such piece.
    std::optional<int> tunnelPoints{}; // the tile's DIG-SCORE
    std::optional<int> hallPoints{};   // SCORE-HALL
    std::optional<int> statuePoints{}; // SCORE-STATUE, as SCORE-ONE-PER-TUNNEL counts it

    static Explanation ofSquare(const GameState &state, const Square &square);
    // `row` and `column` of the score table (ScoreTableModel) showing `gameScore`.
    static Explanation ofScoreCell(const GameState &state, const GameScore &gameScore, int row, int column);
};

} // namespace hk::gui
