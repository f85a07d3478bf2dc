#include "cli/library_command.h"

#include "cli/cli_output.h"
#include "db/file_play.h"
#include "db/play_library.h"
#include "export/play_export.h"
#include "files/file_lock.h"
#include "import/import_file.h"
#include "model/play_from_file.h"
#include "stats/library_stats.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace hk::cli {

namespace {

using namespace hk::library;

class LibraryText {
    Q_DECLARE_TR_FUNCTIONS(CliLibrary)
};

void printJson(const QJsonObject &object)
{
    out() << QJsonDocument(object).toJson(QJsonDocument::Indented);
    out().flush();
}

QString shownPath(const QString &file)
{
    return QDir::toNativeSeparators(file);
}

QString howText(PlayerMatch::How how)
{
    switch (how) {
    case PlayerMatch::How::Uuid:
        return LibraryText::tr("by their uuid");
    case PlayerMatch::How::BggUsername:
        return LibraryText::tr("by their BoardGameGeek user name");
    case PlayerMatch::How::Alias:
        return LibraryText::tr("by name or alias");
    case PlayerMatch::How::None:
        break;
    }
    return LibraryText::tr("nobody");
}

QString number(double value)
{
    return QString::number(value, 'g', 6);
}

int add(PlayLibrary &library, const LibraryOptions &options)
{
    QJsonArray results;
    int exit = kExitOk;
    for (const QString &file : options.files) {
        // The file is written only to give it its play's uuid, under its lock (a window may have it open).
        std::unique_ptr<base::FileLock> lock;
        const FilePlayAdded result = addFilePlay(library, file, [&] {
            lock = std::make_unique<base::FileLock>(file);
            return lock->lock();
        });
        if (!result.read.play) {
            printGameProblems(file, result.read.problems);
            exit = kExitInvalid;
            continue;
        }
        const PlayLibrary::AddResult &added = result.added;
        if (!added.ok()) {
            err() << QStringLiteral("hallkeeper-cli: ") << added.error << '\n';
            exit = kExitInvalid;
            continue;
        }
        if (!result.uuidProblem.isEmpty())
            err() << QStringLiteral("hallkeeper-cli: ")
                  << LibraryText::tr("the play's uuid was not written into the file (the library knows the "
                                     "play by the file's path): %1")
                         .arg(result.uuidProblem)
                  << '\n';
        const QString outcome = added.outcome == PlayLibrary::Outcome::Added ? QStringLiteral("added")
                                : added.outcome == PlayLibrary::Outcome::Updated
                                    ? QStringLiteral("updated")
                                    : QStringLiteral("unchanged");
        if (options.json)
            results.append(QJsonObject{{QStringLiteral("file"), file},
                                       {QStringLiteral("uuid"), added.uuid},
                                       {QStringLiteral("outcome"), outcome},
                                       {QStringLiteral("uuidWritten"), !result.uuidWritten.isEmpty()},
                                       {QStringLiteral("playersCreated"), added.playersCreated}});
        else
            out() << LibraryText::tr("%1: %2 (play %3)")
                         .arg(shownPath(file), outcomeText(added.outcome), added.uuid)
                  << '\n';
    }
    if (options.json)
        printJson({{QStringLiteral("plays"), results}});
    return exit;
}

int import(PlayLibrary &library, const LibraryOptions &options)
{
    const QString file = options.files.value(0);
    const ImportRead read = readImport(file);
    if (!read.batch) {
        printGameProblems(file, read.problems);
        return kExitInvalid;
    }
    const ImportReview review = library.review(*read.batch);
    PlayerDecisions decisions;
    QStringList unknown;
    for (const QString &match : options.matches) {
        const qsizetype at = match.indexOf(QLatin1Char('='));
        const QString who = match.left(at), player = at < 0 ? QString() : match.mid(at + 1);
        const qint64 id = library.findPlayerByName(player);
        if (at < 0 || !id)
            return fail(LibraryText::tr("--match %1: expected NAME=PLAYER, PLAYER a player of the library")
                            .arg(match));
        bool found = false;
        for (const PlayerMatch &m : review.players)
            if (nameKey(m.source.name) == nameKey(who) || m.key == who) {
                decisions[m.key] = id;
                found = true;
            }
        if (!found)
            unknown << who;
    }
    if (!unknown.isEmpty())
        return fail(LibraryText::tr("--match: %1 is not a player of %2")
                        .arg(unknown.join(QStringLiteral(", ")), file));
    QStringList unmatched;
    QJsonArray players;
    for (const PlayerMatch &m : review.players) {
        const bool decided = decisions.count(m.key) > 0;
        const qint64 id = decided ? decisions.at(m.key) : m.playerId;
        const auto player = id ? library.player(id) : std::nullopt;
        if (!id)
            unmatched << m.source.name;
        players.append(QJsonObject{{QStringLiteral("name"), m.source.name},
                                   {QStringLiteral("key"), m.key},
                                   {QStringLiteral("plays"), m.plays},
                                   {QStringLiteral("player"), player ? player->name : QString()},
                                   {QStringLiteral("matched"), decided ? QStringLiteral("match")
                                                               : id    ? howText(m.how)
                                                                       : QString()}});
    }
    const bool waiting = !unmatched.isEmpty() && !options.newPlayers;
    ImportResult result;
    if (!options.dryRun && !waiting) {
        result = library.commit(*read.batch, decisions);
        if (!result.ok())
            return fail(result.error);
    }
    if (options.json) {
        QJsonObject o{{QStringLiteral("file"), file},
                      {QStringLiteral("players"), players},
                      {QStringLiteral("newPlays"), review.newPlays},
                      {QStringLiteral("changedPlays"), review.changedPlays},
                      {QStringLiteral("unchangedPlays"), review.unchangedPlays},
                      {QStringLiteral("newGames"), QJsonArray::fromStringList(review.newGames)},
                      {QStringLiteral("newLocations"), QJsonArray::fromStringList(review.newLocations)},
                      {QStringLiteral("written"), !options.dryRun && !waiting}};
        if (!options.dryRun && !waiting)
            o.insert(QStringLiteral("result"),
                     QJsonObject{{QStringLiteral("added"), result.added},
                                 {QStringLiteral("updated"), result.updated},
                                 {QStringLiteral("unchanged"), result.unchanged},
                                 {QStringLiteral("playersCreated"), result.playersCreated}});
        printJson(o);
    } else {
        out() << LibraryText::tr("%1: %n new play(s)", nullptr, review.newPlays).arg(shownPath(file)) << ", "
              << LibraryText::tr("%n changed", nullptr, review.changedPlays) << ", "
              << LibraryText::tr("%n unchanged", nullptr, review.unchangedPlays) << '\n';
        for (const PlayerMatch &m : review.players) {
            const qint64 id = decisions.count(m.key) ? decisions.at(m.key) : m.playerId;
            if (id)
                out() << "  "
                      << LibraryText::tr("%1 is %2 (%3)")
                             .arg(m.source.name, library.player(id)->name,
                                  decisions.count(m.key) ? QStringLiteral("--match") : howText(m.how))
                      << '\n';
            else
                out() << "  " << LibraryText::tr("%1 matches nobody in the library").arg(m.source.name)
                      << '\n';
        }
        if (!options.dryRun && !waiting)
            out() << LibraryText::tr("Imported: %n added", nullptr, result.added) << ", "
                  << LibraryText::tr("%n updated", nullptr, result.updated) << ", "
                  << LibraryText::tr("%n unchanged", nullptr, result.unchanged) << ", "
                  << LibraryText::tr("%n new player(s).", nullptr, result.playersCreated) << '\n';
    }
    if (waiting) {
        err() << QStringLiteral("hallkeeper-cli: ")
              << LibraryText::tr(
                     "nothing imported: %1 match nobody in the library. Say who they are with --match "
                     "\"NAME=PLAYER\", or add them as new players with --new-players.")
                     .arg(unmatched.join(QStringLiteral(", ")))
              << '\n';
        return 1;
    }
    return kExitOk;
}

int exportPlays(PlayLibrary &library, const LibraryOptions &options)
{
    const QString file = options.files.value(0);
    const std::optional<ExportFormat> format =
        options.format.isEmpty() ? exportFormatOf(file) : exportFormatNamed(options.format);
    if (!format)
        return fail(
            LibraryText::tr("%1: give a .json (BG Stats), .xml (BoardGameGeek) or .csv file, or --format "
                            "bgstats|bgg|csv")
                .arg(shownPath(file)));
    const std::vector<Play> plays = library.allPlays();
    if (const QString error = writeExportFile(file, exportBytes(*format, plays)); !error.isEmpty())
        return fail(error);
    if (options.json)
        printJson({{QStringLiteral("file"), file}, {QStringLiteral("plays"), int(plays.size())}});
    else
        out() << LibraryText::tr("%1: %n play(s) exported", nullptr, int(plays.size())).arg(shownPath(file))
              << '\n';
    return kExitOk;
}

QString ruleId(MergePreview::Rule rule)
{
    switch (rule) {
    case MergePreview::Rule::Ok:
        return QStringLiteral("ok");
    case MergePreview::Rule::SamePlayer:
        return QStringLiteral("same-player");
    case MergePreview::Rule::NoSuchPlayer:
        return QStringLiteral("no-such-player");
    case MergePreview::Rule::PlayedTogether:
        return QStringLiteral("played-together");
    }
    return {};
}

QString aliasKindText(const QString &kind)
{
    if (kind == QLatin1String("bgg"))
        return LibraryText::tr("BoardGameGeek user");
    if (kind == QLatin1String("uuid"))
        return LibraryText::tr("uuid");
    return LibraryText::tr("name");
}

// `players --merge A B`: A's plays, wins, names and uuids become B's (or, with --dry-run, what would).
int mergePlayers(PlayLibrary &library, const LibraryOptions &options)
{
    const auto find = [&library](const QString &who) {
        PlayerRef ref;
        ref.name = who;
        ref.sourceUuid = who;
        return library.findPlayer(ref);
    };
    const qint64 from = find(options.merge.value(0)), into = find(options.merge.value(1));
    for (const auto &[id, who] :
         {std::pair{from, options.merge.value(0)}, std::pair{into, options.merge.value(1)}})
        if (!id)
            return fail(LibraryText::tr("--merge: no player of the library is named \"%1\"").arg(who));
    MergePreview preview = library.previewMerge(from, into);
    QString error = preview.problem();
    if (error.isEmpty() && !options.dryRun)
        error = library.mergePlayers(from, into, &preview);
    if (options.json) {
        QJsonArray aliases;
        for (const MergeAlias &a : preview.aliases)
            aliases.append(QJsonObject{{QStringLiteral("kind"), a.kind}, {QStringLiteral("shown"), a.shown}});
        QJsonObject o{{QStringLiteral("from"), preview.from.name},
                      {QStringLiteral("into"), preview.into.name},
                      {QStringLiteral("rule"), ruleId(preview.rule)},
                      {QStringLiteral("plays"), preview.plays},
                      {QStringLiteral("wins"), preview.wins},
                      {QStringLiteral("aliases"), aliases},
                      {QStringLiteral("merged"), error.isEmpty() && !options.dryRun}};
        if (!preview.sharedPlay.isEmpty())
            o.insert(QStringLiteral("sharedPlay"), preview.sharedPlay);
        if (!error.isEmpty())
            o.insert(QStringLiteral("error"), error);
        printJson(o);
        return error.isEmpty() ? kExitOk : kExitInvalid;
    }
    if (!error.isEmpty())
        return fail(error);
    QStringList moved;
    for (const MergeAlias &a : preview.aliases)
        moved << QStringLiteral("%1 %2").arg(aliasKindText(a.kind), a.shown);
    out() << (options.dryRun ? LibraryText::tr("Would merge %1 into %2:")
                             : LibraryText::tr("Merged %1 into %2:"))
                 .arg(preview.from.name, preview.into.name)
          << '\n'
          << "  " << LibraryText::tr("%n play(s)", nullptr, preview.plays) << ", "
          << LibraryText::tr("%n win(s)", nullptr, preview.wins) << '\n'
          << "  " << LibraryText::tr("also known as: %1").arg(moved.join(QStringLiteral(", "))) << '\n';
    if (options.dryRun)
        out() << LibraryText::tr("Nothing was written (--dry-run).") << '\n';
    return kExitOk;
}

int players(PlayLibrary &library, const LibraryOptions &options)
{
    if (!options.merge.isEmpty())
        return mergePlayers(library, options);
    for (const QString &alias : options.aliases) {
        const qsizetype at = alias.indexOf(QLatin1Char('='));
        const qint64 id = at > 0 ? library.findPlayerByName(alias.left(at)) : 0;
        if (!id)
            return fail(LibraryText::tr("--alias %1: expected PLAYER=ALIAS, PLAYER a player of the library")
                            .arg(alias));
        if (const QString error = library.addAlias(id, alias.mid(at + 1)); !error.isEmpty())
            return fail(error);
    }
    const std::vector<LibraryPlayer> list = library.players();
    if (options.json) {
        QJsonArray array;
        for (const LibraryPlayer &p : list)
            array.append(QJsonObject{{QStringLiteral("uuid"), p.uuid},
                                     {QStringLiteral("name"), p.name},
                                     {QStringLiteral("aliases"), QJsonArray::fromStringList(p.aliases)},
                                     {QStringLiteral("bggUsername"), p.bggUsername},
                                     {QStringLiteral("plays"), p.plays}});
        printJson({{QStringLiteral("players"), array}});
        return kExitOk;
    }
    for (const LibraryPlayer &p : list) {
        out() << p.name;
        if (!p.aliases.isEmpty())
            out() << QStringLiteral(" (") << p.aliases.join(QStringLiteral(", ")) << ')';
        if (!p.bggUsername.isEmpty())
            out() << QStringLiteral(" [BGG: ") << p.bggUsername << ']';
        out() << QStringLiteral(" — ") << LibraryText::tr("%n play(s)", nullptr, p.plays) << '\n';
    }
    return kExitOk;
}

std::optional<PlayFilter> filterOf(const LibrarySnapshot &s, const LibraryOptions &options, QString *error)
{
    PlayFilter filter;
    if (!options.game.isEmpty()) {
        for (size_t i = 0; i < s.games.size(); ++i)
            if (nameKey(s.games[i].name) == nameKey(options.game) || s.games[i].moduleId == options.game)
                filter.game = int(i);
        if (filter.game < 0) {
            *error = LibraryText::tr("--game %1: no such game in the library").arg(options.game);
            return std::nullopt;
        }
    }
    if (!options.player.isEmpty()) {
        for (size_t i = 0; i < s.players.size(); ++i) {
            bool named = nameKey(s.players[i].name) == nameKey(options.player);
            for (const QString &alias : s.players[i].aliases)
                named = named || nameKey(alias) == nameKey(options.player);
            if (named)
                filter.players = {int(i)};
        }
        if (filter.players.empty()) {
            *error = LibraryText::tr("--player %1: no such player in the library").arg(options.player);
            return std::nullopt;
        }
    }
    if (!options.location.isEmpty()) {
        for (size_t i = 0; i < s.locations.size(); ++i)
            if (nameKey(s.locations[i].name) == nameKey(options.location))
                filter.location = int(i);
        if (filter.location < 0) {
            *error = LibraryText::tr("--location %1: no such location in the library").arg(options.location);
            return std::nullopt;
        }
    }
    for (const auto &[text, date] :
         {std::pair{options.from, &filter.from}, std::pair{options.to, &filter.to}})
        if (!text.isEmpty()) {
            *date = QDate::fromString(text, Qt::ISODate);
            if (!date->isValid()) {
                *error = LibraryText::tr("%1: expected a date such as 2024-03-09").arg(text);
                return std::nullopt;
            }
        }
    filter.playerCount = options.playerCount;
    return filter;
}

int stats(PlayLibrary &library, const LibraryOptions &options)
{
    const LibrarySnapshot s = library.snapshot();
    QString error;
    const std::optional<PlayFilter> filter = filterOf(s, options, &error);
    if (!filter)
        return fail(error);
    const std::vector<int> plays = filterPlays(s, *filter);
    const std::vector<PlayerSummary> summaries = playerSummaries(s, plays);
    const std::vector<ScoreSummary> scores = scoreSummaries(s, plays);
    const std::vector<HeadToHead> pairs = headToHead(s, plays);
    // One game: each player's average per score category, as the game's score table names them.
    const std::vector<CategoryAverage> averages =
        filter->game >= 0 ? categoryAverages(s, plays, filter->game) : std::vector<CategoryAverage>{};
    const std::vector<SnapshotCategory> categories =
        filter->game >= 0 ? s.games[size_t(filter->game)].categories : std::vector<SnapshotCategory>{};
    if (options.json) {
        QJsonArray players, games, h2h, perCategory;
        for (const PlayerSummary &p : summaries) {
            QJsonObject o{{QStringLiteral("name"), s.players[size_t(p.player)].name},
                          {QStringLiteral("plays"), p.plays},
                          {QStringLiteral("wins"), p.competitive.wins},
                          {QStringLiteral("competitivePlays"), p.competitive.plays},
                          {QStringLiteral("sharedWins"), p.sharedWins},
                          {QStringLiteral("teamWins"), p.team.wins},
                          {QStringLiteral("teamPlays"), p.team.plays},
                          {QStringLiteral("coopWins"), p.coop.wins},
                          {QStringLiteral("coopPlays"), p.coop.plays},
                          {QStringLiteral("currentStreak"), p.currentStreak},
                          {QStringLiteral("longestStreak"), p.longestStreak}};
            if (p.best)
                o.insert(QStringLiteral("best"), *p.best);
            if (p.average)
                o.insert(QStringLiteral("average"), *p.average);
            if (p.median)
                o.insert(QStringLiteral("median"), *p.median);
            players.append(o);
        }
        for (const ScoreSummary &g : scores)
            games.append(QJsonObject{{QStringLiteral("game"), s.games[size_t(g.game)].name},
                                     {QStringLiteral("playerCount"), g.playerCount},
                                     {QStringLiteral("plays"), g.plays},
                                     {QStringLiteral("scores"), g.samples},
                                     {QStringLiteral("best"), g.best},
                                     {QStringLiteral("average"), g.average},
                                     {QStringLiteral("median"), g.median}});
        for (const HeadToHead &h : pairs)
            h2h.append(QJsonObject{{QStringLiteral("first"), s.players[size_t(h.first)].name},
                                   {QStringLiteral("second"), s.players[size_t(h.second)].name},
                                   {QStringLiteral("plays"), h.plays},
                                   {QStringLiteral("firstAbove"), h.firstAbove},
                                   {QStringLiteral("secondAbove"), h.secondAbove},
                                   {QStringLiteral("level"), h.level}});
        for (size_t c = 0; c < categories.size(); ++c) {
            QJsonArray averageOf;
            for (const CategoryAverage &a : averages)
                if (a.category == int(c))
                    averageOf.append(QJsonObject{{QStringLiteral("name"), s.players[size_t(a.player)].name},
                                                 {QStringLiteral("average"), a.average},
                                                 {QStringLiteral("plays"), a.samples}});
            perCategory.append(QJsonObject{{QStringLiteral("key"), categories[c].key},
                                           {QStringLiteral("name"), categories[c].name},
                                           {QStringLiteral("counts"), categories[c].counts},
                                           {QStringLiteral("players"), averageOf}});
        }
        QJsonObject root{{QStringLiteral("plays"), int(plays.size())},
                         {QStringLiteral("players"), players},
                         {QStringLiteral("scores"), games},
                         {QStringLiteral("headToHead"), h2h}};
        if (filter->game >= 0)
            root.insert(QStringLiteral("categories"), perCategory);
        printJson(root);
        return kExitOk;
    }
    out() << LibraryText::tr("%n play(s)", nullptr, int(plays.size())) << '\n';
    for (const PlayerSummary &p : summaries) {
        out() << s.players[size_t(p.player)].name << ": " << LibraryText::tr("%n play(s)", nullptr, p.plays)
              << ", "
              << LibraryText::tr("won %1 of %2")
                     .arg(QString::number(p.competitive.wins), QString::number(p.competitive.plays));
        if (p.sharedWins)
            out() << ' ' << LibraryText::tr("(%n shared)", nullptr, p.sharedWins);
        if (p.team.plays)
            out() << ", "
                  << LibraryText::tr("teams: won %1 of %2")
                         .arg(QString::number(p.team.wins), QString::number(p.team.plays));
        if (p.coop.plays)
            out() << ", "
                  << LibraryText::tr("co-operative: won %1 of %2")
                         .arg(QString::number(p.coop.wins), QString::number(p.coop.plays));
        if (p.average)
            out() << ", "
                  << LibraryText::tr("best %1, average %2, median %3")
                         .arg(number(*p.best), number(*p.average), number(*p.median));
        if (p.longestStreak)
            out() << ", " << LibraryText::tr("longest streak %1").arg(p.longestStreak);
        out() << '\n';
    }
    for (const ScoreSummary &g : scores)
        out() << s.games[size_t(g.game)].name << ", "
              << LibraryText::tr("%n player(s)", nullptr, g.playerCount) << ": "
              << LibraryText::tr("best %1, average %2, median %3 (%n score(s))", nullptr, g.samples)
                     .arg(number(g.best), number(g.average), number(g.median))
              << '\n';
    if (!categories.empty())
        out() << LibraryText::tr("Average per category (plays played to their end):") << '\n';
    for (size_t c = 0; c < categories.size(); ++c) {
        QStringList averageOf;
        for (const CategoryAverage &a : averages)
            if (a.category == int(c))
                averageOf << LibraryText::tr("%1 %2 (%n play(s))", nullptr, a.samples)
                                 .arg(s.players[size_t(a.player)].name, number(a.average));
        out() << "  " << categories[c].name << " [" << categories[c].key << "]: "
              << (averageOf.isEmpty() ? LibraryText::tr("no play") : averageOf.join(QStringLiteral(", ")))
              << '\n';
    }
    return kExitOk;
}

} // namespace

