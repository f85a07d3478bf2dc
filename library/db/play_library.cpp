// PlayLibrary is longer than 600 lines on purpose: it is the one class that speaks SQL to the library file,
// and its parts (opening and migrating, players and aliases, games, plays, imports, the statistics' snapshot)
// share one connection, its prepared queries and one transaction per write (Impl); apart, each would reach
// into Impl. What does not need the connection is elsewhere: the file's checks (library_file), the schema
// (library_schema), the statistics computed from a snapshot (stats/).

#include "db/play_library.h"

#include "db/library_file.h"
#include "db/library_schema.h"
#include "registry/game_registry.h"

#include <QCollator>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>
#include <QVariant>

#include <sqlite3.h>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <map>
#include <set>

namespace hk::library {

namespace {

class LibraryText {
    Q_DECLARE_TR_FUNCTIONS(PlayLibrary)
};

std::atomic<int> g_connections{0};

QString newUuid()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

// The columns of a play, of a result and a score, as they are written: a play read back from the file and a
// play about to be written compare equal exactly when writing it would change nothing.
struct PlayRows {
    QVariantList play;                                       // game_id … quantity, as in writePlayRow
    std::vector<QVariantList> results;                       // player_id … color, as in insertResults
    std::vector<std::vector<std::pair<qint64, int>>> scores; // per result: category id, points (by id)
    QStringList files;                                       // sorted

    QString signature() const
    {
        QStringList parts;
        const auto add = [&parts](const QVariantList &values) {
            QStringList row;
            for (const QVariant &v : values)
                row << (v.isNull() ? QStringLiteral("\x01") : v.toString());
            parts << row.join(QChar(0x1f));
        };
        add(play);
        for (size_t i = 0; i < results.size(); ++i) {
            add(results[i]);
            QStringList points;
            for (const auto &[category, value] : scores[i])
                points << QStringLiteral("%1=%2").arg(QString::number(category), QString::number(value));
            parts << points.join(QLatin1Char(','));
        }
        parts << files.join(QChar(0x1f));
        return parts.join(QChar(0x1e));
    }
};

// A value as SQLite should store it: Qt's driver binds a null QString as NULL, but a text of the library is
// never NULL (its columns are NOT NULL DEFAULT ''): an empty text is "".
QVariant bindable(const QVariant &value)
{
    if (value.typeId() == QMetaType::QString && value.toString().isNull())
        return QVariant(QString(QLatin1String("")));
    return value;
}

} // namespace

QString outcomeText(PlayLibrary::Outcome outcome)
{
    switch (outcome) {
    case PlayLibrary::Outcome::Added:
        return LibraryText::tr("added");
    case PlayLibrary::Outcome::Updated:
        return LibraryText::tr("updated");
    case PlayLibrary::Outcome::Unchanged:
        return LibraryText::tr("already in the library, unchanged");
    }
    return {};
}

struct PlayLibrary::Impl {
    QString connection;
    QString path;
    QString migrationBackup;
    int openedVersion = 0;

    QSqlDatabase db() const { return QSqlDatabase::database(connection, false); }
    // SQLite's own handle of the connection (QSQLITE's), for the snapshot's bulk read.
    sqlite3 *sqliteHandle() const
    {
        const QVariant handle = db().driver()->handle();
        if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
            return nullptr;
        return *static_cast<sqlite3 *const *>(handle.constData());
    }

    // Why a statement failed, in the user's words: a full disk, another writer, a damaged file, or SQLite's
    // own sentence.
    QString sqlProblem(const QSqlError &error) const
    {
        const int code = error.nativeErrorCode().toInt();
        const QString text = error.databaseText();
        switch (code & 0xff) {
        case 13: // SQLITE_FULL
        case 10: // SQLITE_IOERR
            return LibraryText::tr("%1 could not be written: the disk is full or cannot be written (%2). The "
                                   "library is as it was before.")
                .arg(QDir::toNativeSeparators(path), text);
        case 5: // SQLITE_BUSY
        case 6: // SQLITE_LOCKED
            return LibraryText::tr("%1 is busy: another window or program is writing to it. Nothing was "
                                   "changed; try again in a moment.")
                .arg(QDir::toNativeSeparators(path));
        case 8: // SQLITE_READONLY
            return LibraryText::tr("%1 cannot be written (read-only). Nothing was changed.")
                .arg(QDir::toNativeSeparators(path));
        case 11: // SQLITE_CORRUPT
        case 26: // SQLITE_NOTADB
            return LibraryText::tr("%1 is damaged (%2). Nothing was changed; restore a backup.")
                .arg(QDir::toNativeSeparators(path), text);
        default:
            return LibraryText::tr("%1: %2").arg(QDir::toNativeSeparators(path),
                                                 text.isEmpty() ? error.text() : text);
        }
    }

    // Runs `sql`; false with the problem in `problem`.
    bool exec(const QString &sql, QString *problem) const
    {
        QSqlQuery q(db());
        if (q.exec(sql))
            return true;
        if (problem)
            *problem = sqlProblem(q.lastError());
        return false;
    }

    // A prepared statement, executed with `values` bound in order.
    bool run(QSqlQuery &q, const QVariantList &values, QString *problem) const
    {
        for (int i = 0; i < values.size(); ++i)
            q.bindValue(i, bindable(values[i]));
        if (q.exec())
            return true;
        if (problem)
            *problem = sqlProblem(q.lastError());
        return false;
    }

    // The statement `sql`, prepared once per connection: an import runs the same few statements for every
    // play, and preparing them again each time was most of its cost.
    mutable std::map<QString, std::unique_ptr<QSqlQuery>> statements;
    QSqlQuery &prepared(const QString &sql) const
    {
        std::unique_ptr<QSqlQuery> &slot = statements[sql];
        if (!slot) {
            slot = std::make_unique<QSqlQuery>(db());
            slot->prepare(sql);
        }
        return *slot;
    }

    QVariant scalar(const QString &sql, const QVariantList &values = {}) const
    {
        QSqlQuery &q = prepared(sql);
        for (int i = 0; i < values.size(); ++i)
            q.bindValue(i, bindable(values[i]));
        QVariant value;
        if (q.exec() && q.next())
            value = q.value(0);
        q.finish();
        return value;
    }

    int userVersion() const { return scalar(QStringLiteral("PRAGMA user_version")).toInt(); }

    // ---- Writes: every one inside a transaction begun with begin()

    // Whether the file is intact (PRAGMA quick_check, once per opening): checked before the first write, so
    // that a damaged library is never written to, and not on every opening (it reads the whole file: a
    // tenth of a second at 10,000 plays, more than opening the Library window may take).
    mutable bool intact = false;
    bool checkIntact(QString *problem) const
    {
        if (intact)
            return true;
        const QVariant verdict = scalar(QStringLiteral("PRAGMA quick_check(1)"));
        if (verdict.toString() == QLatin1String("ok"))
            return intact = true;
        if (problem)
            *problem = LibraryText::tr("%1 is damaged (%2). It was not changed; restore a backup.")
                           .arg(QDir::toNativeSeparators(path),
                                verdict.isNull() ? db().lastError().databaseText() : verdict.toString());
        return false;
    }
    bool begin(QString *problem) const
    {
        return checkIntact(problem) && exec(QStringLiteral("BEGIN IMMEDIATE"), problem);
    }
    bool commit(QString *problem) const { return exec(QStringLiteral("COMMIT"), problem); }
    void rollback() const { exec(QStringLiteral("ROLLBACK"), nullptr); }

    // ---- Players

    qint64 aliasOwner(const QString &kind, const QString &alias) const
    {
        if (alias.isEmpty())
            return 0;
        return scalar(QStringLiteral("SELECT player_id FROM player_aliases WHERE kind = ? AND alias = ?"),
                      {kind, alias})
            .toLongLong();
    }

