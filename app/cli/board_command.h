#pragma once

#include <QString>

namespace hk::cli {

// `hallkeeper-cli board FILE`: validates a board file, prints a summary and an ASCII rendering.
int runBoard(const QString &file);

} // namespace hk::cli
