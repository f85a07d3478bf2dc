#include "scoring/names_on_one_line.h"

#include "i18n/one_line.h"

namespace hk {

void showNamesOnOneLine(SheetScore &score)
{
    const auto lines = [](QStringList &names) {
        for (QString &name : names)
            name = oneLine(name);
    };
    for (EntityScore &e : score.entities) {
        e.name = oneLine(e.name);
        lines(e.memberNames);
        lines(e.trollLevelsMissing);
    }
    for (TieGroup &t : score.ties)
        lines(t.missingLevels);
}

} // namespace hk
