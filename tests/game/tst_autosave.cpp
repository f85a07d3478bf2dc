// Never lose a game: the autosave of a killed session is found and recovered intact; a process killed while
// saving leaves the previous file whole (QSaveFile), never half a file, and the next writer removes what it
// left; an autosave that fails (a full disk) never removes what an earlier one kept; a lock left by a kill at
// any moment is taken over at once.

#include "common/self_play.h"
#include "files/file_lock.h"
#include "game/autosave.h"
#include "game/engine.h"
#include "io/file_io.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

#include <fcntl.h>
#include <sys/stat.h>

using namespace hk;

namespace {
QProcessEnvironment environment(const QString &dataHome)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome);
    return env;
}

QString firstProblem(const Problems &problems)
{
    return problems.empty() ? QString() : problems.front().message;
}

// The last "saved N" of a full-disk worker's output: the actions its last successful autosave held.
int lastSaved(const QByteArray &output, int *failures = nullptr)
{
    int saved = -1;
    for (const QByteArray &line : output.split('\n')) {
        if (line.startsWith("saved "))
            saved = line.mid(6).toInt();
        else if (failures && line.startsWith("failed "))
            ++*failures;
    }
    return saved;
}

// Waits for a line of the process's output, leaving whatever follows it to be read later.
bool waitForLine(QProcess &process, const QByteArray &line, int ms = 30000)
{
    while (process.waitForReadyRead(ms))
        while (process.canReadLine())
            if (process.readLine().trimmed() == line)
                return true;
    return false;
}
} // namespace

class TestAutosave : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void sessionKeepsItsOwnAutosave();
    void crashLeavesARecoverableAutosave();
    void killedMidSaveLeavesThePreviousFileIntact();
    void leftoverWithoutItsInfoStillShowsItsGame();
    void editorsKeepTheirOwnKindOfFile();
    void aRemovedLeftoverGoesWhateverItsKind_data();
    void aRemovedLeftoverGoesWhateverItsKind();
    void oneMoreActionIsAppendedNotTheWholeGame();
    void aFailedAutosaveKeepsWhatTheLastOneKept();
    void aJournalOfAnotherFileIsNeverFolded();
    void theNextWriterRemovesATemporaryFileOfAKilledOne();
    void aLockLeftAtAnyMomentIsTakenOverAtOnce_data();
    void aLockLeftAtAnyMomentIsTakenOverAtOnce();
    void aLockThatKeepsNothingIsRemoved();
    void aFileChangedSinceIsNoticedWhateverItKept_data();
    void aFileChangedSinceIsNoticedWhateverItKept();

private:
    QTemporaryDir m_data;
};

void TestAutosave::initTestCase()
{
    qputenv("XDG_DATA_HOME", m_data.path().toUtf8());
    QCoreApplication::setOrganizationName(QStringLiteral("HallkeeperTest"));
    QCoreApplication::setApplicationName(QStringLiteral("HallkeeperTest"));
    QVERIFY(base::Autosave::directory().startsWith(m_data.path()));
}

void TestAutosave::sessionKeepsItsOwnAutosave()
{
    GameAutosave autosave;
    GameFile game{GameSetup{}, {}};
    QCOMPARE(autosave.save(game, QString()), QString());
    QVERIFY(QFile::exists(autosave.filePath()));
    // A running session holds its autosave: it is no leftover of a crash.
    const auto leftovers = GameAutosave::leftovers();
    QVERIFY(std::none_of(leftovers.begin(), leftovers.end(),
                         [&](const auto &l) { return l.id == autosave.id(); }));
    autosave.discard();
    QVERIFY(!QFile::exists(autosave.filePath()));
}

