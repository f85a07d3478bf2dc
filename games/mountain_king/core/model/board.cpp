#include "model/board.h"

#include <QCoreApplication>

namespace hk {

namespace {
class BoardText {
    Q_DECLARE_TR_FUNCTIONS(Board)
};
} // namespace

QString boardSideId(BoardSide side)
{
    return side == BoardSide::Winter ? QStringLiteral("winter") : QStringLiteral("autumn");
}

QString boardSideName(BoardSide side)
{
    return side == BoardSide::Winter ? BoardText::tr("winter side") : BoardText::tr("autumn side");
}

QString Board::titleWithSide() const
{
    const QString title = displayName();
    const QString sideName = boardSideName(side);
    return title.contains(sideName, Qt::CaseInsensitive) ? title
                                                         : BoardText::tr("%1 (%2)").arg(title, sideName);
}

bool sideAllowsPlayers(BoardSide side, int players)
{
    if (players == 2)
        return true;
    return side == BoardSide::Winter ? (players == 4 || players == 5) : players == 3;
}

int Board::layer(const Square &s) const
{
    const Terrain t = terrain(s);
    return t >= Terrain::Layer1 && t <= Terrain::Layer5 ? int(t) : 0;
}

char terrainChar(Terrain t)
{
    switch (t) {
    case Terrain::Off:
        return '.';
    case Terrain::Heart:
        return 'H';
    default:
        return char('0' + int(t));
    }
}

std::optional<Terrain> terrainFromChar(QChar c)
{
    if (c == QLatin1Char('.'))
        return Terrain::Off;
    if (c == QLatin1Char('H'))
        return Terrain::Heart;
    if (c >= QLatin1Char('1') && c <= QLatin1Char('5'))
        return static_cast<Terrain>(c.unicode() - '0');
    return std::nullopt;
}

} // namespace hk
