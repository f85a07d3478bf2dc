// DocumentWindow is longer than 600 lines on purpose: it is a file's whole life in every window — open, save,
// Save As, ask to save, the file's lock, autosave and recovery, Add to Library, the language, the layout and
// the shortcuts — and these share the window's file, its fingerprint and its undo stack. What stands alone is
// beside it (window_factory, recovery_dialog, window_prompts, shortcuts_dialog, wheel_guard, app_settings).

#include "document_window.h"

#include "library_hooks.h"

#include "app_language.h"
#include "app_settings.h"
#include "files/autosave.h"
#include "files/file_io.h"
#include "files/file_lock.h"
#include "i18n/language.h"
#include "line_breaks.h"
#include "plain_text.h"
#include "rules_browser.h"
#include "shortcuts_dialog.h"
#include "themed_icon.h"
#include "undo_actions.h"
#include "wheel_guard.h"
#include "window_factory.h"

#include <algorithm>

#include <QAbstractSpinBox>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPointer>
#include <QPushButton>
#include <QScreen>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QToolTip>
#include <QUndoStack>

namespace hk::gui {

DocumentWindow::DocumentWindow(QWidget *parent) : QMainWindow(parent)
{
    guardWordBreaks(); // no wrapped label breaks a Japanese or Chinese word, whoever sets its text
    // Never lose an evening of work: a moment after each change the document is autosaved, and a crash's
    // leftover is offered back at the next start (WindowFactory::offerRecovery).
    m_autosaveTimer = new QTimer(this);
    m_autosaveTimer->setSingleShot(true);
    m_autosaveTimer->setInterval(800);
    connect(m_autosaveTimer, &QTimer::timeout, this, &DocumentWindow::autosaveNow);
    // A focused text field or spin box asks for Ctrl+Z (its own undo) and other keys before the window's
    // shortcuts see them; the filter answers for every field of the window (ownsShortcut).
    qApp->installEventFilter(this);
    WheelGuard::install();             // the wheel changes only the field being edited
    RulesBrowser::listenToRuleLinks(); // every rule ID a window shows opens the rules browser
}

DocumentWindow::~DocumentWindow()
{
    // The stack signals while it is destroyed: nothing of this window may answer any more.
    if (m_undoStack) {
        disconnect(m_undoStack, nullptr, this, nullptr);
        disconnect(m_undoStack, nullptr, m_autosaveTimer, nullptr);
    }
    if (m_autosave) // ended without a crash: nothing to recover
        m_autosave->discard();
}

void DocumentWindow::setUndoStack(QUndoStack *stack)
{
    m_undoStack = stack;
    m_undo = std::make_unique<UndoActions>(createUndoActions(stack, this));
    connect(stack, &QUndoStack::indexChanged, m_autosaveTimer, qOverload<>(&QTimer::start));
    connect(stack, &QUndoStack::cleanChanged, this, &DocumentWindow::updateTitle);
}

QAction *DocumentWindow::undoAction() const
{
    return m_undo->undo;
}

QAction *DocumentWindow::redoAction() const
{
    return m_undo->redo;
}

bool DocumentWindow::isModified() const
{
    return !m_undoStack->isClean();
}

// ---- Menus

void DocumentWindow::createStandardMenus(const QString &toolBarName)
{
    const auto action = [this](const QKeySequence &keys, auto slot, const QIcon &icon = {}) {
        auto *a = new QAction(icon, QString(), this);
        a->setShortcut(keys);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    m_new = action(
        QKeySequence::New,
        [this] {
            if (maybeSave())
                newDocument();
        },
        themedIcon("document-new", QStyle::SP_FileIcon));
    m_open = action(QKeySequence::Open, &DocumentWindow::openRequested,
                    themedIcon("document-open", QStyle::SP_DialogOpenButton));
    m_save = action(QKeySequence::Save, &DocumentWindow::save,
                    themedIcon("document-save", QStyle::SP_DialogSaveButton));
    m_saveAs = action(QKeySequence::SaveAs, &DocumentWindow::saveAs);
    m_close = action(QKeySequence::Close, &QWidget::close);
    // The application's commands: one key each, in every window (Help ▸ Keyboard Shortcuts).
    m_newGame = action(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N),
                       [this] { WindowFactory::openNew(QStringLiteral("hkgame"), this); });
    m_boardEditor = action(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B),
                           [this] { WindowFactory::openNew(QStringLiteral("hkboard"), this); });
    m_catalogEditor = action(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M),
                             [this] { WindowFactory::openNew(QStringLiteral("hkcatalog"), this); });
    m_addToLibrary = action(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L), [this] { addToLibrary(); });
    m_addToLibrary->setObjectName(QStringLiteral("addToLibrary"));
    m_library = action(QKeySequence(Qt::CTRL | Qt::Key_L), [this] {
        if (libraryHooks().openLibrary)
            libraryHooks().openLibrary(this);
    });
    m_backUpLibrary = action({}, [this] {
        if (libraryHooks().backUp)
            libraryHooks().backUp(this);
    });
    // Ctrl+Q itself: QKeySequence::Quit is empty on some platforms (offscreen, Windows).
    m_quit = action(QKeySequence(Qt::CTRL | Qt::Key_Q), [] { QApplication::closeAllWindows(); });
    m_quit->setMenuRole(QAction::QuitRole);
    // F1 is the rules (what a group looks up mid-game); the keys are one chord away.
    m_rules = action(QKeySequence::HelpContents, [this] { RulesBrowser::showRule(QString(), this); });
    m_shortcuts = action(QKeySequence(Qt::CTRL | Qt::Key_Slash), &DocumentWindow::showShortcuts);
    m_languages = createLanguageActions(this);

    m_fileMenu = menuBar()->addMenu(QString());
    // A new score sheet of any registered game, each in the window of its game (WindowFactory::newSheets).
    m_newSheetMenu = new QMenu(this);
    m_newSheetMenu->setObjectName(QStringLiteral("newSheetMenu"));
    connect(m_newSheetMenu, &QMenu::aboutToShow, this, &DocumentWindow::fillNewSheetMenu);
    m_fileMenu->addAction(m_new);
    m_fileMenu->addMenu(m_newSheetMenu);
    m_fileMenu->addActions({m_newGame, m_boardEditor, m_catalogEditor, m_open});
    m_fileMenu->addSeparator();
    m_fileMenu->addActions({m_save, m_saveAs});
    m_fileMenu->addSeparator();
    if (recordsPlay())
        m_fileMenu->addAction(m_addToLibrary);
    m_fileMenu->addActions({m_library, m_backUpLibrary});
    m_fileMenu->addSeparator();
    m_fileMenu->addActions({m_close, m_quit});
    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addActions({m_undo->undo, m_undo->redo});
    m_viewMenu = menuBar()->addMenu(QString());
    m_languageMenu = m_viewMenu->addMenu(QString());
    m_languageMenu->addActions(m_languages->actions());
    // The games' windows that hold no document (a table helper), each with its key, in every window.
    if (!WindowFactory::tools().empty()) {
        m_toolsMenu = menuBar()->addMenu(QString());
        m_toolsMenu->setObjectName(QStringLiteral("toolsMenu"));
        for (const WindowFactory::Tool &tool : WindowFactory::tools()) {
            QAction *a = action(tool.shortcut, [this, open = tool.open] { open(this); });
            a->setObjectName(tool.id);
            a->setData(tool.game);
            m_toolsMenu->addAction(a);
            m_toolActions.push_back(a);
        }
    }
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addActions({m_rules, m_shortcuts});
    if (!toolBarName.isEmpty()) {
        m_toolBar = addToolBar(QString());
        m_toolBar->setObjectName(toolBarName);
        m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        m_toolBar->addActions({m_new, m_open, m_save});
        m_toolBar->addSeparator();
        m_toolBar->addActions({m_undo->undo, m_undo->redo});
    }
    retranslate();
}

