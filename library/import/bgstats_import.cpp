#include "import/bgstats_import.h"

#include "json/json_document.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUuid>

#include <cmath>
#include <map>

namespace hk::library {

namespace {

class BgStatsText {
    Q_DECLARE_TR_FUNCTIONS(BgStatsImport)
};

// Uuids made from a play's contents, for plays a file gives none.
const QUuid kContentNamespace = QUuid::fromString(QStringLiteral("8f0d2a9e-4b6c-4f41-9a57-2e1c3d4b5a69"));

// Reads the values of a BG Stats file, reporting each wrong one at its path.
class BgStatsReader {
public:
    explicit BgStatsReader(base::Problems &problems) : m_report(problems) {}

    void expected(const QString &path, const QString &what, const QJsonValue &found)
    {
        m_report.error(path, BgStatsText::tr("expected %1, found %2").arg(what, base::describeJson(found)));
    }
    void error(const QString &path, const QString &message) { m_report.error(path, message); }

    // A whole number (JSON numbers are doubles: up to 2^53 is exact, and BoardGameGeek's play ids are large).
    std::optional<qint64> integer(const QJsonObject &o, const QString &path, const char *key, bool required,
                                  qint64 min = 0, qint64 max = qint64(1) << 53)
    {
        const QString at = base::childPath(path, QLatin1String(key));
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || (v.isNull() && !required)) {
            if (required)
                error(at, BgStatsText::tr("expected a whole number, found nothing (the key is missing)"));
            return std::nullopt;
        }
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || std::floor(d) != d || d < double(min) || d > double(max)) {
            expected(at,
                     BgStatsText::tr("a whole number from %1 to %2")
                         .arg(QString::number(min), QString::number(max)),
                     v);
            return std::nullopt;
        }
        return qint64(d);
    }

    // true/false, or 1/0 as older versions of BG Stats write them.
    bool flag(const QJsonObject &o, const QString &path, const char *key, bool fallback = false)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return fallback;
        if (v.isBool())
            return v.toBool();
        if (v.isDouble() && (v.toDouble() == 0 || v.toDouble() == 1))
            return v.toDouble() == 1;
        expected(base::childPath(path, QLatin1String(key)), BgStatsText::tr("true or false (or 1 or 0)"), v);
        return fallback;
    }

    QString string(const QJsonObject &o, const QString &path, const char *key, bool required)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || (v.isNull() && !required)) {
            if (required)
                error(base::childPath(path, QLatin1String(key)),
                      BgStatsText::tr("expected a text, found nothing (the key is missing)"));
            return {};
        }
        if (!v.isString()) {
            expected(base::childPath(path, QLatin1String(key)), BgStatsText::tr("a text"), v);
            return {};
        }
        return v.toString();
    }

    QJsonArray list(const QJsonObject &o, const char *key, bool required)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull()) {
            if (required)
                error(QLatin1String(key),
                      BgStatsText::tr("expected a list, found nothing (the key is missing)"));
            return {};
        }
        if (!v.isArray()) {
            expected(QLatin1String(key), BgStatsText::tr("a list"), v);
            return {};
        }
        return v.toArray();
    }

    std::optional<QJsonObject> object(const QJsonValue &v, const QString &path)
    {
        if (!v.isObject()) {
            expected(path, BgStatsText::tr("an object"), v);
            return std::nullopt;
        }
        return v.toObject();
    }

private:
    base::ProblemReporter m_report;
};

QString idList(const std::map<qint64, int> &ids)
{
    QStringList shown;
    for (const auto &[id, index] : ids) {
        if (shown.size() == 8) {
            shown << QStringLiteral("…");
            break;
        }
        shown << QString::number(id);
    }
    return shown.join(QStringLiteral(", "));
}

// The file-local ids of a list ("players", "games", "locations"), each once.
template <class T>
std::map<qint64, int>
readIds(BgStatsReader &r, const QJsonArray &list, const char *key, std::vector<T> &out,
        const std::function<std::optional<T>(const QJsonObject &, const QString &)> &read)
{
    std::map<qint64, int> ids;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = base::indexPath(QLatin1String(key), i);
        const auto o = r.object(list[i], path);
        if (!o)
            continue;
        const auto id = r.integer(*o, path, "id", true);
        std::optional<T> item = read(*o, path);
        if (!id || !item)
            continue;
        if (ids.count(*id)) {
            r.error(base::childPath(path, QStringLiteral("id")),
                    BgStatsText::tr("expected an id used once in \"%1\", found %2 a second time")
                        .arg(QLatin1String(key), QString::number(*id)));
            continue;
        }
        ids[*id] = int(out.size());
        out.push_back(std::move(*item));
    }
    return ids;
}

} // namespace

