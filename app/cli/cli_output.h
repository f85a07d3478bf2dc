#pragma once

// Where hallkeeper-cli writes: stdout for results, stderr for problems, both UTF-8.

#include "io/json_check.h"

#include <QTextStream>

namespace hk::cli {

QTextStream &out();
QTextStream &err();

// Exit codes of hallkeeper-cli.
inline constexpr int kExitOk = 0;
inline constexpr int kExitInvalid = 2; // unreadable or invalid input, or a wrong command line

// "hallkeeper-cli: MESSAGE" on stderr; returns kExitInvalid.
int fail(const QString &message);
// One line per problem on stderr, "FILE: path: message".
void printProblems(const QString &file, const Problems &problems);

} // namespace hk::cli
