// hallkeeper-cli as a user runs it: valid sheets (text in four languages, JSON), each invalid case, bad
// command lines. Exit 2 means nothing on stdout and one line per problem on stderr naming file and JSON path.

#include "common/cli_runner.h"
#include "common/fixtures.h"
#include "common/invalid_sheets.h"
#include "common/scenes.h"
#include "common/self_play.h"
#include "io/board_io.h"
#include "io/game_io.h"
#include "scoring/score_report.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace hk;
using namespace hk::test;

namespace {

QString fixture(const char *name)
{
    return QStringLiteral(HK_FIXTURES "/sheets/") + QLatin1String(name);
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void scoreText_data();
    void scoreText();
    void scoreTextFollowsTheLocale();
    void scoreTextShowsTiesAndTrades();
    void SHEET_COMPLETE_emptyAndIncompleteSheets();
    void scoreJson_data();
    void scoreJson();
    void invalidSheets_data();
    void invalidSheets();
    void unreadableFile();
    void warningsDoNotFail();
    void badCommandLines_data();
    void badCommandLines();
    void help();
    void commandHelp_data();
    void commandHelp();
    void recoverAutosaves();
    void recordsAWholeGameActionByAction();
    void playOverridesAndBadActions();
    void boardCommand_data();
    void boardCommand();
    void boardCommandRefusesABadBoard();
    void BRD_LAYER_boardRecognise();
    void boardRecogniseRefusesBadInput_data();
    void boardRecogniseRefusesBadInput();
    void boardRecogniseSaysAnUnreliableProposal();
    void rulesCommand_data();
    void rulesCommand();
    void rulesSearch_data();
    void rulesSearch();
    void rulesMarkdownIsCommitted_data();
    void rulesMarkdownIsCommitted();
    void gameCommands();
    void REC_EMPTY_DECK_validateFlagsAnOldRefill();
    void TURN_ORDER_stepOneAfterASkippedStepTwo();
    void REC_COST_playPlacesEachBribe();
    void SET_STATUES_validateFlagsABrokenCycle();
    void SCORE_ONE_PER_TUNNEL_tableRulingFromTheSetup();
    void badGameFiles_data();
    void badGameFiles();
    void playRecordsNothingFromAnEmptyList();
    void playNamesTheActionFile_data();
    void playNamesTheActionFile();
    void newNamesTheFileAtFault_data();
    void newNamesTheFileAtFault();
    void LIMIT_HOLDINGS_and_LIMIT_HONOUR_inTheCli();
};

void TestCli::scoreText_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("total");  // the column header "Total"
    QTest::addColumn<QString>("winner"); // the start of the winner sentence
    QTest::addColumn<QString>("trades"); // the heading of the trades section
    QTest::newRow("en") << "en"
                        << "Total"
                        << "Winner: Rulebook"
                        << "Leftover trades";
    QTest::newRow("zh_TW") << "zh_TW"
                           << "總計"
                           << "勝利者：Rulebook"
                           << "剩餘資源";
    QTest::newRow("zh_CN") << "zh_CN"
                           << "总计"
                           << "胜利者：Rulebook"
                           << "剩余资源";
    QTest::newRow("ja") << "ja"
                        << "合計"
                        << "勝者：Rulebook"
                        << "残り資源";
}

void TestCli::scoreText()
{
    QFETCH(QString, lang);
    QFETCH(QString, total);
    QFETCH(QString, winner);
    QFETCH(QString, trades);
    const Run run = runCli(
        {QStringLiteral("score"), fixture("rulebook-example.hkscore"), QStringLiteral("--lang"), lang});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QString());
    const QStringList lines = run.out.split(QLatin1Char('\n'));
    QVERIFY2(lines.front().trimmed().endsWith(total), qPrintable(lines.front()));
    const auto rulebookRow = std::find_if(lines.begin(), lines.end(), [](const QString &l) {
        return l.startsWith(QLatin1String("Rulebook "));
    });
    QVERIFY(rulebookRow != lines.end());
    QVERIFY2(rulebookRow->simplified().endsWith(QLatin1String(" 111")), qPrintable(*rulebookRow));
    QVERIFY2(rulebookRow->simplified() == QLatin1String("Rulebook 43 3 11 1 15 38 111"),
             qPrintable(*rulebookRow));
    QVERIFY2(run.out.contains(winner), qPrintable(run.out));
    QVERIFY2(run.out.contains(trades), qPrintable(run.out));
    // Columns line up on a terminal in every language: each row is exactly as wide as the header.
    for (int row = 2; row < 4; ++row)
        QCOMPARE(hk::displayWidth(lines[row]), hk::displayWidth(lines[0]));
}

void TestCli::scoreTextFollowsTheLocale()
{
    const Run run =
        runCli({QStringLiteral("score"), fixture("rulebook-example.hkscore")}, QStringLiteral("ja_JP.UTF-8"));
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("合計")), qPrintable(run.out));
}

void TestCli::scoreTextShowsTiesAndTrades()
{
    const Run tie =
        runCli({QStringLiteral("score"), fixture("tie-broken.hkscore"), QStringLiteral("--lang=en")});
    QCOMPARE(tie.exitCode, 0);
    QVERIFY2(tie.out.contains(
                 QStringLiteral("B and A tie on 50 honour points; the lower sum of troll levels ranks "
                                "higher (starting trolls count as 0): B (6), A (7). (SCORE-TIE)")),
             qPrintable(tie.out));
    QVERIFY(tie.out.contains(QStringLiteral(" 1. B ")));
    QVERIFY(tie.out.contains(QStringLiteral(" 2. A ")));

    const Run shared =
        runCli({QStringLiteral("score"), fixture("shared-victory-2p.hkscore"), QStringLiteral("--lang=en")});
    QVERIFY2(shared.out.contains(QStringLiteral("Shared victory: Ann and Bob, with 33 honour points each.")),
             qPrintable(shared.out));

    const Run trades =
        runCli({QStringLiteral("score"), fixture("leftover-example.hkscore"), QStringLiteral("--lang=en")});
    QVERIFY2(trades.out.contains(QStringLiteral("Leftovers: trade rune, hammer, iron, iron → coin")),
             qPrintable(trades.out));

    const Run team =
        runCli({QStringLiteral("score"), fixture("team-game.hkscore"), QStringLiteral("--lang=en")});
    QVERIFY2(team.out.contains(QStringLiteral("Winner: Team 2 (Bo, Di) with 118 honour points.")),
             qPrintable(team.out));

    const Run explained = runCli({QStringLiteral("score"), fixture("five-players.hkscore"),
                                  QStringLiteral("--explain"), QStringLiteral("--lang=en")});
    QVERIFY2(
        explained.out.contains(QStringLiteral("Moon statue in layer 4 in tunnel a: not counted, the tunnel "
                                              "already counts the Fire statue on its own pedestal in layer 4 "
                                              "(16 points)")),
        qPrintable(explained.out));
}

