#pragma once

// Wizard page 6: the clan market, card by card (SET-MARKET).

#include "wizard/setup_page.h"

#include <array>
#include <vector>

class QComboBox;
class QPushButton;

namespace hk::gui {

class NewGameDraft;
class PracticeCardsBar;
class TrollCardEditor;

class MarketPage : public SetupPage {
    Q_OBJECT
public:
    explicit MarketPage(NewGameDraft *draft, QWidget *parent = nullptr);
    void initializePage() override;

    TrollCardEditor *cardEditor(int level, int index) const;
    QComboBox *pedestalBox(int index) const { return m_pedestals[index]; }
    QPushButton *practiceButton() const;

private:
    void refresh();
    void refreshLibrary();

    std::array<std::vector<TrollCardEditor *>, 3> m_cards;
    std::array<QComboBox *, 4> m_pedestals{};
    PracticeCardsBar *m_practice = nullptr;
    bool m_refreshing = false;
};

} // namespace hk::gui
