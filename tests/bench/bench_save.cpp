// Saving must not grow with the game: save, load, and the autosave of one more action
// at 150, 300 and 600 actions. Not part of ctest's pass/fail (timings depend on the machine): run
// build/tests/bench/bench_save. The game is a 5-player game played by the random legal player; beyond its
// end it is continued with corrections (the only actions legal then), so that the log reaches 600.

#include "bench_util.h"
#include "common/self_play.h"
#include "game/autosave.h"
#include "game/engine.h"
#include "io/file_io.h"
#include "io/game_io.h"
#include "io/json_check.h"

#include <QCoreApplication>

#include <QStandardPaths>
#include <QTemporaryDir>
#include <algorithm>

using namespace hk;
using namespace hk::bench;

volatile int g_sink;

namespace {

// The first 150 actions of a 5-player game (no game lasts 600: selfPlayedGame would look for one forever).
constexpr int kPlayed = 150;

GameFile gameOf(int actions)
{
    GameFile game = test::selfPlayedGame(5, std::min(actions, kPlayed));
    GameState state = replay(game.setup, game.log).state;
    while (int(game.log.size()) < actions) {
        Correction c;
        c.reason = QStringLiteral("a counting slip");
        Action a;
        a.player = state.currentPlayer();
        a.body = c;
        apply(state, a);
        game.log.push_back(a);
    }
    return game;
}

std::vector<Ledger> ledgersOf(const GameFile &game)
{
    std::vector<Ledger> ledgers;
    for (const ReplayStep &step : replay(game.setup, game.log).steps)
        ledgers.push_back(step.ledger);
    return ledgers;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // the autosaves go to a test folder
    QCoreApplication::setApplicationName(QStringLiteral("bench_save"));
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("bench.hkgame"));
    if (const qsizetype at = app.arguments().indexOf(QStringLiteral("--write")); at > 0) {
        // bench_save --write FILE: the 600-action game, as saved (to look at, or to compare two builds).
        const GameFile game = gameOf(600);
        const std::vector<Ledger> ledgers = ledgersOf(game);
        return writeGame(app.arguments().value(at + 1), game, &ledgers).isEmpty() ? 0 : 1;
    }
    if (const qsizetype at = app.arguments().indexOf(QStringLiteral("--profile")); at > 0) {
        // For a profiler (perf record … bench_save --profile [N]): only save + load of 150 actions, N times
        // (500 by default).
        const GameFile game = gameOf(kPlayed);
        const std::vector<Ledger> ledgers = ledgersOf(game);
        const int times = app.arguments().value(at + 1, QStringLiteral("500")).toInt();
        for (int i = 0; i < times; ++i) {
            writeGame(file, game, &ledgers);
            g_sink = int(readGame(file).game->log.size());
        }
        return 0;
    }
    bool ok = true;
    double autosave150 = 0;
    for (const int n : {150, 300, 600}) {
        const GameFile game = gameOf(n);
        const std::vector<Ledger> ledgers = ledgersOf(game);
        std::printf("%d actions (%d of them played, the rest corrections):\n", n, std::min(n, kPlayed));
        const double save = microsecondsPerCall(10, [&] { writeGame(file, game, &ledgers); });
        report("  save (.hkgame, atomic)", save, 1e9);
        report("    of which the JSON text",
               microsecondsPerCall(10, [&] { g_sink = int(gameToBytes(game, &ledgers).size()); }), 1e9);
        const QByteArray bytes = gameToBytes(game, &ledgers);
        report("    of which the atomic write (temporary file, fsync, rename)",
               microsecondsPerCall(10, [&] { g_sink = writeFileAtomically(file, bytes).size(); }), 1e9);
        const double load = microsecondsPerCall(10, [&] { g_sink = int(readGame(file).game->log.size()); });
        report("  load (full validation and replay)", load, 1e9);
        Problems ignored;
        report("    of which the JSON parse (with the keys-given-twice check)",
               microsecondsPerCall(10, [&] { g_sink = int(readJson(file, ignored)->toObject().size()); }),
               1e9);
        report("    of which the replay",
               microsecondsPerCall(10, [&] { g_sink = int(replay(game.setup, game.log).steps.size()); }),
               1e9);
        report("    read without the replay",
               microsecondsPerCall(
                   10, [&] { g_sink = int(readGame(file, ActionCheck::StructureOnly).game->log.size()); }),
               1e9);
        if (n == 150)
            ok &= report("  save + load", save + load, 3000);
        // The table's autosave after one more action: the game as the app holds it (ledgers at hand), one
        // correction appended at each call (50 in all: the log grows from n to n + 50).
        GameFile playing = game;
        std::vector<Ledger> playingLedgers = ledgers;
        GameAutosave autosave;
        autosave.save(playing, file, &playingLedgers);
        Correction c;
        c.reason = QStringLiteral("one more");
        Action more;
        more.body = c;
        const double one = microsecondsPerCall(10, [&] {
            playing.log.push_back(more);
            playingLedgers.push_back({});
            autosave.save(playing, file, &playingLedgers);
        });
        // As the app saved before the journal: the whole game, replayed for its ledgers.
        const double whole = microsecondsPerCall(2, [&] {
            playing.log.push_back(more);
            autosave.save(playing, file);
        });
        report("  autosave as before: the whole game, replayed for its ledgers", whole, 1e9);
        if (n == 150)
            autosave150 = one;
        ok &= report("  autosave of one more action", one, n == 150 ? 1e9 : 1.5 * autosave150);
        autosave.discard();
    }
    return ok ? 0 : 1;
}
