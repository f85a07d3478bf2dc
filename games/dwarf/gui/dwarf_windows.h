#pragma once

// Dwarf's windows beside the score sheet every game has: the table tracker (*.hkdwarf), registered with the
// window factory so that any window opens it and File ▸ New Score Sheet offers a new one.

namespace hk::gui {

void registerDwarfWindows();

} // namespace hk::gui
