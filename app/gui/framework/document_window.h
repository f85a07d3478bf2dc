#pragma once

// The life of a document in a window of its own, written once for every window of the application — the
// score sheet, the table mirror, the board editor and the component editor: the file (New, Open, Save,
// Save As, Close, asking before changes are lost), the title with its modified mark, the autosave a moment
// after a change and its recovery after a crash, the language menu, the window's layout kept between
// sessions, the messages (modal with a user, collected without one), the standard shortcuts, Help ▸ Rules
// (F1, the rules browser) and Help ▸ Keyboard Shortcuts (Ctrl+/). A subclass holds the document: it reads it
// (changing nothing when the file is bad), writes it, starts a new one, and builds its own menus and panels.
//
// The undo stack's clean state is "saved". A file of another kind chosen in File ▸ Open goes to the window of
// its kind (WindowFactory).
//
// One autosave regime for every kind of document: what is not in its file is kept by a base::Autosave in the
// application's data folder, written a moment after each change (documentBytes(), whole and atomically), the
// file's fingerprint with it; saving or undoing back to the file clears it, closing the window removes it.
// The table mirror's game autosaves the same way through its document, after every action, with a journal
// (one line per action) instead of the whole game each time: it overrides autosaveNow(). A failed autosave is
// shown in the window (a mark in the status bar, with Save) until an autosave succeeds again. Work recovered
// after a crash is autosaved whole at once, and its old autosave removed only once that write has succeeded
// (WindowFactory::offerRecovery).
//
// One writer per file: while a window has a file, it holds the file's lock (files/file_lock.h), so that
// hallkeeper-cli play or another window cannot write it behind the window's back. A file another program
// holds is not opened (nor saved over): the message names the holder ("game.hkgame is open in hallkeeper-cli
// (process 1234)"), after a moment's wait for it.

#include "window_prompts.h"

#include <QMainWindow>
#include <QMessageBox>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QAction;
class QActionGroup;
class QKeyEvent;
class QLabel;
class QSpinBox;
class QDialog;
class QMenu;
class QTimer;
class QToolBar;
class QUndoStack;

namespace hk::base {
class Autosave;
class FileLock;
} // namespace hk::base

namespace hk::gui {

struct UndoActions;

class DocumentWindow : public QMainWindow {
    Q_OBJECT
public:
    // How long a window waits for another writer of a file it opens or saves.
    static constexpr int kLockWaitMs = 1000;

    explicit DocumentWindow(QWidget *parent = nullptr);
    ~DocumentWindow() override;

    // What the subclass's files are.
    struct FileKind {
        QString suffix;        // "hkboard"
        QString filter;        // translated: "Hallkeeper boards (*.hkboard)", for Save As
        QString openFilter;    // for Open, if it offers more than `filter` (other kinds open elsewhere)
        QString untitled;      // translated: "Untitled board"
        QString windowName;    // translated, shown in the title after the file: "Board Editor" (or none)
        QString cannotOpen;    // translated, %1 the file name: "%1 is not a board Hallkeeper can open."
        QString settingsGroup; // where the window's layout is kept: "boardEditor"
    };
    virtual FileKind fileKind() const = 0;

    // Opens a file of this window's kind; on failure shows the reader's problems (file, JSON path, what was
    // expected) and keeps the document as it was.
    bool openFile(const QString &fileName);
    bool saveTo(const QString &fileName);
    QString fileName() const { return m_fileName; }
    bool isModified() const;
    // File ▸ New without asking: a new document; false if the user cancelled (the new game wizard).
    bool newDocument();
    // Work a crash left behind (an Autosave leftover of this kind): read, shown as not saved, and autosaved
    // at once by this window. AsItWas: with the file it belongs to. AsNewFile: with no file (its file was
    // written since the crash: both are kept; Save asks where). OnTopOfFile: the file as it is now with the
    // work's changes made again on it where they still apply (games: recoverOnTop()).
    enum class RecoverMode { AsItWas, AsNewFile, OnTopOfFile };
    enum class Recovered {
        No,     // it could not be read (said in a message); nothing changed
        Whole,  // all of it is in the window
        InPart, // on top of the file: some changes no longer apply (said in a message)
    };
    Recovered recoverFrom(const QString &autosavedFile, const QString &originalFile,
                          RecoverMode mode = RecoverMode::AsItWas);
    // Writes the autosave now (it is written a moment after every change): the work, or nothing when the
    // file holds it. Empty string on success, else the reason (shown in the window until one succeeds).
    virtual QString autosaveNow();
    virtual QString autosavePath() const;
    // Why the last autosave failed, or empty: while it is not empty, the window says so.
    QString autosaveError() const { return m_autosaveError; }

