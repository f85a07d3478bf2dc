#pragma once

// Exports of any game's results from its ScoreTable: PNG and PDF (the table, how it was decided, the
// winner, the ties, the rulings) and CSV (a row per player, a column per category, then those lines). With
// problems, each says "Provisional" at its top, as the Mountain King exports do. Files are written
// atomically.

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
