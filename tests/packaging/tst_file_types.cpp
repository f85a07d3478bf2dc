// The file types that the installed shared-mime-info package declares (packaging/hallkeeper.xml), as a
// desktop finds them with the database of an install into a temporary prefix (ctest fixture hk_installed): by
// the name, and by the content alone — the "format" field, matched on the files exactly as core/io writes
// them. XDG_DATA_DIRS names that prefix (tests/packaging/CMakeLists.txt).

#include "io/board_io.h"
#include "io/catalog_io.h"
#include "io/game_io.h"
#include "io/score_sheet_io.h"

#include <QMimeDatabase>
#include <QTemporaryDir>
#include <QTest>

using namespace hk;

class TestFileTypes : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void fileTypeByNameAndContent_data();
    void fileTypeByNameAndContent();
    void otherJsonIsNotHallkeeper_data();
    void otherJsonIsNotHallkeeper();

private:
    // Writes the fixture `source` again through core/io's writer, as `name` in the temporary folder.
    QString rewrite(const QString &source, const QString &name);
    QTemporaryDir m_dir;
};

void TestFileTypes::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // The installed database is the one in use (and not a leftover of the system's).
    QVERIFY2(qEnvironmentVariable("XDG_DATA_DIRS").contains(QLatin1String("prefix/share")),
             "XDG_DATA_DIRS must name the test prefix");
    QVERIFY(QMimeDatabase().mimeTypeForName(QStringLiteral("application/x-hallkeeper-game")).isValid());
}

QString TestFileTypes::rewrite(const QString &source, const QString &name)
{
    const QString path = m_dir.filePath(name);
    QString error;
    if (source.endsWith(QLatin1String(".hkscore"))) {
        const ScoreSheetReadResult read = readScoreSheet(source);
        error = read.sheet ? writeScoreSheet(path, *read.sheet) : QStringLiteral("cannot read ") + source;
    } else if (source.endsWith(QLatin1String(".hkgame"))) {
        const GameReadResult read = readGame(source);
        error = read.game ? writeGame(path, *read.game) : QStringLiteral("cannot read ") + source;
    } else if (source.endsWith(QLatin1String(".hkboard"))) {
        const BoardReadResult read = readBoard(source);
        error = read.board ? writeBoard(path, *read.board) : QStringLiteral("cannot read ") + source;
    } else {
        const CatalogReadResult read = readCatalog(source);
        error = read.catalog ? writeCatalog(path, *read.catalog) : QStringLiteral("cannot read ") + source;
    }
    return error.isEmpty() ? path : QString();
}

void TestFileTypes::fileTypeByNameAndContent_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QMimeDatabase::MatchMode>("mode");
    QTest::addColumn<QString>("mimeType");
    const QList<std::pair<QString, QString>> kinds{
        {QStringLiteral(HK_FIXTURES "/sheets/rulebook-example.hkscore"),
         QStringLiteral("application/x-hallkeeper-score-sheet")},
        {QStringLiteral(HK_FIXTURES "/games/three-players.hkgame"),
         QStringLiteral("application/x-hallkeeper-game")},
        {QStringLiteral(HK_FIXTURES "/boards/format-example.hkboard"),
         QStringLiteral("application/x-hallkeeper-board")},
        {QStringLiteral(HK_FIXTURES "/catalog-with-library.hkcatalog"),
         QStringLiteral("application/x-hallkeeper-catalog")},
    };
    for (const auto &[source, mimeType] : kinds) {
        const QString suffix = source.section(QLatin1Char('.'), -1);
        // By its name; by its content when the name says nothing; by its content alone under a JSON name (a
        // file manager that looks inside, as GLib does, prefers the more precise type: ours is a kind of
        // JSON).
        QTest::newRow(qPrintable(QStringLiteral("saved.") + suffix))
            << source << QStringLiteral("saved.") + suffix << QMimeDatabase::MatchDefault << mimeType;
        QTest::newRow(qPrintable(QStringLiteral("attachment-") + suffix))
            << source << QStringLiteral("attachment-") + suffix << QMimeDatabase::MatchDefault << mimeType;
        QTest::newRow(qPrintable(QStringLiteral("mailed-") + suffix + QStringLiteral(".json, content")))
            << source << QStringLiteral("mailed-") + suffix + QStringLiteral(".json")
            << QMimeDatabase::MatchContent << mimeType;
    }
}

void TestFileTypes::fileTypeByNameAndContent()
{
    QFETCH(QString, source);
    QFETCH(QString, name);
    QFETCH(QMimeDatabase::MatchMode, mode);
    QFETCH(QString, mimeType);
    const QString path = rewrite(source, name);
    QVERIFY2(!path.isEmpty(), qPrintable(source));
    const QMimeType type = QMimeDatabase().mimeTypeForFile(path, mode);
    QCOMPARE(type.name(), mimeType);
    QVERIFY(type.inherits(QStringLiteral("application/json")));
    QCOMPARE(type.iconName(), QString(mimeType).replace(QLatin1Char('/'), QLatin1Char('-')));
}

void TestFileTypes::otherJsonIsNotHallkeeper_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("another format") << QByteArray(R"({"format": "hallkeeper-notes", "version": 1})");
    QTest::newRow("format further on") << QByteArray(R"({"name": "x", "notes": [)") + QByteArray(300, ' ') +
                                              QByteArray(R"(], "format": "hallkeeper-game"})");
    QTest::newRow("plain JSON") << QByteArray(R"({"players": []})");
}

void TestFileTypes::otherJsonIsNotHallkeeper()
{
    QFETCH(QByteArray, content);
    const QString path = m_dir.filePath(QStringLiteral("other.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(content);
    file.close();
    const QString type = QMimeDatabase().mimeTypeForFile(path, QMimeDatabase::MatchContent).name();
    QVERIFY2(!type.contains(QLatin1String("hallkeeper")), qPrintable(type));
}

QTEST_GUILESS_MAIN(TestFileTypes)
#include "tst_file_types.moc"
