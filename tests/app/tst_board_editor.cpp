// The board editor driven through its own widgets, offscreen: layers painted with the brush, the rectangle
// and the flood fill by mouse and keys (BRD-LAYER), features stamped from the Feature panel, a small board
// saved, reopened and compared; problems of an invalid board listed with their rule, a click on one selecting
// the square at fault (BRD-LAYER, SET-GATES); the tracing photo aligned by dragging the grid's corners onto
// the board's corners in the photo, each handle staying where it is dropped, each drop a step of undo; the
// photo asked for in the board's folder; the Square panel saying what the photo proposes for its square;
// undo and redo exact; the command line's --edit-board.

#include "app_language.h"
#include "board_editor_view.h"
#include "board_editor_window.h"
#include "cards/icon_row_edit.h"
#include "catalog_editor_window.h"
#include "files/autosave.h"
#include "floor/board_drawing.h"
#include "io/board_io.h"
#include "layer_recognition_panel.h"
#include "model/board_edit.h"
#include "recovery_dialog.h"
#include "table_window.h"
#include "window_factory.h"
#include "wizard/new_game_wizard.h"

#include "common/problem_text.h"
#include "common/wheel.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMouseEvent>
#include <QPainter>
#include <QProcess>
#include <QSet>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace hk;
using namespace hk::gui;

Q_DECLARE_METATYPE(hk::Square)

namespace {

// Mouse gestures on a square of the board, as a user makes them.
struct BoardMouse {
    BoardEditorView *view;
    QWidget *viewport() const { return view->viewport(); }
    QPoint at(const Square &s) const { return view->viewportPoint(s); }
    void click(const Square &s, Qt::MouseButton button = Qt::LeftButton) const
    {
        QTest::mouseClick(viewport(), button, {}, at(s));
    }
    // Press on `from`, move through every square of the straight line to `to`, release there.
    void drag(const Square &from, const Square &to) const
    {
        QTest::mousePress(viewport(), Qt::LeftButton, {}, at(from));
        QTest::mouseMove(viewport(), (at(from) + at(to)) / 2);
        QTest::mouseMove(viewport(), at(to));
        QTest::mouseRelease(viewport(), Qt::LeftButton, {}, at(to));
    }
};

void key(BoardEditorWindow &window, int k)
{
    QTest::keyClick(window.view(), Qt::Key(k));
}

void stampWith(BoardEditorWindow &window, FeatureKind kind, const Square &square)
{
    window.featureKindBox()->setCurrentIndex(window.featureKindBox()->findData(int(kind)));
    key(window, Qt::Key_T);
    QCOMPARE(window.view()->tool(), EditTool::Feature);
    BoardMouse{window.view()}.click(square);
}

// A problem listed at `place` (the feature, in the table's terms) whose text has `words` (its rule ID, or
// words of its sentence).
bool hasProblem(const BoardEditorWindow &window, const QString &place, const QString &words)
{
    for (int i = 0; i < window.problemList()->count(); ++i) {
        const QString text = window.problemList()->item(i)->text();
        if (text.startsWith(place + QStringLiteral(":")) && text.contains(words))
            return true;
    }
    return false;
}

QString problemsText(const BoardEditorWindow &window)
{
    QStringList lines;
    for (int i = 0; i < window.problemList()->count(); ++i)
        lines << window.problemList()->item(i)->text();
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestBoardEditor : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void oneSetOfShortcuts();
    void recoveryOffersEveryLeftoverInOneDialog();
    void init();
    void cleanup();
    void BRD_LAYER_paintWithEachTool_data();
    void BRD_LAYER_paintWithEachTool();
    void paintSaveReloadCompare();
    void invalidBoardListsItsProblems_data();
    void invalidBoardListsItsProblems();
    void problemsNameTheFeature();
    void badFileChangesNothing();
    void strokeIsOneConsistentStep_data();
    void strokeIsOneConsistentStep();
    void typedAndErasedIsNoChange();
    void resizeStepsAreOneUndoableStep();
    void resourceLettersAreTypedNotShortcuts();
    void eachBoardKeepsItsOwnPhoto();
    void unsavedWorkIsAutosavedAndRecovered();
    void languageSwitchRetranslates_data();
    void languageSwitchRetranslates();
    void startAGameOnTheBoard();
    void photoBackgroundAligns();
    void alignedCornerStaysWhereDroppedAndUndoes();
    void photoDialogOpensInTheBoardsFolder();
    void BRD_LAYER_squarePanelShowsTheProposal();
    void wheelChangesNothingWithoutTheFocus_data();
    void wheelChangesNothingWithoutTheFocus();
    void commandLine_editBoard_data();
    void commandLine_editBoard();

private:
    std::unique_ptr<BoardEditorWindow> m_window;
};

void TestBoardEditor::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear(); // no photo remembered from an earlier run
}

