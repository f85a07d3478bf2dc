#pragma once

// hallkeeper-cli run as a user runs it, in a child process: the tests of the command-line tool. The test's
// target defines HK_CLI, the tool's path.

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace hk::test {

struct Run {
    int exitCode = -1; // -1: crashed, or still running when the time was up (and then killed)
    QString out;
    QString err;
    qint64 milliseconds = 0;
};

struct RunOptions {
    QString locale = QStringLiteral("C.UTF-8");
    QString dataHome;  // XDG_DATA_HOME: where QStandardPaths puts the app's data, autosaves included
    QString stdinFile; // the standard input (empty: none, the input is closed)
    int timeoutMs = 30000;
    QString workingDirectory; // empty: the test's own
};

// `program` with `args`, as `options` say; killed if it is still running after the time allowed.
inline Run runProgram(const QString &program, const QStringList &args, const RunOptions &options = {})
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (!options.dataHome.isEmpty())
        env.insert(QStringLiteral("XDG_DATA_HOME"), options.dataHome);
    env.insert(QStringLiteral("LC_ALL"), options.locale);
    env.insert(QStringLiteral("LANG"), options.locale);
    env.remove(QStringLiteral("LANGUAGE"));
    process.setProcessEnvironment(env);
    if (!options.stdinFile.isEmpty())
        process.setStandardInputFile(options.stdinFile);
    if (!options.workingDirectory.isEmpty())
        process.setWorkingDirectory(options.workingDirectory);
    QElapsedTimer timer;
    timer.start();
    process.start(program, args);
    if (options.stdinFile.isEmpty())
        process.closeWriteChannel();
    if (!process.waitForFinished(options.timeoutMs)) {
        process.kill();
        process.waitForFinished(5000);
        return {-1, QString::fromUtf8(process.readAllStandardOutput()),
                QString::fromUtf8(process.readAllStandardError()), timer.elapsed()};
    }
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError()), timer.elapsed()};
}

inline Run runCli(const QStringList &args, const RunOptions &options = {})
{
    return runProgram(QStringLiteral(HK_CLI), args, options);
}

inline Run runCli(const QStringList &args, const QString &locale, const QString &dataHome = {})
{
    RunOptions options;
    options.locale = locale;
    options.dataHome = dataHome;
    return runCli(args, options);
}

// Writes `bytes` to `fileName` as a test prepares its input (not the atomic writer under test).
inline bool writeFile(const QString &fileName, const QByteArray &bytes)
{
    QFile f(fileName);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// game.hkgame in `dir`, started by `hallkeeper-cli new` from the setup of the three-player fixture; empty if
// `new` failed. The target defines HK_FIXTURES.
inline QString startedGame(const QTemporaryDir &dir)
{
    const QString game = dir.filePath(QStringLiteral("game.hkgame"));
    return runCli({QStringLiteral("new"), game, QStringLiteral("--setup"),
                   QStringLiteral(HK_FIXTURES "/games/three-players.hkgame")})
                       .exitCode == 0
               ? game
               : QString();
}

} // namespace hk::test
