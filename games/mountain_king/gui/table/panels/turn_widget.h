#pragma once

// The round, whose turn, the steps of the turn in order with those done marked (TURN-ORDER), the coronation
// tokens still to take (END-CROWN), once the end is triggered the turns left (END-ROUNDS), "Game over" at the
// end, and an "End turn" button. Passive: setState() redraws from a game state.

#include "game/game_state.h"

#include <QWidget>

#include <array>
#include <optional>

class QLabel;
class QPushButton;

namespace hk::gui {

class ColourDot;

// The steps of a turn as TurnWidget shows them.
enum class StepStatus { Open, Done, Passed };

class TurnWidget : public QWidget {
    Q_OBJECT
public:
    explicit TurnWidget(QWidget *parent = nullptr);

    void setState(const GameState &state);

    // Spell, workshop, recruit or dig, great hall, move statues (TURN-ORDER).
    static constexpr int kSteps = 5;
    std::array<StepStatus, kSteps> stepStatus() const { return m_steps; }
    // Turns left after the current one once the end is triggered (END-ROUNDS), -1 before.
    int turnsLeft() const;

    QLabel *roundLabel() const { return m_round; }
    QLabel *playerLabel() const { return m_player; }
    QLabel *countdownLabel() const { return m_countdown; }
    QPushButton *endTurnButton() const { return m_endTurn; }
    QWidget *stepsView() const { return m_stepsView; }
    QWidget *crownsView() const { return m_crownsView; }

signals:
    void endTurnRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    std::optional<GameState> m_state;
    std::array<StepStatus, kSteps> m_steps{};
    QLabel *m_round;
    ColourDot *m_dot;
    QLabel *m_player;
    QWidget *m_crownsView;
    QWidget *m_stepsView;
    QLabel *m_countdown;
    QPushButton *m_endTurn;
};

} // namespace hk::gui
