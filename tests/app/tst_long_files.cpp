// Files at the edge of what Hallkeeper accepts open in their windows with work that grows no faster than the
// file, and none done for what is not shown: a long log's history lays out the lines it shows (not every
// line, 20,000 of them in the longest log a game file holds), opening a log four times as long costs about
// four times as much (not sixteen), a board's or a catalog's thousands of problems are listed by the first
// ones and a count, a description of one endless word wraps anywhere (Qt lays out a word longer than a line
// again at each line: minutes for 100,000 letters), and a score sheet's halls and statues are refused past
// twice the box (each is a row of fields in the window). tests/bench/bench_worst_files measures the worst
// file of each kind.

#include "board_editor_window.h"
#include "board_properties_panel.h"
#include "catalog_editor_window.h"
#include "catalog_problems_panel.h"
#include "io/json_reader.h"
#include "io/score_sheet_io.h"
#include "panels/history_delegate.h"
#include "score_sheet_window.h"
#include "scoring/score_sheet.h"
#include "table_window.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoView>

#include <ctime>

using namespace hk;
using namespace hk::gui;

namespace {

QJsonObject fixture(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}

QString writeJson(const QTemporaryDir &dir, const QString &name, const QJsonObject &root)
{
    const QString file = dir.filePath(name);
    QFile f(file);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(QJsonDocument(root).toJson(QJsonDocument::Compact));
    return file;
}

// The five-player fixture, its log made `actions` long with corrections (each replayed and said).
QJsonObject gameOf(int actions)
{
    QJsonObject game = fixture(QStringLiteral(HK_FIXTURES "/games/five-players.hkgame"));
    QJsonArray log = game.value(QStringLiteral("log")).toArray();
    while (log.size() < actions)
        log.append(QJsonObject{{QStringLiteral("player"), 0},
                               {QStringLiteral("action"), QStringLiteral("correction")},
                               {QStringLiteral("reason"),
                                QStringLiteral("the stone was miscounted %1 ").repeated(8).arg(log.size())},
                               {QStringLiteral("honour"), 0}});
    game[QStringLiteral("log")] = log;
    return game;
}

double cpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

// Opens `file` in a shown window of its kind, as --screenshot does (no lock, no autosave), painted once.
template <class Window> void openShown(Window &window, const QString &file)
{
    window.setInteractive(false);
    window.setReadsOnly(true);
    QVERIFY2(window.openFile(file), qPrintable(window.messages().join(QLatin1Char(' '))));
    window.resize(1280, 720);
    window.show();
    QApplication::processEvents();
    window.grab();
}

} // namespace

class LongFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void longLog_historyLaysOutWhatItShows_data();
    void longLog_historyLaysOutWhatItShows();
    void longLog_openingGrowsWithTheLog();
    void manyProblems_boardListsTheFirst();
    void manyProblems_catalogListsTheFirst();
    void endlessWord_descriptionWrapsAnywhere();
    void sheetRows_pastTwiceTheBoxRefused_data();
    void sheetRows_pastTwiceTheBoxRefused();

private:
    QTemporaryDir m_dir;
};

void LongFiles::longLog_historyLaysOutWhatItShows_data()
{
    QTest::addColumn<int>("actions");
    QTest::newRow("600 actions") << 600;
    QTest::newRow("5000 actions") << 5000;
}

void LongFiles::longLog_historyLaysOutWhatItShows()
{
    QFETCH(int, actions);
    const QString file = writeJson(m_dir, QStringLiteral("log%1.hkgame").arg(actions), gameOf(actions));
    TableWindow window;
    openShown(window, file);
    QCOMPARE(window.history()->model()->rowCount(), actions + 1); // the start, then every action
    const auto *delegate = qobject_cast<HistoryDelegate *>(window.history()->itemDelegate());
    QVERIFY(delegate);
    // The latest lines, and those drawn: a window's height of lines, whatever the log's length.
    QVERIFY2(delegate->measuredLines() <= 150, qPrintable(QString::number(delegate->measuredLines())));
    QVERIFY(delegate->measuredLines() > 0);
}

void LongFiles::longLog_openingGrowsWithTheLog()
{
    // CPU time, not the clock's: the ratio holds on a busy machine. Linear work gives about 4; work per
    // action that grows with the log (a copy of the history per action, a list laid out again per line)
    // gives 16.
    const QString shortLog = writeJson(m_dir, QStringLiteral("short.hkgame"), gameOf(1500));
    const QString longLog = writeJson(m_dir, QStringLiteral("long.hkgame"), gameOf(6000));
    const auto cost = [](const QString &file) {
        const double start = cpuMs();
        TableWindow window;
        openShown(window, file);
        return cpuMs() - start;
    };
    cost(shortLog); // the fonts and the art loaded once, outside the measures
    const double once = cost(shortLog);
    const double fourTimes = cost(longLog);
    QVERIFY2(fourTimes < 8 * once, qPrintable(QStringLiteral("%1 ms for 1500 actions, %2 ms for 6000")
                                                  .arg(once, 0, 'f', 0)
                                                  .arg(fourTimes, 0, 'f', 0)));
}