// SHEET-COMPLETE: an empty sheet ranks no one and names no winner, nor any tie; an incomplete one ranks only
// the players with something entered, asks for no troll levels, names no winner in its JSON and says, with
// the rule, whose tunnels are missing.
void TestCli::SHEET_COMPLETE_emptyAndIncompleteSheets()
{
    QTemporaryDir dir;
    const auto sheetFile = [&](const QString &name, const QByteArray &players) {
        const QString file = dir.filePath(name);
        writeFile(file,
                  R"({"format": "hallkeeper-score-sheet", "version": 1, "players": [)" + players + "]}");
        return file;
    };
    const auto json = [](const Run &run) { return QJsonDocument::fromJson(run.out.toUtf8()).object(); };
    const auto ranks = [](const QJsonObject &report) {
        QList<QJsonValue> ranks;
        for (const QJsonValue &p : report.value(QStringLiteral("players")).toArray())
            ranks << p.toObject().value(QStringLiteral("rank"));
        return ranks;
    };

    const QString empty = sheetFile(QStringLiteral("empty.hkscore"),
                                    R"({"name": "A"}, {"name": "B"}, {"name": "C"}, {"name": "D"})");
    const Run emptyText = runCli({QStringLiteral("score"), empty, QStringLiteral("--lang=en")});
    QCOMPARE(emptyText.exitCode, 0);
    QVERIFY2(
        emptyText.out.contains(QStringLiteral("Nothing is entered yet: no one is ranked, and no one wins "
                                              "before every player's tunnels are entered. (SHEET-COMPLETE)")),
        qPrintable(emptyText.out));
    QVERIFY2(emptyText.out.contains(QStringLiteral("SHEET-COMPLETE — ")),
             qPrintable(emptyText.out)); // the rule
    for (const char *noise : {"tie on", "troll levels of", " 1. ", "Winner", "Leading"})
        QVERIFY2(!emptyText.out.contains(QLatin1String(noise)), noise);
    const QJsonObject emptyJson = json(runCli({QStringLiteral("score"), empty, QStringLiteral("--json")}));
    QCOMPARE(emptyJson.value(QStringLiteral("winners")).toArray(), QJsonArray());
    QCOMPARE(emptyJson.value(QStringLiteral("complete")), QJsonValue(false));
    QCOMPARE(emptyJson.value(QStringLiteral("incomplete")).toObject(),
             (QJsonObject{{QStringLiteral("rule"), QStringLiteral("SHEET-COMPLETE")},
                          {QStringLiteral("tunnelsMissing"), QJsonArray{"A", "B", "C", "D"}}}));
    QCOMPARE(ranks(emptyJson), QList<QJsonValue>(4, QJsonValue()));
    QVERIFY(!emptyJson.contains(QStringLiteral("undecided")));

    // A and B level on their tunnels, C with a few stones, D nothing.
    const QString incomplete =
        sheetFile(QStringLiteral("incomplete.hkscore"),
                  R"({"name": "A", "tunnelPoints": 10}, {"name": "B", "tunnelPoints": 10},
                     {"name": "C", "resources": {"stone": 3}}, {"name": "D"})");
    const Run text = runCli({QStringLiteral("score"), incomplete, QStringLiteral("--lang=en")});
    QVERIFY2(text.out.contains(QStringLiteral(
                 "Incomplete: no winner until the tunnels of C and D are entered. (SHEET-COMPLETE)")),
             qPrintable(text.out));
    QVERIFY2(text.out.contains(
                 QStringLiteral("Leading together (projected): A and B, with 10 honour points each.")),
             qPrintable(text.out));
    QVERIFY2(!text.out.contains(QStringLiteral("troll levels of")), qPrintable(text.out));
    const QJsonObject report = json(runCli({QStringLiteral("score"), incomplete, QStringLiteral("--json")}));
    QCOMPARE(report.value(QStringLiteral("winners")).toArray(), QJsonArray());
    QCOMPARE(report.value(QStringLiteral("complete")), QJsonValue(false));
    QCOMPARE(report.value(QStringLiteral("incomplete"))
                 .toObject()
                 .value(QStringLiteral("tunnelsMissing"))
                 .toArray(),
             (QJsonArray{"C", "D"}));
    QCOMPARE(ranks(report), (QList<QJsonValue>{1, 1, 3, QJsonValue()}));
    QVERIFY(!report.contains(QStringLiteral("undecided")));

    // Complete, it is the same report as ever: a winner, no "complete" key.
    const QString complete =
        sheetFile(QStringLiteral("complete.hkscore"),
                  R"({"name": "A", "tunnelPoints": 11}, {"name": "B", "tunnelPoints": 10},
                                          {"name": "C", "tunnelPoints": 0}, {"name": "D", "tunnelPoints": 0})");
    const QJsonObject done = json(runCli({QStringLiteral("score"), complete, QStringLiteral("--json")}));
    QCOMPARE(done.value(QStringLiteral("winners")).toArray(), QJsonArray{"A"});
    QVERIFY(!done.contains(QStringLiteral("complete")) && !done.contains(QStringLiteral("incomplete")));
}

void TestCli::scoreJson_data()
{
    QTest::addColumn<QString>("sheet");
    QTest::addColumn<QString>("expected");
    for (const Fixture &f : sheetFixtures() + gameFixtures()) // a game file is scored like its sheet
        QTest::newRow(qPrintable(QFileInfo(f.inputFile).fileName())) << f.inputFile << f.expectedFile;
}

void TestCli::scoreJson()
{
    QFETCH(QString, sheet);
    QFETCH(QString, expected);
    // The language must not change the JSON, so run it in Japanese.
    const Run run = runCli({QStringLiteral("score"), sheet, QStringLiteral("--json"),
                            QStringLiteral("--lang"), QStringLiteral("ja")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QString());
    QJsonParseError error;
    const QJsonDocument actual = QJsonDocument::fromJson(run.out.toUtf8(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QFile file(expected);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(actual.object(), QJsonDocument::fromJson(file.readAll()).object());
}

void TestCli::invalidSheets_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("path");
    for (const InvalidSheetCase &c : invalidSheetCases())
        QTest::newRow(c.name) << c.bytes << c.path;
}

void TestCli::invalidSheets()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, path);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("bad sheet.hkscore"));
    QVERIFY(writeFile(file, bytes));

    const Run run = runCli({QStringLiteral("score"), file, QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QString());
    const QStringList lines = run.err.trimmed().split(QLatin1Char('\n'));
    QVERIFY(!lines.isEmpty());
    for (const QString &line : lines)
        QVERIFY2(line.startsWith(file + QStringLiteral(": ")), qPrintable(line));
    const QString named = path.isEmpty() ? file + QStringLiteral(": ")
                                         : file + QStringLiteral(": ") + path + QStringLiteral(": ");
    QVERIFY2(std::any_of(lines.begin(), lines.end(), [&](const QString &l) { return l.startsWith(named); }),
             qPrintable(run.err));
}

void TestCli::unreadableFile()
{
    const Run run = runCli({QStringLiteral("score"), QStringLiteral("/nonexistent/sheet.hkscore")});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QString());
    QVERIFY(run.err.startsWith(QStringLiteral("/nonexistent/sheet.hkscore: ")));
    QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
}

void TestCli::warningsDoNotFail()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("warn.hkscore"));
    QVERIFY(writeFile(file, withPlayer(1, [](QJsonObject &p) {
                          p[QStringLiteral("resources")] = obj(R"({"stone": 40})");
                      })));
    const Run run = runCli({QStringLiteral("score"), file, QStringLiteral("--lang=en")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains(QStringLiteral("Bob")));
    QVERIFY2(run.err.startsWith(file + QStringLiteral(": players: warning: ")), qPrintable(run.err));
}

void TestCli::badCommandLines_data()
{
    QTest::addColumn<QStringList>("args");
    const QString sheet = fixture("rulebook-example.hkscore");
    QTest::newRow("nothing") << QStringList{};
    QTest::newRow("unknown command") << QStringList{QStringLiteral("tally"), sheet};
    QTest::newRow("no file") << QStringList{QStringLiteral("score")};
    QTest::newRow("two files") << QStringList{QStringLiteral("score"), sheet, sheet};
    QTest::newRow("unknown option") << QStringList{QStringLiteral("score"), sheet, QStringLiteral("--csv")};
    QTest::newRow("unknown language")
        << QStringList{QStringLiteral("score"), sheet, QStringLiteral("--lang"), QStringLiteral("fr")};
    QTest::newRow("language missing")
        << QStringList{QStringLiteral("score"), sheet, QStringLiteral("--lang")};
}

void TestCli::badCommandLines()
{
    QFETCH(QStringList, args);
    const Run run = runCli(args);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QString());
    QVERIFY(run.err.startsWith(QStringLiteral("hallkeeper-cli: ")));
}

void TestCli::help()
{
    const Run run = runCli({QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    // Every command is listed.
    for (const char *command :
         {"score FILE", "validate GAME", "replay GAME", "recover", "board FILE", "rules"})
        QVERIFY2(run.out.contains(QStringLiteral("hallkeeper-cli ") + QLatin1String(command)), command);
}

// Each command explains itself: `hallkeeper-cli COMMAND --help` lists its arguments and options.
void TestCli::commandHelp_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QStringList>("options");
    QTest::newRow("score") << "score" << QStringList{"--json", "--explain", "--write-sheet"};
    QTest::newRow("new") << "new" << QStringList{"--setup", "--board", "--catalog"};
    QTest::newRow("play") << "play" << QStringList{"--override"};
    QTest::newRow("undo") << "undo" << QStringList{};
    QTest::newRow("validate") << "validate" << QStringList{};
    QTest::newRow("replay") << "replay" << QStringList{"--until"};
    QTest::newRow("recover") << "recover" << QStringList{};
    QTest::newRow("board") << "board" << QStringList{};
    QTest::newRow("board recognise") << "board recognise"
                                     << QStringList{"--rows", "--columns", "--corners", "--example",
                                                    "--json", "--write",   "--force"};
    QTest::newRow("rules") << "rules" << QStringList{};
}

void TestCli::commandHelp()
{
    QFETCH(QString, command);
    QFETCH(QStringList, options);
    for (const QString &flag : {QStringLiteral("--help"), QStringLiteral("-h")}) {
        const Run run = runCli(command.split(QLatin1Char(' ')) + QStringList{flag});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QString());
        QVERIFY2(run.out.startsWith(QStringLiteral("Usage: hallkeeper-cli ") + command), qPrintable(run.out));
        for (const QString &option :
             options + QStringList{QStringLiteral("--lang"), QStringLiteral("--help")})
            QVERIFY2(run.out.contains(option), qPrintable(option + QLatin1Char('\n') + run.out));
    }
}

