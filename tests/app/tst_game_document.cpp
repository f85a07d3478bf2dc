// The table mirror's document: the log is the undo history (state = replay(log)), an illegal action is
// refused with its rule unless recorded as an override with a reason, and the game is autosaved after every
// change.

#include "common/fixtures.h"
#include "game/actions.h"
#include "game_document.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace hk;
using namespace hk::gui;
using namespace hk::test;

namespace {
GameFile firstActions(const GameFile &game, int count)
{
    return GameFile{game.setup, std::vector<Action>(game.log.begin(), game.log.begin() + count)};
}

QByteArray fileBytes(const QString &fileName)
{
    QFile f(fileName);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace

class TestGameDocument : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void openedLogIsTheHistory();
    void TURN_ORDER_illegalActionIsRefusedWithItsRule();
    void TURN_ORDER_illegalActionInAnOpenedLogIsReported_data();
    void TURN_ORDER_illegalActionInAnOpenedLogIsReported();
    void overrideRecordsTheBrokenRules();
    void undoAndRedoReplay();
    void autosaveFollowsEveryChange();
    void saveWritesTheLogAndMarksClean();
};

void TestGameDocument::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // autosaves go to a test folder
}

void TestGameDocument::openedLogIsTheHistory()
{
    const GameFile game = fixtureGame("three-players.hkgame");
    GameDocument doc;
    doc.reset(game, QStringLiteral("/games/three.hkgame"));
    QCOMPARE(doc.actionCount(), int(game.log.size()));
    QCOMPARE(doc.undoStack()->count(), int(game.log.size()));
    QVERIFY(doc.state() == replay(game.setup, game.log).state);
    QVERIFY(!doc.isModified());
    QVERIFY(doc.undoStack()->text(0).contains(QStringLiteral("Freya")));
    // Each line is made once, with the state before its action, and stays through undo and redo.
    const QString last = doc.undoStack()->text(doc.undoStack()->count() - 1);
    QVERIFY(last.startsWith(
        actionText(replay(game.setup, game.log, int(game.log.size()) - 1).state, game.log.back())));
    doc.undoStack()->undo();
    doc.undoStack()->redo();
    QCOMPARE(doc.undoStack()->text(doc.undoStack()->count() - 1), last);
    QVERIFY(doc.stateAfter(10) == replay(game.setup, game.log, 10).state);
}

void TestGameDocument::TURN_ORDER_illegalActionIsRefusedWithItsRule()
{
    const GameFile game = fixtureGame("three-players.hkgame");
    GameDocument doc;
    doc.reset(firstActions(game, 1)); // Freya recruited; she may not recruit again this turn
    const Action again = game.log[0];
    const Verdict verdict = doc.record(again);
    QVERIFY(!verdict.ok());
    QVERIFY2(verdict.breaks("TURN-ORDER"), qPrintable(verdict.ruleIds().join(QLatin1Char(' '))));
    QCOMPARE(doc.actionCount(), 1);
    QVERIFY(!doc.isModified());
    QVERIFY(doc.check(game.log[1]).ok()); // ending the turn is fine
}

void TestGameDocument::TURN_ORDER_illegalActionInAnOpenedLogIsReported_data()
{
    QTest::addColumn<bool>("duplicate"); // Freya's first recruit written twice
    QTest::addColumn<bool>("override");  // … the second one as an override
    QTest::addColumn<int>("reported");   // the index reported, -1 for none
    QTest::newRow("a legal log") << false << false << -1;
    QTest::newRow("a second recruit in the turn") << true << false << 1;
    QTest::newRow("the same recorded as an override") << true << true << -1;
}

// A log edited by hand keeps its illegal actions (they are applied like overrides), and the first one is
// said.
void TestGameDocument::TURN_ORDER_illegalActionInAnOpenedLogIsReported()
{
    QFETCH(bool, duplicate);
    QFETCH(bool, override);
    QFETCH(int, reported);
    GameFile game = firstActions(fixtureGame("three-players.hkgame"), 3);
    if (duplicate) {
        Action again = game.log[0];
        again.override = override;
        again.overrideReason = override ? QStringLiteral("house rule") : QString();
        game.log.insert(game.log.begin() + 1, again);
    }
    GameDocument doc;
    doc.reset(game);
    QCOMPARE(doc.actionCount(), int(game.log.size()));
    QVERIFY(doc.state() == replay(game.setup, game.log).state);
    QCOMPARE(doc.openedIllegal().has_value(), reported >= 0);
    if (reported >= 0) {
        QCOMPARE(doc.openedIllegal()->index, reported);
        QVERIFY(doc.openedIllegal()->verdict.breaks("TURN-ORDER"));
    }
}

