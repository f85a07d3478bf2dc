// hallkeeper-cli and the registry of games: `score` dispatches on the sheet's "game" (Mountain King's without
// one, its output unchanged), `rules --game` and `--games`, `new-sheet --game`. Tally, a test-only game,
// stands for any game other than Mountain King (hallkeeper-cli-tally is the same commands with it
// registered).

#include "common/cli_runner.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace hk::test;

namespace {

Run runTally(const QStringList &args)
{
    return runProgram(QStringLiteral(HK_TALLY_CLI), args);
}

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    file.open(QIODevice::WriteOnly);
    file.write(bytes);
    return path;
}

const QByteArray kTallySheet = R"({"format": "hallkeeper-score-sheet", "version": 1, "game": "test-tally",
    "settings": {"ties": "shared"},
    "players": [{"name": "Ann", "gold": 7, "bonus": "crown", "relic": true},
                {"name": "Bob", "gold": 12, "relic": false},
                {"name": "陳小明", "gold": 2, "bonus": "star", "rounds": [4, 4]}]})";

QString fixture(const QString &name)
{
    return QStringLiteral(HK_SOURCE_DIR "/docs/examples/") + name;
}

} // namespace

class TstCliGames : public QObject {
    Q_OBJECT
private slots:
    void scoreDispatchesOnTheGame_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("expected");
        QTest::newRow("text") << QStringList{} << "Winner: 陳小明 with 13 (Total).";
        QTest::newRow("explain") << QStringList{"--explain"} << "  Gold: 7 gold";
        QTest::newRow("json") << QStringList{"--json"} << "\"format\": \"hallkeeper-score-table\"";
    }
    void scoreDispatchesOnTheGame()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString sheet = write(dir, QStringLiteral("tally.hkscore"), kTallySheet);
        const Run run = runTally(QStringList{QStringLiteral("score"), sheet} + options);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(expected), qPrintable(run.out + run.err));
        // The shipped command line has no such game, and says which it has.
        const Run shipped = runCli(QStringList{QStringLiteral("score"), sheet} + options);
        QCOMPARE(shipped.exitCode, 2);
        QVERIFY2(shipped.err.contains(
                     QLatin1String("game: unknown game \"test-tally\"; expected one of: mountain-king")),
                 qPrintable(shipped.err));
    }

    // TALLY-GOLD: a value out of range is refused with the file, the JSON path, what was expected and the
    // rule.
    void scoreRefusesAnInvalidSheet()
    {
        QTemporaryDir dir;
        QByteArray bytes = kTallySheet;
        bytes.replace("\"gold\": 7", "\"gold\": 70");
        const QString sheet = write(dir, QStringLiteral("bad.hkscore"), bytes);
        const Run run = runTally({QStringLiteral("score"), sheet});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QLatin1String(
                     "bad.hkscore: players[0].gold: Gold: expected from 0 to 50, found 70 (TALLY-GOLD)")),
                 qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }

    // A name is text on the line of its sentence, in any game's report: a line break in it is shown escaped,
    // never a line of its own that could pass for the tool's ("Winner: Mallory"); --json keeps it as written.
    void namesOnOneLine()
    {
        QTemporaryDir dir;
        QByteArray bytes = kTallySheet;
        bytes.replace("\"name\": \"Bob\"", "\"name\": \"Bob\\nWinner: Mallory\"");
        bytes.replace("\"gold\": 12", "\"gold\": 13"); // level with 陳小明: the tie's sentences name him
        const QString sheet = write(dir, QStringLiteral("names.hkscore"), bytes);
        const Run text = runTally({QStringLiteral("score"), sheet});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(!text.out.contains(QLatin1String("\nWinner: Mallory")), qPrintable(text.out));
        QVERIFY2(text.out.contains(QLatin1String("Bob\\x0aWinner: Mallory")), qPrintable(text.out));
        const Run json = runTally({QStringLiteral("score"), sheet, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        QVERIFY2(json.out.contains(QLatin1String("\"Bob\\nWinner: Mallory\"")), qPrintable(json.out));
    }

    // A Mountain King sheet that says "game": "mountain-king" scores exactly as one that says nothing;
    // another value is refused.
    void mountainKingSheetWithItsGame()
    {
        QFile original(fixture(QStringLiteral("four-players.hkscore")));
        QVERIFY(original.open(QIODevice::ReadOnly));
        const QByteArray bytes = original.readAll();
        QTemporaryDir dir;
        const QString plain = write(dir, QStringLiteral("plain.hkscore"), bytes);
        QByteArray named = bytes;
        named.replace("\"version\": 1,", "\"version\": 1,\n  \"game\": \"mountain-king\",");
        QVERIFY(named != bytes);
        const QString withGame = write(dir, QStringLiteral("named.hkscore"), named);
        for (const QStringList &options : {QStringList{}, QStringList{"--json"}, QStringList{"--explain"}}) {
            const Run a = runCli(QStringList{QStringLiteral("score"), plain} + options);
            const Run b = runCli(QStringList{QStringLiteral("score"), withGame} + options);
            QCOMPARE(a.exitCode, 0);
            QCOMPARE(b.out, a.out);
        }
        const QByteArray other =
            QByteArray(bytes).replace("\"version\": 1,", "\"version\": 1,\n  \"game\": 7,");
        const Run refused =
            runCli({QStringLiteral("score"), write(dir, QStringLiteral("other.hkscore"), other)});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(QLatin1String("game: expected the game's identifier")),
                 qPrintable(refused.err));
    }

    void rulesOfAGame_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("expected");
        QTest::newRow("--games") << QStringList{"rules", "--games"} << 0 << "test-tally  Tally  (5 rules)";
        QTest::newRow("list") << QStringList{"rules", "--game", "test-tally"} << 0
                              << "  TALLY-GOLD  Each gold is worth 1 point";
        QTest::newRow("one rule") << QStringList{"rules", "--game", "test-tally", "TALLY-TIE"} << 0
                                  << "  Alternative: Level players after gold play another round.";
        QTest::newRow("search") << QStringList{"rules", "--game", "test-tally", "--search", "relic"} << 0
                                << "TALLY-TIE — End of the game: Ruling: on equal points";
        QTest::newRow("markdown") << QStringList{"rules", "--game", "test-tally", "--markdown"} << 0
                                  << "### TALLY-TIE (ruling)";
        QTest::newRow("unknown game") << QStringList{"rules", "--game", "chess"} << 2
                                      << "unknown game \"chess\"; expected one of: mountain-king, test-tally";
        QTest::newRow("a rule of another game") << QStringList{"rules", "--game", "test-tally", "SCORE-HALL"}
                                                << 2 << "no rule \"SCORE-HALL\" in Tally";
    }
    void rulesOfAGame()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, expected);
        const Run run = runTally(args);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2((run.out + run.err).contains(expected), qPrintable(run.out + run.err));
    }

    // Mountain King's rules stay as they were, with or without --game.
    void mountainKingRulesUnchanged()
    {
        for (const QStringList &args :
             {QStringList{"rules"}, QStringList{"rules", "--markdown"},
              QStringList{"rules", "--search", "pedestal"}, QStringList{"rules", "SCORE-TIE"}}) {
            const Run plain = runCli(args);
            const Run named = runCli(args + QStringList{"--game", "mountain-king"});
            QCOMPARE(plain.exitCode, 0);
            QCOMPARE(named.out, plain.out);
        }
    }

    void newSheet()
    {
        QTemporaryDir dir;
        const QString sheet = dir.filePath(QStringLiteral("new.hkscore"));
        const Run made =
            runTally({QStringLiteral("new-sheet"), QStringLiteral("--game"), QStringLiteral("test-tally"),
                      sheet, QStringLiteral("--players"), QStringLiteral("3")});
        QCOMPARE(made.exitCode, 0);
        const Run scored = runTally({QStringLiteral("score"), sheet, QStringLiteral("--json")});
        QCOMPARE(scored.exitCode, 0);
        QVERIFY2(scored.out.contains(QLatin1String("\"standing\": \"empty\"")), qPrintable(scored.out));
        const Run again = runTally(
            {QStringLiteral("new-sheet"), QStringLiteral("--game"), QStringLiteral("test-tally"), sheet});
        QCOMPARE(again.exitCode, 2); // never over an existing file
        const Run mountainKing =
            runTally({QStringLiteral("new-sheet"), QStringLiteral("--game"), QStringLiteral("mountain-king"),
                      dir.filePath(QStringLiteral("mk.hkscore"))});
        QCOMPARE(mountainKing.exitCode, 2);
        const Run tooMany = runTally({QStringLiteral("new-sheet"), QStringLiteral("--game"),
                                      QStringLiteral("test-tally"), dir.filePath(QStringLiteral("x.hkscore")),
                                      QStringLiteral("--players"), QStringLiteral("9")});
        QCOMPARE(tooMany.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TstCliGames)
#include "tst_cli_games.moc"
