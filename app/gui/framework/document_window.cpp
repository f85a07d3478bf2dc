#include "document_window.h"

#include "app_language.h"
#include "shortcuts_dialog.h"
#include "undo_actions.h"
#include "game/autosave.h"
#include "i18n/language.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

namespace hk::gui {

EditorWindow::EditorWindow(QWidget *parent)
    : QMainWindow(parent), m_undoStack(new QUndoStack(this)), m_undo(createUndoActions(m_undoStack, this))
{
    // Never lose an evening of transcription: a moment after each change the document is autosaved, and a
    // crash's leftover is offered back at the next start (editor_recovery.h).
    m_autosaveTimer = new QTimer(this);
    m_autosaveTimer->setSingleShot(true);
    m_autosaveTimer->setInterval(800);
    connect(m_autosaveTimer, &QTimer::timeout, this, &EditorWindow::autosaveNow);
    connect(m_undoStack, &QUndoStack::indexChanged, m_autosaveTimer, qOverload<>(&QTimer::start));
    connect(m_undoStack, &QUndoStack::cleanChanged, this, &EditorWindow::updateTitle);
}

EditorWindow::~EditorWindow()
{
    // The stack signals while it is destroyed: nothing of this window may answer any more.
    disconnect(m_undoStack, nullptr, this, nullptr);
    disconnect(m_undoStack, nullptr, m_autosaveTimer, nullptr);
    if (m_autosave) // ended without a crash: nothing to recover
        m_autosave->discard();
}

QAction *EditorWindow::undoAction() const
{
    return m_undo.undo;
}

QAction *EditorWindow::redoAction() const
{
    return m_undo.redo;
}

bool EditorWindow::isModified() const
{
    return !m_undoStack->isClean();
}

void EditorWindow::createStandardMenus()
{
    m_new = new QAction(this);
    m_new->setShortcut(QKeySequence::New);
    connect(m_new, &QAction::triggered, this, &EditorWindow::newRequested);
    m_open = new QAction(this);
    m_open->setShortcut(QKeySequence::Open);
    connect(m_open, &QAction::triggered, this, &EditorWindow::openRequested);
    m_save = new QAction(this);
    m_save->setShortcut(QKeySequence::Save);
    connect(m_save, &QAction::triggered, this, &EditorWindow::save);
    m_saveAs = new QAction(this);
    m_saveAs->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAs, &QAction::triggered, this, &EditorWindow::saveAs);
    m_close = new QAction(this);
    m_close->setShortcut(QKeySequence::Close);
    connect(m_close, &QAction::triggered, this, &QWidget::close);
    m_shortcuts = new QAction(this);
    m_shortcuts->setShortcut(QKeySequence::HelpContents);
    connect(m_shortcuts, &QAction::triggered, this, &EditorWindow::showShortcuts);
    m_languages = createLanguageActions(this);

    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addActions({m_new, m_open});
    m_fileMenu->addSeparator();
    m_fileMenu->addActions({m_save, m_saveAs});
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_close);
    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addActions({m_undo.undo, m_undo.redo});
    m_editMenu->addSeparator();
    m_viewMenu = menuBar()->addMenu(QString());
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->addActions(m_languages->actions());
    m_viewMenu->addSeparator();
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_shortcuts);
    retranslate();
}

void EditorWindow::restoreWindowState()
{
    restoreWindowLayout(*this, fileKind().settingsGroup);
}

void EditorWindow::retranslate()
{
    m_retranslatePending = false;
    if (m_fileMenu) {
        m_fileMenu->setTitle(tr("&File"));
        m_editMenu->setTitle(tr("&Edit"));
        m_viewMenu->setTitle(tr("&View"));
        m_languageMenu->setTitle(tr("&Language"));
        m_helpMenu->setTitle(tr("&Help"));
        m_new->setText(tr("&New"));
        m_open->setText(tr("&Open…"));
        m_save->setText(tr("&Save"));
        m_saveAs->setText(tr("Save &As…"));
        m_close->setText(tr("&Close"));
        m_shortcuts->setText(tr("&Keyboard Shortcuts"));
        checkCurrentLanguage(m_languages);
    }
    retranslateUndoActions(m_undo, m_undoStack);
    retranslateEditor();
    updateTitle();
}

void EditorWindow::changeEvent(QEvent *event)
{
    retranslateOnce(event, this, m_retranslatePending, [this] { retranslate(); });
    QMainWindow::changeEvent(event);
}

void EditorWindow::updateTitle()
{
    const FileKind kind = fileKind();
    const QString name = m_fileName.isEmpty() ? kind.untitled : QFileInfo(m_fileName).fileName();
    setWindowTitle(name + QStringLiteral("[*] — ") + kind.windowName + QStringLiteral(" — Hallkeeper"));
    setWindowModified(isModified());
}

void EditorWindow::showMessage(QMessageBox::Icon icon, const QString &title, const QString &text,
                               const QString &details)
{
    m_prompts.show(this, icon, title, text, details);
}

