#pragma once

// Where hallkeeper-cli writes: stdout for results, stderr for problems, both UTF-8.

#include <QTextStream>

namespace hk::cli {

QTextStream &out();
QTextStream &err();

// Exit codes of hallkeeper-cli.
inline constexpr int kExitOk = 0;
inline constexpr int kExitInvalid = 2; // unreadable or invalid input, or a wrong command line

} // namespace hk::cli
