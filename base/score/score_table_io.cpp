#include "score/score_table_io.h"

#include "json/json_document.h"

#include <QJsonArray>

namespace hk::base {

namespace {

QString tableKey(const char *k)
{
    return QString::fromLatin1(k);
}

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
        return tableKey("empty");
    case Standing::Incomplete:
        return tableKey("incomplete");
    case Standing::Complete:
        break;
    }
    return tableKey("complete");
}

} // namespace

QJsonObject scoreTableToJson(const ScoreTable &table)
{
    QJsonArray columns;
    for (const ScoreColumn &c : table.columns)
        columns.append(QJsonObject{{tableKey("id"), c.id},
                                   {tableKey("name"), c.name},
                                   {tableKey("rules"), strings(c.ruleIds)},
                                   {tableKey("counts"), c.counts}});
    QJsonArray steps;
    for (const TieBreakStep &s : table.tieBreaks)
        steps.append(QJsonObject{{tableKey("id"), s.id},
                                 {tableKey("name"), s.name},
                                 {tableKey("rules"), strings(s.ruleIds)},
                                 {tableKey("higherWins"), s.higherWins}});
    QJsonArray entities;
    for (const ScoreEntity &e : table.entities) {
        QJsonObject cells;
        for (size_t c = 0; c < table.columns.size() && c < e.cells.size(); ++c)
            cells[table.columns[c].id] = QJsonObject{{tableKey("points"), optionalInt(e.cells[c].points)},
                                                     {tableKey("explanation"), e.cells[c].explanation},
                                                     {tableKey("rules"), strings(e.cells[c].ruleIds)}};
        QJsonObject tieBreaks;
        for (size_t s = 0; s < table.tieBreaks.size() && s < e.tieBreakValues.size(); ++s)
            tieBreaks[table.tieBreaks[s].id] = optionalInt(e.tieBreakValues[s]);
        QJsonObject entity{{tableKey("name"), e.name},
                           {tableKey("cells"), cells},
                           {tableKey("total"), optionalInt(e.total)},
                           {tableKey("rank"), e.rank},
                           {tableKey("tieBreaks"), tieBreaks}};
        if (!e.members.isEmpty())
            entity[tableKey("members")] = strings(e.members);
        entities.append(entity);
    }
    QJsonArray ties;
    for (const ScoreTie &t : table.ties)
        ties.append(QJsonObject{{tableKey("entities"), ints(t.entities)},
                                {tableKey("shared"), t.shared},
                                {tableKey("undecided"), t.undecided},
                                {tableKey("missing"), strings(t.missing)},
                                {tableKey("text"), strings(t.lines)}});
    QJsonArray rulings;
    for (const ScoreRuling &r : table.rulings)
        rulings.append(QJsonObject{
            {tableKey("key"), r.key}, {tableKey("choice"), r.choice}, {tableKey("text"), r.text}});
    QJsonObject json{{tableKey("format"), tableKey(kScoreTableFormat)},
                     {tableKey("version"), kScoreTableVersion},
                     {tableKey("game"), table.gameId},
                     {tableKey("standing"), standingId(table.standing)},
                     {tableKey("complete"), table.standing == Standing::Complete},
                     {tableKey("note"), table.standingNote},
                     {tableKey("total"), QJsonObject{{tableKey("name"), table.totalName},
                                                     {tableKey("rules"), strings(table.totalRuleIds)}}},
                     {tableKey("categories"), columns},
                     {tableKey("tieBreaks"), steps},
                     {tableKey("entities"), entities},
                     {tableKey("ranking"), ints(table.ranking)},
                     {tableKey("winners"), ints(table.winners)},
                     {tableKey("ties"), ties},
                     {tableKey("rulings"), rulings}};
    if (!table.decisions.isEmpty()) // only where a game says how its result was decided
        json[tableKey("decisions")] = strings(table.decisions);
    return json;
}

QByteArray scoreTableToBytes(const ScoreTable &table)
{
    static const QStringList order{
        tableKey("format"),    tableKey("version"),   tableKey("game"),        tableKey("standing"),
        tableKey("complete"),  tableKey("note"),      tableKey("total"),       tableKey("categories"),
        tableKey("tieBreaks"), tableKey("decisions"), tableKey("entities"),    tableKey("ranking"),
        tableKey("winners"),   tableKey("ties"),      tableKey("rulings"),     tableKey("id"),
        tableKey("name"),      tableKey("members"),   tableKey("cells"),       tableKey("points"),
        tableKey("total"),     tableKey("rank"),      tableKey("explanation"), tableKey("rules"),
        tableKey("counts")};
    return layOutJson(scoreTableToJson(table), order);
}

} // namespace hk::base