QList<QAction *> DocumentWindow::toolActions(const QString &game) const
{
    QList<QAction *> actions;
    for (QAction *a : m_toolActions)
        if (a->data().toString() == game)
            actions << a;
    return actions;
}

QAction *DocumentWindow::fileSaveSeparator() const
{
    // After Save As: exports join Save and Save As, above the library's actions.
    const QList<QAction *> actions = m_fileMenu->actions();
    return actions.at(actions.indexOf(m_saveAs) + 1);
}

bool DocumentWindow::addToLibrary()
{
    if (!recordsPlay())
        return false;
    // The library keeps the play and a link to its file: the file must hold what is added.
    if ((m_fileName.isEmpty() || isModified()) && !save())
        return false;
    if (!libraryHooks().addPlay)
        return false;
    const LibraryHooks::Added added = libraryHooks().addPlay(m_fileName);
    if (!added.uuidWritten.isEmpty()) {
        setPlayUuid(added.uuidWritten);
        m_base = base::fileFingerprint(m_fileName); // the window's own change of its file
    }
    if (!added.error.isEmpty()) {
        showMessage(QMessageBox::Warning, tr("Add to Library"), added.error);
        return false;
    }
    statusBar()->showMessage(added.done, 10000);
    return true;
}

void DocumentWindow::offerLibrary()
{
    if (!recordsPlay() || !isVisible())
        return;
    QTimer::singleShot(0, this, [this] {
        QMessageBox box(QMessageBox::Question, tr("Game Over"),
                        tr("The game is over. Add it to the group's play library?"), QMessageBox::NoButton,
                        this);
        QPushButton *add = box.addButton(tr("Add to Library"), QMessageBox::AcceptRole);
        box.addButton(tr("Not Now"), QMessageBox::RejectRole);
        box.setDefaultButton(add);
        runDialog(&box);
        if (box.clickedButton() == add)
            addToLibrary();
    });
}

