#include "score_sheet_window.h"

#include "app_settings.h"
#include "art.h"
#include "i18n/arg_text.h"
#include "io/score_sheet_io.h"
#include "mountain_king_module.h"
#include "results/results_panel.h"
#include "score_table_export.h"
#include "sheet_document.h"
#include "sheet_editor.h"
#include "window_factory.h"

#include "sheet/sheet_io.h"

#include <algorithm>

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSplitter>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QUndoView>

namespace hk::gui {

ScoreSheetWindow::ScoreSheetWindow(QWidget *parent)
    : DocumentWindow(parent), m_document(new SheetDocument(this))
{
    setUndoStack(m_document->undoStack());
    m_editor = new SheetEditor(m_document);
    m_results = new ResultsPanel;
    m_results->setSentencesAlwaysInView(true); // who wins and why, whole at 1280 × 720 too
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

    m_problemsStatus = new QToolButton;
    m_problemsStatus->setAutoRaise(true);
    m_problemsStatus->setFocusPolicy(Qt::NoFocus); // the Problems list is on the keyboard's way already
    connect(m_problemsStatus, &QToolButton::clicked, this, &ScoreSheetWindow::goToFirstProblem);
    statusBar()->addPermanentWidget(m_problemsStatus);

    createActions();
    createMenus();

    connect(m_document, &SheetDocument::changed, this, [this] {
        m_editor->refresh();
        m_results->setResults(games::mountainKingScoreTable(m_document->score()), m_document->problems(),
                              playerNames());
        updateStatus();
    });
    connect(m_results, &ResultsPanel::problemActivated, m_editor, &SheetEditor::focusLocation);

    m_results->setResults(games::mountainKingScoreTable(m_document->score()), m_document->problems(),
                          playerNames());
    updateStatus();

    if (!restoreLayout())
        resizeToFitScreen({1440, 920});
    m_splitter->restoreState(AppSettings::windowLayout(fileKind().settingsGroup).splitter);
}

ScoreSheetWindow::~ScoreSheetWindow()
{
    // The undo stack signals as it is destroyed: the window, its members already gone, must not answer then.
    disconnect(m_document, nullptr, this, nullptr);
}

DocumentWindow::FileKind ScoreSheetWindow::fileKind() const
{
    return {QStringLiteral("hkscore"),
            tr("Hallkeeper score sheets (*.hkscore)"),
            tr("Hallkeeper files (*.hkscore *.hkgame *.hkboard *.hkcatalog);;Score sheets (*.hkscore);;"
               "Games (*.hkgame);;Boards (*.hkboard);;Component catalogs (*.hkcatalog)"),
            tr("Untitled score sheet"),
            {},
            tr("%1 cannot be opened. Nothing was changed."),
            {}}; // the first window: its layout keys predate the groups
}

void ScoreSheetWindow::createActions()
{
    m_exportPng = new QAction(this);
    connect(m_exportPng, &QAction::triggered, this, [this] { exportAs(QStringLiteral("png")); });
    m_exportPdf = new QAction(Art::instance().icon(QStringLiteral("honour")), QString(), this);
    m_exportPdf->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportPdf, &QAction::triggered, this, [this] { exportAs(QStringLiteral("pdf")); });
    m_exportCsv = new QAction(this);
    connect(m_exportCsv, &QAction::triggered, this, [this] { exportAs(QStringLiteral("csv")); });
    m_clearRecent = new QAction(this);
    connect(m_clearRecent, &QAction::triggered, this, [] { AppSettings::clearRecentFiles(); });
    for (int i = 0; i < 5; ++i) {
        auto *go = new QAction(this);
        go->setShortcut(QKeySequence(Qt::ALT | static_cast<Qt::Key>(Qt::Key_1 + i)));
        connect(go, &QAction::triggered, this, [this, i] { m_editor->focusPlayer(i); });
        m_goToPlayer << go;
    }
    m_recentMenu = new QMenu(this);
    connect(m_recentMenu, &QMenu::aboutToShow, this, &ScoreSheetWindow::fillRecentMenu);
    m_exportMenu = new QMenu(this);
    m_exportMenu->addActions({m_exportPng, m_exportPdf, m_exportCsv});
    m_about = new QAction(this);
    m_about->setMenuRole(QAction::AboutRole);
    connect(m_about, &QAction::triggered, this, &ScoreSheetWindow::showAbout);
}

void ScoreSheetWindow::createMenus()
{
    createStandardMenus(QStringLiteral("main"));
    documentToolBar()->addSeparator();
    documentToolBar()->addAction(m_exportPdf);
    newGameAction()->setIcon(Art::instance().icon(QStringLiteral("statue")));
    fileMenu()->insertMenu(fileMenu()->actions().at(fileMenu()->actions().indexOf(openAction()) + 1),
                           m_recentMenu);
    fileMenu()->insertMenu(fileSaveSeparator(), m_exportMenu);
    editMenu()->addSeparator();
    editMenu()->addActions(m_goToPlayer);
    viewMenu()->addAction(m_historyDock->toggleViewAction());
    helpMenu()->addAction(m_about);
    fillRecentMenu();
}

