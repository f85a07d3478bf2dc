#pragma once

// Dungeon Lords as a game module (registry/game_module.h): its rules, its final sheet and scorer, and its
// year tracker's file kind.

#include "registry/game_module.h"

namespace hk::dungeonlords {

base::GameModule dungeonLordsModule();

} // namespace hk::dungeonlords
