// The component catalog: the default holds exactly the free polyominoes of 2 to 5 squares (checked against an
// independent enumeration), 52 tiles, anchors on all but size 5, 6 halls, the 11 workshops with the exchanges
// of the box; malformed catalogs are refused with their JSON path; DIG-ORIENT orientations; the troll
// card library (SET-MOOT starting trolls, SET-MARKET clan trolls) round-trips and is refused when malformed.

#include "io/catalog_io.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

#include <functional>
#include <set>

using namespace hk;

Q_DECLARE_METATYPE(hk::Orientation)

namespace {

using Cells = std::vector<Square>;

// Canonical form of a free polyomino, computed here independently of model/geometry: the smallest of its 8
// images after shifting to the origin.
Cells canonicalCells(const Cells &cells)
{
    Cells best;
    for (int t = 0; t < 8; ++t) {
        Cells image;
        for (const Square &s : cells) {
            int r = s.row, c = s.column;
            if (t & 4)
                c = -c;
            for (int k = 0; k < (t & 3); ++k)
                std::tie(r, c) = std::pair(c, -r);
            image.push_back({r, c});
        }
        int minR = image[0].row, minC = image[0].column;
        for (const Square &s : image)
            minR = std::min(minR, s.row), minC = std::min(minC, s.column);
        for (Square &s : image)
            s = {s.row - minR, s.column - minC};
        std::sort(image.begin(), image.end());
        if (best.empty() || image < best)
            best = image;
    }
    return best;
}

// Every free polyomino of `size` squares, grown square by square.
std::set<Cells> freePolyominoes(int size)
{
    std::set<Cells> level{{{0, 0}}};
    for (int n = 1; n < size; ++n) {
        std::set<Cells> next;
        for (const Cells &cells : level)
            for (const Square &s : cells)
                for (const Square &step : kEdgeSteps) {
                    const Square added = s + step;
                    if (std::find(cells.begin(), cells.end(), added) != cells.end())
                        continue;
                    Cells grown = cells;
                    grown.push_back(added);
                    next.insert(canonicalCells(grown));
                }
        level = next;
    }
    return level;
}

QJsonObject defaultJson()
{
    QFile file(QStringLiteral(":/catalogs/default.hkcatalog"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("no default catalog");
    return QJsonDocument::fromJson(file.readAll()).object();
}

QByteArray edited(const std::function<void(QJsonObject &)> &edit)
{
    QJsonObject o = defaultJson();
    edit(o);
    return QJsonDocument(o).toJson();
}

// Edits entry `i` of the list `list`.
auto entry(const char *list, int i, const std::function<void(QJsonObject &)> &edit)
{
    return [=](QJsonObject &o) {
        QJsonArray a = o[QLatin1String(list)].toArray();
        QJsonObject e = a[i].toObject();
        edit(e);
        a[i] = e;
        o[QLatin1String(list)] = a;
    };
}

auto shape(std::initializer_list<const char *> rows)
{
    QJsonArray a;
    for (const char *r : rows)
        a.append(QLatin1String(r));
    return [a](QJsonObject &e) { e[QStringLiteral("shape")] = a; };
}

Orientation fromPicture(std::initializer_list<const char *> rows)
{
    std::vector<Square> cells;
    std::optional<Square> anchor;
    int r = 0;
    for (const char *row : rows) {
        for (int c = 0; row[c]; ++c)
            if (row[c] != '.') {
                cells.push_back({r, c});
                if (row[c] == 'A')
                    anchor = Square{r, c};
            }
        ++r;
    }
    return normalized(cells, anchor);
}

QJsonObject trollJson(const char *id, int level, const char *clan, std::initializer_list<const char *> icons)
{
    QJsonArray list;
    for (const char *i : icons)
        list.append(QLatin1String(i));
    QJsonObject o{{QStringLiteral("id"), QLatin1String(id)},
                  {QStringLiteral("level"), level},
                  {QStringLiteral("icons"), list}};
    if (clan)
        o[QStringLiteral("clan")] = QLatin1String(clan);
    return o;
}

// The default catalog with a card library.
auto withTrolls(std::initializer_list<QJsonObject> cards)
{
    QJsonArray list;
    for (const QJsonObject &c : cards)
        list.append(c);
    return [list](QJsonObject &o) { o[QStringLiteral("trolls")] = list; };
}

} // namespace

class TestCatalog : public QObject {
    Q_OBJECT
private slots:
    void defaultHasEveryFreePolyomino();
    void defaultCountsAndAnchors();
    void defaultHalls();
    void workshopsExchangeAsInTheRules_data();
    void workshopsExchangeAsInTheRules();
    void DIG_ORIENT_data();
    void DIG_ORIENT();
    void rejectsEveryMalformedCatalog_data();
    void rejectsEveryMalformedCatalog();
    void roundTrips();
    void draftKeepsEveryMark();
    void trollLibraryRoundTrips();
    void trollLibraryRefused_data();
    void trollLibraryRefused();
};

void TestCatalog::defaultHasEveryFreePolyomino()
{
    const CatalogReadResult read = readDefaultCatalog();
    QVERIFY(read.catalog);
    QVERIFY(read.problems.empty());
    std::set<Cells> expected;
    const int known[] = {1, 2, 5, 12}; // free polyominoes of 2, 3, 4 and 5 squares
    for (int size = 2; size <= 5; ++size) {
        const std::set<Cells> all = freePolyominoes(size);
        QCOMPARE(int(all.size()), known[size - 2]); // the enumeration itself is right
        expected.insert(all.begin(), all.end());
    }
    std::set<Cells> actual;
    for (const TunnelShape &t : read.catalog->tunnels)
        QVERIFY2(actual.insert(canonicalCells(t.shape.cells)).second, qPrintable(t.id));
    QCOMPARE(actual.size(), size_t(20));
    QVERIFY(actual == expected);
}

void TestCatalog::defaultCountsAndAnchors()
{
    const Catalog c = *readDefaultCatalog().catalog;
    QCOMPARE(c.tunnelTiles(), 52);
    for (const TunnelShape &t : c.tunnels) {
        QCOMPARE(t.shape.anchor.has_value(), t.size() < 5); // PED-WHEN: size-5 tiles have no anchor
        QVERIFY(!t.verified); // defaults, to be checked against the printed tiles
        QVERIFY(t.count >= 1);
        QVERIFY(!t.placements.empty());
        QCOMPARE(t.placements.front(), t.shape); // the first orientation is the one drawn
    }
}

void TestCatalog::defaultHalls()
{
    const Catalog c = *readDefaultCatalog().catalog;
    QCOMPARE(int(c.halls.size()), 6);
    const HallDef *treasure = c.hall(QStringLiteral("treasure-hall"));
    QVERIFY(treasure);
    QCOMPARE(treasure->low, 6);
    QCOMPARE(treasure->high, 15);
    for (const HallDef &h : c.halls) {
        QVERIFY(h.shape.anchor); // the altar
        QVERIFY(!h.verified);
        QVERIFY(h.high >= h.low);
        if (h.id != QLatin1String("treasure-hall"))
            QVERIFY(h.name.contains(QStringLiteral("placeholder")));
    }
    for (WorkshopKind k : {WorkshopKind::CartWorkshop, WorkshopKind::Quartermaster})
        QCOMPARE(c.workshopCount(k), 2);
    QCOMPARE(int(c.workshops.size()), 11);
}

void TestCatalog::workshopsExchangeAsInTheRules_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("exchanges"); // "give>get" pairs, both directions where the rules say ↔
    QTest::addColumn<QString>("special");
    QTest::newRow("Cart Workshop") << int(WorkshopKind::CartWorkshop) << "heartstone>cart cart>heartstone"
                                   << "generic carts only";
    QTest::newRow("Rune Workshop") << int(WorkshopKind::RuneWorkshop)
                                   << "stone>rune rune>stone iron>rune rune>iron"
                                   << "";
    QTest::newRow("Rune Shop") << int(WorkshopKind::RuneShop) << "coin>rune rune>coin"
                               << "";
    QTest::newRow("Crushing Workshop")
        << int(WorkshopKind::CrushingWorkshop) << "heartstone>2stone 2stone>heartstone"
        << "";
    QTest::newRow("Ore Exchange") << int(WorkshopKind::OreExchange)
                                  << "iron>coin coin>iron heartstone>coin coin>heartstone"
                                  << "";
    QTest::newRow("Millstone Workshop") << int(WorkshopKind::MillstoneWorkshop) << "stone>iron iron>stone"
                                        << "";
    QTest::newRow("Metal Workshop") << int(WorkshopKind::MetalWorkshop) << "heartstone>iron iron>heartstone"
                                    << "";
    QTest::newRow("Tool Forge") << int(WorkshopKind::ToolForge) << "heartstone>hammer hammer>heartstone"
                                << "";
    QTest::newRow("Chain Forge") << int(WorkshopKind::ChainForge) << ""
                                 << "any 2 for hammer";
    QTest::newRow("Cart Shop") << int(WorkshopKind::CartShop) << ""
                               << "any 2 for cart";
    QTest::newRow("Quartermaster") << int(WorkshopKind::Quartermaster) << ""
                                   << "from a troll";
}

void TestCatalog::workshopsExchangeAsInTheRules()
{
    QFETCH(int, kind);
    QFETCH(QString, exchanges);
    QFETCH(QString, special);
    const WorkshopInfo &info = workshopInfo(static_cast<WorkshopKind>(kind));
    QStringList actual;
    for (const Exchange &e : info.exchanges) {
        const auto side = [](const ResourceCounts &c) {
            QString s;
            for (Resource r : kAllResources)
                if (at(c, r) > 0)
                    s += (at(c, r) > 1 ? QString::number(at(c, r)) : QString()) + resourceId(r);
            return s;
        };
        actual << side(e.give) + QLatin1Char('>') + side(e.get);
    }
    QStringList expected = exchanges.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    actual.sort();
    expected.sort();
    QCOMPARE(actual, expected);
    QCOMPARE(info.genericCartsOnly, special == QLatin1String("generic carts only"));
    QCOMPARE(info.movesFromTroll, special == QLatin1String("from a troll"));
    if (special.startsWith(QLatin1String("any 2 for")))
        QCOMPARE(resourceId(*info.anyTwoFor), special.section(QLatin1Char(' '), -1));
    else
        QVERIFY(!info.anyTwoFor);
    QCOMPARE(workshopFromId(info.id), std::optional<WorkshopKind>(info.kind));
    QVERIFY(!workshopName(info.kind).isEmpty());
}

void TestCatalog::DIG_ORIENT_data()
{
    QTest::addColumn<Orientation>("shape");
    QTest::addColumn<int>("orientations");
    QTest::newRow("domino") << fromPicture({"##"}) << 2;
    QTest::newRow("domino with an anchor at one end") << fromPicture({"A#"}) << 4;
    QTest::newRow("square tetromino") << fromPicture({"##", "##"}) << 1;
    QTest::newRow("square tetromino with a corner anchor") << fromPicture({"A#", "##"}) << 4;
    QTest::newRow("T tetromino") << fromPicture({"###", ".#."}) << 4;
    QTest::newRow("L tetromino") << fromPicture({"#.", "#.", "##"}) << 8;
    QTest::newRow("S tetromino") << fromPicture({".##", "##."}) << 4;
    QTest::newRow("I pentomino") << fromPicture({"#####"}) << 2;
    QTest::newRow("X pentomino") << fromPicture({".#.", "###", ".#."}) << 1;
    QTest::newRow("F pentomino") << fromPicture({".##", "##.", ".#."}) << 8;
    QTest::newRow("straight tromino, centre anchor") << fromPicture({"#A#"}) << 2;
}

void TestCatalog::DIG_ORIENT()
{
    QFETCH(Orientation, shape);
    QFETCH(int, orientations);
    const auto all = hk::orientations(shape);
    QCOMPARE(int(all.size()), orientations);
    for (const Orientation &o : all) {
        QCOMPARE(o.cells.size(), shape.cells.size());
        QVERIFY(isConnected(o.cells));
        QCOMPARE(canonicalCells(o.cells), canonicalCells(shape.cells)); // the same tile, turned or flipped
        QCOMPARE(o.anchor.has_value(), shape.anchor.has_value());
    }
}

void TestCatalog::rejectsEveryMalformedCatalog_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("path");
    QTest::newRow("unknown character") << edited(entry("tunnels", 0, shape({"A*"}))) << "tunnels[0].shape[0]";
    QTest::newRow("ragged picture") << edited(entry("tunnels", 1, shape({"#A#", "#"})))
                                    << "tunnels[1].shape[1]";
    QTest::newRow("squares not joined") << edited(entry("tunnels", 0, shape({"A.#"}))) << "tunnels[0].shape";
    QTest::newRow("6 squares") << edited(entry("tunnels", 9, shape({"######"}))) << "tunnels[9].shape";
    QTest::newRow("size 5 with an anchor")
        << edited(entry("tunnels", 9, shape({"##A##"}))) << "tunnels[9].shape";
    QTest::newRow("size 4 without an anchor")
        << edited(entry("tunnels", 3, shape({"####"}))) << "tunnels[3].shape";
    QTest::newRow("two anchors") << edited(entry("tunnels", 3, shape({"#AA#"}))) << "tunnels[3].shape";
    QTest::newRow("counts not 52") << edited(entry("tunnels", 0, [](QJsonObject &e) {
        e[QStringLiteral("count")] = 5;
    })) << "tunnels";
    QTest::newRow("count negative") << edited(entry("tunnels", 0, [](QJsonObject &e) {
        e[QStringLiteral("count")] = -1;
    })) << "tunnels[0].count";
    QTest::newRow("identifier twice")
        << edited(entry("tunnels", 1, [](QJsonObject &e) { e[QStringLiteral("id")] = QStringLiteral("I2"); }))
        << "tunnels[1].id";
    QTest::newRow("the same tile twice, turned")
        << edited(entry("tunnels", 2, shape({"#", "A", "#"}))) << "tunnels[2].shape";
    QTest::newRow("5 halls") << edited([](QJsonObject &o) {
        QJsonArray halls = o[QStringLiteral("halls")].toArray();
        halls.removeLast();
        o[QStringLiteral("halls")] = halls;
    }) << "halls";
    QTest::newRow("hall without altar")
        << edited(entry("halls", 0, shape({"###", "###"}))) << "halls[0].shape";
    QTest::newRow("hall high below low")
        << edited(entry("halls", 0, [](QJsonObject &e) { e[QStringLiteral("high")] = 5; }))
        << "halls[0].high";
    QTest::newRow("hall without name")
        << edited(entry("halls", 2, [](QJsonObject &e) { e.remove(QStringLiteral("name")); }))
        << "halls[2].name";
    QTest::newRow("unknown workshop") << edited(entry("workshops", 0, [](QJsonObject &e) {
        e[QStringLiteral("kind")] = QStringLiteral("bakery");
    })) << "workshops[0].kind";
    QTest::newRow("workshop kind twice") << edited(entry("workshops", 1, [](QJsonObject &e) {
        e[QStringLiteral("kind")] = QStringLiteral("cart-workshop");
    })) << "workshops[1].kind";
    QTest::newRow("3 tiles of a workshop")
        << edited(entry("workshops", 4, [](QJsonObject &e) { e[QStringLiteral("count")] = 3; }))
        << "workshops[4].count";
    QTest::newRow("unknown key") << edited([](QJsonObject &o) { o[QStringLiteral("spels")] = QJsonArray{}; })
                                 << "spels";
    QTest::newRow("a key twice") << QByteArray(edited([](QJsonObject &) {
                                    })).replace("\"name\": \"", "\"name\": \"Twice\", \"name\": \"")
                                 << "name";
    QTest::newRow("a count of 1.5") << edited(entry("tunnels", 0, [](QJsonObject &e) {
        e[QStringLiteral("count")] = 1.5;
    })) << "tunnels[0].count";
}

