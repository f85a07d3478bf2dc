#include "files/file_lock.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSysInfo>
#include <QTemporaryFile>
#include <QThread>

#include <cerrno>
#include <csignal>
#include <ctime>
#include <fcntl.h>
#include <optional>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace hk::base {

namespace {
class LockText {
    Q_DECLARE_TR_FUNCTIONS(FileLock)
};

// QLockFile says only that no lock file could be made, not why; the system's reason ("No space left on
// device", "Permission denied") is found by writing a small file where the lock file would go.
QString whyNothingCanBeWritten(const QString &folder)
{
    QTemporaryFile probe(folder + QStringLiteral("/.hallkeeper-probe-XXXXXX"));
    if (!probe.open())
        return probe.errorString();
    const QByteArray bytes(64, 'x'); // a lock file's size: an empty file may still fit on a full disk
    if (probe.write(bytes) != bytes.size() || !probe.flush())
        return probe.errorString();
    return {};
}

// How long an empty lock file must have been there before it counts as abandoned: a live QLockFile writes
// its id into the file it created within microseconds.
constexpr qint64 kEmptyLockGraceMs = 200;

struct FileId {
    dev_t device = 0;
    ino_t inode = 0;
    bool operator==(const FileId &) const = default;
};

// `path`, if it is a lock file no running process holds: one naming a process of this machine that is gone
// (`deadHolder`), or one empty (or unreadable) for longer than a moment. Either way no process keeps the
// system lock (flock) that a live QLockFile holds on its file.
std::optional<FileId> abandonedLock(const QString &path, bool deadHolder)
{
    const int fd =
        ::open(QFile::encodeName(path).constData(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
    if (fd < 0)
        return std::nullopt;
    struct stat st {};
    bool abandoned = false;
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && ::flock(fd, LOCK_EX | LOCK_NB) == 0) {
        char head[256] = {};
        const ssize_t n = ::pread(fd, head, sizeof head - 1, 0);
        const QList<QByteArray> lines = QByteArray(head, n > 0 ? int(n) : 0).split('\n');
        bool isNumber = false;
        const qint64 pid = lines.value(0).toLongLong(&isNumber);
        if (isNumber && pid > 0) {
            const QString host = QString::fromUtf8(lines.value(2));
            abandoned = deadHolder && (host.isEmpty() || host == QSysInfo::machineHostName()) &&
                        ::kill(pid_t(pid), 0) != 0 && errno == ESRCH;
        } else {
            timespec now{};
            ::clock_gettime(CLOCK_REALTIME, &now);
            const qint64 ageMs = (qint64(now.tv_sec) - qint64(st.st_mtim.tv_sec)) * 1000 +
                                 (qint64(now.tv_nsec) - qint64(st.st_mtim.tv_nsec)) / 1'000'000;
            abandoned = ageMs >= kEmptyLockGraceMs;
        }
    }
    ::close(fd); // lets the flock taken for the test go
    return abandoned ? std::optional<FileId>(FileId{st.st_dev, st.st_ino}) : std::nullopt;
}

// Removes `path` if it is still the file that was found abandoned (not one made since by a live process).
void removeIfStill(const QString &path, const FileId &id)
{
    struct stat st {};
    const QByteArray name = QFile::encodeName(path);
    if (::lstat(name.constData(), &st) == 0 && FileId{st.st_dev, st.st_ino} == id)
        ::unlink(name.constData());
}

// QSaveFile's temporary files beside `fileName` ("NAME.XXXXXX"), and the CreateNew ones of files/file_io.cpp
// (".NAME.ID.part", and its own "….part.XXXXXX"): only the holder of the file's lock writes them, so the
// ones found by a new holder were left by a writer that died.
void removeAbandonedTemporaries(const QString &fileName)
{
    const QFileInfo info(fileName);
    const QDir folder(info.absolutePath());
    const QString name = info.fileName();
    const QRegularExpression saveFile(QRegularExpression::anchoredPattern(
        QRegularExpression::escape(name) + QStringLiteral("\\.[A-Za-z0-9]{6}")));
    const QRegularExpression part(
        QRegularExpression::anchoredPattern(QStringLiteral("\\.") + QRegularExpression::escape(name) +
                                            QStringLiteral("\\.[0-9a-f]{12}\\.part(\\.[A-Za-z0-9]{6})?")));
    for (const QString &entry :
         folder.entryList({name + QStringLiteral(".*"), QStringLiteral(".") + name + QStringLiteral(".*")},
                          QDir::Files | QDir::Hidden | QDir::System))
        if (saveFile.match(entry).hasMatch() || part.match(entry).hasMatch())
            QFile::remove(folder.filePath(entry));
}
} // namespace

void FileLock::takeOverAbandoned(const QString &lockFile)
{
    const QString guard = lockFile + QStringLiteral(".rmlock");
    if (const std::optional<FileId> id = abandonedLock(guard, true))
        removeIfStill(guard, *id);
    // A lock naming a dead process is QLockFile's to take over (under the guard, now free). An empty one is
    // removed here, under the same guard, so that no two processes remove it and each make their own.
    if (!abandonedLock(lockFile, false))
        return;
    QLockFile removal(guard);
    if (!removal.tryLock(0))
        return;
    if (const std::optional<FileId> id = abandonedLock(lockFile, false))
        removeIfStill(lockFile, *id);
}

FileLock::FileLock(const QString &fileName)
    : m_fileName(fileName), m_lock(std::make_unique<QLockFile>(lockFileName(fileName)))
{
    m_lock->setStaleLockTime(0); // stale only when its process is gone: a window may hold it for hours
}

FileLock::~FileLock() = default;

QString FileLock::lockFileName(const QString &fileName)
{
    const QFileInfo info(fileName);
    const QString folder = QDir(info.absolutePath()).canonicalPath();
    return (folder.isEmpty() ? info.absolutePath() : folder) + QStringLiteral("/.") + info.fileName() +
           QStringLiteral(".lock");
}

QString FileLock::lock(int waitMs)
{
    m_heldByAnother = false;
    if (m_lock->isLocked())
        return {};
    // QLockFile::tryLock(timeout) sleeps ever longer between tries; writers queued behind one another want
    // short, staggered tries instead.
    const QDeadlineTimer deadline(waitMs);
    while (!m_lock->tryLock(0)) {
        if (m_lock->error() != QLockFile::LockFailedError) {
            const QString folder = QFileInfo(m_fileName).absolutePath();
            if (!QDir(folder).exists())
                return LockText::tr("%1 cannot be written: the folder %2 does not exist")
                    .arg(m_fileName, QDir::toNativeSeparators(folder));
            const QString reason = whyNothingCanBeWritten(folder);
            return reason.isEmpty() ? LockText::tr("%1 cannot be written: no lock file can be made in %2")
                                          .arg(m_fileName, QDir::toNativeSeparators(folder))
                                    : LockText::tr("%1 cannot be written: no lock file can be made in %2: %3")
                                          .arg(m_fileName, QDir::toNativeSeparators(folder), reason);
        }
        if (deadline.hasExpired()) {
            m_heldByAnother = true;
            return holderText();
        }
        takeOverAbandoned(lockFileName(m_fileName));
        QThread::msleep(10 + QRandomGenerator::global()->bounded(20));
    }
    removeAbandonedTemporaries(m_fileName);
    return {};
}

void FileLock::unlock()
{
    m_lock->unlock();
}

bool FileLock::isLocked() const
{
    return m_lock->isLocked();
}

QString FileLock::holderText() const
{
    qint64 pid = 0;
    QString host, program;
    if (!m_lock->getLockInfo(&pid, &host, &program))
        return LockText::tr("%1 is being written by another program").arg(m_fileName);
    // The desktop app's executable is "hallkeeper": say its name as the user knows it.
    if (program.isEmpty() || program == QLatin1String("hallkeeper"))
        program = QStringLiteral("Hallkeeper");
    if (!host.isEmpty() && host != QSysInfo::machineHostName())
        return LockText::tr("%1 is open in %2 (process %3 on %4)")
            .arg(m_fileName, program, QString::number(pid), host);
    return LockText::tr("%1 is open in %2 (process %3)").arg(m_fileName, program, QString::number(pid));
}

} // namespace hk::base