void DocumentWindow::retranslate()
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
        m_quit->setText(tr("&Quit"));
        const auto keys = [](const QAction *a) { return a->shortcut().toString(QKeySequence::NativeText); };
        m_newGame->setText(tr("New &Game at the Table…"));
        m_newGame->setToolTip(
            tr("Set up a game and mirror the table move by move (%1)").arg(keys(m_newGame)));
        m_boardEditor->setText(tr("&Board Editor…"));
        m_boardEditor->setToolTip(tr("Transcribe a printed board into a .hkboard file to play and share (%1)")
                                      .arg(keys(m_boardEditor)));
        m_catalogEditor->setText(tr("Co&mponent Editor…"));
        m_catalogEditor->setToolTip(
            tr("Transcribe the tunnel tiles, great halls, workshops and troll cards of "
               "your box into a .hkcatalog (%1)")
                .arg(keys(m_catalogEditor)));
        m_addToLibrary->setText(tr("Add to &Library"));
        m_addToLibrary->setToolTip(tr("Keep this play in the group's play library, or update it there (%1)")
                                       .arg(keys(m_addToLibrary)));
        m_library->setText(tr("&Play Library…"));
        m_library->setToolTip(
            tr("Every play the group kept: statistics, imports and exports (%1)").arg(keys(m_library)));
        m_backUpLibrary->setText(tr("Back &Up Library…"));
        m_newSheetMenu->setTitle(tr("New &Score Sheet"));
        fillNewSheetMenu();
        if (m_toolsMenu)
            m_toolsMenu->setTitle(tr("Ta&ble Helpers"));
        for (size_t i = 0; i < m_toolActions.size() && i < WindowFactory::tools().size(); ++i)
            m_toolActions[i]->setText(WindowFactory::tools()[i].name());
        m_rules->setText(tr("&Rules"));
        m_shortcuts->setText(tr("&Keyboard Shortcuts"));
        checkCurrentLanguage(m_languages);
    }
    retranslateUndoActions(*m_undo, m_undoStack);
    retranslateDocument();
    updateTitle();
}

void DocumentWindow::fillNewSheetMenu()
{
    m_newSheetMenu->clear();
    for (const WindowFactory::NewSheet &sheet : WindowFactory::newSheets())
        m_newSheetMenu->addAction(sheet.name, this,
                                  [this, sheet] { WindowFactory::openNew(sheet.suffix, this, sheet.game); });
}