void TestCatalog::rejectsEveryMalformedCatalog()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, path);
    const CatalogReadResult result = parseCatalog(bytes);
    QVERIFY2(!result.catalog, "a malformed catalog was accepted");
    QStringList got;
    for (const Problem &p : result.problems)
        got << p.path + QStringLiteral(": ") + p.message;
    QVERIFY2(std::any_of(result.problems.begin(), result.problems.end(),
                         [&](const Problem &p) { return p.isError() && p.path == path; }),
             qPrintable(got.join(QLatin1Char('\n'))));
}

void TestCatalog::roundTrips()
{
    const Catalog c = *readDefaultCatalog().catalog;
    const CatalogReadResult again = parseCatalog(catalogToBytes(c));
    QVERIFY(again.catalog);
    QCOMPARE(*again.catalog, c);
    QCOMPARE(shapePicture(c.tunnel(QStringLiteral("T4"))->shape),
             (QStringList{QStringLiteral("#A#"), QStringLiteral(".#.")}));
}

// The component editor reads half-done catalogs (ReadMode::Draft) with their problems, but never drops what
// the model cannot hold: a second anchor or altar refuses even a draft.
void TestCatalog::draftKeepsEveryMark()
{
    const QByteArray twoAnchors = edited(entry("tunnels", 3, shape({"#AA#"})));
    QVERIFY(!parseCatalog(twoAnchors, ReadMode::Draft).catalog);
    const QByteArray twoAltars = edited(entry("halls", 0, shape({"#AA", "###"})));
    QVERIFY(!parseCatalog(twoAltars, ReadMode::Draft).catalog);
    // A hall without its altar and counts that do not add up are drafts: read, listed, saved as they are.
    const QByteArray noAltar = edited(entry("halls", 0, shape({"###", "###"})));
    const CatalogReadResult draft = parseCatalog(noAltar, ReadMode::Draft);
    QVERIFY(draft.catalog);
    QVERIFY(!parseCatalog(noAltar).catalog);
    QVERIFY(std::any_of(draft.problems.begin(), draft.problems.end(),
                        [](const Problem &p) { return p.path == QLatin1String("halls[0].shape"); }));
    const CatalogReadResult again = parseCatalog(catalogToBytes(*draft.catalog), ReadMode::Draft);
    QVERIFY(again.catalog);
    QCOMPARE(*again.catalog, *draft.catalog);
}

