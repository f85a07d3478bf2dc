#include "model/catalog.h"

#include <numeric>

namespace hk {

const TunnelShape *Catalog::tunnel(const QString &id) const
{
    for (const TunnelShape &t : tunnels)
        if (t.id == id)
            return &t;
    return nullptr;
}

const HallDef *Catalog::hall(const QString &id) const
{
    for (const HallDef &h : halls)
        if (h.id == id)
            return &h;
    return nullptr;
}

QString Catalog::hallName(const QString &id) const
{
    const HallDef *h = hall(id);
    return h ? inLanguage(h->name, h->names) : id;
}

QString Catalog::spellName(const QString &name) const
{
    for (const SpellDef &spell : spells)
        if (spell.name == name)
            return inLanguage(spell.name, spell.names);
    return name;
}

QString Catalog::spellText(const QString &name) const
{
    for (const SpellDef &spell : spells)
        if (spell.name == name)
            return inLanguage(spell.text, spell.texts);
    return {};
}

const TrollCard *Catalog::troll(const QString &id) const
{
    for (const TrollCard &t : trolls)
        if (t.name == id)
            return &t;
    return nullptr;
}

int Catalog::workshopCount(WorkshopKind kind) const
{
    for (const WorkshopStock &w : workshops)
        if (w.kind == kind)
            return w.count;
    return 0;
}

int Catalog::tunnelTiles() const
{
    return std::accumulate(tunnels.begin(), tunnels.end(), 0,
                           [](int sum, const TunnelShape &t) { return sum + t.count; });
}

void Catalog::computePlacements()
{
    for (TunnelShape &t : tunnels)
        t.placements = orientations(t.shape);
    for (HallDef &h : halls)
        h.placements = orientations(h.shape);
}

} // namespace hk
