#include "game/autosave.h"

#include "io/file_lock.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <unistd.h>

namespace hk {

namespace {

class AutosaveText {
    Q_DECLARE_TR_FUNCTIONS(Autosave)
};
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
// What a leftover is offered back with: the file it belongs to, when it was saved, how many actions.
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
QString journalPath(const QString &id)
{
    return Autosave::directory() + QLatin1Char('/') + id + QStringLiteral(".journal");
}

QByteArray digest(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha1).toHex();
}

// Folds the journal of a game's autosave into the game, atomically, then removes it. Returns the number of
// actions of the game, or -1 if there is nothing to fold or it cannot be read. A journal that names another
// file than the one there (written whole after it, the crash coming before the journal was removed) is
// obsolete: removed, never folded.
int foldJournal(const QString &id, const QString &gameFile)
{
    Problems unread;
    const std::optional<QByteArray> journal = readInputFile(journalPath(id), unread);
    if (!journal)
        return -1;
    const std::optional<QByteArray> bytes = readInputFile(gameFile, unread);
    QJsonObject game = bytes ? QJsonDocument::fromJson(*bytes).object() : QJsonObject();
    if (game.isEmpty())
        return -1;
    QList<QByteArray> lines = journal->split('\n').mid(0, journal->count('\n')); // complete lines
    // The first line names the file the journal extends (journals of earlier versions have none).
    if (const QJsonObject first = QJsonDocument::fromJson(lines.value(0)).object();
        first.contains(QStringLiteral("base"))) {
        if (first.value(QStringLiteral("base")).toString().toLatin1() != digest(*bytes)) {
            QFile::remove(journalPath(id));
            return -1;
        }
        lines.removeFirst();
    }
    QJsonArray log = game.value(QStringLiteral("log")).toArray();
    for (const QByteArray &line : lines) {
        const QJsonObject entry = QJsonDocument::fromJson(line).object();
        const int at = entry.value(QStringLiteral("at")).toInt(-1);
        if (at < log.size()) // folded in already (a look interrupted before the journal went)
            continue;
        if (at != log.size() || !entry.value(QStringLiteral("action")).isObject())
            break; // torn or out of place: what follows cannot be trusted
        log.append(entry.value(QStringLiteral("action")));
    }
    game[QStringLiteral("log")] = log;
    if (!writeFileAtomically(gameFile, QJsonDocument(game).toJson(QJsonDocument::Compact)).isEmpty())
        return -1;
    QFile::remove(journalPath(id));
    return int(log.size());
}

// The autosave's lock files that no session holds and that keep nothing (a session that ended without
// destroying its autosave, before it wrote anything): removed as they are found.
void removeStrayLocks(const QDir &dir)
{
    for (const QString &name : dir.entryList({QStringLiteral("*.lock")}, QDir::Files | QDir::Hidden)) {
        const QString id = name.chopped(5);
        if (!dir.entryList({id + QStringLiteral(".*")}, QDir::Files | QDir::Hidden)
                 .filter(QRegularExpression(QStringLiteral("\\.(hk[a-z]+|json|journal)$")))
                 .isEmpty())
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

QString Autosave::filePath() const
{
    return keptFile(m_id, m_suffix);
}

QString Autosave::save(const GameFile &game, const QString &originalFile, const std::vector<Ledger> *ledgers)
{
    const size_t n = game.log.size();
    // One more action than the files hold, nothing else changed: one line in the journal.
    if (ledgers && ledgers->size() == n && m_saved && originalFile == m_savedOriginal &&
        n == m_saved->log.size() + 1 && game.setup == m_saved->setup &&
        std::equal(m_saved->log.begin(), m_saved->log.end(), game.log.begin())) {
        const QString error = appendToJournal(game.log.back(), ledgers->back(), qsizetype(n - 1));
        if (error.isEmpty())
            m_saved->log.push_back(game.log.back());
        else
            m_saved.reset(); // the next save writes the game whole
        return error;
    }
    // Whole: the new file first; the journal, which extends the old one, goes only once it is written.
    m_saved.reset();
    const QByteArray bytes = gameToBytes(game, ledgers);
    if (const QString error = writeKept(bytes, originalFile, int(n)); !error.isEmpty())
        return error; // the old file and its journal stay as they were: what they hold is not lost
    QFile::remove(journalPath(m_id));
    m_journalBegun = false;
    if (m_suffix == QLatin1String(kGameSuffix)) {
        m_saved = game;
        m_savedOriginal = originalFile;
        m_savedDigest = digest(bytes);
    }
    return {};
}

QString Autosave::appendToJournal(const Action &action, const Ledger &ledger, qsizetype index)
{
    QByteArray line = QJsonDocument(QJsonObject{{QStringLiteral("at"), index},
                                                {QStringLiteral("action"), actionToJson(action, &ledger)}})
                          .toJson(QJsonDocument::Compact);
    line += '\n';
    // The first line of a new journal names the file it extends.
    if (!m_journalBegun)
        line.prepend(QJsonDocument(QJsonObject{{QStringLiteral("base"), QString::fromLatin1(m_savedDigest)}})
                         .toJson(QJsonDocument::Compact) +
                     '\n');
    QFile journal(journalPath(m_id));
    const QIODevice::OpenMode mode = m_journalBegun ? QIODevice::Append : QIODevice::Truncate;
    if (!journal.open(QIODevice::WriteOnly | mode | QIODevice::Unbuffered))
        return journal.errorString();
    const qint64 before = journal.size();
    // The line is whole on disk before the save counts as done. A line that could not be written whole is
    // cut off again, so that the lines appended once there is room again are read.
    const int fd = journal.handle();
    int failure = 0;
    for (qsizetype written = 0; written < line.size() && failure == 0;) {
        const ssize_t n = ::write(fd, line.constData() + written, size_t(line.size() - written));
        if (n > 0)
            written += n;
        else if (n < 0 && errno != EINTR)
            failure = errno; // a short write is no error yet: the next one says why it stopped (ENOSPC)
    }
    if (failure == 0 && ::fdatasync(fd) != 0)
        failure = errno;
    if (failure != 0) {
        if (::ftruncate(fd, before) == 0)
            ::fdatasync(fd);
        journal.close();
        return QString::fromLocal8Bit(std::strerror(failure));
    }
    m_journalBegun = true;
    return {};
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
    m_saved.reset();
    m_journalBegun = false;
    QFile::remove(journalPath(m_id));
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
    removeStrayLocks(dir);
    const bool games = suffix == QLatin1String("hkgame");
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
        l.actions = -1; // unknown until read
        // The journal's actions join the game, which is then whole: every reader of l.path sees them all.
        const QDateTime journalTime = QFileInfo(journalPath(id)).lastModified().toUTC();
        const int folded = games && QFile::exists(journalPath(id)) ? foldJournal(id, l.path) : -1;
        Problems unread; // an info file that cannot be read: the kept file says the rest
        if (const std::optional<QByteArray> info = readInputFile(infoPath(id), unread)) {
            const QJsonObject o = QJsonDocument::fromJson(*info).object();
            l.originalFile = o.value(QStringLiteral("original")).toString();
            l.savedAt =
                QDateTime::fromString(o.value(QStringLiteral("savedAt")).toString(), Qt::ISODateWithMs);
            l.actions = o.value(QStringLiteral("actions")).toInt(-1);
            l.base = o.value(QStringLiteral("base")).toString().toLatin1();
        }
        if (folded >= 0) { // the info now says what the folded game holds
            l.actions = folded;
            l.savedAt = std::max(l.savedAt, journalTime);
            writeInfo(id, l.originalFile, l.savedAt, l.actions, l.base);
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

bool Autosave::Leftover::originalChanged() const
{
    if (originalFile.isEmpty() || base.isEmpty())
        return false;
    const QByteArray now = fileFingerprint(originalFile);
    return !now.isEmpty() && now != base; // a file removed since is written again, over nothing
}

void Autosave::removeLeftover(const QString &id)
{
    // Whatever kind it kept — the app's own or a game's (a tracker's suffix this file never names) — every
    // "ID.SUFFIX" goes, the lock last.
    const QDir dir(directory());
    const QString prefix = id + QLatin1Char('.');
    for (const QString &name : dir.entryList(QDir::Files | QDir::Hidden))
        if (name.startsWith(prefix) && !name.mid(prefix.size()).contains(QLatin1Char('.')) &&
            name != prefix + QStringLiteral("lock"))
            QFile::remove(dir.filePath(name));
    QFile::remove(lockPath(id));
}

} // namespace hk
