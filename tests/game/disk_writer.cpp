// A writer for the full-disk tests, run in a child process with a file-size limit (RLIMIT_FSIZE), so that
// every write past the limit fails as it would on a full disk.
//   disk_writer LIMIT write KIND SIZE FILE   writes a game, sheet, board or catalog (small, or large: more
//                                            than Qt's 16 KiB write buffer) with the library's own writer;
//                                            prints the error and exits 2 if it fails
//   disk_writer LIMIT exec PROGRAM ARG...    runs PROGRAM (the command-line tool) under the same limit
// LIMIT is in bytes; 0 sets no limit (a small tmpfs does the limiting).

#include "io/board_io.h"
#include "io/catalog_io.h"
#include "io/game_io.h"
#include "io/score_sheet_io.h"

#include <QCoreApplication>

#include <csignal>
#include <cstdio>
#include <sys/resource.h>
#include <unistd.h>

using namespace hk;

namespace {

constexpr int kLargePadding = 40'000; // characters of a text field: the file is well over 16 KiB

QString writeKind(const QString &kind, bool large, const QString &file)
{
    const QString padding = large ? QString(kLargePadding, QLatin1Char('x')) : QString();
    if (kind == QLatin1String("game")) {
        GameReadResult read =
            readGame(QStringLiteral(HK_FIXTURES "/games/") +
                     (large ? QStringLiteral("five-players.hkgame") : QStringLiteral("two-players.hkgame")));
        if (!large)
            read.game->log.clear(); // a fresh game, as `new` writes it
        return writeGame(file, *read.game);
    }
    if (kind == QLatin1String("sheet")) {
        ScoreSheetReadResult read =
            readScoreSheet(QStringLiteral(HK_FIXTURES "/sheets/rulebook-example.hkscore"));
        read.sheet->players[0].name += padding;
        return writeScoreSheet(file, *read.sheet);
    }
    if (kind == QLatin1String("board")) {
        BoardReadResult read = readBoard(QStringLiteral(":/boards/practice-winter.hkboard"));
        read.board->description += padding;
        return writeBoard(file, *read.board);
    }
    if (kind == QLatin1String("catalog")) {
        CatalogReadResult read = readDefaultCatalog();
        read.catalog->description += padding;
        return writeCatalog(file, *read.catalog);
    }
    return QStringLiteral("unknown kind %1").arg(kind);
}

} // namespace

int main(int argc, char *argv[])
{
    if (argc < 4)
        return 3;
    const rlim_t limit = rlim_t(std::strtoull(argv[1], nullptr, 10));
    if (limit > 0) {
        const rlimit r{limit, limit};
        if (setrlimit(RLIMIT_FSIZE, &r) != 0)
            return 3;
    }
    // Without this the kernel kills the writer (SIGXFSZ) instead of failing the write; ignored dispositions
    // survive exec, so the command-line tool sees the failure too.
    std::signal(SIGXFSZ, SIG_IGN);
    if (std::strcmp(argv[2], "exec") == 0) {
        execv(argv[3], argv + 3);
        return 3;
    }
    QCoreApplication app(argc, argv);
    if (argc != 6 || std::strcmp(argv[2], "write") != 0)
        return 3;
    const QString error = writeKind(QString::fromLocal8Bit(argv[3]), std::strcmp(argv[4], "large") == 0,
                                    QString::fromLocal8Bit(argv[5]));
    if (!error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 2;
    }
    return 0;
}
