#pragma once

// JSON files: reading a document with full checks (size, syntax with line and column, keys given twice,
// "format" and "version"), and writing one atomically in the project's layout. The values inside are read by
// the declarative reader of io/json_reader.h.

#include "model/problem.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>

namespace hk {

// How strictly a board or catalog file is read. Complete: a file to play with, every problem refuses it.
// Draft: a file being transcribed in an editor and saved half done: it is read as long as its structure is
// sound (the grid, the shapes, the types), and the problems of the model's validator come with it, to be
// shown and solved, never silently fixed. A game reads Complete only.
enum class ReadMode { Complete, Draft };

// A short description of a value for "found …": 7, "gold", true, null, a list, an object.
QString describeJson(const QJsonValue &value);

// Files larger than this are neither read nor written: no legitimate Hallkeeper file comes close (a game of
// 30,000 actions), and a writer never leaves a file its own reader would refuse.
inline constexpr qint64 kMaxFileBytes = 16 * 1024 * 1024;

// Any JSON value from bytes: a UTF-8 byte order mark is skipped; an empty text, bad JSON (with its line,
// column and reason) and a key given twice in one object (with its path: JSON readers silently keep the last
// one) are problems. Returns nothing, with problems recorded, if the bytes cannot be used.
std::optional<QJsonValue> parseJson(const QByteArray &bytes, Problems &problems);
// The same for a file, read whole (at most kMaxFileBytes).
std::optional<QJsonValue> readJson(const QString &fileName, Problems &problems);

// A document holding one JSON object of the given format, checking "format" and "version" (which must be at
// most `supportedVersion`).
std::optional<QJsonObject> readJsonDocument(const QString &fileName, const QString &format,
                                            int supportedVersion, Problems &problems);
// Same for bytes already in memory (tests, clipboard).
std::optional<QJsonObject> parseJsonDocument(const QByteArray &bytes, const QString &format,
                                             int supportedVersion, Problems &problems);

// Pretty JSON for files people read and diff: keys in `keyOrder` first, in that order (so "format" and
// "version" open the file), the rest alphabetically; a list or object that fits on one line stays on one
// line.
QByteArray formatJson(const QJsonObject &object, const QStringList &keyOrder);

// Writes `bytes` atomically with QSaveFile: the previous file stays intact if anything fails, and bytes
// beyond kMaxFileBytes are refused. Returns an empty string on success, else the reason.
QString writeFileAtomically(const QString &fileName, const QByteArray &bytes);

} // namespace hk
