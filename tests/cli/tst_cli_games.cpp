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

QString tmfiFixture(const QString &name)
{
    return QStringLiteral(HK_SOURCE_DIR "/tests/fixtures/terra-mystica-fire-ice/") + name;
}

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
        QVERIFY2(
            shipped.err.contains(QLatin1String("game: unknown game \"test-tally\"; expected one of: mountain-king")),
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
        QTest::newRow("unknown game")
            << QStringList{"rules", "--game", "chess"} << 2
            << "unknown game \"chess\"; expected one of: mountain-king, dwarf, terra-mystica-fire-ice, dungeon-lords, test-tally";
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

    // Terra Mystica: Fire & Ice through the shipped command line: T1 scored (TMFI-003, TMFI-004), each number
    // explained with its rule; --json gives its categories.
    void terraMysticaScore_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("expected");
        QTest::newRow("text") << QStringList{} << "Winner: Witches with 143 (Total).";
        QTest::newRow("explain")
            << QStringList{"--explain"}
            << "Greatest distance 12: tied with Fakirs for places 1–2: (18 + 12) ÷ 2 = 15 VP "
               "(TMFI-004, TMFI-003)";
        QTest::newRow("json") << QStringList{"--json"} << "\"id\": \"resources\"";
        QTest::newRow("ja")
            << QStringList{"--explain", "--lang", "ja"}
            << "タイル：最大距離 12：Fakirsと1–2位で同点：(18 + 12) ÷ 2 = 15点 (TMFI-004, TMFI-003)";
    }
    void terraMysticaScore()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, expected);
        const Run run = runCli(QStringList{QStringLiteral("score"),
                                           tmfiFixture(QStringLiteral("t1-greatest-distance.hkscore"))} +
                               options);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(expected), qPrintable(run.out + run.err));
    }

    // Impossible values are refused with the rule, at the value (TM-CULT-TOP, TM-BUILDINGS, TM-FACTIONS).
    void terraMysticaRefusesImpossibleValues_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected");
        QTest::newRow("cult over 10")
            << "invalid/cult-over-10.hkscore"
            << "players[0].fire: Fire cult: expected from 0 to 10, found 11 (TM-CULT-TOP)";
        QTest::newRow("network over 17") << "invalid/network-over-17.hkscore"
                                         << "(TM-BUILDINGS)";
        QTest::newRow("same faction") << "invalid/same-faction.hkscore"
                                      << "(TM-FACTIONS)";
    }
    void terraMysticaRefusesImpossibleValues()
    {
        QFETCH(QString, file);
        QFETCH(QString, expected);
        const Run run = runCli({QStringLiteral("score"), tmfiFixture(file)});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(expected), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }

    void terraMysticaRules_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("--games") << QStringList{"rules", "--games"}
                                 << "terra-mystica-fire-ice  Terra Mystica: Fire & Ice";
        QTest::newRow("one rule") << QStringList{"rules", "--game", "terra-mystica-fire-ice", "TMFI-003"}
                                  << "平局情况下，将对应分数相加进行平均分配（向下取整）。";
        QTest::newRow("a base-game rule names its source")
            << QStringList{"rules", "--game", "terra-mystica-fire-ice", "TM-CULT"} << "jsnell/terra-mystica";
        QTest::newRow("search in Chinese")
            << QStringList{"rules", "--game", "terra-mystica-fire-ice", "--search", "前哨"} << "TMFI-006";
    }
    void terraMysticaRules()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const Run run = runCli(args);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(expected), qPrintable(run.out + run.err));
    }

    // docs/rules-terra-mystica-fire-ice*.md are `rules --game terra-mystica-fire-ice --markdown`: regenerate
    // them (cmake --build build --target update_rules_doc) when a rule or its translation changes.
    void terraMysticaRulesReferenceIsCommitted_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("file");
        QTest::newRow("en") << "en"
                            << "rules-terra-mystica-fire-ice.md";
        for (const char *language : {"zh_TW", "zh_CN", "ja"})
            QTest::newRow(language)
                << QString::fromLatin1(language)
                << QStringLiteral("rules-terra-mystica-fire-ice.%1.md").arg(QLatin1String(language));
    }
    void terraMysticaRulesReferenceIsCommitted()
    {
        QFETCH(QString, language);
        QFETCH(QString, file);
        const Run run = runCli({QStringLiteral("rules"), QStringLiteral("--game"),
                                QStringLiteral("terra-mystica-fire-ice"), QStringLiteral("--markdown"),
                                QStringLiteral("--lang"), language});
        QCOMPARE(run.exitCode, 0);
        QFile committed(QStringLiteral(HK_SOURCE_DIR "/docs/") + file);
        QVERIFY2(committed.open(QIODevice::ReadOnly), qPrintable(committed.fileName()));
        QVERIFY2(QString::fromUtf8(committed.readAll()) == run.out,
                 qPrintable(file + QStringLiteral(
                                       " is out of date: cmake --build build --target update_rules_doc")));
        QVERIFY(run.out.contains(QStringLiteral("### TMFI-015")));
    }

    // Dungeon Lords' files on the shipped command line: its year tracker reported (where the game stands,
    // the ledger with its rules, the final score once over), a refused tracker at its step with its rule,
    // its final sheet scored like any other, its rules.
    void dungeonLordsFiles_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("expected");
        const QString dir = QStringLiteral(HK_SOURCE_DIR "/tests/fixtures/dungeon_lords/");
        const QString game = dir + QStringLiteral("two-year-game.hkdungeon");
        QTest::newRow("tracker")
            << QStringList{"score", game} << 0
            << "Year 2, round 3 (summer) — 陳小明: tax 3 gold on 5 tiles, paid 1: 2 dead "
               "letters (DL-004, DL-005, DL-006, DL-017)";
        QTest::newRow("tracker's final score")
            << QStringList{"score", game} << 0 << "Winner: Ann with 0 (Total).";
        QTest::newRow("tracker, explained")
            << QStringList{"score", game, "--explain"} << 0 << "2 dead letters × −3 = -6 (DL-007)";
        QTest::newRow("tracker as JSON")
            << QStringList{"score", game, "--json"} << 0 << "\"format\": \"hallkeeper-dungeon-lords-report\"";
        QTest::newRow("a tracker under way")
            << QStringList{"score", dir + QStringLiteral("derived-tax-three-with-one-gold.hkdungeon"),
                           "--lang", "ja"}
            << 0 << "DL-006";
        QTest::newRow("a refused tracker")
            << QStringList{"score", dir + QStringLiteral("invalid-event-twice.hkdungeon")} << 2
            << "invalid-event-twice.hkdungeon: log[4]: the tax day tile was already revealed this year; each "
               "of "
               "the three is revealed once (DL-001)";
        QTest::newRow("final sheet") << QStringList{"score",
                                                    fixture(QStringLiteral("dungeon-lords-final.hkscore"))}
                                     << 0 << "Winner: ";
        QTest::newRow("rules") << QStringList{"rules", "--game", "dungeon-lords", "DL-005"} << 0
                               << "被冒险者征服的地城板块虽然你不能使用,但是还是要收税";
        QTest::newRow("games") << QStringList{"rules", "--games"} << 0 << "dungeon-lords";
    }
    void dungeonLordsFiles()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, expected);
        const Run run = runCli(args);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2((run.out + run.err).contains(expected), qPrintable(run.out + run.err));
    }

    // docs/rules-dungeon-lords*.md are what `rules --game dungeon-lords --markdown` writes in each language.
    void dungeonLordsRulesDocumentsUpToDate_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("document");
        QTest::newRow("en") << "en"
                            << "rules-dungeon-lords.md";
        QTest::newRow("zh_TW") << "zh_TW"
                               << "rules-dungeon-lords.zh_TW.md";
        QTest::newRow("zh_CN") << "zh_CN"
                               << "rules-dungeon-lords.zh_CN.md";
        QTest::newRow("ja") << "ja"
                            << "rules-dungeon-lords.ja.md";
    }
    void dungeonLordsRulesDocumentsUpToDate()
    {
        QFETCH(QString, language);
        QFETCH(QString, document);
        QFile file(QStringLiteral(HK_SOURCE_DIR "/docs/") + document);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const Run run =
            runCli({QStringLiteral("rules"), QStringLiteral("--game"), QStringLiteral("dungeon-lords"),
                    QStringLiteral("--markdown"), QStringLiteral("--lang"), language});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out == QString::fromUtf8(file.readAll()),
                 "regenerate it: hallkeeper-cli rules --game dungeon-lords --markdown --lang LANG");
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
