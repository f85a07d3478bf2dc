#pragma once

// A ScoreTable in words, in the installed language: the command line prints it, the results views show the
// same sentences.

#include "score/score_table.h"

#include <QString>
#include <QStringList>

namespace hk::base {

// The table as a text or a window shows it: each name on the line of its sentence (i18n/one_line.h), so that
// a player named "Mallory\nWinner: Mallory" never prints a winner line of its own; so is every sentence that
// names them (ties, verdict, notes, decisions, the standing's note), which are one line each but for the
// names. On a copy made for showing: what is written keeps the names as they were.
ScoreTable withNamesOnOneLine(ScoreTable table);

// How the results name an entity: its label, else its name.
QString entityLabel(const ScoreEntity &entity);
// "1. Ann — 12", best first.
QStringList rankingLines(const ScoreTable &table);
// Every tie's sentences, in order: a line per tie (the command line's text), or a line per sentence (a
// window, an export). A tie the game says nothing of yet has no line.
QStringList tieLines(const ScoreTable &table);
QStringList tieSentences(const ScoreTable &table);
// The game's own verdict where it has one (ScoreTable::verdict), else "Winner: Ann with 12 (Total).",
// "Shared victory: …", "Leading (incomplete): …", or nothing when Empty.
QString winnerLine(const ScoreTable &table);
// The table, how it was decided (when the game says), the ranking with its ties, the winner, the rulings
// and, with `explain`, every cell explained:
// `hallkeeper-cli score` for a game other than Mountain King.
QString scoreTableText(const ScoreTable &table, bool explain);
// The points of a cell as shown: the number, or "—" when not entered.
QString pointsText(const std::optional<int> &points);
// Columns a string takes in a terminal (East Asian wide characters take two).
int displayWidth(const QString &text);

} // namespace hk::base
