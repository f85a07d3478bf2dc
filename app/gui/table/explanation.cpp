#include "explanation.h"

#include "i18n/arg_text.h"
#include "results/score_table_model.h"
#include "rules/placement.h"
#include "scoring/dig_score.h"
#include "scoring/score_report.h"

namespace hk::gui {

Explanation Explanation::ofSquare(const GameState &s, const Square &square)
{
    const BoardState &b = s.board;
    const SpaceIndex index(b);
    QStringList html;
    std::vector<Square> lit;
    const auto name = [&](int player) {
        return player >= 0 && player < s.playerCount() ? s.players[player].name.toHtmlEscaped() : QString();
    };
    const int layer = b.board().layer(square);
    html << tr("<b>Square %1</b>: layer %2").arg(squareText(square), argText(layer));
    if (const PlacedTunnel *t = b.tunnel(index.tunnelAt(square))) {
        QStringList owners;
        for (int p = 0; p < s.playerCount(); ++p)
            if (index.inNetwork(square, p))
                owners << name(p);
        html << tr("Tunnel tile %1 (%2 squares), dug by %3 with %4 (DIG-SCORE: %5 tunnel points); in the "
                   "network of %6.")
                    .arg(argText(t->shape), argText(t->squares.size()), name(t->player),
                         mineralName(t->mineral), argText(tunnelPoints(int(t->squares.size()), t->mineral)),
                         owners.isEmpty() ? tr("nobody") : owners.join(QStringLiteral(", ")));
        lit = t->squares;
    }
    if (const PlacedHall *h = b.hall(index.hallAt(square))) {
        const HallDef *def = b.catalog().hall(h->hall);
        const bool crowned = b.statue(index.statueAt(h->altar)) != nullptr;
        const int low = def ? def->low : 0, high = def ? def->high : 0;
        html << tr("Great hall %1 (low %2, high %3), dedicated by %4; its altar is at %5.")
                    .arg(def ? def->displayName().toHtmlEscaped() : h->hall, argText(low), argText(high),
                         name(h->player), squareText(h->altar));
        html
            << (crowned
                    ? tr("A statue stands on the altar: the hall scores its high value, %1 (SCORE-HALL).")
                          .arg(high)
                    : tr("No statue on the altar: the hall scores its low value, %1 (SCORE-HALL).").arg(low));
        lit = h->squares;
    }
    if (const StatueOnBoard *st = b.statue(index.statueAt(square))) {
        html << tr("A %1 statue, %2.")
                    .arg(clanName(st->clan), unearthed(index, *st) ? tr("unearthed") : tr("still buried"));
        const PlacedPedestal *pedestal = b.pedestalAt(square);
        const bool ownPedestal = pedestal && pedestal->clan == st->clan;
        if (index.hallAt(square) != SpaceIndex::kNone)
            html << tr("In a great hall it scores nothing by itself; on the altar it gives the hall its high "
                       "value (SCORE-HALL).");
        else
            html << tr("On layer %1 it scores %2 = 2 × %1%3 for the player whose network holds it, if it is "
                       "the best statue of its tunnel (SCORE-STATUE, SCORE-ONE-PER-TUNNEL).")
                        .arg(argText(layer), argText(2 * layer * (ownPedestal ? 2 : 1)),
                             ownPedestal ? tr(" × 2 on a pedestal of its clan") : QString());
        if (const QString tunnel = statueTunnelText(s, index, square); !tunnel.isEmpty())
            html << tunnel.toHtmlEscaped(); // which tunnel, and the table ruling when it decides
    }
    if (const PlacedPedestal *p = b.pedestalAt(square))
        html << tr("A %1 pedestal.").arg(clanName(p->clan));
    if (index.gateAt(square) != SpaceIndex::kNone)
        html << tr("The gate of %1.").arg(name(index.gateAt(square)));
    return {html.join(QStringLiteral("<br>")), lit};
}

Explanation Explanation::ofScoreCell(const GameState &state, const GameScore &gameScore, int row, int column)
{
    const SheetScore &score = gameScore.score;
    if (row < 0 || row >= int(score.entities.size()))
        return {};
    const EntityScore &entity = score.entities[row];
    const std::optional<ScoreCategory> category = ScoreTableModel::categoryAt(column);
    QString text = entityLabel(entity).toHtmlEscaped();
    if (category)
        text += QStringLiteral(": ") + explainCategory(entity, *category).toHtmlEscaped();
    // Light up the pieces the cell counted (select a score cell → the counted pieces on the board).
    std::vector<Square> lit;
    const BoardState &b = state.board;
    for (int member : entity.members) {
        if (member >= int(gameScore.tunnels.size()))
            continue;
        if (category == ScoreCategory::Tunnels)
            for (int id : gameScore.tunnels[member])
                if (const PlacedTunnel *t = b.tunnel(id))
                    lit.insert(lit.end(), t->squares.begin(), t->squares.end());
        if (category == ScoreCategory::Halls)
            for (int id : gameScore.halls[member])
                if (const PlacedHall *h = b.hall(id))
                    lit.insert(lit.end(), h->squares.begin(), h->squares.end());
        if (category == ScoreCategory::Statues)
            for (const StatueOnBoard &st : gameScore.statues[member])
                lit.push_back(st.square);
    }
    return {text, lit};
}

} // namespace hk::gui
