#pragma once

// Exports of the results: PNG and PDF of the table, winner, trades and chart; CSV of the table.

#include "scoring/final_score.h"

#include <QImage>
#include <QString>

class QPainter;
class QRectF;

namespace hk::gui {

// Draws the results on any paint device. `unit` is the base font size in device pixels; returns the height
// used.
qreal paintResults(QPainter &painter, const QRectF &area, const SheetScore &score, const QString &title,
                   qreal unit);

QImage resultsImage(const SheetScore &score, const QString &title, qreal devicePixelRatio = 2.0);
// Each returns an empty string on success, else the reason. Files are written atomically.
QString exportResultsPng(const QString &fileName, const SheetScore &score, const QString &title);
QString exportResultsPdf(const QString &fileName, const SheetScore &score, const QString &title);
QString exportResultsCsv(const QString &fileName, const SheetScore &score);
QByteArray resultsCsv(const SheetScore &score);
// One of the three by the file's suffix (.png, .pdf or .csv); an unknown suffix is an error.
QString exportResults(const QString &fileName, const SheetScore &score, const QString &title);

} // namespace hk::gui
