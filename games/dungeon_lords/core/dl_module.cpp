#include "dl_module.h"

#include "dl_rules.h"
#include "dl_sheet.h"
#include "dl_tracker_io.h"

namespace hk::dungeonlords {

base::GameModule dungeonLordsModule()
{
    base::GameModule module;
    module.id = QString::fromLatin1(kGameId);
    module.name = {kContext, QT_TRANSLATE_NOOP("DungeonLords", "Dungeon Lords")};
    module.rules = dungeonLordsRules();
    module.schema = dungeonLordsSchema();
    module.score = scoreDungeonLords;
    module.categoryName = dungeonLordsCategoryName;
    base::GameFileKind tracker{QString::fromLatin1(kTrackerSuffix),
                               QString::fromLatin1(kTrackerFormat),
                               {kContext, QT_TRANSLATE_NOOP("DungeonLords", "Dungeon Lords year trackers")}};
    tracker.report = [](const QByteArray &bytes, bool json, bool explain) {
        TrackerReadResult read = readTracker(bytes);
        base::SheetReport report{std::nullopt, std::move(read.problems)};
        if (read.document)
            report.output = trackerReport(*read.document, json, explain);
        return report;
    };
    module.fileKinds = {tracker};
    return module;
}

} // namespace hk::dungeonlords
