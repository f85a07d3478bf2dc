#include "cli/score_command.h"

#include "cli/cli_output.h"
#include "scoring/names_on_one_line.h"
#include "io/score_report_io.h"
#include "io/score_sheet_io.h"
#include "scoring/final_score.h"

namespace hk::cli {

int runScore(const ScoreOptions &options)
{
    const ScoreSheetReadResult read = parseScoreSheet(options.bytes);
    printProblems(options.file, read.problems);
    if (!read.sheet)
        return kExitInvalid;

    SheetScore score = scoreSheet(*read.sheet);
    if (options.json) { // JSON escapes a line break in a string itself
        out() << scoreReportJsonBytes(score);
    } else {
        showNamesOnOneLine(score);
        out() << scoreReportText(score, options.explain);
    }
    out().flush();
    return kExitOk;
}

} // namespace hk::cli
