#pragma once

// The components whose exact data is not published: tunnel tile shapes and counts, great halls,
// the workshop tiles in the box, and a library of troll cards as transcribed (so that a card drawn later is
// picked, not typed again). Read from *.hkcatalog files; the default is resources/catalogs/.

#include "model/geometry.h"
#include "model/translated_names.h"
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
    TranslatedNames names; // the name in other languages (shipped halls)
    QString displayName() const { return inLanguage(name, names); }
    Orientation shape; // the anchor is the altar square
    int low = 0;
    int high = 0;
    bool verified = false;
    QString note;
    std::vector<Orientation> placements;
    bool operator==(const HallDef &o) const
    {
        return id == o.id && name == o.name && names == o.names && shape == o.shape && low == o.low &&
               high == o.high && verified == o.verified && note == o.note;
    }
};

struct WorkshopStock {
    WorkshopKind kind = WorkshopKind::CartWorkshop;
    int count = kWorkshopTilesPerKind;
    bool operator==(const WorkshopStock &) const = default;
};

// A spell card known by name (the rulebook's 大地儀式, Earth Ritual): a game's face-up spells are free text,
// and one that names a known spell is shown in the reader's language, with the card's text when the catalog
// has it (the effects are not published: a group may transcribe its cards).
struct SpellDef {
    QString name;
    TranslatedNames names;
    QString text;          // what the card says, as printed (optional)
    TranslatedNames texts; // and in other languages
    bool operator==(const SpellDef &) const = default;
};

class Catalog {
public:
    QString name;
    TranslatedNames names;
    QString description;
    TranslatedNames descriptions;
    std::vector<TunnelShape> tunnels;
    std::vector<HallDef> halls;
    std::vector<WorkshopStock> workshops;
    std::vector<TrollCard> trolls; // the card library: each card's name is its identifier
    std::vector<SpellDef> spells;

    // Names as the reader sees them: in the installed language when the catalog translates them.
    QString displayName() const { return inLanguage(name, names); }
    QString displayDescription() const { return inLanguage(description, descriptions); }
    QString hallName(const QString &id) const;    // the id itself for an unknown hall
    QString spellName(const QString &name) const; // a spell the catalog does not know stays as typed
    QString
    spellText(const QString &name) const; // the card's text in the reader's language; empty if unknown

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
