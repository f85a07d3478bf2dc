// SCORE-LEFTOVER and TRADE-4TO1: the leftover optimizer is exact, and its trades are real trades.

#include "common/sheet_builder.h"
#include "scoring/leftover.h"
#include "scoring/score_report.h"

#include <QRandomGenerator>
#include <QTest>

using namespace hk;
using hk::test::counts;

Q_DECLARE_METATYPE(hk::ResourceCounts)

namespace {

// Reference answer by exhaustive search over every final holding c'.
// A holding c' is reachable with 4:1 trades exactly when, with N the resources it has fewer of than c and
// P those it has more of, N >= 4P — up to keeping unneeded resources, which never lowers the sets:
// - each trade adds one resource, so P <= k trades; the total drops by 3 per trade, so N = P + 3k >= 4P;
// - conversely P trades, each giving 4 of the N surplus resources, reach c' plus some kept resources.
// So the optimum is the max over c' with N >= 4P of sum(c'_i / 3). The search runs over every c'_i in
// [0, c_i + T/4] (P <= N/4 <= T/4), keeping per partial holding the balance N - 4P and the best sets.
int exhaustiveBestSets(const ResourceCounts &c)
{
    const int totalCount = total(c);
    const int maxGain = totalCount / 4;
    const int offset = 4 * maxGain;
    const int states = offset + totalCount + 1;
    std::vector<int> best(states, -1), next(states);
    best[offset] = 0;
    for (int k = 0; k < kResourceKinds; ++k) {
        std::fill(next.begin(), next.end(), -1);
        for (int s = 0; s < states; ++s) {
            if (best[s] < 0)
                continue;
            for (int held = 0; held <= c[k] + maxGain; ++held) {
                const int balance = s + (held <= c[k] ? c[k] - held : -4 * (held - c[k]));
                if (balance < 0 || balance >= states)
                    continue;
                next[balance] = std::max(next[balance], best[s] + held / 3);
            }
        }
        std::swap(best, next);
    }
    int answer = 0;
    for (int s = offset; s < states; ++s)
        answer = std::max(answer, best[s]);
    return answer;
}

// Each trade gives exactly 4 resources the player holds at that moment and takes 1; the plan's numbers agree.
void verifyPlan(const ResourceCounts &c, const LeftoverPlan &plan)
{
    ResourceCounts held = c;
    for (const Trade &trade : plan.trades) {
        QCOMPARE(total(trade.give), 4);
        QCOMPARE(at(trade.give, trade.get), 0); // giving what you take back is never part of a best plan
        for (int k = 0; k < kResourceKinds; ++k) {
            QVERIFY(trade.give[k] >= 0);
            QVERIFY2(trade.give[k] <= held[k], "a trade gives a resource the player does not hold");
            held[k] -= trade.give[k];
        }
        ++at(held, trade.get);
    }
    QCOMPARE(held, plan.after);
    QCOMPARE(plan.before, c);
    QCOMPARE(plan.sets, setsOfThree(plan.after));
    QCOMPARE(plan.setsWithoutTrades, setsOfThree(c));
}

// The optimizer against the exhaustive search on one vector, its plan checked too. False (with a test failure
// already recorded) if they disagree.
bool agreesWithExhaustiveSearch(const ResourceCounts &c)
{
    const LeftoverPlan plan = optimizeLeftovers(c);
    const int expected = exhaustiveBestSets(c);
    if (plan.sets != expected) {
        QTest::qFail(qPrintable(QStringLiteral("%1: optimizer %2, exhaustive search %3")
                                    .arg(resourceCountsText(c))
                                    .arg(plan.sets)
                                    .arg(expected)),
                     __FILE__, __LINE__);
        return false;
    }
    verifyPlan(c, plan);
    return !QTest::currentTestFailed();
}

} // namespace

class TestScoreLeftover : public QObject {
    Q_OBJECT
private slots:
    void SCORE_LEFTOVER_data();
    void SCORE_LEFTOVER();
    void SCORE_LEFTOVER_rulebookExample();
    void TRADE_4TO1_exhaustiveSmallCounts();
    void TRADE_4TO1_randomBoxCounts();
    void TRADE_4TO1_referenceSearchIsSound_data();
    void TRADE_4TO1_referenceSearchIsSound();
};

