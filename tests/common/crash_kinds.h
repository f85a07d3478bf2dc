#pragma once

// The kinds of document the recovery tests crash (tst_recovery and its crash_worker): each by a short name,
// with its file suffix, its game where games share the suffix, and the name typed into it as a user does
// (a sheet's or a tracker's first player, a board's or a catalog's own) read back from a file of it.

#include "dl_rules.h"
#include "dl_tracker_io.h"
#include "dwarf_rules.h"
#include "dwarf_tracker_io.h"
#include "io/board_io.h"
#include "io/catalog_io.h"
#include "io/file_io.h"
#include "io/score_sheet_io.h"
#include "registry/game_registry.h"
#include "sheet/sheet_io.h"
#include "tmfi_rules.h"

#include <QFile>
#include <QStringList>

namespace hk::test {

struct CrashKind {
    QString suffix;
    QString game; // of a score sheet; empty for the other kinds
};

// "game" and every kind whose name the crash worker types: Mountain King's sheet, the board, the catalog,
// the generic sheets of three games, the Dwarf and Dungeon Lords trackers.
inline QStringList crashKindNames()
{
    return {QStringLiteral("sheet"),    QStringLiteral("game"),        QStringLiteral("board"),
            QStringLiteral("catalog"),  QStringLiteral("dwarf-sheet"), QStringLiteral("tmfi-sheet"),
            QStringLiteral("dl-sheet"), QStringLiteral("dwarf"),       QStringLiteral("dungeon")};
}

inline CrashKind crashKind(const QString &name)
{
    if (name == QLatin1String("sheet"))
        return {QStringLiteral("hkscore"), QString::fromLatin1(base::kMountainKingId)};
    if (name == QLatin1String("dwarf-sheet"))
        return {QStringLiteral("hkscore"), QString::fromLatin1(dwarf::kGameId)};
    if (name == QLatin1String("tmfi-sheet"))
        return {QStringLiteral("hkscore"), QString::fromLatin1(tmfi::kGameId)};
    if (name == QLatin1String("dl-sheet"))
        return {QStringLiteral("hkscore"), QString::fromLatin1(dungeonlords::kGameId)};
    if (name == QLatin1String("dwarf"))
        return {QString::fromLatin1(dwarf::kTrackerSuffix), {}};
    if (name == QLatin1String("dungeon"))
        return {QString::fromLatin1(dungeonlords::kTrackerSuffix), {}};
    if (name == QLatin1String("game"))
        return {QStringLiteral("hkgame"), {}};
    return {name == QLatin1String("board") ? QStringLiteral("hkboard") : QStringLiteral("hkcatalog"), {}};
}

// Every suffix a crash may leave an autosave of.
inline QStringList crashSuffixes()
{
    QStringList suffixes;
    for (const QString &name : crashKindNames())
        if (!suffixes.contains(crashKind(name).suffix))
            suffixes << crashKind(name).suffix;
    return suffixes;
}

// The name typed into a document of `kind` (not a game) that `path` holds, or "unreadable".
inline QString typedNameIn(const QString &kind, const QString &path)
{
    const QString unreadable = QStringLiteral("unreadable");
    if (kind == QLatin1String("sheet")) {
        const ScoreSheetReadResult read = readScoreSheet(path, ReadMode::Draft);
        return read.sheet ? read.sheet->players.front().name : unreadable;
    }
    if (kind == QLatin1String("board")) {
        const BoardReadResult read = readBoard(path, ReadMode::Draft);
        return read.board ? read.board->name : unreadable;
    }
    if (kind == QLatin1String("catalog")) {
        const CatalogReadResult read = readCatalog(path, ReadMode::Draft);
        return read.catalog ? read.catalog->name : unreadable;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return unreadable;
    const QByteArray bytes = file.readAll();
    if (kind == QLatin1String("dwarf")) {
        const dwarf::TrackerReadResult read = dwarf::readTracker(bytes);
        return read.document ? read.document->setup.players.value(0) : unreadable;
    }
    if (kind == QLatin1String("dungeon")) {
        const dungeonlords::TrackerReadResult read = dungeonlords::readTracker(bytes);
        return read.document ? read.document->setup.players.value(0) : unreadable;
    }
    const base::GameModule *game = base::GameRegistry::instance().find(crashKind(kind).game);
    if (!game || !game->schema)
        return unreadable;
    const base::SheetReadResult read = base::readSheet(bytes, *game->schema, base::ReadMode::Draft);
    return read.sheet && read.sheet->gameId == game->id && !read.sheet->players.empty()
               ? read.sheet->players.front().name
               : unreadable;
}

} // namespace hk::test
