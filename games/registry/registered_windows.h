#pragma once

// The shipped games' own windows beyond their score sheets (a tracker), registered with the application's
// window factory: one line per game that has any.

namespace hk::games {

// Registers every shipped game's own windows once (after registerShippedGames()).
void registerShippedWindows();

} // namespace hk::games
