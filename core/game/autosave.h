#pragma once

// Never lose a game: after every action the open game is written to the application's data directory
// (QStandardPaths::AppDataLocation/autosave). A session that ends cleanly removes its autosave; each session
// holds a lock on it while it runs, so an autosave whose lock is free at start-up was left by a crash: offer
// it back.

#include "io/game_io.h"

#include <QDateTime>
#include <QLockFile>

#include <memory>

namespace hk {

class Autosave {
public:
    explicit Autosave(const QString &id = {}); // a new id by default
    ~Autosave();                               // keeps the files: only discard() removes them

    QString id() const { return m_id; }
    QString gamePath() const;
    // Writes the game atomically, with the file it belongs to (empty for an unsaved game). Empty string or
    // the reason.
    QString save(const GameFile &game, const QString &originalFile);
    // The session ended cleanly, or saved the game where the user wanted: the autosave is no longer needed.
    void discard();

    static QString directory();

    struct Leftover {
        QString id;
        QString gamePath;
        QString originalFile;
        QDateTime savedAt;
        int actions = 0; // in the log
    };
    // Autosaves that no running session holds: what a crash left behind, newest first.
    static std::vector<Leftover> leftovers();
    // Removes a leftover the user does not want back.
    static void removeLeftover(const QString &id);

private:
    QString m_id;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace hk