// After a crash every autosaved document is offered in one dialog (not one dialog each), with Recover,
// Discard or Keep per entry; Later keeps them all.
void TestBoardEditor::recoveryOffersEveryLeftoverInOneDialog()
{
    for (const base::Autosave::Leftover &l : base::Autosave::leftovers(QStringLiteral("hkboard")))
        base::Autosave::removeLeftover(l.id);
    WindowFactory::add({QStringLiteral("hkboard"),
                        [] {
                            auto *w = new BoardEditorWindow;
                            w->setInteractive(false);
                            return w;
                        },
                        &BoardEditorWindow::leftoverText});
    QFile fixture(QStringLiteral(HK_FIXTURES "/boards/format-example.hkboard"));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    const QByteArray bytes = fixture.readAll();
    for (int i = 0; i < 3; ++i) {
        // Destroyed without discard(): a leftover.
        base::Autosave crashed(QString(), QStringLiteral("hkboard"));
        QCOMPARE(crashed.saveBytes(bytes, QString()), QString());
    }
    QCOMPARE(int(base::Autosave::leftovers(QStringLiteral("hkboard")).size()), 3);

    int dialogs = 0, entries = 0;
    WindowFactory::setRecoveryHook([&](RecoveryDialog &dialog) {
        ++dialogs;
        entries = dialog.entryCount();
        dialog.setChoice(1, RecoveryDialog::Choice::Discard);
        dialog.setChoice(2, RecoveryDialog::Choice::Keep); // entry 0 stays Recover
        return int(QDialog::Accepted);
    });
    const auto editorsShown = [] {
        QSet<QWidget *> shown;
        for (QWidget *top : QApplication::topLevelWidgets())
            if (qobject_cast<BoardEditorWindow *>(top) && top->isVisible())
                shown.insert(top);
        return shown;
    };
    const QSet<QWidget *> before = editorsShown();
    WindowFactory::offerRecovery(nullptr);
    QCOMPARE(dialogs, 1);
    QCOMPARE(entries, 3);
    QCOMPARE(int(base::Autosave::leftovers(QStringLiteral("hkboard")).size()), 1); // the one kept
    const QSet<QWidget *> recovered = editorsShown() - before;
    for (QWidget *editor : recovered)
        editor->deleteLater();
    QCOMPARE(int(recovered.size()), 1);

    WindowFactory::setRecoveryHook([&](RecoveryDialog &) {
        ++dialogs;
        return int(QDialog::Rejected); // Later
    });
    WindowFactory::offerRecovery(nullptr);
    QCOMPARE(dialogs, 2);
    QCOMPARE(int(base::Autosave::leftovers(QStringLiteral("hkboard")).size()), 1);
    WindowFactory::setRecoveryHook({});
    for (const base::Autosave::Leftover &l : base::Autosave::leftovers(QStringLiteral("hkboard")))
        base::Autosave::removeLeftover(l.id);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

// One set of shortcuts for the whole application, listed in Help ▸ Keyboard Shortcuts: Quit (Ctrl+Q), a new
// game (Ctrl+Shift+N), the board and component editors (Ctrl+Shift+B, Ctrl+Shift+M) in every window, and no
// key that means two things in one window.
void TestBoardEditor::oneSetOfShortcuts()
{
    TableWindow table;
    BoardEditorWindow board;
    board.setGameStarter([](const QString &) {});
    CatalogEditorWindow catalog;
    for (QMainWindow *w : std::initializer_list<QMainWindow *>{&table, &board, &catalog}) {
        QHash<QString, QString> meaning;
        for (const QAction *a : w->findChildren<QAction *>()) {
            // The window's commands; a widget's own keys (a list's Del) only act where the focus is.
            if (!a->isVisible() || a->shortcutContext() == Qt::WidgetShortcut ||
                a->shortcutContext() == Qt::WidgetWithChildrenShortcut)
                continue;
            QSet<QString> own; // an action may list a key twice (Redo: the platform's keys and Ctrl+Y)
            for (const QKeySequence &keys : a->shortcuts())
                own.insert(keys.toString(QKeySequence::PortableText));
            for (const QString &k : own) {
                QVERIFY2(!meaning.contains(k),
                         qPrintable(QStringLiteral("%1: %2 is both \"%3\" and \"%4\"")
                                        .arg(w->metaObject()->className(), k, meaning.value(k), a->text())));
                meaning.insert(k, a->text());
            }
        }
        const QString name = QString::fromLatin1(w->metaObject()->className());
        QVERIFY2(meaning.value(QStringLiteral("Ctrl+Q")).contains(QStringLiteral("Quit")), qPrintable(name));
        QVERIFY2(meaning.value(QStringLiteral("Ctrl+Shift+N")).contains(QStringLiteral("Game")),
                 qPrintable(name + QStringLiteral(": ") + meaning.value(QStringLiteral("Ctrl+Shift+N"))));
        QVERIFY2(meaning.contains(QStringLiteral("Ctrl+Shift+B")), qPrintable(name));
        QVERIFY2(meaning.contains(QStringLiteral("Ctrl+Shift+M")), qPrintable(name));
    }
}

void TestBoardEditor::init()
{
    m_window = std::make_unique<BoardEditorWindow>();
    m_window->setInteractive(false);
    m_window->resize(1280, 860);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->view()->setFocus();
}

void TestBoardEditor::cleanup()
{
    m_window.reset();
}

void TestBoardEditor::BRD_LAYER_paintWithEachTool_data()
{
    QTest::addColumn<int>("toolKey");
    QTest::addColumn<int>("terrainKey");
    QTest::addColumn<Square>("from");
    QTest::addColumn<Square>("to");
    QTest::addColumn<QStringList>("expectedRows"); // rows 0-6 afterwards, as in a .hkboard grid
    // A new board is 15×15 layer 1; row 5 is painted layer 2 first (a wall the fill stops at).
    QTest::newRow("brush: layer 3 along a row")
        << int(Qt::Key_B) << int(Qt::Key_3) << Square{1, 1} << Square{1, 4}
        << QStringList{"111111111111111", "133331111111111", "111111111111111", "111111111111111",
                       "111111111111111", "222222222222222", "111111111111111"};
    QTest::newRow("brush: a diagonal drag paints the squares between")
        << int(Qt::Key_B) << int(Qt::Key_4) << Square{0, 0} << Square{3, 3}
        << QStringList{"411111111111111", "141111111111111", "114111111111111", "111411111111111",
                       "111111111111111", "222222222222222", "111111111111111"};
    QTest::newRow("rectangle: the Heart")
        << int(Qt::Key_R) << int(Qt::Key_H) << Square{2, 6} << Square{3, 8}
        << QStringList{"111111111111111", "111111111111111", "111111HHH111111", "111111HHH111111",
                       "111111111111111", "222222222222222", "111111111111111"};
    QTest::newRow("rectangle: off the board, corners either way")
        << int(Qt::Key_R) << int(Qt::Key_0) << Square{1, 14} << Square{0, 12}
        << QStringList{"111111111111...", "111111111111...", "111111111111111", "111111111111111",
                       "111111111111111", "222222222222222", "111111111111111"};
    QTest::newRow("fill: stops at another terrain")
        << int(Qt::Key_F) << int(Qt::Key_5) << Square{0, 0} << Square{0, 0}
        << QStringList{"555555555555555", "555555555555555", "555555555555555", "555555555555555",
                       "555555555555555", "222222222222222", "111111111111111"};
}

void TestBoardEditor::BRD_LAYER_paintWithEachTool()
{
    QFETCH(int, toolKey);
    QFETCH(int, terrainKey);
    QFETCH(Square, from);
    QFETCH(Square, to);
    QFETCH(QStringList, expectedRows);
    BoardEditorWindow &w = *m_window;
    const BoardMouse mouse{w.view()};
    key(w, Qt::Key_R);
    key(w, Qt::Key_2);
    mouse.drag({5, 0}, {5, 14});
    const Board before = w.board();
    const int steps = w.undoStack()->count();

    key(w, toolKey);
    key(w, terrainKey);
    if (from == to)
        mouse.click(from);
    else
        mouse.drag(from, to);
    for (int r = 0; r < expectedRows.size(); ++r) {
        QString row;
        for (int c = 0; c < w.board().columns; ++c)
            row += QLatin1Char(terrainChar(w.board().terrain({r, c})));
        QCOMPARE(row, expectedRows[r]);
    }
    QVERIFY(w.isWindowModified());
    // The gesture is one undo step, undone exactly and redone.
    QCOMPARE(w.undoStack()->count(), steps + 1);
    const Board painted = w.board();
    w.undoAction()->trigger();
    QCOMPARE(w.board(), before);
    w.redoAction()->trigger();
    QCOMPARE(w.board(), painted);
}

// A 5×5 board transcribed by mouse and keys, saved, opened in a new window and by the reader a game uses.
void TestBoardEditor::paintSaveReloadCompare()
{
    BoardEditorWindow &w = *m_window;
    const BoardMouse mouse{w.view()};
    QTest::keyClick(w.rowsBox(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(w.rowsBox(), QStringLiteral("5"));
    QTest::keyClick(w.rowsBox(), Qt::Key_Return);
    QTest::keyClick(w.columnsBox(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(w.columnsBox(), QStringLiteral("5"));
    QTest::keyClick(w.columnsBox(), Qt::Key_Return);
    QCOMPARE(w.board().rows, 5);
    QCOMPARE(w.board().columns, 5);
    w.view()->fitToWindow();
    w.view()->setFocus();

    key(w, Qt::Key_R);
    key(w, Qt::Key_2);
    mouse.drag({1, 1}, {3, 3});
    key(w, Qt::Key_B);
    key(w, Qt::Key_H);
    mouse.click({2, 2});
    QTest::keyClick(w.nameEdit(), Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(w.nameEdit(), QStringLiteral("Kitchen table"));

    w.gatePlayersBox()->setValue(2);
    stampWith(w, FeatureKind::GateStart, {0, 0});
    stampWith(w, FeatureKind::GateStart, {4, 4});
    stampWith(w, FeatureKind::Rubble, {1, 1});
    stampWith(w, FeatureKind::StatueSpot, {1, 3});
    stampWith(w, FeatureKind::WorkshopSite, {3, 1});
    w.featureKindBox()->setCurrentIndex(w.featureKindBox()->findData(int(FeatureKind::Buried)));
    w.buriedEdit()->setFocus();
    QTest::keyClick(w.buriedEdit(), Qt::Key_Backspace); // the stone it offers first
    QTest::keyClicks(w.buriedEdit(), QStringLiteral("iic"));
    mouse.click({3, 3});
    QVERIFY2(w.problemList()->count() == 0, qPrintable(problemsText(w)));

    Board expected;
    expected.name = QStringLiteral("Kitchen table");
    expected.rows = expected.columns = 5;
    expected.grid.assign(25, Terrain::Layer1);
    for (int r = 1; r <= 3; ++r)
        for (int c = 1; c <= 3; ++c)
            expected.grid[size_t(r * 5 + c)] = Terrain::Layer2;
    expected.grid[12] = Terrain::Heart;
    expected.rubble = {{1, 1}};
    ResourceCounts buried{};
    at(buried, Resource::Iron) = 2;
    at(buried, Resource::Coin) = 1;
    expected.buried = {{{3, 3}, buried}};
    expected.statueSpots = {{1, 3}};
    expected.workshopSites = {{3, 1}};
    expected.gateStarts = {{{0, 0}, 2}, {{4, 4}, 2}};
    QCOMPARE(w.board(), expected);

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("kitchen.hkboard"));
    QVERIFY(w.saveTo(file));
    QVERIFY(!w.isWindowModified());
    w.close(); // one writer per file: the next window may have it once this one lets it go
    BoardEditorWindow reopened;
    reopened.setInteractive(false);
    QVERIFY(reopened.openFile(file));
    QCOMPARE(reopened.board(), expected);
    QCOMPARE(reopened.problemList()->count(), 0);
    const BoardReadResult read = readBoard(file); // as a game reads it: complete, no problem
    QVERIFY(read.board);
    QCOMPARE(*read.board, expected);
}

void TestBoardEditor::invalidBoardListsItsProblems_data()
{
    QTest::addColumn<int>("setup"); // what is done to a new board
    QTest::addColumn<QString>("place");
    QTest::addColumn<QString>("words");   // in the problem's text
    QTest::addColumn<Square>("selected"); // the square a click on the problem selects
    QTest::newRow("BRD-LAYER: a new board has no Mountain Heart")
        << 0 << "Mountain Heart"
        << "no Mountain Heart (\"H\") (BRD-LAYER)" << Square{-1, -1};
    QTest::newRow("SET-GATES: no gate start point") << 0 << "Gate start points"
                                                    << "no gate start point (SET-GATES)" << Square{-1, -1};
    QTest::newRow("SET-GATES: a 3 label on 2 start points")
        << 1 << "Gate start points"
        << "2 start points are labelled 3, but a 3-player game needs 3 (SET-GATES)" << Square{-1, -1};
    QTest::newRow("BRD-LAYER: rubble left off the board") << 2 << "Rubble square 1 at G5"
                                                          << "off the board" << Square{4, 6};
    QTest::newRow("BRD-LAYER: a statue spot on the Heart") << 3 << "Statue spot 1 at H8"
                                                           << "Mountain Heart" << Square{7, 7};
}

void TestBoardEditor::invalidBoardListsItsProblems()
{
    QFETCH(int, setup);
    QFETCH(QString, place);
    QFETCH(QString, words);
    QFETCH(Square, selected);
    BoardEditorWindow &w = *m_window;
    const BoardMouse mouse{w.view()};
    switch (setup) {
    case 1:
        w.gatePlayersBox()->setValue(3);
        stampWith(w, FeatureKind::GateStart, {0, 0});
        stampWith(w, FeatureKind::GateStart, {0, 4});
        break;
    case 2:
        stampWith(w, FeatureKind::Rubble, {4, 6});
        key(w, Qt::Key_B);
        key(w, Qt::Key_0);
        mouse.click({4, 6});
        break;
    case 3:
        stampWith(w, FeatureKind::StatueSpot, {7, 7});
        key(w, Qt::Key_B);
        key(w, Qt::Key_H);
        mouse.click({7, 7});
        break;
    default:
        break;
    }
    QVERIFY2(hasProblem(w, place, words), qPrintable(problemsText(w)));
    if (selected.row < 0)
        return;
    QListWidget *list = w.problemList();
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->text().startsWith(place + QStringLiteral(":"))) {
            list->scrollToItem(list->item(i));
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                              list->visualItemRect(list->item(i)).center());
        }
    QCOMPARE(w.view()->selected(), std::optional<Square>(selected));
    QVERIFY2(w.squareInfo()->text().contains(squareText(selected)), qPrintable(w.squareInfo()->text()));
}

// The Problems panel names the feature and its square in the board's numbering ("Gate start point 1 at A1"),
// never the file's list and index ("gateStarts[0].square").
void TestBoardEditor::problemsNameTheFeature()
{
    BoardEditorWindow &w = *m_window;
    const BoardMouse mouse{w.view()};
    stampWith(w, FeatureKind::GateStart, {7, 7});
    stampWith(w, FeatureKind::StatueSpot, {7, 8});
    key(w, Qt::Key_B);
    key(w, Qt::Key_H);
    mouse.click({7, 7}); // both on the Heart
    mouse.click({7, 8});
    const QString all = problemsText(w);
    for (const QString &line : all.split(QLatin1Char('\n')))
        QVERIFY2(hk::test::fileTermIn(line).isEmpty(), qPrintable(line));
    QVERIFY2(all.contains(QStringLiteral("Gate start point 1 at H8: square H8 is the Mountain Heart")),
             qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("Statue spot 1 at J8: ")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("(SET-GATES)")), qPrintable(all));
}

// A file that is not a board, or a broken one: a message naming the file, the board as it was.
void TestBoardEditor::badFileChangesNothing()
{
    BoardEditorWindow &w = *m_window;
    key(w, Qt::Key_F);
    key(w, Qt::Key_3);
    BoardMouse{w.view()}.click({0, 0});
    const Board before = w.board();
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("broken.hkboard"));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(R"({"format": "hallkeeper-board", "version": 1, "name": "x", "side": "winter", "rows": 3,
                 "columns": 3, "grid": ["111", "1H", "111"], "rubble": [], "buried": [], "statueSpots": [],
                 "workshopSites": [], "gateStarts": []})");
    out.close();
    QVERIFY(!w.openFile(file));
    QCOMPARE(w.board(), before);
    QVERIFY(w.isWindowModified());
    QCOMPARE(w.messages().size(), 1);
    QVERIFY2(w.messages().constFirst().contains(QStringLiteral("broken.hkboard: Grid row 2: ")),
             qPrintable(w.messages().constFirst()));
}

