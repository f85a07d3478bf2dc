#include "registered_windows.h"

#include "dl_windows.h"
#include "dwarf_windows.h"
#include "tmfi_windows.h"

namespace hk::games {

void registerShippedWindows()
{
    static bool registered = false;
    if (registered)
        return;
    registered = true;
    // One line per game with windows of its own (docs/architecture.md, "Adding a game").
    gui::registerDwarfWindows();
    gui::registerDungeonLordsWindows();
    gui::registerTerraMysticaFireIceWindows();
}

} // namespace hk::games
