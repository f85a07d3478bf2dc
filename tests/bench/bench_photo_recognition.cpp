// Benchmark of recognising a board in a photo (not part of ctest's pass/fail): run
// build/tests/bench/bench_photo_recognition. The time from "Apply" on a 21×23 board: every square classified
// (recogniseLayers) and the edit made (applyRecognition), the photo already open and aligned. On the README's
// example photo (1200×1096) and on a synthetic 12-megapixel phone photo (4032×3024) of the winter Practice
// Mountain. Target ≤ 200 ms each. Exit status 1 if a figure misses its target.

#include "common/board_photo.h"
#include "io/board_io.h"
#include "photo/layer_recognition.h"

#include <QApplication>

#include <cstdio>
#include <ctime>

#include "bench_util.h"

using namespace hk;
using namespace hk::bench;
using namespace hk::photo;

namespace {

// Recognise and apply to a new board (all layer 1), as the editor will; checked against the target, then the
// processor time per call: on a machine shared with other work the wall clock says more about the others.
bool reportApply(const char *what, const QImage &photo, const GridCorners &corners, const Board &board)
{
    const auto apply = [&] {
        Board fresh = board;
        fresh.grid.assign(fresh.grid.size(), Terrain::Layer1);
        const LayerRecognition recognition = recogniseLayers(photo, corners, fresh.rows, fresh.columns);
        applyRecognition(fresh, recognition);
    };
    const std::clock_t start = std::clock();
    const bool ok = report(what, microsecondsPerCall(2, apply), 200000);
    std::printf("%-62s %9.1f ms\n", "  processor time per call",
                double(std::clock() - start) / CLOCKS_PER_SEC * 1000 / 10); // 5 rounds of 2 calls
    return ok;
}

} // namespace

int main(int argc, char **argv)
{
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv); // the synthetic photo is drawn with the app's board drawing
    const BoardReadResult winter = readBoard(QStringLiteral(":/boards/practice-winter.hkboard"));
    const QImage example(QStringLiteral(HK_SOURCE_DIR "/docs/examples/board-photo.jpg"));
    if (!winter.board || example.isNull()) {
        std::fprintf(stderr, "cannot read the Practice Mountain or docs/examples/board-photo.jpg\n");
        return 1;
    }
    bool ok = true;
    const GridCorners whole{QPointF(0, 0), QPointF(example.width(), 0),
                            QPointF(example.width(), example.height()), QPointF(0, example.height())};
    ok &= reportApply("Apply, 21x23, example photo 1200x1096 (recognise + edit)", example, whole,
                      *winter.board);

    test::PhotoConditions phone;
    phone.size = QSize(4032, 3024);
    phone.tilt = 0.05;
    phone.gradient = 0.3;
    phone.cast = {1.1, 1.0, 0.85};
    phone.blur = 1.5;
    phone.noise = 3;
    phone.jpegQuality = 85;
    const test::BoardPhoto photo = test::photographBoard(*winter.board, phone);
    ok &= reportApply("Apply, 21x23, synthetic phone photo 4032x3024 (recognise + edit)", photo.image,
                      photo.alignedCorners, *winter.board);
    return ok ? 0 : 1;
}
