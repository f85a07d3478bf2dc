// The library's file: a new one has the schema, its application id and foreign keys; every earlier schema
// opens (backed up first, then migrated, every row kept); a file that is not a library — any other file,
// another program's SQLite database, a library of a newer Hallkeeper, a damaged one — is refused with the
// reason and left byte for byte as it was; every write is one transaction; a play added twice is one play
// (its uuid, or the file it came from); a backup is a library of its own and never replaces a file.

#include "db/library_schema.h"
#include "db/play_library.h"
#include "library_builders.h"
#include "registry/game_registry.h"
#include "tally_game.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace hk;
using namespace hk::library;
using hk::test::makePlay;
using hk::test::Seat;

namespace {

QByteArray contents(const QString &file)
{
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

// A SQLite file made by `statements` (one per line ending with ';'), with nothing of the library's code.
bool makeDatabase(const QString &file, const QString &statements)
{
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("fixture"));
        db.setDatabaseName(file);
        ok = db.open();
        QString statement;
        for (const QString &line : statements.split(QLatin1Char('\n'))) {
            if (line.startsWith(QLatin1String("--")))
                continue;
            statement += line + QLatin1Char('\n');
            if (line.trimmed().endsWith(QLatin1Char(';'))) {
                QSqlQuery q(db);
                if (!q.exec(statement)) {
                    qWarning() << q.lastError().text() << statement;
                    ok = false;
                }
                statement.clear();
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("fixture"));
    return ok;
}

QString fixture(const QString &name)
{
    QFile f(QStringLiteral(HK_FIXTURES "/library/") + name);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

QVariant pragma(const PlayLibrary &library, const char *name)
{
    QSqlQuery q(QSqlDatabase::database(library.connectionName()));
    q.exec(QStringLiteral("PRAGMA %1").arg(QLatin1String(name)));
    return q.next() ? q.value(0) : QVariant();
}

} // namespace

class TestLibraryDb : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void newLibraryHasTheSchema();
    void opensEveryEarlierSchema_data();
    void opensEveryEarlierSchema();
    void refusesWhatIsNotALibrary_data();
    void refusesWhatIsNotALibrary();
    void foreignKeysAreEnforced();
    void addingAgainUpdatesByUuid();
    void aPlayWithoutUuidIsFoundByItsFile();
    void playersAreFoundByTheirAliases();
    void aFailedWriteChangesNothing();
    void backupIsALibraryAndNeverReplacesAFile();
    void mergingPlayersKeepsEveryResult();

private:
    QTemporaryDir m_dir;
};

void TestLibraryDb::initTestCase()
{
    QVERIFY(m_dir.isValid());
    base::GameRegistry::instance().add(test::tallyModule());
}

void TestLibraryDb::newLibraryHasTheSchema()
{
    const QString file = m_dir.filePath(QStringLiteral("new/library.sqlite"));
    PlayLibrary library;
    QCOMPARE(library.open(file), QString());
    QVERIFY(QFile::exists(file));
    QCOMPARE(pragma(library, "application_id").toInt(), kApplicationId);
    QCOMPARE(pragma(library, "user_version").toInt(), kSchemaVersion);
    QCOMPARE(pragma(library, "foreign_keys").toInt(), 1);
    QCOMPARE(pragma(library, "journal_mode").toString(), QStringLiteral("wal"));
    QCOMPARE(library.migrationBackup(), QString()); // nothing to keep
    library.close();
    // Open again: nothing to migrate; the existing-only mode refuses a missing file.
    QCOMPARE(library.open(file, PlayLibrary::OpenMode::Existing), QString());
    QCOMPARE(library.openedVersion(), kSchemaVersion);
    PlayLibrary other;
    QVERIFY(other.open(m_dir.filePath(QStringLiteral("missing.sqlite")), PlayLibrary::OpenMode::Existing)
                .contains(QStringLiteral("missing.sqlite")));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("missing.sqlite"))));
}

void TestLibraryDb::opensEveryEarlierSchema_data()
{
    QTest::addColumn<int>("version");
    for (int version = 1; version < kSchemaVersion; ++version)
        QTest::addRow("schema %d", version) << version;
}

