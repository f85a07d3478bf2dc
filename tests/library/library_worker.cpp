// A process that writes to a play library, for tst_library_reliability:
//   library_worker import LIBRARY COUNT   imports COUNT plays in one batch; says "writing" just before (to be
//                                         killed in the middle)
//   library_worker add LIBRARY TAG COUNT  adds COUNT plays one at a time (two at once: none may be lost)
//   library_worker full LIBRARY BYTES     imports with every file limited to BYTES (RLIMIT_FSIZE: a full
//   disk)
// It prints what the library said and exits 0 when the library behaved (a refused write included), 1 if not.

#include "db/play_library.h"
#include "library_builders.h"

#include <QCoreApplication>
#include <QTextStream>
#include <QUuid>

#include <csignal>
#include <cstdio>
#include <sys/resource.h>

using namespace hk;
using namespace hk::library;

namespace {

ImportBatch batchOf(int count, const QString &tag)
{
    ImportBatch batch;
    batch.format = QString::fromLatin1(kSourceBgStats);
    for (int i = 0; i < count; ++i) {
        Play play =
            test::makePlay(QUuid::createUuid().toString(QUuid::WithoutBraces), QStringLiteral("Carcassonne"),
                           QStringLiteral("2024-03-%1 20:00:00").arg(1 + i % 28, 2, 10, QLatin1Char('0')),
                           {{QStringLiteral("Ann"), double(20 + i % 7), true},
                            {QStringLiteral("陳小明"), double(10 + i % 5)},
                            {QStringLiteral("Bob %1").arg(tag), double(i % 3)}});
        play.source = QString::fromLatin1(kSourceBgStats);
        play.comments = QStringLiteral("play %1 of %2").arg(i).arg(tag);
        batch.plays.push_back(std::move(play));
    }
    return batch;
}

void say(const QString &line)
{
    std::fputs(qPrintable(line + QLatin1Char('\n')), stdout);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 4)
        return 2;
    const QString mode = args[1];
    PlayLibrary library;
    if (const QString problem = library.open(args[2]); !problem.isEmpty()) {
        say(problem);
        return 1;
    }
    if (mode == QLatin1String("import")) {
        const ImportBatch batch = batchOf(args[3].toInt(), QStringLiteral("import"));
        say(QStringLiteral("writing"));
        const ImportResult result = library.commit(batch);
        say(result.ok() ? QStringLiteral("done %1").arg(result.added) : result.error);
        return result.ok() ? 0 : 1;
    }
    if (mode == QLatin1String("add") && args.size() >= 5) {
        const int count = args[4].toInt();
        for (int i = 0; i < count; ++i) {
            const ImportBatch one = batchOf(1, args[3]);
            const PlayLibrary::AddResult added = library.addPlay(one.plays.front());
            if (!added.ok()) {
                say(added.error);
                return 1;
            }
        }
        say(QStringLiteral("added %1").arg(count));
        return 0;
    }
    if (mode == QLatin1String("full")) {
        // A write past the limit fails with EFBIG (the signal ignored), as a full disk fails with ENOSPC.
        std::signal(SIGXFSZ, SIG_IGN);
        const rlim_t limit = rlim_t(args[3].toLongLong());
        const rlimit r{limit, limit};
        if (setrlimit(RLIMIT_FSIZE, &r) != 0)
            return 2;
        const ImportResult result = library.commit(batchOf(3000, QStringLiteral("full")));
        say(result.ok() ? QStringLiteral("done %1").arg(result.added) : result.error);
        return result.ok() ? 1 : 0; // the write must have been refused
    }
    return 2;
}