bool DocumentWindow::ownsShortcut(const QKeyEvent *key) const
{
    if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo))
        return true;
    if (!(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier)))
        return false; // plain keys are typing
    for (QKeySequence::StandardKey text :
         {QKeySequence::Copy, QKeySequence::Cut, QKeySequence::Paste, QKeySequence::SelectAll,
          QKeySequence::DeleteStartOfWord, QKeySequence::DeleteEndOfWord, QKeySequence::MoveToNextWord,
          QKeySequence::MoveToPreviousWord, QKeySequence::SelectNextWord, QKeySequence::SelectPreviousWord,
          QKeySequence::MoveToStartOfLine, QKeySequence::MoveToEndOfLine})
        if (key->matches(text))
            return false;
    const QKeySequence pressed(key->keyCombination());
    const QList<QAction *> actions = findChildren<QAction *>();
    return std::any_of(actions.begin(), actions.end(),
                       [&](const QAction *a) { return a->isEnabled() && a->shortcuts().contains(pressed); });
}

// A digit typed into a spin box that would take it out of its range is dropped by Qt without a word: say why,
// at the field and in the status bar ("7 is not possible here: this field takes 0 to 6").
void DocumentWindow::explainRefusedDigit(QSpinBox *spin, const QKeyEvent *key)
{
    const QString typed = key->text();
    auto *edit = spin->findChild<QLineEdit *>();
    if (typed.isEmpty() || !typed.front().isDigit() || !edit)
        return;
    QString text = edit->text();
    int at = edit->cursorPosition();
    if (edit->hasSelectedText()) {
        at = edit->selectionStart();
        text.remove(at, edit->selectedText().size());
    }
    text.insert(at, typed);
    text.remove(spin->prefix()).remove(spin->suffix());
    bool number = false;
    const int value = text.trimmed().toInt(&number);
    if (!number || (value >= spin->minimum() && value <= spin->maximum()))
        return;
    const QString why =
        tr("%1 is not possible here: this field takes %2 to %3.")
            .arg(QString::number(value), QString::number(spin->minimum()), QString::number(spin->maximum()));
    QToolTip::showText(spin->mapToGlobal(QPoint(0, spin->height())), why, spin);
    statusBar()->showMessage(why, 8000);
}

