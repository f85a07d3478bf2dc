#pragma once

// The statistics a group looks at, computed from a snapshot of the library (stats/library_snapshot.h) and the
// plays a filter keeps, in memory: a filter change never reads the file.
//
// Which plays count for what:
//  - an ignored play counts for nothing;
//  - every other play counts as a play of each of its players;
//  - wins and win rates count competitive plays only: not co-operative, without teams, played to their
//    end and not marked "no win stats". Every tied winner wins (a shared win is a win, and is counted as
//    shared too). Team plays and co-operative plays have counts of their own;
//  - scores count plays played to their end, results that have a score.

#include "stats/library_snapshot.h"

#include <QDate>

#include <optional>
#include <vector>

namespace hk::library {

struct PlayFilter {
    int game = -1;              // a game of the snapshot; -1: every game
    std::vector<int> players{}; // plays with every one of them
    QDate from{};               // inclusive; null: no limit
    QDate to{};
    int playerCount = 0; // 0: any
    int location = -1;   // -1: anywhere
};

// The plays a filter keeps (ignored plays never), in the snapshot's order (by date).
std::vector<int> filterPlays(const LibrarySnapshot &snapshot, const PlayFilter &filter);

// Whether a play counts for wins and win rates (see above).
bool isCompetitive(const LibrarySnapshot &snapshot, const SnapshotPlay &play);

// "7 of 12": the wins, and what they are out of.
struct WinCount {
    int wins = 0;
    int plays = 0;
    double rate() const { return plays ? double(wins) / plays : 0.0; }
};

struct PlayerSummary {
    int player = -1;
    int plays = 0;          // every play (not ignored) they are in
    WinCount competitive{}; // competitive plays: wins of (see above)
    int sharedWins = 0;     // of those wins, the ones shared with another winner
    WinCount team{};        // team plays: their team won
    WinCount coop{};        // co-operative plays: the group won
    int scoreCount = 0;
    std::optional<double> best{}; // by each game's direction (lowest wins: the lowest)
    std::optional<double> average{};
    std::optional<double> median{};
    int currentStreak = 0; // competitive wins in a row, up to their last competitive play
    int longestStreak = 0;
};

// Every player of the plays (anonymous players left out), in the snapshot's order of players.
std::vector<PlayerSummary> playerSummaries(const LibrarySnapshot &snapshot, const std::vector<int> &plays);

struct ScoreSummary {
    int game = -1;
    int playerCount = 0;
    int plays = 0;   // plays counted (played to their end)
    int samples = 0; // scores
    double best = 0; // by the game's direction
    double average = 0;
    double median = 0;
};

// Best, average and median score per game and player count (games without points left out).
std::vector<ScoreSummary> scoreSummaries(const LibrarySnapshot &snapshot, const std::vector<int> &plays);

// Two players in the same plays: who finished above whom (rank, else score in the game's direction, else a
// winner above the others), level when neither did. Co-operative plays and teammates are not compared.
struct HeadToHead {
    int first = -1; // player indexes, first < second
    int second = -1;
    int plays = 0;
    int firstAbove = 0;
    int secondAbove = 0;
    int level = 0;
};

std::vector<HeadToHead> headToHead(const LibrarySnapshot &snapshot, const std::vector<int> &plays);

// The pair's record from `player`'s side.
struct Rival {
    int opponent = -1;
    int plays = 0;
    int above = 0;
    int below = 0;
    int level = 0;
};
std::vector<Rival> rivalsOf(const std::vector<HeadToHead> &pairs, int player);

// ---- Per category (a game scored by this program keeps each category's points)

struct CategoryAverage {
    int player = -1;
    int category = -1; // index into the game's categories
    int samples = 0;
    double average = 0;
};

// Each player's average points per category of `game`, over the plays played to their end.
std::vector<CategoryAverage> categoryAverages(const LibrarySnapshot &snapshot, const std::vector<int> &plays,
                                              int game);

// A category across the plays: each of a player's values, against the group's band (every player's values in
// the same plays: the median and the quartiles around it).
struct CategoryTrend {
    struct Point {
        int play = -1;
        QDate date;
        int points = 0;
    };
    std::vector<Point> points{}; // the player's, by date
    int samples = 0;             // the group's values
    double median = 0;
    double lower = 0; // first quartile
    double upper = 0; // third quartile
};

CategoryTrend categoryTrend(const LibrarySnapshot &snapshot, const std::vector<int> &plays, int game,
                            int category, int player);

// Why a play was won: the categories in which the winner's lead over the runner-up was larger than the final
// margin — without that lead alone, the runner-up would have won. A category one of them has no points in
// counts as 0 for them. When the totals were level (a tie broken), a tie-break category (one that does not
// add into the total) in which the winner was ahead is named too: it is what broke the tie.
struct DecidingCategory {
    int category = -1;
    double lead = 0;       // the winner's points minus the runner-up's (in the game's direction)
    bool tieBreak = false; // a category that does not count in the total, which broke a tie
};
struct WhyWon {
    int winner = -1; // result indexes
    int runnerUp = -1;
    double margin = 0; // the winner's total minus the runner-up's (in the game's direction); 0: a tie broken
    std::vector<DecidingCategory> deciding{}; // tie-breaks first, then by lead, largest first
};
// None for a play without one winner and a scored runner-up (a shared win: nobody won alone).
std::optional<WhyWon> whyWon(const LibrarySnapshot &snapshot, int play);

// ---- Seats

struct SeatEffect {
    int seat = 0;    // from 1
    WinCount wins{}; // competitive plays in that seat
    int samples = 0; // scores
    double average = 0;
};
struct StartEffect {
    WinCount starting{};  // competitive plays the player started
    WinCount following{}; // the others (where the start player is known)
};
// By seat, for the plays whose seats are known (best read with one game and one player count chosen).
std::vector<SeatEffect> seatEffects(const LibrarySnapshot &snapshot, const std::vector<int> &plays);
StartEffect startEffect(const LibrarySnapshot &snapshot, const std::vector<int> &plays);

// ---- A play against the group's history

struct ResultInHistory {
    int result = -1;
    int samples = 0;                  // scores of the same game at the same player count, the play left out
    std::optional<double> percentile; // share of those it beats (ties half), 0–100
    bool personalBest = false;        // their best in this game (ties included), with an earlier play to beat
    bool groupRecord = false;         // the best in this game at this player count
};
std::vector<ResultInHistory> playInHistory(const LibrarySnapshot &snapshot, int play);

// ---- Helpers shared with the windows

// The median of `values` (sorted in place); 0 for none.
double median(std::vector<double> &values);
// `values` sorted; `q` from 0 to 1, linear between neighbours.
double quantile(const std::vector<double> &sorted, double q);

} // namespace hk::library