// Never lose a game: what a crashed session autosaved can be listed and written back to a file of one's own.
void TestCli::recoverAutosaves()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const auto recover = [&](const QStringList &args) {
        return runCli(QStringList{QStringLiteral("recover")} + args, QStringLiteral("C.UTF-8"), home.path());
    };
    Run run = recover({});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("No autosave")), qPrintable(run.out));

    // Two autosaves: one left by a crash, one that a running session still holds (its lock is taken).
    const QString dir = home.path() + QStringLiteral("/Hallkeeper/Hallkeeper/autosave/");
    QVERIFY(QDir().mkpath(dir));
    const QString game = QStringLiteral(HK_FIXTURES "/games/three-players.hkgame");
    QVERIFY(QFile::copy(game, dir + QStringLiteral("crashed.hkgame")));
    QVERIFY(writeFile(
        dir + QStringLiteral("crashed.json"),
        QJsonDocument(QJsonObject{{QStringLiteral("original"), QStringLiteral("/games/friday.hkgame")},
                                  {QStringLiteral("savedAt"), QStringLiteral("2026-11-20T21:15:00.000Z")},
                                  {QStringLiteral("actions"), 61}})
            .toJson()));
    QVERIFY(QFile::copy(game, dir + QStringLiteral("running.hkgame")));
    QLockFile running(dir + QStringLiteral("running.lock"));
    QVERIFY(running.tryLock(0));

    run = recover({});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("1. saved ")) &&
                 run.out.contains(QStringLiteral("actions: 61")) &&
                 run.out.contains(QStringLiteral("/games/friday.hkgame")),
             qPrintable(run.out));
    QVERIFY2(!run.out.contains(QStringLiteral("2. ")) && !run.out.contains(QStringLiteral("running.hkgame")),
             qPrintable(run.out));

    // Never over an existing file; a number not in the list is refused.
    QTemporaryDir out;
    const QString existing = out.filePath(QStringLiteral("existing.hkgame"));
    QVERIFY(writeFile(existing, "mine"));
    QFile keep(existing);
    run = recover({QStringLiteral("1"), existing});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("exists already")), qPrintable(run.err));
    QVERIFY(keep.open(QIODevice::ReadOnly));
    QCOMPARE(keep.readAll(), QByteArray("mine"));
    QCOMPARE(recover({QStringLiteral("2"), out.filePath(QStringLiteral("x.hkgame"))}).exitCode, 2);

    // Recovered: the same game, and the autosave is gone.
    const QString target = out.filePath(QStringLiteral("recovered.hkgame"));
    run = recover({QStringLiteral("1"), target});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("actions: 61")), qPrintable(run.out));
    const GameReadResult recovered = readGame(target);
    const GameReadResult original = readGame(game);
    QVERIFY(recovered.game && original.game);
    QVERIFY(recovered.game->log == original.game->log);
    QVERIFY(!QFileInfo::exists(dir + QStringLiteral("crashed.hkgame")));
    QVERIFY(QFileInfo::exists(dir + QStringLiteral("running.hkgame")));
    QVERIFY(recover({}).out.contains(QStringLiteral("No autosave")));

    // Every kind the app autosaves is listed and written back: a Dungeon Lords year tracker, to a file of its
    // own kind only.
    const QString tracker = QStringLiteral(HK_FIXTURES "/dungeon_lords/two-year-game.hkdungeon");
    QVERIFY(QFile::copy(tracker, dir + QStringLiteral("crashed.hkdungeon")));
    QVERIFY(writeFile(
        dir + QStringLiteral("crashed.json"),
        QJsonDocument(QJsonObject{{QStringLiteral("original"), QStringLiteral("/games/dungeon.hkdungeon")},
                                  {QStringLiteral("savedAt"), QStringLiteral("2026-11-21T21:15:00.000Z")},
                                  {QStringLiteral("actions"), -1}})
            .toJson()));
    run = recover({});
    QVERIFY2(run.out.contains(QStringLiteral("1. saved ")) &&
                 run.out.contains(QStringLiteral(".hkdungeon")) &&
                 run.out.contains(QStringLiteral("/games/dungeon.hkdungeon")),
             qPrintable(run.out));
    run = recover({QStringLiteral("1"), out.filePath(QStringLiteral("dungeon.hkgame"))});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral(".hkdungeon")), qPrintable(run.err));
    const QString trackerTarget = out.filePath(QStringLiteral("dungeon.hkdungeon"));
    run = recover({QStringLiteral("1"), trackerTarget});
    QCOMPARE(run.exitCode, 0);
    QFile expected(tracker), written(trackerTarget);
    QVERIFY(expected.open(QIODevice::ReadOnly) && written.open(QIODevice::ReadOnly));
    QCOMPARE(written.readAll(), expected.readAll());
    QVERIFY(recover({}).out.contains(QStringLiteral("No autosave")));
}

// The whole-game check: a whole 3-player game recorded through the CLI, action by action, from its setup
// (the statues by their clan cycle); an illegal action is refused with its rule and changes nothing; undo and
// replay give the same file; the final score is the hand-worked one.
void TestCli::recordsAWholeGameActionByAction()
{
    QFile fixture(QStringLiteral(HK_FIXTURES "/games/three-players.hkgame"));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    const QJsonObject played = QJsonDocument::fromJson(fixture.readAll()).object();
    QJsonObject setup = played.value(QStringLiteral("setup")).toObject();
    const QJsonArray statues = setup.value(QStringLiteral("statues")).toArray();
    QJsonArray cycle;
    for (int i = 0; i < 3; ++i)
        cycle.append(statues[i].toObject().value(QStringLiteral("clan")));
    setup[QStringLiteral("statues")] =
        QJsonObject{{QStringLiteral("first"), statues[0].toObject().value(QStringLiteral("square"))},
                    {QStringLiteral("cycle"), cycle}};

    QTemporaryDir dir;
    const QString setupFile = dir.filePath(QStringLiteral("setup.json"));
    QVERIFY(writeFile(setupFile, QJsonDocument(setup).toJson()));
    const QString game = dir.filePath(QStringLiteral("game.hkgame"));
    Run run = runCli({QStringLiteral("new"), game, QStringLiteral("--setup"), setupFile});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("Freya to play")), qPrintable(run.out));
    const auto bytes = [&] {
        QFile f(game);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };

    const QJsonArray log = played.value(QStringLiteral("log")).toArray();
    for (qsizetype i = 0; i < log.size(); ++i) {
        QJsonObject action = log[i].toObject();
        action.remove(QStringLiteral("ledger"));
        if (action.value(QStringLiteral("action")) == QLatin1String("endTurn"))
            action.remove(QStringLiteral("player")); // whoever is to play
        if (i == 4) {
            // An illegal dig first: refused with its rules, and the file is untouched.
            const QByteArray before = bytes();
            QJsonObject offBoard = action;
            offBoard[QStringLiteral("origin")] = QJsonArray{0, 0};
            run = runCli({QStringLiteral("play"), game, QString::fromUtf8(QJsonDocument(offBoard).toJson())});
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.out.contains(QStringLiteral("DIG-BOUNDS")), qPrintable(run.out));
            QCOMPARE(bytes(), before);
        }
        run = runCli({QStringLiteral("play"), game, QString::fromUtf8(QJsonDocument(action).toJson())});
        QVERIFY2(run.exitCode == 0, qPrintable(QStringLiteral("log[%1]: %2%3").arg(i).arg(run.out, run.err)));
        if (i == 10) {
            // Undo, then the same action again: the same file.
            const QByteArray after = bytes();
            QCOMPARE(runCli({QStringLiteral("undo"), game}).exitCode, 0);
            QVERIFY(bytes() != after);
            QCOMPARE(runCli({QStringLiteral("play"), game, QString::fromUtf8(QJsonDocument(action).toJson())})
                         .exitCode,
                     0);
            QCOMPARE(bytes(), after);
        }
    }
    QVERIFY2(run.out.contains(QStringLiteral("The game is over")), qPrintable(run.out));
    QCOMPARE(runCli({QStringLiteral("validate"), game}).exitCode, 0);
    run = runCli({QStringLiteral("score"), game, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QFile expected(QStringLiteral(HK_FIXTURES "/games/three-players.expected.json"));
    QVERIFY(expected.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(run.out.toUtf8()).object(),
             QJsonDocument::fromJson(expected.readAll()).object());
}

// An override records an action the rules forbid, with the rules it breaks; a legal action is never recorded
// as one; a malformed action is refused with the JSON path at fault; --override needs a reason.
void TestCli::playOverridesAndBadActions()
{
    QTemporaryDir dir;
    const QString game = startedGame(dir);
    QVERIFY(!game.isEmpty());
    const QString offBoardDig = QStringLiteral(
        R"({"action": "dig", "shape": "L3", "orientation": 0, "origin": [0, 0], "mineral": "stone",
            "payment": {"storage": {"stone": 2}}})");
    Run run = runCli({QStringLiteral("play"), game, offBoardDig, QStringLiteral("--override"),
                      QStringLiteral("the table allowed it")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("recorded against DIG-BOUNDS")), qPrintable(run.out));
    run = runCli({QStringLiteral("validate"), game});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("1 recorded as overrides")), qPrintable(run.out));

    run = runCli({QStringLiteral("play"), game, QStringLiteral(R"({"action": "endTurn"})"),
                  QStringLiteral("--override"), QStringLiteral("just in case")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("recorded without an override")), qPrintable(run.out));
    run = runCli({QStringLiteral("validate"), game});
    QVERIFY2(run.out.contains(QStringLiteral("1 recorded as overrides")), qPrintable(run.out));

    run = runCli({QStringLiteral("play"), game, QStringLiteral(R"({"action": "recruit", "level": "one"})")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("the action: level: expected an integer")), qPrintable(run.err));
    QCOMPARE(runCli({QStringLiteral("play"), game, QStringLiteral("{not json")}).exitCode, 2);
    QCOMPARE(runCli({QStringLiteral("play"), game, QStringLiteral(R"({"action": "endTurn"})"),
                     QStringLiteral("--override"), QStringLiteral(" ")})
                 .exitCode,
             2);
    // Undo twice, then there is nothing left to undo.
    QCOMPARE(runCli({QStringLiteral("undo"), game}).exitCode, 0);
    QCOMPARE(runCli({QStringLiteral("undo"), game}).exitCode, 0);
    run = runCli({QStringLiteral("undo"), game});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("nothing to undo")), qPrintable(run.err));
}