    qint64 find(const PlayerRef &ref, PlayerMatch::How *how) const
    {
        const auto found = [how](qint64 id, PlayerMatch::How way) {
            if (how)
                *how = id ? way : PlayerMatch::How::None;
            return id;
        };
        if (ref.playerId &&
            scalar(QStringLiteral("SELECT id FROM players WHERE id = ?"), {ref.playerId}).toLongLong())
            return found(ref.playerId, PlayerMatch::How::Uuid);
        if (!ref.sourceUuid.isEmpty()) {
            qint64 id = aliasOwner(QStringLiteral("bgstats"), ref.sourceUuid.toLower());
            if (!id) // a player of this library exported and read back
                id = scalar(QStringLiteral("SELECT id FROM players WHERE uuid = ?"),
                            {ref.sourceUuid.toLower()})
                         .toLongLong();
            if (id)
                return found(id, PlayerMatch::How::Uuid);
        }
        if (const qint64 id = aliasOwner(QStringLiteral("bgg"), nameKey(ref.bggUsername)))
            return found(id, PlayerMatch::How::BggUsername);
        if (const qint64 id = aliasOwner(QStringLiteral("name"), nameKey(ref.name)))
            return found(id, PlayerMatch::How::Alias);
        return found(0, PlayerMatch::How::None);
    }

    // Adds what `ref` knows of a player as aliases of `player` (those nobody has yet).
    bool learnAliases(qint64 player, const PlayerRef &ref, QString *problem) const
    {
        QSqlQuery &q = prepared(QStringLiteral(
            "INSERT OR IGNORE INTO player_aliases (player_id, kind, alias, shown) VALUES (?, ?, ?, ?)"));
        const auto add = [&](const char *kind, const QString &alias, const QString &shown) {
            return alias.isEmpty() || run(q, {player, QString::fromLatin1(kind), alias, shown}, problem);
        };
        // A player's own uuid (a play of this library exported and read back) is no alias.
        const QString ownUuid =
            scalar(QStringLiteral("SELECT uuid FROM players WHERE id = ?"), {player}).toString();
        const QString uuid = ref.sourceUuid.toLower() == ownUuid ? QString() : ref.sourceUuid.toLower();
        if (!add("name", nameKey(ref.name), ref.name.simplified()) ||
            !add("bgg", nameKey(ref.bggUsername), ref.bggUsername.trimmed()) || !add("bgstats", uuid, uuid))
            return false;
        if (!ref.bggUsername.trimmed().isEmpty()) {
            QSqlQuery &u = prepared(
                QStringLiteral("UPDATE players SET bgg_username = ? WHERE id = ? AND bgg_username = ''"));
            if (!run(u, {ref.bggUsername.trimmed(), player}, problem))
                return false;
        }
        return true;
    }

    qint64 create(const PlayerRef &ref, QString *problem) const
    {
        QSqlQuery &q =
            prepared(QStringLiteral("INSERT INTO players (uuid, name, anonymous) VALUES (?, ?, ?)"));
        const QString name =
            ref.name.simplified().isEmpty() ? LibraryText::tr("Anonymous") : ref.name.simplified();
        if (!run(q, {newUuid(), name, ref.anonymous ? 1 : 0}, problem))
            return 0;
        const qint64 id = q.lastInsertId().toLongLong();
        return learnAliases(id, ref, problem) ? id : 0;
    }

    // ---- Games, locations, categories

    qint64 gameOfModule(const QString &module, const QString &name, QString *problem) const
    {
        if (const qint64 id =
                scalar(QStringLiteral("SELECT id FROM games WHERE module = ?"), {module}).toLongLong())
            return id;
        QSqlQuery &q = prepared(QStringLiteral("INSERT INTO games (module, name) VALUES (?, ?)"));
        return run(q, {module, name.isEmpty() ? module : name}, problem) ? q.lastInsertId().toLongLong() : 0;
    }

