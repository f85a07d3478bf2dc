// The worst file of each kind that Hallkeeper still accepts: every list as long and every text as long as the
// reader's limits allow (io/json_reader.h), within the 16 MB a file may have, and every shape as large. Each
// is read as the app reads it (sheets, boards and catalogs as drafts, a game fully checked), then put through
// what the command line does with it (validate, score, explain, replay, the texts), then opened in the app's
// window of its kind (offscreen: laid out and painted once). Target: at most 1 s and 200 MB each. Peak memory
// is the process's (VmHWM, reset before each measure). Times are the process's CPU time (what the work costs,
// whatever else the machine runs) and, in brackets, the time on the wall clock.
//   bench_worst_files [--keep DIR]   --keep writes the files to DIR as well
//   bench_worst_files --open FILE    only opens FILE in its window, for a profiler

#include "board_editor_window.h"
#include "catalog_editor_window.h"
#include "score_sheet_window.h"
#include "table_window.h"

#include "game/engine.h"
#include "game/game_score.h"
#include "game/state_text.h"
#include "io/board_io.h"
#include "io/catalog_io.h"
#include "io/game_io.h"
#include "io/json_reader.h"
#include "io/score_sheet_io.h"
#include "model/board_validation.h"
#include "model/catalog_validation.h"
#include "rules/board_text.h"
#include "scoring/final_score.h"
#include "scoring/score_report.h"
#include "scoring/score_sheet.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <cstdio>
#include <ctime>
#include <functional>

using namespace hk;

namespace {

QJsonObject fixture(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}

QString text(int length, QChar c = QLatin1Char('x'))
{
    return QString(length, c);
}

// The peak resident memory of this process since the last reset, in MB.
double peakMegabytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024;
    return -1;
}

// The CPU time of this process, in ms.
double cpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

void resetPeak()
{
    QFile clear(QStringLiteral("/proc/self/clear_refs"));
    if (clear.open(QIODevice::WriteOnly))
        clear.write("5");
}

// The largest number of items of `make` that keeps `bytes(items)` within the file limit.
template <class Make> QJsonObject largestWithin(int maxItems, Make make)
{
    int items = maxItems;
    QJsonObject root = make(items);
    while (QJsonDocument(root).toJson(QJsonDocument::Compact).size() > kMaxFileBytes - 4096 && items > 1) {
        items = items * 9 / 10;
        root = make(items);
    }
    return root;
}

QJsonObject worstSheet(int items)
{
    QJsonObject sheet = fixture(QStringLiteral(HK_FIXTURES "/sheets/rulebook-example.hkscore"));
    QJsonArray players;
    for (int p = 0; p < 5; ++p) {
        QJsonObject player{{QStringLiteral("name"), text(kMaxNameLength, QChar(u'名'))}};
        QJsonArray tunnels, tokens, halls, statues, levels;
        for (int i = 0; i < items; ++i) {
            tunnels.append(QJsonObject{{QStringLiteral("size"), 5},
                                       {QStringLiteral("mineral"), QStringLiteral("heartstone")}});
            tokens.append(9);
            if (i < sheet_limits::kMaxHallsListed)
                halls.append(QJsonObject{{QStringLiteral("name"), text(kMaxNameLength)},
                                         {QStringLiteral("low"), 6},
                                         {QStringLiteral("high"), 15},
                                         {QStringLiteral("altar"), true}});
            if (i < sheet_limits::kMaxStatuesListed)
                statues.append(QJsonObject{{QStringLiteral("clan"), QStringLiteral("fire")},
                                           {QStringLiteral("layer"), 5},
                                           {QStringLiteral("onOwnPedestal"), true},
                                           {QStringLiteral("tunnel"), text(kMaxNameLength)}});
            levels.append(3);
        }
        player[QStringLiteral("tunnels")] = tunnels;
        player[QStringLiteral("pedestalTokens")] = tokens;
        player[QStringLiteral("halls")] = halls;
        player[QStringLiteral("statues")] = statues;
        player[QStringLiteral("trollLevels")] = levels;
        player[QStringLiteral("coronation")] = 5;
        player[QStringLiteral("resources")] =
            QJsonObject{{QStringLiteral("stone"), 9999}, {QStringLiteral("rune"), 9999}};
        players.append(player);
    }
    sheet[QStringLiteral("players")] = players;
    return sheet;
}

