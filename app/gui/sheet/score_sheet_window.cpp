#include "score_sheet_window.h"

#include "shortcuts_dialog.h"
#include "undo_actions.h"

#include "editor_recovery.h"
#include "document_window.h"
#include "io/game_io.h"
#include "wizard/new_game_wizard.h"
#include "table_window.h"

#include "app_language.h"
#include "art.h"
#include "results/results_export.h"
#include "results/results_panel.h"
#include "i18n/language.h"
#include "io/score_sheet_io.h"
#include "sheet_document.h"
#include "sheet_editor.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDialog>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoView>
#include <QVBoxLayout>

namespace hk::gui {

namespace {

constexpr int kMaxRecentFiles = 8;
const QString kRecentKey = QStringLiteral("recentFiles");

} // namespace

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent), m_document(new SheetDocument(this))
{
    setWindowIcon(QIcon(QStringLiteral(":/art/hallkeeper-app.svg")));
    m_editor = new SheetEditor(m_document);
    m_results = new ResultsPanel;
    m_splitter = new QSplitter(Qt::Vertical);
    m_splitter->addWidget(m_editor);
    m_splitter->addWidget(m_results);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setChildrenCollapsible(false);
    setCentralWidget(m_splitter);

    m_history = new QUndoView(m_document->undoStack());
    m_historyDock = new QDockWidget;
    m_historyDock->setObjectName(QStringLiteral("history"));
    m_historyDock->setWidget(m_history);
    addDockWidget(Qt::RightDockWidgetArea, m_historyDock);
    m_historyDock->hide();

    m_problemsStatus = new QLabel;
    statusBar()->addPermanentWidget(m_problemsStatus);

    createActions();
    createMenus();

    connect(m_document, &SheetDocument::changed, this, [this] {
        m_editor->refresh();
        m_results->setResults(m_document->score(), m_document->problems());
        updateTitle();
        updateStatus();
    });
    connect(m_document, &SheetDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, &MainWindow::updateUndoTexts);
    connect(m_results, &ResultsPanel::problemActivated, m_editor, &SheetEditor::focusPath);

    QSettings settings;
    m_language = savedLanguage();
    switchLanguage(m_language, false);
    retranslate();
    m_results->setResults(m_document->score(), m_document->problems());
    updateTitle();
    updateStatus();

    if (!restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray()))
        resize(1440, 920);
    restoreState(settings.value(QStringLiteral("windowState")).toByteArray());
    m_splitter->restoreState(settings.value(QStringLiteral("splitter")).toByteArray());
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    m_new = new QAction(themedIcon("document-new", QStyle::SP_FileIcon), QString(), this);
    m_new->setShortcut(QKeySequence::New);
    connect(m_new, &QAction::triggered, this, &MainWindow::newSheet);
    m_newGame = new QAction(Art::instance().icon(QStringLiteral("statue")), QString(), this);
    m_newGame->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    connect(m_newGame, &QAction::triggered, this, &MainWindow::newTableGame);
    m_boardEditor = new QAction(this);
    m_boardEditor->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B));
    connect(m_boardEditor, &QAction::triggered, this, [this] { openEditor(QStringLiteral("hkboard")); });
    m_catalogEditor = new QAction(this);
    m_catalogEditor->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    connect(m_catalogEditor, &QAction::triggered, this, [this] { openEditor(QStringLiteral("hkcatalog")); });
    m_open = new QAction(themedIcon("document-open", QStyle::SP_DialogOpenButton), QString(), this);
    m_open->setShortcut(QKeySequence::Open);
    connect(m_open, &QAction::triggered, this, &MainWindow::open);
    m_save = new QAction(themedIcon("document-save", QStyle::SP_DialogSaveButton), QString(), this);
    m_save->setShortcut(QKeySequence::Save);
    connect(m_save, &QAction::triggered, this, &MainWindow::save);
    m_saveAs = new QAction(this);
    m_saveAs->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAs, &QAction::triggered, this, &MainWindow::saveAs);
    m_exportPng = new QAction(this);
    connect(m_exportPng, &QAction::triggered, this, [this] { exportAs(QStringLiteral("png")); });
    m_exportPdf = new QAction(Art::instance().icon(QStringLiteral("honour")), QString(), this);
    m_exportPdf->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportPdf, &QAction::triggered, this, [this] { exportAs(QStringLiteral("pdf")); });
    m_exportCsv = new QAction(this);
    connect(m_exportCsv, &QAction::triggered, this, [this] { exportAs(QStringLiteral("csv")); });
    m_quit = new QAction(this);
    m_quit->setShortcut(QKeySequence::Quit);
    m_quit->setMenuRole(QAction::QuitRole);
    connect(m_quit, &QAction::triggered, this, &QWidget::close);
    m_clearRecent = new QAction(this);
    connect(m_clearRecent, &QAction::triggered, this, [this] {
        QSettings().remove(kRecentKey);
        updateRecentMenu();
    });

    // Undo and redo with our own translated texts ("Undo Add a statue for Ann").
    const UndoActions undo = createUndoActions(m_document->undoStack(), this);
    m_undo = undo.undo;
    m_redo = undo.redo;

    for (int i = 0; i < 5; ++i) {
        auto *go = new QAction(this);
        go->setShortcut(QKeySequence(Qt::ALT | static_cast<Qt::Key>(Qt::Key_1 + i)));
        connect(go, &QAction::triggered, this, [this, i] { m_editor->focusPlayer(i); });
        m_goToPlayer << go;
    }

    m_languages = createLanguageActions(this);
    m_shortcuts = new QAction(this);
    m_shortcuts->setShortcut(QKeySequence::HelpContents);
    connect(m_shortcuts, &QAction::triggered, this, &MainWindow::showShortcuts);
    m_about = new QAction(this);
    m_about->setMenuRole(QAction::AboutRole);
    connect(m_about, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_new);
    m_fileMenu->addAction(m_newGame);
    m_fileMenu->addAction(m_boardEditor);
    m_fileMenu->addAction(m_catalogEditor);
    m_fileMenu->addAction(m_open);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_save);
    m_fileMenu->addAction(m_saveAs);
    m_exportMenu = m_fileMenu->addMenu(QString());
    m_exportMenu->addAction(m_exportPng);
    m_exportMenu->addAction(m_exportPdf);
    m_exportMenu->addAction(m_exportCsv);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quit);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undo);
    m_editMenu->addAction(m_redo);
    m_editMenu->addSeparator();
    m_editMenu->addActions(m_goToPlayer);

    m_viewMenu = menuBar()->addMenu(QString());
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->addActions(m_languages->actions());
    m_viewMenu->addAction(m_historyDock->toggleViewAction());

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_shortcuts);
    m_helpMenu->addAction(m_about);

    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("main"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->addAction(m_new);
    m_toolBar->addAction(m_open);
    m_toolBar->addAction(m_save);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_undo);
    m_toolBar->addAction(m_redo);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_exportPdf);
    updateRecentMenu();
}

