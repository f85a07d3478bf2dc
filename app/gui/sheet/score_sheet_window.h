#pragma once

// Hallkeeper's main window in score-sheet mode: the sheet editor above, the live results below, menus for
// files, editing, language and help, and the undo history in a dock.

#include <QMainWindow>
#include <QMessageBox>

#include <functional>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QSplitter;
class QToolBar;
class QUndoView;

namespace hk::gui {

class EditorWindow;

class ResultsPanel;
class SheetDocument;
class SheetEditor;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a score sheet; on failure shows the reader's problems and leaves the current sheet as it is.
    bool openFile(const QString &fileName);
    bool saveTo(const QString &fileName);
    bool exportTo(const QString &fileName); // by suffix: .png, .pdf or .csv
    // Switches every visible text at once; `remember` keeps the choice for the next start.
    void setLanguage(const QString &code, bool remember = true);
    QString language() const { return m_language; }

    SheetDocument *document() const { return m_document; }
    SheetEditor *editor() const { return m_editor; }
    ResultsPanel *results() const { return m_results; }
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }

    // Without a user (tests, --screenshot): no modal dialog; messages are collected instead, and the answer
    // to "save the changes?" comes from `askSave`.
    void setInteractive(bool interactive) { m_interactive = interactive; }
    QStringList messages() const { return m_messages; }
    void setAskSave(std::function<QMessageBox::StandardButton()> askSave) { m_askSave = std::move(askSave); }

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void createMenus();
    void retranslate();
    void updateTitle();
    void updateStatus();
    void updateUndoTexts();
    void updateRecentMenu();
    void addRecentFile(const QString &fileName);
    void showMessage(QMessageBox::Icon icon, const QString &title, const QString &text,
                     const QString &details = {});
    bool maybeSave();
    void newSheet();
    void open();
    void newTableGame(); // the table mirror, in a window of its own
    // A new editor window for files of `suffix` (hkboard, hkcatalog), shown; null for other files.
    EditorWindow *openEditor(const QString &suffix, bool show = true);
    bool save();
    bool saveAs();
    void exportAs(const QString &suffix);
    void showShortcuts();
    void showAbout();
    QString documentTitle() const;

    SheetDocument *m_document;
    SheetEditor *m_editor;
    ResultsPanel *m_results;
    QSplitter *m_splitter;
    QDockWidget *m_historyDock;
    QUndoView *m_history;
    QToolBar *m_toolBar;
    QLabel *m_problemsStatus;

    QMenu *m_fileMenu, *m_recentMenu, *m_exportMenu, *m_editMenu, *m_viewMenu, *m_languageMenu, *m_helpMenu;
    QAction *m_boardEditor = nullptr, *m_catalogEditor = nullptr;
    QAction *m_new, *m_newGame, *m_open, *m_save, *m_saveAs, *m_exportPng, *m_exportPdf, *m_exportCsv,
        *m_quit;
    QAction *m_undo, *m_redo, *m_clearRecent;
    QAction *m_shortcuts, *m_about;
    QList<QAction *> m_goToPlayer;
    QActionGroup *m_languages;

    QString m_language = QStringLiteral("en");
    bool m_interactive = true;
    QStringList m_messages;
    std::function<QMessageBox::StandardButton()> m_askSave;
};

} // namespace hk::gui