// A brush stroke is one undo step however it ends, and the stack always matches the board: a tool key or the
// middle button mid-stroke ends it, Esc takes it back, a release the view never saw (a dialog opened by a
// shortcut) ends it, undo mid-stroke takes back what was painted so far.
void TestBoardEditor::strokeIsOneConsistentStep_data()
{
    QTest::addColumn<QString>("interruption");
    QTest::addColumn<int>("painted"); // squares of row 1 painted in the end
    QTest::addColumn<int>("steps");   // undo steps the stroke left
    QTest::newRow("a tool key") << "tool" << 3 << 1;
    QTest::newRow("the middle button") << "middle" << 3 << 1;
    QTest::newRow("Esc takes it back") << "escape" << 0 << 0;
    QTest::newRow("a release never seen") << "lost release" << 3 << 1;
    QTest::newRow("undo mid-stroke") << "undo" << 2 << 1; // (1,3)-(1,4) painted after the undo
}

void TestBoardEditor::strokeIsOneConsistentStep()
{
    QFETCH(QString, interruption);
    QFETCH(int, painted);
    QFETCH(int, steps);
    BoardEditorWindow &w = *m_window;
    BoardEditorView *view = w.view();
    const Board before = w.board();
    key(w, Qt::Key_B);
    key(w, Qt::Key_3);
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, view->viewportPoint({1, 0}));
    QTest::mouseMove(view->viewport(), view->viewportPoint({1, 1}));
    QTest::mouseMove(view->viewport(), view->viewportPoint({1, 2}));
    QVERIFY(w.isModified()); // painted squares are in the stack at once
    if (interruption == QLatin1String("tool")) {
        key(w, Qt::Key_S);
    } else if (interruption == QLatin1String("middle")) {
        QTest::mousePress(view->viewport(), Qt::MiddleButton, {}, view->viewportPoint({1, 2}));
        QTest::mouseRelease(view->viewport(), Qt::MiddleButton, {}, view->viewportPoint({1, 2}));
    } else if (interruption == QLatin1String("escape")) {
        QTest::keyClick(view, Qt::Key_Escape);
    } else if (interruption == QLatin1String("lost release")) {
        const QPoint at = view->viewportPoint({1, 6});
        QMouseEvent move(QEvent::MouseMove, QPointF(at), QPointF(view->viewport()->mapToGlobal(at)),
                         Qt::NoButton, Qt::NoButton, Qt::NoModifier);
        QApplication::sendEvent(view->viewport(), &move);
    } else if (interruption == QLatin1String("undo")) {
        w.undoAction()->trigger();
        QCOMPARE(w.board(), before);
        QTest::mouseMove(view->viewport(), view->viewportPoint({1, 3}));
        QTest::mouseMove(view->viewport(), view->viewportPoint({1, 4}));
    }
    if (interruption != QLatin1String("undo"))
        QTest::mouseMove(view->viewport(), view->viewportPoint({1, 8}));
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, view->viewportPoint({1, 8}));
    int count = 0;
    for (int c = 0; c < w.board().columns; ++c)
        count += w.board().terrain({1, c}) == Terrain::Layer3;
    QCOMPARE(count, painted);
    QCOMPARE(w.undoStack()->count(), steps);
    QCOMPARE(w.isModified(), steps > 0);
    while (w.undoStack()->canUndo())
        w.undoAction()->trigger();
    QCOMPARE(w.board(), before);
}

