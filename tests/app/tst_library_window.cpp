// The Play Library window and File ▸ Add to Library: the statistics it shows checked against the hand-made
// BG Stats backup's values (tests/fixtures/library/bgstats-backup.json), each filter, the review of an import
// (an unmatched player said to be someone known), the charts on screen, in a PNG and a PDF; a score sheet and
// a finished game added from their windows once (a second add changes nothing), the game's play as finished.

#include "common/private_copy.h"
#include "db/play_library.h"
#include "library_actions.h"
#include "library_chart.h"
#include "library_window.h"
#include "registered_games.h"
#include "score_sheet_window.h"
#include "table_window.h"

#include <QComboBox>
#include <QDateEdit>
#include <QFile>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace hk;
using namespace hk::gui;
using namespace hk::library;

namespace {

const QString kBackup = QStringLiteral(HK_FIXTURES "/library/bgstats-backup.json");

// The row of `name` in `table` (first column), or -1.
int rowOf(const QTableWidget *table, const QString &name)
{
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, 0) && table->item(row, 0)->text() == name)
            return row;
    return -1;
}

QString cell(const QTableWidget *table, const QString &name, int column)
{
    const int row = rowOf(table, name);
    return row >= 0 && table->item(row, column) ? table->item(row, column)->text()
                                                : QStringLiteral("(no row)");
}

} // namespace

class TestLibraryWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void showsTheBackupsStatistics();
    void filtersRecomputeTheTables_data();
    void filtersRecomputeTheTables();
    void importReviewsItsPlayersFirst();
    void aMalformedImportWritesNothing();
    void chartsDrawOnScreenPngAndPdf();
    void addToLibraryFromASheetAndAFinishedGame();

private:
    std::unique_ptr<LibraryWindow> openBackup(const QString &name);
    QTemporaryDir m_dir;
};

void TestLibraryWindow::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QStandardPaths::setTestModeEnabled(true); // the app's library in a folder of tests
    QFile::remove(PlayLibrary::defaultPath());
    games::registerShippedGames();
    installLibraryHooks();
}

std::unique_ptr<LibraryWindow> TestLibraryWindow::openBackup(const QString &name)
{
    auto w = std::make_unique<LibraryWindow>();
    w->setInteractive(false);
    if (!w->openLibrary(m_dir.filePath(name)).isEmpty() || !w->importFile(kBackup))
        return nullptr;
    return w;
}

// Counted by hand from the backup: P1 Ann won; P2 Ann and 陳小明 shared the win; P3 co-operative (won); P4
// teams (紅隊 won); P5 ignored; P6 Golf, lowest wins: Ann 36 beat the anonymous 41; P7 Bob beat 佐藤花子.
void TestLibraryWindow::showsTheBackupsStatistics()
{
    const auto w = openBackup(QStringLiteral("shows.sqlite"));
    QVERIFY(w);
    QTableWidget *players = w->playersTable();
    QCOMPARE(int(w->filteredPlays().size()), 6 + 0); // 7 plays, one ignored
    QCOMPARE(cell(players, QStringLiteral("Ann"), 1), QStringLiteral("4"));
    QCOMPARE(cell(players, QStringLiteral("Ann"), 2), QStringLiteral("3 of 3"));
    QCOMPARE(cell(players, QStringLiteral("Ann"), 4), QStringLiteral("1"));      // shared
    QCOMPARE(cell(players, QStringLiteral("Ann"), 5), QStringLiteral("1 of 1")); // teams
    QCOMPARE(cell(players, QStringLiteral("陳小明"), 2), QStringLiteral("1 of 2"));
    QCOMPARE(cell(players, QStringLiteral("陳小明"), 6), QStringLiteral("1 of 1")); // co-operative
    QCOMPARE(cell(players, QStringLiteral("陳小明"), 8), QStringLiteral("24.5"));   // (19 + 30) / 2
    QCOMPARE(rowOf(players, QStringLiteral("Anonymous player")), -1);               // left out
    // Names sorted in the locale's order (QCollator): Latin before CJK here, each in order.
    QVERIFY(rowOf(players, QStringLiteral("Ann")) < rowOf(players, QStringLiteral("Bob")));
    // Scores per game and player count: Carcassonne with 3 players: 19, 25, 30, 30, 12.5.
    QTableWidget *scores = w->scoresTable();
    bool found = false;
    for (int row = 0; row < scores->rowCount(); ++row)
        if (scores->item(row, 0)->text() == QStringLiteral("Carcassonne") &&
            scores->item(row, 1)->text() == QStringLiteral("3")) {
            found = true;
            QCOMPARE(scores->item(row, 3)->text(), QStringLiteral("5"));
            QCOMPARE(scores->item(row, 4)->text(), QStringLiteral("30"));
            QCOMPARE(scores->item(row, 6)->text(), QStringLiteral("25"));
        }
    QVERIFY(found);
    // A play chosen: its winner and its place in the group's history.
    w->tabs()->setCurrentWidget(w->playsTable()->parentWidget());
    w->playsTable()->selectRow(w->playsTable()->rowCount() - 1); // the first play: Ann won
    QVERIFY2(w->playDetails()->toPlainText().contains(QStringLiteral("Why Ann won")),
             qPrintable(w->playDetails()->toPlainText()));
}

