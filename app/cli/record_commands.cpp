#include "cli/record_commands.h"
#include "rules/rule_ids.h"

#include "cli/cli_output.h"
#include "files/file_lock.h"
#include "game/engine.h"
#include "game/game_record.h"
#include "game/setup.h"
#include "game/state_text.h"
#include "i18n/arg_text.h"
#include "i18n/one_line.h"
#include "io/board_io.h"
#include "io/catalog_io.h"
#include "io/game_io.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <optional>

namespace hk::cli {

namespace {

class RecordText {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// Problems found in a piece of a bigger document, reported against that piece: "setup.players[1].gate" read
// from a setup file is "players[1].gate" there.
Problems relativeTo(const QString &prefix, Problems problems)
{
    for (Problem &p : problems)
        if (p.path == prefix)
            p.path.clear();
        else if (p.path.startsWith(prefix + QLatin1Char('.')) || p.path.startsWith(prefix + QLatin1Char('[')))
            p.path = p.path.mid(prefix.size() + (p.path.at(prefix.size()) == QLatin1Char('.') ? 1 : 0));
    return problems;
}

QString whoIsNext(const GameState &state)
{
    if (state.over())
        return RecordText::tr("The game is over.");
    return RecordText::tr("Round %1: %2 to play.")
        .arg(argText(state.round() + 1), oneLine(state.players[state.currentPlayer()].name));
}

// SET-STATUES shorthand: {"first": [row, column], "cycle": ["fire", "ice", "moon"]} fills every spot
// clockwise.
std::optional<QJsonArray> statuesFromCycle(const QJsonObject &cycle, const Board &board, Problems &problems)
{
    const QJsonArray first = cycle.value(QStringLiteral("first")).toArray();
    const QJsonArray clans = cycle.value(QStringLiteral("cycle")).toArray();
    std::array<Clan, 3> order{};
    bool ok = first.size() == 2 && first[0].isDouble() && first[1].isDouble() && clans.size() == 3;
    for (int i = 0; ok && i < 3; ++i) {
        const auto c = clanFromId(clans[i].toString());
        ok = c && *c != Clan::Mud;
        if (ok)
            order[i] = *c;
    }
    ok = ok && order[0] != order[1] && order[1] != order[2] && order[0] != order[2];
    const Square start{first.at(0).toInt(), first.at(1).toInt()};
    if (ok &&
        std::find(board.statueSpots.begin(), board.statueSpots.end(), start) == board.statueSpots.end()) {
        problems.push_back({QStringLiteral("statues.first"),
                            RecordText::tr("expected a statue spot of the board, found %1")
                                .arg(describeJson(cycle.value(QStringLiteral("first")))),
                            QString::fromLatin1(rule::SetStatues)});
        return std::nullopt;
    }
    if (!ok) {
        problems.push_back(
            {QStringLiteral("statues"),
             RecordText::tr("expected a list of statues, or {\"first\": [row, column], \"cycle\": "
                            "[three different clans]}"),
             QString::fromLatin1(rule::SetStatues)});
        return std::nullopt;
    }
    QJsonArray statues;
    for (const StatueOnBoard &s : cycleStatues(board, start, order))
        statues.append(QJsonObject{{QStringLiteral("id"), s.id},
                                   {QStringLiteral("clan"), clanId(s.clan)},
                                   {QStringLiteral("square"), QJsonArray{s.square.row, s.square.column}}});
    return statues;
}

// The actions given on the command line: a JSON object or a list of them, inline, from @FILE or from stdin,
// with the name their problems are reported under.
struct ActionInput {
    QString source; // "the action", FILE…
    bool list = false;
    QJsonArray actions;

