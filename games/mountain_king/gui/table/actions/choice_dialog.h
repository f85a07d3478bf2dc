#pragma once

// The keyboard's way into an action the mouse starts on the board or in the market (Game ▸ Recruit a
// Troll…, Cast a Spell…, Use a Workshop…, Move a Statue…, Dig…, Dedicate a Great Hall…): the choices of the
// moment in a list — the market's trolls, the face-up spells, the workshops, the statues and where they may
// go, the tiles and halls left — each with what the rules say of it now. The arrow keys choose, Enter takes
// one, and the action's own dialog follows as after a click.

#include <QDialog>
#include <QIcon>

#include <vector>

class QLabel;
class QListWidget;
class QPushButton;

namespace hk::gui {

class ChoiceDialog : public QDialog {
    Q_OBJECT
public:
    struct Choice {
        QString text;
        QIcon icon{};
        QString refusal{}; // what the rules say against it now (empty: allowed); it can still be chosen
    };
    ChoiceDialog(const QString &title, const QString &question, const std::vector<Choice> &choices,
                 QWidget *parent = nullptr);

    int chosen() const; // the row taken, -1 if none
    void choose(int row);
    QListWidget *list() const { return m_list; }

private:
    QListWidget *m_list = nullptr;
    QPushButton *m_ok = nullptr;
};

} // namespace hk::gui
