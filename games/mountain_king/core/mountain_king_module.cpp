#include "mountain_king_module.h"

#include "game/game_score.h"
#include "game/setup.h"
#include "io/board_io.h"
#include "io/catalog_io.h"
#include "io/game_io.h"
#include "io/score_report_io.h"
#include "io/score_sheet_io.h"
#include "mountain_king_problems.h"
#include "rules/rule_catalog.h"
#include "rules/rule_ids.h"
#include "scoring/names_on_one_line.h"
#include "scoring/score_report.h"
#include "sheet/sheet_io.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUuid>
#include <algorithm>

namespace hk::games {

namespace {

// Translation context "MountainKing" (the game's names are in "Games", marked where they are declared).
class MountainKing {
    Q_DECLARE_TR_FUNCTIONS(MountainKing)
};

constexpr char kId[] = "mountain-king";

// The stable ids of the categories: the keys of `hallkeeper-cli score --json` (docs/formats.md).
QString categoryId(ScoreCategory category)
{
    switch (category) {
    case ScoreCategory::Tunnels:
        return QStringLiteral("tunnels");
    case ScoreCategory::Coronation:
        return QStringLiteral("coronation");
    case ScoreCategory::PedestalTokens:
        return QStringLiteral("pedestalTokens");
    case ScoreCategory::Leftovers:
        return QStringLiteral("leftovers");
    case ScoreCategory::Halls:
        return QStringLiteral("halls");
    case ScoreCategory::Statues:
        return QStringLiteral("statues");
    case ScoreCategory::Total:
        break;
    }
    return QStringLiteral("total");
}

base::SheetScoreResult readAndScore(const QByteArray &bytes)
{
    const ScoreSheetReadResult read = parseScoreSheet(bytes);
    base::SheetScoreResult result{std::nullopt, neutralProblems(read.problems)};
    if (read.sheet)
        result.table = mountainKingScoreTable(scoreSheet(*read.sheet));
    return result;
}

// What `hallkeeper-cli score` has always printed for a sheet.
base::SheetReport report(const QByteArray &bytes, bool json, bool explain)
{
    const ScoreSheetReadResult read = parseScoreSheet(bytes);
    base::SheetReport result{std::nullopt, neutralProblems(read.problems)};
    if (!read.sheet)
        return result;
    SheetScore score = scoreSheet(*read.sheet);
    if (json) { // JSON escapes a line break in a string itself
        result.output = scoreReportJsonBytes(score);
    } else {
        showNamesOnOneLine(score);
        result.output = scoreReportText(score, explain).toUtf8();
    }
    return result;
}

// The play a file records for the play library: a sheet's score, or a game's as it stands (finished once its
// last turn is played; its players in seat order, seat 1 the start player: TURN-ORDER).
base::RecordedPlay readPlay(const QByteArray &bytes, const QString &suffix)
{
    base::RecordedPlay play;
    if (suffix == QLatin1String(base::kSheetSuffix)) {
        base::SheetScoreResult scored = readAndScore(bytes);
        play.table = std::move(scored.table);
        play.problems = std::move(scored.problems);
        return play;
    }
    if (suffix != QLatin1String(kGameSuffix)) {
        play.problems.push_back(
            {{}, MountainKing::tr("a .%1 file records no play: give a score sheet or a game").arg(suffix)});
        return play;
    }
    const GameReadResult read = parseGame(bytes);
    play.problems = neutralProblems(read.problems);
    if (!read.game)
        return play;
    const Replay replayed = replay(read.game->setup, read.game->log);
    play.table = mountainKingScoreTable(scoreGame(replayed.state).score);
    play.finished = replayed.state.over();
    play.seatsInOrder = true;
    // A game file has no uuid of its own: its setup (board, market, statues, players) drawn when it began is
    // its identity, the same however far it is played and wherever the file is moved.
    const QJsonObject setup =
        QJsonDocument::fromJson(bytes).object().value(QLatin1String("setup")).toObject();
    static const QUuid kGames = QUuid::fromString(QLatin1String("5f0e3c2a-8d71-4b9e-a6c4-2e7b1d9f0a35"));
    play.uuid = QUuid::createUuidV5(kGames, QJsonDocument(setup).toJson(QJsonDocument::Compact))
                    .toString(QUuid::WithoutBraces);
    return play;
}

} // namespace

std::shared_ptr<const base::RuleCatalog> mountainKingRules()
{
    std::vector<base::Rule> rules;
    for (const RuleInfo &info : allRules())
        rules.push_back({QString::fromLatin1(info.id),
                         {"RuleSection", info.section},
                         {"Rule", info.text},
                         info.ruling,
                         {"RuleAlternative", info.alternative},
                         info.quote ? QString::fromUtf8(info.quote) : QString(),
                         {"RulebookSection", info.rulebookSection},
                         {"RuleExample", info.example},
                         {"RuleReasoning", info.reasoning},
                         {}});
    return std::make_shared<base::RuleCatalog>(
        QString::fromLatin1(kId),
        base::Text{"Games", QT_TRANSLATE_NOOP("Games", "In the Hall of the Mountain King")},
        std::move(rules));
}

namespace {

// What the results show in Mountain King's own words, as its score report says them: the teams' labels, the
// winner sentence and each tie's, and the leftover trades that add a set (only the players a trade helps:
// "no trade adds a set" for everyone else would bury them).
void addMountainKingWords(base::ScoreTable &table, const SheetScore &score)
{
    table.tieBreaks.front().heading = QCoreApplication::translate("ResultsExport", "Troll level sum");
    for (size_t i = 0; i < score.entities.size(); ++i)
        if (score.entities[i].team != 0)
            table.entities[i].label = entityLabel(score.entities[i]);
    table.verdict = winnerLine(score);
    for (base::ScoreTie &tie : table.ties) {
        std::vector<int> members = tie.entities;
        std::sort(members.begin(), members.end());
        for (const TieGroup &group : score.ties) {
            std::vector<int> others = group.entities;
            std::sort(others.begin(), others.end());
            if (others == members)
                tie.lines = tieBreakLines(score, group);
        }
    }
    base::ScoreNote trades{
        QCoreApplication::translate("ResultsExport", "Optimal leftover trades"),
        {QString::fromLatin1(rule::ScoreLeftover), QString::fromLatin1(rule::TradeFourToOne)}};
    for (const EntityScore &e : score.entities)
        for (const Trade &t : e.leftover.trades)
            trades.lines << MountainKing::tr("%1: trade %2").arg(entityLabel(e), tradeText(t));
    if (trades.lines.isEmpty())
        trades.lines << MountainKing::tr("No 4:1 trade adds a set for anyone.");
    table.notes.push_back(std::move(trades));
}

} // namespace

base::ScoreTable mountainKingScoreTable(const SheetScore &score)
{
    base::ScoreTable table;
    table.gameId = QString::fromLatin1(kId);
    table.totalName = categoryName(ScoreCategory::Total);
    table.totalRuleIds = {QString::fromLatin1(rule::ScoreTie)};
    for (ScoreCategory c : kAllScoreCategories)
        if (c != ScoreCategory::Total)
            table.columns.push_back(
                {categoryId(c), categoryName(c), {QString::fromLatin1(categoryRuleId(c))}});
    // SCORE-TIE: the lower sum of troll levels wins.
    table.tieBreaks = {{QStringLiteral("trollLevelSum"),
                        MountainKing::tr("the sum of their troll levels"),
                        {QString::fromLatin1(rule::ScoreTie)},
                        false}};
    const std::shared_ptr<const base::RuleCatalog> rules = mountainKingRules();
    for (const EntityScore &e : score.entities) {
        base::ScoreEntity entity;
        entity.name = e.name;
        if (e.team != 0)
            entity.members = e.memberNames;
        for (ScoreCategory c : kAllScoreCategories) {
            if (c == ScoreCategory::Total)
                continue;
            const QString explanation = explainCategory(e, c);
            entity.cells.push_back({categoryPoints(e, c), explanation, rules->idsIn(explanation)});
        }
        // Ranked only with something entered (SHEET-COMPLETE): the others have no total yet.
        entity.total = e.rank > 0 ? std::optional<int>(e.total) : std::nullopt;
        entity.totalExplanation = explainCategory(e, ScoreCategory::Total);
        entity.tieBreakValues = {e.trollLevelsMissing.isEmpty() ? std::optional<int>(e.trollLevelSum)
                                                                : std::nullopt};
        table.entities.push_back(std::move(entity));
    }
    table.standing = score.standing == Standing::Final       ? base::Standing::Complete
                     : score.standing == Standing::Projected ? base::Standing::Incomplete
                                                             : base::Standing::Empty;
    table.standingNote = completenessLine(score); // whose tunnels are missing, while they are
    for (const SheetScore::Ruling &r : score.rulings)
        table.rulings.push_back({r.key, r.choice, r.text});
    base::rankEntities(table);
    addMountainKingWords(table, score);
    return table;
}

base::GameModule mountainKingModule()
{
    base::GameModule module;
    module.id = QString::fromLatin1(kId);
    module.name = {"Games", QT_TRANSLATE_NOOP("Games", "In the Hall of the Mountain King")};
    module.rules = mountainKingRules();
    module.labeller = std::make_shared<MountainKingLabeller>();
    module.fileKinds = {{QString::fromLatin1(kGameSuffix),
                         QString::fromLatin1(kGameFormat),
                         {"Games", QT_TRANSLATE_NOOP("Games", "Mountain King games")}},
                        {QStringLiteral("hkboard"),
                         QString::fromLatin1(kBoardFormat),
                         {"Games", QT_TRANSLATE_NOOP("Games", "Mountain King boards")}},
                        {QStringLiteral("hkcatalog"),
                         QString::fromLatin1(kCatalogFormat),
                         {"Games", QT_TRANSLATE_NOOP("Games", "Mountain King component catalogs")}}};
    module.readAndScore = readAndScore;
    module.rulingChoices = [](const QString &ruleId) { return rulingChoices(ruleId); };
    module.categoryName = [](const QString &id) {
        for (ScoreCategory c : kAllScoreCategories)
            if (c != ScoreCategory::Total && categoryId(c) == id)
                return categoryName(c);
        return QString();
    };
    module.report = report;
    module.readPlay = readPlay;
    return module;
}

} // namespace hk::games
