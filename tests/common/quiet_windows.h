#pragma once

// Every kind of document window registered as the app registers them, but quiet (no message boxes): for the
// programs and suites that open, autosave and recover documents without a user to answer.

#include "board_editor_window.h"
#include "catalog_editor_window.h"
#include "dl_tracker_io.h"
#include "dl_tracker_window.h"
#include "dwarf_table_panel.h"
#include "dwarf_tracker_io.h"
#include "dwarf_tracker_window.h"
#include "game/autosave.h"
#include "generic_sheet_window.h"
#include "registered_games.h"
#include "registry/game_registry.h"
#include "score_sheet_window.h"
#include "sheet/sheet_io.h"
#include "sheet_document.h"
#include "table_window.h"
#include "window_factory.h"

#include <QLineEdit>
#include <QTest>

namespace hk::test {

inline void registerQuietWindows()
{
    using namespace hk::gui;
    const auto quiet = [](DocumentWindow *w) {
        w->setInteractive(false);
        return w;
    };
    hk::games::registerShippedGames();
    WindowFactory::add({QStringLiteral("hkscore"), [=] { return quiet(new ScoreSheetWindow); },
                        &ScoreSheetWindow::leftoverText, false, QString::fromLatin1(base::kMountainKingId)});
    for (const base::GameModule *game : base::GameRegistry::instance().gamesWithSheets())
        WindowFactory::add({QStringLiteral("hkscore"), [=] { return quiet(new GenericSheetWindow(*game)); },
                            &GenericSheetWindow::leftoverText, false, game->id});
    WindowFactory::add({QStringLiteral("hkgame"),
                        [=] { return quiet(new TableWindow); },
                        &TableWindow::leftoverText,
                        true,
                        {},
                        {},
                        &GameAutosave::completeLeftover});
    WindowFactory::add({QStringLiteral("hkboard"), [=] { return quiet(new BoardEditorWindow); },
                        &BoardEditorWindow::leftoverText});
    WindowFactory::add({QStringLiteral("hkcatalog"), [=] { return quiet(new CatalogEditorWindow); },
                        &CatalogEditorWindow::leftoverText});
    WindowFactory::add({QString::fromLatin1(dwarf::kTrackerSuffix),
                        [=] { return quiet(new DwarfTrackerWindow); }, &DwarfTrackerWindow::leftoverText});
    WindowFactory::add({QString::fromLatin1(dungeonlords::kTrackerSuffix),
                        [=] { return quiet(new DungeonLordsTrackerWindow); },
                        &DungeonLordsTrackerWindow::leftoverText});
}

// Types `name` as the document's name, as a user does: a board's or a catalog's, a sheet's or a tracker's
// first player's (a sheet of a game and the Dungeon Lords tracker through the edit their fields make).
inline void typeName(hk::gui::DocumentWindow *window, const QString &name)
{
    using namespace hk::gui;
    if (auto *generic = qobject_cast<GenericSheetWindow *>(window)) {
        base::SheetValues sheet = generic->sheet();
        sheet.players.front().name = name;
        generic->edit(sheet, QStringLiteral("name 0"), QStringLiteral("name"));
        return;
    }
    if (auto *dungeon = qobject_cast<DungeonLordsTrackerWindow *>(window)) {
        dungeonlords::TrackerSetup setup = dungeon->document().setup;
        setup.players.front() = name;
        dungeon->changeSetup(setup);
        return;
    }
    if (auto *sheet = qobject_cast<ScoreSheetWindow *>(window)) {
        sheet->document()->editPlayer(
            0, [&](SheetPlayer &p) { p.name = name; }, [] { return QStringLiteral("name"); });
        return;
    }
    QLineEdit *edit = nullptr;
    if (auto *board = qobject_cast<BoardEditorWindow *>(window))
        edit = board->nameEdit();
    else if (auto *catalog = qobject_cast<CatalogEditorWindow *>(window))
        edit = catalog->nameEdit();
    else if (auto *dwarf = qobject_cast<DwarfTrackerWindow *>(window))
        edit = dwarf->tablePanel()->nameField(0);
    if (edit) {
        edit->selectAll();
        QTest::keyClicks(edit, name);
    }
}

// The name typeName() typed, as the window shows it now.
inline QString shownName(const hk::gui::DocumentWindow *window)
{
    using namespace hk::gui;
    if (auto *generic = qobject_cast<const GenericSheetWindow *>(window))
        return generic->sheet().players.front().name;
    if (auto *dungeon = qobject_cast<const DungeonLordsTrackerWindow *>(window))
        return dungeon->document().setup.players.value(0);
    if (auto *sheet = qobject_cast<const ScoreSheetWindow *>(window))
        return sheet->document()->sheet().players.front().name;
    if (auto *board = qobject_cast<const BoardEditorWindow *>(window))
        return board->nameEdit()->text();
    if (auto *catalog = qobject_cast<const CatalogEditorWindow *>(window))
        return catalog->nameEdit()->text();
    if (auto *dwarf = qobject_cast<const DwarfTrackerWindow *>(window))
        return dwarf->document().setup.players.value(0);
    return {};
}

} // namespace hk::test
