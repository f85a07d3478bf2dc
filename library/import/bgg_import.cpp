#include "import/bgg_import.h"

#include <QCoreApplication>
#include <QUuid>
#include <QXmlStreamReader>

namespace hk::library {

namespace {

class BggText {
    Q_DECLARE_TR_FUNCTIONS(BggImport)
};

const QUuid kBggNamespace = QUuid::fromString(QStringLiteral("3c1f6e2a-7d4b-4c8e-b0a9-5f2e6d7c8b91"));

class BggReader {
public:
    BggReader(QXmlStreamReader &xml, base::Problems &problems) : m_xml(xml), m_report(problems) {}

    // "play[3].players[1].score (line 57)"
    QString at(const QString &path) const
    {
        return BggText::tr("%1 (line %2)").arg(path, QString::number(m_xml.lineNumber()));
    }
    void error(const QString &path, const QString &message) { m_report.error(at(path), message); }
    void expected(const QString &path, const QString &what, const QString &found)
    {
        error(path, BggText::tr("expected %1, found \"%2\"").arg(what, found));
    }

    QString attribute(const char *name) const
    {
        return m_xml.attributes().value(QLatin1String(name)).toString();
    }
    bool has(const char *name) const { return m_xml.attributes().hasAttribute(QLatin1String(name)); }

    // A whole number attribute from `min` to `max`; `fallback` when absent or empty.
    qint64 number(const QString &path, const char *name, qint64 min, qint64 max, qint64 fallback)
    {
        const QString text = attribute(name).trimmed();
        if (text.isEmpty())
            return fallback;
        bool ok = false;
        const qint64 n = text.toLongLong(&ok);
        if (!ok || n < min || n > max) {
            expected(
                base::childPath(path, QLatin1String(name)),
                BggText::tr("a whole number from %1 to %2").arg(QString::number(min), QString::number(max)),
                text);
            return fallback;
        }
        return n;
    }

