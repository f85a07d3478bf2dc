#include "model/problem_location.h"

#include <QCoreApplication>
#include <QHash>

namespace hk {

namespace {

// Translation context "ProblemLocation" (a class, so that lupdate and the runtime agree on it).
class LocationText {
    Q_DECLARE_TR_FUNCTIONS(ProblemLocation)
};

using Part = ProblemLocation::Part;
using Field = ProblemLocation::Field;

QString fieldText(Field field)
{
    switch (field) {
    case Field::None:
        return {};
    case Field::Name:
        return LocationText::tr("name");
    case Field::Id:
        return LocationText::tr("identifier");
    case Field::Low:
        return LocationText::tr("low value");
    case Field::High:
        return LocationText::tr("high value");
    case Field::Altar:
        return LocationText::tr("altar");
    case Field::Clan:
        return LocationText::tr("clan");
    case Field::Layer:
        return LocationText::tr("layer");
    case Field::Pedestal:
        return LocationText::tr("pedestal");
    case Field::TunnelLabel:
        return LocationText::tr("tunnel label");
    case Field::Size:
        return LocationText::tr("size");
    case Field::Mineral:
        return LocationText::tr("mineral");
    case Field::Square:
        return {}; // the square is named with the feature
    case Field::PlayerCount:
        return LocationText::tr("player count");
    case Field::Resources:
        return LocationText::tr("resources");
    case Field::Shape:
        return LocationText::tr("shape");
    case Field::Count:
        return LocationText::tr("count");
    case Field::Level:
        return LocationText::tr("level");
    case Field::StartRow:
        return LocationText::tr("start row");
    case Field::Icons:
        return LocationText::tr("icons");
    case Field::Kind:
        return LocationText::tr("kind");
    }
    return {};
}

// An entry of a list ("statue 2") or the list as a whole ("statues").
QString entryText(const QString &one, const QString &all, int item)
{
    return item < 0 ? all : one.arg(item + 1);
}

// The part itself, without player or field.
QString partText(const ProblemLocation &w)
{
    switch (w.part) {
    case Part::Whole:
    case Part::Player:
        return {};
    case Part::Players:
        return LocationText::tr("players");
    case Part::Teams:
        return LocationText::tr("teams");
    case Part::Name:
        return LocationText::tr("name");
    case Part::Team:
        return LocationText::tr("team");
    case Part::TunnelPoints:
        return LocationText::tr("tunnel points on the score track");
    case Part::Tunnels:
        return entryText(LocationText::tr("tunnel %1"), LocationText::tr("tunnels"), w.item);
    case Part::Coronation:
        return LocationText::tr("coronation token");
    case Part::PedestalTokens:
        return entryText(LocationText::tr("pedestal score token %1"),
                         LocationText::tr("pedestal score tokens"), w.item);
    case Part::Resources:
        return w.resource ? resourceName(*w.resource) : LocationText::tr("resources in storage");
    case Part::Halls:
        return entryText(LocationText::tr("great hall %1"), LocationText::tr("great halls"), w.item);
    case Part::Statues:
        return entryText(LocationText::tr("statue %1"), LocationText::tr("statues"), w.item);
    case Part::TrollLevels: // the sheet counts trolls per level: which entry of the file is no help
        return LocationText::tr("troll moot");
    case Part::BoardName:
        return LocationText::tr("board name");
    case Part::BoardSide:
        return LocationText::tr("board side");
    case Part::Grid:
        return w.item < 0 ? LocationText::tr("grid") : LocationText::tr("grid row %1").arg(rowLabel(w.item));
    case Part::MountainHeart:
        return LocationText::tr("Mountain Heart");
    case Part::Rubble:
        return entryText(LocationText::tr("rubble square %1"), LocationText::tr("rubble squares"), w.item);
    case Part::BuriedResources:
        return entryText(LocationText::tr("buried resources %1"), LocationText::tr("buried resources"),
                         w.item);
    case Part::StatueSpot:
        return entryText(LocationText::tr("statue spot %1"), LocationText::tr("statue spots"), w.item);
    case Part::WorkshopSite:
        return entryText(LocationText::tr("workshop site %1"), LocationText::tr("workshop sites"), w.item);
    case Part::GateStart:
        return entryText(LocationText::tr("gate start point %1"), LocationText::tr("gate start points"),
                         w.item);
    case Part::CatalogName:
        return LocationText::tr("catalog name");
    case Part::CatalogDescription:
        return LocationText::tr("catalog description");
    case Part::TunnelTile:
        return entryText(LocationText::tr("tunnel tile %1"), LocationText::tr("tunnel tiles"), w.item);
    case Part::HallTile:
        return entryText(LocationText::tr("great hall tile %1"), LocationText::tr("great hall tiles"),
                         w.item);
    case Part::WorkshopTile:
        return entryText(LocationText::tr("workshop tile %1"), LocationText::tr("workshop tiles"), w.item);
    case Part::TrollCard:
        return entryText(LocationText::tr("troll card %1"), LocationText::tr("troll cards"), w.item);
    case Part::Spell:
        return entryText(LocationText::tr("spell %1"), LocationText::tr("spells"), w.item);
    }
    return {};
}

} // namespace

std::vector<PathStep> pathSteps(const QString &path)
{
    std::vector<PathStep> steps;
    QString key;
    const auto endKey = [&] {
        if (!key.isEmpty())
            steps.push_back({key, -1});
        key.clear();
    };
    for (qsizetype i = 0; i < path.size(); ++i) {
        const QChar c = path.at(i);
        if (c == QLatin1Char('.')) {
            endKey();
        } else if (c == QLatin1Char('[')) {
            endKey();
            const qsizetype close = path.indexOf(QLatin1Char(']'), i);
            if (close < 0)
                break;
            bool ok = false;
            const int index = path.mid(i + 1, close - i - 1).toInt(&ok);
            if (ok)
                steps.push_back({QString(), index});
            i = close;
        } else {
            key += c;
        }
    }
    endKey();
    return steps;
}

ProblemLocation::Field ProblemLocation::fieldFromKey(const QString &key)
{
    static const QHash<QString, Field> fields{
        {QStringLiteral("name"), Field::Name},
        {QStringLiteral("id"), Field::Id},
        {QStringLiteral("low"), Field::Low},
        {QStringLiteral("high"), Field::High},
        {QStringLiteral("altar"), Field::Altar},
        {QStringLiteral("clan"), Field::Clan},
        {QStringLiteral("layer"), Field::Layer},
        {QStringLiteral("onOwnPedestal"), Field::Pedestal},
        {QStringLiteral("tunnel"), Field::TunnelLabel},
        {QStringLiteral("size"), Field::Size},
        {QStringLiteral("mineral"), Field::Mineral},
        {QStringLiteral("square"), Field::Square},
        {QStringLiteral("players"), Field::PlayerCount},
        {QStringLiteral("resources"), Field::Resources},
        {QStringLiteral("shape"), Field::Shape},
        {QStringLiteral("count"), Field::Count},
        {QStringLiteral("level"), Field::Level},
        {QStringLiteral("startRow"), Field::StartRow},
        {QStringLiteral("icons"), Field::Icons},
        {QStringLiteral("kind"), Field::Kind},
    };
    return fields.value(key, Field::None);
}

QString locationText(const ProblemLocation &where, const QStringList &playerNames)
{
    QStringList parts;
    if (where.player >= 0) {
        const QString name = playerNames.value(where.player).trimmed();
        parts << (name.isEmpty() ? LocationText::tr("Player %1").arg(where.player + 1) : name);
    }
    QString part = partText(where);
    if (where.square && where.part != Part::Grid) // a grid row says which row itself
        part = LocationText::tr("%1 at %2", "a feature of the board and its square")
                   .arg(part, squareText(*where.square));
    if (!part.isEmpty())
        parts << part;
    // The field, unless the part already says it ("Astrid, name", "Astrid, stone").
    if (where.part != Part::Name && where.part != Part::Resources) {
        const QString field = fieldText(where.field);
        if (!field.isEmpty())
            parts << field;
    }
    return parts.join(LocationText::tr(", ", "between the player, the item and the field of a problem"));
}

} // namespace hk
