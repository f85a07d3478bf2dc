#pragma once

// Digging a tunnel tile (the DIG-, PED- and WS-BUILD rules). The table window opens it for a
// tile placed on the board: shape, orientation and origin are given; the dialog asks for the rest and shows
// what the piece does. See action_dialog.h for the common shape.

#include "actions/action_dialog.h"
#include "rules/placement.h"

#include <array>

class QAbstractButton;
class QComboBox;
class QRadioButton;

namespace hk::gui {

class PaymentEditor;

// DIG-*: the mineral (only affordable ones offered, with the honour points each gives, DIG-SCORE), the
// payment of the minerals and of the hammers for rubble (DIG-RUBBLE), statues unearthed and buried resources
// gained, a pedestal on the anchor (PED-WHEN, PED-UNIQUE) and workshops on the free sites next to it
// (WS-BUILD).
class DigDialog : public ActionDialog {
    Q_OBJECT
public:
    DigDialog(const hk::GameState &state, int player, const QString &shapeId, int orientation,
              const hk::Square &origin, QWidget *parent = nullptr);

    const hk::DigEffects &effects() const { return m_effects; }
    hk::Mineral mineral() const { return m_mineral; }
    void setMineral(hk::Mineral mineral);
    // DIG-COST: a mineral is offered if the player can pay the tile with it; else why not.
    bool isMineralOffered(hk::Mineral mineral) const;
    QString mineralReason(hk::Mineral mineral) const;
    QAbstractButton *mineralButton(hk::Mineral mineral) const;
    PaymentEditor *paymentEditor() const { return m_payment; }
    // The pedestal clans offered (empty: no anchor, or none in storage).
    std::vector<hk::Clan> pedestalChoices() const;
    void setPedestal(std::optional<hk::Clan> clan);
    // One combo box per free workshop site (effects().freeSites, same order).
    QComboBox *workshopBox(int site) const { return m_workshopBoxes.value(site); }
    void setWorkshop(int site, std::optional<hk::WorkshopKind> kind);

protected:
    std::optional<hk::ActionBody> body() const override;

private:
    void updateDue();

    QString m_shape;
    int m_orientation = 0;
    hk::Square m_origin;
    int m_size = 0;
    hk::DigEffects m_effects;
    hk::Mineral m_mineral = hk::Mineral::Stone;
    std::array<bool, 3> m_offered{};
    std::array<QRadioButton *, 3> m_mineralButtons{};
    PaymentEditor *m_payment = nullptr;
    std::optional<hk::Clan> m_pedestal;
    QList<QRadioButton *> m_pedestalButtons; // "none" first, then the clans of pedestalChoices()
    QList<QComboBox *> m_workshopBoxes;
};

} // namespace hk::gui
