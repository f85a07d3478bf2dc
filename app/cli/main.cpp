// hallkeeper-cli: Hallkeeper without a window, for scripts, tests and quick answers. Longer than 600 lines on
// purpose: the usage text and each command's arguments are read here, in one place; each command's work is in
// its own file (cli/*_command.cpp).

#include "cli/board_command.h"
#include "cli/cli_games.h"
#include "cli/cli_output.h"
#include "cli/game_commands.h"
#include "cli/library_command.h"
#include "cli/recognise_command.h"
#include "cli/record_commands.h"
#include "cli/rules_command.h"
#include "cli/score_command.h"
#include "i18n/language.h"
#include "io/file_io.h"
#include "registry/game_registry.h"
#include "sheet/sheet_io.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

#include <functional>
#include <optional>

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
        "  hallkeeper-cli score FILE [--json] [--explain] [--write-sheet SHEET [--force]]\n"
        "      Final score of a score sheet (.hkscore) of any game, or of a game (.hkgame): the table,\n"
        "      the ranking with the tie-break, and the optimal leftover trades. --json prints the result\n"
        "      as JSON; --explain adds how every number was computed; --write-sheet saves a game's final\n"
        "      score as a new score sheet (--force: replacing an existing one).\n"
        "  hallkeeper-cli new-sheet --game ID SHEET [--players N]\n"
        "      Starts an empty score sheet of a game that has a generic one (\"rules --games\" lists them).\n"
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
        "  hallkeeper-cli board recognise PHOTO --rows R --columns C [--corners x,y x,y x,y x,y]\n"
        "                 [--example SQUARE=TERRAIN]... [--json] [--write BOARD [--force]]\n"
        "      Recognises the layers of a printed board in a photo: a terrain and a confidence per\n"
        "      square, the uncertain squares and the “feature here?” marks; --write saves the\n"
        "      proposal as a board file.\n"
        "  hallkeeper-cli rules [RULE-ID] [--game ID] [--search WORDS...] [--markdown] | --games\n"
        "      Every rule by section, or one rule with its rulebook passage; --search finds rules by\n"
        "      words in any language or by ID; --markdown writes the rules reference in Markdown.\n"
        "      --game chooses the game (Mountain King by default); --games lists the games.\n"
        "  hallkeeper-cli library add|import|export|stats|players|backup [FILE...] [--library FILE] "
        "[--json]\n"
        "      The group's play library: add sheets and games (.hkscore, .hkgame), import a BG Stats\n"
        "      backup or a BoardGameGeek plays file, export to either or CSV, statistics, players and\n"
        "      their aliases, a backup. \"library --help\" says more.\n"
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

// The command line of one command: its arguments and options, its help (`hallkeeper-cli COMMAND --help`).
// parse(), not process(): a wrong command line exits with status 2 and a translated message.
class CommandLine {
public:
    CommandLine(const QString &command, const QString &description) : m_command(command)
    {
        m_parser.setApplicationDescription(description);
        m_parser.addOption(m_help);
        m_parser.addOption(m_lang);
    }

    void argument(const QString &name, const QString &description, const QString &syntax = {})
    {
        m_parser.addPositionalArgument(name, description, syntax);
    }
    QCommandLineOption option(const QString &name, const QString &description, const QString &value = {})
    {
        QCommandLineOption o(name, description, value);
        m_parser.addOption(o);
        return o;
    }

    // Parses the arguments after the command. Returns an exit status when the command must not run: its
    // help was asked for, or the command line is wrong (too few or too many arguments: `countError`).
    std::optional<int> parse(const QStringList &args, qsizetype minArguments, qsizetype maxArguments,
                             const QString &countError)
    {
        if (!m_parser.parse(QStringList{QCoreApplication::arguments().value(0)} + args))
            return error(m_parser.errorText());
        if (m_parser.isSet(m_help)) {
            out() << helpText();
            out().flush();
            return kExitOk;
        }
        const qsizetype n = m_parser.positionalArguments().size();
        if (n < minArguments || n > maxArguments)
            return error(countError);
        return std::nullopt;
    }

