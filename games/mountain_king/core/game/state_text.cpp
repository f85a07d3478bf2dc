#include "game/state_text.h"
#include "i18n/arg_text.h"
#include "i18n/list_text.h"

#include <QCoreApplication>
#include <QStringList>

#include <numeric>

namespace hk {

namespace {
class StateText {
    Q_DECLARE_TR_FUNCTIONS(StateText)
};

QString countsText(const ResourceCounts &c)
{
    QStringList parts;
    for (Resource r : kAllResources)
        if (at(c, r) > 0)
            parts << QStringLiteral("%1 %2").arg(resourceName(r), argText(at(c, r)));
    return parts.isEmpty() ? StateText::tr("nothing") : parts.join(QStringLiteral(", "));
}

QString mootText(const Moot &moot)
{
    QStringList rows;
    for (int row = 3; row >= 0; --row) {
        QStringList cells;
        for (int p = 0; Moot::slotAt(row, p) >= 0; ++p) {
            const MootSlot &slot = moot.pyramid[Moot::slotAt(row, p)];
            if (!slot.troll) {
                cells << QStringLiteral("[ ]");
                continue;
            }
            QStringList icons;
            for (size_t i = 0; i < slot.troll->icons.size(); ++i)
                icons << (i < slot.filled.size() && slot.filled[i] ? QStringLiteral("*") : QString()) +
                             iconText(slot.troll->icons[i]);
            cells << QStringLiteral("[L%1 %2]").arg(argText(slot.troll->level), icons.join(QLatin1Char(' ')));
        }
        rows << QString(3 - row, QLatin1Char(' ')) + cells.join(QLatin1Char(' '));
    }
    return rows.join(QLatin1Char('\n'));
}

QString boardText(const GameState &s)
{
    const Board &board = s.board.board();
    const SpaceIndex index(s.board);
    // The edges carry the coordinates every message uses (squareText): column letters, row numbers.
    QString header = QStringLiteral("   ");
    for (int c = 0; c < board.columns; ++c)
        header += columnLabel(c).leftJustified(2, QLatin1Char(' '));
    QStringList lines{header};
    for (int r = 0; r < board.rows; ++r) {
        QString line = rowLabel(r).rightJustified(2, QLatin1Char(' ')) + QLatin1Char(' ');
        for (int c = 0; c < board.columns; ++c) {
            const Square sq{r, c};
            QChar ch = board.onBoard(sq) ? QLatin1Char(terrainChar(board.terrain(sq))) : QLatin1Char(' ');
            if (index.isWorkshopSite(sq))
                ch = index.workshopAt(sq) == SpaceIndex::kNone ? QLatin1Char('w') : QLatin1Char('W');
            const unsigned mask = index.networkMask(sq);
            if (index.gateAt(sq) != SpaceIndex::kNone)
                ch = QLatin1Char('G');
            else if (index.hallAt(sq) != SpaceIndex::kNone)
                ch = QLatin1Char('=');
            else if (index.tunnelAt(sq) != SpaceIndex::kNone) {
                int owner = -1;
                for (int p = 0; p < s.playerCount(); ++p)
                    if (mask & (1u << p)) {
                        owner = p;
                        break;
                    }
                ch = owner >= 0 ? QChar(u'A' + owner) : QLatin1Char('?');
            }
            if (index.statueAt(sq) != SpaceIndex::kNone)
                ch = index.covered(sq) ? QLatin1Char('*') : QLatin1Char('s');
            line += ch;
            line += QLatin1Char(' ');
        }
        lines << line;
    }
    for (QString &l : lines)
        while (l.endsWith(QLatin1Char(' ')))
            l.chop(1);
    return lines.join(QLatin1Char('\n'));
}
} // namespace

QString gameStateText(const GameState &s)
{
    QStringList out;
    if (s.over())
        out << StateText::tr("The game is over after %1 turns.").arg(s.turn.index);
    else
        out << StateText::tr("Round %1, turn of %2")
                   .arg(argText(s.round() + 1), s.players[s.currentPlayer()].name);
    if (s.lastTurn && !s.over())
        out << StateText::tr("The end is triggered: %1 turns left after this one.")
                   .arg(*s.lastTurn - s.turn.index);
    out << rulingsText(s.setup.rulings); // the table rulings this game plays
    for (int p = 0; p < s.playerCount(); ++p) {
        const PlayerState &ps = s.players[p];
        out << QString();
        out << StateText::tr("%1 (%2): tunnel points %3, coronation %4, pedestal tokens %5")
                   .arg(ps.name, QString(QChar(u'A' + p)), argText(ps.tunnelPoints), argText(ps.coronation),
                        argText(std::accumulate(ps.pedestalTokens.begin(), ps.pedestalTokens.end(), 0)));
        const Storage &st = s.storageOf(p);
        out << StateText::tr("  storage: %1; pedestals: Fire %2, Ice %3, Moon %4")
                   .arg(argText(countsText(st.resources)), argText(st.pedestals[0]), argText(st.pedestals[1]),
                        argText(st.pedestals[2]));
        out << StateText::tr("  moot (%1 trolls; * marks a resource on an icon):").arg(ps.moot.trolls());
        out << mootText(ps.moot);
    }
    out << QString() << StateText::tr("Clan market (bribes in brackets):");
    for (int level = 3; level >= 1; --level) {
        QStringList cards;
        for (const MarketSlot &m : s.market.rows[level - 1])
            cards << (m.card ? trollText(*m.card) : StateText::tr("(empty)")) +
                         (total(m.bribes) ? QStringLiteral(" [%1]").arg(countsText(m.bribes)) : QString()) +
                         (m.pedestal ? StateText::tr(" with the %1 pedestal").arg(clanName(*m.pedestal))
                                     : QString());
        out << StateText::tr("  level %1 (deck %2): %3")
                   .arg(argText(level), argText(s.market.deck[level - 1]), clausesText(cards));
    }
    QStringList spells;
    for (const SpellSlot &sp : s.spells)
        spells << StateText::tr("%1 (%2 runes)")
                      .arg(sp.name.isEmpty() ? StateText::tr("a spell")
                                             : s.board.catalog().spellName(sp.name),
                           argText(sp.runes));
    out << StateText::tr("Spells: %1").arg(listText(spells));
    out << QString() << boardText(s);
    out << StateText::tr(
        "A-E tunnels of each player's network, ? tunnels of nobody's, = great halls, G gates, "
        "* unearthed statues, s buried statues, W workshops, w empty workshop sites");
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

namespace {
QString signedCounts(const ResourceCounts &c)
{
    QStringList parts;
    for (Resource r : kAllResources)
        if (at(c, r) != 0)
            parts << QStringLiteral("%1 %2%3").arg(
                resourceName(r), at(c, r) > 0 ? QStringLiteral("+") : QString(), QString::number(at(c, r)));
    return listText(parts);
}
} // namespace

QStringList ledgerLines(const GameState &state, const Ledger &ledger)
{
    QStringList lines;
    for (size_t s = 0; s < ledger.storage.size(); ++s) {
        QStringList owners; // teammates share one storage (TEAM-STORAGE)
        for (const PlayerState &p : state.players)
            if (p.storage == int(s))
                owners << p.name;
        QStringList parts;
        if (const QString c = signedCounts(ledger.storage[s]); !c.isEmpty())
            parts << c;
        if (s < ledger.pedestals.size())
            for (int c = 0; c < 3; ++c)
                if (const int n = ledger.pedestals[s][c])
                    parts << StateText::tr("%1 pedestal %2%3")
                                 .arg(clanName(kStatueClans[c]), n > 0 ? QStringLiteral("+") : QString(),
                                      argText(n));
        if (!parts.isEmpty())
            lines << StateText::tr("storage of %1: %2").arg(namesText(owners), listText(parts));
    }
    for (size_t p = 0; p < state.players.size(); ++p) {
        const QString name = state.players[p].name;
        if (p < ledger.trolls.size())
            if (const QString c = signedCounts(ledger.trolls[p]); !c.isEmpty())
                lines << StateText::tr("on the trolls of %1: %2").arg(name, c);
        if (p < ledger.honour.size() && ledger.honour[p] != 0)
            lines << StateText::tr("tunnel points of %1: %2%3")
                         .arg(name, ledger.honour[p] > 0 ? QStringLiteral("+") : QString(),
                              argText(ledger.honour[p]));
    }
    return lines;
}

} // namespace hk
