#include "common/self_play.h"

#include "common/scenes.h"

#include <functional>

namespace hk::test {

std::optional<Action> RandomPlayer::spell(const GameState &s, int p)
{
    const auto rune = autoPay(s, p, one(Resource::Rune), chance(50));
    if (!rune)
        return std::nullopt;
    CastSpell c;
    c.slot = int(m_random.bounded(3));
    c.rune = *rune;
    c.gain = one(static_cast<Resource>(m_random.bounded(kResourceKinds)), 1 + int(m_random.bounded(2)));
    if (s.spells[c.slot].runes == 2)
        c.revealed = QStringLiteral("Spell %1").arg(m_random.bounded(100));
    return act(p, c);
}

std::optional<Action> RandomPlayer::workshop(const GameState &s, int p)
{
    const SpaceIndex index(s.board);
    std::vector<Square> usable;
    for (const PlacedWorkshop &w : s.board.workshops)
        if (validateWorkshopUse(s.board, index, p, w.site, 1).ok())
            usable.push_back(w.site);
    if (usable.empty())
        return std::nullopt;
    UseWorkshop use;
    use.site = usable[m_random.bounded(int(usable.size()))];
    const WorkshopInfo &info = workshopInfo(static_cast<WorkshopKind>(index.workshopAt(use.site)));
    const int entrances = openEntrances(index, use.site).count();
    const int wanted = 1 + int(m_random.bounded(entrances));
    for (int i = 0; i < wanted; ++i) {
        // Build each exchange against the state after the previous ones.
        GameState after = s;
        apply(after, act(p, use));
        after.turn = s.turn;
        WorkshopExchange e;
        if (info.movesFromTroll) {
            const Moot &moot = after.players[p].moot;
            for (int slot = 0; slot < kMootSlots && !e.fromTroll; ++slot)
                for (int icon = 0; moot.pyramid[slot].troll && icon < int(moot.pyramid[slot].filled.size());
                     ++icon)
                    if (moot.pyramid[slot].filled[icon]) {
                        e.fromTroll = IconRef{slot, icon};
                        e.get = one(moot.pyramid[slot].troll->icons[icon].resource);
                        break;
                    }
            if (!e.fromTroll)
                break;
        } else if (info.anyTwoFor) {
            const Purse purse = after.purse(p);
            ResourceCounts give{};
            for (int n = 0; n < 2; ++n) {
                int best = 0;
                for (int k = 1; k < kResourceKinds; ++k)
                    if (purse.resources[k] - give[k] > purse.resources[best] - give[best])
                        best = k;
                ++give[best];
            }
            const auto pay = autoPay(after, p, give, chance(50));
            if (!pay)
                break;
            e.give = *pay;
            e.get = one(*info.anyTwoFor);
        } else {
            std::vector<Exchange> affordable;
            for (const Exchange &x : info.exchanges)
                if (autoPay(after, p, x.give))
                    affordable.push_back(x);
            if (affordable.empty())
                break;
            const Exchange &x = affordable[m_random.bounded(int(affordable.size()))];
            e.give = *autoPay(after, p, x.give, chance(50));
            e.get = x.get;
        }
        use.exchanges.push_back(e);
    }
    if (use.exchanges.empty())
        return std::nullopt;
    return act(p, use);
}

Recruit makeRecruit(const GameState &s, int p, int level, int pos, int slot,
                    const std::function<TrollCard(int level)> &draw,
                    const std::function<std::optional<Clan>(const std::array<int, 3> &bag)> &pedestal)
{
    Recruit r;
    r.level = level;
    r.position = pos;
    r.slot = slot;
    const int cost = level == 1 ? 0 : level == 2 ? 2 : 5;
    if (cost > 0)
        if (const auto pay = autoPay(s, p, one(Resource::Coin, cost), false))
            r.bribes = *pay;
    std::array<int, 3> deck = s.market.deck;
    std::array<int, 3> bag = s.pedestalBag();
    const auto takePedestal = [&]() -> std::optional<Clan> {
        const std::optional<Clan> clan = pedestal(bag);
        if (clan)
            --bag[statueClanIndex(*clan)];
        return clan;
    };
    const std::optional<TrollCard> &taken = s.market.rows[level - 1][pos].card;
    if (taken && taken->level == 3) // the card's level, not the row (see the engine's ruling)
        r.chosenPedestal = takePedestal();
    const auto refill = [&](int forLevel, bool slotHasPedestal) -> std::optional<MarketCard> {
        const int from = refillLevel(deck, forLevel);
        if (from == 0)
            return std::nullopt;
        --deck[from - 1];
        MarketCard c{draw(from), std::nullopt};
        if (from == 2 && !slotHasPedestal)
            c.pedestal = takePedestal();
        return c;
    };
    r.refill = refill(level, false);
    // The trolls that retire with their fourth bribe (REC-RETIRE).
    Market market = s.market;
    for (const auto &[l, q] : Market::below(level, pos))
        ++at(market.rows[l - 1][q].bribes, Resource::Coin);
    market.rows[level - 1][pos].bribes = {};
    for (int l = 1; l <= 3; ++l)
        for (const MarketSlot &m : market.rows[l - 1])
            if (m.card && total(m.bribes) >= 4) {
                ++deck[m.card->level - 1];
                if (auto c = refill(l, m.pedestal.has_value()))
                    r.retireRefills.push_back(*c);
            }
    return r;
}

Recruit simpleRecruit(const GameState &s, int p, int level, int pos, int slot)
{
    return makeRecruit(
        s, p, level, pos, slot,
        [](int l) {
            TrollCard t;
            t.level = l;
            t.clan = Clan::Mud;
            t.icons = {{Resource::Coin, std::nullopt}};
            return t;
        },
        [](const std::array<int, 3> &bag) -> std::optional<Clan> {
            for (int c = 0; c < 3; ++c)
                if (bag[c] > 0)
                    return kStatueClans[c];
            return std::nullopt;
        });
}

GameFile skippedStepTwoGame()
{
    const GameSetup setup = splitTileSetup({});
    GameState s(setup);
    std::vector<Action> log;
    const auto record = [&](const Action &a) {
        play(s, a);
        log.push_back(a);
    };
    const auto recruit = [&](int p) {
        record(act(p, simpleRecruit(s, p, 1, 0, s.players[p].moot.freeSlots().front())));
    };
    const auto endTurn = [&] { record(act(s.currentPlayer(), EndTurn{})); };
    const Catalog &catalog = s.board.catalog();
    const auto dig = [&](int p, const QString &shape, std::vector<Square> cells, const Square &origin) {
        const int size = catalog.tunnel(shape)->size();
        record(act(p, DigAction{shape,
                                orientationOf(catalog.tunnel(shape)->placements, std::move(cells)),
                                origin,
                                Mineral::Stone,
                                *autoPay(s, p, one(Resource::Stone, size), false),
                                std::nullopt,
                                {}}));
    };
    // Turns 0-10: Ann's six recruits fill her moot (the 3 token: the game ends after turn 15); Bob recruits
    // five times and digs an I2 at the foot of the board.
    for (int turn = 0; turn <= 10; ++turn) {
        recruit(turn % 2);
        endTurn();
    }
    dig(1, QStringLiteral("I2"), {{0, 0}, {0, 1}}, {6, 1});
    endTurn();
    // Turn 12: a full moot digs (TURN-MANDATORY): the I5 along row 3 unearths both statues.
    record(act(0, Correction{QStringLiteral("stone for the I5"), one(Resource::Stone, 5), 0}));
    dig(0, QStringLiteral("I5"), {{0, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4}}, {3, 1});
    endTurn();
    recruit(1);
    endTurn();
    // Turn 14: Ann's minerals go (the storage's by a correction, the trolls' by trades), a cart and a rune
    // stay.
    ResourceCounts change{};
    for (Resource r : {Resource::Stone, Resource::Iron, Resource::Heartstone})
        at(change, r) = -at(s.storageOf(0).resources, r);
    at(change, Resource::Coin) = 12;
    at(change, Resource::Cart) = 1;
    at(change, Resource::Rune) = 1;
    record(act(0, Correction{QStringLiteral("minerals spent away from the table"), change, 0}));
    for (;;) {
        Payment give;
        const Moot &moot = s.players[0].moot;
        for (int slot = 0; slot < kMootSlots && give.fromTrolls.size() < 4; ++slot)
            for (int i = 0; moot.pyramid[slot].troll && i < int(moot.pyramid[slot].filled.size()) &&
                            give.fromTrolls.size() < 4;
                 ++i)
                if (const Resource r = moot.pyramid[slot].troll->icons[i].resource;
                    moot.pyramid[slot].filled[i] &&
                    (r == Resource::Stone || r == Resource::Iron || r == Resource::Heartstone))
                    give.fromTrolls.push_back({slot, i});
        if (give.fromTrolls.empty())
            break;
        at(give.fromStorage, Resource::Coin) = 4 - int(give.fromTrolls.size());
        record(act(0, TradeFourForOne{give, Resource::Coin}));
    }
    if (canRecruit(s, 0) || canDig(s, 0))
        qFatal("step 2 is not skipped");
    record(act(0, MoveStatue{1, {3, 2}, Payment{one(Resource::Cart), {}}}));
    return {setup, log};
}

std::optional<Action> RandomPlayer::recruit(const GameState &s, int p)
{
    const Moot &moot = s.players[p].moot;
    if (moot.full())
        return std::nullopt;
    const int coins = at(s.purse(p).resources, Resource::Coin);
    std::vector<std::pair<int, int>> options;
    for (int level = 1; level <= 3; ++level)
        for (int pos = 0; pos < int(s.market.rows[level - 1].size()); ++pos) {
            if (!s.market.rows[level - 1][pos].card || coins < (level == 1 ? 0 : level == 2 ? 2 : 5))
                continue;
            bool supported = true;
            for (const auto &[l, q] : Market::below(level, pos))
                supported &= bool(s.market.rows[l - 1][q].card);
            if (supported)
                options.push_back({level, pos});
        }
    if (options.empty())
        return std::nullopt;
    const auto [level, pos] = options[m_random.bounded(int(options.size()))];
    const auto free = moot.freeSlots();
    const int slot = free[m_random.bounded(int(free.size()))];
    Recruit r = makeRecruit(
        s, p, level, pos, slot, [&](int l) { return randomTroll(m_random, l); },
        [&](const std::array<int, 3> &bag) -> std::optional<Clan> {
            std::vector<int> clans;
            for (int c = 0; c < 3; ++c)
                if (bag[c] > 0)
                    clans.push_back(c);
            if (clans.empty())
                return std::nullopt;
            return kStatueClans[clans[m_random.bounded(int(clans.size()))]];
        });
    if (level > 1)
        r.bribes = *autoPay(s, p, one(Resource::Coin, level == 2 ? 2 : 5), chance(50));
    return act(p, r);
}

std::optional<Action> RandomPlayer::dig(const GameState &s, int p)
{
    const SpaceIndex index(s.board);
    const Purse purse = s.purse(p);
    std::vector<const TunnelShape *> shapes;
    for (const TunnelShape &t : s.board.catalog().tunnels)
        shapes.push_back(&t);
    std::shuffle(shapes.begin(), shapes.end(), m_random);
    for (const TunnelShape *t : shapes) {
        std::vector<PlacementOption> affordable;
        for (const PlacementOption &o : placementMap(s.board, index, p, t->id, purse))
            if (o.affordable())
                affordable.push_back(o);
        if (affordable.empty())
            continue;
        const PlacementOption &o = affordable[m_random.bounded(int(affordable.size()))];
        std::vector<Mineral> minerals;
        for (Mineral m : kAllMinerals)
            if (o.mineralAffordable[int(m)])
                minerals.push_back(m);
        DigAction d;
        d.shape = t->id;
        d.orientation = o.orientation;
        d.origin = o.origin;
        d.mineral = minerals[m_random.bounded(int(minerals.size()))];
        ResourceCounts cost = one(toResource(d.mineral), t->size());
        at(cost, Resource::Hammer) += o.hammers;
        const auto pay = autoPay(s, p, cost, chance(50));
        if (!pay)
            continue;
        d.payment = *pay;
        DigEffects effects;
        validateDig(s.board, index, {p, d.shape, d.orientation, d.origin, d.mineral}, purse, &effects);
        if (effects.anchor && chance(60))
            for (int c = 0; c < 3; ++c)
                if (s.storageOf(p).pedestals[c] > 0 && effects.anchorLayer >= 1 &&
                    !s.board.pedestalTokenTaken(effects.anchorLayer, kStatueClans[c])) {
                    d.pedestal = kStatueClans[c];
                    break;
                }
        std::array<int, kWorkshopKinds> left{};
        for (int k = 0; k < kWorkshopKinds; ++k)
            left[k] = s.board.workshopsLeft(static_cast<WorkshopKind>(k));
        for (const Square &site : effects.freeSites) {
            if (!chance(70))
                continue;
            std::vector<int> kinds;
            for (int k = 0; k < kWorkshopKinds; ++k)
                if (left[k] > 0)
                    kinds.push_back(k);
            if (kinds.empty())
                break;
            const int k = kinds[m_random.bounded(int(kinds.size()))];
            --left[k];
            d.workshops.push_back({site, static_cast<WorkshopKind>(k)});
        }
        return act(p, d);
    }
    return std::nullopt;
}

std::optional<Action> RandomPlayer::hall(const GameState &s, int p)
{
    const SpaceIndex index(s.board);
    std::vector<const HallDef *> halls;
    for (const HallDef &h : s.board.catalog().halls)
        if (!s.board.hallPlaced(h.id))
            halls.push_back(&h);
    std::shuffle(halls.begin(), halls.end(), m_random);
    for (const HallDef *h : halls)
        for (int o = 0; o < int(h->placements.size()); ++o)
            for (const PlacedTunnel &t : s.board.tunnels)
                for (const Square &sq : t.squares) {
                    // Try origins that put one of the hall's squares on this tunnel square.
                    for (const Square &cell : h->placements[o].cells) {
                        const Square origin{sq.row - cell.row, sq.column - cell.column};
                        if (validateHall(s.board, index, {p, h->id, o, origin}).ok())
                            return act(p, DedicateHall{h->id, o, origin});
                    }
                }
    return std::nullopt;
}

std::optional<Action> RandomPlayer::move(const GameState &s, int p)
{
    const SpaceIndex index(s.board);
    std::vector<const StatueOnBoard *> statues;
    for (const StatueOnBoard &st : s.board.statues)
        if (index.covered(st.square) && index.inNetwork(st.square, p))
            statues.push_back(&st);
    if (statues.empty())
        return std::nullopt;
    const StatueOnBoard *st = statues[m_random.bounded(int(statues.size()))];
    const int from = index.unitAt(st->square);
    std::vector<Square> targets;
    for (int u = 0; u < int(index.units().size()); ++u)
        if (u == from || index.unitsAdjacent(from, u))
            for (const Square &sq : index.units()[u].squares)
                if (sq != st->square && index.inNetwork(sq, p) && index.statueAt(sq) == SpaceIndex::kNone)
                    targets.push_back(sq);
    if (targets.empty())
        return std::nullopt;
    MoveStatue m;
    m.statue = st->id;
    m.to = targets[m_random.bounded(int(targets.size()))];
    // A clan cart of the statue's clan if there is one, else a generic cart.
    const Moot &moot = s.players[p].moot;
    for (int slot = 0; slot < kMootSlots && m.cart.empty(); ++slot)
        for (int i = 0; moot.pyramid[slot].troll && i < int(moot.pyramid[slot].filled.size()); ++i) {
            const Icon &icon = moot.pyramid[slot].troll->icons[i];
            if (moot.pyramid[slot].filled[i] && icon.resource == Resource::Cart &&
                icon.cartClan == st->clan) {
                m.cart.fromTrolls.push_back({slot, i});
                break;
            }
        }
    if (m.cart.empty()) {
        const auto pay = autoPay(s, p, one(Resource::Cart), chance(50));
        if (!pay)
            return std::nullopt;
        m.cart = *pay;
    }
    return act(p, m);
}

std::optional<Action> RandomPlayer::trade(const GameState &s, int p)
{
    const Purse purse = s.purse(p);
    ResourceCounts give{};
    for (int n = 0; n < 4; ++n) {
        int best = 0;
        for (int k = 1; k < kResourceKinds; ++k)
            if (purse.resources[k] - give[k] > purse.resources[best] - give[best])
                best = k;
        if (purse.resources[best] - give[best] <= 0)
            return std::nullopt;
        ++give[best];
    }
    const auto pay = autoPay(s, p, give, chance(50));
    if (!pay)
        return std::nullopt;
    return act(p, TradeFourForOne{*pay, static_cast<Resource>(m_random.bounded(3))});
}

Action RandomPlayer::next(const GameState &s)
{
    const int p = s.currentPlayer();
    const TurnState &t = s.turn;
    if (!t.main) {
        if (!t.spell && chance(15))
            if (auto a = spell(s, p))
                return *a;
        if (!t.workshop && chance(20))
            if (auto a = workshop(s, p))
                return *a;
        if (chance(4))
            if (auto a = trade(s, p))
                return *a;
        if (chance(45)) {
            if (auto a = recruit(s, p))
                return *a;
            if (auto a = dig(s, p))
                return *a;
        } else {
            if (auto a = dig(s, p))
                return *a;
            if (auto a = recruit(s, p))
                return *a;
        }
        return act(p, EndTurn{});
    }
    if (!t.hall && !t.moved && chance(25))
        if (auto a = hall(s, p))
            return *a;
    if (chance(35))
        if (auto a = move(s, p))
            return *a;
    if (chance(4))
        if (auto a = trade(s, p))
            return *a;
    return act(p, EndTurn{});
}

GameFile selfPlayedGame(int players, int actions)
{
    for (quint32 seed = 1;; ++seed) {
        const GameSetup setup = practiceSetup(players, false, seed);
        GameState state(setup);
        RandomPlayer player(seed);
        std::vector<Action> log;
        while (!state.over() && int(log.size()) < actions) {
            const Action a = player.next(state);
            apply(state, a);
            log.push_back(a);
        }
        if (int(log.size()) == actions)
            return {setup, log};
    }
}

} // namespace hk::test
