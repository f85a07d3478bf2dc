// Whole games scored end to end: each tests/fixtures/games/NAME.hkgame, a game played by hand action by
// action, is replayed and scored against NAME.expected.json, the breakdown worked out by hand (see
// NAME.notes.md).

#include "common/fixtures.h"
#include "game/engine.h"
#include "game/game_score.h"
#include "io/game_io.h"
#include "io/score_report_io.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace hk;

class TestGameFixtures : public QObject {
    Q_OBJECT
private slots:
    void wholeGames_data();
    void wholeGames();
    void savedAndReadBack_data() { wholeGames_data(); }
    void savedAndReadBack();
};

namespace {

QString firstProblem(const GameReadResult &read)
{
    return read.problems.empty()
               ? QString()
               : read.problems.front().path + QStringLiteral(": ") + read.problems.front().message;
}

QJsonObject expectedBreakdown(const QString &fileName)
{
    QFile file(fileName);
    return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object() : QJsonObject();
}

} // namespace

void TestGameFixtures::wholeGames_data()
{
    QTest::addColumn<QString>("gameFile");
    QTest::addColumn<QString>("expectedFile");
    const auto fixtures = test::gameFixtures();
    QVERIFY(fixtures.size() >= 4);
    for (const test::Fixture &f : fixtures)
        QTest::newRow(qPrintable(f.name)) << f.inputFile << f.expectedFile;
}

void TestGameFixtures::wholeGames()
{
    QFETCH(QString, gameFile);
    QFETCH(QString, expectedFile);
    const GameReadResult read = readGame(gameFile);
    QVERIFY2(read.game, qPrintable(firstProblem(read)));
    const Replay rp = replay(read.game->setup, read.game->log);
    // Every action is legal or recorded as an override, and the game ran to its end (GAME-END).
    QCOMPARE(rp.firstInvalid, -1);
    QVERIFY(rp.state.over());
    const QJsonObject expected = expectedBreakdown(expectedFile);
    QVERIFY(!expected.isEmpty());
    const SheetScore score = scoreGame(rp.state).score;
    if (scoreReportJson(score) != expected)
        QFAIL(qPrintable(QStringLiteral("actual:\n%1").arg(QString::fromUtf8(scoreReportJsonBytes(score)))));
}

// Saving a game (with its ledger) and reading it back gives the same log and the same score.
void TestGameFixtures::savedAndReadBack()
{
    QFETCH(QString, gameFile);
    QFETCH(QString, expectedFile);
    const GameReadResult read = readGame(gameFile);
    QVERIFY2(read.game, qPrintable(firstProblem(read)));
    const QByteArray saved = gameToBytes(*read.game);
    const GameReadResult again = parseGame(saved);
    QVERIFY2(again.game, qPrintable(firstProblem(again)));
    QCOMPARE(again.game->log.size(), read.game->log.size());
    QVERIFY(again.game->log == read.game->log);
    QCOMPARE(gameToBytes(*again.game), saved);
    const Replay rp = replay(again.game->setup, again.game->log);
    QCOMPARE(scoreReportJson(scoreGame(rp.state).score), expectedBreakdown(expectedFile));
}

QTEST_GUILESS_MAIN(TestGameFixtures)
#include "tst_game_fixtures.moc"
