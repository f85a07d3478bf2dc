// The play of every game module in the library: a score sheet of Dwarf, Terra Mystica: Fire & Ice and
// Dungeon Lords, the Dwarf tracker and the Dungeon Lords year tracker, each added from its window (File ▸ Add
// to Library) and from the command line (`hallkeeper-cli library add`). The library's play — game, players,
// seats, each category's points, scores, ranks, winner, incomplete — against values computed by hand; the
// file given its play's uuid on the first add, every other byte as it was; a second add of the file, moved
// elsewhere, updates the same play. Save As of a sheet that is a play asks whether the copy is a new play; a
// tracker offers the library once, as its game ends; `library stats --game` lists the game's categories.

#include "common/cli_runner.h"
#include "db/file_play.h"
#include "db/play_library.h"
#include "dl_module.h"
#include "dl_tracker.h"
#include "dl_tracker_io.h"
#include "dl_tracker_window.h"
#include "dwarf_module.h"
#include "dwarf_tracker_io.h"
#include "dwarf_tracker_window.h"
#include "generic_sheet_window.h"
#include "library_actions.h"
#include "model/play_uuid.h"
#include "registered_games.h"
#include "registry/game_registry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace hk;
using namespace hk::gui;
using namespace hk::library;
using hk::test::runCli;

namespace {

QByteArray bytesOf(const QString &file)
{
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The window of `file`: a game's score sheet, or its tracker.
std::unique_ptr<DocumentWindow> windowFor(const QString &file)
{
    const QString suffix = QFileInfo(file).suffix();
    const base::GameRegistry &registry = base::GameRegistry::instance();
    if (suffix == QLatin1String("hkdwarf"))
        return std::make_unique<DwarfTrackerWindow>();
    if (suffix == QLatin1String("hkdungeon"))
        return std::make_unique<DungeonLordsTrackerWindow>();
    const QString game =
        QJsonDocument::fromJson(bytesOf(file)).object().value(QLatin1String("game")).toString();
    return std::make_unique<GenericSheetWindow>(*registry.find(game));
}

// One line per result: "name | score | rank | W | seat[ start] | category=points …".
QStringList resultLines(const Play &play)
{
    QStringList lines;
    for (const PlayResult &r : play.results) {
        QStringList categories;
        for (const CategoryPoints &c : r.categories)
            categories << QStringLiteral("%1=%2").arg(c.id).arg(c.points);
        lines << QStringLiteral("%1 | %2 | %3 | %4 | %5%6 | %7")
                     .arg(r.player.name, r.score ? QString::number(*r.score) : QStringLiteral("-"))
                     .arg(r.rank)
                     .arg(r.winner ? QStringLiteral("W") : QStringLiteral("-"))
                     .arg(r.seat)
                     .arg(r.startPlayer ? QStringLiteral(" start") : QString(),
                          categories.join(QLatin1Char(' ')));
    }
    return lines;
}

// Clicks the button of a message box whose text is `text` (a dialog the window shows).
int click(QDialog *dialog, const QString &text, QStringList *seen = nullptr)
{
    auto *box = qobject_cast<QMessageBox *>(dialog);
    if (!box)
        return QDialog::Rejected;
    if (seen)
        *seen << box->text();
    for (QAbstractButton *b : box->buttons())
        if (b->text() == text || b->objectName() == text) {
            b->click();
            return QDialog::Accepted;
        }
    return QDialog::Rejected;
}

} // namespace

class TestGamePlays : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void aPlayOfEachGameIsKeptOnceWhereverItsFileGoes_data();
    void aPlayOfEachGameIsKeptOnceWhereverItsFileGoes();
    void theUuidIsInsertedAfterTheGameOrTheVersion_data();
    void theUuidIsInsertedAfterTheGameOrTheVersion();
    void theUuidOutlivesUndo();
    void saveAsAsksWhetherTheCopyIsANewPlay_data();
    void saveAsAsksWhetherTheCopyIsANewPlay();
    void aTrackerOffersTheLibraryOnceAsItsGameEnds_data();
    void aTrackerOffersTheLibraryOnceAsItsGameEnds();
    void theFinalSheetOfATrackerCompletesItsPlay();
    void statsListTheGamesCategories();

private:
    QString copyOf(const QString &fixture, const QString &folder = QStringLiteral("a"));
    QTemporaryDir m_dir;
    int m_copies = 0;
};

