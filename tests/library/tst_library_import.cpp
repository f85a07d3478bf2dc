// Importing and exporting: a hand-made BG Stats backup and BoardGameGeek plays file read field by field
// (empty and summed scores, ignored plays, teams, shared wins, a co-operative game, a lowest-wins game, an
// anonymous player, non-ASCII names and locations, plays without an id); malformed files refused with the
// place and what was expected; players matched by uuid, BoardGameGeek user name or alias, the unmatched ones
// left to the user; an import written whole, and a second import changing nothing; every export read back.

#include "db/play_library.h"
#include "export/play_export.h"
#include "import/bgg_import.h"
#include "import/bgstats_import.h"
#include "import/import_file.h"
#include "library_builders.h"
#include "registry/game_registry.h"
#include "tally_game.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace hk;
using namespace hk::library;

namespace {

QByteArray fixtureBytes(const char *name)
{
    QFile f(QStringLiteral(HK_FIXTURES "/library/") + QLatin1String(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

const Play *playOf(const ImportBatch &batch, const char *uuid)
{
    for (const Play &p : batch.plays)
        if (p.uuid == QLatin1String(uuid))
            return &p;
    return nullptr;
}

QString problemsText(const base::Problems &problems)
{
    QStringList lines;
    for (const base::Problem &p : problems)
        lines << base::formatProblem(QStringLiteral("file"), p);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestLibraryImport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void readsEveryFieldOfABgStatsBackup();
    void readsEveryFieldOfABggPlaysFile();
    void scoreTexts_data();
    void scoreTexts();
    void malformedFilesAreRefusedWithTheirPlace_data();
    void malformedFilesAreRefusedWithTheirPlace();
    void reviewMatchesByUuidBggUserNameOrAlias();
    void importWritesEverythingAndAgainChangesNothing();
    void decisionsSayWhoUnmatchedPlayersAre();
    void exportsReadBack_data();
    void exportsReadBack();
    void aPlayScoredHereIsNeverReplacedByAnImport();
    void csvHasARowPerPlayer();

private:
    QTemporaryDir m_dir;
};

void TestLibraryImport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    base::GameRegistry::instance().add(test::tallyModule());
}

void TestLibraryImport::readsEveryFieldOfABgStatsBackup()
{
    const ImportRead read =
        readBgStats(fixtureBytes("bgstats-backup.json"), QStringLiteral("bgstats-backup.json"));
    QVERIFY2(read.batch, qPrintable(problemsText(read.problems)));
    const ImportBatch &batch = *read.batch;
    QCOMPARE(batch.plays.size(), size_t(7));

    const Play *first = playOf(batch, "0a000000-0000-4000-8000-000000000001");
    QVERIFY(first);
    QCOMPARE(first->game.name, QStringLiteral("Carcassonne"));
    QCOMPARE(first->game.bggId, 822);
    QCOMPARE(first->game.sourceUuid, QStringLiteral("aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa"));
    QCOMPARE(first->playedAt, QDateTime(QDate(2024, 3, 9), QTime(20, 15)));
    QCOMPARE(first->durationMinutes, 45);
    QCOMPARE(first->location, QStringLiteral("台北的家"));
    QCOMPARE(first->comments, QStringLiteral("第一局"));
    QCOMPARE(first->source, QStringLiteral("bgstats"));
    QCOMPARE(first->results.size(), size_t(3));
    const PlayResult &chen = first->results[0];
    QCOMPARE(chen.player.name, QStringLiteral("陳小明"));
    QCOMPARE(chen.player.sourceUuid, QStringLiteral("11111111-1111-4111-8111-111111111111"));
    QCOMPARE(chen.scoreText, QStringLiteral("-10+7+22"));
    QCOMPARE(chen.score, std::optional<double>(19)); // the sum as typed
    QCOMPARE(chen.startPlayer, true);
    QCOMPARE(chen.seat, 1);
    QCOMPARE(chen.rank, 2);
    QCOMPARE(chen.newPlayer, true);
    QCOMPARE(chen.winner, false);
    QCOMPARE(first->results[1].player.bggUsername, QStringLiteral("ann_plays"));
    QCOMPARE(first->results[1].winner, true);
    QCOMPARE(first->results[2].scoreText, QString()); // an empty score: none
    QCOMPARE(first->results[2].score, std::optional<double>());

    const Play *shared = playOf(batch, "0a000000-0000-4000-8000-000000000002");
    QVERIFY(shared);
    QCOMPARE(shared->results[0].winner && shared->results[1].winner, true); // 1 and 0 for true and false
    QCOMPARE(shared->results[1].startPlayer, true);
    QCOMPARE(shared->results[2].score, std::optional<double>(12.5));
    QCOMPARE(shared->results[2].player.name, QStringLiteral("佐藤花子"));
    QCOMPARE(shared->sourceId, QStringLiteral("123456789")); // its BoardGameGeek play id
    QCOMPARE(shared->location, QStringLiteral("Café Meeple"));

    const Play *coop = playOf(batch, "0a000000-0000-4000-8000-000000000003");
    QVERIFY(coop);
    QCOMPARE(coop->game.cooperative, true);
    QCOMPARE(coop->game.noPoints, true);
    QCOMPARE(coop->playedAt, QDateTime(QDate(2024, 3, 17), QTime(0, 0))); // a date alone
    QCOMPARE(coop->location, QString());                                  // locationRefId 0

    const Play *teams = playOf(batch, "0a000000-0000-4000-8000-000000000004");
    QVERIFY(teams);
    QVERIFY(teams->usesTeams());
    QCOMPARE(teams->results[0].team, QStringLiteral("紅隊"));
    QCOMPARE(teams->results[3].team, QStringLiteral("Blue"));

    QCOMPARE(playOf(batch, "0a000000-0000-4000-8000-000000000005")->ignored, true);

    const Play *golf = playOf(batch, "0a000000-0000-4000-8000-000000000006");
    QVERIFY(golf);
    QCOMPARE(golf->game.highestWins, false);
    QCOMPARE(golf->results[1].player.anonymous, true);
    QCOMPARE(golf->results[0].color, QStringLiteral("green"));

    // A play without a uuid gets one made from its contents: the same at every import.
    const Play &last = batch.plays.back();
    QVERIFY(!last.uuid.isEmpty());
    const ImportRead again = readBgStats(fixtureBytes("bgstats-backup.json"), QStringLiteral("x"));
    QCOMPARE(again.batch->plays.back().uuid, last.uuid);
    QCOMPARE(last.results[1].score, std::optional<double>(-3));
}

void TestLibraryImport::readsEveryFieldOfABggPlaysFile()
{
    const ImportRead read = readBggPlays(fixtureBytes("bgg-plays.xml"), QStringLiteral("bgg-plays.xml"));
    QVERIFY2(read.batch, qPrintable(problemsText(read.problems)));
    const ImportBatch &batch = *read.batch;
    QCOMPARE(batch.plays.size(), size_t(4));

    const Play &first = batch.plays[0];
    QCOMPARE(first.uuid, bggPlayUuid(81000001));
    QCOMPARE(first.sourceId, QStringLiteral("81000001"));
    QCOMPARE(first.source, QStringLiteral("bgg"));
    QCOMPARE(first.playedAt, QDateTime(QDate(2024, 5, 4), QTime(0, 0)));
    QCOMPARE(first.durationMinutes, 75);
    QCOMPARE(first.location, QStringLiteral("台北的家"));
    QCOMPARE(first.comments, QStringLiteral("雨天"));
    QCOMPARE(first.game.name, QStringLiteral("Carcassonne"));
    QCOMPARE(first.game.bggId, 822);
    QCOMPARE(first.results.size(), size_t(3));
    QCOMPARE(first.results[0].player.bggUsername, QStringLiteral("ann_plays"));
    QCOMPARE(first.results[0].player.name, QStringLiteral("Ann"));
    QCOMPARE(first.results[0].seat, 1);
    QCOMPARE(first.results[0].startPlayer, true);
    QCOMPARE(first.results[0].color, QStringLiteral("blue"));
    QCOMPARE(first.results[0].score, std::optional<double>(31));
    QCOMPARE(first.results[0].winner, true);
    QCOMPARE(first.results[1].player.name, QStringLiteral("陳小明"));
    QCOMPARE(first.results[1].player.bggUsername, QString());
    QCOMPARE(first.results[2].newPlayer, true);
    QCOMPARE(first.results[2].score, std::optional<double>());

    const Play &second = batch.plays[1];
    QCOMPARE(second.quantity, 2);
    QCOMPARE(second.incomplete, true);
    QCOMPARE(second.results[0].score, std::optional<double>(52)); // "40+12"
    QCOMPARE(second.results[0].seat, 0);                          // no start position
    QCOMPARE(second.results[1].seat, 0);                          // "first" is not a seat number

    const Play &third = batch.plays[2];
    QCOMPARE(third.noWinStats, true);
    QCOMPARE(third.results[0].winner && third.results[1].winner, true); // a shared win

    const Play &last = batch.plays[3]; // no id, no players
    QVERIFY(!last.uuid.isEmpty());
    QCOMPARE(last.sourceId, QString());
    QCOMPARE(last.results.size(), size_t(0));
    QCOMPARE(readBggPlays(fixtureBytes("bgg-plays.xml"), {}).batch->plays[3].uuid, last.uuid);
}

void TestLibraryImport::scoreTexts_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QVariant>("score");
    QTest::newRow("empty") << "" << QVariant();
    QTest::newRow("spaces") << "  " << QVariant();
    QTest::newRow("a number") << "42" << QVariant(42.0);
    QTest::newRow("a decimal") << "12.5" << QVariant(12.5);
    QTest::newRow("a decimal comma") << "12,5" << QVariant(12.5);
    QTest::newRow("negative") << "-3" << QVariant(-3.0);
    QTest::newRow("a sum") << "-10+7+22" << QVariant(19.0);
    QTest::newRow("a sum with spaces") << "10 + 5 - 2" << QVariant(13.0);
    QTest::newRow("words") << "abc" << QVariant();
    QTest::newRow("a dangling sign") << "10+" << QVariant();
    QTest::newRow("a product") << "3*4" << QVariant();
}

void TestLibraryImport::scoreTexts()
{
    QFETCH(QString, text);
    QFETCH(QVariant, score);
    const std::optional<double> parsed = parseScoreText(text);
    QCOMPARE(parsed.has_value(), score.isValid());
    if (parsed)
        QCOMPARE(*parsed, score.toDouble());
}

void TestLibraryImport::malformedFilesAreRefusedWithTheirPlace_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected");
    const QByteArray game = R"("games": [{"id": 1, "name": "Azul"}], "players": [{"id": 1, "name": "Ann"}])";
    const auto bgstats = [&game](const QByteArray &plays) {
        return "{" + game + R"(, "plays": )" + plays + "}";
    };
    QTest::newRow("BG Stats: not JSON")
        << "json" << QByteArray("{\"plays\": [,]}") << "file: not valid JSON at line 1, column 13";
    QTest::newRow("BG Stats: a list") << "json" << QByteArray("[1, 2]") << "expected a BG Stats backup";
    QTest::newRow("BG Stats: no plays") << "json" << QByteArray(R"({"players": []})") << "found no \"plays\"";
    QTest::newRow("BG Stats: an unknown game")
        << "json" << bgstats(R"([{"gameRefId": 2, "playDate": "2024-01-01", "playerScores": []}])")
        << "file: plays[0].gameRefId: expected the id of a game of \"games\" (1), found 2";
    QTest::newRow("BG Stats: an unknown player")
        << "json"
        << bgstats(R"([{"gameRefId": 1, "playDate": "2024-01-01", "playerScores": [{"playerRefId": 5}]}])")
        << "file: plays[0].playerScores[0].playerRefId: expected the id of a player";
    QTest::newRow("BG Stats: a score in words")
        << "json"
        << bgstats(
               R"([{"gameRefId": 1, "playDate": "2024-01-01", "playerScores": [{"playerRefId": 1, "score": "12"},
                      {"playerRefId": 1, "score": "lots"}]}])")
        << "file: plays[0].playerScores[1].score: expected a score: empty, a number, or a sum such as "
           "\"-10+7+22\", "
           "found \"lots\"";
    QTest::newRow("BG Stats: a date in words")
        << "json" << bgstats(R"([{"gameRefId": 1, "playDate": "yesterday", "playerScores": []}])")
        << "file: plays[0].playDate: expected a date and time such as \"2024-03-09 20:15:00\"";
    QTest::newRow("BG Stats: no date") << "json" << bgstats(R"([{"gameRefId": 1, "playerScores": []}])")
                                       << "file: plays[0].playDate: expected a text, found nothing";
    QTest::newRow("BG Stats: a winner in words")
        << "json"
        << bgstats(
               R"([{"gameRefId": 1, "playDate": "2024-01-01", "playerScores": [{"playerRefId": 1, "winner": "yes"}]}])")
        << "file: plays[0].playerScores[0].winner: expected true or false (or 1 or 0), found \"yes\"";
    QTest::newRow("BG Stats: a player id twice")
        << "json"
        << QByteArray(R"({"players": [{"id": 1, "name": "A"}, {"id": 1, "name": "B"}], "plays": []})")
        << "file: players[1].id: expected an id used once in \"players\", found 1 a second time";
    QTest::newRow("BG Stats: a fraction of a minute")
        << "json" << bgstats(R"([{"gameRefId": 1, "playDate": "2024-01-01", "durationMin": 1.5}])")
        << "file: plays[0].durationMin: expected a whole number from 0 to 100000, found 1.5";
    QTest::newRow("BoardGameGeek: not XML")
        << "xml" << QByteArray("<plays><play></plays>") << "expected well-formed XML";
    QTest::newRow("BoardGameGeek: another root")
        << "xml" << QByteArray("<items><item/></items>") << "whose root is <plays>, found <items>";
    QTest::newRow("BoardGameGeek: no date")
        << "xml"
        << QByteArray(
               "<plays>\n<play id=\"1\" quantity=\"1\"><item name=\"Azul\" objectid=\"2\"/></play>\n</plays>")
        << "file: play[0].date (line 2): expected a date such as \"2024-03-09\", found \"\"";
    QTest::newRow("BoardGameGeek: a score in words")
        << "xml"
        << QByteArray(
               "<plays>\n<play id=\"1\" date=\"2024-01-01\"><item name=\"Azul\" objectid=\"2\"/>\n<players>\n"
               "<player name=\"Ann\" score=\"4\"/>\n<player name=\"Bob\" "
               "score=\"lots\"/>\n</players></play></plays>")
        << "file: play[0].players[1].score (line 5): expected a score";
    QTest::newRow("BoardGameGeek: a win of 2")
        << "xml"
        << QByteArray(
               "<plays><play id=\"1\" date=\"2024-01-01\"><item name=\"Azul\" objectid=\"2\"/><players>"
               "<player name=\"Ann\" win=\"2\"/></players></play></plays>")
        << "file: play[0].players[0].win (line 1): expected 0 or 1, found \"2\"";
    QTest::newRow("BoardGameGeek: no game")
        << "xml" << QByteArray("<plays><play id=\"1\" date=\"2024-01-01\"/></plays>")
        << "expected an <item> naming the game";
    QTest::newRow("BoardGameGeek: cut short")
        << "xml"
        << QByteArray("<plays><play id=\"1\" date=\"2024-01-01\"><item name=\"Azul\" objectid=\"2\"/>")
        << "it ends in the middle";
    QTest::newRow("neither") << "txt" << QByteArray("Ann won.") << "expected a BG Stats backup (.json) or a";
}

