#include "io/file_io.h"
#include "i18n/arg_text.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QUuid>

#include <cerrno>
#include <cstdio>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace hk {

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
    if (mode == WriteMode::Replace)
        return replaceFile(fileName, bytes);

    // A new file: written whole under a hidden temporary name beside it, then given its name only if nothing
    // has appeared there meanwhile.
    const QFileInfo target(fileName);
    const QString part = target.absolutePath() + QStringLiteral("/.") + target.fileName() + QLatin1Char('.') +
                         QUuid::createUuid().toString(QUuid::Id128).left(12) + QStringLiteral(".part");
    if (const QString error = replaceFile(part, bytes); !error.isEmpty())
        return error;
    const int error = moveToNewName(QFile::encodeName(part), QFile::encodeName(fileName));
    if (error == 0)
        return {};
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
    return QByteArray::number(quint64(st.st_dev)) + ':' + QByteArray::number(quint64(st.st_ino)) + ':' +
           QByteArray::number(qint64(st.st_size)) + ':' + QByteArray::number(qint64(st.st_mtim.tv_sec)) +
           '.' + QByteArray::number(qint64(st.st_mtim.tv_nsec));
}

bool isSameFile(const QString &a, const QString &b)
{
    struct stat sa {
    }, sb{};
    return ::stat(QFile::encodeName(a).constData(), &sa) == 0 &&
           ::stat(QFile::encodeName(b).constData(), &sb) == 0 && sa.st_dev == sb.st_dev &&
           sa.st_ino == sb.st_ino;
}

} // namespace hk
