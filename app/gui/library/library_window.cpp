// LibraryWindow is longer than 600 lines on purpose: one window over one PlayLibrary — the filters, the
// plays, a play's details, merging players, the charts, importing with its review, exporting — all refreshed
// from the same snapshot; the statistics are computed in library/stats and the charts drawn in library_chart.

#include "library_window.h"

#include "export/play_export.h"
#include "import/import_file.h"
#include "library_chart.h"
#include "merge_players_dialog.h"
#include "registry/game_registry.h"
#include "wheel_guard.h"

#include <QAction>
#include <QCollator>
#include <QComboBox>
#include <QDateEdit>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace hk::gui {

using namespace hk::library;

namespace {

// A list of every play of a library of years would take longer to fill than all the statistics.
constexpr int kPlaysListed = 500;

// A score or an average as a group reads it: whole, or to one decimal.
QString number(double value)
{
    const double rounded = std::round(value * 10) / 10;
    return QLocale().toString(rounded, 'f', rounded == std::round(rounded) ? 0 : 1);
}

QString percent(const WinCount &count)
{
    return count.plays ? QLocale().toString(100.0 * count.rate(), 'f', 0) + QLatin1Char('%') : QString();
}

QTableWidget *makeTable(QWidget *parent)
{
    auto *table = new QTableWidget(parent);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setAlternatingRowColors(true);
    table->setTabKeyNavigation(false); // Tab leaves the table; the arrows move in it
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    return table;
}

void setCell(QTableWidget *table, int row, int column, const QString &text, bool number = false)
{
    auto *item = new QTableWidgetItem(text);
    if (number)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    table->setItem(row, column, item);
}

// A date filter that Tab leaves: QDateEdit moves between its sections on Tab, and showing its special value
// ("any") it keeps the focus for good. The arrows and Left/Right still move inside it.
class FilterDateEdit : public QDateEdit {
public:
    using QDateEdit::QDateEdit;

protected:
    void keyPressEvent(QKeyEvent *event) override
    {
        if ((event->key() == Qt::Key_Tab || event->key() == Qt::Key_Backtab) &&
            !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
            event->accept();
            QWidget::focusNextPrevChild(event->key() == Qt::Key_Tab &&
                                        !(event->modifiers() & Qt::ShiftModifier));
            return;
        }
        QDateEdit::keyPressEvent(event);
    }
};

void setHeaders(QTableWidget *table, const QStringList &headers)
{
    table->setColumnCount(int(headers.size()));
    table->setHorizontalHeaderLabels(headers);
}

} // namespace

