#pragma once

// The board file (*.hkboard), documented in docs/formats.md.

#include "io/json_check.h"
#include "model/board.h"
#include "model/board_validation.h"

#include <optional>

namespace hk {

inline constexpr char kBoardFormat[] = "hallkeeper-board";
inline constexpr int kBoardVersion = 1;

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

QJsonObject boardToJson(const Board &board);
// The board as its file holds it, for either sink of io/json_writer.h (JsonTreeBuilder, JsonLayout); a game's
// copy goes without "format" and "version" (`header` false).
template <class Sink> void encodeBoard(Sink &out, const Board &board, bool header);
QByteArray boardToBytes(const Board &board);
QString writeBoard(const QString &fileName, const Board &board);

} // namespace hk