    // "0" or "1" (absent: 0).
    bool flag(const QString &path, const char *name)
    {
        const QString text = attribute(name).trimmed();
        if (text.isEmpty() || text == QLatin1String("0"))
            return false;
        if (text == QLatin1String("1"))
            return true;
        expected(base::childPath(path, QLatin1String(name)), BggText::tr("0 or 1"), text);
        return false;
    }

private:
    QXmlStreamReader &m_xml;
    base::ProblemReporter m_report;
};

void readPlayers(QXmlStreamReader &xml, BggReader &r, const QString &path, Play &play)
{
    while (xml.readNextStartElement()) {
        const QString at =
            base::indexPath(base::childPath(path, QStringLiteral("players")), qsizetype(play.results.size()));
        if (xml.name() != QLatin1String("player")) {
            r.expected(at, BggText::tr("a <player> element"), QStringLiteral("<%1>").arg(xml.name()));
            xml.skipCurrentElement();
            continue;
        }
        PlayResult result;
        result.player.bggUsername = r.attribute("username").trimmed();
        result.player.name = r.attribute("name").simplified();
        if (result.player.name.isEmpty())
            result.player.name = result.player.bggUsername;
        if (result.player.name.isEmpty())
            result.player.anonymous = true;
        // The start position is free text on BoardGameGeek: a number is a seat, anything else is not kept.
        bool seat = false;
        const int position = r.attribute("startposition").trimmed().toInt(&seat);
        if (seat && position > 0 && position <= 1000)
            result.seat = position;
        result.startPlayer = result.seat == 1;
        result.color = r.attribute("color").simplified();
        result.scoreText = r.attribute("score").trimmed();
        result.score = parseScoreText(result.scoreText);
        if (!result.score && !result.scoreText.isEmpty())
            r.expected(base::childPath(at, QStringLiteral("score")),
                       BggText::tr("a score: empty, a number, or a sum such as \"-10+7+22\""),
                       result.scoreText);
        result.newPlayer = r.flag(at, "new");
        result.winner = r.flag(at, "win");
        play.results.push_back(std::move(result));
        xml.skipCurrentElement();
    }
}

} // namespace

QString bggPlayUuid(qint64 playId)
{
    return QUuid::createUuidV5(kBggNamespace, QStringLiteral("play:%1").arg(playId))
        .toString(QUuid::WithoutBraces);
}

ImportRead readBggPlays(const QByteArray &bytes, const QString &fileName)
{
    ImportRead out;
    QXmlStreamReader xml(bytes);
    BggReader r(xml, out.problems);
    ImportBatch batch;
    batch.file = fileName;
    batch.format = QString::fromLatin1(kSourceBgg);

    if (!xml.readNextStartElement() || xml.name() != QLatin1String("plays")) {
        if (!xml.hasError())
            r.error(QStringLiteral("plays"),
                    BggText::tr("expected a BoardGameGeek plays file, whose root is "
                                "<plays>, found %1")
                        .arg(xml.name().isEmpty() ? BggText::tr("no element")
                                                  : QStringLiteral("<%1>").arg(xml.name())));
    } else {
        while (xml.readNextStartElement()) {
            const QString path = base::indexPath(QStringLiteral("play"), qsizetype(batch.plays.size()));
            if (xml.name() != QLatin1String("play")) {
                r.expected(path, BggText::tr("a <play> element"), QStringLiteral("<%1>").arg(xml.name()));
                xml.skipCurrentElement();
                continue;
            }
            Play play;
            play.source = QString::fromLatin1(kSourceBgg);
            const qint64 id = r.number(path, "id", 0, qint64(1) << 53, 0);
            if (id > 0) {
                play.uuid = bggPlayUuid(id);
                play.sourceId = QString::number(id);
            }
            const QString date = r.attribute("date").trimmed();
            play.playedAt = QDateTime(QDate::fromString(date, QStringLiteral("yyyy-MM-dd")), QTime(0, 0));
            if (!play.playedAt.isValid())
                r.expected(base::childPath(path, QStringLiteral("date")),
                           BggText::tr("a date such as \"2024-03-09\""), date);
            play.quantity = int(r.number(path, "quantity", 1, 10'000, 1));
            play.durationMinutes = int(r.number(path, "length", 0, 100'000, 0));
            play.incomplete = r.flag(path, "incomplete");
            play.noWinStats = r.flag(path, "nowinstats");
            play.location = r.attribute("location").simplified();
            bool item = false;
            while (xml.readNextStartElement()) {
                if (xml.name() == QLatin1String("item")) {
                    item = true;
                    const QString itemPath = base::childPath(path, QStringLiteral("item"));
                    play.game.name = r.attribute("name").simplified();
                    if (play.game.name.isEmpty())
                        r.expected(base::childPath(itemPath, QStringLiteral("name")),
                                   BggText::tr("the game's name"), QString());
                    // 0: a game BoardGameGeek does not know (an export of ours), known by its name.
                    play.game.bggId = int(r.number(itemPath, "objectid", 0, 100'000'000, 0));
                    if (!r.has("objectid"))
                        r.expected(base::childPath(itemPath, QStringLiteral("objectid")),
                                   BggText::tr("the game's BoardGameGeek id"), QString());
                    xml.skipCurrentElement();
                } else if (xml.name() == QLatin1String("comments")) {
                    play.comments = xml.readElementText(QXmlStreamReader::SkipChildElements).trimmed();
                } else if (xml.name() == QLatin1String("players")) {
                    readPlayers(xml, r, path, play);
                } else {
                    xml.skipCurrentElement();
                }
            }
            if (!item && !xml.hasError())
                r.error(path, BggText::tr("expected an <item> naming the game, found none"));
            if (play.uuid.isEmpty()) { // the same uuid at every import of this play
                QStringList parts{play.game.name, QString::number(play.game.bggId), date, play.location,
                                  play.comments};
                for (const PlayResult &p : play.results)
                    parts << p.player.bggUsername << p.player.name << p.scoreText
                          << QString::number(p.winner);
                play.uuid = QUuid::createUuidV5(kBggNamespace, parts.join(QChar(0x1f)))
                                .toString(QUuid::WithoutBraces);
            }
            batch.plays.push_back(std::move(play));
        }
    }
    if (xml.hasError() && xml.error() != QXmlStreamReader::PrematureEndOfDocumentError)
        r.error(QStringLiteral("xml"), BggText::tr("expected well-formed XML: %1 (column %2)")
                                           .arg(xml.errorString(), QString::number(xml.columnNumber())));
    else if (xml.hasError())
        r.error(QStringLiteral("xml"), BggText::tr("expected the rest of the file: it ends in the middle"));
    if (!base::hasErrors(out.problems))
        out.batch = std::move(batch);
    return out;
}

} // namespace hk::library
