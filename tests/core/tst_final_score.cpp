// Final scoring, SCORE- rules: one test per rule, named after it, with a row per case.

#include "common/sheet_builder.h"
#include "io/score_report_io.h"
#include "scoring/dig_score.h"
#include "scoring/final_score.h"
#include "scoring/score_report.h"

#include <QJsonArray>
#include <QTest>

using namespace hk;
using namespace hk::test;

Q_DECLARE_METATYPE(hk::Mineral)
Q_DECLARE_METATYPE(hk::ScoreSheet)
Q_DECLARE_METATYPE(std::vector<int>)

namespace {

// A sheet of players who differ only by what `setup` gives the first one.
ScoreSheet withFirst(const std::function<void(SheetPlayer &)> &setup)
{
    ScoreSheet sheet =
        sheetOf({player(QStringLiteral("A")), player(QStringLiteral("B")), player(QStringLiteral("C"))});
    setup(sheet.players[0]);
    return sheet;
}

// Players with the given totals (all from the score track) and troll level sums.
ScoreSheet withTotals(const std::vector<int> &totals, const std::vector<std::vector<int>> &levels)
{
    ScoreSheet sheet;
    for (size_t i = 0; i < totals.size(); ++i) {
        SheetPlayer p = player(QString(QChar(u'A' + int(i))));
        p.tunnelPoints = totals[i];
        p.trollLevels = levels[i];
        sheet.players.push_back(p);
    }
    return sheet;
}

} // namespace

class TestFinalScore : public QObject {
    Q_OBJECT
private slots:
    void DIG_SCORE_data();
    void DIG_SCORE();
    void DIG_SCORE_sheetTunnels_data();
    void DIG_SCORE_sheetTunnels();
    void SCORE_CROWN_data();
    void SCORE_CROWN();
    void SCORE_PEDTOKENS_data();
    void SCORE_PEDTOKENS();
    void SCORE_LEFTOVER_inTheTotal();
    void SCORE_HALL_data();
    void SCORE_HALL();
    void SCORE_STATUE_data();
    void SCORE_STATUE();
    void SCORE_ONE_PER_TUNNEL_data();
    void SCORE_ONE_PER_TUNNEL();
    void SCORE_TIE_data();
    void SCORE_TIE();
    void SCORE_TIE_explained();
    void SCORE_TIE_undecided();
    void SHEET_COMPLETE_data();
    void SHEET_COMPLETE();
    void SHEET_COMPLETE_notForAGame();
    void TEAM_SCORE();
    void rulebookWorkedExample();
    void explanationsCiteTheRules();
    void invalidValuesScoreNothing();
};

void TestFinalScore::DIG_SCORE_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<Mineral>("mineral");
    QTest::addColumn<int>("points");
    const int table[4][3] = {{0, 0, 0}, {3, 4, 5}, {4, 6, 8}, {5, 8, 11}};
    for (int size = 2; size <= 5; ++size)
        for (Mineral m : kAllMinerals)
            QTest::addRow("size %d %s", size, qPrintable(mineralId(m)))
                << size << m << table[size - 2][static_cast<int>(m)];
    QTest::newRow("size 1 does not exist") << 1 << Mineral::Heartstone << 0;
    QTest::newRow("size 6 does not exist") << 6 << Mineral::Heartstone << 0;
}

void TestFinalScore::DIG_SCORE()
{
    QFETCH(int, size);
    QFETCH(Mineral, mineral);
    QFETCH(int, points);
    QCOMPARE(tunnelPoints(size, mineral), points);
}

void TestFinalScore::DIG_SCORE_sheetTunnels_data()
{
    QTest::addColumn<ScoreSheet>("sheet");
    QTest::addColumn<int>("tunnels");
    QTest::newRow("no tunnels") << withFirst([](SheetPlayer &) {}) << 0;
    QTest::newRow("tiles add up") << withFirst([](SheetPlayer &p) {
        p.tunnels = {{4, Mineral::Stone}, {5, Mineral::Heartstone}, {3, Mineral::Iron}, {2, Mineral::Iron}};
    }) << 4 + 11 + 4 + 0;
    QTest::newRow("score track total") << withFirst([](SheetPlayer &p) { p.tunnelPoints = 43; }) << 43;
}

