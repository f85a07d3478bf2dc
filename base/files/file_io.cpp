#include "files/file_io.h"
#include "i18n/arg_text.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QSaveFile>
#include <QUuid>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace hk::base {

namespace {

// Translation context "JsonChecker", where the file sentences were translated before they moved here.
class FileText {
    Q_DECLARE_TR_FUNCTIONS(JsonChecker)
};

QString systemError(int error)
{
    return qt_error_string(error);
}

// What a file that is not a regular one is, for "is …, not a regular file".
QString kindOf(mode_t mode)
{
    if (S_ISFIFO(mode))
        return FileText::tr("a FIFO or a pipe");
    if (S_ISCHR(mode))
        return FileText::tr("a character device");
    if (S_ISBLK(mode))
        return FileText::tr("a block device");
    if (S_ISSOCK(mode))
        return FileText::tr("a socket");
    return FileText::tr("a special file");
}

QString tooLarge()
{
    return FileText::tr("is too large to be a Hallkeeper file (more than %1 bytes)").arg(kMaxFileBytes);
}

// Reads `fd` to its end, never holding more than kMaxFileBytes; `sizeHint` is what fstat said (0: a stream).
std::optional<QByteArray> readBounded(int fd, qint64 sizeHint, ProblemReporter &report)
{
    QByteArray bytes;
    bytes.reserve(qsizetype(std::min(sizeHint, kMaxFileBytes) + 1));
    constexpr qsizetype kChunk = 64 * 1024;
    for (;;) {
        const qsizetype at = bytes.size();
        bytes.resize(at + kChunk);
        const ssize_t n = ::read(fd, bytes.data() + at, size_t(kChunk));
        if (n < 0) {
            bytes.resize(at);
            if (errno == EINTR)
                continue;
            report.error({}, FileText::tr("cannot be read: %1").arg(systemError(errno)));
            return std::nullopt;
        }
        bytes.resize(at + n);
        if (n == 0)
            return bytes;
        if (bytes.size() > kMaxFileBytes) {
            report.error({}, tooLarge());
            return std::nullopt;
        }
    }
}

std::optional<QByteArray> readResource(const QString &fileName, ProblemReporter &report)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        report.error({}, FileText::tr("cannot be read: %1").arg(file.errorString()));
        return std::nullopt;
    }
    if (file.size() > kMaxFileBytes) {
        report.error({}, tooLarge());
        return std::nullopt;
    }
    return file.readAll();
}

// Moves the finished temporary file `from` to the name `to` only if nothing is there, atomically where the
// file system can. Returns 0 or the error (EEXIST: something is there).
int moveToNewName(const QByteArray &from, const QByteArray &to)
{
#ifdef RENAME_NOREPLACE
    if (::renameat2(AT_FDCWD, from.constData(), AT_FDCWD, to.constData(), RENAME_NOREPLACE) == 0)
        return 0;
    if (errno != EINVAL && errno != ENOSYS && errno != ENOTSUP)
        return errno;
#endif
    // A file system without renameat2: a hard link is created only where nothing is, too.
    if (::link(from.constData(), to.constData()) == 0) {
        ::unlink(from.constData());
        return 0;
    }
    if (errno != EPERM && errno != ENOTSUP)
        return errno;
    // Nor hard links (FAT): check, then rename, the best such a file system allows.
    struct stat st {};
    if (::lstat(to.constData(), &st) == 0)
        return EEXIST;
    return ::rename(from.constData(), to.constData()) == 0 ? 0 : errno;
}

// ---- Fingerprints: "device:inode:size:mtime#hash"

QByteArray statKey(const struct stat &st)
{
    return QByteArray::number(quint64(st.st_dev)) + ':' + QByteArray::number(quint64(st.st_ino)) + ':' +
           QByteArray::number(qint64(st.st_size)) + ':' + QByteArray::number(qint64(st.st_mtim.tv_sec)) +
           '.' + QByteArray::number(qint64(st.st_mtim.tv_nsec));
}

// A 64-bit hash of the content, eight bytes a step: tells a hand edit apart at memory speed (16 MB in a few
// ms). Not cryptographic, and needs not be: each step is a bijection of the state, so a file that differs in
// one word always hashes differently. The same on every machine and in every version (it is kept in the
// autosave's info).
quint64 contentHash(const QByteArray &bytes)
{
    constexpr quint64 kPrime = 0x9E3779B97F4A7C15ull;
    quint64 h = quint64(bytes.size()) * kPrime;
    const char *data = bytes.constData();
    const qsizetype words = bytes.size() / 8;
    for (qsizetype i = 0; i < words; ++i) {
        quint64 w;
        std::memcpy(&w, data + i * 8, 8);
        h = (h ^ w) * kPrime;
        h ^= h >> 29;
    }
    quint64 tail = 0;
    std::memcpy(&tail, data + words * 8, size_t(bytes.size() - words * 8));
    h = (h ^ tail) * kPrime;
    return h ^ (h >> 32);
}

