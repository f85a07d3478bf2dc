#include "game/actions.h"

#include "game/game_state.h"
#include "i18n/arg_text.h"
#include "i18n/list_text.h"
#include "model/workshops.h"

#include <QCoreApplication>

namespace hk {

namespace {
class ActionText {
    Q_DECLARE_TR_FUNCTIONS(Action)
};
} // namespace

QString actionKindId(const ActionBody &body)
{
    return QString::fromLatin1(kActionKindIds[body.index()]);
}

namespace {
template <size_t... Index> std::optional<ActionBody> emptyBodyAt(size_t index, std::index_sequence<Index...>)
{
    std::optional<ActionBody> body;
    ((index == Index ? (body.emplace(std::in_place_index<Index>), 0) : 0), ...);
    return body;
}
} // namespace

std::optional<ActionBody> emptyActionBody(const QString &id)
{
    for (size_t i = 0; i < kActionKindIds.size(); ++i)
        if (id == QLatin1String(kActionKindIds[i]))
            return emptyBodyAt(i, std::make_index_sequence<kActionKindIds.size()>());
    return std::nullopt;
}

QString actionText(const GameState &before, const Action &a)
{
    const QString who =
        a.player >= 0 && a.player < before.playerCount() ? before.players[a.player].name : QString();
    QString text = std::visit(
        Overloaded{
            [&](const CastSpell &b) {
                const QString name = b.slot >= 0 && b.slot < 3
                                         ? before.board.catalog().spellName(before.spells[b.slot].name)
                                         : QString();
                return name.isEmpty() ? ActionText::tr("%1 casts spell %2").arg(who, argText(b.slot + 1))
                                      : ActionText::tr("%1 casts %2").arg(who, name);
            },
            [&](const UseWorkshop &b) {
                const SpaceIndex index(before.board);
                const int kind = index.workshopAt(b.site);
                if (kind < 0) // nothing built there: the verdict says so
                    return b.exchanges.size() == 1
                               ? ActionText::tr("%1 uses a workshop at %2 once").arg(who, squareText(b.site))
                               : ActionText::tr("%1 uses a workshop at %2, %3 times")
                                     .arg(who, squareText(b.site), argText(b.exchanges.size()));
                const QString name = workshopName(static_cast<WorkshopKind>(kind));
                if (b.exchanges.size() == 1)
                    return ActionText::tr("%1 uses the %2 at %3 once").arg(who, name, squareText(b.site));
                return ActionText::tr("%1 uses the %2 at %3, %4 times")
                    .arg(who, name, squareText(b.site), argText(b.exchanges.size()));
            },
            [&](const Recruit &b) {
                // Where the table sees it: the market's row and place, the moot's row (from the bottom) and
                // place (from the left); the moot has no slot numbers.
                const MarketSlot *taken = b.level >= 1 && b.level <= 3 && b.position >= 0 &&
                                                  b.position < int(before.market.rows[b.level - 1].size())
                                              ? &before.market.rows[b.level - 1][b.position]
                                              : nullptr;
                const QString troll = taken && taken->card && taken->card->clan
                                          ? ActionText::tr("the level %1 %2 troll")
                                                .arg(argText(b.level), clanName(*taken->card->clan))
                                          : ActionText::tr("the level %1 troll").arg(argText(b.level));
                if (b.slot < 0 || b.slot >= kMootSlots)
                    return ActionText::tr("%1 recruits %2 from place %3 of the clan market")
                        .arg(who, troll, argText(b.position + 1));
                return ActionText::tr("%1 recruits %2 from place %3 of the clan market into the moot, row %4 "
                                      "from the bottom, place %5")
                    .arg(who, troll, argText(b.position + 1), argText(Moot::row(b.slot) + 1),
                         argText(Moot::position(b.slot) + 1));
            },
            [&](const DigAction &b) {
                return ActionText::tr("%1 digs tunnel tile %2 with %3 at %4")
                    .arg(who, b.shape, mineralName(b.mineral), squareText(b.origin));
            },
            [&](const DedicateHall &b) {
                const HallDef *h = before.board.catalog().hall(b.hall);
                return ActionText::tr("%1 dedicates %2 at %3")
                    .arg(who, h ? h->displayName() : b.hall, squareText(b.origin));
            },
            [&](const MoveStatue &b) {
                const StatueOnBoard *s = before.board.statue(b.statue);
                if (!s) // no such statue: the verdict says so
                    return ActionText::tr("%1 moves statue %2 to %3")
                        .arg(who, argText(b.statue), squareText(b.to));
                return ActionText::tr("%1 moves the %2 statue from %3 to %4")
                    .arg(who, clanName(s->clan), squareText(s->square), squareText(b.to));
            },
            [&](const TradeFourForOne &b) {
                return ActionText::tr("%1 trades 4 resources for 1 %2").arg(who, resourceName(b.get));
            },
            [&](const Correction &b) { return ActionText::tr("Correction for %1: %2").arg(who, b.reason); },
            [&](const EndTurn &) { return ActionText::tr("%1 ends the turn").arg(who); },
        },
        a.body);
    if (a.override)
        text += ActionText::tr(" — recorded against %1: %2").arg(listText(a.brokenRules), a.overrideReason);
    return text;
}

} // namespace hk
