#pragma once

// The table as it stands: the game's setup (a solo bot or 2 to 5 players, the two copies, the names, the
// first start player), then each player's holdings and workers this round with the start player marked, the
// round, and in a solo game the bot's medal track towards 12 (DWARF-015) and your special actions out of 3
// (DWARF-014). The setup is fixed once the first event is recorded; names may change at any time.

#include "dwarf_tracker.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QSpinBox;
class QTableWidget;

namespace hk::gui {

class DwarfTablePanel : public QWidget {
    Q_OBJECT
public:
    explicit DwarfTablePanel(QWidget *parent = nullptr);

    void setState(const dwarf::TrackerState &state, bool setupLocked);
    void retranslate();

    // For tests.
    QComboBox *opponentChoice() const { return m_opponent; }
    QSpinBox *playerCount() const { return m_count; }
    QCheckBox *twoCopies() const { return m_twoCopies; }
    QLineEdit *nameField(int player) const { return m_names.at(size_t(player)); }
    QTableWidget *playersTable() const { return m_table; }
    QLabel *roundLabel() const { return m_round; }
    QLabel *endLabel() const { return m_end; }
    QProgressBar *botMedals() const { return m_botMedals; }
    QLabel *specialActionsLabel() const { return m_specials; }

signals:
    // The user changed the setup; edits of one field merge under `mergeKey` (one undo step for a field).
    void setupEdited(const hk::dwarf::TrackerSetup &setup, const QString &mergeKey, const QString &what);

private:
    void editSetup(const QString &mergeKey, const QString &what,
                   const std::function<void(dwarf::TrackerSetup &)> &change);
    void showTable();

    dwarf::TrackerState m_state = dwarf::initialState(dwarf::defaultSetup()); // until setState()
    bool m_showing = false; // setState() is filling the fields: no edit to report
    QGroupBox *m_setupBox;
    QFormLayout *m_form;
    QComboBox *m_opponent;
    QSpinBox *m_count;
    QCheckBox *m_twoCopies;
    QComboBox *m_start;
    std::vector<QLineEdit *> m_names;
    QLabel *m_opponentLabel, *m_countLabel, *m_startLabel, *m_namesLabel, *m_locked;
    QLabel *m_round;
    QLabel *m_end;
    QTableWidget *m_table;
    QGroupBox *m_soloBox;
    QLabel *m_botMedalsLabel;
    QProgressBar *m_botMedals;
    QLabel *m_specials;
};

} // namespace hk::gui
