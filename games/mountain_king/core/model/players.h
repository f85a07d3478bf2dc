#pragma once

#include <QString>

namespace hk {

// "Player 1", "プレイヤー1"…: the name of a seat until someone types a real one.
QString defaultPlayerName(int number);

} // namespace hk