void MainWindow::retranslate()
{
    m_fileMenu->setTitle(tr("&File"));
    m_new->setText(tr("&New Score Sheet"));
    m_new->setToolTip(
        tr("Start a new score sheet (%1)").arg(m_new->shortcut().toString(QKeySequence::NativeText)));
    m_boardEditor->setText(tr("&Board Editor…"));
    m_boardEditor->setToolTip(tr("Transcribe a printed board into a .hkboard file to play and share (%1)")
                                  .arg(m_boardEditor->shortcut().toString(QKeySequence::NativeText)));
    m_catalogEditor->setText(tr("Co&mponent Editor…"));
    m_catalogEditor->setToolTip(tr("Transcribe the tunnel tiles, great halls, workshops and troll cards of "
                                   "your box into a .hkcatalog (%1)")
                                    .arg(m_catalogEditor->shortcut().toString(QKeySequence::NativeText)));
    m_newGame->setText(tr("New &Game at the Table…"));
    m_newGame->setToolTip(tr("Set up a game and mirror the table move by move (%1)")
                              .arg(m_newGame->shortcut().toString(QKeySequence::NativeText)));
    m_open->setText(tr("&Open…"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_clearRecent->setText(tr("&Clear Menu"));
    m_save->setText(tr("&Save"));
    m_saveAs->setText(tr("Save &As…"));
    m_exportMenu->setTitle(tr("&Export"));
    m_exportPng->setText(tr("Results as &PNG Image…"));
    m_exportPdf->setText(tr("Results as P&DF…"));
    m_exportPdf->setIconText(tr("Export PDF"));
    m_exportCsv->setText(tr("Results as &CSV Table…"));
    m_quit->setText(tr("&Quit"));
    m_editMenu->setTitle(tr("&Edit"));
    for (int i = 0; i < m_goToPlayer.size(); ++i)
        m_goToPlayer[i]->setText(tr("Go to Player &%1").arg(i + 1));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_historyDock->setWindowTitle(tr("History"));
    m_history->setEmptyLabel(tr("<new score sheet>"));
    m_helpMenu->setTitle(tr("&Help"));
    m_shortcuts->setText(tr("&Keyboard Shortcuts"));
    m_about->setText(tr("&About Hallkeeper"));
    m_toolBar->setWindowTitle(tr("Main Toolbar"));
    checkCurrentLanguage(m_languages);
    updateUndoTexts();
    updateRecentMenu();
    m_editor->retranslate();
    m_results->retranslate();
    m_document->retranslate();
    updateTitle();
    updateStatus();
}

void MainWindow::changeEvent(QEvent *event)
{
    // The language may be switched from another window (the table mirror's menu): one retranslation per
    // switch, however many translators were replaced.
    if (event->type() == QEvent::LanguageChange && installedLanguage() != m_language) {
        m_language = installedLanguage();
        QMetaObject::invokeMethod(this, &MainWindow::retranslate, Qt::QueuedConnection);
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::setLanguage(const QString &code, bool remember)
{
    if (!isSupportedLanguage(code))
        return;
    m_language = code;
    switchLanguage(code, remember);
    retranslate();
}

QString MainWindow::documentTitle() const
{
    return m_document->fileName().isEmpty() ? tr("Untitled score sheet")
                                            : QFileInfo(m_document->fileName()).fileName();
}

void MainWindow::updateTitle()
{
    setWindowTitle(documentTitle() + QStringLiteral("[*] — Hallkeeper"));
    setWindowModified(m_document->isModified());
}

void MainWindow::updateStatus()
{
    int errors = 0, warnings = 0;
    for (const Problem &p : m_document->problems())
        (p.isError() ? errors : warnings)++;
    if (errors == 0 && warnings == 0)
        m_problemsStatus->setText(tr("No impossible input"));
    else
        m_problemsStatus->setText(tr("Impossible input: %1 · warnings: %2").arg(errors).arg(warnings));
}

void MainWindow::updateUndoTexts()
{
    retranslateUndoActions({m_undo, m_redo}, m_document->undoStack());
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = QSettings().value(kRecentKey).toStringList();
    for (int i = 0; i < files.size(); ++i) {
        const QString file = files[i];
        QAction *action =
            m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(file).fileName()));
        action->setToolTip(file);
        action->setStatusTip(file);
        connect(action, &QAction::triggered, this, [this, file] {
            if (maybeSave())
                openFile(file);
        });
    }
    if (!files.isEmpty())
        m_recentMenu->addSeparator();
    m_recentMenu->addAction(m_clearRecent);
    m_clearRecent->setEnabled(!files.isEmpty());
}

void MainWindow::addRecentFile(const QString &fileName)
{
    QSettings settings;
    QStringList files = settings.value(kRecentKey).toStringList();
    const QString path = QFileInfo(fileName).absoluteFilePath();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    settings.setValue(kRecentKey, files);
    updateRecentMenu();
}

void MainWindow::showMessage(QMessageBox::Icon icon, const QString &title, const QString &text,
                             const QString &details)
{
    m_messages << text + (details.isEmpty() ? QString() : QLatin1Char('\n') + details);
    if (!m_interactive)
        return;
    auto *box = new QMessageBox(icon, title, text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(details);
    box->open();
}

EditorWindow *MainWindow::openEditor(const QString &suffix, bool show)
{
    EditorWindow *window = createEditorWindow(suffix);
    if (!window)
        return nullptr;
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setInteractive(m_interactive);
    if (show)
        window->show();
    return window;
}

bool MainWindow::openFile(const QString &fileName)
{
    // Boards and catalogs open in their editor, in a window of its own: the one already showing the file if
    // there is one (two editors of one file would each save over the other), else a new one, shown once the
    // file is read.
    const QString canonical = QFileInfo(fileName).canonicalFilePath();
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *open = qobject_cast<EditorWindow *>(w);
            open && !canonical.isEmpty() && QFileInfo(open->fileName()).canonicalFilePath() == canonical) {
            open->show();
            open->raise();
            open->activateWindow();
            return true;
        }
    if (EditorWindow *editor = openEditor(QFileInfo(fileName).suffix(), false)) {
        if (!editor->openFile(fileName)) {
            m_messages << editor->messages();
            editor->close();
            return false;
        }
        addRecentFile(fileName);
        editor->show();
        return true;
    }
    if (QFileInfo(fileName).suffix().compare(QLatin1String("hkgame"), Qt::CaseInsensitive) == 0) {
        // A recorded game opens in the table mirror, in a window of its own.
        auto *window = new TableWindow;
        window->setInteractive(m_interactive);
        if (!window->openFile(fileName)) {
            m_messages << window->messages();
            window->close();
            return false;
        }
        addRecentFile(fileName);
        window->show();
        return true;
    }
    const ScoreSheetReadResult read = readScoreSheet(fileName);
    QStringList lines;
    for (const Problem &p : read.problems)
        lines << formatProblem(QFileInfo(fileName).fileName(), p);
    if (!read.sheet) {
        showMessage(QMessageBox::Warning, tr("Cannot open the score sheet"),
                    tr("%1 cannot be opened. Nothing was changed.").arg(QFileInfo(fileName).fileName()),
                    lines.join(QLatin1Char('\n')));
        return false;
    }
    m_document->reset(*read.sheet, QFileInfo(fileName).absoluteFilePath());
    addRecentFile(fileName);
    statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(fileName)), 5000);
    return true;
}

