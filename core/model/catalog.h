#pragma once

// The components whose exact data is not published (DESIGN.md): tunnel tile shapes and counts, great halls,
// the workshop tiles in the box, and a library of troll cards as transcribed (so that a card drawn later is
// picked, not typed again). Read from *.hkcatalog files; the default is resources/catalogs/.

#include "model/geometry.h"
#include "model/troll.h"
#include "model/workshops.h"

#include <QString>

#include <vector>

namespace hk {

inline constexpr int kTunnelTilesInBox = 52;
inline constexpr int kHallsInBox = 6;

struct TunnelShape {
    QString id;
    Orientation shape;     // as drawn in the catalog; the anchor is where a pedestal goes (none for size 5)
    int count = 0;         // tiles of this shape in the box
    bool verified = false; // checked against the printed tiles
    int size() const { return int(shape.cells.size()); }
    std::vector<Orientation> placements; // every distinct orientation (DIG-ORIENT), computed on load
    bool operator==(const TunnelShape &o) const
    {
        return id == o.id && shape == o.shape && count == o.count && verified == o.verified;
    }
};

struct HallDef {
    QString id;
    QString name;
    Orientation shape; // the anchor is the altar square
    int low = 0;
    int high = 0;
    bool verified = false;
    QString note;
    std::vector<Orientation> placements;
    bool operator==(const HallDef &o) const
    {
        return id == o.id && name == o.name && shape == o.shape && low == o.low && high == o.high &&
               verified == o.verified && note == o.note;
    }
};

struct WorkshopStock {
    WorkshopKind kind = WorkshopKind::CartWorkshop;
    int count = kWorkshopTilesPerKind;
    bool operator==(const WorkshopStock &) const = default;
};

class Catalog {
public:
    QString name;
    QString description;
    std::vector<TunnelShape> tunnels;
    std::vector<HallDef> halls;
    std::vector<WorkshopStock> workshops;
    std::vector<TrollCard> trolls; // the card library: each card's name is its identifier

    const TunnelShape *tunnel(const QString &id) const;
    const HallDef *hall(const QString &id) const;
    const TrollCard *troll(const QString &id) const;
    int workshopCount(WorkshopKind kind) const;
    int tunnelTiles() const; // the sum of the counts
    // Fills the `placements` of every shape and hall; the reader calls it.
    void computePlacements();

    bool operator==(const Catalog &) const = default;
};

} // namespace hk
