// Merging two players who are one person ("陳小明" from a sheet, "Xiaoming" from a BG Stats import), against
// values worked out by hand:
//
//   P1 2024-03-01  陳小明 30 W | Ann 20
//   P2 2024-03-02  Xiaoming 10 | Ann 20 W          (Xiaoming: BG Stats uuid, BoardGameGeek user "xm_bgg")
//   P3 2024-03-03  Xiaoming 25 W | Bob 15
//   P4 2024-03-04  Ann 18 W | Bob 18 W | 陳小明 12  (a shared win)
//   P5 2024-03-05  Bob 40 W | Ann 12

#include "db/play_library.h"
#include "library_builders.h"
#include "stats/library_stats.h"

#include <QTemporaryDir>
#include <QTest>

using namespace hk;
using namespace hk::library;
using hk::test::makePlay;

namespace {

const QString kXiaomingUuid = QStringLiteral("5c1d0a52-4f0e-4c39-9a43-0d7b1f3e2a10");

QString playUuid(int n)
{
    return QStringLiteral("00000000-0000-4000-8000-00000000000%1").arg(n);
}

} // namespace

class TestLibraryMerge : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void merge_data();
    void merge();
    void aReimportStillFindsTheMergedPlayer();

private:
    QString fill(PlayLibrary &library, const QString &file);
    QTemporaryDir m_dir;
};

QString TestLibraryMerge::fill(PlayLibrary &library, const QString &file)
{
    if (const QString error = library.open(m_dir.filePath(file)); !error.isEmpty())
        return error;
    const QString ann = QStringLiteral("Ann"), bob = QStringLiteral("Bob"), chen = QStringLiteral("陳小明"),
                  xiaoming = QStringLiteral("Xiaoming"), game = QStringLiteral("Carcassonne");
    std::vector<Play> plays;
    plays.push_back(
        makePlay(playUuid(1), game, QStringLiteral("2024-03-01 20:00:00"), {{chen, 30, true}, {ann, 20}}));
    plays.push_back(makePlay(playUuid(2), game, QStringLiteral("2024-03-02 20:00:00"),
                             {{xiaoming, 10}, {ann, 20, true}}));
    plays.back().results[0].player.sourceUuid = kXiaomingUuid;
    plays.back().results[0].player.bggUsername = QStringLiteral("xm_bgg");
    plays.back().source = QString::fromLatin1(kSourceBgStats);
    plays.push_back(makePlay(playUuid(3), game, QStringLiteral("2024-03-03 20:00:00"),
                             {{xiaoming, 25, true}, {bob, 15}}));
    plays.push_back(makePlay(playUuid(4), game, QStringLiteral("2024-03-04 20:00:00"),
                             {{ann, 18, true, {}, 1}, {bob, 18, true, {}, 1}, {chen, 12, false, {}, 3}}));
    plays.push_back(
        makePlay(playUuid(5), game, QStringLiteral("2024-03-05 20:00:00"), {{bob, 40, true}, {ann, 12}}));
    for (const Play &p : plays)
        if (const PlayLibrary::AddResult added = library.addPlay(p); !added.ok())
            return added.error;
    return {};
}

void TestLibraryMerge::merge_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("into");
    QTest::addColumn<int>("rule");
    QTest::addColumn<int>("plays");           // results that move
    QTest::addColumn<int>("wins");            // of those, wins
    QTest::addColumn<QStringList>("aliases"); // kind:shown, "uuid:own" for the source's own uuid
    QTest::addColumn<QString>("sharedPlay");
    QTest::addColumn<int>("playsAfter"); // the kept player's, in the statistics
    QTest::addColumn<int>("winsAfter");
    QTest::addColumn<int>("competitiveAfter");
    QTest::addColumn<double>("averageAfter");
    QTest::addColumn<double>("bestAfter");

    const int ok = int(MergePreview::Rule::Ok);
    // 陳小明: P1 30 W, P4 12; Xiaoming: P2 10, P3 25 W. Together: 4 plays, 2 wins of 4, (30+10+25+12)/4.
    QTest::newRow("aliases kept: Xiaoming into 陳小明")
        << QStringLiteral("Xiaoming") << QStringLiteral("陳小明") << ok << 2 << 1
        << QStringList{QStringLiteral("name:Xiaoming"), QStringLiteral("bgg:xm_bgg"),
                       QStringLiteral("uuid:") + kXiaomingUuid, QStringLiteral("uuid:own")}
        << QString() << 4 << 2 << 4 << 19.25 << 30.0;
    QTest::newRow("aliases kept: 陳小明 into Xiaoming")
        << QStringLiteral("陳小明") << QStringLiteral("Xiaoming") << ok << 2 << 1
        << QStringList{QStringLiteral("name:陳小明"), QStringLiteral("uuid:own")} << QString() << 4 << 2 << 4
        << 19.25 << 30.0;
    // Ann and Bob: P4 (shared win) and P5 are both theirs; the first is named.
    QTest::newRow("refused when they played together: Ann and Bob")
        << QStringLiteral("Ann") << QStringLiteral("Bob") << int(MergePreview::Rule::PlayedTogether) << 0 << 0
        << QStringList() << playUuid(4) << 3 << 2 << 3 << (15.0 + 18 + 40) / 3 << 40.0;
    QTest::newRow("refused when they played together: 陳小明 and Ann")
        << QStringLiteral("陳小明") << QStringLiteral("Ann") << int(MergePreview::Rule::PlayedTogether) << 0
        << 0 << QStringList() << playUuid(1) << 4 << 2 << 4 << (20.0 + 20 + 18 + 12) / 4 << 20.0;
    QTest::newRow("refused: a player into themselves")
        << QStringLiteral("Bob") << QStringLiteral("Bob") << int(MergePreview::Rule::SamePlayer) << 0 << 0
        << QStringList() << QString() << 3 << 2 << 3 << (15.0 + 18 + 40) / 3 << 40.0;
}

