#pragma once

// The pages of the new-game wizard, in the order of RULES.md §3: players, board, gates, statues, supply and
// pedestal track, clan market, each player's moot, and the summary checked by validateSetup(). Each page
// edits the shared NewGameDraft and shows, under its fields, the setup rules it is responsible for that are
// broken.

#include "game/setup.h"

#include <QWizardPage>

#include <array>
#include <memory>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTextBrowser;
class QToolButton;

namespace hk::gui {

class NewGameDraft;
class PracticeCardsBar; // fills the clan market and every moot with invented cards
class ResourceCountsView;
class SetupMap;
class TrollCardEditor;

// Page ids, in order; a moot page per seat.
enum NewGamePageId {
    kPlayersPage = 0,
    kBoardPage,
    kGatesPage,
    kStatuesPage,
    kSupplyPage,
    kMarketPage,
    kMootPage, // + seat index (0-4)
    kSummaryPage = kMootPage + 5,
};

// The page where a broken rule is fixed: Summary's "Go to the page".
int pageOfViolation(const Violation &violation, const GameSetup &setup);

class SetupPage : public QWizardPage {
    Q_OBJECT
public:
    SetupPage(NewGameDraft *draft, QStringList rules, QWidget *parent = nullptr);
    void cleanupPage() override {} // going back keeps what was entered
    QLabel *problemsLabel() const { return m_problems; }

protected:
    // The label listing the broken rules of this page; add it to the layout where it belongs.
    QLabel *makeProblemsLabel();
    void refreshProblems();
    NewGameDraft *m_draft;

private:
    QStringList m_rules;
    QLabel *m_problems = nullptr;
};

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

class BoardPage : public SetupPage {
    Q_OBJECT
public:
    explicit BoardPage(NewGameDraft *draft, QWidget *parent = nullptr);
    void initializePage() override;
    bool isComplete() const override;

    // Reads a board file and uses it if it is good; shows every problem if not. Returns whether it loaded.
    bool openBoardFile(const QString &fileName);
    QRadioButton *winterButton() const { return m_winter; }
    QRadioButton *autumnButton() const { return m_autumn; }
    QRadioButton *fileButton() const { return m_file; }
    QLabel *fileProblemsLabel() const { return m_fileProblems; }

    // The components (Catalog): the default ones or a .hkcatalog file, embedded in the game. A file is read
    // and used if it is good; if not, its problems are shown and nothing changes. Returns whether it loaded.
    bool openCatalogFile(const QString &fileName);
    QComboBox *componentsBox() const { return m_components; }
    QPushButton *openCatalogButton() const { return m_openCatalog; }
    QLabel *catalogProblemsLabel() const { return m_catalogProblems; }

private:
    void choose();
    void refresh();
    void refreshCatalog();

    QRadioButton *m_winter = nullptr;
    QRadioButton *m_autumn = nullptr;
    QRadioButton *m_file = nullptr;
    QLabel *m_sideNote = nullptr;
    QLineEdit *m_fileName = nullptr;
    QPushButton *m_browse = nullptr;
    QLabel *m_fileProblems = nullptr;
    QLabel *m_boardName = nullptr;
    SetupMap *m_map = nullptr;
    std::shared_ptr<const Board> m_fileBoard;
    QComboBox *m_components = nullptr;
    std::vector<std::shared_ptr<const Catalog>> m_catalogs; // one per entry of m_components
    QPushButton *m_openCatalog = nullptr;
    QLabel *m_catalogNote = nullptr;
    QLabel *m_catalogProblems = nullptr;
};

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

class StatuesPage : public SetupPage {
    Q_OBJECT
public:
    explicit StatuesPage(NewGameDraft *draft, QWidget *parent = nullptr);
    void initializePage() override;

    QRadioButton *cycleButton() const { return m_cycle; }
    QRadioButton *manualButton() const { return m_manual; }
    QComboBox *firstBox() const { return m_first; }
    QComboBox *orderBox() const { return m_order; }
    SetupMap *map() const { return m_map; }
    static std::array<std::array<Clan, 3>, 6> clanOrders();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void fillSpots();
    void applyCycle();
    void mapClicked(const Square &square);

    QRadioButton *m_cycle = nullptr;
    QRadioButton *m_manual = nullptr;
    QComboBox *m_first = nullptr;
    QComboBox *m_order = nullptr;
    QLabel *m_manualHint = nullptr;
    QLabel *m_counts = nullptr;
    SetupMap *m_map = nullptr;
    bool m_refreshing = false;
};

class SupplyPage : public SetupPage {
    Q_OBJECT
public:
    explicit SupplyPage(NewGameDraft *draft, QWidget *parent = nullptr);
    void initializePage() override;

    QSpinBox *workshopBox(WorkshopKind kind) const { return m_workshops[static_cast<int>(kind)]; }
    QLineEdit *trackEdit(int layer, int clanIndex) const { return m_track[layer - 1][clanIndex]; }
    QLineEdit *spellEdit(int slot) const { return m_spells[slot]; }
    QPushButton *randomButton() const { return m_random; }

private:
    void refresh();

    std::array<QSpinBox *, kWorkshopKinds> m_workshops{};
    QLabel *m_workshopTotal = nullptr;
    QPushButton *m_random = nullptr;
    std::array<std::array<QLineEdit *, 3>, 5> m_track{};
    QLabel *m_crown5 = nullptr;
    QLabel *m_crowns = nullptr;
    std::array<QLineEdit *, 3> m_spells{};
    bool m_refreshing = false;
};

class MarketPage : public SetupPage {
    Q_OBJECT
public:
    explicit MarketPage(NewGameDraft *draft, QWidget *parent = nullptr);
    void initializePage() override;

    TrollCardEditor *cardEditor(int level, int index) const;
    QComboBox *pedestalBox(int index) const { return m_pedestals[index]; }
    QPushButton *practiceButton() const;

private:
    void refresh();
    void refreshLibrary();

    std::array<std::vector<TrollCardEditor *>, 3> m_cards;
    std::array<QComboBox *, 4> m_pedestals{};
    PracticeCardsBar *m_practice = nullptr;
    bool m_refreshing = false;
};

class MootPage : public SetupPage {
    Q_OBJECT
public:
    MootPage(NewGameDraft *draft, int seat, QWidget *parent = nullptr);
    void initializePage() override;

    TrollCardEditor *cardEditor(int slot) const { return m_cards[slot]; }
    QPushButton *practiceButton() const;
    QLabel *seatBonusLabel() const { return m_bonus; }
    ResourceCountsView *startingView() const { return m_starting; }

private:
    void refresh();
    void refreshLibrary();

    int m_seat;
    std::array<TrollCardEditor *, 6> m_cards{};
    std::array<QLabel *, 6> m_slotLabels{};
    QLabel *m_bonus = nullptr;
    ResourceCountsView *m_starting = nullptr;
    PracticeCardsBar *m_practice = nullptr;
    bool m_refreshing = false;
};

class SummaryPage : public SetupPage {
    Q_OBJECT
public:
    explicit SummaryPage(NewGameDraft *draft, QWidget *parent = nullptr);
    void initializePage() override;
    bool isComplete() const override;

    QListWidget *problemsList() const { return m_list; }
    QPushButton *goToButton() const { return m_goTo; }
    QLabel *statusLabel() const { return m_status; }

signals:
    void goToPage(int id);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    QString overviewHtml(const GameSetup &setup) const;

    QLabel *m_status = nullptr;
    QListWidget *m_list = nullptr;
    QPushButton *m_goTo = nullptr;
    QTextBrowser *m_overview = nullptr;
};

} // namespace hk::gui
