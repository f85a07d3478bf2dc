// The statistics against values worked out by hand (the comments show the sums) on a small library: four
// plays of Tally (made-up test game) with their categories — one with a shared win —, a co-operative play, a
// team play, an ignored play and an incomplete one.
//
//   P1 2024-01-01 Home  Ann 20 (12+5+3) W seat 1 start | Bob 15 (10+0+5) seat 2 | 陳小明 10 (4+3+3) seat 3
//   P2 2024-01-08 Home  陳小明 12 (9+3+0) seat 1 start | Ann 18 (8+5+5) W seat 2 | Bob 18 (15+0+3) W seat 3
//   P3 2024-01-15 Café  Bob 25 (20+5+0) W seat 1 start | Ann 11 (11+0+0) seat 2            (no ranks: scores)
//   P4 2024-01-22 Home  陳小明 30 (10+5+15) W seat 1 start | Ann 22 (14+3+5) seat 2 | Bob 21 (16+0+5) seat 3
//   P5 2024-02-01       Pandemic (co-operative): Ann, Bob — won
//   P6 2024-02-02       Codenames (teams): Ann + 陳小明 (Red, won) | Bob + Dee (Blue)
//   P7 2024-02-03       Tally, ignored: Dee 99 W, Ann 1
//   P8 2024-02-04       Tally, incomplete: Ann 5, Bob 6

#include "db/play_library.h"
#include "library_builders.h"
#include "registry/game_registry.h"
#include "stats/library_stats.h"
#include "tally_game.h"

#include <QTemporaryDir>
#include <QTest>

using namespace hk;
using namespace hk::library;
using hk::test::makePlay;

namespace {

const QString kTally = QString::fromLatin1(test::kTallyId);

std::vector<std::pair<QString, int>> points(int gold, int bonus, int rounds)
{
    return {
        {QStringLiteral("gold"), gold}, {QStringLiteral("bonus"), bonus}, {QStringLiteral("rounds"), rounds}};
}

} // namespace

class TestLibraryStats : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void filters_data();
    void filters();
    void playsWinsAndSharedWins();
    void scoresPerGameAndPlayerCount();
    void headToHead();
    void categoryAverages();
    void categoryTrendAgainstTheGroupsBand();
    void whyTheWinnerWon();
    void whyTheWinnerWonByHand_data();
    void whyTheWinnerWonByHand();
    void seatAndStartPlayer();
    void aPlayAgainstTheGroupsHistory();

private:
    int player(const QString &name) const;
    int playOn(const QDate &date) const;
    std::vector<int> all() const { return filterPlays(m_snapshot, {}); }

    QTemporaryDir m_dir;
    PlayLibrary m_library;
    LibrarySnapshot m_snapshot;
    PlayLibrary m_whyLibrary;
    LibrarySnapshot m_why;
    int m_tally = -1;
};

int TestLibraryStats::player(const QString &name) const
{
    for (size_t i = 0; i < m_snapshot.players.size(); ++i)
        if (m_snapshot.players[i].name == name)
            return int(i);
    return -1;
}

int TestLibraryStats::playOn(const QDate &date) const
{
    for (size_t i = 0; i < m_snapshot.plays.size(); ++i)
        if (m_snapshot.plays[i].date == date)
            return int(i);
    return -1;
}