void TestGamePlays::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QStandardPaths::setTestModeEnabled(true); // the app's library in a folder of tests
    games::registerShippedGames();
    installLibraryHooks();
}

void TestGamePlays::init()
{
    QFile::remove(PlayLibrary::defaultPath());
}

QString TestGamePlays::copyOf(const QString &fixture, const QString &folder)
{
    const QString dir = m_dir.filePath(QStringLiteral("%1-%2").arg(folder).arg(++m_copies));
    QDir().mkpath(dir);
    const QString copy = QDir(dir).filePath(QFileInfo(fixture).fileName());
    QFile::copy(QStringLiteral(HK_SOURCE_DIR "/") + fixture, copy);
    QFile(copy).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    return copy;
}

void TestGamePlays::aPlayOfEachGameIsKeptOnceWhereverItsFileGoes_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("game");
    QTest::addColumn<bool>("incomplete");
    QTest::addColumn<QStringList>("results");

    struct Row {
        const char *name;
        QString fixture;
        QString game;
        bool incomplete;
        QStringList results;
    };
    const std::vector<Row> rows{
        // Steel to 小明 (6), gold to 小芬 (7), artifacts tied 3–3: nobody (DWARF-018's sole leader); 1–1, the
        // medals break it: 小芬 5 over 小明 4 (DWARF-003). A category's points are the amounts counted.
        {"Dwarf score sheet",
         QStringLiteral("docs/examples/dwarf-three-players.hkscore"),
         QStringLiteral("dwarf"),
         false,
         {QStringLiteral("小明 | 1 | 2 | - | 0 | steel=6 gold=3 artifacts=2 medals=4 iron=2"),
          QStringLiteral("小芬 | 1 | 1 | W | 0 | steel=2 gold=7 artifacts=3 medals=5 iron=1"),
          QStringLiteral("阿傑 | 0 | 3 | - | 0 | steel=4 gold=5 artifacts=3 medals=3 iron=6")}},
        // Each total the sum of its eight columns: 84+6+4+4+0+2+0+7 = 107, 79+15+8+0+0+0+12+5 = 119,
        // 90+15+0+4+3+8+12+4 = 136, 86+0+0+0+8+4+0+6 = 104, 75+0+2+4+3+0+12+5 = 101.
        {"Terra Mystica: Fire & Ice score sheet",
         QStringLiteral("docs/examples/terra-mystica-fire-ice.hkscore"),
         QStringLiteral("terra-mystica-fire-ice"),
         false,
         {QStringLiteral(
              "Ann | 107 | 3 | - | 0 | vp=84 area=6 fire=4 water=4 earth=0 air=2 tile=0 resources=7"),
          QStringLiteral(
              "Bo | 119 | 2 | - | 0 | vp=79 area=15 fire=8 water=0 earth=0 air=0 tile=12 resources=5"),
          QStringLiteral(
              "陳小明 | 136 | 1 | W | 0 | vp=90 area=15 fire=0 water=4 earth=3 air=8 tile=12 resources=4"),
          QStringLiteral(
              "田中さくら | 104 | 4 | - | 0 | vp=86 area=0 fire=0 water=0 earth=8 air=4 tile=0 resources=6"),
          QStringLiteral(
              "Eve | 101 | 5 | - | 0 | vp=75 area=0 fire=2 water=4 earth=3 air=0 tile=12 resources=5")}},
        // −3 per dead letter (DL-007) plus the other categories as typed: 0 + 18, −3 + 19, −6 + 22.
        {"Dungeon Lords score sheet",
         QStringLiteral("docs/examples/dungeon-lords-final.hkscore"),
         QStringLiteral("dungeon-lords"),
         false,
         {QStringLiteral("Ann | 18 | 1 | W | 0 | dead-letters=0 other=18"),
          QStringLiteral("Bob | 16 | 2 | - | 0 | dead-letters=-3 other=19"),
          QStringLiteral("陳小明 | 16 | 2 | - | 0 | dead-letters=-6 other=22")}},
        // Gimli reaches 12 medals (11 from cards, 1 for defending) and wins at once (DWARF-015), though Mei
        // leads every category; the bot starts (DWARF-021): seat 1.
        {"Dwarf solo tracker, Gimli at 12 medals",
         QStringLiteral("tests/fixtures/plays/dwarf-solo-gimli-wins.hkdwarf"),
         QStringLiteral("dwarf"),
         false,
         {QStringLiteral("Gimli | 0 | 1 | W | 1 start | steel=0 gold=0 artifacts=0 medals=12 iron=0"),
          QStringLiteral("Mei | 3 | 2 | - | 2 | steel=6 gold=5 artifacts=2 medals=0 iron=0")}},
        // Not over: the holdings so far (Bob gold 4 > 1 and artifacts 1 > 0, Ann steel 3 > 2), no winner;
        // Bob started (setup.startPlayer 1), so he is seat 1.
        {"Dwarf tracker mid-game",
         QStringLiteral("tests/fixtures/plays/dwarf-mid-game.hkdwarf"),
         QStringLiteral("dwarf"),
         true,
         {QStringLiteral("Bob | 2 | 1 | - | 1 start | steel=2 gold=4 artifacts=1 medals=0 iron=0"),
          QStringLiteral("Ann | 1 | 2 | - | 2 | steel=3 gold=1 artifacts=0 medals=1 iron=0")}},
        // Over, with the year 2 tax's dead letters: Bob 1 (paid 1 of 2), 陳小明 2 (paid 1 of 3); the other
        // categories are the final sheet's: no winner yet, incomplete.
        {"Dungeon Lords tracker, both years",
         QStringLiteral("tests/fixtures/dungeon_lords/two-year-game.hkdungeon"),
         QStringLiteral("dungeon-lords"),
         true,
         {QStringLiteral("Ann | 0 | 1 | - | 0 | dead-letters=0"),
          QStringLiteral("Bob | -3 | 2 | - | 0 | dead-letters=-3"),
          QStringLiteral("陳小明 | -6 | 3 | - | 0 | dead-letters=-6")}},
        {"Dungeon Lords tracker mid-game",
         QStringLiteral("docs/examples/dungeon-lords-mid-game.hkdungeon"),
         QStringLiteral("dungeon-lords"),
         true,
         {QStringLiteral("Ann | 0 | 1 | - | 0 | dead-letters=0"),
          QStringLiteral("Bob | 0 | 1 | - | 0 | dead-letters=0"),
          QStringLiteral("陳小明 | 0 | 1 | - | 0 | dead-letters=0")}},
    };
    for (const Row &row : rows)
        for (const char *way : {"window", "command line"})
            QTest::addRow("%s, from the %s", row.name, way)
                << row.fixture << row.game << row.incomplete << row.results;
}