    // The module of this program whose name, in any of its languages, is `name`.
    static const base::GameModule *moduleNamed(const QString &name)
    {
        const QString key = nameKey(name);
        for (const base::GameModule &m : base::GameRegistry::instance().games())
            for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_TW"),
                                            QStringLiteral("zh_CN"), QStringLiteral("ja")})
                if (nameKey(m.name.in(language)) == key)
                    return &m;
        return nullptr;
    }

    // The game an existing row has for `game`, or 0.
    qint64 findGame(const GameRef &game) const
    {
        if (!game.moduleId.isEmpty())
            return scalar(QStringLiteral("SELECT id FROM games WHERE module = ?"), {game.moduleId})
                .toLongLong();
        if (!game.sourceUuid.isEmpty())
            if (const qint64 id = scalar(QStringLiteral("SELECT id FROM games WHERE bgstats_uuid = ?"),
                                         {game.sourceUuid.toLower()})
                                      .toLongLong())
                return id;
        if (game.bggId > 0)
            if (const qint64 id =
                    scalar(QStringLiteral("SELECT id FROM games WHERE bgg_id = ?"), {game.bggId})
                        .toLongLong())
                return id;
        QSqlQuery q(db());
        q.exec(QStringLiteral("SELECT id, name, module FROM games"));
        const QString key = nameKey(game.name);
        while (q.next())
            if (nameKey(q.value(1).toString()) == key)
                return q.value(0).toLongLong();
        if (const base::GameModule *module = moduleNamed(game.name))
            return scalar(QStringLiteral("SELECT id FROM games WHERE module = ?"), {module->id}).toLongLong();
        return 0;
    }

    qint64 ensureGame(const GameRef &game, QString *problem) const
    {
        if (!game.moduleId.isEmpty())
            return gameOfModule(game.moduleId, game.name, problem);
        qint64 id = findGame(game);
        if (!id)
            if (const base::GameModule *module = moduleNamed(game.name))
                id = gameOfModule(module->id, game.name, problem);
        if (id) { // what the import knows and the library does not yet
            QSqlQuery q(db());
            q.prepare(QStringLiteral("UPDATE games SET bgg_id = ? WHERE id = ? AND bgg_id = 0 AND ? > 0"));
            if (!run(q, {game.bggId, id, game.bggId}, problem))
                return 0;
            q.prepare(QStringLiteral("UPDATE games SET bgstats_uuid = ? WHERE id = ? AND bgstats_uuid = '' "
                                     "AND ? <> ''"));
            if (!run(q, {game.sourceUuid.toLower(), id, game.sourceUuid.toLower()}, problem))
                return 0;
            return id;
        }
        QSqlQuery &q = prepared(
            QStringLiteral("INSERT INTO games (name, bgg_id, bgstats_uuid, cooperative, highest_wins, "
                           "no_points) VALUES (?, ?, ?, ?, ?, ?)"));
        if (!run(q,
                 {game.name.simplified(), game.bggId, game.sourceUuid.toLower(), game.cooperative ? 1 : 0,
                  game.highestWins ? 1 : 0, game.noPoints ? 1 : 0},
                 problem))
            return 0;
        return q.lastInsertId().toLongLong();
    }

    QVariant findLocation(const QString &name) const
    {
        const QString shown = name.simplified();
        if (shown.isEmpty())
            return QVariant(QMetaType::fromType<qint64>());
        const QVariant id = scalar(QStringLiteral("SELECT id FROM locations WHERE name = ?"), {shown});
        return id.isNull() ? QVariant(-1) : id;
    }

    QVariant ensureLocation(const QString &name, QString *problem) const
    {
        QVariant id = findLocation(name);
        if (id.isNull() || id.toLongLong() >= 0)
            return id;
        QSqlQuery &q = prepared(QStringLiteral("INSERT INTO locations (name) VALUES (?)"));
        if (!run(q, {name.simplified()}, problem))
            return QVariant(-1);
        return q.lastInsertId();
    }

    qint64 ensureCategory(qint64 game, const CategoryPoints &category, QString *problem) const
    {
        if (const qint64 id =
                scalar(QStringLiteral("SELECT id FROM categories WHERE game_id = ? AND key = ?"),
                       {game, category.id})
                    .toLongLong())
            return id;
        QSqlQuery &q = prepared(
            QStringLiteral("INSERT INTO categories (game_id, key, name, counts) VALUES (?, ?, ?, ?)"));
        if (!run(q,
                 {game, category.id, category.name.isEmpty() ? category.id : category.name,
                  category.counts ? 1 : 0},
                 problem))
            return 0;
        return q.lastInsertId().toLongLong();
    }

    // ---- Plays

    // The rows `play` would be written as; its game, location, players and categories made where missing.
    // `players` are the library ids of its results, in order.
    std::optional<PlayRows> rowsOf(const Play &play, const std::vector<qint64> &players,
                                   QString *problem) const
    {
        PlayRows rows;
        const qint64 game = ensureGame(play.game, problem);
        if (!game)
            return std::nullopt;
        const QVariant location = ensureLocation(play.location, problem);
        if (!location.isNull() && location.toLongLong() < 0)
            return std::nullopt;
        rows.play = {game,
                     storedDateTime(play.playedAt),
                     std::max(0, play.durationMinutes),
                     location,
                     play.playerCount(),
                     play.ignored ? 1 : 0,
                     play.incomplete ? 1 : 0,
                     play.source,
                     play.sourceId,
                     play.comments,
                     play.noWinStats ? 1 : 0,
                     std::max(1, play.quantity)};
        for (size_t i = 0; i < play.results.size(); ++i) {
            const PlayResult &r = play.results[i];
            rows.results.push_back({players[i], int(i), std::max(0, r.seat), r.startPlayer ? 1 : 0, r.team,
                                    r.score ? QVariant(*r.score) : QVariant(QMetaType::fromType<double>()),
                                    r.scoreText, std::max(0, r.rank), r.winner ? 1 : 0, r.newPlayer ? 1 : 0,
                                    r.color});
            std::vector<std::pair<qint64, int>> scores;
            for (const CategoryPoints &c : r.categories) {
                const qint64 id = ensureCategory(game, c, problem);
                if (!id)
                    return std::nullopt;
                scores.emplace_back(id, c.points);
            }
            std::sort(scores.begin(), scores.end());
            scores.erase(std::unique(scores.begin(), scores.end(),
                                     [](const auto &a, const auto &b) { return a.first == b.first; }),
                         scores.end());
            rows.scores.push_back(std::move(scores));
        }
        rows.files = play.files;
        rows.files.removeDuplicates();
        rows.files.sort();
        return rows;
    }

    PlayRows storedRows(qint64 playId) const
    {
        PlayRows rows;
        QSqlQuery q(db());
        q.prepare(
            QStringLiteral("SELECT game_id, played_at, duration_min, location_id, player_count, ignored, "
                           "incomplete, source, source_id, comments, no_win_stats, quantity FROM plays "
                           "WHERE id = ?"));
        q.bindValue(0, playId);
        if (q.exec() && q.next())
            for (int i = 0; i < 12; ++i)
                rows.play << q.value(i);
        QSqlQuery r(db());
        r.prepare(
            QStringLiteral("SELECT player_id, position, seat, start_player, team, score, score_text, rank, "
                           "winner, new_player, color, id FROM play_players WHERE play_id = ? "
                           "ORDER BY position"));
        r.bindValue(0, playId);
        QSqlQuery s(db());
        s.prepare(QStringLiteral("SELECT category_id, points FROM play_scores WHERE play_player_id = ? "
                                 "ORDER BY category_id"));
        if (r.exec())
            while (r.next()) {
                QVariantList values;
                for (int i = 0; i < 11; ++i)
                    values << r.value(i);
                rows.results.push_back(values);
                std::vector<std::pair<qint64, int>> scores;
                s.bindValue(0, r.value(11));
                if (s.exec())
                    while (s.next())
                        scores.emplace_back(s.value(0).toLongLong(), s.value(1).toInt());
                rows.scores.push_back(std::move(scores));
            }
        QSqlQuery f(db());
        f.prepare(QStringLiteral("SELECT path FROM play_files WHERE play_id = ? ORDER BY path"));
        f.bindValue(0, playId);
        if (f.exec())
            while (f.next())
                rows.files << f.value(0).toString();
        return rows;
    }

    bool writeChildren(qint64 playId, const PlayRows &rows, QString *problem) const
    {
        QSqlQuery &result = prepared(
            QStringLiteral("INSERT INTO play_players (play_id, player_id, position, seat, start_player, "
                           "team, score, score_text, rank, winner, new_player, color) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        QSqlQuery &score = prepared(
            QStringLiteral("INSERT INTO play_scores (play_player_id, category_id, points) VALUES (?, ?, ?)"));
        for (size_t i = 0; i < rows.results.size(); ++i) {
            if (!run(result, QVariantList{playId} + rows.results[i], problem))
                return false;
            const qint64 resultId = result.lastInsertId().toLongLong();
            for (const auto &[category, points] : rows.scores[i])
                if (!run(score, {resultId, category, points}, problem))
                    return false;
        }
        QSqlQuery &file = prepared(QStringLiteral("INSERT INTO play_files (play_id, path) VALUES (?, ?)"));
        for (const QString &path : rows.files)
            if (!run(file, {playId, path}, problem))
                return false;
        return true;
    }

    // Whether writing `play` as `rows` over the stored play `existing` would change it. A play this program
    // scored keeps its categories and its file: another app's copy of it (read back from an export) never
    // replaces it.
    bool changes(qint64 existing, const Play &play, const PlayRows &rows) const
    {
        const QString storedSource =
            scalar(QStringLiteral("SELECT source FROM plays WHERE id = ?"), {existing}).toString();
        if (storedSource == QLatin1String(kSourceHallkeeper) && play.source != storedSource)
            return false;
        return storedRows(existing).signature() != rows.signature();
    }

    // Writes `play` (its uuid set) as `rows`: added, updated, or left as it is when nothing differs.
    std::optional<Outcome> writePlay(const Play &play, const PlayRows &rows, QString *problem) const
    {
        const qint64 existing =
            scalar(QStringLiteral("SELECT id FROM plays WHERE uuid = ?"), {play.uuid}).toLongLong();
        if (existing) {
            if (!changes(existing, play, rows))
                return Outcome::Unchanged;
            QSqlQuery q(db());
            q.prepare(QStringLiteral("DELETE FROM play_players WHERE play_id = ?"));
            if (!run(q, {existing}, problem))
                return std::nullopt;
            q.prepare(QStringLiteral("DELETE FROM play_files WHERE play_id = ?"));
            if (!run(q, {existing}, problem))
                return std::nullopt;
            q.prepare(QStringLiteral(
                "UPDATE plays SET game_id = ?, played_at = ?, duration_min = ?, location_id = ?, "
                "player_count = ?, ignored = ?, incomplete = ?, source = ?, source_id = ?, "
                "comments = ?, no_win_stats = ?, quantity = ? WHERE id = ?"));
            if (!run(q, rows.play + QVariantList{existing}, problem) ||
                !writeChildren(existing, rows, problem))
                return std::nullopt;
            return Outcome::Updated;
        }
        QSqlQuery &q = prepared(
            QStringLiteral("INSERT INTO plays (game_id, played_at, duration_min, location_id, player_count, "
                           "ignored, incomplete, source, source_id, comments, no_win_stats, quantity, uuid) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        if (!run(q, rows.play + QVariantList{play.uuid}, problem))
            return std::nullopt;
        if (!writeChildren(q.lastInsertId().toLongLong(), rows, problem))
            return std::nullopt;
        return Outcome::Added;
    }

    std::vector<Play> loadPlays(const QString &where, const QVariantList &values) const;
};

// ---- Opening

PlayLibrary::PlayLibrary() : d(std::make_unique<Impl>()) {}

PlayLibrary::~PlayLibrary()
{
    close();
}

QString PlayLibrary::defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("library.sqlite"));
}

