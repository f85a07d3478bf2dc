// Recording a game (game/game_record.h): an action is recorded when it is legal, or as an override with a
// reason that breaks no limit; a refused one changes nothing; the first illegal action of a log is found as
// it is opened and as it grows; undoing the last action gives the record of the log without it, ledgers
// included.

#include "common/scenes.h"
#include "common/self_play.h"
#include "game/game_record.h"

#include <QTest>

#include <functional>

using namespace hk;
using namespace hk::test;

using Make = std::function<Action(const GameState &)>;
using Log = std::function<std::vector<Action>(const GameSetup &)>;
Q_DECLARE_METATYPE(Make)
Q_DECLARE_METATYPE(Log)

namespace {

Action correction(int player, int stone, int honour)
{
    Correction c;
    c.reason = QStringLiteral("a counting slip");
    at(c.storage, Resource::Stone) = stone;
    c.honour = honour;
    return act(player, c);
}

Action overridden(Action a, const QString &reason)
{
    a.override = true;
    a.overrideReason = reason;
    return a;
}

// Ann digs and ends her turn; Bob ends his without recruiting or digging, which he could (TURN-MANDATORY).
std::vector<Action> bobPasses(const GameSetup &setup)
{
    const GameState start(setup);
    return {act(0, firstDig(start, 0, QStringLiteral("I2"))), act(0, EndTurn{}), act(1, EndTurn{})};
}

// The record of the first `actions` actions of a self-played game, action by action.
GameFile selfPlayed(int actions)
{
    const GameSetup setup = practiceSetup(4, false, 3);
    GameState state(setup);
    RandomPlayer random(3);
    std::vector<Action> log;
    while (int(log.size()) < actions && !state.over()) {
        log.push_back(random.next(state));
        apply(state, log.back());
    }
    return {setup, log};
}

} // namespace

class TestGameRecord : public QObject {
    Q_OBJECT
private slots:
    void recordsALegalActionOrAnOverrideWithinTheLimits_data();
    void recordsALegalActionOrAnOverrideWithinTheLimits();
    void firstIllegalAction_data();
    void firstIllegalAction();
    void undoLastIsTheRecordWithoutIt_data();
    void undoLastIsTheRecordWithoutIt();
};

void TestGameRecord::recordsALegalActionOrAnOverrideWithinTheLimits_data()
{
    QTest::addColumn<Make>("make");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<bool>("recorded");
    QTest::addColumn<bool>("override");
    QTest::addColumn<QString>("keptReason");
    QTest::addColumn<QStringList>("brokenRules");
    QTest::addColumn<bool>("overrideNotNeeded");

    const Make dig = [](const GameState &s) { return act(0, firstDig(s, 0, QStringLiteral("I2"))); };
    const Make pass = [](const GameState &) { return act(0, EndTurn{}); }; // Ann could dig: TURN-MANDATORY
    const QStringList mandatory{QStringLiteral("TURN-MANDATORY")};
    QTest::newRow("legal: recorded plainly")
        << dig << QString() << true << false << QString() << QStringList() << false;
    QTest::newRow("legal with a reason: recorded plainly, the reason dropped")
        << dig << QStringLiteral("we agreed") << true << false << QString() << QStringList() << true;
    QTest::newRow("TURN-MANDATORY without a reason: refused")
        << pass << QString() << false << false << QString() << QStringList() << false;
    QTest::newRow("TURN-MANDATORY with a blank reason: refused")
        << pass << QStringLiteral("  \t ") << false << false << QString() << QStringList() << false;
    QTest::newRow("TURN-MANDATORY with a reason: an override with its rules, the reason trimmed")
        << pass << QStringLiteral("  Ann was ill  ") << true << true << QStringLiteral("Ann was ill")
        << mandatory << false;
    QTest::newRow("LIMIT-HOLDINGS with a reason: refused")
        << Make([](const GameState &) { return correction(0, 1'000'000, 0); }) << QStringLiteral("by hand")
        << false << false << QString() << QStringList() << false;
    QTest::newRow("LIMIT-HONOUR with a reason: refused")
        << Make([](const GameState &) { return correction(0, 0, 1'000'000); }) << QStringLiteral("by hand")
        << false << false << QString() << QStringList() << false;
    QTest::newRow("LIMIT-HONOUR below zero without a reason: refused")
        << Make([](const GameState &) { return correction(0, 0, -1); }) << QString() << false << false
        << QString() << QStringList() << false;
}