ImportRead readBgStats(const QByteArray &bytes, const QString &fileName)
{
    ImportRead out;
    base::Problems &problems = out.problems;
    const std::optional<QJsonValue> json = base::parseJson(bytes, problems);
    if (!json)
        return out;
    BgStatsReader r(problems);
    if (!json->isObject()) {
        r.expected({},
                   BgStatsText::tr("a BG Stats backup (an object with \"plays\", \"players\" and \"games\")"),
                   *json);
        return out;
    }
    const QJsonObject root = json->toObject();
    if (!root.contains(QLatin1String("plays"))) {
        r.error({}, BgStatsText::tr(
                        "expected a BG Stats backup, with \"plays\", \"players\" and \"games\"; found "
                        "no \"plays\""));
        return out;
    }

    std::vector<PlayerRef> players;
    const auto playerIds =
        readIds<PlayerRef>(r, r.list(root, "players", false), "players", players,
                           [&r](const QJsonObject &o, const QString &path) -> std::optional<PlayerRef> {
                               PlayerRef p;
                               p.name = r.string(o, path, "name", true).simplified();
                               p.sourceUuid = r.string(o, path, "uuid", false).trimmed().toLower();
                               p.bggUsername = r.string(o, path, "bggUsername", false).trimmed();
                               p.anonymous = r.flag(o, path, "isAnonymous");
                               return p;
                           });
    std::vector<GameRef> games;
    const auto gameIds =
        readIds<GameRef>(r, r.list(root, "games", false), "games", games,
                         [&r](const QJsonObject &o, const QString &path) -> std::optional<GameRef> {
                             GameRef g;
                             g.name = r.string(o, path, "name", true).simplified();
                             if (g.name.isEmpty() && !o.value(QLatin1String("name")).isUndefined())
                                 r.error(base::childPath(path, QStringLiteral("name")),
                                         BgStatsText::tr("expected the game's name, found an empty text"));
                             g.sourceUuid = r.string(o, path, "uuid", false).trimmed().toLower();
                             g.bggId = int(r.integer(o, path, "bggId", false, 0, 100'000'000).value_or(0));
                             g.cooperative = r.flag(o, path, "cooperative");
                             g.highestWins = r.flag(o, path, "highestWins", true);
                             g.noPoints = r.flag(o, path, "noPoints");
                             return g;
                         });
    std::vector<QString> locations;
    const auto locationIds =
        readIds<QString>(r, r.list(root, "locations", false), "locations", locations,
                         [&r](const QJsonObject &o, const QString &path) {
                             return std::optional<QString>(r.string(o, path, "name", true).simplified());
                         });

    ImportBatch batch;
    batch.file = fileName;
    batch.format = QString::fromLatin1(kSourceBgStats);
    const QJsonArray plays = r.list(root, "plays", true);
    for (qsizetype i = 0; i < plays.size(); ++i) {
        const QString path = base::indexPath(QStringLiteral("plays"), i);
        const auto o = r.object(plays[i], path);
        if (!o)
            continue;
        Play play;
        play.source = QString::fromLatin1(kSourceBgStats);
        play.uuid = r.string(*o, path, "uuid", false).trimmed().toLower();
        if (play.uuid.isEmpty()) // the same uuid at every import of this play
            play.uuid =
                QUuid::createUuidV5(kContentNamespace, QJsonDocument(*o).toJson(QJsonDocument::Compact))
                    .toString(QUuid::WithoutBraces);
        if (const auto game = r.integer(*o, path, "gameRefId", true)) {
            if (const auto it = gameIds.find(*game); it != gameIds.end())
                play.game = games[size_t(it->second)];
            else
                r.error(base::childPath(path, QStringLiteral("gameRefId")),
                        BgStatsText::tr("expected the id of a game of \"games\" (%1), found %2")
                            .arg(gameIds.empty() ? BgStatsText::tr("there are none") : idList(gameIds),
                                 QString::number(*game)));
        }
        const QString date = r.string(*o, path, "playDate", true);
        play.playedAt = QDateTime::fromString(date, QStringLiteral("yyyy-MM-dd HH:mm:ss"));
        if (!play.playedAt.isValid())
            play.playedAt = QDateTime(QDate::fromString(date, QStringLiteral("yyyy-MM-dd")), QTime(0, 0));
        if (!play.playedAt.isValid() && o->value(QLatin1String("playDate")).isString())
            r.expected(base::childPath(path, QStringLiteral("playDate")),
                       BgStatsText::tr("a date and time such as \"2024-03-09 20:15:00\""),
                       o->value(QLatin1String("playDate")));
        play.durationMinutes = int(r.integer(*o, path, "durationMin", false, 0, 100'000).value_or(0));
        if (const auto location = r.integer(*o, path, "locationRefId", false); location && *location != 0) {
            if (const auto it = locationIds.find(*location); it != locationIds.end())
                play.location = locations[size_t(it->second)];
            else
                r.error(
                    base::childPath(path, QStringLiteral("locationRefId")),
                    BgStatsText::tr("expected 0 or the id of a location of \"locations\" (%1), found %2")
                        .arg(locationIds.empty() ? BgStatsText::tr("there are none") : idList(locationIds),
                             QString::number(*location)));
        }
        play.ignored = r.flag(*o, path, "ignored");
        play.comments = r.string(*o, path, "comments", false);
        if (const auto bggPlay = r.integer(*o, path, "bggId", false); bggPlay && *bggPlay > 0)
            play.sourceId = QString::number(*bggPlay);

        const QJsonValue scoresValue = o->value(QLatin1String("playerScores"));
        const QString scoresPath = base::childPath(path, QStringLiteral("playerScores"));
        if (!scoresValue.isUndefined() && !scoresValue.isArray())
            r.expected(scoresPath, BgStatsText::tr("a list"), scoresValue);
        const QJsonArray scores = scoresValue.toArray();
        for (qsizetype j = 0; j < scores.size(); ++j) {
            const QString at = base::indexPath(scoresPath, j);
            const auto s = r.object(scores[j], at);
            if (!s)
                continue;
            PlayResult result;
            if (const auto player = r.integer(*s, at, "playerRefId", true)) {
                if (const auto it = playerIds.find(*player); it != playerIds.end())
                    result.player = players[size_t(it->second)];
                else
                    r.error(
                        base::childPath(at, QStringLiteral("playerRefId")),
                        BgStatsText::tr("expected the id of a player of \"players\" (%1), found %2")
                            .arg(playerIds.empty() ? BgStatsText::tr("there are none") : idList(playerIds),
                                 QString::number(*player)));
            }
            const QJsonValue score = s->value(QLatin1String("score"));
            if (score.isDouble() && std::isfinite(score.toDouble())) { // a number where a text is written
                result.score = score.toDouble();
                result.scoreText = scoreText(score.toDouble());
            } else if (score.isString()) {
                result.scoreText = score.toString().trimmed();
                result.score = parseScoreText(result.scoreText);
                if (!result.score && !result.scoreText.isEmpty())
                    r.expected(base::childPath(at, QStringLiteral("score")),
                               BgStatsText::tr("a score: empty, a number, or a sum such as \"-10+7+22\""),
                               score);
            } else if (!score.isUndefined() && !score.isNull()) {
                r.expected(base::childPath(at, QStringLiteral("score")),
                           BgStatsText::tr("a score: empty, a number, or a sum such as \"-10+7+22\""), score);
            }
            result.winner = r.flag(*s, at, "winner");
            result.newPlayer = r.flag(*s, at, "newPlayer");
            result.startPlayer = r.flag(*s, at, "startPlayer");
            result.seat = int(r.integer(*s, at, "seatOrder", false, 0, 1000).value_or(0));
            result.rank = int(r.integer(*s, at, "rank", false, 0, 1000).value_or(0));
            result.team = r.string(*s, at, "team", false).simplified();
            result.color = r.string(*s, at, "color", false).simplified();
            play.results.push_back(std::move(result));
        }
        batch.plays.push_back(std::move(play));
    }
    if (!base::hasErrors(problems))
        out.batch = std::move(batch);
    return out;
}

} // namespace hk::library