bool PlayLibrary::isOpen() const
{
    return !d->connection.isEmpty();
}

QString PlayLibrary::path() const
{
    return d->path;
}

QString PlayLibrary::connectionName() const
{
    return d->connection;
}

QString PlayLibrary::migrationBackup() const
{
    return d->migrationBackup;
}

int PlayLibrary::openedVersion() const
{
    return d->openedVersion;
}

void PlayLibrary::close()
{
    if (d->connection.isEmpty())
        return;
    d->statements.clear(); // before the connection they belong to
    {
        QSqlDatabase db = d->db();
        db.close();
    }
    QSqlDatabase::removeDatabase(d->connection);
    d->connection.clear();
}

QString PlayLibrary::migrationBackupPath(int version) const
{
    const QFileInfo info(d->path);
    return info.dir().filePath(
        QStringLiteral("%1.schema-%2-%3.backup.sqlite")
            .arg(info.completeBaseName(), QString::number(version),
                 QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
}

QString PlayLibrary::open(const QString &path, OpenMode mode)
{
    close();
    d->migrationBackup.clear();
    const QString shown = QDir::toNativeSeparators(path);
    const LibraryFileCheck check = checkLibraryFile(path);
    if (!check.problem.isEmpty())
        return check.problem;
    if (!check.exists) {
        if (mode == OpenMode::Existing)
            return LibraryText::tr("%1 does not exist.").arg(shown);
        if (!QDir().mkpath(QFileInfo(path).absolutePath()))
            return LibraryText::tr("%1 cannot be created: its folder cannot be made.").arg(shown);
    }
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        return LibraryText::tr(
            "The play library needs Qt's SQLite driver (Debian's libqt6sql6-sqlite), which "
            "is not installed.");

    d->connection = QStringLiteral("hk-library-%1").arg(++g_connections);
    d->intact = false;
    d->path = path;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), d->connection);
        db.setDatabaseName(path);
        // Another writer is waited for (two windows adding at once), not refused.
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000"));
        if (!db.open()) {
            const QString problem = d->sqlProblem(db.lastError());
            close();
            return problem;
        }
    }
    QString problem;
    const auto fail = [this](const QString &why) {
        close();
        return why;
    };
    // What SQLite reads (the header on disk may be older than the log beside it): a file with another
    // application id, or without one but holding tables, is another program's.
    const QVariant applicationId = d->scalar(QStringLiteral("PRAGMA application_id"));
    if (applicationId.isNull())
        return fail(LibraryText::tr("%1 is not a Hallkeeper library: SQLite cannot read it (%2). It was not "
                                    "changed.")
                        .arg(shown, d->db().lastError().databaseText()));
    if (applicationId.toInt() != kApplicationId &&
        (applicationId.toInt() != 0 ||
         d->scalar(QStringLiteral("SELECT count(*) FROM sqlite_master")).toInt() > 0))
        return fail(LibraryText::tr("%1 is not a Hallkeeper library: it is another program's SQLite "
                                    "database. It was not changed.")
                        .arg(shown));
    if (!d->exec(QStringLiteral("PRAGMA foreign_keys = ON"), &problem))
        return fail(problem);
    // Readers never wait for a writer; a write costs one append to the log.
    if (!d->exec(QStringLiteral("PRAGMA journal_mode = WAL"), &problem) ||
        !d->exec(QStringLiteral("PRAGMA synchronous = NORMAL"), &problem))
        return fail(problem);

    int version = d->userVersion();
    d->openedVersion = version;
    if (version > kSchemaVersion)
        return fail(newerLibraryProblem(path, version));
    if (version > 0 && version < kSchemaVersion) {
        if (!d->checkIntact(&problem)) // a damaged file is neither backed up nor migrated
            return fail(problem);
        const QString backupFile = migrationBackupPath(version);
        if (const QString why = backup(backupFile); !why.isEmpty())
            return fail(
                LibraryText::tr("%1 needs updating to the library schema %2, but no backup could be made "
                                "first, so it was not changed: %3")
                    .arg(shown, QString::number(kSchemaVersion), why));
        d->migrationBackup = backupFile;
    }
    while (version < kSchemaVersion) {
        if (!d->begin(&problem))
            return fail(problem);
        // Another process may have migrated while this one waited.
        version = d->userVersion();
        if (version >= kSchemaVersion) {
            d->rollback();
            break;
        }
        QStringList statements = migration(version);
        statements << QStringLiteral("PRAGMA user_version = %1").arg(version + 1);
        if (version == 0)
            statements << QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId);
        for (const QString &sql : statements)
            if (!d->exec(sql, &problem)) {
                d->rollback();
                return fail(problem);
            }
        if (!d->commit(&problem)) {
            d->rollback();
            return fail(problem);
        }
        ++version;
    }
    return {};
}

QString PlayLibrary::backup(const QString &file) const
{
    const QString shown = QDir::toNativeSeparators(file);
    if (!isOpen())
        return LibraryText::tr("No library is open.");
    const QFileInfo target(file);
    if (target.exists() || target.isSymLink())
        return LibraryText::tr("%1 exists already; a backup never replaces a file.").arg(shown);
    if (!QDir().mkpath(target.absolutePath()))
        return LibraryText::tr("%1 cannot be written: its folder cannot be made.").arg(shown);
    QSqlQuery q(d->db());
    q.prepare(QStringLiteral("VACUUM INTO ?"));
    q.bindValue(0, target.absoluteFilePath());
    if (!q.exec()) {
        QFile::remove(target.absoluteFilePath()); // a partial copy is no backup
        return LibraryText::tr("%1 could not be written: %2").arg(shown, q.lastError().databaseText());
    }
    return {};
}

// ---- Players

std::vector<LibraryPlayer> PlayLibrary::players() const
{
    std::vector<LibraryPlayer> out;
    if (!isOpen())
        return out;
    QSqlQuery q(d->db());
    q.exec(QStringLiteral("SELECT p.id, p.uuid, p.name, p.bgg_username, p.anonymous, "
                          "(SELECT count(*) FROM play_players r WHERE r.player_id = p.id) FROM players p"));
    std::map<qint64, size_t> index;
    while (q.next()) {
        index[q.value(0).toLongLong()] = out.size();
        out.push_back({q.value(0).toLongLong(),
                       q.value(1).toString(),
                       q.value(2).toString(),
                       q.value(3).toString(),
                       q.value(4).toBool(),
                       {},
                       q.value(5).toInt()});
    }
    q.exec(QStringLiteral("SELECT player_id, shown FROM player_aliases WHERE kind = 'name' ORDER BY rowid"));
    while (q.next()) {
        const auto it = index.find(q.value(0).toLongLong());
        if (it != index.end() && nameKey(out[it->second].name) != nameKey(q.value(1).toString()))
            out[it->second].aliases << q.value(1).toString();
    }
    QCollator collator;
    collator.setNumericMode(true);
    std::stable_sort(out.begin(), out.end(), [&collator](const LibraryPlayer &a, const LibraryPlayer &b) {
        return collator.compare(a.name, b.name) < 0;
    });
    return out;
}

std::optional<LibraryPlayer> PlayLibrary::player(qint64 id) const
{
    for (const LibraryPlayer &p : players())
        if (p.id == id)
            return p;
    return std::nullopt;
}

qint64 PlayLibrary::findPlayer(const PlayerRef &ref, PlayerMatch::How *how) const
{
    return isOpen() ? d->find(ref, how) : 0;
}

qint64 PlayLibrary::findPlayerByName(const QString &name) const
{
    PlayerRef ref;
    ref.name = name;
    return findPlayer(ref);
}