void ScoreSheetWindow::retranslateDocument()
{
    const auto keys = [](const QAction *a) { return a->shortcut().toString(QKeySequence::NativeText); };
    newAction()->setText(tr("&New Score Sheet"));
    newAction()->setToolTip(tr("Start a new score sheet (%1)").arg(keys(newAction())));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_clearRecent->setText(tr("&Clear Menu"));
    m_exportMenu->setTitle(tr("&Export"));
    m_exportPng->setText(tr("Results as &PNG Image…"));
    m_exportPdf->setText(tr("Results as P&DF…"));
    m_exportPdf->setIconText(tr("Export PDF"));
    m_exportCsv->setText(tr("Results as &CSV Table…"));
    for (int i = 0; i < m_goToPlayer.size(); ++i)
        m_goToPlayer[i]->setText(tr("Go to Player &%1").arg(i + 1));
    m_historyDock->setWindowTitle(tr("History"));
    updateHistoryStart();
    m_about->setText(tr("&About Hallkeeper"));
    documentToolBar()->setWindowTitle(tr("Main Toolbar"));
    m_editor->retranslate();
    m_results->retranslate();
    m_document->retranslate();
    updateStatus();
}

void ScoreSheetWindow::updateStatus()
{
    int errors = 0, warnings = 0;
    for (const Problem &p : m_document->problems())
        (p.isError() ? errors : warnings)++;
    if (errors == 0 && warnings == 0)
        m_problemsStatus->setText(tr("No problems"));
    else
        m_problemsStatus->setText(
            tr("Impossible input: %1 · warnings: %2").arg(argText(errors), argText(warnings)));
    m_problemsStatus->setEnabled(errors + warnings > 0);
    m_problemsStatus->setToolTip(errors + warnings > 0 ? tr("Go to the first problem") : QString());
    updateTitle(); // the title says when the sheet holds impossible input
}

void ScoreSheetWindow::goToFirstProblem()
{
    const Problems &problems = m_document->problems();
    const auto error =
        std::find_if(problems.begin(), problems.end(), [](const Problem &p) { return p.isError(); });
    const auto first = error != problems.end() ? error : problems.begin();
    if (first != problems.end())
        m_results->goToProblem(int(first - problems.begin()));
}

void ScoreSheetWindow::updateHistoryStart()
{
    // The history starts where the sheet came from: the file opened, or a new sheet.
    m_history->setEmptyLabel(m_openedFile.isEmpty() ? tr("<new score sheet>")
                                                    : tr("<opened %1>").arg(m_openedFile));
}

int ScoreSheetWindow::errorCount() const
{
    const Problems &problems = m_document->problems();
    return int(std::count_if(problems.begin(), problems.end(), [](const Problem &p) { return p.isError(); }));
}

QString ScoreSheetWindow::savedNote() const
{
    const int errors = errorCount();
    return errors ? tr(" — with impossible input (problems: %1), marked on the fields; the command line "
                       "refuses the file until they are fixed.")
                        .arg(errors)
                  : QString();
}

QString ScoreSheetWindow::titleNote() const
{
    const int errors = errorCount();
    return errors ? tr(" (problems: %1)").arg(errors) : QString();
}

void ScoreSheetWindow::fillRecentMenu()
{
    // Every window adds the files it opens and saves: the menu is made as it opens.
    m_recentMenu->clear();
    const QStringList files = AppSettings::recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString file = files[i];
        QAction *action =
            m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(argText(i + 1), QFileInfo(file).fileName()));
        action->setToolTip(file);
        action->setStatusTip(file);
        connect(action, &QAction::triggered, this, [this, file] { openAnyFile(file); });
    }
    if (!files.isEmpty())
        m_recentMenu->addSeparator();
    m_recentMenu->addAction(m_clearRecent);
    m_clearRecent->setEnabled(!files.isEmpty());
}

// ---- The document

QStringList ScoreSheetWindow::playerNames() const
{
    QStringList names;
    for (const SheetPlayer &p : m_document->sheet().players)
        names << p.name;
    return names;
}

