#pragma once

// Whether a generic score sheet keeps to its game's schema: the player count, each player's name, each
// value's kind and range, choices known and unique where they must be, settings; then the game's own checks.
// Every problem carries the JSON path the file would give it, its place at the table (entity, field, item)
// and the rule it breaks. The same function serves the window (a mark on the field) and the command line.

#include "sheet/sheet_schema.h"

namespace hk::base {

Problems validateSheet(const SheetSchema &schema, const SheetValues &sheet);

// Complete: every required field of every player is entered, and every required setting has a value.
bool isSheetComplete(const SheetSchema &schema, const SheetValues &sheet);
// Nothing that scores is entered by anyone.
bool isSheetEmpty(const SheetSchema &schema, const SheetValues &sheet);

// The place at the table a sheet path names: "players[1].steel" (entity 1, field "steel"),
// "players[0].rounds[2]" (item 2), "settings.ties".
Location sheetLocation(const QString &path);

} // namespace hk::base