QString PlayLibrary::addPlayer(const QString &name, qint64 *created)
{
    if (name.simplified().isEmpty())
        return LibraryText::tr("A player needs a name.");
    if (const qint64 owner = findPlayerByName(name))
        return LibraryText::tr("\"%1\" is already a name of %2.").arg(name.simplified(), player(owner)->name);
    QString problem;
    if (!d->begin(&problem))
        return problem;
    PlayerRef ref;
    ref.name = name;
    const qint64 id = d->create(ref, &problem);
    if (!id || !d->commit(&problem)) {
        d->rollback();
        return problem;
    }
    if (created)
        *created = id;
    return {};
}

QString PlayLibrary::addAlias(qint64 playerId, const QString &alias)
{
    if (alias.simplified().isEmpty())
        return LibraryText::tr("An alias cannot be empty.");
    if (const qint64 owner = findPlayerByName(alias); owner && owner != playerId)
        return LibraryText::tr("\"%1\" is already a name of %2.")
            .arg(alias.simplified(), player(owner)->name);
    QString problem;
    if (!d->begin(&problem))
        return problem;
    PlayerRef ref;
    ref.name = alias;
    if (!d->learnAliases(playerId, ref, &problem) || !d->commit(&problem)) {
        d->rollback();
        return problem;
    }
    return {};
}

QString PlayLibrary::renamePlayer(qint64 playerId, const QString &name)
{
    if (name.simplified().isEmpty())
        return LibraryText::tr("A player needs a name.");
    if (const qint64 owner = findPlayerByName(name); owner && owner != playerId)
        return LibraryText::tr("\"%1\" is already a name of %2.").arg(name.simplified(), player(owner)->name);
    QString problem;
    if (!d->begin(&problem))
        return problem;
    QSqlQuery q(d->db());
    q.prepare(QStringLiteral("UPDATE players SET name = ? WHERE id = ?"));
    PlayerRef ref;
    ref.name = name;
    if (!d->run(q, {name.simplified(), playerId}, &problem) || !d->learnAliases(playerId, ref, &problem) ||
        !d->commit(&problem)) {
        d->rollback();
        return problem;
    }
    return {};
}

QString PlayLibrary::setBggUsername(qint64 playerId, const QString &username)
{
    if (const qint64 owner = d->aliasOwner(QStringLiteral("bgg"), nameKey(username));
        owner && owner != playerId)
        return LibraryText::tr("\"%1\" is already the BoardGameGeek user name of %2.")
            .arg(username.trimmed(), player(owner)->name);
    QString problem;
    if (!d->begin(&problem))
        return problem;
    QSqlQuery q(d->db());
    q.prepare(QStringLiteral("UPDATE players SET bgg_username = ? WHERE id = ?"));
    PlayerRef ref;
    ref.bggUsername = username;
    if (!d->run(q, {username.trimmed(), playerId}, &problem) || !d->learnAliases(playerId, ref, &problem) ||
        !d->commit(&problem)) {
        d->rollback();
        return problem;
    }
    return {};
}

QString MergePreview::problem() const
{
    switch (rule) {
    case Rule::Ok:
        return {};
    case Rule::SamePlayer:
        return LibraryText::tr("A player cannot be merged into themselves.");
    case Rule::NoSuchPlayer:
        return LibraryText::tr("No player %1 in the library.").arg(player);
    case Rule::PlayedTogether:
        return LibraryText::tr("%1 and %2 both played in the play of %3 on %4 (%5): one person cannot have "
                               "had two seats, so they are two people.")
            .arg(from.name, into.name, sharedGame, sharedDate.toString(Qt::ISODate), sharedPlay);
    }
    return {};
}

MergePreview PlayLibrary::previewMerge(qint64 from, qint64 into) const
{
    MergePreview preview;
    const auto source = isOpen() ? player(from) : std::nullopt;
    const auto target = isOpen() ? player(into) : std::nullopt;
    if (!source || !target) {
        preview.rule = MergePreview::Rule::NoSuchPlayer;
        preview.player = source ? into : from;
        return preview;
    }
    preview.from = *source;
    preview.into = *target;
    if (from == into) {
        preview.rule = MergePreview::Rule::SamePlayer;
        return preview;
    }
    QSqlQuery q(d->db());
    q.prepare(QStringLiteral(
        "SELECT p.uuid, g.name, p.played_at, g.module FROM plays p JOIN games g ON g.id = p.game_id "
        "WHERE EXISTS (SELECT 1 FROM play_players a WHERE a.play_id = p.id AND "
        "a.player_id = ?) AND EXISTS (SELECT 1 FROM play_players b WHERE b.play_id = p.id "
        "AND b.player_id = ?) ORDER BY p.played_at, p.id LIMIT 1"));
    q.addBindValue(from);
    q.addBindValue(into);
    if (q.exec() && q.next()) {
        preview.rule = MergePreview::Rule::PlayedTogether;
        preview.sharedPlay = q.value(0).toString();
        preview.sharedGame = q.value(1).toString();
        // A game of this program in the user's language.
        if (const base::GameModule *module = base::GameRegistry::instance().find(q.value(3).toString()))
            preview.sharedGame = module->displayName();
        preview.sharedDate = dateTimeFromStored(q.value(2).toString()).date();
        return preview;
    }
    q.prepare(
        QStringLiteral("SELECT count(*), coalesce(sum(winner), 0) FROM play_players WHERE player_id = ?"));
    q.addBindValue(from);
    if (q.exec() && q.next()) {
        preview.plays = q.value(0).toInt();
        preview.wins = q.value(1).toInt();
    }
    q.prepare(QStringLiteral("SELECT kind, shown FROM player_aliases WHERE player_id = ? ORDER BY "
                             "kind = 'bgstats', kind = 'bgg', rowid"));
    q.addBindValue(from);
    q.exec();
    while (q.next()) {
        const QString kind = q.value(0).toString();
        preview.aliases.push_back(
            {kind == QLatin1String("bgstats") ? QStringLiteral("uuid") : kind, q.value(1).toString()});
    }
    preview.aliases.push_back({QStringLiteral("uuid"), source->uuid});
    return preview;
}

QString PlayLibrary::mergePlayers(qint64 from, qint64 into, MergePreview *merged)
{
    QString problem;
    if (!isOpen() || !d->begin(&problem))
        return problem.isEmpty() ? LibraryText::tr("No library is open.") : problem;
    // Checked inside the transaction: nobody can add a play of both between the check and the merge.
    const MergePreview preview = previewMerge(from, into);
    if (!preview.ok()) {
        d->rollback();
        return preview.problem();
    }
    QSqlQuery q(d->db());
    const auto step = [&](const QString &sql, const QVariantList &values) {
        q.prepare(sql);
        return d->run(q, values, &problem);
    };
    // The source's own uuid becomes an alias of the kept player: a file exported before the merge, read
    // back, still finds them.
    PlayerRef ref;
    ref.name = preview.from.name;
    ref.bggUsername = preview.from.bggUsername;
    if (!step(QStringLiteral("UPDATE play_players SET player_id = ? WHERE player_id = ?"), {into, from}) ||
        !step(QStringLiteral("UPDATE player_aliases SET player_id = ? WHERE player_id = ?"), {into, from}) ||
        !step(QStringLiteral("DELETE FROM players WHERE id = ?"), {from}) ||
        !step(
            QStringLiteral("INSERT OR IGNORE INTO player_aliases (player_id, kind, alias, shown) VALUES (?, "
                           "'bgstats', ?, ?)"),
            {into, preview.from.uuid.toLower(), preview.from.uuid.toLower()}) ||
        !step(QStringLiteral("UPDATE players SET anonymous = anonymous AND ? WHERE id = ?"),
              {preview.from.anonymous ? 1 : 0, into}) ||
        !d->learnAliases(into, ref, &problem) || !d->commit(&problem)) {
        d->rollback();
        return problem;
    }
    if (merged)
        *merged = preview;
    return {};
}

// ---- Games and locations

