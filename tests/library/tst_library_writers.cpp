// The library writes files as every writer of Hallkeeper's does, through the base's one atomic writer
// (files/file_io.h): a play's uuid written into its file, and an export. Neither writes through a symbolic
// link (the file it points to stays as it was), over a folder, or a file larger than Hallkeeper reads; a
// refusal names the file and leaves everything as it was.

#include "export/play_export.h"
#include "files/file_io.h"
#include "model/play_uuid.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace hk;
using namespace hk::library;

namespace {

const QString kUuid = QStringLiteral("0b6c7a34-5f8e-4d2a-9c1b-3e4f5a6b7c8d");
const QByteArray kSheet =
    "{\n  \"format\": \"hallkeeper-score-sheet\",\n  \"version\": 2,\n  \"game\": \"tally\"\n}\n";

enum class Writer { PlayUuid, Export };
enum class Target { SymbolicLink, Folder, TooLarge };

QByteArray contentOf(const QString &file)
{
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &file, const QByteArray &bytes)
{
    QFile f(file);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace

Q_DECLARE_METATYPE(Writer)
Q_DECLARE_METATYPE(Target)

class TestLibraryWriters : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void refusesWhatTheAtomicWriterRefuses_data();
    void refusesWhatTheAtomicWriterRefuses();
    void writesARegularFile_data();
    void writesARegularFile();

private:
    QTemporaryDir m_dir;
};

void TestLibraryWriters::refusesWhatTheAtomicWriterRefuses_data()
{
    QTest::addColumn<Writer>("writer");
    QTest::addColumn<Target>("target");
    QTest::newRow("play uuid through a symbolic link") << Writer::PlayUuid << Target::SymbolicLink;
    QTest::newRow("play uuid into a file too large") << Writer::PlayUuid << Target::TooLarge;
    QTest::newRow("play uuid over a folder") << Writer::PlayUuid << Target::Folder;
    QTest::newRow("export through a symbolic link") << Writer::Export << Target::SymbolicLink;
    QTest::newRow("export too large") << Writer::Export << Target::TooLarge;
    QTest::newRow("export over a folder") << Writer::Export << Target::Folder;
}

void TestLibraryWriters::refusesWhatTheAtomicWriterRefuses()
{
    QFETCH(Writer, writer);
    QFETCH(Target, target);
    const QString tag =
        QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'));
    const QString file = m_dir.filePath(tag + QStringLiteral(".hkscore"));
    const QString pointedTo = m_dir.filePath(tag + QStringLiteral("-real.hkscore"));
    // A sheet whose "name" makes it larger than Hallkeeper reads or writes.
    const QByteArray large = "{\n  \"format\": \"hallkeeper-score-sheet\",\n  \"version\": 2,\n  \"game\": "
                             "\"tally\",\n  \"name\": \"" +
                             QByteArray(int(base::kMaxFileBytes), 'x') + "\"\n}\n";
    switch (target) {
    case Target::SymbolicLink:
        QVERIFY(writeFile(pointedTo, kSheet));
        QVERIFY(QFile::link(pointedTo, file));
        break;
    case Target::Folder:
        QVERIFY(QDir().mkpath(file));
        break;
    case Target::TooLarge:
        if (writer == Writer::PlayUuid)
            QVERIFY(writeFile(file, large));
        break;
    }

    const QString error = writer == Writer::PlayUuid
                              ? writePlayUuid(file, kUuid)
                              : writeExportFile(file, target == Target::TooLarge ? large : kSheet + "\n");
    QVERIFY2(!error.isEmpty(), "written");
    QVERIFY2(error.contains(QDir::toNativeSeparators(file)), qPrintable(error)); // names the file
    switch (target) {
    case Target::SymbolicLink:
        QVERIFY(QFileInfo(file).isSymLink());
        QCOMPARE(contentOf(pointedTo), kSheet);
        break;
    case Target::Folder:
        QVERIFY(QFileInfo(file).isDir());
        break;
    case Target::TooLarge:
        QCOMPARE(QFile::exists(file), writer == Writer::PlayUuid);
        if (writer == Writer::PlayUuid)
            QCOMPARE(QFileInfo(file).size(), qint64(large.size()));
        break;
    }
}

void TestLibraryWriters::writesARegularFile_data()
{
    QTest::addColumn<Writer>("writer");
    QTest::newRow("play uuid") << Writer::PlayUuid;
    QTest::newRow("export") << Writer::Export;
}

// The same writers, on a regular file: written whole, with nothing beside it.
void TestLibraryWriters::writesARegularFile()
{
    QFETCH(Writer, writer);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("evening.hkscore"));
    if (writer == Writer::PlayUuid) {
        QVERIFY(writeFile(file, kSheet));
        QCOMPARE(writePlayUuid(file, kUuid), QString());
        QVERIFY(contentOf(file).contains(kUuid.toLatin1()));
    } else {
        QCOMPARE(writeExportFile(file, kSheet), QString());
        QCOMPARE(contentOf(file), kSheet);
    }
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("evening.hkscore")});
}

QTEST_GUILESS_MAIN(TestLibraryWriters)
#include "tst_library_writers.moc"
