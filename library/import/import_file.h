#pragma once

// The bytes of a file to import or to add: a regular file only (a FIFO, a device or a folder is refused at
// once, never waited on), and no larger than `limit`. Problems name no path: the caller says the file.

#include "import/import_batch.h"
#include "problems/problem.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace hk::library {

// A BG Stats backup of a group that has played for years is tens of megabytes: more than any file of this
// program, far less than what would exhaust memory.
inline constexpr qint64 kMaxImportBytes = 256LL * 1024 * 1024;

std::optional<QByteArray> readImportFile(const QString &path, base::Problems &problems,
                                         qint64 limit = kMaxImportBytes);

// A file to import, read by the importer of its format: a BG Stats backup (JSON: .json, .bgsplay, or text
// starting with "{") or a BoardGameGeek plays file (XML: .xml, or text starting with "<").
ImportRead readImport(const QString &path);

} // namespace hk::library
