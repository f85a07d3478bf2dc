#pragma once

// What a file is before SQLite opens it, read from its first 100 bytes (the SQLite header): nothing yet, a
// Hallkeeper library of some schema, another program's SQLite database, or not a database at all. Only the
// first two and the third while empty are opened: SQLite writes to a file as soon as it opens it, and a file
// that is not a library must never be changed.

#include <QString>

namespace hk::library {

struct LibraryFileCheck {
    QString problem{}; // translated, naming the file: why it is refused; empty: it may be opened
    bool exists = false;
    qint32 applicationId = 0;
    int userVersion = 0;
};

LibraryFileCheck checkLibraryFile(const QString &path);
// Why a library of a later schema than this program's is refused (said from its header, before SQLite opens
// it, and again from SQLite's own reading).
QString newerLibraryProblem(const QString &path, int version);

} // namespace hk::library
