#pragma once

// Dungeon Lords' own window (the year tracker, *.hkdungeon), registered with the application's window
// factory.

namespace hk::gui {

void registerDungeonLordsWindows();

} // namespace hk::gui
