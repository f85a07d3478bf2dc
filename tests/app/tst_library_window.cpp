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

#include "i18n/language.h"
#include "merge_players_dialog.h"
#include "registry/game_registry.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
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

// "Xiaoming" (a BG Stats uuid, never at the table with Bob) in a play with Dee: the same person as 陳小明.
Play xiaomingsPlay()
{
    Play play;
    play.uuid = QStringLiteral("0000aaaa-0000-4000-8000-000000000001");
    play.game.name = QStringLiteral("Azul");
    play.playedAt = QDateTime(QDate(2024, 6, 1), QTime(20, 0));
    play.source = QString::fromLatin1(kSourceBgStats);
    PlayResult x, dee;
    x.player.name = QStringLiteral("Xiaoming");
    x.player.sourceUuid = QStringLiteral("0000bbbb-0000-4000-8000-000000000002");
    x.score = 50;
    x.winner = true;
    dee.player.name = QStringLiteral("Dee");
    dee.score = 40;
    play.results = {x, dee};
    return play;
}

// The letter after '&' in a label's text ("Fro&m:" → 'm'), lower case; none for a text without one.
QChar mnemonic(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i)
        if (text[i] == QLatin1Char('&')) {
            if (text[i + 1] == QLatin1Char('&')) {
                ++i;
                continue;
            }
            return text[i + 1].toLower();
        }
    return {};
}

// Every mnemonic of the visible labels, buttons and the menu bar's menus of `window`, with their texts.
QMultiHash<QChar, QString> mnemonicsOf(QWidget *window)
{
    QMultiHash<QChar, QString> found;
    for (QLabel *label : window->findChildren<QLabel *>())
        if (label->buddy() && label->isVisibleTo(window) && !mnemonic(label->text()).isNull())
            found.insert(mnemonic(label->text()), label->text());
    for (QAbstractButton *button : window->findChildren<QAbstractButton *>())
        if (button->isVisibleTo(window) && !mnemonic(button->text()).isNull())
            found.insert(mnemonic(button->text()), button->text());
    if (auto *main = qobject_cast<QMainWindow *>(window))
        for (QAction *menu : main->menuBar()->actions())
            if (!mnemonic(menu->text()).isNull())
                found.insert(mnemonic(menu->text()), menu->text());
    return found;
}

