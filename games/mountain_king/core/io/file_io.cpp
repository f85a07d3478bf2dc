#include "io/file_io.h"

namespace hk {

namespace {

std::optional<QByteArray> reported(std::optional<QByteArray> bytes, const base::Problems &found,
                                   Problems &problems)
{
    for (const base::Problem &p : found) {
        Problem problem;
        problem.path = p.path;
        problem.message = p.message;
        problem.ruleId = p.ruleId;
        problem.severity = p.isError() ? Problem::Severity::Error : Problem::Severity::Warning;
        problems.push_back(problem);
    }
    return bytes;
}

} // namespace

std::optional<QByteArray> readInputFile(const QString &fileName, Problems &problems)
{
    base::Problems found;
    std::optional<QByteArray> bytes = base::readInputFile(fileName, found);
    return reported(std::move(bytes), found, problems);
}

std::optional<QByteArray> readStandardInput(Problems &problems)
{
    base::Problems found;
    std::optional<QByteArray> bytes = base::readStandardInput(found);
    return reported(std::move(bytes), found, problems);
}

} // namespace hk