// Typing a letter in the name and erasing it leaves no undo step and nothing to save.
void TestBoardEditor::typedAndErasedIsNoChange()
{
    BoardEditorWindow &w = *m_window;
    w.nameEdit()->setFocus();
    w.nameEdit()->end(false);
    QTest::keyClicks(w.nameEdit(), QStringLiteral("x"));
    QVERIFY(w.isModified());
    QTest::keyClick(w.nameEdit(), Qt::Key_Backspace);
    QVERIFY(!w.isModified());
    QVERIFY(!w.undoStack()->canUndo());
}

// Shrinking the board step by step is one step; undo brings back what was cut off.
void TestBoardEditor::resizeStepsAreOneUndoableStep()
{
    BoardEditorWindow &w = *m_window;
    stampWith(w, FeatureKind::Rubble, {14, 14});
    const Board before = w.board();
    const int steps = w.undoStack()->count();
    w.rowsBox()->setFocus();
    for (int i = 0; i < 5; ++i)
        QTest::keyClick(w.rowsBox(), Qt::Key_Down);
    QCOMPARE(w.board().rows, 10);
    QVERIFY(w.board().rubble.empty());
    QCOMPARE(w.undoStack()->count(), steps + 1);
    w.undoAction()->trigger();
    QCOMPARE(w.board(), before);
    QCOMPARE(w.rowsBox()->value(), 15);
    QCOMPARE(w.undoStack()->count(), steps + 1); // undo pushed nothing of its own
}

