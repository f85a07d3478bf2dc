#include "rules/placement.h"

#include "i18n/list_text.h"
#include "scoring/dig_score.h"

#include <QSet>

namespace hk {

namespace {

QString otherPlayersText(const BoardState &state, unsigned mask)
{
    QStringList names;
    for (int p = 0; p < state.players(); ++p)
        if (mask & (1u << p))
            names << (p < int(state.playerNames.size()) ? state.playerNames[p] : QString::number(p + 1));
    return listText(names);
}

unsigned ownMask(const BoardState &state, int player)
{
    unsigned mask = 0;
    for (int p = 0; p < state.players(); ++p)
        if (state.teammates(p, player))
            mask |= 1u << p;
    return mask;
}

bool contains(const std::vector<Square> &list, const Square &s)
{
    return std::find(list.begin(), list.end(), s) != list.end();
}

bool isRubble(const Board &board, const Square &s)
{
    return contains(board.rubble, s);
}

// The squares around `squares` (edge neighbours not in the list).
std::vector<Square> neighbours(const std::vector<Square> &squares)
{
    std::vector<Square> around;
    for (const Square &s : squares)
        for (const Square &step : kEdgeSteps) {
            const Square n = s + step;
            if (!contains(squares, n) && !contains(around, n))
                around.push_back(n);
        }
    return around;
}

} // namespace

int statueClanIndex(Clan clan)
{
    return std::clamp(int(clan) - int(Clan::Fire), 0, 2);
}

Verdict validateDig(const BoardState &state, const SpaceIndex &index, const DigRequest &request,
                    const Purse &purse, DigEffects *effects)
{
    Verdict verdict;
    const Board &board = state.board();
    const TunnelShape *shape = state.catalog().tunnel(request.shape);
    if (!shape) {
        verdict.add({Reason::DigUnknownShape, {}, 0, 0, request.shape});
        return verdict;
    }
    if (state.tunnelsLeft(request.shape) == 0)
        verdict.add({Reason::DigSupplyEmpty, {}, shape->count, 0, request.shape});
    if (request.orientation < 0 || request.orientation >= int(shape->placements.size())) {
        verdict.add({Reason::DigBadOrientation,
                     {},
                     request.orientation,
                     int(shape->placements.size()),
                     request.shape});
        return verdict;
    }
    const Orientation &o = shape->placements[request.orientation];

    std::vector<Square> squares;
    squares.reserve(o.cells.size());
    for (const Square &c : o.cells)
        squares.push_back(request.origin + c);

    // DIG-BOUNDS and DIG-OVERLAP, square by square.
    std::vector<Square> off, tunnels, halls, gates, sites, heart, rubble;
    for (const Square &s : squares) {
        if (!board.onBoard(s)) {
            off.push_back(s);
            continue;
        }
        if (board.isHeart(s))
            heart.push_back(s);
        if (index.hallAt(s) != SpaceIndex::kNone)
            halls.push_back(s);
        else if (index.tunnelAt(s) != SpaceIndex::kNone)
            tunnels.push_back(s);
        if (index.gateAt(s) != SpaceIndex::kNone)
            gates.push_back(s);
        if (index.isWorkshopSite(s))
            sites.push_back(s);
        if (isRubble(board, s))
            rubble.push_back(s);
    }
    verdict.addIfAny(Reason::DigOffBoard, off);
    verdict.addIfAny(Reason::DigCoversTunnel, tunnels);
    verdict.addIfAny(Reason::DigCoversHall, halls);
    verdict.addIfAny(Reason::DigCoversGate, gates);
    verdict.addIfAny(Reason::DigCoversWorkshopSite, sites);
    verdict.addIfAny(Reason::DigCoversHeart, heart);

    // DIG-ADJ-OWN and DIG-ADJ-OTHER: by edges only; teammates count as your own (TEAM-NETWORK).
    const unsigned own = ownMask(state, request.player);
    bool touchesOwn = false;
    unsigned others = 0;
    std::vector<Square> touchingOthers;
    for (const Square &s : squares) {
        const unsigned around = index.adjacentNetworks(s);
        touchesOwn |= (around & (1u << request.player)) != 0;
        if (around & ~own) {
            others |= around & ~own;
            touchingOthers.push_back(s);
        }
    }
    if (!touchesOwn)
        verdict.add({Reason::DigNotAdjacentToOwn, squares});
    if (others)
        verdict.add({Reason::DigAdjacentToOther, touchingOthers, 0, 0, otherPlayersText(state, others)});

    // DIG-COST and DIG-RUBBLE.
    const int size = int(squares.size());
    const int minerals = at(purse.resources, toResource(request.mineral));
    if (minerals < size)
        verdict.add({Reason::DigCost, {}, size, minerals, mineralName(request.mineral)});
    const int hammers = at(purse.resources, Resource::Hammer);
    if (hammers < int(rubble.size()))
        verdict.add({Reason::DigRubble, rubble, int(rubble.size()), hammers});

    if (effects) {
        *effects = {};
        effects->squares = squares;
        effects->points = tunnelPoints(size, request.mineral);
        effects->hammers = int(rubble.size());
        for (const Square &s : squares) {
            const int statue = index.statueAt(s);
            if (statue != SpaceIndex::kNone)
                effects->unearthed.push_back(statue);
            for (const BuriedResources &b : board.buried)
                if (b.square == s)
                    for (int k = 0; k < kResourceKinds; ++k)
                        effects->buried[k] += b.resources[k];
        }
        if (o.anchor) {
            effects->anchor = request.origin + *o.anchor;
            effects->anchorLayer = board.layer(*effects->anchor);
        }
        for (const Square &n : neighbours(squares))
            if (index.isWorkshopSite(n) && index.workshopAt(n) == SpaceIndex::kNone)
                effects->freeSites.push_back(n);
    }
    return verdict;
}

Verdict validatePedestal(const BoardState &state, const PedestalRequest &request, const Purse &purse,
                         int *tokenValue)
{
    Verdict verdict;
    const PlacedTunnel *tunnel = state.tunnel(request.tunnel);
    if (!tunnel || request.tunnel != request.justDug) {
        verdict.add({Reason::PedestalNotJustDug});
        return verdict;
    }
    if (!tunnel->anchor) {
        verdict.add({Reason::PedestalNoAnchor, tunnel->squares, 0, 0, tunnel->shape});
        return verdict;
    }
    const Square anchor = *tunnel->anchor;
    if (std::any_of(state.pedestals.begin(), state.pedestals.end(),
                    [&](const PlacedPedestal &p) { return p.square == anchor; }))
        verdict.add({Reason::PedestalAnchorTaken, {anchor}});
    const int clan = statueClanIndex(request.clan);
    if (request.clan == Clan::Mud || purse.pedestals[clan] < 1)
        verdict.add({Reason::PedestalNotInStorage, {}, 1, purse.pedestals[clan], clanName(request.clan)});
    const int layer = state.board().layer(anchor);
    if (layer >= 1 && state.pedestalTokenTaken(layer, request.clan)) {
        // PED-UNIQUE while that pedestal stands; PED-COVERED once a hall has taken it out of the game.
        const bool standing = std::any_of(state.pedestals.begin(), state.pedestals.end(), [&](const auto &p) {
            return p.clan == request.clan && state.board().layer(p.square) == layer &&
                   state.pedestalInGame(p);
        });
        verdict.add({standing ? Reason::PedestalTokenGone : Reason::PedestalLayerClosed,
                     {anchor},
                     layer,
                     0,
                     clanName(request.clan)});
    }
    if (tokenValue)
        *tokenValue = layer >= 1 ? state.pedestalTrack[layer - 1][clan] : 0;
    return verdict;
}

Verdict validateWorkshopBuild(const BoardState &state, const SpaceIndex &index,
                              const WorkshopBuildRequest &request)
{
    Verdict verdict;
    if (!index.isWorkshopSite(request.site)) {
        verdict.add({Reason::WorkshopNotASite, {request.site}});
        return verdict;
    }
    if (index.workshopAt(request.site) != SpaceIndex::kNone)
        verdict.add({Reason::WorkshopSiteBuilt, {request.site}});
    const PlacedTunnel *dug = state.tunnel(request.justDug);
    const bool next = dug && std::any_of(dug->squares.begin(), dug->squares.end(),
                                         [&](const Square &s) { return adjacent(s, request.site); });
    if (!next)
        verdict.add({Reason::WorkshopSiteNotAdjacent, {request.site}});
    if (state.workshopsLeft(request.kind) < 1)
        verdict.add({Reason::WorkshopNoneInSupply, {}, 1, 0, workshopName(request.kind)});
    return verdict;
}

Entrances openEntrances(const SpaceIndex &index, const Square &site)
{
    Entrances entrances;
    for (const Square &step : kEdgeSteps) {
        const Square n = site + step;
        const unsigned mask = index.networkMask(n);
        if (mask) {
            entrances.open.push_back(n);
            entrances.players |= mask;
        }
    }
    return entrances;
}

Verdict validateWorkshopUse(const BoardState &state, const SpaceIndex &index, int player, const Square &site,
                            int activations)
{
    Verdict verdict;
    if (index.workshopAt(site) == SpaceIndex::kNone) {
        verdict.add({Reason::WorkshopNotBuilt, {site}});
        return verdict;
    }
    const Entrances entrances = openEntrances(index, site);
    if (!(entrances.players & ownMask(state, player)) || !(index.adjacentNetworks(site) & (1u << player)))
        verdict.add({Reason::WorkshopNotAdjacentToOwn, {site}});
    if (activations > entrances.count())
        verdict.add({Reason::WorkshopTooManyActivations, {site}, activations, entrances.count()});
    return verdict;
}

Verdict validateHall(const BoardState &state, const SpaceIndex &index, const HallRequest &request,
                     HallEffects *effects)
{
    Verdict verdict;
    const HallDef *hall = state.catalog().hall(request.hall);
    if (!hall) {
        verdict.add({Reason::HallUnknown, {}, 0, 0, request.hall});
        return verdict;
    }
    if (state.hallPlaced(request.hall))
        verdict.add({Reason::HallAlreadyPlaced, {}, 0, 0, hall->displayName()});
    if (request.orientation < 0 || request.orientation >= int(hall->placements.size())) {
        verdict.add({Reason::HallBadOrientation, {}, request.orientation, 0, hall->displayName()});
        return verdict;
    }
    const Orientation &o = hall->placements[request.orientation];
    std::vector<Square> squares, off, bare, gates, workshops, halls, foreign;
    for (const Square &c : o.cells)
        squares.push_back(request.origin + c);
    const Board &board = state.board();
    for (const Square &s : squares) {
        if (!board.onBoard(s)) {
            off.push_back(s);
            continue;
        }
        if (index.gateAt(s) != SpaceIndex::kNone)
            gates.push_back(s);
        else if (index.isWorkshopSite(s))
            workshops.push_back(s);
        else if (index.hallAt(s) != SpaceIndex::kNone)
            halls.push_back(s);
        else if (index.tunnelAt(s) == SpaceIndex::kNone)
            bare.push_back(s);
        else if (!index.inNetwork(s, request.player))
            foreign.push_back(s);
    }
    verdict.addIfAny(Reason::HallOffBoard, off);
    verdict.addIfAny(Reason::HallOnGate, gates);
    verdict.addIfAny(Reason::HallOnWorkshop, workshops);
    verdict.addIfAny(Reason::HallOnHall, halls);
    verdict.addIfAny(Reason::HallNotOnTunnel, bare);
    verdict.addIfAny(Reason::HallNotOwnNetwork, foreign);

    if (effects) {
        *effects = {};
        effects->squares = squares;
        if (o.anchor)
            effects->altar = request.origin + *o.anchor;
        for (const PlacedPedestal &p : state.pedestals)
            if (state.pedestalInGame(p) && contains(squares, p.square))
                effects->pedestalsRemoved.push_back(p.square);
        for (const StatueOnBoard &s : state.statues)
            if (contains(squares, s.square))
                effects->statuesInside.push_back(s.id);
        // HALL-UNIT: the parts of partly covered tiles that stick out become separate tunnels.
        QSet<int> touched;
        for (const Square &s : squares)
            if (index.unitAt(s) != SpaceIndex::kNone &&
                index.units()[index.unitAt(s)].kind == TunnelUnit::Kind::Tunnel)
                touched.insert(index.unitAt(s));
        for (int u : touched) {
            std::vector<Square> rest;
            for (const Square &s : index.units()[u].squares)
                if (!contains(squares, s))
                    rest.push_back(s);
            for (std::vector<Square> &part : connectedParts(std::move(rest)))
                effects->parts.push_back(std::move(part));
        }
    }
    return verdict;
}

Verdict validateMove(const BoardState &state, const SpaceIndex &index, const MoveRequest &request,
                     const Purse &purse)
{
    Verdict verdict;
    const StatueOnBoard *statue = state.statue(request.statue);
    if (!statue) {
        verdict.add({Reason::MoveUnknownStatue});
        return verdict;
    }
    // MOVE-CART: an unearthed statue of your network, one cart per move. A statue that cannot move at all is
    // refused for that alone.
    if (!unearthed(index, *statue)) {
        verdict.add({Reason::MoveBuriedStatue, {statue->square}});
        return verdict;
    }
    if (!index.inNetwork(statue->square, request.player)) {
        verdict.add({Reason::MoveNotOwnNetwork, {statue->square}});
        return verdict;
    }
    // MOVE-CART: within its tunnel, or into any square of an adjacent one, of your network; MOVE-UNITS says
    // what a tunnel is (a workshop or bare rock is none).
    const int from = index.unitAt(statue->square);
    const int to = index.unitAt(request.to);
    if (request.to == statue->square)
        verdict.add({Reason::MoveSameSquare, {request.to}});
    else if (to == SpaceIndex::kNone)
        verdict.add({Reason::MoveNotATunnel, {request.to}});
    else if (!index.inNetwork(request.to, request.player))
        verdict.add({Reason::MoveNotOwnNetwork, {request.to}});
    else if (from != to && !index.unitsAdjacent(from, to))
        verdict.add({Reason::MoveNotAdjacentTunnel, {request.to}});
    // MOVE-ONE-PER-SQUARE: at rest, one statue per square.
    const int other = index.statueAt(request.to);
    if (other != SpaceIndex::kNone && other != statue->id)
        verdict.add({Reason::MoveOccupied, {request.to}});
    // MOVE-CLAN-CART, and having the cart at all.
    if (request.cartClan) {
        if (*request.cartClan != statue->clan)
            verdict.add({Reason::MoveWrongClanCart, {}, 0, 0, clanName(*request.cartClan)});
        else if (purse.clanCarts[statueClanIndex(*request.cartClan)] < 1)
            verdict.add({Reason::MoveNoCart, {}, 1, 0, clanName(*request.cartClan)});
    } else if (at(purse.resources, Resource::Cart) < 1) {
        verdict.add({Reason::MoveNoCart, {}, 1, 0}); // no subject: a generic cart
    }
    return verdict;
}

std::vector<PlacementOption> placementMap(const BoardState &state, const SpaceIndex &index, int player,
                                          const QString &shapeId, const Purse &purse)
{
    std::vector<PlacementOption> options;
    const TunnelShape *shape = state.catalog().tunnel(shapeId);
    if (!shape || state.tunnelsLeft(shapeId) == 0)
        return options;
    const Board &board = state.board();

    // One pass over the board: what each square allows for this player.
    enum : quint8 { Blocked = 1, Rubble = 2, TouchesOwn = 4, TouchesOther = 8 };
    const unsigned own = ownMask(state, player);
    std::vector<quint8> flags(board.grid.size(), 0);
    for (int i = 0; i < int(flags.size()); ++i) {
        const Square s = board.squareAt(i);
        quint8 f = 0;
        if (!board.onBoard(s) || board.isHeart(s) || index.covered(s) || index.isWorkshopSite(s))
            f |= Blocked;
        const unsigned around = index.adjacentNetworks(s);
        if (around & (1u << player))
            f |= TouchesOwn;
        if (around & ~own)
            f |= TouchesOther;
        flags[i] = f;
    }
    for (const Square &s : board.rubble)
        if (board.inGrid(s))
            flags[board.index(s)] |= Rubble;

    const int size = shape->size();
    std::array<bool, 3> minerals{};
    for (Mineral m : kAllMinerals)
        minerals[int(m)] = at(purse.resources, toResource(m)) >= size;
    const int hammers = at(purse.resources, Resource::Hammer);

    for (int o = 0; o < int(shape->placements.size()); ++o) {
        const Orientation &orientation = shape->placements[o];
        for (int row = 0; row + orientation.rows <= board.rows; ++row)
            for (int column = 0; column + orientation.columns <= board.columns; ++column) {
                bool own = false, blocked = false;
                int rubble = 0;
                for (const Square &c : orientation.cells) {
                    const quint8 f = flags[(row + c.row) * board.columns + column + c.column];
                    if (f & (Blocked | TouchesOther)) {
                        blocked = true;
                        break;
                    }
                    own |= (f & TouchesOwn) != 0;
                    rubble += (f & Rubble) ? 1 : 0;
                }
                if (blocked || !own)
                    continue;
                options.push_back({o, {row, column}, rubble, minerals, hammers >= rubble});
            }
    }
    return options;
}

std::vector<HallOption> hallPlacementMap(const BoardState &state, const SpaceIndex &index, int player,
                                         const QString &hallId)
{
    std::vector<HallOption> options;
    const HallDef *hall = state.catalog().hall(hallId);
    if (!hall)
        return options;
    const Board &board = state.board();
    for (int k = 0; k < int(hall->placements.size()); ++k) {
        const Orientation &o = hall->placements[k];
        const Square first = o.cells.front();
        for (int row = 0; row + o.rows <= board.rows; ++row)
            for (int column = 0; column + o.columns <= board.columns; ++column) {
                // Cheap test first: every square of a hall lies on the player's network.
                if (!index.inNetwork({row + first.row, column + first.column}, player))
                    continue;
                if (validateHall(state, index, {player, hallId, k, {row, column}}).ok())
                    options.push_back({k, {row, column}});
            }
    }
    return options;
}

} // namespace hk