    QStringList arguments() const { return m_parser.positionalArguments(); }
    bool isSet(const QCommandLineOption &o) const { return m_parser.isSet(o); }
    QString value(const QCommandLineOption &o) const { return m_parser.value(o); }
    QStringList values(const QCommandLineOption &o) const { return m_parser.values(o); }

    // "hallkeeper-cli: MESSAGE" and this command's help on stderr.
    int error(const QString &message) const
    {
        err() << QStringLiteral("hallkeeper-cli: ") << message << '\n' << helpText();
        err().flush();
        return kExitInvalid;
    }

private:
    // QCommandLineParser's help, with the command after the program's name in its usage line.
    QString helpText() const
    {
        QString text = m_parser.helpText();
        const QString program = QCoreApplication::arguments().value(0);
        if (const qsizetype at = text.indexOf(program); at >= 0)
            text.replace(at, program.size(), QStringLiteral("hallkeeper-cli ") + m_command);
        return text;
    }

    QString m_command;
    QCommandLineParser m_parser;
    QCommandLineOption m_help{{QStringLiteral("h"), QStringLiteral("help")}, CliText::tr("Shows this help.")};
    QCommandLineOption m_lang{QStringLiteral("lang"), CliText::tr("Language: en, zh_TW, zh_CN or ja."),
                              QStringLiteral("CODE")};
};

int score(const QStringList &args)
{
    CommandLine line(
        QStringLiteral("score"),
        CliText::tr("Final score of a score sheet (.hkscore) or a game (.hkgame): the table, the "
                    "ranking with the tie-break, and the optimal leftover trades."));
    line.argument(QStringLiteral("FILE"), CliText::tr("A score sheet (.hkscore) or a game (.hkgame)."));
    const auto json = line.option(QStringLiteral("json"), CliText::tr("Prints the result as JSON."));
    const auto explain =
        line.option(QStringLiteral("explain"), CliText::tr("Adds how every number was computed."));
    const auto writeSheet = line.option(
        QStringLiteral("write-sheet"),
        CliText::tr("Saves a game's final score as a score sheet (.hkscore), a new file unless --force is "
                    "given."),
        QStringLiteral("SHEET"));
    const auto force = line.option(QStringLiteral("force"),
                                   CliText::tr("Lets --write-sheet replace an existing file (never the game "
                                               "itself, a link or anything but a regular file)."));
    if (const auto exit = line.parse(args, 1, 1, CliText::tr("score needs exactly one FILE")))
        return *exit;
    const QString file = userFilePath(line.arguments().front());
    if (line.isSet(force) && !line.isSet(writeSheet))
        return line.error(CliText::tr("--force applies to --write-sheet"));
    // Read once: a pipe or a device is refused here, and what is read decides the kind of file.
    Problems problems;
    const std::optional<QByteArray> bytes = readInputFile(file, problems);
    if (!bytes) {
        printProblems(file, problems);
        return kExitInvalid;
    }
    if (isGameFile(file, *bytes))
        return runScoreGame({file, *bytes, line.isSet(json), line.isSet(explain)},
                            line.isSet(writeSheet) ? userFilePath(line.value(writeSheet)) : QString(),
                            line.isSet(force));
    if (line.isSet(writeSheet))
        return line.error(CliText::tr("--write-sheet needs a game file"));
    return runScore({file, *bytes, line.isSet(json), line.isSet(explain)});
}

