// Two writers, one file: every read-modify-write of hallkeeper-cli (play, undo, new,
// recover, score --write-sheet) holds the file's lock, so that 50 `play` at once lose no action and two
// `undo` at once undo two; a writer that finds the lock held waits a moment, then is refused naming the
// holder; the lock of a process that is gone is taken over.

#include "common/cli_runner.h"
#include "files/file_lock.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace hk;
using namespace hk::test;

namespace {

QString correction(const QString &reason)
{
    return QString::fromUtf8(
        QJsonDocument(QJsonObject{{QStringLiteral("action"), QStringLiteral("correction")},
                                  {QStringLiteral("reason"), reason}})
            .toJson(QJsonDocument::Compact));
}

// The reasons of the corrections in the game's log, in order.
QStringList loggedReasons(const QString &game)
{
    QFile f(game);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QStringList reasons;
    for (const QJsonValue &a :
         QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("log")).toArray())
        reasons << a.toObject().value(QStringLiteral("reason")).toString();
    return reasons;
}

struct Outcome {
    int exitCode;
    QString err;
};

// The commands started together, each in its own process; their exit codes and error output.
std::vector<Outcome> runTogether(const std::vector<QStringList> &commands)
{
    std::vector<std::unique_ptr<QProcess>> processes;
    for (const QStringList &args : commands) {
        auto p = std::make_unique<QProcess>();
        p->start(QStringLiteral(HK_CLI), args);
        processes.push_back(std::move(p));
    }
    std::vector<Outcome> outcomes;
    for (auto &p : processes) {
        const bool finished = p->waitForFinished(120000);
        outcomes.push_back({finished && p->exitStatus() == QProcess::NormalExit ? p->exitCode() : -1,
                            QString::fromUtf8(p->readAllStandardError())});
    }
    return outcomes;
}

} // namespace

class TestCliWriters : public QObject {
    Q_OBJECT
private slots:
    void fiftyPlaysAtOnceLoseNothing();
    void twoUndosAtOnceUndoTwo();
    void aHeldLockRefusesNamingItsHolder_data();
    void aHeldLockRefusesNamingItsHolder();
    void theLockOfAProcessGoneIsTakenOver();
};

void TestCliWriters::fiftyPlaysAtOnceLoseNothing()
{
    QTemporaryDir dir;
    const QString game = startedGame(dir);
    QVERIFY(!game.isEmpty());
    std::vector<QStringList> commands;
    for (int i = 0; i < 50; ++i)
        commands.push_back({QStringLiteral("play"), game, correction(QStringLiteral("run %1").arg(i))});
    const std::vector<Outcome> outcomes = runTogether(commands);
    const QStringList logged = loggedReasons(game);
    int accepted = 0;
    for (int i = 0; i < 50; ++i) {
        const Outcome &o = outcomes[size_t(i)];
        if (o.exitCode == 0) {
            ++accepted;
            QVERIFY2(logged.contains(QStringLiteral("run %1").arg(i)),
                     qPrintable(QStringLiteral("run %1 lost").arg(i)));
        } else {
            QCOMPARE(o.exitCode, 2); // waited, then refused: nothing recorded, and said so
            QVERIFY2(o.err.contains(QStringLiteral("is open in")), qPrintable(o.err));
            QVERIFY(!logged.contains(QStringLiteral("run %1").arg(i)));
        }
    }
    QCOMPARE(logged.size(), accepted);
    QVERIFY(accepted > 0);
}

void TestCliWriters::twoUndosAtOnceUndoTwo()
{
    QTemporaryDir dir;
    const QString game = startedGame(dir);
    QVERIFY(!game.isEmpty());
    QStringList actions;
    for (int i = 0; i < 40; ++i)
        actions << correction(QStringLiteral("action %1").arg(i));
    QCOMPARE(runCli({QStringLiteral("play"), game,
                     QLatin1Char('[') + actions.join(QLatin1Char(',')) + QLatin1Char(']')})
                 .exitCode,
             0);
    for (int round = 0; round < 10; ++round) {
        const int before = int(loggedReasons(game).size());
        const std::vector<Outcome> outcomes =
            runTogether({{QStringLiteral("undo"), game}, {QStringLiteral("undo"), game}});
        int undone = 0;
        for (const Outcome &o : outcomes) {
            QVERIFY2(o.exitCode == 0 || o.exitCode == 2, qPrintable(o.err));
            undone += o.exitCode == 0;
        }
        QCOMPARE(int(loggedReasons(game).size()), before - undone);
    }
}