void TestScoreLeftover::SCORE_LEFTOVER_data()
{
    QTest::addColumn<ResourceCounts>("resources");
    QTest::addColumn<int>("sets");
    QTest::addColumn<int>("trades");

    QTest::newRow("nothing") << counts(0, 0, 0, 0, 0, 0, 0) << 0 << 0;
    QTest::newRow("one set") << counts(3, 0, 0, 0, 0, 0, 0) << 1 << 0;
    QTest::newRow("sets of each kind") << counts(3, 3, 3, 3, 3, 3, 3) << 7 << 0;
    QTest::newRow("larger counts") << counts(7, 0, 0, 0, 6, 0, 0) << 4 << 0;
    QTest::newRow("four of a kind cannot be improved") << counts(4, 0, 0, 0, 0, 0, 0) << 1 << 0;
    QTest::newRow("four strays buy a third") << counts(0, 2, 1, 1, 1, 1, 0) << 1 << 1;
    QTest::newRow("too few to trade") << counts(0, 2, 1, 1, 0, 0, 0) << 0 << 0;
    QTest::newRow("four strays buy nothing useful") << counts(1, 1, 1, 1, 0, 0, 0) << 0 << 0;
    QTest::newRow("two pairs complete a third pair") << counts(2, 2, 2, 2, 0, 0, 0) << 1 << 1;
    QTest::newRow("four pairs complete two pairs") << counts(2, 2, 2, 2, 2, 2, 0) << 2 << 2;
    QTest::newRow("seven pairs") << counts(2, 2, 2, 2, 2, 2, 2) << 2 << 2;
    QTest::newRow("fewest trades preferred") << counts(1, 2, 2, 2, 2, 0, 0) << 1 << 1;
    QTest::newRow("two of four pairs feed a third") << counts(0, 0, 0, 2, 2, 2, 2) << 1 << 1;
    QTest::newRow("negative counts count as none") << counts(-5, 3, 0, 0, 0, 0, 0) << 1 << 0;
    QTest::newRow("box maximum") << counts(35, 35, 30, 35, 45, 20, 25) << 73 << 1;
    QTest::newRow("a pair is completed before a single") << counts(1, 0, 0, 2, 2, 2, 2) << 1 << 1;
}

void TestScoreLeftover::SCORE_LEFTOVER()
{
    QFETCH(ResourceCounts, resources);
    QFETCH(int, sets);
    QFETCH(int, trades);
    const LeftoverPlan plan = optimizeLeftovers(resources);
    QCOMPARE(plan.sets, sets);
    QCOMPARE(int(plan.trades.size()), trades);
    ResourceCounts clamped = resources;
    for (int &n : clamped)
        n = std::max(0, n);
    verifyPlan(clamped, plan);
    QCOMPARE(plan.sets, exhaustiveBestSets(clamped));
}

// Rulebook: carts and stone give 1 each; trading 1 rune + 1 hammer + 2 iron for a coin completes a third set.
void TestScoreLeftover::SCORE_LEFTOVER_rulebookExample()
{
    const ResourceCounts c = counts(3, 2, 0, 2, 3, 1, 1);
    const LeftoverPlan plan = optimizeLeftovers(c);
    QCOMPARE(plan.setsWithoutTrades, 2);
    QCOMPARE(plan.sets, 3);
    QCOMPARE(int(plan.trades.size()), 1);
    QCOMPARE(plan.trades.front().give, counts(0, 2, 0, 0, 0, 1, 1));
    QCOMPARE(plan.trades.front().get, Resource::Coin);
    QCOMPARE(tradeText(plan.trades.front()), QStringLiteral("rune, hammer, iron, iron → coin"));
    verifyPlan(c, plan);
}

void TestScoreLeftover::TRADE_4TO1_exhaustiveSmallCounts()
{
    // Every vector with each of the 7 kinds from 0 to 3: 4^7 = 16384 cases.
    int checked = 0;
    for (int code = 0; code < (1 << 14); ++code) {
        ResourceCounts c{};
        for (int k = 0; k < kResourceKinds; ++k)
            c[k] = (code >> (2 * k)) & 3;
        if (!agreesWithExhaustiveSearch(c))
            return;
        ++checked;
    }
    QCOMPARE(checked, 16384);
}

void TestScoreLeftover::TRADE_4TO1_randomBoxCounts()
{
    QRandomGenerator random(20261122); // fixed seed: a failure is reproducible
    for (int i = 0; i < 10000; ++i) {
        ResourceCounts c{};
        for (Resource r : kAllResources)
            at(c, r) = int(random.bounded(boxCount(r) + 1));
        if (!agreesWithExhaustiveSearch(c))
            return;
    }
}

// The reference itself must find improvements that need trades, or the comparisons above prove nothing.
void TestScoreLeftover::TRADE_4TO1_referenceSearchIsSound_data()
{
    QTest::addColumn<ResourceCounts>("resources");
    QTest::addColumn<int>("sets");
    QTest::newRow("no trade possible") << counts(2, 1, 0, 0, 0, 0, 0) << 0;
    QTest::newRow("one trade") << counts(3, 2, 0, 2, 3, 1, 1) << 3;
    QTest::newRow("two trades") << counts(2, 2, 2, 2, 2, 2, 2) << 2;
    QTest::newRow("pairs feed a pair") << counts(0, 0, 0, 2, 2, 2, 2) << 1;
}

void TestScoreLeftover::TRADE_4TO1_referenceSearchIsSound()
{
    QFETCH(ResourceCounts, resources);
    QFETCH(int, sets);
    QCOMPARE(exhaustiveBestSets(resources), sets);
}

QTEST_GUILESS_MAIN(TestScoreLeftover)
#include "tst_score_leftover.moc"
