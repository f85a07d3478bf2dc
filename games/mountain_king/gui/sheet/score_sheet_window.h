#pragma once

// Hallkeeper's score-sheet window: the sheet editor above, the live results below, menus for files, editing,
// language and help, and the undo history in a dock. The first window a plain start shows: its File menu
// also starts the table mirror and the editors (in windows of their own, through WindowFactory).

#include "document_window.h"
#include "files/autosave.h"

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QSplitter;
class QToolButton;
class QUndoView;

namespace hk::gui {

class ResultsPanel;
class SheetDocument;
class SheetEditor;

class ScoreSheetWindow : public DocumentWindow {
    Q_OBJECT
public:
    explicit ScoreSheetWindow(QWidget *parent = nullptr);
    ~ScoreSheetWindow() override;

    FileKind fileKind() const override;
    bool recordsPlay() const override { return true; }
    bool exportTo(const QString &fileName) override; // by suffix: .png, .pdf or .csv
    // The question asked at start-up for a sheet a crash left behind (WindowFactory::offerRecovery).
    static QString leftoverText(const hk::base::Autosave::Leftover &leftover);

    SheetDocument *document() const { return m_document; }
    SheetEditor *editor() const { return m_editor; }
    ResultsPanel *results() const { return m_results; }
    // "Impossible input: 1 · warnings: 2" in the status bar: a click goes to the first problem.
    QToolButton *problemsStatus() const { return m_problemsStatus; }
    QUndoView *history() const { return m_history; }

protected:
    QStringList readDocument(const QString &readFrom, const QString &fileName) override;
    bool recoverAsStep(const QString &readFrom, const QString &fileName,
                       const std::function<QString()> &what) override;
    QStringList playerNames() const; // the sheet's, to name the players of its problems
    QString gameId() const override; // Mountain King's: its rules in the rules browser
    QString writeDocument(const QString &fileName) override;
    // Autosaved as the DocumentWindow autosaves every kind.
    QByteArray documentBytes(const QString &playUuid) const override;
    void clearDocument() override;
    void retranslateDocument() override;
    QList<QAction *> shortcutActions() const override;
    QList<QPair<QString, QString>> extraShortcuts() const override;
    void saveLayout() override;
    QString savedNote() const override;
    QString titleNote() const override;
    int errorCount() const; // the sheet's impossible input

private:
    void createActions();
    void createMenus();
    void updateStatus();
    void goToFirstProblem(); // the first error, else the first warning
    void updateHistoryStart();
    void fillRecentMenu();
    void exportAs(const QString &suffix);
    void showAbout();

    SheetDocument *m_document;
    SheetEditor *m_editor;
    ResultsPanel *m_results;
    QSplitter *m_splitter;
    QDockWidget *m_historyDock;
    QUndoView *m_history;
    QToolButton *m_problemsStatus;
    QString m_openedFile; // the name of the file the history starts at; empty for a new sheet

    QMenu *m_recentMenu = nullptr, *m_exportMenu = nullptr;
    QAction *m_exportPng = nullptr, *m_exportPdf = nullptr, *m_exportCsv = nullptr, *m_clearRecent = nullptr;
    QAction *m_about = nullptr;
    QList<QAction *> m_goToPlayer;
};

} // namespace hk::gui