void TestGamePlays::aPlayOfEachGameIsKeptOnceWhereverItsFileGoes()
{
    QFETCH(QString, fixture);
    QFETCH(QString, game);
    QFETCH(bool, incomplete);
    QFETCH(QStringList, results);
    const bool fromWindow = QString::fromUtf8(QTest::currentDataTag()).endsWith(QLatin1String("window"));

    const QString file = copyOf(fixture);
    const QByteArray before = bytesOf(file);
    const auto add = [&](const QString &path) {
        if (fromWindow) {
            std::unique_ptr<DocumentWindow> window = windowFor(path);
            window->setInteractive(false);
            if (!window->openFile(path) || !window->addToLibrary())
                return QStringLiteral("not added: %1").arg(window->messages().join(QLatin1Char('\n')));
            if (window->isModified())
                return QStringLiteral("the window's document changed");
            return window->playUuid();
        }
        const test::Run run =
            runCli({QStringLiteral("library"), QStringLiteral("add"), path, QStringLiteral("--library"),
                    PlayLibrary::defaultPath(), QStringLiteral("--json")});
        if (run.exitCode != 0)
            return QStringLiteral("not added: %1").arg(run.err);
        return QJsonDocument::fromJson(run.out.toUtf8())
            .object()
            .value(QLatin1String("plays"))
            .toArray()
            .at(0)
            .toObject()
            .value(QLatin1String("uuid"))
            .toString();
    };

    const QString uuid = add(file);
    QVERIFY2(!uuid.isEmpty() && !uuid.startsWith(QLatin1String("not")), qPrintable(uuid));
    PlayLibrary library;
    QCOMPARE(library.open(PlayLibrary::defaultPath()), QString());
    QCOMPARE(library.playCount(), 1);
    std::optional<Play> play = library.play(uuid);
    QVERIFY(play);
    QCOMPARE(play->game.moduleId, game);
    QCOMPARE(play->incomplete, incomplete);
    QCOMPARE(resultLines(*play), results);

    // The file carries the play's uuid now, right after its "game" or "version", every other byte as it was.
    const QByteArray after = bytesOf(file);
    const QByteArray inserted = ",\n  \"uuid\": \"" + uuid.toUtf8() + '"';
    QVERIFY2(after.contains(inserted), after.constData());
    QCOMPARE(QByteArray(after).replace(inserted, QByteArray()), before);

    // Moved elsewhere and added again: the same play, updated, never a second one.
    const QString moved =
        m_dir.filePath(QStringLiteral("moved-%1/").arg(++m_copies)) + QFileInfo(file).fileName();
    QVERIFY(QDir().mkpath(QFileInfo(moved).absolutePath()));
    QVERIFY(QFile::rename(file, moved));
    QCOMPARE(add(moved), uuid);
    QCOMPARE(bytesOf(moved), after); // nothing more written
    QCOMPARE(library.playCount(), 1);
    play = library.play(uuid);
    QVERIFY(play);
    QVERIFY(play->files.contains(QFileInfo(moved).absoluteFilePath()));
    QCOMPARE(resultLines(*play), results);
}