// In the buried resources field, s, h, a, r… add resources: they are not the window's tool and terrain keys.
void TestBoardEditor::resourceLettersAreTypedNotShortcuts()
{
    BoardEditorWindow &w = *m_window;
    key(w, Qt::Key_B);
    key(w, Qt::Key_2);
    w.featureKindBox()->setCurrentIndex(w.featureKindBox()->findData(int(FeatureKind::Buried)));
    w.buriedEdit()->setFocus();
    QTest::keyClicks(w.buriedEdit(), QStringLiteral("shar"));
    ResourceCounts expected{};
    at(expected, Resource::Stone) = 2; // the stone it offers, and one typed
    at(expected, Resource::Heartstone) = 1;
    at(expected, Resource::Cart) = 1;
    at(expected, Resource::Rune) = 1;
    QCOMPARE(w.buriedEdit()->counts(), expected);
    QCOMPARE(w.view()->tool(), EditTool::Feature); // not Select (S) nor Rectangle (R)
    QCOMPARE(w.terrain(), Terrain::Layer2);        // not the Heart (H)
    const Board before = w.board();
    QTest::keyClick(w.buriedEdit(), Qt::Key_Delete); // not "remove the square's features"
    QCOMPARE(w.board(), before);
}

// The photo remembered for a board is its own: opening another board in the same window does not overwrite
// it.
void TestBoardEditor::eachBoardKeepsItsOwnPhoto()
{
    QTemporaryDir dir;
    const QString photoA = dir.filePath(QStringLiteral("a.png")),
                  photoB = dir.filePath(QStringLiteral("b.png"));
    QVERIFY(QImage(200, 100, QImage::Format_RGB32).save(photoA));
    QVERIFY(QImage(300, 300, QImage::Format_RGB32).save(photoB));
    const QString boardA = dir.filePath(QStringLiteral("a.hkboard"));
    const QString boardB = dir.filePath(QStringLiteral("b.hkboard"));
    BoardEditorWindow &w = *m_window;
    QVERIFY(w.saveTo(boardA));
    QVERIFY(w.openPhoto(photoA));
    const BoardEditorView::Corners cornersA = w.view()->photoCorners();
    BoardEditorWindow other;
    other.setInteractive(false);
    QVERIFY(other.saveTo(boardB));
    QVERIFY(other.openPhoto(photoB));
    other.close();               // one writer per file: B is w's once `other` lets it go
    QVERIFY(w.openFile(boardB)); // B's photo comes with B
    QCOMPARE(w.view()->photoCorners()[2], QPointF(300, 300));
    BoardEditorWindow again;
    again.setInteractive(false);
    QVERIFY(again.openFile(boardA)); // A's is still A's
    QCOMPARE(again.view()->photoCorners(), cornersA);
}

