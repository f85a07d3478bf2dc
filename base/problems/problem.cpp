#include "problems/problem.h"

#include "i18n/arg_text.h"

#include <QCoreApplication>

#include <algorithm>

namespace hk::base {

namespace {

// Translation contexts "JsonChecker" and "ProblemLocation", where the same words are translated for
// Mountain King's problems.
class ProblemText {
    Q_DECLARE_TR_FUNCTIONS(JsonChecker)
};
class LocationText {
    Q_DECLARE_TR_FUNCTIONS(ProblemLocation)
};

// "warning: " first for a warning, " (RULE-ID)" last for a rule.
QString withRule(const Problem &problem)
{
    QString text = problem.message;
    if (!problem.isError())
        text.prepend(ProblemText::tr("warning:") + QLatin1Char(' '));
    if (!problem.ruleId.isEmpty())
        text += QLatin1String(" (") + problem.ruleId + QLatin1Char(')');
    return text;
}

} // namespace

bool hasErrors(const Problems &problems)
{
    return std::any_of(problems.begin(), problems.end(), [](const Problem &p) { return p.isError(); });
}

QString unnamedEntity(int entity)
{
    return LocationText::tr("Player %1").arg(argText(entity + 1));
}

QString formatProblem(const QString &file, const Problem &problem)
{
    const QString start = problem.path.isEmpty() ? file + QStringLiteral(": ")
                                                 : QStringLiteral("%1: %2: ").arg(file, problem.path);
    QStringList lines = withRule(problem).split(QLatin1Char('\n'));
    for (QString &line : lines)
        line.prepend(start);
    return lines.join(QLatin1Char('\n'));
}

QString problemText(const Problem &problem, const LocationLabeller &labeller, const QStringList &entityNames)
{
    const QString place = problem.where.isWhole() ? problem.path : labeller.label(problem.where, entityNames);
    if (place.isEmpty())
        return withRule(problem);
    return ProblemText::tr("%1: %2", "a problem's place, then what is wrong there")
        .arg(place, withRule(problem));
}

QString childPath(const QString &parent, const QString &key)
{
    return parent.isEmpty() ? key : parent + QLatin1Char('.') + key;
}

QString indexPath(const QString &parent, qsizetype index)
{
    return QStringLiteral("%1[%2]").arg(parent, argText(index));
}

void ProblemReporter::error(const QString &path, const QString &message, const QString &ruleId,
                            Location where)
{
    m_problems.push_back({path, message, ruleId, Problem::Severity::Error, std::move(where)});
}

void ProblemReporter::warning(const QString &path, const QString &message, const QString &ruleId,
                              Location where)
{
    m_problems.push_back({path, message, ruleId, Problem::Severity::Warning, std::move(where)});
}

} // namespace hk::base
