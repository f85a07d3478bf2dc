#include "cli/board_command.h"

#include "cli/cli_output.h"
#include "i18n/one_line.h"
#include "io/board_io.h"
#include "rules/board_text.h"

namespace hk::cli {

int runBoard(const QString &file)
{
    BoardReadResult read = readBoard(file);
    printProblems(file, read.problems);
    if (!read.board)
        return kExitInvalid;
    read.board->name = oneLine(read.board->name); // a name is shown on its line, never making another
    for (auto &[language, name] : read.board->names)
        name = oneLine(name);
    out() << boardSummaryText(*read.board) << '\n' << boardAsciiText(*read.board);
    out().flush();
    return kExitOk;
}

} // namespace hk::cli
