#pragma once

// One writer at a time for each file. A lock file beside it (".NAME.lock", a QLockFile holding the process
// id, the program and the host of its holder) is held around every read-modify-write of hallkeeper-cli
// (play, undo, new, recover, score --write-sheet) and, in the app, for as long as a window has the file open
// for editing. Another writer waits a moment for it, then is refused with the holder named: "game.hkgame is
// open in Hallkeeper (process 1234)". A lock left by a process that is gone (a crash, kill -9) is taken over
// at once, whatever moment the process died at (takeOverAbandoned), and the temporary files of a writer that
// died mid-write are removed by the next one to hold the lock.
// Readers take no lock: every write is an atomic rename, so a reader sees the old file or the new one.

#include <QString>

#include <memory>

class QLockFile;

namespace hk::base {

// How long a command waits for another writer of the same file to finish.
inline constexpr int kWriterWaitMs = 5000;

class FileLock {
public:
    explicit FileLock(const QString &fileName);
    ~FileLock(); // lets the lock go
    FileLock(const FileLock &) = delete;
    FileLock &operator=(const FileLock &) = delete;

    // Takes the lock, waiting at most `waitMs` for its holder to let it go. An empty string once it is held;
    // else the sentence why not, naming the file and the holder ("game.hkgame is open in Hallkeeper
    // (process 1234)") or what stops a lock file from being made (a folder that does not exist or may not be
    // written, where the file could not be written either).
    QString lock(int waitMs = kWriterWaitMs);
    void unlock();
    bool isLocked() const;
    // Whether the last lock() failed because another writer holds the lock (not because no lock file can be
    // made in the folder: a read-only folder, a full disk).
    bool heldByAnother() const { return m_heldByAnother; }
    QString fileName() const { return m_fileName; }

    // The lock file of `fileName`: ".NAME.lock" in the same folder, its real path (so that two spellings of a
    // path share one lock).
    static QString lockFileName(const QString &fileName);

    // QLockFile takes over a lock whose process is gone only through a second lock, "LOCK.rmlock", which it
    // holds for a moment; a process killed in that moment leaves it behind (empty, or naming a dead process),
    // and QLockFile then waits 30 s before it calls it stale. A process killed between creating a lock file
    // and writing its id into it leaves an empty lock that QLockFile never calls stale. Removes both kinds
    // when no running process holds them (none keeps the system lock a live QLockFile takes on its file,
    // and the process named is gone, or the file has been empty for more than a moment), so that a lock
    // left by a dead process is taken over at once. For every QLockFile of Hallkeeper's: FileLock's, and the
    // autosave's own.
    static void takeOverAbandoned(const QString &lockFile);

private:
    QString holderText() const;

    QString m_fileName;
    std::unique_ptr<QLockFile> m_lock;
    bool m_heldByAnother = false;
};

} // namespace hk::base
