#pragma once

// Which window shows which kind of file, so that any window opens any file in the window of its kind without
// knowing the other modes: main.cpp registers the score sheet, the table mirror and the two editors, each in
// its own library, and a score-sheet window for each registered game. A score sheet (.hkscore) opens in the
// window of its game (its "game"; Mountain King's without one).

#include "files/autosave.h"

#include <QCoreApplication>
#include <QKeySequence>
#include <QString>

#include <functional>
#include <vector>

class QWidget;

namespace hk::gui {

class DocumentWindow;
class RecoveryDialog;

class WindowFactory {
    Q_DECLARE_TR_FUNCTIONS(WindowFactory)

public:
    struct Kind {
        QString suffix;                           // "hkgame"
        std::function<DocumentWindow *()> create; // a new window, hidden
        // The question asked at start-up for what a crash left of a document of this kind, or none: the
        // kind is not autosaved.
        std::function<QString(const hk::base::Autosave::Leftover &)> leftoverText;
        // Whether work recovered after a crash can be made again on top of its file as it is now (a game's
        // actions: DocumentWindow::recoverOnTop), when the file was written since.
        bool recoversOnTop = false;
        // For a suffix several games share (.hkscore): the game of the files this kind opens.
        QString game{};
        // File ▸ New Score Sheet offers a new document of this kind under this name (translated); none: not.
        std::function<QString()> newSheetName{};
        // What the kind keeps beside its autosaved file, folded into a leftover before it is offered back
        // (a game's journal: GameAutosave::completeLeftover); none: the file is the whole work.
        hk::base::Autosave::Completion completeLeftover{};
    };
    static void add(Kind kind);
    static bool knows(const QString &suffix);

    // A new hidden window for files of `suffix` (of `game`, where games share it), deleted when it is closed;
    // null for an unknown kind.
    static DocumentWindow *create(const QString &suffix, const QString &game = {});
    // The game of a file of a suffix games share: a score sheet's "game", Mountain King's without one (and
    // for a file that cannot be read, whose reader then says why).
    static QString gameOfFile(const QString &fileName);
    // What File ▸ New Score Sheet offers: each kind's name, suffix and game.
    struct NewSheet {
        QString name;
        QString suffix;
        QString game;
    };
    static std::vector<NewSheet> newSheets();
    // A game's window that holds no document (a table helper): every window offers it in its Table Helpers
    // menu, under its name and with its key, and the toolbar of its game's score sheet shows it.
    struct Tool {
        QString game;                        // the game it belongs to
        QString id;                          // the object name of the actions that open it
        std::function<QString()> name;       // translated, with its mnemonic: "Table &Helpers…"
        QKeySequence shortcut;               // the same in every window
        std::function<void(QWidget *)> open; // shows it (made at the first call), raised; from a window
    };
    static void addTool(Tool tool);
    static const std::vector<Tool> &tools();
    // The window showing `fileName` already, raised; else a new one with the file, shown. Null (the reader's
    // problems said by `opener`, or collected in its messages without a user) if it cannot be opened.
    static DocumentWindow *open(const QString &fileName, DocumentWindow *opener);
    // The window of this application that has `fileName` open, if any (the same file by any spelling).
    static DocumentWindow *windowOf(const QString &fileName);
    // A new window of `suffix` with a new document (File ▸ New there: the table asks the new game wizard),
    // shown; null if cancelled.
    static DocumentWindow *openNew(const QString &suffix, const DocumentWindow *opener,
                                   const QString &game = {});

    // Every document a crash left behind (an autosave no running session holds), of every kind, in one
    // dialog: Recover (a window with the work, not saved), Discard or Keep, each; Later keeps them all. Work
    // whose file was written since is recovered as a new document (Keep Both) or, for a game, on top of the
    // file (Apply on Top), never silently over it. A leftover recovered is removed only once the window
    // keeps the work in an autosave of its own, written at once: a crash at any moment loses nothing.
    static void offerRecovery(QWidget *parent);
    // What a crash left of documents of `suffix`, each completed by its kind, newest first.
    static std::vector<hk::base::Autosave::Leftover> leftovers(const QString &suffix);
    // Tests: answers the recovery dialog instead of showing it (returns the dialog's result).
    static void setRecoveryHook(std::function<int(RecoveryDialog &)> hook);
    // For the kinds' leftoverText: the file the work belongs to (or `neverSaved`), and when it was autosaved.
    static QString leftoverFile(const hk::base::Autosave::Leftover &leftover, const QString &neverSaved);
    static QString leftoverTime(const hk::base::Autosave::Leftover &leftover);
};

} // namespace hk::gui