LibraryWindow::LibraryWindow(QWidget *parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("libraryWindow"));
    WheelGuard::install(); // the wheel scrolls past the filters; it changes only the one being edited
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);

    // The filters, one row.
    auto *filters = new QHBoxLayout;
    const auto labelled = [&](QLabel *&label, QWidget *field) {
        label = new QLabel(central);
        label->setBuddy(field);
        filters->addWidget(label);
        filters->addWidget(field);
    };
    m_game = new QComboBox(central);
    m_game->setObjectName(QStringLiteral("gameFilter"));
    m_game->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_game->setMaximumWidth(260);
    labelled(m_gameLabel, m_game);
    m_player = new QComboBox(central);
    m_player->setObjectName(QStringLiteral("playerFilter"));
    m_player->setMaximumWidth(200);
    labelled(m_playerLabel, m_player);
    m_count = new QSpinBox(central);
    m_count->setObjectName(QStringLiteral("playerCountFilter"));
    m_count->setRange(0, 99);
    labelled(m_countLabel, m_count);
    m_location = new QComboBox(central);
    m_location->setObjectName(QStringLiteral("locationFilter"));
    m_location->setMaximumWidth(200);
    labelled(m_locationLabel, m_location);
    m_from = new FilterDateEdit(central);
    m_from->setObjectName(QStringLiteral("fromFilter"));
    m_to = new FilterDateEdit(central);
    m_to->setObjectName(QStringLiteral("toFilter"));
    for (QDateEdit *edit : {m_from, m_to}) {
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
        edit->setMinimumDate(QDate(1900, 1, 1)); // shown as "—": no limit
        edit->setDate(edit->minimumDate());
    }
    labelled(m_fromLabel, m_from);
    labelled(m_toLabel, m_to);
    filters->addStretch();
    layout->addLayout(filters);
    m_summary = new QLabel(central);
    m_summary->setObjectName(QStringLiteral("librarySummary"));
    layout->addWidget(m_summary);

    m_tabs = new QTabWidget(central);
    m_players = makeTable(m_tabs);
    m_players->setObjectName(QStringLiteral("playersTable"));
    m_scores = makeTable(m_tabs);
    m_headToHead = makeTable(m_tabs);
    auto *categoriesPage = new QWidget(m_tabs);
    auto *categoriesLayout = new QVBoxLayout(categoriesPage);
    m_categoriesNote = new QLabel(categoriesPage);
    m_categoriesNote->setWordWrap(true);
    m_categories = makeTable(categoriesPage);
    categoriesLayout->addWidget(m_categoriesNote);
    categoriesLayout->addWidget(m_categories);
    auto *seatsPage = new QWidget(m_tabs);
    auto *seatsLayout = new QVBoxLayout(seatsPage);
    m_startEffect = new QLabel(seatsPage);
    m_startEffect->setWordWrap(true);
    m_seats = makeTable(seatsPage);
    seatsLayout->addWidget(m_startEffect);
    seatsLayout->addWidget(m_seats);
    auto *playsPage = new QSplitter(Qt::Horizontal, m_tabs);
    m_plays = makeTable(playsPage);
    m_plays->setSelectionMode(QAbstractItemView::SingleSelection);
    m_details = new QTextBrowser(playsPage);
    m_details->setObjectName(QStringLiteral("playDetails"));
    m_details->setTabChangesFocus(true);
    playsPage->addWidget(m_plays);
    playsPage->addWidget(m_details);
    playsPage->setStretchFactor(0, 3);
    playsPage->setStretchFactor(1, 2);
    auto *chartPage = new QWidget(m_tabs);
    auto *chartLayout = new QVBoxLayout(chartPage);
    auto *chartBar = new QHBoxLayout;
    m_chartKind = new QComboBox(chartPage);
    m_chartKind->setObjectName(QStringLiteral("chartKind"));
    m_chartLabel = new QLabel(chartPage);
    m_chartLabel->setBuddy(m_chartKind);
    m_savePng = new QPushButton(chartPage);
    m_savePng->setObjectName(QStringLiteral("savePng"));
    m_savePdf = new QPushButton(chartPage);
    m_savePdf->setObjectName(QStringLiteral("savePdf"));
    chartBar->addWidget(m_chartLabel);
    chartBar->addWidget(m_chartKind);
    chartBar->addStretch();
    chartBar->addWidget(m_savePng);
    chartBar->addWidget(m_savePdf);
    m_chart = new ChartView(chartPage);
    chartLayout->addLayout(chartBar);
    chartLayout->addWidget(m_chart, 1);
    for (QWidget *page : std::initializer_list<QWidget *>{m_players, m_scores, m_headToHead, categoriesPage,
                                                          seatsPage, playsPage, chartPage})
        m_tabs->addTab(page, QString());
    layout->addWidget(m_tabs, 1);
    setCentralWidget(central);

    buildMenus();
    retranslate();
    for (QComboBox *box : {m_game, m_player, m_location})
        connect(box, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
    connect(m_count, &QSpinBox::valueChanged, this, [this] { refresh(); });
    for (QDateEdit *edit : {m_from, m_to})
        connect(edit, &QDateEdit::dateChanged, this, [this] { refresh(); });
    connect(m_plays, &QTableWidget::itemSelectionChanged, this, &LibraryWindow::showPlayDetails);
    connect(m_chartKind, &QComboBox::currentIndexChanged, this, [this] { updateChart(); });
    const auto saveChartAs = [this](const QString &suffix, const QString &filter) {
        QString file = QFileDialog::getSaveFileName(this, tr("Save Chart"), QString(), filter);
        if (file.isEmpty())
            return;
        if (QFileInfo(file).suffix().isEmpty())
            file += QLatin1Char('.') + suffix;
        if (const QString error = saveChart(m_chart->chart(), file, QSize(1600, 1000), font());
            !error.isEmpty())
            say(tr("Save Chart"), error, true);
    };
    connect(m_savePng, &QPushButton::clicked, this,
            [saveChartAs, this] { saveChartAs(QStringLiteral("png"), tr("PNG images (*.png)")); });
    connect(m_savePdf, &QPushButton::clicked, this,
            [saveChartAs, this] { saveChartAs(QStringLiteral("pdf"), tr("PDF documents (*.pdf)")); });
    resize(1200, 680);
}

LibraryWindow::~LibraryWindow() = default;