void TestLibraryStats::initTestCase()
{
    QVERIFY(m_dir.isValid());
    base::GameRegistry::instance().add(test::tallyModule());
    QCOMPARE(m_library.open(m_dir.filePath(QStringLiteral("stats.sqlite"))), QString());
    const QString ann = QStringLiteral("Ann"), bob = QStringLiteral("Bob"), chen = QStringLiteral("陳小明"),
                  dee = QStringLiteral("Dee"), tally = QStringLiteral("Tally");
    std::vector<Play> plays;
    plays.push_back(makePlay({}, tally, QStringLiteral("2024-01-01 20:00:00"),
                             {{ann, 20, true, points(12, 5, 3), 1, {}, 1, true},
                              {bob, 15, false, points(10, 0, 5), 2, {}, 2},
                              {chen, 10, false, points(4, 3, 3), 3, {}, 3}},
                             kTally));
    plays.back().location = QStringLiteral("Home");
    plays.push_back(makePlay({}, tally, QStringLiteral("2024-01-08 20:00:00"),
                             {{chen, 12, false, points(9, 3, 0), 3, {}, 1, true},
                              {ann, 18, true, points(8, 5, 5), 1, {}, 2},
                              {bob, 18, true, points(15, 0, 3), 1, {}, 3}},
                             kTally));
    plays.back().location = QStringLiteral("Home");
    plays.push_back(makePlay(
        {}, tally, QStringLiteral("2024-01-15 20:00:00"),
        {{bob, 25, true, points(20, 5, 0), 0, {}, 1, true}, {ann, 11, false, points(11, 0, 0), 0, {}, 2}},
        kTally));
    plays.back().location = QStringLiteral("Café");
    plays.push_back(makePlay({}, tally, QStringLiteral("2024-01-22 20:00:00"),
                             {{chen, 30, true, points(10, 5, 15), 1, {}, 1, true},
                              {ann, 22, false, points(14, 3, 5), 2, {}, 2},
                              {bob, 21, false, points(16, 0, 5), 3, {}, 3}},
                             kTally));
    plays.back().location = QStringLiteral("Home");
    plays.push_back(makePlay({}, QStringLiteral("Pandemic"), QStringLiteral("2024-02-01 20:00:00"),
                             {{ann, {}, true}, {bob, {}, true}}));
    plays.back().game.cooperative = true;
    plays.back().game.noPoints = true;
    plays.push_back(makePlay({}, QStringLiteral("Codenames"), QStringLiteral("2024-02-02 20:00:00"),
                             {{ann, {}, true, {}, 0, QStringLiteral("Red")},
                              {chen, {}, true, {}, 0, QStringLiteral("Red")},
                              {bob, {}, false, {}, 0, QStringLiteral("Blue")},
                              {dee, {}, false, {}, 0, QStringLiteral("Blue")}}));
    plays.back().game.noPoints = true;
    plays.push_back(
        makePlay({}, tally, QStringLiteral("2024-02-03 20:00:00"), {{dee, 99, true}, {ann, 1}}, kTally));
    plays.back().ignored = true;
    plays.push_back(makePlay({}, tally, QStringLiteral("2024-02-04 20:00:00"), {{ann, 5}, {bob, 6}}, kTally));
    plays.back().incomplete = true;
    for (const Play &p : plays) {
        const PlayLibrary::AddResult added = m_library.addPlay(p);
        QVERIFY2(added.ok(), qPrintable(added.error));
    }
    m_snapshot = m_library.snapshot();
    QCOMPARE(m_snapshot.plays.size(), size_t(8));
    m_tally = m_snapshot.gameIndexOfModule(kTally);
    QVERIFY(m_tally >= 0);
    QCOMPARE(m_snapshot.games[size_t(m_tally)].categories.size(), size_t(3));
}

void TestLibraryStats::filters_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<int>("plays");
    QTest::newRow("everything but the ignored play") << "all" << 7;
    QTest::newRow("game Tally (P1–P4, P8)") << "game" << 5;
    QTest::newRow("player 陳小明 (P1, P2, P4, P6)") << "chen" << 4;
    QTest::newRow("players Ann and Dee (P6: P7 is ignored)") << "ann+dee" << 1;
    QTest::newRow("period 10 January – 1 February (P3, P4, P5)") << "period" << 3;
    QTest::newRow("two players (P3, P5, P8)") << "count" << 3;
    QTest::newRow("at the café (P3)") << "location" << 1;
}

