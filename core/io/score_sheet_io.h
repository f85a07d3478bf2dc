#pragma once

// The score sheet file (*.hkscore), exactly as fixed in formats/score-sheet.md.

#include "io/json_check.h"
#include "scoring/score_sheet.h"

#include <optional>

namespace hk {

inline constexpr char kScoreSheetFormat[] = "hallkeeper-score-sheet";
inline constexpr int kScoreSheetVersion = 1;
inline constexpr char kScoreSheetSuffix[] = "hkscore";

struct ScoreSheetReadResult {
    std::optional<ScoreSheet> sheet; // set only when there is no error (warnings may remain)
    Problems problems;               // every problem found, errors and warnings
};

ScoreSheetReadResult readScoreSheet(const QString &fileName);
ScoreSheetReadResult parseScoreSheet(const QByteArray &bytes);

QJsonObject scoreSheetToJson(const ScoreSheet &sheet);
QByteArray scoreSheetToBytes(const ScoreSheet &sheet);
// Atomic write (io/file_io.h). Returns an empty string on success, else the reason.
QString writeScoreSheet(const QString &fileName, const ScoreSheet &sheet,
                        WriteMode mode = WriteMode::Replace);

} // namespace hk
