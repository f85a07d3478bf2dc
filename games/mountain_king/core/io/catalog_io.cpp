#include "io/catalog_io.h"
#include "rules/rule_ids.h"

#include "i18n/arg_text.h"
#include "io/troll_card_io.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace hk {

namespace {

class CatalogText {
    Q_DECLARE_TR_FUNCTIONS(CatalogReader)
};

// A shape drawn as a picture, one string per row: "#" a square, "A" the anchor or altar, "." nothing.
bool readShape(JsonReader &r, const QJsonValue &value, const JsonPath &path, Orientation &target)
{
    const auto rows = r.array(value, path);
    if (!rows)
        return false;
    // A limit of Hallkeeper's, far beyond any tile or hall of the box: nothing grows with a huge picture.
    const auto tooLarge = [&](const JsonPath &at, qsizetype found) {
        r.error(at, CatalogText::tr("a picture of a tile or hall has at most %1 rows of at most %1 squares, "
                                    "found %2: a limit of Hallkeeper's, far beyond any real one")
                        .arg(argText(kMaxShapeSide), argText(found)));
        return false;
    };
    if (rows->size() > kMaxShapeSide)
        return tooLarge(path, rows->size());
    std::vector<Square> cells;
    std::optional<Square> anchor;
    qsizetype width = -1;
    bool ok = true;
    for (qsizetype row = 0; row < rows->size(); ++row) {
        const JsonPath rowPath = path.index(row);
        const auto line = r.string(rows->at(row), rowPath);
        if (!line) {
            ok = false;
            continue;
        }
        if (line->size() > kMaxShapeSide)
            return tooLarge(rowPath, line->size());
        if (width >= 0 && line->size() != width) {
            r.error(rowPath, CatalogText::tr("row %1 has %2 characters, the first row %3")
                                 .arg(argText(row), argText(line->size()), argText(width)));
            ok = false;
        }
        width = line->size();
        for (qsizetype c = 0; c < line->size(); ++c) {
            const QChar ch = line->at(c);
            if (ch == QLatin1Char('#') || ch == QLatin1Char('A')) {
                cells.push_back({int(row), int(c)});
                if (ch == QLatin1Char('A'))
                    anchor = Square{int(row), int(c)};
            } else if (ch != QLatin1Char('.')) {
                r.error(rowPath,
                        CatalogText::tr("row %1, column %2: unknown character \"%3\"; expected \"#\" (a "
                                        "square), \"A\" (the anchor or altar) or \".\" (nothing)")
                            .arg(argText(row), argText(c), argText(ch)));
                ok = false;
            }
        }
    }
    if (!ok)
        return false;
    if (cells.empty()) {
        r.error(path, CatalogText::tr("the shape has no square"));
        return false;
    }
    if (!isConnected(cells)) {
        r.error(path, CatalogText::tr("the squares of the shape are not all joined by their edges"),
                QString::fromLatin1(rule::BrdGrid));
        return false;
    }
    target = normalized(cells, anchor);
    return true;
}

// The "A" marks of the shape of entry `i` of a list: only the picture shows more than one.
int marks(const QJsonObject &root, const char *list, size_t i)
{
    int n = 0;
    for (const QJsonValue &row : root.value(key(list)).toArray().at(qsizetype(i))[key("shape")].toArray())
        n += int(row.toString().count(QLatin1Char('A')));
    return n;
}

const Schema<TunnelShape> &tunnelSchema()
{
    using F = Field<TunnelShape>;
    static const Schema<TunnelShape> schema{{
        F::required("id", &TunnelShape::id, text(Trim::Yes)), // an empty one is reported by validateCatalog
        F::required("shape", &TunnelShape::shape, ReadValue<Orientation>(readShape)),
        F::required("count", &TunnelShape::count, integer()),
        F::optional("verified", &TunnelShape::verified, boolean()),
    }};
    return schema;
}

const Schema<HallDef> &hallSchema()
{
    using F = Field<HallDef>;
    static const Schema<HallDef> schema{{
        F::required("id", &HallDef::id, text(Trim::Yes)),
        F::required("name", &HallDef::name, text(Trim::Yes)),
        F::optional("names", &HallDef::names, translatedNames()),
        F::required("shape", &HallDef::shape, ReadValue<Orientation>(readShape)),
        F::required("low", &HallDef::low, integer()),
        F::required("high", &HallDef::high, integer()),
        F::optional("verified", &HallDef::verified, boolean()),
        F::optional("note", &HallDef::note, text(Trim::No, kMaxTextLength)),
    }};
    return schema;
}

const Schema<SpellDef> &spellSchema()
{
    using F = Field<SpellDef>;
    static const Schema<SpellDef> schema{{
        F::required("name", &SpellDef::name, text(Trim::Yes)),
        F::optional("names", &SpellDef::names, translatedNames()),
        F::optional("text", &SpellDef::text, text(Trim::Yes)),
        F::optional("texts", &SpellDef::texts, translatedNames()),
    }};
    return schema;
}

const Schema<WorkshopStock> &workshopSchema()
{
    using F = Field<WorkshopStock>;
    QStringList kinds;
    for (const WorkshopInfo &info : workshopInfos())
        kinds << QLatin1Char('"') + info.id + QLatin1Char('"');
    static const Schema<WorkshopStock> schema{{
        F::required("kind", &WorkshopStock::kind,
                    identifier<WorkshopKind>(workshopFromId, kinds.join(QStringLiteral(", ")))),
        F::required("count", &WorkshopStock::count, integer()),
    }};
    return schema;
}

// The anchor and altar marks are only visible in the picture: a second mark has no place in the model (one
// anchor per shape), so even a draft is refused, never read with a mark dropped.
void checkMarks(JsonReader &r, const QJsonObject &root, const JsonPath &, Catalog &catalog)
{
    if (hasErrors(r.problems()))
        return;
    for (size_t i = 0; i < catalog.tunnels.size(); ++i)
        if (const int anchors = marks(root, "tunnels", i); anchors > 1)
            r.error(childPath(indexPath(key("tunnels"), qsizetype(i)), key("shape")),
                    CatalogText::tr("a tunnel tile has at most one anchor \"A\", found %1").arg(anchors),
                    QString::fromLatin1(rule::PedWhen));
    for (size_t i = 0; i < catalog.halls.size(); ++i)
        if (const int altars = marks(root, "halls", i); altars > 1)
            r.error(childPath(indexPath(key("halls"), qsizetype(i)), key("shape")),
                    CatalogText::tr("a great hall has exactly one altar \"A\", found %1").arg(altars),
                    QString::fromLatin1(rule::ScoreHall));
}

const Schema<Catalog> &catalogSchema()
{
    using F = Field<Catalog>;
    static const Schema<Catalog> schema{
        {
            F::required("name", &Catalog::name, text(Trim::Yes)),
            F::optional("names", &Catalog::names, translatedNames()),
            F::optional("description", &Catalog::description, text(Trim::No, kMaxTextLength)),
            F::optional("descriptions", &Catalog::descriptions, translatedNames(kMaxTextLength)),
            F::required("tunnels", &Catalog::tunnels, listOf(objectOf(tunnelSchema()))),
            F::required("halls", &Catalog::halls, listOf(objectOf(hallSchema()))),
            F::required("workshops", &Catalog::workshops, listOf(objectOf(workshopSchema()))),
            F::optional("trolls", &Catalog::trolls, listOf(objectOf(libraryCardSchema()))),
            F::optional("spells", &Catalog::spells, listOf(objectOf(spellSchema()))),
        },
        {key("format"), key("version")},
        checkMarks};
    return schema;
}

} // namespace

