#include "cli/score_command.h"

#include "cli/cli_output.h"
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

    const SheetScore score = scoreSheet(*read.sheet);
    if (options.json)
        out() << scoreReportJsonBytes(score);
    else
        out() << scoreReportText(score, options.explain);
    out().flush();
    return kExitOk;
}

} // namespace hk::cli
