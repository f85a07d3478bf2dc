#include "scoring/score_report.h"

#include "score/score_table_text.h"

#include "i18n/arg_text.h"
#include "i18n/list_text.h"
#include "io/catalog_io.h"
#include "rules/rule_catalog.h"
#include "rules/rule_ids.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>

namespace hk {

namespace {

// Translation context "ScoreReport" (a class, so that lupdate and the runtime agree on it).
class ReportText {
    Q_DECLARE_TR_FUNCTIONS(ScoreReport)
};
QString rules(std::initializer_list<const char *> ids)
{
    QStringList list;
    for (const char *id : ids)
        list << QLatin1String(id);
    return QLatin1String(" (") + list.join(QLatin1String(", ")) + QLatin1Char(')');
}

QString tunnelsText(const EntityScore &e)
{
    QStringList parts;
    if (e.tunnelsFromTrack)
        parts << ReportText::tr("%1 from the score track").arg(e.tunnelTrackPoints);
    struct Group {
        int tiles = 0;
        int points = 0;
    };
    std::map<std::pair<int, int>, Group> groups; // (size, mineral) -> tiles of that kind
    for (const TunnelScore &line : e.tunnelLines) {
        Group &g = groups[{line.tunnel.size, static_cast<int>(line.tunnel.mineral)}];
        ++g.tiles;
        g.points += line.points;
    }
    for (const auto &[kind, group] : groups)
        parts << ReportText::tr("%1 × size %2 %3 = %4")
                     .arg(argText(group.tiles), argText(kind.first),
                          mineralName(static_cast<Mineral>(kind.second)), argText(group.points));
    if (parts.isEmpty())
        return ReportText::tr("no tunnels: 0") + rules({rule::DigScore});
    if (parts.size() == 1 && e.tunnelLines.empty())
        return parts.front() + rules({rule::DigScore});
    return ReportText::tr("%1; total %2").arg(parts.join(ReportText::tr("; ")), QString::number(e.tunnels)) +
           rules({rule::DigScore});
}

QString coronationText(const EntityScore &e)
{
    if (e.coronation == 0)
        return ReportText::tr("no coronation token: 0") + rules({rule::ScoreCrown});
    if (e.coronation == 8)
        return ReportText::tr("coronation tokens 5 + 3 = 8") + rules({rule::ScoreCrown});
    return ReportText::tr("coronation token %1").arg(e.coronation) + rules({rule::ScoreCrown});
}

QString pedestalText(const EntityScore &e)
{
    if (e.pedestalTokenValues.empty())
        return ReportText::tr("no pedestal score tokens: 0") + rules({rule::ScorePedTokens});
    if (e.pedestalTokenValues.size() == 1)
        return ReportText::tr("pedestal score token %1").arg(e.pedestalTokens) +
               rules({rule::ScorePedTokens});
    QStringList values;
    for (int v : e.pedestalTokenValues)
        values << QString::number(v);
    return ReportText::tr("pedestal score tokens %1 = %2")
               .arg(values.join(QLatin1String(" + ")), argText(e.pedestalTokens)) +
           rules({rule::ScorePedTokens});
}

QString leftoverText(const EntityScore &e)
{
    const LeftoverPlan &plan = e.leftover;
    if (total(plan.before) == 0)
        return ReportText::tr("no resources left: 0") + rules({rule::ScoreLeftover});
    QString text = ReportText::tr("%1 → sets of three: %2")
                       .arg(resourceCountsText(plan.before), argText(plan.setsWithoutTrades));
    if (plan.trades.empty())
        return text + ReportText::tr("; no 4:1 trade adds a set") +
               rules({rule::ScoreLeftover, rule::TradeFourToOne});
    QStringList trades;
    for (const Trade &t : plan.trades)
        trades << tradeText(t);
    return text +
           ReportText::tr("; after trading %1: %2 → sets of three: %3")
               .arg(trades.join(ReportText::tr("; ")), resourceCountsText(plan.after), argText(plan.sets)) +
           rules({rule::ScoreLeftover, rule::TradeFourToOne});
}

QString hallsText(const EntityScore &e)
{
    if (e.hallLines.empty())
        return ReportText::tr("no great halls: 0") + rules({rule::ScoreHall});
    QStringList parts;
    for (const HallScore &h : e.hallLines)
        parts << explainHall(h);
    return ReportText::tr("%1; total %2").arg(parts.join(ReportText::tr("; ")), QString::number(e.halls)) +
           rules({rule::ScoreHall});
}

QString statueDescription(const SheetStatue &s)
{
    return s.onOwnPedestal ? ReportText::tr("%1 statue on its own pedestal in layer %2")
                                 .arg(clanName(s.clan), argText(s.layer))
                           : ReportText::tr("%1 statue in layer %2").arg(clanName(s.clan), argText(s.layer));
}

QString statuesText(const EntityScore &e)
{
    if (e.statueLines.empty())
        return ReportText::tr("no statues in tunnels: 0") + rules({rule::ScoreStatue});
    QStringList parts;
    for (const StatueScore &s : e.statueLines)
        parts << explainStatue(e, s);
    return ReportText::tr("%1; total %2").arg(parts.join(ReportText::tr("; ")), QString::number(e.statues)) +
           rules({rule::ScoreStatue, rule::ScoreOnePerTunnel});
}

QString pad(const QString &text, int width, bool right)
{
    const QString fill(std::max(0, width - displayWidth(text)), QLatin1Char(' '));
    return right ? fill + text : text + fill;
}

} // namespace

QString categoryName(ScoreCategory category)
{
    switch (category) {
    case ScoreCategory::Tunnels:
        return ReportText::tr("Tunnels");
    case ScoreCategory::Coronation:
        return ReportText::tr("Coronation");
    case ScoreCategory::PedestalTokens:
        return ReportText::tr("Pedestal tokens");
    case ScoreCategory::Leftovers:
        return ReportText::tr("Leftovers");
    case ScoreCategory::Halls:
        return ReportText::tr("Halls");
    case ScoreCategory::Statues:
        return ReportText::tr("Statues");
    case ScoreCategory::Total:
        break;
    }
    return ReportText::tr("Total");
}

const char *categoryRuleId(ScoreCategory category)
{
    switch (category) {
    case ScoreCategory::Tunnels:
        return rule::DigScore;
    case ScoreCategory::Coronation:
        return rule::ScoreCrown;
    case ScoreCategory::PedestalTokens:
        return rule::ScorePedTokens;
    case ScoreCategory::Leftovers:
        return rule::ScoreLeftover;
    case ScoreCategory::Halls:
        return rule::ScoreHall;
    case ScoreCategory::Statues:
        return rule::ScoreStatue;
    case ScoreCategory::Total:
        break;
    }
    return rule::ScoreTie;
}

int categoryPoints(const EntityScore &e, ScoreCategory category)
{
    switch (category) {
    case ScoreCategory::Tunnels:
        return e.tunnels;
    case ScoreCategory::Coronation:
        return e.coronation;
    case ScoreCategory::PedestalTokens:
        return e.pedestalTokens;
    case ScoreCategory::Leftovers:
        return e.leftovers;
    case ScoreCategory::Halls:
        return e.halls;
    case ScoreCategory::Statues:
        return e.statues;
    case ScoreCategory::Total:
        break;
    }
    return e.total;
}

QString joinNames(const QStringList &names)
{
    return namesText(names);
}

QString entityLabel(const EntityScore &e)
{
    if (e.team == 0)
        return e.name;
    return ReportText::tr("Team %1 (%2)").arg(argText(e.team), e.memberNames.join(ReportText::tr(", ")));
}

QString resourceCountsText(const ResourceCounts &counts)
{
    QStringList parts;
    for (Resource r : kAllResources)
        if (at(counts, r) > 0)
            //: A resource and how many: "stone 3".
            parts << ReportText::tr("%1 %2").arg(resourceName(r), argText(at(counts, r)));
    return parts.isEmpty() ? ReportText::tr("nothing") : parts.join(ReportText::tr(", "));
}

QString tradeText(const Trade &trade)
{
    // Runes first, as in the rulebook's example "rune, hammer, iron, iron → coin".
    QStringList given;
    for (int k = kResourceKinds - 1; k >= 0; --k)
        for (int n = 0; n < trade.give[k]; ++n)
            given << resourceName(static_cast<Resource>(k));
    return ReportText::tr("%1 → %2").arg(given.join(ReportText::tr(", ")), resourceName(trade.get));
}

QString explainHall(const HallScore &h)
{
    const QString name = h.hall.name.trimmed().isEmpty() ? ReportText::tr("hall %1").arg(h.ref.index + 1)
                                                         : shippedHallName(h.hall.name.trimmed());
    return h.hall.altar
               ? ReportText::tr("%1: a statue on the altar, high value %2").arg(name, argText(h.points))
               : ReportText::tr("%1: altar empty, low value %2").arg(name, argText(h.points));
}

QString explainStatue(const EntityScore &e, const StatueScore &s)
{
    const QString description = statueDescription(s.statue);
    const QString tunnel = s.statue.tunnel.trimmed();
    if (s.counted)
        return tunnel.isEmpty() ? ReportText::tr("%1: %2 points").arg(argText(description), argText(s.value))
                                : ReportText::tr("%1 in tunnel %2: %3 points")
                                      .arg(argText(description), argText(tunnel), argText(s.value));
    const StatueScore &best = e.statueLines[s.countedInstead];
    return ReportText::tr("%1 in tunnel %2: not counted, the tunnel already counts the %3 (%4 points)")
        .arg(argText(description), argText(tunnel), argText(statueDescription(best.statue)),
             argText(best.value));
}

QString explainCategory(const EntityScore &e, ScoreCategory category)
{
    switch (category) {
    case ScoreCategory::Tunnels:
        return tunnelsText(e);
    case ScoreCategory::Coronation:
        return coronationText(e);
    case ScoreCategory::PedestalTokens:
        return pedestalText(e);
    case ScoreCategory::Leftovers:
        return leftoverText(e);
    case ScoreCategory::Halls:
        return hallsText(e);
    case ScoreCategory::Statues:
        return statuesText(e);
    case ScoreCategory::Total:
        break;
    }
    return ReportText::tr("%1 + %2 + %3 + %4 + %5 + %6 = %7 honour points")
        .arg(argText(e.tunnels), argText(e.coronation), argText(e.pedestalTokens), argText(e.leftovers),
             argText(e.halls), argText(e.statues), argText(e.total));
}

QStringList rankingLines(const SheetScore &score)
{
    int nameWidth = 0;
    for (const EntityScore &e : score.entities)
        nameWidth = std::max(nameWidth, displayWidth(entityLabel(e)));
    QStringList lines;
    for (int i : score.ranking) {
        const EntityScore &e = score.entities[i];
        // Not ranked (nothing entered yet): a dash where the place would be.
        const QString place = e.rank > 0 ? QString::number(e.rank) + QLatin1Char('.') : QStringLiteral("– ");
        lines << pad(place, 3, true) + QLatin1Char(' ') + pad(entityLabel(e), nameWidth, false) +
                     QLatin1String("  ") + pad(QString::number(e.total), 4, true);
    }
    return lines;
}

QStringList tieBreakLines(const SheetScore &score)
{
    QStringList lines;
    for (const TieGroup &tie : score.ties)
        lines << tieBreakLines(score, tie);
    return lines;
}

QStringList tieBreakLines(const SheetScore &score, const TieGroup &tie)
{
    QStringList lines;
    {
        QStringList names, sums;
        for (int i : tie.entities) {
            names << entityLabel(score.entities[i]);
            //: A player and the sum of their troll levels, in the tie-break list: "Ann (5)".
            sums << ReportText::tr("%1 (%2)").arg(argText(entityLabel(score.entities[i])),
                                                  argText(score.entities[i].trollLevelSum));
        }
        if (tie.undecided) {
            // While a sheet is filled in, the tied share their place without a word: their other scores may
            // not be in yet, and asking for their troll levels would be noise (SHEET-COMPLETE).
            if (score.standing != Standing::Final)
                return lines;
            lines << ReportText::tr("%1 tie on %2 honour points; the tie-break needs the sum of their troll "
                                    "levels: enter the troll levels of %3 to break the tie.")
                             .arg(joinNames(names), argText(tie.total), joinNames(tie.missingLevels)) +
                         rules({rule::ScoreTie});
            return lines;
        }
        if (tie.fullyShared) {
            lines << ReportText::tr("%1 tie on %2 honour points and on the sum of their troll levels (%3): "
                                    "they share place %4.")
                             .arg(joinNames(names), argText(tie.total),
                                  argText(score.entities[tie.entities.front()].trollLevelSum),
                                  argText(score.entities[tie.entities.front()].rank)) +
                         rules({rule::ScoreTie});
            return lines;
        }
        lines << ReportText::tr("%1 tie on %2 honour points; the lower sum of troll levels ranks higher "
                                "(starting trolls count "
                                "as 0): %3.")
                         .arg(joinNames(names), argText(tie.total), sums.join(ReportText::tr(", "))) +
                     rules({rule::ScoreTie});
        // Within the group, players with equal sums still share their place.
        for (size_t a = 0; a < tie.entities.size();) {
            size_t b = a + 1;
            const EntityScore &first = score.entities[tie.entities[a]];
            QStringList shared{entityLabel(first)};
            while (b < tie.entities.size() &&
                   score.entities[tie.entities[b]].trollLevelSum == first.trollLevelSum)
                shared << entityLabel(score.entities[tie.entities[b++]]);
            if (shared.size() > 1)
                lines << ReportText::tr("%1 also tie on troll levels (%2): they share place %3.")
                             .arg(joinNames(shared), argText(first.trollLevelSum), argText(first.rank));
            a = b;
        }
    }
    return lines;
}

QString winnerLine(const SheetScore &score)
{
    if (score.winners.empty() || score.standing == Standing::Empty)
        return {};
    QStringList names;
    for (int i : score.winners)
        names << entityLabel(score.entities[i]);
    const int points = score.entities[score.winners.front()].total;
    if (score.standing == Standing::Projected) {
        if (score.winners.size() == score.entities.size())
            return {}; // everyone level: no one leads
        if (names.size() == 1)
            return ReportText::tr("Leading (projected): %1 with %2 honour points.")
                .arg(names.front(), argText(points));
        return ReportText::tr("Leading together (projected): %1, with %2 honour points each.")
            .arg(joinNames(names), argText(points));
    }
    for (const TieGroup &tie : score.ties)
        if (tie.undecided && tie.total == points)
            return ReportText::tr(
                       "No winner yet: %1 tie on %2 honour points; enter the troll levels of %3 to "
                       "break the tie.")
                .arg(joinNames(names), argText(points), joinNames(tie.missingLevels));
    if (names.size() == 1)
        return ReportText::tr("Winner: %1 with %2 honour points.")
            .arg(argText(names.front()), argText(points));
    return ReportText::tr("Shared victory: %1, with %2 honour points each.")
        .arg(joinNames(names), argText(points));
}

QString completenessLine(const SheetScore &score)
{
    if (score.tunnelsMissing.isEmpty())
        return {};
    if (score.standing == Standing::Empty)
        return ReportText::tr("Nothing is entered yet: no one is ranked, and no one wins before every "
                              "player's tunnels are entered.") +
               rules({rule::SheetComplete});
    return ReportText::tr("Incomplete: no winner until the tunnels of %1 are entered.")
               .arg(joinNames(score.tunnelsMissing)) +
           rules({rule::SheetComplete});
}

QStringList tradeLines(const SheetScore &score)
{
    QStringList lines;
    for (const EntityScore &e : score.entities) {
        if (e.leftover.trades.empty()) {
            lines << ReportText::tr("%1: no trade adds a set").arg(entityLabel(e));
            continue;
        }
        for (const Trade &t : e.leftover.trades)
            lines << ReportText::tr("%1: trade %2").arg(entityLabel(e), tradeText(t));
    }
    return lines;
}

QString scoreReportText(const SheetScore &score, bool explain)
{
    const bool teams = !score.entities.empty() && score.entities.front().team != 0;
    QList<QStringList> rows;
    QStringList header{teams ? ReportText::tr("Team") : ReportText::tr("Player")};
    for (ScoreCategory c : kAllScoreCategories)
        header << categoryName(c);
    rows << header;
    for (const EntityScore &e : score.entities) {
        QStringList row{entityLabel(e)};
        for (ScoreCategory c : kAllScoreCategories)
            row << QString::number(categoryPoints(e, c));
        rows << row;
    }
    QList<int> widths(header.size(), 0);
    for (const QStringList &row : rows)
        for (int c = 0; c < row.size(); ++c)
            widths[c] = std::max(widths[c], displayWidth(row[c]));

    QStringList out;
    for (int r = 0; r < rows.size(); ++r) {
        QStringList cells;
        for (int c = 0; c < rows[r].size(); ++c)
            cells << pad(rows[r][c], widths[c], c > 0);
        out << cells.join(QLatin1String("  "));
        if (r == 0) {
            int width = 0;
            for (int w : widths)
                width += w;
            out << QString(width + 2 * (widths.size() - 1), QChar(0x2500));
        }
    }
    out << QString() << ReportText::tr("Ranking") + rules({rule::ScoreTie}) << rankingLines(score);
    const QStringList ties = tieBreakLines(score);
    if (!ties.isEmpty())
        out << QString() << ties;
    out << QString();
    if (const QString incomplete = completenessLine(score); !incomplete.isEmpty()) {
        out << incomplete;
        if (const RuleInfo *complete = findRule(QLatin1String(rule::SheetComplete)))
            out << QStringLiteral("  ") + ruleLine(*complete);
    }
    if (const QString winner = winnerLine(score); !winner.isEmpty() || score.tunnelsMissing.isEmpty())
        out << winner;
    out << QString() << ReportText::tr("Leftover trades") + rules({rule::ScoreLeftover, rule::TradeFourToOne})
        << tradeLines(score);
    if (!score.rulings.empty()) {
        out << QString() << ReportText::tr("Table rulings");
        for (const SheetScore::Ruling &r : score.rulings)
            out << QStringLiteral("  ") + r.text;
    }
    if (explain) {
        for (const EntityScore &e : score.entities) {
            out << QString() << entityLabel(e);
            for (ScoreCategory c : kAllScoreCategories)
                out << QLatin1String("  ") + categoryName(c) + ReportText::tr(": ") + explainCategory(e, c);
        }
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

int displayWidth(const QString &text)
{
    return base::displayWidth(text);
}

} // namespace hk
