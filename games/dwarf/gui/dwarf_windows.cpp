#include "dwarf_windows.h"

#include "dwarf_tracker_io.h"
#include "dwarf_tracker_window.h"
#include "window_factory.h"

#include <QCoreApplication>

namespace hk::gui {

void registerDwarfWindows()
{
    WindowFactory::add(
        {QString::fromLatin1(dwarf::kTrackerSuffix),
         [] { return new DwarfTrackerWindow; },
         &DwarfTrackerWindow::leftoverText,
         false, // recovered work comes back as it was (or as a new file), not on top of a changed file
         {},
         [] { return QCoreApplication::translate("Dwarf", "Dwarf: table tracker (solo and rounds)"); }});
}

} // namespace hk::gui
