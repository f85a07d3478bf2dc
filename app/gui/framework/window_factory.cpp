#include "window_factory.h"

#include "document_window.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

#include <vector>

namespace hk::gui {

namespace {

class RecoveryText {
    Q_DECLARE_TR_FUNCTIONS(WindowFactory)
};

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

enum class RecoveryChoice { Recover, Discard, Later };

RecoveryChoice askToRecover(QWidget *parent, const QString &text)
{
    QMessageBox box(QMessageBox::Question, RecoveryText::tr("Recover unsaved work?"), text,
                    QMessageBox::NoButton, parent);
    QPushButton *recover = box.addButton(RecoveryText::tr("Recover"), QMessageBox::AcceptRole);
    QPushButton *discard = box.addButton(RecoveryText::tr("Discard"), QMessageBox::DestructiveRole);
    box.addButton(RecoveryText::tr("Later"), QMessageBox::RejectRole);
    box.setDefaultButton(recover);
    box.exec();
    return box.clickedButton() == recover   ? RecoveryChoice::Recover
           : box.clickedButton() == discard ? RecoveryChoice::Discard
                                            : RecoveryChoice::Later;
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

DocumentWindow *WindowFactory::open(const QString &fileName, DocumentWindow *opener)
{
    // Two windows of one file would each save over the other: the one showing it already comes forward.
    const QString canonical = QFileInfo(fileName).canonicalFilePath();
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *open = qobject_cast<DocumentWindow *>(w);
            open && !canonical.isEmpty() && QFileInfo(open->fileName()).canonicalFilePath() == canonical) {
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

void WindowFactory::offerRecovery(QWidget *parent)
{
    for (const Kind &kind : kinds()) {
        if (!kind.leftoverText)
            continue;
        for (const Autosave::Leftover &l : Autosave::leftovers(kind.suffix)) {
            const RecoveryChoice choice = askToRecover(parent, kind.leftoverText(l));
            if (choice == RecoveryChoice::Discard) {
                Autosave::removeLeftover(l.id);
            } else if (choice == RecoveryChoice::Recover) {
                DocumentWindow *window = create(kind.suffix);
                if (!window->recoverFrom(l.path, l.originalFile)) {
                    delete window;
                    continue;
                }
                window->show();
                Autosave::removeLeftover(l.id);
            }
        }
    }
}

QString WindowFactory::leftoverFile(const Autosave::Leftover &leftover, const QString &neverSaved)
{
    return leftover.originalFile.isEmpty() ? neverSaved : QDir::toNativeSeparators(leftover.originalFile);
}

QString WindowFactory::leftoverTime(const Autosave::Leftover &leftover)
{
    return QLocale().toString(leftover.savedAt.toLocalTime(), QLocale::ShortFormat);
}

} // namespace hk::gui
