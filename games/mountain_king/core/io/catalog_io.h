#pragma once

// The component catalog file (*.hkcatalog), documented in docs/formats.md.

#include "io/json_check.h"
#include "model/catalog.h"
#include "model/catalog_validation.h"

#include <optional>

namespace hk {

inline constexpr char kCatalogFormat[] = "hallkeeper-catalog";
inline constexpr int kCatalogVersion = 1;

struct CatalogReadResult {
    // Set only when there is no error (Complete), or none in the file's structure (Draft); placements
    // computed.
    std::optional<Catalog> catalog;
    Problems problems;
};

CatalogReadResult readCatalog(const QString &fileName, ReadMode mode = ReadMode::Complete);
CatalogReadResult parseCatalog(const QByteArray &bytes, ReadMode mode = ReadMode::Complete);
// A catalog object already parsed, as embedded in a game file; "format" and "version" may be absent.
CatalogReadResult readCatalogObject(const QJsonObject &object, Problems problems = {},
                                    ReadMode mode = ReadMode::Complete);
// The catalog shipped with Hallkeeper, embedded in the core library (resources/catalogs/default.hkcatalog).
CatalogReadResult readDefaultCatalog();
// A great hall's name as a score sheet holds it (typed, or written by another language's Hallkeeper), in the
// reader's language when it names a hall that comes with Hallkeeper: the shipped catalog's name of it in any
// of the four languages ("Treasure Hall" reads 聚寶大廳 in Traditional Chinese). Any other name as typed.
QString shippedHallName(const QString &name);

// A shape as a picture: "#" a square, "A" the anchor (tunnels) or altar (halls), "." nothing.
QStringList shapePicture(const Orientation &shape);

QJsonObject catalogToJson(const Catalog &catalog);
// The catalog as its file holds it, for either sink of io/json_writer.h (JsonTreeBuilder, JsonLayout); a
// game's copy goes without "format" and "version" (`header` false).
template <class Sink> void encodeCatalog(Sink &out, const Catalog &catalog, bool header);
QByteArray catalogToBytes(const Catalog &catalog);
QString writeCatalog(const QString &fileName, const Catalog &catalog);

} // namespace hk
