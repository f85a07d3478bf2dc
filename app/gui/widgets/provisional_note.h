#pragma once

// The sentence every game's results and exports carry while the input breaks rules: "Provisional: 3
// problems…".

#include <QString>

namespace hk::gui {

// Empty when `problems` is 0.
QString provisionalNote(int problems);

} // namespace hk::gui
