// Nothing lost, whatever crashes when: one autosave regime for every kind of document (score sheet, game,
// board, catalog), each tested by kill -9 of a child process running the app's windows (crash_worker):
//  - what a window autosaved comes back after a crash, and comes back again after a second crash that
//    follows its recovery: a recovered document is autosaved whole at once, and the old leftover is removed
//    only once that write succeeded;
//  - an autosave that fails is shown in the window until one succeeds again, and Save stays offered;
//  - work whose file was written since the crash is never recovered over it: Keep Both recovers it as a new
//    document, Apply on Top plays a game's recovered actions again on the file as it is now.

#include "common/crash_kinds.h"
#include "common/quiet_windows.h"
#include "dwarf_table_panel.h"
#include "game_document.h"
#include "recovery_dialog.h"
#include "score_sheet_window.h"
#include "sheet_document.h"
#include "table_window.h"
#include "window_factory.h"

#include "files/autosave.h"
#include "io/board_io.h"
#include "io/catalog_io.h"
#include "io/game_io.h"
#include "io/score_sheet_io.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>

using namespace hk;
using namespace hk::gui;

namespace {

QString suffixOf(const QString &kind)
{
    return test::crashKind(kind).suffix;
}

// The crash worker with `args`, run until it prints its line (returned), then killed: kill -9, a crash.
QByteArray runAndKill(const QStringList &args)
{
    QProcess worker;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    worker.setProcessEnvironment(env);
    worker.start(QStringLiteral(HK_CRASH_WORKER), args);
    QByteArray line;
    while (worker.waitForReadyRead(60000)) {
        if (worker.canReadLine()) {
            line = worker.readLine().trimmed();
            break;
        }
    }
    ::kill(pid_t(worker.processId()), SIGKILL);
    worker.waitForFinished(10000);
    return line;
}

// The name a leftover of `kind` holds (a sheet or a tracker: its first player's), or its number of actions
// for a game.
QString contentOf(const QString &kind, const base::Autosave::Leftover &l)
{
    if (kind == QLatin1String("game")) {
        const GameReadResult read = readGame(l.path, ActionCheck::Replay);
        return read.game ? QString::number(read.game->log.size()) : QStringLiteral("unreadable");
    }
    return test::typedNameIn(kind, l.path);
}

void removeEveryLeftover()
{
    for (const QString &suffix : test::crashSuffixes())
        for (const base::Autosave::Leftover &l : WindowFactory::leftovers(suffix))
            base::Autosave::removeLeftover(l.id);
}

// A game file of the first `actions` actions of the two-player fixture, in `dir`.
QString gameOf(const QTemporaryDir &dir, int actions)
{
    GameReadResult read = readGame(QStringLiteral(HK_FIXTURES "/games/two-players.hkgame"));
    read.game->log.resize(size_t(actions));
    const QString file = dir.filePath(QStringLiteral("evening.hkgame"));
    return writeGame(file, *read.game).isEmpty() ? file : QString();
}

// Every kind whose name is typed (all but the table's game), as rows.
void documentKinds()
{
    QTest::addColumn<QString>("kind");
    for (const QString &kind : test::crashKindNames())
        if (kind != QLatin1String("game"))
            QTest::newRow(qPrintable(kind)) << kind;
}

// A file of `kind` in `dir` whose name is `name`, written by a window of the app (then closed).
QString savedDocument(const QTemporaryDir &dir, const QString &kind, const QString &name)
{
    const test::CrashKind k = test::crashKind(kind);
    const QString file = dir.filePath(QStringLiteral("evening.") + k.suffix);
    DocumentWindow *window = WindowFactory::create(k.suffix, k.game);
    window->setInteractive(false);
    if (QFile::exists(file) ? !window->openFile(file) : !window->newDocument()) {
        delete window;
        return {};
    }
    test::typeName(window, name);
    const bool saved = window->saveTo(file);
    delete window;
    return saved ? file : QString();
}

QByteArray bytesOf(const QString &file)
{
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Every top-level document window shown now.
QList<DocumentWindow *> shownWindows()
{
    QList<DocumentWindow *> shown;
    for (QWidget *top : QApplication::topLevelWidgets())
        if (auto *w = qobject_cast<DocumentWindow *>(top); w && w->isVisible())
            shown << w;
    return shown;
}

void closeEveryWindow()
{
    for (DocumentWindow *w : shownWindows()) {
        w->setAskSave([] { return QMessageBox::Discard; });
        w->close();
    }
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

} // namespace

class TestRecovery : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void everyKindComesBackAfterTwoCrashes_data();
    void everyKindComesBackAfterTwoCrashes();
    void aFailedAutosaveIsShownUntilOneSucceeds_data();
    void aFailedAutosaveIsShownUntilOneSucceeds();
    void aLeftoverStaysUntilItsRecoveryIsAutosaved_data();
    void aLeftoverStaysUntilItsRecoveryIsAutosaved();
    void aFileWrittenSinceIsNeverRecoveredOver();
    void theRecoveredWorkShowsTheEditAndUndoes_data();
    void theRecoveredWorkShowsTheEditAndUndoes();
    void aFileWrittenSinceIsKeptBeside_data();
    void aFileWrittenSinceIsKeptBeside();
    void closingWithChangesAsksFirst_data();
    void closingWithChangesAsksFirst();
    void quitAsksEveryModifiedWindow();
    void aFileOpenInAWindowIsNotOpenedTwice_data();
    void aFileOpenInAWindowIsNotOpenedTwice();
    void aFileChangedByHandIsNotSavedOver_data();
    void aFileChangedByHandIsNotSavedOver();
    void anEditInPlaceThatKeepsSizeAndTimeIsNotSavedOver_data();
    void anEditInPlaceThatKeepsSizeAndTimeIsNotSavedOver();
    void theTimeOfALeftoverReadsInEveryLanguage_data();
    void theTimeOfALeftoverReadsInEveryLanguage();

private:
    QTemporaryDir m_data;
};

void TestRecovery::initTestCase()
{
    qputenv("XDG_DATA_HOME", m_data.filePath(QStringLiteral("data")).toUtf8());
    qputenv("XDG_CONFIG_HOME", m_data.filePath(QStringLiteral("config")).toUtf8());
    QCoreApplication::setOrganizationName(QStringLiteral("HallkeeperTest"));
    QCoreApplication::setApplicationName(QStringLiteral("HallkeeperTest"));
    hk::test::registerQuietWindows();
}

void TestRecovery::cleanup()
{
    WindowFactory::setRecoveryHook({});
    closeEveryWindow();
    removeEveryLeftover();
}

void TestRecovery::everyKindComesBackAfterTwoCrashes_data()
{
    QTest::addColumn<QString>("kind");
    for (const QString &kind : test::crashKindNames())
        QTest::newRow(qPrintable(kind)) << kind;
}

// Edit, kill -9: the work is offered back. Recover it, kill -9 again before anything else is done: it is
// offered back again, whole (27 actions of a game, the name typed into a sheet, a board, a catalog). Edit the
// recovered work, kill -9 a third time: the edit is kept too.
void TestRecovery::everyKindComesBackAfterTwoCrashes()
{
    QFETCH(QString, kind);
    const QString suffix = suffixOf(kind);
    QTemporaryDir dir;
    QStringList edit{QStringLiteral("edit"), kind};
    QString expected = QStringLiteral("Kept 1");
    if (kind == QLatin1String("game")) {
        const QString file = gameOf(dir, 20);
        QVERIFY(!file.isEmpty());
        edit << file << QStringLiteral(HK_FIXTURES "/games/two-players.hkgame") << QStringLiteral("27");
        expected = QStringLiteral("27");
    }
    QCOMPARE(runAndKill(edit), QByteArray("autosaved"));
    auto leftovers = WindowFactory::leftovers(suffix);
    QCOMPARE(int(leftovers.size()), 1);
    QCOMPARE(contentOf(kind, leftovers.front()), expected);

    QCOMPARE(runAndKill({QStringLiteral("recover"), QStringLiteral("recover")}), QByteArray("recovered 1"));
    leftovers = WindowFactory::leftovers(suffix);
    QCOMPARE(int(leftovers.size()), 1); // the recovered work, kept by the killed session
    QCOMPARE(contentOf(kind, leftovers.front()), expected);

    if (kind == QLatin1String("game"))
        return; // the table records actions, not names: the journal after a recovery is tested above
    QCOMPARE(runAndKill({QStringLiteral("recover"), QStringLiteral("recover"), QStringLiteral("edit")}),
             QByteArray("recovered 1"));
    leftovers = WindowFactory::leftovers(suffix);
    QCOMPARE(int(leftovers.size()), 1);
    QCOMPARE(contentOf(kind, leftovers.front()), QStringLiteral("Kept 2"));
}

void TestRecovery::aFailedAutosaveIsShownUntilOneSucceeds_data()
{
    everyKindComesBackAfterTwoCrashes_data();
}

// The autosave folder cannot be written (a file stands where it should be: even root cannot write there):
// the window says so until an autosave succeeds again, and Save is still offered.
void TestRecovery::aFailedAutosaveIsShownUntilOneSucceeds()
{
    QFETCH(QString, kind);
    QTemporaryDir dir;
    DocumentWindow *window = WindowFactory::create(suffixOf(kind), test::crashKind(kind).game);
    QVERIFY(window);
    window->setInteractive(false);
    const auto change = [&](int n) {
        if (auto *table = qobject_cast<TableWindow *>(window)) {
            const GameReadResult full = readGame(QStringLiteral(HK_FIXTURES "/games/two-players.hkgame"));
            const int at = table->document()->actionCount();
            table->document()->record(full.game->log[size_t(at)], full.game->log[size_t(at)].overrideReason);
            return;
        }
        test::typeName(window, QStringLiteral("Name %1").arg(n));
    };
    if (kind == QLatin1String("game"))
        QVERIFY(window->openFile(gameOf(dir, 20)));
    else
        window->newDocument();
    window->show();
    const auto mark = [&] { return window->findChild<QLabel *>(QStringLiteral("autosaveFailed")); };

    const QString folder = base::Autosave::directory();
    QVERIFY(QDir(folder).removeRecursively());
    QVERIFY(QDir().mkpath(QFileInfo(folder).absolutePath()));
    QFile blocker(folder);
    QVERIFY(blocker.open(QIODevice::WriteOnly)); // a file where the folder should be
    blocker.close();
    change(1);
    window->autosaveNow();
    QVERIFY(!window->autosaveError().isEmpty());
    QVERIFY(mark() && mark()->isVisible());
    change(2);
    window->autosaveNow();
    QTest::qWait(20);
    QVERIFY2(mark()->isVisible(), "the mark stays while autosaves fail");
    QAction *save = nullptr;
    for (QAction *a : window->findChildren<QAction *>())
        if (a->shortcut() == QKeySequence(QKeySequence::Save))
            save = a;
    QVERIFY(save && save->isEnabled());
    // Save keeps the work in its file while autosaves fail: nothing is at risk then, and the mark goes.
    const QString saved = dir.filePath(QStringLiteral("saved.") + suffixOf(kind));
    QVERIFY2(window->saveTo(saved), qPrintable(window->messages().join(QLatin1Char('\n'))));
    QVERIFY(!window->isModified());
    QVERIFY(!mark()->isVisible());
    change(3);
    window->autosaveNow();
    QVERIFY2(mark()->isVisible(), "a change after the save is not autosaved either: the mark is back");

    QVERIFY(QFile::remove(folder));
    change(4);
    QCOMPARE(window->autosaveNow(), QString());
    QVERIFY(!mark()->isVisible());
    QVERIFY(QFile::exists(window->autosavePath()));
    window->setAskSave([] { return QMessageBox::Discard; });
    window->close();
}

void TestRecovery::aLeftoverStaysUntilItsRecoveryIsAutosaved_data()
{
    QTest::addColumn<QString>("kind");
    for (const QString &kind : test::crashKindNames())
        if (kind != QLatin1String("game")) // its journal's own test: tst_autosave
            QTest::newRow(qPrintable(kind)) << kind;
}

// A recovery whose own autosave fails (a full disk, here a file-size limit) keeps the work on screen and
// keeps the old leftover: a crash then still finds it.
void TestRecovery::aLeftoverStaysUntilItsRecoveryIsAutosaved()
{
    QFETCH(QString, kind);
    const QString suffix = suffixOf(kind);
    QCOMPARE(runAndKill({QStringLiteral("edit"), kind}), QByteArray("autosaved"));
    QCOMPARE(int(WindowFactory::leftovers(suffix).size()), 1);
    const qint64 size = QFileInfo(WindowFactory::leftovers(suffix).front().path).size();
    WindowFactory::setRecoveryHook([](RecoveryDialog &) { return int(QDialog::Accepted); });
    std::signal(SIGXFSZ, SIG_IGN);
    rlimit before{};
    getrlimit(RLIMIT_FSIZE, &before);
    // Room for a lock file and an info file (about 100 bytes each), not for the document.
    const rlimit tiny{rlim_t(std::min<qint64>(512, size - 1)), before.rlim_max};
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &tiny), 0);
    WindowFactory::offerRecovery(nullptr);
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &before), 0);
    const QList<DocumentWindow *> shown = shownWindows();
    QCOMPARE(int(shown.size()), 1);
    QCOMPARE(test::shownName(shown.front()), QStringLiteral("Kept 1"));
    QVERIFY(!shown.front()->autosaveError().isEmpty());
    const auto leftovers = WindowFactory::leftovers(suffix);
    QCOMPARE(int(leftovers.size()), 1);
    QCOMPARE(contentOf(kind, leftovers.front()), QStringLiteral("Kept 1"));
}

