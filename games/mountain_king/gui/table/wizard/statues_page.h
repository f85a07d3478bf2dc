#pragma once

// Wizard page 4: the statues on their spots, by the clockwise cycle or square by square (SET-STATUES).

#include "wizard/setup_page.h"

#include <array>

class QComboBox;
class QLabel;
class QRadioButton;

namespace hk::gui {

class NewGameDraft;
class SetupMap;

class StatuesPage : public SetupPage {
    Q_OBJECT
public:
    explicit StatuesPage(NewGameDraft *draft, QWidget *parent = nullptr);
    void initializePage() override;

    QRadioButton *cycleButton() const { return m_cycle; }
    QRadioButton *manualButton() const { return m_manual; }
    QComboBox *firstBox() const { return m_first; }
    QComboBox *orderBox() const { return m_order; }
    SetupMap *map() const { return m_map; }
    static std::array<std::array<Clan, 3>, 6> clanOrders();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void fillSpots();
    void applyCycle();
    void mapClicked(const Square &square);

    QRadioButton *m_cycle = nullptr;
    QRadioButton *m_manual = nullptr;
    QComboBox *m_first = nullptr;
    QComboBox *m_order = nullptr;
    QLabel *m_manualHint = nullptr;
    QLabel *m_counts = nullptr;
    SetupMap *m_map = nullptr;
    bool m_refreshing = false;
};

} // namespace hk::gui