    QUndoStack *undoStack() const { return m_undoStack; }
    QAction *undoAction() const;
    QAction *redoAction() const;

    // For the command line (main.cpp): the whole application's language (`remember` keeps it for the next
    // start), and --export (windows that have nothing to export say so and return false).
    void setLanguage(const QString &code, bool remember = true);
    virtual bool exportTo(const QString &fileName);

    // The game whose rules the rules browser shows from this window: a registered game's id
    // (registry/game_registry.h), or empty for the application's own rule catalog (docs/rules.md).
    virtual QString gameId() const { return {}; }
    // Whether the document records a play (a score sheet, a game): File ▸ Add to Library is offered.
    virtual bool recordsPlay() const { return false; }
    // File ▸ Add to Library: the document saved first (asking where if it has no file), then its play added
    // to the library or updated there (libraryHooks()); a file without its play's uuid is given it, and the
    // document keeps it. False if it was not saved.
    bool addToLibrary();
    // The uuid of the play the document records, as its file carries it; empty if none (yet), or for a
    // document whose file has no place for one. The window holds it (not the document's undo history, so
    // that undoing an edit does not take it away) and hands it to documentBytes().
    QString playUuid() const { return m_playUuid; }
    // Save As to another file: for a document that carries its play's uuid, asks whether the copy is the same
    // play (moved, or kept twice: the uuid goes with it) or a new play (saved without it); false if not
    // saved.
    bool saveAsFile(const QString &fileName);

    // The table's rulings, for the rules browser: whether the document is a game that plays rulings the
    // group chooses (its module's GameModule::rulingChoices), which choice it plays for `ruleId` (the
    // choice's id; empty for a rule without choices), and playing `choiceId` from now on (an undoable
    // change; false if the rule has no such choice or the document plays no rulings).
    virtual bool playsRulings() const { return false; }
    virtual QString chosenRuling(const QString &ruleId) const
    {
        Q_UNUSED(ruleId);
        return {};
    }
    virtual bool chooseRuling(const QString &ruleId, const QString &choiceId)
    {
        Q_UNUSED(ruleId);
        Q_UNUSED(choiceId);
        return false;
    }

    // Without a user (tests, --screenshot): no modal dialog, messages are collected; `askSave` answers "Save
    // the changes?", `dialogHook` every other dialog (it returns the result to use instead of showing it).
    void setInteractive(bool interactive) { m_prompts.interactive = interactive; }
    // A run that reads its file and never writes it (--export, --screenshot) takes no lock on it: it works
    // beside the window that has the file open.
    void setReadsOnly(bool readsOnly) { m_readsOnly = readsOnly; }
    bool isInteractive() const { return m_prompts.interactive; }
    QStringList messages() const { return m_prompts.messages; }
    void setAskSave(std::function<QMessageBox::StandardButton()> askSave)
    {
        m_prompts.askSave = std::move(askSave);
    }
    void setDialogHook(std::function<int(QDialog *)> hook) { m_prompts.dialogHook = std::move(hook); }

protected:
    // ---- What the subclass provides
    // Reads `readFrom` into the document, which belongs to `fileName` from now on (the same file, or for a
    // recovered autosave the file it was autosaved for), its history cleared; on failure returns the
    // problems, one line each, and changes nothing.
    virtual QStringList readDocument(const QString &readFrom, const QString &fileName) = 0;
    // For readDocument(): the bytes of `readFrom` (a regular file of a sane size, files/file_io.h), or none
    // with why in `problems`, one line each naming the file.
    static std::optional<QByteArray> readDocumentBytes(const QString &readFrom, QStringList &problems);
    // Writes the document; returns the reason on failure. By default documentBytes(), atomically.
    virtual QString writeDocument(const QString &fileName);
    // File ▸ New: by default an empty document (clearDocument()); false if the user cancelled. The table
    // mirror asks the new game wizard instead.
    virtual bool startNewDocument();
    // Replaces the document with an empty one, its history cleared.
    virtual void clearDocument() {}
    // OnTopOfFile recovery: reads the file `fileName` as it is now and makes the changes of the autosaved
    // work `readFrom` again on it, as the document of `fileName`. Returns the problems (the document
    // unchanged) and, in `dropped`, how many changes no longer apply. By default not possible: a problem.
    virtual QStringList recoverOnTop(const QString &readFrom, const QString &fileName, int &dropped);
    // AsItWas recovery onto the file as it is: reads the file `fileName` as the document, its history
    // cleared, then the autosaved work `readFrom` as one step of its undo stack (text: `what`), so that Undo
    // gives the file back (nothing to save) and Redo the work. False, nothing changed, if this kind does not
    // (the default) or either cannot be read: the work then replaces the document whole, not undoable.
    virtual bool recoverAsStep(const QString &readFrom, const QString &fileName,
                               const std::function<QString()> &what);
    // The document as its file would hold it, with `playUuid` as its play's uuid (a kind whose file has no
    // place for one ignores it), for the autosave and the save; empty: this kind is not autosaved.
    virtual QByteArray documentBytes(const QString &playUuid) const
    {
        Q_UNUSED(playUuid);
        return {};
    }
    // The window closed cleanly: its autosave is no longer needed.
    virtual void discardAutosave();
    // Called after the language changed (the base has retranslated its own menus and actions).
    virtual void retranslateDocument() = 0;
    // After a successful save (fileName() is the file now).
    virtual void documentSaved() {}
    // Said after "Saved FILE" in the status bar (" — 2 problems remain…"), or nothing.
    virtual QString savedNote() const { return {}; }
    // Shown in the title after the file's name while it holds (" (problems: 2)"), or nothing; the subclass
    // calls updateTitle() when it changes.
    virtual QString titleNote() const { return {}; }
    // Help ▸ Keyboard Shortcuts: the actions listed (by default every menu action with a shortcut), then the
    // keys the window's widgets take.
    virtual QList<QAction *> shortcutActions() const;
    virtual QList<QPair<QString, QString>> extraShortcuts() const { return {}; }
    // The window's layout as it closes (by default its geometry, docks and toolbars).
    virtual void saveLayout();

