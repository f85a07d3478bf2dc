// Nothing hangs, nothing is written where it must not be. Every input is read once,
// bounded while it is read: a device, a FIFO with no writer or a pipe is refused at once (exit 2), the
// standard input (`play GAME -`) stops at the size limit. A file is never written over the input it was made
// from, over something that is not a regular file, through a symbolic link (dangling ones included), nor, for
// `new`, `recover` and `score --write-sheet` without --force, over anything that exists.

#include "common/cli_runner.h"
#include "io/score_sheet_io.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace hk;
using namespace hk::test;

namespace {

const QString kGameFixture = QStringLiteral(HK_FIXTURES "/games/two-players.hkgame");
const QString kSheetFixture = QStringLiteral(HK_FIXTURES "/sheets/rulebook-example.hkscore");
const QString kEndTurn = QStringLiteral(R"({"action": "endTurn"})");

bool makeFifo(const QString &fileName)
{
    return ::mkfifo(QFile::encodeName(fileName).constData(), 0600) == 0;
}

bool makeSymlink(const QString &target, const QString &link)
{
    return ::symlink(QFile::encodeName(target).constData(), QFile::encodeName(link).constData()) == 0;
}

// Every entry of a folder as lstat sees it: its kind, and the bytes of a file or the target of a link. What
// a refused command must leave exactly as it was.
QStringList snapshot(const QString &folder)
{
    QStringList entries;
    const QDir dir(folder);
    for (const QString &name :
         dir.entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name)) {
        const QString path = dir.filePath(name);
        struct stat st {};
        if (::lstat(QFile::encodeName(path).constData(), &st) != 0) {
            entries << name + QStringLiteral(": gone");
            continue;
        }
        if (S_ISLNK(st.st_mode)) {
            entries << name + QStringLiteral(" -> ") + QFileInfo(path).symLinkTarget();
        } else if (S_ISREG(st.st_mode)) {
            QFile f(path);
            f.open(QIODevice::ReadOnly);
            entries << name + QStringLiteral(": ") + QString::fromLatin1(f.readAll().toHex()).left(200) +
                           QString::number(st.st_size);
        } else {
            entries << name + QStringLiteral(": mode ") + QString::number(st.st_mode, 8);
        }
    }
    return entries;
}

} // namespace

class TestCliFiles : public QObject {
    Q_OBJECT
private slots:
    void readsRegularFilesOnly_data();
    void readsRegularFilesOnly();
    void standardInputStopsAtTheLimit();
    void processSubstitutionIsRefused();
    void writesOnlyWhereItMay_data();
    void writesOnlyWhereItMay();
    void writeSheetReplacesOnlyWithForce();
};

// Each reading command, given a device, a FIFO with no writer (which would block a plain open for ever) or a
// folder, answers at once: exit 2, the file named, nothing written.
void TestCliFiles::readsRegularFilesOnly_data()
{
    QTest::addColumn<QString>("special");  // zero, fifo or folder
    QTest::addColumn<QStringList>("args"); // SPECIAL is replaced by the special file, GAME by a game
    QTest::addColumn<QString>("expected");
    const QString special = QStringLiteral("SPECIAL");
    const QString game = QStringLiteral("GAME");
    for (const char *kind : {"zero", "fifo", "folder"}) {
        const QString k = QString::fromLatin1(kind);
        const QString expected = k == QLatin1String("folder") ? QStringLiteral("is a folder")
                                                              : QStringLiteral("not a regular file");
        QTest::addRow("score %s", kind) << k << QStringList{QStringLiteral("score"), special} << expected;
        QTest::addRow("score %s.hkgame", kind)
            << k << QStringList{QStringLiteral("score"), special + QStringLiteral(".hkgame")} << expected;
        QTest::addRow("board %s", kind) << k << QStringList{QStringLiteral("board"), special} << expected;
        QTest::addRow("validate %s", kind)
            << k << QStringList{QStringLiteral("validate"), special} << expected;
        QTest::addRow("new --setup %s", kind)
            << k
            << QStringList{QStringLiteral("new"), QStringLiteral("NEW"), QStringLiteral("--setup"), special}
            << expected;
        QTest::addRow("new --board %s", kind)
            << k << QStringList{QStringLiteral("new"), QStringLiteral("NEW"),     QStringLiteral("--setup"),
                                kGameFixture,          QStringLiteral("--board"), special}
            << expected;
        QTest::addRow("new --catalog %s", kind)
            << k << QStringList{QStringLiteral("new"), QStringLiteral("NEW"),       QStringLiteral("--setup"),
                                kGameFixture,          QStringLiteral("--catalog"), special}
            << expected;
        QTest::addRow("play GAME @%s", kind)
            << k << QStringList{QStringLiteral("play"), game, QLatin1Char('@') + special} << expected;
        QTest::addRow("play %s", kind)
            << k << QStringList{QStringLiteral("play"), special, kEndTurn} << expected;
        QTest::addRow("undo %s", kind) << k << QStringList{QStringLiteral("undo"), special} << expected;
    }
}

