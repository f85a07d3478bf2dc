#include "io/catalog_io.h"

#include "io/game_io.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

namespace hk {

namespace {

class CatalogText {
    Q_DECLARE_TR_FUNCTIONS(CatalogReader)
};

QString key(const char *k)
{
    return QString::fromLatin1(k);
}

std::optional<Orientation> readShape(JsonChecker &check, const QJsonValue &value, const QString &path,
                                     int *anchors)
{
    const auto rows = check.array(value, path);
    if (!rows)
        return std::nullopt;
    std::vector<Square> cells;
    std::optional<Square> anchor;
    *anchors = 0;
    qsizetype width = -1;
    bool ok = true;
    for (qsizetype r = 0; r < rows->size(); ++r) {
        const auto line = check.string(rows->at(r), indexPath(path, r));
        if (!line) {
            ok = false;
            continue;
        }
        if (width >= 0 && line->size() != width) {
            check.error(indexPath(path, r), CatalogText::tr("row %1 has %2 characters, the first row %3")
                                                .arg(r)
                                                .arg(line->size())
                                                .arg(width));
            ok = false;
        }
        width = line->size();
        for (qsizetype c = 0; c < line->size(); ++c) {
            const QChar ch = line->at(c);
            if (ch == QLatin1Char('#') || ch == QLatin1Char('A')) {
                cells.push_back({int(r), int(c)});
                if (ch == QLatin1Char('A')) {
                    anchor = Square{int(r), int(c)};
                    ++*anchors;
                }
            } else if (ch != QLatin1Char('.')) {
                check.error(indexPath(path, r),
                            CatalogText::tr("row %1, column %2: unknown character \"%3\"; expected \"#\" (a "
                                            "square), \"A\" (the anchor or altar) or \".\" (nothing)")
                                .arg(r)
                                .arg(c)
                                .arg(ch));
                ok = false;
            }
        }
    }
    if (!ok)
        return std::nullopt;
    if (cells.empty()) {
        check.error(path, CatalogText::tr("the shape has no square"));
        return std::nullopt;
    }
    if (!isConnected(cells)) {
        check.error(path, CatalogText::tr("the squares of the shape are not all joined by their edges"),
                    QStringLiteral("BRD-GRID"));
        return std::nullopt;
    }
    return normalized(cells, anchor);
}

template <class ReadItem>
void readList(JsonChecker &check, const QJsonObject &root, const char *name, ReadItem readItem)
{
    if (!check.require(root, key(name), {}))
        return;
    if (const auto list = check.array(root.value(key(name)), key(name)))
        for (qsizetype i = 0; i < list->size(); ++i)
            if (const auto o = check.object(list->at(i), indexPath(key(name), i)))
                readItem(*o, indexPath(key(name), i));
}

void readCommon(JsonChecker &check, const QJsonObject &o, const QString &path, QString &id, bool &verified)
{
    if (check.require(o, key("id"), path))
        if (auto s = check.string(o.value(key("id")), childPath(path, key("id"))))
            id = s->trimmed(); // an empty one is reported by validateCatalog
    if (o.contains(key("verified")))
        if (auto b = check.boolean(o.value(key("verified")), childPath(path, key("verified"))))
            verified = *b;
}

std::optional<int> readInt(JsonChecker &check, const QJsonObject &o, const char *name, const QString &path)
{
    if (!check.require(o, key(name), path))
        return std::nullopt;
    return check.integer(o.value(key(name)), childPath(path, key(name)));
}

} // namespace

CatalogReadResult readCatalogObject(const QJsonObject &root, Problems problems, ReadMode mode)
{
    JsonChecker check(problems);
    Catalog catalog;
    check.rejectUnknownKeys(root, {},
                            {key("format"), key("version"), key("name"), key("description"), key("tunnels"),
                             key("halls"), key("workshops"), key("trolls")});
    if (check.require(root, key("name"), {}))
        if (auto s = check.string(root.value(key("name")), key("name")))
            catalog.name = s->trimmed();
    if (root.contains(key("description")))
        if (auto s = check.string(root.value(key("description")), key("description")))
            catalog.description = *s;

    std::vector<int> tunnelAnchors, hallAltars;
    readList(check, root, "tunnels", [&](const QJsonObject &o, const QString &path) {
        check.rejectUnknownKeys(o, path, {key("id"), key("shape"), key("count"), key("verified")});
        TunnelShape t;
        readCommon(check, o, path, t.id, t.verified);
        int anchors = 0;
        if (check.require(o, key("shape"), path))
            if (auto shape = readShape(check, o.value(key("shape")), childPath(path, key("shape")), &anchors))
                t.shape = *shape;
        if (auto n = readInt(check, o, "count", path))
            t.count = *n;
        catalog.tunnels.push_back(t);
        tunnelAnchors.push_back(anchors);
    });
    readList(check, root, "halls", [&](const QJsonObject &o, const QString &path) {
        check.rejectUnknownKeys(
            o, path,
            {key("id"), key("name"), key("shape"), key("low"), key("high"), key("verified"), key("note")});
        HallDef h;
        readCommon(check, o, path, h.id, h.verified);
        if (check.require(o, key("name"), path))
            if (auto s = check.string(o.value(key("name")), childPath(path, key("name"))))
                h.name = s->trimmed();
        int altars = 0;
        if (check.require(o, key("shape"), path))
            if (auto shape = readShape(check, o.value(key("shape")), childPath(path, key("shape")), &altars))
                h.shape = *shape;
        if (auto n = readInt(check, o, "low", path))
            h.low = *n;
        if (auto n = readInt(check, o, "high", path))
            h.high = *n;
        if (o.contains(key("note")))
            if (auto s = check.string(o.value(key("note")), childPath(path, key("note"))))
                h.note = *s;
        catalog.halls.push_back(h);
        hallAltars.push_back(altars);
    });
    readList(check, root, "workshops", [&](const QJsonObject &o, const QString &path) {
        check.rejectUnknownKeys(o, path, {key("kind"), key("count")});
        WorkshopStock w;
        QStringList kinds;
        for (const WorkshopInfo &info : workshopInfos())
            kinds << QLatin1Char('"') + info.id + QLatin1Char('"');
        if (check.require(o, key("kind"), path))
            if (auto k = check.identifier<WorkshopKind>(o.value(key("kind")), childPath(path, key("kind")),
                                                        workshopFromId, kinds.join(QStringLiteral(", "))))
                w.kind = *k;
        if (auto n = readInt(check, o, "count", path))
            w.count = *n;
        catalog.workshops.push_back(w);
    });

    if (root.contains(key("trolls")))
        if (const auto list = check.array(root.value(key("trolls")), key("trolls")))
            for (qsizetype i = 0; i < list->size(); ++i)
                catalog.trolls.push_back(
                    readTrollCard(check, list->at(i), indexPath(key("trolls"), i),
                                  {key("id"), key("level"), key("clan"), key("icons"), key("startRow")}));

    // The anchor/altar counts are only visible in the picture: report them here, then the model checks. A
    // second mark has no place in the model (one anchor per shape): even a draft is refused, never read
    // with a mark dropped.
    if (!hasErrors(problems)) {
        for (size_t i = 0; i < catalog.tunnels.size(); ++i)
            if (tunnelAnchors[i] > 1)
                check.error(childPath(indexPath(key("tunnels"), qsizetype(i)), key("shape")),
                            CatalogText::tr("a tunnel tile has at most one anchor \"A\", found %1")
                                .arg(tunnelAnchors[i]),
                            QStringLiteral("PED-WHEN"));
        for (size_t i = 0; i < catalog.halls.size(); ++i)
            if (hallAltars[i] > 1)
                check.error(
                    childPath(indexPath(key("halls"), qsizetype(i)), key("shape")),
                    CatalogText::tr("a great hall has exactly one altar \"A\", found %1").arg(hallAltars[i]),
                    QStringLiteral("SCORE-HALL"));
    }
    const bool readable = !hasErrors(problems);
    if (readable) {
        for (size_t i = 0; i < catalog.halls.size(); ++i)
            if (hallAltars[i] == 0)
                check.error(
                    childPath(indexPath(key("halls"), qsizetype(i)), key("shape")),
                    CatalogText::tr("a great hall has exactly one altar \"A\", found %1").arg(hallAltars[i]),
                    QStringLiteral("SCORE-HALL"));
        for (const Problem &p : validateCatalog(catalog))
            problems.push_back(p);
    }
    CatalogReadResult result;
    if (!hasErrors(problems) || (readable && mode == ReadMode::Draft)) {
        catalog.computePlacements();
        result.catalog = std::move(catalog);
    }
    result.problems = std::move(problems);
    return result;
}

namespace {

// The orientation of a shape that sorts first: equal for two shapes that are the same tile turned or flipped.
Orientation canonical(const Orientation &shape)
{
    std::vector<Orientation> all = orientations(shape);
    return *std::min_element(all.begin(), all.end(), [](const Orientation &a, const Orientation &b) {
        return std::tie(a.cells, a.anchor) < std::tie(b.cells, b.anchor);
    });
}

// Identifiers are unique across tunnels, halls and troll cards: reports an entry's empty or taken one.
void claimIdentifier(JsonChecker &check, QSet<QString> &ids, const QString &id, const QString &entryPath)
{
    if (id.trimmed().isEmpty())
        check.error(childPath(entryPath, key("id")),
                    CatalogText::tr("expected an identifier, found an empty one"));
    else if (ids.contains(id))
        check.error(childPath(entryPath, key("id")),
                    CatalogText::tr("the identifier \"%1\" is already used").arg(id));
    ids.insert(id);
}

// The card library: each card once by its identifier, a clan for clan trolls only, a start
// row for starting trolls only, and no more cards of a level than the box holds (RULES.md §1).
void validateTrollLibrary(JsonChecker &check, const std::vector<TrollCard> &trolls, QSet<QString> &ids)
{
    std::array<int, 4> perLevel{};
    for (size_t i = 0; i < trolls.size(); ++i) {
        const TrollCard &t = trolls[i];
        const QString path = indexPath(key("trolls"), qsizetype(i));
        claimIdentifier(check, ids, t.name, path);
        if (t.level < 0 || t.level > 3) {
            check.error(
                childPath(path, key("level")),
                CatalogText::tr("expected a level from 0 (a starting troll) to 3, found %1").arg(t.level));
            continue;
        }
        ++perLevel[size_t(t.level)];
        if (t.level == 0 && t.clan)
            check.error(childPath(path, key("clan")),
                        CatalogText::tr("a starting troll (level 0) has no clan"),
                        QStringLiteral("SET-MOOT"));
        if (t.level > 0 && !t.clan)
            check.error(path,
                        CatalogText::tr("a level %1 troll belongs to a clan: give its \"clan\"").arg(t.level),
                        QStringLiteral("SET-MARKET"));
        if (t.level > 0 && total(t.startRow) != 0)
            check.error(childPath(path, key("startRow")),
                        CatalogText::tr("only starting trolls (level 0) have a start row"),
                        QStringLiteral("SET-MOOT"));
        if (t.icons.empty())
            check.error(childPath(path, key("icons")),
                        CatalogText::tr("expected at least one icon in the card's row, found none"),
                        QStringLiteral("MOOT-CHAIN"));
    }
    const int startingInBox = kStartingTrollsInBox;
    if (perLevel[0] > startingInBox)
        check.error(key("trolls"),
                    CatalogText::tr("the box holds %1 starting trolls, the library lists %2")
                        .arg(startingInBox)
                        .arg(perLevel[0]),
                    QStringLiteral("SET-MOOT"));
    for (int level = 1; level <= 3; ++level)
        if (perLevel[size_t(level)] > kClanTrollsPerLevel[size_t(level)])
            check.error(key("trolls"),
                        CatalogText::tr("the box holds %1 level %2 trolls, the library lists %3")
                            .arg(kClanTrollsPerLevel[size_t(level)])
                            .arg(level)
                            .arg(perLevel[size_t(level)]),
                        QStringLiteral("SET-MARKET"));
}

} // namespace

Problems validateCatalog(const Catalog &catalog)
{
    Problems problems;
    JsonChecker check(problems);
    if (catalog.name.isEmpty())
        check.error(key("name"), CatalogText::tr("expected a name for the catalog, found an empty one"));
    QSet<QString> ids;
    std::vector<std::pair<Orientation, QString>> seenShapes;
    int tiles = 0;
    for (size_t i = 0; i < catalog.tunnels.size(); ++i) {
        const TunnelShape &t = catalog.tunnels[i];
        const QString path = indexPath(key("tunnels"), qsizetype(i));
        claimIdentifier(check, ids, t.id, path);
        const int size = t.size();
        if (size < 2 || size > 5)
            check.error(childPath(path, key("shape")),
                        CatalogText::tr("a tunnel tile has 2 to 5 squares, found %1").arg(size),
                        QStringLiteral("DIG-COST"));
        else if (size == 5 && t.shape.anchor)
            check.error(childPath(path, key("shape")), CatalogText::tr("size-5 tunnel tiles have no anchor"),
                        QStringLiteral("PED-WHEN"));
        else if (size < 5 && !t.shape.anchor)
            check.error(childPath(path, key("shape")),
                        CatalogText::tr("tunnel tiles of 2 to 4 squares have an anchor: mark it \"A\""),
                        QStringLiteral("PED-WHEN"));
        if (t.count < 0 || t.count > kTunnelTilesInBox)
            check.error(childPath(path, key("count")),
                        CatalogText::tr("expected an integer from 0 to %1, found %2")
                            .arg(kTunnelTilesInBox)
                            .arg(t.count),
                        QStringLiteral("DIG-SUPPLY"));
        tiles += std::max(0, t.count);
        const Orientation c = canonical(t.shape);
        for (const auto &[other, otherPath] : seenShapes)
            if (other == c)
                check.error(childPath(path, key("shape")),
                            CatalogText::tr(
                                "the same tile as %1, turned or flipped; give it one entry with its count")
                                .arg(otherPath),
                            QStringLiteral("DIG-ORIENT"));
        seenShapes.emplace_back(c, path);
    }
    if (tiles != kTunnelTilesInBox)
        check.error(key("tunnels"),
                    CatalogText::tr("the box holds %1 tunnel tiles, but the counts add up to %2")
                        .arg(kTunnelTilesInBox)
                        .arg(tiles),
                    QStringLiteral("DIG-SUPPLY"));

    if (catalog.halls.size() != size_t(kHallsInBox))
        check.error(key("halls"),
                    CatalogText::tr("the box holds %1 great halls, found %2")
                        .arg(kHallsInBox)
                        .arg(catalog.halls.size()),
                    QStringLiteral("HALL-COVER"));
    for (size_t i = 0; i < catalog.halls.size(); ++i) {
        const HallDef &h = catalog.halls[i];
        const QString path = indexPath(key("halls"), qsizetype(i));
        claimIdentifier(check, ids, h.id, path);
        if (h.name.isEmpty())
            check.error(childPath(path, key("name")),
                        CatalogText::tr("expected a name for the hall, found an empty one"));
        if (h.shape.cells.size() < 2)
            check.error(childPath(path, key("shape")),
                        CatalogText::tr("a great hall covers at least 2 squares"),
                        QStringLiteral("HALL-COVER"));
        if (h.low < 0)
            check.error(childPath(path, key("low")),
                        CatalogText::tr("expected an integer ≥ 0, found %1").arg(h.low),
                        QStringLiteral("SCORE-HALL"));
        if (h.high < h.low)
            check.error(
                childPath(path, key("high")),
                CatalogText::tr("expected an integer ≥ the low value %1, found %2").arg(h.low).arg(h.high),
                QStringLiteral("SCORE-HALL"));
    }

    validateTrollLibrary(check, catalog.trolls, ids);

    QSet<int> kinds;
    for (size_t i = 0; i < catalog.workshops.size(); ++i) {
        const WorkshopStock &w = catalog.workshops[i];
        const QString path = indexPath(key("workshops"), qsizetype(i));
        if (kinds.contains(int(w.kind)))
            check.error(childPath(path, key("kind")),
                        CatalogText::tr("\"%1\" is already listed; give each kind once with its count")
                            .arg(workshopInfo(w.kind).id));
        kinds.insert(int(w.kind));
        if (w.count < 0 || w.count > kWorkshopTilesPerKind)
            check.error(childPath(path, key("count")),
                        CatalogText::tr("expected an integer from 0 to %1, found %2")
                            .arg(kWorkshopTilesPerKind)
                            .arg(w.count),
                        QStringLiteral("SET-WORKSHOPS"));
    }
    return problems;
}

CatalogReadResult parseCatalog(const QByteArray &bytes, ReadMode mode)
{
    Problems problems;
    const auto root = parseJsonDocument(bytes, key(kCatalogFormat), kCatalogVersion, problems);
    return root ? readCatalogObject(*root, problems, mode) : CatalogReadResult{std::nullopt, problems};
}

CatalogReadResult readCatalog(const QString &fileName, ReadMode mode)
{
    Problems problems;
    const auto root = readJsonDocument(fileName, key(kCatalogFormat), kCatalogVersion, problems);
    return root ? readCatalogObject(*root, problems, mode) : CatalogReadResult{std::nullopt, problems};
}

CatalogReadResult readDefaultCatalog()
{
    return readCatalog(QStringLiteral(":/catalogs/default.hkcatalog"));
}

QStringList shapePicture(const Orientation &shape)
{
    QStringList rows(shape.rows, QString(shape.columns, QLatin1Char('.')));
    for (const Square &c : shape.cells)
        rows[c.row][c.column] = shape.anchor && *shape.anchor == c ? QLatin1Char('A') : QLatin1Char('#');
    return rows;
}

QJsonObject catalogToJson(const Catalog &catalog)
{
    QJsonArray tunnels, halls, workshops;
    for (const TunnelShape &t : catalog.tunnels)
        tunnels.append(QJsonObject{{key("id"), t.id},
                                   {key("shape"), QJsonArray::fromStringList(shapePicture(t.shape))},
                                   {key("count"), t.count},
                                   {key("verified"), t.verified}});
    for (const HallDef &h : catalog.halls) {
        QJsonObject o{{key("id"), h.id},
                      {key("name"), h.name},
                      {key("shape"), QJsonArray::fromStringList(shapePicture(h.shape))},
                      {key("low"), h.low},
                      {key("high"), h.high},
                      {key("verified"), h.verified}};
        if (!h.note.isEmpty())
            o[key("note")] = h.note;
        halls.append(o);
    }
    for (const WorkshopStock &w : catalog.workshops)
        workshops.append(QJsonObject{{key("kind"), workshopInfo(w.kind).id}, {key("count"), w.count}});
    QJsonObject o{{key("format"), key(kCatalogFormat)},
                  {key("version"), kCatalogVersion},
                  {key("name"), catalog.name},
                  {key("tunnels"), tunnels},
                  {key("halls"), halls},
                  {key("workshops"), workshops}};
    if (!catalog.description.isEmpty())
        o[key("description")] = catalog.description;
    if (!catalog.trolls.empty()) {
        QJsonArray trolls;
        for (const TrollCard &t : catalog.trolls) {
            QJsonObject card = trollToJson(t);
            card.remove(key("name"));
            card[key("id")] = t.name;
            trolls.append(card);
        }
        o[key("trolls")] = trolls;
    }
    return o;
}

QByteArray catalogToBytes(const Catalog &catalog)
{
    static const QStringList order{key("format"),  key("version"), key("name"),      key("description"),
                                   key("tunnels"), key("halls"),   key("workshops"), key("trolls"),
                                   key("id"),      key("kind"),    key("shape"),     key("count"),
                                   key("low"),     key("high"),    key("verified"),  key("note"),
                                   key("level"),   key("clan"),    key("icons"),     key("startRow")};
    return formatJson(catalogToJson(catalog), order);
}

QString writeCatalog(const QString &fileName, const Catalog &catalog)
{
    return writeFileAtomically(fileName, catalogToBytes(catalog));
}

} // namespace hk
