// hallkeeper-cli: Hallkeeper without a window, for scripts, tests and quick answers.

#include "cli/board_command.h"
#include "cli/cli_output.h"
#include "cli/game_commands.h"
#include "cli/record_commands.h"
#include "cli/rules_command.h"
#include "cli/score_command.h"
#include "i18n/language.h"

#include <QCoreApplication>
#include <QStringList>

using namespace hk;
using namespace hk::cli;

namespace {

// Translation context "Cli" (a class, so that lupdate and the runtime agree on it).
class CliText {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QString usage()
{
    return CliText::tr(
        "Usage:\n"
        "  hallkeeper-cli score FILE [--json] [--explain] [--write-sheet SHEET]\n"
        "      Final score of a score sheet (.hkscore) or a game (.hkgame): the table, the ranking\n"
        "      with the tie-break, and the optimal leftover trades. --json prints the result as JSON;\n"
        "      --explain adds how every number was computed; --write-sheet saves a game's final\n"
        "      score as a score sheet.\n"
        "  hallkeeper-cli new GAME --setup SETUP.json [--board winter|autumn|BOARD] [--catalog CATALOG]\n"
        "      Starts a game file from a setup (docs/formats.md); the board defaults to the Practice\n"
        "      Mountain side for the player count.\n"
        "  hallkeeper-cli play GAME ACTION [--override REASON]\n"
        "      Checks an action (JSON, @FILE or - for stdin; a list is recorded whole or not at all) and\n"
        "      records it with what it changed. An action the rules forbid is refused with its rule IDs\n"
        "      (exit 1), or recorded as an override with --override.\n"
        "  hallkeeper-cli undo GAME\n"
        "      Drops the last action.\n"
        "  hallkeeper-cli validate GAME\n"
        "      Replays a game and lists every action that breaks a rule, with the rule IDs\n"
        "      (exit 1 if any).\n"
        "  hallkeeper-cli replay GAME [--until N]\n"
        "      The table after the first N actions (all of them by default), in words and a drawing.\n"
        "  hallkeeper-cli recover [NUMBER FILE]\n"
        "      Lists the autosaves a crashed session left behind; with NUMBER and FILE, saves that\n"
        "      game to FILE.\n"
        "  hallkeeper-cli board FILE\n"
        "      Checks a board (.hkboard) and draws it in text.\n"
        "  hallkeeper-cli rules [RULE-ID]\n"
        "      Every rule by section, or one rule.\n"
        "  hallkeeper-cli --help | --version\n"
        "Every command takes --lang en|zh_TW|zh_CN|ja.\n"
        "Exit status: 0 success, 1 an action the rules refuse (play) or a game with illegal actions\n"
        "(validate), 2 unreadable or invalid input, or a wrong command line.\n");
}

int usageError(const QString &message)
{
    err() << QStringLiteral("hallkeeper-cli: ") << message << '\n' << usage();
    err().flush();
    return kExitInvalid;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("Hallkeeper"));
    QCoreApplication::setOrganizationName(QStringLiteral("Hallkeeper"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HALLKEEPER_VERSION));

    QStringList args = QCoreApplication::arguments().mid(1);

    // The language comes first, so that every later message is already translated.
    QString language = languageForLocale(QLocale::system());
    bool languageError = false;
    for (int i = 0; i < args.size(); ++i) {
        QString value;
        if (args[i] == QLatin1String("--lang")) {
            if (i + 1 >= args.size()) {
                languageError = true;
                break;
            }
            value = args[i + 1];
            args.remove(i, 2);
        } else if (args[i].startsWith(QLatin1String("--lang="))) {
            value = args[i].mid(7);
            args.remove(i);
        } else {
            continue;
        }
        --i;
        if (!isSupportedLanguage(value)) {
            installTranslations(language);
            return usageError(CliText::tr("unknown language \"%1\"; expected one of: %2")
                                  .arg(value, supportedLanguageCodes().join(QLatin1String(", "))));
        }
        language = value;
    }
    installTranslations(language);
    if (languageError)
        return usageError(CliText::tr("--lang needs a language code"));

    if (args.isEmpty())
        return usageError(CliText::tr("no command given"));
    if (args.contains(QLatin1String("--help")) || args.contains(QLatin1String("-h"))) {
        out() << usage();
        return kExitOk;
    }
    if (args.contains(QLatin1String("--version"))) {
        out() << QStringLiteral("hallkeeper-cli ") << QCoreApplication::applicationVersion() << '\n';
        return kExitOk;
    }

