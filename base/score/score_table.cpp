#include "score/score_table.h"

#include "i18n/arg_text.h"
#include "i18n/list_text.h"

#include <QCoreApplication>

#include <algorithm>

namespace hk::base {

namespace {

// Translation contexts: "ScoreReport" for the words Mountain King's report says too, "ScoreTable" for the
// rest (classes, so that lupdate and the runtime agree on them).
class ReportText {
    Q_DECLARE_TR_FUNCTIONS(ScoreReport)
};
class TableText {
    Q_DECLARE_TR_FUNCTIONS(ScoreTable)
};

QString rules(const QStringList &ids)
{
    return ids.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(ids.join(QStringLiteral(", ")));
}

struct Ranker {
    ScoreTable &table;
    ScoreTie *tie = nullptr;
    std::vector<int> *undecided = nullptr; // the entities whose place awaits a value

    QStringList names(const std::vector<int> &group) const
    {
        QStringList names;
        for (int e : group)
            names << table.entities[size_t(e)].name;
        return names;
    }

    // Orders `group` (level so far) from tie-break `step` on; returns it split into places, best first.
    std::vector<std::vector<int>> order(std::vector<int> group, size_t step)
    {
        if (group.size() < 2)
            return {group};
        if (step >= table.tieBreaks.size()) {
            tie->shared = true;
            return {group};
        }
        const TieBreakStep &by = table.tieBreaks[step];
        const auto value = [&](int e) {
            return table.entities[size_t(e)].tieBreakValues.size() > step
                       ? table.entities[size_t(e)].tieBreakValues[step]
                       : std::nullopt;
        };
        QStringList missing;
        for (int e : group)
            if (!value(e))
                missing << table.entities[size_t(e)].name;
        if (!missing.isEmpty()) {
            tie->undecided = true;
            undecided->insert(undecided->end(), group.begin(), group.end());
            tie->missing += missing;
            tie->lines << TableText::tr("Enter %1 for %2 to break the tie between %3.")
                                  .arg(by.name, namesText(missing), namesText(names(group))) +
                              rules(by.ruleIds);
            return {group};
        }
        std::stable_sort(group.begin(), group.end(), [&](int a, int b) {
            return by.higherWins ? *value(a) > *value(b) : *value(a) < *value(b);
        });
        QStringList values;
        for (int e : group)
            values << QStringLiteral("%1 %2").arg(table.entities[size_t(e)].name, argText(*value(e)));
        tie->lines << TableText::tr("Tie-break on %1: %2.").arg(by.name, values.join(ReportText::tr(", "))) +
                          rules(by.ruleIds);
        std::vector<std::vector<int>> places;
        for (size_t i = 0; i < group.size();) {
            size_t j = i + 1;
            while (j < group.size() && *value(group[j]) == *value(group[i]))
                ++j;
            for (auto &place : order({group.begin() + qsizetype(i), group.begin() + qsizetype(j)}, step + 1))
                places.push_back(std::move(place));
            i = j;
        }
        return places;
    }
};

} // namespace

int ScoreTable::column(const QString &id) const
{
    for (size_t i = 0; i < columns.size(); ++i)
        if (columns[i].id == id)
            return int(i);
    return -1;
}

std::optional<int> sumOfColumns(const ScoreTable &table, const ScoreEntity &entity)
{
    std::optional<int> sum;
    for (size_t c = 0; c < table.columns.size() && c < entity.cells.size(); ++c)
        if (table.columns[c].counts && entity.cells[c].points)
            sum = sum.value_or(0) + *entity.cells[c].points;
    return sum;
}

void rankEntities(ScoreTable &table)
{
    table.ranking.clear();
    table.winners.clear();
    table.ties.clear();
    std::vector<int> ranked, undecided;
    for (size_t e = 0; e < table.entities.size(); ++e) {
        table.entities[e].rank = 0;
        if (table.entities[e].total)
            ranked.push_back(int(e));
    }
    std::stable_sort(ranked.begin(), ranked.end(), [&](int a, int b) {
        return *table.entities[size_t(a)].total > *table.entities[size_t(b)].total;
    });
    int place = 1;
    for (size_t i = 0; i < ranked.size();) {
        const int total = *table.entities[size_t(ranked[i])].total;
        size_t j = i + 1;
        while (j < ranked.size() && *table.entities[size_t(ranked[j])].total == total)
            ++j;
        const std::vector<int> level(ranked.begin() + qsizetype(i), ranked.begin() + qsizetype(j));
        std::vector<std::vector<int>> places{level};
        if (level.size() > 1) {
            ScoreTie tie;
            Ranker ranker{table, &tie, &undecided};
            tie.lines << TableText::tr("%1 tie on %2 (%3).")
                             .arg(namesText(ranker.names(level)), argText(total), table.totalName);
            places = ranker.order(level, 0);
            int at = place;
            for (const auto &p : places) {
                if (p.size() > 1 && !tie.undecided)
                    tie.lines
                        << TableText::tr("%1 share place %2.").arg(namesText(ranker.names(p)), argText(at));
                tie.entities.insert(tie.entities.end(), p.begin(), p.end());
                at += int(p.size());
            }
            table.ties.push_back(std::move(tie));
        }
        for (const auto &p : places) {
            for (int e : p) {
                table.entities[size_t(e)].rank = place;
                table.ranking.push_back(e);
            }
            place += int(p.size());
        }
        i = j;
    }
    // Winners only when the result is complete and the first place is decided.
    const bool firstUndecided = std::any_of(undecided.begin(), undecided.end(),
                                            [&](int e) { return table.entities[size_t(e)].rank == 1; });
    if (table.standing == Standing::Complete && !firstUndecided)
        for (int e : table.ranking)
            if (table.entities[size_t(e)].rank == 1)
                table.winners.push_back(e);
}

} // namespace hk::base
