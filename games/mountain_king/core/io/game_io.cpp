// The game file (*.hkgame, docs/formats.md): the board and the catalog embedded, the setup (setup_io.cpp) and
// the log (action_io.cpp); read whole, then every action played again (game/game_record.h).
#include "io/game_io_parts.h"
#include "rules/rule_ids.h"

#include "game/engine.h"
#include "game/game_record.h"
#include "i18n/arg_text.h"
#include "io/board_io.h"
#include "io/catalog_io.h"
#include "rules/rule_catalog.h"

#include <QJsonArray>

#include <algorithm>

namespace hk {

using namespace game_io_detail;

namespace {

// The whole game; `ledgers` (one per action) are computed by a replay if not given.
template <class Sink> void writeGameTo(Sink &out, const GameFile &game, const std::vector<Ledger> *ledgers)
{
    std::vector<Ledger> replayed;
    if (!ledgers || ledgers->size() != game.log.size()) {
        for (ReplayStep &step : replay(game.setup, game.log).steps)
            replayed.push_back(std::move(step.ledger));
        ledgers = &replayed;
    }
    out.beginObject();
    out.key(QLatin1StringView("format"));
    out.value(QLatin1StringView(kGameFormat));
    out.key(QLatin1StringView("version"));
    out.value(kGameVersion);
    out.key(QLatin1StringView("board"));
    if (game.setup.board) {
        encodeBoard(out, *game.setup.board, false);
    } else {
        out.beginObject();
        out.end();
    }
    out.key(QLatin1StringView("catalog"));
    if (game.setup.catalog) {
        encodeCatalog(out, *game.setup.catalog, false);
    } else {
        out.beginObject();
        out.end();
    }
    out.key(QLatin1StringView("setup"));
    writeSetup(out, game.setup);
    out.key(QLatin1StringView("log"));
    out.beginArray();
    for (size_t i = 0; i < game.log.size(); ++i)
        writeAction(out, game.log[i], &(*ledgers)[i]);
    out.end();
    out.end();
}

const QStringList &gameKeyOrder()
{
    static const QStringList order{
        key("format"),       key("version"),  key("name"),     key("names"),   key("description"),
        key("descriptions"), key("side"),     key("rows"),     key("columns"), key("grid"),
        key("board"),        key("catalog"),  key("setup"),    key("log"),     key("teams"),
        key("players"),      key("player"),   key("action"),   key("level"),   key("clan"),
        key("icons"),        key("startRow"), key("pedestal"), key("gate"),    key("moot"),
        key("hand"),         key("deck"),     key("id"),       key("square"),  key("shape"),
        key("orientation"),  key("origin"),   key("mineral"),  key("payment"), key("storage"),
        key("trolls"),       key("override"), key("ledger")};
    return order;
}

// Whether two lists say the same, an entry missing from one being zero in it.
template <class T> bool sameEntries(const std::vector<T> &a, const std::vector<T> &b)
{
    const T zero{};
    for (size_t i = 0; i < std::max(a.size(), b.size()); ++i)
        if ((i < a.size() ? a[i] : zero) != (i < b.size() ? b[i] : zero))
            return false;
    return true;
}

bool sameLedger(const RecordedLedger &recorded, const Ledger &replayed)
{
    const Ledger &l = recorded.changes;
    return recorded.indicesValid && sameEntries(l.storage, replayed.storage) &&
           sameEntries(l.trolls, replayed.trolls) && sameEntries(l.honour, replayed.honour) &&
           sameEntries(l.pedestals, replayed.pedestals);
}

// Problems of a part read by its own reader (the embedded board and catalog), with their paths under
// `prefix`.
void addNested(Problems &problems, const QString &prefix, const Problems &inner)
{
    for (Problem p : inner) {
        p.path =
            p.path.isEmpty()
                ? prefix
                : prefix + (p.path.startsWith(QLatin1Char('[')) ? QString() : QStringLiteral(".")) + p.path;
        problems.push_back(p);
    }
}

// The embedded board or catalog, read by its own reader, with its problems under its path.
template <class Part, class Result>
ReadValue<std::shared_ptr<const Part>> embedded(Result (*read)(const QJsonObject &, Problems, ReadMode),
                                                std::optional<Part> Result::*part)
{
    return [read, part](JsonReader &r, const QJsonValue &v, const JsonPath &p,
                        std::shared_ptr<const Part> &target) {
        const auto o = r.object(v, p);
        if (!o)
            return false;
        Result result = read(*o, {}, ReadMode::Complete);
        addNested(r.problems(), p.text(), result.problems);
        if (result.*part)
            target = std::make_shared<const Part>(std::move(*(result.*part)));
        return target != nullptr;
    };
}

struct RecordedGame {
    GameSetup setup;
    std::vector<RecordedAction> log;
};

const Schema<RecordedGame> &gameSchema()
{
    using F = Field<RecordedGame>;
    const auto setup = [](RecordedGame &d) -> GameSetup & { return d.setup; };
    const ReadValue<RecordedGame> log = [](JsonReader &r, const QJsonValue &v, const JsonPath &p,
                                           RecordedGame &d) {
        const auto list = r.array(v, p, kMaxActions);
        if (!list)
            return false;
        d.log.resize(size_t(list->size()));
        for (qsizetype i = 0; i < list->size(); ++i)
            readAction(r, list->at(i), p.index(i), d.setup.playerCount(), d.log[size_t(i)]);
        return true;
    };
    static const Schema<RecordedGame> schema{
        {
            F::required(
                "board", [](RecordedGame & d) -> auto & { return d.setup.board; },
                embedded(readBoardObject, &BoardReadResult::board)),
            F::required(
                "catalog", [](RecordedGame & d) -> auto & { return d.setup.catalog; },
                embedded(readCatalogObject, &CatalogReadResult::catalog)),
            F::required("setup", setup, objectOf(setupSchema())),
            F::required("log", std::identity(), log),
        },
        {QStringLiteral("format"), QStringLiteral("version")}};
    return schema;
}

// The index of the first action of `log` that places a tile or hall beyond kMaxPlacements, if any.
std::optional<size_t> beyondPlacements(const std::vector<Action> &log)
{
    int placed = 0;
    for (size_t i = 0; i < log.size(); ++i)
        if (std::holds_alternative<DigAction>(log[i].body) ||
            std::holds_alternative<DedicateHall>(log[i].body))
            if (++placed > kMaxPlacements)
                return i;
    return std::nullopt;
}

QString tooManyPlacements()
{
    return GameReaderText::tr(
               "a game places at most %1 tunnel tiles and great halls, overrides included (the box "
               "holds 52 and 6): a limit of Hallkeeper's")
        .arg(argText(kMaxPlacements));
}

GameReadResult readGameObject(const QJsonObject &root, Problems problems, ActionCheck mode)
{
    JsonReader r(problems);
    RecordedGame document;
    readFields(r, root, JsonPath(), gameSchema(), document);
    GameFile game{std::move(document.setup), {}};
    game.log.reserve(document.log.size());
    for (RecordedAction &a : document.log)
        game.log.push_back(std::move(a.action));
    if (const std::optional<size_t> beyond = beyondPlacements(game.log))
        r.error(indexPath(QStringLiteral("log"), qsizetype(*beyond)), tooManyPlacements());

    if (!hasErrors(problems) && game.setup.board && game.setup.catalog) {
        // The setup's rules, then every action replayed.
        const Problems setup = setupProblems(game.setup);
        problems.insert(problems.end(), setup.begin(), setup.end());
        if (setup.empty() && mode == ActionCheck::Replay) {
            GameRecord record(std::move(game));
            for (int i = 0; i < record.size(); ++i) {
                // Spelled out only for a problem: a sound game has none.
                const auto path = [i] { return indexPath(QStringLiteral("log"), i); };
                const Verdict &verdict = record.verdicts()[size_t(i)];
                if (record.isIllegal(i)) // the rules it breaks unexcused here, the limits below
                    for (const Violation &v : verdict.violations)
                        if (!isLimit(v.reason) && !record.game().log[size_t(i)].override)
                            r.error(path(),
                                    GameReaderText::tr("an illegal action, not recorded as an override: %1")
                                        .arg(sentence(v)),
                                    v.rule());
                if (document.log[size_t(i)].ledger &&
                    !sameLedger(*document.log[size_t(i)].ledger, record.ledgers()[size_t(i)]))
                    r.error(childPath(path(), QStringLiteral("ledger")),
                            GameReaderText::tr(
                                "the recorded ledger differs from what replaying the action gives"));
            }
            const Problems beyond = limitProblems(record.verdicts());
            problems.insert(problems.end(), beyond.begin(), beyond.end());
            game = record.takeGame();
        }
    }
    GameReadResult result;
    if (!hasErrors(problems))
        result.game = std::move(game);
    result.problems = std::move(problems);
    return result;
}

} // namespace

QJsonObject gameToJson(const GameFile &game, const std::vector<Ledger> *ledgers)
{
    JsonTreeBuilder tree;
    writeGameTo(tree, game, ledgers);
    return tree.result().toObject();
}

QByteArray gameToBytes(const GameFile &game, const std::vector<Ledger> *ledgers)
{
    JsonLayout layout(gameKeyOrder());
    writeGameTo(layout, game, ledgers);
    return layout.text();
}

QString writeGame(const QString &fileName, const GameFile &game, const std::vector<Ledger> *ledgers,
                  WriteMode mode)
{
    if (game.log.size() > size_t(kMaxActions)) // never a file its reader refuses
        return GameReaderText::tr(
                   "the game has %1 actions, more than the %2 a game file of Hallkeeper's holds")
            .arg(argText(game.log.size()), argText(kMaxActions));
    if (beyondPlacements(game.log))
        return tooManyPlacements();
    return writeFileAtomically(fileName, gameToBytes(game, ledgers), mode);
}

GameReadResult parseGame(const QByteArray &bytes, ActionCheck check)
{
    Problems problems;
    const auto root = parseJsonDocument(bytes, key(kGameFormat), kGameVersion, problems);
    return root ? readGameObject(*root, problems, check) : GameReadResult{std::nullopt, problems};
}

Problems limitProblems(const Replay &replay)
{
    std::vector<Verdict> verdicts;
    verdicts.reserve(replay.steps.size());
    for (const ReplayStep &step : replay.steps)
        verdicts.push_back(step.verdict);
    return limitProblems(verdicts);
}

Problems limitProblems(const std::vector<Verdict> &verdicts)
{
    Problems problems;
    ProblemReporter r(problems);
    for (size_t i = 0; i < verdicts.size(); ++i)
        for (const Violation &v : verdicts[i].violations)
            if (isLimit(v.reason)) // no override records an action beyond a limit
                r.error(indexPath(QStringLiteral("log"), qsizetype(i)),
                        GameReaderText::tr("an action beyond Hallkeeper's limits: %1").arg(sentence(v)),
                        v.rule());
    return problems;
}

GameReadResult readGame(const QString &fileName, ActionCheck check)
{
    Problems problems;
    const auto root = readJsonDocument(fileName, key(kGameFormat), kGameVersion, problems);
    return root ? readGameObject(*root, problems, check) : GameReadResult{std::nullopt, problems};
}

} // namespace hk
