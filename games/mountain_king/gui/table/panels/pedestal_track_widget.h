#pragma once

// The pedestal track (SET-PEDTRACK): Fire/Ice/Moon rows by layers 1-5, each token's value, the taken ones
// (PED-UNIQUE, PED-COVERED) shown as gone with the colour of who took them, and the pedestals left in the bag
// by clan. Passive: setState() redraws from a game state.

#include "game/game_state.h"
#include "interactive_canvas.h"

#include <array>
#include <optional>

namespace hk::gui {

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

} // namespace hk::gui
