#pragma once

// What a table records mid-game, one event at a time, each button named after its rule: a mine or forge
// action (DWARF-010, the card's cost for another artifact), an undefended monster (DWARF-011), a defense and
// the Reward of Courage (DWARF-007, DWARF-008), a special action (DWARF-009; in a solo game DWARF-013 and
// DWARF-014), a reinforce (the worker cap, DWARF-012), any other change a card makes, the end of the round
// (DWARF-005, DWARF-020) and a draw from the empty deck (DWARF-006).
//
// Each button asks the tracker's validator before anything happens: the line under them says what the
// button under the mouse or the focus would record, or why the rules refuse it (its rule IDs); a refused
// button is drawn in red and records nothing.

#include "dwarf_tracker.h"

#include <QWidget>

#include <functional>
#include <vector>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace hk::gui {

class DwarfRecordPanel : public QWidget {
    Q_OBJECT
public:
    explicit DwarfRecordPanel(QWidget *parent = nullptr);

    // The game the buttons act on: their previews and refusals follow it.
    void setState(const dwarf::TrackerState &state);
    void retranslate();

    // For tests: the button of an event, and the line that previews it.
    QPushButton *button(dwarf::TrackerEvent::Kind kind) const;
    QComboBox *playerChoice() const { return m_player; }
    QComboBox *conversionChoice() const { return m_conversion; }
    QComboBox *monsterChoice() const { return m_monster; }
    QCheckBox *withMedals() const { return m_withMedals; }
    QCheckBox *startPlayerTriggered() const { return m_passes; }
    QLabel *previewLabel() const { return m_preview; }
    // The event the button of `kind` records with the fields as they are.
    dwarf::TrackerEvent eventFor(dwarf::TrackerEvent::Kind kind) const;

signals:
    // An event the validator allowed, to record (one undo step).
    void recordRequested(const hk::dwarf::TrackerEvent &event);
    // The rule a refusal or a preview names, to show in the rules browser.
    void ruleRequested(const QString &id);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Action {
        dwarf::TrackerEvent::Kind kind;
        QPushButton *button;
    };
    QPushButton *addAction(dwarf::TrackerEvent::Kind kind, QWidget *parent);
    void showPreview(dwarf::TrackerEvent::Kind kind);
    void refresh(); // every button's verdict, and the preview of the one shown
    void fillPlayers();

    dwarf::TrackerState m_state = dwarf::initialState(dwarf::defaultSetup()); // until setState()
    std::vector<Action> m_actions;
    std::optional<dwarf::TrackerEvent::Kind> m_shown; // the button the preview speaks of
    QLabel *m_playerLabel;
    QComboBox *m_player;
    QGroupBox *m_mineBox, *m_monsterBox, *m_specialBox, *m_otherBox, *m_roundBox;
    QComboBox *m_conversion;
    QLabel *m_costLabel;
    QSpinBox *m_costSteel, *m_costGold, *m_costIron;
    QComboBox *m_monster;
    QLabel *m_courageLabel;
    QSpinBox *m_courageWorkers;
    QCheckBox *m_withMedals;
    std::vector<QSpinBox *> m_change; // one per resource (dwarf::kResources)
    std::vector<QLabel *> m_changeLabels;
    QLineEdit *m_note;
    QCheckBox *m_passes;
    QLabel *m_preview;
};

} // namespace hk::gui