bool DocumentWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress && watched->isWidgetType())
        if (auto *spin = qobject_cast<QSpinBox *>(watched); spin && spin->window() == this)
            explainRefusedDigit(spin, static_cast<QKeyEvent *>(event));
    if (event->type() == QEvent::ShortcutOverride && watched->isWidgetType() &&
        static_cast<QWidget *>(watched)->window() == this) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (ownsShortcut(key)) {
            // A field being edited commits first, so that the action sees (or undoes) its final value.
            if (auto *spin = qobject_cast<QAbstractSpinBox *>(watched))
                spin->interpretText();
            event->ignore();
            return true; // not overridden: the window's shortcut fires
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

void DocumentWindow::changeEvent(QEvent *event)
{
    // One retranslation per language switch, however many translators were replaced (each sends its own
    // event), and whichever window switched.
    if (event->type() == QEvent::LanguageChange && !m_retranslatePending) {
        m_retranslatePending = true;
        QMetaObject::invokeMethod(this, &DocumentWindow::retranslate, Qt::QueuedConnection);
    }
    QMainWindow::changeEvent(event);
}

void DocumentWindow::setLanguage(const QString &code, bool remember)
{
    if (!isSupportedLanguage(code))
        return;
    switchLanguage(code, remember);
    retranslate(); // at once: a screenshot may be taken before the LanguageChange events arrive
}

void DocumentWindow::updateTitle()
{
    const FileKind kind = fileKind();
    const QString name = m_fileName.isEmpty() ? kind.untitled : QFileInfo(m_fileName).fileName();
    const QString window = kind.windowName.isEmpty() ? QString() : QStringLiteral(" — ") + kind.windowName;
    setWindowTitle(name + QStringLiteral("[*]") + titleNote() + window + QStringLiteral(" — Hallkeeper"));
    setWindowModified(isModified());
}

void DocumentWindow::setFileName(const QString &fileName)
{
    m_fileName = fileName;
    m_base = base::fileFingerprint(fileName);
    // A file the subclass names itself (a new game saved by the wizard) is held like one opened.
    m_lock = fileName.isEmpty() || m_readsOnly ? nullptr : lockIfFree(fileName);
    updateTitle();
}

std::unique_ptr<base::FileLock> DocumentWindow::lockIfFree(const QString &fileName)
{
    const bool own =
        m_lock && base::FileLock::lockFileName(m_lock->fileName()) == base::FileLock::lockFileName(fileName);
    auto lock = own ? std::move(m_lock) : std::make_unique<base::FileLock>(fileName);
    return lock->lock(0).isEmpty() ? std::move(lock) : nullptr;
}

std::unique_ptr<base::FileLock> DocumentWindow::lockFile(const QString &fileName, const QString &failureTitle,
                                                         LockUse use)
{
    if (m_lock && m_lock->isLocked() &&
        base::FileLock::lockFileName(m_lock->fileName()) == base::FileLock::lockFileName(fileName))
        return std::move(m_lock);
    auto lock = std::make_unique<base::FileLock>(fileName);
    if (const QString holder = lock->lock(kLockWaitMs); !holder.isEmpty()) {
        // A file in a folder that cannot hold a lock file (read-only, a full disk) is still opened: no other
        // writer can lock it either, and saving there says why it cannot.
        if (use == LockUse::Reading && !lock->heldByAnother())
            return std::make_unique<base::FileLock>(fileName); // not locked: released as it is

        showMessage(QMessageBox::Warning, failureTitle, QDir::toNativeSeparators(holder));
        return nullptr;
    }
    return lock;
}

void DocumentWindow::showMessage(QMessageBox::Icon icon, const QString &title, const QString &text,
                                 const QString &details)
{
    m_prompts.show(this, icon, title, text, details);
}

int DocumentWindow::runDialog(QDialog *dialog)
{
    return m_prompts.exec(dialog);
}

QList<QAction *> DocumentWindow::shortcutActions() const
{
    QList<QAction *> found;
    std::function<void(const QList<QAction *> &)> collect = [&](const QList<QAction *> &actions) {
        for (QAction *a : actions) {
            if (a->menu())
                collect(a->menu()->actions());
            else if (!a->shortcut().isEmpty() && !found.contains(a))
                found << a;
        }
    };
    collect(menuBar()->actions());
    return found;
}

void DocumentWindow::showShortcuts()
{
    ShortcutsDialog dialog(shortcutActions(), extraShortcuts(), this);
    runDialog(&dialog);
}

bool DocumentWindow::exportTo(const QString &fileName)
{
    showMessage(
        QMessageBox::Warning, tr("Cannot export"),
        tr("There is nothing to export from this window to %1.").arg(QDir::toNativeSeparators(fileName)));
    return false;
}

// ---- Autosave

QString DocumentWindow::autosaveNow()
{
    m_autosaveTimer->stop();
    if (m_readsOnly) // --export, --screenshot: nothing is changed, nothing kept
        return {};
    QString error;
    if (!isModified()) {
        if (m_autosave)
            m_autosave->clear();
    } else {
        const QByteArray bytes = documentBytes(m_playUuid);
        if (bytes.isEmpty()) // a kind that is not autosaved
            return {};
        if (!m_autosave)
            m_autosave = std::make_unique<base::Autosave>(QString(), fileKind().suffix);
        m_autosave->setBase(m_base);
        error = m_autosave->saveBytes(bytes, m_fileName);
    }
    setAutosaveError(error);
    return error;
}

void DocumentWindow::setAutosaveError(const QString &error)
{
    m_autosaveError = error;
    if (error.isEmpty()) {
        if (m_autosaveMark)
            m_autosaveMark->hide();
        return;
    }
    // Until an autosave succeeds again, not a message that passes: the work is not protected against a crash.
    if (!m_autosaveMark) {
        m_autosaveMark = new QLabel;
        m_autosaveMark->setObjectName(QStringLiteral("autosaveFailed"));
        m_autosaveMark->setTextFormat(Qt::RichText);
        connect(m_autosaveMark, &QLabel::linkActivated, this, [this] { save(); });
        statusBar()->addPermanentWidget(m_autosaveMark);
    }
    statusBar()->show(); // a window that had no status bar yet (the component editor) gets one now
    m_autosaveMark->setText(
        QStringLiteral("<b>%1</b> <a href=\"save\">%2</a>")
            .arg(tr("Not autosaved: %1.").arg(error).toHtmlEscaped(), tr("Save now").toHtmlEscaped()));
    m_autosaveMark->setToolTip(plainToolTip(
        tr("The last autosave failed (%1): a crash now would lose the changes since the last save. The mark "
           "stays until an autosave succeeds again; Save keeps the work in its file.")
            .arg(error)));
    m_autosaveMark->show();
}

QString DocumentWindow::autosavePath() const
{
    return m_autosave ? m_autosave->filePath() : QString();
}

void DocumentWindow::discardAutosave()
{
    if (m_autosave)
        m_autosave->discard();
}

QStringList DocumentWindow::recoverOnTop(const QString &, const QString &fileName, int &)
{
    return {tr("%1: this kind of document can only be recovered whole.").arg(fileName)};
}

bool DocumentWindow::recoverAsStep(const QString &, const QString &, const std::function<QString()> &)
{
    return false;
}

DocumentWindow::Recovered DocumentWindow::recoverFrom(const QString &autosavedFile,
                                                      const QString &originalFile, RecoverMode mode)
{
    const QString title = tr("Cannot recover the work");
    int dropped = 0;
    if (mode == RecoverMode::OnTopOfFile) {
        std::unique_ptr<base::FileLock> lock = m_readsOnly ? nullptr : lockIfFree(originalFile);
        const QStringList problems = recoverOnTop(autosavedFile, originalFile, dropped);
        if (!problems.isEmpty()) {
            showMessage(QMessageBox::Warning, title,
                        fileKind().cannotOpen.arg(QFileInfo(originalFile).fileName()),
                        problems.join(QLatin1Char('\n')));
            return Recovered::No;
        }
        m_lock = std::move(lock);
        m_fileName = originalFile;
        m_base = base::fileFingerprint(originalFile);
        m_undoStack->resetClean(); // not saved where it belongs yet
    } else {
        bool asStep = false;
        if (mode == RecoverMode::AsItWas && !originalFile.isEmpty()) {
            // The file as it is, then the work as one step on it: the recovery itself can be undone.
            std::unique_ptr<base::FileLock> lock = m_readsOnly ? nullptr : lockIfFree(originalFile);
            asStep =
                recoverAsStep(autosavedFile, originalFile, [] { return tr("Recover the unsaved work"); });
            if (asStep) {
                m_lock = std::move(lock);
                m_fileName = originalFile;
                m_base = base::fileFingerprint(originalFile);
            } // else the lock goes: load() takes it
        }
        if (!asStep) {
            if (!load(autosavedFile, mode == RecoverMode::AsItWas ? originalFile : QString(), title,
                      LockNeed::IfFree))
                return Recovered::No;
            m_undoStack->resetClean(); // not saved where it belongs yet
        }
    }
    updateTitle();
    autosaveNow(); // kept by this session from now on, whole: a second crash loses nothing
    if (mode == RecoverMode::AsNewFile) {
        statusBar()->show();
        statusBar()->showMessage(
            tr("Recovered as a new document: %1 was written since, and stays as it is. Save asks where.")
                .arg(QDir::toNativeSeparators(originalFile)));
    }
    return dropped > 0 ? Recovered::InPart : Recovered::Whole;
}

// ---- Files

bool DocumentWindow::newDocument()
{
    if (!startNewDocument())
        return false;
    updateTitle();
    return true;
}

bool DocumentWindow::startNewDocument()
{
    clearDocument();
    m_fileName.clear();
    m_base.clear();
    m_lock.reset();
    return true;
}

bool DocumentWindow::openFile(const QString &fileName)
{
    if (!load(fileName, fileName, tr("Cannot open the file")))
        return false;
    AppSettings::addRecentFile(fileName);
    statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(fileName)), 5000);
    return true;
}

