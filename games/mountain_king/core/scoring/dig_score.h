#pragma once

#include "model/resources.h"

namespace hk {

// DIG-SCORE: honour points for digging a tunnel of `size` squares paid with `mineral`.
// Size 2 scores nothing; sizes outside 2-5 do not exist and score 0.
int tunnelPoints(int size, Mineral mineral);

} // namespace hk
