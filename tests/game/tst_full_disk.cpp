// A full disk never costs a file: every writer (game, score sheet, board, catalog; small files that fit in
// Qt's write buffer and large ones that do not) and every writing command of the command-line tool reports
// the failure and leaves the previous file exactly as it was, with no temporary file left behind. The disk is
// made "full" by a file-size limit (RLIMIT_FSIZE) on a child process, and, where this test may mount one, by
// a small tmpfs filled to the brim.

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

// `limit` bytes at most per file written by the child (0: no limit).
Run runLimited(qint64 limit, const QStringList &args)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.remove(QStringLiteral("LANGUAGE"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(HK_DISK_WRITER), QStringList{QString::number(limit)} + args);
    if (!process.waitForFinished(60000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

Run runCli(qint64 limit, const QStringList &args)
{
    return runLimited(limit, QStringList{QStringLiteral("exec"), QStringLiteral(HK_CLI)} + args);
}

QByteArray contents(const QString &fileName)
{
    QFile f(fileName);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

bool writeFile(const QString &fileName, const QByteArray &bytes)
{
    QFile f(fileName);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && f.flush();
}

QString extensionOf(const QString &kind)
{
    if (kind == QLatin1String("game"))
        return QStringLiteral(".hkgame");
    if (kind == QLatin1String("sheet"))
        return QStringLiteral(".hkscore");
    if (kind == QLatin1String("board"))
        return QStringLiteral(".hkboard");
    return QStringLiteral(".hkcatalog");
}

// A small tmpfs, filled up; unmounted on destruction. Empty path() when this process may not mount one.
class FullTmpfs {
public:
    FullTmpfs()
    {
        if (!m_dir.isValid())
            return;
        QProcess mount;
        mount.start(QStringLiteral("mount"),
                    {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                     QStringLiteral("size=256k"), QStringLiteral("tmpfs"), m_dir.path()});
        m_mounted = mount.waitForFinished(10000) && mount.exitStatus() == QProcess::NormalExit &&
                    mount.exitCode() == 0;
    }
    ~FullTmpfs()
    {
        if (m_mounted)
            QProcess::execute(QStringLiteral("umount"), {m_dir.path()});
    }
    QString path() const { return m_mounted ? m_dir.path() : QString(); }
    // Fills every free byte left.
    void fill() const
    {
        QFile filler(QDir(m_dir.path()).filePath(QStringLiteral("filler")));
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return;
        const QByteArray block(4096, '\0');
        while (filler.write(block) == block.size()) {
        }
        const QByteArray byte(1, '\0');
        while (filler.write(byte) == 1) {
        }
    }

private:
    QTemporaryDir m_dir;
    bool m_mounted = false;
};

} // namespace

class TestFullDisk : public QObject {
    Q_OBJECT
private slots:
    void writersKeepThePreviousFile_data();
    void writersKeepThePreviousFile();
    void commandsKeepThePreviousFile_data();
    void commandsKeepThePreviousFile();
    void fullTmpfsSaysNoSpaceLeft_data();
    void fullTmpfsSaysNoSpaceLeft();
    void autosaveOnAFullTmpfsLosesNothingItKept();
};

void TestFullDisk::writersKeepThePreviousFile_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("size");
    QTest::addColumn<qint64>("limit");
    // Small files fit in Qt's 16 KiB write buffer (the case that was lost: the error of the last flush);
    // large ones are written past it.
    for (const char *kind : {"game", "sheet", "board", "catalog"}) {
        QTest::addRow("%s, small", kind)
            << QString::fromLatin1(kind) << QStringLiteral("small") << qint64(600);
        QTest::addRow("%s, large", kind)
            << QString::fromLatin1(kind) << QStringLiteral("large") << qint64(20000);
    }
}

void TestFullDisk::writersKeepThePreviousFile()
{
    QFETCH(QString, kind);
    QFETCH(QString, size);
    QFETCH(qint64, limit);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("kept") + extensionOf(kind));

    // Without a limit the writer writes a file larger than the limit: the rows below are real failures.
    Run run = runLimited(0, {QStringLiteral("write"), kind, size, file});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(QFileInfo(file).size() > limit);

    const QByteArray previous = "the group's previous file, which must survive\n";
    QVERIFY(writeFile(file, previous));
    run = runLimited(limit, {QStringLiteral("write"), kind, size, file});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("File too large")), qPrintable(run.err));
    QCOMPARE(contents(file), previous);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QFileInfo(file).fileName()});
}

void TestFullDisk::commandsKeepThePreviousFile_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<qint64>("limit");
    QTest::newRow("play, a fresh game") << QStringLiteral("play") << qint64(600);
    QTest::newRow("play, a long game") << QStringLiteral("play long") << qint64(20000);
    QTest::newRow("undo, a long game") << QStringLiteral("undo") << qint64(16000);
    QTest::newRow("score --write-sheet") << QStringLiteral("score") << qint64(300);
    QTest::newRow("new") << QStringLiteral("new") << qint64(600);
}

