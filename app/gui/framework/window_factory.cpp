#include "window_factory.h"

#include "document_window.h"
#include "recovery_dialog.h"

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

const WindowFactory::Kind *kindOf(const QString &suffix)
{
    for (const WindowFactory::Kind &k : kinds())
        if (k.suffix.compare(suffix, Qt::CaseInsensitive) == 0)
            return &k;
    return nullptr;
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

bool WindowFactory::knows(const QString &suffix)
{
    return kindOf(suffix) != nullptr;
}

DocumentWindow *WindowFactory::create(const QString &suffix)
{
    const Kind *kind = kindOf(suffix);
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
    DocumentWindow *window = create(QFileInfo(fileName).suffix());
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

DocumentWindow *WindowFactory::openNew(const QString &suffix, const DocumentWindow *opener)
{
    DocumentWindow *window = create(suffix);
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

void WindowFactory::offerRecovery(QWidget *parent)
{
    std::vector<std::pair<const Kind *, Autosave::Leftover>> found;
    std::vector<RecoveryDialog::Entry> entries;
    for (const Kind &kind : kinds()) {
        if (!kind.leftoverText)
            continue;
        for (const Autosave::Leftover &l : Autosave::leftovers(kind.suffix)) {
            found.emplace_back(&kind, l);
            const bool changed = l.originalChanged();
            QString text = kind.leftoverText(l);
            if (changed)
                text += QLatin1Char(' ') +
                        tr("%1 was written since: recovering the work over it would drop what was written "
                           "there.")
                            .arg(QFileInfo(l.originalFile).fileName());
            entries.push_back({text, changed, changed && kind.recoversOnTop});
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
            Autosave::removeLeftover(l.id);
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
        DocumentWindow *window = create(kind->suffix);
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
            Autosave::removeLeftover(l.id);
    }
}

QString WindowFactory::leftoverFile(const Autosave::Leftover &leftover, const QString &neverSaved)
{
    return leftover.originalFile.isEmpty() ? neverSaved : QDir::toNativeSeparators(leftover.originalFile);
}

QString WindowFactory::leftoverTime(const Autosave::Leftover &leftover)
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
