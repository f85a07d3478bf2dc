#pragma once

// The windows of the shipped games beyond their score sheets (a tracker, a board), registered with the
// application's window factory: one line per game that has windows of its own.

namespace hk::games {

// Registers every shipped game's own windows once (after registerShippedGames()).
void registerShippedWindows();

} // namespace hk::games