void TestLibraryStats::filters()
{
    QFETCH(QString, what);
    QFETCH(int, plays);
    PlayFilter filter;
    if (what == QLatin1String("game"))
        filter.game = m_tally;
    else if (what == QLatin1String("chen"))
        filter.players = {player(QStringLiteral("陳小明"))};
    else if (what == QLatin1String("ann+dee"))
        filter.players = {player(QStringLiteral("Ann")), player(QStringLiteral("Dee"))};
    else if (what == QLatin1String("period"))
        filter.from = QDate(2024, 1, 10), filter.to = QDate(2024, 2, 1);
    else if (what == QLatin1String("count"))
        filter.playerCount = 2;
    else if (what == QLatin1String("location"))
        for (size_t i = 0; i < m_snapshot.locations.size(); ++i)
            if (m_snapshot.locations[i].name == QStringLiteral("Café"))
                filter.location = int(i);
    QCOMPARE(int(filterPlays(m_snapshot, filter).size()), plays);
}

void TestLibraryStats::playsWinsAndSharedWins()
{
    const std::vector<PlayerSummary> summaries = playerSummaries(m_snapshot, all());
    QCOMPARE(summaries.size(), size_t(4));
    const auto of = [&](const char *name) {
        for (const PlayerSummary &s : summaries)
            if (s.player == player(QString::fromUtf8(name)))
                return s;
        return PlayerSummary{};
    };
    // Ann: P1 W, P2 W (shared), P3 L, P4 L — 2 of 4; the team play and the co-operative play on their own.
    const PlayerSummary ann = of("Ann");
    QCOMPARE(ann.plays, 7); // P1–P6 and P8
    QCOMPARE(ann.competitive.wins, 2);
    QCOMPARE(ann.competitive.plays, 4);
    QCOMPARE(ann.sharedWins, 1);
    QCOMPARE(ann.team.wins, 1);
    QCOMPARE(ann.team.plays, 1);
    QCOMPARE(ann.coop.wins, 1);
    QCOMPARE(ann.coop.plays, 1);
    QCOMPARE(ann.best, std::optional<double>(22));
    QCOMPARE(*ann.average, 17.75); // (20 + 18 + 11 + 22) / 4; P8 is incomplete
    QCOMPARE(*ann.median, 19.0);   // 11 18 | 20 22
    QCOMPARE(ann.longestStreak, 2);
    QCOMPARE(ann.currentStreak, 0);
    // Bob: P1 L, P2 W (shared), P3 W, P4 L.
    const PlayerSummary bob = of("Bob");
    QCOMPARE(bob.competitive.wins, 2);
    QCOMPARE(bob.sharedWins, 1);
    QCOMPARE(bob.team.wins, 0);
    QCOMPARE(*bob.average, 19.75); // (15 + 18 + 25 + 21) / 4
    QCOMPARE(*bob.median, 19.5);   // 15 18 | 21 25
    QCOMPARE(bob.best, std::optional<double>(25));
    QCOMPARE(bob.longestStreak, 2);
    // 陳小明: P1 L, P2 L, P4 W — 1 of 3, and on a streak of 1.
    const PlayerSummary chen = of("陳小明");
    QCOMPARE(chen.plays, 4);
    QCOMPARE(chen.competitive.wins, 1);
    QCOMPARE(chen.competitive.plays, 3);
    QCOMPARE(chen.currentStreak, 1);
    QCOMPARE(*chen.median, 12.0);
    QVERIFY(qAbs(*chen.average - 52.0 / 3) < 1e-9);
    // Dee: the team play only (P7 is ignored).
    const PlayerSummary dee = of("Dee");
    QCOMPARE(dee.plays, 1);
    QCOMPARE(dee.competitive.plays, 0);
    QCOMPARE(dee.team.plays, 1);
    QCOMPARE(dee.best, std::optional<double>());
}

