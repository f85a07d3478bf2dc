#include "io/file_lock.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>
#include <QLockFile>
#include <QRandomGenerator>
#include <QSysInfo>
#include <QTemporaryFile>
#include <QThread>

namespace hk {

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
} // namespace

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
        if (deadline.hasExpired())
            return holderText();
        QThread::msleep(10 + QRandomGenerator::global()->bounded(20));
    }
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

} // namespace hk
