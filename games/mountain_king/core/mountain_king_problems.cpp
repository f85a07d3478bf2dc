#include "mountain_king_problems.h"

#include <array>
#include <utility>

namespace hk::games {

namespace {

using Part = ProblemLocation::Part;
using FieldId = ProblemLocation::Field;

// The name of each part and field, as the files spell the key they stand for.
constexpr std::array<std::pair<Part, const char *>, 31> kParts{{
    {Part::Whole, ""},
    {Part::Players, "players"},
    {Part::Teams, "teams"},
    {Part::Player, "player"},
    {Part::Name, "name"},
    {Part::Team, "team"},
    {Part::TunnelPoints, "tunnelPoints"},
    {Part::Tunnels, "tunnels"},
    {Part::Coronation, "coronation"},
    {Part::PedestalTokens, "pedestalTokens"},
    {Part::Resources, "resources"},
    {Part::Halls, "halls"},
    {Part::Statues, "statues"},
    {Part::TrollLevels, "trollLevels"},
    {Part::BoardName, "boardName"},
    {Part::BoardSide, "side"},
    {Part::Grid, "grid"},
    {Part::MountainHeart, "mountainHeart"},
    {Part::Rubble, "rubble"},
    {Part::BuriedResources, "buriedResources"},
    {Part::StatueSpot, "statueSpots"},
    {Part::WorkshopSite, "workshopSites"},
    {Part::GateStart, "gateStarts"},
    {Part::CatalogName, "catalogName"},
    {Part::CatalogDescription, "description"},
    {Part::TunnelTile, "tunnelTiles"},
    {Part::HallTile, "hallTiles"},
    {Part::WorkshopTile, "workshopTiles"},
    {Part::TrollCard, "trolls"},
    {Part::Spell, "spells"},
}};

constexpr std::array<std::pair<FieldId, const char *>, 21> kFields{{
    {FieldId::None, ""},
    {FieldId::Name, "name"},
    {FieldId::Id, "id"},
    {FieldId::Low, "low"},
    {FieldId::High, "high"},
    {FieldId::Altar, "altar"},
    {FieldId::Clan, "clan"},
    {FieldId::Layer, "layer"},
    {FieldId::Pedestal, "onOwnPedestal"},
    {FieldId::TunnelLabel, "tunnel"},
    {FieldId::Size, "size"},
    {FieldId::Mineral, "mineral"},
    {FieldId::Square, "square"},
    {FieldId::PlayerCount, "playerCount"},
    {FieldId::Resources, "resources"},
    {FieldId::Shape, "shape"},
    {FieldId::Count, "count"},
    {FieldId::Level, "level"},
    {FieldId::StartRow, "startRow"},
    {FieldId::Icons, "icons"},
    {FieldId::Kind, "kind"},
}};

template <class Enum, size_t N>
QString nameOf(const std::array<std::pair<Enum, const char *>, N> &names, Enum value)
{
    for (const auto &[e, name] : names)
        if (e == value)
            return QString::fromLatin1(name);
    return {};
}

template <class Enum, size_t N>
Enum valueOf(const std::array<std::pair<Enum, const char *>, N> &names, const QString &name, Enum none)
{
    for (const auto &[e, n] : names)
        if (name == QLatin1String(n))
            return e;
    return none;
}

} // namespace

base::Location neutralLocation(const ProblemLocation &where)
{
    base::Location neutral{where.player, nameOf(kParts, where.part), where.item,
                           nameOf(kFields, where.field)};
    if (where.resource) // a sheet's storage or a board's buried resources: the resource is the field
        neutral.field = resourceId(*where.resource);
    if (where.square)
        neutral.square = base::GridSquare{where.square->row, where.square->column};
    return neutral;
}

ProblemLocation mountainKingLocation(const base::Location &where)
{
    ProblemLocation location;
    location.part = valueOf(kParts, where.section, Part::Whole);
    location.player = where.entity;
    location.item = where.item;
    if (const std::optional<Resource> resource = resourceFromId(where.field))
        location.resource = resource;
    else
        location.field = valueOf(kFields, where.field, FieldId::None);
    if (where.square)
        location.square = Square{where.square->row, where.square->column};
    return location;
}

base::Problems neutralProblems(const Problems &problems)
{
    base::Problems neutral;
    neutral.reserve(problems.size());
    for (const Problem &p : problems)
        neutral.push_back({p.path, p.message, p.ruleId,
                           p.isError() ? base::Problem::Severity::Error : base::Problem::Severity::Warning,
                           neutralLocation(p.where)});
    return neutral;
}

QString MountainKingLabeller::label(const base::Location &where, const QStringList &entityNames) const
{
    return locationText(mountainKingLocation(where), entityNames);
}

} // namespace hk::games
