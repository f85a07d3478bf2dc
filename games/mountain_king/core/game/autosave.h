#pragma once

// Never lose a game: the open game is kept after every action by the base's autosave (files/autosave.h),
// whose regime — the application's data directory, a lock per session, leftovers offered back — is every
// document's. What is Mountain King's is the journal, so that the cost of an autosave does not grow with the
// game: the first save of a game (and any save after an undo or a new setup) writes it whole, atomically;
// each action after that is one line appended to a journal beside it ("ID.journal": {"at": index, "action":
// …} and a line break) and synced. The journal's first line names the whole file it extends ({"base": SHA-1
// of its bytes}). A leftover's journal is folded into its game before it is offered back (leftovers()):
// complete lines only, each at the index it was written for (a line torn by the crash, or one folded in
// already by an earlier look, is left out), and only if it extends the file that is there.
//
// A whole write goes first, then the journal it makes obsolete is removed (a crash in between leaves a
// journal that names another file: ignored).

#include "files/autosave.h"
#include "game/game_file.h"

namespace hk {

class GameAutosave : public base::Autosave {
public:
    explicit GameAutosave(const QString &id = {});

    // Writes the game (atomically, or one more action as a line of the journal), with the file it belongs
    // to (empty for an unsaved game). Empty string or the reason. The app passes the ledgers it keeps:
    // without them the game is replayed to compute them.
    QString save(const GameFile &game, const QString &originalFile,
                 const std::vector<Ledger> *ledgers = nullptr);
    void clear() override;

    // The games a crash left behind, each with its journal folded in and its actions counted, newest first.
    static std::vector<Leftover> leftovers();
    // How a leftover game is completed before it is offered back: for base::Autosave::leftovers().
    static void completeLeftover(Leftover &leftover);

private:
    QString appendToJournal(const Action &action, const Ledger &ledger, qsizetype index);

    // What the files hold now (the whole game plus its journal), so that one more action is appended.
    std::optional<GameFile> m_saved;
    QString m_savedOriginal;
    QByteArray m_savedDigest;    // of the whole file as written: the journal's first line names it
    bool m_journalBegun = false; // the journal holds that first line (and the lines after it)
};

} // namespace hk
