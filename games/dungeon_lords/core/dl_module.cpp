#include "dl_module.h"

#include "dl_rules.h"
#include "dl_sheet.h"
#include "dl_tracker_io.h"

#include "registry/game_module.h"

namespace hk::dungeonlords {

namespace {

// A tracked game as a play: what the tracker knows of the score, each player's dead letters (DL-007). The
// other categories of the final scoring are typed on the final sheet (DL-018), so the tracker's play names
// no winner and stays incomplete, finished or not; the final sheet made from the tracker carries its uuid,
// and adding it completes the same play.
base::RecordedPlay trackerPlay(const QByteArray &bytes)
{
    base::RecordedPlay play;
    play.takesUuid = true;
    TrackerReadResult read = readTracker(bytes);
    play.problems = std::move(read.problems);
    if (!read.document)
        return play;
    const TrackerState state = replay(*read.document).state;
    base::ScoreTable table = scoreDungeonLords(toSheet(state));
    table.standing = base::Standing::Incomplete;
    table.winners.clear();
    play.table = std::move(table);
    play.uuid = read.document->uuid;
    play.finished = state.phase == Phase::Final;
    return play;
}

} // namespace

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
    module.readPlay = [](const QByteArray &bytes, const QString &suffix) {
        if (suffix.compare(QLatin1String(kTrackerSuffix), Qt::CaseInsensitive) == 0)
            return trackerPlay(bytes);
        base::GameModule sheetOnly = dungeonLordsModule(); // a score sheet, or a kind that records no play
        sheetOnly.readPlay = nullptr;
        return base::recordedPlay(sheetOnly, bytes, suffix);
    };
    return module;
}

} // namespace hk::dungeonlords