int newGame(const QStringList &args)
{
    CommandLine line(
        QStringLiteral("new"),
        CliText::tr("Starts a game file from a setup (docs/formats.md); the board defaults to the "
                    "Practice Mountain side for the player count."));
    line.argument(QStringLiteral("GAME"),
                  CliText::tr("The game file to create (never over an existing one)."));
    const auto setup =
        line.option(QStringLiteral("setup"),
                    CliText::tr("The setup: a JSON file holding the \"setup\" object, or a game."),
                    QStringLiteral("SETUP.json"));
    const auto board = line.option(
        QStringLiteral("board"),
        CliText::tr("A side of the Practice Mountain (winter or autumn) or a board file (.hkboard)."),
        QStringLiteral("BOARD"));
    const auto catalog =
        line.option(QStringLiteral("catalog"),
                    CliText::tr("A component catalog (.hkcatalog) instead of the default one."),
                    QStringLiteral("CATALOG"));
    const QString needs = CliText::tr("new needs a GAME file to create and --setup FILE");
    if (const auto exit = line.parse(args, 1, 1, needs))
        return *exit;
    if (line.value(setup).isEmpty())
        return line.error(needs);
    const QString boardArg = line.value(board);
    const bool side = boardArg == QLatin1String("winter") || boardArg == QLatin1String("autumn");
    return runNew(userFilePath(line.arguments().front()), userFilePath(line.value(setup)),
                  side || boardArg.isEmpty() ? boardArg : userFilePath(boardArg),
                  line.isSet(catalog) ? userFilePath(line.value(catalog)) : QString());
}

int play(const QStringList &args)
{
    CommandLine line(QStringLiteral("play"),
                     CliText::tr("Checks an action and records it with what it changed. An action the rules "
                                 "forbid is refused with its rule IDs (exit 1), or recorded as an override "
                                 "with --override."));
    line.argument(QStringLiteral("GAME"), CliText::tr("The game file (.hkgame)."));
    line.argument(QStringLiteral("ACTION"),
                  CliText::tr("The action as JSON, @FILE to read it from a file, or - for the standard "
                              "input; a list is recorded whole or not at all."));
    const auto override = line.option(QStringLiteral("override"),
                                      CliText::tr("Records an action the rules forbid, saying why the table "
                                                  "did it anyway."),
                                      QStringLiteral("REASON"));
    if (const auto exit = line.parse(args, 2, 2, CliText::tr("play needs a GAME file and an ACTION")))
        return *exit;
    if (line.isSet(override) && line.value(override).trimmed().isEmpty())
        return line.error(CliText::tr("--override needs the reason the table did it anyway"));
    return runPlay(userFilePath(line.arguments()[0]), line.arguments()[1], line.value(override));
}

// undo and validate: one GAME file.
int onGame(const QString &command, const QString &description, const QStringList &args,
           const std::function<int(const QString &)> &run)
{
    CommandLine line(command, description);
    line.argument(QStringLiteral("GAME"), CliText::tr("The game file (.hkgame)."));
    if (const auto exit = line.parse(args, 1, 1, CliText::tr("%1 needs exactly one GAME file").arg(command)))
        return *exit;
    return run(userFilePath(line.arguments().front()));
}

int replay(const QStringList &args)
{
    CommandLine line(QStringLiteral("replay"),
                     CliText::tr("The table after the first N actions (all of them by default), in words and "
                                 "a drawing."));
    line.argument(QStringLiteral("GAME"), CliText::tr("The game file (.hkgame)."));
    const auto until = line.option(QStringLiteral("until"), CliText::tr("The number of actions to replay."),
                                   QStringLiteral("N"));
    if (const auto exit = line.parse(
            args, 1, 1, CliText::tr("%1 needs exactly one GAME file").arg(QStringLiteral("replay"))))
        return *exit;
    int actions = -1;
    if (line.isSet(until)) {
        bool ok = false;
        actions = line.value(until).toInt(&ok);
        if (!ok || actions < 0)
            return line.error(CliText::tr("--until needs a number of actions"));
    }
    return runReplay(userFilePath(line.arguments().front()), actions);
}

