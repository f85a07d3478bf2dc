// Nothing lost, whatever crashes when: one autosave regime for every kind of document (score sheet, game,
// board, catalog), each tested by kill -9 of a child process running the app's windows (crash_worker):
//  - what a window autosaved comes back after a crash, and comes back again after a second crash that
//    follows its recovery: a recovered document is autosaved whole at once, and the old leftover is removed
//    only once that write succeeded;
//  - an autosave that fails is shown in the window until one succeeds again, and Save stays offered;
//  - work whose file was written since the crash is never recovered over it: Keep Both recovers it as a new
//    document, Apply on Top plays a game's recovered actions again on the file as it is now.

#include "board_editor_window.h"
#include "catalog_editor_window.h"
#include "common/quiet_windows.h"
#include "game_document.h"
#include "recovery_dialog.h"
#include "score_sheet_window.h"
#include "sheet_document.h"
#include "table_window.h"
#include "window_factory.h"

#include "game/autosave.h"
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
#include <sys/resource.h>

using namespace hk;
using namespace hk::gui;

namespace {

QString suffixOf(const QString &kind)
{
    return kind == QLatin1String("sheet")   ? QStringLiteral("hkscore")
           : kind == QLatin1String("game")  ? QStringLiteral("hkgame")
           : kind == QLatin1String("board") ? QStringLiteral("hkboard")
                                            : QStringLiteral("hkcatalog");
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

// The name a leftover of `kind` holds (a sheet: its first player's), or its number of actions for a game.
QString contentOf(const QString &kind, const Autosave::Leftover &l)
{
    if (kind == QLatin1String("game")) {
        const GameReadResult read = readGame(l.path, ActionCheck::Replay);
        return read.game ? QString::number(read.game->log.size()) : QStringLiteral("unreadable");
    }
    if (kind == QLatin1String("sheet")) {
        const ScoreSheetReadResult read = readScoreSheet(l.path, ReadMode::Draft);
        return read.sheet ? read.sheet->players.front().name : QStringLiteral("unreadable");
    }
    if (kind == QLatin1String("board")) {
        const BoardReadResult read = readBoard(l.path, ReadMode::Draft);
        return read.board ? read.board->name : QStringLiteral("unreadable");
    }
    const CatalogReadResult read = readCatalog(l.path, ReadMode::Draft);
    return read.catalog ? read.catalog->name : QStringLiteral("unreadable");
}

void removeEveryLeftover()
{
    for (const char *suffix : {"hkscore", "hkgame", "hkboard", "hkcatalog"})
        for (const Autosave::Leftover &l : Autosave::leftovers(QLatin1String(suffix)))
            Autosave::removeLeftover(l.id);
}

// A game file of the first `actions` actions of the two-player fixture, in `dir`.
QString gameOf(const QTemporaryDir &dir, int actions)
{
    GameReadResult read = readGame(QStringLiteral(HK_FIXTURES "/games/two-players.hkgame"));
    read.game->log.resize(size_t(actions));
    const QString file = dir.filePath(QStringLiteral("evening.hkgame"));
    return writeGame(file, *read.game).isEmpty() ? file : QString();
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
    void aLeftoverStaysUntilItsRecoveryIsAutosaved();
    void aFileWrittenSinceIsNeverRecoveredOver();
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
    for (const char *kind : {"sheet", "game", "board", "catalog"})
        QTest::newRow(kind) << QString::fromLatin1(kind);
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
    auto leftovers = Autosave::leftovers(suffix);
    QCOMPARE(int(leftovers.size()), 1);
    QCOMPARE(contentOf(kind, leftovers.front()), expected);

    QCOMPARE(runAndKill({QStringLiteral("recover"), QStringLiteral("recover")}), QByteArray("recovered 1"));
    leftovers = Autosave::leftovers(suffix);
    QCOMPARE(int(leftovers.size()), 1); // the recovered work, kept by the killed session
    QCOMPARE(contentOf(kind, leftovers.front()), expected);

    if (kind == QLatin1String("game"))
        return; // the table records actions, not names: the journal after a recovery is tested above
    QCOMPARE(runAndKill({QStringLiteral("recover"), QStringLiteral("recover"), QStringLiteral("edit")}),
             QByteArray("recovered 1"));
    leftovers = Autosave::leftovers(suffix);
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
    DocumentWindow *window = WindowFactory::create(suffixOf(kind));
    window->setInteractive(false);
    const auto change = [&](int n) {
        if (auto *table = qobject_cast<TableWindow *>(window)) {
            const GameReadResult full = readGame(QStringLiteral(HK_FIXTURES "/games/two-players.hkgame"));
            const int at = table->document()->actionCount();
            table->document()->record(full.game->log[size_t(at)], full.game->log[size_t(at)].overrideReason);
            return;
        }
        const QString name = QStringLiteral("Name %1").arg(n);
        if (auto *sheet = qobject_cast<ScoreSheetWindow *>(window))
            sheet->document()->editPlayer(
                0, [&](SheetPlayer &p) { p.name = name; }, [] { return QStringLiteral("name"); });
        else if (auto *board = qobject_cast<BoardEditorWindow *>(window))
            QTest::keyClicks(board->nameEdit(), name);
        else if (auto *catalog = qobject_cast<CatalogEditorWindow *>(window))
            QTest::keyClicks(catalog->nameEdit(), name);
    };
    if (kind == QLatin1String("game"))
        QVERIFY(window->openFile(gameOf(dir, 20)));
    else
        window->newDocument();
    window->show();
    const auto mark = [&] { return window->findChild<QLabel *>(QStringLiteral("autosaveFailed")); };

    const QString folder = Autosave::directory();
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

    QVERIFY(QFile::remove(folder));
    change(3);
    QCOMPARE(window->autosaveNow(), QString());
    QVERIFY(!mark()->isVisible());
    QVERIFY(QFile::exists(window->autosavePath()));
    window->setAskSave([] { return QMessageBox::Discard; });
    window->close();
}

// A recovery whose own autosave fails (a full disk, here a file-size limit) keeps the work on screen and
// keeps the old leftover: a crash then still finds it.
void TestRecovery::aLeftoverStaysUntilItsRecoveryIsAutosaved()
{
    QCOMPARE(runAndKill({QStringLiteral("edit"), QStringLiteral("sheet")}), QByteArray("autosaved"));
    QCOMPARE(int(Autosave::leftovers(QStringLiteral("hkscore")).size()), 1);
    WindowFactory::setRecoveryHook([](RecoveryDialog &) { return int(QDialog::Accepted); });
    std::signal(SIGXFSZ, SIG_IGN);
    rlimit before{};
    getrlimit(RLIMIT_FSIZE, &before);
    // Room for a lock file and an info file (about 100 bytes each), not for the sheet (about 1,500).
    const rlimit tiny{512, before.rlim_max};
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &tiny), 0);
    WindowFactory::offerRecovery(nullptr);
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &before), 0);
    const QList<DocumentWindow *> shown = shownWindows();
    QCOMPARE(int(shown.size()), 1);
    QVERIFY(!shown.front()->autosaveError().isEmpty());
    const auto leftovers = Autosave::leftovers(QStringLiteral("hkscore"));
    QCOMPARE(int(leftovers.size()), 1);
    QCOMPARE(contentOf(QStringLiteral("sheet"), leftovers.front()), QStringLiteral("Kept 1"));
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
    QVERIFY(Autosave::leftovers().empty()); // all of it recovered and autosaved again: the leftover went
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
    Autosave::Leftover leftover;
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
