#include "model/catalog_validation.h"
#include "i18n/arg_text.h"
#include "rules/rule_ids.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <map>
#include <tuple>

namespace hk {

namespace {

// Translation context "CatalogReader": these checks were the catalog reader's before they moved to the model.
class CatalogValidationText {
    Q_DECLARE_TR_FUNCTIONS(CatalogReader)
};

} // namespace

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
void claimIdentifier(ProblemReporter &check, QSet<QString> &ids, const QString &id, const QString &entryPath)
{
    if (id.trimmed().isEmpty())
        check.error(childPath(entryPath, QStringLiteral("id")),
                    CatalogValidationText::tr("expected an identifier, found an empty one"));
    else if (ids.contains(id))
        check.error(childPath(entryPath, QStringLiteral("id")),
                    CatalogValidationText::tr("the identifier \"%1\" is already used").arg(id));
    ids.insert(id);
}

// The card library: each card once by its identifier, a clan for clan trolls only, a start
// row for starting trolls only, and no more cards of a level than the box holds.
void validateTrollLibrary(ProblemReporter &check, const std::vector<TrollCard> &trolls, QSet<QString> &ids)
{
    std::array<int, 4> perLevel{};
    for (size_t i = 0; i < trolls.size(); ++i) {
        const TrollCard &t = trolls[i];
        const QString path = indexPath(QStringLiteral("trolls"), qsizetype(i));
        claimIdentifier(check, ids, t.name, path);
        if (t.level < 0 || t.level > 3) {
            check.error(childPath(path, QStringLiteral("level")),
                        CatalogValidationText::tr("expected a level from 0 (a starting troll) to 3, found %1")
                            .arg(t.level));
            continue;
        }
        ++perLevel[size_t(t.level)];
        // The same check as a card in play (a new game's market and moots): trollCardFaults.
        for (const TrollCardFault fault : trollCardFaults(t)) {
            const QString rule = QLatin1String(ruleOf(fault));
            switch (fault) {
            case TrollCardFault::StartingTrollWithClan:
                check.error(childPath(path, QStringLiteral("clan")),
                            CatalogValidationText::tr("a starting troll (level 0) has no clan"), rule);
                break;
            case TrollCardFault::ClanTrollWithoutClan:
                check.error(path,
                            CatalogValidationText::tr("a level %1 troll belongs to a clan; this one has none")
                                .arg(t.level),
                            rule);
                break;
            case TrollCardFault::StartRowOnClanTroll:
                check.error(childPath(path, QStringLiteral("startRow")),
                            CatalogValidationText::tr("only starting trolls (level 0) have a start row"),
                            rule);
                break;
            case TrollCardFault::NoIcons:
                check.error(
                    childPath(path, QStringLiteral("icons")),
                    CatalogValidationText::tr("expected at least one icon in the card's row, found none"),
                    rule);
                break;
            }
        }
    }
    const int startingInBox = kStartingTrollsInBox;
    if (perLevel[0] > startingInBox)
        check.error(QStringLiteral("trolls"),
                    CatalogValidationText::tr("the box holds %1 starting trolls, the library lists %2")
                        .arg(argText(startingInBox), argText(perLevel[0])),
                    QString::fromLatin1(rule::SetMoot));
    for (int level = 1; level <= 3; ++level)
        if (perLevel[size_t(level)] > kClanTrollsPerLevel[size_t(level)])
            check.error(QStringLiteral("trolls"),
                        CatalogValidationText::tr("the box holds %1 level %2 trolls, the library lists %3")
                            .arg(argText(kClanTrollsPerLevel[size_t(level)]), argText(level),
                                 argText(perLevel[size_t(level)])),
                        QString::fromLatin1(rule::SetMarket));
}

} // namespace

