#pragma once

// Terra Mystica: Fire & Ice's window beside its score sheet: the table helpers (tmfi_helpers_window.h),
// registered with the window factory as a tool that every window's Table Helpers menu and the game's score
// sheet offer.

namespace hk::gui {

void registerTerraMysticaFireIceWindows();

} // namespace hk::gui