// The table records 8 more actions on a game of 20, then is killed. The command line then writes the file
// (3 corrections: 23 actions). Recover does not write over it: Keep Both gives the 28 actions as a new game,
// the file untouched; Apply on Top gives the file's 23 actions and the 8 recovered ones after them.
void TestRecovery::aFileWrittenSinceIsNeverRecoveredOver()
{
    QTemporaryDir dir;
    const QString file = gameOf(dir, 20);
    QVERIFY(!file.isEmpty());
    const QString full = QStringLiteral(HK_FIXTURES "/games/two-players.hkgame");
    const auto crash = [&] {
        QCOMPARE(
            runAndKill({QStringLiteral("edit"), QStringLiteral("game"), file, full, QStringLiteral("28")}),
            QByteArray("autosaved"));
    };
    const auto writtenSince = [&] {
        GameReadResult read = readGame(file);
        GameState state = replay(read.game->setup, read.game->log).state;
        for (int i = 0; i < 3; ++i) {
            Action a{state.currentPlayer(), Correction{QStringLiteral("played at the command line"), {}, 1}};
            apply(state, a);
            read.game->log.push_back(a);
        }
        QCOMPARE(writeGame(file, *read.game), QString());
    };
    crash();
    writtenSince();
    const QByteArray fileBefore = [&] {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();

    // Keep Both.
    bool offeredRecover = true;
    WindowFactory::setRecoveryHook([&](RecoveryDialog &dialog) {
        offeredRecover = dialog.setChoice(0, RecoveryDialog::Choice::Recover);
        dialog.setChoice(0, RecoveryDialog::Choice::RecoverAsNew);
        return int(QDialog::Accepted);
    });
    WindowFactory::offerRecovery(nullptr);
    QVERIFY2(!offeredRecover, "Recover (over the file) is not offered when the file was written since");
    QList<DocumentWindow *> shown = shownWindows();
    QCOMPARE(int(shown.size()), 1);
    auto *table = qobject_cast<TableWindow *>(shown.front());
    QVERIFY(table);
    QCOMPARE(table->fileName(), QString());
    QCOMPARE(table->document()->actionCount(), 28);
    QVERIFY(table->isModified());
    QFile after(file);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), fileBefore);
    after.close();
    cleanup();

    // Apply on Top.
    QCOMPARE(gameOf(dir, 20), file);
    crash();
    writtenSince();
    WindowFactory::setRecoveryHook([&](RecoveryDialog &dialog) {
        dialog.setChoice(0, RecoveryDialog::Choice::ApplyOnTop);
        return int(QDialog::Accepted);
    });
    WindowFactory::offerRecovery(nullptr);
    shown = shownWindows();
    QCOMPARE(int(shown.size()), 1);
    table = qobject_cast<TableWindow *>(shown.front());
    QVERIFY(table);
    QCOMPARE(table->fileName(), file);
    QCOMPARE(table->document()->actionCount(), 31);
    const GameReadResult written = readGame(file);
    const GameReadResult fixture = readGame(full);
    for (int i = 0; i < 8; ++i)
        QVERIFY(table->document()->game().log[size_t(23 + i)] == fixture.game->log[size_t(20 + i)]);
    QVERIFY(std::equal(written.game->log.begin(), written.game->log.end(),
                       table->document()->game().log.begin()));
    QVERIFY(WindowFactory::leftovers(QStringLiteral("hkgame"))
                .empty()); // all of it recovered and autosaved again: the leftover went
}