// Never lose a transcription: a moment after a change the board is autosaved; a crash's leftover comes back
// in a window of its own, not saved, with the file it belongs to; saving clears the autosave.
void TestBoardEditor::unsavedWorkIsAutosavedAndRecovered()
{
    BoardEditorWindow &w = *m_window;
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("ours.hkboard"));
    QVERIFY(w.saveTo(file));
    key(w, Qt::Key_R);
    key(w, Qt::Key_4);
    BoardMouse{w.view()}.drag({2, 2}, {4, 5});
    QTRY_VERIFY(!w.autosavePath().isEmpty() && QFile::exists(w.autosavePath())); // within a second
    const BoardReadResult kept = readBoard(w.autosavePath(), ReadMode::Draft);
    QVERIFY(kept.board);
    QCOMPARE(*kept.board, w.board());

    // As if Hallkeeper had crashed: the autosave copied where no session holds it, offered back.
    const QString leftover = dir.filePath(QStringLiteral("leftover.hkboard"));
    QVERIFY(QFile::copy(w.autosavePath(), leftover));
    BoardEditorWindow recovered;
    recovered.setInteractive(false);
    QCOMPARE(recovered.recoverFrom(leftover, file), DocumentWindow::Recovered::Whole);
    QCOMPARE(recovered.board(), w.board());
    QCOMPARE(recovered.fileName(), file);
    QVERIFY(recovered.isModified()); // not saved where it belongs yet
    QVERIFY(recovered.windowTitle().startsWith(QStringLiteral("ours.hkboard")));

    QVERIFY(w.saveTo(file)); // saved: nothing left to recover
    QVERIFY(!QFile::exists(w.autosavePath()));
}

// View ▸ Language switches the open editor at once: tools, terrains, panels, problems (official terms).
void TestBoardEditor::languageSwitchRetranslates_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("brush");
    QTest::addColumn<QString>("layer3");
    QTest::newRow("ja") << "ja" << QStringLiteral("ブラシ(&B)") << QStringLiteral("層3");
    QTest::newRow("zh_TW") << "zh_TW" << QStringLiteral("筆刷(&B)") << QStringLiteral("第 3 層");
    QTest::newRow("zh_CN") << "zh_CN" << QStringLiteral("画笔(&B)") << QStringLiteral("第 3 层");
}

void TestBoardEditor::languageSwitchRetranslates()
{
    QFETCH(QString, code);
    QFETCH(QString, brush);
    QFETCH(QString, layer3);
    BoardEditorWindow &w = *m_window;
    const auto actionNamed = [&](const QString &text) {
        const QList<QAction *> all = w.findChildren<QAction *>();
        return std::any_of(all.begin(), all.end(), [&](QAction *a) { return a->text() == text; });
    };
    QVERIFY(actionNamed(QStringLiteral("&Brush")));
    const QString englishProblem = w.problemList()->item(0)->text();
    switchLanguage(code, false); // what the menu does
    QTRY_VERIFY(actionNamed(brush));
    QVERIFY(actionNamed(layer3));
    QVERIFY(w.problemList()->item(0)->text() != englishProblem); // the problems too
    QVERIFY(w.problemList()->item(0)->text().contains(QStringLiteral("(BRD-LAYER)")));
    switchLanguage(QStringLiteral("en"), false);
    QTRY_VERIFY(actionNamed(QStringLiteral("&Brush")));
    QCOMPARE(w.problemList()->item(0)->text(), englishProblem);
}

// Game ▸ Start a Game on This Board: refused while the board has problems; once saved without problems, the
// new game wizard starts with this very board chosen.
void TestBoardEditor::startAGameOnTheBoard()
{
    BoardEditorWindow &w = *m_window;
    QVERIFY(w.boardForGame().isEmpty()); // a new board has no Heart and no gate start point
    QVERIFY(w.messages().last().contains(QStringLiteral("problems")));
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("winter.hkboard"));
    QVERIFY(QFile::copy(QStringLiteral(HK_FIXTURES "/boards/format-example.hkboard"), file));
    QVERIFY(w.openFile(file));
    const QString board = w.boardForGame();
    QVERIFY(!board.isEmpty());
    NewGameWizard wizard; // what the table mirror opens for it (main.cpp's game starter)
    QVERIFY(wizard.chooseBoardFile(board));
    QVERIFY(wizard.setup().board);
    QCOMPARE(*wizard.setup().board, w.board());
    // Unsaved changes: not without saving them first (a user would be asked where).
    key(w, Qt::Key_B);
    key(w, Qt::Key_3);
    BoardMouse{w.view()}.click({0, 4});
    QVERIFY(w.isModified());
    QVERIFY(w.boardForGame().isEmpty());
    QVERIFY2(w.messages().last().contains(QStringLiteral("Save the board first")),
             qPrintable(w.messages().last()));
}

// The photo's four board corners (red dots) dragged onto the grid's corners: the photo is warped so that
// each lands on its corner, which shows in the pixels of the view.
void TestBoardEditor::photoBackgroundAligns()
{
    BoardEditorWindow &w = *m_window;
    const QPointF dots[4] = {{52, 41}, {351, 28}, {362, 283}, {38, 270}};
    QImage photo(400, 310, QImage::Format_RGB32);
    photo.fill(QColor(120, 120, 120));
    {
        QPainter p(&photo);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(Qt::red);
        for (const QPointF &d : dots)
            p.drawEllipse(d, 7, 7);
    }
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("board-photo.png"));
    QVERIFY(photo.save(file));
    QVERIFY(w.openPhoto(file));
    QCOMPARE(w.view()->tool(), EditTool::AlignPhoto);
    w.photoOpacitySlider()->setValue(100);
    QCOMPARE(w.view()->photoOpacity(), 1.0);

    BoardEditorView *view = w.view();
    for (int i = 0; i < 4; ++i) {
        // Where the dot is shown now: drag the grid's corner there.
        const QPoint dot = view->mapFromScene(view->photoShownTransform().map(dots[i]));
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, view->cornerPoint(i));
        QTest::mouseMove(view->viewport(), dot);
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, dot);
    }
    const BoardEditorView::Corners corners = view->photoCorners();
    const qreal tolerance =
        2.0 / view->zoom() * (400.0 / (15 * 48)) + 1.5; // a pixel of the view, in the photo
    for (int i = 0; i < 4; ++i)
        QVERIFY2(QLineF(corners[size_t(i)], dots[i]).length() <= tolerance,
                 qPrintable(QStringLiteral("corner %1 at (%2, %3), the dot at (%4, %5)")
                                .arg(i)
                                .arg(corners[size_t(i)].x())
                                .arg(corners[size_t(i)].y())
                                .arg(dots[i].x())
                                .arg(dots[i].y())));
    // In pixels: just inside each corner of the grid, the photo's red dot (the handles put away).
    key(w, Qt::Key_S);
    const QImage shown = view->viewport()->grab().toImage();
    const QPoint inward[4] = {{3, 3}, {-3, 3}, {-3, -3}, {3, -3}};
    for (int i = 0; i < 4; ++i) {
        const QColor c = shown.pixelColor(view->cornerPoint(i) + inward[i]);
        QVERIFY2(c.red() > 180 && c.green() < 90,
                 qPrintable(QStringLiteral("corner %1: %2").arg(i).arg(c.name())));
    }
    // Transparent: the painted layer shows through the photo.
    w.photoOpacitySlider()->setValue(0);
    const QColor hidden = view->viewport()->grab().toImage().pixelColor(view->cornerPoint(0) + inward[0]);
    QVERIFY2(hidden.red() < 150, qPrintable(hidden.name()));

    // The photo and its alignment come back with the board file, in the next session.
    const QString boardFile = dir.filePath(QStringLiteral("traced.hkboard"));
    QVERIFY(w.saveTo(boardFile));
    w.close(); // one writer per file: the next window may have it once this one lets it go
    BoardEditorWindow next;
    next.setInteractive(false);
    QVERIFY(next.openFile(boardFile));
    QVERIFY(next.view()->hasPhoto());
    QCOMPARE(next.view()->photoCorners(), corners);
}

