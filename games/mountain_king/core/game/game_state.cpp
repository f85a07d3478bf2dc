#include "game/game_state.h"

namespace hk {

namespace {
constexpr int kRowStart[4] = {0, 4, 7, 9};
constexpr int kRowSize[4] = {4, 3, 2, 1};
} // namespace

int Moot::row(int slot)
{
    for (int r = 3; r >= 0; --r)
        if (slot >= kRowStart[r])
            return r;
    return 0;
}

int Moot::position(int slot)
{
    return slot - kRowStart[row(slot)];
}

int Moot::slotAt(int row, int position)
{
    if (row < 0 || row > 3 || position < 0 || position >= kRowSize[row])
        return -1;
    return kRowStart[row] + position;
}

std::array<int, 2> Moot::below(int slot)
{
    const int r = row(slot), p = position(slot);
    if (r == 0)
        return {-1, -1};
    return {slotAt(r - 1, p), slotAt(r - 1, p + 1)};
}

std::vector<int> Moot::triangle(int slot)
{
    std::vector<int> result;
    const int r = row(slot), p = position(slot);
    for (int k = 0; k <= r; ++k)
        for (int i = 0; i <= k; ++i)
            result.push_back(slotAt(r - k, p + i));
    return result;
}

int Moot::trolls() const
{
    return int(
        std::count_if(pyramid.begin(), pyramid.end(), [](const MootSlot &s) { return s.troll.has_value(); }));
}

bool Moot::canHold(int slot) const
{
    if (slot < 0 || slot >= kMootSlots || pyramid[slot].troll)
        return false;
    if (row(slot) == 0)
        return true;
    const auto under = below(slot);
    return pyramid[under[0]].troll && pyramid[under[1]].troll;
}

std::vector<int> Moot::freeSlots() const
{
    std::vector<int> free;
    for (int s = 0; s < kMootSlots; ++s)
        if (canHold(s))
            free.push_back(s);
    return free;
}

int Moot::clanTrollLevels() const
{
    int sum = 0;
    for (const MootSlot &s : pyramid)
        if (s.troll)
            sum += s.troll->level;
    return sum;
}

ResourceCounts Moot::resources() const
{
    ResourceCounts r{};
    for (const MootSlot &s : pyramid)
        if (s.troll)
            for (size_t i = 0; i < s.troll->icons.size() && i < s.filled.size(); ++i)
                if (s.filled[i] &&
                    !(s.troll->icons[i].resource == Resource::Cart && s.troll->icons[i].cartClan))
                    ++at(r, s.troll->icons[i].resource);
    return r;
}

std::array<int, 3> Moot::clanCarts() const
{
    std::array<int, 3> carts{};
    for (const MootSlot &s : pyramid)
        if (s.troll)
            for (size_t i = 0; i < s.troll->icons.size() && i < s.filled.size(); ++i)
                if (s.filled[i] && s.troll->icons[i].resource == Resource::Cart && s.troll->icons[i].cartClan)
                    ++carts[statueClanIndex(*s.troll->icons[i].cartClan)];
    return carts;
}

std::vector<std::pair<int, int>> Market::below(int level, int position)
{
    std::vector<std::pair<int, int>> result;
    for (int l = level - 1; l >= 1; --l)
        for (int i = 0; i <= level - l; ++i)
            result.push_back({l, position + i});
    return result;
}

GameState::GameState(const GameSetup &s)
    : setup(s), board(s.board ? s.board : std::make_shared<Board>(),
                      s.catalog ? s.catalog : std::make_shared<Catalog>(), s.playerCount())
{
    const int n = s.playerCount();
    board.teams.assign(size_t(n), 0);
    board.playerNames.clear();
    // Teammates share one storage (TEAM-STORAGE).
    std::array<int, 3> teamStorage{-1, -1, -1};
    for (int p = 0; p < n; ++p) {
        const PlayerSetup &ps = s.players[p];
        PlayerState player;
        player.name = ps.name;
        player.colour = ps.colour;
        player.team = s.teams ? ps.team : 0;
        if (player.team == 1 || player.team == 2) {
            if (teamStorage[player.team] < 0) {
                teamStorage[player.team] = int(storages.size());
                storages.push_back({});
            }
            player.storage = teamStorage[player.team];
        } else {
            player.storage = int(storages.size());
            storages.push_back({});
        }
        for (int i = 0; i < 4; ++i) {
            MootSlot &slot = player.moot.pyramid[i];
            slot.troll = ps.moot[i];
            slot.filled.assign(ps.moot[i].icons.size(), false);
        }
        const ResourceCounts start = startingResources(s, p);
        for (int k = 0; k < kResourceKinds; ++k)
            storages[player.storage].resources[k] += start[k];
        board.teams[p] = player.team;
        board.playerNames.push_back(player.name);
        board.gates.push_back({p, ps.gate});
        players.push_back(player);
    }
    board.statues = s.statues;
    board.pedestalTrack = s.pedestalTrack;
    board.workshopSupply = s.workshopSupply;
    for (int level = 1; level <= 3; ++level) {
        for (const MarketCard &c : s.market[level - 1])
            market.rows[level - 1].push_back({c.card, {}, c.pedestal});
        market.deck[level - 1] = std::max(0, kClanTrollsPerLevel[level] - int(s.market[level - 1].size()));
    }
    for (int i = 0; i < 3; ++i)
        spells[i].name = s.spells[i];
}

Purse GameState::purse(int player) const
{
    Purse p;
    const Storage &storage = storageOf(player);
    const Moot &moot = players[player].moot;
    const ResourceCounts onTrolls = moot.resources();
    for (int k = 0; k < kResourceKinds; ++k)
        p.resources[k] = storage.resources[k] + onTrolls[k];
    p.clanCarts = moot.clanCarts();
    p.pedestals = storage.pedestals;
    return p;
}

std::array<int, 3> GameState::pedestalBag() const
{
    std::array<int, 3> bag{kPedestalsPerClan, kPedestalsPerClan, kPedestalsPerClan};
    const auto out = [&](Clan c) { --bag[statueClanIndex(c)]; };
    for (const auto &row : market.rows)
        for (const MarketSlot &m : row)
            if (m.pedestal)
                out(*m.pedestal);
    for (const Storage &s : storages)
        for (int c = 0; c < 3; ++c)
            bag[c] -= s.pedestals[c];
    for (const PlacedPedestal &p : board.pedestals)
        out(p.clan);
    return bag;
}

bool GameState::operator==(const GameState &o) const
{
    const auto sameBoard = [](const BoardState &a, const BoardState &b) {
        const auto tunnelsEqual =
            std::equal(a.tunnels.begin(), a.tunnels.end(), b.tunnels.begin(), b.tunnels.end(),
                       [](const PlacedTunnel &x, const PlacedTunnel &y) {
                           return x.id == y.id && x.shape == y.shape && x.orientation == y.orientation &&
                                  x.origin == y.origin && x.player == y.player && x.mineral == y.mineral;
                       });
        const auto hallsEqual = std::equal(a.halls.begin(), a.halls.end(), b.halls.begin(), b.halls.end(),
                                           [](const PlacedHall &x, const PlacedHall &y) {
                                               return x.id == y.id && x.hall == y.hall &&
                                                      x.orientation == y.orientation && x.origin == y.origin;
                                           });
        const auto statuesEqual =
            std::equal(a.statues.begin(), a.statues.end(), b.statues.begin(), b.statues.end(),
                       [](const StatueOnBoard &x, const StatueOnBoard &y) {
                           return x.id == y.id && x.clan == y.clan && x.square == y.square;
                       });
        const auto pedestalsEqual =
            std::equal(a.pedestals.begin(), a.pedestals.end(), b.pedestals.begin(), b.pedestals.end(),
                       [](const PlacedPedestal &x, const PlacedPedestal &y) {
                           return x.square == y.square && x.clan == y.clan && x.tunnel == y.tunnel;
                       });
        const auto workshopsEqual =
            std::equal(a.workshops.begin(), a.workshops.end(), b.workshops.begin(), b.workshops.end(),
                       [](const PlacedWorkshop &x, const PlacedWorkshop &y) {
                           return x.site == y.site && x.kind == y.kind;
                       });
        return tunnelsEqual && hallsEqual && statuesEqual && pedestalsEqual && workshopsEqual;
    };
    return players == o.players && storages == o.storages && market == o.market && spells == o.spells &&
           crown5Taken == o.crown5Taken && crown3Taken == o.crown3Taken && turn == o.turn &&
           lastTurn == o.lastTurn && sameBoard(board, o.board);
}

} // namespace hk