void TestLibraryImport::malformedFilesAreRefusedWithTheirPlace()
{
    QFETCH(QString, suffix);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);
    const QString file = m_dir.filePath(QStringLiteral("malformed.") + suffix);
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    const ImportRead read = readImport(file);
    QVERIFY(!read.batch);
    const QString text = problemsText(read.problems);
    QVERIFY2(text.contains(expected), qPrintable(text));
}

void TestLibraryImport::reviewMatchesByUuidBggUserNameOrAlias()
{
    PlayLibrary library;
    QCOMPARE(library.open(m_dir.filePath(QStringLiteral("review.sqlite"))), QString());
    qint64 chen = 0, ann = 0;
    QCOMPARE(library.addPlayer(QStringLiteral("陳小明"), &chen), QString());
    QCOMPARE(library.addAlias(chen, QStringLiteral("Xiaoming")), QString());
    QCOMPARE(library.addPlayer(QStringLiteral("Annabel"), &ann), QString());
    QCOMPARE(library.setBggUsername(ann, QStringLiteral("ann_plays")), QString());

    const ImportBatch batch =
        *readBggPlays(fixtureBytes("bgg-plays.xml"), QStringLiteral("bgg-plays.xml")).batch;
    const QStringList before = test::dumpTables(library.connectionName());
    const ImportReview review = library.review(batch);
    QCOMPARE(test::dumpTables(library.connectionName()), before); // a review writes nothing
    QCOMPARE(review.players.size(), size_t(4));
    QCOMPARE(review.players[0].source.name, QStringLiteral("Ann"));
    QCOMPARE(review.players[0].playerId, ann);
    QCOMPARE(review.players[0].how, PlayerMatch::How::BggUsername);
    QCOMPARE(review.players[0].plays, 3);
    QCOMPARE(review.players[1].playerId, chen); // "陳小明": the name itself
    QCOMPARE(review.players[1].how, PlayerMatch::How::Alias);
    QCOMPARE(review.players[2].playerId, chen); // "Xiaoming" (xm_chen): an alias
    QCOMPARE(review.players[3].source.name, QStringLiteral("Bob"));
    QCOMPARE(review.players[3].playerId, qint64(0));
    QVERIFY(review.hasUnmatched());
    QCOMPARE(review.newPlays, 4);
    QCOMPARE(review.newGames, (QStringList{QStringLiteral("Carcassonne"), QStringLiteral("Azul")}));
    QCOMPARE(review.newLocations, (QStringList{QStringLiteral("台北的家"), QStringLiteral("Café Meeple")}));

    // A BG Stats player is found by their uuid once the library knows it, whatever their name.
    ImportBatch bgstats = *readBgStats(fixtureBytes("bgstats-backup.json"), {}).batch;
    QVERIFY(
        library.commit(bgstats, {{QStringLiteral("uuid:11111111-1111-4111-8111-111111111111"), chen}}).ok());
    for (Play &p : bgstats.plays)
        for (PlayResult &r : p.results)
            r.player.name = QStringLiteral("renamed in BG Stats");
    const ImportReview renamed = library.review(bgstats);
    QCOMPARE(renamed.players[0].playerId, chen);
    QCOMPARE(renamed.players[0].how, PlayerMatch::How::Uuid);
    QVERIFY(!renamed.hasUnmatched());
}

