#include "dwarf_sheet.h"

#include "catalog/rule_id.h"

#include "dwarf_helpers.h"
#include "dwarf_rules.h"

#include "i18n/arg_text.h"
#include "i18n/list_text.h"
#include "json/json_document.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace hk::dwarf {

namespace {

using namespace hk::base;

class DwarfSheetText {
    Q_DECLARE_TR_FUNCTIONS(Dwarf)
};

// A category counted at the end (DWARF-001): its column's header, its name inside a sentence and the
// resource it counts ("3 artifacts", "1 artifact": amountText).
struct Category {
    const char *key;
    Text header;
    Text inSentence;
    Resource resource;
};

const std::array<Category, 3> &categories()
{
    static const std::array<Category, 3> list{{
        {key::kSteel,
         {kContext, QT_TRANSLATE_NOOP("Dwarf", "Steel")},
         {kContext, QT_TRANSLATE_NOOP("Dwarf", "steel")},
         Resource::Steel},
        {key::kGold,
         {kContext, QT_TRANSLATE_NOOP("Dwarf", "Gold")},
         {kContext, QT_TRANSLATE_NOOP("Dwarf", "gold")},
         Resource::Gold},
        {key::kArtifacts,
         {kContext, QT_TRANSLATE_NOOP("Dwarf", "Artifacts")},
         {kContext, QT_TRANSLATE_NOOP("Dwarf", "artifacts")},
         Resource::Artifacts},
    }};
    return list;
}

SheetField countField(const char *fieldKey, Text label, Text help, const char *ruleId, Text group)
{
    SheetField field{base::key(fieldKey), label, help};
    field.min = 0;
    field.max = kMaxCount;
    field.ruleId = base::ruleId(ruleId);
    field.group = group;
    return field;
}

// Rank points with `players` players (DWARF-018's alternative): N for the most, one less for each player
// with strictly more; players level share the better place's points.
int rankPoints(int value, const std::vector<int> &all)
{
    const int ahead = int(std::count_if(all.begin(), all.end(), [value](int v) { return v > value; }));
    return int(all.size()) - ahead;
}

QString rulesSuffix(const QString &ruleId)
{
    return QStringLiteral(" (%1)").arg(ruleId);
}

} // namespace

