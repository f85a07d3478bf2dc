#include "io/score_report_io.h"

#include "io/json_check.h"
#include "rules/rule_ids.h"

#include <QJsonArray>

namespace hk {

QByteArray scoreReportJsonBytes(const SheetScore &score)
{
    static const QStringList order{QStringLiteral("players"),
                                   QStringLiteral("winners"),
                                   QStringLiteral("name"),
                                   QStringLiteral("tunnels"),
                                   QStringLiteral("coronation"),
                                   QStringLiteral("pedestalTokens"),
                                   QStringLiteral("leftovers"),
                                   QStringLiteral("leftoverTrades"),
                                   QStringLiteral("give"),
                                   QStringLiteral("get"),
                                   QStringLiteral("halls"),
                                   QStringLiteral("statues"),
                                   QStringLiteral("total"),
                                   QStringLiteral("trollLevelSum"),
                                   QStringLiteral("rank"),
                                   QStringLiteral("undecided"),
                                   QStringLiteral("missingTrollLevels"),
                                   QStringLiteral("complete"),
                                   QStringLiteral("incomplete"),
                                   QStringLiteral("rule"),
                                   QStringLiteral("tunnelsMissing"),
                                   QStringLiteral("rulings")};
    return formatJson(scoreReportJson(score), order);
}

QJsonObject scoreReportJson(const SheetScore &score)
{
    QJsonArray players;
    for (const EntityScore &e : score.entities) {
        QJsonArray trades;
        for (const Trade &t : e.leftover.trades) {
            QJsonObject give;
            for (Resource r : kAllResources)
                if (at(t.give, r) > 0)
                    give[resourceId(r)] = at(t.give, r);
            trades.append(
                QJsonObject{{QStringLiteral("give"), give}, {QStringLiteral("get"), resourceId(t.get)}});
        }
        players.append(QJsonObject{
            {QStringLiteral("name"), e.name},
            {QStringLiteral("tunnels"), e.tunnels},
            {QStringLiteral("coronation"), e.coronation},
            {QStringLiteral("pedestalTokens"), e.pedestalTokens},
            {QStringLiteral("leftovers"), e.leftovers},
            {QStringLiteral("leftoverTrades"), trades},
            {QStringLiteral("halls"), e.halls},
            {QStringLiteral("statues"), e.statues},
            {QStringLiteral("total"), e.total},
            {QStringLiteral("trollLevelSum"), e.trollLevelSum},
            {QStringLiteral("rank"), e.rank > 0 ? QJsonValue(e.rank) : QJsonValue()}, // null: not ranked
        });
    }
    // SHEET-COMPLETE: a sheet not complete names no winner, and says whose tunnels are missing. A complete
    // sheet's report has no such keys, as before they existed.
    const bool complete = score.tunnelsMissing.isEmpty();
    QJsonArray winners;
    for (int i : score.winners)
        if (complete)
            winners.append(score.entities[i].name);
    QJsonObject report{{QStringLiteral("players"), players}, {QStringLiteral("winners"), winners}};
    // SCORE-TIE: ties the troll levels entered cannot break yet (their entities share a rank meanwhile); only
    // a final result asks for the levels.
    QJsonArray undecided;
    for (const TieGroup &tie : score.ties)
        if (tie.undecided && score.standing == Standing::Final) {
            QJsonArray tied;
            for (int i : tie.entities)
                tied.append(score.entities[i].name);
            undecided.append(QJsonObject{
                {QStringLiteral("players"), tied},
                {QStringLiteral("missingTrollLevels"), QJsonArray::fromStringList(tie.missingLevels)}});
        }
    if (!undecided.isEmpty())
        report[QStringLiteral("undecided")] = undecided;
    if (!complete) {
        report[QStringLiteral("complete")] = false;
        report[QStringLiteral("incomplete")] =
            QJsonObject{{QStringLiteral("rule"), QLatin1String(rule::SheetComplete)},
                        {QStringLiteral("tunnelsMissing"), QJsonArray::fromStringList(score.tunnelsMissing)}};
    }
    if (!score.rulings.empty()) { // a game's: the table rulings it was scored with (a sheet has none)
        QJsonObject rulings;
        for (const SheetScore::Ruling &r : score.rulings)
            rulings[r.key] = r.choice;
        report[QStringLiteral("rulings")] = rulings;
    }
    return report;
}

} // namespace hk
