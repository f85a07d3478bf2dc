#pragma once

// Casting a spell (SPELL-CAST): the rune paid onto a face-up spell, the effect as the players apply it by
// hand (resources gained, negative for losses), and the spell revealed when this rune dissolves the card
// (SPELL-DISSOLVE). See action_dialog.h for the common shape.

#include "actions/action_dialog.h"

#include <array>

class QLabel;
class QLineEdit;
class QSpinBox;

namespace hk::gui {

class PaymentEditor;

class SpellDialog : public ActionDialog {
    Q_OBJECT
public:
    // `slot`: the face-up spell, 0-2.
    SpellDialog(const hk::GameState &state, int player, int slot, QWidget *parent = nullptr);

    PaymentEditor *runeEditor() const { return m_rune; }
    QSpinBox *gainSpin(hk::Resource r) const { return m_gain[int(r)]; }
    void setGain(const hk::ResourceCounts &gain);
    bool dissolves() const { return m_revealed != nullptr; }
    QLineEdit *revealedEdit() const { return m_revealed; } // null unless this rune dissolves the spell
    QLabel *cardText() const { return m_cardText; }        // the card's text, or that the catalog has none

protected:
    std::optional<hk::ActionBody> body() const override;

private:
    int m_slot = 0;
    PaymentEditor *m_rune = nullptr;
    std::array<QSpinBox *, hk::kResourceKinds> m_gain{};
    QLineEdit *m_revealed = nullptr;
    QLabel *m_cardText = nullptr;
};

} // namespace hk::gui
