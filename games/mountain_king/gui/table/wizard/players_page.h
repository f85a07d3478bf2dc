#pragma once

// Wizard page 1: the players, their order and colours, and the team variant (TEAM-SETUP).

#include "wizard/setup_page.h"

#include <array>

class QCheckBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QToolButton;

namespace hk::gui {

class NewGameDraft;

class PlayersPage : public SetupPage {
    Q_OBJECT
public:
    explicit PlayersPage(NewGameDraft *draft, QWidget *parent = nullptr);
    void initializePage() override;

    QSpinBox *countBox() const { return m_count; }
    QLineEdit *nameEdit(int seat) const { return m_rows[seat].name; }
    QToolButton *colourButton(int seat) const { return m_rows[seat].colour; }
    QToolButton *upButton(int seat) const { return m_rows[seat].up; }
    QToolButton *downButton(int seat) const { return m_rows[seat].down; }
    QCheckBox *teamsBox() const { return m_teams; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Row {
        QLabel *seat = nullptr;
        QLineEdit *name = nullptr;
        QToolButton *colour = nullptr;
        QToolButton *up = nullptr;
        QToolButton *down = nullptr;
        QLabel *team = nullptr;
    };
    void refresh();
    void move(int seat, int to);
    void chooseColour(int seat);

    QSpinBox *m_count = nullptr;
    QCheckBox *m_teams = nullptr;
    QLabel *m_colourWarning = nullptr;
    std::array<Row, 5> m_rows;
    bool m_refreshing = false;
};

} // namespace hk::gui
