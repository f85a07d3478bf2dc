// The score sheet file (docs/formats.md): every constraint rejected with its JSON path, valid sheets
// read exactly, files written atomically and read back unchanged.

#include "common/invalid_sheets.h"
#include "common/sheet_builder.h"
#include "io/score_sheet_io.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace hk;
using namespace hk::test;

namespace {

QString describe(const Problems &problems)
{
    QStringList lines;
    for (const Problem &p : problems)
        lines << formatProblem(QStringLiteral("sheet"), p);
    return lines.join(QLatin1Char('\n'));
}

ScoreSheet fullSheet()
{
    SheetPlayer ann = player(QStringLiteral("Ann 安"));
    ann.tunnels = {{4, Mineral::Stone}, {5, Mineral::Heartstone}, {2, Mineral::Iron}};
    ann.coronation = 5;
    ann.pedestalTokens = {3, 5, 3};
    ann.resources = counts(2, 2, 0, 2, 3, 1, 1);
    ann.halls = {{QStringLiteral("Treasure Hall"), 6, 15, true}, {QString(), 0, 12, false}};
    ann.statues = {statue(Clan::Fire, 5, true, QStringLiteral("a")),
                   statue(Clan::Ice, 5, false, QStringLiteral("b")), statue(Clan::Moon, 1, false)};
    ann.trollLevels = {1, 1, 2, 3, 2, 1};
    SheetPlayer bob = player(QStringLiteral("Bob"));
    bob.tunnelPoints = 37;
    bob.coronation = 3;
    SheetPlayer cid = player(QStringLiteral("Cid"));
    return sheetOf({ann, bob, cid});
}

} // namespace

class TestScoreSheetIo : public QObject {
    Q_OBJECT
private slots:
    void rejectsEveryConstraint_data();
    void rejectsEveryConstraint();
    void reportsEveryProblemNotJustTheFirst();
    void warningsKeepTheSheetValid_data();
    void warningsKeepTheSheetValid();
    void SCORE_LEFTOVER_boxCountsSayWhereTheyComeFrom();
    void readsTheFormatExample();
    void missingKeysMeanNone();
    void roundTripsThroughBytes();
    void roundTripsThroughAFile();
    void writesFormatAndVersionFirst();
    void unreadableFiles_data();
    void unreadableFiles();
    void failedWriteLeavesNoFile();
    void aFileTooLargeToReadIsNeverWritten();
    void TEAM_SCORE_teamSheetRoundTrips();
};

void TestScoreSheetIo::rejectsEveryConstraint_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("ruleId");
    for (const InvalidSheetCase &c : invalidSheetCases())
        QTest::newRow(c.name) << c.bytes << c.path << c.ruleId;
}

void TestScoreSheetIo::rejectsEveryConstraint()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, path);
    QFETCH(QString, ruleId);
    const ScoreSheetReadResult result = parseScoreSheet(bytes);
    QVERIFY2(!result.sheet, "an invalid sheet was accepted");
    QVERIFY(hasErrors(result.problems));
    const bool named = std::any_of(result.problems.begin(), result.problems.end(), [&](const Problem &p) {
        return p.isError() && p.path == path && (ruleId.isEmpty() || p.ruleId == ruleId) &&
               !p.message.isEmpty();
    });
    QVERIFY2(named, qPrintable(QStringLiteral("expected an error at \"%1\" %2, got:\n%3")
                                   .arg(path, ruleId, describe(result.problems))));
}

void TestScoreSheetIo::reportsEveryProblemNotJustTheFirst()
{
    const QByteArray bytes = withPlayer(0, [](QJsonObject &p) {
        p[QStringLiteral("coronation")] = 4;
        p[QStringLiteral("pedestalTokens")] = QJsonArray{0, 12};
        p[QStringLiteral("resources")] = obj(R"({"stone": -2, "gold": 1})");
    });
    const ScoreSheetReadResult result = parseScoreSheet(bytes);
    QStringList paths;
    for (const Problem &p : result.problems)
        paths << p.path;
    for (const char *expected :
         {"players[0].coronation", "players[0].pedestalTokens[0]", "players[0].pedestalTokens[1]",
          "players[0].resources.stone", "players[0].resources.gold"})
        QVERIFY2(paths.contains(QLatin1String(expected)), qPrintable(describe(result.problems)));
}

void TestScoreSheetIo::warningsKeepTheSheetValid_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("ruleId");
    QTest::newRow("more stone than the box")
        << withPlayer(1, [](QJsonObject &p) { p[QStringLiteral("resources")] = obj(R"({"stone": 40})"); })
        << QStringLiteral("SCORE-LEFTOVER");
    QTest::newRow("token 3 without token 5")
        << withPlayers(3, [](QJsonObject &p, int i) { p[QStringLiteral("coronation")] = i == 0 ? 3 : 0; })
        << QStringLiteral("END-CROWN");
}

void TestScoreSheetIo::warningsKeepTheSheetValid()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, ruleId);
    const ScoreSheetReadResult result = parseScoreSheet(bytes);
    QVERIFY2(result.sheet, qPrintable(describe(result.problems)));
    QCOMPARE(int(result.problems.size()), 1);
    QVERIFY(!result.problems.front().isError());
    QCOMPARE(result.problems.front().ruleId, ruleId);
}