void LibraryWindow::buildMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_import = m_fileMenu->addAction(QString(), this, [this] {
        const QString file = QFileDialog::getOpenFileName(
            this, tr("Import Plays"), QString(),
            tr("BG Stats backups and BoardGameGeek plays (*.json *.bgsplay *.xml);;All files (*)"));
        if (!file.isEmpty())
            importFile(file);
    });
    m_export = m_fileMenu->addAction(QString(), this, [this] {
        QString filter;
        QString file = QFileDialog::getSaveFileName(
            this, tr("Export Plays"), QString(),
            tr("BG Stats backup (*.json);;BoardGameGeek plays (*.xml);;CSV table (*.csv)"), &filter);
        if (file.isEmpty())
            return;
        if (QFileInfo(file).suffix().isEmpty())
            file += filter.contains(QLatin1String("*.xml"))   ? QStringLiteral(".xml")
                    : filter.contains(QLatin1String("*.csv")) ? QStringLiteral(".csv")
                                                              : QStringLiteral(".json");
        exportTo(file);
    });
    m_backUp = m_fileMenu->addAction(QString(), this, [this] {
        const QString file = QFileDialog::getSaveFileName(
            this, tr("Back Up Library"),
            QFileInfo(m_library.path())
                .dir()
                .filePath(QStringLiteral("library-%1.backup.sqlite")
                              .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmm")))),
            tr("Library backups (*.sqlite)"));
        if (file.isEmpty())
            return;
        if (const QString error = m_library.backup(file); !error.isEmpty())
            say(tr("Back Up Library"), error, true);
        else
            statusBar()->showMessage(tr("Backed up to %1").arg(QDir::toNativeSeparators(file)), 10000);
    });
    m_fileMenu->addSeparator();
    m_reload = m_fileMenu->addAction(QString(), this, &LibraryWindow::reload);
    m_reload->setShortcut(QKeySequence::Refresh);
    m_close = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_close->setShortcut(QKeySequence::Close);
    m_editMenu = menuBar()->addMenu(QString());
    m_merge = m_editMenu->addAction(QString(), this, &LibraryWindow::mergePlayers);
    m_merge->setObjectName(QStringLiteral("mergePlayersAction"));
    // Ctrl+Shift+J (join): Ctrl+Shift+M is the component editor in every document window.
    m_merge->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_J));
}