void TestRecovery::theRecoveredWorkShowsTheEditAndUndoes_data()
{
    documentKinds();
}

// A saved file edited, kill -9: the next start offers the work back; recovered, its window has the file,
// shows the edit, is modified and keeps the work in an autosave of its own (the leftover went). The recovery
// is one step of Undo: undone, the window shows the file as it is and has nothing to save; redone, the edit
// again.
void TestRecovery::theRecoveredWorkShowsTheEditAndUndoes()
{
    QFETCH(QString, kind);
    const QString suffix = suffixOf(kind);
    QTemporaryDir dir;
    const QString file = savedDocument(dir, kind, QStringLiteral("In the file"));
    QVERIFY(!file.isEmpty());
    QCOMPARE(runAndKill({QStringLiteral("edit"), kind, file}), QByteArray("autosaved"));
    int offered = 0;
    WindowFactory::setRecoveryHook([&](RecoveryDialog &dialog) {
        offered = dialog.entryCount();
        dialog.setChoice(0, RecoveryDialog::Choice::Recover);
        return int(QDialog::Accepted);
    });
    WindowFactory::offerRecovery(nullptr);
    QCOMPARE(offered, 1);
    const QList<DocumentWindow *> shown = shownWindows();
    QCOMPARE(int(shown.size()), 1);
    DocumentWindow *window = shown.front();
    if (kind.endsWith(QLatin1String("-sheet"))) // in the window of its game
        QCOMPARE(window->gameId(), test::crashKind(kind).game);
    QCOMPARE(window->fileName(), file);
    QCOMPARE(test::shownName(window), QStringLiteral("Kept 1"));
    QVERIFY(window->isModified());
    QVERIFY(window->isWindowModified());
    QCOMPARE(window->autosaveError(), QString());
    QCOMPARE(test::typedNameIn(kind, window->autosavePath()), QStringLiteral("Kept 1"));
    QVERIFY(WindowFactory::leftovers(suffix).empty()); // the window holds its own autosave; the old one went

    QVERIFY2(window->undoAction()->isEnabled(), "the recovered work is one step of Undo");
    window->undoAction()->trigger();
    QCOMPARE(test::shownName(window), QStringLiteral("In the file"));
    QVERIFY(!window->isModified());
    window->redoAction()->trigger();
    QCOMPARE(test::shownName(window), QStringLiteral("Kept 1"));
    QVERIFY(window->isModified());
    window->autosaveNow();
    QCOMPARE(test::typedNameIn(kind, window->autosavePath()), QStringLiteral("Kept 1"));
}