// The resource counts of the box are not in the rulebook: the warning that uses one says where it comes from.
void TestScoreSheetIo::SCORE_LEFTOVER_boxCountsSayWhereTheyComeFrom()
{
    const ScoreSheetReadResult result = parseScoreSheet(
        withPlayer(1, [](QJsonObject &p) { p[QStringLiteral("resources")] = obj(R"({"stone": 40})"); }));
    QVERIFY(result.sheet);
    QCOMPARE(int(result.problems.size()), 1);
    const QString text = result.problems.front().message;
    QVERIFY2(text.contains(QStringLiteral("35 in the box")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("retailers' component lists")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("the rulebook gives none")), qPrintable(text));
}

void TestScoreSheetIo::readsTheFormatExample()
{
    const ScoreSheetReadResult result =
        readScoreSheet(QStringLiteral(HK_FIXTURES "/sheets/format-example.hkscore"));
    QVERIFY2(result.sheet, qPrintable(describe(result.problems)));
    QVERIFY(result.problems.empty());
    const SheetPlayer &ann = result.sheet->players.front();
    QCOMPARE(ann.name, QStringLiteral("Ann"));
    QCOMPARE(int(ann.tunnels.size()), 2);
    QCOMPARE(ann.tunnels[1], (SheetTunnel{5, Mineral::Heartstone}));
    QCOMPARE(ann.coronation, 5);
    QCOMPARE(ann.pedestalTokens, (std::vector<int>{3, 5, 3}));
    QCOMPARE(ann.resources, counts(2, 2, 0, 2, 3, 1, 1));
    QCOMPARE(ann.halls.front(), (SheetHall{QStringLiteral("Treasure Hall"), 6, 15, true}));
    QCOMPARE(ann.statues[1], statue(Clan::Ice, 5, false, QStringLiteral("b")));
    QCOMPARE(ann.trollLevels, (std::vector<int>{1, 1, 2, 3, 2, 1}));
}

void TestScoreSheetIo::missingKeysMeanNone()
{
    const ScoreSheetReadResult result = parseScoreSheet(
        R"({"format":"hallkeeper-score-sheet","version":1,"players":[{"name":"A"},{"name":"B"}]})");
    QVERIFY2(result.sheet, qPrintable(describe(result.problems)));
    QCOMPARE(result.sheet->players[0], player(QStringLiteral("A")));
    QVERIFY(!result.sheet->teams);
}

void TestScoreSheetIo::roundTripsThroughBytes()
{
    const ScoreSheet sheet = fullSheet();
    const ScoreSheetReadResult result = parseScoreSheet(scoreSheetToBytes(sheet));
    QVERIFY2(result.sheet, qPrintable(describe(result.problems)));
    QCOMPARE(*result.sheet, sheet);
}

void TestScoreSheetIo::roundTripsThroughAFile()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("game.hkscore"));
    QCOMPARE(writeScoreSheet(file, fullSheet()), QString());
    const ScoreSheetReadResult result = readScoreSheet(file);
    QVERIFY2(result.sheet, qPrintable(describe(result.problems)));
    QCOMPARE(*result.sheet, fullSheet());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("game.hkscore")});
}

void TestScoreSheetIo::writesFormatAndVersionFirst()
{
    const QByteArray bytes = scoreSheetToBytes(fullSheet());
    QVERIFY2(bytes.startsWith("{\n  \"format\": \"hallkeeper-score-sheet\",\n  \"version\": 1,\n"),
             bytes.left(80));
    QVERIFY(bytes.contains(R"({ "size": 4, "mineral": "stone" })")); // small objects stay on one line
}

void TestScoreSheetIo::unreadableFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("missing") << QStringLiteral("/nonexistent/game.hkscore");
    QTest::newRow("a folder") << QStringLiteral(HK_FIXTURES);
}

void TestScoreSheetIo::unreadableFiles()
{
    QFETCH(QString, file);
    const ScoreSheetReadResult result = readScoreSheet(file);
    QVERIFY(!result.sheet);
    QCOMPARE(int(result.problems.size()), 1);
    QVERIFY(result.problems.front().path.isEmpty());
    QVERIFY(!result.problems.front().message.isEmpty());
}

void TestScoreSheetIo::failedWriteLeavesNoFile()
{
    const QString file = QStringLiteral("/nonexistent-folder/game.hkscore");
    QVERIFY(!writeScoreSheet(file, fullSheet()).isEmpty());
    QVERIFY(!QFile::exists(file));
}

// The writers and the readers share one size limit: a writer never leaves a file its own
// reader refuses.
void TestScoreSheetIo::aFileTooLargeToReadIsNeverWritten()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("huge.hkscore"));
    ScoreSheet sheet = fullSheet();
    sheet.players[2].name = QString(qsizetype(kMaxFileBytes), QLatin1Char('x'));
    QVERIFY2(!writeScoreSheet(file, sheet).isEmpty(), "a file its own reader refuses was written");
    QVERIFY(!QFile::exists(file));
}

void TestScoreSheetIo::TEAM_SCORE_teamSheetRoundTrips()
{
    ScoreSheet sheet;
    sheet.teams = true;
    for (int i = 0; i < 4; ++i) {
        SheetPlayer p = player(QStringLiteral("P%1").arg(i));
        p.team = i % 2 + 1;
        sheet.players.push_back(p);
    }
    const ScoreSheetReadResult result = parseScoreSheet(scoreSheetToBytes(sheet));
    QVERIFY2(result.sheet, qPrintable(describe(result.problems)));
    QCOMPARE(*result.sheet, sheet);
}

QTEST_GUILESS_MAIN(TestScoreSheetIo)
#include "tst_score_sheet_io.moc"