std::vector<LibraryGame> PlayLibrary::games() const
{
    std::vector<LibraryGame> out;
    if (!isOpen())
        return out;
    QSqlQuery q(d->db());
    q.exec(QStringLiteral("SELECT g.id, g.module, g.name, g.bgg_id, (SELECT count(*) FROM plays p WHERE "
                          "p.game_id = g.id) FROM games g"));
    while (q.next())
        out.push_back({q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(),
                       q.value(3).toInt(), q.value(4).toInt()});
    QCollator collator;
    std::stable_sort(out.begin(), out.end(), [&](const LibraryGame &a, const LibraryGame &b) {
        return collator.compare(a.name, b.name) < 0;
    });
    return out;
}

QStringList PlayLibrary::locations() const
{
    QStringList out;
    if (!isOpen())
        return out;
    QSqlQuery q(d->db());
    q.exec(QStringLiteral("SELECT name FROM locations"));
    while (q.next())
        out << q.value(0).toString();
    QCollator collator;
    std::sort(out.begin(), out.end(),
              [&](const QString &a, const QString &b) { return collator.compare(a, b) < 0; });
    return out;
}

// ---- Plays

PlayLibrary::AddResult PlayLibrary::addPlay(Play play)
{
    AddResult result;
    if (!isOpen()) {
        result.error = LibraryText::tr("No library is open.");
        return result;
    }
    for (QString &file : play.files)
        file = QFileInfo(file).absoluteFilePath();
    if (play.source.isEmpty())
        play.source = QString::fromLatin1(kSourceHallkeeper);
    if (!play.playedAt.isValid())
        play.playedAt = QDateTime::currentDateTime();
    QString problem;
    if (!d->begin(&problem)) {
        result.error = problem;
        return result;
    }
    // A play from a file that carries no uuid is the play added from that file before.
    if (play.uuid.isEmpty())
        for (const QString &file : play.files)
            if (const QString known = playOfFile(file); !known.isEmpty()) {
                play.uuid = known;
                break;
            }
    if (play.uuid.isEmpty())
        play.uuid = newUuid();
    play.uuid = play.uuid.toLower();
    std::vector<qint64> players;
    for (const PlayResult &r : play.results) {
        qint64 id = d->find(r.player, nullptr);
        if (id && r.player.playerId == 0 && !d->learnAliases(id, r.player, &problem))
            id = 0;
        if (!id) {
            id = d->create(r.player, &problem);
            ++result.playersCreated;
        }
        if (!id) {
            d->rollback();
            result.error = problem;
            return result;
        }
        players.push_back(id);
    }
    const std::optional<PlayRows> rows = d->rowsOf(play, players, &problem);
    const std::optional<Outcome> outcome = rows ? d->writePlay(play, *rows, &problem) : std::nullopt;
    if (!outcome || !d->commit(&problem)) {
        d->rollback();
        result.error = problem;
        result.playersCreated = 0;
        return result;
    }
    result.outcome = *outcome;
    result.uuid = play.uuid;
    return result;
}

QString PlayLibrary::playOfFile(const QString &file) const
{
    if (!isOpen())
        return {};
    return d
        ->scalar(QStringLiteral(
                     "SELECT p.uuid FROM plays p JOIN play_files f ON f.play_id = p.id WHERE f.path = ? "
                     "ORDER BY p.id DESC LIMIT 1"),
                 {QFileInfo(file).absoluteFilePath()})
        .toString();
}

QString PlayLibrary::removePlay(const QString &uuid)
{
    QString problem;
    if (!d->begin(&problem))
        return problem;
    QSqlQuery q(d->db());
    q.prepare(QStringLiteral("DELETE FROM plays WHERE uuid = ?"));
    if (!d->run(q, {uuid.toLower()}, &problem) || !d->commit(&problem)) {
        d->rollback();
        return problem;
    }
    return {};
}

int PlayLibrary::playCount() const
{
    return isOpen() ? d->scalar(QStringLiteral("SELECT count(*) FROM plays")).toInt() : 0;
}

std::vector<Play> PlayLibrary::Impl::loadPlays(const QString &where, const QVariantList &values) const
{
    std::vector<Play> plays;
    std::map<qint64, size_t> index;
    QSqlQuery q(db());
    q.setForwardOnly(true);
    q.prepare(
        QStringLiteral("SELECT p.id, p.uuid, p.played_at, p.duration_min, l.name, p.ignored, p.incomplete, "
                       "p.no_win_stats, p.quantity, p.comments, p.source, p.source_id, g.module, g.name, "
                       "g.bgg_id, g.bgstats_uuid, g.cooperative, g.highest_wins, g.no_points "
                       "FROM plays p JOIN games g ON g.id = p.game_id LEFT JOIN locations l ON "
                       "l.id = p.location_id ") +
        where + QStringLiteral(" ORDER BY p.played_at, p.id"));
    for (int i = 0; i < values.size(); ++i)
        q.bindValue(i, values[i]);
    if (!q.exec())
        return plays;
    while (q.next()) {
        Play p;
        p.uuid = q.value(1).toString();
        p.playedAt = dateTimeFromStored(q.value(2).toString());
        p.durationMinutes = q.value(3).toInt();
        p.location = q.value(4).toString();
        p.ignored = q.value(5).toBool();
        p.incomplete = q.value(6).toBool();
        p.noWinStats = q.value(7).toBool();
        p.quantity = q.value(8).toInt();
        p.comments = q.value(9).toString();
        p.source = q.value(10).toString();
        p.sourceId = q.value(11).toString();
        p.game = {q.value(12).toString(), q.value(13).toString(), q.value(14).toInt(), q.value(15).toString(),
                  q.value(16).toBool(),   q.value(17).toBool(),   q.value(18).toBool()};
        index[q.value(0).toLongLong()] = plays.size();
        plays.push_back(std::move(p));
    }
    if (plays.empty())
        return plays;
    QSqlQuery r(db());
    r.setForwardOnly(true);
    r.exec(QStringLiteral(
        "SELECT r.play_id, r.id, pl.id, pl.name, pl.uuid, pl.bgg_username, pl.anonymous, r.seat, "
        "r.start_player, r.team, r.color, r.score, r.score_text, r.rank, r.winner, r.new_player "
        "FROM play_players r JOIN players pl ON pl.id = r.player_id ORDER BY r.play_id, "
        "r.position"));
    std::map<qint64, std::pair<size_t, size_t>> resultOf; // play_players.id → play, result
    while (r.next()) {
        const auto it = index.find(r.value(0).toLongLong());
        if (it == index.end())
            continue;
        PlayResult result;
        result.player = {r.value(3).toString(), r.value(4).toString(), r.value(5).toString(),
                         r.value(2).toLongLong(), r.value(6).toBool()};
        result.seat = r.value(7).toInt();
        result.startPlayer = r.value(8).toBool();
        result.team = r.value(9).toString();
        result.color = r.value(10).toString();
        if (!r.value(11).isNull())
            result.score = r.value(11).toDouble();
        result.scoreText = r.value(12).toString();
        result.rank = r.value(13).toInt();
        result.winner = r.value(14).toBool();
        result.newPlayer = r.value(15).toBool();
        resultOf[r.value(1).toLongLong()] = {it->second, plays[it->second].results.size()};
        plays[it->second].results.push_back(std::move(result));
    }
    QSqlQuery s(db());
    s.setForwardOnly(true);
    s.exec(
        QStringLiteral("SELECT s.play_player_id, c.key, c.name, c.counts, s.points FROM play_scores s JOIN "
                       "categories c ON c.id = s.category_id ORDER BY s.play_player_id, c.id"));
    while (s.next()) {
        const auto it = resultOf.find(s.value(0).toLongLong());
        if (it != resultOf.end())
            plays[it->second.first].results[it->second.second].categories.push_back(
                {s.value(1).toString(), s.value(2).toString(), s.value(4).toInt(), s.value(3).toBool()});
    }
    QSqlQuery f(db());
    f.setForwardOnly(true);
    f.exec(QStringLiteral("SELECT play_id, path FROM play_files ORDER BY path"));
    while (f.next())
        if (const auto it = index.find(f.value(0).toLongLong()); it != index.end())
            plays[it->second].files << f.value(1).toString();
    return plays;
}

