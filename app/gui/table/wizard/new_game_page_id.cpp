#include "wizard/new_game_page_id.h"

#include <algorithm>

namespace hk::gui {

int pageOfViolation(const Violation &violation, const GameSetup &setup)
{
    const QString rule = violation.rule();
    if (rule == QLatin1String("BRD-SIDE"))
        return kBoardPage;
    if (rule == QLatin1String("SET-GATES"))
        return violation.reason == Reason::SetupPlayerCount ? kPlayersPage : kGatesPage;
    if (violation.reason == Reason::SetupTeamGatesApart)
        return kGatesPage;
    if (rule == QLatin1String("SET-STATUES"))
        return kStatuesPage;
    if (rule == QLatin1String("SET-WORKSHOPS") || rule == QLatin1String("SET-PEDTRACK"))
        return kSupplyPage;
    if (rule == QLatin1String("SET-MARKET") || violation.reason == Reason::SetupMarketCardNoIcons)
        return kMarketPage;
    if (violation.reason == Reason::SetupStartingTrollNoIcons) // `need`: the player
        return kMootPage + std::clamp(violation.need, 0, std::max(0, setup.playerCount() - 1));
    if (rule == QLatin1String("SET-MOOT")) {
        for (int p = 0; p < setup.playerCount(); ++p)
            if (setup.players[p].name == violation.subject)
                return kMootPage + p;
        return kMootPage;
    }
    return kPlayersPage; // TEAM-SETUP
}

} // namespace hk::gui