std::shared_ptr<const SheetSchema> dwarfSchema()
{
    static const std::shared_ptr<const SheetSchema> schema = [] {
        auto s = std::make_shared<SheetSchema>();
        s->gameId = base::key(kGameId);
        s->minPlayers = 2;
        s->maxPlayers = kMaxPlayers;
        s->playerCountRuleId = base::ruleId(rule::kCopies);
        const Text counted{kContext, QT_TRANSLATE_NOOP("Dwarf", "Counted at the end")};
        const Text ties{kContext, QT_TRANSLATE_NOOP("Dwarf", "Tie-breaks")};
        const Text record{kContext, QT_TRANSLATE_NOOP("Dwarf", "For the record")};
        s->fields = {
            countField(key::kSteel, categories()[0].header,
                       {kContext, QT_TRANSLATE_NOOP("Dwarf", "The player's steel at the end of the game")},
                       rule::kCounted, counted),
            countField(key::kGold, categories()[1].header,
                       {kContext, QT_TRANSLATE_NOOP("Dwarf", "The player's gold at the end of the game")},
                       rule::kCounted, counted),
            countField(key::kArtifacts, categories()[2].header,
                       {kContext, QT_TRANSLATE_NOOP("Dwarf", "The artifacts the player made")},
                       rule::kCounted, counted),
            countField(key::kMedals, {kContext, QT_TRANSLATE_NOOP("Dwarf", "Medals")},
                       {kContext, QT_TRANSLATE_NOOP("Dwarf", "Needed only to break a tie")}, rule::kTieMedals,
                       ties),
            countField(key::kIron, {kContext, QT_TRANSLATE_NOOP("Dwarf", "Iron")},
                       {kContext, QT_TRANSLATE_NOOP("Dwarf", "Needed only to break a tie")},
                       rule::kTieIronArtifacts, ties),
            countField(key::kWorkers, {kContext, QT_TRANSLATE_NOOP("Dwarf", "Workers")},
                       {kContext, QT_TRANSLATE_NOOP("Dwarf", "The player's workers: 4 at most")},
                       rule::kLimits, record),
        };
        s->fields[3].required = false; // medals, iron and workers: only a tie needs them
        s->fields[4].required = false;
        s->fields[5].required = false;
        s->fields[5].max = kMaxWorkers;

        SheetField copies{base::key(key::kTwoCopies),
                          {kContext, QT_TRANSLATE_NOOP("Dwarf", "Two copies combined (4–5 players)")},
                          {kContext, QT_TRANSLATE_NOOP("Dwarf", "One copy of Dwarf seats up to 3 players")},
                          ValueKind::Boolean};
        copies.defaultValue = false;
        copies.required = false;
        copies.ruleId = base::ruleId(rule::kCopies);
        SheetField ruling{base::key(key::kCategoryRuling),
                          {kContext, QT_TRANSLATE_NOOP("Dwarf", "Categories with 3–5 players")},
                          {kContext, QT_TRANSLATE_NOOP("Dwarf", "The rulebook is silent on 3 to 5 players: "
                                                                "the group's ruling, saved with the sheet")},
                          ValueKind::Choice};
        ruling.choices = {
            {base::key(key::kSoleLeader), {kContext, QT_TRANSLATE_NOOP("Dwarf", "Sole leader wins each")}},
            {base::key(key::kRankPoints), {kContext, QT_TRANSLATE_NOOP("Dwarf", "Points by place")}}};
        ruling.defaultValue = base::key(key::kSoleLeader);
        ruling.ruleId = base::ruleId(rule::kManyPlayers);
        s->settings = {copies, ruling};

        // DWARF-017: a fourth or fifth player needs the second copy.
        s->check = [](const SheetValues &sheet, ProblemReporter &report) {
            const int players = int(sheet.players.size());
            if (players <= kPlayersPerCopy ||
                valueAs<bool>(sheet.settings, base::key(key::kTwoCopies)).value_or(false))
                return;
            report.error(QStringLiteral("players[%1]").arg(kPlayersPerCopy),
                         DwarfSheetText::tr("%1 players need two copies of Dwarf combined: one copy seats at "
                                            "most 3; choose \"Two copies combined\"")
                             .arg(argText(players)),
                         base::ruleId(rule::kCopies), {kPlayersPerCopy, QStringLiteral("players")});
        };
        return std::shared_ptr<const SheetSchema>(std::move(s));
    }();
    return schema;
}

QString dwarfCategoryName(const QString &categoryId)
{
    for (const Category &c : categories())
        if (categoryId == base::key(c.key))
            return c.header.text();
    if (categoryId == base::key(key::kMedals))
        return DwarfSheetText::tr("Medals");
    if (categoryId == base::key(key::kIron))
        return DwarfSheetText::tr("Iron");
    return {};
}

