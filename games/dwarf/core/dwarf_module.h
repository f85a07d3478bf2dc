#pragma once

// Dwarf (矮人族) on the base: its rules, its score sheet and scorer, and its table tracker's file kind. One
// line registers it (games/registry/registered_games.cpp).

#include "registry/game_module.h"

namespace hk::dwarf {

base::GameModule dwarfModule();

} // namespace hk::dwarf
