#pragma once

// Wizard page 5: the workshop supply (SET-WORKSHOPS), the pedestal track (SET-PEDTRACK) and the spells.

#include "wizard/setup_page.h"

#include <array>

class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace hk::gui {

class NewGameDraft;

class SupplyPage : public SetupPage {
    Q_OBJECT
public:
    explicit SupplyPage(NewGameDraft *draft, QWidget *parent = nullptr);
    void initializePage() override;

    QSpinBox *workshopBox(WorkshopKind kind) const { return m_workshops[static_cast<int>(kind)]; }
    QLineEdit *trackEdit(int layer, int clanIndex) const { return m_track[layer - 1][clanIndex]; }
    QLineEdit *spellEdit(int slot) const { return m_spells[slot]; }
    QPushButton *randomButton() const { return m_random; }

private:
    void refresh();

    std::array<QSpinBox *, kWorkshopKinds> m_workshops{};
    QLabel *m_workshopTotal = nullptr;
    QPushButton *m_random = nullptr;
    std::array<std::array<QLineEdit *, 3>, 5> m_track{};
    QLabel *m_crown5 = nullptr;
    QLabel *m_crowns = nullptr;
    std::array<QLineEdit *, 3> m_spells{};
    bool m_refreshing = false;
};

} // namespace hk::gui
