// Every shipped game registered as the application object is made, as the app's main() does: the rule links
// of a window and the rules browser know each game's rules (linked into the offscreen GUI suites).

#include "registered_games.h"

#include <QCoreApplication>

namespace {

void registerGames()
{
    hk::games::registerShippedGames();
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(registerGames)
