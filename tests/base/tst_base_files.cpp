// The base's files without any game: the one atomic writer refuses what it must and leaves it as it was, and
// the autosave keeps any kind of document, offers what a crash left back, lets the kind complete it, and
// removes it whole.

#include "files/autosave.h"
#include "files/file_io.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace hk::base;

namespace {

QByteArray contentOf(const QString &file)
{
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A kind no game has: the base knows none.
const QString kSuffix = QStringLiteral("hktally");

} // namespace

class TestBaseFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void writerRefuses_data();
    void writerRefuses();
    void leftoverOfAnyKindIsCompletedByItsKind();
    void runningSessionKeepsItsAutosave();

private:
    QTemporaryDir m_dir;
    QTemporaryDir m_data;
};

void TestBaseFiles::initTestCase()
{
    QVERIFY(m_dir.isValid() && m_data.isValid());
    qputenv("XDG_DATA_HOME", m_data.path().toUtf8());
    QCoreApplication::setOrganizationName(QStringLiteral("HallkeeperTest"));
    QCoreApplication::setApplicationName(QStringLiteral("HallkeeperBaseFiles"));
    QVERIFY(Autosave::directory().startsWith(m_data.path()));
}

void TestBaseFiles::writerRefuses_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("mode");
    QTest::newRow("a symbolic link") << QStringLiteral("link") << int(WriteMode::Replace);
    QTest::newRow("a folder") << QStringLiteral("folder") << int(WriteMode::Replace);
    QTest::newRow("more than kMaxFileBytes") << QStringLiteral("large") << int(WriteMode::Replace);
    QTest::newRow("a file that exists, when new") << QStringLiteral("exists") << int(WriteMode::CreateNew);
}

void TestBaseFiles::writerRefuses()
{
    QFETCH(QString, kind);
    QFETCH(int, mode);
    const QString file = m_dir.filePath(kind + QStringLiteral(".hktally"));
    const QString real = m_dir.filePath(kind + QStringLiteral("-real.hktally"));
    QFile before(kind == QLatin1String("link") ? real : file);
    if (kind == QLatin1String("folder")) {
        QVERIFY(QDir().mkpath(file));
    } else if (kind != QLatin1String("large")) {
        QVERIFY(before.open(QIODevice::WriteOnly));
        before.write("before");
        before.close();
        if (kind == QLatin1String("link"))
            QVERIFY(QFile::link(real, file));
    }
    const QByteArray bytes =
        kind == QLatin1String("large") ? QByteArray(int(kMaxFileBytes) + 1, 'x') : "after";
    const QString error = writeFileAtomically(file, bytes, WriteMode(mode));
    QVERIFY2(!error.isEmpty(), "written");
    if (kind == QLatin1String("folder"))
        QVERIFY(QFileInfo(file).isDir());
    else if (kind == QLatin1String("large"))
        QVERIFY(!QFile::exists(file));
    else
        QCOMPARE(contentOf(kind == QLatin1String("link") ? real : file), QByteArray("before"));
    // Nothing left beside it: no temporary file.
    QCOMPARE(QDir(m_dir.path())
                 .entryList(
                     {QStringLiteral(".") + kind + QStringLiteral("*"), kind + QStringLiteral(".hktally.*")},
                     QDir::Files | QDir::Hidden),
             QStringList());
}

// A session of a kind the base does not know ends without discarding its autosave (a crash): the leftover
// is offered with the file it belongs to, its kind completes it from what it kept beside it, and removing it
// removes every file of it.
void TestBaseFiles::leftoverOfAnyKindIsCompletedByItsKind()
{
    QString id;
    {
        Autosave crashed(QString(), kSuffix);
        id = crashed.id();
        QCOMPARE(crashed.saveBytes("{\"n\": 2}", QStringLiteral("/home/someone/tally.hktally"), 2),
                 QString());
        QFile extra(Autosave::pathOf(id, QStringLiteral("extra")));
        QVERIFY(extra.open(QIODevice::WriteOnly));
        extra.write("3");
    } // destroyed without discard(): its files stay, its lock goes with the session
    int completed = 0;
    const std::vector<Autosave::Leftover> found = Autosave::leftovers(kSuffix, [&](Autosave::Leftover &l) {
        ++completed;
        l.actions = contentOf(Autosave::pathOf(l.id, QStringLiteral("extra"))).toInt();
    });
    QCOMPARE(int(found.size()), 1);
    QCOMPARE(completed, 1);
    QCOMPARE(found.front().id, id);
    QCOMPARE(found.front().originalFile, QStringLiteral("/home/someone/tally.hktally"));
    QCOMPARE(found.front().actions, 3);
    QCOMPARE(contentOf(found.front().path), QByteArray("{\"n\": 2}"));
    QVERIFY(found.front().savedAt.isValid());
    Autosave::removeLeftover(id);
    QVERIFY(Autosave::leftovers(kSuffix).empty());
    QCOMPARE(QDir(Autosave::directory()).entryList({id + QStringLiteral("*")}, QDir::Files | QDir::Hidden),
             QStringList());
}

// A running session's autosave is no leftover, and no kind is asked to complete it; clear() keeps the lock.
void TestBaseFiles::runningSessionKeepsItsAutosave()
{
    auto running = std::make_unique<Autosave>(QString(), kSuffix);
    QCOMPARE(running->saveBytes("{}", QString()), QString());
    bool asked = false;
    QVERIFY(Autosave::leftovers(kSuffix, [&](Autosave::Leftover &) { asked = true; }).empty());
    QVERIFY(!asked);
    running->clear();
    QVERIFY(!QFile::exists(running->filePath()));
    QCOMPARE(running->saveBytes("{}", QString()), QString());
    running->discard();
    QVERIFY(Autosave::leftovers(kSuffix).empty());
}

QTEST_GUILESS_MAIN(TestBaseFiles)
#include "tst_base_files.moc"
