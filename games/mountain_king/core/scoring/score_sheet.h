#pragma once

// The score sheet: what a group enters at the end of a game, without the board (docs/formats.md).
// It is also the input of the scoring engine; the table mirror derives one from the game state.

#include "model/problem.h"
#include "model/resources.h"

#include <QString>

#include <optional>
#include <vector>

namespace hk {

struct SheetTunnel {
    int size = 2;
    Mineral mineral = Mineral::Stone;
    bool operator==(const SheetTunnel &) const = default;
};

struct SheetHall {
    QString name; // optional
    int low = 0;
    int high = 0;
    bool altar = false; // a statue stands on its altar
    bool operator==(const SheetHall &) const = default;
};

// An unearthed statue of the player's network outside every hall.
struct SheetStatue {
    Clan clan = Clan::Fire;
    int layer = 1;
    bool onOwnPedestal = false;
    QString tunnel; // statues with the same label share a tunnel; empty = a tunnel of its own
    bool operator==(const SheetStatue &) const = default;
};

struct SheetPlayer {
    QString name;
    int team = 0; // 1 or 2 in a team sheet, else 0
    std::vector<SheetTunnel> tunnels;
    std::optional<int> tunnelPoints; // the score-track total, used instead of `tunnels`
    int coronation = 0;              // 0, 3 or 5
    std::vector<int> pedestalTokens;
    ResourceCounts resources{};
    std::vector<SheetHall> halls;
    std::vector<SheetStatue> statues;
    std::vector<int> trollLevels; // levels 1-3 of the clan trolls in the moot
    bool operator==(const SheetPlayer &) const = default;
};

struct ScoreSheet {
    bool teams = false;
    std::vector<SheetPlayer> players;
    bool operator==(const ScoreSheet &) const = default;
};

// Limits of the sheet (docs/formats.md and the box's contents).
namespace sheet_limits {
inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 5;
inline constexpr int kTeamPlayers = 4;
inline constexpr int kMinTunnelSize = 2;
inline constexpr int kMaxTunnelSize = 5;
inline constexpr int kTunnelTiles = 52;
inline constexpr int kMaxTunnelPoints = kTunnelTiles * 11; // every tile a size-5 heartstone tunnel
inline constexpr int kMinTokenValue = 1;
inline constexpr int kMaxTokenValue = 9;
inline constexpr int kPedestalTokens = 15;
inline constexpr int kHalls = 6;
// The most halls, and statues, one player's list in a file may hold: twice what the box holds (6 great halls,
// 21 statues), room for a sheet being corrected; a longer list is refused as it is read, the limit named.
inline constexpr int kMaxHallsListed = 2 * kHalls;
inline constexpr int kMaxStatuesListed = 2 * kStatuesInBox;
inline constexpr int kLayers = 5;
inline constexpr int kMaxClanTrolls = 6; // 10 moot slots minus the 4 starting trolls
inline constexpr int kMaxResourceCount = 9999;
} // namespace sheet_limits

// Every semantic problem of a sheet (ranges, uniqueness, box counts, team layout), with the JSON path of the
// field at fault as it would appear in the file. Errors make the sheet invalid; warnings do not.
Problems validateSheet(const ScoreSheet &sheet);
// The place in the sheet that a path of a sheet file names ("players[1].statues[0].layer": player 1, statue
// 0, its layer): what validateSheet and the sheet reader fill every problem's location with.
ProblemLocation sheetLocation(const QString &path);

} // namespace hk
