#pragma once

// What a validator or a file reader found wrong: the JSON path of the value at fault, a translated sentence
// saying what was expected and what was found, and the rule behind it. Every problem is collected, not just
// the first.

#include "model/problem_location.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace hk {

struct Problem {
    enum class Severity { Error, Warning };
    QString path;    // JSON path such as "players[1].resources.stone"; empty for the file as a whole
    QString message; // translated: what was expected, and what was found
    QString ruleId;  // the rule behind the constraint, if any
    Severity severity = Severity::Error;
    ProblemLocation where{}; // the same place in the table's terms, filled by the format's validator or reader

    bool isError() const { return severity == Severity::Error; }
};

using Problems = std::vector<Problem>;

bool hasErrors(const Problems &problems);
// "game.hkscore: players[1].name: expected … (RULE-ID)"; warnings are prefixed with a translated "warning:".
// A message of several lines gives each line the same "FILE: path: " start, so that none is orphaned.
QString formatProblem(const QString &file, const Problem &problem);

// The problem as the app shows it, in the table's terms: "陳小明, statue 2, pedestal: there is only one Ice
// pedestal in layer 4, … (PED-UNIQUE)"; a place that does not start with a player's name starts with a
// capital ("Gate start point 3 at C7: …").
QString problemText(const Problem &problem, const QStringList &playerNames = {});
// The same for the app's messages about a file: "game.hkscore: Player 2, name: expected … (RULE-ID)". A
// problem with no place at the table (the file's format or version, a key of the file itself) keeps its JSON
// path, as formatProblem gives it: that is where it is.
QString fileProblemText(const QString &file, const Problem &problem, const QStringList &playerNames = {});
// Fills the location of every problem that has a path but no location yet, with `locate` (a format's own
// reading of the paths it writes).
void locateProblems(Problems &problems, const std::function<ProblemLocation(const QString &path)> &locate);

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
