#pragma once

// Wizard page 3: each player's gate on a start point of the board (SET-GATES).

#include "wizard/setup_page.h"

#include <array>

class QComboBox;
class QLabel;

namespace hk::gui {

class NewGameDraft;
class SetupMap;

class GatesPage : public SetupPage {
    Q_OBJECT
public:
    explicit GatesPage(NewGameDraft *draft, QWidget *parent = nullptr);
    void initializePage() override;

    QComboBox *gateBox(int seat) const { return m_rows[seat].box; }
    SetupMap *map() const { return m_map; }
    int currentSeat() const { return m_current; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Row {
        QLabel *marker = nullptr;
        QLabel *name = nullptr;
        QComboBox *box = nullptr;
    };
    void refresh();
    void setCurrent(int seat);
    void mapClicked(const Square &square);

    std::array<Row, 5> m_rows;
    QLabel *m_hint = nullptr;
    SetupMap *m_map = nullptr;
    int m_current = 0;
    bool m_refreshing = false;
};

} // namespace hk::gui