void TestFinalScore::DIG_SCORE_sheetTunnels()
{
    QFETCH(ScoreSheet, sheet);
    QFETCH(int, tunnels);
    const SheetScore score = scoreSheet(sheet);
    QCOMPARE(score.entities[0].tunnels, tunnels);
    QCOMPARE(score.entities[0].total, tunnels);
}

void TestFinalScore::SCORE_CROWN_data()
{
    QTest::addColumn<int>("token");
    QTest::addColumn<int>("points");
    QTest::newRow("none") << 0 << 0;
    QTest::newRow("second to finish") << 3 << 3;
    QTest::newRow("first to finish") << 5 << 5;
}

void TestFinalScore::SCORE_CROWN()
{
    QFETCH(int, token);
    QFETCH(int, points);
    const SheetScore score = scoreSheet(withFirst([&](SheetPlayer &p) { p.coronation = token; }));
    QCOMPARE(score.entities[0].coronation, points);
    QCOMPARE(score.entities[0].total, points);
}

void TestFinalScore::SCORE_PEDTOKENS_data()
{
    QTest::addColumn<std::vector<int>>("tokens");
    QTest::addColumn<int>("points");
    QTest::newRow("none") << std::vector<int>{} << 0;
    QTest::newRow("one") << std::vector<int>{7} << 7;
    QTest::newRow("rulebook 11") << std::vector<int>{3, 5, 3} << 11;
}

void TestFinalScore::SCORE_PEDTOKENS()
{
    QFETCH(std::vector<int>, tokens);
    QFETCH(int, points);
    const SheetScore score = scoreSheet(withFirst([&](SheetPlayer &p) { p.pedestalTokens = tokens; }));
    QCOMPARE(score.entities[0].pedestalTokens, points);
    QCOMPARE(score.entities[0].total, points);
}

void TestFinalScore::SCORE_LEFTOVER_inTheTotal()
{
    const SheetScore score =
        scoreSheet(withFirst([](SheetPlayer &p) { p.resources = counts(3, 2, 0, 2, 3, 1, 1); }));
    QCOMPARE(score.entities[0].leftovers, 3);
    QCOMPARE(score.entities[0].total, 3);
    QCOMPARE(int(score.entities[0].leftover.trades.size()), 1);
}

void TestFinalScore::SCORE_HALL_data()
{
    QTest::addColumn<ScoreSheet>("sheet");
    QTest::addColumn<int>("halls");
    QTest::newRow("altar empty: low") << withFirst([](SheetPlayer &p) {
        p.halls = {{{}, 6, 15, false}};
    }) << 6;
    QTest::newRow("statue on the altar: high") << withFirst([](SheetPlayer &p) {
        p.halls = {{{}, 6, 15, true}};
    }) << 15;
    QTest::newRow("rulebook halls 0 and 15") << withFirst([](SheetPlayer &p) {
        p.halls = {{{}, 0, 12, false}, {{}, 6, 15, true}};
    }) << 15;
    QTest::newRow("statues in halls are not statues") << withFirst([](SheetPlayer &p) {
        p.halls = {{{}, 4, 9, true}};
    }) << 9;
}

void TestFinalScore::SCORE_HALL()
{
    QFETCH(ScoreSheet, sheet);
    QFETCH(int, halls);
    const SheetScore score = scoreSheet(sheet);
    QCOMPARE(score.entities[0].halls, halls);
    QCOMPARE(score.entities[0].statues, 0);
    QCOMPARE(score.entities[0].total, halls);
}