// A corner handle dropped on the board's corner in the photo stays there: the photo does not move under it,
// the grid (and the painting) follows it while it moves and stays with it; the drop is one step of undo,
// Ctrl+Z puts the corner back and Ctrl+Shift+Z the drop again; Reset Alignment is a step too.
void TestBoardEditor::alignedCornerStaysWhereDroppedAndUndoes()
{
    BoardEditorWindow &w = *m_window;
    QImage photo(400, 300, QImage::Format_RGB32);
    photo.fill(QColor(90, 120, 150));
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("photo.png"));
    QVERIFY(photo.save(file));
    QVERIFY(w.openPhoto(file));
    BoardEditorView *view = w.view();
    QCOMPARE(view->tool(), EditTool::AlignPhoto);
    const BoardEditorView::Corners before = view->photoCorners();
    const QTransform shown = view->photoShownTransform();
    const QPoint from = view->cornerPoint(2);
    const QPoint to = from - QPoint(60, 45);
    QVERIFY(w.undoStack()->count() == 0);

    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, from);
    QTest::mouseMove(view->viewport(), (from + to) / 2);
    QVERIFY2((view->cornerPoint(2) - (from + to) / 2).manhattanLength() <= 2, "the grid follows the handle");
    QTest::mouseMove(view->viewport(), to);
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, to);

    // The handle where it was dropped, the photo where it was.
    QVERIFY2((view->cornerPoint(2) - to).manhattanLength() <= 2,
             qPrintable(QStringLiteral("the handle at (%1, %2), dropped at (%3, %4)")
                            .arg(view->cornerPoint(2).x())
                            .arg(view->cornerPoint(2).y())
                            .arg(to.x())
                            .arg(to.y())));
    QCOMPARE(view->photoShownTransform(), shown);
    const BoardEditorView::Corners dropped = view->photoCorners();
    QVERIFY(dropped != before);
    QVERIFY(QLineF(view->mapFromScene(shown.map(dropped[2])), to).length() <= 2);
    QCOMPARE(view->photoCorners()[0], before[0]); // the other corners stay

    // One step of undo, there and back.
    QCOMPARE(w.undoStack()->count(), 1);
    QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(view->photoCorners(), before);
    QVERIFY((view->cornerPoint(2) - from).manhattanLength() <= 2);
    QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(view->photoCorners(), dropped);

    // A handle dropped where the photo cannot be warped (the corners crossed) goes back, and is no step.
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, view->cornerPoint(2));
    QTest::mouseMove(view->viewport(), view->cornerPoint(0) - QPoint(30, 30));
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, view->cornerPoint(0) - QPoint(30, 30));
    QCOMPARE(view->photoCorners(), dropped);
    QCOMPARE(w.undoStack()->count(), 1);

    // Reset Alignment, undone.
    view->chooseImageCorners();
    QCOMPARE(view->photoCorners(), before);
    QCOMPARE(w.undoStack()->count(), 2);
    w.undoStack()->undo();
    QCOMPARE(view->photoCorners(), dropped);

    // Out of the Align tool the photo is warped onto the grid, and the grid is the grid again.
    key(w, Qt::Key_S);
    QCOMPARE(view->photoShownTransform(), view->photoTransform());
    QVERIFY(
        (view->cornerPoint(2) - view->mapFromScene(QPointF(15 * kSquare, 15 * kSquare))).manhattanLength() <=
        2);
}

// File ▸ Open Tracing Photo asks in the board's folder: the photo of a board is usually beside it.
void TestBoardEditor::photoDialogOpensInTheBoardsFolder()
{
    BoardEditorWindow &w = *m_window;
    QTemporaryDir dir;
    const QString board = dir.filePath(QStringLiteral("mountain.hkboard"));
    QVERIFY(w.saveTo(board));
    QVERIFY(w.openFile(board));
    QString asked;
    QTimer::singleShot(50, this, [&] {
        if (auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
            asked = dialog->directory().absolutePath();
            dialog->reject();
        }
    });
    const QList<QAction *> actions = w.findChildren<QAction *>();
    const auto open = std::find_if(actions.begin(), actions.end(), [](const QAction *a) {
        return a->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P);
    });
    QVERIFY(open != actions.end());
    (*open)->trigger();
    QCOMPARE(QDir(asked).canonicalPath(), QDir(dir.path()).canonicalPath());
}