void TestCli::boardCommand_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("summary");
    QTest::newRow("format example") << QStringLiteral(HK_FIXTURES "/boards/format-example.hkboard")
                                    << QStringLiteral("Example mountain (winter side)");
    QTest::newRow("Practice Mountain, winter")
        << QStringLiteral(HK_SOURCE_DIR "/resources/boards/practice-winter.hkboard")
        << QStringLiteral("Practice Mountain");
    QTest::newRow("Practice Mountain, autumn")
        << QStringLiteral(HK_SOURCE_DIR "/resources/boards/practice-autumn.hkboard")
        << QStringLiteral("Practice Mountain");
}

void TestCli::boardCommand()
{
    QFETCH(QString, file);
    QFETCH(QString, summary);
    const Run run = runCli({QStringLiteral("board"), file, QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QString());
    QVERIFY2(run.out.startsWith(summary), qPrintable(run.out));
    QVERIFY(run.out.contains(QStringLiteral("Statue spots: ")));
    QVERIFY(run.out.contains(QStringLiteral("Gn gate start point for n players")));
    QVERIFY(run.out.contains(QStringLiteral(" H ")) || run.out.contains(QStringLiteral(" H\n")));
}

void TestCli::boardCommandRefusesABadBoard()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("ragged.hkboard"));
    QFile in(QStringLiteral(HK_FIXTURES "/boards/format-example.hkboard"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QByteArray bytes = in.readAll();
    bytes.replace("\"1234H4321\"", "\"1234H432\"");
    QVERIFY(writeFile(file, bytes));
    const Run run = runCli({QStringLiteral("board"), file, QStringLiteral("--lang=en")});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QString());
    QVERIFY2(run.err.startsWith(file + QStringLiteral(": grid[3]: row 3 has 8 characters, expected 9")),
             qPrintable(run.err));
    const Run missing = runCli({QStringLiteral("board"), QStringLiteral("/nonexistent.hkboard")});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY(missing.err.startsWith(QStringLiteral("/nonexistent.hkboard: ")));
}

// `board recognise` on the README's example photo (the winter side, aligned on the photo's corners as the
// editor first aligns it): the editor's proposal as JSON — every square with its terrain and confidence, the
// uncertain ones, the "feature here?" marks — agreeing with the squares painted in transcribing.hkboard;
// --example is followed; --write saves the proposal as a board file, never over a file without --force.
void TestCli::BRD_LAYER_boardRecognise()
{
    const QString photo = QStringLiteral(HK_SOURCE_DIR "/docs/examples/board-photo.jpg");
    const QStringList base{QStringLiteral("board"),  QStringLiteral("recognise"), photo,
                           QStringLiteral("--rows"), QStringLiteral("21"),        QStringLiteral("--columns"),
                           QStringLiteral("23")};
    Run run = runCli(base + QStringList{QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.err, QString());
    const QJsonObject o = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("rows")).toInt(), 21);
    QCOMPARE(o.value(QStringLiteral("columns")).toInt(), 23);
    QVERIFY(o.value(QStringLiteral("reliable")).toBool());
    QCOMPARE(o.value(QStringLiteral("ringsFound")).toInt(), 5);
    const QJsonArray squares = o.value(QStringLiteral("squares")).toArray();
    QCOMPARE(squares.size(), 21 * 23);
    const Board painted =
        *readBoard(QStringLiteral(HK_SOURCE_DIR "/docs/examples/transcribing.hkboard"), ReadMode::Draft)
             .board;
    int right = 0, uncertain = 0, marks = 0;
    for (int i = 0; i < 12 * 23; ++i) { // rows 1-12 are painted
        const QJsonObject sq = squares[i].toObject();
        QCOMPARE(sq.value(QStringLiteral("square")).toString(), squareText(painted.squareAt(i)));
        const Terrain t = painted.grid[size_t(i)];
        const QString id = t == Terrain::Off     ? QStringLiteral("off")
                           : t == Terrain::Heart ? QStringLiteral("heart")
                                                 : QString::number(int(t));
        right += sq.value(QStringLiteral("terrain")).toString() == id;
        const double confidence = sq.value(QStringLiteral("confidence")).toDouble(-1);
        QVERIFY(confidence >= 0 && confidence <= 1);
    }
    for (const QJsonValue v : squares) {
        uncertain += v.toObject().value(QStringLiteral("uncertain")).toBool();
        marks += v.toObject().value(QStringLiteral("featureHere")).toBool();
    }
    QVERIFY2(right >= 0.98 * 12 * 23, qPrintable(QString::number(right)));
    QCOMPARE(o.value(QStringLiteral("uncertain")).toArray().size(), uncertain);
    QCOMPARE(o.value(QStringLiteral("featureHere")).toArray().size(), marks);
    QVERIFY(marks > 50); // the winter side prints about a hundred features
    QCOMPARE(squares[10 * 23 + 11].toObject().value(QStringLiteral("terrain")).toString(),
             QStringLiteral("heart"));

    // An example is followed: a grey square (layer 2) said to be layer 3, with the corners given.
    run = runCli(base + QStringList{QStringLiteral("--corners"), QStringLiteral("0,0"),
                                    QStringLiteral("1200,0"), QStringLiteral("1200,1096"),
                                    QStringLiteral("0,1096"), QStringLiteral("--example"),
                                    QStringLiteral("J4=3"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonArray followed =
        QJsonDocument::fromJson(run.out.toUtf8()).object().value(QStringLiteral("squares")).toArray();
    QCOMPARE(followed[3 * 23 + 8].toObject().value(QStringLiteral("square")).toString(),
             QStringLiteral("J4"));
    QCOMPARE(followed[3 * 23 + 8].toObject().value(QStringLiteral("terrain")).toString(),
             QStringLiteral("3"));

    // --write: the proposal as a board file; not over an existing file without --force.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("recognised.hkboard"));
    run = runCli(base + QStringList{QStringLiteral("--write"), file});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QStringLiteral("uncertain")), qPrintable(run.out));
    const BoardReadResult written = readBoard(file, ReadMode::Draft);
    QVERIFY(written.board);
    QCOMPARE(written.board->rows, 21);
    for (int i = 0; i < 21 * 23; ++i) {
        const QString id = squares[i].toObject().value(QStringLiteral("terrain")).toString();
        QCOMPARE(QChar(terrainChar(written.board->grid[size_t(i)])), id == QLatin1String("off") ? QChar('.')
                                                                     : id == QLatin1String("heart")
                                                                         ? QChar('H')
                                                                         : id[0]);
    }
    run = runCli(base + QStringList{QStringLiteral("--write"), file});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("--force")), qPrintable(run.err));
    run = runCli(base + QStringList{QStringLiteral("--write"), file, QStringLiteral("--force")});
    QCOMPARE(run.exitCode, 0);
}

void TestCli::boardRecogniseRefusesBadInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("words");
    const QString photo = QStringLiteral(HK_SOURCE_DIR "/docs/examples/board-photo.jpg");
    const QStringList grid{QStringLiteral("--rows"), QStringLiteral("21"), QStringLiteral("--columns"),
                           QStringLiteral("23")};
    QTest::newRow("no grid") << QStringList{photo} << QStringLiteral("--rows R and --columns C");
    QTest::newRow("no photo") << QStringList{QStringLiteral("/nonexistent.jpg")} + grid
                              << QStringLiteral("cannot read the photo /nonexistent.jpg");
    QTest::newRow("three corners") << QStringList{photo, QStringLiteral("--corners"),
                                                  QStringLiteral("0,0 10,0 10,10")} +
                                          grid
                                   << QStringLiteral("four points");
    QTest::newRow("a corner not a point")
        << QStringList{photo, QStringLiteral("--corners"), QStringLiteral("0,0 10,0 10,10 zero")} + grid
        << QStringLiteral("“zero” is not a point");
    QTest::newRow("corners crossed") << QStringList{photo, QStringLiteral("--corners"),
                                                    QStringLiteral("0,0 1200,1096 1200,0 0,1096")} +
                                            grid
                                     << QStringLiteral("four-sided figure");
    QTest::newRow("example off the grid")
        << QStringList{photo, QStringLiteral("--example"), QStringLiteral("Z99=3")} + grid
        << QStringLiteral("“Z99=3” is not SQUARE=TERRAIN");
    QTest::newRow("example of no terrain")
        << QStringList{photo, QStringLiteral("--example"), QStringLiteral("C4=7")} + grid
        << QStringLiteral("“C4=7” is not SQUARE=TERRAIN");
}

