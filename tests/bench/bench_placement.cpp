// Benchmarks of the rules of space (not part of ctest's pass/fail): run build/tests/bench/bench_placement.
// A mid-game on the winter Practice Mountain: 4 players, each with a network of 8 tiles dug by legal random
// placements (fixed seed). Exit status 1 if a figure misses its target.

#include "io/board_io.h"
#include "io/catalog_io.h"
#include "rules/placement.h"

#include <QRandomGenerator>

#include <cstdio>

#include "bench_util.h"

using namespace hk;
using namespace hk::bench;

namespace {

volatile size_t g_sink;

} // namespace

int main()
{
    const BoardReadResult board = readBoard(QStringLiteral(":/boards/practice-winter.hkboard"));
    const CatalogReadResult catalog = readDefaultCatalog();
    if (!board.board || !catalog.catalog) {
        std::fprintf(stderr, "cannot read the Practice Mountain or the default catalog\n");
        return 1;
    }
    const int players = 4;
    BoardState state(std::make_shared<Board>(*board.board), std::make_shared<Catalog>(*catalog.catalog),
                     players);
    int player = 0;
    for (const GateStart &g : board.board->gateStarts)
        if (g.players == 4 && player < players)
            state.gates.push_back({player++, g.square});
    Purse purse;
    purse.resources = {20, 20, 20, 20, 20, 20, 20};

    QRandomGenerator random(4242);
    QStringList shapes;
    for (const TunnelShape &t : catalog.catalog->tunnels)
        shapes << t.id;
    for (int round = 0; round < 8; ++round)
        for (int p = 0; p < players; ++p)
            for (int attempt = 0; attempt < 20; ++attempt) {
                const QString shape = shapes[random.bounded(int(shapes.size()))];
                const auto options = placementMap(state, SpaceIndex(state), p, shape, purse);
                if (options.empty())
                    continue;
                const PlacementOption &o = options[random.bounded(int(options.size()))];
                state.addTunnel(p, shape, o.orientation, o.origin, Mineral::Stone);
                break;
            }
    std::printf("mid-game: %zu tiles on the board\n", state.tunnels.size());

    const SpaceIndex index(state);
    bool ok = true;
    size_t options = 0;
    const double mapUs = microsecondsPerCall(2000, [&] {
        const auto map = placementMap(state, index, 0, QStringLiteral("F5"), purse);
        options = map.size();
        g_sink = options;
    });
    std::printf("    F5 (8 orientations) fits in %zu places for player 1\n", options);
    ok &= report("legal placement map of a pentomino, mid-game, winter side", mapUs, 200);
    ok &= report(
        "the same, index of the state included",
        microsecondsPerCall(
            1000,
            [&] { g_sink = placementMap(state, SpaceIndex(state), 0, QStringLiteral("F5"), purse).size(); }),
        400);
    const auto map = placementMap(state, index, 0, QStringLiteral("F5"), purse);
    const PlacementOption target = map.empty() ? PlacementOption{} : map[map.size() / 2];
    const DigRequest request{0, QStringLiteral("F5"), target.orientation, target.origin, Mineral::Iron};
    ok &= report("one placement verdict (validateDig)",
                 microsecondsPerCall(
                     200000, [&] { g_sink = validateDig(state, index, request, purse).violations.size(); }),
                 2);
    report("building the derived index of the state (for reference)",
           microsecondsPerCall(5000, [&] { g_sink = SpaceIndex(state).units().size(); }), 100);
    return ok ? 0 : 1;
}