void TestRecovery::aFileWrittenSinceIsKeptBeside_data()
{
    documentKinds();
}

// A saved file edited, kill -9, then the file written by another window: Recover (over the file) is not
// offered; Keep Both recovers the work as a new document and leaves the file as it was written.
void TestRecovery::aFileWrittenSinceIsKeptBeside()
{
    QFETCH(QString, kind);
    QTemporaryDir dir;
    const QString file = savedDocument(dir, kind, QStringLiteral("In the file"));
    QVERIFY(!file.isEmpty());
    QCOMPARE(runAndKill({QStringLiteral("edit"), kind, file}), QByteArray("autosaved"));
    QTest::qWait(20); // a new modification time, whatever the file system's resolution
    QCOMPARE(savedDocument(dir, kind, QStringLiteral("Written since")), file);
    const QByteArray written = bytesOf(file);

    bool offeredRecover = true;
    WindowFactory::setRecoveryHook([&](RecoveryDialog &dialog) {
        offeredRecover = dialog.setChoice(0, RecoveryDialog::Choice::Recover);
        dialog.setChoice(0, RecoveryDialog::Choice::RecoverAsNew);
        return int(QDialog::Accepted);
    });
    WindowFactory::offerRecovery(nullptr);
    QVERIFY2(!offeredRecover, "Recover (over the file) is not offered when the file was written since");
    const QList<DocumentWindow *> shown = shownWindows();
    QCOMPARE(int(shown.size()), 1);
    QCOMPARE(shown.front()->fileName(), QString());
    QCOMPARE(test::shownName(shown.front()), QStringLiteral("Kept 1"));
    QVERIFY(shown.front()->isModified());
    QCOMPARE(bytesOf(file), written);
    QVERIFY(WindowFactory::leftovers(suffixOf(kind)).empty());
}