// A wrong command line or a photo that cannot be read: exit 2, a sentence that says what, nothing written.
void TestCli::boardRecogniseRefusesBadInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, words);
    const Run run = runCli(QStringList{QStringLiteral("board"), QStringLiteral("recognise")} + args);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QString());
    QVERIFY2(run.err.contains(words), qPrintable(run.err));
}

// A photo without a mountain in it (plain grey): the proposal is printed, marked unreliable in the JSON, and
// stderr says so and asks for examples; the exit status is still 0 (the proposal was made).
void TestCli::boardRecogniseSaysAnUnreliableProposal()
{
    QTemporaryDir dir;
    const QString photo = dir.filePath(QStringLiteral("grey.ppm"));
    QFile file(photo);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("P6\n240 200\n255\n");
    file.write(QByteArray(240 * 200 * 3, char(128)));
    file.close();
    const Run run = runCli({QStringLiteral("board"), QStringLiteral("recognise"), photo,
                            QStringLiteral("--rows"), QStringLiteral("10"), QStringLiteral("--columns"),
                            QStringLiteral("12"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("squares")).toArray().size(), 10 * 12);
    QVERIFY(o.contains(QStringLiteral("reliable")));
    QVERIFY(!o.value(QStringLiteral("reliable")).toBool());
    QVERIFY2(run.err.contains(QStringLiteral("unreliable")) && run.err.contains(QStringLiteral("--example")),
             qPrintable(run.err));
}

void TestCli::rulesCommand_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("expected");
    QTest::newRow("one rule") << QStringList{QStringLiteral("rules"), QStringLiteral("DIG-RUBBLE")} << 0
                              << QStringLiteral(
                                     "DIG-RUBBLE — Digging: Each rubble square covered costs 1 hammer");
    QTest::newRow("any case") << QStringList{QStringLiteral("rules"), QStringLiteral("score-tie")} << 0
                              << QStringLiteral("SCORE-TIE — Final scoring: ");
    QTest::newRow("in Japanese") << QStringList{QStringLiteral("rules"), QStringLiteral("DIG-RUBBLE"),
                                                QStringLiteral("--lang"), QStringLiteral("ja")}
                                 << 0 << QStringLiteral("DIG-RUBBLE — 掘削");
    QTest::newRow("in Traditional Chinese")
        << QStringList{QStringLiteral("rules"), QStringLiteral("PED-UNIQUE"), QStringLiteral("--lang=zh_TW")}
        << 0 << QStringLiteral("PED-UNIQUE — 基座");
    QTest::newRow("unknown rule") << QStringList{QStringLiteral("rules"), QStringLiteral("DIG-NOTHING")} << 2
                                  << QString();
}

void TestCli::rulesCommand()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, expected);
    const Run run = runCli(args);
    QCOMPARE(run.exitCode, exitCode);
    if (exitCode == 0)
        QVERIFY2(run.out.startsWith(expected), qPrintable(run.out));
    else
        QVERIFY(run.err.startsWith(QStringLiteral("hallkeeper-cli: ")) && run.out.isEmpty());
    const Run all = runCli({QStringLiteral("rules"), QStringLiteral("--lang=en")});
    QCOMPARE(all.out.count(QRegularExpression(QStringLiteral("^  [A-Z]+-[A-Z0-9-]+  "),
                                              QRegularExpression::MultilineOption)),
             64 + 11 + 2 + 1); // the rulebook rules, the 11 workshops' exchanges, Hallkeeper's two limits and
                               // SHEET-COMPLETE
}

// `rules --search` finds rules by words in each of the four languages, whatever --lang is, and by ID.
void TestCli::rulesSearch_data()
{
    QTest::addColumn<QString>("words");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected"); // a rule among those found
    QTest::newRow("English") << "pedestal score token"
                             << "en"
                             << "PED-UNIQUE";
    QTest::newRow("Traditional Chinese") << "基座"
                                         << "en"
                                         << "PED-UNIQUE";
    QTest::newRow("Simplified Chinese") << "锤子"
                                        << "en"
                                        << "DIG-RUBBLE";
    QTest::newRow("Japanese") << "がれきスペース"
                              << "zh_TW"
                              << "DIG-RUBBLE";
    QTest::newRow("Japanese, in Japanese") << "台座"
                                           << "ja"
                                           << "PED-UNIQUE";
    QTest::newRow("English, in Japanese") << "rubble"
                                          << "ja"
                                          << "DIG-RUBBLE";
    QTest::newRow("an ID's start") << "PED-"
                                   << "zh_CN"
                                   << "PED-WHEN";
    QTest::newRow("a ruling's reasoning") << "stale"
                                          << "en"
                                          << "DIG-ISOLATED";
    QTest::newRow("WS-CRUSHING-WORKSHOP: its name in the rulebook") << "碎石工坊"
                                                                    << "en"
                                                                    << "WS-CRUSHING-WORKSHOP";
    QTest::newRow("WS-QUARTERMASTER: its English name") << "Quartermaster"
                                                        << "zh_TW"
                                                        << "WS-QUARTERMASTER";
    QTest::newRow("WS-QUARTERMASTER: its name in the rulebook") << "軍需儲備處"
                                                                << "ja"
                                                                << "WS-QUARTERMASTER";
    QTest::newRow("WS-QUARTERMASTER: in Simplified Chinese") << "军需储备处"
                                                             << "en"
                                                             << "WS-QUARTERMASTER";
    QTest::newRow("WS-CRUSHING-WORKSHOP: in Japanese") << "粉砕工房"
                                                       << "zh_CN"
                                                       << "WS-CRUSHING-WORKSHOP";
}

void TestCli::rulesSearch()
{
    QFETCH(QString, words);
    QFETCH(QString, language);
    QFETCH(QString, expected);
    const Run run = runCli(QStringList{QStringLiteral("rules"), QStringLiteral("--search")} +
                           words.split(QLatin1Char(' ')) + QStringList{QStringLiteral("--lang"), language});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(QRegularExpression(QStringLiteral("^%1 — ").arg(expected),
                                                 QRegularExpression::MultilineOption)),
             qPrintable(run.out));
    const Run none = runCli({QStringLiteral("rules"), QStringLiteral("--search"), QStringLiteral("xyzzy")});
    QCOMPARE(none.exitCode, 2);
}

// docs/rules.md and its siblings are `rules --markdown`, and docs/rules-GAME.md and theirs `rules --game GAME
// --markdown`: regenerate them (cmake --build build --target update_rules_doc) when a rule or its
// translation changes.
void TestCli::rulesMarkdownIsCommitted_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("aRule");
    const QStringList languages{"en", "zh_TW", "zh_CN", "ja"};
    for (const QString &language : languages) {
        const QString suffix =
            language == QLatin1String("en") ? QStringLiteral(".md") : QStringLiteral(".%1.md").arg(language);
        QTest::addRow("%s", qPrintable(language))
            << QString() << language << QStringLiteral("rules") + suffix << "### PED-UNIQUE";
        QTest::addRow("dwarf %s", qPrintable(language))
            << "dwarf" << language << QStringLiteral("rules-dwarf") + suffix << "### DWARF-018";
    }
}

void TestCli::rulesMarkdownIsCommitted()
{
    QFETCH(QString, game);
    QFETCH(QString, language);
    QFETCH(QString, file);
    QFETCH(QString, aRule);
    QStringList args{QStringLiteral("rules"), QStringLiteral("--markdown"), QStringLiteral("--lang"),
                     language};
    if (!game.isEmpty())
        args << QStringLiteral("--game") << game;
    const Run run = runCli(args);
    QCOMPARE(run.exitCode, 0);
    QFile committed(QStringLiteral(HK_SOURCE_DIR "/docs/") + file);
    QVERIFY2(committed.open(QIODevice::ReadOnly), qPrintable(committed.fileName()));
    QVERIFY2(
        QString::fromUtf8(committed.readAll()) == run.out,
        qPrintable(file + QStringLiteral(" is out of date: cmake --build build --target update_rules_doc")));
    QVERIFY(run.out.contains(aRule));
}

