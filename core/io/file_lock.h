#pragma once

// One writer at a time for each file. A lock file beside it (".NAME.lock", a QLockFile holding the process
// id, the program and the host of its holder) is held around every read-modify-write of hallkeeper-cli
// (play, undo, new, recover, score --write-sheet) and, in the app, for as long as a window has the file open
// for editing. Another writer waits a moment for it, then is refused with the holder named: "game.hkgame is
// open in Hallkeeper (process 1234)". A lock left by a process that is gone (a crash, kill -9) is taken over.
// Readers take no lock: every write is an atomic rename, so a reader sees the old file or the new one.

#include <QString>

#include <memory>

class QLockFile;

namespace hk {

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
    QString fileName() const { return m_fileName; }

    // The lock file of `fileName`: ".NAME.lock" in the same folder, its real path (so that two spellings of a
    // path share one lock).
    static QString lockFileName(const QString &fileName);

private:
    QString holderText() const;

    QString m_fileName;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace hk