void TestRecovery::closingWithChangesAsksFirst_data()
{
    documentKinds();
}

// Closing a window with changes asks; Cancel keeps the window, the changes and their autosave.
void TestRecovery::closingWithChangesAsksFirst()
{
    QFETCH(QString, kind);
    const test::CrashKind k = test::crashKind(kind);
    DocumentWindow *window = WindowFactory::create(k.suffix, k.game);
    window->setInteractive(false);
    QVERIFY(window->newDocument());
    window->show();
    test::typeName(window, QStringLiteral("Not saved"));
    QVERIFY(window->isModified());
    window->autosaveNow();
    int asked = 0;
    window->setAskSave([&] {
        ++asked;
        return QMessageBox::Cancel;
    });
    QVERIFY(!window->close());
    QCOMPARE(asked, 1);
    QVERIFY(window->isVisible());
    QCOMPARE(test::shownName(window), QStringLiteral("Not saved"));
    QVERIFY(QFile::exists(window->autosavePath()));
}

// Quit with two windows of changes asks each; a Cancel stops the quit with both windows and their work.
void TestRecovery::quitAsksEveryModifiedWindow()
{
    QList<DocumentWindow *> windows;
    for (const QString &kind : {QStringLiteral("dwarf"), QStringLiteral("dungeon")}) {
        const test::CrashKind k = test::crashKind(kind);
        DocumentWindow *window = WindowFactory::create(k.suffix, k.game);
        window->setInteractive(false);
        QVERIFY(window->newDocument());
        window->show();
        test::typeName(window, QStringLiteral("Not saved"));
        QVERIFY(window->isModified());
        windows << window;
    }
    QAction *quit = nullptr;
    for (QAction *a : windows.front()->findChildren<QAction *>())
        if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_Q))
            quit = a;
    QVERIFY(quit);
    QStringList asked;
    for (DocumentWindow *w : windows)
        w->setAskSave([&asked, w] {
            asked << w->windowTitle();
            return asked.size() == 1 ? QMessageBox::Discard : QMessageBox::Cancel;
        });
    quit->trigger();
    QCOMPARE(int(asked.size()), 2); // the first discarded, the second kept
    QCOMPARE(int(shownWindows().size()), 1);
    QVERIFY(shownWindows().front()->isModified());

    asked.clear();
    shownWindows().front()->setAskSave([&] {
        asked << QStringLiteral("again");
        return QMessageBox::Discard;
    });
    quit = nullptr;
    for (QAction *a : shownWindows().front()->findChildren<QAction *>())
        if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_Q))
            quit = a;
    quit->trigger();
    QCOMPARE(asked, QStringList{QStringLiteral("again")});
    QVERIFY(shownWindows().isEmpty());
}

