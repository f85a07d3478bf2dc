#pragma once

// Terra Mystica's terrains and factions as the end-game scoring and the helpers need them: the seven terrains
// in the order of the transformation cycle, the 14 factions of the base game with their home terrain, and the
// six of Fire & Ice (two ice factions, two volcano factions, two that choose a terrain), each with the names
// shown in the four languages (docs/rules-terra-mystica-fire-ice.md says where they come from).

#include "i18n/text.h"

#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <vector>

namespace hk::tmfi {

// In the order of the transformation cycle (TM-CYCLE): each terrain is one spade from its two neighbours, and
// the last is next to the first.
enum class Terrain { Plains, Swamp, Lakes, Forest, Mountains, Wasteland, Desert };
inline constexpr int kTerrainCount = 7;
const std::array<Terrain, kTerrainCount> &allTerrains();
QString terrainId(Terrain terrain); // "plains": written in files and on the command line
std::optional<Terrain> terrainFromId(const QString &id);
base::Text terrainName(Terrain terrain);
// Steps between two terrains around the cycle, 0 to 3 (TM-CYCLE).
int cycleDistance(Terrain a, Terrain b);

enum class FactionKind {
    Base,     // the base game's: a fixed home terrain
    Ice,      // Ice Maidens, Yetis: choose a start terrain, build on ice (TMFI-016)
    Volcano,  // Dragonlords, Acolytes: choose a start terrain last, build on volcano (TMFI-017)
    Variable, // Shapeshifters choose a home terrain (TMFI-018), Riverwalkers a start terrain (TMFI-019)
};

struct Faction {
    const char *id; // "witches": the sheet's choice
    base::Text name;
    FactionKind kind;
    std::optional<Terrain> home{}; // base factions only
    // Gains power tokens beyond the 12 of a faction board (TMFI-023): Dragonlords, Shapeshifters.
    bool gainsPowerTokens = false;
    int coinsPerVp = 3; // final conversion (TM-RESOURCES); Alchemists 2 (TM-ALCHEMISTS)
};

// The 20 factions: the base game's 14 by home terrain along the cycle, then Fire & Ice's six.
const std::vector<Faction> &allFactions();
const Faction *findFaction(const QString &id);
QString factionName(const QString &id); // translated; the id itself for an unknown one
// A faction's pieces (TM-COLOURS): a base faction's are the colour of its home terrain ("green" for forest);
// the two ice factions share the white pieces, the two volcano factions the orange ones. Empty for the
// Shapeshifters and Riverwalkers, who play the colour of the terrain they choose.
QString factionColour(const Faction &faction);
QString terrainColour(Terrain terrain);
base::Text colourName(const QString &colour); // "green" → "green", translated

} // namespace hk::tmfi
