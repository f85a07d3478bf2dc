#pragma once

// SCORE-LEFTOVER with TRADE-4TO1: the most sets of three identical resources a player can hold at the end,
// allowing any number of 4:1 trades, and one list of trades that reaches it.

#include "model/resources.h"

#include <vector>

namespace hk {

struct Trade {
    ResourceCounts give{}; // four resources in all
    Resource get = Resource::Stone;
    bool operator==(const Trade &) const = default;
};

struct LeftoverPlan {
    ResourceCounts before{}; // what the player holds after moving everything to storage
    std::vector<Trade> trades;
    ResourceCounts after{}; // after the trades
    int setsWithoutTrades = 0;
    int sets = 0; // the points scored
};

// Sets of three identical resources in `counts` (negative counts count as none).
int setsOfThree(const ResourceCounts &counts);
// `counts` after `trades`, in order.
ResourceCounts applyTrades(ResourceCounts counts, const std::vector<Trade> &trades);

// Exact optimum (proved against exhaustive search in tests/core/tst_score_leftover.cpp). Among optimal plans
// it returns one with the fewest trades; among those, the one that gives away kinds earlier in resource order
// (minerals before coins, carts, hammers and runes), as in the rulebook's example.
LeftoverPlan optimizeLeftovers(const ResourceCounts &counts);

} // namespace hk
