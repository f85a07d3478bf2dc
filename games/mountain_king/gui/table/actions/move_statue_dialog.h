#pragma once

// Moving a statue (MOVE-*): the cart that pays, limited to the carts that may move this statue (generic carts
// from storage or swirl icons, and clan carts of the statue's clan: CART-CLAN, MOVE-CLAN-CART), and what the
// move changes for scoring (SCORE-STATUE, SCORE-HALL). See action_dialog.h for the common shape.

#include "actions/action_dialog.h"

namespace hk::gui {

class PaymentEditor;

class MoveStatueDialog : public ActionDialog {
    Q_OBJECT
public:
    MoveStatueDialog(const hk::GameState &state, int player, int statueId, const hk::Square &to,
                     QWidget *parent = nullptr);

    PaymentEditor *cartEditor() const { return m_cart; }
    // "layer 3, on a Fire pedestal: 12 honour points" for the statue standing at `square`.
    QString scoringText(const hk::Square &square) const;

protected:
    std::optional<hk::ActionBody> body() const override;

private:
    int m_statue = 0;
    hk::Square m_to;
    hk::Clan m_clan = hk::Clan::Fire;
    PaymentEditor *m_cart = nullptr;
};

} // namespace hk::gui