    // ---- What the subclass calls
    // The document's undo stack (a subclass's document may own it); first thing in the subclass's
    // constructor.
    void setUndoStack(QUndoStack *stack);
    // Builds File (New, New Game at the Table, Board Editor, Component Editor, Open, Save, Save As, Close,
    // Quit), Edit (Undo, Redo), View (Language) and Help (Keyboard Shortcuts), and with a `toolBarName` a
    // toolbar with New, Open, Save, Undo and Redo; the subclass adds its own actions to them. Call once,
    // after the subclass's panels and actions exist: the texts are set at once (retranslateDocument()).
    void createStandardMenus(const QString &toolBarName = {});
    QToolBar *documentToolBar() const { return m_toolBar; }
    // Restores the window's size and docks as they were last closed; false if none were kept.
    bool restoreLayout();
    // The window at `preferred` size, or smaller on a smaller screen (a laptop's 1280 × 720).
    void resizeToFitScreen(QSize preferred);
    QMenu *fileMenu() const { return m_fileMenu; }
    QMenu *editMenu() const { return m_editMenu; }
    QMenu *viewMenu() const { return m_viewMenu; }
    QMenu *helpMenu() const { return m_helpMenu; }
    QAction *newAction() const { return m_new; }
    QAction *openAction() const { return m_open; }
    QAction *saveAction() const { return m_save; }
    QAction *saveAsAction() const { return m_saveAs; }
    QAction *closeAction() const { return m_close; }
    // The application's commands, the same keys in every window: New Game at the Table (Ctrl+Shift+N), Board
    // Editor (Ctrl+Shift+B), Component Editor (Ctrl+Shift+M), Quit (Ctrl+Q: every window closes, each asking
    // to save). A window whose own command starts a game hides newGameAction() and takes its key.
    QAction *newGameAction() const { return m_newGame; }
    QAction *boardEditorAction() const { return m_boardEditor; }
    QAction *catalogEditorAction() const { return m_catalogEditor; }
    QAction *quitAction() const { return m_quit; }
    // File ▸ Add to Library (documents that record a play), Play Library and Back Up Library.
    QAction *addToLibraryAction() const { return m_addToLibrary; }
    QAction *libraryAction() const { return m_library; }
    QAction *shortcutsAction() const { return m_shortcuts; }
    QAction *rulesAction() const { return m_rules; }
    QMenu *languageMenu() const { return m_languageMenu; }
    // File ▸ New Score Sheet: a new sheet of each registered game.
    QMenu *newSheetMenu() const { return m_newSheetMenu; }
    // Table Helpers: the games' windows that hold no document (WindowFactory::tools()); null without any.
    QMenu *toolsMenu() const { return m_toolsMenu; }
    // The actions that open the tools of `game` (each action's data is its game).
    QList<QAction *> toolActions(const QString &game) const;
    // The separator above Close: actions inserted before it join Save and Save As (exports).
    QAction *fileSaveSeparator() const;
    // The file the document belongs to (the subclass sets it when it starts a document itself).
    void setFileName(const QString &fileName);
    void updateTitle();
    void showMessage(QMessageBox::Icon icon, const QString &title, const QString &text,
                     const QString &details = {});
    // What the last autosave said: the window's mark is shown while `error` is not empty.
    void setAutosaveError(const QString &error);
    bool readsOnly() const { return m_readsOnly; }
    int runDialog(QDialog *dialog);
    // Asks where to save (Save As, exports): beside the document and named after it, `suffix` added when
    // the name has none. Empty if cancelled.
    QString askSaveFileName(const QString &title, const QString &suffix, const QString &filter);
    // Opens a file in the window of its kind: this one (after asking to save the changes), or another.
    bool openAnyFile(const QString &fileName);
    // Saving over the window's own file that another program wrote since it was read or saved here (an
    // editor, a copy): asks first. True if nothing was written there since, or the user says replace it.
    bool mayReplaceChangedFile(const QString &fileName);
    // Save the changes? True when the document may go (saved, discarded, or never changed).
    bool maybeSave();
    // File ▸ Save: to the file, or asks where (Save As) for a new document; false if not saved.
    bool save();
    // The play's uuid the file now carries: read with it, written by Add to Library, or none (Save As a new
    // play, a new document).
    void setPlayUuid(const QString &uuid) { m_playUuid = uuid; }
    // The tracked game has just ended: the group's play library is offered, once (File ▸ Add to Library any
    // time later).
    void offerLibrary();

    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    // Gives the window's shortcuts precedence over the focused field's own (see ownsShortcut).
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    friend class WindowFactory; // collects the messages of a window it could not open

