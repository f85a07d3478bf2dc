#include "cli/game_commands.h"

#include "cli/cli_output.h"
#include "game/engine.h"
#include "game/game_score.h"
#include "game/state_text.h"
#include "io/game_io.h"
#include "io/score_sheet_io.h"
#include "scoring/score_report.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace hk::cli {

namespace {
class GameCommandText {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

std::optional<GameFile> load(const QString &file, ActionCheck check)
{
    const GameReadResult read = readGame(file, check);
    for (const Problem &p : read.problems)
        err() << formatProblem(file, p) << '\n';
    err().flush();
    return read.game;
}
} // namespace

bool isGameFile(const QString &file)
{
    if (file.endsWith(QLatin1String(".hkgame"), Qt::CaseInsensitive))
        return true;
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly) || f.size() > kMaxFileBytes)
        return false;
    return QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("format")).toString() ==
           QLatin1String(kGameFormat);
}

int runValidate(const QString &file)
{
    const auto game = load(file, ActionCheck::StructureOnly);
    if (!game)
        return kExitInvalid;
    const Verdict setup = validateSetup(game->setup);
    if (!setup.ok()) {
        for (const Violation &v : setup.violations)
            err() << file << QStringLiteral(": setup: ") << describe(v) << '\n';
        err().flush();
        return kExitInvalid;
    }
    const Replay rp = replay(game->setup, game->log);
    GameState state(game->setup);
    int invalid = 0, overrides = 0;
    for (size_t i = 0; i < game->log.size(); ++i) {
        const Action &a = game->log[i];
        const ReplayStep &step = rp.steps[i];
        if (a.override) {
            ++overrides;
            out() << QStringLiteral("log[%1] ").arg(i) << actionText(state, a) << '\n';
        } else if (!step.verdict.ok()) {
            ++invalid;
            out() << QStringLiteral("log[%1] ").arg(i) << actionText(state, a) << ": "
                  << step.verdict.ruleIds().join(QStringLiteral(", ")) << '\n';
            for (const Violation &v : step.verdict.violations)
                out() << QStringLiteral("    ") << describe(v) << '\n';
        }
        apply(state, a);
    }
    out() << GameCommandText::tr("%1 actions: %2 illegal, %3 recorded as overrides.")
                 .arg(game->log.size())
                 .arg(invalid)
                 .arg(overrides)
          << '\n';
    out().flush();
    return invalid ? 1 : kExitOk;
}

int runReplay(const QString &file, int until)
{
    const auto game = load(file, ActionCheck::StructureOnly);
    if (!game)
        return kExitInvalid;
    const Replay rp = replay(game->setup, game->log, until);
    out() << GameCommandText::tr("After %1 of %2 actions:").arg(rp.steps.size()).arg(game->log.size()) << '\n'
          << gameStateText(rp.state);
    out().flush();
    return kExitOk;
}

int runScoreGame(const QString &file, bool json, bool explain, const QString &writeSheet)
{
    const auto game = load(file, ActionCheck::Replay);
    if (!game)
        return kExitInvalid;
    const Replay rp = replay(game->setup, game->log);
    const GameScore score = scoreGame(rp.state);
    if (!writeSheet.isEmpty()) {
        const QString error = writeScoreSheet(writeSheet, score.sheet);
        if (!error.isEmpty()) {
            err() << writeSheet << QStringLiteral(": ") << error << '\n';
            err().flush();
            return kExitInvalid;
        }
    }
    if (json)
        out() << scoreReportJsonBytes(score.score);
    else
        out() << scoreReportText(score.score, explain);
    out().flush();
    return kExitOk;
}

} // namespace hk::cli