void TestCatalog::trollLibraryRoundTrips()
{
    QJsonObject start = trollJson("start-red-1", 0, nullptr, {"stone", "iron"});
    start[QStringLiteral("startRow")] = QJsonObject{{QStringLiteral("coin"), 1}, {QStringLiteral("cart"), 2}};
    const CatalogReadResult read =
        parseCatalog(edited(withTrolls({start, trollJson("fire-2-01", 2, "fire", {"cart:fire", "hammer"}),
                                        trollJson("mud-1-01", 1, "mud", {"rune"})})));
    QVERIFY2(read.catalog, read.problems.empty() ? "" : qPrintable(read.problems.front().message));
    const Catalog &c = *read.catalog;
    QCOMPARE(int(c.trolls.size()), 3);
    const TrollCard *fire = c.troll(QStringLiteral("fire-2-01"));
    QVERIFY(fire);
    QCOMPARE(fire->level, 2);
    QCOMPARE(fire->clan, std::optional<Clan>(Clan::Fire));
    QCOMPARE(fire->icons.size(), size_t(2));
    QCOMPARE(fire->icons[0].cartClan, std::optional<Clan>(Clan::Fire));
    QCOMPARE(c.troll(QStringLiteral("start-red-1"))->startRow[size_t(Resource::Cart)], 2);
    QVERIFY(!c.troll(QStringLiteral("nobody")));
    const CatalogReadResult again = parseCatalog(catalogToBytes(c));
    QVERIFY(again.catalog);
    QCOMPARE(*again.catalog, c);
}

