#pragma once

// The score sheet being typed in: how many players, team or not, and a card per player side by side.

#include "io/json_check.h"
#include "scoring/score_sheet.h"

#include <QWidget>

class QCheckBox;
class QHBoxLayout;
class QKeyEvent;
class QLabel;
class QScrollArea;
class QSpinBox;

namespace hk::gui {

class PlayerCard;
class SheetDocument;

class SheetEditor : public QWidget {
    Q_OBJECT
public:
    explicit SheetEditor(SheetDocument *document, QWidget *parent = nullptr);

    void refresh();
    void retranslate();
    PlayerCard *card(int index) const;
    int cardCount() const { return int(m_cards.size()); }
    QSpinBox *playerCountSpin() const { return m_players; }
    QCheckBox *teamsCheck() const { return m_teams; }
    // Shows and focuses the field at a JSON path of the sheet.
    void focusLocation(const hk::ProblemLocation &where);
    void focusPlayer(int index);

protected:
    // Enter, which the fields pass on: a button (Add, remove) is pressed, any other field moves on as Tab.
    void keyPressEvent(QKeyEvent *event) override;

private:
    // The field that takes the focus is scrolled into view at once, laid out first (a row just added).
    void showFocused(QWidget *now);
    void setPlayerCount(int count);
    static hk::SheetPlayer blankPlayer(const QString &name); // a player with nothing entered but a name
    void setTeams(bool teams);
    void renewTabOrder();
    QColor playerColor(int index) const;

    SheetDocument *m_document;
    QLabel *m_playersLabel;
    QSpinBox *m_players;
    QCheckBox *m_teams;
    QScrollArea *m_scroll;
    QHBoxLayout *m_cardsLayout;
    QList<PlayerCard *> m_cards;
};

} // namespace hk::gui
