#pragma once

// Wizard pages 7 to 11: a player's starting trolls (SET-MOOT), one page per seat.

#include "wizard/setup_page.h"

#include <array>

class QLabel;
class QPushButton;

namespace hk::gui {

class NewGameDraft;
class PracticeCardsBar;
class ResourceCountsView;
class TrollCardEditor;

class MootPage : public SetupPage {
    Q_OBJECT
public:
    MootPage(NewGameDraft *draft, int seat, QWidget *parent = nullptr);
    void initializePage() override;

    TrollCardEditor *cardEditor(int slot) const { return m_cards[slot]; }
    QPushButton *practiceButton() const;
    QLabel *seatBonusLabel() const { return m_bonus; }
    ResourceCountsView *startingView() const { return m_starting; }

private:
    void refresh();
    void refreshLibrary();

    int m_seat;
    std::array<TrollCardEditor *, 6> m_cards{};
    std::array<QLabel *, 6> m_slotLabels{};
    QLabel *m_bonus = nullptr;
    ResourceCountsView *m_starting = nullptr;
    PracticeCardsBar *m_practice = nullptr;
    bool m_refreshing = false;
};

} // namespace hk::gui
