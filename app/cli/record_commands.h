#pragma once

// Recording a game from the command line, action by action, with the same checks as the app: start a game
// file from a setup, play actions (an illegal one is refused with its rule IDs, or recorded as an override
// with a reason), and undo the last one. Every write is atomic and happens only when the whole command
// succeeds.

#include <QString>

namespace hk::cli {

// `hallkeeper-cli new GAME --setup SETUP.json [--board winter|autumn|FILE] [--catalog FILE]`: SETUP.json
// holds the "setup" object of docs/formats.md; the board defaults to the Practice Mountain side for the
// player count (BRD-SIDE). Never over an existing file.
int runNew(const QString &file, const QString &setupFile, const QString &board, const QString &catalog);

// `hallkeeper-cli play GAME ACTION [--override REASON]`: ACTION is one action or a list of them as JSON (the
// log's format; "player" defaults to whoever is to play), "@FILE" to read it from a file, or "-" for stdin. A
// list is recorded whole or not at all. Exit 1 if the rules refuse an action.
int runPlay(const QString &file, const QString &actions, const QString &overrideReason);

// `hallkeeper-cli undo GAME`: drops the last action.
int runUndo(const QString &file);

} // namespace hk::cli
