// The registry of games: one id each, the module of a sheet chosen by its "game" (Mountain King without
// one), and a sheet read, validated and scored through the module end to end.

#include "registry/game_registry.h"
#include "score/score_table_text.h"
#include "tally_game.h"

#include <QTest>

using namespace hk::base;

class TstGameRegistry : public QObject {
    Q_OBJECT
private slots:
    void add_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("added");
        QTest::newRow("new") << "dwarf" << true;
        QTest::newRow("taken") << QString::fromLatin1(hk::test::kTallyId) << false;
        QTest::newRow("not an id") << "Dwarf Game" << false;
        QTest::newRow("empty") << "" << false;
    }
    void add()
    {
        QFETCH(QString, id);
        QFETCH(bool, added);
        GameRegistry registry;
        QVERIFY(registry.add(hk::test::tallyModule()));
        GameModule module = hk::test::tallyModule();
        module.id = id;
        QCOMPARE(registry.add(module), added);
        QCOMPARE(registry.games().size(), size_t(added ? 2 : 1));
        QVERIFY(registry.find(QString::fromLatin1(hk::test::kTallyId))
                    ->labeller); // the schema's, when registered
    }

    void moduleOfSheet_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("module");
        QTest::addColumn<QString>("problem");
        QTest::newRow("named")
            << QByteArray(R"({"format": "hallkeeper-score-sheet", "version": 1, "game": "test-tally"})")
            << "test-tally"
            << "";
        QTest::newRow("absent: Mountain King")
            << QByteArray(R"({"format": "hallkeeper-score-sheet", "version": 1, "players": []})")
            << "mountain-king"
            << "";
        QTest::newRow("unknown game")
            << QByteArray(R"({"format": "hallkeeper-score-sheet", "version": 1, "game": "chess"})") << ""
            << "unknown game \"chess\"; expected one of: test-tally, mountain-king";
        QTest::newRow("not a string")
            << QByteArray(R"({"format": "hallkeeper-score-sheet", "version": 1, "game": 3})") << ""
            << "expected the game's identifier, such as \"dwarf\", found 3";
        QTest::newRow("not a sheet") << QByteArray(R"({"format": "hallkeeper-game", "version": 1})") << ""
                                     << "expected \"hallkeeper-score-sheet\", found \"hallkeeper-game\"";
    }
    void moduleOfSheet()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, module);
        QFETCH(QString, problem);
        GameRegistry registry;
        registry.add(hk::test::tallyModule());
        GameModule mountainKing;
        mountainKing.id = QStringLiteral("mountain-king");
        registry.add(mountainKing);
        Problems problems;
        const GameModule *found = registry.moduleOfSheet(bytes, problems);
        QCOMPARE(found ? found->id : QString(), module);
        QCOMPARE(problems.empty() ? QString() : problems.front().message, problem);
    }

    // A sheet through the module: read, validated, scored, ranked and reported.
    void scoresASheetEndToEnd()
    {
        GameRegistry registry;
        registry.add(hk::test::tallyModule());
        const QByteArray bytes = R"({"format": "hallkeeper-score-sheet", "version": 1, "game": "test-tally",
            "players": [{"name": "Ann", "gold": 7, "bonus": "crown", "relic": true},
                        {"name": "Bob", "gold": 12, "relic": false},
                        {"name": "Cid", "gold": 2, "bonus": "star", "rounds": [4, 4]}]})";
        Problems problems;
        const GameModule *module = registry.moduleOfSheet(bytes, problems);
        QVERIFY(module);
        const SheetScoreResult scored = scoreSheet(*module, bytes);
        QVERIFY(scored.problems.empty());
        QVERIFY(scored.table);
        const ScoreTable &table = *scored.table;
        QCOMPARE(table.entities[0].total, 12);
        QCOMPARE(table.entities[1].total, 12);
        QCOMPARE(table.entities[2].total, 13);
        QCOMPARE(table.entities[2].rank, 1);
        QCOMPARE(table.entities[0].rank, 2); // the relic breaks the tie (TALLY-TIE)
        QCOMPARE(table.entities[1].rank, 3);
        QCOMPARE(table.winners, std::vector<int>{2});
        QVERIFY(table.ties.front().lines.join(QLatin1Char(' ')).contains(QLatin1String("TALLY-TIE")));
        const SheetReport text = sheetReport(*module, bytes, false, true);
        QVERIFY(text.output);
        QVERIFY2(text.output->contains("Winner: Cid with 13 (Total)."), text.output->constData());
        QVERIFY(sheetReport(*module, bytes, true, false).output->contains("\"winners\": [2]"));

        const QByteArray broken = R"({"format": "hallkeeper-score-sheet", "version": 1, "game": "test-tally",
            "players": [{"name": "Ann", "gold": 70}, {"name": "Bob", "gold": 1}]})";
        const SheetScoreResult refused = scoreSheet(*module, broken);
        QVERIFY(!refused.table);
        QCOMPARE(refused.problems.front().ruleId, QStringLiteral("TALLY-GOLD"));
    }
};

QTEST_GUILESS_MAIN(TstGameRegistry)
#include "tst_game_registry.moc"