QJsonObject worstBoard(int items)
{
    QJsonObject board = fixture(QStringLiteral(HK_FIXTURES "/boards/format-example.hkboard"));
    const int side = kMaxBoardSize;
    board[QStringLiteral("rows")] = side;
    board[QStringLiteral("columns")] = side;
    QJsonArray grid;
    for (int r = 0; r < side; ++r) {
        QString row;
        for (int c = 0; c < side; ++c)
            row += QChar(u'1' + (r + c) % 5);
        grid.append(row);
    }
    grid[0] = QString(side, QLatin1Char('H'));
    board[QStringLiteral("grid")] = grid;
    board[QStringLiteral("name")] = text(kMaxNameLength);
    board[QStringLiteral("description")] = text(kMaxTextLength);
    QJsonArray rubble, buried, spots, sites, gates;
    for (int i = 0; i < items; ++i) {
        const QJsonArray square{1 + i / side % (side - 1), i % side};
        rubble.append(square);
        buried.append(QJsonObject{{QStringLiteral("square"), square},
                                  {QStringLiteral("resources"), QJsonObject{{QStringLiteral("iron"), 9}}}});
        spots.append(square);
        sites.append(square);
        gates.append(QJsonObject{{QStringLiteral("square"), square}, {QStringLiteral("players"), 5}});
    }
    board[QStringLiteral("rubble")] = rubble;
    board[QStringLiteral("buried")] = buried;
    board[QStringLiteral("statueSpots")] = spots;
    board[QStringLiteral("workshopSites")] = sites;
    board[QStringLiteral("gateStarts")] = gates;
    return board;
}

QJsonObject worstCatalog(int items)
{
    QJsonObject catalog = fixture(QStringLiteral(HK_SOURCE_DIR "/resources/catalogs/default.hkcatalog"));
    catalog[QStringLiteral("name")] = text(kMaxNameLength);
    catalog[QStringLiteral("description")] = text(kMaxTextLength);
    QJsonArray picture; // the largest picture, every square of it
    for (int r = 0; r < kMaxShapeSide; ++r)
        picture.append(r == 0 ? QStringLiteral("A") + text(kMaxShapeSide - 1, QLatin1Char('#'))
                              : text(kMaxShapeSide, QLatin1Char('#')));
    const QJsonObject tile = catalog.value(QStringLiteral("tunnels")).toArray().at(0).toObject();
    const QJsonObject hall = catalog.value(QStringLiteral("halls")).toArray().at(0).toObject();
    QJsonArray tunnels, halls, trolls;
    for (int i = 0; i < items; ++i) {
        QJsonObject t = tile;
        t[QStringLiteral("id")] = QStringLiteral("%1-%2").arg(QString::number(i), text(kMaxNameLength / 2));
        t[QStringLiteral("shape")] = picture;
        tunnels.append(t);
        QJsonObject h = hall;
        h[QStringLiteral("id")] = QStringLiteral("hall-%1").arg(i);
        h[QStringLiteral("name")] = text(kMaxNameLength / 2);
        h[QStringLiteral("shape")] = picture;
        halls.append(h);
        trolls.append(QJsonObject{
            {QStringLiteral("id"), QStringLiteral("troll-%1").arg(i)},
            {QStringLiteral("level"), 1 + i % 3},
            {QStringLiteral("clan"), QStringLiteral("fire")},
            {QStringLiteral("icons"), QJsonArray{QStringLiteral("coin"), QStringLiteral("rune")}}});
    }
    catalog[QStringLiteral("tunnels")] = tunnels;
    catalog[QStringLiteral("halls")] = halls;
    catalog[QStringLiteral("trolls")] = trolls;
    return catalog;
}