void TestCliFiles::readsRegularFilesOnly()
{
    QFETCH(QString, special);
    QFETCH(QStringList, args);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString game = dir.filePath(QStringLiteral("game.hkgame"));
    QVERIFY(QFile::copy(kGameFixture, game));
    QFile::setPermissions(game, QFile::ReadOwner | QFile::WriteOwner);
    const bool namedGame = args.contains(QStringLiteral("SPECIAL.hkgame"));
    QString path;
    if (special == QLatin1String("zero")) {
        if (namedGame) { // a device with a game's name: a link to /dev/zero would be read through
            path = dir.filePath(QStringLiteral("zero.hkgame"));
            if (::mknod(QFile::encodeName(path).constData(), S_IFCHR | 0666, makedev(1, 5)) != 0)
                QSKIP("this process may not make a device node");
        } else {
            path = QStringLiteral("/dev/zero");
        }
    } else if (special == QLatin1String("fifo")) {
        path = dir.filePath(namedGame ? QStringLiteral("fifo.hkgame") : QStringLiteral("fifo"));
        QVERIFY(makeFifo(path));
    } else {
        path = dir.filePath(namedGame ? QStringLiteral("folder.hkgame") : QStringLiteral("folder"));
        QVERIFY(QDir().mkdir(path));
    }
    for (QString &a : args) {
        if (a == QLatin1String("SPECIAL") || a == QLatin1String("SPECIAL.hkgame"))
            a = path;
        else if (a == QLatin1String("@SPECIAL"))
            a = QLatin1Char('@') + path;
        else if (a == QLatin1String("GAME"))
            a = game;
        else if (a == QLatin1String("NEW"))
            a = dir.filePath(QStringLiteral("new.hkgame"));
    }
    const QStringList before = snapshot(dir.path());

    RunOptions options;
    options.timeoutMs = 10000;
    const Run run = runCli(args, options);
    QVERIFY2(run.exitCode != -1, "the command hung (killed after 10 s) or crashed");
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(path) && run.err.contains(expected), qPrintable(run.err));
    QVERIFY2(!run.out.contains(QStringLiteral("recorded")), qPrintable(run.out));
    QCOMPARE(snapshot(dir.path()), before);
}

// `play GAME -` reads the standard input (documented); endless zeros stop at the size limit, at once.
void TestCliFiles::standardInputStopsAtTheLimit()
{
    QTemporaryDir dir;
    const QString game = dir.filePath(QStringLiteral("game.hkgame"));
    QVERIFY(QFile::copy(kGameFixture, game));
    QFile::setPermissions(game, QFile::ReadOwner | QFile::WriteOwner);
    const QStringList before = snapshot(dir.path());
    RunOptions options;
    options.stdinFile = QStringLiteral("/dev/zero");
    options.timeoutMs = 20000;
    const Run run = runCli({QStringLiteral("play"), game, QStringLiteral("-")}, options);
    QVERIFY2(run.exitCode != -1, "the command did not stop reading (killed after 20 s) or crashed");
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("the standard input")) &&
                 run.err.contains(QStringLiteral("too large")),
             qPrintable(run.err));
    QCOMPARE(snapshot(dir.path()), before);

    // The standard input still works for what it is meant for.
    QVERIFY(writeFile(dir.filePath(QStringLiteral("action.json")), kEndTurn.toUtf8()));
    options.stdinFile = dir.filePath(QStringLiteral("action.json"));
    const Run played = runCli({QStringLiteral("play"), game, QStringLiteral("-"),
                               QStringLiteral("--override"), QStringLiteral("test")},
                              options);
    QVERIFY2(played.exitCode == 0, qPrintable(played.err));
}