void TestRecovery::aFileOpenInAWindowIsNotOpenedTwice_data()
{
    documentKinds();
}

// A file open in a window is not opened by a second one (it would save over the first): File ▸ Open brings
// the first forward, and a second window told to open it is refused, naming who holds it.
void TestRecovery::aFileOpenInAWindowIsNotOpenedTwice()
{
    QFETCH(QString, kind);
    const test::CrashKind k = test::crashKind(kind);
    QTemporaryDir dir;
    const QString file = savedDocument(dir, kind, QStringLiteral("In the file"));
    QVERIFY(!file.isEmpty());
    DocumentWindow *first = WindowFactory::create(k.suffix, k.game);
    first->setInteractive(false);
    QVERIFY(first->openFile(file));
    first->show();
    QCOMPARE(WindowFactory::open(file, first), first);
    DocumentWindow *second = WindowFactory::create(k.suffix, k.game);
    second->setInteractive(false);
    QVERIFY(!second->openFile(file));
    QVERIFY2(second->messages().join(QLatin1Char(' ')).contains(QFileInfo(file).fileName()),
             qPrintable(second->messages().join(QLatin1Char('\n'))));
    delete second;
}

void TestRecovery::aFileChangedByHandIsNotSavedOver_data()
{
    documentKinds();
}