void TestAutosave::crashLeavesARecoverableAutosave()
{
    QProcess worker;
    worker.setProcessEnvironment(environment(m_data.path()));
    worker.start(QStringLiteral(HK_SAVE_WORKER), {QStringLiteral("autosave")});
    QVERIFY(waitForLine(worker, "saved"));
    ::kill(pid_t(worker.processId()), SIGKILL); // a crash: no clean exit, no discard()
    QVERIFY(worker.waitForFinished(10000));

    const auto leftovers = GameAutosave::leftovers();
    QCOMPARE(int(leftovers.size()), 1);
    const base::Autosave::Leftover &found = leftovers.front();
    QCOMPARE(found.originalFile, QStringLiteral("/home/someone/evening game.hkgame"));
    QVERIFY(found.actions > 20);
    QVERIFY(found.savedAt.secsTo(QDateTime::currentDateTimeUtc()) < 120);
    // The game comes back whole and legal, every action included.
    const GameReadResult read = readGame(found.path);
    QVERIFY2(read.game, qPrintable(firstProblem(read.problems)));
    QCOMPARE(int(read.game->log.size()), found.actions);
    QVERIFY(replay(read.game->setup, read.game->log).state.over());
    base::Autosave::removeLeftover(found.id);
    QVERIFY(GameAutosave::leftovers().empty());
}

void TestAutosave::killedMidSaveLeavesThePreviousFileIntact()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("game.hkgame"));
    QRandomGenerator random(99);
    int midWrite = 0;
    for (int attempt = 0; attempt < 12; ++attempt) {
        QProcess worker;
        worker.start(QStringLiteral(HK_SAVE_WORKER), {QStringLiteral("rewrite"), file});
        QVERIFY(waitForLine(worker, "ready"));
        QTest::qWait(40 + int(random.bounded(60)));
        ::kill(pid_t(worker.processId()), SIGKILL);
        QVERIFY(worker.waitForFinished(10000));
        // The worker says "begin N" and "end N" around each save: a last "begin" means it died saving.
        const QList<QByteArray> lines = worker.readAllStandardOutput().trimmed().split('\n');
        if (lines.last().startsWith("begin") && lines.size() > 2)
            ++midWrite;
        if (!QFile::exists(file))
            continue; // killed before the first save finished: there was no previous file
        const GameReadResult read = readGame(file);
        QVERIFY2(read.game, qPrintable(firstProblem(read.problems)));
        QVERIFY(read.game->log.size() > 20);
    }
    QVERIFY2(midWrite > 0, "no kill landed in the middle of a save; the test proved nothing");
    qInfo("%d of 12 kills landed in the middle of a save", midWrite);
}

// A crash between writing the game and writing its info file: the list still says when and how many actions.
void TestAutosave::leftoverWithoutItsInfoStillShowsItsGame()
{
    QVERIFY(GameAutosave::leftovers().empty());
    QVERIFY(QDir().mkpath(base::Autosave::directory()));
    const QString path = base::Autosave::directory() + QStringLiteral("/no-info.hkgame");
    QVERIFY(QFile::copy(QStringLiteral(HK_FIXTURES "/games/two-players.hkgame"), path));
    const auto leftovers = GameAutosave::leftovers();
    QCOMPARE(int(leftovers.size()), 1);
    QCOMPARE(leftovers.front().actions, 45);
    QVERIFY(leftovers.front().savedAt.isValid());
    QVERIFY(leftovers.front().originalFile.isEmpty());
    base::Autosave::removeLeftover(leftovers.front().id);
    QVERIFY(GameAutosave::leftovers().empty());
}

void TestAutosave::aRemovedLeftoverGoesWhateverItsKind_data()
{
    QTest::addColumn<QString>("suffix");
    for (const char *suffix : {"hkgame", "hkscore", "hkboard", "hkcatalog", "hkdwarf", "hkdungeon"})
        QTest::newRow(suffix) << QString::fromLatin1(suffix);
}

// A leftover recovered or discarded is gone, whatever kind of document it kept (a game's own file too, whose
// suffix the autosave does not know): else it is offered again at every start. Another id's files stay.
void TestAutosave::aRemovedLeftoverGoesWhateverItsKind()
{
    QFETCH(QString, suffix);
    const auto leftover = [&](const QString &id) {
        QFile file(base::Autosave::directory() + QLatin1Char('/') + id + QLatin1Char('.') + suffix);
        return file.open(QIODevice::WriteOnly) && file.write("{}") == 2;
    };
    QVERIFY(QDir().mkpath(base::Autosave::directory()));
    QVERIFY(leftover(QStringLiteral("removed")));
    QVERIFY(leftover(QStringLiteral("removed-not")));
    const auto ids = [&] {
        QStringList found;
        for (const base::Autosave::Leftover &l : base::Autosave::leftovers(suffix))
            found << l.id;
        found.sort();
        return found;
    };
    QCOMPARE(ids(), (QStringList{QStringLiteral("removed"), QStringLiteral("removed-not")}));
    base::Autosave::removeLeftover(QStringLiteral("removed"));
    QCOMPARE(ids(), QStringList{QStringLiteral("removed-not")});
    base::Autosave::removeLeftover(QStringLiteral("removed-not"));
    QVERIFY(ids().isEmpty());
}

