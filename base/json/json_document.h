#pragma once

// JSON documents for any game: bytes read with full checks (syntax with its line and column, keys given
// twice, the document's "format" and "version"), and objects laid out for people to read and diff. The
// values inside are read by the declarative reader (json/json_reader.h). Reading the bytes of a file and
// writing them atomically is the caller's (the application's files layer).

#include "problems/problem.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

#include <optional>

namespace hk::base {

// A key (or any ASCII name) spelled in the source, as the QString a QJsonObject takes: the code is built with
// QT_NO_CAST_FROM_ASCII.
inline QString key(const char *name)
{
    return QString::fromLatin1(name);
}

// A short description of a value for "found …": 7, "gold", true, null, a list, an object.
QString describeJson(const QJsonValue &value);

// A JSON value from bytes: a UTF-8 byte order mark is skipped; an empty text, bad JSON (its line, column and
// reason) and a key given twice in one object (its path) are problems, and nothing is returned.
std::optional<QJsonValue> parseJson(const QByteArray &bytes, Problems &problems);

// A document: one object whose "format" is `format` and whose "version" is from 1 to `supportedVersion`.
std::optional<QJsonObject> parseJsonDocument(const QByteArray &bytes, const QString &format,
                                             int supportedVersion, Problems &problems);

// Pretty JSON ending with a newline: each object's keys in `keyOrder` first, then the others alphabetically;
// a list or object that fits in 100 columns on one line, else one member per line, indented by two spaces.
QByteArray layOutJson(const QJsonObject &object, const QStringList &keyOrder);

} // namespace hk::base