std::optional<Play> PlayLibrary::play(const QString &uuid) const
{
    if (!isOpen())
        return std::nullopt;
    std::vector<Play> plays = d->loadPlays(QStringLiteral("WHERE p.uuid = ?"), {uuid.toLower()});
    if (plays.empty())
        return std::nullopt;
    return std::move(plays.front());
}

std::vector<Play> PlayLibrary::allPlays() const
{
    return isOpen() ? d->loadPlays({}, {}) : std::vector<Play>{};
}

// ---- Imports

bool ImportReview::hasUnmatched() const
{
    return std::any_of(players.begin(), players.end(), [](const PlayerMatch &m) { return m.playerId == 0; });
}

QString sourceKey(const PlayerRef &ref)
{
    if (!ref.sourceUuid.isEmpty())
        return QStringLiteral("uuid:") + ref.sourceUuid.toLower();
    if (!ref.bggUsername.trimmed().isEmpty())
        return QStringLiteral("bgg:") + nameKey(ref.bggUsername);
    return QStringLiteral("name:") + nameKey(ref.name);
}

ImportReview PlayLibrary::review(const ImportBatch &batch) const
{
    ImportReview review;
    if (!isOpen())
        return review;
    std::map<QString, size_t> seen;
    for (const Play &play : batch.plays)
        for (const PlayResult &r : play.results) {
            const QString key = sourceKey(r.player);
            auto it = seen.find(key);
            if (it == seen.end()) {
                PlayerMatch match;
                match.key = key;
                match.source = r.player;
                match.playerId = d->find(r.player, &match.how);
                it = seen.emplace(key, review.players.size()).first;
                review.players.push_back(match);
            }
            ++review.players[it->second].plays;
        }
    QSet<QString> games, locations;
    for (const Play &play : batch.plays) {
        const qint64 existing =
            d->scalar(QStringLiteral("SELECT id FROM plays WHERE uuid = ?"), {play.uuid.toLower()})
                .toLongLong();
        if (!existing)
            ++review.newPlays;
        if (!d->findGame(play.game) && !Impl::moduleNamed(play.game.name) &&
            !games.contains(nameKey(play.game.name))) {
            games.insert(nameKey(play.game.name));
            review.newGames << play.game.name;
        }
        if (!play.location.simplified().isEmpty() && d->findLocation(play.location).toLongLong() < 0 &&
            !locations.contains(play.location.simplified())) {
            locations.insert(play.location.simplified());
            review.newLocations << play.location.simplified();
        }
    }
    // Whether a known play would change is what the import itself finds out: a dry run, rolled back.
    if (review.newPlays < int(batch.plays.size())) {
        QString problem;
        if (d->begin(&problem)) {
            int changed = 0, unchanged = 0;
            std::map<QString, qint64> decided;
            for (const PlayerMatch &m : review.players)
                decided[m.key] = m.playerId;
            for (const Play &play : batch.plays) {
                Play p = play;
                p.uuid = p.uuid.toLower();
                if (!d->scalar(QStringLiteral("SELECT id FROM plays WHERE uuid = ?"), {p.uuid}).toLongLong())
                    continue;
                std::vector<qint64> players;
                for (const PlayResult &r : p.results)
                    players.push_back(decided[sourceKey(r.player)]);
                const auto rows = d->rowsOf(p, players, &problem);
                const qint64 id =
                    d->scalar(QStringLiteral("SELECT id FROM plays WHERE uuid = ?"), {p.uuid}).toLongLong();
                if (rows && !d->changes(id, p, *rows))
                    ++unchanged;
                else
                    ++changed;
            }
            d->rollback();
            review.changedPlays = changed;
            review.unchangedPlays = unchanged;
        }
    }
    return review;
}

ImportResult PlayLibrary::commit(const ImportBatch &batch, const PlayerDecisions &decisions)
{
    ImportResult result;
    if (!isOpen()) {
        result.error = LibraryText::tr("No library is open.");
        return result;
    }
    QString problem;
    const auto fail = [&]() {
        d->rollback();
        result = ImportResult{};
        result.error = problem;
        return result;
    };
    if (!d->begin(&problem))
        return fail();
    std::map<QString, qint64> players; // source key → library player
    for (const Play &play : batch.plays)
        for (const PlayResult &r : play.results) {
            const QString key = sourceKey(r.player);
            if (players.count(key))
                continue;
            qint64 id = 0;
            if (const auto it = decisions.find(key); it != decisions.end())
                id = it->second;
            else
                id = d->find(r.player, nullptr);
            if (id && !d->learnAliases(id, r.player, &problem))
                return fail();
            if (!id) {
                if (!(id = d->create(r.player, &problem)))
                    return fail();
                ++result.playersCreated;
            }
            players[key] = id;
        }
    for (Play play : batch.plays) {
        play.uuid = play.uuid.toLower();
        if (play.uuid.isEmpty())
            play.uuid = newUuid();
        std::vector<qint64> ids;
        for (const PlayResult &r : play.results)
            ids.push_back(players[sourceKey(r.player)]);
        const auto rows = d->rowsOf(play, ids, &problem);
        const auto outcome = rows ? d->writePlay(play, *rows, &problem) : std::nullopt;
        if (!outcome)
            return fail();
        ++(*outcome == Outcome::Added     ? result.added
           : *outcome == Outcome::Updated ? result.updated
                                          : result.unchanged);
    }
    if (!d->commit(&problem))
        return fail();
    return result;
}

// ---- Statistics

int LibrarySnapshot::playerIndex(qint64 id) const
{
    for (size_t i = 0; i < players.size(); ++i)
        if (players[i].id == id)
            return int(i);
    return -1;
}

int LibrarySnapshot::gameIndex(qint64 id) const
{
    for (size_t i = 0; i < games.size(); ++i)
        if (games[i].id == id)
            return int(i);
    return -1;
}

int LibrarySnapshot::gameIndexOfModule(const QString &moduleId) const
{
    for (size_t i = 0; i < games.size(); ++i)
        if (games[i].moduleId == moduleId)
            return int(i);
    return -1;
}