// The board and component editors keep .hkboard and .hkcatalog files: each kind is a leftover of its own
// kind only, and clear() drops the file while the session keeps its lock.
void TestAutosave::editorsKeepTheirOwnKindOfFile()
{
    base::Autosave board(QString(), QStringLiteral("hkboard"));
    QCOMPARE(board.saveBytes("{}", QStringLiteral("/home/someone/our board.hkboard")), QString());
    QVERIFY(board.filePath().endsWith(QLatin1String(".hkboard")));
    QVERIFY(QFile::exists(board.filePath()));
    board.clear();
    QVERIFY(!QFile::exists(board.filePath()));
    QCOMPARE(board.saveBytes("{}", QString()), QString());

    // A leftover: files that no session holds (written by hand, as a crash would leave them).
    const QString id = QStringLiteral("crashed-catalog");
    QFile file(base::Autosave::directory() + QStringLiteral("/") + id + QStringLiteral(".hkcatalog"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{}");
    file.close();
    const auto catalogs = base::Autosave::leftovers(QStringLiteral("hkcatalog"));
    QCOMPARE(int(catalogs.size()), 1);
    QCOMPARE(catalogs.front().id, id);
    QCOMPARE(catalogs.front().actions, -1);
    const auto games = GameAutosave::leftovers();
    QVERIFY(
        std::none_of(games.begin(), games.end(), [&](const auto &l) { return l.id == id; })); // not a game
    QVERIFY(base::Autosave::leftovers(QStringLiteral("hkboard")).empty()); // the running session's board
    base::Autosave::removeLeftover(id);
    QVERIFY(base::Autosave::leftovers(QStringLiteral("hkcatalog")).empty());
    board.discard();
}

// Saving must not grow with the game: once a game is autosaved, each action after it is
// one line appended to the journal — the game file itself is not written again — and a crash's leftover
// comes back with every action, a line torn by the crash left out, however often it is looked at.
void TestAutosave::oneMoreActionIsAppendedNotTheWholeGame()
{
    const GameFile full = test::selfPlayedGame(5, 150);
    std::vector<Ledger> ledgers;
    for (const ReplayStep &step : replay(full.setup, full.log).steps)
        ledgers.push_back(step.ledger);
    GameFile game{full.setup, {full.log.begin(), full.log.begin() + 100}};
    std::vector<Ledger> kept(ledgers.begin(), ledgers.begin() + 100);
    auto autosave = std::make_unique<GameAutosave>();
    const QString original = QStringLiteral("/home/someone/long game.hkgame");
    QCOMPARE(autosave->save(game, original, &kept), QString());
    const auto identity = [&] {
        struct stat st {};
        ::stat(QFile::encodeName(autosave->filePath()).constData(), &st);
        return std::pair<qint64, qint64>(qint64(st.st_ino), qint64(st.st_size));
    };
    const auto written = identity();
    for (size_t i = 100; i < full.log.size(); ++i) {
        game.log.push_back(full.log[i]);
        kept.push_back(ledgers[i]);
        QCOMPARE(autosave->save(game, original, &kept), QString());
    }
    QCOMPARE(identity(), written); // the same file, never rewritten

    // A crash in the middle of a line: the session ends without discard(), the torn line stays.
    const QString journal =
        base::Autosave::directory() + QLatin1Char('/') + autosave->id() + QStringLiteral(".journal");
    QVERIFY(QFile::exists(journal));
    QFile torn(journal);
    QVERIFY(torn.open(QIODevice::Append));
    torn.write(R"({"at": )" + QByteArray::number(qint64(full.log.size())) +
               R"(, "action": {"action": "endT)");
    torn.close();
    const QString id = autosave->id();
    autosave.reset();
    for (int look = 0; look < 2; ++look) {
        const auto leftovers = GameAutosave::leftovers();
        const auto found =
            std::find_if(leftovers.begin(), leftovers.end(), [&](const auto &l) { return l.id == id; });
        QVERIFY(found != leftovers.end());
        QCOMPARE(found->actions, int(full.log.size()));
        QCOMPARE(found->originalFile, original);
        const GameReadResult read = readGame(found->path, ActionCheck::Replay);
        QVERIFY2(read.game, qPrintable(firstProblem(read.problems)));
        QCOMPARE(read.game->log.size(), full.log.size());
        QVERIFY(read.game->log == full.log);
    }
    base::Autosave::removeLeftover(id);
}

// A full disk mid-game (simulated here by a file-size limit on the child: the tmpfs version is in
// tst_full_disk): the journal line that does not fit is cut off, the whole write after it fails, and nothing
// the autosave had kept is removed. After a kill -9 every action whose autosave succeeded comes back.
void TestAutosave::aFailedAutosaveKeepsWhatTheLastOneKept()
{
    QTemporaryDir data;
    QProcess worker;
    worker.setProcessEnvironment(environment(data.path()));
    worker.start(QStringLiteral(HK_SAVE_WORKER), {QStringLiteral("full-disk"), QStringLiteral("fsize")});
    QByteArray output;
    while (!output.contains("done\n") && worker.waitForReadyRead(60000))
        output += worker.readAllStandardOutput();
    ::kill(pid_t(worker.processId()), SIGKILL);
    QVERIFY(worker.waitForFinished(10000));
    output += worker.readAllStandardOutput();
    int failures = 0;
    const int saved = lastSaved(output, &failures);
    QVERIFY2(failures > 0, "no autosave failed: the limit proved nothing");
    QVERIFY2(saved >= 20, output.constData());

    qputenv("XDG_DATA_HOME", data.path().toUtf8());
    const auto leftovers = GameAutosave::leftovers();
    qputenv("XDG_DATA_HOME", m_data.path().toUtf8());
    QCOMPARE(int(leftovers.size()), 1);
    QCOMPARE(leftovers.front().actions, saved);
    const GameReadResult read = readGame(leftovers.front().path, ActionCheck::Replay);
    QVERIFY2(read.game, qPrintable(firstProblem(read.problems)));
    QCOMPARE(int(read.game->log.size()), saved);
}

// A whole write, then a crash before the journal it replaces is removed: that journal extends the old file,
// not the new one, and is never folded into it (the undone action it holds would come back).
void TestAutosave::aJournalOfAnotherFileIsNeverFolded()
{
    const GameFile full = test::selfPlayedGame(3, 20);
    std::vector<Ledger> ledgers;
    for (const ReplayStep &step : replay(full.setup, full.log).steps)
        ledgers.push_back(step.ledger);
    const auto first = [&](int n) { return GameFile{full.setup, {full.log.begin(), full.log.begin() + n}}; };
    const auto ledgersOf = [&](int n) { return std::vector<Ledger>(ledgers.begin(), ledgers.begin() + n); };
    auto autosave = std::make_unique<GameAutosave>();
    for (int n = 10; n <= 15; ++n) { // whole at 10, then 5 journal lines (actions 10 to 14)
        const std::vector<Ledger> kept = ledgersOf(n);
        QCOMPARE(autosave->save(first(n), QString(), &kept), QString());
    }
    const QString journal =
        base::Autosave::directory() + QLatin1Char('/') + autosave->id() + QStringLiteral(".journal");
    QFile old(journal);
    QVERIFY(old.open(QIODevice::ReadOnly));
    const QByteArray oldJournal = old.readAll();
    old.close();
    // Undo back to 12 actions and record another one in place of action 12: written whole.
    GameFile other = first(12);
    other.log.push_back(full.log[14]);
    std::vector<Ledger> otherLedgers = ledgersOf(12);
    otherLedgers.push_back(ledgers[14]);
    QCOMPARE(autosave->save(other, QString(), &otherLedgers), QString());
    QVERIFY(!QFile::exists(journal));
    QFile restored(journal); // as if the crash came between the whole write and the journal's removal
    QVERIFY(restored.open(QIODevice::WriteOnly));
    restored.write(oldJournal);
    restored.close();
    const QString id = autosave->id();
    autosave.reset();
    const auto leftovers = GameAutosave::leftovers();
    const auto found =
        std::find_if(leftovers.begin(), leftovers.end(), [&](const auto &l) { return l.id == id; });
    QVERIFY(found != leftovers.end());
    QCOMPARE(found->actions, 13);
    const GameReadResult read = readGame(found->path, ActionCheck::StructureOnly);
    QVERIFY2(read.game, qPrintable(firstProblem(read.problems)));
    QVERIFY(read.game->log == other.log);
    base::Autosave::removeLeftover(id);
}

// A writer killed mid-write can leave its temporary file ("game.hkgame.XXXXXX": QSaveFile writes an unnamed
// one where the file system allows, and names it only for the moment of the rename, so that a kill rarely
// lands there; the file is made here as such a kill leaves it). The next one to hold the file's lock
// (hallkeeper-cli play, a window saving) removes it, and the hidden ".part" of a new file's writer, and
// nothing else.
void TestAutosave::theNextWriterRemovesATemporaryFileOfAKilledOne()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("game.hkgame"));
    QVERIFY(QFile::copy(QStringLiteral(HK_FIXTURES "/games/two-players.hkgame"), file));
    const QStringList left{QStringLiteral("game.hkgame.Ab12Cd"),
                           QStringLiteral(".game.hkgame.0123456789ab.part"),
                           QStringLiteral(".game.hkgame.0123456789ab.part.x1Y2z3")};
    const QStringList others{QStringLiteral("game.hkgame.orig"), QStringLiteral("game.hkgame.2025-11-01"),
                             QStringLiteral("other.hkgame.Ab12Cd")};
    for (const QString &name : left + others)
        QVERIFY(QFile(dir.filePath(name)).open(QIODevice::WriteOnly));
    base::FileLock lock(file);
    QCOMPARE(lock.lock(0), QString());
    for (const QString &name : left)
        QVERIFY2(!QFile::exists(dir.filePath(name)), qPrintable(name));
    for (const QString &name : others)
        QVERIFY2(QFile::exists(dir.filePath(name)), qPrintable(name));
}