void TestFinalScore::SCORE_STATUE_data()
{
    QTest::addColumn<int>("layer");
    QTest::addColumn<bool>("onOwnPedestal");
    QTest::addColumn<int>("points");
    for (int layer = 1; layer <= 5; ++layer) {
        QTest::addRow("layer %d", layer) << layer << false << 2 * layer;
        QTest::addRow("layer %d on own pedestal", layer) << layer << true << 4 * layer;
    }
}

void TestFinalScore::SCORE_STATUE()
{
    QFETCH(int, layer);
    QFETCH(bool, onOwnPedestal);
    QFETCH(int, points);
    QCOMPARE(statueValue(layer, onOwnPedestal), points);
    for (Clan clan : kStatueClans) {
        const SheetScore score =
            scoreSheet(withFirst([&](SheetPlayer &p) { p.statues = {statue(clan, layer, onOwnPedestal)}; }));
        QCOMPARE(score.entities[0].statues, points);
        QCOMPARE(score.entities[0].total, points);
    }
}

void TestFinalScore::SCORE_ONE_PER_TUNNEL_data()
{
    QTest::addColumn<ScoreSheet>("sheet");
    QTest::addColumn<int>("statues");
    QTest::addColumn<std::vector<int>>("counted"); // 1 for each statue that scores
    const QString a = QStringLiteral("a"), b = QStringLiteral("b");
    QTest::newRow("two tunnels, both count") << withFirst([&](SheetPlayer &p) {
        p.statues = {statue(Clan::Fire, 5, true, a), statue(Clan::Ice, 5, false, b)};
    }) << 30 << std::vector<int>{1, 1};
    QTest::newRow("one tunnel, the best counts") << withFirst([&](SheetPlayer &p) {
        p.statues = {statue(Clan::Ice, 5, false, a), statue(Clan::Fire, 5, true, a)};
    }) << 20 << std::vector<int>{0, 1};
    QTest::newRow("equal values, the first counts") << withFirst([&](SheetPlayer &p) {
        p.statues = {statue(Clan::Moon, 3, false, a), statue(Clan::Ice, 3, false, a)};
    }) << 6 << std::vector<int>{1, 0};
    QTest::newRow("no label, a tunnel of its own") << withFirst([&](SheetPlayer &p) {
        p.statues = {statue(Clan::Moon, 3, false), statue(Clan::Ice, 3, false)};
    }) << 12 << std::vector<int>{1, 1};
    QTest::newRow("three tunnels, five statues") << withFirst([&](SheetPlayer &p) {
        p.statues = {statue(Clan::Moon, 1, false, a), statue(Clan::Ice, 4, false, b),
                     statue(Clan::Fire, 2, true, a), statue(Clan::Fire, 2, false),
                     statue(Clan::Moon, 4, true, b)};
    }) << 8 + 16 + 4 << std::vector<int>{0, 0, 1, 1, 1};
    QTest::newRow("labels are trimmed") << withFirst([&](SheetPlayer &p) {
        p.statues = {statue(Clan::Moon, 1, false, QStringLiteral(" a")), statue(Clan::Ice, 2, false, a)};
    }) << 4 << std::vector<int>{0, 1};
}

void TestFinalScore::SCORE_ONE_PER_TUNNEL()
{
    QFETCH(ScoreSheet, sheet);
    QFETCH(int, statues);
    QFETCH(std::vector<int>, counted);
    const EntityScore entity = scoreSheet(sheet).entities[0];
    QCOMPARE(entity.statues, statues);
    QCOMPARE(entity.statueLines.size(), counted.size());
    for (size_t i = 0; i < counted.size(); ++i) {
        const StatueScore &line = entity.statueLines[i];
        QCOMPARE(line.counted, counted[i] == 1);
        if (!line.counted) {
            const StatueScore &best = entity.statueLines[line.countedInstead];
            QVERIFY(best.counted);
            QCOMPARE(best.tunnelGroup, line.tunnelGroup);
            QVERIFY(best.value >= line.value);
        }
    }
}