LibrarySnapshot PlayLibrary::snapshot(bool withPoints) const
{

    LibrarySnapshot s;
    if (!isOpen())
        return s;
    QSqlDatabase db = d->db();
    // One read transaction: the snapshot is of one moment, whoever writes meanwhile.
    d->exec(QStringLiteral("BEGIN"), nullptr);
    QHash<qint64, int> players, games, locations, categories, plays;
    QSqlQuery q(db);
    q.setForwardOnly(true);
    q.exec(QStringLiteral("SELECT id, name, bgg_username, anonymous FROM players"));
    while (q.next()) {
        players.insert(q.value(0).toLongLong(), int(s.players.size()));
        s.players.push_back(
            {q.value(0).toLongLong(), q.value(1).toString(), q.value(2).toString(), q.value(3).toBool()});
    }
    q.exec(QStringLiteral("SELECT player_id, shown FROM player_aliases WHERE kind = 'name'"));
    while (q.next())
        if (const auto it = players.constFind(q.value(0).toLongLong()); it != players.cend())
            if (nameKey(s.players[*it].name) != nameKey(q.value(1).toString()))
                s.players[*it].aliases << q.value(1).toString();
    q.exec(
        QStringLiteral("SELECT id, module, name, bgg_id, cooperative, highest_wins, no_points FROM games"));
    while (q.next()) {
        games.insert(q.value(0).toLongLong(), int(s.games.size()));
        SnapshotGame g;
        g.id = q.value(0).toLongLong();
        g.moduleId = q.value(1).toString();
        g.name = q.value(2).toString();
        g.bggId = q.value(3).toInt();
        g.cooperative = q.value(4).toBool();
        g.highestWins = q.value(5).toBool();
        g.noPoints = q.value(6).toBool();
        s.games.push_back(std::move(g));
    }
    q.exec(QStringLiteral("SELECT id, game_id, key, name, counts FROM categories ORDER BY id"));
    while (q.next())
        if (const auto it = games.constFind(q.value(1).toLongLong()); it != games.cend()) {
            auto &list = s.games[*it].categories;
            categories.insert(q.value(0).toLongLong(), int(list.size()));
            list.push_back(
                {q.value(0).toLongLong(), q.value(2).toString(), q.value(3).toString(), q.value(4).toBool()});
        }
    q.exec(QStringLiteral("SELECT id, name FROM locations"));
    while (q.next()) {
        locations.insert(q.value(0).toLongLong(), int(s.locations.size()));
        s.locations.push_back({q.value(0).toLongLong(), q.value(1).toString()});
    }
    // Plays, results and points through SQLite's own interface on Qt's connection: Qt SQL makes a QVariant of
    // every value, and at 10,000 plays × 4 players × 8 categories their 400,000 values took most of a second.
    sqlite3 *handle = d->sqliteHandle();
    if (!handle) {
        d->exec(QStringLiteral("COMMIT"), nullptr);
        return s;
    }
    const auto each = [handle](const char *sql, const auto &row) {
        sqlite3_stmt *statement = nullptr;
        if (sqlite3_prepare_v2(handle, sql, -1, &statement, nullptr) != SQLITE_OK)
            return;
        while (sqlite3_step(statement) == SQLITE_ROW)
            row(statement);
        sqlite3_finalize(statement);
    };
    const auto text = [](sqlite3_stmt *st, int column) {
        return QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(st, column)),
                                 sqlite3_column_bytes(st, column));
    };
    s.plays.reserve(size_t(d->scalar(QStringLiteral("SELECT count(*) FROM plays")).toInt()));
    QHash<QString, QString> sources; // one copy of each source's name
    each("SELECT id, uuid, game_id, location_id, played_at, duration_min, ignored, incomplete, no_win_stats, "
         "source FROM plays ORDER BY played_at, id",
         [&](sqlite3_stmt *st) {
             SnapshotPlay p;
             p.id = sqlite3_column_int64(st, 0);
             p.uuid = text(st, 1);
             p.game = games.value(sqlite3_column_int64(st, 2), -1);
             p.location = sqlite3_column_type(st, 3) == SQLITE_NULL
                              ? -1
                              : locations.value(sqlite3_column_int64(st, 3), -1);
             // "2024-03-09 20:15:00"
             const char *when = reinterpret_cast<const char *>(sqlite3_column_text(st, 4));
             const int length = sqlite3_column_bytes(st, 4);
             const auto digits = [when, length](int from, int count) {
                 int value = 0;
                 for (int i = from; i < from + count && i < length; ++i)
                     value = value * 10 + (when[i] - '0');
                 return value;
             };
             if (length >= 10)
                 p.date = QDate(digits(0, 4), digits(5, 2), digits(8, 2));
             if (length >= 16 && std::strncmp(when + 11, "00:00:00", 8) != 0)
                 p.time = QString::fromLatin1(when + 11, 5);
             p.durationMinutes = sqlite3_column_int(st, 5);
             p.ignored = sqlite3_column_int(st, 6) != 0;
             p.incomplete = sqlite3_column_int(st, 7) != 0;
             p.noWinStats = sqlite3_column_int(st, 8) != 0;
             QString &source = sources[text(st, 9)];
             if (source.isNull())
                 source = text(st, 9);
             p.source = source;
             plays.insert(p.id, int(s.plays.size()));
             s.plays.push_back(std::move(p));
         });
    s.results.reserve(size_t(d->scalar(QStringLiteral("SELECT count(*) FROM play_players")).toInt()));
    qint64 lastPlay = -1;
    int play = -1;
    each("SELECT id, play_id, player_id, seat, start_player, team, score, rank, winner, new_player FROM "
         "play_players "
         "ORDER BY play_id, position",
         [&](sqlite3_stmt *st) {
             const qint64 playId = sqlite3_column_int64(st, 1);
             if (playId != lastPlay) {
                 lastPlay = playId;
                 play = plays.value(playId, -1);
                 if (play >= 0)
                     s.plays[size_t(play)].firstResult = int(s.results.size());
             }
             if (play < 0)
                 return;
             SnapshotResult r;
             r.id = sqlite3_column_int64(st, 0);
             r.player = players.value(sqlite3_column_int64(st, 2), -1);
             r.seat = sqlite3_column_int(st, 3);
             r.startPlayer = sqlite3_column_int(st, 4) != 0;
             if (sqlite3_column_bytes(st, 5) > 0) {
                 r.team = text(st, 5);
                 s.plays[size_t(play)].usesTeams = true;
             }
             if (sqlite3_column_type(st, 6) != SQLITE_NULL)
                 r.score = sqlite3_column_double(st, 6);
             r.rank = sqlite3_column_int(st, 7);
             r.winner = sqlite3_column_int(st, 8) != 0;
             r.newPlayer = sqlite3_column_int(st, 9) != 0;
             s.results.push_back(std::move(r));
             ++s.plays[size_t(play)].resultCount;
         });
    if (withPoints)
        loadPoints(s);
    d->exec(QStringLiteral("COMMIT"), nullptr);
    return s;
}

bool PlayLibrary::loadPoints(LibrarySnapshot &s) const
{
    sqlite3 *handle = isOpen() ? d->sqliteHandle() : nullptr;
    if (!handle)
        return false;
    // By row id (SQLite's ids are small and dense): a lookup per point, 320,000 at 10,000 plays.
    std::vector<int> categoryIndex, resultIndex;
    for (const SnapshotGame &g : s.games)
        for (size_t c = 0; c < g.categories.size(); ++c)
            if (const qint64 id = g.categories[c].id; id >= 0 && id < 10'000'000) {
                if (size_t(id) >= categoryIndex.size())
                    categoryIndex.resize(size_t(id) + 1, 0);
                categoryIndex[size_t(id)] = int(c);
            }
    for (size_t r = 0; r < s.results.size(); ++r)
        if (const qint64 id = s.results[r].id; id >= 0 && id < 100'000'000) {
            if (size_t(id) >= resultIndex.size())
                resultIndex.resize(size_t(id) + 1, -1);
            resultIndex[size_t(id)] = int(r);
        }
    s.points.clear();
    s.points.reserve(size_t(d->scalar(QStringLiteral("SELECT count(*) FROM play_scores")).toInt()));
    for (SnapshotResult &r : s.results)
        r.firstPoints = r.pointsCount = 0;
    sqlite3_stmt *statement = nullptr;
    if (sqlite3_prepare_v2(handle, "SELECT play_player_id, category_id, points FROM play_scores", -1,
                           &statement, nullptr) != SQLITE_OK)
        return false;
    qint64 lastResult = -1;
    int result = -1;
    while (sqlite3_step(statement) == SQLITE_ROW) {
        const qint64 resultId = sqlite3_column_int64(statement, 0);
        if (resultId != lastResult) {
            lastResult = resultId;
            result =
                resultId >= 0 && size_t(resultId) < resultIndex.size() ? resultIndex[size_t(resultId)] : -1;
            if (result >= 0)
                s.results[size_t(result)].firstPoints = int(s.points.size());
        }
        if (result < 0)
            continue;
        ++s.results[size_t(result)].pointsCount;
        const qint64 category = sqlite3_column_int64(statement, 1);
        s.points.push_back(
            {category >= 0 && size_t(category) < categoryIndex.size() ? categoryIndex[size_t(category)] : 0,
             sqlite3_column_int(statement, 2)});
    }
    sqlite3_finalize(statement);
    s.pointsLoaded = true;
    return true;
}

} // namespace hk::library
