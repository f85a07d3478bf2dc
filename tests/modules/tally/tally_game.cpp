#include "tally_game.h"

#include <QCoreApplication>

namespace hk::test {

namespace {

using namespace hk::base;

constexpr char kContext[] = "Tally";
Text t(const char *source)
{
    return {kContext, source};
}

std::shared_ptr<const RuleCatalog> tallyRules()
{
    return std::make_shared<RuleCatalog>(
        QString::fromLatin1(kTallyId), t("Tally"),
        std::vector<Rule>{
            {QStringLiteral("TALLY-GOLD"),
             t("Scoring"),
             t("Each gold is worth 1 point; a player holds 0 to 50."),
             false,
             {},
             QStringLiteral("金一枚一分"),
             t("Rulebook, page 2"),
             t("Ann has 7 gold: 7 points."),
             {},
             {}},
            {QStringLiteral("TALLY-BONUS"),
             t("Scoring"),
             t("A crown is worth 5 points, a star 3; no two players take the same bonus."),
             false,
             {},
             {},
             {},
             {},
             {},
             {}},
            {QStringLiteral("TALLY-ROUNDS"),
             t("Scoring"),
             t("Each round's points add up."),
             false,
             {},
             {},
             {},
             {},
             {},
             {}},
            {QStringLiteral("TALLY-TIE"),
             t("End of the game"),
             t("Ruling: on equal points the relic decides, then gold; still level, the victory is shared."),
             true,
             t("Level players after gold play another round."),
             QStringLiteral("同点なら遺物"),
             t("Rulebook, page 4"),
             {},
             t("The rulebook stops at gold."),
             {}},
            {QStringLiteral("TALLY-PLAYERS"),
             t("Setup"),
             t("Tally is for 2 to 4 players."),
             false,
             {},
             {},
             {},
             {},
             {},
             t("%1 players; Tally is for 2 to 4")},
        });
}

std::shared_ptr<const SheetSchema> tallySchema()
{
    auto schema = std::make_shared<SheetSchema>();
    schema->gameId = QString::fromLatin1(kTallyId);
    schema->minPlayers = 2;
    schema->maxPlayers = 4;
    schema->playerCountRuleId = QStringLiteral("TALLY-PLAYERS");
    SheetField gold{QStringLiteral("gold"), t("Gold"), t("The gold in front of the player")};
    gold.max = 50;
    gold.ruleId = QStringLiteral("TALLY-GOLD");
    SheetField bonus{QStringLiteral("bonus"), t("Bonus"), {}, ValueKind::Choice};
    bonus.choices = {{QStringLiteral("none"), t("None")},
                     {QStringLiteral("crown"), t("Crown")},
                     {QStringLiteral("star"), t("Star")}};
    bonus.uniqueAcrossPlayers = true;
    bonus.required = false;
    bonus.ruleId = QStringLiteral("TALLY-BONUS");
    SheetField relic{QStringLiteral("relic"), t("Relic"), {}, ValueKind::Boolean};
    relic.defaultValue = false;
    relic.required = false;
    relic.ruleId = QStringLiteral("TALLY-TIE");
    SheetField rounds{QStringLiteral("rounds"), t("Rounds"), {}, ValueKind::IntegerList};
    rounds.max = 20;
    rounds.maxItems = 5;
    rounds.required = false;
    rounds.ruleId = QStringLiteral("TALLY-ROUNDS");
    schema->fields = {gold, bonus, relic, rounds};
    SheetField ties{QStringLiteral("ties"), t("Ties"), {}, ValueKind::Choice};
    ties.choices = {{QStringLiteral("shared"), t("Shared victory")},
                    {QStringLiteral("replay"), t("Another round")}};
    ties.defaultValue = QStringLiteral("shared");
    ties.ruleId = QStringLiteral("TALLY-TIE");
    schema->settings = {ties};
    // A game's own check: a star needs gold.
    schema->check = [](const SheetValues &sheet, ProblemReporter &report) {
        for (size_t p = 0; p < sheet.players.size(); ++p)
            if (valueAs<QString>(sheet.players[p].values, QStringLiteral("bonus")) ==
                    QStringLiteral("star") &&
                valueAs<int>(sheet.players[p].values, QStringLiteral("gold")).value_or(0) == 0)
                report.error(QStringLiteral("players[%1].bonus").arg(p),
                             QCoreApplication::translate(kContext, "a star needs at least 1 gold"),
                             QStringLiteral("TALLY-BONUS"),
                             {int(p), QStringLiteral("players"), -1, QStringLiteral("bonus")});
    };
    return schema;
}

ScoreTable scoreTally(const SheetValues &sheet)
{
    ScoreTable table;
    table.gameId = QString::fromLatin1(kTallyId);
    table.totalName = QCoreApplication::translate(kContext, "Total");
    table.totalRuleIds = {QStringLiteral("TALLY-TIE")};
    table.columns = {{QStringLiteral("gold"), t("Gold").text(), {QStringLiteral("TALLY-GOLD")}},
                     {QStringLiteral("bonus"), t("Bonus").text(), {QStringLiteral("TALLY-BONUS")}},
                     {QStringLiteral("rounds"), t("Rounds").text(), {QStringLiteral("TALLY-ROUNDS")}}};
    table.tieBreaks = {{QStringLiteral("relic"),
                        QCoreApplication::translate(kContext, "the relic"),
                        {QStringLiteral("TALLY-TIE")}},
                       {QStringLiteral("gold"),
                        QCoreApplication::translate(kContext, "gold"),
                        {QStringLiteral("TALLY-TIE")}}};
    bool complete = !sheet.players.empty();
    bool any = false;
    for (const SheetPlayer &player : sheet.players) {
        ScoreEntity e;
        e.name = player.name;
        const auto gold = valueAs<int>(player.values, QStringLiteral("gold"));
        const QString bonus =
            valueAs<QString>(player.values, QStringLiteral("bonus")).value_or(QStringLiteral("none"));
        const auto rounds = valueAs<std::vector<int>>(player.values, QStringLiteral("rounds"));
        const int bonusPoints = bonus == QLatin1String("crown") ? 5 : bonus == QLatin1String("star") ? 3 : 0;
        int roundPoints = 0;
        for (int r : rounds.value_or(std::vector<int>{}))
            roundPoints += r;
        e.cells = {
            {gold,
             QCoreApplication::translate(kContext, "%1 gold").arg(gold.value_or(0)),
             {QStringLiteral("TALLY-GOLD")}},
            {bonusPoints, bonus, {QStringLiteral("TALLY-BONUS")}},
            {rounds ? std::optional<int>(roundPoints) : std::nullopt, {}, {QStringLiteral("TALLY-ROUNDS")}}};
        complete = complete && gold.has_value();
        any = any || gold.has_value() || rounds.has_value();
        e.total = gold || rounds ? sumOfColumns(table, e) : std::nullopt;
        const auto relic = valueAs<bool>(player.values, QStringLiteral("relic"));
        e.tieBreakValues = {relic ? std::optional<int>(*relic ? 1 : 0) : std::nullopt, gold};
        table.entities.push_back(std::move(e));
    }
    table.standing = !any ? Standing::Empty : complete ? Standing::Complete : Standing::Incomplete;
    if (table.standing == Standing::Incomplete)
        table.standingNote = QCoreApplication::translate(kContext, "Enter every player's gold (TALLY-GOLD).");
    const QString ties =
        valueAs<QString>(sheet.settings, QStringLiteral("ties")).value_or(QStringLiteral("shared"));
    table.rulings = {{QStringLiteral("ties"), ties,
                      ties == QLatin1String("shared")
                          ? QCoreApplication::translate(kContext, "Ties: shared victory")
                          : QCoreApplication::translate(kContext, "Ties: another round")}};
    rankEntities(table);
    return table;
}

} // namespace

GameModule tallyModule()
{
    GameModule module;
    module.id = QString::fromLatin1(kTallyId);
    module.name = t("Tally");
    module.rules = tallyRules();
    module.schema = tallySchema();
    module.score = scoreTally;
    return module;
}

} // namespace hk::test
