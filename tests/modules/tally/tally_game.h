#pragma once

// Tally: a tiny made-up game, for the tests only (never shipped), that proves the base without a real game:
// a per-player integer, a choice unique across players, a yes/no and a list; a sheet-level ruling with its
// alternative; a tie-break chain of two steps; a rule catalog with a ruling. Its module is registered by the
// tests that need it, beside the shipped games.

#include "registry/game_module.h"

namespace hk::test {

inline constexpr char kTallyId[] = "test-tally";

// The module: id "test-tally", its schema, scorer and rule catalog.
base::GameModule tallyModule();

} // namespace hk::test