void TestGamePlays::theUuidIsInsertedAfterTheGameOrTheVersion_data()
{
    QTest::addColumn<QByteArray>("before");
    QTest::addColumn<QByteArray>("after"); // empty: no place for it
    const QByteArray uuid = "0b6c7a34-5f8e-4d2a-9c1b-3e4f5a6b7c8d";
    QTest::newRow("a sheet: after its game")
        << QByteArray("{\n  \"format\": \"f\",\n  \"version\": 1,\n  \"game\": "
                      "\"dwarf\",\n  \"players\": []\n}\n")
        << "{\n  \"format\": \"f\",\n  \"version\": 1,\n  \"game\": \"dwarf\",\n  "
           "\"uuid\": \"" +
               uuid + "\",\n  \"players\": []\n}\n";
    QTest::newRow("a tracker: after its version, on one line")
        << QByteArray("{\"format\":\"t\",\"version\":1,\"setup\":{\"game\":\"x\"}}")
        << "{\"format\":\"t\",\"version\":1, \"uuid\":\"" + uuid + "\",\"setup\":{\"game\":\"x\"}}";
    QTest::newRow("tabs and a version last")
        << QByteArray("{\n\t\"format\" : \"t\",\n\t\"version\" : 1\n}")
        << "{\n\t\"format\" : \"t\",\n\t\"version\" : 1,\n\t\"uuid\" : \"" + uuid + "\"\n}";
    QTest::newRow("a uuid already") << QByteArray("{\"version\": 1, \"uuid\": \"" + uuid + "\"}")
                                    << QByteArray();
    QTest::newRow("neither game nor version") << QByteArray("{\"format\": \"t\"}") << QByteArray();
    QTest::newRow("not an object") << QByteArray("[1, 2]") << QByteArray();
    QTest::newRow("not JSON") << QByteArray("{\"version\": 1,") << QByteArray();
}

