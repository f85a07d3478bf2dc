#include "dl_money.h"

#include <algorithm>

namespace hk::dungeonlords {

int taxDue(int tiles)
{
    return tiles <= 0 ? 0 : (tiles + 1) / 2;
}

TaxResult payTax(int gold, int tiles, int conquered)
{
    TaxResult r;
    r.tiles = std::max(0, tiles) + std::max(0, conquered);
    r.due = taxDue(r.tiles);
    r.paid = std::clamp(gold, 0, r.due);
    r.deadLetters = r.due - r.paid;
    r.goldLeft = std::max(0, gold) - r.paid;
    return r;
}

PaydayResult payday(int food, int gold, const std::vector<Monster> &monsters,
                    const std::optional<std::vector<int>> &dismissed)
{
    PaydayResult r;
    r.foodLeft = std::max(0, food);
    r.goldLeft = std::max(0, gold);
    for (int i = 0; i < int(monsters.size()); ++i) {
        const Monster &m = monsters[size_t(i)];
        const bool letGo =
            dismissed && std::find(dismissed->begin(), dismissed->end(), i) != dismissed->end();
        const bool affordable = m.food <= r.foodLeft && m.gold <= r.goldLeft;
        if (letGo || (!dismissed && !affordable)) {
            r.left.push_back(i);
            continue;
        }
        if (!affordable) { // the player chose to pay it and cannot
            if (!r.unaffordable)
                r.unaffordable = i;
            r.left.push_back(i);
            continue;
        }
        r.paid.push_back(i);
        r.foodLeft -= m.food;
        r.goldLeft -= m.gold;
        r.food += m.food;
        r.gold += m.gold;
    }
    return r;
}

int roomProduction(int needed, int products, int imps, int year)
{
    if (needed <= 0 || products <= 0 || imps <= 0)
        return 0;
    return std::min(imps / needed, year >= 2 ? 2 : 1) * products;
}

TrapDraw trapDraw(int bought, int year)
{
    if (bought <= 0)
        return {};
    return {year >= 2 ? bought + 1 : bought, bought};
}

std::vector<int> adventurerOrder(const std::vector<int> &evil, int firstPlayer, std::optional<int> dummyEvil)
{
    const int n = int(evil.size());
    struct Seat {
        int seat;
        int evil;
        int turn; // -1: the dummy, nicer than any player on equal evil
    };
    std::vector<Seat> seats;
    for (int k = 0; k < n; ++k) {
        const int seat = (firstPlayer + k) % std::max(n, 1);
        seats.push_back({seat, evil[size_t(seat)], k});
    }
    if (dummyEvil)
        seats.push_back({-1, *dummyEvil, -1});
    std::stable_sort(seats.begin(), seats.end(), [](const Seat &a, const Seat &b) {
        return a.evil != b.evil ? a.evil < b.evil : a.turn < b.turn;
    });
    std::vector<int> order;
    for (const Seat &s : seats)
        order.push_back(s.seat);
    return order;
}

} // namespace hk::dungeonlords
