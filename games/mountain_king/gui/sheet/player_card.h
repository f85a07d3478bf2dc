#pragma once

// One player's column of the score sheet: every field of docs/formats.md, in the order a group reads
// them off the table, each edit going through the document's undo stack. Shows each section's points live
// and flags impossible input inline with the rule it breaks. The card stacks its sections (card_sections.h),
// each a widget that builds, refreshes and retranslates its own fields and finds them for a problem.

#include "io/json_check.h"
#include "scoring/final_score.h"

#include <QFrame>
#include <QPointer>

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;
class QToolButton;

namespace hk::gui {

class CardSection;
class HallsSection;
class PlayerSection;
class ResourcesSection;
class SheetDocument;
class StatuesSection;
class TokensSection;
class TotalSection;
class TrollsSection;
class TunnelPad;
class TunnelsSection;

class PlayerCard : public QFrame {
    Q_OBJECT
public:
    PlayerCard(SheetDocument *document, int index, QWidget *parent = nullptr);

    int index() const { return m_index; }
    // Shows the document's current state (keeping the field being typed in as it is).
    void refresh();
    void retranslate();
    // Marks the fields named by problems whose path starts with "players[index]".
    void showProblems(const Problems &problems);
    // The widget showing the field at `path` (a full JSON path), for jumping to a problem.
    QWidget *widgetFor(const ProblemLocation &where) const; // the field a problem is about, on this card
    // Focusable widgets in tab order.
    QList<QWidget *> tabChain() const;
    QLineEdit *nameEdit() const;
    TunnelPad *tunnelPad() const;
    QSpinBox *resourceSpin(int kind) const;
    QLabel *totalLabel() const;
    QComboBox *coronationBox() const;
    QLineEdit *pedestalTokensEdit() const;
    QToolButton *addHallButton() const;
    QToolButton *addStatueButton() const;
    QSpinBox *hallLowSpin(int hall) const;
    QSpinBox *hallHighSpin(int hall) const;
    // The card's problems in words, under the field of the first (empty when there is none).
    QLabel *problemNote() const { return m_note; }
    QSpinBox *trollSpin(int level) const;
    QCheckBox *statuePedestal(int statue) const;
    QSpinBox *trackPointsSpin() const;
    QRadioButton *trackModeButton() const;
    QRadioButton *tileModeButton() const;

    QColor color() const { return m_color; }
    void setColor(const QColor &color);
    // Asks for the player's colour (the colour button of the card's first section).
    void pickColor();

    // For the sections: the document, the player, and every edit through the document's undo stack.
    SheetDocument *document() const { return m_document; }
    const SheetPlayer &player() const;
    const EntityScore *entity() const; // the player's score (the team's in a team sheet)
    QString name() const;
    void editPlayer(const std::function<void(SheetPlayer &)> &change, std::function<QString()> describe,
                    const QString &mergeKey = {});

signals:
    void colorChosen(int index, const QColor &color);
    void layoutChanged(); // rows were added or removed: the tab order needs renewing

private:
    SheetDocument *m_document;
    int m_index;
    QColor m_color;

    PlayerSection *m_player;
    TunnelsSection *m_tunnels;
    TokensSection *m_tokens;
    ResourcesSection *m_resources;
    HallsSection *m_halls;
    StatuesSection *m_statues;
    TrollsSection *m_trolls;
    TotalSection *m_total;
    QList<CardSection *> m_sections; // top to bottom

    QList<QPointer<QWidget>> m_flagged;
    QLabel *m_note;
};

} // namespace hk::gui
