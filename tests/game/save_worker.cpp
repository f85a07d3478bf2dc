// A process for the crash tests, killed by them on purpose.
//   save_worker autosave        plays a game, autosaves it, prints "saved", then waits to be killed
//   save_worker rewrite FILE    writes two different large games to FILE, one after the other, forever
//   save_worker full-disk HOW   plays a game autosaving after every action, as the table mirror does (the
//                               first save whole, then one journal line per action); after 20 actions the
//                               disk is made full (HOW = fsize: a file-size limit just over the journal's
//                               size; fill: the data folder's file system filled to the last byte) and the
//                               game goes on to its end. Prints "saved N" after each save that succeeded
//                               (N actions), "failed N: REASON" after each that did not, "done", then waits
//                               to be killed
//   save_worker lock FILE       takes FILE's writer lock (files/file_lock.h), prints "locked", waits to be
//   killed save_worker leftovers       prints the actions of each game autosave a session left, newest first

#include "common/self_play.h"
#include "files/file_lock.h"
#include "game/autosave.h"
#include "game/engine.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QThread>

#include <csignal>
#include <cstdio>
#include <sys/resource.h>

using namespace hk;

namespace {
hk::GameFile playedGame(int players, quint32 seed)
{
    const GameSetup setup = test::practiceSetup(players, false, seed);
    GameState state(setup);
    test::RandomPlayer random(seed);
    std::vector<Action> log;
    while (!state.over()) {
        const Action a = random.next(state);
        apply(state, a);
        log.push_back(a);
    }
    return {setup, log};
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("HallkeeperTest"));
    QCoreApplication::setApplicationName(QStringLiteral("HallkeeperTest"));
    const QStringList args = app.arguments();
    if (args.value(1) == QLatin1String("autosave")) {
        GameAutosave autosave;
        const QString error =
            autosave.save(playedGame(3, 7), QStringLiteral("/home/someone/evening game.hkgame"));
        std::printf("%s\n", error.isEmpty() ? "saved" : qPrintable(error));
        std::fflush(stdout);
        for (;;)
            QThread::sleep(1);
    }
    if (args.value(1) == QLatin1String("full-disk")) {
        const GameFile played = playedGame(3, 7);
        const Replay steps = replay(played.setup, played.log);
        std::signal(SIGXFSZ, SIG_IGN); // a write past the limit fails, as on a full disk
        GameAutosave autosave;
        GameFile game{played.setup, {}};
        std::vector<Ledger> ledgers;
        const auto save = [&] {
            const QString error =
                autosave.save(game, QStringLiteral("/home/someone/full disk.hkgame"), &ledgers);
            if (error.isEmpty())
                std::printf("saved %d\n", int(game.log.size()));
            else
                std::printf("failed %d: %s\n", int(game.log.size()), qPrintable(error));
            std::fflush(stdout);
        };
        save(); // a new game: written whole
        for (size_t i = 0; i < played.log.size(); ++i) {
            if (i == 20) {
                const QString journal = base::Autosave::directory() + QLatin1Char('/') + autosave.id() +
                                        QStringLiteral(".journal");
                if (args.value(2) == QLatin1String("fsize")) {
                    const rlim_t limit = rlim_t(QFileInfo(journal).size() + 100);
                    const rlimit r{limit, limit};
                    setrlimit(RLIMIT_FSIZE, &r);
                } else {
                    QFile filler(QDir(base::Autosave::directory()).filePath(QStringLiteral("../filler")));
                    if (filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
                        const QByteArray block(4096, '\0');
                        while (filler.write(block) == block.size()) {
                        }
                        while (filler.write("", 1) == 1) {
                        }
                    }
                }
            }
            game.log.push_back(played.log[i]);
            ledgers.push_back(steps.steps[i].ledger);
            save();
        }
        std::printf("done\n");
        std::fflush(stdout);
        for (;;)
            QThread::sleep(1);
    }
    if (args.value(1) == QLatin1String("leftovers")) {
        for (const base::Autosave::Leftover &l : GameAutosave::leftovers()) {
            const GameReadResult read = readGame(l.path, ActionCheck::Replay);
            std::printf("%d\n", read.game && int(read.game->log.size()) == l.actions ? l.actions : -1);
        }
        return 0;
    }
    if (args.value(1) == QLatin1String("lock")) {
        base::FileLock lock(args.value(2));
        std::printf("%s\n", lock.lock(0).isEmpty() ? "locked" : "not locked");
        std::fflush(stdout);
        for (;;)
            QThread::sleep(1);
    }
    if (args.value(1) == QLatin1String("rewrite")) {
        // Padded with whitespace to ~8 MB so that a kill lands in the middle of a write.
        QByteArray a = gameToBytes(playedGame(5, 1)), b = gameToBytes(playedGame(5, 2));
        a.append(8'000'000 - a.size(), '\n');
        b.append(8'000'000 - b.size(), ' ');
        std::printf("ready\n");
        std::fflush(stdout);
        for (int i = 0;; ++i) {
            std::printf("begin %d\n", i); // the test reads these to know whether it killed a save midway
            std::fflush(stdout);
            writeFileAtomically(args.value(2), i % 2 ? b : a);
            std::printf("end %d\n", i);
            std::fflush(stdout);
        }
    }
    return 2;
}
