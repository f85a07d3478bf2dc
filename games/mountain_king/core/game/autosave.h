#pragma once

// Never lose a game: after every action the open game is written to the application's data directory
// (QStandardPaths::AppDataLocation/autosave). A session that ends cleanly removes its autosave; each session
// holds a lock on it while it runs, so an autosave whose lock is free at start-up was left by a crash: offer
// it back. The board and component editors keep their work the same way, as .hkboard and .hkcatalog files.
//
// The cost of an autosave does not grow with the game: the first save of a game (and any save after an undo
// or a new setup) writes it whole, atomically; each action after that is one line appended to a journal
// beside it ("ID.journal": {"at": index, "action": …} and a line break) and synced. The journal's first line
// names the whole file it extends ({"base": SHA-1 of its bytes}). A leftover's journal is folded into its
// game before it is offered back: complete lines only, each at the index it was written for (a line torn by
// the crash, or one folded in already by an earlier look, is left out), and only if it extends the file
// that is there.
//
// Nothing is removed before what replaces it is written: a whole write goes first, then the journal it
// makes obsolete is removed (a crash in between leaves a journal that names another file: ignored). A
// failed write (a full disk) keeps the files as they were; the caller says so until a save succeeds again.
//
// Each autosave also keeps the fingerprint of the file the work belongs to, as the document read or last
// saved it (setBase, io/file_io.h fileFingerprint): recovering over a file written since is noticed
// (Leftover::originalChanged).

#include "io/game_io.h"

#include <QDateTime>
#include <QLockFile>

#include <memory>

namespace hk {

class Autosave {
public:
    // A new id by default; `suffix` is the kind of file kept: "hkgame", "hkboard" or "hkcatalog".
    explicit Autosave(const QString &id = {}, const QString &suffix = QStringLiteral("hkgame"));
    ~Autosave(); // keeps the files: only discard() removes them

    QString id() const { return m_id; }
    QString filePath() const; // the file kept
    // The fingerprint of the file the work belongs to, as it was read or last saved (empty: none).
    void setBase(const QByteArray &fingerprint) { m_base = fingerprint; }
    // Writes the game atomically, with the file it belongs to (empty for an unsaved game). Empty string or
    // the reason. The app passes the ledgers it keeps: without them the game is replayed to compute them.
    QString save(const GameFile &game, const QString &originalFile,
                 const std::vector<Ledger> *ledgers = nullptr);
    // The same for a document already written as bytes; `count` is shown when it is offered back (-1: none).
    QString saveBytes(const QByteArray &bytes, const QString &originalFile, int count = -1);
    // The work was saved where the user wanted: the files go, the session keeps its lock and may save again.
    void clear();
    // The session ended cleanly, or saved the game where the user wanted: the autosave is no longer needed.
    void discard();

    static QString directory();

    struct Leftover {
        QString id;
        QString path; // the file kept
        QString originalFile;
        QDateTime savedAt;
        int actions = 0; // in the log (games), else -1
        QByteArray base; // the fingerprint of originalFile when the work was read or last saved there

        // Whether originalFile was written since the work was read or saved there (by the command line,
        // another program): recovering over it would drop what was written since.
        bool originalChanged() const;
    };
    // Autosaves of files of `suffix` that no running session holds: what a crash left behind, newest first.
    static std::vector<Leftover> leftovers(const QString &suffix = QStringLiteral("hkgame"));
    // Removes a leftover the user does not want back.
    static void removeLeftover(const QString &id);

private:
    QString appendToJournal(const Action &action, const Ledger &ledger, qsizetype index);
    QString writeKept(const QByteArray &bytes, const QString &originalFile, int count);

    QString m_id;
    QString m_suffix;
    std::unique_ptr<QLockFile> m_lock;
    // What the files hold now (the whole game plus its journal), so that one more action is appended.
    std::optional<GameFile> m_saved;
    QString m_savedOriginal;
    QByteArray m_savedDigest;    // of the whole file as written: the journal's first line names it
    bool m_journalBegun = false; // the journal holds that first line (and the lines after it)
    QByteArray m_base;
};

} // namespace hk
