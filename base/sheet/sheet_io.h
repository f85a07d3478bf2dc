#pragma once

// The score sheet file (*.hkscore) of any game: {"format": "hallkeeper-score-sheet", "version": 1, "game":
// "dwarf", "settings": {…}, "players": [{"name": …, field: value…}]} (docs/formats.md). A file without "game"
// is Mountain King's, whose sheet has a format of its own; every other game's sheet is read and written here
// from its schema.

#include "problems/problem.h"
#include "sheet/sheet_schema.h"

#include <QByteArray>
#include <QJsonObject>

#include <optional>

namespace hk::base {

inline constexpr char kSheetFormat[] = "hallkeeper-score-sheet";
inline constexpr int kSheetVersion = 1;
inline constexpr char kSheetSuffix[] = "hkscore";
// The game of a sheet that names none: every sheet written before there were other games.
inline constexpr char kMountainKingId[] = "mountain-king";

// How strictly a sheet is read. Complete: every problem refuses it (the command line). Draft: read as long as
// its structure is sound, the rule problems coming with it to be shown and solved (the window).
enum class ReadMode { Complete, Draft };

struct SheetReadResult {
    std::optional<SheetValues> sheet;
    Problems problems; // every problem found, with its location
};

// The game a sheet's bytes name ("game", or Mountain King without it); none, with the problem, for bytes that
// are not a readable sheet document.
std::optional<QString> sheetGame(const QByteArray &bytes, Problems &problems);
// The same from its top-level object.
QString sheetGame(const QJsonObject &root);

// Reads a sheet of `schema`'s game: the document, its keys and value kinds, then validateSheet().
SheetReadResult readSheet(const QByteArray &bytes, const SheetSchema &schema,
                          ReadMode mode = ReadMode::Complete);

QJsonObject sheetToJson(const SheetSchema &schema, const SheetValues &sheet);
// The file's text: "format", "version", "game" first, then the settings and the players, fields in the
// schema's order.
QByteArray sheetToBytes(const SheetSchema &schema, const SheetValues &sheet);

} // namespace hk::base
