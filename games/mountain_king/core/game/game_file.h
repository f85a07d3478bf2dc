#pragma once

// A game as its file keeps it (*.hkgame, docs/formats.md): the setup and the log of actions. io/game_io.h
// reads and writes it; game/game_record.h plays it.

#include "game/actions.h"
#include "game/setup.h"

#include <vector>

namespace hk {

struct GameFile {
    GameSetup setup;
    std::vector<Action> log;
};

} // namespace hk
