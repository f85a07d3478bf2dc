// One Hallkeeper per session (app/gui/single_instance.h), with the real program: a first start runs, a second
// start with another file hands it over and exits 0, and the first one shows it in a new window of its mode.
// ctest runs this suite under dbus-run-session, a session bus of its own, with the file types of the test
// install; the windows are offscreen, and the settings and autosaves go to a temporary home.

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kService = QStringLiteral(HK_APP_ID);
const QString kPath = QStringLiteral("/io/github/hallkeeper/hallkeeper");

QString example(const QString &name)
{
    return QDir(QStringLiteral(HK_SOURCE_DIR)).absoluteFilePath(name);
}

} // namespace

class TestSingleInstance : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void secondStartOpensInRunningApp_data();
    void secondStartOpensInRunningApp();
    void fileOpenAlreadyIsRaisedNotOpenedTwice();
    void oneShotRunsNeverHandOver_data();
    void oneShotRunsNeverHandOver();
    void otherProgramRunsBeside();
    void startAfterCrashTakesOver();
    void withoutSessionBusStartRunsAlone();

private:
    QProcessEnvironment environment() const;
    // Starts the app; waits until it owns the name on the bus.
    bool startRunning(const QStringList &arguments);
    // Runs a start of the app to its end (at most 30 s); its exit code, or -1 if it did not end.
    int runToEnd(const QStringList &arguments, const QString &workingDirectory = {});
    // What the running app's windows show ("MODE PATH"), asked on the bus.
    QStringList documents() const;

    QTemporaryDir m_home;
    QProcess m_running;
    QByteArray m_lastOutput;
};

QProcessEnvironment TestSingleInstance::environment() const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), m_home.path());
    return env;
}

bool TestSingleInstance::startRunning(const QStringList &arguments)
{
    m_running.setProcessEnvironment(environment());
    m_running.setProcessChannelMode(QProcess::ForwardedChannels);
    m_running.start(QStringLiteral(HK_APP), arguments);
    if (!m_running.waitForStarted(10000))
        return false;
    QDBusConnectionInterface *bus = QDBusConnection::sessionBus().interface();
    for (int waited = 0; waited < 30000; waited += 50) {
        if (bus->isServiceRegistered(kService) &&
            bus->servicePid(kService).value() == static_cast<uint>(m_running.processId()))
            return true;
        QTest::qWait(50);
    }
    return false;
}

int TestSingleInstance::runToEnd(const QStringList &arguments, const QString &workingDirectory)
{
    QProcess start;
    start.setProcessEnvironment(environment());
    start.setProcessChannelMode(QProcess::MergedChannels);
    start.setWorkingDirectory(workingDirectory);
    start.start(QStringLiteral(HK_APP), arguments);
    if (!start.waitForFinished(30000)) {
        start.kill();
        start.waitForFinished();
        return -1;
    }
    m_lastOutput = start.readAll();
    return start.exitStatus() == QProcess::NormalExit ? start.exitCode() : -1;
}

QStringList TestSingleInstance::documents() const
{
    const QDBusMessage reply = QDBusConnection::sessionBus().call(
        QDBusMessage::createMethodCall(kService, kPath, kService, QStringLiteral("documents")), QDBus::Block,
        10000);
    return reply.type() == QDBusMessage::ReplyMessage ? reply.arguments().value(0).toStringList()
                                                      : QStringList{reply.errorMessage()};
}

void TestSingleInstance::initTestCase()
{
    QVERIFY(m_home.isValid());
    QVERIFY(QDir(m_home.path()).mkdir(QStringLiteral("mail")));
    QVERIFY(QFile::copy(example(QStringLiteral("docs/examples/mid-game.hkgame")),
                        m_home.filePath(QStringLiteral("mail/attachment"))));
    // The file types as installed (fixture hk_installed), for a file known by its content only.
    QVERIFY(qEnvironmentVariable("XDG_DATA_DIRS").contains(QLatin1String("prefix/share")));
    QVERIFY2(QDBusConnection::sessionBus().isConnected(), "no session bus: run under dbus-run-session");
    QVERIFY2(!QDBusConnection::sessionBus().interface()->isServiceRegistered(kService),
             "another Hallkeeper runs on this bus");
    const QString sheet = QStringLiteral(HK_FIXTURES "/sheets/rulebook-example.hkscore");
    QVERIFY(startRunning({sheet}));
    QCOMPARE(documents(), QStringList{QStringLiteral("sheet ") + sheet});
}

void TestSingleInstance::cleanupTestCase()
{
    m_running.kill();
    m_running.waitForFinished();
}

