#pragma once

// Exports of any game's results from its ScoreTable: PNG and PDF (the table, how it was decided, the winner,
// the ties, the game's notes, the rulings and, where the categories add up to the total, the chart) and CSV
// (a row per player or team: each category, the total, the rank and each tie-break value; then how it was
// decided and the rulings: a table for a spreadsheet, without the notes).
// `problems` is how many problems the sheet or game holds (impossible input, actions the rules refuse without
// an override): when there are any, every export says at its top "Provisional: N problems", so that a result
// built on impossible data never looks clean. Files are written atomically.

#include "score/score_table.h"

#include <QByteArray>
#include <QImage>
#include <QString>

class QPainter;
class QRectF;

namespace hk::gui {

// Draws the results on any paint device; `unit` is the base font size in device pixels. Returns the height.
qreal paintScoreTable(QPainter &painter, const QRectF &area, const base::ScoreTable &table,
                      const QString &title, qreal unit, int problems = 0);
QImage scoreTableImage(const base::ScoreTable &table, const QString &title, int problems = 0);
QByteArray scoreTableCsv(const base::ScoreTable &table, int problems = 0);
// By the file's suffix: .png, .pdf or .csv. Empty on success, else the reason.
QString exportScoreTable(const QString &fileName, const base::ScoreTable &table, const QString &title,
                         int problems = 0);

} // namespace hk::gui