void TestLibraryImport::importWritesEverythingAndAgainChangesNothing()
{
    PlayLibrary library;
    QCOMPARE(library.open(m_dir.filePath(QStringLiteral("again.sqlite"))), QString());
    const ImportBatch batch = *readBgStats(fixtureBytes("bgstats-backup.json"), {}).batch;
    const ImportResult first = library.commit(batch);
    QVERIFY2(first.ok(), qPrintable(first.error));
    QCOMPARE(first.added, 7);
    QCOMPARE(first.playersCreated, 5);
    QCOMPARE(library.playCount(), 7);
    QCOMPARE(library.locations(), (QStringList{QStringLiteral("Café Meeple"), QStringLiteral("台北的家")}));
    const QStringList once = test::dumpTables(library.connectionName());

    const ImportReview review = library.review(batch);
    QCOMPARE(review.newPlays, 0);
    QCOMPARE(review.unchangedPlays, 7);
    QVERIFY(!review.hasUnmatched());
    const ImportResult second = library.commit(batch);
    QVERIFY(second.ok());
    QCOMPARE(second.added, 0);
    QCOMPARE(second.updated, 0);
    QCOMPARE(second.unchanged, 7);
    QCOMPARE(second.playersCreated, 0);
    QCOMPARE(test::dumpTables(library.connectionName()), once);

    // The BoardGameGeek file twice: the same.
    const ImportBatch bgg = *readBggPlays(fixtureBytes("bgg-plays.xml"), {}).batch;
    QVERIFY(library.commit(bgg).ok());
    const QStringList withBgg = test::dumpTables(library.connectionName());
    const ImportResult bggAgain = library.commit(bgg);
    QCOMPARE(bggAgain.unchanged, 4);
    QCOMPARE(test::dumpTables(library.connectionName()), withBgg);
}

