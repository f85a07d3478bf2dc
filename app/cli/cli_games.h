#pragma once

// The games the command line knows: hallkeeper-cli registers the shipped games (cli_games.cpp); a test
// build of the same commands registers test-only games beside them.

namespace hk::cli {

void registerGames();

} // namespace hk::cli
