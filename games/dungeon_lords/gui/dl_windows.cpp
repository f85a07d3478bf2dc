#include "dl_windows.h"

#include "dl_tracker_io.h"
#include "dl_tracker_window.h"
#include "window_factory.h"

namespace hk::gui {

void registerDungeonLordsWindows()
{
    WindowFactory::add({QString::fromLatin1(dungeonlords::kTrackerSuffix),
                        [] { return new DungeonLordsTrackerWindow; },
                        &DungeonLordsTrackerWindow::leftoverText});
}

} // namespace hk::gui
