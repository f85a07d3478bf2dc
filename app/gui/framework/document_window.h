#pragma once

// What the board editor and the component editor share: a document kept in a file (New, Open, Save, Save As,
// Close, asking before changes are lost), an undo stack whose clean state is "saved", the Edit menu's Undo
// and Redo, the language menu and Help ▸ Keyboard Shortcuts. A subclass holds the document itself: it reads
// (changing nothing when the file is bad), writes, starts a new one, and builds its own menus and panels.

#include "undo_actions.h"
#include "window_prompts.h"

#include <QMainWindow>
#include <QMessageBox>
#include <QUndoCommand>

#include <functional>
#include <memory>

class QAction;
class QActionGroup;
class QMenu;
class QTimer;
class QUndoStack;

namespace hk {
class Autosave;
} // namespace hk

namespace hk::gui {

// An edit undone by putting the whole document back as it was: the documents are small (a board of at most
// 60×60 squares, a catalog of a few dozen pieces), and a copy is exact whatever the edit did. Commands with
// the same `mergeKey` (≥ 0) pushed one after the other merge into one step (typing in a field is one undo
// step).
template <class Document> class SnapshotCommand : public QUndoCommand {
public:
    using Apply = std::function<void(const Document &)>;
    SnapshotCommand(const QString &text, Document before, Document after, Apply apply, int mergeKey = -1)
        : QUndoCommand(text), m_before(std::move(before)), m_after(std::move(after)),
          m_apply(std::move(apply)), m_mergeKey(mergeKey)
    {}
    void undo() override { m_apply(m_before); }
    void redo() override { m_apply(m_after); }
    int id() const override { return m_mergeKey; }
    bool mergeWith(const QUndoCommand *other) override
    {
        m_after = static_cast<const SnapshotCommand *>(other)->m_after;
        setObsolete(m_after == m_before); // typed and erased again: no step left, and clean if it was
        return true;
    }

private:
    Document m_before, m_after;
    Apply m_apply;
    int m_mergeKey;
};

class EditorWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit EditorWindow(QWidget *parent = nullptr);
    ~EditorWindow() override;

    // Opens a file; on failure shows the reader's problems (file, JSON path, what was expected) and keeps the
    // document as it was.
    bool openFile(const QString &fileName);
    bool saveTo(const QString &fileName);
    QString fileName() const { return m_fileName; }
    bool isModified() const;
    QUndoStack *undoStack() const { return m_undoStack; }
    QAction *undoAction() const;
    QAction *redoAction() const;
    // Starts an empty document (File ▸ New), without asking.
    void newDocument();
    // Work a crash left behind (Autosave::leftovers of this kind): read, shown as not saved, with the file it
    // belongs to; the leftover is then removed. False, with a message, if it cannot be read.
    bool recoverFrom(const QString &autosavedFile, const QString &originalFile);
    // Writes the autosave now (it is written a moment after every change); for tests.
    void autosaveNow();
    QString autosavePath() const;

    // For the command line (main.cpp's runWindow): the whole application's language (`remember` keeps it for
    // the next start), and --export (editors that have nothing to export say so and return false).
    void setLanguage(const QString &code, bool remember = true);
    virtual bool exportTo(const QString &fileName);

    // Without a user (tests, --screenshot): no modal dialog, messages are collected; `askSave` answers "Save
    // the changes?".
    void setInteractive(bool interactive) { m_prompts.interactive = interactive; }
    bool isInteractive() const { return m_prompts.interactive; }
    QStringList messages() const { return m_prompts.messages; }
    void setAskSave(std::function<QMessageBox::StandardButton()> askSave)
    {
        m_prompts.askSave = std::move(askSave);
    }

protected:
    // What the subclass provides.
    struct FileKind {
        QString suffix;        // "hkboard"
        QString filter;        // translated: "Hallkeeper boards (*.hkboard)"
        QString untitled;      // translated: "Untitled board"
        QString windowName;    // translated: "Board Editor"
        QString cannotOpen;    // translated, %1 the file name: "%1 is not a board Hallkeeper can open."
        QString settingsGroup; // where the window's geometry is kept: "boardEditor"
    };
    virtual FileKind fileKind() const = 0;
    // Reads the file into the document; on failure returns the problems, one line each, and changes nothing.
    virtual QStringList readDocument(const QString &fileName) = 0;
    // Writes the document; returns the reason on failure.
    virtual QString writeDocument(const QString &fileName) = 0;
    virtual void clearDocument() = 0;
    // The document as its file would hold it: what the autosave keeps.
    virtual QByteArray documentBytes() const = 0;
    // Called after the language changed (the base has retranslated its own menus and actions).
    virtual void retranslateEditor() = 0;
    // After a successful save (fileName() is the file now).
    virtual void documentSaved() {}
    // Said after "Saved FILE" in the status bar (" — 2 problems remain…"), or nothing.
    virtual QString savedNote() const { return {}; }
    // Rows for Help ▸ Keyboard Shortcuts besides the menu actions (keys the editor's widgets take).
    virtual QList<QPair<QString, QString>> extraShortcuts() const { return {}; }

    // Builds File, Edit, View (with Language) and Help; `editMenu()` and `viewMenu()` take the subclass's own
    // actions. Call once from the subclass's constructor, after its panels exist.
    void createStandardMenus();
    // Restores the window's size and docks as they were last closed (call after the docks exist).
    void restoreWindowState();
    QMenu *fileMenu() const { return m_fileMenu; }
    QMenu *editMenu() const { return m_editMenu; }
    QMenu *viewMenu() const { return m_viewMenu; }
    QMenu *helpMenu() const { return m_helpMenu; }
    void showMessage(QMessageBox::Icon icon, const QString &title, const QString &text,
                     const QString &details = {});
    void updateTitle();

    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

    // File ▸ Save: to the file, or asks where (Save As) for a new document; false if not saved.
    bool save();

private:
    // Reads `readFrom` as the document of `fileName` (the autosave of a file, or the file itself); on failure
    // the problems are shown under `failureTitle` and nothing changes.
    bool load(const QString &readFrom, const QString &fileName, const QString &failureTitle);
    void retranslate();
    bool maybeSave();
    void newRequested();
    void openRequested();
    bool saveAs();
    void showShortcuts();

    QUndoStack *m_undoStack;
    UndoActions m_undo; // their texts follow the stack (createUndoActions)
    QString m_fileName;
    QMenu *m_fileMenu = nullptr, *m_editMenu = nullptr, *m_viewMenu = nullptr, *m_languageMenu = nullptr,
          *m_helpMenu = nullptr;
    QAction *m_new = nullptr, *m_open = nullptr, *m_save = nullptr, *m_saveAs = nullptr, *m_close = nullptr,
            *m_shortcuts = nullptr;
    QActionGroup *m_languages = nullptr;
    std::unique_ptr<hk::Autosave> m_autosave; // made at the first change (the kind is known then)
    QTimer *m_autosaveTimer = nullptr;
    WindowPrompts m_prompts;
    bool m_retranslatePending = false;
};

} // namespace hk::gui
