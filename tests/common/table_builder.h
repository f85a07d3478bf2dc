#pragma once

// A small mountain and the default catalog for the rules-of-space tests, with pieces placed by their picture.
//
//      0 1 2 3 4 5 6 7 8 9 10 11
//   0  1 1 1 1 1 1 1 1 1 1 1  1
//   1  1 2 2 2# 2# 2 2 2 2 2 2  1      # rubble at (1,3) and (1,4)
//   2  1 2 3$ 3 3 3W 3 3 3 3 2  1      $ buried iron 2, hammer 1 at (2,2); W workshop site at (2,5)
//   3  1 2 3 4 5 5 H 5 4 3 2  1      H the Mountain Heart at (3,6)
//   4  1 2 3 3W 3 3 3 3 3 3 2  1      W workshop site at (4,3)
//   5  1 2 2 2 2 2 2 2 2 2 2  1
//   6  . 1 1 1 1 1 1 1 1 1 1  1      (6,0) is off the board

#include "io/board_io.h"
#include "io/catalog_io.h"
#include "rules/board_state.h"

#include <QTest>

namespace hk::test {

inline std::shared_ptr<Board> smallMountain()
{
    auto board = std::make_shared<Board>();
    board->name = QStringLiteral("Test mountain");
    board->side = BoardSide::Winter;
    const QStringList grid{QStringLiteral("111111111111"), QStringLiteral("122222222221"),
                           QStringLiteral("123333333321"), QStringLiteral("123455H54321"),
                           QStringLiteral("123333333321"), QStringLiteral("122222222221"),
                           QStringLiteral(".11111111111")};
    board->rows = int(grid.size());
    board->columns = int(grid.front().size());
    for (const QString &row : grid)
        for (QChar c : row)
            board->grid.push_back(*terrainFromChar(c));
    board->rubble = {{1, 3}, {1, 4}};
    ResourceCounts buried{};
    at(buried, Resource::Iron) = 2;
    at(buried, Resource::Hammer) = 1;
    board->buried = {{{2, 2}, buried}};
    board->workshopSites = {{2, 5}, {4, 3}};
    board->gateStarts = {{{0, 0}, 2}, {{6, 11}, 2}};
    return board;
}

inline std::shared_ptr<Catalog> defaultCatalog()
{
    static const std::shared_ptr<Catalog> catalog = [] {
        CatalogReadResult read = readDefaultCatalog();
        if (!read.catalog)
            qFatal("the default catalog does not load");
        return std::make_shared<Catalog>(*read.catalog);
    }();
    return catalog;
}

// The orientation index of a tile or hall drawn as `picture` ("#" squares, "A" anchor/altar; the anchor only
// matters when the picture shows one).
inline int orientationOf(const std::vector<Orientation> &placements, const QStringList &picture)
{
    std::vector<Square> cells;
    std::optional<Square> anchor;
    for (int r = 0; r < picture.size(); ++r)
        for (int c = 0; c < picture[r].size(); ++c)
            if (picture[r][c] != QLatin1Char('.')) {
                cells.push_back({r, c});
                if (picture[r][c] == QLatin1Char('A'))
                    anchor = Square{r, c};
            }
    const Orientation wanted = normalized(cells, anchor);
    for (int i = 0; i < int(placements.size()); ++i)
        if (placements[i].cells == wanted.cells && (!anchor || placements[i].anchor == wanted.anchor))
            return i;
    qFatal("no orientation of the shape looks like that");
    return -1;
}

inline int tunnelOrientation(const BoardState &state, const QString &shape, const QStringList &picture)
{
    return orientationOf(state.catalog().tunnel(shape)->placements, picture);
}

inline int hallOrientation(const BoardState &state, const QString &hall, const QStringList &picture)
{
    return orientationOf(state.catalog().hall(hall)->placements, picture);
}

inline int dig(BoardState &state, int player, const QString &shape, const QStringList &picture, Square origin,
               Mineral mineral = Mineral::Stone)
{
    return state.addTunnel(player, shape, tunnelOrientation(state, shape, picture), origin, mineral);
}

inline int dedicate(BoardState &state, int player, const QString &hall, const QStringList &picture,
                    Square origin)
{
    return state.addHall(player, hall, hallOrientation(state, hall, picture), origin);
}

// Two players (or a team of two), gates where the test wants them.
inline BoardState table(Square gate0, Square gate1, bool teammates = false)
{
    BoardState state(smallMountain(), defaultCatalog(), 2);
    state.gates = {{0, gate0}, {1, gate1}};
    if (teammates)
        state.teams = {1, 1};
    state.playerNames = {QStringLiteral("Ann"), QStringLiteral("Bob")};
    return state;
}

inline QStringList pic(std::initializer_list<const char *> rows)
{
    QStringList list;
    for (const char *r : rows)
        list << QLatin1String(r);
    return list;
}

} // namespace hk::test