ScoreTable scoreDwarf(const SheetValues &sheet)
{
    const int players = int(sheet.players.size());
    const bool rankRuling =
        players >= 3 &&
        valueAs<QString>(sheet.settings, base::key(key::kCategoryRuling)) == base::key(key::kRankPoints);
    // Two players: the rulebook's own rule; more: the ruling, whichever reading the group chose.
    const QString decidingRule = base::ruleId(players >= 3 ? rule::kManyPlayers : rule::kMostCategories);

    ScoreTable table;
    table.gameId = base::key(kGameId);
    table.totalName =
        rankRuling ? DwarfSheetText::tr("Category points") : DwarfSheetText::tr("Categories won");
    table.totalRuleIds = {decidingRule};
    for (const Category &c : categories())
        table.columns.push_back(
            {base::key(c.key), c.header.text(), {base::ruleId(rule::kCounted), decidingRule}});
    table.columns.push_back(
        {base::key(key::kMedals), DwarfSheetText::tr("Medals"), {base::ruleId(rule::kTieMedals)}, false});
    table.columns.push_back(
        {base::key(key::kIron), DwarfSheetText::tr("Iron"), {base::ruleId(rule::kTieIronArtifacts)}, false});
    table.tieBreaks = {
        {base::key(key::kMedals), DwarfSheetText::tr("medals"), {base::ruleId(rule::kTieMedals)}},
        {base::key(key::kIron), DwarfSheetText::tr("iron"), {base::ruleId(rule::kTieIronArtifacts)}},
        {base::key(key::kArtifacts),
         DwarfSheetText::tr("artifacts"),
         {base::ruleId(rule::kTieIronArtifacts)}}};

    const auto value = [&](int p, const char *fieldKey) {
        return valueAs<int>(sheet.players[size_t(p)].values, base::key(fieldKey));
    };
    table.entities.resize(size_t(players));
    std::vector<int> won(size_t(players), 0), points(size_t(players), 0);
    std::vector<QStringList> wonNames(static_cast<size_t>(players)), pointParts(static_cast<size_t>(players));
    std::vector<bool> anyEntered(size_t(players), false);
    bool complete = players > 0;
    for (int p = 0; p < players; ++p)
        table.entities[size_t(p)].name = sheet.players[size_t(p)].name;

    for (const Category &c : categories()) {
        const QString name = c.inSentence.text();
        std::vector<int> counts;
        QStringList missing, listed;
        for (int p = 0; p < players; ++p) {
            if (const auto v = value(p, c.key)) {
                counts.push_back(*v);
                anyEntered[size_t(p)] = true;
                listed << QStringLiteral("%1 %2").arg(sheet.players[size_t(p)].name, argText(*v));
            } else {
                missing << sheet.players[size_t(p)].name;
            }
        }
        const bool decided = missing.isEmpty() && players > 0;
        complete = complete && decided;
        const int most = counts.empty() ? 0 : *std::max_element(counts.begin(), counts.end());
        QStringList leaders;
        for (int p = 0; p < players; ++p)
            if (value(p, c.key) == most)
                leaders << sheet.players[size_t(p)].name;
        // The step: this category compared on its own.
        QString step;
        if (!decided)
            step = DwarfSheetText::tr("not decided: %1 still to be entered for %2")
                       .arg(name, namesText(missing)) +
                   rulesSuffix(base::ruleId(rule::kCounted));
        else if (rankRuling)
            step = DwarfSheetText::tr("points by place") + rulesSuffix(decidingRule);
        else if (leaders.size() == 1)
            step = DwarfSheetText::tr("%1 has the most").arg(leaders.front()) + rulesSuffix(decidingRule);
        else
            step =
                DwarfSheetText::tr("%1 are tied for the most: it counts for nobody").arg(namesText(leaders)) +
                rulesSuffix(decidingRule);
        //: A step of the verdict: "Gold: Ann 9, Bob 10 — Bob has the most (DWARF-002)."
        table.decisions << DwarfSheetText::tr("%1: %2 — %3.")
                               .arg(c.header.text(), listed.join(DwarfSheetText::tr(", ")), step);

        for (int p = 0; p < players; ++p) {
            ScoreEntity &e = table.entities[size_t(p)];
            const auto v = value(p, c.key);
            ScoreCell cell{v, {}, {base::ruleId(rule::kCounted), decidingRule}};
            const QString amount = amountText(c.resource, v.value_or(0)); // "1 artifact", "3 gold"
            if (!v) {
                cell.explanation =
                    DwarfSheetText::tr("Not entered yet") + rulesSuffix(base::ruleId(rule::kCounted));
            } else if (!decided) {
                cell.explanation = DwarfSheetText::tr("%1: decided once every player has an entry for %2")
                                       .arg(amount, name) +
                                   rulesSuffix(base::ruleId(rule::kCounted));
            } else if (rankRuling) {
                const int place = rankPoints(*v, counts);
                points[size_t(p)] += place;
                pointParts[size_t(p)] << QStringLiteral("%1 %2").arg(c.header.text(), argText(place));
                cell.explanation =
                    DwarfSheetText::tr("%1: %n point(s) by place among %2 players", nullptr, place)
                        .arg(amount, argText(players)) +
                    rulesSuffix(decidingRule);
                cell.highlighted = *v == most;
            } else if (*v == most && leaders.size() == 1) {
                ++won[size_t(p)];
                wonNames[size_t(p)] << name;
                cell.explanation = DwarfSheetText::tr("%1: the most, a category won").arg(amount) +
                                   rulesSuffix(decidingRule);
                cell.highlighted = true;
            } else if (*v == most) {
                QStringList others = leaders;
                others.removeAll(sheet.players[size_t(p)].name);
                cell.explanation = DwarfSheetText::tr("%1: tied for the most with %2, so nobody wins it")
                                       .arg(amount, namesText(others)) +
                                   rulesSuffix(decidingRule);
            } else {
                cell.explanation = DwarfSheetText::tr("%1: %2 has more (%3)")
                                       .arg(amount, namesText(leaders), argText(most)) +
                                   rulesSuffix(decidingRule);
            }
            e.cells.push_back(cell);
        }
    }

    for (int p = 0; p < players; ++p) {
        ScoreEntity &e = table.entities[size_t(p)];
        const auto medals = value(p, key::kMedals), iron = value(p, key::kIron),
                   artifacts = value(p, key::kArtifacts);
        e.cells.push_back(
            {medals,
             medals ? DwarfSheetText::tr("Breaks a tie first") + rulesSuffix(base::ruleId(rule::kTieMedals))
                    : QString(),
             {base::ruleId(rule::kTieMedals)}});
        e.cells.push_back({iron,
                           iron ? DwarfSheetText::tr("Breaks a tie after medals") +
                                      rulesSuffix(base::ruleId(rule::kTieIronArtifacts))
                                : QString(),
                           {base::ruleId(rule::kTieIronArtifacts)}});
        e.tieBreakValues = {medals, iron, artifacts};
        if (!anyEntered[size_t(p)])
            continue;
        if (rankRuling) {
            e.total = points[size_t(p)];
            e.totalExplanation = pointParts[size_t(p)].join(QStringLiteral(" + ")) + QStringLiteral(" = ") +
                                 argText(points[size_t(p)]) + rulesSuffix(decidingRule);
        } else {
            e.total = won[size_t(p)];
            e.totalExplanation = (wonNames[size_t(p)].isEmpty()
                                      ? DwarfSheetText::tr("No category won")
                                      : DwarfSheetText::tr("Won: %1").arg(namesText(wonNames[size_t(p)]))) +
                                 rulesSuffix(decidingRule);
        }
    }

    const bool any = std::any_of(anyEntered.begin(), anyEntered.end(), [](bool b) { return b; });
    table.standing = !any ? Standing::Empty : complete ? Standing::Complete : Standing::Incomplete;
    if (table.standing == Standing::Incomplete)
        table.standingNote = DwarfSheetText::tr("Enter every player's steel, gold and artifacts") +
                             rulesSuffix(base::ruleId(rule::kCounted)) + QLatin1Char('.');
    if (players >= 3)
        table.rulings.push_back(
            {base::key(key::kCategoryRuling),
             rankRuling ? base::key(key::kRankPoints) : base::key(key::kSoleLeader),
             (rankRuling
                  ? DwarfSheetText::tr("Categories with 3 to 5 players: points by place, the most points "
                                       "wins")
                  : DwarfSheetText::tr("Categories with 3 to 5 players: each goes to its sole leader, the "
                                       "most categories wins")) +
                 rulesSuffix(base::ruleId(rule::kManyPlayers))});
    rankEntities(table);
    // DWARF-019: a first place still shared after artifacts is a shared victory, and the result says by
    // which ruling.
    for (const ScoreTie &tie : table.ties)
        if (tie.shared && !tie.undecided && !tie.entities.empty() &&
            table.entities[size_t(tie.entities.front())].rank == 1 && table.winners.size() > 1)
            table.rulings.push_back({base::key(key::kFinalTie), base::key(key::kShared),
                                     DwarfSheetText::tr("Still tied after artifacts: a shared victory") +
                                         rulesSuffix(base::ruleId(rule::kFinalTie))});
    return table;
}

} // namespace hk::dwarf
