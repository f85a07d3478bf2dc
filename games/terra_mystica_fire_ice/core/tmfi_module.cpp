#include "tmfi_module.h"

#include "tmfi_rules.h"
#include "tmfi_scoring.h"
#include "tmfi_sheet.h"

namespace hk::tmfi {

base::GameModule terraMysticaFireIceModule()
{
    base::GameModule module;
    module.id = QString::fromLatin1(kGameId);
    module.name = {"Games", QT_TRANSLATE_NOOP("Games", "Terra Mystica: Fire & Ice")};
    module.rules = tmfiRules();
    module.schema = tmfiSchema();
    module.score = scoreTmfi;
    module.categoryName = tmfiCategoryName;
    return module;
}

} // namespace hk::tmfi
