#include "cli/cli_games.h"

#include "registered_games.h"

namespace hk::cli {

void registerGames()
{
    games::registerShippedGames();
}

} // namespace hk::cli