void LibraryWindow::mergePlayers()
{
    MergePlayersDialog dialog(m_library, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const MergePreview merged = dialog.preview();
    statusBar()->showMessage(tr("%1 merged into %2.").arg(merged.from.name, merged.into.name), 10000);
    reload();
}

void LibraryWindow::retranslate()
{
    setWindowTitle(tr("Play Library") +
                   (m_library.isOpen() ? QStringLiteral(" — ") + QDir::toNativeSeparators(m_library.path())
                                       : QString()));
    m_fileMenu->setTitle(tr("&File"));
    m_import->setText(tr("&Import Plays…"));
    m_export->setText(tr("&Export Plays…"));
    m_backUp->setText(tr("Back &Up Library…"));
    m_reload->setText(tr("&Reload"));
    m_close->setText(tr("&Close"));
    m_editMenu->setTitle(tr("&Edit"));
    m_merge->setText(tr("&Merge Players…"));
    m_gameLabel->setText(tr("&Game:"));
    m_playerLabel->setText(tr("&Player:"));
    m_countLabel->setText(tr("P&layers:"));
    m_count->setSpecialValueText(tr("any"));
    m_locationLabel->setText(tr("Pla&ce:"));
    m_fromLabel->setText(tr("Fro&m:"));
    m_toLabel->setText(tr("&To:"));
    for (QDateEdit *edit : {m_from, m_to})
        edit->setSpecialValueText(tr("any"));
    const QStringList tabs{tr("Players"), tr("Scores"), tr("Head to Head"), tr("Categories"),
                           tr("Seats"),   tr("Plays"),  tr("Chart")};
    for (int i = 0; i < m_tabs->count(); ++i)
        m_tabs->setTabText(i, tabs.value(i));
    {
        const int kind = std::max(0, m_chartKind->currentIndex());
        const QSignalBlocker block(m_chartKind);
        m_chartKind->clear();
        m_chartKind->addItems({tr("Win rate by player"), tr("Average score by player"),
                               tr("Category trend of the chosen player")});
        m_chartKind->setCurrentIndex(kind);
    }
    m_chartLabel->setText(tr("C&hart:"));
    m_savePng->setText(tr("Save as P&NG…"));
    m_savePdf->setText(tr("Save as P&DF…"));
    fillFilters();
}

void LibraryWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

QString LibraryWindow::openLibrary(const QString &path)
{
    const QString problem = m_library.open(path);
    if (!problem.isEmpty()) {
        say(tr("Play Library"), problem, true);
        return problem;
    }
    if (!m_library.migrationBackup().isEmpty())
        statusBar()->showMessage(
            tr("The library was updated to this version; a backup of it as it was is in %1")
                .arg(QDir::toNativeSeparators(m_library.migrationBackup())));
    reload();
    return {};
}

void LibraryWindow::reload()
{
    // The dashboard first; each category's points (most of the reading) a moment later, or at once when a
    // statistic needs them (ensurePoints).
    m_snapshot = m_library.snapshot(false);
    retranslate(); // the title and the filters' lists
    QTimer::singleShot(0, this, [this] {
        if (!m_snapshot.pointsLoaded) {
            ensurePoints();
            if (m_game->currentData().toInt() >= 0)
                refresh();
        }
    });
}

void LibraryWindow::ensurePoints()
{
    if (!m_snapshot.pointsLoaded)
        m_library.loadPoints(m_snapshot);
}

void LibraryWindow::say(const QString &title, const QString &text, bool warning)
{
    if (!m_interactive) {
        m_messages << text;
        return;
    }
    QMessageBox::information(this, title, text);
    Q_UNUSED(warning)
}

QString LibraryWindow::playerName(int player) const
{
    return player >= 0 && size_t(player) < m_snapshot.players.size() ? m_snapshot.players[size_t(player)].name
                                                                     : QString();
}

QString LibraryWindow::gameName(int game) const
{
    if (game < 0 || size_t(game) >= m_snapshot.games.size())
        return {};
    const SnapshotGame &g = m_snapshot.games[size_t(game)];
    // A game of this program in the user's language; the library keeps one key (the module) for it.
    if (!g.moduleId.isEmpty())
        if (const base::GameModule *module = base::GameRegistry::instance().find(g.moduleId))
            return module->displayName();
    return g.name;
}

QString LibraryWindow::categoryName(int game, int category) const
{
    if (game < 0 || size_t(game) >= m_snapshot.games.size())
        return {};
    const SnapshotGame &g = m_snapshot.games[size_t(game)];
    if (category < 0 || size_t(category) >= g.categories.size())
        return {};
    const SnapshotCategory &c = g.categories[size_t(category)];
    if (!g.moduleId.isEmpty())
        if (const base::GameModule *module = base::GameRegistry::instance().find(g.moduleId))
            if (const QString name = module->scoreCategoryName(c.key); !name.isEmpty())
                return name;
    return c.name;
}

void LibraryWindow::fillFilters()
{
    m_filling = true;
    const QVariant game = m_game->currentData(), player = m_player->currentData(),
                   location = m_location->currentData();
    QCollator collator;
    collator.setNumericMode(true);
    const auto sorted = [&collator](std::vector<std::pair<QString, int>> items) {
        std::stable_sort(items.begin(), items.end(), [&collator](const auto &a, const auto &b) {
            return collator.compare(a.first, b.first) < 0;
        });
        return items;
    };
    const auto fill = [](QComboBox *box, const QString &all,
                         const std::vector<std::pair<QString, int>> &items, const QVariant &keep) {
        box->clear();
        box->addItem(all, -1);
        for (const auto &[name, index] : items)
            box->addItem(name, index);
        box->setCurrentIndex(std::max(0, box->findData(keep.isValid() ? keep : QVariant(-1))));
    };
    std::vector<std::pair<QString, int>> games, players, locations;
    for (size_t i = 0; i < m_snapshot.games.size(); ++i)
        games.emplace_back(gameName(int(i)), int(i));
    for (size_t i = 0; i < m_snapshot.players.size(); ++i)
        if (!m_snapshot.players[i].anonymous)
            players.emplace_back(m_snapshot.players[i].name, int(i));
    for (size_t i = 0; i < m_snapshot.locations.size(); ++i)
        locations.emplace_back(m_snapshot.locations[i].name, int(i));
    fill(m_game, tr("All games"), sorted(games), game);
    fill(m_player, tr("Everyone"), sorted(players), player);
    fill(m_location, tr("Anywhere"), sorted(locations), location);
    m_filling = false;
    refresh();
}

PlayFilter LibraryWindow::filter() const
{
    PlayFilter f;
    f.game = m_game->currentData().toInt();
    if (const int player = m_player->currentData().toInt(); player >= 0)
        f.players = {player};
    f.playerCount = m_count->value();
    f.location = m_location->currentData().toInt();
    if (m_from->date() > m_from->minimumDate())
        f.from = m_from->date();
    if (m_to->date() > m_to->minimumDate())
        f.to = m_to->date();
    return f;
}

void LibraryWindow::refresh()
{
    if (m_filling)
        return;
    m_filtered = filterPlays(m_snapshot, filter());
    m_summary->setText(tr("%n play(s)", nullptr, int(m_filtered.size())) + QStringLiteral(" · ") +
                       tr("%n in the library", nullptr, int(m_snapshot.plays.size())));

    // Players: plays, wins of competitive plays ("7 of 12"), shared wins, teams and co-operative apart.
    QCollator collator;
    collator.setNumericMode(true);
    std::vector<PlayerSummary> summaries = playerSummaries(m_snapshot, m_filtered);
    std::stable_sort(summaries.begin(), summaries.end(), [&](const PlayerSummary &a, const PlayerSummary &b) {
        return collator.compare(playerName(a.player), playerName(b.player)) < 0;
    });
    setHeaders(m_players,
               {tr("Player"), tr("Plays"), tr("Wins"), tr("Win rate"), tr("Shared wins"), tr("Team wins"),
                tr("Co-op wins"), tr("Best"), tr("Average"), tr("Median"), tr("Streak (longest)")});
    m_players->setRowCount(int(summaries.size()));
    const auto of = [](const WinCount &c) {
        return c.plays ? tr("%1 of %2").arg(QString::number(c.wins), QString::number(c.plays)) : QString();
    };
    for (int row = 0; row < int(summaries.size()); ++row) {
        const PlayerSummary &p = summaries[size_t(row)];
        setCell(m_players, row, 0, playerName(p.player));
        setCell(m_players, row, 1, QString::number(p.plays), true);
        setCell(m_players, row, 2, of(p.competitive), true);
        setCell(m_players, row, 3, percent(p.competitive), true);
        setCell(m_players, row, 4, p.sharedWins ? QString::number(p.sharedWins) : QString(), true);
        setCell(m_players, row, 5, of(p.team), true);
        setCell(m_players, row, 6, of(p.coop), true);
        setCell(m_players, row, 7, p.best ? number(*p.best) : QString(), true);
        setCell(m_players, row, 8, p.average ? number(*p.average) : QString(), true);
        setCell(m_players, row, 9, p.median ? number(*p.median) : QString(), true);
        setCell(m_players, row, 10,
                tr("%1 (%2)").arg(QString::number(p.currentStreak), QString::number(p.longestStreak)), true);
    }

    const std::vector<ScoreSummary> scores = scoreSummaries(m_snapshot, m_filtered);
    setHeaders(m_scores, {tr("Game"), tr("Players"), tr("Plays"), tr("Scores"), tr("Best"), tr("Average"),
                          tr("Median")});
    m_scores->setRowCount(int(scores.size()));
    for (int row = 0; row < int(scores.size()); ++row) {
        const ScoreSummary &s = scores[size_t(row)];
        setCell(m_scores, row, 0, gameName(s.game));
        setCell(m_scores, row, 1, QString::number(s.playerCount), true);
        setCell(m_scores, row, 2, QString::number(s.plays), true);
        setCell(m_scores, row, 3, QString::number(s.samples), true);
        setCell(m_scores, row, 4, number(s.best), true);
        setCell(m_scores, row, 5, number(s.average), true);
        setCell(m_scores, row, 6, number(s.median), true);
    }

    const std::vector<HeadToHead> pairs = headToHead(m_snapshot, m_filtered);
    setHeaders(m_headToHead, {tr("Player"), tr("Opponent"), tr("Plays together"), tr("Finished above"),
                              tr("Finished below"), tr("Level")});
    m_headToHead->setRowCount(int(pairs.size()));
    for (int row = 0; row < int(pairs.size()); ++row) {
        const HeadToHead &h = pairs[size_t(row)];
        setCell(m_headToHead, row, 0, playerName(h.first));
        setCell(m_headToHead, row, 1, playerName(h.second));
        setCell(m_headToHead, row, 2, QString::number(h.plays), true);
        setCell(m_headToHead, row, 3, QString::number(h.firstAbove), true);
        setCell(m_headToHead, row, 4, QString::number(h.secondAbove), true);
        setCell(m_headToHead, row, 5, QString::number(h.level), true);
    }

    // Categories: each player's average per category of the chosen game.
    const int game = m_game->currentData().toInt();
    m_categories->clear();
    if (game < 0 || m_snapshot.games[size_t(game)].categories.empty()) {
        m_categoriesNote->setText(game < 0
                                      ? tr("Choose a game scored in Hallkeeper to see each player's average "
                                           "per score category.")
                                      : tr("This game's plays have no score categories (only games scored in "
                                           "Hallkeeper keep them)."));
        m_categories->setRowCount(0);
        m_categories->setColumnCount(0);
    } else {
        ensurePoints();
        const SnapshotGame &g = m_snapshot.games[size_t(game)];
        m_categoriesNote->setText(tr("Average points per category, over the plays played to their end."));
        QStringList headers{tr("Player"), tr("Plays")};
        for (int c = 0; c < int(g.categories.size()); ++c)
            headers << categoryName(game, c);
        setHeaders(m_categories, headers);
        const std::vector<CategoryAverage> averages = categoryAverages(m_snapshot, m_filtered, game);
        std::vector<int> rows;
        for (const CategoryAverage &a : averages)
            if (std::find(rows.begin(), rows.end(), a.player) == rows.end())
                rows.push_back(a.player);
        std::stable_sort(rows.begin(), rows.end(),
                         [&](int a, int b) { return collator.compare(playerName(a), playerName(b)) < 0; });
        m_categories->setRowCount(int(rows.size()));
        for (int row = 0; row < int(rows.size()); ++row) {
            setCell(m_categories, row, 0, playerName(rows[size_t(row)]));
            int samples = 0;
            for (const CategoryAverage &a : averages)
                if (a.player == rows[size_t(row)]) {
                    setCell(m_categories, row, 2 + a.category, QLocale().toString(a.average, 'f', 1), true);
                    samples = std::max(samples, a.samples);
                }
            setCell(m_categories, row, 1, QString::number(samples), true);
        }
    }

    // Seats and the start player, with their sample sizes.
    const std::vector<SeatEffect> seats = seatEffects(m_snapshot, m_filtered);
    setHeaders(m_seats, {tr("Seat"), tr("Wins"), tr("Win rate"), tr("Scores"), tr("Average score")});
    m_seats->setRowCount(int(seats.size()));
    for (int row = 0; row < int(seats.size()); ++row) {
        const SeatEffect &s = seats[size_t(row)];
        setCell(m_seats, row, 0, QString::number(s.seat), true);
        setCell(m_seats, row, 1, of(s.wins), true);
        setCell(m_seats, row, 2, percent(s.wins), true);
        setCell(m_seats, row, 3, QString::number(s.samples), true);
        setCell(m_seats, row, 4, s.samples ? number(s.average) : QString(), true);
    }
    const StartEffect start = startEffect(m_snapshot, m_filtered);
    m_startEffect->setText(start.starting.plays || start.following.plays
                               ? tr("The start player won %1 (%2); the others %3 (%4). Seats are best "
                                    "compared with one game and one "
                                    "player count chosen.")
                                     .arg(of(start.starting), percent(start.starting), of(start.following),
                                          percent(start.following))
                               : tr("No play of these records its start player."));

    // Plays, latest first: the latest kPlaysListed (the filters reach the others).
    setHeaders(m_plays, {tr("Date"), tr("Game"), tr("Players"), tr("Winners"), tr("Place")});
    const int listed = std::min(int(m_filtered.size()), kPlaysListed);
    m_plays->setRowCount(listed);
    if (listed < int(m_filtered.size()))
        m_summary->setText(m_summary->text() + QStringLiteral(" · ") +
                           tr("the Plays tab lists the latest %n", nullptr, listed));
    for (int row = 0; row < listed; ++row) {
        const int index = m_filtered[m_filtered.size() - 1 - size_t(row)];
        const SnapshotPlay &p = m_snapshot.plays[size_t(index)];
        QStringList names, winners;
        for (int r = p.firstResult; r < p.firstResult + p.resultCount; ++r) {
            names << playerName(m_snapshot.results[size_t(r)].player);
            if (m_snapshot.results[size_t(r)].winner)
                winners << playerName(m_snapshot.results[size_t(r)].player);
        }
        setCell(m_plays, row, 0, QLocale().toString(p.date, QLocale::ShortFormat));
        m_plays->item(row, 0)->setData(Qt::UserRole, index);
        setCell(m_plays, row, 1, gameName(p.game));
        setCell(m_plays, row, 2, names.join(QStringLiteral(", ")));
        setCell(m_plays, row, 3, p.incomplete ? tr("(not finished)") : winners.join(QStringLiteral(", ")));
        setCell(m_plays, row, 4, p.location >= 0 ? m_snapshot.locations[size_t(p.location)].name : QString());
    }
    m_plays->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Interactive);
    m_details->setPlainText(
        tr("Choose a play to see why its winner won and how it stands against the group's "
           "history."));
    updateChart();
}

