#pragma once

// Terra Mystica's final scoring with Fire & Ice, from the values a table reads off the board: area scoring
// (TM-AREA), the four cult tracks (TM-CULT), the final-scoring tile (TMFI-001…007), the resources turned into
// VP at their best (TM-RESOURCES, TM-ALCHEMISTS), added to the VP track (TM-VP); totals and ranks
// (TM-WINNER). Every cell says how its points were found and which rules it applies.

#include "score/score_table.h"
#include "sheet/sheet_values.h"

#include <optional>
#include <vector>

namespace hk::tmfi {

// A player's place in one ranking (area, a cult track, the tile) and the points it takes: the players tied
// with it take the places from `place` to `place + tied - 1` and share the sum of their awards, rounded down
// (TMFI-003, TM-AREA, TM-CULT). A value of 0, or none, takes no place and scores nothing (TM-ZERO).
struct PlaceShare {
    int place = 0;           // 1 = first; 0: no place
    int tied = 0;            // players sharing these places, itself included
    std::vector<int> pool{}; // the awards of the places shared (0 beyond the awarded places)
    int points = 0;
    bool operator==(const PlaceShare &) const = default;
};

// `awards`: the points of the first, second… places (18, 12, 6; 8, 4, 2).
std::vector<PlaceShare> sharePlaces(const std::vector<std::optional<int>> &values,
                                    const std::vector<int> &awards);

// The best end-of-game conversion of a player's resources (TM-RESOURCES): `burn` tokens of bowl II burned
// (at most half of them, and only as many as gain a VP), every coin, worker, priest and power in bowl III
// then counted as a coin, `vp` = coins ÷ rate rounded down.
struct Conversion {
    int burn = 0;
    int maxBurn = 0;
    int coins = 0; // every resource as coins, the burned power included
    int rate = 3;  // coins per VP (Alchemists 2: TM-ALCHEMISTS)
    int vp = 0;
    int leftover = 0; // coins that score nothing
    bool operator==(const Conversion &) const = default;
};
Conversion bestConversion(int coins, int workers, int priests, int bowl2, int bowl3, int coinsPerVp);

// The final score of a sheet of the module's schema (tmfi_sheet.h): columns "vp", "area", "fire", "water",
// "earth", "air", "tile", "resources" (the play library keeps each category under its id), ranked.
base::ScoreTable scoreTmfi(const base::SheetValues &sheet);
// The name of a column of that table (its id: "fire"), translated; empty for another id.
QString tmfiCategoryName(const QString &categoryId);

} // namespace hk::tmfi
