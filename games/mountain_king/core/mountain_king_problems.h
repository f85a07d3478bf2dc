#pragma once

// Mountain King's problems in the base's neutral terms, and back: its ProblemLocation's parts and fields
// are the sections and fields of the neutral location, by the names its files give them ("statues",
// "layer"), so that the base's labeller interface says them in the table's words as locationText() does.

#include "model/problem.h"
#include "problems/problem.h"

namespace hk::games {

base::Location neutralLocation(const ProblemLocation &where);
ProblemLocation mountainKingLocation(const base::Location &where);
base::Problems neutralProblems(const Problems &problems);

// "陳小明, statue 2, pedestal", as locationText() says it.
class MountainKingLabeller : public base::LocationLabeller {
public:
    QString label(const base::Location &where, const QStringList &entityNames) const override;
};

} // namespace hk::games
