#include "cli/game_commands.h"

#include "cli/cli_output.h"
#include "files/file_lock.h"
#include "game/autosave.h"
#include "game/engine.h"
#include "game/game_record.h"
#include "game/game_score.h"
#include "game/state_text.h"
#include "i18n/arg_text.h"
#include "io/file_io.h"
#include "io/game_io.h"
#include "io/score_report_io.h"
#include "io/score_sheet_io.h"
#include "registry/game_registry.h"
#include "scoring/names_on_one_line.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace hk::cli {

namespace {
class GameCommandText {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

std::optional<GameFile> load(const QString &file, ActionCheck check)
{
    const GameReadResult read = readGame(file, check);
    printProblems(file, read.problems);
    return read.game;
}
} // namespace

bool isGameFile(const QString &file, const QByteArray &bytes)
{
    if (file.endsWith(QLatin1String(".hkgame"), Qt::CaseInsensitive))
        return true;
    return QJsonDocument::fromJson(bytes).object().value(QStringLiteral("format")).toString() ==
           QLatin1String(kGameFormat);
}

int runValidate(const QString &file)
{
    const auto game = load(file, ActionCheck::StructureOnly);
    if (!game)
        return kExitInvalid;
    // The setup's rules were checked by the reader: here the actions are listed. An action beyond
    // Hallkeeper's limits makes the file invalid, override or not.
    const GameRecord record(*game);
    if (const Problems beyond = limitProblems(record.verdicts()); !beyond.empty()) {
        printProblems(file, beyond);
        return kExitInvalid;
    }
    GameState state(game->setup);
    showOnOneLine(state); // for the texts only: the names play no part in the rules
    int invalid = 0, overrides = 0;
    for (int i = 0; i < record.size(); ++i) {
        const Action &a = game->log[size_t(i)];
        const Verdict &verdict = record.verdicts()[size_t(i)];
        if (a.override) {
            ++overrides;
            out() << QStringLiteral("log[%1] ").arg(i) << actionText(state, shownOnOneLine(a)) << '\n';
        } else if (record.isIllegal(i)) {
            ++invalid;
            out() << QStringLiteral("log[%1] ").arg(i) << actionText(state, shownOnOneLine(a)) << ": "
                  << verdict.ruleIds().join(QStringLiteral(", ")) << '\n';
            for (const Violation &v : verdict.violations)
                out() << QStringLiteral("    ") << describe(v) << '\n';
        }
        apply(state, a);
    }
    out() << GameCommandText::tr("%1 actions: %2 illegal, %3 recorded as overrides.")
                 .arg(argText(game->log.size()), argText(invalid), argText(overrides))
          << '\n';
    out().flush();
    return invalid ? 1 : kExitOk;
}

int runReplay(const QString &file, int until)
{
    const auto game = load(file, ActionCheck::StructureOnly);
    if (!game)
        return kExitInvalid;
    Replay rp = replay(game->setup, game->log, until);
    if (const Problems beyond = limitProblems(rp); !beyond.empty()) {
        printProblems(file, beyond);
        return kExitInvalid;
    }
    showOnOneLine(rp.state);
    out() << GameCommandText::tr("After %1 of %2 actions:")
                 .arg(argText(rp.steps.size()), argText(game->log.size()))
          << '\n'
          << gameStateText(rp.state);
    out().flush();
    return kExitOk;
}

int runScoreGame(const ScoreOptions &options, const QString &writeSheet, bool force)
{
    // The sheet's target first: nothing is worth computing for a file that may not be written.
    const WriteMode mode = force ? WriteMode::Replace : WriteMode::CreateNew;
    if (!writeSheet.isEmpty()) {
        const QFileInfo target(writeSheet);
        const QString kind = documentFormatOf(writeSheet);
        const QString problem =
            isSameFile(options.file, writeSheet)
                ? GameCommandText::tr("is the game it is made from; choose another file for the sheet")
            : !kind.isEmpty() && kind != QLatin1String(kScoreSheetFormat)
                ? GameCommandText::tr("is a Hallkeeper file of another kind (%1), not a score sheet: it is "
                                      "never replaced by one, --force or not; choose another file")
                      .arg(kind)
            : !force && target.isFile() && !target.isSymLink()
                ? GameCommandText::tr("exists already; --force replaces it")
                : writeTargetProblem(writeSheet, mode);
        if (!problem.isEmpty())
            return fail(QStringLiteral("%1: %2").arg(writeSheet, problem));
    }
    base::FileLock lock(writeSheet);
    if (!writeSheet.isEmpty())
        if (const QString holder = lock.lock(); !holder.isEmpty())
            return fail(holder);
    const GameReadResult read = parseGame(options.bytes, ActionCheck::Replay);
    printProblems(options.file, read.problems);
    if (!read.game)
        return kExitInvalid;
    const Replay rp = replay(read.game->setup, read.game->log);
    GameScore score = scoreGame(rp.state);
    if (!writeSheet.isEmpty())
        if (const QString error = writeScoreSheet(writeSheet, score.sheet, mode); !error.isEmpty())
            return fail(QStringLiteral("%1: %2").arg(writeSheet, error));
    if (options.json) {
        out() << scoreReportJsonBytes(score.score);
    } else {
        showNamesOnOneLine(score.score); // the sheet written above keeps the names as they are
        out() << scoreReportText(score.score, options.explain);
    }
    out().flush();
    return kExitOk;
}

namespace {

// What a crashed session of the app may leave, of every kind it autosaves: games, score sheets (of every
// game), boards, catalogs and each registered game's own files (a tracker), newest first.
std::vector<base::Autosave::Leftover> everyLeftover()
{
    QStringList suffixes{QStringLiteral("hkgame"), QStringLiteral("hkscore"), QStringLiteral("hkboard"),
                         QStringLiteral("hkcatalog")};
    for (const base::GameModule &game : base::GameRegistry::instance().games())
        for (const base::GameFileKind &kind : game.fileKinds)
            if (!suffixes.contains(kind.suffix))
                suffixes << kind.suffix;
    std::vector<base::Autosave::Leftover> all;
    for (const QString &suffix : suffixes)
        for (const base::Autosave::Leftover &l : suffix == QLatin1String(kGameSuffix)
                                                     ? GameAutosave::leftovers()
                                                     : base::Autosave::leftovers(suffix))
            all.push_back(l);
    std::stable_sort(all.begin(), all.end(),
                     [](const base::Autosave::Leftover &a, const base::Autosave::Leftover &b) {
                         return a.savedAt > b.savedAt;
                     });
    return all;
}

bool isGameLeftover(const base::Autosave::Leftover &l)
{
    return QFileInfo(l.path).suffix() == QLatin1String("hkgame");
}

} // namespace

int runRecover(const QStringList &args)
{
    const std::vector<base::Autosave::Leftover> leftovers = everyLeftover();
    if (args.isEmpty()) {
        if (leftovers.empty()) {
            out() << GameCommandText::tr("No autosave is waiting to be recovered.") << '\n';
            out().flush();
            return kExitOk;
        }
        out() << GameCommandText::tr("Autosaves left by a session that did not end cleanly, newest first:")
              << '\n';
        for (size_t i = 0; i < leftovers.size(); ++i) {
            const base::Autosave::Leftover &l = leftovers[i];
            const QString saved = l.savedAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
            out() << QStringLiteral("  %1. ").arg(i + 1);
            if (isGameLeftover(l)) {
                const QString of = l.originalFile.isEmpty() ? GameCommandText::tr("a game never saved")
                                                            : QDir::toNativeSeparators(l.originalFile);
                out() << GameCommandText::tr("saved %1 · actions: %2 · file: %3")
                             .arg(saved, argText(l.actions), of);
            } else {
                const QString of = l.originalFile.isEmpty() ? GameCommandText::tr("a document never saved")
                                                            : QDir::toNativeSeparators(l.originalFile);
                out() << GameCommandText::tr("saved %1 · a .%2 document · file: %3")
                             .arg(saved, QFileInfo(l.path).suffix(), of);
            }
            out() << '\n';
            if (l.originalChanged()) // recover writes a new file anyway: both are kept
                out() << QStringLiteral("     ")
                      << GameCommandText::tr("(the file was written since: compare before you replace it)")
                      << '\n';
            out() << QStringLiteral("     ") << QDir::toNativeSeparators(l.path) << '\n';
        }
        out() << GameCommandText::tr("To recover one: hallkeeper-cli recover NUMBER FILE") << '\n';
        out().flush();
        return kExitOk;
    }
    bool ok = false;
    const int number = args.value(0).toInt(&ok);
    if (args.size() != 2 || !ok)
        return fail(GameCommandText::tr("recover takes a NUMBER from its list and a FILE to write"));
    if (number < 1 || number > int(leftovers.size()))
        return fail(
            GameCommandText::tr("there is no autosave number %1; run \"hallkeeper-cli recover\" for the list")
                .arg(args.value(0)));
    const QString target = args.value(1);
    const base::Autosave::Leftover &l = leftovers[number - 1];
    // The app opens a file by its suffix: the work goes to a file of its own kind.
    const QString suffix = QFileInfo(l.path).suffix();
    if (QFileInfo(target).suffix().compare(suffix, Qt::CaseInsensitive) != 0)
        return fail(GameCommandText::tr("autosave number %1 is a .%2 document: FILE must end in .%2")
                        .arg(args.value(0), suffix));
    if (const QString problem = writeTargetProblem(target, WriteMode::CreateNew); !problem.isEmpty())
        return fail(QStringLiteral("%1: %2").arg(target, problem));
    base::FileLock lock(target);
    if (const QString holder = lock.lock(); !holder.isEmpty())
        return fail(holder);
    if (!isGameLeftover(l)) {
        // Written by the app from its document, whole: written back as it is (the app reads it with its
        // checks when the file is opened).
        Problems unread;
        const std::optional<QByteArray> bytes = readInputFile(l.path, unread);
        printProblems(l.path, unread);
        if (!bytes)
            return kExitInvalid;
        if (const QString error = writeFileAtomically(target, *bytes, WriteMode::CreateNew); !error.isEmpty())
            return fail(QStringLiteral("%1: %2").arg(target, error));
        base::Autosave::removeLeftover(l.id);
        out() << GameCommandText::tr("Recovered into %1.").arg(target) << '\n';
        out().flush();
        return kExitOk;
    }
    // StructureOnly: a game is recovered as it was, even with actions the rules would refuse.
    const auto game = load(l.path, ActionCheck::StructureOnly);
    if (!game)
        return kExitInvalid;
    if (const QString error = writeGame(target, *game, nullptr, WriteMode::CreateNew); !error.isEmpty())
        return fail(QStringLiteral("%1: %2").arg(target, error));
    base::Autosave::removeLeftover(l.id);
    out() << GameCommandText::tr("Recovered into %1 (actions: %2).").arg(target, argText(game->log.size()))
          << '\n';
    out().flush();
    return kExitOk;
}

} // namespace hk::cli
