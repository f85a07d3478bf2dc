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

// `hallkeeper-cli score FILE`: the final score of a score sheet (formats/score-sheet.md) or, through
// runScoreGame, of a game.
int runScore(const ScoreOptions &options);

} // namespace hk::cli
