#include "score/score_table_io.h"

#include "json/json_document.h"

#include <QJsonArray>

namespace hk::base {

namespace {

QJsonArray strings(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

QJsonArray ints(const std::vector<int> &list)
{
    QJsonArray array;
    for (int i : list)
        array.append(i);
    return array;
}

QJsonValue optionalInt(const std::optional<int> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

QString standingId(Standing standing)
{
    switch (standing) {
    case Standing::Empty:
        return key("empty");
    case Standing::Incomplete:
        return key("incomplete");
    case Standing::Complete:
        break;
    }
    return key("complete");
}

} // namespace

QJsonObject scoreTableToJson(const ScoreTable &table)
{
    QJsonArray columns;
    for (const ScoreColumn &c : table.columns)
        columns.append(QJsonObject{{key("id"), c.id},
                                   {key("name"), c.name},
                                   {key("rules"), strings(c.ruleIds)},
                                   {key("counts"), c.counts}});
    QJsonArray steps;
    for (const TieBreakStep &s : table.tieBreaks)
        steps.append(QJsonObject{{key("id"), s.id},
                                 {key("name"), s.name},
                                 {key("rules"), strings(s.ruleIds)},
                                 {key("higherWins"), s.higherWins}});
    QJsonArray entities;
    for (const ScoreEntity &e : table.entities) {
        QJsonObject cells;
        for (size_t c = 0; c < table.columns.size() && c < e.cells.size(); ++c)
            cells[table.columns[c].id] = QJsonObject{{key("points"), optionalInt(e.cells[c].points)},
                                                     {key("explanation"), e.cells[c].explanation},
                                                     {key("rules"), strings(e.cells[c].ruleIds)}};
        QJsonObject tieBreaks;
        for (size_t s = 0; s < table.tieBreaks.size() && s < e.tieBreakValues.size(); ++s)
            tieBreaks[table.tieBreaks[s].id] = optionalInt(e.tieBreakValues[s]);
        QJsonObject entity{{key("name"), e.name},
                           {key("cells"), cells},
                           {key("total"), optionalInt(e.total)},
                           {key("rank"), e.rank},
                           {key("tieBreaks"), tieBreaks}};
        if (!e.members.isEmpty())
            entity[key("members")] = strings(e.members);
        entities.append(entity);
    }
    QJsonArray ties;
    for (const ScoreTie &t : table.ties)
        ties.append(QJsonObject{{key("entities"), ints(t.entities)},
                                {key("shared"), t.shared},
                                {key("undecided"), t.undecided},
                                {key("missing"), strings(t.missing)},
                                {key("text"), strings(t.lines)}});
    QJsonArray rulings;
    for (const ScoreRuling &r : table.rulings)
        rulings.append(QJsonObject{{key("key"), r.key}, {key("choice"), r.choice}, {key("text"), r.text}});
    QJsonObject json{{key("format"), key(kScoreTableFormat)},
                     {key("version"), kScoreTableVersion},
                     {key("game"), table.gameId},
                     {key("standing"), standingId(table.standing)},
                     {key("complete"), table.standing == Standing::Complete},
                     {key("note"), table.standingNote},
                     {key("total"), QJsonObject{{key("name"), table.totalName},
                                                {key("rules"), strings(table.totalRuleIds)}}},
                     {key("categories"), columns},
                     {key("tieBreaks"), steps},
                     {key("entities"), entities},
                     {key("ranking"), ints(table.ranking)},
                     {key("winners"), ints(table.winners)},
                     {key("ties"), ties},
                     {key("rulings"), rulings}};
    if (!table.decisions.isEmpty()) // only where a game says how its result was decided
        json[key("decisions")] = strings(table.decisions);
    return json;
}

QByteArray scoreTableToBytes(const ScoreTable &table)
{
    static const QStringList order{
        key("format"),   key("version"), key("game"),        key("standing"),  key("complete"),
        key("note"),     key("total"),   key("categories"),  key("tieBreaks"), key("decisions"),
        key("entities"), key("ranking"), key("winners"),     key("ties"),      key("rulings"),
        key("id"),       key("name"),    key("members"),     key("cells"),     key("points"),
        key("total"),    key("rank"),    key("explanation"), key("rules"),     key("counts")};
    return layOutJson(scoreTableToJson(table), order);
}

} // namespace hk::base