void TestGamePlays::theUuidIsInsertedAfterTheGameOrTheVersion()
{
    QFETCH(QByteArray, before);
    QFETCH(QByteArray, after);
    const std::optional<QByteArray> written =
        withPlayUuid(before, QStringLiteral("0b6c7a34-5f8e-4d2a-9c1b-3e4f5a6b7c8d"));
    QCOMPARE(written.value_or(QByteArray()), after);
}

// Undoing an edit made before the first add does not take the play's uuid away from the file.
void TestGamePlays::theUuidOutlivesUndo()
{
    const QString file = copyOf(QStringLiteral("tests/fixtures/plays/dwarf-mid-game.hkdwarf"));
    DwarfTrackerWindow window;
    window.setInteractive(false);
    QVERIFY(window.openFile(file));
    dwarf::TrackerEvent defend;
    defend.kind = dwarf::TrackerEvent::Kind::Defend;
    defend.player = 1;
    QVERIFY(window.record(defend));
    QVERIFY(window.addToLibrary()); // saved first, then given its uuid
    const QString uuid = window.playUuid();
    QVERIFY(!uuid.isEmpty());
    window.undoStack()->undo();
    QCOMPARE(window.document().uuid, uuid);
    QVERIFY(window.saveAsFile(file));
    QCOMPARE(dwarf::readTracker(bytesOf(file)).document->uuid, uuid);
}

void TestGamePlays::saveAsAsksWhetherTheCopyIsANewPlay_data()
{
    QTest::addColumn<QString>("answer");
    QTest::addColumn<bool>("saved");
    QTest::addColumn<bool>("samePlay");
    QTest::newRow("the same play") << QStringLiteral("samePlay") << true << true;
    QTest::newRow("a new play") << QStringLiteral("newPlay") << true << false;
    QTest::newRow("cancelled") << QStringLiteral("Cancel") << false << false;
}

void TestGamePlays::saveAsAsksWhetherTheCopyIsANewPlay()
{
    QFETCH(QString, answer);
    QFETCH(bool, saved);
    QFETCH(bool, samePlay);
    const QString file = copyOf(QStringLiteral("docs/examples/dwarf-three-players.hkscore"));
    const QString copy = QFileInfo(file).absolutePath() + QStringLiteral("/copy.hkscore");
    GenericSheetWindow window(*base::GameRegistry::instance().find(QStringLiteral("dwarf")));
    window.setInteractive(false);
    QVERIFY(window.openFile(file));
    QStringList asked;
    window.setDialogHook([&](QDialog *d) { return click(d, answer, &asked); });
    QVERIFY(window.saveAsFile(copy)); // no play yet: nothing asked
    QVERIFY(asked.isEmpty());
    QVERIFY(window.addToLibrary());
    const QString uuid = window.playUuid();
    QVERIFY(!uuid.isEmpty());

    const QString second = QFileInfo(file).absolutePath() + QStringLiteral("/second.hkscore");
    QCOMPARE(window.saveAsFile(second), saved);
    QCOMPARE(asked.size(), 1);
    QCOMPARE(QFileInfo::exists(second), saved);
    if (!saved) {
        QCOMPARE(window.playUuid(), uuid);
        return;
    }
    const QString written =
        QJsonDocument::fromJson(bytesOf(second)).object().value(QLatin1String("uuid")).toString();
    QCOMPARE(written, samePlay ? uuid : QString());
    QCOMPARE(window.playUuid(), written);
    QCOMPARE(bytesOf(copy).contains(uuid.toUtf8()), true); // the first copy is that play still
    // Added from the window, the copy updates that play or is one of its own.
    QVERIFY(window.addToLibrary());
    PlayLibrary library;
    QCOMPARE(library.open(PlayLibrary::defaultPath()), QString());
    QCOMPARE(library.playCount(), samePlay ? 1 : 2);
}

