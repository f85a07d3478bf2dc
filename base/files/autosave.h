#pragma once

// Never lose work: what a window has not saved yet is kept in the application's data directory
// (QStandardPaths::AppDataLocation/autosave) as "ID.SUFFIX" (the document whole, in its own format) beside
// "ID.json" (the file it belongs to, when it was kept, how many steps it holds). A session that ends cleanly
// removes its autosave; each session holds a lock on it ("ID.lock") while it runs, so an autosave whose lock
// is free at start-up was left by a crash: offer it back. Every kind of document is kept so, whatever game
// it is of; a kind may keep more beside it ("ID.journal": Mountain King's game, game/autosave.h) and complete
// its leftovers from it.
//
// Nothing is removed before what replaces it is written, and every write is atomic (files/file_io.h): a
// failed write (a full disk) keeps the files as they were; the caller says so until a save succeeds again.
//
// Each autosave also keeps the fingerprint of the file the work belongs to, as the document read or last
// saved it (setBase, files/file_io.h fileFingerprint): recovering over a file written since is noticed
// (Leftover::originalChanged).

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

class QLockFile;

namespace hk::base {

class Autosave {
public:
    // `id` empty: a new one. `suffix` is the kind of file kept ("hkboard", "hkscore", a tracker's).
    explicit Autosave(const QString &id, const QString &suffix);
    virtual ~Autosave(); // keeps the files: only discard() removes them
    Autosave(const Autosave &) = delete;
    Autosave &operator=(const Autosave &) = delete;

    QString id() const { return m_id; }
    QString suffix() const { return m_suffix; }
    QString filePath() const; // the file kept
    // The fingerprint of the file the work belongs to, as it was read or last saved (empty: none).
    void setBase(const QByteArray &fingerprint) { m_base = fingerprint; }
    // Writes the document, already written as bytes, atomically, with the file it belongs to (empty for an
    // unsaved document); `count` is shown when it is offered back (-1: none). Empty string or the reason.
    QString saveBytes(const QByteArray &bytes, const QString &originalFile, int count = -1);
    // The work was saved where the user wanted: the files go, the session keeps its lock and may save again.
    virtual void clear();
    // The session ended cleanly, or saved the work where the user wanted: the autosave is no longer needed.
    void discard();

    static QString directory();
    // "DIRECTORY/ID.SUFFIX": a file of the autosave `id`.
    static QString pathOf(const QString &id, const QString &suffix);

    struct Leftover {
        QString id;
        QString path; // the file kept
        QString originalFile;
        QDateTime savedAt;
        int actions = -1; // the steps the work holds (a game's actions), -1: not known
        QByteArray base;  // the fingerprint of originalFile when the work was read or last saved there

        // Whether originalFile was written since the work was read or saved there (by the command line,
        // another program): recovering over it would drop what was written since.
        bool originalChanged() const;
    };
    // What a kind of document does to a leftover before it is offered back (folds what it kept beside the
    // file into it, counts its steps); called with no session holding it.
    using Completion = std::function<void(Leftover &)>;
    // Autosaves of files of `suffix` that no running session holds: what a crash left behind, newest first.
    static std::vector<Leftover> leftovers(const QString &suffix, const Completion &complete = {});
    // Removes a leftover the user does not want back: every "ID.SUFFIX", whatever kind it kept, the lock
    // last.
    static void removeLeftover(const QString &id);
    // Writes a leftover's "ID.json" again, after its completion changed what the file holds.
    static QString rewriteInfo(const Leftover &leftover);

protected:
    // The file kept, then its info: the same as saveBytes.
    QString writeKept(const QByteArray &bytes, const QString &originalFile, int count);

private:
    QString m_id;
    QString m_suffix;
    std::unique_ptr<QLockFile> m_lock;
    QByteArray m_base;
};

} // namespace hk::base
