#include "cli/cli_output.h"

#include <cstdio>

namespace hk::cli {

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

} // namespace hk::cli
