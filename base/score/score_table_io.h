#pragma once

// A ScoreTable as JSON: what `hallkeeper-cli score --json` prints for a game other than Mountain King, and
// what the play library reads a result from (docs/formats.md, "Score table").

#include "score/score_table.h"

#include <QByteArray>
#include <QJsonObject>

namespace hk::base {

inline constexpr char kScoreTableFormat[] = "hallkeeper-score-table";
inline constexpr int kScoreTableVersion = 1;

QJsonObject scoreTableToJson(const ScoreTable &table);
// The same, laid out for people (keys in a fixed order, short lists on one line).
QByteArray scoreTableToBytes(const ScoreTable &table);

} // namespace hk::base
