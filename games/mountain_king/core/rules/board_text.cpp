#include "rules/board_text.h"
#include "i18n/arg_text.h"

#include <QCoreApplication>
#include <QStringList>

#include <map>

namespace hk {

namespace {
class BoardTextTr {
    Q_DECLARE_TR_FUNCTIONS(BoardText)
};
} // namespace

QString boardSummaryText(const Board &board)
{
    std::array<int, 7> terrain{};
    for (Terrain t : board.grid)
        ++terrain[int(t)];
    int mountain = 0;
    QStringList layers;
    for (int l = 1; l <= 5; ++l) {
        mountain += terrain[l];
        layers << BoardTextTr::tr("layer %1: %2").arg(argText(l), argText(terrain[l]));
    }
    ResourceCounts buried{};
    for (const BuriedResources &b : board.buried)
        for (int k = 0; k < kResourceKinds; ++k)
            buried[k] += b.resources[k];
    QStringList buriedKinds;
    for (Resource r : kAllResources)
        if (at(buried, r) > 0)
            buriedKinds << BoardTextTr::tr("%1 %2").arg(resourceName(r), argText(at(buried, r)));
    std::map<int, int> labels;
    for (const GateStart &g : board.gateStarts)
        ++labels[g.players];
    QStringList gates;
    for (const auto &[label, count] : labels)
        gates << BoardTextTr::tr("%1 labelled %2").arg(argText(count), argText(label));

    QStringList lines;
    lines << board.titleWithSide();
    if (!board.description.isEmpty())
        lines << board.displayDescription();
    lines << BoardTextTr::tr("%1 × %2 grid: %3 mountain squares (%4); Mountain Heart squares: %5")
                 .arg(argText(board.rows), argText(board.columns), argText(mountain),
                      layers.join(BoardTextTr::tr(", ")), argText(terrain[int(Terrain::Heart)]));
    lines << BoardTextTr::tr("Rubble squares: %1").arg(board.rubble.size());
    lines << BoardTextTr::tr("Squares with buried resources: %1 (%2)")
                 .arg(argText(board.buried.size()), buriedKinds.isEmpty()
                                                        ? BoardTextTr::tr("none")
                                                        : buriedKinds.join(BoardTextTr::tr(", ")));
    lines << BoardTextTr::tr("Statue spots: %1").arg(board.statueSpots.size());
    lines << BoardTextTr::tr("Workshop sites: %1").arg(board.workshopSites.size());
    lines << BoardTextTr::tr("Gate start points: %1 (%2)")
                 .arg(argText(board.gateStarts.size()), gates.join(BoardTextTr::tr(", ")));
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString boardAsciiText(const Board &board)
{
    std::map<Square, QString> marks;
    for (const Square &s : board.rubble)
        marks[s] = QStringLiteral("#");
    for (const BuriedResources &b : board.buried)
        marks[b.square] = QStringLiteral("$");
    for (const Square &s : board.statueSpots)
        marks[s] = QStringLiteral("S");
    for (const Square &s : board.workshopSites)
        marks[s] = QStringLiteral("W");

    // The edges carry the coordinates every message uses (squareText): column letters, row numbers.
    QString header = QStringLiteral("    ");
    for (int c = 0; c < board.columns; ++c)
        header += QStringLiteral("%1 ").arg(columnLabel(c), 2);
    QStringList lines{header};
    for (int r = 0; r < board.rows; ++r) {
        QString line = QStringLiteral("%1  ").arg(rowLabel(r), 2);
        for (int c = 0; c < board.columns; ++c) {
            const Square s{r, c};
            QString cell;
            const auto gate = std::find_if(board.gateStarts.begin(), board.gateStarts.end(),
                                           [&](const GateStart &g) { return g.square == s; });
            if (gate != board.gateStarts.end()) {
                cell = QStringLiteral("G%1").arg(gate->players);
            } else {
                const Terrain t = board.terrain(s);
                cell = t == Terrain::Off ? QStringLiteral(" ") : QString(QLatin1Char(terrainChar(t)));
                cell += marks.count(s) ? marks[s] : QStringLiteral(" ");
            }
            line += cell + QLatin1Char(' ');
        }
        lines << line;
    }
    for (QString &l : lines)
        while (l.endsWith(QLatin1Char(' ')))
            l.chop(1);
    lines << QString()
          << BoardTextTr::tr(
                 "1-5 layer (outer to inner), H Mountain Heart, # rubble, $ buried resources, S statue spot, "
                 "W workshop site, Gn gate start point for n players");
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace hk
