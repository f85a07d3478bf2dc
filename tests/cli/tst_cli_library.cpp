// hallkeeper-cli library: a sheet and a game added (a second add changes nothing), an import that waits for
// its unmatched players and then writes, a re-import that changes nothing, statistics in JSON against the
// hand-made backup's values, players with an alias, exports and a backup that never replaces a file; the
// default library is the app's, in the user's data folder.

#include "common/cli_runner.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace hk::test;

namespace {

const QString kCli = QStringLiteral(HK_CLI);
const QString kFixtures = QStringLiteral(HK_FIXTURES);

QJsonObject jsonOf(const Run &run)
{
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}

} // namespace

class TestCliLibrary : public QObject {
    Q_OBJECT

private slots:
    void addsSheetsAndGamesOnce();
    void importWaitsForUnmatchedPlayersThenWrites();
    void statsAreTheBackupsValues();
    void playersExportAndBackup();
    void theDefaultLibraryIsInTheDataFolder();
    void mergesTwoPlayersIntoOne();

private:
    QString library() const { return m_dir.filePath(QStringLiteral("library.sqlite")); }
    Run cli(QStringList args) const
    {
        args << QStringLiteral("--library") << library();
        return runProgram(kCli, QStringList{QStringLiteral("library")} + args);
    }
    QTemporaryDir m_dir;
};