void TestLibraryStats::scoresPerGameAndPlayerCount()
{
    const std::vector<ScoreSummary> summaries = scoreSummaries(m_snapshot, all());
    QCOMPARE(summaries.size(), size_t(2)); // Tally with 2 and with 3; the games without points have none
    const ScoreSummary &two = summaries[0].playerCount == 2 ? summaries[0] : summaries[1];
    const ScoreSummary &three = summaries[0].playerCount == 3 ? summaries[0] : summaries[1];
    // 3 players, P1 P2 P4: 10 12 15 18 18 20 21 22 30
    QCOMPARE(three.plays, 3);
    QCOMPARE(three.samples, 9);
    QCOMPARE(three.best, 30.0);
    QVERIFY(qAbs(three.average - 166.0 / 9) < 1e-9);
    QCOMPARE(three.median, 18.0);
    // 2 players, P3 (P8 is incomplete): 11 25
    QCOMPARE(two.plays, 1);
    QCOMPARE(two.best, 25.0);
    QCOMPARE(two.average, 18.0);
    QCOMPARE(two.median, 18.0);
}

void TestLibraryStats::headToHead()
{
    const std::vector<HeadToHead> pairs = library::headToHead(m_snapshot, all());
    const auto pair = [&](const char *a, const char *b) {
        const int x = player(QString::fromUtf8(a)), y = player(QString::fromUtf8(b));
        for (const HeadToHead &h : pairs)
            if (h.first == std::min(x, y) && h.second == std::max(x, y))
                return h.first == x ? std::array<int, 4>{h.plays, h.firstAbove, h.secondAbove, h.level}
                                    : std::array<int, 4>{h.plays, h.secondAbove, h.firstAbove, h.level};
        return std::array<int, 4>{0, 0, 0, 0};
    };
    // Ann–Bob: P1 Ann (rank), P2 level (shared first), P3 Bob (score), P4 Ann (rank), P6 Ann (her team won).
    QCOMPARE(pair("Ann", "Bob"), (std::array<int, 4>{5, 3, 1, 1}));
    // Ann–陳小明: P1 Ann, P2 Ann, P4 陳小明; P6 teammates.
    QCOMPARE(pair("Ann", "陳小明"), (std::array<int, 4>{3, 2, 1, 0}));
    QCOMPARE(pair("Bob", "陳小明"), (std::array<int, 4>{4, 2, 2, 0}));
    QCOMPARE(pair("Bob", "Dee"), (std::array<int, 4>{0, 0, 0, 0})); // teammates only
    QCOMPARE(pair("陳小明", "Dee"), (std::array<int, 4>{1, 1, 0, 0}));
    const std::vector<Rival> rivals = rivalsOf(pairs, player(QStringLiteral("Ann")));
    QCOMPARE(rivals.front().opponent, player(QStringLiteral("Bob"))); // the most plays together
    QCOMPARE(rivals.front().above, 3);
    QCOMPARE(rivals.front().below, 1);
}

void TestLibraryStats::categoryAverages()
{
    PlayFilter filter;
    filter.game = m_tally;
    const std::vector<CategoryAverage> averages =
        library::categoryAverages(m_snapshot, filterPlays(m_snapshot, filter), m_tally);
    const auto average = [&](const char *name, const char *category) {
        const auto &categories = m_snapshot.games[size_t(m_tally)].categories;
        for (const CategoryAverage &a : averages)
            if (a.player == player(QString::fromUtf8(name)) &&
                categories[size_t(a.category)].key == QLatin1String(category))
                return std::pair<double, int>{a.average, a.samples};
        return std::pair<double, int>{-1, 0};
    };
    QCOMPARE(average("Ann", "gold"), (std::pair<double, int>{11.25, 4}));    // (12 + 8 + 11 + 14) / 4
    QCOMPARE(average("Ann", "bonus"), (std::pair<double, int>{3.25, 4}));    // (5 + 5 + 0 + 3) / 4
    QCOMPARE(average("Bob", "gold"), (std::pair<double, int>{15.25, 4}));    // (10 + 15 + 20 + 16) / 4
    QCOMPARE(average("Bob", "rounds"), (std::pair<double, int>{3.25, 4}));   // (5 + 3 + 0 + 5) / 4
    QCOMPARE(average("陳小明", "rounds"), (std::pair<double, int>{6.0, 3})); // (3 + 0 + 15) / 3
    QCOMPARE(average("Dee", "gold").second, 0);                              // only in the ignored play
}