void TestFullDisk::commandsKeepThePreviousFile()
{
    QFETCH(QString, command);
    QFETCH(qint64, limit);
    QTemporaryDir dir;
    const QString game = dir.filePath(QStringLiteral("game.hkgame"));
    const QString longGame = QStringLiteral(HK_FIXTURES "/games/five-players.hkgame");
    const QString endTurn = QStringLiteral(R"({"action": "endTurn"})");

    QString target = game;
    QStringList args;
    if (command == QLatin1String("play")) {
        QCOMPARE(runCli(0, {QStringLiteral("new"), game, QStringLiteral("--setup"), longGame}).exitCode, 0);
        args = {QStringLiteral("play"), game, endTurn, QStringLiteral("--override"), QStringLiteral("test")};
    } else if (command == QLatin1String("play long") || command == QLatin1String("undo")) {
        QVERIFY(QFile::copy(longGame, game));
        QFile::setPermissions(game, QFile::ReadOwner | QFile::WriteOwner);
        args = command == QLatin1String("undo")
                   ? QStringList{QStringLiteral("undo"), game}
                   : QStringList{QStringLiteral("play"), game, endTurn, QStringLiteral("--override"),
                                 QStringLiteral("test")};
    } else if (command == QLatin1String("score")) {
        target = dir.filePath(QStringLiteral("old.hkscore"));
        QVERIFY(QFile::copy(QStringLiteral(HK_FIXTURES "/sheets/rulebook-example.hkscore"), target));
        args = {QStringLiteral("score"), longGame, QStringLiteral("--write-sheet"), target,
                QStringLiteral("--force")};
    } else {
        args = {QStringLiteral("new"), game, QStringLiteral("--setup"), longGame};
    }
    const QByteArray previous = contents(target);
    const QStringList before = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden);

    const Run run = runCli(limit, args);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("File too large")), qPrintable(run.err));
    QVERIFY2(!run.out.contains(QStringLiteral("recorded")), qPrintable(run.out));
    QCOMPARE(contents(target), previous);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), before);
}

void TestFullDisk::fullTmpfsSaysNoSpaceLeft_data()
{
    QTest::addColumn<QString>("kind");
    for (const char *kind : {"game", "sheet", "board", "catalog"})
        QTest::newRow(kind) << QString::fromLatin1(kind);
    QTest::newRow("play") << QStringLiteral("play");
}

void TestFullDisk::fullTmpfsSaysNoSpaceLeft()
{
    QFETCH(QString, kind);
    const FullTmpfs disk;
    if (disk.path().isEmpty())
        QSKIP("this process may not mount a tmpfs; the file-size limit rows test the same writes");
    const bool play = kind == QLatin1String("play");
    const QString file =
        QDir(disk.path())
            .filePath(QStringLiteral("kept") + extensionOf(play ? QStringLiteral("game") : kind));
    if (play)
        QVERIFY(QFile::copy(QStringLiteral(HK_FIXTURES "/games/two-players.hkgame"), file));
    else
        QVERIFY(writeFile(file, "the previous file\n"));
    const QByteArray previous = contents(file);
    disk.fill();

    const Run run = play
                        ? runCli(0, {QStringLiteral("play"), file, QStringLiteral(R"({"action": "endTurn"})"),
                                     QStringLiteral("--override"), QStringLiteral("test")})
                        : runLimited(0, {QStringLiteral("write"), kind, QStringLiteral("small"), file});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("No space left on device")), qPrintable(run.err));
    QCOMPARE(contents(file), previous);
    QCOMPARE(QDir(disk.path()).entryList(QDir::Files | QDir::Hidden),
             (QStringList{QStringLiteral("filler"), QFileInfo(file).fileName()}));
}

// The data folder on a small tmpfs that fills up mid-game: the autosave fails from some action on, but never
// removes what it had kept (its journal), so that after a kill -9 every action whose autosave succeeded comes
// back. (Without a tmpfs, tst_autosave does the same with a file-size limit.)
void TestFullDisk::autosaveOnAFullTmpfsLosesNothingItKept()
{
    const FullTmpfs disk;
    if (disk.path().isEmpty())
        QSKIP("this process may not mount a tmpfs; tst_autosave fills the disk with a file-size limit");
    QProcess worker;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), disk.path());
    worker.setProcessEnvironment(env);
    worker.start(QStringLiteral(HK_SAVE_WORKER), {QStringLiteral("full-disk"), QStringLiteral("fill")});
    QByteArray output;
    while (!output.contains("done\n") && worker.waitForReadyRead(60000))
        output += worker.readAllStandardOutput();
    ::kill(pid_t(worker.processId()), SIGKILL);
    QVERIFY(worker.waitForFinished(10000));
    output += worker.readAllStandardOutput();
    QVERIFY2(output.contains("failed "), output.constData()); // the disk was full
    int saved = -1;
    for (const QByteArray &line : output.split('\n'))
        if (line.startsWith("saved "))
            saved = line.mid(6).toInt();
    QVERIFY2(saved >= 20, output.constData());

    // What `hallkeeper-cli recover` finds there.
    QFile::remove(QDir(disk.path()).filePath(QStringLiteral("HallkeeperTest/HallkeeperTest/filler")));
    QProcess cli;
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    cli.setProcessEnvironment(env);
    cli.start(QStringLiteral(HK_SAVE_WORKER), {QStringLiteral("leftovers")});
    QVERIFY(cli.waitForFinished(30000));
    const QByteArray found = cli.readAllStandardOutput().trimmed();
    QCOMPARE(found, QByteArray::number(saved));
}

QTEST_GUILESS_MAIN(TestFullDisk)
#include "tst_full_disk.moc"
