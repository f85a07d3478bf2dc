#include "model/problem.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace hk {

namespace {

// Translation context "JsonChecker", where these strings have always been translated.
class ProblemText {
    Q_DECLARE_TR_FUNCTIONS(JsonChecker)
};

} // namespace

bool hasErrors(const Problems &problems)
{
    return std::any_of(problems.begin(), problems.end(), [](const Problem &p) { return p.isError(); });
}

QString formatProblem(const QString &file, const Problem &problem)
{
    QString start = file;
    if (!problem.path.isEmpty())
        start += QLatin1String(": ") + problem.path;
    start += QLatin1String(": ");
    QString message = problem.message;
    if (!problem.isError())
        message.prepend(ProblemText::tr("warning:") + QLatin1Char(' '));
    if (!problem.ruleId.isEmpty())
        message += QLatin1String(" (") + problem.ruleId + QLatin1Char(')');
    QStringList lines = message.split(QLatin1Char('\n'));
    for (QString &line : lines)
        line.prepend(start);
    return lines.join(QLatin1Char('\n'));
}

QString problemText(const Problem &problem, const QStringList &playerNames)
{
    QString place = locationText(problem.where, playerNames);
    QString text = problem.message;
    if (!problem.isError())
        text.prepend(ProblemText::tr("warning:") + QLatin1Char(' '));
    if (!problem.ruleId.isEmpty())
        text += QLatin1String(" (") + problem.ruleId + QLatin1Char(')');
    if (place.isEmpty())
        return text;
    if (problem.where.player < 0)
        place[0] = place.at(0).toUpper();
    return ProblemText::tr("%1: %2", "a problem's place, then what is wrong there").arg(place, text);
}

QString fileProblemText(const QString &file, const Problem &problem, const QStringList &playerNames)
{
    if (problem.where.isWhole())
        return formatProblem(file, problem);
    return ProblemText::tr("%1: %2", "a problem's place, then what is wrong there")
        .arg(file, problemText(problem, playerNames));
}

void locateProblems(Problems &problems, const std::function<ProblemLocation(const QString &path)> &locate)
{
    for (Problem &p : problems)
        if (p.where.isWhole() && !p.path.isEmpty())
            p.where = locate(p.path);
}

QString childPath(const QString &parent, const QString &key)
{
    return parent.isEmpty() ? key : parent + QLatin1Char('.') + key;
}

QString indexPath(const QString &parent, qsizetype index)
{
    return parent + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
}

void ProblemReporter::error(const QString &path, const QString &message, const QString &ruleId)
{
    m_problems.push_back({path, message, ruleId, Problem::Severity::Error, {}});
}

void ProblemReporter::warning(const QString &path, const QString &message, const QString &ruleId)
{
    m_problems.push_back({path, message, ruleId, Problem::Severity::Warning, {}});
}

} // namespace hk
