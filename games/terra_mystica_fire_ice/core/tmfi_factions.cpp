#include "tmfi_factions.h"

#include <QCoreApplication>

#include <cstdlib>

namespace hk::tmfi {

namespace {

constexpr char kContext[] = "TerraMysticaFireIce";

} // namespace

const std::array<Terrain, kTerrainCount> &allTerrains()
{
    static const std::array<Terrain, kTerrainCount> terrains{
        Terrain::Plains,    Terrain::Swamp,     Terrain::Lakes, Terrain::Forest,
        Terrain::Mountains, Terrain::Wasteland, Terrain::Desert};
    return terrains;
}

QString terrainId(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Plains:
        return QStringLiteral("plains");
    case Terrain::Swamp:
        return QStringLiteral("swamp");
    case Terrain::Lakes:
        return QStringLiteral("lakes");
    case Terrain::Forest:
        return QStringLiteral("forest");
    case Terrain::Mountains:
        return QStringLiteral("mountains");
    case Terrain::Wasteland:
        return QStringLiteral("wasteland");
    case Terrain::Desert:
        break;
    }
    return QStringLiteral("desert");
}

std::optional<Terrain> terrainFromId(const QString &id)
{
    for (Terrain t : allTerrains())
        if (terrainId(t) == id)
            return t;
    return std::nullopt;
}

base::Text terrainName(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Plains:
        return {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "plains")};
    case Terrain::Swamp:
        return {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "swamp")};
    case Terrain::Lakes:
        return {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "lakes")};
    case Terrain::Forest:
        return {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "forest")};
    case Terrain::Mountains:
        return {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "mountains")};
    case Terrain::Wasteland:
        return {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "wasteland")};
    case Terrain::Desert:
        break;
    }
    return {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "desert")};
}

int cycleDistance(Terrain a, Terrain b)
{
    const int steps = std::abs(int(a) - int(b));
    return std::min(steps, kTerrainCount - steps);
}

const std::vector<Faction> &allFactions()
{
    using K = FactionKind;
    using T = Terrain;
    static const std::vector<Faction> factions{
        {"halflings", {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Halflings")}, K::Base, T::Plains},
        {"cultists", {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Cultists")}, K::Base, T::Plains},
        {"alchemists",
         {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Alchemists")},
         K::Base,
         T::Swamp,
         false,
         2},
        {"darklings", {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Darklings")}, K::Base, T::Swamp},
        {"mermaids", {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Mermaids")}, K::Base, T::Lakes},
        {"swarmlings", {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Swarmlings")}, K::Base, T::Lakes},
        {"witches", {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Witches")}, K::Base, T::Forest},
        {"auren", {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Auren")}, K::Base, T::Forest},
        {"dwarves", {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Dwarves")}, K::Base, T::Mountains},
        {"engineers",
         {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Engineers")},
         K::Base,
         T::Mountains},
        {"chaosMagicians",
         {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Chaos Magicians")},
         K::Base,
         T::Wasteland},
        {"giants", {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Giants")}, K::Base, T::Wasteland},
        {"fakirs", {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Fakirs")}, K::Base, T::Desert},
        {"nomads", {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Nomads")}, K::Base, T::Desert},
        {"iceMaidens", {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Ice Maidens")}, K::Ice},
        {"yetis", {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Yetis")}, K::Ice},
        {"dragonlords",
         {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Dragonlords")},
         K::Volcano,
         std::nullopt,
         true},
        {"acolytes", {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Acolytes")}, K::Volcano},
        {"shapeshifters",
         {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Shapeshifters")},
         K::Variable,
         std::nullopt,
         true},
        {"riverwalkers", {kContext, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Riverwalkers")}, K::Variable},
    };
    return factions;
}

const Faction *findFaction(const QString &id)
{
    for (const Faction &f : allFactions())
        if (QLatin1String(f.id) == id)
            return &f;
    return nullptr;
}

QString factionName(const QString &id)
{
    const Faction *f = findFaction(id);
    return f ? f->name.text() : id;
}

QString terrainColour(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Plains:
        return QStringLiteral("brown");
    case Terrain::Swamp:
        return QStringLiteral("black");
    case Terrain::Lakes:
        return QStringLiteral("blue");
    case Terrain::Forest:
        return QStringLiteral("green");
    case Terrain::Mountains:
        return QStringLiteral("grey");
    case Terrain::Wasteland:
        return QStringLiteral("red");
    case Terrain::Desert:
        break;
    }
    return QStringLiteral("yellow");
}

base::Text colourName(const QString &colour)
{
    static const std::vector<std::pair<QString, const char *>> names{
        {QStringLiteral("brown"), QT_TRANSLATE_NOOP("TerraMysticaFireIce", "brown")},
        {QStringLiteral("black"), QT_TRANSLATE_NOOP("TerraMysticaFireIce", "black")},
        {QStringLiteral("blue"), QT_TRANSLATE_NOOP("TerraMysticaFireIce", "blue")},
        {QStringLiteral("green"), QT_TRANSLATE_NOOP("TerraMysticaFireIce", "green")},
        {QStringLiteral("grey"), QT_TRANSLATE_NOOP("TerraMysticaFireIce", "grey")},
        {QStringLiteral("red"), QT_TRANSLATE_NOOP("TerraMysticaFireIce", "red")},
        {QStringLiteral("yellow"), QT_TRANSLATE_NOOP("TerraMysticaFireIce", "yellow")},
        {QStringLiteral("white"), QT_TRANSLATE_NOOP("TerraMysticaFireIce", "white")},
        {QStringLiteral("orange"), QT_TRANSLATE_NOOP("TerraMysticaFireIce", "orange")},
    };
    for (const auto &[id, name] : names)
        if (id == colour)
            return {kContext, name};
    return {};
}

QString factionColour(const Faction &faction)
{
    switch (faction.kind) {
    case FactionKind::Base:
        return terrainColour(*faction.home);
    case FactionKind::Ice:
        return QStringLiteral("white");
    case FactionKind::Volcano:
        return QStringLiteral("orange");
    case FactionKind::Variable:
        break;
    }
    return {};
}

} // namespace hk::tmfi
