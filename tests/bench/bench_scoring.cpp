// Benchmarks of the scoring engine (not part of ctest's pass/fail): run build/tests/bench/bench_scoring.
// Exit status 1 if a figure misses its target.

#include "io/score_sheet_io.h"
#include "scoring/final_score.h"
#include "scoring/leftover.h"

#include <QFile>

#include <cstdio>

#include "bench_util.h"

using namespace hk;
using namespace hk::bench;

namespace {

volatile int g_sink; // keeps the optimizer from discarding the work

} // namespace

int main()
{
    bool ok = true;

    // The optimizer's work grows with the number of kinds whose count is not a multiple of 3 (it tries every
    // subset of them as donors). Measure every remainder pattern at the largest counts the box allows.
    double worst = 0;
    ResourceCounts worstCounts{};
    for (int pattern = 0; pattern < 2187; ++pattern) { // 3^7 remainder patterns
        ResourceCounts c{};
        int code = pattern;
        for (Resource r : kAllResources) {
            const int remainder = code % 3;
            code /= 3;
            const int box = boxCount(r);
            at(c, r) = box - ((box - remainder) % 3 + 3) % 3; // largest count <= box with this remainder
        }
        const double us = microsecondsPerCall(200, [&] { g_sink = optimizeLeftovers(c).sets; });
        if (us > worst) {
            worst = us;
            worstCounts = c;
        }
    }
    worst = microsecondsPerCall(20000, [&] { g_sink = optimizeLeftovers(worstCounts).sets; });
    ok &= report("leftover optimizer, worst case within the box counts", worst, 50);
    std::printf("    worst case: stone %d, iron %d, heartstone %d, coin %d, cart %d, hammer %d, rune %d\n",
                worstCounts[0], worstCounts[1], worstCounts[2], worstCounts[3], worstCounts[4],
                worstCounts[5], worstCounts[6]);

    QFile file(QStringLiteral(HK_FIXTURES "/sheets/five-players.hkscore"));
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "cannot read the 5-player fixture\n");
        return 1;
    }
    const QByteArray bytes = file.readAll();
    const ScoreSheetReadResult read = parseScoreSheet(bytes);
    if (!read.sheet) {
        std::fprintf(stderr, "the 5-player fixture is invalid\n");
        return 1;
    }
    const ScoreSheet sheet = *read.sheet;
    ok &= report("score a 5-player sheet",
                 microsecondsPerCall(20000, [&] { g_sink = scoreSheet(sheet).winners[0]; }), 100);
    report("parse, validate and score a 5-player .hkscore (for reference)",
           microsecondsPerCall(2000, [&] { g_sink = scoreSheet(*parseScoreSheet(bytes).sheet).winners[0]; }),
           1000);
    return ok ? 0 : 1;
}