// validate, replay and score on games: a legal game, the same with an illegal action, a broken file.
void TestCli::gameCommands()
{
    QTemporaryDir dir;
    const GameSetup setup = practiceSetup(3);
    GameState state(setup);
    RandomPlayer player(3);
    std::vector<Action> log;
    while (!state.over()) {
        const Action a = player.next(state);
        apply(state, a);
        log.push_back(a);
    }
    const QString good = dir.filePath(QStringLiteral("good.hkgame"));
    QCOMPARE(writeGame(good, {setup, log}), QString());

    Run run = runCli({QStringLiteral("validate"), good, QStringLiteral("--lang=en")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(
        run.out.endsWith(QStringLiteral("%1 actions: 0 illegal, 0 recorded as overrides.\n").arg(log.size())),
        qPrintable(run.out));

    run = runCli({QStringLiteral("replay"), good, QStringLiteral("--until"), QStringLiteral("1"),
                  QStringLiteral("--lang=en")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(
        run.out.startsWith(QStringLiteral("After 1 of %1 actions:\nRound 1, turn of Ann").arg(log.size())));
    run = runCli({QStringLiteral("replay"), good, QStringLiteral("--lang=en")});
    QVERIFY2(run.out.contains(QStringLiteral("The game is over after")), qPrintable(run.out.left(200)));

    const QString sheet = dir.filePath(QStringLiteral("good.hkscore"));
    run = runCli(
        {QStringLiteral("score"), good, QStringLiteral("--json"), QStringLiteral("--write-sheet"), sheet});
    QCOMPARE(run.exitCode, 0);
    QJsonObject fromGame = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(fromGame.value(QStringLiteral("players")).toArray().size(), 3);
    // The exported score sheet scores the same (a game's score also names its table rulings; a sheet has
    // none).
    QCOMPARE(
        fromGame.take(QStringLiteral("rulings")).toObject().value(QStringLiteral("splitTiles")).toString(),
        QStringLiteral("eachPart"));
    run = runCli({QStringLiteral("score"), sheet, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(run.out.toUtf8()).object(), fromGame);

    // An illegal action, not recorded as an override: validate lists it and exits 1; score refuses the file.
    std::vector<Action> bad = log;
    bad.insert(bad.begin() + 1, Action{1, EndTurn{}, false, {}, {}});
    const QString illegal = dir.filePath(QStringLiteral("illegal.hkgame"));
    QVERIFY(writeFile(illegal, gameToBytes({setup, bad})));
    run = runCli({QStringLiteral("validate"), illegal, QStringLiteral("--lang=en")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.startsWith(QStringLiteral("log[1] Bob ends the turn: TURN-ORDER")),
             qPrintable(run.out.left(300)));
    run = runCli({QStringLiteral("score"), illegal, QStringLiteral("--lang=en")});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QString());
    QVERIFY2(run.err.contains(illegal + QStringLiteral(": log[1]: an illegal action")),
             qPrintable(run.err.left(300)));

    const QString broken = dir.filePath(QStringLiteral("broken.hkgame"));
    QVERIFY(writeFile(broken, "{ \"format\": \"hallkeeper-game\", \"version\": 1 }"));
    run = runCli({QStringLiteral("validate"), broken});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.err.startsWith(broken + QStringLiteral(": board: missing")));
}

// A game recorded under the old REC-EMPTY-DECK, which refilled a level-1 slot from the level-3 deck: validate
// lists that recruit with the rule ID (exit 1), and the file no longer opens for scoring.
void TestCli::REC_EMPTY_DECK_validateFlagsAnOldRefill()
{
    const GameSetup setup = practiceSetup(5);
    GameState state(setup);
    std::vector<Action> log;
    // Everyone recruits the level-1 troll at place 1 every turn: 16 cards empty the level-1 deck, the next 13
    // the level-2 deck (one level up); the 30th recruit has nothing to draw from (never two levels up).
    for (int recruits = 0; recruits < 30; ++recruits) {
        const int p = state.currentPlayer();
        Recruit r = simpleRecruit(state, p, 1, 0, state.players[p].moot.freeSlots().front());
        if (recruits == 29) {
            QCOMPARE(state.market.deck, (std::array<int, 3>{0, 0, 14}));
            QVERIFY(!r.refill);
            r.refill = MarketCard{clanTroll(3, Clan::Moon, {{Resource::Rune, std::nullopt}}), std::nullopt};
        }
        for (const Action &a : {Action{p, r, false, {}, {}}, Action{p, EndTurn{}, false, {}, {}}}) {
            log.push_back(a);
            apply(state, a);
        }
    }
    QTemporaryDir dir;
    const QString game = dir.filePath(QStringLiteral("old-refill.hkgame"));
    QVERIFY(writeFile(game, gameToBytes({setup, log})));
    Run run = runCli({QStringLiteral("validate"), game, QStringLiteral("--lang=en")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(
                 QStringLiteral("log[58] Eve recruits the level 1 Mud troll from place 1 of the clan market "
                                "into the moot, row 4 from the bottom, place 1: REC-EMPTY-DECK")),
             qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("never refilled from two levels away (REC-EMPTY-DECK)")),
             qPrintable(run.out));
    QVERIFY2(run.out.endsWith(QStringLiteral("60 actions: 1 illegal, 0 recorded as overrides.\n")),
             qPrintable(run.out));
    run = runCli({QStringLiteral("score"), game});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("log[58]")) &&
                 run.err.contains(QStringLiteral("(REC-EMPTY-DECK)")),
             qPrintable(run.err));
}

// 「在你的回合按照順序執行以下步驟：1. 咒語和工坊 2. 徵募或挖掘 3. 大廳 4. 移動雕像」: Ann, with a full moot
// and no minerals, skipped step 2 and moved a statue; a spell now is refused by `play`, and a game that
// records one anyway is flagged by `validate` and refused by the loader (`score`), as when step 2 was played.
void TestCli::TURN_ORDER_stepOneAfterASkippedStepTwo()
{
    GameFile game = skippedStepTwoGame();
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("skipped.hkgame"));
    QVERIFY(writeFile(file, gameToBytes(game)));
    Run run = runCli({QStringLiteral("validate"), file});
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    const QString spell =
        QStringLiteral(R"({"action": "spell", "slot": 0, "rune": {"storage": {"rune": 1}}})");
    run = runCli({QStringLiteral("play"), file, spell, QStringLiteral("--lang=en")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(QStringLiteral("spells are cast before halls and statue moves (TURN-ORDER)")),
             qPrintable(run.out));
    const int index = int(game.log.size());
    game.log.push_back(Action{0, CastSpell{0, Payment{one(Resource::Rune), {}}, {}, {}}, false, {}, {}});
    QVERIFY(writeFile(file, gameToBytes(game)));
    run = runCli({QStringLiteral("validate"), file, QStringLiteral("--lang=en")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(QStringLiteral("log[%1] ").arg(index)) &&
                 run.out.contains(QStringLiteral("TURN-ORDER")),
             qPrintable(run.out));
    QVERIFY2(
        run.out.endsWith(QStringLiteral("%1 actions: 1 illegal, 0 recorded as overrides.\n").arg(index + 1)),
        qPrintable(run.out));
    run = runCli({QStringLiteral("score"), file});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("log[%1]").arg(index)) &&
                 run.err.contains(QStringLiteral("(TURN-ORDER)")),
             qPrintable(run.err));
}

// 「你必須在其下方的兩個1級巨魔身上，各放置1枚金幣」: after a spell, `play` records a recruit paid with a
// coin and an iron, the iron on the left-hand troll below it (`bribesPlaced`), and checks the placement
// (REC-COST).
void TestCli::REC_COST_playPlacesEachBribe()
{
    const GameSetup setup = practiceSetup(3);
    GameState s(setup);
    const Action spell = act(0, CastSpell{0, *autoPay(s, 0, one(Resource::Rune)), {}, {}});
    apply(s, spell);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("bribes.hkgame"));
    QVERIFY(writeFile(file, gameToBytes({setup, {spell}})));
    Recruit r = simpleRecruit(s, 0, 2, 0, 4);
    r.bribes = Payment{rc({{Resource::Coin, 1}, {Resource::Iron, 1}}), {}};
    r.bribesPlaced = {Resource::Iron, Resource::Coin};
    // The action as written in a game's log, without its ledger.
    QJsonObject action =
        gameToJson({setup, {spell, act(0, r)}}).value(QStringLiteral("log")).toArray().at(1).toObject();
    action.remove(QStringLiteral("ledger"));
    QCOMPARE(action.value(QStringLiteral("bribesPlaced")),
             QJsonValue(QJsonArray{QStringLiteral("iron"), QStringLiteral("coin")}));
    const auto text = [](const QJsonObject &o) { return QString::fromUtf8(QJsonDocument(o).toJson()); };
    QJsonObject twoCoins = action;
    twoCoins[QStringLiteral("bribesPlaced")] = QJsonArray{QStringLiteral("coin"), QStringLiteral("coin")};
    Run run = runCli({QStringLiteral("play"), file, text(twoCoins), QStringLiteral("--lang=en")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains(QStringLiteral("REC-COST")), qPrintable(run.out));
    QJsonObject gold = action;
    gold[QStringLiteral("bribesPlaced")] = QJsonArray{QStringLiteral("gold"), QStringLiteral("coin")};
    run = runCli({QStringLiteral("play"), file, text(gold), QStringLiteral("--lang=en")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("bribesPlaced[0]")), qPrintable(run.err));
    run = runCli({QStringLiteral("play"), file, text(action)});
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    const GameReadResult read = readGame(file);
    QVERIFY(read.game);
    QCOMPARE(std::get<Recruit>(read.game->log.at(1).body).bribesPlaced, r.bribesPlaced);
    const GameState after = replay(read.game->setup, read.game->log).state;
    QCOMPARE(after.market.rows[0][0].bribes, one(Resource::Iron));
    QCOMPARE(after.market.rows[0][1].bribes, one(Resource::Coin));
}

// A setup whose statues break the clockwise clan cycle: `new` refuses it and `validate` flags a game recorded
// with it, each naming the rule and the first spot that breaks the cycle.
void TestCli::SET_STATUES_validateFlagsABrokenCycle()
{
    GameSetup setup = practiceSetup(3);
    const std::vector<Square> order = clockwiseSpots(*setup.board, setup.statues.front().square);
    for (StatueOnBoard &statue : setup.statues) // Moon, Fire, Ice, Moon, Fire…: spots 3 and 4 swapped
        if (statue.square == order[3])
            statue.clan = Clan::Fire;
        else if (statue.square == order[4])
            statue.clan = Clan::Moon;
    const QString spot = squareText(order[3]);
    QTemporaryDir dir;
    const QString game = dir.filePath(QStringLiteral("old-statues.hkgame"));
    QVERIFY(writeFile(game, gameToBytes({setup, {}})));
    Run run = runCli({QStringLiteral("validate"), game, QStringLiteral("--lang=en")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("the statue at %1 breaks the clockwise cycle").arg(spot)) &&
                 run.err.contains(QStringLiteral("(SET-STATUES)")),
             qPrintable(run.err));
    const QString fresh = dir.filePath(QStringLiteral("new.hkgame"));
    run =
        runCli({QStringLiteral("new"), fresh, QStringLiteral("--setup"), game, QStringLiteral("--lang=en")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(spot) && run.err.contains(QStringLiteral("SET-STATUES")), qPrintable(run.err));
    QVERIFY(!QFileInfo::exists(fresh));
}

// The table ruling on split tiles comes with the setup to `new`, is kept in the file, and shows in replay.
void TestCli::SCORE_ONE_PER_TUNNEL_tableRulingFromTheSetup()
{
    QFile fixture(QStringLiteral(HK_FIXTURES "/games/three-players.hkgame"));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    QJsonObject setup =
        QJsonDocument::fromJson(fixture.readAll()).object().value(QStringLiteral("setup")).toObject();
    setup[QStringLiteral("rulings")] =
        QJsonObject{{QStringLiteral("splitTiles"), QStringLiteral("wholeTile")}};
    QTemporaryDir dir;
    const QString setupFile = dir.filePath(QStringLiteral("setup.json"));
    QVERIFY(writeFile(setupFile, QJsonDocument(setup).toJson()));
    const QString game = dir.filePath(QStringLiteral("game.hkgame"));
    QCOMPARE(runCli({QStringLiteral("new"), game, QStringLiteral("--setup"), setupFile}).exitCode, 0);
    const GameReadResult read = readGame(game);
    QVERIFY(read.game);
    QCOMPARE(read.game->setup.rulings.splitTiles, SplitTiles::WholeTile);
    Run run = runCli({QStringLiteral("replay"), game, QStringLiteral("--lang=en")});
    QVERIFY2(run.out.contains(QStringLiteral("Split tiles: one statue per printed tile scores")),
             qPrintable(run.out));
    // The score says which ruling it was computed with, in words and in JSON, so that a disputed score can
    // be re-read later.
    run = runCli({QStringLiteral("score"), game, QStringLiteral("--lang=en")});
    QVERIFY2(run.out.contains(QStringLiteral("Table rulings\n  Split tiles: one statue per printed tile")),
             qPrintable(run.out));
    run = runCli({QStringLiteral("score"), game, QStringLiteral("--json")});
    QCOMPARE(QJsonDocument::fromJson(run.out.toUtf8())
                 .object()
                 .value(QStringLiteral("rulings"))
                 .toObject()
                 .value(QStringLiteral("splitTiles"))
                 .toString(),
             QStringLiteral("wholeTile"));
    // A score sheet has no table rulings: its JSON stays as the score-sheet contract says.
    run = runCli({QStringLiteral("score"), QStringLiteral(HK_FIXTURES "/sheets/rulebook-example.hkscore"),
                  QStringLiteral("--json")});
    QVERIFY(!QJsonDocument::fromJson(run.out.toUtf8()).object().contains(QStringLiteral("rulings")));
    // A ruling the app does not know is refused with the JSON path.
    setup[QStringLiteral("rulings")] = QJsonObject{{QStringLiteral("splitTiles"), QStringLiteral("halves")}};
    QVERIFY(writeFile(setupFile, QJsonDocument(setup).toJson()));
    run = runCli({QStringLiteral("new"), dir.filePath(QStringLiteral("other.hkgame")),
                  QStringLiteral("--setup"), setupFile});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("rulings.splitTiles: expected \"eachPart\" or \"wholeTile\"")),
             qPrintable(run.err));
}

