#pragma once

// The games this program ships, registered with the program's registry (registry/game_registry.h).

namespace hk::games {

// Registers every shipped game once (a second call changes nothing).
void registerShippedGames();

} // namespace hk::games