// Each earlier schema, as a frozen file of its own (tests/fixtures/library/schema-vN.sql): backed up as it
// was, then migrated with every row kept.
void TestLibraryDb::opensEveryEarlierSchema()
{
    QFETCH(int, version);
    const QString sql = fixture(QStringLiteral("schema-v%1.sql").arg(version));
    QVERIFY2(!sql.isEmpty(), "every earlier schema has its fixture");
    const QString file = m_dir.filePath(QStringLiteral("v%1/library.sqlite").arg(version));
    QDir().mkpath(QFileInfo(file).absolutePath());
    QVERIFY(makeDatabase(file, sql));

    PlayLibrary library;
    QCOMPARE(library.open(file, PlayLibrary::OpenMode::Existing), QString());
    QCOMPARE(library.openedVersion(), version);
    QCOMPARE(pragma(library, "user_version").toInt(), kSchemaVersion);
    // The backup made first is the library as it was.
    QVERIFY(QFile::exists(library.migrationBackup()));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("backup"));
        db.setDatabaseName(library.migrationBackup());
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version")) && q.next());
        QCOMPARE(q.value(0).toInt(), version);
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM play_players")) && q.next());
        QCOMPARE(q.value(0).toInt(), 4);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("backup"));

    // Every row kept.
    const std::vector<LibraryPlayer> players = library.players();
    QCOMPARE(players.size(), size_t(2));
    QCOMPARE(players[0].name, QStringLiteral("Ann")); // QCollator: Latin before Han in the C locale
    QCOMPARE(library.findPlayerByName(QStringLiteral("XIAOMING")), qint64(1));
    QCOMPARE(library.playCount(), 2);
    const std::optional<Play> christmas =
        library.play(QStringLiteral("b1000000-0000-4000-8000-000000000002"));
    QVERIFY(christmas);
    QCOMPARE(christmas->comments, QStringLiteral("Merry"));
    QCOMPARE(christmas->results[0].scoreText, QStringLiteral("70+7"));
    QCOMPARE(christmas->results[1].newPlayer, true);
    QCOMPARE(christmas->quantity, 1); // the default of a column added by version 2
    const std::optional<Play> tally = library.play(QStringLiteral("b1000000-0000-4000-8000-000000000001"));
    QVERIFY(tally);
    QCOMPARE(tally->location, QStringLiteral("台北的家"));
    QCOMPARE(tally->results[0].startPlayer, true);
    if (version >= 2) {
        QCOMPARE(tally->results[0].categories.size(), size_t(2));
        QCOMPARE(tally->results[0].categories[0].points, 8);
        QCOMPARE(tally->results[0].color, QStringLiteral("red"));
    }
    // And the library works on: a play added, found by its file.
    Play play = makePlay({}, QStringLiteral("Tally"), QStringLiteral("2024-01-01 20:00:00"),
                         {{QStringLiteral("Ann"), 3, true}, {QStringLiteral("陳小明"), 1}},
                         QString::fromLatin1(test::kTallyId));
    play.files = {m_dir.filePath(QStringLiteral("a.hkscore"))};
    const PlayLibrary::AddResult added = library.addPlay(play);
    QVERIFY2(added.ok(), qPrintable(added.error));
    QCOMPARE(added.playersCreated, 0);
    QCOMPARE(library.playOfFile(m_dir.filePath(QStringLiteral("a.hkscore"))), added.uuid);
}

void TestLibraryDb::refusesWhatIsNotALibrary_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a text file") << "text"
                                 << "not a SQLite database";
    QTest::newRow("a cut SQLite header") << "cut"
                                         << "not a SQLite database";
    QTest::newRow("another program's SQLite database") << "foreign"
                                                       << "another program's SQLite database";
    QTest::newRow("another application id") << "other-id"
                                            << "another program's SQLite database";
    QTest::newRow("a newer Hallkeeper's library") << "newer"
                                                  << "newer Hallkeeper";
    QTest::newRow("a damaged library") << "damaged"
                                       << "damaged";
    QTest::newRow("a folder") << "folder"
                              << "not a file";
}

