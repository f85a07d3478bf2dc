#pragma once

#include "cli/score_command.h"

#include <QStringList>

namespace hk::cli {

// `hallkeeper-cli validate GAME`: replays the log and lists every action that breaks a rule without being
// recorded as an override. Exit 0 if none, 1 if any, 2 if the file cannot be read.
int runValidate(const QString &file);
// `hallkeeper-cli replay GAME --until N`: the state after the first N actions, in words and a drawing.
int runReplay(const QString &file, int until);
// `hallkeeper-cli score GAME [--write-sheet SHEET [--force]]`: the final score of a game, with the output
// contract of score sheets; SHEET is a new file, or with `force` a regular file to replace, never the game.
int runScoreGame(const ScoreOptions &options, const QString &writeSheet, bool force);
// `hallkeeper-cli recover`: lists the autosaves that a crashed session left behind (newest first);
// `recover N FILE` writes number N to FILE (never over an existing file) and then drops the autosave.
int runRecover(const QStringList &args);
// Whether a file is a game (by its name, else its "format"), so that `score` takes either kind.
bool isGameFile(const QString &file, const QByteArray &bytes);

} // namespace hk::cli
