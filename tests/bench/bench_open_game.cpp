// Benchmark of opening a game in the table mirror (not part of ctest's pass/fail): run
// build/tests/bench/bench_open_game. A 5-player game of 150 actions played by the random legal player on the
// winter Practice Mountain, saved as the app saves it, then opened in a TableWindow as File ▸ Open does: read
// with full validation, replayed, every dock refreshed (board, pieces, players, market, history, live
// scores), until the window has painted. Exit status 1 if a figure misses its target.

#include "bench_util.h"
#include "board/board_view.h"
#include "common/self_play.h"
#include "game_document.h"
#include "io/game_io.h"
#include "paint_counter.h"
#include "table_window.h"

#include <QApplication>
#include <QPaintEvent>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstdio>

using namespace hk;
using namespace hk::bench;

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true); // settings and autosaves out of the user's way
    QApplication app(argc, argv);

    const GameFile game = test::selfPlayedGame(5, 150);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("bench.hkgame"));
    std::vector<Ledger> ledgers;
    for (const ReplayStep &step : replay(game.setup, game.log).steps)
        ledgers.push_back(step.ledger);
    if (const QString error = writeGame(file, game, &ledgers); !error.isEmpty()) {
        std::fprintf(stderr, "cannot write %s: %s\n", qPrintable(file), qPrintable(error));
        return 1;
    }

    // The window is built once (as when the app is already running); each round opens the file again.
    gui::TableWindow window;
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    window.setInteractive(false);
    window.resize(1480, 940);
    window.show();
    PaintCounter watcher;
    window.board()->viewport()->installEventFilter(&watcher);
    QCoreApplication::processEvents();

    bool ok = true;
    const double us = microsecondsPerCall(4, [&] {
        if (!window.openFile(file)) {
            std::fprintf(stderr, "cannot open the game\n");
            std::exit(1);
        }
        watcher.waitForPaint(20);
    });
    std::printf("%d actions, %d players; the window %dx%d\n", window.document()->actionCount(),
                window.document()->state().playerCount(), window.width(), window.height());
    ok &= report("open a 150-action game in the table mirror, until painted", us, 200000);
    window.document()->discardAutosave();
    return ok ? 0 : 1;
}