QStringList ScoreSheetWindow::readDocument(const QString &readFrom, const QString &fileName)
{
    // A draft: a sheet saved with impossible input opens with its problems marked on the fields; only a
    // file whose structure is broken (not JSON, another format, wrong types) is refused.
    const ScoreSheetReadResult read = readScoreSheet(readFrom, ReadMode::Draft);
    QStringList lines;
    for (const Problem &p : read.problems)
        lines << fileProblemText(QFileInfo(readFrom).fileName(), p);
    if (!read.sheet)
        return lines;
    m_document->reset(*read.sheet);
    m_openedFile = QFileInfo(fileName).fileName(); // none for the recovered work of a new sheet
    updateHistoryStart();
    return {};
}

bool ScoreSheetWindow::recoverAsStep(const QString &readFrom, const QString &fileName,
                                     const std::function<QString()> &what)
{
    const ScoreSheetReadResult file = readScoreSheet(fileName, ReadMode::Draft);
    const ScoreSheetReadResult work = readScoreSheet(readFrom, ReadMode::Draft);
    if (!file.sheet || !work.sheet || *file.sheet == *work.sheet) // the same: no step to make
        return false;
    m_document->reset(*file.sheet);
    m_openedFile = QFileInfo(fileName).fileName();
    updateHistoryStart();
    m_document->edit(*work.sheet, SheetDocument::Describe(what));
    return true;
}

QString ScoreSheetWindow::gameId() const
{
    return QString::fromLatin1(base::kMountainKingId);
}

QString ScoreSheetWindow::writeDocument(const QString &fileName)
{
    return writeScoreSheet(fileName, m_document->sheet());
}

QByteArray ScoreSheetWindow::documentBytes(const QString &) const
{
    return scoreSheetToBytes(m_document->sheet());
}

QString ScoreSheetWindow::leftoverText(const base::Autosave::Leftover &leftover)
{
    return tr("Hallkeeper stopped without closing a score sheet: %1, autosaved %2.")
        .arg(WindowFactory::leftoverFile(leftover, tr("a score sheet never saved")),
             WindowFactory::leftoverTime(leftover));
}

void ScoreSheetWindow::clearDocument()
{
    m_document->reset(SheetDocument::blankSheet(int(m_document->sheet().players.size())));
    m_openedFile.clear();
    updateHistoryStart();
    m_editor->focusPlayer(0);
}

bool ScoreSheetWindow::exportTo(const QString &fileName)
{
    const QString title =
        this->fileName().isEmpty() ? fileKind().untitled : QFileInfo(this->fileName()).fileName();
    const QString error = exportScoreTable(fileName, games::mountainKingScoreTable(m_document->score()),
                                           tr("Hall of the Mountain King — %1").arg(title), errorCount());
    if (!error.isEmpty()) {
        showMessage(QMessageBox::Critical, tr("Cannot export the results"),
                    tr("%1 could not be written: %2").arg(QDir::toNativeSeparators(fileName), error));
        return false;
    }
    const int problems = errorCount();
    statusBar()->showMessage(problems ? tr("Exported %1, marked provisional: problems: %2")
                                            .arg(QDir::toNativeSeparators(fileName), argText(problems))
                                      : tr("Exported %1").arg(QDir::toNativeSeparators(fileName)),
                             5000);
    return true;
}

void ScoreSheetWindow::exportAs(const QString &suffix)
{
    const QString filter = suffix == QLatin1String("png")   ? tr("PNG images (*.png)")
                           : suffix == QLatin1String("pdf") ? tr("PDF documents (*.pdf)")
                                                            : tr("CSV tables (*.csv)");
    const QString file = askSaveFileName(tr("Export Results"), suffix, filter);
    if (!file.isEmpty())
        exportTo(file);
}

void ScoreSheetWindow::saveLayout()
{
    AppSettings::setWindowLayout(fileKind().settingsGroup,
                                 {saveGeometry(), saveState(), m_splitter->saveState()});
}

// ---- Help

QList<QAction *> ScoreSheetWindow::shortcutActions() const
{
    QList<QAction *> actions = DocumentWindow::shortcutActions();
    for (QAction *go : m_goToPlayer) // one row for the five, below
        actions.removeAll(go);
    return actions;
}

QList<QPair<QString, QString>> ScoreSheetWindow::extraShortcuts() const
{
    return {{tr("Go to player 1 to 5"), tr("Alt+1 … Alt+5")},
            {tr("Next field / previous field"), tr("Tab / Shift+Tab")},
            {tr("Tunnel grid: choose size and mineral"), tr("Arrow keys, or 2 to 5 for the size")},
            {tr("Tunnel grid: add one tunnel"), tr("Space, Enter or +")},
            {tr("Tunnel grid: remove one tunnel"), tr("− , Backspace or Delete")},
            {tr("Pedestal tokens: one digit per token"), tr("e.g. 353 for 3, 5 and 3")},
            {tr("Next field, or press the Add button"), tr("Enter")},
            {tr("Results: explain the current cell"), tr("Shift+F1")}};
}

void ScoreSheetWindow::showAbout()
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