    // Reads `readFrom` as the document of `fileName` (the autosave of a file, or the file itself); on failure
    // the problems are shown under `failureTitle` and nothing changes. The file's lock is required (the load
    // is refused if another writer holds it) or only taken if it is free (recovered work).
    enum class LockNeed { Required, IfFree };
    bool load(const QString &readFrom, const QString &fileName, const QString &failureTitle,
              LockNeed need = LockNeed::Required);
    void retranslate();
    void fillNewSheetMenu();
    void openRequested();
    bool saveAs();
    void showShortcuts();
    // Whether a key pressed in a field of this window belongs to the window: Undo and Redo always (the
    // document's undo stack, not the field's own typing), and every shortcut of the window's actions with
    // Ctrl or Alt that is not one of the field's text keys (copy, paste, select all…).
    bool ownsShortcut(const QKeyEvent *key) const;
    void explainRefusedDigit(QSpinBox *spin, const QKeyEvent *key);

    QUndoStack *m_undoStack = nullptr;
    std::unique_ptr<UndoActions> m_undo; // their texts follow the stack
    QString m_fileName;
    QMenu *m_fileMenu = nullptr, *m_editMenu = nullptr, *m_viewMenu = nullptr, *m_languageMenu = nullptr,
          *m_helpMenu = nullptr, *m_newSheetMenu = nullptr, *m_toolsMenu = nullptr;
    std::vector<QAction *> m_toolActions; // in the order of WindowFactory::tools()
    QAction *m_new = nullptr, *m_open = nullptr, *m_save = nullptr, *m_saveAs = nullptr, *m_close = nullptr,
            *m_shortcuts = nullptr, *m_rules = nullptr;
    QAction *m_newGame = nullptr, *m_boardEditor = nullptr, *m_catalogEditor = nullptr, *m_quit = nullptr;
    QAction *m_addToLibrary = nullptr, *m_library = nullptr, *m_backUpLibrary = nullptr;
    QActionGroup *m_languages = nullptr;
    QToolBar *m_toolBar = nullptr;
    std::unique_ptr<hk::base::Autosave> m_autosave; // made at the first change
    QString m_playUuid;                             // see playUuid()
    QTimer *m_autosaveTimer = nullptr;
    QString m_autosaveError;
    QLabel *m_autosaveMark = nullptr; // in the status bar while an autosave fails
    QByteArray m_base;                // the fingerprint of m_fileName as read or last saved
    WindowPrompts m_prompts;
    bool m_retranslatePending = false;
    bool m_readsOnly = false;
    std::unique_ptr<hk::base::FileLock> m_lock; // of m_fileName, while the window has it
    // The lock of `fileName`: the window's own if it holds it already, else taken (waiting a moment for
    // another writer); null, with the holder shown under `failureTitle`, if another program keeps it.
    // For reading, a folder where no lock file can be made does not refuse the file (an unlocked lock comes
    // back); only another writer does.
    enum class LockUse { Reading, Writing };
    std::unique_ptr<hk::base::FileLock> lockFile(const QString &fileName, const QString &failureTitle,
                                                 LockUse use = LockUse::Writing);
    // The lock of `fileName` if no other writer has it: the window's own, or taken at once; else null, and
    // nothing said (a file the subclass names itself, recovered work).
    std::unique_ptr<hk::base::FileLock> lockIfFree(const QString &fileName);
};

} // namespace hk::gui
