// The desktop app's windows in a process that the recovery tests kill on purpose (kill -9), run offscreen.
//   crash_worker edit KIND [FILE]             a new document of KIND (sheet, board, catalog, dwarf-sheet,
//                                             tmfi-sheet, dl-sheet, dwarf, dungeon), or FILE opened in it,
//                                             its name typed ("Kept 1"); once the autosave a change starts
//                                             holds it, prints "autosaved", waits to be killed
//   crash_worker edit game FILE FULL N        opens the game FILE and records the actions of the game FULL
//                                             after FILE's own, up to N in the log; prints "autosaved"…
//   crash_worker recover CHOICE [EDIT]        what a start after a crash does: every leftover offered in the
//                                             recovery dialog, answered CHOICE for each (recover, new,
//                                             ontop); with EDIT the name of each recovered document is typed
//                                             again ("Kept 2"); prints "recovered N" (N windows), waits to be
//                                             killed

#include "common/crash_kinds.h"
#include "common/quiet_windows.h"
#include "game_document.h"
#include "recovery_dialog.h"
#include "score_sheet_window.h"
#include "sheet_document.h"
#include "table_window.h"
#include "window_factory.h"

#include "io/game_io.h"

#include <QApplication>
#include <QDeadlineTimer>
#include <QFile>
#include <QTest>
#include <QThread>

#include <cstdio>

using namespace hk;
using namespace hk::gui;

namespace {

// Waits, as the app does, for the autosave a change starts a moment after it (never forced): true once the
// window's autosave holds `name`.
bool autosavedWith(DocumentWindow *window, const QString &name)
{
    for (QDeadlineTimer deadline(15000); !deadline.hasExpired(); QThread::msleep(20)) {
        QCoreApplication::processEvents();
        QFile kept(window->autosavePath());
        if (!window->autosavePath().isEmpty() && kept.open(QIODevice::ReadOnly) &&
            kept.readAll().contains(name.toUtf8()))
            return window->autosaveError().isEmpty();
    }
    return false;
}

[[noreturn]] void say(const QByteArray &line)
{
    std::printf("%s\n", line.constData());
    std::fflush(stdout);
    for (;;) {
        QCoreApplication::processEvents();
        QThread::msleep(50);
    }
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("HallkeeperTest"));
    QApplication::setApplicationName(QStringLiteral("HallkeeperTest"));
    hk::test::registerQuietWindows();
    const QStringList args = app.arguments();
    if (args.value(1) == QLatin1String("edit")) {
        const QString kind = args.value(2);
        if (kind == QLatin1String("game")) {
            auto *window = static_cast<TableWindow *>(WindowFactory::create(QStringLiteral("hkgame")));
            if (!window->openFile(args.value(3)))
                return 2;
            const GameReadResult full = readGame(args.value(4), ActionCheck::StructureOnly);
            for (int i = window->document()->actionCount(); i < args.value(5).toInt(); ++i) {
                const Action &a = full.game->log[size_t(i)];
                window->document()->record(a, a.overrideReason);
            }
            say(window->autosaveError().isEmpty() ? "autosaved" : "failed");
        }
        const test::CrashKind of = test::crashKind(kind);
        DocumentWindow *window = WindowFactory::create(of.suffix, of.game);
        if (!window)
            return 2;
        if (args.size() > 3 ? !window->openFile(args.value(3)) : !window->newDocument())
            return 2;
        test::typeName(window, QStringLiteral("Kept 1"));
        say(autosavedWith(window, QStringLiteral("Kept 1")) ? "autosaved" : "failed");
    }
    if (args.value(1) == QLatin1String("recover")) {
        const QString choice = args.value(2);
        WindowFactory::setRecoveryHook([&](RecoveryDialog &dialog) {
            for (int i = 0; i < dialog.entryCount(); ++i)
                dialog.setChoice(i, choice == QLatin1String("new")     ? RecoveryDialog::Choice::RecoverAsNew
                                    : choice == QLatin1String("ontop") ? RecoveryDialog::Choice::ApplyOnTop
                                                                       : RecoveryDialog::Choice::Recover);
            return int(QDialog::Accepted);
        });
        WindowFactory::offerRecovery(nullptr);
        int recovered = 0;
        for (QWidget *top : QApplication::topLevelWidgets())
            if (auto *window = qobject_cast<DocumentWindow *>(top); window && window->isVisible()) {
                ++recovered;
                if (args.value(3) == QLatin1String("edit")) {
                    test::typeName(window, QStringLiteral("Kept 2"));
                    if (!autosavedWith(window, QStringLiteral("Kept 2")))
                        say("failed");
                }
            }
        say("recovered " + QByteArray::number(recovered));
    }
    return 2;
}
