#include "dwarf_module.h"

#include "dwarf_rules.h"
#include "dwarf_sheet.h"
#include "dwarf_tracker_io.h"

#include "registry/game_module.h"

#include <algorithm>

namespace hk::dwarf {

namespace {

// A tracked game as a play: the holdings' score (toSheet), the players listed clockwise from the first
// round's start player; a solo game the bot ended at 12 medals won by the bot (DWARF-015), whatever the
// categories say; a game not over yet incomplete, with no winner.
base::RecordedPlay trackerPlay(const QByteArray &bytes)
{
    base::RecordedPlay play;
    play.takesUuid = true;
    TrackerReadResult read = readTracker(bytes);
    play.problems = std::move(read.problems);
    if (!read.document)
        return play;
    const TrackerState state = replay(*read.document).state;
    const int players = int(state.players.size());
    const int start = initialState(state.setup).startPlayer; // the bot, in a solo game (DWARF-021)
    base::SheetValues sheet = toSheet(state);
    std::rotate(sheet.players.begin(), sheet.players.begin() + start, sheet.players.end());
    base::ScoreTable table = scoreDwarf(sheet);
    if (state.end && state.end->ruleId == QLatin1String(rule::kSoloInstantWin) &&
        !state.end->players.empty()) {
        const int bot = (state.end->players.front() - start + players) % players;
        table.ties.clear();
        table.winners = {bot};
        table.ranking = {bot};
        for (int e = 0; e < players; ++e) {
            table.entities[size_t(e)].rank = e == bot ? 1 : 2;
            if (e != bot)
                table.ranking.push_back(e);
        }
        table.standing = base::Standing::Complete;
    }
    play.finished = state.end.has_value();
    if (!play.finished) {
        table.standing = base::Standing::Incomplete;
        table.winners.clear();
    }
    play.table = std::move(table);
    play.uuid = read.document->uuid;
    play.seatsInOrder = true;
    return play;
}

} // namespace

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
    module.readPlay = [](const QByteArray &bytes, const QString &suffix) {
        if (suffix.compare(QLatin1String(kTrackerSuffix), Qt::CaseInsensitive) == 0)
            return trackerPlay(bytes);
        base::GameModule sheetOnly = dwarfModule(); // a score sheet, or a kind that records no play
        sheetOnly.readPlay = nullptr;
        return base::recordedPlay(sheetOnly, bytes, suffix);
    };
    return module;
}

} // namespace hk::dwarf
