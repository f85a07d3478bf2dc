// Benchmark of the board editor (not part of ctest's pass/fail): run build/tests/bench/bench_board_editor.
// One brush step is the whole path of dragging the brush onto the next square: the mouse event, the paint
// of the square into the board, the board shown again (floor item), the problems checked and listed again,
// until the viewport's paint event has run. A stroke must follow the hand: the target is one frame at 60 Hz.
// Boards of 15×15 (a printed board's size), 21×23 (the Practice Mountain) and 60×60 (the largest allowed).
// Exit status 1 if a figure misses its target.

#include "board_editor_view.h"
#include "board_editor_window.h"
#include "io/board_io.h"
#include "model/board_edit.h"

#include <QApplication>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QSpinBox>
#include <QStandardPaths>
#include <QUndoStack>

#include <cstdio>

#include "bench_util.h"
#include "paint_counter.h"

using namespace hk;
using namespace hk::bench;
using namespace hk::gui;

namespace {

void send(QWidget *viewport, QEvent::Type type, const QPoint &pos, Qt::MouseButton button,
          Qt::MouseButtons held)
{
    QMouseEvent event(type, QPointF(pos), QPointF(viewport->mapToGlobal(pos)), button, held, Qt::NoModifier);
    QApplication::sendEvent(viewport, &event);
}

} // namespace

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    bool ok = true;
    for (const auto &[rows, columns] : {std::pair{15, 15}, std::pair{21, 23}, std::pair{60, 60}}) {
        BoardEditorWindow window;
        window.setInteractive(false);
        window.resize(1480, 940);
        window.show();
        QCoreApplication::processEvents();
        window.rowsBox()->setValue(rows);
        window.columnsBox()->setValue(columns);
        window.view()->fitToWindow();
        window.setTerrain(Terrain::Layer3);
        QCoreApplication::processEvents();
        BoardEditorView *view = window.view();
        PaintCounter counter;
        view->viewport()->installEventFilter(&counter);

        // A stroke over every square, row by row, there and back: every step a new square.
        std::vector<Square> path;
        for (int r = 0; r < rows; ++r)
            for (int i = 0; i < columns; ++i)
                path.push_back({r, r % 2 ? columns - 1 - i : i});
        size_t step = 0;
        const int steps = window.undoStack()->count();
        send(view->viewport(), QEvent::MouseButtonPress, view->viewportPoint(path[0]), Qt::LeftButton,
             Qt::LeftButton);
        const auto brushStep = [&] {
            const Square s = path[++step % path.size()];
            send(view->viewport(), QEvent::MouseMove, view->viewportPoint(s), Qt::NoButton, Qt::LeftButton);
            counter.waitForPaint();
        };
        char what[120];
        std::snprintf(what, sizeof what, "%d×%d: one brush step (paint, show, check, repaint)", rows,
                      columns);
        ok &= report(what, microsecondsPerCall(int(std::min<size_t>(path.size(), 200)), brushStep), 16000);
        send(view->viewport(), QEvent::MouseButtonRelease, view->viewportPoint(path[step % path.size()]),
             Qt::LeftButton, Qt::NoButton);
        if (window.undoStack()->count() != steps + 1) {
            std::printf("    MISSED: the stroke is not one undo step\n");
            ok = false;
        }
        std::snprintf(what, sizeof what, "%d×%d: undo or redo the stroke, until painted", rows, columns);
        ok &= report(what,
                     microsecondsPerCall(20,
                                         [&] {
                                             window.undoStack()->undo();
                                             counter.waitForPaint();
                                             window.undoStack()->redo();
                                             counter.waitForPaint();
                                         }) /
                         2,
                     16000);
        std::snprintf(what, sizeof what, "%d×%d: validateBoard (for reference)", rows, columns);
        const Board board = window.board();
        volatile size_t sink = 0;
        ok &= report(what, microsecondsPerCall(200, [&] { sink = validateBoard(board).size(); }), 2000);
        Q_UNUSED(sink)
    }
    return ok ? 0 : 1;
}
