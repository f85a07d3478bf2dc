// The library under what goes wrong on a user's machine: the program killed (kill -9) in the middle of an
// import, a disk that fills during a write, and two windows (here: two processes) adding plays at once. Each
// runs library_worker, a process of its own that writes to the library.

#include "db/play_library.h"
#include "library_builders.h"

#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace hk;
using namespace hk::library;

namespace {

const QString kWorker = QStringLiteral(HK_LIBRARY_WORKER);

// A library with a few plays, closed.
bool seedLibrary(const QString &file)
{
    PlayLibrary library;
    if (!library.open(file).isEmpty())
        return false;
    for (int i = 0; i < 3; ++i)
        if (!library
                 .addPlay(test::makePlay({}, QStringLiteral("Azul"),
                                         QStringLiteral("2024-01-0%1 20:00:00").arg(i + 1),
                                         {{QStringLiteral("Ann"), 50, true}, {QStringLiteral("Bob"), 40}}))
                 .ok())
            return false;
    return true;
}

struct State {
    int plays = -1;
    QStringList rows;
    QString check;
};

State stateOf(const QString &file)
{
    State s;
    PlayLibrary library;
    if (!library.open(file, PlayLibrary::OpenMode::Existing).isEmpty())
        return s;
    s.plays = library.playCount();
    s.rows = test::dumpTables(library.connectionName());
    QSqlQuery q(QSqlDatabase::database(library.connectionName()));
    if (q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next())
        s.check = q.value(0).toString();
    return s;
}

} // namespace

class TestLibraryReliability : public QObject {
    Q_OBJECT

private slots:
    void killedDuringAnImportLeavesTheLibraryAsBefore_data();
    void killedDuringAnImportLeavesTheLibraryAsBefore();
    void aFullDiskLeavesTheLibraryAsBeforeAndSaysSo();
    void twoWritersAtOnceLoseNoPlay();

private:
    QTemporaryDir m_dir;
};

void TestLibraryReliability::killedDuringAnImportLeavesTheLibraryAsBefore_data()
{
    QTest::addColumn<int>("delayMs");
    // Early in the transaction, and later (the log well grown): nothing of the import may remain.
    QTest::newRow("at once") << 0;
    QTest::newRow("after 150 ms") << 150;
    QTest::newRow("after 400 ms") << 400;
}

void TestLibraryReliability::killedDuringAnImportLeavesTheLibraryAsBefore()
{
    QFETCH(int, delayMs);
    const QString file = m_dir.filePath(QStringLiteral("killed-%1.sqlite").arg(delayMs));
    QVERIFY(seedLibrary(file));
    const State before = stateOf(file);
    QCOMPARE(before.plays, 3);

    QProcess worker;
    worker.start(kWorker, {QStringLiteral("import"), file, QStringLiteral("20000")});
    QVERIFY(worker.waitForStarted());
    // "writing": the transaction begins now.
    while (!worker.canReadLine() && worker.state() == QProcess::Running)
        worker.waitForReadyRead(5000);
    QCOMPARE(worker.readLine().trimmed(), QByteArray("writing"));
    QThread::msleep(ulong(delayMs));
    QVERIFY2(worker.state() == QProcess::Running, "the import ended before it was killed: make it larger");
    worker.kill(); // SIGKILL: no destructor, no rollback of its own
    QVERIFY(worker.waitForFinished());

    const State after = stateOf(file);
    QCOMPARE(after.check, QStringLiteral("ok"));
    QCOMPARE(after.plays, 3);
    QCOMPARE(after.rows, before.rows);
}

void TestLibraryReliability::aFullDiskLeavesTheLibraryAsBeforeAndSaysSo()
{
    const QString file = m_dir.filePath(QStringLiteral("full.sqlite"));
    QVERIFY(seedLibrary(file));
    const State before = stateOf(file);
    QProcess worker;
    // Room for what the library has and a little more: the import's 3,000 plays do not fit.
    worker.start(kWorker, {QStringLiteral("full"), file, QString::number(QFile(file).size() + 64 * 1024)});
    QVERIFY(worker.waitForFinished(60000));
    const QString said = QString::fromUtf8(worker.readAllStandardOutput());
    QVERIFY2(worker.exitStatus() == QProcess::NormalExit && worker.exitCode() == 0, qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("the disk is full")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("as it was before")), qPrintable(said));
    const State after = stateOf(file);
    QCOMPARE(after.check, QStringLiteral("ok"));
    QCOMPARE(after.rows, before.rows);
}

void TestLibraryReliability::twoWritersAtOnceLoseNoPlay()
{
    const QString file = m_dir.filePath(QStringLiteral("two.sqlite"));
    QVERIFY(seedLibrary(file));
    QProcess first, second;
    first.start(kWorker, {QStringLiteral("add"), file, QStringLiteral("first"), QStringLiteral("150")});
    second.start(kWorker, {QStringLiteral("add"), file, QStringLiteral("second"), QStringLiteral("150")});
    QVERIFY(first.waitForFinished(120000));
    QVERIFY(second.waitForFinished(120000));
    QVERIFY2(first.exitCode() == 0, first.readAllStandardOutput().constData());
    QVERIFY2(second.exitCode() == 0, second.readAllStandardOutput().constData());
    const State after = stateOf(file);
    QCOMPARE(after.check, QStringLiteral("ok"));
    QCOMPARE(after.plays, 3 + 150 + 150);
}

QTEST_GUILESS_MAIN(TestLibraryReliability)
#include "tst_library_reliability.moc"