void TestGamePlays::aTrackerOffersTheLibraryOnceAsItsGameEnds_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::newRow("Dwarf: Gimli's 12th medal")
        << QStringLiteral("tests/fixtures/plays/dwarf-solo-gimli-wins.hkdwarf");
    QTest::newRow("Dungeon Lords: the last combat confirmed")
        << QStringLiteral("tests/fixtures/dungeon_lords/two-year-game.hkdungeon");
}

void TestGamePlays::aTrackerOffersTheLibraryOnceAsItsGameEnds()
{
    QFETCH(QString, fixture);
    const QString file = copyOf(fixture);
    std::unique_ptr<DocumentWindow> window = windowFor(file);
    window->setInteractive(false);
    QStringList asked;
    window->setDialogHook([&](QDialog *d) { return click(d, QStringLiteral("Add to Library"), &asked); });
    // The game one step before its end: the file without its last step, then that step recorded.
    const QJsonObject root = QJsonDocument::fromJson(bytesOf(file)).object();
    QJsonArray log = root.value(QLatin1String("log")).toArray();
    log.removeLast();
    QJsonObject shorter = root;
    shorter.insert(QStringLiteral("log"), log);
    QVERIFY(test::writeFile(file, QJsonDocument(shorter).toJson()));
    QVERIFY(window->openFile(file));
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QVERIFY(window->recordsPlay());
    bool recorded = false;
    if (auto *dwarfWindow = qobject_cast<DwarfTrackerWindow *>(window.get())) {
        recorded = dwarfWindow->record(dwarf::readTracker(QJsonDocument(root).toJson()).document->log.back());
        QVERIFY(dwarfWindow->state().end);
    } else if (auto *dl = qobject_cast<DungeonLordsTrackerWindow *>(window.get())) {
        recorded = dl->record(dungeonlords::readTracker(QJsonDocument(root).toJson()).document->log.back());
        QCOMPARE(dl->state().phase, dungeonlords::Phase::Final);
    }
    QVERIFY(recorded);
    QTRY_COMPARE(asked.size(), 1);
    QCOMPARE(asked.front(), QStringLiteral("The game is over. Add it to the group's play library?"));
    PlayLibrary library;
    QCOMPARE(library.open(PlayLibrary::defaultPath()), QString());
    QTRY_COMPARE(library.playCount(), 1);
    QVERIFY(!window->playUuid().isEmpty());
    QVERIFY(library.play(window->playUuid()));
    // Undone and redone: no new recording, nothing offered again.
    window->undoStack()->undo();
    window->undoStack()->redo();
    QTest::qWait(50);
    QCOMPARE(asked.size(), 1);
    QCOMPARE(library.playCount(), 1);
}

// The Dungeon Lords tracker's play is incomplete (the dead letters alone); its final sheet carries the
// tracker's uuid, and once the group has typed the other categories, adding it completes that play.
void TestGamePlays::theFinalSheetOfATrackerCompletesItsPlay()
{
    const QString file = copyOf(QStringLiteral("tests/fixtures/dungeon_lords/two-year-game.hkdungeon"));
    DungeonLordsTrackerWindow window;
    window.setInteractive(false);
    QVERIFY(window.openFile(file));
    QVERIFY(window.addToLibrary());
    const QString uuid = window.playUuid();
    QVERIFY(!uuid.isEmpty());
    const QString sheet = QFileInfo(file).absolutePath() + QStringLiteral("/final.hkscore");
    QVERIFY(window.exportTo(sheet));
    QJsonObject root = QJsonDocument::fromJson(bytesOf(sheet)).object();
    QCOMPARE(root.value(QLatin1String("uuid")).toString(), uuid);
    // The other categories as the group typed them: Ann 10, Bob 10, 陳小明 12 + 8.
    QJsonArray players = root.value(QLatin1String("players")).toArray();
    const QList<QJsonArray> other{{10}, {10}, {12, 8}};
    for (int p = 0; p < players.size(); ++p) {
        QJsonObject player = players.at(p).toObject();
        player.insert(QStringLiteral("other"), other.at(p));
        players.replace(p, player);
    }
    root.insert(QStringLiteral("players"), players);
    QVERIFY(test::writeFile(sheet, QJsonDocument(root).toJson()));

    PlayLibrary library;
    QCOMPARE(library.open(PlayLibrary::defaultPath()), QString());
    QVERIFY(library.play(uuid)->incomplete);
    const FilePlayAdded added = addFilePlay(library, sheet);
    QVERIFY(added.ok());
    QCOMPARE(added.added.uuid, uuid);
    QCOMPARE(added.added.outcome, PlayLibrary::Outcome::Updated);
    QCOMPARE(library.playCount(), 1);
    const std::optional<Play> play = library.play(uuid);
    QVERIFY(!play->incomplete);
    // 0 + 10, −3 + 10, −6 + 20.
    QCOMPARE(resultLines(*play),
             (QStringList{QStringLiteral("Ann | 10 | 2 | - | 0 | dead-letters=0 other=10"),
                          QStringLiteral("Bob | 7 | 3 | - | 0 | dead-letters=-3 other=10"),
                          QStringLiteral("陳小明 | 14 | 1 | W | 0 | dead-letters=-6 other=20")}));
}