// A window's file written by hand while the window has it (an editor, a copy: no lock stops them): Save asks
// before it replaces what was written; Cancel leaves the file and the window's changes as they are.
void TestRecovery::aFileChangedByHandIsNotSavedOver()
{
    QFETCH(QString, kind);
    const test::CrashKind k = test::crashKind(kind);
    QTemporaryDir dir;
    const QString file = savedDocument(dir, kind, QStringLiteral("In the file"));
    QVERIFY(!file.isEmpty());
    const QString other = dir.filePath(QStringLiteral("other.") + k.suffix);
    QVERIFY(QFile::copy(file, other));
    QCOMPARE(savedDocument(dir, kind, QStringLiteral("By hand")), file);
    const QByteArray byHand = bytesOf(file);
    QVERIFY(QFile::remove(file) && QFile::copy(other, file)); // "In the file" again
    DocumentWindow *window = WindowFactory::create(k.suffix, k.game);
    window->setInteractive(false);
    QVERIFY(window->openFile(file));
    window->show();
    test::typeName(window, QStringLiteral("In the window"));
    QTest::qWait(20); // a new modification time, whatever the file system's resolution
    {
        QFile edited(file); // written in place, as an editor does
        QVERIFY(edited.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(edited.write(byHand), byHand.size());
    }
    int asked = 0;
    window->setDialogHook([&](QDialog *) {
        ++asked;
        return int(QMessageBox::Cancel);
    });
    QVERIFY(!window->saveTo(file));
    QCOMPARE(asked, 1);
    QCOMPARE(bytesOf(file), byHand);
    QVERIFY(window->isModified());
    QCOMPARE(test::typedNameIn(kind, file), QStringLiteral("By hand"));

    window->setDialogHook([&](QDialog *) {
        ++asked;
        return int(QMessageBox::Save);
    });
    QVERIFY(window->saveTo(file));
    QCOMPARE(asked, 2);
    QVERIFY(!window->isModified());
    QCOMPARE(test::typedNameIn(kind, file), QStringLiteral("In the window"));
    test::typeName(window, QStringLiteral("Saved again"));
    QVERIFY(window->saveTo(file)); // written by the window itself since: no question
    QCOMPARE(asked, 2);
}

void TestRecovery::anEditInPlaceThatKeepsSizeAndTimeIsNotSavedOver_data()
{
    documentKinds();
}

// An editor that writes the file in place, as long as it was, and sets its time back (touch -r, a copy that
// keeps times): device, inode, size and modification time are all as the window read them; the content is
// not, and Save asks before it replaces it.
void TestRecovery::anEditInPlaceThatKeepsSizeAndTimeIsNotSavedOver()
{
    QFETCH(QString, kind);
    const test::CrashKind k = test::crashKind(kind);
    QTemporaryDir dir;
    const QString file = savedDocument(dir, kind, QStringLiteral("In the file"));
    QVERIFY(!file.isEmpty());
    QByteArray edited = bytesOf(file);
    QVERIFY(edited.contains("In the file"));
    edited.replace("In the file", "Edited here"); // as long
    DocumentWindow *window = WindowFactory::create(k.suffix, k.game);
    window->setInteractive(false);
    QVERIFY(window->openFile(file));
    window->show();
    test::typeName(window, QStringLiteral("In the window"));

    struct stat before {};
    QCOMPARE(::stat(QFile::encodeName(file).constData(), &before), 0);
    QTest::qWait(20); // the write gets a new modification time, set back below
    {
        QFile inPlace(file);
        QVERIFY(inPlace.open(QIODevice::ReadWrite)); // no truncation, no new inode
        QCOMPARE(inPlace.write(edited), edited.size());
    }
    const timespec times[2] = {before.st_atim, before.st_mtim};
    QCOMPARE(::utimensat(AT_FDCWD, QFile::encodeName(file).constData(), times, 0), 0);
    struct stat after {};
    QCOMPARE(::stat(QFile::encodeName(file).constData(), &after), 0);
    QCOMPARE(after.st_dev, before.st_dev);
    QCOMPARE(after.st_ino, before.st_ino);
    QCOMPARE(after.st_size, before.st_size);
    QCOMPARE(after.st_mtim.tv_sec, before.st_mtim.tv_sec);
    QCOMPARE(after.st_mtim.tv_nsec, before.st_mtim.tv_nsec);

    int asked = 0;
    window->setDialogHook([&](QDialog *) {
        ++asked;
        return int(QMessageBox::Cancel);
    });
    QVERIFY(!window->saveTo(file));
    QCOMPARE(asked, 1);
    QCOMPARE(bytesOf(file), edited);
    QVERIFY(window->isModified());
}

void TestRecovery::theTimeOfALeftoverReadsInEveryLanguage_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : {"en", "zh_TW", "zh_CN", "ja"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

void TestRecovery::theTimeOfALeftoverReadsInEveryLanguage()
{
    // zh_TW's short format holds CLDR's day period "B", which Qt 6.4 printed as a letter: "2026/11/28 B5:33".
    QFETCH(QString, language);
    const QLocale before;
    QLocale::setDefault(QLocale(language));
    base::Autosave::Leftover leftover;
    leftover.savedAt = QDateTime(QDate(2026, 11, 28), QTime(17, 33), Qt::LocalTime);
    const QString shown = WindowFactory::leftoverTime(leftover);
    QLocale::setDefault(before);
    QVERIFY2(!shown.contains(QLatin1Char('B')), qPrintable(shown));
    QVERIFY2(shown.contains(QLatin1String("5:33")) || shown.contains(QLatin1String("17:33")),
             qPrintable(shown));
    QVERIFY2(shown.contains(QLatin1String("28")), qPrintable(shown));
}

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"
