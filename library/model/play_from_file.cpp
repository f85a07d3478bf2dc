#include "model/play_from_file.h"

#include "import/import_file.h"
#include "registry/game_registry.h"
#include "sheet/sheet_io.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace hk::library {

namespace {

class FromFileText {
    Q_DECLARE_TR_FUNCTIONS(PlayFromFile)
};

// Files of this program are far smaller: the limit of its own files.
constexpr qint64 kMaxPlayFileBytes = 16LL * 1024 * 1024;

} // namespace

Play playFromScoreTable(const base::ScoreTable &table, const PlayFacts &facts)
{
    Play play;
    play.uuid = facts.uuid;
    play.game.moduleId = table.gameId;
    play.game.name = facts.gameName.isEmpty() ? table.gameId : facts.gameName;
    play.playedAt = facts.playedAt;
    play.durationMinutes = facts.durationMinutes;
    play.location = facts.location;
    play.incomplete = !facts.finished || table.standing != base::Standing::Complete;
    play.source = QString::fromLatin1(kSourceHallkeeper);
    play.files = facts.files;
    int seat = 0;
    for (size_t e = 0; e < table.entities.size(); ++e) {
        const base::ScoreEntity &entity = table.entities[e];
        PlayResult result;
        if (entity.total)
            result.score = *entity.total;
        result.rank = entity.rank;
        result.winner = std::find(table.winners.begin(), table.winners.end(), int(e)) != table.winners.end();
        for (size_t c = 0; c < table.columns.size() && c < entity.cells.size(); ++c)
            if (entity.cells[c].points)
                result.categories.push_back({table.columns[c].id, table.columns[c].name,
                                             *entity.cells[c].points, table.columns[c].counts});
        // A team scores once: each member keeps the team's result, under the team's name.
        const QStringList names = entity.members.isEmpty() ? QStringList{entity.name} : entity.members;
        for (const QString &name : names) {
            PlayResult member = result;
            member.player.name = name;
            if (!entity.members.isEmpty())
                member.team = entity.name;
            else if (facts.seatsInOrder)
                member.seat = ++seat;
            member.startPlayer = int(e) == facts.startEntity && entity.members.isEmpty();
            play.results.push_back(std::move(member));
        }
    }
    return play;
}

FilePlay playFromFile(const QString &path, const QDateTime &playedAt)
{
    FilePlay out;
    const std::optional<QByteArray> bytes = readImportFile(path, out.problems, kMaxPlayFileBytes);
    if (!bytes)
        return out;
    const base::GameRegistry &registry = base::GameRegistry::instance();
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String(base::kSheetSuffix)) {
        out.module = registry.moduleOfSheet(*bytes, out.problems);
    } else {
        for (const base::GameModule &m : registry.games())
            for (const base::GameFileKind &kind : m.fileKinds)
                if (kind.suffix == suffix)
                    out.module = &m;
        if (!out.module)
            base::ProblemReporter(out.problems)
                .error({}, FromFileText::tr(
                               "expected a score sheet (.hkscore) or a game's file, found a .%1 file")
                               .arg(suffix));
    }
    if (!out.module)
        return out;
    base::RecordedPlay recorded = base::recordedPlay(*out.module, *bytes, suffix);
    out.problems.insert(out.problems.end(), recorded.problems.begin(), recorded.problems.end());
    if (!recorded.table || base::hasErrors(recorded.problems))
        return out;
    PlayFacts facts;
    facts.gameName = out.module->name.in(QStringLiteral("en"));
    facts.uuid = recorded.uuid;
    facts.files = {QFileInfo(path).absoluteFilePath()};
    facts.playedAt = playedAt.isValid() ? playedAt : QFileInfo(path).lastModified();
    facts.finished = recorded.finished;
    facts.seatsInOrder = recorded.seatsInOrder;
    facts.startEntity = recorded.seatsInOrder ? 0 : -1;
    out.play = playFromScoreTable(*recorded.table, facts);
    out.takesUuid = recorded.takesUuid;
    return out;
}

} // namespace hk::library