Problems validateCatalog(const Catalog &catalog)
{
    Problems problems;
    ProblemReporter check(problems);
    if (catalog.name.isEmpty())
        check.error(QStringLiteral("name"),
                    CatalogValidationText::tr("expected a name for the catalog, found an empty one"));
    QSet<QString> ids;
    // Entries by their shape turned and flipped to one orientation: one list per tile.
    const auto byCells = [](const Orientation &a, const Orientation &b) {
        return std::tie(a.cells, a.anchor) < std::tie(b.cells, b.anchor);
    };
    std::map<Orientation, std::vector<size_t>, decltype(byCells)> entriesOfShape(byCells);
    int tiles = 0;
    for (size_t i = 0; i < catalog.tunnels.size(); ++i) {
        const TunnelShape &t = catalog.tunnels[i];
        const QString path = indexPath(QStringLiteral("tunnels"), qsizetype(i));
        claimIdentifier(check, ids, t.id, path);
        const int size = t.size();
        if (size < 2 || size > 5)
            check.error(childPath(path, QStringLiteral("shape")),
                        CatalogValidationText::tr("a tunnel tile has 2 to 5 squares, found %1").arg(size),
                        QString::fromLatin1(rule::DigCost));
        else if (size == 5 && t.shape.anchor)
            check.error(childPath(path, QStringLiteral("shape")),
                        CatalogValidationText::tr("size-5 tunnel tiles have no anchor"),
                        QString::fromLatin1(rule::PedWhen));
        else if (size < 5 && !t.shape.anchor)
            check.error(
                childPath(path, QStringLiteral("shape")),
                CatalogValidationText::tr("tunnel tiles of 2 to 4 squares have an anchor: mark it \"A\""),
                QString::fromLatin1(rule::PedWhen));
        if (t.count < 0 || t.count > kTunnelTilesInBox)
            check.error(childPath(path, QStringLiteral("count")),
                        CatalogValidationText::tr("expected an integer from 0 to %1, found %2")
                            .arg(argText(kTunnelTilesInBox), argText(t.count)),
                        QString::fromLatin1(rule::DigSupply));
        tiles += std::max(0, t.count);
        entriesOfShape[canonical(t.shape)].push_back(i);
    }
    // DIG-ORIENT: one problem per shape given more than once, at its second entry, naming the others (a
    // catalog of N entries of one shape has one problem, not one per pair), in the order of the list.
    std::vector<std::vector<size_t>> repeated;
    for (auto &[shape, entries] : entriesOfShape)
        if (entries.size() > 1)
            repeated.push_back(std::move(entries));
    std::sort(repeated.begin(), repeated.end(), [](const auto &a, const auto &b) { return a[1] < b[1]; });
    constexpr size_t kNamedEntries = 5; // the others are counted
    const auto entryText = [](size_t i) {
        return locationText(catalogLocation(indexPath(QStringLiteral("tunnels"), qsizetype(i))));
    };
    for (const std::vector<size_t> &entries : repeated) {
        const QString at =
            childPath(indexPath(QStringLiteral("tunnels"), qsizetype(entries[1])), QStringLiteral("shape"));
        if (entries.size() == 2) {
            check.error(at,
                        CatalogValidationText::tr(
                            "the same tile as %1, turned or flipped; give it one entry with its count")
                            .arg(entryText(entries[0])),
                        QString::fromLatin1(rule::DigOrient));
            continue;
        }
        QStringList others;
        for (size_t k = 2; k < std::min(entries.size(), kNamedEntries + 2); ++k)
            others << entryText(entries[k]);
        if (entries.size() > kNamedEntries + 2)
            others << QStringLiteral("…");
        check.error(at,
                    CatalogValidationText::tr(
                        "the same tile as %1, turned or flipped, as are %n more entries (%2); give "
                        "the tile one entry with its count",
                        nullptr, int(entries.size() - 2))
                        .arg(entryText(entries[0]), others.join(CatalogValidationText::tr(", "))),
                    QString::fromLatin1(rule::DigOrient));
    }
    if (tiles != kTunnelTilesInBox)
        check.error(QStringLiteral("tunnels"),
                    CatalogValidationText::tr("the box holds %1 tunnel tiles, but the counts add up to %2")
                        .arg(argText(kTunnelTilesInBox), argText(tiles)),
                    QString::fromLatin1(rule::DigSupply));

    if (catalog.halls.size() != size_t(kHallsInBox))
        check.error(QStringLiteral("halls"),
                    CatalogValidationText::tr("the box holds %1 great halls, found %2")
                        .arg(argText(kHallsInBox), argText(catalog.halls.size())),
                    QString::fromLatin1(rule::HallCover));
    for (size_t i = 0; i < catalog.halls.size(); ++i) {
        const HallDef &h = catalog.halls[i];
        const QString path = indexPath(QStringLiteral("halls"), qsizetype(i));
        claimIdentifier(check, ids, h.id, path);
        if (h.name.isEmpty())
            check.error(childPath(path, QStringLiteral("name")),
                        CatalogValidationText::tr("expected a name for the hall, found an empty one"));
        if (h.shape.cells.size() < 2)
            check.error(childPath(path, QStringLiteral("shape")),
                        CatalogValidationText::tr("a great hall covers at least 2 squares"),
                        QString::fromLatin1(rule::HallCover));
        if (h.low < 0)
            check.error(childPath(path, QStringLiteral("low")),
                        CatalogValidationText::tr("expected an integer ≥ 0, found %1").arg(h.low),
                        QString::fromLatin1(rule::ScoreHall));
        if (h.high < h.low)
            check.error(childPath(path, QStringLiteral("high")),
                        CatalogValidationText::tr("expected an integer ≥ the low value %1, found %2")
                            .arg(argText(h.low), argText(h.high)),
                        QString::fromLatin1(rule::ScoreHall));
    }

    validateTrollLibrary(check, catalog.trolls, ids);

    QSet<int> kinds;
    for (size_t i = 0; i < catalog.workshops.size(); ++i) {
        const WorkshopStock &w = catalog.workshops[i];
        const QString path = indexPath(QStringLiteral("workshops"), qsizetype(i));
        if (kinds.contains(int(w.kind)))
            check.error(
                childPath(path, QStringLiteral("kind")),
                CatalogValidationText::tr("\"%1\" is already listed; give each kind once with its count")
                    .arg(workshopInfo(w.kind).id));
        kinds.insert(int(w.kind));
        if (w.count < 0 || w.count > kWorkshopTilesPerKind)
            check.error(childPath(path, QStringLiteral("count")),
                        CatalogValidationText::tr("expected an integer from 0 to %1, found %2")
                            .arg(argText(kWorkshopTilesPerKind), argText(w.count)),
                        QString::fromLatin1(rule::SetWorkshops));
    }
    locateProblems(problems, catalogLocation);
    return problems;
}

ProblemLocation catalogLocation(const QString &path)
{
    using Part = ProblemLocation::Part;
    static const QHash<QString, Part> parts{
        {QStringLiteral("name"), Part::CatalogName},
        {QStringLiteral("names"), Part::CatalogName},
        {QStringLiteral("description"), Part::CatalogDescription},
        {QStringLiteral("descriptions"), Part::CatalogDescription},
        {QStringLiteral("tunnels"), Part::TunnelTile},
        {QStringLiteral("halls"), Part::HallTile},
        {QStringLiteral("workshops"), Part::WorkshopTile},
        {QStringLiteral("trolls"), Part::TrollCard},
        {QStringLiteral("spells"), Part::Spell},
    };
    const std::vector<PathStep> steps = pathSteps(path);
    ProblemLocation where;
    if (steps.empty())
        return where;
    where.part = parts.value(steps[0].key, Part::Whole);
    const bool list = where.part >= Part::TunnelTile;
    if (!list || steps.size() < 2)
        return where;
    where.item = steps[1].index;
    if (steps.size() > 2)
        where.field = ProblemLocation::fieldFromKey(steps[2].key);
    return where;
}

} // namespace hk
