#include "game/autosave.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QUuid>

namespace hk {

namespace {
QString infoPath(const QString &id)
{
    return Autosave::directory() + QLatin1Char('/') + id + QStringLiteral(".json");
}
QString lockPath(const QString &id)
{
    return Autosave::directory() + QLatin1Char('/') + id + QStringLiteral(".lock");
}
QString gameFile(const QString &id)
{
    return Autosave::directory() + QLatin1Char('/') + id + QStringLiteral(".hkgame");
}
} // namespace

Autosave::Autosave(const QString &id)
    : m_id(id.isEmpty() ? QUuid::createUuid().toString(QUuid::WithoutBraces) : id)
{
    QDir().mkpath(directory());
    m_lock = std::make_unique<QLockFile>(lockPath(m_id));
    m_lock->setStaleLockTime(0); // a lock is stale only when its process is gone
    m_lock->tryLock(100);
}

Autosave::~Autosave() = default;

QString Autosave::directory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

QString Autosave::gamePath() const
{
    return gameFile(m_id);
}

QString Autosave::save(const GameFile &game, const QString &originalFile)
{
    if (!QDir().mkpath(directory()))
        return QStringLiteral("cannot create %1").arg(directory());
    if (const QString error = writeGame(gamePath(), game); !error.isEmpty())
        return error;
    const QJsonObject info{
        {QStringLiteral("format"), QStringLiteral("hallkeeper-autosave")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("original"), originalFile},
        {QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
        {QStringLiteral("actions"), int(game.log.size())}};
    return writeFileAtomically(infoPath(m_id), QJsonDocument(info).toJson());
}

void Autosave::discard()
{
    QFile::remove(gamePath());
    QFile::remove(infoPath(m_id));
    if (m_lock)
        m_lock->unlock();
}

std::vector<Autosave::Leftover> Autosave::leftovers()
{
    std::vector<Leftover> found;
    const QDir dir(directory());
    for (const QString &name : dir.entryList({QStringLiteral("*.hkgame")}, QDir::Files)) {
        const QString id = name.chopped(int(qstrlen(".hkgame")));
        QLockFile lock(lockPath(id));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0)) // a running session holds it
            continue;
        lock.unlock();
        Leftover l;
        l.id = id;
        l.gamePath = dir.filePath(name);
        l.actions = -1; // unknown until read
        QFile info(infoPath(id));
        if (info.open(QIODevice::ReadOnly)) {
            const QJsonObject o = QJsonDocument::fromJson(info.readAll()).object();
            l.originalFile = o.value(QStringLiteral("original")).toString();
            l.savedAt =
                QDateTime::fromString(o.value(QStringLiteral("savedAt")).toString(), Qt::ISODateWithMs);
            l.actions = o.value(QStringLiteral("actions")).toInt(-1);
        }
        // The crash may have come between the game and its info: the game file itself says the rest.
        if (!l.savedAt.isValid())
            l.savedAt = QFileInfo(l.gamePath).lastModified().toUTC();
        if (l.actions < 0) {
            const GameReadResult read = readGame(l.gamePath, ActionCheck::StructureOnly);
            l.actions = read.game ? int(read.game->log.size()) : 0;
        }
        found.push_back(l);
    }
    std::sort(found.begin(), found.end(),
              [](const Leftover &a, const Leftover &b) { return a.savedAt > b.savedAt; });
    return found;
}

void Autosave::removeLeftover(const QString &id)
{
    QFile::remove(gameFile(id));
    QFile::remove(infoPath(id));
    QFile::remove(lockPath(id));
}

} // namespace hk