bool DocumentWindow::load(const QString &readFrom, const QString &fileName, const QString &failureTitle,
                          LockNeed need)
{
    // The file is held before it is read: no other writer changes it while the window has it. Recovered work
    // is never refused for a lock: it comes back, and saving it says who holds its file.
    std::unique_ptr<base::FileLock> lock;
    if (m_readsOnly) {
        // no lock: nothing is written
    } else if (!fileName.isEmpty() && need == LockNeed::IfFree) {
        lock = lockIfFree(fileName);
    } else if (!fileName.isEmpty() && !(lock = lockFile(fileName, failureTitle, LockUse::Reading)))
        return false;
    const bool sameFile = lock && fileName == m_fileName;
    const QStringList problems = readDocument(readFrom, fileName);
    if (!problems.isEmpty()) {
        if (sameFile)
            m_lock = std::move(lock);
        showMessage(QMessageBox::Warning, failureTitle,
                    fileKind().cannotOpen.arg(QFileInfo(readFrom).fileName()),
                    problems.join(QLatin1Char('\n')));
        return false;
    }
    m_lock = std::move(lock);
    m_fileName = fileName;
    m_base = base::fileFingerprint(fileName);
    updateTitle();
    return true;
}

bool DocumentWindow::saveTo(const QString &fileName)
{
    std::unique_ptr<base::FileLock> lock = lockFile(fileName, tr("Cannot save"));
    if (!lock)
        return false;
    if (!mayReplaceChangedFile(fileName)) {
        if (fileName == m_fileName)
            m_lock = std::move(lock);
        return false;
    }
    const QString error = writeDocument(fileName);
    if (fileName == m_fileName || error.isEmpty())
        m_lock = std::move(lock); // the window's file, or its new one
    if (!error.isEmpty()) {
        showMessage(QMessageBox::Warning, tr("Cannot save"),
                    tr("The file could not be saved to %1.").arg(QDir::toNativeSeparators(fileName)), error);
        return false;
    }
    m_fileName = fileName;
    m_base = base::fileFingerprint(fileName);
    m_undoStack->setClean();
    updateTitle();
    if (m_autosave)
        m_autosave->clear();
    setAutosaveError({}); // the file holds the work: nothing is at risk
    AppSettings::addRecentFile(fileName);
    documentSaved();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(fileName).fileName()) + savedNote(), 8000);
    return true;
}

