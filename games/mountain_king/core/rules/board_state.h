#pragma once

// What stands on the board during a game: gates, tunnel tiles, great halls, pedestals, workshops and statues.
// Everything else is derived, never stored: occupancy, each player's network (DIG-ISOLATED,
// TEAM-NETWORK), the tunnel units statues move between (MOVE-UNITS, HALL-UNIT), open workshop entrances.

#include "model/board.h"
#include "model/catalog.h"

#include <QString>

#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace hk {

inline constexpr int kMaxPlayers = 5;

struct PlacedGate {
    int player = 0;
    Square square;
};

struct PlacedTunnel {
    int id = 0;
    QString shape;       // catalog id
    int orientation = 0; // index into TunnelShape::placements
    Square origin;
    std::vector<Square> squares;
    std::optional<Square> anchor;
    int player = -1; // who dug it (ownership is derived from the networks, not from this)
    Mineral mineral = Mineral::Stone;
};

struct PlacedHall {
    int id = 0;
    QString hall; // catalog id
    int orientation = 0;
    Square origin;
    std::vector<Square> squares;
    Square altar;
    int player = -1;
};

// A pedestal stays listed after a hall covers it (PED-COVERED): its layer x clan stays closed.
struct PlacedPedestal {
    Square square;
    Clan clan = Clan::Fire;
    int tunnel = 0; // the tile whose anchor holds it
    int player = -1;
};

struct PlacedWorkshop {
    Square site;
    WorkshopKind kind = WorkshopKind::CartWorkshop;
};

struct StatueOnBoard {
    int id = 0;
    Clan clan = Clan::Fire;
    Square square;
};

// A tunnel for moving statues and for scoring (MOVE-UNITS, SCORE-ONE-PER-TUNNEL): a tile, or each part of a
// tile left uncovered by halls; a great hall; a gate.
struct TunnelUnit {
    enum class Kind { Tunnel, Hall, Gate };
    Kind kind = Kind::Tunnel;
    int id = 0; // tunnel id, hall id, or the gate's player
    std::vector<Square> squares;
};

class BoardState;

// The derived view of a state. Build one after changing the state and hand it to the validators: it costs a
// few microseconds, a verdict a fraction of that.
class SpaceIndex {
public:
    explicit SpaceIndex(const BoardState &state);

    static constexpr int kNone = -1;
    int tunnelAt(const Square &s) const { return cell(s).tunnel; } // the tile under, even beneath a hall
    int hallAt(const Square &s) const { return cell(s).hall; }
    int gateAt(const Square &s) const { return cell(s).gate; }         // the gate's player
    int workshopAt(const Square &s) const { return cell(s).workshop; } // WorkshopKind, or kNone
    bool isWorkshopSite(const Square &s) const { return cell(s).site != kNone; }
    int statueAt(const Square &s) const { return cell(s).statue; }
    bool covered(const Square &s) const
    {
        const Cell &c = cell(s);
        return c.tunnel != kNone || c.hall != kNone || c.gate != kNone;
    }
    // Bit p set: the square belongs to player p's network.
    unsigned networkMask(const Square &s) const { return cell(s).network; }
    bool inNetwork(const Square &s, int player) const { return networkMask(s) & (1u << player); }
    int unitAt(const Square &s) const { return cell(s).unit; }
    const std::vector<TunnelUnit> &units() const { return m_units; }
    bool unitsAdjacent(int a, int b) const;
    // Players whose networks touch a square by an edge (the square itself excluded).
    unsigned adjacentNetworks(const Square &s) const;

private:
    // What is on one square. All squares are in one vector: a replay builds an index for most actions.
    struct Cell {
        int tunnel = kNone, hall = kNone, gate = kNone, workshop = kNone, site = kNone, statue = kNone;
        unsigned network = 0;
        int unit = kNone;
    };
    const Cell &cell(const Square &s) const
    {
        static const Cell outside;
        return m_board.inGrid(s) ? m_cells[size_t(m_board.index(s))] : outside;
    }

    const Board &m_board;
    std::vector<Cell> m_cells;
    std::vector<TunnelUnit> m_units;
    // The units next to unit u, sorted: m_neighbours[m_neighbourStart[u] … m_neighbourStart[u + 1]).
    std::vector<int> m_neighbours;
    std::vector<size_t> m_neighbourStart;
};

class BoardState {
public:
    BoardState(std::shared_ptr<const Board> board, std::shared_ptr<const Catalog> catalog, int players);

    const Board &board() const { return *m_board; }
    const Catalog &catalog() const { return *m_catalog; }
    std::shared_ptr<const Board> boardPtr() const { return m_board; }
    std::shared_ptr<const Catalog> catalogPtr() const { return m_catalog; }
    int players() const { return m_players; }

    // Team game (TEAM-*): team 1 or 2 per player; 0 everywhere when not a team game.
    std::vector<int> teams;
    std::vector<QString> playerNames; // for messages; "Player 1"… by default
    bool teammates(int a, int b) const;

    std::vector<PlacedGate> gates;
    std::vector<PlacedTunnel> tunnels;
    std::vector<PlacedHall> halls;
    std::vector<PlacedPedestal> pedestals;
    std::vector<PlacedWorkshop> workshops;
    std::vector<StatueOnBoard> statues;
    // The pedestal track (SET-PEDTRACK): token value per layer (1-5) and statue clan; 0 where unknown.
    std::array<std::array<int, 3>, 5> pedestalTrack{};
    // Workshop tiles in the supply at setup (SET-WORKSHOPS), by kind; those built are counted out of it.
    std::array<int, kWorkshopKinds> workshopSupply{};

    // Placing pieces. Only geometry is computed here; legality is the validators' business
    // (rules/placement.h).
    int addTunnel(int player, const QString &shape, int orientation, const Square &origin, Mineral mineral);
    int addHall(int player, const QString &hall, int orientation, const Square &origin);

    const PlacedTunnel *tunnel(int id) const;
    const PlacedHall *hall(int id) const;
    const StatueOnBoard *statue(int id) const;
    StatueOnBoard *statue(int id);
    // Tiles of `shape` not yet on the board (DIG-SUPPLY).
    int tunnelsLeft(const QString &shape) const;
    bool hallPlaced(const QString &hall) const;
    int workshopsLeft(WorkshopKind kind) const;
    // PED-UNIQUE: has a pedestal of `clan` ever been placed in `layer`? (PED-COVERED keeps it closed.)
    bool pedestalTokenTaken(int layer, Clan clan) const;
    // A pedestal whose square no hall covers (HALL-PED removes the others from the game).
    bool pedestalInGame(const PlacedPedestal &p) const;
    const PlacedPedestal *pedestalAt(const Square &s) const; // one in the game

private:
    std::shared_ptr<const Board> m_board;
    std::shared_ptr<const Catalog> m_catalog;
    int m_players = 0;
    int m_nextId = 1;
};

// Statues are unearthed once a tunnel, hall or gate covers their square (DIG-UNEARTH).
inline bool unearthed(const SpaceIndex &index, const StatueOnBoard &s)
{
    return index.covered(s.square);
}

} // namespace hk
