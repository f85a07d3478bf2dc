// Randomized self-play: a random legal-move generator plays complete games on the Practice Mountain (3, 4, 5
// players and teams) and the invariants are checked after every action: no overlapping pieces, no two rivals'
// networks touching, no negative counts, the ledgers adding up to the holdings, every score equal to the sum
// of its breakdown, and save → load → replay giving the identical state.

#include "common/self_play.h"
#include "game/game_record.h"
#include "game/game_score.h"
#include "io/game_io.h"
#include "scoring/score_report.h"

#include <QTest>

#include <map>

using namespace hk;
using namespace hk::test;

namespace {

QString invariantProblem(const GameState &s, const Holdings &start, const std::vector<Ledger> &ledgers)
{
    const SpaceIndex index(s.board);
    const Board &board = s.board.board();
    // No overlapping pieces, nothing on the Heart, a workshop site or a gate.
    std::map<Square, int> tiles, halls;
    for (const PlacedTunnel &t : s.board.tunnels)
        for (const Square &sq : t.squares) {
            if (++tiles[sq] > 1)
                return QStringLiteral("two tiles on %1").arg(squareText(sq));
            if (!board.onBoard(sq) || board.isHeart(sq) || index.isWorkshopSite(sq) ||
                index.gateAt(sq) != SpaceIndex::kNone)
                return QStringLiteral("a tile on a forbidden square %1").arg(squareText(sq));
        }
    for (const PlacedHall &h : s.board.halls)
        for (const Square &sq : h.squares) {
            if (++halls[sq] > 1)
                return QStringLiteral("two halls on %1").arg(squareText(sq));
            if (!tiles.count(sq))
                return QStringLiteral("a hall off the tunnels at %1").arg(squareText(sq));
        }
    std::map<Square, int> statues;
    for (const StatueOnBoard &st : s.board.statues)
        if (++statues[st.square] > 1)
            return QStringLiteral("two statues resting on %1").arg(squareText(st.square));
    // Rivals' networks never touch: no square belongs to two players who are not teammates.
    for (int i = 0; i < int(board.grid.size()); ++i) {
        const unsigned mask = index.networkMask(board.squareAt(i));
        for (int a = 0; a < s.playerCount(); ++a)
            for (int b = a + 1; b < s.playerCount(); ++b)
                if ((mask & (1u << a)) && (mask & (1u << b)) && !s.board.teammates(a, b))
                    return QStringLiteral("the networks of %1 and %2 touch at %3")
                        .arg(s.players[a].name, s.players[b].name, squareText(board.squareAt(i)));
    }
    // No negative counts.
    for (const Storage &st : s.storages) {
        for (int n : st.resources)
            if (n < 0)
                return QStringLiteral("a negative resource count in storage");
        for (int n : st.pedestals)
            if (n < 0)
                return QStringLiteral("a negative pedestal count");
    }
    for (int n : s.market.deck)
        if (n < 0)
            return QStringLiteral("a negative deck");
    for (int n : s.pedestalBag())
        if (n < 0)
            return QStringLiteral("a negative pedestal bag");
    // The ledgers add up to what everyone holds.
    Holdings sum = start;
    for (const Ledger &l : ledgers) {
        for (size_t i = 0; i < l.storage.size(); ++i)
            for (int k = 0; k < kResourceKinds; ++k)
                sum.storage[i][k] += l.storage[i][k];
        for (size_t i = 0; i < l.pedestals.size(); ++i)
            for (int c = 0; c < 3; ++c)
                sum.pedestals[i][c] += l.pedestals[i][c];
        for (size_t i = 0; i < l.trolls.size(); ++i) {
            for (int k = 0; k < kResourceKinds; ++k)
                sum.trolls[i][k] += l.trolls[i][k];
            sum.honour[i] += l.honour[i];
        }
    }
    if (!(sum == holdings(s)))
        return QStringLiteral("the ledgers do not add up to the holdings");
    return {};
}

QString scoreProblem(const GameState &s)
{
    const GameScore score = scoreGame(s);
    for (const EntityScore &e : score.score.entities) {
        int sum = 0;
        for (ScoreCategory c : kAllScoreCategories)
            if (c != ScoreCategory::Total)
                sum += categoryPoints(e, c);
        if (sum != e.total)
            return QStringLiteral("the total of %1 is not the sum of its categories").arg(e.name);
    }
    for (const Problem &p : validateSheet(score.sheet))
        if (p.isError())
            return QStringLiteral("the score sheet of the game is invalid: %1 %2").arg(p.path, p.message);
    return {};
}

} // namespace

