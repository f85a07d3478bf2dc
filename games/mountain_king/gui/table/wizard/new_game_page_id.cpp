#include "wizard/new_game_page_id.h"
#include "rules/rule_ids.h"

#include <algorithm>

namespace hk::gui {

int pageOfViolation(const Violation &violation, const GameSetup &setup)
{
    const QString rule = violation.rule();
    if (rule == QLatin1String(rule::BrdSide))
        return kBoardPage;
    if (rule == QLatin1String(rule::SetGates))
        return violation.reason == Reason::SetupPlayerCount ? kPlayersPage : kGatesPage;
    if (violation.reason == Reason::SetupTeamGatesApart)
        return kGatesPage;
    if (rule == QLatin1String(rule::SetStatues))
        return kStatuesPage;
    if (rule == QLatin1String(rule::SetWorkshops) || rule == QLatin1String(rule::SetPedTrack))
        return kSupplyPage;
    if (rule == QLatin1String(rule::SetMarket) || violation.reason == Reason::SetupMarketCardNoIcons)
        return kMarketPage;
    if (violation.reason == Reason::SetupStartingTrollNoIcons) // `need`: the player
        return kMootPage + std::clamp(violation.need, 0, std::max(0, setup.playerCount() - 1));
    if (rule == QLatin1String(rule::SetMoot)) {
        for (int p = 0; p < setup.playerCount(); ++p)
            if (setup.players[p].name == violation.subject)
                return kMootPage + p;
        return kMootPage;
    }
    return kPlayersPage; // TEAM-SETUP
}

} // namespace hk::gui