void TestLibraryImport::decisionsSayWhoUnmatchedPlayersAre()
{
    PlayLibrary library;
    QCOMPARE(library.open(m_dir.filePath(QStringLiteral("decide.sqlite"))), QString());
    qint64 robert = 0;
    QCOMPARE(library.addPlayer(QStringLiteral("Robert"), &robert), QString());
    const ImportBatch batch = *readBggPlays(fixtureBytes("bgg-plays.xml"), {}).batch;
    const ImportResult result = library.commit(batch, {{QStringLiteral("name:bob"), robert}});
    QVERIFY(result.ok());
    QCOMPARE(result.playersCreated, 3); // Ann, 陳小明, Xiaoming; Bob is Robert
    QCOMPARE(library.findPlayerByName(QStringLiteral("Bob")), robert);
    QCOMPARE(library.player(robert)->plays, 2);
}

void TestLibraryImport::exportsReadBack_data()
{
    QTest::addColumn<QString>("format");
    QTest::newRow("BG Stats") << "json";
    QTest::newRow("BoardGameGeek") << "xml";
}

// Every play exported and read into a new library is the same play: game, date, place, and each player's
// name, score, seat, team and win.
void TestLibraryImport::exportsReadBack()
{
    QFETCH(QString, format);
    PlayLibrary library;
    QCOMPARE(library.open(m_dir.filePath(QStringLiteral("export-%1.sqlite").arg(format))), QString());
    QVERIFY(library.commit(*readBgStats(fixtureBytes("bgstats-backup.json"), {}).batch).ok());
    const std::vector<Play> plays = library.allPlays();
    const QString file = m_dir.filePath(QStringLiteral("export.") + format);
    QCOMPARE(writeExportFile(file, exportBytes(*exportFormatOf(file), plays)), QString());

    const ImportRead read = readImport(file);
    QVERIFY2(read.batch, qPrintable(problemsText(read.problems)));
    PlayLibrary copy;
    QCOMPARE(copy.open(m_dir.filePath(QStringLiteral("copy-%1.sqlite").arg(format))), QString());
    QVERIFY(copy.commit(*read.batch).ok());
    const std::vector<Play> back = copy.allPlays();
    QCOMPARE(back.size(), plays.size());
    for (size_t i = 0; i < plays.size(); ++i) {
        QCOMPARE(back[i].game.name, plays[i].game.name);
        QCOMPARE(back[i].playedAt.date(), plays[i].playedAt.date());
        QCOMPARE(back[i].location, plays[i].location);
        QCOMPARE(back[i].durationMinutes, plays[i].durationMinutes);
        QCOMPARE(back[i].results.size(), plays[i].results.size());
        for (size_t r = 0; r < plays[i].results.size(); ++r) {
            QCOMPARE(back[i].results[r].player.name, plays[i].results[r].player.name);
            QCOMPARE(back[i].results[r].score, plays[i].results[r].score);
            QCOMPARE(back[i].results[r].winner, plays[i].results[r].winner);
            QCOMPARE(back[i].results[r].seat, plays[i].results[r].seat);
        }
        if (format == QLatin1String("json")) { // BG Stats keeps all the rest
            QCOMPARE(back[i].uuid, plays[i].uuid);
            QCOMPARE(back[i].playedAt, plays[i].playedAt);
            QCOMPARE(back[i].ignored, plays[i].ignored);
            QCOMPARE(back[i].comments, plays[i].comments);
            for (size_t r = 0; r < plays[i].results.size(); ++r) {
                QCOMPARE(back[i].results[r].team, plays[i].results[r].team);
                QCOMPARE(back[i].results[r].rank, plays[i].results[r].rank);
                QCOMPARE(back[i].results[r].startPlayer, plays[i].results[r].startPlayer);
                QCOMPARE(back[i].results[r].newPlayer, plays[i].results[r].newPlayer);
            }
        }
    }
    // Read back into the library it came from: nothing changes.
    if (format == QLatin1String("json")) {
        const QStringList before = test::dumpTables(library.connectionName());
        const ImportResult again = library.commit(*read.batch);
        QCOMPARE(again.unchanged, int(plays.size()));
        QCOMPARE(test::dumpTables(library.connectionName()), before);
    }
}

