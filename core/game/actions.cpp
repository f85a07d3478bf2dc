#include "game/actions.h"

#include "game/game_state.h"
#include "model/workshops.h"

#include <QCoreApplication>

namespace hk {

namespace {
class ActionText {
    Q_DECLARE_TR_FUNCTIONS(Action)
};

QString market(int level, int position)
{
    return ActionText::tr("level %1 troll %2").arg(level).arg(position + 1);
}
} // namespace

QString actionKindId(const ActionBody &body)
{
    static const char *const ids[] = {"spell", "workshop", "recruit",    "dig",    "hall",
                                      "move",  "trade",    "correction", "endTurn"};
    return QString::fromLatin1(ids[body.index()]);
}

QString actionText(const GameState &before, const Action &a)
{
    const QString who =
        a.player >= 0 && a.player < before.playerCount() ? before.players[a.player].name : QString();
    QString text = std::visit(
        [&](const auto &b) -> QString {
            using T = std::decay_t<decltype(b)>;
            if constexpr (std::is_same_v<T, CastSpell>) {
                const QString name = b.slot >= 0 && b.slot < 3 ? before.spells[b.slot].name : QString();
                return name.isEmpty() ? ActionText::tr("%1 casts spell %2").arg(who).arg(b.slot + 1)
                                      : ActionText::tr("%1 casts %2").arg(who, name);
            } else if constexpr (std::is_same_v<T, UseWorkshop>) {
                const SpaceIndex index(before.board);
                const int kind = index.workshopAt(b.site);
                if (kind < 0) // no workshop there (an override): no name to give it
                    return ActionText::tr("%1 uses a workshop at %2 (activations: %3)")
                        .arg(who, squareText(b.site))
                        .arg(b.exchanges.size());
                const QString name = workshopName(static_cast<WorkshopKind>(kind));
                if (b.exchanges.size() == 1)
                    return ActionText::tr("%1 uses the %2 at %3 once").arg(who, name, squareText(b.site));
                return ActionText::tr("%1 uses the %2 at %3, %4 times")
                    .arg(who, name, squareText(b.site))
                    .arg(b.exchanges.size());
            } else if constexpr (std::is_same_v<T, Recruit>) {
                return ActionText::tr("%1 recruits the %2 into slot %3 of the moot")
                    .arg(who, market(b.level, b.position))
                    .arg(b.slot + 1);
            } else if constexpr (std::is_same_v<T, DigAction>) {
                return ActionText::tr("%1 digs tunnel tile %2 with %3 at %4")
                    .arg(who, b.shape, mineralName(b.mineral), squareText(b.origin));
            } else if constexpr (std::is_same_v<T, DedicateHall>) {
                const HallDef *h = before.board.catalog().hall(b.hall);
                return ActionText::tr("%1 dedicates %2 at %3")
                    .arg(who, h ? h->name : b.hall, squareText(b.origin));
            } else if constexpr (std::is_same_v<T, MoveStatue>) {
                const StatueOnBoard *s = before.board.statue(b.statue);
                return ActionText::tr("%1 moves the %2 statue from %3 to %4")
                    .arg(who, s ? clanName(s->clan) : QString(), s ? squareText(s->square) : QString(),
                         squareText(b.to));
            } else if constexpr (std::is_same_v<T, TradeFourForOne>) {
                return ActionText::tr("%1 trades 4 resources for 1 %2").arg(who, resourceName(b.get));
            } else if constexpr (std::is_same_v<T, Correction>) {
                return ActionText::tr("Correction for %1: %2").arg(who, b.reason);
            } else {
                return ActionText::tr("%1 ends the turn").arg(who);
            }
        },
        a.body);
    if (a.override)
        text += ActionText::tr(" — recorded against %1: %2")
                    .arg(a.brokenRules.join(QStringLiteral(", ")), a.overrideReason);
    return text;
}

} // namespace hk