void TestCliWriters::aHeldLockRefusesNamingItsHolder_data()
{
    QTest::addColumn<QStringList>("command"); // GAME and TARGET stand for the files
    QTest::addColumn<QString>("locked");      // the file whose lock is held: GAME or TARGET
    QTest::newRow("play") << QStringList{"play", "GAME", correction(QStringLiteral("x"))} << "GAME";
    QTest::newRow("undo") << QStringList{"undo", "GAME"} << "GAME";
    QTest::newRow("new") << QStringList{"new", "TARGET", "--setup", HK_FIXTURES "/games/three-players.hkgame"}
                         << "TARGET";
    QTest::newRow("score --write-sheet")
        << QStringList{"score", "GAME", "--write-sheet", "TARGET"} << "TARGET";
}

void TestCliWriters::aHeldLockRefusesNamingItsHolder()
{
    QFETCH(QStringList, command);
    QFETCH(QString, locked);
    QTemporaryDir dir;
    const QString game = startedGame(dir);
    QVERIFY(!game.isEmpty());
    QCOMPARE(runCli({QStringLiteral("play"), game, correction(QStringLiteral("first"))}).exitCode, 0);
    const QString target = dir.filePath(QStringLiteral("target.hkgame"));
    for (QString &arg : command)
        arg = arg == QLatin1String("GAME") ? game : arg == QLatin1String("TARGET") ? target : arg;
    const QString lockedFile = locked == QLatin1String("GAME") ? game : target;
    QLockFile holder(base::FileLock::lockFileName(lockedFile));
    QVERIFY(holder.tryLock(0));
    QFile before(game);
    QVERIFY(before.open(QIODevice::ReadOnly));
    const QByteArray bytes = before.readAll();

    const Run run = runCli(command);
    QCOMPARE(run.exitCode, 2);
    const QString expected = QStringLiteral("%1 is open in %2 (process %3)")
                                 .arg(lockedFile, QCoreApplication::applicationName(),
                                      QString::number(QCoreApplication::applicationPid()));
    QVERIFY2(run.err.contains(expected), qPrintable(run.err + QStringLiteral(" / expected: ") + expected));
    QVERIFY(run.milliseconds >= base::kWriterWaitMs - 500); // it waited for the holder first
    QFile after(game);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), bytes);
    QVERIFY(!QFile::exists(target));

    holder.unlock();
    QCOMPARE(runCli(command).exitCode, 0); // once it is let go, the command goes through
}

void TestCliWriters::theLockOfAProcessGoneIsTakenOver()
{
    QTemporaryDir dir;
    const QString game = startedGame(dir);
    QVERIFY(!game.isEmpty());
    // A lock as hallkeeper-cli leaves it when killed: the lock file of a process that no longer exists.
    QLockFile lock(base::FileLock::lockFileName(game));
    QVERIFY(lock.tryLock(0));
    QFile file(base::FileLock::lockFileName(game));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QList<QByteArray> lines = file.readAll().split('\n');
    file.close();
    lock.unlock();
    QProcess probe; // a pid that was used and is now free
    probe.start(QStringLiteral("sh"), {QStringLiteral("-c"), QStringLiteral("echo $$")});
    QVERIFY(probe.waitForFinished());
    lines[0] = probe.readAllStandardOutput().trimmed();
    lines[1] = "hallkeeper-cli";
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(lines.join('\n'));
    file.close();

    const Run run = runCli({QStringLiteral("play"), game, correction(QStringLiteral("after a crash"))});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(run.milliseconds < base::kWriterWaitMs);
    QCOMPARE(loggedReasons(game), QStringList{QStringLiteral("after a crash")});
    QVERIFY(!QFile::exists(base::FileLock::lockFileName(game))); // and let go
}

QTEST_GUILESS_MAIN(TestCliWriters)
#include "tst_cli_writers.moc"