void LibraryWindow::showPlayDetails()
{
    const QList<QTableWidgetItem *> selected = m_plays->selectedItems();
    if (selected.isEmpty())
        return;
    const int index = m_plays->item(selected.front()->row(), 0)->data(Qt::UserRole).toInt();
    ensurePoints();
    const SnapshotPlay &p = m_snapshot.plays[size_t(index)];
    QString html = QStringLiteral("<h3>%1 — %2</h3>")
                       .arg(gameName(p.game).toHtmlEscaped(),
                            QLocale().toString(p.date, QLocale::LongFormat).toHtmlEscaped());
    if (const std::optional<WhyWon> why = whyWon(m_snapshot, index)) {
        const QString winner = playerName(m_snapshot.results[size_t(why->winner)].player);
        const QString runnerUp = playerName(m_snapshot.results[size_t(why->runnerUp)].player);
        html += QStringLiteral("<p><b>%1</b></p>")
                    .arg((why->margin == 0
                              ? tr("Why %1 won: level with %2 on points, ahead on the tie-break.")
                                    .arg(winner, runnerUp)
                              : tr("Why %1 won: %2 ahead of %3.").arg(winner, number(why->margin), runnerUp))
                             .toHtmlEscaped());
        if (why->deciding.empty())
            html +=
                QStringLiteral("<p>%1</p>")
                    .arg(tr("No single category's lead was larger than the margin: the win was made across "
                            "several.")
                             .toHtmlEscaped());
        else {
            html += QStringLiteral("<p>%1</p><ul>")
                        .arg(tr("Categories in which %1's lead was larger than the final margin (without "
                                "that lead "
                                "alone, %2 would have won):")
                                 .arg(winner, runnerUp)
                                 .toHtmlEscaped());
            for (const DecidingCategory &d : why->deciding)
                html += QStringLiteral("<li>%1</li>")
                            .arg((d.tieBreak ? tr("%1: +%2 (the tie-break)") : tr("%1: +%2"))
                                     .arg(categoryName(p.game, d.category), number(d.lead))
                                     .toHtmlEscaped());
            html += QStringLiteral("</ul>");
        }
    } else {
        QStringList winners;
        for (int r = p.firstResult; r < p.firstResult + p.resultCount; ++r)
            if (m_snapshot.results[size_t(r)].winner)
                winners << playerName(m_snapshot.results[size_t(r)].player);
        if (winners.size() > 1 && isCompetitive(m_snapshot, p))
            html += QStringLiteral("<p><b>%1</b></p>")
                        .arg(tr("A shared win: %1.").arg(winners.join(QStringLiteral(", "))).toHtmlEscaped());
    }
    const std::vector<ResultInHistory> history = playInHistory(m_snapshot, index);
    if (!history.empty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul>")
                    .arg(tr("Against the group's history (same game, same player count):").toHtmlEscaped());
        for (const ResultInHistory &h : history) {
            const SnapshotResult &r = m_snapshot.results[size_t(h.result)];
            QStringList notes;
            if (h.percentile)
                notes << tr("better than %1% of %n score(s)", nullptr, h.samples)
                             .arg(QLocale().toString(*h.percentile, 'f', 0));
            if (h.groupRecord)
                notes << tr("the group's record");
            else if (h.personalBest)
                notes << tr("a personal best");
            html +=
                QStringLiteral("<li>%1</li>")
                    .arg(tr("%1, %2: %3")
                             .arg(playerName(r.player), r.hasScore() ? number(r.score) : QStringLiteral("—"),
                                  notes.isEmpty() ? tr("no earlier score to compare")
                                                  : notes.join(QStringLiteral(", ")))
                             .toHtmlEscaped());
        }
        html += QStringLiteral("</ul>");
    }
    m_details->setHtml(html);
}