void TestSingleInstance::secondStartOpensInRunningApp_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("workingDirectory");
    QTest::addColumn<QString>("opened");
    const QString game = example(QStringLiteral("docs/examples/mid-game.hkgame"));
    const QString board = example(QStringLiteral("resources/boards/practice-winter.hkboard"));
    const QString catalog = QStringLiteral(HK_FIXTURES "/catalog-with-library.hkcatalog");
    const QString sheets = QStringLiteral(HK_FIXTURES "/sheets");
    QTest::newRow("game: table mirror") << QStringList{game} << QString() << QStringLiteral("table ") + game;
    QTest::newRow("board: board editor")
        << QStringList{board} << QString() << QStringLiteral("board ") + board;
    // As a file manager opens a mail attachment: the kind is in the content, not in the name.
    QTest::newRow("game without its suffix: table mirror")
        << QStringList{QStringLiteral("attachment")} << m_home.filePath(QStringLiteral("mail"))
        << QStringLiteral("table ") + m_home.filePath(QStringLiteral("mail/attachment"));
    QTest::newRow("catalog: component editor")
        << QStringList{catalog} << QString() << QStringLiteral("catalog ") + catalog;
    QTest::newRow("sheet, relative to the start's folder")
        << QStringList{QStringLiteral("tie-broken.hkscore")} << sheets
        << QStringLiteral("sheet ") + sheets + QStringLiteral("/tie-broken.hkscore");
    QTest::newRow("--edit-board: a new board")
        << QStringList{QStringLiteral("--edit-board")} << QString() << QStringLiteral("board ");
    QTest::newRow("no file: a new score sheet") << QStringList{} << QString() << QStringLiteral("sheet ");
}

void TestSingleInstance::secondStartOpensInRunningApp()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, workingDirectory);
    QFETCH(QString, opened);
    const QStringList before = documents();
    QCOMPARE(runToEnd(arguments, workingDirectory), 0);
    QTRY_COMPARE_WITH_TIMEOUT(documents().size(), before.size() + 1, 10000);
    QVERIFY2(documents().count(opened) == before.count(opened) + 1,
             qPrintable(documents().join(QLatin1Char('\n'))));
    QCOMPARE(m_running.state(), QProcess::Running);
}

void TestSingleInstance::fileOpenAlreadyIsRaisedNotOpenedTwice()
{
    const QString game = example(QStringLiteral("docs/examples/mid-game.hkgame"));
    const QStringList before = documents();
    QVERIFY(before.contains(QStringLiteral("table ") + game));
    QCOMPARE(runToEnd({game}), 0);
    QTest::qWait(500); // what the running app does with it, if it were to open it again
    QCOMPARE(documents(), before);
}

void TestSingleInstance::oneShotRunsNeverHandOver_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("output");
    const QString game = example(QStringLiteral("docs/examples/mid-game.hkgame"));
    const QString png = m_home.filePath(QStringLiteral("shot.png"));
    const QString csv = m_home.filePath(QStringLiteral("results.csv"));
    QTest::newRow("--screenshot") << QStringList{game, QStringLiteral("--screenshot"), png} << png;
    QTest::newRow("--export") << QStringList{game, QStringLiteral("--export"), csv} << csv;
}

void TestSingleInstance::oneShotRunsNeverHandOver()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, output);
    const QStringList before = documents();
    // Done by the run itself, while the running app holds the same game open.
    QCOMPARE(runToEnd(arguments), 0);
    QVERIFY2(QFileInfo(output).size() > 0, m_lastOutput.constData());
    QCOMPARE(documents(), before);
}

void TestSingleInstance::otherProgramRunsBeside()
{
    // A build being developed, started while the installed app runs: it must not open its file in the other.
    const QString copy = m_home.filePath(QStringLiteral("hallkeeper-build"));
    QVERIFY(QFile::copy(QStringLiteral(HK_APP), copy));
    const QStringList before = documents();
    QProcess other;
    other.setProcessEnvironment(environment());
    other.start(copy, {QStringLiteral(HK_FIXTURES "/sheets/tie-broken.hkscore")});
    QVERIFY(other.waitForStarted());
    QVERIFY2(!other.waitForFinished(3000), other.readAllStandardError().constData()); // it runs, on its own
    other.kill();
    other.waitForFinished();
    QCOMPARE(documents(), before);
}

void TestSingleInstance::startAfterCrashTakesOver()
{
    m_running.kill(); // no clean exit: the bus frees the name anyway
    QVERIFY(m_running.waitForFinished());
    const QString game = example(QStringLiteral("docs/examples/mid-game.hkgame"));
    QVERIFY(startRunning({game}));
    QCOMPARE(documents(), QStringList{QStringLiteral("table ") + game});
}

void TestSingleInstance::withoutSessionBusStartRunsAlone()
{
    QProcess alone;
    QProcessEnvironment env = environment();
    env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), QStringLiteral("unix:path=/nonexistent/bus"));
    alone.setProcessEnvironment(env);
    alone.start(QStringLiteral(HK_APP), {QStringLiteral(HK_FIXTURES "/sheets/tie-broken.hkscore")});
    QVERIFY(alone.waitForStarted());
    QVERIFY2(!alone.waitForFinished(3000),
             alone.readAllStandardError().constData()); // it runs, with its window
    alone.kill();
    alone.waitForFinished();
    QCOMPARE(documents().size(), 1); // and the running app was not asked for anything
}

QTEST_GUILESS_MAIN(TestSingleInstance)
#include "tst_single_instance.moc"
