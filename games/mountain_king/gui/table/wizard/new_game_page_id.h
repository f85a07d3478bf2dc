#pragma once

// The pages of the new-game wizard, in the order of the rulebook's setup.

#include "game/setup.h"

namespace hk::gui {

// Page ids, in order; a moot page per seat.
enum NewGamePageId {
    kPlayersPage = 0,
    kBoardPage,
    kGatesPage,
    kStatuesPage,
    kSupplyPage,
    kMarketPage,
    kMootPage, // + seat index (0-4)
    kSummaryPage = kMootPage + 5,
};

// The page where a broken rule is fixed: Summary's "Go to the page".
int pageOfViolation(const Violation &violation, const GameSetup &setup);

} // namespace hk::gui