void LibraryWindow::updateChart()
{
    ChartData chart;
    const std::vector<PlayerSummary> summaries = playerSummaries(m_snapshot, m_filtered);
    QCollator collator;
    const auto byName = [&](std::vector<ChartData::Bar> bars) {
        std::stable_sort(bars.begin(), bars.end(), [&](const auto &a, const auto &b) {
            return collator.compare(a.label, b.label) < 0;
        });
        return bars;
    };
    switch (m_chartKind->currentIndex()) {
    case 1: {
        chart.title = tr("Average score by player");
        double most = 0;
        for (const PlayerSummary &p : summaries)
            if (p.average) {
                chart.bars.push_back({playerName(p.player), *p.average,
                                      tr("%1 (%n score(s))", nullptr, p.scoreCount).arg(number(*p.average))});
                most = std::max(most, *p.average);
            }
        chart.bars = byName(std::move(chart.bars));
        chart.maximum = most;
        break;
    }
    case 2: {
        const int game = m_game->currentData().toInt();
        const int player = m_player->currentData().toInt();
        chart.kind = ChartData::Kind::Trend;
        chart.emptyText =
            tr("Choose a game scored in Hallkeeper and a player: their first category across plays, "
               "against the group's middle half.");
        if (game >= 0 && player >= 0 && !m_snapshot.games[size_t(game)].categories.empty()) {
            ensurePoints();
            const CategoryTrend trend = categoryTrend(m_snapshot, m_filtered, game, 0, player);
            chart.title = tr("%1: %2 across plays (band: the group's middle half)")
                              .arg(playerName(player), categoryName(game, 0));
            for (const CategoryTrend::Point &point : trend.points)
                chart.values.push_back(point.points);
            chart.bandLower = trend.lower;
            chart.bandMedian = trend.median;
            chart.bandUpper = trend.upper;
        } else {
            chart.title = tr("Category trend");
        }
        break;
    }
    default:
        chart.title = tr("Win rate by player (competitive plays)");
        for (const PlayerSummary &p : summaries)
            if (p.competitive.plays)
                chart.bars.push_back(
                    {playerName(p.player), p.competitive.rate(),
                     tr("%1 of %2")
                         .arg(QString::number(p.competitive.wins), QString::number(p.competitive.plays))});
        chart.bars = byName(std::move(chart.bars));
        chart.maximum = 1;
    }
    m_chart->setChart(std::move(chart));
}