void TestLibraryStats::categoryTrendAgainstTheGroupsBand()
{
    PlayFilter filter;
    filter.game = m_tally;
    int gold = -1;
    const auto &categories = m_snapshot.games[size_t(m_tally)].categories;
    for (size_t c = 0; c < categories.size(); ++c)
        if (categories[c].key == QLatin1String("gold"))
            gold = int(c);
    const CategoryTrend trend = categoryTrend(m_snapshot, filterPlays(m_snapshot, filter), m_tally, gold,
                                              player(QStringLiteral("Ann")));
    // Everyone's gold in P1–P4: 4 8 9 10 10 11 12 14 15 16 20.
    QCOMPARE(trend.samples, 11);
    QCOMPARE(trend.median, 11.0);
    QCOMPARE(trend.lower, 9.5);  // a quarter of the way: between 9 and 10
    QCOMPARE(trend.upper, 14.5); // three quarters: between 14 and 15
    QCOMPARE(trend.points.size(), size_t(4));
    QCOMPARE(trend.points[0].points, 12);
    QCOMPARE(trend.points[1].points, 8);
    QCOMPARE(trend.points[2].points, 11);
    QCOMPARE(trend.points[3].points, 14);
    QCOMPARE(trend.points[3].date, QDate(2024, 1, 22));
}

void TestLibraryStats::whyTheWinnerWon()
{
    // P4: 陳小明 30 beat Ann 22 by 8; leads: gold −4, bonus 2, rounds 10 — only the rounds exceed 8.
    const std::optional<WhyWon> p4 = whyWon(m_snapshot, playOn(QDate(2024, 1, 22)));
    QVERIFY(p4);
    QCOMPARE(m_snapshot.players[size_t(m_snapshot.results[size_t(p4->winner)].player)].name,
             QStringLiteral("陳小明"));
    QCOMPARE(m_snapshot.players[size_t(m_snapshot.results[size_t(p4->runnerUp)].player)].name,
             QStringLiteral("Ann"));
    QCOMPARE(p4->margin, 8.0);
    QCOMPARE(p4->deciding.size(), size_t(1));
    QCOMPARE(m_snapshot.games[size_t(m_tally)].categories[size_t(p4->deciding[0].category)].key,
             QStringLiteral("rounds"));
    QCOMPARE(p4->deciding[0].lead, 10.0);
    // P1: Ann 20 beat Bob 15 by 5; leads gold 2, bonus 5, rounds −2: no single category decided it.
    const std::optional<WhyWon> p1 = whyWon(m_snapshot, playOn(QDate(2024, 1, 1)));
    QVERIFY(p1);
    QCOMPARE(p1->margin, 5.0);
    QVERIFY(p1->deciding.empty());
    // P2 was won by two: no single winner to explain.
    QVERIFY(!whyWon(m_snapshot, playOn(QDate(2024, 1, 8))));
}

