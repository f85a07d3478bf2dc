// hallkeeper-cli with Tally, the tests' own game, registered beside the shipped games: the command line's
// dispatch through the registry, proven end to end on a game that is not Mountain King.

#include "cli/cli_games.h"
#include "registered_games.h"
#include "registry/game_registry.h"
#include "tally_game.h"

namespace hk::cli {

void registerGames()
{
    games::registerShippedGames();
    base::GameRegistry::instance().add(test::tallyModule());
}

} // namespace hk::cli