void TestLibraryDb::refusesWhatIsNotALibrary()
{
    QFETCH(QString, kind);
    QFETCH(QString, expected);
    const QString file = m_dir.filePath(QStringLiteral("refused-%1.sqlite").arg(kind));
    if (kind == QLatin1String("text")) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("My plays: Ann won Carcassonne on Saturday.\n");
    } else if (kind == QLatin1String("cut")) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray("SQLite format 3\0", 16) + QByteArray(20, '\x01'));
    } else if (kind == QLatin1String("foreign")) {
        QVERIFY(makeDatabase(file, QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT);\n"
                                                  "INSERT INTO notes VALUES (1, 'keep me');\n")));
    } else if (kind == QLatin1String("other-id")) {
        QVERIFY(makeDatabase(file, QStringLiteral("PRAGMA application_id = 1234;\n"
                                                  "CREATE TABLE plays (id INTEGER PRIMARY KEY);\n")));
    } else if (kind == QLatin1String("newer")) {
        QVERIFY(makeDatabase(file, QStringLiteral("PRAGMA application_id = %1;\nCREATE TABLE future (x);\n"
                                                  "PRAGMA user_version = %2;\n")
                                       .arg(kApplicationId)
                                       .arg(kSchemaVersion + 1)));
    } else if (kind == QLatin1String("damaged")) {
        {
            PlayLibrary library;
            QCOMPARE(library.open(file), QString());
            for (int i = 0; i < 200; ++i)
                QVERIFY(library
                            .addPlay(makePlay(
                                {}, QStringLiteral("Carcassonne"), QStringLiteral("2024-01-01 20:00:00"),
                                {{QStringLiteral("Ann %1").arg(i), 3, true}, {QStringLiteral("Bob"), 1}}))
                            .ok());
        }
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.size() > 8 * 4096);
        f.seek(4096 * 2); // the pages after the first: the header stays a library's
        f.write(QByteArray(4096 * 4, '\x5a'));
    } else if (kind == QLatin1String("folder")) {
        QVERIFY(QDir().mkpath(file));
    }
    const QByteArray before = contents(file);
    PlayLibrary library;
    QString problem = library.open(file, PlayLibrary::OpenMode::CreateIfMissing);
    // A damaged library is found by its first write (reading the whole file at every opening would take too
    // long): it is refused there, unchanged.
    if (kind == QLatin1String("damaged") && problem.isEmpty()) {
        const PlayLibrary::AddResult added =
            library.addPlay(makePlay({}, QStringLiteral("Carcassonne"), QStringLiteral("2024-05-01 20:00:00"),
                                     {{QStringLiteral("Ann"), 3}}));
        QVERIFY(!added.ok());
        problem = added.error;
        library.close();
    }
    QVERIFY2(problem.contains(expected), qPrintable(problem));
    QVERIFY2(problem.contains(QFileInfo(file).fileName()), qPrintable(problem));
    QVERIFY(!library.isOpen());
    QCOMPARE(contents(file), before);
    QVERIFY(!QFile::exists(file + QStringLiteral("-wal")) || kind == QLatin1String("damaged"));
}

void TestLibraryDb::foreignKeysAreEnforced()
{
    PlayLibrary library;
    QCOMPARE(library.open(m_dir.filePath(QStringLiteral("fk.sqlite"))), QString());
    QSqlQuery q(QSqlDatabase::database(library.connectionName()));
    QVERIFY(!q.exec(
        QStringLiteral("INSERT INTO play_players (play_id, player_id, position) VALUES (41, 42, 0)")));
}