void TestAutosave::aLockLeftAtAnyMomentIsTakenOverAtOnce_data()
{
    QTest::addColumn<bool>("emptyGuard");
    QTest::addColumn<bool>("emptyLock");
    // QLockFile takes a stale lock over under a guard ("LOCK.rmlock"): a kill while it holds it leaves both.
    QTest::newRow("killed while taking a stale lock over") << true << false;
    // A kill between creating the lock file and writing the holder into it.
    QTest::newRow("killed while creating the lock") << false << true;
}

// The lock of a file a writer held when it was killed, at whatever moment: the next writer takes it at once
// (not after QLockFile's 30 s, nor never), and so does the autosave's list of leftovers.
void TestAutosave::aLockLeftAtAnyMomentIsTakenOverAtOnce()
{
    QFETCH(bool, emptyGuard);
    QFETCH(bool, emptyLock);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("game.hkgame"));
    QProcess worker;
    worker.start(QStringLiteral(HK_SAVE_WORKER), {QStringLiteral("lock"), file});
    QVERIFY(waitForLine(worker, "locked"));
    ::kill(pid_t(worker.processId()), SIGKILL);
    QVERIFY(worker.waitForFinished(10000));
    const QString lockFile = base::FileLock::lockFileName(file);
    QFile left(lockFile); // naming a process that is gone
    QVERIFY(left.open(QIODevice::ReadOnly));
    const QByteArray holder = emptyLock ? QByteArray() : left.readAll();
    left.close();
    if (emptyLock)
        QVERIFY(QFile(lockFile).open(QIODevice::WriteOnly | QIODevice::Truncate));
    if (emptyGuard)
        QVERIFY(QFile(lockFile + QStringLiteral(".rmlock")).open(QIODevice::WriteOnly));

    QElapsedTimer timer;
    timer.start();
    base::FileLock lock(file);
    QCOMPARE(lock.lock(base::kWriterWaitMs), QString());
    QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
    lock.unlock();
    QVERIFY(!QFile::exists(lockFile + QStringLiteral(".rmlock")));

    // The same for an autosave's lock: its leftover is offered at once.
    QVERIFY(QDir().mkpath(base::Autosave::directory()));
    const QString id = QStringLiteral("killed-while-locking");
    const QString kept = base::Autosave::directory() + QLatin1Char('/') + id;
    QVERIFY(QFile::copy(QStringLiteral(HK_FIXTURES "/games/two-players.hkgame"),
                        kept + QStringLiteral(".hkgame")));
    QFile keptLock(kept + QStringLiteral(".lock"));
    QVERIFY(keptLock.open(QIODevice::WriteOnly));
    keptLock.write(holder);
    keptLock.close();
    if (emptyGuard)
        QVERIFY(QFile(kept + QStringLiteral(".lock.rmlock")).open(QIODevice::WriteOnly));
    QTest::qWait(250); // older than a moment: a live QLockFile fills its file within microseconds
    const auto leftovers = GameAutosave::leftovers();
    QVERIFY(std::any_of(leftovers.begin(), leftovers.end(), [&](const auto &l) { return l.id == id; }));
    base::Autosave::removeLeftover(id);
}