void TestFinalScore::SCORE_TIE_data()
{
    QTest::addColumn<ScoreSheet>("sheet");
    QTest::addColumn<std::vector<int>>("ranks");
    QTest::addColumn<std::vector<int>>("winners");
    QTest::addColumn<int>("tieGroups");
    QTest::newRow("no tie") << withTotals({50, 70, 60}, {{}, {}, {}}) << std::vector<int>{3, 1, 2}
                            << std::vector<int>{1} << 0;
    QTest::newRow("lower troll levels win") << withTotals({70, 70, 60}, {{1, 2, 3}, {1, 1, 1}, {}})
                                            << std::vector<int>{2, 1, 3} << std::vector<int>{1} << 1;
    QTest::newRow("equal levels share the victory")
        << withTotals({70, 70, 60}, {{1, 2}, {3}, {}}) << std::vector<int>{1, 1, 3} << std::vector<int>{0, 1}
        << 1;
    QTest::newRow("levels not entered: the tie stays undecided, the place shared")
        << withTotals({70, 70}, {{}, {1}}) << std::vector<int>{1, 1} << std::vector<int>{0, 1} << 1;
    QTest::newRow("levels not entered outside the tie do not matter")
        << withTotals({70, 70, 60}, {{1, 2, 3}, {1, 1, 1}, {}}) << std::vector<int>{2, 1, 3}
        << std::vector<int>{1} << 1;
    QTest::newRow("shared second place") << withTotals({80, 70, 70, 10}, {{3}, {2}, {1, 1}, {}})
                                         << std::vector<int>{1, 2, 2, 4} << std::vector<int>{0} << 1;
    QTest::newRow("three-way tie, two share")
        << withTotals({40, 40, 40}, {{2}, {1}, {2}}) << std::vector<int>{2, 1, 2} << std::vector<int>{1} << 1;
    QTest::newRow("five players all equal")
        << withTotals({9, 9, 9, 9, 9}, {{}, {}, {}, {}, {}}) << std::vector<int>{1, 1, 1, 1, 1}
        << std::vector<int>{0, 1, 2, 3, 4} << 1;
}

void TestFinalScore::SCORE_TIE()
{
    QFETCH(ScoreSheet, sheet);
    QFETCH(std::vector<int>, ranks);
    QFETCH(std::vector<int>, winners);
    QFETCH(int, tieGroups);
    const SheetScore score = scoreSheet(sheet);
    for (size_t i = 0; i < ranks.size(); ++i)
        QCOMPARE(score.entities[i].rank, ranks[i]);
    std::vector<int> sortedWinners = score.winners;
    std::sort(sortedWinners.begin(), sortedWinners.end());
    QCOMPARE(sortedWinners, winners);
    QCOMPARE(int(score.ties.size()), tieGroups);
    for (size_t i = 1; i < score.ranking.size(); ++i)
        QVERIFY(score.entities[score.ranking[i - 1]].rank <= score.entities[score.ranking[i]].rank);
}

void TestFinalScore::SCORE_TIE_explained()
{
    const SheetScore broken = scoreSheet(withTotals({70, 70, 60}, {{1, 2, 3}, {1, 1, 1}, {}}));
    QCOMPARE(tieBreakLines(broken),
             QStringList{
                 QStringLiteral("B and A tie on 70 honour points; the lower sum of troll levels ranks higher "
                                "(starting trolls count as 0): B (3), A (6). (SCORE-TIE)")});
    QCOMPARE(winnerLine(broken), QStringLiteral("Winner: B with 70 honour points."));

    const SheetScore shared = scoreSheet(withTotals({70, 70, 60}, {{1, 2}, {3}, {}}));
    QCOMPARE(tieBreakLines(shared),
             QStringList{
                 QStringLiteral("A and B tie on 70 honour points and on the sum of their troll levels (3): "
                                "they share place 1. (SCORE-TIE)")});
    QCOMPARE(winnerLine(shared), QStringLiteral("Shared victory: A and B, with 70 honour points each."));
}

