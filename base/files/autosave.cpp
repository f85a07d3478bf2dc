#include "files/autosave.h"

#include "files/file_io.h"
#include "files/file_lock.h"
#include "problems/problem.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

namespace hk::base {

namespace {

class AutosaveText {
    Q_DECLARE_TR_FUNCTIONS(Autosave)
};
QString infoPath(const QString &id)
{
    return Autosave::pathOf(id, QStringLiteral("json"));
}
QString lockPath(const QString &id)
{
    return Autosave::pathOf(id, QStringLiteral("lock"));
}
// What a leftover is offered back with: the file it belongs to, when it was saved, how many steps.
QString writeInfo(const QString &id, const QString &originalFile, const QDateTime &savedAt, int count,
                  const QByteArray &base)
{
    QJsonObject info{{QStringLiteral("format"), QStringLiteral("hallkeeper-autosave")},
                     {QStringLiteral("version"), 1},
                     {QStringLiteral("original"), originalFile},
                     {QStringLiteral("savedAt"), savedAt.toString(Qt::ISODateWithMs)}};
    if (count >= 0)
        info[QStringLiteral("actions")] = count;
    if (!base.isEmpty())
        info[QStringLiteral("base")] = QString::fromLatin1(base);
    return writeFileAtomically(infoPath(id), QJsonDocument(info).toJson());
}

// The autosave's lock files that no session holds and that keep nothing (a session that ended without
// destroying its autosave, before it wrote anything): removed as they are found. Kept is any "ID.SUFFIX"
// but the lock itself (the kept file, its info, what a kind keeps beside them).
void removeStrayLocks(const QDir &dir)
{
    for (const QString &name : dir.entryList({QStringLiteral("*.lock")}, QDir::Files | QDir::Hidden)) {
        const QString id = name.chopped(5);
        const QRegularExpression kept(QStringLiteral("^") + QRegularExpression::escape(id) +
                                      QStringLiteral("\\.(?!lock$)[a-z]+$"));
        if (!dir.entryList({id + QStringLiteral(".*")}, QDir::Files | QDir::Hidden).filter(kept).isEmpty())
            continue;
        FileLock::takeOverAbandoned(lockPath(id));
        QLockFile lock(lockPath(id));
        lock.setStaleLockTime(0);
        if (lock.tryLock(0))
            lock.unlock(); // removes it
    }
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

QString Autosave::pathOf(const QString &id, const QString &suffix)
{
    return directory() + QLatin1Char('/') + id + QLatin1Char('.') + suffix;
}

QString Autosave::filePath() const
{
    return pathOf(m_id, m_suffix);
}

QString Autosave::saveBytes(const QByteArray &bytes, const QString &originalFile, int count)
{
    return writeKept(bytes, originalFile, count);
}

QString Autosave::writeKept(const QByteArray &bytes, const QString &originalFile, int count)
{
    if (!QDir().mkpath(directory()))
        return AutosaveText::tr("cannot create the folder %1").arg(QDir::toNativeSeparators(directory()));
    if (const QString error = writeFileAtomically(filePath(), bytes); !error.isEmpty())
        return error;
    return writeInfo(m_id, originalFile, QDateTime::currentDateTimeUtc(), count, m_base);
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

QString Autosave::rewriteInfo(const Leftover &leftover)
{
    return writeInfo(leftover.id, leftover.originalFile, leftover.savedAt, leftover.actions, leftover.base);
}

std::vector<Autosave::Leftover> Autosave::leftovers(const QString &suffix, const Completion &complete)
{
    std::vector<Leftover> found;
    const QDir dir(directory());
    removeStrayLocks(dir);
    for (const QString &name : dir.entryList({QStringLiteral("*.") + suffix}, QDir::Files)) {
        const QString id = name.chopped(int(suffix.size()) + 1);
        FileLock::takeOverAbandoned(lockPath(id)); // a crash at any moment: the leftover is offered at once
        QLockFile lock(lockPath(id));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0)) // a running session holds it
            continue;
        lock.unlock();
        Leftover l;
        l.id = id;
        l.path = dir.filePath(name);
        Problems unread; // an info file that cannot be read: the kept file says the rest
        if (const std::optional<QByteArray> info = readInputFile(infoPath(id), unread)) {
            const QJsonObject o = QJsonDocument::fromJson(*info).object();
            l.originalFile = o.value(QStringLiteral("original")).toString();
            l.savedAt =
                QDateTime::fromString(o.value(QStringLiteral("savedAt")).toString(), Qt::ISODateWithMs);
            l.actions = o.value(QStringLiteral("actions")).toInt(-1);
            l.base = o.value(QStringLiteral("base")).toString().toLatin1();
        }
        if (complete)
            complete(l);
        // The crash may have come between the file and its info: the file itself says the rest.
        if (!l.savedAt.isValid())
            l.savedAt = QFileInfo(l.path).lastModified().toUTC();
        found.push_back(l);
    }
    std::sort(found.begin(), found.end(),
              [](const Leftover &a, const Leftover &b) { return a.savedAt > b.savedAt; });
    return found;
}

bool Autosave::Leftover::originalChanged() const
{
    if (originalFile.isEmpty())
        return false;
    return fileChangedSince(originalFile, base); // a file removed since is written again, over nothing
}

void Autosave::removeLeftover(const QString &id)
{
    const QDir dir(directory());
    const QString prefix = id + QLatin1Char('.');
    for (const QString &name : dir.entryList(QDir::Files | QDir::Hidden))
        if (name.startsWith(prefix) && !name.mid(prefix.size()).contains(QLatin1Char('.')) &&
            name != prefix + QStringLiteral("lock"))
            QFile::remove(dir.filePath(name));
    QFile::remove(lockPath(id));
}

} // namespace hk::base