bool DocumentWindow::mayReplaceChangedFile(const QString &fileName)
{
    // The lock keeps Hallkeeper's own writers out, not an editor or a copy by hand: what they wrote since the
    // window read or saved the file is replaced only when the user says so.
    if (m_base.isEmpty() || !base::isSameFile(fileName, m_fileName))
        return true;
    if (!base::fileChangedSince(fileName, m_base))
        return true;
    const QString name = QFileInfo(fileName).fileName();
    QMessageBox box(QMessageBox::Warning, tr("Save"),
                    tr("%1 was changed by another program since it was opened here. Saving replaces what "
                       "was written there.")
                        .arg(name),
                    QMessageBox::Save | QMessageBox::Cancel, this);
    box.setInformativeText(tr("To keep both, cancel and use Save As."));
    box.button(QMessageBox::Save)->setText(tr("&Replace It"));
    box.setDefaultButton(QMessageBox::Cancel);
    if (runDialog(&box) == QMessageBox::Save)
        return true;
    if (!isInteractive())
        showMessage(QMessageBox::Warning, tr("Cannot save"),
                    tr("%1 was changed by another program since it was opened here: not replaced.")
                        .arg(QDir::toNativeSeparators(fileName)));
    return false;
}

namespace {

// Where a file dialog starts for a document not saved yet: the documents folder, or the home folder when
// there is none (a dialog asked to start in a folder that does not exist offers its name as a file name).
QString documentsFolder()
{
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

} // namespace

void DocumentWindow::openRequested()
{
    const FileKind kind = fileKind();
    const QString start = m_fileName.isEmpty() ? documentsFolder() : QFileInfo(m_fileName).absolutePath();
    const QString fileName = QFileDialog::getOpenFileName(
        this, tr("Open"), start, kind.openFilter.isEmpty() ? kind.filter : kind.openFilter);
    if (!fileName.isEmpty())
        openAnyFile(fileName);
}

bool DocumentWindow::openAnyFile(const QString &fileName)
{
    const QString suffix = QFileInfo(fileName).suffix();
    const DocumentWindow *holder = WindowFactory::windowOf(fileName);
    if (holder == this)
        return true; // shown here already
    // Another window with the file comes forward (it holds the file's lock); another kind opens in its own.
    if (holder ||
        (suffix.compare(fileKind().suffix, Qt::CaseInsensitive) != 0 && WindowFactory::knows(suffix))) {
        const DocumentWindow *opened = WindowFactory::open(fileName, this);
        return opened != nullptr;
    }
    return maybeSave() && openFile(fileName);
}

bool DocumentWindow::save()
{
    return m_fileName.isEmpty() ? saveAs() : saveTo(m_fileName);
}

bool DocumentWindow::saveAs()
{
    const FileKind kind = fileKind();
    const QString fileName = askSaveFileName(tr("Save As"), kind.suffix, kind.filter);
    return !fileName.isEmpty() && saveAsFile(fileName);
}

bool DocumentWindow::saveAsFile(const QString &fileName)
{
    const QString uuid = playUuid();
    if (uuid.isEmpty() || QFileInfo(fileName) == QFileInfo(m_fileName))
        return saveTo(fileName);
    QMessageBox box(QMessageBox::Question, tr("Save As"),
                    tr("This file records a play kept in the group's play library. Is the copy the same play "
                       "(moved, or kept twice), or a new play?"),
                    QMessageBox::Cancel, this);
    box.setInformativeText(tr("The same play: adding either file to the library updates that play. A new "
                              "play: the copy is added as a play of its own."));
    QPushButton *same = box.addButton(tr("Same Play"), QMessageBox::AcceptRole);
    QPushButton *fresh = box.addButton(tr("New Play"), QMessageBox::AcceptRole);
    same->setObjectName(QStringLiteral("samePlay"));
    fresh->setObjectName(QStringLiteral("newPlay"));
    box.setDefaultButton(same);
    runDialog(&box);
    if (box.clickedButton() == same)
        return saveTo(fileName);
    if (box.clickedButton() != fresh)
        return false;
    setPlayUuid({});
    if (saveTo(fileName))
        return true;
    setPlayUuid(uuid); // still the file it was
    return false;
}

QString DocumentWindow::askSaveFileName(const QString &title, const QString &suffix, const QString &filter)
{
    if (!isInteractive())
        return {};
    const QString base = m_fileName.isEmpty() ? QDir(documentsFolder()).filePath(fileKind().untitled)
                                              : QFileInfo(m_fileName).absolutePath() + QLatin1Char('/') +
                                                    QFileInfo(m_fileName).completeBaseName();
    QFileDialog dialog(this, title, base + QLatin1Char('.') + suffix, filter);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(suffix);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().constFirst();
}

bool DocumentWindow::maybeSave()
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

// ---- Layout and closing

bool DocumentWindow::restoreLayout()
{
    const AppSettings::WindowLayout layout = AppSettings::windowLayout(fileKind().settingsGroup);
    const bool geometry = restoreGeometry(layout.geometry);
    const bool state = restoreState(layout.state);
    return geometry && state;
}

void DocumentWindow::resizeToFitScreen(QSize preferred)
{
    const QSize frame = frameGeometry().size() - geometry().size(); // none before the first show
    resize(preferred.boundedTo(screen()->availableGeometry().size() - frame));
}

void DocumentWindow::saveLayout()
{
    AppSettings::setWindowLayout(fileKind().settingsGroup, {saveGeometry(), saveState(), {}});
}

void DocumentWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    saveLayout();
    discardAutosave(); // closed cleanly: nothing to recover
    m_lock.reset();    // a closed window lets its file go, whether or not it is deleted
    event->accept();
    // The rules browser serves the documents: it goes with the last of them (the application then quits).
    const QWidgetList windows = QApplication::topLevelWidgets();
    const bool last = std::none_of(windows.begin(), windows.end(), [this](QWidget *w) {
        return w != this && qobject_cast<DocumentWindow *>(w) && w->isVisible();
    });
    if (RulesBrowser *browser = RulesBrowser::current(); last && browser)
        browser->close();
}

QString DocumentWindow::writeDocument(const QString &fileName)
{
    return base::writeFileAtomically(fileName, documentBytes(playUuid()));
}

std::optional<QByteArray> DocumentWindow::readDocumentBytes(const QString &readFrom, QStringList &problems)
{
    base::Problems unread;
    std::optional<QByteArray> bytes = base::readInputFile(readFrom, unread);
    for (const base::Problem &p : unread)
        problems << base::formatProblem(QFileInfo(readFrom).fileName(), p);
    return bytes;
}

} // namespace hk::gui