// SCORE-TIE on partial data: an empty list of troll levels means "not entered". A tie that needs them is
// reported as undecided, naming whose levels to enter, never decided on the levels that happen to be there.
void TestFinalScore::SCORE_TIE_undecided()
{
    const SheetScore score = scoreSheet(withTotals({70, 70, 60, 70}, {{}, {1, 1, 1}, {}, {2}}));
    QCOMPARE(int(score.ties.size()), 1);
    QVERIFY(score.ties.front().undecided);
    QCOMPARE(score.entities[0].rank, 1); // A, B and D share the place until the levels are entered
    QCOMPARE(score.entities[1].rank, 1);
    QCOMPARE(score.entities[3].rank, 1);
    QCOMPARE(score.entities[2].rank, 4);
    QCOMPARE(
        tieBreakLines(score),
        QStringList{QStringLiteral("A, B and D tie on 70 honour points; the tie-break needs the sum of their "
                                   "troll levels: enter the troll levels of A to break the tie. "
                                   "(SCORE-TIE)")});
    QCOMPARE(
        winnerLine(score),
        QStringLiteral("No winner yet: A, B and D tie on 70 honour points; enter the troll levels of A to "
                       "break the tie."));
    const QJsonObject json = scoreReportJson(score);
    QCOMPARE(
        json.value(QStringLiteral("undecided")).toArray(),
        (QJsonArray{QJsonObject{{QStringLiteral("players"),
                                 QJsonArray{QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("D")}},
                                {QStringLiteral("missingTrollLevels"), QJsonArray{QStringLiteral("A")}}}}));
    // Decided ties carry no "undecided".
    QVERIFY(
        !scoreReportJson(scoreSheet(withTotals({70, 70}, {{1}, {2}}))).contains(QStringLiteral("undecided")));
    // In a team sheet, a team needs the levels of both members.
    ScoreSheet teams;
    teams.teams = true;
    for (int i = 0; i < 4; ++i) {
        SheetPlayer p = player(QStringLiteral("P%1").arg(i + 1));
        p.team = i < 2 ? 1 : 2;
        p.tunnelPoints = 30;
        p.trollLevels = i == 1 ? std::vector<int>{} : std::vector<int>{1};
        teams.players.push_back(p);
    }
    const SheetScore teamScore = scoreSheet(teams);
    QVERIFY(teamScore.ties.front().undecided);
    QVERIFY2(
        tieBreakLines(teamScore).front().contains(QStringLiteral("enter the troll levels of P2 to break")),
        qPrintable(tieBreakLines(teamScore).front()));
}

