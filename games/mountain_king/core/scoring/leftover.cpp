#include "scoring/leftover.h"

#include <algorithm>

namespace hk {

int setsOfThree(const ResourceCounts &counts)
{
    int sets = 0;
    for (int n : counts)
        sets += std::max(0, n) / 3;
    return sets;
}

ResourceCounts applyTrades(ResourceCounts counts, const std::vector<Trade> &trades)
{
    for (const Trade &trade : trades) {
        for (int k = 0; k < kResourceKinds; ++k)
            counts[k] -= trade.give[k];
        ++at(counts, trade.get);
    }
    return counts;
}

// Why this search is exact (the tests check it against exhaustive search):
// - Write each count as 3q + m. Giving away only remainders m costs nothing; giving from a complete set
//   costs a point for at most three resources, and four resources buy one, which is worth at most one point:
//   breaking sets never gains (it can only tie), so only remainders are given.
// - Giving and receiving the same kind is never useful, so each kind with a remainder is either a donor
//   (its m resources go into trades) or a receiver. With donors D, there are floor(sum of m over D / 4)
//   trades to spend; a receiver with m = 2 completes a set for 1 resource, with m = 1 for 2, and any receiver
//   makes a further set for 3. Spending the cheapest first maximizes the sets.
// - There are at most 2^7 choices of D: all are tried.
LeftoverPlan optimizeLeftovers(const ResourceCounts &input)
{
    LeftoverPlan plan;
    for (int k = 0; k < kResourceKinds; ++k)
        plan.before[k] = std::max(0, input[k]);

    std::array<int, kResourceKinds> remainder{};
    int withRemainder = 0; // mask of kinds whose count is not a multiple of 3
    for (int k = 0; k < kResourceKinds; ++k) {
        remainder[k] = plan.before[k] % 3;
        if (remainder[k] != 0)
            withRemainder |= 1 << k;
    }
    constexpr int kAllKinds = (1 << kResourceKinds) - 1;

    struct Choice {
        int gain = 0;
        int trades = 0;
        int donors = 0;
        int ones = 0, twos = 0, threes = 0; // sets completed for 1, 2 and 3 resources each
    } best;

    // Enumerate the subsets of withRemainder (the empty one is "no trades", already in `best`).
    for (int donors = withRemainder; donors != 0; donors = (donors - 1) & withRemainder) {
        int given = 0, needOne = 0, needTwo = 0;
        for (int k = 0; k < kResourceKinds; ++k) {
            if (donors & (1 << k))
                given += remainder[k];
            else if (remainder[k] == 2)
                ++needOne;
            else if (remainder[k] == 1)
                ++needTwo;
        }
        int budget = given / 4;
        if (budget == 0)
            continue;
        Choice c;
        c.donors = donors;
        c.ones = std::min(needOne, budget);
        budget -= c.ones;
        c.twos = std::min(needTwo, budget / 2);
        budget -= 2 * c.twos;
        c.threes = donors == kAllKinds ? 0 : budget / 3;
        c.gain = c.ones + c.twos + c.threes;
        c.trades = c.ones + 2 * c.twos + 3 * c.threes;
        const bool better = c.gain > best.gain ||
                            (c.gain == best.gain && c.gain > 0 &&
                             (c.trades < best.trades || (c.trades == best.trades && c.donors < best.donors)));
        if (better)
            best = c;
    }

    // Resources to give, runes first, as many as the trades need.
    std::vector<Resource> pool;
    for (int k = kResourceKinds - 1; k >= 0; --k)
        if (best.donors & (1 << k))
            pool.insert(pool.end(), remainder[k], static_cast<Resource>(k));
    // Resources to receive: complete the sets that need one, then those that need two, then whole sets.
    std::vector<Resource> receive;
    int ones = best.ones, twos = best.twos;
    int firstReceiver = -1;
    for (int k = 0; k < kResourceKinds; ++k) {
        if (best.donors & (1 << k))
            continue;
        if (firstReceiver < 0)
            firstReceiver = k;
        if (remainder[k] == 2 && ones > 0) {
            receive.push_back(static_cast<Resource>(k));
            --ones;
        } else if (remainder[k] == 1 && twos > 0) {
            receive.insert(receive.end(), 2, static_cast<Resource>(k));
            --twos;
        }
    }
    if (best.threes > 0)
        receive.insert(receive.end(), 3 * best.threes, static_cast<Resource>(firstReceiver));

    for (int t = 0; t < best.trades; ++t) {
        Trade trade;
        for (int i = 0; i < 4; ++i)
            ++at(trade.give, pool[4 * t + i]);
        trade.get = receive[t];
        plan.trades.push_back(trade);
    }
    plan.after = applyTrades(plan.before, plan.trades);
    plan.setsWithoutTrades = setsOfThree(plan.before);
    plan.sets = setsOfThree(plan.after);
    return plan;
}

} // namespace hk
