#include "cli/score_command.h"

#include "cli/cli_output.h"
#include "registry/game_registry.h"
#include "sheet/sheet_io.h"

#include <algorithm>

namespace hk::cli {

namespace {

int printReport(const QString &file, const base::SheetReport &report)
{
    printGameProblems(file, report.problems);
    if (!report.output)
        return kExitInvalid;
    out() << *report.output;
    out().flush();
    return kExitOk;
}

} // namespace

int runScore(const ScoreOptions &options)
{
    const base::GameRegistry &registry = base::GameRegistry::instance();
    // A game's other file (a tracker) names its format: its game reports it.
    if (const auto [game, kind] = registry.fileKindOf(options.bytes); kind && kind->report)
        return printReport(options.file, kind->report(options.bytes, options.json, options.explain));
    base::Problems problems;
    std::optional<QString> game = base::sheetGame(options.bytes, problems);
    // A sheet that cannot be read as a document at all is read by Mountain King's reader, the game of a
    // sheet without "game", which says why as it always has; a "game" that is not a name is refused here.
    const bool gameRefused = std::any_of(problems.begin(), problems.end(), [](const base::Problem &p) {
        return p.path == QLatin1String("game");
    });
    if (!game && !gameRefused)
        game = QString::fromLatin1(base::kMountainKingId);
    const base::GameModule *module = game ? registry.find(*game) : nullptr;
    if (!module) {
        if (game) // a game not registered: say which games there are
            registry.moduleOfSheet(options.bytes, problems = {});
        printGameProblems(options.file, problems);
        return kExitInvalid;
    }
    return printReport(options.file,
                       base::sheetReport(*module, options.bytes, options.json, options.explain));
}

} // namespace hk::cli
