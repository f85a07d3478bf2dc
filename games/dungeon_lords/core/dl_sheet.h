#pragma once

// Dungeon Lords' final sheet on the generic score sheet (sheet/sheet_schema.h): per player the damage tokens
// in the dead letter office, −3 points each (DL-007), carried in from the year tracker; and the points of
// the other categories, which the group types because the source gives none (DL-018) — labelled as checked
// by no rule. The total is their sum; equal totals share a place (the source names no tie-break).

#include "score/score_table.h"
#include "sheet/sheet_schema.h"

#include <memory>

namespace hk::dungeonlords {

inline constexpr int kDeadLetterPoints = -3;

std::shared_ptr<const base::SheetSchema> dungeonLordsSchema();
base::ScoreTable scoreDungeonLords(const base::SheetValues &sheet);
// The name of a column of that table (its id), translated; empty for another id.
QString dungeonLordsCategoryName(const QString &categoryId);

} // namespace hk::dungeonlords