QStringList clashes(const QMultiHash<QChar, QString> &found)
{
    QStringList out;
    for (const QChar key : found.uniqueKeys())
        if (found.count(key) > 1)
            out << found.values(key).join(QStringLiteral(" / "));
    return out;
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
    void mergePlayersDialogPreviewsAndMerges();
    void mergePlayersDialogRefusesTwoWhoPlayedTogether();
    void everyGameNamesItsScoreCategories_data();
    void everyGameNamesItsScoreCategories();
    void namesInTheUsersLanguage_data();
    void namesInTheUsersLanguage();
    void tabReachesEveryFilterAndNoTableTrapsIt();
    void mnemonicsAreUniqueAndEscClosesDialogs();

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

void TestLibraryWindow::mergePlayersDialogPreviewsAndMerges()
{
    const auto w = openBackup(QStringLiteral("merge-dialog.sqlite"));
    QVERIFY(w);
    QVERIFY(w->library().addPlay(xiaomingsPlay()).ok());
    w->reload();
    // Edit ▸ Merge Players…, with a shortcut.
    QVERIFY(w->mergePlayersAction());
    QVERIFY(!w->mergePlayersAction()->shortcut().isEmpty());
    bool inMenu = false;
    for (QAction *menu : w->menuBar()->actions())
        inMenu = inMenu || (menu->menu() && menu->menu()->actions().contains(w->mergePlayersAction()));
    QVERIFY(inMenu);
    const qint64 chen = w->library().findPlayerByName(QStringLiteral("陳小明"));
    const qint64 xiaoming = w->library().findPlayerByName(QStringLiteral("Xiaoming"));
    const size_t before = w->library().players().size();
    const int chenPlays = w->library().player(chen)->plays;
    const int chenShown =
        cell(w->playersTable(), QStringLiteral("陳小明"), 1).toInt(); // ignored plays left out

    MergePlayersDialog dialog(w->library(), w.get());
    dialog.choose(xiaoming, chen);
    QVERIFY(dialog.preview().ok());
    QCOMPARE(dialog.preview().plays, 1);
    QCOMPARE(dialog.preview().wins, 1);
    QVERIFY(dialog.mergeButton()->isEnabled());
    const QString preview = dialog.previewLabel()->text();
    QVERIFY2(preview.contains(QStringLiteral("Xiaoming")) && preview.contains(QStringLiteral("陳小明")) &&
                 preview.contains(QStringLiteral("0000bbbb-0000-4000-8000-000000000002")),
             qPrintable(preview));
    QTest::mouseClick(dialog.mergeButton(), Qt::LeftButton);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(w->library().players().size(), before - 1);
    QCOMPARE(w->library().player(chen)->plays, chenPlays + 1);
    QCOMPARE(w->library().findPlayerByName(QStringLiteral("Xiaoming")), chen);
    w->reload();
    QCOMPARE(cell(w->playersTable(), QStringLiteral("陳小明"), 1), QString::number(chenShown + 1));
    QCOMPARE(rowOf(w->playersTable(), QStringLiteral("Xiaoming")), -1);
}

void TestLibraryWindow::mergePlayersDialogRefusesTwoWhoPlayedTogether()
{
    const auto w = openBackup(QStringLiteral("merge-refused.sqlite"));
    QVERIFY(w);
    const QStringList before = [&] {
        QStringList names;
        for (const LibraryPlayer &p : w->library().players())
            names << p.name;
        return names;
    }();
    MergePlayersDialog dialog(w->library(), w.get());
    dialog.choose(w->library().findPlayerByName(QStringLiteral("Bob")),
                  w->library().findPlayerByName(QStringLiteral("Ann")));
    QCOMPARE(dialog.preview().rule, MergePreview::Rule::PlayedTogether);
    QVERIFY(!dialog.mergeButton()->isEnabled());
    QVERIFY2(dialog.previewLabel()->text().contains(dialog.preview().sharedPlay) &&
                 !dialog.preview().sharedPlay.isEmpty(),
             qPrintable(dialog.previewLabel()->text()));
    QVERIFY(!dialog.merge().isEmpty()); // the library refuses too
    QCOMPARE(w->library().players().size(), size_t(before.size()));
}

void TestLibraryWindow::everyGameNamesItsScoreCategories_data()
{
    QTest::addColumn<QString>("sheet");
    QTest::addColumn<QString>("language");
    const QDir examples(QStringLiteral(HK_FIXTURES "/../../docs/examples"));
    const QStringList sheets = examples.entryList({QStringLiteral("*.hkscore")}, QDir::Files, QDir::Name);
    QVERIFY(sheets.size() >= 4);
    for (const QString &sheet : sheets)
        for (const char *language : {"en", "zh_TW", "ja"})
            QTest::addRow("%s %s", qPrintable(sheet), language)
                << examples.filePath(sheet) << QString::fromLatin1(language);
}

// What the Library window shows for a category is what the game's score table calls it, in every language.
void TestLibraryWindow::everyGameNamesItsScoreCategories()
{
    QFETCH(QString, sheet);
    QFETCH(QString, language);
    QFile file(sheet);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    base::Problems problems;
    const base::GameModule *module = base::GameRegistry::instance().moduleOfSheet(bytes, problems);
    QVERIFY(module);
    QVERIFY(installTranslations(language));
    const base::SheetScoreResult scored = base::scoreSheet(*module, bytes);
    QVERIFY(scored.table);
    QVERIFY(!scored.table->columns.empty());
    for (const base::ScoreColumn &c : scored.table->columns)
        QCOMPARE(module->scoreCategoryName(c.id), c.name);
    QVERIFY(module->scoreCategoryName(QStringLiteral("no-such-category")).isEmpty());
    installTranslations(QStringLiteral("en"));
}

void TestLibraryWindow::namesInTheUsersLanguage_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : {"en", "zh_TW", "zh_CN", "ja"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

// A play of Dwarf kept under its module's key: its name and its categories (steel, gold, medals) shown in the
// user's language, whatever language it was added in.
void TestLibraryWindow::namesInTheUsersLanguage()
{
    QFETCH(QString, language);
    LibraryWindow w;
    w.setInteractive(false);
    QCOMPARE(w.openLibrary(m_dir.filePath(QStringLiteral("names-%1.sqlite").arg(language))), QString());
    Play play;
    play.game.moduleId = QStringLiteral("dwarf");
    play.game.name = QStringLiteral("Dwarf");
    play.playedAt = QDateTime(QDate(2024, 7, 1), QTime(20, 0));
    play.source = QString::fromLatin1(kSourceHallkeeper);
    for (const auto &[name, steel, won] :
         {std::tuple{QStringLiteral("Ann"), 3, true}, std::tuple{QStringLiteral("Bob"), 1, false}}) {
        PlayResult r;
        r.player.name = name;
        r.score = won ? 2 : 1;
        r.winner = won;
        r.rank = won ? 1 : 2;
        r.categories = {{QStringLiteral("steel"), QStringLiteral("Steel"), steel, true},
                        {QStringLiteral("gold"), QStringLiteral("Gold"), 2, true},
                        {QStringLiteral("medals"), QStringLiteral("Medals"), won ? 2 : 0, false}};
        play.results.push_back(r);
    }
    QVERIFY(w.library().addPlay(play).ok());
    w.reload();
    QVERIFY(installTranslations(language));
    QCoreApplication::processEvents();
    const QString dwarf = translateIn(language, "Dwarf", "Dwarf");
    const QString steel = translateIn(language, "Dwarf", "Steel");
    const QString medals = translateIn(language, "Dwarf", "Medals");
    if (language != QLatin1String("en"))
        QVERIFY(dwarf != QStringLiteral("Dwarf") && steel != QStringLiteral("Steel"));
    const int game = w.gameFilter()->findText(dwarf);
    QVERIFY2(game > 0, qPrintable(dwarf));
    w.gameFilter()->setCurrentIndex(game);
    QCOMPARE(w.scoresTable()->item(0, 0)->text(), dwarf);
    QCOMPARE(w.playsTable()->item(0, 1)->text(), dwarf);
    QStringList headers;
    for (int c = 0; c < w.categoriesTable()->columnCount(); ++c)
        headers << w.categoriesTable()->horizontalHeaderItem(c)->text();
    QVERIFY2(headers.contains(steel) && headers.contains(medals), qPrintable(headers.join(QLatin1Char(','))));
    w.playsTable()->selectRow(0);
    QVERIFY2(w.playDetails()->toPlainText().contains(steel), qPrintable(w.playDetails()->toPlainText()));
    installTranslations(QStringLiteral("en"));
}

// Tab from the first filter: every filter in the order they are shown, the tabs, the table — and on, back
// to the first filter (no table or chart keeps the focus); Shift+Tab goes back.
void TestLibraryWindow::tabReachesEveryFilterAndNoTableTrapsIt()
{
    const auto w = openBackup(QStringLiteral("tabs.sqlite"));
    QVERIFY(w);
    w->show();
    QApplication::setActiveWindow(w.get());
    QVERIFY(QTest::qWaitForWindowActive(w.get()));
    for (int page : {0, 5, 6}) { // Players, Plays (table and details), Chart
        w->tabs()->setCurrentIndex(page);
        w->gameFilter()->setFocus();
        QCOMPARE(QApplication::focusWidget(), w->gameFilter());
        QList<QWidget *> order;
        for (int i = 0; i < 30; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QWidget *focus = QApplication::focusWidget();
            if (focus == w->gameFilter())
                break;
            order << focus;
        }
        QCOMPARE(QApplication::focusWidget(), w->gameFilter()); // round: nothing kept the focus
        QList<QWidget *> expected{w->playerFilter(), w->playerCountFilter(), w->locationFilter(),
                                  w->fromFilter(), w->toFilter()};
        QVERIFY(order.size() > expected.size());
        for (int i = 0; i < expected.size(); ++i) {
            QWidget *got = order[i];
            // A spin box's or a date edit's line edit has the focus for it.
            while (got && got != expected[i] && got->parentWidget() && got->parentWidget() != w.get())
                got = got->parentWidget();
            QVERIFY2(got == expected[i],
                     qPrintable(QStringLiteral("Tab %1: %2").arg(i).arg(order[i]->objectName())));
        }
        QVERIFY(qobject_cast<QTabBar *>(order[expected.size()]));
        if (page == 0)
            QVERIFY(order.contains(w->playersTable()));
        if (page == 5)
            QVERIFY(order.contains(w->playsTable()) && order.contains(w->playDetails()));
        if (page == 6)
            QVERIFY(order.contains(w->chartKind()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
        QCOMPARE(QApplication::focusWidget(), order.last());
    }
}

void TestLibraryWindow::mnemonicsAreUniqueAndEscClosesDialogs()
{
    const auto w = openBackup(QStringLiteral("mnemonics.sqlite"));
    QVERIFY(w);
    w->show();
    for (int page = 0; page < w->tabs()->count(); ++page) {
        w->tabs()->setCurrentIndex(page);
        const QMultiHash<QChar, QString> found = mnemonicsOf(w.get());
        QVERIFY(found.size() >= 8);
        QVERIFY2(clashes(found).isEmpty(), qPrintable(clashes(found).join(QStringLiteral("; "))));
    }
    MergePlayersDialog dialog(w->library(), w.get());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QMultiHash<QChar, QString> found = mnemonicsOf(&dialog);
    QVERIFY(found.size() >= 3);
    QVERIFY2(clashes(found).isEmpty(), qPrintable(clashes(found).join(QStringLiteral("; "))));
    // Tab: the two players, then Merge (Bob and the anonymous player never met), then Cancel.
    dialog.choose(w->library().findPlayerByName(QStringLiteral("Bob")),
                  w->library().findPlayerByName(QStringLiteral("Anonymous player")));
    QVERIFY(dialog.mergeButton()->isEnabled());
    dialog.fromBox()->setFocus();
    QTest::keyClick(dialog.fromBox(), Qt::Key_Tab);
    QCOMPARE(dialog.focusWidget(), dialog.intoBox());
    QTest::keyClick(dialog.intoBox(), Qt::Key_Tab);
    QCOMPARE(dialog.focusWidget(), static_cast<QWidget *>(dialog.mergeButton()));
    QTest::keyClick(&dialog, Qt::Key_Escape);
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QVERIFY(!dialog.isVisible());
}

QTEST_MAIN(TestLibraryWindow)
#include "tst_library_window.moc"
