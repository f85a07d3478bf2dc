#pragma once

// The board file (*.hkboard), documented in docs/formats.md.

#include "io/json_check.h"
#include "model/board.h"

#include <optional>

namespace hk {

inline constexpr char kBoardFormat[] = "hallkeeper-board";
inline constexpr int kBoardVersion = 1;
inline constexpr int kMinBoardSize = 3;
inline constexpr int kMaxBoardSize = 60;

struct BoardReadResult {
    std::optional<Board>
        board; // set only when there is no error (Complete), or none in the file's structure (Draft)
    Problems problems;
};

BoardReadResult readBoard(const QString &fileName, ReadMode mode = ReadMode::Complete);
BoardReadResult parseBoard(const QByteArray &bytes, ReadMode mode = ReadMode::Complete);
// A board object already parsed, as embedded in a game file; "format" and "version" may be absent.
BoardReadResult readBoardObject(const QJsonObject &object, Problems problems = {},
                                ReadMode mode = ReadMode::Complete);

// Every semantic problem of a board: features off the board, on the Heart or on top of each other, labels,
// too few start points for a label, no Heart… with the JSON path of the entry at fault.
Problems validateBoard(const Board &board);

QJsonObject boardToJson(const Board &board);
QByteArray boardToBytes(const Board &board);
QString writeBoard(const QString &fileName, const Board &board);

} // namespace hk