QByteArray withHash(const QByteArray &key, quint64 hash)
{
    return key + '#' + QByteArray::number(hash, 16);
}

// The hash of the bytes this process last read from or wrote to each file, with the file's stat then: the
// fingerprint of a file just read or written is of the bytes the document holds, without reading it again.
struct Seen {
    QByteArray key;
    quint64 hash = 0;
};

QMutex &seenMutex()
{
    static QMutex mutex;
    return mutex;
}

QHash<QString, Seen> &seenFiles()
{
    static QHash<QString, Seen> seen;
    return seen;
}

void remember(const QString &fileName, const struct stat &st, const QByteArray &bytes)
{
    const Seen seen{statKey(st), contentHash(bytes)};
    const QMutexLocker lock(&seenMutex());
    if (seenFiles().size() >= 256) // a long-running process reads many files: only the recent ones matter
        seenFiles().clear();
    seenFiles().insert(fileName, seen);
}

void rememberWritten(const QString &fileName, const QByteArray &bytes)
{
    struct stat st {};
    if (::stat(QFile::encodeName(fileName).constData(), &st) == 0)
        remember(fileName, st, bytes);
}

QString existsAlready(bool link)
{
    return link ? FileText::tr("exists already (a symbolic link); choose a new file name")
                : FileText::tr("exists already; choose a new file name");
}

// The checked, atomic write in place of `fileName` (QSaveFile: a temporary file renamed over it).
QString replaceFile(const QString &fileName, const QByteArray &bytes)
{
    QSaveFile file(fileName);
    // Unbuffered, so that every write reaches the file system here and its error (no space left, file too
    // large) is seen here. Buffered, the error of the final flush inside commit() is lost (Qt 6.4) and a
    // truncated temporary file replaces the old one.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return file.errorString();
    const auto fail = [&file] {
        QString reason = file.errorString();
        if (file.error() == QFileDevice::NoError || reason.isEmpty())
            reason = FileText::tr("the file could not be written completely");
        file.cancelWriting();
        return reason;
    };
    // A short write is not an error yet: the next write says why it stopped (ENOSPC, EFBIG).
    for (qint64 written = 0; written < bytes.size();) {
        const qint64 n = file.write(bytes.constData() + written, bytes.size() - written);
        if (n <= 0)
            return fail();
        written += n;
    }
    if (!file.flush() || file.error() != QFileDevice::NoError)
        return fail();
    if (!file.commit())
        return file.errorString().isEmpty() ? FileText::tr("the file could not be written completely")
                                            : file.errorString();
    return {};
}

} // namespace

std::optional<QByteArray> readInputFile(const QString &fileName, Problems &problems)
{
    ProblemReporter report(problems);
    if (fileName.startsWith(QLatin1Char(':')))
        return readResource(fileName, report);
    // Non-blocking, so that opening a FIFO with no writer returns at once; it is refused just below.
    const int fd =
        ::open(QFile::encodeName(fileName).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        report.error({}, FileText::tr("cannot be read: %1").arg(systemError(errno)));
        return std::nullopt;
    }
    std::optional<QByteArray> bytes;
    struct stat st {};
    if (::fstat(fd, &st) != 0)
        report.error({}, FileText::tr("cannot be read: %1").arg(systemError(errno)));
    else if (S_ISDIR(st.st_mode))
        report.error({}, FileText::tr("is a folder, not a file"));
    else if (!S_ISREG(st.st_mode))
        report.error({}, FileText::tr("is %1, not a regular file: Hallkeeper reads only regular files")
                             .arg(kindOf(st.st_mode)));
    else if (st.st_size > kMaxFileBytes)
        report.error({},
                     FileText::tr("is too large (%1 bytes) to be a Hallkeeper file").arg(qint64(st.st_size)));
    else if (::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK) != 0)
        report.error({}, FileText::tr("cannot be read: %1").arg(systemError(errno)));
    else
        bytes = readBounded(fd, st.st_size, report);
    ::close(fd);
    if (bytes)
        remember(fileName, st, *bytes);
    return bytes;
}