// SHEET-COMPLETE: a sheet is complete when every player's tunnels are entered. Before that only the players
// with something entered are ranked, a tie that needs troll levels shares its place without asking for them,
// and the winner sentence says who leads; an empty sheet ranks and says nothing.
void TestFinalScore::SHEET_COMPLETE_data()
{
    QTest::addColumn<ScoreSheet>("sheet");
    QTest::addColumn<int>("standing");
    QTest::addColumn<std::vector<int>>("ranks");
    QTest::addColumn<QString>("winner");
    QTest::addColumn<QString>("tieBreak"); // the start of the first tie-break line, if any
    QTest::addColumn<QStringList>("tunnelsMissing");
    const auto sheet = [](const std::function<void(std::vector<SheetPlayer> &)> &fill) {
        ScoreSheet s = sheetOf({player(QStringLiteral("A")), player(QStringLiteral("B")),
                                player(QStringLiteral("C")), player(QStringLiteral("D"))});
        fill(s.players);
        return s;
    };
    QTest::newRow("empty: nobody ranked, nothing said")
        << sheet([](auto &) {}) << int(Standing::Empty) << std::vector<int>{0, 0, 0, 0} << QString()
        << QString() << QStringList{"A", "B", "C", "D"};
    QTest::newRow("one entered: leading")
        << sheet([](auto &p) { p[1].tunnelPoints = 40; }) << int(Standing::Projected)
        << std::vector<int>{0, 1, 0, 0} << "Leading (projected): B with 40 honour points." << QString()
        << QStringList{"A", "C", "D"};
    QTest::newRow("something else than tunnels is entered too")
        << sheet([](auto &p) { p[0].tunnelPoints = 10, at(p[2].resources, Resource::Coin) = 6; })
        << int(Standing::Projected) << std::vector<int>{1, 0, 2, 0}
        << "Leading (projected): A with 10 honour points." << QString() << QStringList{"B", "C", "D"};
    QTest::newRow("a tie without troll levels: shared, nothing asked")
        << sheet([](auto &p) { p[0].tunnelPoints = p[2].tunnelPoints = 10; }) << int(Standing::Projected)
        << std::vector<int>{1, 0, 1, 0}
        << "Leading together (projected): A and C, with 10 honour points each." << QString()
        << QStringList{"B", "D"};
    QTest::newRow("a tie the levels entered break") << sheet([](auto &p) {
        p[0].tunnelPoints = p[2].tunnelPoints = 10;
        p[0].trollLevels = {2};
        p[2].trollLevels = {1};
    }) << int(Standing::Projected) << std::vector<int>{2, 0, 1, 0}
                                                    << "Leading (projected): C with 10 honour points."
                                                    << "C and A tie on 10 honour points; the lower sum"
                                                    << QStringList{"B", "D"};
    QTest::newRow("complete: the tie asks for the levels")
        << sheet([](auto &p) {
               p[0].tunnelPoints = p[2].tunnelPoints = 10;
               p[1].tunnelPoints = p[3].tunnelPoints = 0;
               p[1].trollLevels = {1};
               p[3].trollLevels = {2};
           })
        << int(Standing::Final) << std::vector<int>{1, 3, 1, 4}
        << "No winner yet: A and C tie on 10 honour points; enter the troll levels of A and C to break the "
           "tie."
        << "A and C tie on 10 honour points; the tie-break needs" << QStringList();
}

void TestFinalScore::SHEET_COMPLETE()
{
    QFETCH(ScoreSheet, sheet);
    QFETCH(int, standing);
    QFETCH(std::vector<int>, ranks);
    QFETCH(QString, winner);
    QFETCH(QString, tieBreak);
    QFETCH(QStringList, tunnelsMissing);
    const SheetScore score = scoreSheet(sheet);
    QCOMPARE(int(score.standing), standing);
    std::vector<int> shown;
    for (const EntityScore &e : score.entities)
        shown.push_back(e.rank);
    QCOMPARE(shown, ranks);
    QCOMPARE(winnerLine(score), winner);
    const QStringList ties = tieBreakLines(score);
    QCOMPARE(ties.isEmpty(), tieBreak.isEmpty());
    if (!tieBreak.isEmpty())
        QVERIFY2(ties.front().startsWith(tieBreak), qPrintable(ties.front()));
    QCOMPARE(score.tunnelsMissing, tunnelsMissing);
    // Those not ranked come last in the ranking and tie with no one.
    for (size_t i = 1; i < score.ranking.size(); ++i)
        QVERIFY(score.entities[score.ranking[i - 1]].rank > 0 || score.entities[score.ranking[i]].rank == 0);
    for (const TieGroup &tie : score.ties)
        for (int e : tie.entities)
            QVERIFY(score.entities[e].rank > 0);
    // The report says so, with the rule; a complete sheet's says nothing of it.
    const QString line = completenessLine(score);
    QCOMPARE(line.isEmpty(), tunnelsMissing.isEmpty());
    if (!line.isEmpty())
        QVERIFY2(line.endsWith(QStringLiteral("(SHEET-COMPLETE)")), qPrintable(line));
    const QJsonObject json = scoreReportJson(score);
    QCOMPARE(json.contains(QStringLiteral("complete")), !tunnelsMissing.isEmpty());
    if (!tunnelsMissing.isEmpty())
        QCOMPARE(json.value(QStringLiteral("winners")).toArray(), QJsonArray());
    QCOMPARE(json.contains(QStringLiteral("undecided")), standing == int(Standing::Final) &&
                                                             !tieBreak.isEmpty() &&
                                                             winner.startsWith(QStringLiteral("No winner")));
}

