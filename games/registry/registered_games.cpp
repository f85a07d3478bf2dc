#include "registered_games.h"

#include "dwarf_module.h"
#include "dl_module.h"
#include "mountain_king_module.h"
#include "registry/game_registry.h"
#include "tmfi_module.h"

namespace hk::games {

void registerShippedGames()
{
    base::GameRegistry &registry = base::GameRegistry::instance();
    // One line per game (docs/architecture.md, "Adding a game").
    registry.add(mountainKingModule());
    registry.add(dwarf::dwarfModule());
    registry.add(tmfi::terraMysticaFireIceModule());
    registry.add(dungeonlords::dungeonLordsModule());
}

} // namespace hk::games
