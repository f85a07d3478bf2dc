#pragma once

// What File ▸ Add to Library, Play Library and Back Up Library do in every document window (the framework's
// LibraryHooks), on the app's library (db/play_library.h: in the user's data folder).

class QWidget;

namespace hk::gui {

class LibraryWindow;

void installLibraryHooks();
// The one Library window of the application, opened on the app's library (or raised).
LibraryWindow *showLibraryWindow();

} // namespace hk::gui
