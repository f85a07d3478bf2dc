#include "cli/record_commands.h"

#include "cli/cli_output.h"
#include "game/engine.h"
#include "game/setup.h"
#include "game/state_text.h"
#include "io/board_io.h"
#include "io/catalog_io.h"
#include "io/game_io.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace hk::cli {

namespace {

class RecordText {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

// The bytes of a file, or nullopt with the reason printed.
std::optional<QByteArray> readAll(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        fail(QStringLiteral("%1: %2").arg(file, f.errorString()));
        return std::nullopt;
    }
    if (f.size() > kMaxFileBytes) {
        fail(RecordText::tr("%1: the file is too large").arg(file));
        return std::nullopt;
    }
    return f.readAll();
}

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
        .arg(state.round() + 1)
        .arg(state.players[state.currentPlayer()].name);
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
                            QStringLiteral("SET-STATUES")});
        return std::nullopt;
    }
    if (!ok) {
        problems.push_back(
            {QStringLiteral("statues"),
             RecordText::tr("expected a list of statues, or {\"first\": [row, column], \"cycle\": "
                            "[three different clans]}"),
             QStringLiteral("SET-STATUES")});
        return std::nullopt;
    }
    QJsonArray statues;
    for (const StatueOnBoard &s : cycleStatues(board, start, order))
        statues.append(QJsonObject{{QStringLiteral("id"), s.id},
                                   {QStringLiteral("clan"), clanId(s.clan)},
                                   {QStringLiteral("square"), QJsonArray{s.square.row, s.square.column}}});
    return statues;
}

// The game as a document without its log: what a single action is read against.
QJsonObject withLog(const GameFile &game, const QJsonArray &log)
{
    QJsonObject root = gameToJson(GameFile{game.setup, {}});
    root[QStringLiteral("log")] = log;
    return root;
}

// The actions given on the command line: a JSON object or a list of them, inline, from @FILE or from stdin.
std::optional<QJsonArray> actionObjects(const QString &argument)
{
    QByteArray bytes;
    if (argument == QLatin1String("-")) {
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly)) {
            fail(RecordText::tr("cannot read the actions from the standard input"));
            return std::nullopt;
        }
        bytes = in.readAll();
    } else if (argument.startsWith(QLatin1Char('@'))) {
        const auto read = readAll(argument.mid(1));
        if (!read)
            return std::nullopt;
        bytes = *read;
    } else {
        bytes = argument.toUtf8();
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        fail(RecordText::tr("the action is not valid JSON: %1 (at character %2)")
                 .arg(error.errorString())
                 .arg(error.offset));
        return std::nullopt;
    }
    const QJsonArray list = doc.isArray() ? doc.array() : QJsonArray{doc.object()};
    for (const QJsonValue &v : list)
        if (!v.isObject() || v.toObject().isEmpty()) {
            fail(RecordText::tr("expected an action as a JSON object, or a list of them, such as "
                                "{\"action\": \"endTurn\"}"));
            return std::nullopt;
        }
    return list;
}

} // namespace