    const QString command = args.takeFirst();
    if (command == QLatin1String("score")) {
        ScoreOptions options;
        QStringList files;
        QString writeSheet;
        for (int i = 0; i < args.size(); ++i) {
            const QString &arg = args[i];
            if (arg == QLatin1String("--json"))
                options.json = true;
            else if (arg == QLatin1String("--explain"))
                options.explain = true;
            else if (arg == QLatin1String("--write-sheet") && i + 1 < args.size())
                writeSheet = args[++i];
            else if (arg.startsWith(QLatin1Char('-')) && arg.size() > 1)
                return usageError(CliText::tr("unknown option \"%1\"").arg(arg));
            else
                files << arg;
        }
        if (files.size() != 1)
            return usageError(CliText::tr("score needs exactly one FILE"));
        options.file = files.front();
        if (isGameFile(options.file))
            return runScoreGame(options.file, options.json, options.explain, writeSheet);
        if (!writeSheet.isEmpty())
            return usageError(CliText::tr("--write-sheet needs a game file"));
        return runScore(options);
    }
    if (command == QLatin1String("validate") || command == QLatin1String("replay")) {
        QStringList files;
        int until = -1;
        for (int i = 0; i < args.size(); ++i) {
            if (command == QLatin1String("replay") && args[i] == QLatin1String("--until") &&
                i + 1 < args.size()) {
                bool ok = false;
                until = args[++i].toInt(&ok);
                if (!ok || until < 0)
                    return usageError(CliText::tr("--until needs a number of actions"));
            } else if (args[i].startsWith(QLatin1Char('-')) && args[i].size() > 1) {
                return usageError(CliText::tr("unknown option \"%1\"").arg(args[i]));
            } else {
                files << args[i];
            }
        }
        if (files.size() != 1)
            return usageError(CliText::tr("%1 needs exactly one GAME file").arg(command));
        return command == QLatin1String("validate") ? runValidate(files.front())
                                                    : runReplay(files.front(), until);
    }
    if (command == QLatin1String("new") || command == QLatin1String("play") ||
        command == QLatin1String("undo")) {
        // new GAME --setup FILE [--board B] [--catalog C]; play GAME ACTION [--override REASON]; undo GAME
        QStringList positional;
        QString setup, board, catalog, overrideReason;
        bool overrideGiven = false;
        for (int i = 0; i < args.size(); ++i) {
            const QString &arg = args[i];
            const bool hasValue = i + 1 < args.size();
            if (command == QLatin1String("new") && arg == QLatin1String("--setup") && hasValue)
                setup = args[++i];
            else if (command == QLatin1String("new") && arg == QLatin1String("--board") && hasValue)
                board = args[++i];
            else if (command == QLatin1String("new") && arg == QLatin1String("--catalog") && hasValue)
                catalog = args[++i];
            else if (command == QLatin1String("play") && arg == QLatin1String("--override") && hasValue) {
                overrideReason = args[++i];
                overrideGiven = true;
            } else if (arg.startsWith(QLatin1String("--")))
                return usageError(CliText::tr("unknown option \"%1\"").arg(arg));
            else
                positional << arg;
        }
        if (command == QLatin1String("new")) {
            if (positional.size() != 1 || setup.isEmpty())
                return usageError(CliText::tr("new needs a GAME file to create and --setup FILE"));
            return runNew(positional.front(), setup, board, catalog);
        }
        if (command == QLatin1String("play")) {
            if (positional.size() != 2)
                return usageError(CliText::tr("play needs a GAME file and an ACTION"));
            if (overrideGiven && overrideReason.trimmed().isEmpty())
                return usageError(CliText::tr("--override needs the reason the table did it anyway"));
            return runPlay(positional[0], positional[1], overrideReason);
        }
        if (positional.size() != 1)
            return usageError(CliText::tr("%1 needs exactly one GAME file").arg(command));
        return runUndo(positional.front());
    }
    if (command == QLatin1String("recover")) {
        for (const QString &arg : args)
            if (arg.startsWith(QLatin1Char('-')) && arg.size() > 1)
                return usageError(CliText::tr("unknown option \"%1\"").arg(arg));
        return runRecover(args);
    }
    if (command == QLatin1String("rules")) {
        for (const QString &arg : args)
            if (arg.startsWith(QLatin1Char('-')) && arg.size() > 1)
                return usageError(CliText::tr("unknown option \"%1\"").arg(arg));
        if (args.size() > 1)
            return usageError(CliText::tr("rules takes at most one rule ID"));
        return runRules(args.value(0));
    }
    if (command == QLatin1String("board")) {
        for (const QString &arg : args)
            if (arg.startsWith(QLatin1Char('-')) && arg.size() > 1)
                return usageError(CliText::tr("unknown option \"%1\"").arg(arg));
        if (args.size() != 1)
            return usageError(CliText::tr("board needs exactly one FILE"));
        return runBoard(args.front());
    }
    return usageError(CliText::tr("unknown command \"%1\"").arg(command));
}