void TestLibraryMerge::merge()
{
    QFETCH(QString, from);
    QFETCH(QString, into);
    QFETCH(int, rule);
    QFETCH(int, plays);
    QFETCH(int, wins);
    QFETCH(QStringList, aliases);
    QFETCH(QString, sharedPlay);
    QFETCH(int, playsAfter);
    QFETCH(int, winsAfter);
    QFETCH(int, competitiveAfter);
    QFETCH(double, averageAfter);
    QFETCH(double, bestAfter);

    PlayLibrary library;
    QCOMPARE(fill(library, QString::fromUtf8(QTest::currentDataTag()) + QStringLiteral(".sqlite")),
             QString());
    const qint64 source = library.findPlayerByName(from), target = library.findPlayerByName(into);
    QVERIFY(source && target);
    const QString ownUuid = library.player(source)->uuid;

    const MergePreview preview = library.previewMerge(source, target);
    QCOMPARE(int(preview.rule), rule);
    QCOMPARE(preview.plays, plays);
    QCOMPARE(preview.wins, wins);
    QStringList shown;
    for (const MergeAlias &a : preview.aliases)
        shown << a.kind + QLatin1Char(':') + (a.shown == ownUuid ? QStringLiteral("own") : a.shown);
    QCOMPARE(shown, aliases);
    QCOMPARE(preview.sharedPlay, sharedPlay);

    const QStringList before = test::dumpTables(library.connectionName());
    MergePreview merged;
    const QString error = library.mergePlayers(source, target, &merged);
    if (rule != int(MergePreview::Rule::Ok)) {
        QCOMPARE(error, preview.problem());
        QVERIFY(!error.isEmpty());
        if (!sharedPlay.isEmpty())
            QVERIFY2(error.contains(sharedPlay), qPrintable(error));
        QCOMPARE(test::dumpTables(library.connectionName()), before);
    } else {
        QCOMPARE(error, QString());
        QCOMPARE(merged.plays, preview.plays);
        QCOMPARE(merged.wins, preview.wins);
        QCOMPARE(merged.aliases, preview.aliases);
        QVERIFY(!library.player(source));
        QCOMPARE(library.players().size(), size_t(3));
        // Every name, BoardGameGeek user name and uuid of both finds the kept player.
        for (const QString &name : {from, into})
            QCOMPARE(library.findPlayerByName(name), target);
        for (const QString &uuid : {ownUuid, kXiaomingUuid}) {
            PlayerRef ref;
            ref.sourceUuid = uuid;
            QCOMPARE(library.findPlayer(ref), target);
        }
        PlayerRef bgg;
        bgg.bggUsername = QStringLiteral("XM_BGG");
        QCOMPARE(library.findPlayer(bgg), target);
        QCOMPARE(library.player(target)->bggUsername, QStringLiteral("xm_bgg"));
        QCOMPARE(library.player(target)->name, into);
    }

    const LibrarySnapshot snapshot = library.snapshot();
    const std::vector<PlayerSummary> summaries = playerSummaries(snapshot, filterPlays(snapshot, {}));
    const auto kept = std::find_if(summaries.begin(), summaries.end(), [&](const PlayerSummary &s) {
        return snapshot.players[size_t(s.player)].id == target;
    });
    QVERIFY(kept != summaries.end());
    QCOMPARE(kept->plays, playsAfter);
    QCOMPARE(kept->competitive.wins, winsAfter);
    QCOMPARE(kept->competitive.plays, competitiveAfter);
    QVERIFY(kept->average);
    QCOMPARE(*kept->average, averageAfter);
    QCOMPARE(*kept->best, bestAfter);
}

void TestLibraryMerge::aReimportStillFindsTheMergedPlayer()
{
    PlayLibrary library;
    QCOMPARE(fill(library, QStringLiteral("reimport.sqlite")), QString());
    const qint64 chen = library.findPlayerByName(QStringLiteral("陳小明"));
    const qint64 xiaoming = library.findPlayerByName(QStringLiteral("Xiaoming"));
    QCOMPARE(library.mergePlayers(xiaoming, chen), QString());
    // P2 again, as BG Stats wrote it: its player found by uuid, nothing new, nothing changed.
    Play again = makePlay(playUuid(2), QStringLiteral("Carcassonne"), QStringLiteral("2024-03-02 20:00:00"),
                          {{QStringLiteral("Xiaoming"), 10}, {QStringLiteral("Ann"), 20, true}});
    again.results[0].player.sourceUuid = kXiaomingUuid.toUpper();
    again.source = QString::fromLatin1(kSourceBgStats);
    const PlayLibrary::AddResult added = library.addPlay(again);
    QVERIFY2(added.ok(), qPrintable(added.error));
    QCOMPARE(added.playersCreated, 0);
    QCOMPARE(library.players().size(), size_t(3));
    QCOMPARE(library.player(chen)->plays, 4);
}

QTEST_GUILESS_MAIN(TestLibraryMerge)
#include "tst_library_merge.moc"
