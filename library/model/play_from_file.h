#pragma once

// A play made from what this program scored: a game's ScoreTable (each entity a player, or a team with its
// members) with each category's points, and what its file says besides — its uuid, whether the game was
// played to its end, who sat where. The game comes through the registry: a score sheet's "game", or the game
// whose kind of file it is.

#include "model/play.h"
#include "problems/problem.h"
#include "registry/game_module.h"
#include "score/score_table.h"

#include <optional>

namespace hk::library {

// What the play's file and the user add to its score.
struct PlayFacts {
    QString gameName{};  // as the game is named now (the module's name)
    QString uuid{};      // the file's, or empty: a new play (or the one added from the same file before)
    QStringList files{}; // where the play came from
    QDateTime playedAt{};
    int durationMinutes = 0;
    QString location{};
    bool finished = true;      // false: recorded as incomplete
    bool seatsInOrder = false; // entities listed clockwise from the start player
    int startEntity = -1;      // the entity that started, if known
};

Play playFromScoreTable(const base::ScoreTable &table, const PlayFacts &facts);

struct FilePlay {
    std::optional<Play> play{};
    base::Problems problems{}; // why the file makes no play (without the file's name)
    const base::GameModule *module = nullptr;
    bool takesUuid = false; // the file may carry its play's uuid (and has none when the play's uuid is empty)
};

// A .hkscore of any game, or a file of a kind a game records plays in (.hkgame), as a play: dated
// `playedAt` (by default the file's last change).
FilePlay playFromFile(const QString &path, const QDateTime &playedAt = {});

} // namespace hk::library