// A game's sheet is filled in by construction: every player is ranked and no completeness is reported,
// however little the players have (END-ROUNDS makes it final, not SHEET-COMPLETE).
void TestFinalScore::SHEET_COMPLETE_notForAGame()
{
    const ScoreSheet sheet = sheetOf({player(QStringLiteral("A")), player(QStringLiteral("B"))});
    const SheetScore score = scoreSheet(sheet, Standing::Projected);
    QCOMPARE(score.entities[0].rank, 1);
    QCOMPARE(score.entities[1].rank, 1);
    QVERIFY(score.tunnelsMissing.isEmpty());
    QVERIFY(completenessLine(score).isEmpty());
    QVERIFY(!scoreReportJson(score).contains(QStringLiteral("complete")));
}

void TestFinalScore::TEAM_SCORE()
{
    ScoreSheet sheet;
    sheet.teams = true;
    for (int i = 0; i < 4; ++i) {
        SheetPlayer p = player(QStringLiteral("P%1").arg(i + 1));
        p.team = i < 2 ? 1 : 2;
        sheet.players.push_back(p);
    }
    // Team 1: P1 and P2. Resources are pooled: 2 + 1 stone make a set that neither has alone.
    sheet.players[0].tunnels = {{4, Mineral::Iron}};
    sheet.players[0].resources = counts(2, 0, 0, 0, 0, 0, 0);
    sheet.players[0].coronation = 5;
    sheet.players[0].statues = {statue(Clan::Fire, 4, false, QStringLiteral("a"))};
    sheet.players[0].trollLevels = {1, 2};
    sheet.players[1].tunnelPoints = 10;
    sheet.players[1].resources = counts(1, 0, 0, 0, 0, 0, 0);
    sheet.players[1].pedestalTokens = {4};
    sheet.players[1].halls = {{{}, 6, 15, false}};
    // The same tunnel label in both members' lists is one tunnel of the team: only the best statue counts.
    sheet.players[1].statues = {statue(Clan::Ice, 5, false, QStringLiteral("a"))};
    sheet.players[1].trollLevels = {3};
    // Team 2: P3 and P4.
    sheet.players[2].coronation = 3;
    sheet.players[3].tunnelPoints = 30;

    const SheetScore score = scoreSheet(sheet);
    QCOMPARE(int(score.entities.size()), 2);
    const EntityScore &team1 = score.entities[0];
    QCOMPARE(team1.name, QStringLiteral("Team 1"));
    QCOMPARE(team1.memberNames, (QStringList{QStringLiteral("P1"), QStringLiteral("P2")}));
    QCOMPARE(team1.tunnels, 6 + 10);
    QCOMPARE(team1.coronation, 5);
    QCOMPARE(team1.pedestalTokens, 4);
    QCOMPARE(team1.leftovers, 1);
    QCOMPARE(team1.halls, 6);
    QCOMPARE(team1.statues, 10);
    QCOMPARE(team1.total, 16 + 5 + 4 + 1 + 6 + 10);
    QCOMPARE(team1.trollLevelSum, 6);
    const EntityScore &team2 = score.entities[1];
    QCOMPARE(team2.name, QStringLiteral("Team 2"));
    QCOMPARE(team2.total, 33);
    QCOMPARE(team1.rank, 1);
    QCOMPARE(team2.rank, 2);
    QCOMPARE(entityLabel(team1), QStringLiteral("Team 1 (P1, P2)"));
}

