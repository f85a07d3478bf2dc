#pragma once

// Files as Hallkeeper reads and writes them, every one through these functions.
//
// Reading: an input is read once, whole, and never beyond kMaxFileBytes while it is read, so that a device
// that never ends (/dev/zero) costs nothing. Only a regular file is read (or a Qt resource, or the standard
// input where a command documents it): a FIFO or a pipe could block for ever or be read by no one twice, and
// is refused before anything waits on it.
//
// Writing: atomically (the previous file stays whole if anything fails: a full disk, a crash), and only to a
// regular file or a new name: never over a device or a FIFO, never through a symbolic link (a dangling one
// included), and with WriteMode::CreateNew never over anything that exists, checked by the rename itself.

#include "model/problem.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace hk {

// Files larger than this are neither read nor written: no legitimate Hallkeeper file comes close (a game of
// 30,000 actions), and a writer never leaves a file its own reader would refuse.
inline constexpr qint64 kMaxFileBytes = 16 * 1024 * 1024;

// The bytes of a regular file or a Qt resource (":/…"), or nothing with the problem recorded (path empty:
// the file as a whole): missing, unreadable, a folder, not a regular file, larger than kMaxFileBytes.
std::optional<QByteArray> readInputFile(const QString &fileName, Problems &problems);
// The same for the standard input, whatever it is (a file, a pipe, a terminal, a device), bounded alike.
std::optional<QByteArray> readStandardInput(Problems &problems);

enum class WriteMode {
    Replace,  // a new file, or in place of a regular file
    CreateNew // a new file only: refused if anything exists under the name, even a dangling link
};

// Why `fileName` may not be written in `mode`, or an empty string: a symbolic link, a folder, not a regular
// file, or (CreateNew) anything that exists. writeFileAtomically() checks this itself; commands ask first
// to refuse before any work.
QString writeTargetProblem(const QString &fileName, WriteMode mode);

// Writes `bytes` atomically: the previous file stays intact if anything fails, and bytes beyond
// kMaxFileBytes are refused. Returns an empty string on success, else the reason.
QString writeFileAtomically(const QString &fileName, const QByteArray &bytes,
                            WriteMode mode = WriteMode::Replace);

// A file a user named (on a command line): never a Qt resource, whatever its first character. ":x.hkgame"
// is the file of that name in the current folder, read and written as "./:x.hkgame".
QString userFilePath(const QString &path);

// What tells one version of a file on disk from another: its device, inode, size and modification time.
// Every write of Hallkeeper's (and of most programs) makes a new file renamed over the old one, so a file
// written since has another fingerprint. Empty if nothing is there.
QByteArray fileFingerprint(const QString &fileName);

// Whether two names lead to the same file on disk (the same device and inode): another spelling of the
// path, a hard link. False if either does not exist.
bool isSameFile(const QString &a, const QString &b);

} // namespace hk