// The Square panel says what the photo proposes for the square selected, how sure, as the status bar does
// under the mouse: an uncertain square can be checked from the keyboard (Next Uncertain).
void TestBoardEditor::BRD_LAYER_squarePanelShowsTheProposal()
{
    BoardEditorWindow &w = *m_window;
    QTemporaryDir dir;
    const QString board = dir.filePath(QStringLiteral("transcribing.hkboard"));
    QVERIFY(QFile::copy(QStringLiteral(HK_SOURCE_DIR "/docs/examples/transcribing.hkboard"), board));
    QFile::setPermissions(board, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(w.openFile(board));
    QVERIFY(w.openPhoto(QStringLiteral(HK_SOURCE_DIR "/docs/examples/board-photo.jpg")));
    QVERIFY(!w.squareInfo()->text().contains(QLatin1Char('%')));
    QVERIFY(w.recognitionPanel()->recognise());
    w.recognitionPanel()->nextUncertainAction()->trigger();
    const std::optional<Square> s = w.view()->selected();
    QVERIFY(s);
    const QString proposal = w.recognitionPanel()->describe(*s);
    QVERIFY(proposal.contains(QLatin1Char('%')));
    const QString shown = w.squareInfo()->text().remove(QChar(0x2060));
    QVERIFY2(shown.contains(proposal.mid(1)), qPrintable(shown));
    // Another square selected: its own proposal.
    const Square other{0, 0};
    w.view()->setSelected(other);
    emit w.view()->squareSelected(other);
    QVERIFY(
        w.squareInfo()->text().remove(QChar(0x2060)).contains(w.recognitionPanel()->describe(other).mid(1)));
    w.recognitionPanel()->clear();
    QVERIFY(!w.squareInfo()->text().contains(QLatin1Char('%')));
    w.setWindowModified(false);
}

void TestBoardEditor::wheelChangesNothingWithoutTheFocus_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<bool>("floating");
    for (const char *field : {"rows", "columns", "gate players", "feature kind", "photo opacity"}) {
        QTest::newRow(field) << QString::fromLatin1(field) << false;
        QTest::newRow(qPrintable(QStringLiteral("%1, its dock floating").arg(QLatin1String(field))))
            << QString::fromLatin1(field) << true;
    }
}

// The wheel over a field of the board editor that has not the focus (the board's size, the gate's players,
// the feature's kind, the photo's opacity), in its dock or in a floating dock, changes nothing and takes no
// focus: the board keeps it. With the focus, the wheel edits the field.
void TestBoardEditor::wheelChangesNothingWithoutTheFocus()
{
    QFETCH(QString, field);
    QFETCH(bool, floating);
    BoardEditorWindow &w = *m_window;
    const std::map<QString, QWidget *> fields{{QStringLiteral("rows"), w.rowsBox()},
                                              {QStringLiteral("columns"), w.columnsBox()},
                                              {QStringLiteral("gate players"), w.gatePlayersBox()},
                                              {QStringLiteral("feature kind"), w.featureKindBox()},
                                              {QStringLiteral("photo opacity"), w.photoOpacitySlider()}};
    QWidget *target = fields.at(field);
    QDockWidget *dock = nullptr;
    for (QWidget *p = target; p && !dock; p = p->parentWidget())
        dock = qobject_cast<QDockWidget *>(p);
    QVERIFY(dock);
    dock->show();
    dock->raise();
    if (floating)
        dock->setFloating(true);
    target->setEnabled(true);
    target->show();
    QVERIFY(QTest::qWaitForWindowExposed(target->window()));
    QTest::qWait(20);
    w.view()->setFocus();
    const auto value = [target] {
        if (auto *spin = qobject_cast<QSpinBox *>(target))
            return spin->value();
        if (auto *box = qobject_cast<QComboBox *>(target))
            return box->currentIndex();
        return qobject_cast<QSlider *>(target)->value();
    };
    const int before = value();
    const Board board = w.board();
    QVERIFY(test::wheelNotch(target, 1));
    QVERIFY(test::wheelNotch(target, -1));
    QVERIFY(test::wheelNotch(target, -1));
    QCOMPARE(value(), before);
    QCOMPARE(w.board(), board);
    QVERIFY(!target->hasFocus());
    // The user means it: the field has the focus, the wheel has rested after scrolling past it.
    target->setFocus(Qt::TabFocusReason);
    QTest::qWait(700);
    const int up = value();
    QVERIFY(test::wheelNotch(target, qobject_cast<QComboBox *>(target) ? -1 : 1));
    QVERIFY2(value() != up || !target->isEnabled(), qPrintable(QString::number(value())));
    if (floating)
        dock->setFloating(false);
}

void TestBoardEditor::commandLine_editBoard_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    const QString board = QStringLiteral(HK_FIXTURES "/boards/format-example.hkboard");
    QTest::newRow("screenshot of a board in ja")
        << QStringList{QStringLiteral("--edit-board"), board, QStringLiteral("--lang"), QStringLiteral("ja"),
                       QStringLiteral("--screenshot")}
        << 0;
    QTest::newRow("a new board") << QStringList{QStringLiteral("--edit-board"),
                                                QStringLiteral("--screenshot")}
                                 << 0;
    QTest::newRow("export a board as PNG") << QStringList{board, QStringLiteral("--export")} << 0;
    QTest::newRow("missing board") << QStringList{QStringLiteral("--edit-board"),
                                                  QStringLiteral("/nonexistent.hkboard"),
                                                  QStringLiteral("--screenshot")}
                                   << 2;
}

// hallkeeper --edit-board FILE --screenshot PATH (and FILE.hkboard --export PATH): the board editor opens the
// board, renders it, exits; an unreadable board exits with 2 and writes nothing.
void TestBoardEditor::commandLine_editBoard()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.png"));
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    app.setProcessEnvironment(env);
    app.start(QStringLiteral(HK_APP), arguments << path);
    QVERIFY(app.waitForFinished(60000));
    const QByteArray errors = app.readAllStandardError();
    QCOMPARE(app.exitCode(), exitCode);
    if (exitCode != 0) {
        QVERIFY2(errors.contains("nonexistent.hkboard"), errors.constData());
        QVERIFY(!QFile::exists(path));
        return;
    }
    const QImage image(path);
    QVERIFY(!image.isNull());
    QVERIFY(image.width() >= 400);
}

QTEST_MAIN(TestBoardEditor)
#include "tst_board_editor.moc"