PlayerDecisions LibraryWindow::askReview(const ImportReview &review, const QString &file)
{
    if (!m_interactive)
        return m_reviewHook ? m_reviewHook(review) : PlayerDecisions{};
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Import Plays"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *intro = new QLabel(
        tr("%1: %n new play(s)", nullptr, review.newPlays).arg(QFileInfo(file).fileName()) +
            QStringLiteral(", ") + tr("%n changed", nullptr, review.changedPlays) + QStringLiteral(", ") +
            tr("%n unchanged", nullptr, review.unchangedPlays) + QStringLiteral(". ") +
            tr("Say who each player of the file is; nothing is written before you import."),
        &dialog);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *table = makeTable(&dialog);
    setHeaders(table, {tr("In the file"), tr("Plays"), tr("In the library")});
    table->setRowCount(int(review.players.size()));
    std::vector<LibraryPlayer> players = m_library.players();
    std::vector<QComboBox *> boxes;
    for (int row = 0; row < int(review.players.size()); ++row) {
        const PlayerMatch &m = review.players[size_t(row)];
        setCell(table, row, 0, m.source.name);
        setCell(table, row, 1, QString::number(m.plays), true);
        auto *box = new QComboBox(table);
        box->addItem(tr("A new player"), qint64(0));
        for (const LibraryPlayer &p : players)
            box->addItem(p.name, p.id);
        box->setCurrentIndex(std::max(0, box->findData(m.playerId)));
        table->setCellWidget(row, 2, box);
        boxes.push_back(box);
    }
    layout->addWidget(table);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, &dialog);
    buttons->addButton(tr("Import"), QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(640, 420);
    if (dialog.exec() != QDialog::Accepted)
        return {{QStringLiteral("\x01cancelled"), 0}};
    PlayerDecisions decisions;
    for (size_t i = 0; i < boxes.size(); ++i)
        decisions[review.players[i].key] = boxes[i]->currentData().toLongLong();
    return decisions;
}