void TestGamePlays::statsListTheGamesCategories()
{
    const QString sheet = copyOf(QStringLiteral("docs/examples/dwarf-three-players.hkscore"));
    const QString tracker = copyOf(QStringLiteral("tests/fixtures/plays/dwarf-solo-gimli-wins.hkdwarf"));
    const QString lib = m_dir.filePath(QStringLiteral("stats.sqlite"));
    QCOMPARE(runCli({QStringLiteral("library"), QStringLiteral("add"), sheet, tracker,
                     QStringLiteral("--library"), lib})
                 .exitCode,
             0);
    const test::Run json =
        runCli({QStringLiteral("library"), QStringLiteral("stats"), QStringLiteral("--game"),
                QStringLiteral("dwarf"), QStringLiteral("--library"), lib, QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonArray categories =
        QJsonDocument::fromJson(json.out.toUtf8()).object().value(QLatin1String("categories")).toArray();
    QStringList keys;
    for (const QJsonValue &c : categories)
        keys << c.toObject().value(QLatin1String("key")).toString();
    // Dwarf's score table: the three categories counted at the end (DWARF-001), the two tie-breaks.
    QCOMPARE(keys, (QStringList{QStringLiteral("steel"), QStringLiteral("gold"), QStringLiteral("artifacts"),
                                QStringLiteral("medals"), QStringLiteral("iron")}));
    // 小明's steel, from the sheet alone: 6 in 1 play; Mei's, from the tracker: 6.
    const QJsonArray steel = categories.at(0).toObject().value(QLatin1String("players")).toArray();
    QStringList averages;
    for (const QJsonValue &p : steel)
        averages << QStringLiteral("%1 %2 (%3)")
                        .arg(p.toObject().value(QLatin1String("name")).toString())
                        .arg(p.toObject().value(QLatin1String("average")).toDouble())
                        .arg(p.toObject().value(QLatin1String("plays")).toInt());
    averages.sort();
    QCOMPARE(averages, (QStringList{QStringLiteral("Gimli 0 (1)"), QStringLiteral("Mei 6 (1)"),
                                    QStringLiteral("小明 6 (1)"), QStringLiteral("小芬 2 (1)"),
                                    QStringLiteral("阿傑 4 (1)")}));
    const test::Run text =
        runCli({QStringLiteral("library"), QStringLiteral("stats"), QStringLiteral("--game"),
                QStringLiteral("dwarf"), QStringLiteral("--library"), lib});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains(QLatin1String("Steel [steel]: ")), qPrintable(text.out));
    QVERIFY2(text.out.contains(QLatin1String("Medals [medals]: ")), qPrintable(text.out));
}

QTEST_MAIN(TestGamePlays)
#include "tst_game_plays.moc"