// "Why X won" worked out by hand, on plays of their own (Mine: highest wins, medals break a tie and do not
// count; Golf: lowest wins). A category one of the two has no points in counts as 0 for them.
//
//   W1 Mine  Ann 30 (ore 20, gems 10) W | Bob 26 (ore 12, gems 19, penalty −5)   margin 4: ore +8, penalty +5
//   W2 Mine  Ann 25 (ore 15, gems 10, medals 3) W rank 1 | Bob 25 (ore 10, gems 15, medals 1) rank 2
//            a tie broken by medals: margin 0; medals +2 (the tie-break), ore +5
//   W3 Mine  Ann 20 W | Bob 20 W | Cy 15: a shared win, nobody won alone
//   W4 Golf  Ann 30 (holes 32, bonus −2) W | Bob 35 (holes 27, penalty 8)       margin 5: penalty +8 only
void TestLibraryStats::whyTheWinnerWonByHand_data()
{
    QTest::addColumn<QDate>("date");
    QTest::addColumn<bool>("explained");
    QTest::addColumn<QString>("winner");
    QTest::addColumn<QString>("runnerUp");
    QTest::addColumn<double>("margin");
    QTest::addColumn<QStringList>("deciding"); // key:lead, "(tie-break)" after a tie-break

    if (!m_whyLibrary.isOpen()) {
        QCOMPARE(m_whyLibrary.open(m_dir.filePath(QStringLiteral("why.sqlite"))), QString());
        const QString ann = QStringLiteral("Ann"), bob = QStringLiteral("Bob"), cy = QStringLiteral("Cy"),
                      mine = QStringLiteral("Mine"), golf = QStringLiteral("Golf");
        const auto pts = [](std::initializer_list<std::pair<const char *, int>> list) {
            std::vector<std::pair<QString, int>> out;
            for (const auto &[key, value] : list)
                out.emplace_back(QString::fromLatin1(key), value);
            return out;
        };
        std::vector<Play> plays;
        plays.push_back(makePlay({}, mine, QStringLiteral("2025-01-01 20:00:00"),
                                 {{ann, 30, true, pts({{"ore", 20}, {"gems", 10}}), 1},
                                  {bob, 26, false, pts({{"ore", 12}, {"gems", 19}, {"penalty", -5}}), 2}}));
        plays.push_back(makePlay({}, mine, QStringLiteral("2025-01-02 20:00:00"),
                                 {{ann, 25, true, pts({{"ore", 15}, {"gems", 10}, {"medals", 3}}), 1},
                                  {bob, 25, false, pts({{"ore", 10}, {"gems", 15}, {"medals", 1}}), 2}}));
        for (PlayResult &r : plays.back().results)
            r.categories.back().counts = false;
        plays.push_back(makePlay({}, mine, QStringLiteral("2025-01-03 20:00:00"),
                                 {{ann, 20, true, pts({{"ore", 20}}), 1},
                                  {bob, 20, true, pts({{"ore", 20}}), 1},
                                  {cy, 15, false, pts({{"ore", 15}}), 3}}));
        plays.push_back(makePlay({}, golf, QStringLiteral("2025-01-04 20:00:00"),
                                 {{ann, 30, true, pts({{"holes", 32}, {"bonus", -2}}), 1},
                                  {bob, 35, false, pts({{"holes", 27}, {"penalty", 8}}), 2}}));
        plays.back().game.highestWins = false;
        for (const Play &p : plays) {
            const PlayLibrary::AddResult added = m_whyLibrary.addPlay(p);
            QVERIFY2(added.ok(), qPrintable(added.error));
        }
        m_why = m_whyLibrary.snapshot();
    }

    const QString ann = QStringLiteral("Ann"), bob = QStringLiteral("Bob");
    QTest::newRow("a lead in a category the runner-up lost points in")
        << QDate(2025, 1, 1) << true << ann << bob << 4.0
        << QStringList{QStringLiteral("ore:8"), QStringLiteral("penalty:5")};
    QTest::newRow("a tie broken by a tie-break")
        << QDate(2025, 1, 2) << true << ann << bob << 0.0
        << QStringList{QStringLiteral("medals:2 (tie-break)"), QStringLiteral("ore:5")};
    QTest::newRow("a shared win") << QDate(2025, 1, 3) << false << QString() << QString() << 0.0
                                  << QStringList();
    QTest::newRow("lowest wins, a penalty only the runner-up has")
        << QDate(2025, 1, 4) << true << ann << bob << 5.0 << QStringList{QStringLiteral("penalty:8")};
}