// A session that ended without destroying its autosave before it kept anything (--export before this was
// fixed) left its lock file alone in the folder: the next look removes it.
void TestAutosave::aLockThatKeepsNothingIsRemoved()
{
    QVERIFY(QDir().mkpath(base::Autosave::directory()));
    const QString stray = base::Autosave::directory() + QStringLiteral("/stray.lock");
    QVERIFY(QFile(stray).open(QIODevice::WriteOnly));
    QTest::qWait(250);
    GameAutosave running; // holds its lock, keeps nothing yet: left alone
    const QString runningLock =
        base::Autosave::directory() + QLatin1Char('/') + running.id() + QStringLiteral(".lock");
    QVERIFY(QFile::exists(runningLock));
    GameAutosave::leftovers();
    QVERIFY(!QFile::exists(stray));
    QVERIFY(QFile::exists(runningLock));
}

void TestAutosave::aFileChangedSinceIsNoticedWhateverItKept_data()
{
    QTest::addColumn<QByteArray>("now");
    QTest::addColumn<bool>("timeSetBack");
    QTest::addColumn<bool>("changed");
    QTest::newRow("untouched") << QByteArray() << false << false;
    QTest::newRow("the same bytes written in place, time set back") << QByteArray("evening") << true << false;
    QTest::newRow("as long, in place, time set back") << QByteArray("morning") << true << true;
    QTest::newRow("as long, in place") << QByteArray("morning") << false << true;
}

