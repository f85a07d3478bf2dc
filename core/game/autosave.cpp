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
QString keptFile(const QString &id, const QString &suffix)
{
    return Autosave::directory() + QLatin1Char('/') + id + QLatin1Char('.') + suffix;
}
} // namespace

Autosave::Autosave(const QString &id, const QString &suffix)
    : m_id(id.isEmpty() ? QUuid::createUuid().toString(QUuid::WithoutBraces) : id), m_suffix(suffix)
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

QString Autosave::filePath() const
{
    return keptFile(m_id, m_suffix);
}

QString Autosave::save(const GameFile &game, const QString &originalFile)
{
    return saveBytes(gameToBytes(game), originalFile, int(game.log.size()));
}

QString Autosave::saveBytes(const QByteArray &bytes, const QString &originalFile, int count)
{
    if (!QDir().mkpath(directory()))
        return QStringLiteral("cannot create %1").arg(directory());
    if (const QString error = writeFileAtomically(filePath(), bytes); !error.isEmpty())
        return error;
    QJsonObject info{
        {QStringLiteral("format"), QStringLiteral("hallkeeper-autosave")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("original"), originalFile},
        {QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)}};
    if (count >= 0)
        info[QStringLiteral("actions")] = count;
    return writeFileAtomically(infoPath(m_id), QJsonDocument(info).toJson());
}

void Autosave::clear()
{
    QFile::remove(filePath());
    QFile::remove(infoPath(m_id));
}

void Autosave::discard()
{
    clear();
    if (m_lock)
        m_lock->unlock();
}

std::vector<Autosave::Leftover> Autosave::leftovers(const QString &suffix)
{
    std::vector<Leftover> found;
    const QDir dir(directory());
    const bool games = suffix == QLatin1String("hkgame");
    for (const QString &name : dir.entryList({QStringLiteral("*.") + suffix}, QDir::Files)) {
        const QString id = name.chopped(int(suffix.size()) + 1);
        QLockFile lock(lockPath(id));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0)) // a running session holds it
            continue;
        lock.unlock();
        Leftover l;
        l.id = id;
        l.path = dir.filePath(name);
        l.actions = -1;  // unknown until read
        Problems unread; // an info file that cannot be read: the kept file says the rest
        if (const std::optional<QByteArray> info = readInputFile(infoPath(id), unread)) {
            const QJsonObject o = QJsonDocument::fromJson(*info).object();
            l.originalFile = o.value(QStringLiteral("original")).toString();
            l.savedAt =
                QDateTime::fromString(o.value(QStringLiteral("savedAt")).toString(), Qt::ISODateWithMs);
            l.actions = o.value(QStringLiteral("actions")).toInt(-1);
        }
        // The crash may have come between the file and its info: the file itself says the rest.
        if (!l.savedAt.isValid())
            l.savedAt = QFileInfo(l.path).lastModified().toUTC();
        if (l.actions < 0 && games) {
            const GameReadResult read = readGame(l.path, ActionCheck::StructureOnly);
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
    for (const char *suffix : {"hkgame", "hkboard", "hkcatalog"})
        QFile::remove(keptFile(id, QLatin1String(suffix)));
    QFile::remove(infoPath(id));
    QFile::remove(lockPath(id));
}

} // namespace hk