CatalogReadResult readCatalogObject(const QJsonObject &root, Problems problems, ReadMode mode)
{
    JsonReader r(problems);
    Catalog catalog;
    readFields(r, root, JsonPath(), catalogSchema(), catalog);
    const bool readable = !hasErrors(problems);
    if (readable) {
        for (size_t i = 0; i < catalog.halls.size(); ++i)
            if (marks(root, "halls", i) == 0)
                r.error(childPath(indexPath(key("halls"), qsizetype(i)), key("shape")),
                        CatalogText::tr("a great hall has exactly one altar \"A\", found %1").arg(0),
                        QString::fromLatin1(rule::ScoreHall));
        for (const Problem &p : validateCatalog(catalog))
            problems.push_back(p);
    }
    CatalogReadResult result;
    if (!hasErrors(problems) || (readable && mode == ReadMode::Draft)) {
        catalog.computePlacements();
        result.catalog = std::move(catalog);
    }
    locateProblems(problems, catalogLocation);
    result.problems = std::move(problems);
    return result;
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

QString shippedHallName(const QString &name)
{
    static const std::vector<HallDef> shipped = [] {
        const CatalogReadResult read = readDefaultCatalog();
        return read.catalog ? read.catalog->halls : std::vector<HallDef>{};
    }();
    const QString typed = name.trimmed();
    for (const HallDef &hall : shipped) {
        bool same = typed.compare(hall.name, Qt::CaseInsensitive) == 0;
        for (const auto &[language, translated] : hall.names)
            same = same || typed == translated;
        if (same)
            return hall.displayName();
    }
    return name;
}

QStringList shapePicture(const Orientation &shape)
{
    QStringList rows(shape.rows, QString(shape.columns, QLatin1Char('.')));
    for (const Square &c : shape.cells)
        rows[c.row][c.column] = shape.anchor && *shape.anchor == c ? QLatin1Char('A') : QLatin1Char('#');
    return rows;
}

template <class Sink> void encodeCatalog(Sink &out, const Catalog &catalog, bool header)
{
    const auto key = [&](const char *name) { out.key(QLatin1StringView(name)); };
    const auto shape = [&](const Orientation &cells) {
        key("shape");
        out.beginArray();
        for (const QString &line : shapePicture(cells))
            out.value(line);
        out.end();
    };
    out.beginObject();
    if (header) {
        key("format");
        out.value(QLatin1StringView(kCatalogFormat));
        key("version");
        out.value(kCatalogVersion);
    }
    key("name");
    out.value(catalog.name);
    key("tunnels");
    out.beginArray();
    for (const TunnelShape &t : catalog.tunnels) {
        out.beginObject();
        key("id");
        out.value(t.id);
        shape(t.shape);
        key("count");
        out.value(t.count);
        key("verified");
        out.value(t.verified);
        out.end();
    }
    out.end();
    key("halls");
    out.beginArray();
    for (const HallDef &h : catalog.halls) {
        out.beginObject();
        key("id");
        out.value(h.id);
        key("name");
        out.value(h.name);
        shape(h.shape);
        key("low");
        out.value(h.low);
        key("high");
        out.value(h.high);
        key("verified");
        out.value(h.verified);
        if (!h.names.empty()) {
            key("names");
            writeTranslatedNames(out, h.names);
        }
        if (!h.note.isEmpty()) {
            key("note");
            out.value(h.note);
        }
        out.end();
    }
    out.end();
    key("workshops");
    out.beginArray();
    for (const WorkshopStock &w : catalog.workshops) {
        out.beginObject();
        key("kind");
        out.value(workshopInfo(w.kind).id);
        key("count");
        out.value(w.count);
        out.end();
    }
    out.end();
    if (!catalog.names.empty()) {
        key("names");
        writeTranslatedNames(out, catalog.names);
    }
    if (!catalog.description.isEmpty()) {
        key("description");
        out.value(catalog.description);
    }
    if (!catalog.descriptions.empty()) {
        key("descriptions");
        writeTranslatedNames(out, catalog.descriptions);
    }
    if (!catalog.spells.empty()) {
        key("spells");
        out.beginArray();
        for (const SpellDef &spell : catalog.spells) {
            out.beginObject();
            key("name");
            out.value(spell.name);
            if (!spell.names.empty()) {
                key("names");
                writeTranslatedNames(out, spell.names);
            }
            if (!spell.text.isEmpty()) {
                key("text");
                out.value(spell.text);
            }
            if (!spell.texts.empty()) {
                key("texts");
                writeTranslatedNames(out, spell.texts);
            }
            out.end();
        }
        out.end();
    }
    if (!catalog.trolls.empty()) {
        key("trolls");
        out.beginArray();
        for (const TrollCard &t : catalog.trolls) { // a library card: its name is its "id"
            TrollCard unnamed = t;
            unnamed.name.clear();
            out.beginObject();
            key("id");
            out.value(t.name);
            writeTrollMembers(out, unnamed);
            out.end();
        }
        out.end();
    }
    out.end();
}
template void encodeCatalog(JsonTreeBuilder &, const Catalog &, bool);
template void encodeCatalog(JsonLayout &, const Catalog &, bool);

QJsonObject catalogToJson(const Catalog &catalog)
{
    JsonTreeBuilder tree;
    encodeCatalog(tree, catalog, true);
    return tree.result().toObject();
}

QByteArray catalogToBytes(const Catalog &catalog)
{
    static const QStringList order{key("format"),  key("version"),     key("name"),
                                   key("names"),   key("description"), key("descriptions"),
                                   key("tunnels"), key("halls"),       key("workshops"),
                                   key("trolls"),  key("spells"),      key("id"),
                                   key("kind"),    key("shape"),       key("count"),
                                   key("low"),     key("high"),        key("verified"),
                                   key("note"),    key("level"),       key("clan"),
                                   key("icons"),   key("startRow"),    key("zh_TW"),
                                   key("zh_CN"),   key("ja")};
    JsonLayout layout(order);
    encodeCatalog(layout, catalog, true);
    return layout.text();
}

QString writeCatalog(const QString &fileName, const Catalog &catalog)
{
    return writeFileAtomically(fileName, catalogToBytes(catalog));
}

} // namespace hk