void TestLibraryImport::aPlayScoredHereIsNeverReplacedByAnImport()
{
    PlayLibrary library;
    QCOMPARE(library.open(m_dir.filePath(QStringLiteral("own.sqlite"))), QString());
    const PlayLibrary::AddResult added = library.addPlay(test::makePlay(
        {}, QStringLiteral("Tally"), QStringLiteral("2024-02-03 20:00:00"),
        {{QStringLiteral("Ann"), 12, true, {{QStringLiteral("gold"), 12}}}, {QStringLiteral("Bob"), 3}},
        QString::fromLatin1(test::kTallyId)));
    QVERIFY(added.ok());
    const ImportBatch back = *readBgStats(bgStatsBytes(library.allPlays()), {}).batch;
    const QStringList before = test::dumpTables(library.connectionName());
    const ImportResult result = library.commit(back);
    QCOMPARE(result.unchanged, 1);
    QCOMPARE(library.play(added.uuid)->results[0].categories.size(), size_t(1));
    QCOMPARE(test::dumpTables(library.connectionName()).filter(QStringLiteral("plays:")),
             before.filter(QStringLiteral("plays:")));
}

void TestLibraryImport::csvHasARowPerPlayer()
{
    Play play = test::makePlay(
        QStringLiteral("d0000000-0000-4000-8000-000000000001"), QStringLiteral("Tally"),
        QStringLiteral("2024-02-03 20:00:00"),
        {{QStringLiteral("陳小明"), 12, true, {{QStringLiteral("gold"), 7}, {QStringLiteral("bonus"), 5}}},
         {QStringLiteral("Smith, Ann"), 9}});
    play.location = QStringLiteral("台北的家");
    const QByteArray bytes = playsCsv({play});
    QVERIFY(bytes.startsWith("\xEF\xBB\xBF")); // a byte order mark: spreadsheets read UTF-8
    const QString csv = QString::fromUtf8(bytes.mid(3));
    const QStringList lines = csv.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QVERIFY(lines[0].startsWith(QStringLiteral("play,date,game,location,minutes,players,player,seat")));
    QCOMPARE(lines[1],
             QStringLiteral("d0000000-0000-4000-8000-000000000001,2024-02-03 20:00:00,Tally,台北的家,0,2,"
                            "陳小明,,0,,12,,1,0,0,0,hallkeeper,gold=7;bonus=5"));
    QVERIFY(lines[2].contains(QStringLiteral(",\"Smith, Ann\",")));
}

QTEST_GUILESS_MAIN(TestLibraryImport)
#include "tst_library_import.moc"