    // Where the problem of action `k` is: "FILE: [1].level", or "the action: level".
    void print(qsizetype k, Problems problems) const
    {
        if (list)
            for (Problem &p : problems)
                p.path = indexPath(QString(), k) +
                         (p.path.isEmpty() || p.path.startsWith(QLatin1Char('[')) ? QString()
                                                                                  : QStringLiteral(".")) +
                         p.path;
        printProblems(source, problems);
    }
};

std::optional<ActionInput> actionInput(const QString &argument)
{
    ActionInput input;
    Problems problems;
    std::optional<QJsonValue> value;
    if (argument == QLatin1String("-")) {
        input.source = RecordText::tr("the standard input");
        if (const std::optional<QByteArray> bytes = readStandardInput(problems))
            value = parseJson(*bytes, problems);
    } else if (argument.startsWith(QLatin1Char('@'))) {
        input.source = userFilePath(argument.mid(1));
        value = readJson(input.source, problems);
    } else {
        value = parseJson(argument.toUtf8(), problems);
        input.source =
            value && value->isArray() ? RecordText::tr("the actions") : RecordText::tr("the action");
    }
    if (!value) {
        printProblems(input.source, problems);
        return std::nullopt;
    }
    input.list = value->isArray();
    input.actions = input.list ? value->toArray() : QJsonArray{*value};
    if (input.actions.isEmpty()) {
        printProblems(input.source,
                      {{{}, RecordText::tr("the list holds no action: there is nothing to record"), {}}});
        return std::nullopt;
    }
    for (qsizetype k = 0; k < input.actions.size(); ++k)
        if (!input.actions[k].isObject() || input.actions[k].toObject().isEmpty()) {
            input.print(k, {{{},
                             RecordText::tr("expected an action as a JSON object, or a list of them, such as "
                                            "{\"action\": \"endTurn\"}"),
                             {}}});
            return std::nullopt;
        }
    return input;
}

} // namespace

int runNew(const QString &file, const QString &setupFile, const QString &boardArg, const QString &catalogFile)
{
    if (const QString problem = writeTargetProblem(file, WriteMode::CreateNew); !problem.isEmpty())
        return fail(QStringLiteral("%1: %2").arg(file, problem));
    base::FileLock lock(file); // a window may hold the name for a game it is about to save
    if (const QString holder = lock.lock(); !holder.isEmpty())
        return fail(holder);
    Problems read;
    const std::optional<QJsonValue> setupFileValue = readJson(setupFile, read);
    if (!setupFileValue) {
        printProblems(setupFile, read);
        return kExitInvalid;
    }
    if (!setupFileValue->isObject())
        return fail(RecordText::tr("%1: expected a JSON object holding the setup").arg(setupFile));
    QJsonObject setup = setupFileValue->toObject();
    // A game file, or {"setup": …}: its setup, whose problems keep their "setup." path in that file.
    const bool wrapped = setup.value(QStringLiteral("setup")).isObject();
    if (wrapped)
        setup = setup.value(QStringLiteral("setup")).toObject();
    const auto inSetupFile = [&](const Problems &problems) {
        return wrapped ? problems : relativeTo(QStringLiteral("setup"), problems);
    };

    // BRD-SIDE: the Practice Mountain side for the player count unless a side or a board file is named.
    const int players = int(setup.value(QStringLiteral("players")).toArray().size());
    QString boardFile = boardArg;
    if (boardFile.isEmpty())
        boardFile = players >= 4 ? QStringLiteral("winter") : QStringLiteral("autumn");
    if (boardFile == QLatin1String("winter") || boardFile == QLatin1String("autumn"))
        boardFile = QStringLiteral(":/boards/practice-%1.hkboard").arg(boardFile);
    const BoardReadResult board = readBoard(boardFile);
    if (!board.board) {
        printProblems(boardFile, board.problems);
        return kExitInvalid;
    }
    const QString catalogName =
        catalogFile.isEmpty() ? QStringLiteral(":/catalogs/default.hkcatalog") : catalogFile;
    const CatalogReadResult catalog = readCatalog(catalogName);
    if (!catalog.catalog) {
        printProblems(catalogName, catalog.problems);
        return kExitInvalid;
    }
    if (setup.value(QStringLiteral("statues")).isObject()) {
        Problems problems;
        const auto statues =
            statuesFromCycle(setup.value(QStringLiteral("statues")).toObject(), *board.board, problems);
        if (!statues) {
            if (wrapped)
                for (Problem &p : problems)
                    p.path = childPath(QStringLiteral("setup"), p.path);
            printProblems(setupFile, problems);
            return kExitInvalid;
        }
        setup[QStringLiteral("statues")] = *statues;
    }

    const QJsonObject root{{QStringLiteral("format"), QLatin1String(kGameFormat)},
                           {QStringLiteral("version"), kGameVersion},
                           {QStringLiteral("board"), boardToJson(*board.board)},
                           {QStringLiteral("catalog"), catalogToJson(*catalog.catalog)},
                           {QStringLiteral("setup"), setup},
                           {QStringLiteral("log"), QJsonArray()}};
    const GameReadResult game = parseGame(QJsonDocument(root).toJson(QJsonDocument::Compact));
    if (!game.game) {
        // Each problem against the file at fault: the board, the catalog, or the setup.
        Problems ofBoard, ofCatalog, ofSetup;
        const auto under = [](const Problem &p, const QString &part) {
            return p.path == part || p.path.startsWith(part + QLatin1Char('.')) ||
                   p.path.startsWith(part + QLatin1Char('['));
        };
        for (const Problem &p : game.problems)
            (under(p, QStringLiteral("board"))     ? ofBoard
             : under(p, QStringLiteral("catalog")) ? ofCatalog
                                                   : ofSetup)
                .push_back(p);
        printProblems(boardFile, relativeTo(QStringLiteral("board"), ofBoard));
        printProblems(catalogName, relativeTo(QStringLiteral("catalog"), ofCatalog));
        printProblems(setupFile, inSetupFile(ofSetup));
        return kExitInvalid;
    }
    if (const QString e = writeGame(file, *game.game, nullptr, WriteMode::CreateNew); !e.isEmpty())
        return fail(QStringLiteral("%1: %2").arg(file, e));
    const GameState state(game.game->setup);
    out() << RecordText::tr("Started %1: %2 players on %3.")
                 .arg(file, argText(players), oneLine(board.board->displayName()))
          << '\n'
          << whoIsNext(state) << '\n';
    out().flush();
    return kExitOk;
}

int runPlay(const QString &file, const QString &actionsArg, const QString &overrideReason)
{
    if (const QString problem = writeTargetProblem(file, WriteMode::Replace); !problem.isEmpty())
        return fail(QStringLiteral("%1: %2").arg(file, problem));
    base::FileLock lock(file); // read, play, write: no other writer in between
    if (const QString holder = lock.lock(); !holder.isEmpty())
        return fail(holder);
    // StructureOnly: the log is replayed below anyway, and an illegal action recorded by hand must not stop
    // the table from going on (validate lists those).
    const GameReadResult read = readGame(file, ActionCheck::StructureOnly);
    if (!read.game) {
        printProblems(file, read.problems);
        return kExitInvalid;
    }
    GameFile game = *read.game;
    const auto input = actionInput(actionsArg);
    if (!input)
        return kExitInvalid;
    if (!overrideReason.trimmed().isEmpty() && input->actions.size() != 1)
        return fail(RecordText::tr("--override applies to one action: give the actions one at a time"));

    // Every action is read before any is played: a file with a broken action is refused whole (exit 2), with
    // each problem, before the rules are asked.
    bool readable = true;
    for (qsizetype k = 0; k < input->actions.size(); ++k) {
        QJsonObject o = input->actions.at(k).toObject();
        // Whoever is to play then is known once the earlier ones are played: any player will do here.
        if (!o.contains(QStringLiteral("player")))
            o[QStringLiteral("player")] = 0;
        const ActionReadResult one = readAction(o, game.setup);
        input->print(k, one.problems);
        readable = readable && one.action;
    }
    if (!readable)
        return kExitInvalid;

    GameRecord record(std::move(game));
    if (const Problems beyond = limitProblems(record.verdicts()); !beyond.empty()) { // "undo" removes it
        printProblems(file, beyond);
        return kExitInvalid;
    }
    GameState shown = record.state(); // the same table, its names on one line: for the report's texts
    showOnOneLine(shown);
    const int firstNew = record.size();
    QStringList report;
    bool refused = false, beyondLimits = false;
    for (qsizetype k = 0; k < input->actions.size(); ++k) {
        QJsonObject o = input->actions.at(k).toObject();
        if (!o.contains(QStringLiteral("player")))
            o[QStringLiteral("player")] = record.state().currentPlayer();
        if (!overrideReason.trimmed().isEmpty())
            o[QStringLiteral("override")] = QJsonObject{{QStringLiteral("reason"), overrideReason.trimmed()}};
        const Action asked = *readAction(o, record.game().setup).action;
        const int index = record.size();
        const RecordCheck recorded = record.record(asked, asked.override ? asked.overrideReason : QString());
        Action said = recorded.action.value_or(asked); // a refused one as asked, with the rules it breaks
        said.brokenRules = recorded.verdict.ruleIds();
        const QString line = QStringLiteral("log[%1] ").arg(index) + actionText(shown, shownOnOneLine(said));
        if (recorded.refused()) {
            report << line + QStringLiteral(": ") + said.brokenRules.join(QStringLiteral(", "));
            for (const Violation &v : recorded.verdict.violations)
                report << QStringLiteral("    ") + describe(v);
            refused = true;
            beyondLimits = recorded.verdict.breaksALimit();
            break;
        }
        report << line;
        if (recorded
                .overrideNotNeeded) // an override records a broken rule: a legal action is recorded plainly
            report << QStringLiteral("    ") +
                          RecordText::tr("(the rules allow it: recorded without an override)");
        apply(shown, said);
        for (const QString &l : ledgerLines(shown, record.ledgers().back()))
            report << QStringLiteral("    ") + l;
    }
    if (refused) {
        out() << report.join(QLatin1Char('\n')) << '\n'
              << (beyondLimits
                      ? RecordText::tr("It goes beyond Hallkeeper's limits: nothing was recorded, and no "
                                       "override can record it.")
                      : RecordText::tr("The rules refuse it: nothing was recorded. To record it all the "
                                       "same, say why with --override \"REASON\"."))
              << '\n';
        out().flush();
        return 1;
    }
    if (const QString e = writeGame(file, record.game(), &record.ledgers()); !e.isEmpty())
        return fail(QStringLiteral("%1: %2").arg(file, e));
    out() << report.join(QLatin1Char('\n')) << '\n'
          << RecordText::tr("Actions recorded: %1; in the log: %2.")
                 .arg(argText(record.size() - firstNew), argText(record.size()))
          << ' ' << whoIsNext(record.state()) << '\n';
    out().flush();
    return kExitOk;
}

int runUndo(const QString &file)
{
    if (const QString problem = writeTargetProblem(file, WriteMode::Replace); !problem.isEmpty())
        return fail(QStringLiteral("%1: %2").arg(file, problem));
    base::FileLock lock(file);
    if (const QString holder = lock.lock(); !holder.isEmpty())
        return fail(holder);
    const GameReadResult read = readGame(file, ActionCheck::StructureOnly);
    if (!read.game) {
        printProblems(file, read.problems);
        return kExitInvalid;
    }
    if (read.game->log.empty())
        return fail(RecordText::tr("%1: nothing to undo, the log is empty").arg(file));
    GameRecord record(*read.game);
    const Action last = record.game().log.back();
    record.undoLast();
    GameState shown = record.state(); // the table before the last action
    showOnOneLine(shown);
    const QString text = actionText(shown, shownOnOneLine(last));
    if (const QString e = writeGame(file, record.game(), &record.ledgers()); !e.isEmpty())
        return fail(QStringLiteral("%1: %2").arg(file, e));
    out() << RecordText::tr("Undone: log[%1] %2").arg(argText(record.size()), argText(text)) << '\n'
          << whoIsNext(record.state()) << '\n';
    out().flush();
    return kExitOk;
}

} // namespace hk::cli
