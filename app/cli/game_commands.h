#pragma once

#include <QStringList>

namespace hk::cli {

// `hallkeeper-cli validate GAME`: replays the log and lists every action that breaks a rule without being
// recorded as an override. Exit 0 if none, 1 if any, 2 if the file cannot be read.
int runValidate(const QString &file);
// `hallkeeper-cli replay GAME --until N`: the state after the first N actions, in words and a drawing.
int runReplay(const QString &file, int until);
// `hallkeeper-cli score GAME`: the final score of a game, with the output contract of score sheets.
int runScoreGame(const QString &file, bool json, bool explain, const QString &writeSheet);
// `hallkeeper-cli recover`: lists the autosaves that a crashed session left behind (newest first);
// `recover N FILE` writes number N to FILE (never over an existing file) and then drops the autosave.
int runRecover(const QStringList &args);
// Whether a file is a game (by its "format"), so that `score` takes either kind.
bool isGameFile(const QString &file);

} // namespace hk::cli