void EditorWindow::autosaveNow()
{
    m_autosaveTimer->stop();
    if (!isModified()) {
        if (m_autosave)
            m_autosave->clear();
        return;
    }
    if (!m_autosave)
        m_autosave = std::make_unique<Autosave>(QString(), fileKind().suffix);
    if (const QString error = m_autosave->saveBytes(documentBytes(), m_fileName); !error.isEmpty())
        statusBar()->showMessage(tr("The autosave failed: %1").arg(error), 10000);
}

QString EditorWindow::autosavePath() const
{
    return m_autosave ? m_autosave->filePath() : QString();
}

bool EditorWindow::recoverFrom(const QString &autosavedFile, const QString &originalFile)
{
    if (!load(autosavedFile, originalFile, tr("Cannot recover the work")))
        return false;
    m_undoStack->resetClean(); // not saved where it belongs yet
    updateTitle();
    autosaveNow(); // kept by this session from now on
    return true;
}

void EditorWindow::setLanguage(const QString &code, bool remember)
{
    if (!isSupportedLanguage(code))
        return;
    switchLanguage(code, remember);
    retranslate(); // at once: a screenshot may be taken before the LanguageChange events arrive
}

bool EditorWindow::exportTo(const QString &fileName)
{
    showMessage(
        QMessageBox::Warning, tr("Cannot export"),
        tr("There is nothing to export from this window to %1.").arg(QDir::toNativeSeparators(fileName)));
    return false;
}

// ---- Files

void EditorWindow::newDocument()
{
    clearDocument();
    m_fileName.clear();
    m_undoStack->clear();
    updateTitle();
}

bool EditorWindow::openFile(const QString &fileName)
{
    return load(fileName, fileName, tr("Cannot open the file"));
}

bool EditorWindow::load(const QString &readFrom, const QString &fileName, const QString &failureTitle)
{
    const QStringList problems = readDocument(readFrom);
    if (!problems.isEmpty()) {
        showMessage(QMessageBox::Warning, failureTitle,
                    fileKind().cannotOpen.arg(QFileInfo(readFrom).fileName()),
                    problems.join(QLatin1Char('\n')));
        return false;
    }
    m_fileName = fileName;
    m_undoStack->clear();
    updateTitle();
    return true;
}

bool EditorWindow::saveTo(const QString &fileName)
{
    const QString error = writeDocument(fileName);
    if (!error.isEmpty()) {
        showMessage(QMessageBox::Warning, tr("Cannot save"),
                    tr("The file could not be saved to %1.").arg(QDir::toNativeSeparators(fileName)), error);
        return false;
    }
    m_fileName = fileName;
    m_undoStack->setClean();
    updateTitle();
    if (m_autosave)
        m_autosave->clear();
    documentSaved();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(fileName).fileName()) + savedNote(), 8000);
    return true;
}

void EditorWindow::newRequested()
{
    if (maybeSave())
        newDocument();
}

void EditorWindow::openRequested()
{
    if (!maybeSave())
        return;
    const FileKind kind = fileKind();
    const QString start = m_fileName.isEmpty()
                              ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                              : QFileInfo(m_fileName).absolutePath();
    const QString fileName = QFileDialog::getOpenFileName(this, tr("Open"), start, kind.filter);
    if (!fileName.isEmpty())
        openFile(fileName);
}

bool EditorWindow::save()
{
    return m_fileName.isEmpty() ? saveAs() : saveTo(m_fileName);
}

bool EditorWindow::saveAs()
{
    const FileKind kind = fileKind();
    const QString start = m_fileName.isEmpty()
                              ? QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                                    .filePath(kind.untitled + QLatin1Char('.') + kind.suffix)
                              : m_fileName;
    QFileDialog dialog(this, tr("Save As"), start, kind.filter);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(kind.suffix);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return false;
    return saveTo(dialog.selectedFiles().constFirst());
}

bool EditorWindow::maybeSave()
{
    if (!isModified())
        return true;
    const QMessageBox::StandardButton answer = m_prompts.askToSave(
        this, tr("Unsaved changes"),
        tr("%1 has changes that are not saved. Save them?")
            .arg(m_fileName.isEmpty() ? fileKind().untitled : QFileInfo(m_fileName).fileName()));
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void EditorWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    saveWindowLayout(*this, fileKind().settingsGroup);
    if (m_autosave) // closed cleanly: nothing to recover
        m_autosave->discard();
    event->accept();
}

void EditorWindow::showShortcuts()
{
    QList<QAction *> actions;
    for (QMenu *menu : {m_fileMenu, m_editMenu, m_viewMenu})
        for (QAction *a : menu->actions())
            if (!a->shortcut().isEmpty())
                actions << a;
    ShortcutsDialog dialog(actions, extraShortcuts(), this);
    if (isInteractive())
        dialog.exec();
}

} // namespace hk::gui
