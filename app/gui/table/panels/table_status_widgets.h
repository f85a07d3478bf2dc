#pragma once

// The small shared displays of the table mirror, each passive (setState() redraws from a game state):
// - SpellsWidget: the 3 face-up spells with their names and the runes on them (SPELL-CAST, SPELL-DISSOLVE);
//   clicking one (or Space/Enter, arrows to choose) emits castRequested.
// - PedestalTrackWidget: the pedestal track (SET-PEDTRACK), Fire/Ice/Moon rows by layers 1-5, each token's
//   value, the taken ones (PED-UNIQUE, PED-COVERED) shown as gone with the colour of who took them, and the
//   pedestals left in the bag by clan.
// - TurnWidget: the round, whose turn, the steps of the turn in order with those done marked (TURN-ORDER),
//   the coronation tokens still to take (END-CROWN), once the end is triggered the turns left (END-ROUNDS),
//   "Game over" at the end, and an "End turn" button.

#include "interactive_canvas.h"
#include "game/game_state.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;

namespace hk::gui {

class ColourDot;

class SpellsWidget : public InteractiveCanvas {
    Q_OBJECT
public:
    explicit SpellsWidget(QWidget *parent = nullptr);

    void setState(const GameState &state);

    QRect spellRect(int slot) const;
    QString spellDescription(int slot) const; // "Earth Ritual: 1 rune of 3"
    int currentSlot() const { return m_current; }

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void castRequested(int slot);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    QString tipAt(const QPoint &pos, QRect *area) const override;
    QString accessibleTitle() const override;
    QString accessibleText() const override;

private:
    QString spellName(int slot) const;
    int spellAt(const QPoint &pos) const;

    std::array<SpellSlot, 3> m_spells{};
    int m_current = 0;
};

class PedestalTrackWidget : public InteractiveCanvas {
    Q_OBJECT
public:
    explicit PedestalTrackWidget(QWidget *parent = nullptr);

    void setState(const GameState &state);

    // Who took the token of this layer (1-5) and clan, -1 if it is still on the track.
    int takenBy(int layer, Clan clan) const;
    bool isTaken(int layer, Clan clan) const;
    int tokenValue(int layer, Clan clan) const;
    const std::array<int, 3> &bag() const { return m_bag; }
    QRect cellRect(int layer, Clan clan) const;
    QString cellDescription(int layer, Clan clan) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    QString tipAt(const QPoint &pos, QRect *area) const override;
    QString accessibleTitle() const override;
    QString accessibleText() const override;

private:
    QRect bagRect(Clan clan) const;

    std::optional<GameState> m_state;
    std::array<int, 3> m_bag{};
};

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