// Rulebook: tunnels 43 + crown 3 + pedestal tokens 11 + leftovers 1 + halls 0 and 15 + statues 20 + 10 + 8 =
// 111.
void TestFinalScore::rulebookWorkedExample()
{
    SheetPlayer p = player(QStringLiteral("Rulebook"));
    p.tunnelPoints = 43;
    p.coronation = 3;
    p.pedestalTokens = {3, 5, 3};
    p.resources = counts(3, 1, 0, 2, 0, 0, 0);
    p.halls = {{QStringLiteral("A"), 0, 12, false}, {QStringLiteral("B"), 6, 15, true}};
    p.statues = {statue(Clan::Fire, 5, true), statue(Clan::Ice, 5, false), statue(Clan::Fire, 2, true)};
    const EntityScore e = scoreSheet(sheetOf({p, player(QStringLiteral("Other"))})).entities[0];
    QCOMPARE(e.tunnels, 43);
    QCOMPARE(e.coronation, 3);
    QCOMPARE(e.pedestalTokens, 11);
    QCOMPARE(e.leftovers, 1);
    QCOMPARE(e.hallLines[0].points, 0);
    QCOMPARE(e.hallLines[1].points, 15);
    QCOMPARE(e.statueLines[0].value, 20);
    QCOMPARE(e.statueLines[1].value, 10);
    QCOMPARE(e.statueLines[2].value, 8);
    QCOMPARE(e.total, 111);
    QCOMPARE(explainCategory(e, ScoreCategory::Total),
             QStringLiteral("43 + 3 + 11 + 1 + 15 + 38 = 111 honour points"));
}

void TestFinalScore::explanationsCiteTheRules()
{
    SheetPlayer p = player(QStringLiteral("A"));
    p.tunnels = {{4, Mineral::Stone}, {4, Mineral::Stone}};
    p.statues = {statue(Clan::Moon, 3, false, QStringLiteral("a")),
                 statue(Clan::Ice, 4, false, QStringLiteral("a"))};
    p.halls = {{QStringLiteral("Treasure Hall"), 6, 15, true}};
    p.resources = counts(3, 2, 0, 2, 3, 1, 1);
    const EntityScore e = scoreSheet(sheetOf({p, player(QStringLiteral("B"))})).entities[0];
    QCOMPARE(explainCategory(e, ScoreCategory::Tunnels),
             QStringLiteral("2 × size 4 stone = 8; total 8 (DIG-SCORE)"));
    QCOMPARE(explainCategory(e, ScoreCategory::Halls),
             QStringLiteral("Treasure Hall: a statue on the altar, high value 15; total 15 (SCORE-HALL)"));
    QCOMPARE(
        explainStatue(e, e.statueLines[0]),
        QStringLiteral("Moon statue in layer 3 in tunnel a: not counted, the tunnel already counts the Ice "
                       "statue in layer 4 (8 points)"));
    QVERIFY(explainCategory(e, ScoreCategory::Statues)
                .endsWith(QStringLiteral("(SCORE-STATUE, SCORE-ONE-PER-TUNNEL)")));
    QCOMPARE(
        explainCategory(e, ScoreCategory::Leftovers),
        QStringLiteral("stone 3, iron 2, coin 2, cart 3, hammer 1, rune 1 → sets of three: 2; after trading "
                       "rune, hammer, iron, iron → coin: stone 3, coin 3, cart 3 → sets of three: 3 "
                       "(SCORE-LEFTOVER, TRADE-4TO1)"));
}

void TestFinalScore::invalidValuesScoreNothing()
{
    SheetPlayer p = player(QStringLiteral("A"));
    p.tunnels = {{9, Mineral::Stone}};
    p.coronation = 4;
    p.statues = {statue(Clan::Fire, 9, true), statue(Clan::Mud, 3, false)};
    p.trollLevels = {7, -1};
    p.resources = counts(-3, 0, 0, 0, 0, 0, 0);
    const EntityScore e = scoreSheet(sheetOf({p})).entities[0];
    QCOMPARE(e.total, 0);
    QCOMPARE(e.trollLevelSum, 0);
}

QTEST_GUILESS_MAIN(TestFinalScore)
#include "tst_final_score.moc"