bool MainWindow::saveTo(const QString &fileName)
{
    const QString error = writeScoreSheet(fileName, m_document->sheet());
    if (!error.isEmpty()) {
        showMessage(QMessageBox::Critical, tr("Cannot save the score sheet"),
                    tr("%1 could not be written: %2").arg(QDir::toNativeSeparators(fileName), error));
        return false;
    }
    m_document->setFileName(QFileInfo(fileName).absoluteFilePath());
    m_document->markSaved();
    addRecentFile(fileName);
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(fileName)), 5000);
    updateTitle();
    return true;
}

bool MainWindow::exportTo(const QString &fileName)
{
    const QString error = exportResults(fileName, m_document->score(),
                                        tr("Hall of the Mountain King — %1").arg(documentTitle()));
    if (!error.isEmpty()) {
        showMessage(QMessageBox::Critical, tr("Cannot export the results"),
                    tr("%1 could not be written: %2").arg(QDir::toNativeSeparators(fileName), error));
        return false;
    }
    statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(fileName)), 5000);
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    QMessageBox::StandardButton answer;
    if (m_askSave) {
        answer = m_askSave();
    } else if (!m_interactive) {
        answer = QMessageBox::Cancel;
    } else {
        QMessageBox box(QMessageBox::Question, tr("Save the changes?"),
                        tr("The score sheet %1 has changes that are not saved.").arg(documentTitle()),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
        box.setDefaultButton(QMessageBox::Save);
        answer = static_cast<QMessageBox::StandardButton>(box.exec());
    }
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("geometry"), saveGeometry());
    settings.setValue(QStringLiteral("windowState"), saveState());
    settings.setValue(QStringLiteral("splitter"), m_splitter->saveState());
    event->accept();
}

