#pragma once

// The Library window: every play the group kept (db/play_library.h), filtered by game, player, period,
// player count and place, and what a group asks of them (stats/library_stats.h): plays and wins per player
// (shared wins counted for every tied winner, team and co-operative plays apart, "7 of 12"), best, average
// and median score per game and player count, head to head, streaks, each player's average per score
// category, seats and the start player with their sample sizes, and for one play why its winner won and how
// it stands against the group's history. Charts drawn with QPainter (library_chart.h), saved as PNG or PDF.
// File: Import (BG Stats, BoardGameGeek, with a review of the players), Export (both, and CSV), Back Up.
//
// The library is read once into memory when the window opens or after a write: a filter change recomputes
// from memory.

#include "db/play_library.h"
#include "import/import_batch.h"
#include "stats/library_snapshot.h"
#include "stats/library_stats.h"

#include <QMainWindow>

#include <functional>

class QComboBox;
class QDateEdit;
class QLabel;
class QSpinBox;
class QTabWidget;
class QTableWidget;
class QTextBrowser;
class QPushButton;

namespace hk::gui {

class ChartView;

class LibraryWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit LibraryWindow(QWidget *parent = nullptr);
    ~LibraryWindow() override;

    // Opens the library at `path` (created if missing); empty on success, else why not (the window shows it).
    QString openLibrary(const QString &path);
    library::PlayLibrary &library() { return m_library; }
    // Reads the library again (after another window added a play).
    void reload();

    // Imports a BG Stats backup or a BoardGameGeek plays file: the players reviewed first (who matches
    // nobody is asked about), then the whole file written, or nothing. False if nothing was written.
    bool importFile(const QString &file);
    bool exportTo(const QString &file);

    // Without a user (tests, --screenshot): messages are collected, and the review is answered by the hook
    // (by default: every unmatched player is new).
    void setInteractive(bool interactive) { m_interactive = interactive; }
    QStringList messages() const { return m_messages; }
    using ReviewHook = std::function<library::PlayerDecisions(const library::ImportReview &)>;
    void setReviewHook(ReviewHook hook) { m_reviewHook = std::move(hook); }

    // For tests and screenshots: the filters, the tabs and what they show.
    QComboBox *gameFilter() const { return m_game; }
    QComboBox *playerFilter() const { return m_player; }
    QSpinBox *playerCountFilter() const { return m_count; }
    QComboBox *locationFilter() const { return m_location; }
    QDateEdit *fromFilter() const { return m_from; }
    QDateEdit *toFilter() const { return m_to; }
    QTabWidget *tabs() const { return m_tabs; }
    QTableWidget *playersTable() const { return m_players; }
    QTableWidget *scoresTable() const { return m_scores; }
    QTableWidget *headToHeadTable() const { return m_headToHead; }
    QTableWidget *categoriesTable() const { return m_categories; }
    QTableWidget *seatsTable() const { return m_seats; }
    QTableWidget *playsTable() const { return m_plays; }
    QTextBrowser *playDetails() const { return m_details; }
    ChartView *chartView() const { return m_chart; }
    QComboBox *chartKind() const { return m_chartKind; }
    QAction *mergePlayersAction() const { return m_merge; }
    const std::vector<int> &filteredPlays() const { return m_filtered; }
    const library::LibrarySnapshot &snapshot() const { return m_snapshot; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildMenus();
    void retranslate();
    void fillFilters();
    void refresh();
    void showPlayDetails();
    // Each category's points in memory (read after the dashboard is shown, or now if a statistic needs them).
    void ensurePoints();
    void updateChart();
    library::PlayFilter filter() const;
    void say(const QString &title, const QString &text, bool warning = false);
    library::PlayerDecisions askReview(const library::ImportReview &review, const QString &file);
    QString playerName(int player) const;
    // A game's and a score category's names in the user's language (a game of this program: its module's).
    QString gameName(int game) const;
    QString categoryName(int game, int category) const;
    void mergePlayers();

    library::PlayLibrary m_library;
    library::LibrarySnapshot m_snapshot;
    std::vector<int> m_filtered;
    bool m_interactive = true;
    bool m_filling = false;
    QStringList m_messages;
    ReviewHook m_reviewHook;

    QMenu *m_fileMenu = nullptr, *m_editMenu = nullptr;
    QAction *m_merge = nullptr;
    QLabel *m_chartLabel = nullptr;
    QAction *m_import = nullptr, *m_export = nullptr, *m_backUp = nullptr, *m_reload = nullptr,
            *m_close = nullptr;
    QLabel *m_gameLabel = nullptr, *m_playerLabel = nullptr, *m_countLabel = nullptr,
           *m_locationLabel = nullptr, *m_fromLabel = nullptr, *m_toLabel = nullptr, *m_summary = nullptr;
    QComboBox *m_game = nullptr, *m_player = nullptr, *m_location = nullptr;
    QSpinBox *m_count = nullptr;
    QDateEdit *m_from = nullptr, *m_to = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableWidget *m_players = nullptr, *m_scores = nullptr, *m_headToHead = nullptr, *m_categories = nullptr,
                 *m_seats = nullptr, *m_plays = nullptr;
    QLabel *m_startEffect = nullptr, *m_categoriesNote = nullptr;
    QTextBrowser *m_details = nullptr;
    ChartView *m_chart = nullptr;
    QComboBox *m_chartKind = nullptr;
    QPushButton *m_savePng = nullptr, *m_savePdf = nullptr;
};

} // namespace hk::gui