int recover(const QStringList &args)
{
    CommandLine line(QStringLiteral("recover"),
                     CliText::tr("Lists the autosaves a crashed session left behind; with NUMBER and FILE, "
                                 "saves that game to FILE."));
    line.argument(QStringLiteral("NUMBER"), CliText::tr("The number of an autosave in the list."),
                  QStringLiteral("[NUMBER"));
    line.argument(QStringLiteral("FILE"), CliText::tr("The game file to write (never over an existing one)."),
                  QStringLiteral("FILE]"));
    if (const auto exit =
            line.parse(args, 0, 2, CliText::tr("recover takes a NUMBER from its list and a FILE to write")))
        return *exit;
    QStringList arguments = line.arguments();
    if (arguments.size() == 2)
        arguments[1] = userFilePath(arguments[1]);
    return runRecover(arguments);
}

int rules(const QStringList &args)
{
    CommandLine line(QStringLiteral("rules"),
                     CliText::tr("Every rule by section, or one rule with its rulebook passage; --search "
                                 "finds rules by words in any language or by ID, as the app's rules browser "
                                 "does; --markdown writes the rules reference (docs/rules.md)."));
    line.argument(QStringLiteral("RULE-ID"),
                  CliText::tr("A rule, such as DIG-RUBBLE; with --search, the words "
                              "to look for."),
                  QStringLiteral("[RULE-ID | WORDS...]"));
    const QCommandLineOption search =
        line.option(QStringLiteral("search"), CliText::tr("Lists the rules that contain every word given "
                                                          "(in any of the four languages) or whose ID "
                                                          "starts with it (\"PED-\")."));
    const QCommandLineOption markdown = line.option(
        QStringLiteral("markdown"), CliText::tr("Writes every rule in Markdown, in the language of --lang."));
    const QCommandLineOption game = line.option(
        QStringLiteral("game"), CliText::tr("The game whose rules to show (\"--games\" lists them)."),
        QStringLiteral("ID"));
    const QCommandLineOption games =
        line.option(QStringLiteral("games"), CliText::tr("Lists the games, with their IDs."));
    if (const auto exit = line.parse(args, 0, 1000, QString()))
        return *exit;
    if (line.isSet(games))
        return runGamesList();
    // Mountain King's rules as they always were; another game's from its module's catalog.
    const QString gameId = line.isSet(game) ? line.value(game) : QString::fromLatin1(base::kMountainKingId);
    const base::GameModule *module = base::GameRegistry::instance().find(gameId);
    if (!module || !module->rules)
        return line.error(CliText::tr("unknown game \"%1\"; expected one of: %2")
                              .arg(gameId, base::GameRegistry::instance().ids().join(QLatin1String(", "))));
    const bool mountainKing = gameId == QLatin1String(base::kMountainKingId);
    if (line.isSet(search)) {
        if (line.arguments().isEmpty())
            return line.error(CliText::tr("rules --search needs the words to look for"));
        return mountainKing ? runRulesSearch(line.arguments())
                            : runGameRulesSearch(*module->rules, line.arguments());
    }
    if (line.arguments().size() > 1 || (line.isSet(markdown) && !line.arguments().isEmpty()))
        return line.error(CliText::tr("rules takes at most one rule ID"));
    if (line.isSet(markdown))
        return mountainKing ? runRulesMarkdown() : runGameRulesMarkdown(*module->rules);
    return mountainKing ? runRules(line.arguments().value(0))
                        : runGameRules(*module->rules, line.arguments().value(0));
}