// A five-player game whose players have the longest names, its log as long as a game file holds: the moves
// of the fixture, then corrections with long reasons (each one checked and replayed), within 16 MB.
QJsonObject worstGame(int actions)
{
    QJsonObject game = fixture(QStringLiteral(HK_FIXTURES "/games/five-players.hkgame"));
    QJsonObject setup = game.value(QStringLiteral("setup")).toObject();
    QJsonArray players = setup.value(QStringLiteral("players")).toArray();
    for (int i = 0; i < players.size(); ++i) {
        QJsonObject p = players[i].toObject();
        p[QStringLiteral("name")] =
            QStringLiteral("%1 %2").arg(QString::number(i), text(kMaxNameLength - 8, QChar(u'名')));
        players[i] = p;
    }
    setup[QStringLiteral("players")] = players;
    game[QStringLiteral("setup")] = setup;
    QJsonArray log = game.value(QStringLiteral("log")).toArray();
    const int reason = int((kMaxFileBytes - 400'000) / std::max(1, actions)) - 200;
    while (log.size() < actions)
        log.append(QJsonObject{{QStringLiteral("player"), 0},
                               {QStringLiteral("action"), QStringLiteral("correction")},
                               {QStringLiteral("reason"), text(std::max(10, reason))},
                               {QStringLiteral("honour"), 0}});
    game[QStringLiteral("log")] = log;
    return game;
}

struct Figures {
    qint64 bytes = 0;
    double readMs = 0, workMs = 0, peakMb = 0; // CPU time
    double wallMs = 0;                         // read and work, on the wall clock
    qsizetype output = 0;                      // characters of text the command line would print
    QString note;
};

Figures measure(const QString &file, const std::function<bool()> &read,
                const std::function<qsizetype()> &work)
{
    Figures f;
    f.bytes = QFileInfo(file).size();
    resetPeak();
    QElapsedTimer wall;
    wall.start();
    double cpu = cpuMs();
    if (!read())
        f.note = QStringLiteral("NOT ACCEPTED");
    f.readMs = cpuMs() - cpu;
    cpu = cpuMs();
    if (f.note.isEmpty())
        f.output = work();
    f.workMs = cpuMs() - cpu;
    f.wallMs = double(wall.nsecsElapsed()) / 1e6;
    f.peakMb = peakMegabytes();
    return f;
}

} // namespace

// Opens `file` in a new window of its kind, shown and painted once: what a user waits for.
template <class Window> Figures openInWindow(const QString &file)
{
    Figures f;
    f.bytes = QFileInfo(file).size();
    resetPeak();
    QElapsedTimer wall;
    wall.start();
    const double cpu = cpuMs();
    {
        Window window;
        window.setInteractive(false);
        window.setReadsOnly(true); // as --screenshot opens it: no lock, no autosave
        if (!window.openFile(file))
            f.note = QStringLiteral("NOT OPENED: ") + window.messages().join(QLatin1Char(' ')).left(200);
        window.resize(1280, 720);
        window.show();
        QApplication::processEvents();
        window.grab(); // painted once
        f.readMs = cpuMs() - cpu;
        f.wallMs = double(wall.nsecsElapsed()) / 1e6;
        f.peakMb = peakMegabytes();
    }
    return f;
}

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("HallkeeperBench"));
    QTemporaryDir temporary;
    const QStringList args = app.arguments();
    if (args.value(1) == QLatin1String("--open")) {
        const QString file = args.value(2);
        const QString suffix = QFileInfo(file).suffix();
        const Figures f = suffix == QLatin1String("hkscore")   ? openInWindow<gui::ScoreSheetWindow>(file)
                          : suffix == QLatin1String("hkboard") ? openInWindow<gui::BoardEditorWindow>(file)
                          : suffix == QLatin1String("hkcatalog")
                              ? openInWindow<gui::CatalogEditorWindow>(file)
                              : openInWindow<gui::TableWindow>(file);
        std::printf("%s: open %.1f ms (wall %.1f ms), peak %.1f MB %s\n", qPrintable(file), f.readMs,
                    f.wallMs, f.peakMb, qPrintable(f.note));
        return f.note.isEmpty() ? 0 : 1;
    }
    const QString dir = args.value(1) == QLatin1String("--keep") ? args.value(2) : temporary.path();
    QDir().mkpath(dir);
    const auto write = [&](const QString &name, const QJsonObject &root) {
        const QString file = QDir(dir).filePath(name);
        QFile f(file);
        f.open(QIODevice::WriteOnly);
        f.write(QJsonDocument(root).toJson(QJsonDocument::Compact));
        return file;
    };

    std::printf(
        "The worst file of each kind Hallkeeper accepts (limits: names %d, texts %d characters; lists %d, "
        "log %d; shapes %d × %d; files %lld bytes)\n",
        kMaxNameLength, kMaxTextLength, kMaxListItems, kMaxActions, kMaxShapeSide, kMaxShapeSide,
        kMaxFileBytes);
    std::printf("%-9s %10s %10s %14s %10s %10s %12s   %s\n", "kind", "MB", "read ms", "validate+ ms",
                "(wall ms)", "peak MB", "text chars", "target ≤ 1000 ms, ≤ 200 MB");
    bool ok = true;
    const auto line = [&](const char *kind, const Figures &f) {
        const double total = f.readMs + f.workMs;
        const bool met = f.note.isEmpty() && total <= 1000 && f.peakMb <= 200;
        ok = ok && met;
        std::printf("%-9s %10.2f %10.1f %14.1f %10.1f %10.1f %12lld   %s %s\n", kind, double(f.bytes) / 1e6,
                    f.readMs, f.workMs, f.wallMs, f.peakMb, qlonglong(f.output), met ? "ok" : "MISSED",
                    qPrintable(f.note));
        std::fflush(stdout);
    };

    QStringList files;
    {
        const QString file = write(QStringLiteral("worst.hkscore"), largestWithin(kMaxListItems, worstSheet));
        files << file;
        std::optional<ScoreSheet> sheet;
        line("sheet", measure(
                          file,
                          [&] {
                              sheet = readScoreSheet(file, ReadMode::Draft).sheet;
                              return sheet.has_value();
                          },
                          [&] {
                              const Problems problems = validateSheet(*sheet);
                              qsizetype n = 0;
                              for (const Problem &p : problems)
                                  n += formatProblem(file, p).size();
                              return n + scoreReportText(scoreSheet(*sheet), true).size();
                          }));
    }
    {
        const QString file = write(QStringLiteral("worst.hkboard"), largestWithin(kMaxListItems, worstBoard));
        files << file;
        std::optional<Board> board;
        line("board", measure(
                          file,
                          [&] {
                              board = readBoard(file, ReadMode::Draft).board;
                              return board.has_value();
                          },
                          [&] {
                              qsizetype n = 0;
                              for (const Problem &p : validateBoard(*board))
                                  n += formatProblem(file, p).size();
                              return n + boardSummaryText(*board).size() + boardAsciiText(*board).size();
                          }));
    }
    {
        const QString file =
            write(QStringLiteral("worst.hkcatalog"), largestWithin(kMaxListItems, worstCatalog));
        files << file;
        std::optional<Catalog> catalog;
        line("catalog", measure(
                            file,
                            [&] {
                                catalog = readCatalog(file, ReadMode::Draft).catalog;
                                return catalog.has_value();
                            },
                            [&] {
                                qsizetype n = 0;
                                for (const Problem &p : validateCatalog(*catalog))
                                    n += formatProblem(file, p).size();
                                return n;
                            }));
    }
    {
        const QString file = write(QStringLiteral("worst.hkgame"), worstGame(kMaxActions));
        files << file;
        std::optional<GameFile> game;
        QString problem;
        Figures f = measure(
            file,
            [&] {
                const GameReadResult read = readGame(file, ActionCheck::Replay);
                game = read.game;
                if (!read.problems.empty())
                    problem = formatProblem(file, read.problems.front());
                return game.has_value();
            },
            [&] {
                // validate, replay and score, as the command line does them
                const Replay rp = replay(game->setup, game->log);
                qsizetype n =
                    gameStateText(rp.state).size() + scoreReportText(scoreGame(rp.state).score, true).size();
                GameState state(game->setup);
                for (const Action &a : game->log) {
                    n += actionText(state, a).size();
                    apply(state, a);
                }
                return n;
            });
        if (!f.note.isEmpty())
            f.note += QStringLiteral(": ") + problem.left(200);
        line("game", f);
    }

    std::printf("\nOpened in the app's window of its kind, shown and painted once:\n");
    std::printf("%-9s %10s %10s %10s %10s   %s\n", "kind", "MB", "open ms", "(wall ms)", "peak MB",
                "target ≤ 1000 ms, ≤ 200 MB");
    const auto shown = [&](const char *kind, const Figures &f) {
        const bool met = f.note.isEmpty() && f.readMs <= 1000 && f.peakMb <= 200;
        ok = ok && met;
        std::printf("%-9s %10.2f %10.1f %10.1f %10.1f   %s %s\n", kind, double(f.bytes) / 1e6, f.readMs,
                    f.wallMs, f.peakMb, met ? "ok" : "MISSED", qPrintable(f.note));
        std::fflush(stdout);
    };
    shown("sheet", openInWindow<gui::ScoreSheetWindow>(files[0]));
    shown("board", openInWindow<gui::BoardEditorWindow>(files[1]));
    shown("catalog", openInWindow<gui::CatalogEditorWindow>(files[2]));
    shown("game", openInWindow<gui::TableWindow>(files[3]));
    return ok ? 0 : 1;
}