// `score <(cat sheet)`: a pipe is read by no one twice; it is refused as not a regular file, never reported
// as an empty sheet.
void TestCliFiles::processSubstitutionIsRefused()
{
    const Run run = runProgram(QStringLiteral("/bin/bash"),
                               {QStringLiteral("-c"), QStringLiteral("exec \"$0\" score <(cat \"$1\")"),
                                QStringLiteral(HK_CLI), kSheetFixture});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("not a regular file")), qPrintable(run.err));
    QVERIFY2(!run.err.contains(QStringLiteral("empty")), qPrintable(run.err));
}

// Targets a command must refuse: exit 2, the target named, and the folder exactly as it was.
void TestCliFiles::writesOnlyWhereItMay_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("expected");
    QTest::newRow("score GAME --write-sheet GAME") << "write-sheet"
                                                   << "the game"
                                                   << "is the game it is made from";
    QTest::newRow("score GAME --write-sheet ./GAME, another spelling") << "write-sheet"
                                                                       << "the game, spelt otherwise"
                                                                       << "is the game it is made from";
    QTest::newRow("score GAME --write-sheet GAME --force") << "write-sheet --force"
                                                           << "the game"
                                                           << "is the game it is made from";
    QTest::newRow("score GAME --write-sheet a hard link to GAME --force") << "write-sheet --force"
                                                                          << "a hard link to the game"
                                                                          << "is the game it is made from";
    QTest::newRow("--write-sheet a FIFO") << "write-sheet --force"
                                          << "a FIFO"
                                          << "not a regular file";
    QTest::newRow("--write-sheet a device") << "write-sheet --force"
                                            << "a device"
                                            << "not a regular file";
    QTest::newRow("--write-sheet a link to a sheet") << "write-sheet --force"
                                                     << "a link to a sheet"
                                                     << "symbolic link";
    QTest::newRow("--write-sheet a dangling link") << "write-sheet"
                                                   << "a dangling link"
                                                   << "symbolic link";
    QTest::newRow("--write-sheet an existing sheet, without --force") << "write-sheet"
                                                                      << "an existing sheet"
                                                                      << "--force";
    QTest::newRow("new over a dangling link") << "new"
                                              << "a dangling link"
                                              << "symbolic link";
    QTest::newRow("new over a link to a file") << "new"
                                               << "a link to a sheet"
                                               << "symbolic link";
    QTest::newRow("new over a FIFO") << "new"
                                     << "a FIFO"
                                     << "exists already";
    QTest::newRow("recover over a dangling link") << "recover"
                                                  << "a dangling link"
                                                  << "symbolic link";
    QTest::newRow("recover over a FIFO") << "recover"
                                         << "a FIFO"
                                         << "exists already";
    QTest::newRow("play on a link to a game") << "play"
                                              << "a link to the game"
                                              << "symbolic link";
    QTest::newRow("undo on a link to a game") << "undo"
                                              << "a link to the game"
                                              << "symbolic link";
}

