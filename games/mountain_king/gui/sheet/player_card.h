#pragma once

// One player's column of the score sheet: every field of docs/formats.md, in the order a group reads
// them off the table, each edit going through the document's undo stack. Shows each section's points live
// and flags impossible input inline with the rule it breaks.

#include "io/json_check.h"
#include "scoring/final_score.h"

#include <QFrame>
#include <QPointer>

#include <array>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;
class QToolButton;
class QVBoxLayout;

namespace hk::gui {

class SheetDocument;
class TunnelPad;

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
    QLineEdit *nameEdit() const { return m_name; }
    TunnelPad *tunnelPad() const { return m_pad; }
    QSpinBox *resourceSpin(int kind) const { return m_resources[kind]; }
    QLabel *totalLabel() const { return m_total; }
    QComboBox *coronationBox() const { return m_coronation; }
    QLineEdit *pedestalTokensEdit() const { return m_tokens; }
    QToolButton *addHallButton() const { return m_addHall; }
    QToolButton *addStatueButton() const { return m_addStatue; }
    QSpinBox *hallLowSpin(int hall) const { return m_hallRows.value(hall).low; }
    QSpinBox *hallHighSpin(int hall) const { return m_hallRows.value(hall).high; }
    // The card's problems in words, under the field of the first (empty when there is none).
    QLabel *problemNote() const { return m_note; }
    QSpinBox *trollSpin(int level) const { return m_trolls[level - 1]; }
    QCheckBox *statuePedestal(int statue) const { return m_statueRows.value(statue).pedestal; }
    QSpinBox *trackPointsSpin() const { return m_trackPoints; }
    QRadioButton *trackModeButton() const { return m_byTrack; }
    QRadioButton *tileModeButton() const { return m_byTile; }

    QColor color() const { return m_color; }
    void setColor(const QColor &color);

signals:
    void colorChosen(int index, const QColor &color);
    void layoutChanged(); // rows were added or removed: the tab order needs renewing

private:
    struct HallRow {
        QWidget *row;
        QLineEdit *name;
        QLabel *lowLabel;
        QSpinBox *low;
        QLabel *highLabel;
        QSpinBox *high;
        QCheckBox *altar;
        QLabel *points;
        QToolButton *remove;
    };
    struct StatueRow {
        QWidget *row;
        QComboBox *clan;
        QComboBox *layer;
        QCheckBox *pedestal;
        QLineEdit *tunnel;
        QLabel *points;
        QToolButton *remove;
    };

    void retranslateRow(HallRow &row, int index);
    void retranslateRow(StatueRow &row);
    const SheetPlayer &player() const;
    const EntityScore *entity() const; // the player's score (the team's in a team sheet)
    QString name() const;

    // A section title with its points on the right; returns the row so that controls can join the title.
    QHBoxLayout *sectionHeader(QVBoxLayout *layout, QLabel **title, QLabel **points);
    void buildHallRows(int count);
    void buildStatueRows(int count);
    void fillClanBox(QComboBox *box);
    void fillLayerBox(QComboBox *box);
    void pickColor();

    // Edits
    void editPlayer(const std::function<void(SheetPlayer &)> &change, std::function<QString()> describe,
                    const QString &mergeKey = {});
    template <class Item>
    void editListItem(std::vector<Item> SheetPlayer::*list, int item,
                      const std::function<void(Item &)> &change, std::function<QString()> describe,
                      const QString &mergeKey);
    template <class Item>
    void removeListItem(std::vector<Item> SheetPlayer::*list, int item, std::function<QString()> describe);
    void setTunnelMode(bool byTrack);
    void setCoronation(int token);
    void setPedestalTokens(const QString &text);
    void addHall(const QString &name, int low, int high);
    void addStatue();

    SheetDocument *m_document;
    int m_index;
    QColor m_color;

    QFrame *m_stripe;
    QLineEdit *m_name;
    QToolButton *m_colorButton;
    QLabel *m_teamLabel;
    QComboBox *m_team;

    QLabel *m_tunnelsTitle, *m_tunnelsPoints;
    QRadioButton *m_byTile, *m_byTrack;
    TunnelPad *m_pad;
    QLabel *m_trackLabel;
    QSpinBox *m_trackPoints;

    QLabel *m_coronationTitle, *m_coronationPoints;
    QComboBox *m_coronation;

    QLabel *m_tokensTitle, *m_tokensPoints;
    QLineEdit *m_tokens;

    QLabel *m_resourcesTitle, *m_resourcesPoints;
    std::array<QSpinBox *, 7> m_resources{};
    QLabel *m_trades;

    QLabel *m_hallsTitle, *m_hallsPoints;
    QVBoxLayout *m_hallRowsLayout;
    QList<HallRow> m_hallRows;
    QToolButton *m_addHall;

    QLabel *m_statuesTitle, *m_statuesPoints;
    QVBoxLayout *m_statueRowsLayout;
    QList<StatueRow> m_statueRows;
    QToolButton *m_addStatue;

    QLabel *m_trollsTitle, *m_trollsSum;
    std::array<QLabel *, 3> m_trollLabels{};
    std::array<QSpinBox *, 3> m_trolls{};

    QLabel *m_totalTitle;
    QLabel *m_total;

    QList<QPointer<QWidget>> m_flagged;
    QLabel *m_note;
};

} // namespace hk::gui
