#include "window_factory.h"

#include "document_window.h"
#include "recovery_dialog.h"

#include "files/file_io.h"
#include "sheet/sheet_io.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

#include <vector>

namespace hk::gui {

namespace {

std::vector<WindowFactory::Kind> &kinds()
{
    static std::vector<WindowFactory::Kind> registered;
    return registered;
}

// The kind of `suffix`; where games share it, the one of `game` (the first of the suffix without one).
const WindowFactory::Kind *kindOf(const QString &suffix, const QString &game = {})
{
    const WindowFactory::Kind *first = nullptr;
    for (const WindowFactory::Kind &k : kinds())
        if (k.suffix.compare(suffix, Qt::CaseInsensitive) == 0) {
            if (k.game == game)
                return &k;
            if (!first)
                first = &k;
        }
    return game.isEmpty() ? first : nullptr;
}

// The kind that opens `fileName`: by its suffix, and by its game where games share the suffix.
const WindowFactory::Kind *kindOfFile(const QString &fileName, const QString &suffix)
{
    const WindowFactory::Kind *kind = kindOf(suffix);
    if (!kind || kind->game.isEmpty())
        return kind;
    return kindOf(suffix, WindowFactory::gameOfFile(fileName));
}

std::function<int(RecoveryDialog &)> &recoveryHook()
{
    static std::function<int(RecoveryDialog &)> hook;
    return hook;
}

} // namespace

void WindowFactory::add(Kind kind)
{
    kinds().push_back(std::move(kind));
}

namespace {

std::vector<WindowFactory::Tool> &registeredTools()
{
    static std::vector<WindowFactory::Tool> registered;
    return registered;
}

} // namespace

void WindowFactory::addTool(Tool tool)
{
    registeredTools().push_back(std::move(tool));
}

const std::vector<WindowFactory::Tool> &WindowFactory::tools()
{
    return registeredTools();
}

bool WindowFactory::knows(const QString &suffix)
{
    return kindOf(suffix) != nullptr;
}

QString WindowFactory::gameOfFile(const QString &fileName)
{
    base::Problems unread;
    const std::optional<QByteArray> bytes = base::readInputFile(fileName, unread);
    base::Problems problems;
    const std::optional<QString> game = bytes ? base::sheetGame(*bytes, problems) : std::nullopt;
    return game.value_or(QString::fromLatin1(base::kMountainKingId));
}

std::vector<WindowFactory::NewSheet> WindowFactory::newSheets()
{
    std::vector<NewSheet> sheets;
    for (const Kind &k : kinds())
        if (k.newSheetName)
            sheets.push_back({k.newSheetName(), k.suffix, k.game});
    return sheets;
}

DocumentWindow *WindowFactory::create(const QString &suffix, const QString &game)
{
    const Kind *kind = kindOf(suffix, game);
    if (!kind)
        return nullptr;
    DocumentWindow *window = kind->create();
    window->setAttribute(Qt::WA_DeleteOnClose);
    return window;
}

DocumentWindow *WindowFactory::windowOf(const QString &fileName)
{
    const QString canonical = QFileInfo(fileName).canonicalFilePath();
    if (canonical.isEmpty())
        return nullptr;
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *open = qobject_cast<DocumentWindow *>(w);
            open && QFileInfo(open->fileName()).canonicalFilePath() == canonical)
            return open;
    return nullptr;
}

DocumentWindow *WindowFactory::open(const QString &fileName, DocumentWindow *opener)
{
    // Two windows of one file would each save over the other: the one showing it already comes forward.
    if (DocumentWindow *open = windowOf(fileName)) {
        open->show();
        open->raise();
        open->activateWindow();
        return open;
    }
    const Kind *kind = kindOfFile(fileName, QFileInfo(fileName).suffix());
    if (!kind && knows(QFileInfo(fileName).suffix())) { // a sheet of a game this program does not have
        opener->showMessage(
            QMessageBox::Warning, QCoreApplication::translate("WindowFactory", "Cannot open the file"),
            QCoreApplication::translate("WindowFactory", "%1 is a score sheet of a game this version "
                                                         "of Hallkeeper does not know (\"%2\").")
                .arg(QDir::toNativeSeparators(fileName), gameOfFile(fileName)));
        return nullptr;
    }
    DocumentWindow *window = kind ? create(kind->suffix, kind->game) : nullptr;
    if (!window)
        return nullptr;
    window->setInteractive(opener->isInteractive());
    if (!window->openFile(fileName)) {
        opener->m_prompts.messages << window->messages();
        delete window; // never shown: closing it would keep its size as the kind's layout
        return nullptr;
    }
    window->show();
    return window;
}

