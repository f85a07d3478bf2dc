#pragma once

// What an importer read from a file (a BG Stats backup, a BoardGameGeek plays file), before anything is
// written: its plays, with each player as the file names them. The library then matches those players with
// its own (PlayLibrary::review: by uuid, BoardGameGeek user name or alias), the user decides for the players
// it could not match, and PlayLibrary::commit writes the whole batch or nothing.

#include "model/play.h"
#include "problems/problem.h"

#include <map>
#include <vector>

namespace hk::library {

struct ImportBatch {
    QString file{};   // the file read, for messages
    QString format{}; // kSourceBgStats or kSourceBgg
    std::vector<Play> plays{};
};

// What an importer returns: the batch, or the problems that refused the file (each with the place in the
// file and what was expected). A file with any problem is refused whole.
struct ImportRead {
    std::optional<ImportBatch> batch{};
    base::Problems problems{};
};

// The key a player of a file is known by in a review: their uuid in the file, else their BoardGameGeek user
// name, else their name (folded).
QString sourceKey(const PlayerRef &ref);

// A player of the file and who they are in the library.
struct PlayerMatch {
    enum class How { None, Uuid, BggUsername, Alias };
    QString key{};
    PlayerRef source{}; // as the file names them
    qint64 playerId = 0; // the library's player; 0: nobody matched
    How how = How::None;
    int plays = 0; // the plays of the file they are in
};

struct ImportReview {
    std::vector<PlayerMatch> players{}; // in the order the file first names them
    int newPlays = 0;
    int changedPlays = 0;
    int unchangedPlays = 0;
    QStringList newGames{};
    QStringList newLocations{};

    // Whether someone of the file matched nobody: the user says who they are (or that they are new) first.
    bool hasUnmatched() const;
};

// For each player key of a review: an existing player, or 0 for a new player made from the file's name.
using PlayerDecisions = std::map<QString, qint64>;

struct ImportResult {
    QString error{}; // translated; nothing was written when set
    int added = 0;
    int updated = 0;
    int unchanged = 0;
    int playersCreated = 0;
    bool ok() const { return error.isEmpty(); }
};

} // namespace hk::library
