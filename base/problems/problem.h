#pragma once

// What a validator or a reader found wrong, for any game: the JSON path of the value at fault (the command
// line's contract), a translated sentence saying what was expected and what was found, the rule behind it,
// and where it is at the table in neutral terms — the entity (a player or team), the section of the sheet or
// document, the item of a list, the field, the square of a grid. Each game has a LocationLabeller that says a
// location in the table's words ("陳小明, statue 2, pedestal"); the base never names a game's parts.

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace hk::base {

// A square of a game's grid, counted from 0.
struct GridSquare {
    int row = 0;
    int column = 0;
    bool operator==(const GridSquare &) const = default;
};

struct Location {
    int entity = -1;   // a player or team, from 0; -1: none
    QString section{}; // a part of the document, as its file names it ("players", "settings", "statues")
    int item = -1;     // the entry of a list in that section, from 0; -1: the section or the entity itself
    QString field{}; // the value at fault, as its file names it ("steel", "faction"); empty: the whole entry
    std::optional<GridSquare> square{};

    bool operator==(const Location &) const = default;
    bool isWhole() const { return entity < 0 && section.isEmpty() && field.isEmpty() && !square; }
};

struct Problem {
    enum class Severity { Error, Warning };
    QString path{};    // JSON path such as "players[1].steel"; empty for the file as a whole
    QString message{}; // translated: what was expected, and what was found
    QString ruleId{};  // the game's rule behind the constraint, if any
    Severity severity = Severity::Error;
    Location where{};

    bool isError() const { return severity == Severity::Error; }
    bool operator==(const Problem &) const = default;
};

using Problems = std::vector<Problem>;

bool hasErrors(const Problems &problems);

// Says a location in a game's words. A game module gives one; the generic score sheet's says "Ann, Steel"
// from its schema (sheet/sheet_schema.h).
class LocationLabeller {
public:
    virtual ~LocationLabeller() = default;
    // Translated; empty for the file as a whole. `entityNames` are the document's names for its entities.
    virtual QString label(const Location &where, const QStringList &entityNames) const = 0;
};

// "Player 2" (translated): an entity without a name.
QString unnamedEntity(int entity);

// "game.hkscore: players[1].steel: expected … (RULE-ID)"; warnings say "warning:" (translated) first. A
// message of several lines repeats the "FILE: path: " start on each line.
QString formatProblem(const QString &file, const Problem &problem);
// The problem as a window shows it, in the table's words: "Ann, Steel: expected … (DWARF-001)". A problem
// that has no place at the table keeps its JSON path.
QString problemText(const Problem &problem, const LocationLabeller &labeller,
                    const QStringList &entityNames = {});

QString childPath(const QString &parent, const QString &key);
QString indexPath(const QString &parent, qsizetype index);

// Where validators and readers report: appends to a list of problems.
class ProblemReporter {
public:
    explicit ProblemReporter(Problems &problems) : m_problems(problems) {}

    void error(const QString &path, const QString &message, const QString &ruleId = {}, Location where = {});
    void warning(const QString &path, const QString &message, const QString &ruleId = {},
                 Location where = {});
    Problems &problems() const { return m_problems; }

private:
    Problems &m_problems;
};

} // namespace hk::base