std::optional<QByteArray> readStandardInput(Problems &problems)
{
    ProblemReporter report(problems);
    struct stat st {};
    const qint64 sizeHint = ::fstat(STDIN_FILENO, &st) == 0 && S_ISREG(st.st_mode) ? qint64(st.st_size) : 0;
    return readBounded(STDIN_FILENO, sizeHint, report);
}

QString writeTargetProblem(const QString &fileName, WriteMode mode)
{
    struct stat st {};
    if (::lstat(QFile::encodeName(fileName).constData(), &st) != 0)
        return {}; // nothing there yet (a missing folder is the write's to report)
    if (mode == WriteMode::CreateNew)
        return existsAlready(S_ISLNK(st.st_mode));
    if (S_ISLNK(st.st_mode))
        return FileText::tr("is a symbolic link; Hallkeeper never writes through one: give the path of the "
                            "file itself");
    if (S_ISDIR(st.st_mode))
        return FileText::tr("is a folder, not a file");
    if (!S_ISREG(st.st_mode))
        return FileText::tr("is %1, not a regular file: Hallkeeper writes only regular files")
            .arg(kindOf(st.st_mode));
    return {};
}

QString writeFileAtomically(const QString &fileName, const QByteArray &bytes, WriteMode mode)
{
    if (bytes.size() > kMaxFileBytes)
        return FileText::tr("the file would be %1 bytes, more than the %2 bytes Hallkeeper reads")
            .arg(argText(bytes.size()), argText(kMaxFileBytes));
    if (const QString problem = writeTargetProblem(fileName, mode); !problem.isEmpty())
        return problem;
    if (mode == WriteMode::Replace) {
        const QString error = replaceFile(fileName, bytes);
        if (error.isEmpty())
            rememberWritten(fileName, bytes);
        return error;
    }

    // A new file: written whole under a hidden temporary name beside it, then given its name only if nothing
    // has appeared there meanwhile.
    const QFileInfo target(fileName);
    const QString part = target.absolutePath() + QStringLiteral("/.") + target.fileName() + QLatin1Char('.') +
                         QUuid::createUuid().toString(QUuid::Id128).left(12) + QStringLiteral(".part");
    if (const QString error = replaceFile(part, bytes); !error.isEmpty())
        return error;
    const int error = moveToNewName(QFile::encodeName(part), QFile::encodeName(fileName));
    if (error == 0) {
        rememberWritten(fileName, bytes);
        return {};
    }
    QFile::remove(part);
    if (error == EEXIST) {
        struct stat st {};
        return existsAlready(::lstat(QFile::encodeName(fileName).constData(), &st) == 0 &&
                             S_ISLNK(st.st_mode));
    }
    return systemError(error);
}

QString userFilePath(const QString &path)
{
    return path.startsWith(QLatin1Char(':')) ? QStringLiteral("./") + path : path;
}

QByteArray fileFingerprint(const QString &fileName)
{
    struct stat st {};
    if (fileName.isEmpty() || ::stat(QFile::encodeName(fileName).constData(), &st) != 0)
        return {};
    const QByteArray key = statKey(st);
    {
        const QMutexLocker lock(&seenMutex());
        const auto seen = seenFiles().constFind(fileName);
        if (seen != seenFiles().cend() && seen->key == key)
            return withHash(key, seen->hash);
    }
    Problems unread;
    const std::optional<QByteArray> bytes = readInputFile(fileName, unread);
    return bytes ? withHash(key, contentHash(*bytes)) : key;
}

bool fileChangedSince(const QString &fileName, const QByteArray &base)
{
    struct stat st {};
    if (base.isEmpty() || fileName.isEmpty() || ::stat(QFile::encodeName(fileName).constData(), &st) != 0)
        return false;
    const qsizetype mark = base.indexOf('#');
    if (mark < 0) // a fingerprint of an older version, without the hash
        return statKey(st) != base;
    if (statKey(st) != base.first(mark))
        return true;
    // Device, inode, size and time as they were: only the content tells an edit in place that kept them all.
    Problems unread;
    const std::optional<QByteArray> bytes = readInputFile(fileName, unread);
    return !bytes || QByteArray::number(contentHash(*bytes), 16) != base.mid(mark + 1);
}

bool isSameFile(const QString &a, const QString &b)
{
    struct stat sa {
    }, sb{};
    return ::stat(QFile::encodeName(a).constData(), &sa) == 0 &&
           ::stat(QFile::encodeName(b).constData(), &sb) == 0 && sa.st_dev == sb.st_dev &&
           sa.st_ino == sb.st_ino;
}

} // namespace hk::base