void TestLibraryDb::addingAgainUpdatesByUuid()
{
    PlayLibrary library;
    QCOMPARE(library.open(m_dir.filePath(QStringLiteral("uuid.sqlite"))), QString());
    const QString uuid = QStringLiteral("c0000000-0000-4000-8000-000000000001");
    Play play = makePlay(
        uuid, QStringLiteral("Tally"), QStringLiteral("2024-02-03 20:00:00"),
        {{QStringLiteral("陳小明"), 12, true, {{QStringLiteral("gold"), 7}, {QStringLiteral("bonus"), 5}}},
         {QStringLiteral("Ann"), 9, false, {{QStringLiteral("gold"), 9}}}},
        QString::fromLatin1(test::kTallyId));
    PlayLibrary::AddResult first = library.addPlay(play);
    QVERIFY2(first.ok(), qPrintable(first.error));
    QCOMPARE(first.outcome, PlayLibrary::Outcome::Added);
    QCOMPARE(first.playersCreated, 2);
    QCOMPARE(first.uuid, uuid);
    const QStringList once = test::dumpTables(library.connectionName());

    const PlayLibrary::AddResult again = library.addPlay(play);
    QCOMPARE(again.outcome, PlayLibrary::Outcome::Unchanged);
    QCOMPARE(again.playersCreated, 0);
    QCOMPARE(test::dumpTables(library.connectionName()), once);

    play.results[1].score = 15;
    play.results[1].winner = true;
    play.results[0].winner = false;
    const PlayLibrary::AddResult changed = library.addPlay(play);
    QCOMPARE(changed.outcome, PlayLibrary::Outcome::Updated);
    QCOMPARE(library.playCount(), 1);
    QCOMPARE(library.players().size(), size_t(2));
    const std::optional<Play> stored = library.play(uuid);
    QVERIFY(stored);
    QCOMPARE(stored->results[1].score, std::optional<double>(15));
    QCOMPARE(stored->results[1].winner, true);
    QCOMPARE(stored->results[0].categories.size(), size_t(2));
    QCOMPARE(stored->game.moduleId, QString::fromLatin1(test::kTallyId));
}

void TestLibraryDb::aPlayWithoutUuidIsFoundByItsFile()
{
    PlayLibrary library;
    QCOMPARE(library.open(m_dir.filePath(QStringLiteral("file.sqlite"))), QString());
    Play play = makePlay({}, QStringLiteral("Carcassonne"), QStringLiteral("2024-02-03 20:00:00"),
                         {{QStringLiteral("Ann"), 30, true}, {QStringLiteral("Bob"), 20}});
    play.files = {m_dir.filePath(QStringLiteral("evening.hkscore"))};
    const PlayLibrary::AddResult first = library.addPlay(play);
    QVERIFY(first.ok());
    play.results[1].score = 25;
    const PlayLibrary::AddResult second = library.addPlay(play);
    QCOMPARE(second.uuid, first.uuid);
    QCOMPARE(second.outcome, PlayLibrary::Outcome::Updated);
    QCOMPARE(library.playCount(), 1);
}

void TestLibraryDb::playersAreFoundByTheirAliases()
{
    PlayLibrary library;
    QCOMPARE(library.open(m_dir.filePath(QStringLiteral("alias.sqlite"))), QString());
    qint64 xiaoming = 0;
    QCOMPARE(library.addPlayer(QStringLiteral("陳小明"), &xiaoming), QString());
    QCOMPARE(library.addAlias(xiaoming, QStringLiteral("Xiaoming")), QString());
    QCOMPARE(library.setBggUsername(xiaoming, QStringLiteral("xm_chen")), QString());
    // An alias is one person's only.
    qint64 ann = 0;
    QCOMPARE(library.addPlayer(QStringLiteral("Ann"), &ann), QString());
    QVERIFY(library.addAlias(ann, QStringLiteral("xiaoming")).contains(QStringLiteral("陳小明")));

    PlayerRef byName;
    byName.name = QStringLiteral("  ｘｉａｏｍｉｎｇ ");
    PlayerMatch::How how = PlayerMatch::How::None;
    QCOMPARE(library.findPlayer(byName, &how), xiaoming);
    QCOMPARE(how, PlayerMatch::How::Alias);
    PlayerRef byBgg;
    byBgg.name = QStringLiteral("Someone else");
    byBgg.bggUsername = QStringLiteral("XM_Chen");
    QCOMPARE(library.findPlayer(byBgg, &how), xiaoming);
    QCOMPARE(how, PlayerMatch::How::BggUsername);

    const PlayLibrary::AddResult added =
        library.addPlay(makePlay({}, QStringLiteral("Carcassonne"), QStringLiteral("2024-02-03 20:00:00"),
                                 {{QStringLiteral("Xiaoming"), 30, true}, {QStringLiteral("ann"), 20}}));
    QCOMPARE(added.playersCreated, 0);
    QCOMPARE(library.players().size(), size_t(2));
    QCOMPARE(library.player(xiaoming)->aliases, QStringList{QStringLiteral("Xiaoming")});
}

