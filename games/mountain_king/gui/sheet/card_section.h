#pragma once

// One section of a player's card (player_card.h): a widget that builds its fields, shows the document's
// state in them, retranslates them, and says which of them a problem is about. The card stacks them in the
// order a group reads them off the table; each section's fields, edits and texts are in one place.

#include "model/problem_location.h"

#include <QList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QSpinBox;
class QVBoxLayout;

namespace hk {
struct EntityScore;
struct ScoreSheet;
struct SheetPlayer;
} // namespace hk

namespace hk::gui {

class PlayerCard;

class CardSection : public QWidget {
public:
    explicit CardSection(PlayerCard *card);

    // Shows the document's state (keeping the field being typed in as it is). `entity` is the player's score
    // (the team's in a team sheet), null while there is none.
    virtual void refresh(const ScoreSheet &sheet, const SheetPlayer &player, const EntityScore *entity) = 0;
    virtual void retranslate() = 0;
    // The field a problem of this card is about, if it is in this section.
    virtual QWidget *widgetFor(const ProblemLocation &where) const = 0;
    // The section's focusable widgets, in tab order.
    virtual QList<QWidget *> tabChain() const = 0;

    QVBoxLayout *sectionLayout() const;

protected:
    PlayerCard *card() const { return m_card; }
    // A section title with its points on the right; returns the row so that controls can join the title.
    QHBoxLayout *addHeader(QLabel **title, QLabel **points);

private:
    PlayerCard *m_card;
};

// Shared by the sections: a value shown only when it differs, so that neither the cursor nor a signal moves.
void setIfDifferent(QSpinBox *spin, int value);
void setIfDifferent(QLineEdit *edit, const QString &text);
void setIfDifferent(QCheckBox *box, bool checked);
void setIndexIfDifferent(QComboBox *box, int index);

// A count the user types, as wide as the largest value it accepts. Beyond::Marked keeps a value beyond it as
// typed (marked with its problem), Beyond::Refused does not take it.
enum class Beyond { Marked, Refused };
QSpinBox *countSpin(int largest, Beyond beyond = Beyond::Marked);

} // namespace hk::gui
