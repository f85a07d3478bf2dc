#pragma once

// What a validator or a file reader found wrong: the JSON path of the value at fault, a translated sentence
// saying what was expected and what was found, and the rule behind it. Every problem is collected, not just
// the first.

#include <QString>

#include <vector>

namespace hk {

struct Problem {
    enum class Severity { Error, Warning };
    QString path;    // JSON path such as "players[1].resources.stone"; empty for the file as a whole
    QString message; // translated: what was expected, and what was found
    QString ruleId;  // the RULES.md rule behind the constraint, if any
    Severity severity = Severity::Error;

    bool isError() const { return severity == Severity::Error; }
};

using Problems = std::vector<Problem>;

bool hasErrors(const Problems &problems);
// "game.hkscore: players[1].name: expected … (RULE-ID)"; warnings are prefixed with a translated "warning:".
// A message of several lines gives each line the same "FILE: path: " start, so that none is orphaned.
QString formatProblem(const QString &file, const Problem &problem);

QString childPath(const QString &parent, const QString &key);
QString indexPath(const QString &parent, qsizetype index);

// Where validators and readers report: appends to a list of problems.
class ProblemReporter {
public:
    explicit ProblemReporter(Problems &problems) : m_problems(problems) {}

    void error(const QString &path, const QString &message, const QString &ruleId = {});
    void warning(const QString &path, const QString &message, const QString &ruleId = {});
    Problems &problems() const { return m_problems; }

private:
    Problems &m_problems;
};

} // namespace hk
