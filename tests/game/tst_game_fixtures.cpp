// Whole games scored end to end: each tests/fixtures/games/NAME.hkgame, a game played by hand action by
// action, is replayed and scored against NAME.expected.json, the breakdown worked out by hand (see
// NAME.notes.md).

#include "common/fixtures.h"
#include "game/engine.h"
#include "game/game_record.h"
#include "game/game_score.h"
#include "io/game_io.h"
#include "io/score_report_io.h"

#include <QFile>
#include <QJsonArray>
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
    void recordedLedgerMatchesTheReplay_data();
    void recordedLedgerMatchesTheReplay();
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
    const GameRecord record(*read.game);
    // Every action is legal or recorded as an override, and the game ran to its end (GAME-END).
    QCOMPARE(record.firstIllegal(), -1);
    QVERIFY(record.state().over());
    const QJsonObject expected = expectedBreakdown(expectedFile);
    QVERIFY(!expected.isEmpty());
    const SheetScore score = scoreGame(record.state()).score;
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
    // The file says what gameToJson() says (one encoder, two sinks).
    QCOMPARE(QJsonDocument::fromJson(saved).object(), gameToJson(*read.game));
    const GameReadResult again = parseGame(saved);
    QVERIFY2(again.game, qPrintable(firstProblem(again)));
    QCOMPARE(again.game->log.size(), read.game->log.size());
    QVERIFY(again.game->log == read.game->log);
    QCOMPARE(gameToBytes(*again.game), saved);
    const Replay rp = replay(again.game->setup, again.game->log);
    QCOMPARE(scoreReportJson(scoreGame(rp.state).score), expectedBreakdown(expectedFile));
}

// A game file records what each action changed (its ledger); reading it replays every action and refuses a
// ledger that says something else. The fixture is saved (with its ledgers), and the first action of the
// fixture that changes a storage is edited.
void TestGameFixtures::recordedLedgerMatchesTheReplay_data()
{
    QTest::addColumn<QString>("edit");
    QTest::addColumn<bool>("refused");
    QTest::newRow("unchanged") << "" << false;
    QTest::newRow("an explicit zero is no change") << "honour 4 0" << false;
    QTest::newRow("a storage says more") << "storage 0 99" << true;
    QTest::newRow("a storage change left out") << "storage-dropped" << true;
    QTest::newRow("honour no action gave") << "honour 0 7" << true;
    QTest::newRow("a pedestal no action changed") << "pedestal 0 1" << true;
    QTest::newRow("an index written 00") << "storage-as-00" << true;
    QTest::newRow("an index no game has") << "storage 63 1" << true;
}

void TestGameFixtures::recordedLedgerMatchesTheReplay()
{
    QFETCH(QString, edit);
    QFETCH(bool, refused);
    const GameReadResult fixture = readGame(QStringLiteral(HK_FIXTURES "/games/five-players.hkgame"));
    QVERIFY(fixture.game);
    QJsonObject root = QJsonDocument::fromJson(gameToBytes(*fixture.game)).object(); // saved with ledgers
    QJsonArray log = root.value(QStringLiteral("log")).toArray();
    qsizetype at = 0;
    while (at < log.size() && !log.at(at)[QStringLiteral("ledger")][QStringLiteral("storage")].isObject())
        ++at;
    QVERIFY(at < log.size());
    QJsonObject action = log.at(at).toObject();
    QJsonObject ledger = action.value(QStringLiteral("ledger")).toObject();
    const QStringList words = edit.split(QLatin1Char(' '));
    QJsonObject storage = ledger.value(QStringLiteral("storage")).toObject();
    const QString firstStorage = storage.keys().value(0);
    if (words[0] == QLatin1String("honour")) {
        QJsonObject honour = ledger.value(QStringLiteral("honour")).toObject();
        honour[words[1]] = honour.value(words[1]).toInt() + words[2].toInt();
        ledger[QStringLiteral("honour")] = honour;
    } else if (words[0] == QLatin1String("storage")) {
        storage[words[1]] = QJsonObject{{QStringLiteral("stone"), words[2].toInt()}};
        ledger[QStringLiteral("storage")] = storage;
    } else if (words[0] == QLatin1String("storage-dropped")) {
        ledger.remove(QStringLiteral("storage"));
    } else if (words[0] == QLatin1String("storage-as-00")) {
        storage[QLatin1Char('0') + firstStorage] = storage.take(firstStorage);
        ledger[QStringLiteral("storage")] = storage;
    } else if (words[0] == QLatin1String("pedestal")) {
        ledger[QStringLiteral("pedestals")] =
            QJsonObject{{words[1], QJsonObject{{QStringLiteral("fire"), 1}}}};
    }
    action[QStringLiteral("ledger")] = ledger;
    log[at] = action;
    root[QStringLiteral("log")] = log;
    const GameReadResult read = parseGame(QJsonDocument(root).toJson());
    const QString path = QStringLiteral("log[%1].ledger").arg(at);
    const bool blamed = std::any_of(read.problems.begin(), read.problems.end(),
                                    [&](const Problem &p) { return p.path == path; });
    QCOMPARE(blamed, refused);
    QCOMPARE(!read.game, refused);
}

QTEST_GUILESS_MAIN(TestGameFixtures)
#include "tst_game_fixtures.moc"