int newSheet(const QStringList &args)
{
    CommandLine line(QStringLiteral("new-sheet"),
                     CliText::tr("Starts an empty score sheet of a game that has a generic one."));
    line.argument(QStringLiteral("SHEET"),
                  CliText::tr("The score sheet to create (never over an existing one)."));
    const auto game =
        line.option(QStringLiteral("game"), CliText::tr("The game (\"rules --games\" lists them)."),
                    QStringLiteral("ID"));
    const auto players =
        line.option(QStringLiteral("players"), CliText::tr("The number of players."), QStringLiteral("N"));
    const QString needs = CliText::tr("new-sheet needs --game ID and a SHEET file to create");
    if (const auto exit = line.parse(args, 1, 1, needs))
        return *exit;
    if (!line.isSet(game))
        return line.error(needs);
    const base::GameModule *module = base::GameRegistry::instance().find(line.value(game));
    if (!module || !module->schema)
        return line.error(CliText::tr("no game \"%1\" with a generic score sheet; expected one of: %2")
                              .arg(line.value(game), [] {
                                  QStringList ids;
                                  for (const base::GameModule *m :
                                       base::GameRegistry::instance().gamesWithSheets())
                                      ids << m->id;
                                  return ids.join(QLatin1String(", "));
                              }()));
    const base::SheetSchema &schema = *module->schema;
    int count = schema.minPlayers;
    if (line.isSet(players)) {
        bool ok = false;
        count = line.value(players).toInt(&ok);
        if (!ok || count < schema.minPlayers || count > schema.maxPlayers)
            return line.error(
                CliText::tr("--players needs a number from %1 to %2")
                    .arg(QString::number(schema.minPlayers), QString::number(schema.maxPlayers)));
    }
    const QString file = line.arguments().front();
    if (const QString error = writeFileAtomically(
            file, base::sheetToBytes(schema, base::newSheet(schema, count)), WriteMode::CreateNew);
        !error.isEmpty())
        return fail(QStringLiteral("%1: %2").arg(file, error));
    return kExitOk;
}

int recognise(const QStringList &args)
{
    CommandLine line(
        QStringLiteral("board recognise"),
        CliText::tr("Recognises the layers of a printed board in a photo, as the board editor's "
                    "Recognise Layers does: a terrain and a confidence per square, the uncertain "
                    "squares and the “feature here?” marks. A proposal that is unreliable (the "
                    "layers found do not nest as a mountain's, or a quarter of the squares are "
                    "uncertain) is said on stderr: give one --example of each terrain."));
    line.argument(QStringLiteral("PHOTO"), CliText::tr("A photo of the board (JPEG, PNG…)."));
    const auto rows =
        line.option(QStringLiteral("rows"), CliText::tr("The grid's rows."), QStringLiteral("R"));
    const auto columns =
        line.option(QStringLiteral("columns"), CliText::tr("The grid's columns."), QStringLiteral("C"));
    const auto corners = line.option(
        QStringLiteral("corners"),
        CliText::tr(
            "Where the grid's corners are in the photo, in pixels: top left, top right, bottom right, "
            "bottom left, each x,y (\"x,y x,y x,y x,y\"). By default the photo's own corners, as the "
            "editor first aligns a photo."),
        QStringLiteral("x,y x,y x,y x,y"));
    const auto example = line.option(
        QStringLiteral("example"),
        CliText::tr(
            "A square whose terrain you know, such as C4=3, P14=heart or A1=off (repeatable): it keeps "
            "that terrain and the squares of its colour follow."),
        QStringLiteral("SQUARE=TERRAIN"));
    const auto json = line.option(QStringLiteral("json"), CliText::tr("Prints the proposal as JSON."));
    const auto write = line.option(QStringLiteral("write"),
                                   CliText::tr("Writes the proposal as a board file (.hkboard), every square "
                                               "painted as proposed, no features."),
                                   QStringLiteral("BOARD"));
    const auto force =
        line.option(QStringLiteral("force"), CliText::tr("--write may replace an existing file."));
    // --corners x,y x,y x,y x,y: the three points after the first are arguments of their own.
    if (const auto exit = line.parse(args, 1, 4, CliText::tr("board recognise needs exactly one PHOTO")))
        return *exit;
    RecogniseRequest request;
    request.photo = line.arguments().front();
    for (const QString &value : line.values(corners))
        request.corners += value.split(QRegularExpression(QStringLiteral("[\\s;]+")), Qt::SkipEmptyParts);
    const QStringList more = line.arguments().mid(1);
    if (!more.isEmpty() && !line.isSet(corners))
        return line.error(CliText::tr("board recognise needs exactly one PHOTO"));
    request.corners += more;
    bool rowsOk = false, columnsOk = false;
    request.rows = line.value(rows).toInt(&rowsOk);
    request.columns = line.value(columns).toInt(&columnsOk);
    if (!rowsOk || !columnsOk)
        return line.error(CliText::tr("board recognise needs --rows R and --columns C"));
    request.examples = line.values(example);
    request.json = line.isSet(json);
    request.writeBoard = line.value(write);
    request.force = line.isSet(force);
    return runRecognise(request);
}

