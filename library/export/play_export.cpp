#include "export/play_export.h"

#include "files/file_io.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUuid>
#include <QXmlStreamWriter>

#include <map>

namespace hk::library {

namespace {

const QUuid kExportNamespace = QUuid::fromString(QStringLiteral("b7a3c5e1-2d4f-4a6b-8c9d-0e1f2a3b4c5d"));

QString stableUuid(const QString &what)
{
    return QUuid::createUuidV5(kExportNamespace, what).toString(QUuid::WithoutBraces);
}

// Gives each distinct key a file-local id from 1, in order of appearance.
template <class Key> class Ids {
public:
    int id(const Key &key, bool *isNew = nullptr)
    {
        const auto [it, inserted] = m_ids.emplace(key, int(m_ids.size()) + 1);
        if (isNew)
            *isNew = inserted;
        return it->second;
    }

private:
    std::map<Key, int> m_ids;
};

QString gameKey(const GameRef &g)
{
    return !g.moduleId.isEmpty() ? QStringLiteral("module:") + g.moduleId
           : g.bggId > 0         ? QStringLiteral("bgg:%1").arg(g.bggId)
                                 : QStringLiteral("name:") + nameKey(g.name);
}

QString playerKey(const PlayerRef &p)
{
    return !p.sourceUuid.isEmpty() ? p.sourceUuid : QStringLiteral("name:") + nameKey(p.name);
}

QString csvField(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return text;
    return QLatin1Char('"') + QString(text).replace(QLatin1Char('"'), QStringLiteral("\"\"")) +
           QLatin1Char('"');
}

} // namespace

QByteArray bgStatsBytes(const std::vector<Play> &plays)
{
    QJsonArray players, games, locations, playList;
    Ids<QString> playerIds, gameIds, locationIds;
    for (const Play &play : plays) {
        bool isNew = false;
        const int game = gameIds.id(gameKey(play.game), &isNew);
        if (isNew)
            games.append(QJsonObject{{QStringLiteral("id"), game},
                                     {QStringLiteral("uuid"), play.game.sourceUuid.isEmpty()
                                                                  ? stableUuid(gameKey(play.game))
                                                                  : play.game.sourceUuid},
                                     {QStringLiteral("name"), play.game.name},
                                     {QStringLiteral("bggId"), play.game.bggId},
                                     {QStringLiteral("cooperative"), play.game.cooperative},
                                     {QStringLiteral("highestWins"), play.game.highestWins},
                                     {QStringLiteral("noPoints"), play.game.noPoints}});
        int location = 0;
        if (!play.location.isEmpty()) {
            location = locationIds.id(play.location, &isNew);
            if (isNew)
                locations.append(QJsonObject{
                    {QStringLiteral("id"), location},
                    {QStringLiteral("uuid"), stableUuid(QStringLiteral("location:") + play.location)},
                    {QStringLiteral("name"), play.location}});
        }
        QJsonArray scores;
        for (const PlayResult &r : play.results) {
            const int player = playerIds.id(playerKey(r.player), &isNew);
            if (isNew)
                players.append(
                    QJsonObject{{QStringLiteral("id"), player},
                                {QStringLiteral("uuid"),
                                 r.player.sourceUuid.isEmpty()
                                     ? stableUuid(QStringLiteral("player:") + nameKey(r.player.name))
                                     : r.player.sourceUuid},
                                {QStringLiteral("name"), r.player.name},
                                {QStringLiteral("isAnonymous"), r.player.anonymous},
                                {QStringLiteral("bggUsername"), r.player.bggUsername}});
            QJsonObject score{{QStringLiteral("playerRefId"), player},
                              {QStringLiteral("score"), !r.scoreText.isEmpty() ? r.scoreText
                                                        : r.score              ? scoreText(*r.score)
                                                                               : QString()},
                              {QStringLiteral("winner"), r.winner},
                              {QStringLiteral("newPlayer"), r.newPlayer},
                              {QStringLiteral("startPlayer"), r.startPlayer},
                              {QStringLiteral("seatOrder"), r.seat},
                              {QStringLiteral("rank"), r.rank}};
            if (!r.team.isEmpty())
                score.insert(QStringLiteral("team"), r.team);
            if (!r.color.isEmpty())
                score.insert(QStringLiteral("color"), r.color);
            scores.append(score);
        }
        QJsonObject p{{QStringLiteral("uuid"), play.uuid},
                      {QStringLiteral("gameRefId"), game},
                      {QStringLiteral("playDate"), storedDateTime(play.playedAt)},
                      {QStringLiteral("durationMin"), play.durationMinutes},
                      {QStringLiteral("locationRefId"), location},
                      {QStringLiteral("ignored"), play.ignored},
                      {QStringLiteral("usesTeams"), play.usesTeams()},
                      {QStringLiteral("comments"), play.comments},
                      {QStringLiteral("playerScores"), scores}};
        // The play's id on BoardGameGeek, where it came from there or BG Stats knew it.
        if (const qint64 bggPlay = play.sourceId.toLongLong(); bggPlay > 0)
            p.insert(QStringLiteral("bggId"), bggPlay);
        playList.append(p);
    }
    const QJsonObject root{{QStringLiteral("about"),
                            QStringLiteral("Plays exported by Hallkeeper's play library, in the format of a "
                                           "BG Stats backup.")},
                           {QStringLiteral("players"), players},
                           {QStringLiteral("locations"), locations},
                           {QStringLiteral("games"), games},
                           {QStringLiteral("plays"), playList},
                           {QStringLiteral("userInfo"), QJsonObject{{QStringLiteral("meRefId"), 0}}}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QByteArray bggPlaysBytes(const std::vector<Play> &plays)
{
    QByteArray bytes;
    QXmlStreamWriter xml(&bytes);
    xml.setAutoFormatting(true);
    xml.setAutoFormattingIndent(2);
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("plays"));
    xml.writeAttribute(QStringLiteral("total"), QString::number(plays.size()));
    xml.writeAttribute(QStringLiteral("page"), QStringLiteral("1"));
    for (const Play &play : plays) {
        xml.writeStartElement(QStringLiteral("play"));
        // Only a play that came from BoardGameGeek has an id there.
        xml.writeAttribute(QStringLiteral("id"),
                           play.source == QLatin1String(kSourceBgg) ? play.sourceId : QStringLiteral("0"));
        xml.writeAttribute(QStringLiteral("date"),
                           play.playedAt.date().toString(QStringLiteral("yyyy-MM-dd")));
        xml.writeAttribute(QStringLiteral("quantity"), QString::number(std::max(1, play.quantity)));
        xml.writeAttribute(QStringLiteral("length"), QString::number(play.durationMinutes));
        xml.writeAttribute(QStringLiteral("incomplete"),
                           play.incomplete ? QStringLiteral("1") : QStringLiteral("0"));
        xml.writeAttribute(QStringLiteral("nowinstats"),
                           play.noWinStats || play.ignored ? QStringLiteral("1") : QStringLiteral("0"));
        xml.writeAttribute(QStringLiteral("location"), play.location);
        xml.writeStartElement(QStringLiteral("item"));
        xml.writeAttribute(QStringLiteral("name"), play.game.name);
        xml.writeAttribute(QStringLiteral("objecttype"), QStringLiteral("thing"));
        xml.writeAttribute(QStringLiteral("objectid"), QString::number(play.game.bggId));
        xml.writeStartElement(QStringLiteral("subtypes"));
        xml.writeEmptyElement(QStringLiteral("subtype"));
        xml.writeAttribute(QStringLiteral("value"), QStringLiteral("boardgame"));
        xml.writeEndElement(); // subtypes
        xml.writeEndElement(); // item
        if (!play.comments.isEmpty())
            xml.writeTextElement(QStringLiteral("comments"), play.comments);
        if (!play.results.empty()) {
            xml.writeStartElement(QStringLiteral("players"));
            for (const PlayResult &r : play.results) {
                xml.writeEmptyElement(QStringLiteral("player"));
                xml.writeAttribute(QStringLiteral("username"), r.player.bggUsername);
                xml.writeAttribute(QStringLiteral("userid"), QStringLiteral("0"));
                xml.writeAttribute(QStringLiteral("name"), r.player.name);
                xml.writeAttribute(QStringLiteral("startposition"),
                                   r.seat > 0 ? QString::number(r.seat) : QString());
                xml.writeAttribute(QStringLiteral("color"), r.team.isEmpty() ? r.color : r.team);
                xml.writeAttribute(QStringLiteral("score"), !r.scoreText.isEmpty() ? r.scoreText
                                                            : r.score              ? scoreText(*r.score)
                                                                                   : QString());
                xml.writeAttribute(QStringLiteral("new"),
                                   r.newPlayer ? QStringLiteral("1") : QStringLiteral("0"));
                xml.writeAttribute(QStringLiteral("rating"), QStringLiteral("0"));
                xml.writeAttribute(QStringLiteral("win"),
                                   r.winner ? QStringLiteral("1") : QStringLiteral("0"));
            }
            xml.writeEndElement(); // players
        }
        xml.writeEndElement(); // play
    }
    xml.writeEndElement(); // plays
    xml.writeEndDocument();
    return bytes;
}

QByteArray playsCsv(const std::vector<Play> &plays)
{
    QStringList lines{QStringLiteral("play,date,game,location,minutes,players,player,seat,start player,team,"
                                     "score,rank,winner,new player,ignored,incomplete,source,categories")};
    for (const Play &play : plays)
        for (const PlayResult &r : play.results) {
            QStringList categories;
            for (const CategoryPoints &c : r.categories)
                categories << QStringLiteral("%1=%2").arg(c.id, QString::number(c.points));
            const auto yes = [](bool b) { return b ? QStringLiteral("1") : QStringLiteral("0"); };
            lines << QStringList{play.uuid,
                                 storedDateTime(play.playedAt),
                                 csvField(play.game.name),
                                 csvField(play.location),
                                 QString::number(play.durationMinutes),
                                 QString::number(play.playerCount()),
                                 csvField(r.player.name),
                                 r.seat > 0 ? QString::number(r.seat) : QString(),
                                 yes(r.startPlayer),
                                 csvField(r.team),
                                 r.score ? scoreText(*r.score) : QString(),
                                 r.rank > 0 ? QString::number(r.rank) : QString(),
                                 yes(r.winner),
                                 yes(r.newPlayer),
                                 yes(play.ignored),
                                 yes(play.incomplete),
                                 play.source,
                                 csvField(categories.join(QLatin1Char(';')))}
                         .join(QLatin1Char(','));
        }
    // A byte order mark, so that spreadsheets read the names (陳小明) as UTF-8.
    return "\xEF\xBB\xBF" + lines.join(QStringLiteral("\r\n")).toUtf8() + "\r\n";
}

QByteArray exportBytes(ExportFormat format, const std::vector<Play> &plays)
{
    switch (format) {
    case ExportFormat::BgStats:
        return bgStatsBytes(plays);
    case ExportFormat::Bgg:
        return bggPlaysBytes(plays);
    case ExportFormat::Csv:
        return playsCsv(plays);
    }
    return {};
}

std::optional<ExportFormat> exportFormatOf(const QString &fileName)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix == QLatin1String("json") || suffix == QLatin1String("bgsplay"))
        return ExportFormat::BgStats;
    if (suffix == QLatin1String("xml"))
        return ExportFormat::Bgg;
    if (suffix == QLatin1String("csv"))
        return ExportFormat::Csv;
    return std::nullopt;
}

std::optional<ExportFormat> exportFormatNamed(const QString &name)
{
    if (name == QLatin1String("bgstats"))
        return ExportFormat::BgStats;
    if (name == QLatin1String("bgg"))
        return ExportFormat::Bgg;
    if (name == QLatin1String("csv"))
        return ExportFormat::Csv;
    return std::nullopt;
}

QString writeExportFile(const QString &fileName, const QByteArray &bytes)
{
    if (const QString error = base::writeFileAtomically(fileName, bytes); !error.isEmpty())
        return QDir::toNativeSeparators(fileName) + QStringLiteral(": ") + error;
    return {};
}

} // namespace hk::library
