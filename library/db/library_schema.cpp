#include "db/library_schema.h"

namespace hk::library {

namespace {

// Version 1: players with their aliases, locations, games, plays and each player's result.
const char *const kVersion1[] = {
    R"(CREATE TABLE players (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        bgg_username TEXT NOT NULL DEFAULT '',
        anonymous INTEGER NOT NULL DEFAULT 0))",
    // Every name a player goes by ("陳小明", "Xiaoming"), their BoardGameGeek user name and the uuids other
    // apps gave them: kind "name" (the key folded, see nameKey), "bgg" or "bgstats".
    R"(CREATE TABLE player_aliases (
        player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        alias TEXT NOT NULL,
        shown TEXT NOT NULL,
        PRIMARY KEY (kind, alias)))",
    R"(CREATE INDEX player_aliases_player ON player_aliases(player_id))",
    R"(CREATE TABLE locations (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE))",
    // A game module of this program (`module`), or a game an import named.
    R"(CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        module TEXT UNIQUE,
        name TEXT NOT NULL,
        bgg_id INTEGER NOT NULL DEFAULT 0,
        bgstats_uuid TEXT NOT NULL DEFAULT '',
        cooperative INTEGER NOT NULL DEFAULT 0,
        highest_wins INTEGER NOT NULL DEFAULT 1,
        no_points INTEGER NOT NULL DEFAULT 0))",
    R"(CREATE TABLE plays (
        id INTEGER PRIMARY KEY,
        uuid TEXT NOT NULL UNIQUE,
        game_id INTEGER NOT NULL REFERENCES games(id),
        played_at TEXT NOT NULL,
        duration_min INTEGER NOT NULL DEFAULT 0,
        location_id INTEGER REFERENCES locations(id),
        player_count INTEGER NOT NULL,
        ignored INTEGER NOT NULL DEFAULT 0,
        incomplete INTEGER NOT NULL DEFAULT 0,
        source TEXT NOT NULL,
        source_id TEXT NOT NULL DEFAULT '',
        comments TEXT NOT NULL DEFAULT ''))",
    R"(CREATE TABLE play_players (
        id INTEGER PRIMARY KEY,
        play_id INTEGER NOT NULL REFERENCES plays(id) ON DELETE CASCADE,
        player_id INTEGER NOT NULL REFERENCES players(id),
        position INTEGER NOT NULL,
        seat INTEGER NOT NULL DEFAULT 0,
        start_player INTEGER NOT NULL DEFAULT 0,
        team TEXT NOT NULL DEFAULT '',
        score REAL,
        score_text TEXT NOT NULL DEFAULT '',
        rank INTEGER NOT NULL DEFAULT 0,
        winner INTEGER NOT NULL DEFAULT 0,
        new_player INTEGER NOT NULL DEFAULT 0,
        UNIQUE (play_id, position)))",
    nullptr};

// Version 2: each category of each player's score, as the game's ScoreTable gave it; what BoardGameGeek
// records beside a play.
const char *const kVersion2[] = {
    R"(CREATE TABLE categories (
        id INTEGER PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        name TEXT NOT NULL,
        counts INTEGER NOT NULL DEFAULT 1,
        UNIQUE (game_id, key)))",
    R"(CREATE TABLE play_scores (
        play_player_id INTEGER NOT NULL REFERENCES play_players(id) ON DELETE CASCADE,
        category_id INTEGER NOT NULL REFERENCES categories(id),
        points INTEGER NOT NULL,
        PRIMARY KEY (play_player_id, category_id)) WITHOUT ROWID)",
    R"(ALTER TABLE plays ADD COLUMN no_win_stats INTEGER NOT NULL DEFAULT 0)",
    R"(ALTER TABLE plays ADD COLUMN quantity INTEGER NOT NULL DEFAULT 1)",
    R"(ALTER TABLE play_players ADD COLUMN color TEXT NOT NULL DEFAULT '')",
    nullptr};

// Version 3: the files a play was added from, and the indexes the statistics read by.
const char *const kVersion3[] = {
    R"(CREATE TABLE play_files (
        play_id INTEGER NOT NULL REFERENCES plays(id) ON DELETE CASCADE,
        path TEXT NOT NULL,
        PRIMARY KEY (play_id, path)))",
    R"(CREATE INDEX play_files_path ON play_files(path))",
    R"(CREATE INDEX play_players_player ON play_players(player_id))",
    R"(CREATE INDEX plays_game ON plays(game_id, played_at))", nullptr};

QStringList statements(const char *const *list)
{
    QStringList out;
    for (; *list; ++list)
        out << QString::fromUtf8(*list);
    return out;
}

} // namespace

QStringList migration(int from)
{
    switch (from) {
    case 0:
        return statements(kVersion1);
    case 1:
        return statements(kVersion2);
    case 2:
        return statements(kVersion3);
    default:
        return {};
    }
}

} // namespace hk::library
