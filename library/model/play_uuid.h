#pragma once

// A play's uuid written into the file it came from, so that the file is the same play wherever it is moved or
// copied. The uuid is inserted as text into the root object, right after its "game" (a score sheet) or else
// its "version" (a tracker) — where the games' writers put it —, with that member's indentation; every other
// byte of the file stays as it was.

#include <QByteArray>
#include <QString>

#include <optional>

namespace hk::library {

// `bytes` (a JSON object with a "game" or a "version" and no "uuid") with `uuid` added; none when the text is
// not such an object.
std::optional<QByteArray> withPlayUuid(const QByteArray &bytes, const QString &uuid);

// Writes `uuid` into `file`, read and written as every file of ours is (files/file_io.h: a regular file of a
// sane size, written atomically, never through a symbolic link): empty on success, else why not, naming the
// file.
QString writePlayUuid(const QString &file, const QString &uuid);

} // namespace hk::library
