#pragma once

// The score sheet file (*.hkscore), exactly as fixed in docs/formats.md.

#include "io/json_check.h"
#include "scoring/score_sheet.h"

#include <optional>

namespace hk {

inline constexpr char kScoreSheetFormat[] = "hallkeeper-score-sheet";
inline constexpr int kScoreSheetVersion = 1;
inline constexpr char kScoreSheetSuffix[] = "hkscore";

struct ScoreSheetReadResult {
    // Complete: set only when there is no error (warnings may remain). Draft: set whenever the structure
    // is readable (JSON, format, keys and value types and ranges), rule problems included.
    std::optional<ScoreSheet> sheet;
    Problems problems; // every problem found, errors and warnings
};

// The command line reads complete sheets (a sheet breaking a rule is refused, exit 2); the app reads drafts,
// so that a sheet saved with an impossible field opens again with the problem marked on it.
ScoreSheetReadResult readScoreSheet(const QString &fileName, ReadMode mode = ReadMode::Complete);
ScoreSheetReadResult parseScoreSheet(const QByteArray &bytes, ReadMode mode = ReadMode::Complete);

QJsonObject scoreSheetToJson(const ScoreSheet &sheet);
QByteArray scoreSheetToBytes(const ScoreSheet &sheet);
// Atomic write (files/file_io.h). Returns an empty string on success, else the reason.
QString writeScoreSheet(const QString &fileName, const ScoreSheet &sheet,
                        WriteMode mode = WriteMode::Replace);

} // namespace hk