// A leftover's file written since the crash is never recovered over, even by an edit in place that keeps the
// device, inode, size and modification time the autosave noted: the content tells it.
void TestAutosave::aFileChangedSinceIsNoticedWhateverItKept()
{
    QFETCH(QByteArray, now);
    QFETCH(bool, timeSetBack);
    QFETCH(bool, changed);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("game.hkgame"));
    const QByteArray before = "{\"name\": \"evening\"}";
    QCOMPARE(writeFileAtomically(file, before), QString());
    base::Autosave::Leftover leftover;
    leftover.originalFile = file;
    leftover.base = fileFingerprint(file);
    QVERIFY(!leftover.base.isEmpty());
    struct stat was {};
    QCOMPARE(::stat(QFile::encodeName(file).constData(), &was), 0);
    if (!now.isEmpty()) {
        QTest::qWait(20); // the write gets a new modification time
        QFile inPlace(file);
        QVERIFY(inPlace.open(QIODevice::ReadWrite));
        QVERIFY(inPlace.seek(before.indexOf("evening")));
        QCOMPARE(inPlace.write(now), now.size());
    }
    if (timeSetBack) {
        const timespec times[2] = {was.st_atim, was.st_mtim};
        QCOMPARE(::utimensat(AT_FDCWD, QFile::encodeName(file).constData(), times, 0), 0);
        struct stat is {};
        QCOMPARE(::stat(QFile::encodeName(file).constData(), &is), 0);
        QVERIFY(is.st_dev == was.st_dev && is.st_ino == was.st_ino && is.st_size == was.st_size &&
                is.st_mtim.tv_sec == was.st_mtim.tv_sec && is.st_mtim.tv_nsec == was.st_mtim.tv_nsec);
    }
    QCOMPARE(leftover.originalChanged(), changed);
}

QTEST_GUILESS_MAIN(TestAutosave)
#include "tst_autosave.moc"
