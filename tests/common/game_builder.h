#pragma once

// Setups on the Practice Mountain for the game tests, with simple, deterministic troll cards.

#include "game/engine.h"
#include "io/board_io.h"
#include "io/catalog_io.h"

#include <QRandomGenerator>

namespace hk::test {

inline std::shared_ptr<const Board> practiceBoard(BoardSide side)
{
    const QString file = side == BoardSide::Winter ? QStringLiteral(":/boards/practice-winter.hkboard")
                                                   : QStringLiteral(":/boards/practice-autumn.hkboard");
    BoardReadResult read = readBoard(file);
    if (!read.board)
        qFatal("the Practice Mountain does not load");
    return std::make_shared<const Board>(*read.board);
}

inline std::shared_ptr<const Catalog> defaultCatalogShared()
{
    static const auto catalog = std::make_shared<const Catalog>(*readDefaultCatalog().catalog);
    return catalog;
}

inline ResourceCounts rc(std::initializer_list<std::pair<Resource, int>> list)
{
    ResourceCounts c{};
    for (auto [r, n] : list)
        at(c, r) += n;
    return c;
}

inline TrollCard starting(std::initializer_list<Resource> icons, ResourceCounts startRow)
{
    TrollCard t;
    t.level = 0;
    for (Resource r : icons)
        t.icons.push_back({r, std::nullopt});
    t.startRow = startRow;
    return t;
}

inline TrollCard clanTroll(int level, Clan clan, std::initializer_list<Icon> icons)
{
    TrollCard t;
    t.level = level;
    t.clan = clan;
    t.icons = icons;
    return t;
}

// A random clan troll of `level`: 1 to 3 icons, some carts with a clan mark.
inline TrollCard randomTroll(QRandomGenerator &random, int level)
{
    TrollCard t;
    t.level = level;
    t.clan = static_cast<Clan>(random.bounded(4));
    const int icons = 1 + int(random.bounded(3));
    for (int i = 0; i < icons; ++i) {
        Icon icon{static_cast<Resource>(random.bounded(kResourceKinds)), std::nullopt};
        if (icon.resource == Resource::Cart && random.bounded(2))
            icon.cartClan = kStatueClans[random.bounded(3)];
        t.icons.push_back(icon);
    }
    return t;
}

// A legal setup for `players` (3: autumn side; 4 or 5: winter side; teams: 4 players in two teams).
inline GameSetup practiceSetup(int players, bool teams = false, quint32 seed = 1)
{
    QRandomGenerator random(seed);
    GameSetup s;
    const BoardSide side = players == 3 || players == 2 ? BoardSide::Autumn : BoardSide::Winter;
    s.board = practiceBoard(side);
    s.catalog = defaultCatalogShared();
    s.teams = teams;
    const int label = players == 2 ? 2 : players;
    std::vector<Square> starts;
    for (const GateStart &g : s.board->gateStarts)
        if (g.players == label)
            starts.push_back(g.square);
    const QString names[5] = {QStringLiteral("Ann"), QStringLiteral("Bob"), QStringLiteral("Cid"),
                              QStringLiteral("Dee"), QStringLiteral("Eve")};
    for (int p = 0; p < players; ++p) {
        PlayerSetup ps;
        ps.name = names[p];
        ps.gate = starts[p];
        ps.team = teams ? (p == 0 || p == 3 ? 1 : 2) : 0;
        ps.moot = {
            starting({Resource::Stone, Resource::Coin}, rc({{Resource::Stone, 2}})),
            starting({Resource::Iron}, rc({{Resource::Iron, 2}, {Resource::Coin, 1}})),
            starting({Resource::Heartstone, Resource::Cart}, rc({{Resource::Stone, 1}, {Resource::Rune, 1}})),
            starting({Resource::Hammer, Resource::Stone}, rc({{Resource::Hammer, 1}, {Resource::Iron, 1}}))};
        ps.hand = starting({Resource::Coin}, rc({{Resource::Coin, 1}}));
        ps.deck = starting({Resource::Rune}, rc({{Resource::Heartstone, 1}}));
        s.players.push_back(ps);
    }
    s.statues = cycleStatues(*s.board, s.board->statueSpots.front(), {Clan::Moon, Clan::Fire, Clan::Ice});
    const int tiles = 2 * players + 1;
    for (int i = 0; i < tiles; ++i)
        ++s.workshopSupply[i % kWorkshopKinds];
    for (int level = 1; level <= 3; ++level)
        for (int i = 0; i < 6 - level; ++i) {
            MarketCard c{randomTroll(random, level), std::nullopt};
            if (level == 2)
                c.pedestal = kStatueClans[i % 3];
            s.market[level - 1].push_back(c);
        }
    for (int layer = 0; layer < 5; ++layer)
        s.pedestalTrack[layer] = {layer + 1, layer + 2, std::max(1, 6 - layer)};
    s.spells = {QStringLiteral("Earth Ritual"), QStringLiteral("Spell B"), QStringLiteral("Spell C")};
    return s;
}

} // namespace hk::test
