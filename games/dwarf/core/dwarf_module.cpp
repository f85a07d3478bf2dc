#include "dwarf_module.h"

#include "dwarf_rules.h"
#include "dwarf_sheet.h"
#include "dwarf_tracker_io.h"

namespace hk::dwarf {

base::GameModule dwarfModule()
{
    base::GameModule module;
    module.id = QString::fromLatin1(kGameId);
    module.name = {kContext, QT_TRANSLATE_NOOP("Dwarf", "Dwarf")};
    module.rules = dwarfRules();
    module.schema = dwarfSchema();
    module.score = scoreDwarf;
    module.categoryName = dwarfCategoryName;
    module.fileKinds = {{QString::fromLatin1(kTrackerSuffix),
                         QString::fromLatin1(kTrackerFormat),
                         {kContext, QT_TRANSLATE_NOOP("Dwarf", "Dwarf table trackers")}}};
    return module;
}

} // namespace hk::dwarf