bool LibraryWindow::importFile(const QString &file)
{
    const ImportRead read = readImport(file);
    if (!read.batch) {
        QStringList lines;
        for (const base::Problem &p : read.problems)
            lines << base::formatProblem(QDir::toNativeSeparators(file), p);
        say(tr("Import Plays"),
            tr("%1 was not imported; nothing was written.").arg(QFileInfo(file).fileName()) +
                QLatin1Char('\n') + lines.mid(0, 20).join(QLatin1Char('\n')),
            true);
        return false;
    }
    const ImportReview review = m_library.review(*read.batch);
    const PlayerDecisions decisions = askReview(review, file);
    if (decisions.count(QStringLiteral("\x01cancelled")))
        return false;
    const ImportResult result = m_library.commit(*read.batch, decisions);
    if (!result.ok()) {
        say(tr("Import Plays"), result.error, true);
        return false;
    }
    statusBar()->showMessage(
        tr("Imported %1: %n added", nullptr, result.added).arg(QFileInfo(file).fileName()) +
            QStringLiteral(", ") + tr("%n updated", nullptr, result.updated) + QStringLiteral(", ") +
            tr("%n unchanged", nullptr, result.unchanged),
        15000);
    reload();
    return true;
}

bool LibraryWindow::exportTo(const QString &file)
{
    const std::optional<ExportFormat> format = exportFormatOf(file);
    if (!format) {
        say(tr("Export Plays"), tr("Give a .json (BG Stats), .xml (BoardGameGeek) or .csv file."), true);
        return false;
    }
    if (const QString error = writeExportFile(file, exportBytes(*format, m_library.allPlays()));
        !error.isEmpty()) {
        say(tr("Export Plays"), error, true);
        return false;
    }
    statusBar()->showMessage(tr("Exported to %1").arg(QDir::toNativeSeparators(file)), 10000);
    return true;
}

} // namespace hk::gui
