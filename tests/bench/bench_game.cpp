// Benchmarks of games (not part of ctest's pass/fail): run build/tests/bench/bench_game.
// A 5-player game of about 150 actions played by the random legal player on the winter Practice Mountain.

#include "bench_util.h"
#include "common/self_play.h"
#include "game/game_score.h"
#include "io/game_io.h"
#include "io/json_check.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

using namespace hk;
using namespace hk::bench;

volatile int g_sink;

int main()
{
    const GameFile game = test::selfPlayedGame(5, 150);
    bool ok = true;
    ok &= report("replay a 150-action 5-player game and score it",
                 microsecondsPerCall(50,
                                     [&] {
                                         const Replay r = replay(game.setup, game.log);
                                         g_sink = scoreGame(r.state).score.entities.front().total;
                                     }) /
                     1000.0 * 1000.0,
                 5000);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("bench.hkgame"));
    // The app saves a game it has replayed already: the ledgers are at hand.
    std::vector<Ledger> ledgers;
    for (const ReplayStep &step : replay(game.setup, game.log).steps)
        ledgers.push_back(step.ledger);
    ok &= report("save it (.hkgame, atomic) and load it (full validation and replay)",
                 microsecondsPerCall(20,
                                     [&] {
                                         writeGame(file, game, &ledgers);
                                         g_sink = int(readGame(file).game->log.size());
                                     }),
                 10000);
    const QJsonObject json = gameToJson(game);
    report("  of which: game to JSON (replays for the ledgers)",
           microsecondsPerCall(20, [&] { g_sink = int(gameToJson(game).size()); }), 10000);
    report("  of which: JSON to indented text",
           microsecondsPerCall(20, [&] { g_sink = int(formatJson(json, {}).size()); }), 10000);
    const QByteArray text = gameToBytes(game, &ledgers);
    report("  of which: the atomic write (QSaveFile, synced to disk)",
           microsecondsPerCall(20, [&] { writeFileAtomically(file, text); }), 10000);
    report("save only", microsecondsPerCall(20, [&] { writeGame(file, game, &ledgers); }), 10000);
    QFile in(file);
    in.open(QIODevice::ReadOnly);
    const QByteArray bytes = in.readAll();
    std::printf("    the file: %lld bytes\n", qint64(bytes.size()));
    report("  of which: parse the JSON",
           microsecondsPerCall(20, [&] { g_sink = int(QJsonDocument::fromJson(bytes).object().size()); }),
           10000);
    report("  of which: read and check the structure",
           microsecondsPerCall(
               20, [&] { g_sink = int(parseGame(bytes, ActionCheck::StructureOnly).game->log.size()); }),
           10000);
    report("load only", microsecondsPerCall(20, [&] { g_sink = int(readGame(file).game->log.size()); }),
           10000);
    return ok ? 0 : 1;
}
