#pragma once

// JSON files: reading a document with full checks (size, syntax with line and column, keys given twice,
// "format" and "version"), by the base's checks (json/json_document.h) with Mountain King's problems. Laying
// one out is io/json_writer.h; files/file_io.h writes it atomically. The values inside are read by the
// declarative reader of io/json_reader.h.

#include "io/file_io.h"
#include "io/json_writer.h"     // formatJson
#include "json/json_document.h" // describeJson

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
using base::describeJson;

// Any JSON value from bytes: a UTF-8 byte order mark is skipped; an empty text, bad JSON (with its line,
// column and reason) and a key given twice in one object (with its path: JSON readers silently keep the last
// one) are problems. Returns nothing, with problems recorded, if the bytes cannot be used.
std::optional<QJsonValue> parseJson(const QByteArray &bytes, Problems &problems);
// The same for a file, read once by readInputFile() (files/file_io.h: a regular file, at most kMaxFileBytes).
std::optional<QJsonValue> readJson(const QString &fileName, Problems &problems);

// A document holding one JSON object of the given format, checking "format" and "version" (which must be at
// most `supportedVersion`).
std::optional<QJsonObject> readJsonDocument(const QString &fileName, const QString &format,
                                            int supportedVersion, Problems &problems);
// Same for bytes already in memory (tests, clipboard).
std::optional<QJsonObject> parseJsonDocument(const QByteArray &bytes, const QString &format,
                                             int supportedVersion, Problems &problems);

// The "format" of the Hallkeeper document in `fileName` ("hallkeeper-game"), or an empty string if nothing is
// there or it is not one: what kind of file a writer would replace.
QString documentFormatOf(const QString &fileName);

} // namespace hk
