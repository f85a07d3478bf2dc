#pragma once

// The eight sections of a player's card, top to bottom: the player (name, colour, team), tunnels, the
// coronation and pedestal tokens, leftover resources, great halls, statues, clan trolls, and the total. Each
// edit goes through the card to the document's undo stack (PlayerCard::editPlayer). Halls and statues are
// lists, one row per entry (card_list_sections.cpp); resources, trolls and the total are counts
// (card_count_sections.cpp); the others are in card_sections.cpp.

#include "card_section.h"

#include <QColor>

#include <array>

class QFrame;
class QRadioButton;
class QToolButton;

namespace hk::gui {

class TunnelPad;

class PlayerSection : public CardSection {
public:
    explicit PlayerSection(PlayerCard *card);
    void refresh(const ScoreSheet &sheet, const SheetPlayer &player, const EntityScore *entity) override;
    void retranslate() override;
    QWidget *widgetFor(const ProblemLocation &where) const override;
    QList<QWidget *> tabChain() const override;

    QLineEdit *nameEdit() const { return m_name; }
    void showColor(const QColor &color);

private:
    QFrame *m_stripe;
    QLineEdit *m_name;
    QToolButton *m_colorButton;
    QLabel *m_teamLabel;
    QComboBox *m_team;
};

class TunnelsSection : public CardSection {
public:
    explicit TunnelsSection(PlayerCard *card);
    void refresh(const ScoreSheet &sheet, const SheetPlayer &player, const EntityScore *entity) override;
    void retranslate() override;
    QWidget *widgetFor(const ProblemLocation &where) const override;
    QList<QWidget *> tabChain() const override;

    TunnelPad *pad() const { return m_pad; }
    QSpinBox *trackPoints() const { return m_trackPoints; }
    QRadioButton *byTrack() const { return m_byTrack; }
    QRadioButton *byTile() const { return m_byTile; }

private:
    void setTunnelMode(bool byTrack);

    QLabel *m_title, *m_points;
    QRadioButton *m_byTile, *m_byTrack;
    TunnelPad *m_pad;
    QLabel *m_trackLabel;
    QSpinBox *m_trackPoints;
};

// The coronation token and the pedestal score tokens, in one grid.
class TokensSection : public CardSection {
public:
    explicit TokensSection(PlayerCard *card);
    void refresh(const ScoreSheet &sheet, const SheetPlayer &player, const EntityScore *entity) override;
    void retranslate() override;
    QWidget *widgetFor(const ProblemLocation &where) const override;
    QList<QWidget *> tabChain() const override;

    QComboBox *coronation() const { return m_coronation; }
    QLineEdit *tokens() const { return m_tokens; }

private:
    void setCoronation(int token);
    void setPedestalTokens(const QString &text);

    QLabel *m_coronationTitle, *m_coronationPoints;
    QComboBox *m_coronation;
    QLabel *m_tokensTitle, *m_tokensPoints;
    QLineEdit *m_tokens;
};

class ResourcesSection : public CardSection {
public:
    explicit ResourcesSection(PlayerCard *card);
    void refresh(const ScoreSheet &sheet, const SheetPlayer &player, const EntityScore *entity) override;
    void retranslate() override;
    QWidget *widgetFor(const ProblemLocation &where) const override;
    QList<QWidget *> tabChain() const override;

    QSpinBox *resource(int kind) const { return m_resources[kind]; }

private:
    QLabel *m_title, *m_points;
    std::array<QSpinBox *, 7> m_resources{};
    QLabel *m_trades;
};

class HallsSection : public CardSection {
public:
    explicit HallsSection(PlayerCard *card);
    void refresh(const ScoreSheet &sheet, const SheetPlayer &player, const EntityScore *entity) override;
    void retranslate() override;
    QWidget *widgetFor(const ProblemLocation &where) const override;
    QList<QWidget *> tabChain() const override;

    int rowCount() const { return int(m_rows.size()); }
    QToolButton *addButton() const { return m_add; }
    QSpinBox *lowSpin(int hall) const { return m_rows.value(hall).low; }
    QSpinBox *highSpin(int hall) const { return m_rows.value(hall).high; }

private:
    struct Row {
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
    void buildRows(int count);
    void retranslateRow(Row &row, int index);
    void addHall(const QString &name, int low, int high);

    QLabel *m_title, *m_points;
    QVBoxLayout *m_rowsLayout;
    QList<Row> m_rows;
    QToolButton *m_add;
};

class StatuesSection : public CardSection {
public:
    explicit StatuesSection(PlayerCard *card);
    void refresh(const ScoreSheet &sheet, const SheetPlayer &player, const EntityScore *entity) override;
    void retranslate() override;
    QWidget *widgetFor(const ProblemLocation &where) const override;
    QList<QWidget *> tabChain() const override;

    int rowCount() const { return int(m_rows.size()); }
    QToolButton *addButton() const { return m_add; }
    QCheckBox *pedestal(int statue) const { return m_rows.value(statue).pedestal; }

private:
    struct Row {
        QWidget *row;
        QComboBox *clan;
        QComboBox *layer;
        QCheckBox *pedestal;
        QLineEdit *tunnel;
        QLabel *points;
        QToolButton *remove;
    };
    void buildRows(int count);
    void retranslateRow(Row &row);
    void fillClanBox(QComboBox *box);
    void fillLayerBox(QComboBox *box);
    void addStatue();

    QLabel *m_title, *m_points;
    QVBoxLayout *m_rowsLayout;
    QList<Row> m_rows;
    QToolButton *m_add;
};

// Clan trolls of the moot, for the tie-break.
class TrollsSection : public CardSection {
public:
    explicit TrollsSection(PlayerCard *card);
    void refresh(const ScoreSheet &sheet, const SheetPlayer &player, const EntityScore *entity) override;
    void retranslate() override;
    QWidget *widgetFor(const ProblemLocation &where) const override;
    QList<QWidget *> tabChain() const override;

    QSpinBox *trolls(int level) const { return m_trolls[level - 1]; }

private:
    QLabel *m_title, *m_sum;
    std::array<QLabel *, 3> m_labels{};
    std::array<QSpinBox *, 3> m_trolls{};
};

class TotalSection : public CardSection {
public:
    explicit TotalSection(PlayerCard *card);
    void refresh(const ScoreSheet &sheet, const SheetPlayer &player, const EntityScore *entity) override;
    void retranslate() override {}
    QWidget *widgetFor(const ProblemLocation &) const override { return nullptr; }
    QList<QWidget *> tabChain() const override { return {}; }

    QLabel *total() const { return m_total; }

private:
    QLabel *m_title;
    QLabel *m_total;
};

} // namespace hk::gui
