#pragma once

// Terse construction of score sheets for tests.

#include "scoring/score_sheet.h"

namespace hk::test {

inline SheetPlayer player(const QString &name)
{
    SheetPlayer p;
    p.name = name;
    return p;
}

inline ScoreSheet sheetOf(std::initializer_list<SheetPlayer> players)
{
    ScoreSheet sheet;
    sheet.players = players;
    return sheet;
}

// Resources in kind order: stone, iron, heartstone, coin, cart, hammer, rune.
inline ResourceCounts counts(int stone, int iron, int heartstone, int coin, int cart, int hammer, int rune)
{
    return {stone, iron, heartstone, coin, cart, hammer, rune};
}

inline SheetStatue statue(Clan clan, int layer, bool onOwnPedestal, const QString &tunnel = {})
{
    return SheetStatue{clan, layer, onOwnPedestal, tunnel};
}

} // namespace hk::test