DocumentWindow *WindowFactory::openNew(const QString &suffix, const DocumentWindow *opener,
                                       const QString &game)
{
    DocumentWindow *window = create(suffix, game);
    if (!window)
        return nullptr;
    window->setInteractive(opener->isInteractive());
    if (!window->newDocument()) {
        delete window;
        return nullptr;
    }
    window->show();
    return window;
}

void WindowFactory::setRecoveryHook(std::function<int(RecoveryDialog &)> hook)
{
    recoveryHook() = std::move(hook);
}

std::vector<base::Autosave::Leftover> WindowFactory::leftovers(const QString &suffix)
{
    const Kind *kind = kindOf(suffix);
    return base::Autosave::leftovers(suffix, kind ? kind->completeLeftover : base::Autosave::Completion());
}

void WindowFactory::offerRecovery(QWidget *parent)
{
    std::vector<std::pair<const Kind *, base::Autosave::Leftover>> found;
    std::vector<RecoveryDialog::Entry> entries;
    QStringList suffixes; // each once: games that share a suffix share its leftovers, each to its game's kind
    for (const Kind &kind : kinds()) {
        if (!kind.leftoverText || suffixes.contains(kind.suffix))
            continue;
        suffixes << kind.suffix;
        for (const base::Autosave::Leftover &l : leftovers(kind.suffix)) {
            const Kind *owner = kind.game.isEmpty() ? &kind : kindOfFile(l.path, kind.suffix);
            if (!owner || !owner->leftoverText)
                continue;
            found.emplace_back(owner, l);
            const bool changed = l.originalChanged();
            QString text = owner->leftoverText(l);
            if (changed)
                text += QLatin1Char(' ') +
                        tr("%1 was written since: recovering the work over it would drop what was written "
                           "there.")
                            .arg(QFileInfo(l.originalFile).fileName());
            entries.push_back({text, changed, changed && owner->recoversOnTop});
        }
    }
    if (found.empty())
        return;
    RecoveryDialog dialog(entries, parent);
    const int result = recoveryHook() ? recoveryHook()(dialog) : dialog.exec();
    if (result != QDialog::Accepted)
        return; // Later: all kept for the next start
    for (int i = 0; i < int(found.size()); ++i) {
        const auto &[kind, l] = found[size_t(i)];
        using Mode = DocumentWindow::RecoverMode;
        Mode mode = Mode::AsItWas;
        switch (dialog.choice(i)) {
        case RecoveryDialog::Choice::Discard:
            base::Autosave::removeLeftover(l.id);
            continue;
        case RecoveryDialog::Choice::Keep:
            continue;
        case RecoveryDialog::Choice::Recover:
            break;
        case RecoveryDialog::Choice::RecoverAsNew:
            mode = Mode::AsNewFile;
            break;
        case RecoveryDialog::Choice::ApplyOnTop:
            mode = Mode::OnTopOfFile;
            break;
        }
        DocumentWindow *window = create(kind->suffix, kind->game);
        const DocumentWindow::Recovered recovered = window->recoverFrom(l.path, l.originalFile, mode);
        if (recovered == DocumentWindow::Recovered::No) {
            delete window;
            continue;
        }
        window->show();
        // The leftover goes only once the window's own autosave holds all of it; else it stays, offered again
        // at the next start (the window says why its autosave failed).
        if (recovered == DocumentWindow::Recovered::Whole && window->autosaveError().isEmpty() &&
            QFile::exists(window->autosavePath()))
            base::Autosave::removeLeftover(l.id);
    }
}

QString WindowFactory::leftoverFile(const base::Autosave::Leftover &leftover, const QString &neverSaved)
{
    return leftover.originalFile.isEmpty() ? neverSaved : QDir::toNativeSeparators(leftover.originalFile);
}

QString WindowFactory::leftoverTime(const base::Autosave::Leftover &leftover)
{
    // Qt 6.4 does not know CLDR's day period "B" of some short formats (zh_TW's "下午5:33") and prints it as
    // a letter B ("B5:33"): those show a 24-hour time.
    const QLocale locale;
    QString format = locale.dateTimeFormat(QLocale::ShortFormat);
    if (format.contains(QLatin1Char('B')))
        format = locale.dateFormat(QLocale::ShortFormat) + QStringLiteral(" HH:mm");
    return locale.toString(leftover.savedAt.toLocalTime(), format);
}

} // namespace hk::gui
