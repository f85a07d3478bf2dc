#pragma once

// Every kind of document window registered as the app registers them, but quiet (no message boxes): for the
// programs and suites that open, autosave and recover documents without a user to answer.

#include "board_editor_window.h"
#include "catalog_editor_window.h"
#include "score_sheet_window.h"
#include "sheet/sheet_io.h"
#include "table_window.h"
#include "window_factory.h"

namespace hk::test {

inline void registerQuietWindows()
{
    using namespace hk::gui;
    const auto quiet = [](DocumentWindow *w) {
        w->setInteractive(false);
        return w;
    };
    WindowFactory::add({QStringLiteral("hkscore"), [=] { return quiet(new ScoreSheetWindow); },
                        &ScoreSheetWindow::leftoverText, false, QString::fromLatin1(base::kMountainKingId)});
    WindowFactory::add(
        {QStringLiteral("hkgame"), [=] { return quiet(new TableWindow); }, &TableWindow::leftoverText, true});
    WindowFactory::add({QStringLiteral("hkboard"), [=] { return quiet(new BoardEditorWindow); },
                        &BoardEditorWindow::leftoverText});
    WindowFactory::add({QStringLiteral("hkcatalog"), [=] { return quiet(new CatalogEditorWindow); },
                        &CatalogEditorWindow::leftoverText});
}

} // namespace hk::test
