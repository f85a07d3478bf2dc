#include "explanation.h"

#include "i18n/arg_text.h"
#include "results/score_table_model.h"
#include "rules/placement.h"
#include "scoring/dig_score.h"
#include "scoring/score_report.h"

namespace hk::gui {

namespace {

// Where the score puts a piece: the entity whose line counts it, and that line.
template <class Line> struct Scored {
    const EntityScore *entity = nullptr;
    const Line *line = nullptr;
};

// The score line of the piece `is` picks out of `pieces` (GameScore's provenance, per player and sheet
// entry), among the lines `linesOf` gives for each entity; none if no network holds it.
template <class Line, class Pieces, class LinesOf, class Is>
Scored<Line> scoredLine(const GameScore &score, const Pieces &pieces, LinesOf linesOf, Is is)
{
    for (const EntityScore &entity : score.score.entities)
        for (const Line &line : linesOf(entity)) {
            const int p = line.ref.player, i = line.ref.index;
            if (p >= 0 && p < int(pieces.size()) && i >= 0 && i < int(pieces[p].size()) && is(pieces[p][i]))
                return {&entity, &line};
        }
    return {};
}

} // namespace

Explanation Explanation::ofSquare(const GameState &s, const Square &square)
{
    const BoardState &b = s.board;
    const SpaceIndex index(b);
    Explanation result;
    QStringList html;
    const auto name = [&](int player) {
        return player >= 0 && player < s.playerCount() ? s.players[player].name.toHtmlEscaped() : QString();
    };
    const int layer = b.board().layer(square);
    html << tr("<b>Square %1</b>: layer %2").arg(squareText(square), argText(layer));
    const PlacedTunnel *tile = b.tunnel(index.tunnelAt(square));
    const PlacedHall *hall = b.hall(index.hallAt(square));
    const StatueOnBoard *statue = b.statue(index.statueAt(square));
    // What scores, as the game's score counts it: the one source of every number said below.
    const GameScore score = tile || hall || statue ? scoreGame(s) : GameScore{};
    if (tile) {
        QStringList owners;
        for (int p = 0; p < s.playerCount(); ++p)
            if (index.inNetwork(square, p))
                owners << name(p);
        result.tunnelPoints = hk::tunnelPoints(int(tile->squares.size()), tile->mineral);
        html << tr("Tunnel tile %1 (%2 squares), dug by %3 with %4 (DIG-SCORE: %5 tunnel points); in the "
                   "network of %6.")
                    .arg(argText(tile->shape), argText(tile->squares.size()), name(tile->player),
                         mineralName(tile->mineral), argText(*result.tunnelPoints),
                         owners.isEmpty() ? tr("nobody") : owners.join(QStringLiteral(", ")));
        result.lit = tile->squares;
    }
    if (hall) {
        const HallDef *def = b.catalog().hall(hall->hall);
        const int low = def ? def->low : 0, high = def ? def->high : 0;
        html << tr("Great hall %1 (low %2, high %3), dedicated by %4; its altar is at %5.")
                    .arg(def ? def->displayName().toHtmlEscaped() : hall->hall, argText(low), argText(high),
                         name(hall->player), squareText(hall->altar));
        const Scored<HallScore> scored = scoredLine<HallScore>(
            score, score.halls, [](const EntityScore &e) -> const auto & { return e.hallLines; },
            [&](int id) { return id == hall->id; });
        result.hallPoints = scored.line ? scored.line->points : 0;
        if (!scored.line)
            html << tr("No player's network holds it: it scores nothing (SCORE-HALL).");
        else if (scored.line->hall.altar)
            html << tr("A statue stands on the altar: the hall scores its high value, %1, for %2 "
                       "(SCORE-HALL).")
                        .arg(argText(*result.hallPoints), scored.entity->name.toHtmlEscaped());
        else
            html << tr("No statue on the altar: the hall scores its low value, %1, for %2 (SCORE-HALL).")
                        .arg(argText(*result.hallPoints), scored.entity->name.toHtmlEscaped());
        result.lit = hall->squares;
    }
    if (statue) {
        const bool isUnearthed = unearthed(index, *statue);
        html << tr("A %1 statue, %2.")
                    .arg(clanName(statue->clan), isUnearthed ? tr("unearthed") : tr("still buried"));
        const PlacedPedestal *pedestal = b.pedestalAt(square);
        const bool ownPedestal = pedestal && pedestal->clan == statue->clan;
        const Scored<StatueScore> scored = scoredLine<StatueScore>(
            score, score.statues, [](const EntityScore &e) -> const auto & { return e.statueLines; },
            [&](const StatueOnBoard &on) { return on.id == statue->id; });
        result.statuePoints = scored.line && scored.line->counted ? scored.line->value : 0;
        const QString worth = tr("%1 = 2 × %2%3")
                                  .arg(argText(statueValue(layer, ownPedestal)), argText(layer),
                                       ownPedestal ? tr(" × 2 on a pedestal of its clan") : QString());
        if (!isUnearthed)
            html << tr("A buried statue scores nothing until a tunnel unearths it (SCORE-STATUE, "
                       "DIG-UNEARTH).");
        else if (index.hallAt(square) != SpaceIndex::kNone)
            html << tr("In a great hall it scores nothing by itself; on the altar it gives the hall its high "
                       "value (SCORE-HALL).");
        else if (!scored.line)
            html << tr("No player's network holds it: it scores nothing (SCORE-STATUE).");
        else if (scored.line->counted)
            html << tr("On layer %1 it scores %2 for %3, the best statue of its tunnel (SCORE-STATUE, "
                       "SCORE-ONE-PER-TUNNEL).")
                        .arg(argText(layer), worth, scored.entity->name.toHtmlEscaped());
        else
            html << tr("On layer %1 it would be worth %2, but another statue of its tunnel scores instead: "
                       "this one scores nothing (SCORE-ONE-PER-TUNNEL).")
                        .arg(argText(layer), worth);
        if (const QString tunnel = statueTunnelText(s, index, square); !tunnel.isEmpty())
            html << tunnel.toHtmlEscaped(); // which tunnel, and the table ruling when it decides
    }
    if (const PlacedPedestal *p = b.pedestalAt(square))
        html << tr("A %1 pedestal.").arg(clanName(p->clan));
    if (index.gateAt(square) != SpaceIndex::kNone)
        html << tr("The gate of %1.").arg(name(index.gateAt(square)));
    result.html = html.join(QStringLiteral("<br>"));
    return result;
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
