#include "scoring/dig_score.h"

#include <array>

namespace hk {

int tunnelPoints(int size, Mineral mineral)
{
    // Rows: size 2..5; columns: stone, iron, heartstone (the tunnel table of the player board).
    static constexpr std::array<std::array<int, 3>, 4> kTable{{{0, 0, 0}, {3, 4, 5}, {4, 6, 8}, {5, 8, 11}}};
    if (size < 2 || size > 5)
        return 0;
    return kTable[size - 2][static_cast<int>(mineral)];
}

} // namespace hk
