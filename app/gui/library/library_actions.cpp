#include "library_actions.h"

#include "db/file_play.h"
#include "db/play_library.h"
#include "library_hooks.h"
#include "library_window.h"
#include "model/play_from_file.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPointer>

namespace hk::gui {

namespace {

using namespace hk::library;

class ActionText {
    Q_DECLARE_TR_FUNCTIONS(LibraryActions)
};

QPointer<LibraryWindow> g_window;

LibraryHooks::Added addPlay(const QString &file)
{
    LibraryHooks::Added added;
    PlayLibrary library;
    if (const QString problem = library.open(PlayLibrary::defaultPath()); !problem.isEmpty()) {
        added.error = problem;
        return added;
    }
    // The window holds the file's lock: the uuid is written under it.
    const FilePlayAdded result = addFilePlay(library, file);
    added.uuidWritten = result.uuidWritten;
    if (!result.read.play) {
        QStringList lines;
        for (const base::Problem &p : result.read.problems)
            lines << base::formatProblem(QFileInfo(file).fileName(), p);
        added.error = ActionText::tr("%1 records no play the library can keep:\n%2")
                          .arg(QFileInfo(file).fileName(), lines.mid(0, 10).join(QLatin1Char('\n')));
        return added;
    }
    if (!result.added.ok()) {
        added.error = result.added.error;
        return added;
    }
    added.done = ActionText::tr("Play library: %1 %2.")
                     .arg(QFileInfo(file).fileName(), outcomeText(result.added.outcome));
    if (!result.uuidProblem.isEmpty())
        added.done += QLatin1Char(' ') + result.uuidProblem;
    if (g_window)
        g_window->reload();
    return added;
}

void backUp(QWidget *parent)
{
    PlayLibrary library;
    if (const QString problem = library.open(PlayLibrary::defaultPath()); !problem.isEmpty()) {
        QMessageBox::warning(parent, ActionText::tr("Back Up Library"), problem);
        return;
    }
    const QString file = QFileDialog::getSaveFileName(
        parent, ActionText::tr("Back Up Library"),
        QDir::home().filePath(
            QStringLiteral("hallkeeper-library-%1.sqlite")
                .arg(QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmm")))),
        ActionText::tr("Library backups (*.sqlite)"));
    if (file.isEmpty())
        return;
    if (const QString error = library.backup(file); !error.isEmpty())
        QMessageBox::warning(parent, ActionText::tr("Back Up Library"), error);
    else
        QMessageBox::information(
            parent, ActionText::tr("Back Up Library"),
            ActionText::tr("The library is backed up in %1.").arg(QDir::toNativeSeparators(file)));
}

} // namespace

LibraryWindow *showLibraryWindow()
{
    if (!g_window) {
        g_window = new LibraryWindow;
        g_window->setAttribute(Qt::WA_DeleteOnClose);
        g_window->openLibrary(PlayLibrary::defaultPath());
    } else {
        g_window->reload();
    }
    g_window->show();
    g_window->raise();
    g_window->activateWindow();
    return g_window;
}

void installLibraryHooks()
{
    LibraryHooks &hooks = libraryHooks();
    hooks.addPlay = addPlay;
    hooks.backUp = backUp;
    hooks.openLibrary = [](QWidget *) { showLibraryWindow(); };
}

} // namespace hk::gui
