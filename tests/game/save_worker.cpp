// A process for the crash tests, killed by them on purpose.
//   save_worker autosave        plays a game, autosaves it, prints "saved", then waits to be killed
//   save_worker rewrite FILE    writes two different large games to FILE, one after the other, forever

#include "common/self_play.h"
#include "game/autosave.h"

#include <QCoreApplication>
#include <QThread>

#include <cstdio>

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
        Autosave autosave;
        const QString error =
            autosave.save(playedGame(3, 7), QStringLiteral("/home/someone/evening game.hkgame"));
        std::printf("%s\n", error.isEmpty() ? "saved" : qPrintable(error));
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
