#pragma once

// The whole library in memory, laid out for the statistics: one row per play and per result, players, games
// and locations by index, and every category's points. Read once (PlayLibrary::snapshot) when the Library
// window opens, so that a filter change recomputes from memory and never waits for the disk.

#include <QDate>
#include <QString>
#include <QStringList>

#include <cmath>
#include <limits>
#include <vector>

namespace hk::library {

struct SnapshotPlayer {
    qint64 id = 0;
    QString name;
    QString bggUsername{};
    bool anonymous = false;
    QStringList aliases{}; // every other name they go by
};

struct SnapshotCategory {
    qint64 id = 0;
    QString key;
    QString name;
    bool counts = true;
};

struct SnapshotGame {
    qint64 id = 0;
    QString moduleId{}; // empty: a game an import named
    QString name;
    int bggId = 0;
    bool cooperative = false;
    bool highestWins = true;
    bool noPoints = false;
    std::vector<SnapshotCategory> categories{};
};

struct SnapshotLocation {
    qint64 id = 0;
    QString name;
};

// A category's points in one result.
struct SnapshotPoints {
    int category = 0; // index into the game's categories
    int points = 0;
};

struct SnapshotResult {
    qint64 id = 0;   // play_players.id
    int player = -1; // index into players
    int seat = 0;
    bool startPlayer = false;
    QString team{};
    double score = std::numeric_limits<double>::quiet_NaN(); // NaN: no score
    int rank = 0;
    bool winner = false;
    bool newPlayer = false;
    int firstPoints = 0; // into SnapshotPlays::points
    int pointsCount = 0;

    bool hasScore() const { return !std::isnan(score); }
};

struct SnapshotPlay {
    qint64 id = 0;
    QString uuid;
    int game = -1;     // index into games
    int location = -1; // index into locations; -1: none
    QDate date;
    QString time{}; // "20:15", or empty
    int durationMinutes = 0;
    bool ignored = false;
    bool incomplete = false;
    bool noWinStats = false;
    bool usesTeams = false;
    QString source;
    int firstResult = 0; // into results
    int resultCount = 0;
};

struct LibrarySnapshot {
    std::vector<SnapshotPlayer> players;
    std::vector<SnapshotGame> games;
    std::vector<SnapshotLocation> locations;
    std::vector<SnapshotPlay> plays; // by date, then time, then id
    std::vector<SnapshotResult> results;
    std::vector<SnapshotPoints> points;
    bool pointsLoaded = false; // PlayLibrary::snapshot(false) leaves them for PlayLibrary::loadPoints

    int playerIndex(qint64 id) const;
    int gameIndex(qint64 id) const;
    int gameIndexOfModule(const QString &moduleId) const;
};

} // namespace hk::library
