// The generic score sheet of a game's schema: its file read with full validation (file, JSON path, what was
// expected) and written back the same; validation with the rule of each field and the place at the table.
// Tally, the tests' own game, stands for any game.

#include "sheet/sheet_io.h"
#include "sheet/sheet_validation.h"
#include "tally_game.h"

#include <QTest>

using namespace hk::base;

namespace {

const SheetSchema &schema()
{
    static const GameModule module = hk::test::tallyModule();
    return *module.schema;
}

QByteArray sheetText(const QByteArray &players, const QByteArray &extra = {})
{
    return R"({"format": "hallkeeper-score-sheet", "version": 1, "game": "test-tally", )" + extra +
           R"("players": )" + players + "}";
}

const QByteArray kTwoPlayers =
    R"([{"name": "Ann", "gold": 7, "bonus": "crown", "relic": true, "rounds": [1, 2]},
                                   {"name": "陳小明", "gold": 12}])";

} // namespace

class TstGenericSheet : public QObject {
    Q_OBJECT
private slots:
    void readsEveryKindOfValue()
    {
        const SheetReadResult read =
            readSheet(sheetText(kTwoPlayers, R"("settings": {"ties": "replay"}, )"), schema());
        QVERIFY2(read.problems.empty(),
                 qPrintable(read.problems.empty() ? QString() : read.problems.front().message));
        QVERIFY(read.sheet);
        const SheetValues &sheet = *read.sheet;
        QCOMPARE(sheet.players.size(), size_t(2));
        QCOMPARE(valueAs<int>(sheet.players[0].values, QStringLiteral("gold")), 7);
        QCOMPARE(valueAs<QString>(sheet.players[0].values, QStringLiteral("bonus")), QStringLiteral("crown"));
        QCOMPARE(valueAs<bool>(sheet.players[0].values, QStringLiteral("relic")), true);
        QCOMPARE(valueAs<std::vector<int>>(sheet.players[0].values, QStringLiteral("rounds")),
                 (std::vector<int>{1, 2}));
        QCOMPARE(sheet.players[1].name, QStringLiteral("陳小明"));
        QVERIFY(!sheet.players[1].values.count(QStringLiteral("bonus"))); // not entered
        QCOMPARE(valueAs<QString>(sheet.settings, QStringLiteral("ties")), QStringLiteral("replay"));
    }

    // Written and read again: the same sheet; the text opens with format, version and game.
    void writtenAndReadBack()
    {
        const SheetValues sheet = *readSheet(sheetText(kTwoPlayers), schema()).sheet;
        const QByteArray bytes = sheetToBytes(schema(), sheet);
        QVERIFY(bytes.startsWith(
            "{\n  \"format\": \"hallkeeper-score-sheet\",\n  \"version\": 1,\n  \"game\": \"test-tally\""));
        const SheetReadResult again = readSheet(bytes, schema());
        QVERIFY(again.sheet);
        QCOMPARE(*again.sheet, sheet);
        QCOMPARE(sheetToBytes(schema(), *again.sheet), bytes);
    }

    void refusedWithPathAndRule_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("ruleId");
        QTest::addColumn<QString>("message");
        QTest::addColumn<int>("entity");
        QTest::addColumn<QString>("field");

