#pragma once

// The library's SQLite schema and its history. `PRAGMA user_version` is the schema's version; each migration
// takes a library from one version to the next, in a transaction of its own, after a backup (VACUUM INTO).
// A library of any earlier version opens (tst_library_db opens a file of each); one of a later version is
// refused, never changed. `PRAGMA application_id` marks the file as a Hallkeeper library: a SQLite file with
// another id (another program's) is refused, never written.

#include <QStringList>

namespace hk::library {

// "HkLb"
inline constexpr qint32 kApplicationId = 0x486B4C62;
// The schema this program writes.
inline constexpr int kSchemaVersion = 3;

// The statements taking a library from version `from` to `from + 1` (from 0: a new library).
QStringList migration(int from);

} // namespace hk::library