void TestLibraryWindow::filtersRecomputeTheTables_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<int>("plays");
    QTest::newRow("game Carcassonne (P1, P2, P7)") << "game" << 3;
    QTest::newRow("player 佐藤花子 (P2, P4, P7)") << "player" << 3;
    QTest::newRow("two players (P3, P6, P7)") << "count" << 3;
    QTest::newRow("place Café Meeple (P2, P6)") << "place" << 2;
    QTest::newRow("from 17 March to 1 April (P3, P4, P6)") << "period" << 3;
}

void TestLibraryWindow::filtersRecomputeTheTables()
{
    QFETCH(QString, filter);
    QFETCH(int, plays);
    const auto w = openBackup(QStringLiteral("filters-%1.sqlite").arg(filter));
    QVERIFY(w);
    if (filter == QLatin1String("game"))
        w->gameFilter()->setCurrentIndex(w->gameFilter()->findText(QStringLiteral("Carcassonne")));
    else if (filter == QLatin1String("player"))
        w->playerFilter()->setCurrentIndex(w->playerFilter()->findText(QStringLiteral("佐藤花子")));
    else if (filter == QLatin1String("count"))
        w->playerCountFilter()->setValue(2);
    else if (filter == QLatin1String("place"))
        w->locationFilter()->setCurrentIndex(w->locationFilter()->findText(QStringLiteral("Café Meeple")));
    else {
        w->fromFilter()->setDate(QDate(2024, 3, 17));
        w->toFilter()->setDate(QDate(2024, 4, 1));
    }
    QCOMPARE(int(w->filteredPlays().size()), plays);
    QCOMPARE(w->playsTable()->rowCount(), plays);
}

void TestLibraryWindow::importReviewsItsPlayersFirst()
{
    LibraryWindow w;
    w.setInteractive(false);
    QCOMPARE(w.openLibrary(m_dir.filePath(QStringLiteral("review.sqlite"))), QString());
    qint64 xiaoming = 0;
    QCOMPARE(w.library().addPlayer(QStringLiteral("Xiaoming"), &xiaoming), QString());
    ImportReview seen;
    w.setReviewHook([&](const ImportReview &review) {
        seen = review;
        PlayerDecisions decisions;
        for (const PlayerMatch &m : review.players)
            if (m.source.name == QStringLiteral("陳小明"))
                decisions[m.key] = xiaoming; // the same person
        return decisions;
    });
    QVERIFY(w.importFile(kBackup));
    QVERIFY(seen.hasUnmatched());
    QCOMPARE(seen.newPlays, 7);
    QCOMPARE(w.library().findPlayerByName(QStringLiteral("陳小明")), xiaoming); // now an alias
    QCOMPARE(w.library().players().size(), size_t(5));                          // 4 made, Xiaoming kept
}