void MainWindow::newSheet()
{
    if (!maybeSave())
        return;
    m_document->reset(SheetDocument::blankSheet(int(m_document->sheet().players.size())));
    m_editor->focusPlayer(0);
}

namespace {
QString startFolder(const QString &current)
{
    if (!current.isEmpty())
        return QFileInfo(current).absolutePath();
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}
} // namespace

void MainWindow::newTableGame()
{
    NewGameWizard wizard(this);
    if (wizard.exec() != QDialog::Accepted)
        return;
    auto *window = new TableWindow;
    window->startGame(GameFile{wizard.setup(), {}}, {}, true);
    window->show();
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Open Score Sheet"), startFolder(m_document->fileName()),
        tr("Hallkeeper files (*.hkscore *.hkgame *.hkboard *.hkcatalog);;Score sheets (*.hkscore);;"
           "Games (*.hkgame);;Boards (*.hkboard);;Component catalogs (*.hkcatalog)"));
    if (!file.isEmpty())
        openFile(file);
}

bool MainWindow::save()
{
    if (m_document->fileName().isEmpty())
        return saveAs();
    return saveTo(m_document->fileName());
}

bool MainWindow::saveAs()
{
    QString file = QFileDialog::getSaveFileName(this, tr("Save Score Sheet"),
                                                m_document->fileName().isEmpty()
                                                    ? startFolder({}) + QStringLiteral("/score.hkscore")
                                                    : m_document->fileName(),
                                                tr("Hallkeeper score sheets (*.hkscore)"));
    if (file.isEmpty())
        return false;
    if (QFileInfo(file).suffix().isEmpty())
        file += QStringLiteral(".hkscore");
    return saveTo(file);
}