int runLibrary(const LibraryOptions &options)
{
    PlayLibrary library;
    const QString path = options.library.isEmpty() ? PlayLibrary::defaultPath() : options.library;
    // Only add and import may start a library; the others read one that exists.
    const bool creates = options.action == QLatin1String("add") || options.action == QLatin1String("import");
    if (const QString problem = library.open(path, creates ? PlayLibrary::OpenMode::CreateIfMissing
                                                           : PlayLibrary::OpenMode::Existing);
        !problem.isEmpty())
        return fail(problem);
    if (!library.migrationBackup().isEmpty())
        err() << LibraryText::tr(
                     "The library was updated to this version's schema; a backup of it as it was is in %1")
                     .arg(shownPath(library.migrationBackup()))
              << '\n';
    if (options.action == QLatin1String("add"))
        return add(library, options);
    if (options.action == QLatin1String("import"))
        return import(library, options);
    if (options.action == QLatin1String("export"))
        return exportPlays(library, options);
    if (options.action == QLatin1String("players"))
        return players(library, options);
    if (options.action == QLatin1String("stats"))
        return stats(library, options);
    if (options.action == QLatin1String("backup")) {
        if (const QString error = library.backup(options.files.value(0)); !error.isEmpty())
            return fail(error);
        if (options.json)
            printJson({{QStringLiteral("backup"), options.files.value(0)}});
        else
            out() << LibraryText::tr("Backed up to %1").arg(shownPath(options.files.value(0))) << '\n';
        return kExitOk;
    }
    return fail(LibraryText::tr("unknown library command \"%1\"").arg(options.action));
}

} // namespace hk::cli