void TestCliLibrary::addsSheetsAndGamesOnce()
{
    const QString game = kFixtures + QStringLiteral("/games/five-players.hkgame");
    const QString sheet = kFixtures + QStringLiteral("/sheets/five-players.hkscore");
    Run run = cli({QStringLiteral("add"), game, sheet, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QJsonArray plays = jsonOf(run).value(QLatin1String("plays")).toArray();
    QCOMPARE(plays.size(), 2);
    QCOMPARE(plays[0].toObject().value(QLatin1String("outcome")).toString(), QStringLiteral("added"));
    QCOMPARE(plays[0].toObject().value(QLatin1String("playersCreated")).toInt(), 5);
    const QString uuid = plays[0].toObject().value(QLatin1String("uuid")).toString();
    // Again: recognised (a game by its setup, a sheet by its file), nothing changed.
    run = cli({QStringLiteral("add"), game, sheet, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    plays = jsonOf(run).value(QLatin1String("plays")).toArray();
    QCOMPARE(plays[0].toObject().value(QLatin1String("outcome")).toString(), QStringLiteral("unchanged"));
    QCOMPARE(plays[0].toObject().value(QLatin1String("uuid")).toString(), uuid);
    QCOMPARE(plays[1].toObject().value(QLatin1String("outcome")).toString(), QStringLiteral("unchanged"));
    // A file that records no play is refused with its name.
    run = cli({QStringLiteral("add"), kFixtures + QStringLiteral("/library/bgg-plays.xml")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("bgg-plays.xml")), qPrintable(run.err));
}

void TestCliLibrary::importWaitsForUnmatchedPlayersThenWrites()
{
    const QString backup = kFixtures + QStringLiteral("/library/bgstats-backup.json");
    Run run = cli({QStringLiteral("import"), backup, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("--new-players")), qPrintable(run.err));
    QCOMPARE(jsonOf(run).value(QLatin1String("written")).toBool(), false);
    QCOMPARE(jsonOf(run).value(QLatin1String("newPlays")).toInt(), 7);
    // Ann is said to be someone already known; the others become new players.
    run = cli({QStringLiteral("import"), backup, QStringLiteral("--json"), QStringLiteral("--new-players")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject result = jsonOf(run).value(QLatin1String("result")).toObject();
    QCOMPARE(result.value(QLatin1String("added")).toInt(), 7);
    QCOMPARE(result.value(QLatin1String("playersCreated")).toInt(), 5);
    run = cli({QStringLiteral("import"), backup, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(jsonOf(run).value(QLatin1String("result")).toObject().value(QLatin1String("unchanged")).toInt(),
             7);
    // A malformed file: its place and what was expected; nothing written.
    const QString bad = m_dir.filePath(QStringLiteral("bad.json"));
    {
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"players": [], "games": [], "plays": [{"uuid": "x", "gameRefId": 3}]})");
    }
    run = cli({QStringLiteral("import"), bad});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("bad.json")) && run.err.contains(QStringLiteral("plays[0]")),
             qPrintable(run.err));
}

// The backup's plays (tests/fixtures/library/bgstats-backup.json) counted by hand: Ann won P1, shared P2 with
// 陳小明, won her Golf play (lowest wins) and the team play with 陳小明; P5 is ignored.
void TestCliLibrary::statsAreTheBackupsValues()
{
    const Run run = cli({QStringLiteral("stats"), QStringLiteral("--game"), QStringLiteral("Carcassonne"),
                         QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject stats = jsonOf(run);
    QCOMPARE(stats.value(QLatin1String("plays")).toInt(), 3); // P1, P2, P7 (P5 ignored)
    QJsonObject ann, chen;
    for (const QJsonValue &v : stats.value(QLatin1String("players")).toArray()) {
        if (v.toObject().value(QLatin1String("name")).toString() == QStringLiteral("Ann"))
            ann = v.toObject();
        if (v.toObject().value(QLatin1String("name")).toString() == QStringLiteral("陳小明"))
            chen = v.toObject();
    }
    QCOMPARE(ann.value(QLatin1String("wins")).toInt(), 2);
    QCOMPARE(ann.value(QLatin1String("competitivePlays")).toInt(), 2);
    QCOMPARE(ann.value(QLatin1String("sharedWins")).toInt(), 1);
    QCOMPARE(chen.value(QLatin1String("wins")).toInt(), 1);
    QCOMPARE(chen.value(QLatin1String("average")).toDouble(), (19.0 + 30.0) / 2); // "-10+7+22" is 19
    const Run bad = cli({QStringLiteral("stats"), QStringLiteral("--from"), QStringLiteral("March")});
    QCOMPARE(bad.exitCode, 2);
}

void TestCliLibrary::playersExportAndBackup()
{
    Run run = cli({QStringLiteral("players"), QStringLiteral("--alias"), QStringLiteral("陳小明=Xiaoming"),
                   QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    bool found = false;
    for (const QJsonValue &v : jsonOf(run).value(QLatin1String("players")).toArray())
        if (v.toObject().value(QLatin1String("name")).toString() == QStringLiteral("陳小明"))
            found =
                v.toObject().value(QLatin1String("aliases")).toArray().contains(QStringLiteral("Xiaoming"));
    QVERIFY(found);
    for (const char *suffix : {"json", "xml", "csv"}) {
        const QString file = m_dir.filePath(QStringLiteral("plays.") + QLatin1String(suffix));
        run = cli({QStringLiteral("export"), file});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(QFileInfo(file).size() > 100);
    }
    const QString copy = m_dir.filePath(QStringLiteral("copy.sqlite"));
    QCOMPARE(cli({QStringLiteral("backup"), copy}).exitCode, 0);
    QVERIFY(QFileInfo(copy).size() > 0);
    run = cli({QStringLiteral("backup"), copy});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("never replaces")), qPrintable(run.err));
    // The copy is a library of its own with the same plays.
    run = runProgram(kCli, {QStringLiteral("library"), QStringLiteral("stats"), QStringLiteral("--json"),
                            QStringLiteral("--library"), copy});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(jsonOf(run).value(QLatin1String("plays")).toInt() > 0);
}

void TestCliLibrary::theDefaultLibraryIsInTheDataFolder()
{
    QTemporaryDir home;
    RunOptions options;
    options.dataHome = home.path();
    Run run = runProgram(kCli, {QStringLiteral("library"), QStringLiteral("stats")}, options);
    QCOMPARE(run.exitCode, 2); // none yet: stats never makes one
    run = runProgram(kCli,
                     {QStringLiteral("library"), QStringLiteral("add"),
                      kFixtures + QStringLiteral("/games/five-players.hkgame")},
                     options);
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(QFileInfo::exists(home.filePath(QStringLiteral("Hallkeeper/Hallkeeper/library.sqlite"))));
}

// The backup, then a second file in which 佐藤花子 is "Hanako" (another uuid) in a play of her own with Bob:
// Hanako merges into 佐藤花子 (one play, no win); Bob and Ann played together, so they are refused.
void TestCliLibrary::mergesTwoPlayersIntoOne()
{
    const QString file = m_dir.filePath(QStringLiteral("merge.sqlite"));
    const auto run = [&file](QStringList args) {
        return runProgram(kCli, QStringList{QStringLiteral("library")} + args +
                                    QStringList{QStringLiteral("--library"), file});
    };
    QFile fixture(kFixtures + QStringLiteral("/library/bgstats-backup.json"));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    QJsonObject backup = QJsonDocument::fromJson(fixture.readAll()).object();
    QCOMPARE(run({QStringLiteral("import"), fixture.fileName(), QStringLiteral("--new-players")}).exitCode,
             0);
    QJsonArray players = backup.value(QLatin1String("players")).toArray();
    QJsonObject hanako = players.at(3).toObject();
    QCOMPARE(hanako.value(QLatin1String("name")).toString(), QStringLiteral("佐藤花子"));
    hanako.insert(QStringLiteral("name"), QStringLiteral("Hanako"));
    hanako.insert(QStringLiteral("uuid"), QStringLiteral("88888888-8888-4888-8888-888888888888"));
    players.replace(3, hanako);
    backup.insert(QStringLiteral("players"), players);
    QJsonObject play = backup.value(QLatin1String("plays")).toArray().last().toObject();
    play.insert(QStringLiteral("playDate"), QStringLiteral("2024-04-03 20:00:00"));
    backup.insert(QStringLiteral("plays"), QJsonArray{play});
    const QString second = m_dir.filePath(QStringLiteral("hanako.json"));
    {
        QFile f(second);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(backup).toJson());
    }
    QCOMPARE(run({QStringLiteral("import"), second, QStringLiteral("--new-players")}).exitCode, 0);
    const auto playerCount = [&run] {
        return jsonOf(run({QStringLiteral("players"), QStringLiteral("--json")}))
            .value(QLatin1String("players"))
            .toArray()
            .size();
    };
    QCOMPARE(playerCount(), 6);

    // The preview: nothing written.
    Run merged = run({QStringLiteral("players"), QStringLiteral("--merge"), QStringLiteral("Hanako"),
                      QStringLiteral("佐藤花子"), QStringLiteral("--dry-run"), QStringLiteral("--json")});
    QVERIFY2(merged.exitCode == 0, qPrintable(merged.err));
    QJsonObject o = jsonOf(merged);
    QCOMPARE(o.value(QLatin1String("rule")).toString(), QStringLiteral("ok"));
    QCOMPARE(o.value(QLatin1String("plays")).toInt(), 1);
    QCOMPARE(o.value(QLatin1String("wins")).toInt(), 0);
    QCOMPARE(o.value(QLatin1String("merged")).toBool(), false);
    QStringList aliases;
    for (const QJsonValue &a : o.value(QLatin1String("aliases")).toArray())
        aliases << a.toObject().value(QLatin1String("shown")).toString();
    QVERIFY2(aliases.contains(QStringLiteral("Hanako")) &&
                 aliases.contains(QStringLiteral("88888888-8888-4888-8888-888888888888")),
             qPrintable(aliases.join(QLatin1Char(' '))));
    QCOMPARE(playerCount(), 6);

    // The merge; importing the second file again then finds 佐藤花子 and changes nothing.
    merged = run({QStringLiteral("players"), QStringLiteral("--merge"), QStringLiteral("Hanako"),
                  QStringLiteral("佐藤花子")});
    QVERIFY2(merged.exitCode == 0, qPrintable(merged.err));
    QVERIFY2(merged.out.contains(QStringLiteral("佐藤花子")), qPrintable(merged.out));
    QCOMPARE(playerCount(), 5);
    const Run again = run({QStringLiteral("import"), second, QStringLiteral("--json")});
    QCOMPARE(again.exitCode, 0);
    QCOMPARE(
        jsonOf(again).value(QLatin1String("result")).toObject().value(QLatin1String("unchanged")).toInt(), 1);

    // Two who played together: refused, naming the play; nothing changed.
    const Run refused = run({QStringLiteral("players"), QStringLiteral("--merge"), QStringLiteral("Bob"),
                             QStringLiteral("Ann"), QStringLiteral("--json")});
    QCOMPARE(refused.exitCode, 2);
    o = jsonOf(refused);
    QCOMPARE(o.value(QLatin1String("rule")).toString(), QStringLiteral("played-together"));
    QVERIFY(!o.value(QLatin1String("sharedPlay")).toString().isEmpty());
    QVERIFY(
        o.value(QLatin1String("error")).toString().contains(o.value(QLatin1String("sharedPlay")).toString()));
    QCOMPARE(playerCount(), 5);
    QCOMPARE(run({QStringLiteral("players"), QStringLiteral("--merge"), QStringLiteral("Bob")}).exitCode, 2);
    QCOMPARE(run({QStringLiteral("players"), QStringLiteral("--merge"), QStringLiteral("Nobody"),
                  QStringLiteral("Ann")})
                 .exitCode,
             2);
}

QTEST_GUILESS_MAIN(TestCliLibrary)
#include "tst_cli_library.moc"