void TestLibraryStats::whyTheWinnerWonByHand()
{
    QFETCH(QDate, date);
    QFETCH(bool, explained);
    QFETCH(QString, winner);
    QFETCH(QString, runnerUp);
    QFETCH(double, margin);
    QFETCH(QStringList, deciding);

    int play = -1;
    for (size_t i = 0; i < m_why.plays.size(); ++i)
        if (m_why.plays[i].date == date)
            play = int(i);
    QVERIFY(play >= 0);
    const std::optional<WhyWon> why = whyWon(m_why, play);
    QCOMPARE(bool(why), explained);
    if (!why)
        return;
    const auto nameOf = [this](int result) {
        return m_why.players[size_t(m_why.results[size_t(result)].player)].name;
    };
    QCOMPARE(nameOf(why->winner), winner);
    QCOMPARE(nameOf(why->runnerUp), runnerUp);
    QCOMPARE(why->margin, margin);
    const SnapshotGame &game = m_why.games[size_t(m_why.plays[size_t(play)].game)];
    QStringList found;
    for (const DecidingCategory &d : why->deciding)
        found << QStringLiteral("%1:%2%3").arg(game.categories[size_t(d.category)].key,
                                               QString::number(d.lead),
                                               d.tieBreak ? QStringLiteral(" (tie-break)") : QString());
    QCOMPARE(found, deciding);
}

void TestLibraryStats::seatAndStartPlayer()
{
    const std::vector<SeatEffect> seats = seatEffects(m_snapshot, all());
    QCOMPARE(seats.size(), size_t(3));
    // Seat 1: Ann W 20, 陳小明 12, Bob W 25, 陳小明 W 30.
    QCOMPARE(seats[0].seat, 1);
    QCOMPARE(seats[0].wins.wins, 3);
    QCOMPARE(seats[0].wins.plays, 4);
    QCOMPARE(seats[0].average, 21.75);
    // Seat 2: Bob 15, Ann W 18, Ann 11, Ann 22.
    QCOMPARE(seats[1].wins.wins, 1);
    QCOMPARE(seats[1].wins.plays, 4);
    QCOMPARE(seats[1].average, 16.5);
    // Seat 3: 陳小明 10, Bob W 18, Bob 21.
    QCOMPARE(seats[2].wins.wins, 1);
    QCOMPARE(seats[2].samples, 3);
    const StartEffect start = startEffect(m_snapshot, all());
    QCOMPARE(start.starting.wins, 3);
    QCOMPARE(start.starting.plays, 4);
    QCOMPARE(start.following.wins, 2); // Ann and Bob in P2
    QCOMPARE(start.following.plays, 7);
}

void TestLibraryStats::aPlayAgainstTheGroupsHistory()
{
    // P2 against the other three-player plays of Tally (P1, P4): 10 15 20 21 22 30.
    const int p2 = playOn(QDate(2024, 1, 8));
    const std::vector<ResultInHistory> history = playInHistory(m_snapshot, p2);
    QCOMPARE(history.size(), size_t(3));
    const auto of = [&](const char *name) {
        for (const ResultInHistory &h : history)
            if (m_snapshot.results[size_t(h.result)].player == player(QString::fromUtf8(name)))
                return h;
        return ResultInHistory{};
    };
    QCOMPARE(of("Ann").samples, 6);
    QVERIFY(qAbs(*of("Ann").percentile - 100.0 * 2 / 6) < 1e-9); // 18 beats 10 and 15
    QCOMPARE(of("Ann").personalBest, false);                     // she had 20 in P1
    QCOMPARE(of("Bob").personalBest, true);                      // 18 after 15
    QVERIFY(qAbs(*of("陳小明").percentile - 100.0 / 6) < 1e-9);  // 12 beats 10
    QCOMPARE(of("陳小明").personalBest, true);                   // 12 after 10
    QCOMPARE(of("陳小明").groupRecord, false);
    // P4's 30 is the group's record at three players.
    const std::vector<ResultInHistory> p4 = playInHistory(m_snapshot, playOn(QDate(2024, 1, 22)));
    QCOMPARE(p4[0].groupRecord, true);
    QCOMPARE(*p4[0].percentile, 100.0);
}

QTEST_GUILESS_MAIN(TestLibraryStats)
#include "tst_library_stats.moc"
