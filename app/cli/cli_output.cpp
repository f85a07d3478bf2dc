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

int fail(const QString &message)
{
    err() << QStringLiteral("hallkeeper-cli: ") << message << '\n';
    err().flush();
    return kExitInvalid;
}

void printProblems(const QString &file, const Problems &problems)
{
    for (const Problem &p : problems)
        err() << formatProblem(file, p) << '\n';
    err().flush();
}

} // namespace hk::cli