void TestLibraryWindow::aMalformedImportWritesNothing()
{
    LibraryWindow w;
    w.setInteractive(false);
    QCOMPARE(w.openLibrary(m_dir.filePath(QStringLiteral("malformed.sqlite"))), QString());
    const QString bad = m_dir.filePath(QStringLiteral("bad.xml"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("<plays><play id=\"1\" date=\"2024-13-40\"><item name=\"Azul\" objectid=\"2\"/></play></plays>");
    f.close();
    QVERIFY(!w.importFile(bad));
    QCOMPARE(w.library().playCount(), 0);
    QVERIFY2(w.messages().join(QLatin1Char('\n')).contains(QStringLiteral("bad.xml")),
             qPrintable(w.messages().join(QLatin1Char('\n'))));
}

void TestLibraryWindow::chartsDrawOnScreenPngAndPdf()
{
    const auto w = openBackup(QStringLiteral("charts.sqlite"));
    QVERIFY(w);
    w->resize(1280, 720);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    w->tabs()->setCurrentIndex(w->tabs()->count() - 1);
    QCOMPARE(int(w->chartView()->chart().bars.size()), 4); // Ann, Bob, 佐藤花子, 陳小明
    const QImage shown = w->chartView()->grab().toImage();
    QVERIFY(!shown.isNull());
    const QString png = m_dir.filePath(QStringLiteral("chart.png"));
    const QString pdf = m_dir.filePath(QStringLiteral("chart.pdf"));
    QCOMPARE(saveChart(w->chartView()->chart(), png, QSize(800, 500), w->font()), QString());
    QCOMPARE(saveChart(w->chartView()->chart(), pdf, QSize(800, 500), w->font()), QString());
    QImage image(png);
    QCOMPARE(image.size(), QSize(800, 500));
    // The bars are drawn: some pixels of the bar colour.
    int barPixels = 0;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            barPixels += image.pixelColor(x, y) == QColor(0x3d, 0x7e, 0xb8);
    QVERIFY(barPixels > 100);
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(5) == "%PDF-");
    // A category trend needs a game and a player: said, not drawn empty.
    w->chartKind()->setCurrentIndex(2);
    QVERIFY(w->chartView()->chart().values.empty());
    QVERIFY(!w->chartView()->chart().emptyText.isEmpty());
}

void TestLibraryWindow::addToLibraryFromASheetAndAFinishedGame()
{
    const QString sheetFile = test::privateCopy(QStringLiteral(HK_FIXTURES "/sheets/five-players.hkscore"));
    ScoreSheetWindow sheet;
    sheet.setInteractive(false);
    QVERIFY(sheet.openFile(sheetFile));
    QVERIFY(sheet.recordsPlay());
    QVERIFY(sheet.addToLibrary());
    PlayLibrary library;
    QCOMPARE(library.open(PlayLibrary::defaultPath()), QString());
    QCOMPARE(library.playCount(), 1);
    const QString uuid = library.playOfFile(sheetFile);
    QVERIFY(!uuid.isEmpty());
    QVERIFY(sheet.addToLibrary()); // again: the same play, unchanged
    QCOMPARE(library.playCount(), 1);

    const QString gameFile = test::privateCopy(QStringLiteral(HK_FIXTURES "/games/five-players.hkgame"));
    TableWindow table;
    table.setInteractive(false);
    QVERIFY(table.openFile(gameFile));
    QVERIFY(table.addToLibrary());
    QVERIFY(table.addToLibrary());
    QCOMPARE(library.playCount(), 2);
    const std::optional<Play> game = library.play(library.playOfFile(gameFile));
    QVERIFY(game);
    QVERIFY(!game->incomplete); // the fixture is played to its end
    QCOMPARE(game->playerCount(), 5);
    QCOMPARE(game->results.front().seat, 1);
    QVERIFY(std::any_of(game->results.begin(), game->results.end(),
                        [](const PlayResult &r) { return r.winner; }));
    QVERIFY(!game->results.front().categories.empty()); // each category of the score
}

QTEST_MAIN(TestLibraryWindow)
#include "tst_library_window.moc"