int board(const QStringList &args)
{
    if (args.value(0) == QLatin1String("recognise"))
        return recognise(args.mid(1));
    CommandLine line(QStringLiteral("board"), CliText::tr("Checks a board (.hkboard) and draws it in text."));
    line.argument(QStringLiteral("FILE"), CliText::tr("A board file (.hkboard)."));
    if (const auto exit = line.parse(args, 1, 1, CliText::tr("board needs exactly one FILE")))
        return *exit;
    return runBoard(userFilePath(line.arguments().front()));
}

int libraryCommand(const QStringList &args)
{
    CommandLine line(
        QStringLiteral("library"),
        CliText::tr(
            "The group's play library (by default the app's; --library another file).\n"
            "  add FILE...      adds score sheets and games; a second add of a file updates its play\n"
            "  import FILE      imports a BG Stats backup (.json) or a BoardGameGeek plays file (.xml);\n"
            "                   players the library does not know stop it until --match or --new-players\n"
            "  export FILE      writes every play as a BG Stats backup, BoardGameGeek XML or CSV\n"
            "  stats            plays, wins, scores and head to head, with the filters below\n"
            "  players          the players with their aliases (--alias adds one; --merge A B makes A\n"
            "                   and B one player, B's name kept)\n"
            "  backup FILE      a copy of the library (never over an existing file)"));
    line.argument(QStringLiteral("ACTION"), CliText::tr("add, import, export, stats, players or backup."));
    line.argument(QStringLiteral("FILE"), CliText::tr("The files of the action."),
                  QStringLiteral("[FILE...]"));
    const auto libraryFile =
        line.option(QStringLiteral("library"), CliText::tr("The library's file (by default the app's)."),
                    QStringLiteral("FILE"));
    const auto json = line.option(QStringLiteral("json"), CliText::tr("Prints the result as JSON."));
    const auto dryRun = line.option(QStringLiteral("dry-run"),
                                    CliText::tr("import, players --merge: shows what would change, writes "
                                                "nothing."));
    const auto newPlayers = line.option(QStringLiteral("new-players"),
                                        CliText::tr("import: players who match nobody become new players."));
    const auto match = line.option(QStringLiteral("match"),
                                   CliText::tr("import: a player of the file is a player of the library "
                                               "(repeatable)."),
                                   QStringLiteral("NAME=PLAYER"));
    const auto format = line.option(
        QStringLiteral("format"), CliText::tr("export: bgstats, bgg or csv (by default the file's suffix)."),
        QStringLiteral("FORMAT"));
    const auto game =
        line.option(QStringLiteral("game"), CliText::tr("stats: one game."), QStringLiteral("GAME"));
    const auto player = line.option(QStringLiteral("player"), CliText::tr("stats: plays with this player."),
                                    QStringLiteral("NAME"));
    const auto location = line.option(QStringLiteral("location"), CliText::tr("stats: plays at this place."),
                                      QStringLiteral("PLACE"));
    const auto from = line.option(QStringLiteral("from"), CliText::tr("stats: plays from this day."),
                                  QStringLiteral("YYYY-MM-DD"));
    const auto to = line.option(QStringLiteral("to"), CliText::tr("stats: plays up to this day."),
                                QStringLiteral("YYYY-MM-DD"));
    const auto count = line.option(QStringLiteral("players"), CliText::tr("stats: plays of N players."),
                                   QStringLiteral("N"));
    const auto alias =
        line.option(QStringLiteral("alias"), CliText::tr("players: another name of a player (repeatable)."),
                    QStringLiteral("PLAYER=ALIAS"));
    const auto merge = line.option(QStringLiteral("merge"),
                                   CliText::tr("players: --merge A B merges player A into player B (by name, "
                                               "alias or uuid)."),
                                   QStringLiteral("A"));
    if (const auto exit = line.parse(args, 1, 10000, CliText::tr("library needs an ACTION")))
        return *exit;
    LibraryOptions options;
    options.action = line.arguments().front();
    if (line.isSet(merge)) {
        if (options.action != QLatin1String("players") || line.arguments().size() != 2)
            return line.error(CliText::tr("--merge needs two players: library players --merge A B"));
        options.merge = QStringList{line.value(merge), line.arguments().at(1)};
    }
    if (options.merge.isEmpty())
        for (const QString &file : line.arguments().mid(1))
            options.files << userFilePath(file);
    static const QStringList oneFile{QStringLiteral("import"), QStringLiteral("export"),
                                     QStringLiteral("backup")};
    static const QStringList noFile{QStringLiteral("stats"), QStringLiteral("players")};
    if (oneFile.contains(options.action) && options.files.size() != 1)
        return line.error(CliText::tr("library %1 needs exactly one FILE").arg(options.action));
    if (noFile.contains(options.action) && !options.files.isEmpty())
        return line.error(CliText::tr("library %1 takes no FILE").arg(options.action));
    if (options.action == QLatin1String("add") && options.files.isEmpty())
        return line.error(CliText::tr("library add needs a FILE"));
    if (!oneFile.contains(options.action) && !noFile.contains(options.action) &&
        options.action != QLatin1String("add"))
        return line.error(CliText::tr("unknown library command \"%1\"").arg(options.action));
    if (line.isSet(libraryFile))
        options.library = userFilePath(line.value(libraryFile));
    options.json = line.isSet(json);
    options.dryRun = line.isSet(dryRun);
    options.newPlayers = line.isSet(newPlayers);
    options.matches = line.values(match);
    options.format = line.value(format);
    options.game = line.value(game);
    options.player = line.value(player);
    options.location = line.value(location);
    options.from = line.value(from);
    options.to = line.value(to);
    options.aliases = line.values(alias);
    if (line.isSet(count)) {
        bool ok = false;
        options.playerCount = line.value(count).toInt(&ok);
        if (!ok || options.playerCount < 1)
            return line.error(CliText::tr("--players needs a number of players"));
    }
    return runLibrary(options);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("Hallkeeper"));
    QCoreApplication::setOrganizationName(QStringLiteral("Hallkeeper"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HALLKEEPER_VERSION));

    QStringList args = QCoreApplication::arguments().mid(1);
    registerGames();

    // The language comes first, so that every later message (and each command's help) is translated.
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
    if (args.front() == QLatin1String("--help") || args.front() == QLatin1String("-h")) {
        out() << usage();
        return kExitOk;
    }
    if (args.contains(QLatin1String("--version"))) {
        out() << QStringLiteral("hallkeeper-cli ") << QCoreApplication::applicationVersion() << '\n';
        return kExitOk;
    }

    const QString command = args.takeFirst();
    if (command == QLatin1String("score"))
        return score(args);
    if (command == QLatin1String("new"))
        return newGame(args);
    if (command == QLatin1String("play"))
        return play(args);
    if (command == QLatin1String("undo"))
        return onGame(command, CliText::tr("Drops the last action."), args, runUndo);
    if (command == QLatin1String("validate"))
        return onGame(
            command,
            CliText::tr("Replays a game and lists every action that breaks a rule, with the rule IDs "
                        "(exit 1 if any)."),
            args, runValidate);
    if (command == QLatin1String("replay"))
        return replay(args);
    if (command == QLatin1String("recover"))
        return recover(args);
    if (command == QLatin1String("rules"))
        return rules(args);
    if (command == QLatin1String("board"))
        return board(args);
    if (command == QLatin1String("new-sheet"))
        return newSheet(args);
    if (command == QLatin1String("library"))
        return libraryCommand(args);
    return usageError(CliText::tr("unknown command \"%1\"").arg(command));
}
