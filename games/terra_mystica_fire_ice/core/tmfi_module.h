#pragma once

// Terra Mystica: Fire & Ice as a game module: its rules (tmfi_rules.h), its end-game score sheet
// (tmfi_sheet.h) and its scorer (tmfi_scoring.h), registered from the one list of games.

#include "registry/game_module.h"

namespace hk::tmfi {

base::GameModule terraMysticaFireIceModule();

} // namespace hk::tmfi
