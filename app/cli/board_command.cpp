#include "cli/board_command.h"

#include "cli/cli_output.h"
#include "io/board_io.h"
#include "rules/board_text.h"

namespace hk::cli {

int runBoard(const QString &file)
{
    const BoardReadResult read = readBoard(file);
    printProblems(file, read.problems);
    if (!read.board)
        return kExitInvalid;
    out() << boardSummaryText(*read.board) << '\n' << boardAsciiText(*read.board);
    out().flush();
    return kExitOk;
}

} // namespace hk::cli
