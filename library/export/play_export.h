#pragma once

// The library's plays written out: as a BG Stats backup (which BG Stats imports, and this program reads back
// unchanged), as a BoardGameGeek plays file (the XML of its API, for a group's own tools: uploading plays to
// BoardGameGeek needs a login this program does not hold), or as a CSV table of plays, one row per player of
// each play, for a spreadsheet.

#include "model/play.h"

#include <QByteArray>

#include <vector>

namespace hk::library {

enum class ExportFormat { BgStats, Bgg, Csv };

QByteArray bgStatsBytes(const std::vector<Play> &plays);
QByteArray bggPlaysBytes(const std::vector<Play> &plays);
QByteArray playsCsv(const std::vector<Play> &plays);
QByteArray exportBytes(ExportFormat format, const std::vector<Play> &plays);

// The format of a file name: .json (BG Stats), .xml (BoardGameGeek), .csv; none for another suffix.
std::optional<ExportFormat> exportFormatOf(const QString &fileName);
// "bgstats", "bgg", "csv" (the command line's --format).
std::optional<ExportFormat> exportFormatNamed(const QString &name);

// Writes `bytes` to `fileName` through the one atomic writer (files/file_io.h: the old file stays whole if
// anything fails; only a regular file or a new name); empty on success, else why not, naming the file.
QString writeExportFile(const QString &fileName, const QByteArray &bytes);

} // namespace hk::library