class TestSelfPlay : public QObject {
    Q_OBJECT
private slots:
    void randomGamesKeepEveryInvariant_data();
    void randomGamesKeepEveryInvariant();
};

void TestSelfPlay::randomGamesKeepEveryInvariant_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("teams");
    QTest::addColumn<int>("games");
    const int games = qEnvironmentVariableIntValue("HK_SELF_PLAY_GAMES") > 0
                          ? qEnvironmentVariableIntValue("HK_SELF_PLAY_GAMES")
                          : 50;
    QTest::newRow("2 players, autumn") << 2 << false << games;
    QTest::newRow("3 players, autumn") << 3 << false << games;
    QTest::newRow("5 players, winter") << 5 << false << games;
    QTest::newRow("4 players in teams, winter") << 4 << true << games;
}

void TestSelfPlay::randomGamesKeepEveryInvariant()
{
    QFETCH(int, players);
    QFETCH(bool, teams);
    QFETCH(int, games);
    int totalActions = 0;
    std::map<QString, int> kinds;
    for (int g = 0; g < games; ++g) {
        const quint32 seed = quint32(1000 * players + g + (teams ? 500 : 0));
        const GameSetup setup = practiceSetup(players, teams, seed);
        QVERIFY2(validateSetup(setup).ok(), qPrintable(describe(validateSetup(setup))));
        GameState state(setup);
        const Holdings start = holdings(state);
        RandomPlayer player(seed);
        std::vector<Action> log;
        std::vector<Ledger> ledgers;
        while (!state.over()) {
            QVERIFY2(log.size() < 4000, "a game that does not end");
            const Action a = player.next(state);
            const Verdict verdict = validate(state, a);
            if (!verdict.ok())
                QFAIL(qPrintable(QStringLiteral("game %1, action %2 (%3) refused: %4")
                                     .arg(g)
                                     .arg(log.size())
                                     .arg(actionText(state, a), describe(verdict))));
            const Holdings before = holdings(state);
            apply(state, a);
            ledgers.push_back(ledgerBetween(before, holdings(state)));
            log.push_back(a);
            ++kinds[actionKindId(a.body)];
            const QString problem = invariantProblem(state, start, ledgers);
            if (!problem.isEmpty())
                QFAIL(qPrintable(QStringLiteral("game %1, after action %2 (%3): %4")
                                     .arg(g)
                                     .arg(log.size() - 1)
                                     .arg(actionKindId(a.body), problem)));
        }
        totalActions += int(log.size());
        const QString score = scoreProblem(state);
        QVERIFY2(score.isEmpty(), qPrintable(score));
        // Save, load, replay: the identical state.
        const GameFile file{setup, log};
        if (g == 0 && qEnvironmentVariableIsSet("HK_SELF_PLAY_SAVE")) // a sample for people to look at
            writeGame(QStringLiteral("%1/self-play-%2%3.hkgame")
                          .arg(qEnvironmentVariable("HK_SELF_PLAY_SAVE"))
                          .arg(players)
                          .arg(teams ? QStringLiteral("-teams") : QString()),
                      file);
        const GameReadResult read = parseGame(gameToBytes(file));
        if (!read.game)
            QFAIL(qPrintable(QStringLiteral("game %1 does not load back: %2: %3")
                                 .arg(g)
                                 .arg(read.problems.front().path, read.problems.front().message)));
        QVERIFY(read.game->log == log);
        const GameRecord again(*read.game);
        QCOMPARE(again.firstIllegal(), -1);
        QVERIFY2(again.state() == state, "replaying the loaded game gives another state");
    }
    QStringList counts;
    for (const auto &[kind, n] : kinds)
        counts << QStringLiteral("%1 %2").arg(kind).arg(n);
    qInfo("%d games, %d actions: %s", games, totalActions, qPrintable(counts.join(QStringLiteral(", "))));
    // The generator must exercise every kind of action the table makes (corrections are the user's alone).
    for (const char *kind : {"spell", "workshop", "recruit", "dig", "hall", "move", "trade", "endTurn"})
        QVERIFY2(kinds[QLatin1String(kind)] > 0, kind);
}

QTEST_GUILESS_MAIN(TestSelfPlay)
#include "tst_self_play.moc"