// A write that fails half-way (here a trigger refuses the last row) leaves no trace: no player, game or
// result of the play.
void TestLibraryDb::aFailedWriteChangesNothing()
{
    PlayLibrary library;
    QCOMPARE(library.open(m_dir.filePath(QStringLiteral("atomic.sqlite"))), QString());
    QVERIFY(library
                .addPlay(makePlay({}, QStringLiteral("Carcassonne"), QStringLiteral("2024-02-03 20:00:00"),
                                  {{QStringLiteral("Ann"), 30, true}}))
                .ok());
    QSqlQuery q(QSqlDatabase::database(library.connectionName()));
    QVERIFY(
        q.exec(QStringLiteral("CREATE TEMP TRIGGER boom BEFORE INSERT ON play_scores WHEN NEW.points = 666 "
                              "BEGIN SELECT RAISE(ABORT, 'refused'); END")));
    const QStringList before = test::dumpTables(library.connectionName());
    const PlayLibrary::AddResult failed =
        library.addPlay(makePlay({}, QStringLiteral("Brand New Game"), QStringLiteral("2024-02-04 20:00:00"),
                                 {{QStringLiteral("Newcomer"), 30, true, {{QStringLiteral("a"), 1}}},
                                  {QStringLiteral("Ann"), 20, false, {{QStringLiteral("a"), 666}}}}));
    QVERIFY(!failed.ok());
    QVERIFY2(failed.error.contains(QStringLiteral("refused")), qPrintable(failed.error));
    QCOMPARE(test::dumpTables(library.connectionName()), before);
}

void TestLibraryDb::backupIsALibraryAndNeverReplacesAFile()
{
    PlayLibrary library;
    QCOMPARE(library.open(m_dir.filePath(QStringLiteral("backed.sqlite"))), QString());
    QVERIFY(library
                .addPlay(makePlay({}, QStringLiteral("Carcassonne"), QStringLiteral("2024-02-03 20:00:00"),
                                  {{QStringLiteral("Ann"), 30, true}, {QStringLiteral("陳小明"), 20}}))
                .ok());
    const QString backup = m_dir.filePath(QStringLiteral("backups/backed-copy.sqlite"));
    QCOMPARE(library.backup(backup), QString());
    PlayLibrary copy;
    QCOMPARE(copy.open(backup, PlayLibrary::OpenMode::Existing), QString());
    QCOMPARE(copy.playCount(), 1);
    QCOMPARE(copy.players().size(), size_t(2));
    copy.close();
    const QByteArray kept = contents(backup);
    QVERIFY(library.backup(backup).contains(QStringLiteral("exists already")));
    QCOMPARE(contents(backup), kept);
}

void TestLibraryDb::mergingPlayersKeepsEveryResult()
{
    PlayLibrary library;
    QCOMPARE(library.open(m_dir.filePath(QStringLiteral("merge.sqlite"))), QString());
    QVERIFY(library
                .addPlay(makePlay({}, QStringLiteral("Carcassonne"), QStringLiteral("2024-02-03 20:00:00"),
                                  {{QStringLiteral("陳小明"), 30, true}, {QStringLiteral("Ann"), 20}}))
                .ok());
    QVERIFY(library
                .addPlay(makePlay({}, QStringLiteral("Carcassonne"), QStringLiteral("2024-02-04 20:00:00"),
                                  {{QStringLiteral("Xiaoming"), 10}, {QStringLiteral("Ann"), 20, true}}))
                .ok());
    QCOMPARE(library.players().size(), size_t(3));
    const qint64 chen = library.findPlayerByName(QStringLiteral("陳小明"));
    const qint64 xiaoming = library.findPlayerByName(QStringLiteral("Xiaoming"));
    QCOMPARE(library.mergePlayers(xiaoming, chen), QString());
    QCOMPARE(library.players().size(), size_t(2));
    QCOMPARE(library.findPlayerByName(QStringLiteral("xiaoming")), chen);
    QCOMPARE(library.player(chen)->plays, 2);
}

QTEST_GUILESS_MAIN(TestLibraryDb)
#include "tst_library_db.moc"