namespace {

QJsonObject threePlayerGame()
{
    QFile fixture(QStringLiteral(HK_FIXTURES "/games/three-players.hkgame"));
    if (!fixture.open(QIODevice::ReadOnly))
        qFatal("missing fixture");
    return QJsonDocument::fromJson(fixture.readAll()).object();
}

// The value at `keys` (object keys and array indexes) of `root` replaced by `value`.
QJsonValue replaced(const QJsonValue &root, const QVariantList &keys, const QJsonValue &value,
                    qsizetype i = 0)
{
    if (i == keys.size())
        return value;
    if (keys[i].typeId() == QMetaType::Int) {
        QJsonArray a = root.toArray();
        a[keys[i].toInt()] = replaced(a[keys[i].toInt()], keys, value, i + 1);
        return a;
    }
    QJsonObject o = root.toObject();
    o[keys[i].toString()] = replaced(o[keys[i].toString()], keys, value, i + 1);
    return o;
}

QByteArray gameWith(const QVariantList &keys, const QJsonValue &value)
{
    return QJsonDocument(replaced(threePlayerGame(), keys, value).toObject()).toJson();
}

// Every line of stderr names the file (continuation lines of a problem too).
bool everyLineNames(const QString &err, const QString &file)
{
    const QStringList lines = err.trimmed().split(QLatin1Char('\n'));
    return !err.isEmpty() && std::all_of(lines.begin(), lines.end(), [&](const QString &line) {
        return line.startsWith(file + QStringLiteral(": "));
    });
}

} // namespace

// A game file with a wrongly typed value, a key twice or a setup that breaks a rule is refused with exit 2,
// and every line says which file and where.
void TestCli::badGameFiles_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("path");
    QTest::newRow("a gate at half a square")
        << "validate" << gameWith({"setup", "players", 0, "gate"}, QJsonArray{0.5, 9})
        << "setup.players[0].gate[0]";
    QTest::newRow("a spell named null")
        << "validate" << gameWith({"setup", "spells"}, QJsonArray{QJsonValue(), "", ""}) << "setup.spells[0]";
    QTest::newRow("a negative start row")
        << "validate"
        << gameWith({"setup", "players", 1, "deck", "startRow"}, QJsonObject{{QStringLiteral("iron"), -4}})
        << "setup.players[1].deck.startRow.iron";
    QTest::newRow("ledger pedestals of any type")
        << "validate" << gameWith({"log", 0, "ledger", "pedestals"}, QJsonObject{{QStringLiteral("0"), true}})
        << "log[0].ledger.pedestals.0";
    QTest::newRow("override rules of any type")
        << "validate"
        << gameWith({"log", 0, "override"},
                    QJsonObject{{QStringLiteral("reason"), "r"}, {QStringLiteral("rules"), 7}})
        << "log[0].override.rules";
    QTest::newRow("a key twice") << "validate"
                                 << QByteArray(gameWith({}, threePlayerGame()))
                                        .replace("\"teams\": false", "\"teams\": false, \"teams\": true")
                                 << "setup.teams";
    QTest::newRow("SET-GATES: a gate off the start points")
        << "validate" << gameWith({"setup", "players", 1, "gate"}, QJsonArray{9, 9})
        << "setup.players[1].gate";
    QTest::newRow("an illegal action of two violations")
        << "score"
        << gameWith({"log", 0}, QJsonObject{{QStringLiteral("player"), 0},
                                            {QStringLiteral("action"), QStringLiteral("move")},
                                            {QStringLiteral("statue"), 1},
                                            {QStringLiteral("to"), QJsonArray{7, 17}},
                                            {QStringLiteral("cart"), QJsonObject{}}})
        << "log[0]";
}

void TestCli::badGameFiles()
{
    QFETCH(QString, command);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, path);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("bad.hkgame"));
    QVERIFY(writeFile(file, bytes));
    const Run run = runCli({command, file, QStringLiteral("--lang=en")});
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.out, QString());
    QVERIFY2(everyLineNames(run.err, file), qPrintable(run.err));
    QVERIFY2(run.err.contains(file + QStringLiteral(": ") + path + QStringLiteral(": ")),
             qPrintable(run.err));
    QVERIFY2(!run.err.contains(QRegularExpression(QStringLiteral(R"(\(([A-Z-]+)\) \(\1\))"))),
             qPrintable(run.err)); // a rule cited once
}