void LongFiles::manyProblems_boardListsTheFirst()
{
    // Every statue spot of a long list on a rubble square: a problem each, and one for the count.
    QJsonObject board = fixture(QStringLiteral(HK_FIXTURES "/boards/format-example.hkboard"));
    const int rows = board.value(QStringLiteral("rows")).toInt();
    const int columns = board.value(QStringLiteral("columns")).toInt();
    QJsonArray spots, rubble;
    for (int i = 0; i < 900; ++i) {
        const QJsonArray square{i / columns % rows, i % columns};
        spots.append(square);
        rubble.append(square);
    }
    board[QStringLiteral("statueSpots")] = spots;
    board[QStringLiteral("rubble")] = rubble;
    const QString file = writeJson(m_dir, QStringLiteral("problems.hkboard"), board);
    BoardEditorWindow window;
    openShown(window, file);
    QCOMPARE(window.problemList()->count(), BoardProblemsPanel::kListedProblems + 1);
    const QString last = window.problemList()->item(BoardProblemsPanel::kListedProblems)->text();
    QVERIFY2(last.contains(QLatin1String("more")), qPrintable(last));
}

void LongFiles::manyProblems_catalogListsTheFirst()
{
    // Tunnel tiles of six squares: a problem each (DIG-COST).
    QJsonObject catalog = fixture(QStringLiteral(HK_SOURCE_DIR "/resources/catalogs/default.hkcatalog"));
    const QJsonObject tile = catalog.value(QStringLiteral("tunnels")).toArray().at(0).toObject();
    QJsonArray tunnels;
    for (int i = 0; i < kMaxListItems; ++i) {
        QJsonObject t = tile;
        t[QStringLiteral("id")] = QStringLiteral("T-%1").arg(i);
        t[QStringLiteral("shape")] = QJsonArray{QStringLiteral("###"), QStringLiteral("###")};
        tunnels.append(t);
    }
    catalog[QStringLiteral("tunnels")] = tunnels;
    const QString file = writeJson(m_dir, QStringLiteral("problems.hkcatalog"), catalog);
    CatalogEditorWindow window;
    openShown(window, file);
    QVERIFY(window.problems().size() > size_t(CatalogProblemsPanel::kListedProblems));
    QCOMPARE(window.problemsPanel()->list()->topLevelItemCount(), CatalogProblemsPanel::kListedProblems + 1);
}

void LongFiles::endlessWord_descriptionWrapsAnywhere()
{
    QJsonObject catalog = fixture(QStringLiteral(HK_SOURCE_DIR "/resources/catalogs/default.hkcatalog"));
    catalog[QStringLiteral("description")] = QString(kMaxTextLength, QLatin1Char('x'));
    const QString endless = writeJson(m_dir, QStringLiteral("endless.hkcatalog"), catalog);
    catalog[QStringLiteral("description")] = QStringLiteral("A catalog of the tiles of the second edition.");
    const QString words = writeJson(m_dir, QStringLiteral("words.hkcatalog"), catalog);
    {
        CatalogEditorWindow window;
        openShown(window, endless);
        QCOMPARE(window.descriptionEdit()->wordWrapMode(), QTextOption::WrapAnywhere);
    }
    CatalogEditorWindow window;
    openShown(window, words);
    QCOMPARE(window.descriptionEdit()->wordWrapMode(), QTextOption::WrapAtWordBoundaryOrAnywhere);
}

void LongFiles::sheetRows_pastTwiceTheBoxRefused_data()
{
    QTest::addColumn<QString>("list");
    QTest::addColumn<int>("items");
    QTest::addColumn<bool>("read");
    QTest::newRow("12 halls") << QStringLiteral("halls") << sheet_limits::kMaxHallsListed << true;
    QTest::newRow("13 halls") << QStringLiteral("halls") << sheet_limits::kMaxHallsListed + 1 << false;
    QTest::newRow("42 statues") << QStringLiteral("statues") << sheet_limits::kMaxStatuesListed << true;
    QTest::newRow("43 statues") << QStringLiteral("statues") << sheet_limits::kMaxStatuesListed + 1 << false;
}

void LongFiles::sheetRows_pastTwiceTheBoxRefused()
{
    QFETCH(QString, list);
    QFETCH(int, items);
    QFETCH(bool, read);
    QJsonObject sheet = fixture(QStringLiteral(HK_FIXTURES "/sheets/rulebook-example.hkscore"));
    QJsonArray players = sheet.value(QStringLiteral("players")).toArray();
    QJsonObject player = players.at(0).toObject();
    const QJsonObject item = list == QLatin1String("halls")
                                 ? QJsonObject{{QStringLiteral("name"), QStringLiteral("Hall")},
                                               {QStringLiteral("low"), 6},
                                               {QStringLiteral("high"), 15},
                                               {QStringLiteral("altar"), false}}
                                 : QJsonObject{{QStringLiteral("clan"), QStringLiteral("fire")},
                                               {QStringLiteral("layer"), 2},
                                               {QStringLiteral("onOwnPedestal"), false}};
    QJsonArray rows;
    for (int i = 0; i < items; ++i)
        rows.append(item);
    player[list] = rows;
    players[0] = player;
    sheet[QStringLiteral("players")] = players;
    const QString file = writeJson(m_dir, QStringLiteral("rows.hkscore"), sheet);
    const ScoreSheetReadResult result = readScoreSheet(file, ReadMode::Draft);
    QCOMPARE(result.sheet.has_value(), read);
    if (read) {
        ScoreSheetWindow window;
        openShown(window, file);
        return;
    }
    QVERIFY(!result.problems.empty());
    const QString limit = QString::number(list == QLatin1String("halls") ? sheet_limits::kMaxHallsListed
                                                                         : sheet_limits::kMaxStatuesListed);
    QVERIFY2(result.problems.front().message.contains(limit), qPrintable(result.problems.front().message));
    QCOMPARE(result.problems.front().path, QStringLiteral("players[0].%1").arg(list));
}

QTEST_MAIN(LongFiles)
#include "tst_long_files.moc"
