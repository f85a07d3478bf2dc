// The desktop app as a process: what a one-shot run (--export, --screenshot) leaves behind, and what a start
// reads. A run that only reads its file keeps no autosave, not even a lock; a settings file that is a FIFO
// does not block the start; a file name starting with ':' is a file, not a Qt resource.

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

namespace {

struct Run {
    int exitCode = -1; // -1: still running when the time was up (then killed), or crashed
    QString err;
};

Run runApp(const QTemporaryDir &home, const QStringList &args, const QString &workingDirectory = {})
{
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    app.setProcessEnvironment(env);
    if (!workingDirectory.isEmpty())
        app.setWorkingDirectory(workingDirectory);
    app.start(QStringLiteral(HK_APP), args);
    if (!app.waitForFinished(30000)) {
        app.kill();
        app.waitForFinished(5000);
        return {-1, QString::fromUtf8(app.readAllStandardError())};
    }
    return {app.exitStatus() == QProcess::NormalExit ? app.exitCode() : -1,
            QString::fromUtf8(app.readAllStandardError())};
}

const QString kGame = QStringLiteral(HK_FIXTURES "/games/three-players.hkgame");
const QString kSheet = QStringLiteral(HK_FIXTURES "/sheets/rulebook-example.hkscore");

} // namespace

class TestAppProcess : public QObject {
    Q_OBJECT
private slots:
    void aRunThatOnlyReadsLeavesNothingBehind_data();
    void aRunThatOnlyReadsLeavesNothingBehind();
    void aSettingsFileThatIsAFifoDoesNotBlockTheStart();
    void aFileNameStartingWithAColonIsAFile();
};

void TestAppProcess::aRunThatOnlyReadsLeavesNothingBehind_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("output");
    for (const auto &[name, file] : {std::pair{"game", kGame}, std::pair{"sheet", kSheet}}) {
        QTest::addRow("%s, --export", name) << file << "--export" << "results.csv";
        QTest::addRow("%s, --screenshot", name) << file << "--screenshot" << "shot.png";
    }
}

// Every --export or --screenshot of a game left a "<uuid>.lock" in the autosave folder.
void TestAppProcess::aRunThatOnlyReadsLeavesNothingBehind()
{
    QFETCH(QString, file);
    QFETCH(QString, option);
    QFETCH(QString, output);
    QTemporaryDir home;
    const Run run = runApp(home, {file, option, home.filePath(output)});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(QFile::exists(home.filePath(output)));
    const QDir autosave(home.filePath(QStringLiteral("data/Hallkeeper/Hallkeeper/autosave")));
    QCOMPARE(autosave.entryList(QDir::Files | QDir::Hidden | QDir::System), QStringList());
}

void TestAppProcess::aSettingsFileThatIsAFifoDoesNotBlockTheStart()
{
    QTemporaryDir home;
    QVERIFY(QDir().mkpath(home.filePath(QStringLiteral("config/Hallkeeper"))));
    const QString settings = home.filePath(QStringLiteral("config/Hallkeeper/Hallkeeper.conf"));
    QCOMPARE(::mkfifo(QFile::encodeName(settings).constData(), 0600), 0);
    const Run run = runApp(home, {kSheet, QStringLiteral("--export"), home.filePath(QStringLiteral("r.csv"))});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("not a regular file")), qPrintable(run.err));
    QVERIFY(QFile::exists(home.filePath(QStringLiteral("r.csv"))));
}

void TestAppProcess::aFileNameStartingWithAColonIsAFile()
{
    QTemporaryDir home;
    QVERIFY(QFile::copy(kSheet, home.path() + QStringLiteral("/:sheet.hkscore")));
    const Run run = runApp(home, {QStringLiteral(":sheet.hkscore"), QStringLiteral("--export"),
                                  QStringLiteral(":results.csv")},
                           home.path());
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QVERIFY(QFile::exists(home.path() + QStringLiteral("/:results.csv")));
}

QTEST_GUILESS_MAIN(TestAppProcess)
#include "tst_app_process.moc"
