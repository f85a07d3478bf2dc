#pragma once

#include <QByteArray>
#include <QString>

namespace hk::cli {

struct ScoreOptions {
    QString file;
    QByteArray bytes; // the file, read once
    bool json = false;
    bool explain = false;
};

// `hallkeeper-cli score FILE`: the final score of a score sheet of any registered game, chosen by its "game"
// (registry/game_registry.h; Mountain King's without one, and its report as it always was), or, through
// runScoreGame, of a Mountain King game.
int runScore(const ScoreOptions &options);

} // namespace hk::cli