int runNew(const QString &file, const QString &setupFile, const QString &boardArg, const QString &catalogFile)
{
    if (QFileInfo::exists(file))
        return fail(RecordText::tr("%1 exists already; choose a new file name").arg(file));
    const auto setupBytes = readAll(setupFile);
    if (!setupBytes)
        return kExitInvalid;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(*setupBytes, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return fail(RecordText::tr("%1: expected a JSON object holding the setup").arg(setupFile));
    QJsonObject setup = doc.object();
    if (setup.value(QStringLiteral("setup")).isObject()) // a game file, or {"setup": …}: its setup
        setup = setup.value(QStringLiteral("setup")).toObject();

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
    const CatalogReadResult catalog = catalogFile.isEmpty() ? readDefaultCatalog() : readCatalog(catalogFile);
    if (!catalog.catalog) {
        printProblems(catalogFile, catalog.problems);
        return kExitInvalid;
    }
    if (setup.value(QStringLiteral("statues")).isObject()) {
        Problems problems;
        const auto statues =
            statuesFromCycle(setup.value(QStringLiteral("statues")).toObject(), *board.board, problems);
        if (!statues) {
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
    const GameReadResult read = parseGame(QJsonDocument(root).toJson(QJsonDocument::Compact));
    if (!read.game) {
        printProblems(setupFile, relativeTo(QStringLiteral("setup"), read.problems));
        return kExitInvalid;
    }
    if (const QString e = writeGame(file, *read.game); !e.isEmpty())
        return fail(QStringLiteral("%1: %2").arg(file, e));
    const GameState state(read.game->setup);
    out() << RecordText::tr("Started %1: %2 players on %3.").arg(file).arg(players).arg(board.board->name)
          << '\n'
          << whoIsNext(state) << '\n';
    out().flush();
    return kExitOk;
}

int runPlay(const QString &file, const QString &actionsArg, const QString &overrideReason)
{
    // StructureOnly: the log is replayed below anyway, and an illegal action recorded by hand must not stop
    // the table from going on (validate lists those).
    const GameReadResult read = readGame(file, ActionCheck::StructureOnly);
    if (!read.game) {
        printProblems(file, read.problems);
        return kExitInvalid;
    }
    GameFile game = *read.game;
    const auto objects = actionObjects(actionsArg);
    if (!objects)
        return kExitInvalid;
    if (!overrideReason.trimmed().isEmpty() && objects->size() != 1)
        return fail(RecordText::tr("--override applies to one action: give the actions one at a time"));

    const Replay before = replay(game.setup, game.log);
    GameState state = before.state;
    std::vector<Ledger> ledgers;
    for (const ReplayStep &step : before.steps)
        ledgers.push_back(step.ledger);
    const size_t firstNew = game.log.size();
    QStringList report;
    bool refused = false;
    for (qsizetype k = 0; k < objects->size(); ++k) {
        QJsonObject o = objects->at(k).toObject();
        if (!o.contains(QStringLiteral("player")))
            o[QStringLiteral("player")] = state.currentPlayer();
        if (!overrideReason.trimmed().isEmpty())
            o[QStringLiteral("override")] = QJsonObject{{QStringLiteral("reason"), overrideReason.trimmed()}};
        const GameReadResult one = parseGame(QJsonDocument(withLog(game, {o})).toJson(QJsonDocument::Compact),
                                             ActionCheck::StructureOnly);
        const QString label = objects->size() == 1
                                  ? RecordText::tr("the action")
                                  : RecordText::tr("action %1 of %2").arg(k + 1).arg(objects->size());
        if (!one.game) {
            printProblems(label, relativeTo(QStringLiteral("log[0]"), one.problems));
            return kExitInvalid;
        }
        Action a = one.game->log.front();
        const Verdict verdict = validate(state, a);
        const bool overrideNotNeeded = verdict.ok() && a.override;
        if (verdict.ok()) { // an override records a broken rule: a legal action is recorded plainly
            a.override = false;
            a.overrideReason.clear();
        }
        a.brokenRules = verdict.ruleIds();
        const QString line = QStringLiteral("log[%1] ").arg(game.log.size()) + actionText(state, a);
        if (!verdict.ok() && !a.override) {
            report << line + QStringLiteral(": ") + a.brokenRules.join(QStringLiteral(", "));
            for (const Violation &v : verdict.violations)
                report << QStringLiteral("    ") + describe(v);
            refused = true;
            break;
        }
        report << line;
        if (overrideNotNeeded)
            report << QStringLiteral("    ") +
                          RecordText::tr("(the rules allow it: recorded without an override)");
        const Holdings was = holdings(state);
        apply(state, a);
        ledgers.push_back(ledgerBetween(was, holdings(state)));
        for (const QString &l : ledgerLines(state, ledgers.back()))
            report << QStringLiteral("    ") + l;
        game.log.push_back(a);
    }
    if (refused) {
        out() << report.join(QLatin1Char('\n')) << '\n'
              << RecordText::tr(
                     "The rules refuse it: nothing was recorded. To record it all the same, say why with "
                     "--override \"REASON\".")
              << '\n';
        out().flush();
        return 1;
    }
    if (const QString e = writeGame(file, game, &ledgers); !e.isEmpty())
        return fail(QStringLiteral("%1: %2").arg(file, e));
    out() << report.join(QLatin1Char('\n')) << '\n'
          << RecordText::tr("Actions recorded: %1; in the log: %2.")
                 .arg(game.log.size() - firstNew)
                 .arg(game.log.size())
          << ' ' << whoIsNext(state) << '\n';
    out().flush();
    return kExitOk;
}

int runUndo(const QString &file)
{
    const GameReadResult read = readGame(file, ActionCheck::StructureOnly);
    if (!read.game) {
        printProblems(file, read.problems);
        return kExitInvalid;
    }
    GameFile game = *read.game;
    if (game.log.empty())
        return fail(RecordText::tr("%1: nothing to undo, the log is empty").arg(file));
    const Replay before = replay(game.setup, game.log, int(game.log.size()) - 1);
    const QString text = actionText(before.state, game.log.back());
    game.log.pop_back();
    std::vector<Ledger> ledgers;
    for (const ReplayStep &step : before.steps)
        ledgers.push_back(step.ledger);
    if (const QString e = writeGame(file, game, &ledgers); !e.isEmpty())
        return fail(QStringLiteral("%1: %2").arg(file, e));
    out() << RecordText::tr("Undone: log[%1] %2").arg(game.log.size()).arg(text) << '\n'
          << whoIsNext(before.state) << '\n';
    out().flush();
    return kExitOk;
}

} // namespace hk::cli
