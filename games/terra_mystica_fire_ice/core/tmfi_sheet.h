#pragma once

// The end-game score sheet of Terra Mystica: Fire & Ice, as the generic sheet's schema: per player the faction
// (each once), the VP track, the largest network, the four cult positions, the final-scoring tile's value, and
// the resources left (coins, workers, priests, power in bowls II and III); for the sheet, the final-scoring
// tile in play. Each field's range cites its rule, and the schema's own check refuses what no game can reach
// (two factions of one colour, a tile value the largest network cannot hold, too many power tokens, two
// players at 10 on one cult track).

#include "sheet/sheet_schema.h"

#include <memory>
#include <optional>

namespace hk::tmfi {

namespace key {
inline const QString faction = QStringLiteral("faction");
inline const QString vp = QStringLiteral("vp");
inline const QString network = QStringLiteral("network");
inline const QString fire = QStringLiteral("fire");
inline const QString water = QStringLiteral("water");
inline const QString earth = QStringLiteral("earth");
inline const QString air = QStringLiteral("air");
inline const QString tileValue = QStringLiteral("tileValue");
inline const QString coins = QStringLiteral("coins");
inline const QString workers = QStringLiteral("workers");
inline const QString priests = QStringLiteral("priests");
inline const QString bowl2 = QStringLiteral("bowl2");
inline const QString bowl3 = QStringLiteral("bowl3");
// The sheet's setting: the final-scoring tile in play.
inline const QString finalTile = QStringLiteral("finalTile");
} // namespace key

// The four cult tracks, in the order of the sheet and the score.
inline const QStringList kCultKeys{key::fire, key::water, key::earth, key::air};

// The Fire & Ice final-scoring tiles (TMFI-004…007), or none (a game without one).
enum class FinalTile { None, Distance, StrongholdSanctuary, Outposts, Settlements };
QString finalTileId(FinalTile tile);
std::optional<FinalTile> finalTileFromId(const QString &id);
const char *finalTileRule(FinalTile tile); // the tile's rule; TMFI-001 for none

// A faction has 17 buildings (TM-BUILDINGS), 7 priests (TM-PRIESTS) and 12 power tokens (TM-POWER).
inline constexpr int kBuildings = 17;
inline constexpr int kPriests = 7;
inline constexpr int kPowerTokens = 12;

std::shared_ptr<const base::SheetSchema> tmfiSchema();

} // namespace hk::tmfi