void TestGameDocument::overrideRecordsTheBrokenRules()
{
    const GameFile game = fixtureGame("three-players.hkgame");
    GameDocument doc;
    doc.reset(firstActions(game, 1));
    QSignalSpy changed(&doc, &GameDocument::changed);
    const Verdict verdict =
        doc.record(Action{1, EndTurn{}, false, {}, {}}, QStringLiteral("Gunnar went early"));
    QVERIFY(!verdict.ok());
    QCOMPARE(doc.actionCount(), 2);
    const Action &recorded = doc.game().log.back();
    QVERIFY(recorded.override);
    QCOMPARE(recorded.overrideReason, QStringLiteral("Gunnar went early"));
    QCOMPARE(recorded.brokenRules, verdict.ruleIds());
    QVERIFY(doc.undoStack()->text(1).contains(QStringLiteral("Gunnar went early")));
    QVERIFY(changed.count() >= 1);
    QVERIFY(doc.isModified());
    // A legal action given a reason is recorded plainly.
    doc.undoStack()->undo();
    doc.record(game.log[1], QStringLiteral("no need"));
    QVERIFY(!doc.game().log.back().override);
}

void TestGameDocument::undoAndRedoReplay()
{
    const GameFile game = fixtureGame("five-players.hkgame");
    GameDocument doc;
    doc.reset(firstActions(game, 30));
    for (int i = 30; i < 40; ++i)
        QVERIFY(doc.record(game.log[i], game.log[i].override ? game.log[i].overrideReason : QString()).ok() ||
                game.log[i].override);
    const GameState at40 = doc.state();
    for (int i = 0; i < 15; ++i)
        doc.undoStack()->undo();
    QCOMPARE(doc.actionCount(), 25);
    QVERIFY(doc.state() == replay(game.setup, game.log, 25).state);
    QCOMPARE(int(doc.ledgers().size()), 25);
    for (int i = 0; i < 15; ++i)
        doc.undoStack()->redo();
    QVERIFY(doc.state() == at40);
    QVERIFY(doc.game().log == std::vector<Action>(game.log.begin(), game.log.begin() + 40));
}

void TestGameDocument::autosaveFollowsEveryChange()
{
    const GameFile game = fixtureGame("two-players.hkgame");
    GameDocument doc;
    doc.reset(firstActions(game, 5));
    QVERIFY2(doc.autosavePath().isEmpty(), "a game opened and not changed leaves nothing to recover");
    doc.record(game.log[5]);
    const QString autosave = doc.autosavePath();
    QCOMPARE(int(readGame(autosave).game->log.size()), 6);
    doc.undoStack()->undo();
    QVERIFY(!QFile::exists(autosave)); // back to the game as opened
    doc.undoStack()->undo();
    QCOMPARE(int(readGame(autosave).game->log.size()), 4);
    doc.discardAutosave();
    QVERIFY(!QFile::exists(autosave));
}

void TestGameDocument::saveWritesTheLogAndMarksClean()
{
    const GameFile game = fixtureGame("team-game.hkgame");
    GameDocument doc;
    doc.reset(firstActions(game, 20));
    doc.record(game.log[20]);
    QVERIFY(doc.isModified());
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("saved.hkgame"));
    QCOMPARE(doc.save(file), QString());
    QVERIFY(!doc.isModified());
    QCOMPARE(doc.fileName(), file);
    const GameReadResult read = readGame(file);
    QVERIFY(read.game);
    QVERIFY(read.game->log == std::vector<Action>(game.log.begin(), game.log.begin() + 21));
    // Saving writes the ledgers the document already has: the same bytes as a fresh write.
    QCOMPARE(fileBytes(file), gameToBytes(*read.game));
    doc.discardAutosave();
}

QTEST_MAIN(TestGameDocument)
#include "tst_game_document.moc"