// `play GAME '[]'` has nothing to record: refused, the file untouched.
void TestCli::playRecordsNothingFromAnEmptyList()
{
    QTemporaryDir dir;
    const QString game = startedGame(dir);
    QVERIFY(!game.isEmpty());
    QFile f(game);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray before = f.readAll();
    const QDateTime modified = QFileInfo(game).lastModified();
    f.close();
    QTest::qWait(20);
    const Run run = runCli({QStringLiteral("play"), game, QStringLiteral("[]")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(!run.err.isEmpty());
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), before);
    QCOMPARE(QFileInfo(game).lastModified(), modified);
}

// An action read from @FILE names FILE in every problem: bad JSON with its line and column, a key twice.
void TestCli::playNamesTheActionFile_data()
{
    QTest::addColumn<QByteArray>("action");
    QTest::addColumn<QString>("expected");
    QTest::newRow("bad JSON") << QByteArray("{\"action\": ") << "not valid JSON at line 1, column 12";
    QTest::newRow("a key twice") << QByteArray("{\"action\": \"endTurn\", \"action\": \"endTurn\"}")
                                 << "action: ";
    QTest::newRow("a slot beyond the moot")
        << QByteArray("{\"action\": \"recruit\", \"level\": 1, \"position\": 0, \"slot\": 43}") << "slot: ";
    QTest::newRow("a list with a bad second action")
        << QByteArray("[{\"action\": \"endTurn\"}, {\"action\": \"endTurn\", \"player\": \"Ann\"}]")
        << "[1].player: ";
}

void TestCli::playNamesTheActionFile()
{
    QFETCH(QByteArray, action);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString game = startedGame(dir);
    QVERIFY(!game.isEmpty());
    const QString file = dir.filePath(QStringLiteral("action.json"));
    QVERIFY(writeFile(file, action));
    const Run run =
        runCli({QStringLiteral("play"), game, QLatin1Char('@') + file, QStringLiteral("--lang=en")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(everyLineNames(run.err, file), qPrintable(run.err));
    QVERIFY2(run.err.contains(file + QStringLiteral(": ") + expected), qPrintable(run.err));
}

// `new` blames the file at fault: the setup with its JSON path (bad JSON with line, column and reason), or
// the catalog when it holds no workshop tiles.
void TestCli::newNamesTheFileAtFault_data()
{
    QTest::addColumn<QByteArray>("setup");
    QTest::addColumn<bool>("catalogWithoutWorkshops");
    QTest::addColumn<QString>("blamed");
    QTest::addColumn<QString>("expected");
    const QJsonObject setup = threePlayerGame().value(QStringLiteral("setup")).toObject();
    QTest::newRow("bad JSON") << QByteArray("{\"players\": [}") << false << "setup.json"
                              << "not valid JSON at line 1, column ";
    QTest::newRow("a key twice") << QJsonDocument(setup).toJson().replace(
                                        "\"teams\": false", "\"teams\": false, \"teams\": false")
                                 << false << "setup.json"
                                 << "teams: ";
    QTest::newRow("SET-GATES: a gate off the start points")
        << QJsonDocument(replaced(setup, {"players", 0, "gate"}, QJsonArray{9, 9}).toObject()).toJson()
        << false << "setup.json"
        << "players[0].gate: ";
    QTest::newRow("SET-WORKSHOPS: a catalog without workshop tiles")
        << QJsonDocument(setup).toJson() << true << "catalog.hkcatalog"
        << "workshops: ";
}

void TestCli::newNamesTheFileAtFault()
{
    QFETCH(QByteArray, setup);
    QFETCH(bool, catalogWithoutWorkshops);
    QFETCH(QString, blamed);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString setupFile = dir.filePath(QStringLiteral("setup.json"));
    QVERIFY(writeFile(setupFile, setup));
    QStringList args{QStringLiteral("new"), dir.filePath(QStringLiteral("game.hkgame")),
                     QStringLiteral("--setup"), setupFile, QStringLiteral("--lang=en")};
    if (catalogWithoutWorkshops) {
        QJsonObject catalog = threePlayerGame().value(QStringLiteral("catalog")).toObject();
        catalog[QStringLiteral("format")] = QStringLiteral("hallkeeper-catalog");
        catalog[QStringLiteral("version")] = 1;
        QJsonArray workshops = catalog[QStringLiteral("workshops")].toArray();
        for (qsizetype i = 0; i < workshops.size(); ++i)
            workshops[i] = replaced(workshops[i], {"count"}, 0);
        catalog[QStringLiteral("workshops")] = workshops;
        const QString catalogFile = dir.filePath(QStringLiteral("catalog.hkcatalog"));
        QVERIFY(writeFile(catalogFile, QJsonDocument(catalog).toJson()));
        args << QStringLiteral("--catalog") << catalogFile;
    }
    const Run run = runCli(args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("game.hkgame"))));
    const QString file = dir.filePath(blamed);
    QVERIFY2(everyLineNames(run.err, file), qPrintable(run.err));
    QVERIFY2(run.err.contains(file + QStringLiteral(": ") + expected), qPrintable(run.err));
    QVERIFY2(!run.err.contains(QRegularExpression(QStringLiteral(R"(\(([A-Z-]+)\) \(\1\))"))),
             qPrintable(run.err)); // a rule cited once
}

// Hallkeeper's limits: a correction beyond them is refused, with or without --override,
// and the file is untouched; up to them, `score --write-sheet` writes a sheet `score` reads; a file edited by
// hand beyond them is invalid (exit 2) for validate, replay and play; `rules` lists both limits.
void TestCli::LIMIT_HOLDINGS_and_LIMIT_HONOUR_inTheCli()
{
    QTemporaryDir dir;
    const QString game = startedGame(dir);
    QVERIFY(!game.isEmpty());
    const auto bytes = [&] {
        QFile f(game);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    const auto correction = [](int stone, int honour) {
        return QString::fromUtf8(
            QJsonDocument(
                QJsonObject{{QStringLiteral("action"), QStringLiteral("correction")},
                            {QStringLiteral("reason"), QStringLiteral("a counting slip")},
                            {QStringLiteral("storage"), QJsonObject{{QStringLiteral("stone"), stone}}},
                            {QStringLiteral("honour"), honour}})
                .toJson(QJsonDocument::Compact));
    };
    const QByteArray before = bytes();
    for (const QStringList &extra :
         {QStringList(), QStringList{QStringLiteral("--override"), QStringLiteral("why not")}}) {
        Run run = runCli(QStringList{QStringLiteral("play"), game, correction(1000000, 0)} + extra);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains(QStringLiteral("LIMIT-HOLDINGS")) &&
                     run.out.contains(QStringLiteral("9999")),
                 qPrintable(run.out));
        run = runCli(QStringList{QStringLiteral("play"), game, correction(0, 1000000)} + extra);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains(QStringLiteral("LIMIT-HONOUR")), qPrintable(run.out));
        QCOMPARE(bytes(), before);
    }

    // Up to the limits: recorded, and the sheet made from the game is a sheet `score` reads.
    const GameReadResult read = readGame(game);
    QVERIFY(read.game);
    const GameState start(read.game->setup);
    const int p = start.currentPlayer();
    const int held = at(start.storageOf(p).resources, Resource::Stone) +
                     at(start.players[p].moot.resources(), Resource::Stone);
    Run run = runCli({QStringLiteral("play"), game, correction(9999 - held, 572)});
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    const QString sheet = dir.filePath(QStringLiteral("game.hkscore"));
    run = runCli({QStringLiteral("score"), game, QStringLiteral("--write-sheet"), sheet});
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    run = runCli({QStringLiteral("score"), sheet});
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));

    // A file edited by hand beyond the limits, the action recorded as an override: invalid.
    QJsonObject root = QJsonDocument::fromJson(bytes()).object();
    QJsonArray log = root.value(QStringLiteral("log")).toArray();
    QJsonObject beyond = QJsonDocument::fromJson(correction(0, 1000000).toUtf8()).object();
    beyond[QStringLiteral("player")] = p;
    beyond[QStringLiteral("override")] = QJsonObject{{QStringLiteral("reason"), QStringLiteral("by hand")}};
    log.append(beyond);
    root[QStringLiteral("log")] = log;
    QVERIFY(writeFile(game, QJsonDocument(root).toJson()));
    for (const char *command : {"validate", "replay", "score"}) {
        run = runCli({QLatin1String(command), game});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("log[1]")) &&
                     run.err.contains(QStringLiteral("LIMIT-HONOUR")),
                 qPrintable(run.err));
    }
    run = runCli({QStringLiteral("play"), game, QStringLiteral(R"({"action": "endTurn"})")});
    QCOMPARE(run.exitCode, 2);

    run = runCli({QStringLiteral("rules")});
    QVERIFY(run.out.contains(QStringLiteral("LIMIT-HOLDINGS")) &&
            run.out.contains(QStringLiteral("LIMIT-HONOUR")));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
