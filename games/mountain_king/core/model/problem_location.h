#pragma once

// Where a problem is, in the table's terms: for a score sheet the player, the section of the sheet, the item
// (statue 2, great hall 1) and the field; for a board the feature, its index and its square; for a catalog
// the tile or card and its field. Filled by the validators and readers of each format, so that the app marks
// fields and names places without taking the JSON path apart; the path stays for the command line, whose
// contract it is.

#include "model/geometry.h"
#include "model/resources.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace hk {

struct ProblemLocation {
    enum class Part : quint8 {
        Whole, // the file as a whole, or nothing more precise
        // A score sheet: its lists, then a player's sections.
        Players,
        Teams,
        Player,
        Name,
        Team,
        TunnelPoints,
        Tunnels,
        Coronation,
        PedestalTokens,
        Resources,
        Halls,
        Statues,
        TrollLevels,
        // A board: its own fields, then its printed features.
        BoardName,
        BoardSide,
        Grid,
        MountainHeart,
        Rubble,
        BuriedResources,
        StatueSpot,
        WorkshopSite,
        GateStart,
        // A catalog: its own fields, then its tiles and cards.
        CatalogName,
        CatalogDescription,
        TunnelTile,
        HallTile,
        WorkshopTile,
        TrollCard,
        Spell,
    };
    enum class Field : quint8 {
        None,
        Name,
        Id,
        Low,
        High,
        Altar,
        Clan,
        Layer,
        Pedestal,
        TunnelLabel,
        Size,
        Mineral,
        Square,
        PlayerCount,
        Resources,
        Shape,
        Count,
        Level,
        StartRow,
        Icons,
        Kind,
    };

    Part part = Part::Whole;
    int player = -1;           // a sheet's player, from 0
    int item = -1;             // the entry of its list, from 0 (statue, hall, gate start, tile); -1: the list
    Field field = Field::None; // the value of the entry at fault, if one
    std::optional<Resource> resource; // Part::Resources (a sheet's storage) or a board's buried resources
    std::optional<Square> square;     // a board feature's square, when it lies on the grid

    bool operator==(const ProblemLocation &) const = default;
    bool isWhole() const { return part == Part::Whole; }
    // The field a key of the files names ("onOwnPedestal": Pedestal); None for a key that is no field.
    static Field fieldFromKey(const QString &key);
};

// The steps of a JSON path as the readers and validators write it: "players[1].statues[0].layer" is the key
// "players", the index 1, the key "statues", the index 0 and the key "layer". Used by each format's locator
// only, next to the code that writes its paths.
struct PathStep {
    QString key; // empty for an index
    int index = -1;
};
std::vector<PathStep> pathSteps(const QString &path);

// Where in the table's terms, translated: "陳小明, statue 2, pedestal", "gate start point 3 at C7", "tunnel
// tile 3, shape". A player is named by `playerNames` (the sheet's names), or "Player 2" without one. Empty
// for the file as a whole.
QString locationText(const ProblemLocation &where, const QStringList &playerNames = {});

} // namespace hk