void TestCliFiles::writesOnlyWhereItMay()
{
    QFETCH(QString, command);
    QFETCH(QString, target);
    QFETCH(QString, expected);
    QTemporaryDir dir, home;
    const QString game = dir.filePath(QStringLiteral("game.hkgame"));
    QVERIFY(QFile::copy(kGameFixture, game));
    QFile::setPermissions(game, QFile::ReadOwner | QFile::WriteOwner);
    const QString sheet = dir.filePath(QStringLiteral("old.hkscore"));
    QVERIFY(QFile::copy(kSheetFixture, sheet));

    QString path = dir.filePath(QStringLiteral("target.hkgame"));
    if (target == QLatin1String("the game")) {
        path = game;
    } else if (target == QLatin1String("the game, spelt otherwise")) {
        QVERIFY(QDir().mkdir(dir.filePath(QStringLiteral("sub"))));
        path = dir.filePath(QStringLiteral("sub/../game.hkgame"));
    } else if (target == QLatin1String("a hard link to the game")) {
        QVERIFY(::link(QFile::encodeName(game).constData(), QFile::encodeName(path).constData()) == 0);
    } else if (target == QLatin1String("a FIFO")) {
        QVERIFY(makeFifo(path));
    } else if (target == QLatin1String("a device")) {
        if (::mknod(QFile::encodeName(path).constData(), S_IFCHR | 0666, makedev(1, 3)) != 0)
            QSKIP("this process may not make a device node");
    } else if (target == QLatin1String("a link to a sheet")) {
        QVERIFY(makeSymlink(sheet, path));
    } else if (target == QLatin1String("a link to the game")) {
        path = dir.filePath(QStringLiteral("link.hkgame"));
        QVERIFY(makeSymlink(game, path));
    } else if (target == QLatin1String("a dangling link")) {
        QVERIFY(makeSymlink(dir.filePath(QStringLiteral("nowhere.hkgame")), path));
    } else if (target == QLatin1String("an existing sheet")) {
        path = sheet;
    }

    QStringList args;
    RunOptions options;
    options.timeoutMs = 10000;
    if (command.startsWith(QLatin1String("write-sheet"))) {
        args = {QStringLiteral("score"), game, QStringLiteral("--write-sheet"), path};
        if (command.endsWith(QLatin1String("--force")))
            args << QStringLiteral("--force");
    } else if (command == QLatin1String("new")) {
        args = {QStringLiteral("new"), path, QStringLiteral("--setup"), kGameFixture};
    } else if (command == QLatin1String("recover")) {
        const QString autosaves = home.path() + QStringLiteral("/Hallkeeper/Hallkeeper/autosave/");
        QVERIFY(QDir().mkpath(autosaves));
        QVERIFY(QFile::copy(kGameFixture, autosaves + QStringLiteral("crashed.hkgame")));
        options.dataHome = home.path();
        args = {QStringLiteral("recover"), QStringLiteral("1"), path};
    } else if (command == QLatin1String("play")) {
        args = {QStringLiteral("play"), path, kEndTurn, QStringLiteral("--override"), QStringLiteral("test")};
    } else {
        args = {QStringLiteral("undo"), path};
    }
    const QStringList before = snapshot(dir.path());

    const Run run = runCli(args, options);
    QVERIFY2(run.exitCode != -1, "the command hung (killed after 10 s) or crashed");
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(expected), qPrintable(run.err));
    QVERIFY2(run.err.contains(QFileInfo(path).fileName()), qPrintable(run.err));
    QCOMPARE(snapshot(dir.path()), before);
}

// --write-sheet writes a new file; an existing one is replaced only with --force, and then it is a sheet that
// `score` reads.
void TestCliFiles::writeSheetReplacesOnlyWithForce()
{
    QTemporaryDir dir;
    const QString sheet = dir.filePath(QStringLiteral("final.hkscore"));
    Run run = runCli({QStringLiteral("score"), kGameFixture, QStringLiteral("--write-sheet"), sheet});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(readScoreSheet(sheet).sheet);

    QVERIFY(writeFile(sheet, "an old sheet\n"));
    run = runCli({QStringLiteral("score"), kGameFixture, QStringLiteral("--write-sheet"), sheet});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("exists already")) &&
                 run.err.contains(QStringLiteral("--force")),
             qPrintable(run.err));
    QCOMPARE(run.out, QString());
    QFile kept(sheet);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("an old sheet\n"));
    kept.close();

    run = runCli({QStringLiteral("score"), kGameFixture, QStringLiteral("--write-sheet"), sheet,
                  QStringLiteral("--force")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(readScoreSheet(sheet).sheet);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("final.hkscore")});
}

QTEST_GUILESS_MAIN(TestCliFiles)
#include "tst_cli_files.moc"