        QTest::newRow("TALLY-GOLD above the range")
            << sheetText(R"([{"name": "A", "gold": 51}, {"name": "B", "gold": 1}])") << "players[0].gold"
            << "TALLY-GOLD"
            << "Gold: expected from 0 to 50, found 51" << 0 << "gold";
        QTest::newRow("TALLY-ROUNDS list item")
            << sheetText(R"([{"name": "A", "gold": 1, "rounds": [3, 21]}, {"name": "B", "gold": 1}])")
            << "players[0].rounds[1]"
            << "TALLY-ROUNDS"
            << "Rounds: expected from 0 to 20, found 21" << 0 << "rounds";
        QTest::newRow("TALLY-BONUS unique across players")
            << sheetText(
                   R"([{"name": "A", "gold": 1, "bonus": "crown"}, {"name": "B", "gold": 1, "bonus": "crown"}])")
            << "players[1].bonus"
            << "TALLY-BONUS"
            << "Bonus: Crown is taken by A; each player takes a different one" << 1 << "bonus";
        QTest::newRow("TALLY-BONUS unknown choice")
            << sheetText(R"([{"name": "A", "gold": 1, "bonus": "moon"}, {"name": "B", "gold": 1}])")
            << "players[0].bonus"
            << "TALLY-BONUS"
            << "Bonus: expected one of none, crown, star, found \"moon\"" << 0 << "bonus";
        QTest::newRow("TALLY-BONUS the game's own check")
            << sheetText(R"([{"name": "A", "gold": 0, "bonus": "star"}, {"name": "B", "gold": 1}])")
            << "players[0].bonus"
            << "TALLY-BONUS"
            << "a star needs at least 1 gold" << 0 << "bonus";
        QTest::newRow("TALLY-PLAYERS too few") << sheetText(R"([{"name": "A", "gold": 1}])") << "players"
                                               << "TALLY-PLAYERS"
                                               << "expected from 2 to 4 players, found 1" << -1 << "";
        QTest::newRow("TALLY-TIE unknown ruling")
            << sheetText(R"([{"name": "A"}, {"name": "B"}])", R"("settings": {"ties": "coin"}, )")
            << "settings.ties"
            << "TALLY-TIE"
            << "Ties: expected one of shared, replay, found \"coin\"" << -1 << "ties";
        QTest::newRow("a value of the wrong type")
            << sheetText(R"([{"name": "A", "gold": "7"}, {"name": "B"}])") << "players[0].gold"
            << ""
            << "expected an integer, found \"7\"" << 0 << "gold";
        QTest::newRow("an unknown key")
            << sheetText(R"([{"name": "A", "silver": 3}, {"name": "B"}])") << "players[0].silver"
            << ""
            << "unknown key; expected one of: name, gold, bonus, relic, rounds" << 0 << "silver";
        QTest::newRow("a name missing") << sheetText(R"([{"gold": 3}, {"name": "B"}])") << "players[0].name"
                                        << ""
                                        << "missing; this key is required" << 0 << "name";
        QTest::newRow("two players of one name")
            << sheetText(R"([{"name": "A"}, {"name": "A"}])") << "players[1].name"
            << ""
            << "two players are called \"A\"; give each a name of their own" << 1 << "name";
        QTest::newRow("a key given twice")
            << sheetText(R"([{"name": "A", "gold": 1, "gold": 2}, {"name": "B"}])") << "players[0].gold"
            << ""
            << "this key is given twice in one object; give it once" << 0 << "gold";
        QTest::newRow("another game's sheet")
            << QByteArray(
                   R"({"format": "hallkeeper-score-sheet", "version": 1, "game": "dwarf", "players": []})")
            << "game"
            << ""
            << "expected \"test-tally\", found \"dwarf\"" << -1 << "";
        QTest::newRow("bad JSON") << QByteArray("{\n  \"players\": [,]\n}") << ""
                                  << ""
                                  << "not valid JSON at line 2, column 16: illegal value" << -1 << "";
        QTest::newRow("a newer version")
            << QByteArray(
                   R"({"format": "hallkeeper-score-sheet", "version": 2, "game": "test-tally", "players": []})")
            << "version"
            << ""
            << "this file was written by a newer Hallkeeper (format version 2); this version reads format "
               "versions up to 1"
            << -1 << "";
    }
    void refusedWithPathAndRule()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, path);
        QFETCH(QString, ruleId);
        QFETCH(QString, message);
        QFETCH(int, entity);
        QFETCH(QString, field);
        const SheetReadResult read = readSheet(bytes, schema());
        QVERIFY(!read.sheet);
        const auto found = std::find_if(read.problems.begin(), read.problems.end(), [&](const Problem &p) {
            return p.path == path && p.message == message;
        });
        QStringList all;
        for (const Problem &p : read.problems)
            all << formatProblem(QStringLiteral("t.hkscore"), p);
        QVERIFY2(found != read.problems.end(), qPrintable(all.join(QLatin1Char('\n'))));
        QCOMPARE(found->ruleId, ruleId);
        QCOMPARE(found->where.entity, entity);
        QCOMPARE(found->where.field, field);
        // The command line's line: file, JSON path, what was expected, the rule.
        QVERIFY(formatProblem(QStringLiteral("t.hkscore"), *found)
                    .startsWith(path.isEmpty() ? QStringLiteral("t.hkscore: ")
                                               : QStringLiteral("t.hkscore: %1: ").arg(path)));
    }

    // A draft (the window) opens a sheet whose values break a rule, with the problems to show; never one
    // whose structure is broken.
    void draftKeepsRuleProblems()
    {
        const QByteArray bytes = sheetText(R"([{"name": "A", "gold": 99}, {"name": "B"}])");
        QVERIFY(!readSheet(bytes, schema(), ReadMode::Complete).sheet);
        const SheetReadResult draft = readSheet(bytes, schema(), ReadMode::Draft);
        QVERIFY(draft.sheet);
        QCOMPARE(draft.problems.size(), size_t(1));
        QVERIFY(
            !readSheet(sheetText(R"([{"name": "A", "gold": "x"}, {"name": "B"}])"), schema(), ReadMode::Draft)
                 .sheet);
    }

    // The table's words for a place: the player's name and the field's label.
    void labellerSaysTheTablesWords_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("label");
        QTest::newRow("field") << "players[1].gold"
                               << "陳小明, Gold";
        QTest::newRow("list item") << "players[0].rounds[2]"
                                   << "Ann, Rounds, item 3";
        QTest::newRow("unnamed player") << "players[2].bonus"
                                        << "Player 3, Bonus";
        QTest::newRow("setting") << "settings.ties"
                                 << "Setting: Ties";
        QTest::newRow("name") << "players[0].name"
                              << "Ann, name";
    }
    void labellerSaysTheTablesWords()
    {
        QFETCH(QString, path);
        QFETCH(QString, label);
        QCOMPARE(SheetLabeller(schema()).label(sheetLocation(path),
                                               {QStringLiteral("Ann"), QStringLiteral("陳小明")}),
                 label);
    }

    void newSheetHasTheDefaults()
    {
        const SheetValues sheet = newSheet(schema(), 3);
        QCOMPARE(sheet.players.size(), size_t(3));
        QCOMPARE(sheet.players[2].name, QStringLiteral("Player 3"));
        QCOMPARE(valueAs<bool>(sheet.players[0].values, QStringLiteral("relic")), false);
        QCOMPARE(valueAs<QString>(sheet.settings, QStringLiteral("ties")), QStringLiteral("shared"));
        QVERIFY(validateSheet(schema(), sheet).empty());
        QVERIFY(!isSheetComplete(schema(), sheet));
        QVERIFY(isSheetEmpty(schema(), sheet));
    }
};

QTEST_GUILESS_MAIN(TstGenericSheet)
#include "tst_generic_sheet.moc"