void TestGameRecord::recordsALegalActionOrAnOverrideWithinTheLimits()
{
    QFETCH(Make, make);
    QFETCH(QString, reason);
    QFETCH(bool, recorded);
    QFETCH(bool, override);
    QFETCH(QString, keptReason);
    QFETCH(QStringList, brokenRules);
    QFETCH(bool, overrideNotNeeded);

    const GameSetup setup = practiceSetup(3);
    GameRecord record(GameFile{setup, {}});
    const Action action = make(record.state());
    const Verdict rules = validate(record.state(), action);
    const RecordCheck asked = record.check(action, reason);
    QCOMPARE(asked.verdict.ruleIds(), rules.ruleIds()); // the same validator as the preview's
    QCOMPARE(asked.refused(), !recorded);

    const RecordCheck result = record.record(action, reason);
    QCOMPARE(result.refused(), !recorded);
    QCOMPARE(result.overrideNotNeeded, overrideNotNeeded);
    if (!recorded) {
        QVERIFY(!result.verdict.ok()); // a refusal says which rules
        QCOMPARE(record.size(), 0);
        QVERIFY(record.ledgers().empty());
        QVERIFY(record.state() == GameState(setup));
        return;
    }
    QCOMPARE(record.size(), 1);
    const Action &kept = record.game().log.back();
    QCOMPARE(kept.override, override);
    QCOMPARE(kept.overrideReason, keptReason);
    QCOMPARE(kept.brokenRules, brokenRules);
    QCOMPARE(record.firstIllegal(), -1);
    GameState expected(setup);
    const Holdings before = holdings(expected);
    apply(expected, action);
    QVERIFY(record.state() == expected);
    QCOMPARE(record.ledgers().size(), size_t(1));
    QVERIFY(record.ledgers().back() == ledgerBetween(before, holdings(expected)));
}

void TestGameRecord::firstIllegalAction_data()
{
    QTest::addColumn<Log>("log");
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("count");

    QTest::newRow("a legal log") << Log([](const GameSetup &s) {
        auto log = bobPasses(s);
        log.pop_back();
        return log;
    }) << -1 << 0;
    QTest::newRow("TURN-MANDATORY, not an override") << Log(bobPasses) << 2 << 1;
    QTest::newRow("TURN-MANDATORY as an override") << Log([](const GameSetup &s) {
        auto log = bobPasses(s);
        log[2] = overridden(log[2], QStringLiteral("Bob passed; nobody noticed"));
        return log;
    }) << -1 << 0;
    QTest::newRow("two illegal actions: the first") << Log([](const GameSetup &) {
        return std::vector<Action>{act(0, EndTurn{}), act(1, EndTurn{})};
    }) << 0 << 2;
    // Ann holds too much from then on: her end of turn breaks the limit too, then Bob passes.
    QTest::newRow("LIMIT-HOLDINGS as an override: still illegal") << Log([](const GameSetup &s) {
        auto log = bobPasses(s);
        log.insert(log.begin() + 1, overridden(correction(0, 1'000'000, 0), QStringLiteral("by hand")));
        return log;
    }) << 1 << 3;
}

void TestGameRecord::firstIllegalAction()
{
    QFETCH(Log, log);
    QFETCH(int, first);
    QFETCH(int, count);

    const GameSetup setup = practiceSetup(3);
    const std::vector<Action> actions = log(setup);
    // As a file is opened...
    const GameRecord opened(GameFile{setup, actions});
    QCOMPARE(opened.firstIllegal(), first);
    QCOMPARE(opened.illegalCount(), count);
    // ...and as a log grows action by action (the table mirror opening a file), to the same answer.
    GameRecord grown(GameFile{setup, {}});
    for (const Action &a : actions)
        grown.append(a);
    QCOMPARE(grown.firstIllegal(), first);
    QCOMPARE(grown.illegalCount(), count);
    for (int i = 0; i < grown.size(); ++i)
        QCOMPARE(grown.isIllegal(i), opened.isIllegal(i));
    // Undone back to it, the log has none.
    if (first >= 0) {
        while (grown.size() > first)
            grown.undoLast();
        QCOMPARE(grown.firstIllegal(), -1);
        QCOMPARE(grown.illegalCount(), 0);
    }
}

void TestGameRecord::undoLastIsTheRecordWithoutIt_data()
{
    QTest::addColumn<int>("actions");
    QTest::newRow("one action") << 1;
    QTest::newRow("a turn") << 6;
    QTest::newRow("120 actions") << 120;
}

void TestGameRecord::undoLastIsTheRecordWithoutIt()
{
    QFETCH(int, actions);
    const GameFile game = selfPlayed(actions);
    QCOMPARE(int(game.log.size()), actions);
    GameRecord record(game);
    QCOMPARE(record.firstIllegal(), -1);
    for (int n = actions - 1; n >= 0; --n) {
        record.undoLast();
        const GameRecord shorter(GameFile{game.setup, {game.log.begin(), game.log.begin() + n}});
        QCOMPARE(record.size(), n);
        QVERIFY(record.game().log == shorter.game().log);
        QVERIFY2(record.state() == shorter.state(), qPrintable(QStringLiteral("after undoing to %1").arg(n)));
        QVERIFY(record.ledgers() == shorter.ledgers());
    }
    record.undoLast(); // nothing left: nothing happens
    QCOMPARE(record.size(), 0);
    QVERIFY(record.state() == GameState(game.setup));
}

QTEST_GUILESS_MAIN(TestGameRecord)
#include "tst_game_record.moc"