void TestCatalog::trollLibraryRefused_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("rule");
    QJsonObject clanStart = trollJson("a", 0, "fire", {"stone"});
    QTest::newRow("SET-MOOT: a starting troll with a clan")
        << edited(withTrolls({clanStart})) << "trolls[0].clan"
        << "SET-MOOT";
    QJsonObject clanWithStartRow = trollJson("a", 1, "ice", {"stone"});
    clanWithStartRow[QStringLiteral("startRow")] = QJsonObject{{QStringLiteral("coin"), 1}};
    QTest::newRow("SET-MOOT: a start row on a clan troll")
        << edited(withTrolls({clanWithStartRow})) << "trolls[0].startRow"
        << "SET-MOOT";
    QJsonObject negativeStartRow = trollJson("a", 0, nullptr, {"stone"});
    negativeStartRow[QStringLiteral("startRow")] = QJsonObject{{QStringLiteral("coin"), -2}};
    QTest::newRow("SET-MOOT: a negative start row")
        << edited(withTrolls({negativeStartRow})) << "trolls[0].startRow.coin"
        << "SET-MOOT";
    QTest::newRow("SET-MARKET: a clan troll without a clan")
        << edited(withTrolls({trollJson("a", 3, nullptr, {"stone"})})) << "trolls[0]"
        << "SET-MARKET";
    std::vector<QJsonObject> many;
    for (int i = 0; i < kClanTrollsPerLevel[3] + 1; ++i)
        many.push_back(trollJson("x", 3, "moon", {"stone"}));
    QJsonArray manyList;
    for (int i = 0; i < int(many.size()); ++i) {
        QJsonObject o = many[size_t(i)];
        o[QStringLiteral("id")] = QStringLiteral("moon-3-%1").arg(i);
        manyList.append(o);
    }
    QTest::newRow("SET-MARKET: more level-3 trolls than the box holds")
        << edited([manyList](QJsonObject &o) { o[QStringLiteral("trolls")] = manyList; }) << "trolls"
        << "SET-MARKET";
    QTest::newRow("MOOT-CHAIN: a card without icons")
        << edited(withTrolls({trollJson("a", 1, "ice", {})})) << "trolls[0].icons"
        << "MOOT-CHAIN";
    QTest::newRow("an id twice") << edited(withTrolls({trollJson("a", 1, "ice", {"stone"}),
                                                       trollJson("a", 1, "ice", {"iron"})}))
                                 << "trolls[1].id"
                                 << "";
    QTest::newRow("an id of a tunnel tile")
        << edited(withTrolls({trollJson("T4", 1, "ice", {"stone"})})) << "trolls[0].id"
        << "";
    QTest::newRow("no id") << edited([](QJsonObject &o) {
        QJsonObject card = trollJson("a", 1, "ice", {"stone"});
        card.remove(QStringLiteral("id"));
        o[QStringLiteral("trolls")] = QJsonArray{card};
    }) << "trolls[0].id"
                           << "";
    QTest::newRow("CART-CLAN: a clan mark on a stone")
        << edited(withTrolls({trollJson("a", 1, "ice", {"stone:ice"})})) << "trolls[0].icons[0]"
        << "CART-CLAN";
    QTest::newRow("a name instead of an id") << edited([](QJsonObject &o) {
        QJsonObject card = trollJson("a", 1, "ice", {"stone"});
        card[QStringLiteral("name")] = QStringLiteral("b");
        o[QStringLiteral("trolls")] = QJsonArray{card};
    }) << "trolls[0].name"
                                             << "";
}

void TestCatalog::trollLibraryRefused()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, path);
    QFETCH(QString, rule);
    const CatalogReadResult result = parseCatalog(bytes);
    QVERIFY2(!result.catalog, "a malformed card library was accepted");
    QStringList got;
    for (const Problem &p : result.problems)
        got << p.path + QStringLiteral(": ") + p.message + QStringLiteral(" ") + p.ruleId;
    QVERIFY2(std::any_of(result.problems.begin(), result.problems.end(),
                         [&](const Problem &p) { return p.isError() && p.path == path && p.ruleId == rule; }),
             qPrintable(got.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
