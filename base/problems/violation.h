#pragma once

// A rule broken by a move, a placement or a value, for any game: the rule's ID, the values its sentence is
// filled with, and the squares it concerns (shown on a board). A verdict is every violation found, none for
// "allowed"; the words come from the game's rule catalog, so that the preview, the dialog and the command
// line say the same thing from the same data.

#include "problems/problem.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace hk::base {

class RuleCatalog;

struct Violation {
    QString ruleId{};
    QStringList arguments;             // %1, %2… of the rule's message (catalog/rule_catalog.h)
    std::vector<GridSquare> squares{}; // where, on the game's grid
    bool operator==(const Violation &) const = default;
};

struct Verdict {
    std::vector<Violation> violations{};

    bool allowed() const { return violations.empty(); }
    QStringList ruleIds() const; // in order, each once
    std::vector<GridSquare> squares() const;
    bool operator==(const Verdict &) const = default;
};

// "Ann has 5 workers; a player has at most 4 (DWARF-012)": the rule's message filled with the arguments
// (its one-line text when it has none), then the ID. A rule the catalog lacks is named by its ID alone.
QString violationText(const Violation &violation, const RuleCatalog &catalog);
// One line per violation.
QStringList verdictLines(const Verdict &verdict, const RuleCatalog &catalog);

} // namespace hk::base
