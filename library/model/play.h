#pragma once

// One play as the library keeps it, whatever it came from (a score sheet or a game of this program, a BG Stats
// backup, a BoardGameGeek plays file): the game, when and where, who sat where and how each finished, and —
// where the play was scored here — the points of every category of every score (base/score/score_table.h).

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace hk::library {

// Where a play came from (`plays.source`).
inline constexpr char kSourceHallkeeper[] = "hallkeeper";
inline constexpr char kSourceBgStats[] = "bgstats";
inline constexpr char kSourceBgg[] = "bgg";

// Who a result belongs to, as its source names them; `playerId` once matched with a player of the library.
struct PlayerRef {
    QString name{};
    QString sourceUuid{};  // a BG Stats player's uuid
    QString bggUsername{}; // a BoardGameGeek user name
    qint64 playerId = 0;   // 0: not matched yet
    bool anonymous = false; // BG Stats' anonymous player: left out of the statistics per player
    bool operator==(const PlayerRef &) const = default;
};

// The points of one category of a score (a column of the ScoreTable).
struct CategoryPoints {
    QString id;     // the column's stable id ("steel")
    QString name{}; // as shown when the play was added
    int points = 0;
    bool counts = true; // adds into the total (a tie-break column does not)
    bool operator==(const CategoryPoints &) const = default;
};

struct PlayResult {
    PlayerRef player{};
    int seat = 0; // from 1 clockwise; 0: not known
    bool startPlayer = false;
    QString team{}; // "" in a play without teams
    QString color{};
    std::optional<double> score{}; // the total; none: no score
    QString scoreText{};           // as the source wrote it ("-10+7+22")
    int rank = 0;                  // 1 first, shared by tied players; 0: not known
    bool winner = false;
    bool newPlayer = false;
    std::vector<CategoryPoints> categories{};
    bool operator==(const PlayResult &) const = default;
};

// The game of a play: a game module of this program (`moduleId`), or a game an import names.
struct GameRef {
    QString moduleId{}; // "mountain-king"; empty for an imported game
    QString name{};
    int bggId = 0;
    QString sourceUuid{}; // a BG Stats game's uuid
    bool cooperative = false;
    bool highestWins = true;
    bool noPoints = false;
    bool operator==(const GameRef &) const = default;
};

struct Play {
    QString uuid{};
    GameRef game{};
    QDateTime playedAt{}; // local time; a date alone has the time 00:00
    int durationMinutes = 0;
    QString location{};
    bool ignored = false;    // kept, but left out of every statistic (BG Stats' "ignored")
    bool incomplete = false; // not played to its end: no winner, no scores counted
    bool noWinStats = false; // counted as a play, never for wins (BoardGameGeek's "nowinstats")
    int quantity = 1;        // BoardGameGeek: the same play recorded n times
    QString comments{};
    QString source{};   // kSourceHallkeeper, kSourceBgStats, kSourceBgg
    QString sourceId{}; // the play's id in its source (a BoardGameGeek play id)
    QStringList files{}; // the .hkscore / .hkgame it was added from (absolute paths)
    std::vector<PlayResult> results{};

    int playerCount() const { return int(results.size()); }
    bool usesTeams() const;
    bool operator==(const Play &) const = default;
};

// A score as BG Stats and BoardGameGeek write it: "", "42", "12.5", or a sum as a player typed it, "-10+7+22"
// (19). None for an empty text or one that is not a number or a sum of numbers.
std::optional<double> parseScoreText(const QString &text);
// A score as those files expect it: "42", "12.5".
QString scoreText(double score);

// The key under which names are compared: case and full-width letters folded, runs of spaces made one and
// trimmed ("  Xiaoming " and "ｘｉａｏｍｉｎｇ" match "xiaoming"; "陳小明" stays itself).
QString nameKey(const QString &name);

// Dates as the library stores them: "2024-03-09 20:15:00".
QString storedDateTime(const QDateTime &when);
QDateTime dateTimeFromStored(const QString &text);

} // namespace hk::library
