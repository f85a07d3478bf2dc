#pragma once

// The group's play library: one SQLite file (Qt SQL, QSQLITE) holding players with their aliases, locations,
// games, plays, each player's result and each category of each score (db/library_schema.h). Opening checks
// the file before SQLite writes anything: a file that is not a Hallkeeper library (another program's
// database, any other file, a damaged one) is refused with the reason and never written; a library of an
// earlier schema is backed up (VACUUM INTO) and migrated; a later one is refused.
//
// Every write is one transaction (BEGIN IMMEDIATE … COMMIT): a play added, or a whole import, is in the file
// entirely or not at all — also when the program is killed or the disk is full in the middle, and when two
// windows or processes add at once (the second waits for the first). Foreign keys are enforced.

#include "import/import_batch.h"
#include "model/play.h"
#include "stats/library_snapshot.h"

#include <QDate>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace hk::library {

struct LibraryPlayer {
    qint64 id = 0;
    QString uuid;
    QString name;
    QString bggUsername{};
    bool anonymous = false;
    QStringList aliases{}; // the other names they go by, as typed
    int plays = 0;
};

// What merging one player into another would do (PlayLibrary::previewMerge), or why it cannot be done. The
// same check guards the merge itself.
struct MergeAlias {
    QString kind;  // "name", "bgg" (a BoardGameGeek user name) or "uuid" (another app's or this library's)
    QString shown; // as typed
    bool operator==(const MergeAlias &) const = default;
};
struct MergePreview {
    enum class Rule {
        Ok,
        SamePlayer,    // a player merged into themselves
        NoSuchPlayer,  // `player` is 0 or unknown
        PlayedTogether // both are in the play `sharedPlay`: one person cannot have had two seats
    };
    Rule rule = Rule::Ok;
    qint64 player = 0; // NoSuchPlayer: the id not found
    LibraryPlayer from{};
    LibraryPlayer into{};
    int plays = 0;                     // results of `from` that move to `into`
    int wins = 0;                      // of those, the ones marked as a win
    std::vector<MergeAlias> aliases{}; // what moves to `into`: every name, BGG user name and uuid of `from`
    QString sharedPlay{};              // PlayedTogether: the play's uuid, game and date
    QString sharedGame{};
    QDate sharedDate{};
    bool ok() const { return rule == Rule::Ok; }
    // Why the merge is refused (translated), or empty.
    QString problem() const;
};

struct LibraryGame {
    qint64 id = 0;
    QString moduleId{};
    QString name;
    int bggId = 0;
    int plays = 0;
};

class PlayLibrary {
public:
    PlayLibrary();
    ~PlayLibrary();
    PlayLibrary(const PlayLibrary &) = delete;
    PlayLibrary &operator=(const PlayLibrary &) = delete;

    // The app's library: library.sqlite in the user's data folder (QStandardPaths::AppDataLocation).
    static QString defaultPath();

    enum class OpenMode {
        CreateIfMissing, // a new library where there is no file (the folder is made)
        Existing         // only a library that exists
    };
    // Opens the library at `path`, creating or migrating it as needed; empty on success, else why not
    // (translated, naming the file). Nothing is written to a file that is refused.
    QString open(const QString &path, OpenMode mode = OpenMode::CreateIfMissing);
    bool isOpen() const;
    QString path() const;
    void close();
    // The backup made before a migration when the library was opened, or empty.
    QString migrationBackup() const;
    // The schema version the file had when it was opened.
    int openedVersion() const;

    // A copy of the library in `file` (VACUUM INTO: consistent, compact, even while others write). Never
    // over an existing file. Empty on success, else why not.
    QString backup(const QString &file) const;
    // The file name of the backup made before a migration from `version`: beside the library.
    QString migrationBackupPath(int version) const;

    // ---- Players
    std::vector<LibraryPlayer> players() const; // by name in the user's locale (QCollator)
    std::optional<LibraryPlayer> player(qint64 id) const;
    // The player a name, BoardGameGeek user name or uuid is known as (0: nobody), and how.
    qint64 findPlayer(const PlayerRef &ref, PlayerMatch::How *how = nullptr) const;
    qint64 findPlayerByName(const QString &name) const;
    // A new player; an alias of someone else's is refused. Returns the error, or empty (id in `created`).
    QString addPlayer(const QString &name, qint64 *created = nullptr);
    QString addAlias(qint64 player, const QString &alias);
    QString renamePlayer(qint64 player, const QString &name);
    QString setBggUsername(qint64 player, const QString &username);
    // What merging `from` into `into` would move, or why it is refused (nothing is written).
    MergePreview previewMerge(qint64 from, qint64 into) const;
    // Moves every result and alias of `from` (names, BoardGameGeek user name, the uuids other apps gave them
    // and their own, so that a re-import still finds them) to `into`, then removes `from`: one transaction,
    // refused as previewMerge() refuses. Empty on success, else why not.
    QString mergePlayers(qint64 from, qint64 into, MergePreview *merged = nullptr);

    // ---- Games and locations
    std::vector<LibraryGame> games() const;
    QStringList locations() const;

    // ---- Plays
    enum class Outcome { Added, Updated, Unchanged };
    struct AddResult {
        QString error{}; // nothing was written when set
        Outcome outcome = Outcome::Added;
        QString uuid{};
        int playersCreated = 0;
        bool ok() const { return error.isEmpty(); }
    };
    // Adds a play, or updates the play of the same uuid (or, for a play without one, the play added from the
    // same file). Players with a playerId are those; the others are found by name or alias, or made.
    AddResult addPlay(Play play);
    std::optional<Play> play(const QString &uuid) const;
    // The uuid of the play added from `file`, if any.
    QString playOfFile(const QString &file) const;
    QString removePlay(const QString &uuid);
    int playCount() const;
    // Every play, by date (for the exports).
    std::vector<Play> allPlays() const;

    // ---- Imports
    ImportReview review(const ImportBatch &batch) const;
    // Writes the batch (every play or none): the players as decided (a key missing from `decisions` is
    // matched as the review did, and made new if it matched nobody).
    ImportResult commit(const ImportBatch &batch, const PlayerDecisions &decisions = {});

    // ---- Statistics
    // Everything in memory; `withPoints` false leaves each category's points out (most of the reading at
    // 10,000 plays), for loadPoints() a moment later: the Library window shows its dashboard first.
    LibrarySnapshot snapshot(bool withPoints = true) const;
    bool loadPoints(LibrarySnapshot &snapshot) const;

    // Tests and benchmarks: the database connection's name.
    QString connectionName() const;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

QString outcomeText(PlayLibrary::Outcome outcome);

} // namespace hk::library
