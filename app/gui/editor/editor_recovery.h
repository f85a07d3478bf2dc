#pragma once

// The editors' windows by kind of file, and the work a crash left in them offered back at start-up (the table
// mirror does the same for games: TableWindow::offerRecovery).

#include <QString>

class QWidget;

namespace hk::gui {

class EditorWindow;

// A new, hidden editor window for files of `suffix` ("hkboard", "hkcatalog"); null for other files.
EditorWindow *createEditorWindow(const QString &suffix);

// For each board or catalog autosave no running session holds: Recover (a window with the work, not saved),
// Discard, or Later.
void offerEditorRecovery(QWidget *parent);

} // namespace hk::gui