void MainWindow::exportAs(const QString &suffix)
{
    QString filter;
    if (suffix == QLatin1String("png"))
        filter = tr("PNG images (*.png)");
    else if (suffix == QLatin1String("pdf"))
        filter = tr("PDF documents (*.pdf)");
    else
        filter = tr("CSV tables (*.csv)");
    const QString base = m_document->fileName().isEmpty()
                             ? startFolder({}) + QStringLiteral("/results")
                             : QFileInfo(m_document->fileName()).absolutePath() + QLatin1Char('/') +
                                   QFileInfo(m_document->fileName()).completeBaseName();
    QString file =
        QFileDialog::getSaveFileName(this, tr("Export Results"), base + QLatin1Char('.') + suffix, filter);
    if (file.isEmpty())
        return;
    if (QFileInfo(file).suffix().isEmpty())
        file += QLatin1Char('.') + suffix;
    exportTo(file);
}

void MainWindow::showShortcuts()
{
    ShortcutsDialog dialog(
        {m_new, m_newGame, m_boardEditor, m_catalogEditor, m_open, m_save, m_saveAs, m_exportPdf, m_undo,
         m_redo, m_shortcuts, m_quit},
        {{tr("Go to player 1 to 5"), tr("Alt+1 … Alt+5")},
         {tr("Next field / previous field"), tr("Tab / Shift+Tab")},
         {tr("Tunnel grid: choose size and mineral"), tr("Arrow keys, or 2 to 5 for the size")},
         {tr("Tunnel grid: add one tunnel"), tr("Space, Enter or +")},
         {tr("Tunnel grid: remove one tunnel"), tr("− , Backspace or Delete")},
         {tr("Pedestal tokens: one digit per token"), tr("e.g. 353 for 3, 5 and 3")}},
        this);
    dialog.exec();
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About Hallkeeper"),
        tr("<h3>Hallkeeper %1</h3>"
           "<p>A companion and scoring assistant for the board game <i>In the Hall of the Mountain "
           "King</i>.</p><p>Enter each player's end of game; Hallkeeper adds up the honour points "
           "with the optimal leftover trades, explains every number with the rule it applies, and "
           "breaks ties.</p><p>Hallkeeper is not affiliated with the publishers of the game.</p>")
            .arg(QApplication::applicationVersion()));
}

} // namespace hk::gui
