#pragma once

// Exports of the results: PNG and PDF of the table, winner, trades and chart; CSV of the table.
// `problems` is how many problems the sheet or game holds (impossible input, actions the rules refuse without
// an override): when there are any, every export says at its top "Provisional: N problems", so that a result
// built on impossible data never looks clean.

#include "provisional_note.h"
#include "scoring/final_score.h"

#include <QImage>
#include <QString>

class QPainter;
class QRectF;

namespace hk::gui {

// Draws the results on any paint device. `unit` is the base font size in device pixels; returns the height
// used.
qreal paintResults(QPainter &painter, const QRectF &area, const SheetScore &score, const QString &title,
                   qreal unit, int problems = 0);

QImage resultsImage(const SheetScore &score, const QString &title, qreal devicePixelRatio = 2.0,
                    int problems = 0);
// Each returns an empty string on success, else the reason. Files are written atomically.
QString exportResultsPng(const QString &fileName, const SheetScore &score, const QString &title,
                         int problems = 0);
QString exportResultsPdf(const QString &fileName, const SheetScore &score, const QString &title,
                         int problems = 0);
QString exportResultsCsv(const QString &fileName, const SheetScore &score, int problems = 0);
QByteArray resultsCsv(const SheetScore &score, int problems = 0);
// One of the three by the file's suffix (.png, .pdf or .csv); an unknown suffix is an error.
QString exportResults(const QString &fileName, const SheetScore &score, const QString &title,
                      int problems = 0);

} // namespace hk::gui
