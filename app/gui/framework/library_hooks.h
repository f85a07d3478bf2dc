#pragma once

// The play library as every document window reaches it, without the windows' libraries linking it: main.cpp
// installs what File ▸ Add to Library, File ▸ Play Library and File ▸ Back Up Library do (app/gui/library).
// Unset (a test of one window), the actions do nothing.

#include <QString>

#include <functional>

class QWidget;

namespace hk::gui {

struct LibraryHooks {
    // Adds the play of `file` (saved: a sheet, a game) to the library, or updates it: what happened, or
    // why nothing was (the window says which).
    struct Added {
        QString error{};
        QString done{};
        QString uuidWritten{}; // the play's uuid written into the file now (it had none), even on an error
    };
    std::function<Added(const QString &file)> addPlay;
    std::function<void(QWidget *parent)> openLibrary;
    std::function<void(QWidget *parent)> backUp;
};

LibraryHooks &libraryHooks();

} // namespace hk::gui
