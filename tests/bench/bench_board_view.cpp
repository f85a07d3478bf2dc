// Benchmark of the board view (not part of ctest's pass/fail): run build/tests/bench/bench_board_view, or
// with --dpr 2 for a 2x screen. The winter Practice Mountain mid-game
// (tests/fixtures/games/five-players.hkgame after 60 actions), a 1280x960 view, offscreen. One "mouse move"
// is the whole path of dragging a ghost by one square: the mouse event, the validation (validateDig), the
// ghost's new geometry and the repaint of the part of the viewport it leaves and enters, until the paint
// event has run. Exit status 1 if a figure misses its target.

#include "board/board_view.h"
#include "floor/board_drawing.h"
#include "game/engine.h"
#include "io/game_io.h"

#include <QApplication>
#include <QMouseEvent>
#include <QPaintEvent>

#include <cstdio>
#include <cstring>

#include "bench_util.h"
#include "paint_counter.h"

using namespace hk;
using namespace hk::bench;
using namespace hk::gui;

namespace {

volatile size_t g_sink;

void settle()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

} // namespace

int main(int argc, char **argv)
{
    double dpr = 1;
    for (int i = 1; i + 1 < argc; ++i)
        if (!std::strcmp(argv[i], "--dpr"))
            dpr = std::atof(argv[i + 1]);
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (dpr != 1)
        qputenv("QT_SCALE_FACTOR", QByteArray::number(dpr));
    QApplication app(argc, argv);

    const GameReadResult read = readGame(QStringLiteral(HK_FIXTURES "/games/five-players.hkgame"));
    if (!read.game) {
        std::fprintf(stderr, "cannot read five-players.hkgame\n");
        return 1;
    }
    const GameState state = replay(read.game->setup, read.game->log, 60).state;
    const int player = state.currentPlayer();

    BoardView view;
    view.resize(1280, 960);
    view.show();
    settle();
    view.setState(state, player);
    settle();
    PaintCounter counter;
    view.viewport()->installEventFilter(&counter);
    std::printf(
        "mid-game: %zu tiles, %zu halls, %zu workshops, %zu statues; view %dx%d at %.0fx pixel ratio, "
        "%.1f px per square\n",
        state.board.tunnels.size(), state.board.halls.size(), state.board.workshops.size(),
        state.board.statues.size(), view.viewport()->width(), view.viewport()->height(),
        view.viewport()->devicePixelRatioF(), view.zoom() * kSquare);

    // A path over every square of the board, row by row, there and back: every step a new origin.
    const Board &board = state.board.board();
    std::vector<Square> path;
    for (int row = 0; row < board.rows; ++row)
        for (int i = 0; i < board.columns; ++i)
            path.push_back({row, row % 2 ? board.columns - 1 - i : i});
    size_t step = 0;
    int verdicts = 0;
    QObject::connect(&view, &BoardView::previewVerdict, [&] { ++verdicts; });
    const auto moveOnce = [&] {
        const QPoint pos = view.viewportPoint(path[step++ % path.size()]);
        QMouseEvent event(QEvent::MouseMove, QPointF(pos), QPointF(view.viewport()->mapToGlobal(pos)),
                          Qt::NoButton, Qt::NoButton, Qt::NoModifier);
        QApplication::sendEvent(view.viewport(), &event);
        // Until the repaint has happened: the scene's dirty items, the viewport update, the paint event.
        counter.waitForPaint();
    };
    bool ok = true;
    const auto measureMoves = [&](const char *what, double target) {
        for (size_t i = 0; i < path.size(); ++i) // warm the pixmap cache
            moveOnce();
        counter.paints = 0;
        counter.area = 0;
        verdicts = 0;
        const int iterations = int(path.size());
        const double us = microsecondsPerCall(iterations, moveOnce);
        const int moves = 5 * iterations;
        std::printf("    %d moves: %d verdicts, %d paint events, %.0f device px² painted per move\n", moves,
                    verdicts, counter.paints,
                    double(counter.area) * view.viewport()->devicePixelRatioF() *
                        view.viewport()->devicePixelRatioF() / std::max(1, counter.paints));
        ok &= report(what, us, target);
        if (counter.paints < moves * 9 / 10 || verdicts < moves * 9 / 10) {
            std::printf("    MISSED: not every move validated and repainted\n");
            ok = false;
        }
    };

    const SpaceIndex index(state.board);
    const Purse purse = state.purse(player);
    ok &= report("validateDig of one F5 ghost position (for reference)",
                 microsecondsPerCall(100000,
                                     [&] {
                                         g_sink =
                                             validateDig(state.board, index,
                                                         {player, QStringLiteral("F5"), 3, {9, 6}}, purse)
                                                 .violations.size();
                                     }),
                 2);

    view.beginDig(QStringLiteral("F5"));
    measureMoves("mouse move with an F5 ghost: validate + repaint (fitted board)", 4000);
    view.rotateGhost();
    view.setShowLegalSpots(true);
    measureMoves("the same with every legal spot shown", 4000);
    view.setShowLegalSpots(false);
    view.zoomIn();
    view.zoomIn();
    view.zoomIn();
    std::printf("zoomed in: %.1f px per square\n", view.zoom() * kSquare);
    measureMoves("the same zoomed in (about 2x)", 4000);
    view.fitToWindow();
    view.cancelPlacement();
    view.beginHall(QStringLiteral("hall-2"));
    measureMoves("mouse move with a great hall ghost (validateHall)", 4000);
    view.cancelPlacement();
    settle();

    ok &= report("setState: the whole state redrawn (index, pieces, statues)",
                 microsecondsPerCall(200, [&] { view.setState(state, player); }), 3000);
    ok &= report("a full repaint of the fitted board (for reference)",
                 microsecondsPerCall(20, [&] { view.viewport()->repaint(); }), 16000);
    return ok ? 0 : 1;
}
