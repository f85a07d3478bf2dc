#include "rules/board_state.h"

#include "model/players.h"

#include <algorithm>

namespace hk {

SpaceIndex::SpaceIndex(const BoardState &state) : m_board(state.board())
{
    const Board &board = state.board();
    m_cells.resize(size_t(board.rows) * board.columns);
    const auto at = [&](const Square &s) -> Cell * {
        return board.inGrid(s) ? &m_cells[size_t(board.index(s))] : nullptr;
    };
    for (size_t i = 0; i < board.workshopSites.size(); ++i)
        if (Cell *c = at(board.workshopSites[i]))
            c->site = int(i);
    for (const PlacedWorkshop &w : state.workshops)
        if (Cell *c = at(w.site))
            c->workshop = int(w.kind);
    for (const PlacedGate &g : state.gates)
        if (Cell *c = at(g.square))
            c->gate = g.player;
    for (const PlacedTunnel &t : state.tunnels)
        for (const Square &s : t.squares)
            if (Cell *c = at(s))
                c->tunnel = t.id;
    for (const PlacedHall &h : state.halls)
        for (const Square &s : h.squares)
            if (Cell *c = at(s))
                c->hall = h.id;
    for (const StatueOnBoard &s : state.statues)
        if (Cell *c = at(s.square))
            c->statue = s.id;

    // Networks (DIG-ISOLATED): everything edge-connected to a player's gate through tunnels and halls; a
    // teammate's gate joins in once reached (TEAM-NETWORK). Computed, never stored.
    std::vector<Square> todo;
    for (const PlacedGate &gate : state.gates) {
        if (!board.inGrid(gate.square))
            continue;
        const unsigned bit = 1u << gate.player;
        todo.assign(1, gate.square);
        at(gate.square)->network |= bit;
        while (!todo.empty()) {
            const Square s = todo.back();
            todo.pop_back();
            for (const Square &step : kEdgeSteps) {
                Cell *next = at(s + step);
                if (!next || (next->network & bit))
                    continue;
                const bool passable = next->tunnel != kNone || next->hall != kNone ||
                                      (next->gate != kNone && state.teammates(next->gate, gate.player));
                if (!passable)
                    continue;
                next->network |= bit;
                todo.push_back(s + step);
            }
        }
    }

    // Tunnel units (MOVE-UNITS, HALL-UNIT): each hall; each part of a tile no hall covers; each gate.
    const auto addUnit = [&](TunnelUnit unit) {
        for (const Square &s : unit.squares)
            if (Cell *c = at(s))
                c->unit = int(m_units.size());
        m_units.push_back(std::move(unit));
    };
    for (const PlacedHall &h : state.halls)
        addUnit({TunnelUnit::Kind::Hall, h.id, h.squares});
    for (const PlacedTunnel &t : state.tunnels) {
        std::vector<Square> open;
        for (const Square &s : t.squares)
            if (const Cell *c = at(s); c && c->hall == kNone && c->tunnel == t.id)
                open.push_back(s);
        if (open.size() == t.squares.size()) { // the whole tile: one part (a tile is connected)
            std::sort(open.begin(), open.end());
            addUnit({TunnelUnit::Kind::Tunnel, t.id, std::move(open)});
            continue;
        }
        for (std::vector<Square> &part : connectedParts(std::move(open)))
            addUnit({TunnelUnit::Kind::Tunnel, t.id, std::move(part)});
    }
    for (const PlacedGate &g : state.gates)
        addUnit({TunnelUnit::Kind::Gate, g.player, {g.square}});

    m_neighbourStart.reserve(m_units.size() + 1);
    for (size_t u = 0; u < m_units.size(); ++u) {
        const size_t first = m_neighbours.size();
        m_neighbourStart.push_back(first);
        for (const Square &s : m_units[u].squares)
            for (const Square &step : kEdgeSteps) {
                const int v = unitAt(s + step);
                if (v != kNone && v != int(u))
                    m_neighbours.push_back(v);
            }
        std::sort(m_neighbours.begin() + qsizetype(first), m_neighbours.end());
        m_neighbours.erase(std::unique(m_neighbours.begin() + qsizetype(first), m_neighbours.end()),
                           m_neighbours.end());
    }
    m_neighbourStart.push_back(m_neighbours.size());
}

bool SpaceIndex::unitsAdjacent(int a, int b) const
{
    if (a < 0 || b < 0 || a >= int(m_units.size()))
        return false;
    return std::binary_search(m_neighbours.begin() + qsizetype(m_neighbourStart[size_t(a)]),
                              m_neighbours.begin() + qsizetype(m_neighbourStart[size_t(a) + 1]), b);
}

unsigned SpaceIndex::adjacentNetworks(const Square &s) const
{
    unsigned mask = 0;
    for (const Square &step : kEdgeSteps)
        mask |= networkMask(s + step);
    return mask;
}

BoardState::BoardState(std::shared_ptr<const Board> board, std::shared_ptr<const Catalog> catalog,
                       int players)
    : teams(size_t(players), 0), m_board(std::move(board)), m_catalog(std::move(catalog)), m_players(players)
{
    for (int p = 0; p < players; ++p)
        playerNames.push_back(defaultPlayerName(p + 1));
    for (const WorkshopStock &w : m_catalog->workshops)
        workshopSupply[int(w.kind)] = w.count;
}

bool BoardState::teammates(int a, int b) const
{
    if (a == b)
        return true;
    if (a < 0 || b < 0 || a >= int(teams.size()) || b >= int(teams.size()))
        return false;
    return teams[a] != 0 && teams[a] == teams[b];
}

int BoardState::addTunnel(int player, const QString &shape, int orientation, const Square &origin,
                          Mineral mineral)
{
    PlacedTunnel t;
    t.id = m_nextId++;
    t.shape = shape;
    t.orientation = orientation;
    t.origin = origin;
    t.player = player;
    t.mineral = mineral;
    if (const TunnelShape *def = m_catalog->tunnel(shape);
        def && orientation >= 0 && orientation < int(def->placements.size())) {
        const Orientation &o = def->placements[orientation];
        for (const Square &c : o.cells)
            t.squares.push_back(origin + c);
        if (o.anchor)
            t.anchor = origin + *o.anchor;
    }
    tunnels.push_back(t);
    return t.id;
}

int BoardState::addHall(int player, const QString &hallId, int orientation, const Square &origin)
{
    PlacedHall h;
    h.id = m_nextId++;
    h.hall = hallId;
    h.orientation = orientation;
    h.origin = origin;
    h.player = player;
    if (const HallDef *def = m_catalog->hall(hallId);
        def && orientation >= 0 && orientation < int(def->placements.size())) {
        const Orientation &o = def->placements[orientation];
        for (const Square &c : o.cells)
            h.squares.push_back(origin + c);
        if (o.anchor)
            h.altar = origin + *o.anchor;
    }
    halls.push_back(h);
    return h.id;
}

const PlacedTunnel *BoardState::tunnel(int id) const
{
    for (const PlacedTunnel &t : tunnels)
        if (t.id == id)
            return &t;
    return nullptr;
}

const PlacedHall *BoardState::hall(int id) const
{
    for (const PlacedHall &h : halls)
        if (h.id == id)
            return &h;
    return nullptr;
}

const StatueOnBoard *BoardState::statue(int id) const
{
    for (const StatueOnBoard &s : statues)
        if (s.id == id)
            return &s;
    return nullptr;
}

StatueOnBoard *BoardState::statue(int id)
{
    return const_cast<StatueOnBoard *>(std::as_const(*this).statue(id));
}

int BoardState::tunnelsLeft(const QString &shape) const
{
    const TunnelShape *def = m_catalog->tunnel(shape);
    if (!def)
        return 0;
    const auto placed = std::count_if(tunnels.begin(), tunnels.end(),
                                      [&](const PlacedTunnel &t) { return t.shape == shape; });
    return std::max(0, def->count - int(placed));
}

bool BoardState::hallPlaced(const QString &hallId) const
{
    return std::any_of(halls.begin(), halls.end(), [&](const PlacedHall &h) { return h.hall == hallId; });
}

int BoardState::workshopsLeft(WorkshopKind kind) const
{
    const auto built = std::count_if(workshops.begin(), workshops.end(),
                                     [&](const PlacedWorkshop &w) { return w.kind == kind; });
    return std::max(0, workshopSupply[int(kind)] - int(built));
}

bool BoardState::pedestalTokenTaken(int layer, Clan clan) const
{
    return std::any_of(pedestals.begin(), pedestals.end(), [&](const PlacedPedestal &p) {
        return p.clan == clan && board().layer(p.square) == layer;
    });
}

bool BoardState::pedestalInGame(const PlacedPedestal &p) const
{
    return std::none_of(halls.begin(), halls.end(), [&](const PlacedHall &h) {
        return std::find(h.squares.begin(), h.squares.end(), p.square) != h.squares.end();
    });
}

const PlacedPedestal *BoardState::pedestalAt(const Square &s) const
{
    for (const PlacedPedestal &p : pedestals)
        if (p.square == s && pedestalInGame(p))
            return &p;
    return nullptr;
}

} // namespace hk
