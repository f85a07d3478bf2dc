#pragma once

// Dedicating a great hall (the HALL- rules). The table window opens it for a hall placed on the
// board: hall, orientation and origin are given. See action_dialog.h for the common shape.

#include "actions/action_dialog.h"
#include "rules/placement.h"

namespace hk::gui {

// HALL-*: no cost; shows the hall, its altar and values (SCORE-HALL), the pedestals it removes (HALL-PED,
// PED-COVERED: their owners keep the tokens), the statues now inside it, and the tunnels it splits
// (HALL-UNIT).
class HallDialog : public ActionDialog {
    Q_OBJECT
public:
    HallDialog(const hk::GameState &state, int player, const QString &hallId, int orientation,
               const hk::Square &origin, QWidget *parent = nullptr);

    const hk::HallEffects &effects() const { return m_effects; }

protected:
    std::optional<hk::ActionBody> body() const override;

private:
    QString m_hall;
    int m_orientation = 0;
    hk::Square m_origin;
    hk::HallEffects m_effects;
};

} // namespace hk::gui
