#pragma once

#include <QString>

namespace hk::cli {

struct ScoreOptions {
    QString file;
    bool json = false;
    bool explain = false;
};

// `hallkeeper-cli score FILE`: the final score of a score sheet (formats/score-sheet.md).
int runScore(const ScoreOptions &options);

} // namespace hk::cli
