// "Recognise layers" in the board editor, driven through its keys, menus and mouse, offscreen, on
// the README's example: docs/examples/board-photo.jpg (the Practice Mountain's winter side) under
// docs/examples/transcribing.hkboard (rows 0-11 painted), aligned on the photo's corners as a new photo is.
// The proposal over the board (BRD-LAYER): the painted squares agree, the uncertain squares are framed and
// counted, Apply is one step of undo that Ctrl+Z takes back exactly; an example clicked with the Example
// tool is followed; "feature here?" marks go when a feature is stamped or they are dismissed, and no feature
// is ever invented; a photo larger than the view draws is recognised at full size; the reasons there is no
// proposal are said. `screenshot` writes the README's pictures when HK_SCREENSHOT_DIR is set.

#include "app_language.h"
#include "board_editor_view.h"
#include "board_editor_window.h"
#include "common/private_copy.h"
#include "io/board_io.h"
#include "layer_recognition_panel.h"
#include "model/board_edit.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace hk;
using namespace hk::gui;

namespace {

// Opened in windows: a copy of its own (common/private_copy.h).
const QString kExampleBoard =
    test::privateCopy(QStringLiteral(HK_SOURCE_DIR "/docs/examples/transcribing.hkboard"));
const QString kExamplePhoto = QStringLiteral(HK_SOURCE_DIR "/docs/examples/board-photo.jpg");
constexpr int kPaintedRows = 12; // rows 0-11 of transcribing.hkboard are painted

Board exampleBoard()
{
    return *readBoard(kExampleBoard, ReadMode::Draft).board;
}

Board winterBoard()
{
    return *readBoard(QStringLiteral(":/boards/practice-winter.hkboard")).board;
}

void key(BoardEditorWindow &w, int k, Qt::KeyboardModifiers modifiers = {})
{
    QTest::keyClick(w.view(), Qt::Key(k), modifiers);
}

// Whether a square is framed in the uncertain pink: a pixel just inside its top edge's middle (the frame is
// 3 view pixels wide, a pixel or two in).
bool framedInPink(BoardEditorWindow &w, const QImage &shown, const Square &s)
{
    const QRect r = w.view()->mapFromScene(QRectF(s.column * 48.0, s.row * 48.0, 48, 48)).boundingRect();
    for (int y = r.top() + 1; y <= r.top() + 5; ++y) {
        const QColor c = shown.pixelColor(r.center().x(), y);
        if (c.red() > 200 && c.green() < 120 && c.blue() > 90)
            return true;
    }
    return false;
}

int uncertainIn(const photo::LayerRecognition &r)
{
    return int(std::count_if(r.squares.begin(), r.squares.end(),
                             [](const photo::SquareProposal &p) { return p.uncertain; }));
}

} // namespace

class TestBoardEditorRecognition : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void BRD_LAYER_recogniseTheExamplePhoto();
    void BRD_LAYER_applyIsOneUndoStep_data();
    void BRD_LAYER_applyIsOneUndoStep();
    void BRD_LAYER_exampleClickUpdatesTheProposal();
    void BRD_LAYER_examplesByKeyboard();
    void featureMarksAreStampedOrDismissed();
    void fullResolutionPhotoIsRecognised();
    void recognitionProblemsAreSaid_data();
    void recognitionProblemsAreSaid();
    void proposalDroppedWhenItNoLongerHolds();
    void BRD_LAYER_ringsNotAMountainAskForExamples();
    void BRD_LAYER_examplesAfterApplyStartANewProposal();
    void BRD_LAYER_appliedIsSaidWhileInEffect();
    void languageSwitchRetranslates();
    void transcriptionEffort();
    void screenshot();

private:
    // A new board editor on screen, `size` large, its board view focused.
    void showWindow(const QSize &size);
    // The example board opened and the example photo put under it (aligned on the photo's corners).
    void openExample();
    std::unique_ptr<BoardEditorWindow> m_window;
};

void TestBoardEditorRecognition::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear(); // no photo remembered from an earlier run
}

void TestBoardEditorRecognition::init()
{
    showWindow({1280, 860});
}

void TestBoardEditorRecognition::showWindow(const QSize &size)
{
    m_window = std::make_unique<BoardEditorWindow>();
    m_window->setInteractive(false); // messages go to the status bar and the panel, never a dialog
    m_window->resize(size);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->view()->setFocus();
}

void TestBoardEditorRecognition::cleanup()
{
    m_window.reset();
    QSettings().clear();
}

void TestBoardEditorRecognition::openExample()
{
    BoardEditorWindow &w = *m_window;
    QVERIFY(w.openFile(kExampleBoard));
    QVERIFY(w.openPhoto(kExamplePhoto));
    QCOMPARE(w.view()->tool(), EditTool::AlignPhoto);
    w.view()->setFocus();
}

// Ctrl+R on the example: a proposal for every square, the 276 painted squares proposed as painted, the whole
// winter side right for at least 98 % of its layer squares; the uncertain squares counted, framed in pink in
// the view's pixels (and the certain ones not), the legend lists each terrain found.
void TestBoardEditorRecognition::BRD_LAYER_recogniseTheExamplePhoto()
{
    openExample();
    BoardEditorWindow &w = *m_window;
    LayerRecognitionPanel *panel = w.recognitionPanel();
    QVERIFY(!panel->recognition());
    key(w, Qt::Key_R, Qt::ControlModifier);
    const photo::LayerRecognition *r = panel->recognition();
    QVERIFY(r);
    QVERIFY(r->ok());
    QCOMPARE(r->rows, 21);
    QCOMPARE(r->columns, 23);

    const Board painted = exampleBoard();
    for (int row = 0; row < kPaintedRows; ++row)
        for (int column = 0; column < painted.columns; ++column)
            QCOMPARE(r->at({row, column}).terrain, painted.terrain({row, column}));
    const Board winter = winterBoard();
    int layerSquares = 0, layerRight = 0;
    for (int i = 0; i < int(winter.grid.size()); ++i) {
        const Square s = winter.squareAt(i);
        if (winter.terrain(s) == Terrain::Off)
            continue;
        ++layerSquares;
        layerRight += r->at(s).terrain == winter.terrain(s);
    }
    QVERIFY2(layerRight >= 0.98 * layerSquares,
             qPrintable(QStringLiteral("%1 of %2").arg(layerRight).arg(layerSquares)));

    // The count, and the frames.
    const int uncertain = uncertainIn(*r);
    QVERIFY2(panel->statusLabel()->text().contains(QStringLiteral("%1 uncertain").arg(uncertain)),
             qPrintable(panel->statusLabel()->text()));
    QCOMPARE(panel->uncertainCount(), uncertain);
    QVERIFY(w.view()->recognitionOverlay());
    w.view()->setTool(EditTool::Select); // no alignment handles over the squares
    const QImage shown = w.view()->viewport()->grab().toImage();
    int framed = 0, certainChecked = 0;
    for (int i = 0; i < int(r->squares.size()); ++i) {
        const Square s{i / r->columns, i % r->columns};
        const bool pink = framedInPink(w, shown, s);
        if (r->squares[size_t(i)].uncertain) {
            QVERIFY2(pink,
                     qPrintable(QStringLiteral("uncertain (%1, %2) not framed").arg(s.row).arg(s.column)));
            ++framed;
        } else if (certainChecked < 50) {
            QVERIFY2(!pink, qPrintable(QStringLiteral("certain (%1, %2) framed").arg(s.row).arg(s.column)));
            ++certainChecked;
        }
    }
    QCOMPARE(framed, uncertain);
    // The legend: Layer 1 with its count, and what the frames and marks mean.
    const int layer1 =
        int(std::count_if(r->squares.begin(), r->squares.end(),
                          [](const photo::SquareProposal &p) { return p.terrain == Terrain::Layer1; }));
    QVERIFY(panel->legendTexts().contains(QStringLiteral("Layer 1: %1 squares").arg(layer1)));
    QVERIFY(panel->legendTexts().filter(QStringLiteral("Uncertain")).size() == 1);
    // The square under the mouse says what is proposed.
    QVERIFY(panel->describe({10, 11}).startsWith(QStringLiteral("proposed: Mountain Heart")));
}

void TestBoardEditorRecognition::BRD_LAYER_applyIsOneUndoStep_data()
{
    QTest::addColumn<bool>("includeUncertain");
    QTest::newRow("the whole proposal") << true;
    QTest::newRow("the certain squares only") << false;
}

// Ctrl+Return paints the proposal as one step of undo (the uncertain squares too, or not); no feature is
// added or removed; Ctrl+Z gives back exactly the board before, Ctrl+Shift+Z the applied one.
void TestBoardEditorRecognition::BRD_LAYER_applyIsOneUndoStep()
{
    QFETCH(bool, includeUncertain);
    openExample();
    BoardEditorWindow &w = *m_window;
    LayerRecognitionPanel *panel = w.recognitionPanel();
    key(w, Qt::Key_R, Qt::ControlModifier);
    QVERIFY(panel->recognition());
    const photo::LayerRecognition r = *panel->recognition();
    panel->includeUncertainBox()->setChecked(includeUncertain);
    const Board before = w.board();
    const int steps = w.undoStack()->count();
    key(w, Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(w.undoStack()->count(), steps + 1);
    const Board applied = w.board();
    for (int i = 0; i < int(applied.grid.size()); ++i) {
        const Square s = applied.squareAt(i);
        const photo::SquareProposal &p = r.at(s);
        QCOMPARE(applied.terrain(s), includeUncertain || !p.uncertain ? p.terrain : before.terrain(s));
    }
    QCOMPARE(applied.rubble, before.rubble);
    QCOMPARE(applied.buried, before.buried);
    QCOMPARE(applied.statueSpots, before.statueSpots);
    QCOMPARE(applied.workshopSites, before.workshopSites);
    QCOMPARE(applied.gateStarts, before.gateStarts);
    QVERIFY(panel->isApplied());
    QVERIFY(!panel->showTerrainsBox()->isChecked()); // the board shows them; the frames stay
    QVERIFY(w.view()->recognitionOverlay()->showUncertain);
    QVERIFY(panel->statusLabel()->text().startsWith(QStringLiteral("Applied")));

    key(w, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(w.board(), before);
    w.undoStack()->redo();
    QCOMPARE(w.board(), applied);
}

// E picks the Example tool, 3 the terrain (the tool stays), a click on a grey square (layer 2) says it is
// layer 3: the proposal is made again and follows — that square and the squares of its colour are layer 3.
// The right button takes the example back: the first proposal again.
void TestBoardEditorRecognition::BRD_LAYER_exampleClickUpdatesTheProposal()
{
    openExample();
    BoardEditorWindow &w = *m_window;
    LayerRecognitionPanel *panel = w.recognitionPanel();
    key(w, Qt::Key_R, Qt::ControlModifier);
    const photo::LayerRecognition first = *panel->recognition();
    const Square grey{3, 8};
    QCOMPARE(first.at(grey).terrain, Terrain::Layer2);
    const auto count = [](const photo::LayerRecognition &r, Terrain t) {
        return int(std::count_if(r.squares.begin(), r.squares.end(),
                                 [t](const photo::SquareProposal &p) { return p.terrain == t; }));
    };
    const int greyBefore = count(first, Terrain::Layer2);
    QVERIFY(greyBefore > 40);

    key(w, Qt::Key_E);
    QCOMPARE(w.view()->tool(), EditTool::Example);
    key(w, Qt::Key_3);
    QCOMPARE(w.terrain(), Terrain::Layer3);
    QCOMPARE(w.view()->tool(), EditTool::Example); // a terrain key does not leave the Example tool
    QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, w.view()->viewportPoint(grey));
    QCOMPARE(panel->examples().size(), size_t(1));
    const photo::LayerRecognition followed = *panel->recognition();
    QCOMPARE(followed.at(grey).terrain, Terrain::Layer3);
    QCOMPARE(followed.at(grey).uncertain, false);
    int greyFollowed = 0;
    for (int i = 0; i < int(first.squares.size()); ++i)
        greyFollowed += first.squares[size_t(i)].terrain == Terrain::Layer2 &&
                        followed.squares[size_t(i)].terrain == Terrain::Layer3;
    QVERIFY2(
        greyFollowed >= 0.9 * greyBefore,
        qPrintable(QStringLiteral("%1 of the %2 grey squares followed").arg(greyFollowed).arg(greyBefore)));
    QVERIFY(panel->statusLabel()->text().contains(QStringLiteral("1 examples")));
    QCOMPARE(w.view()->recognitionOverlay()->examples.size(), size_t(1));

    QTest::mouseClick(w.view()->viewport(), Qt::RightButton, {}, w.view()->viewportPoint(grey));
    QVERIFY(panel->examples().empty());
    for (int i = 0; i < int(first.squares.size()); ++i)
        QCOMPARE(panel->recognition()->squares[size_t(i)].terrain, first.squares[size_t(i)].terrain);
    QCOMPARE(w.board(), exampleBoard()); // examples are not edits of the board
}

// Without the mouse: N goes to the next uncertain square (or, with none, the first arrow key moves from the
// selection), E and a terrain key choose, Return shows the selected square as an example — also before any
// Recognise: the example starts the recognition.
void TestBoardEditorRecognition::BRD_LAYER_examplesByKeyboard()
{
    openExample();
    BoardEditorWindow &w = *m_window;
    LayerRecognitionPanel *panel = w.recognitionPanel();
    key(w, Qt::Key_E);
    key(w, Qt::Key_H);
    QCOMPARE(w.view()->tool(), EditTool::Example);
    QCOMPARE(w.terrain(), Terrain::Heart);
    w.view()->setSelected(Square{10, 11});
    key(w, Qt::Key_Return);
    QVERIFY(panel->recognition());
    QCOMPARE(panel->examples().size(), size_t(1));
    QCOMPARE(panel->recognition()->at({10, 11}).terrain, Terrain::Heart);
    key(w, Qt::Key_Left);
    QCOMPARE(w.view()->selected(), std::optional<Square>(Square{10, 10}));
    key(w, Qt::Key_5);
    key(w, Qt::Key_Enter);
    QCOMPARE(panel->examples().size(), size_t(2));
    QCOMPARE(panel->recognition()->at({10, 10}).terrain, Terrain::Layer5);

    // N: the next uncertain square after the selection, row by row.
    if (panel->uncertainCount() > 0) {
        key(w, Qt::Key_N);
        const std::optional<Square> s = w.view()->selected();
        QVERIFY(s);
        QVERIFY(panel->recognition()->at(*s).uncertain);
        for (int i = 1; i < s->row * 23 + s->column; ++i)
            QVERIFY(!panel->recognition()->squares[size_t(i)].uncertain);
    }
}

// "Feature here?" marks on squares where something is printed and no feature is stamped yet: stamping one
// (the user chooses what) takes its mark away; X dismisses the selected mark, Dismiss All Marks the rest.
// Nothing is stamped by the app.
void TestBoardEditorRecognition::featureMarksAreStampedOrDismissed()
{
    openExample();
    BoardEditorWindow &w = *m_window;
    LayerRecognitionPanel *panel = w.recognitionPanel();
    key(w, Qt::Key_R, Qt::ControlModifier);
    const std::vector<Square> marks = panel->featureMarks();
    QVERIFY2(marks.size() >= 3, qPrintable(QString::number(marks.size())));
    for (const Square &s : marks) {
        QVERIFY(s.row >= kPaintedRows); // rows 0-11 have their features stamped already
        QVERIFY(featuresAt(w.board(), s).empty());
    }
    QCOMPARE(w.view()->recognitionOverlay()->featureMarks, marks);
    QVERIFY(
        panel->statusLabel()->text().contains(QStringLiteral("%1 “feature here?” marks").arg(marks.size())));

    // Stamped: the mark goes.
    w.featureKindBox()->setCurrentIndex(w.featureKindBox()->findData(int(FeatureKind::Rubble)));
    key(w, Qt::Key_T);
    QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, w.view()->viewportPoint(marks[0]));
    QCOMPARE(featuresAt(w.board(), marks[0]).size(), size_t(1));
    QCOMPARE(panel->featureMarks().size(), marks.size() - 1);
    QVERIFY(std::find(panel->featureMarks().begin(), panel->featureMarks().end(), marks[0]) ==
            panel->featureMarks().end());

    // M selects the next mark, X dismisses it.
    w.view()->setSelected(marks[0]);
    key(w, Qt::Key_M);
    QCOMPARE(w.view()->selected(), std::optional<Square>(marks[1]));
    key(w, Qt::Key_X);
    QCOMPARE(panel->featureMarks().size(), marks.size() - 2);
    panel->dismissAllMarksAction()->trigger();
    QVERIFY(panel->featureMarks().empty());
    QVERIFY(!panel->dismissMarkAction()->isEnabled());

    // Applying stamps nothing: the one feature stamped by hand is the only one added.
    const Board before = w.board();
    key(w, Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(w.board().rubble, before.rubble);
    QCOMPARE(w.board().rubble.size(), exampleBoard().rubble.size() + 1);
}

// A photo larger than the view keeps for drawing (4096 pixels): recognition reads the photo itself, at full
// size — the proposal is the one of the full image, not of the smaller picture.
void TestBoardEditorRecognition::fullResolutionPhotoIsRecognised()
{
    QTemporaryDir dir;
    const QImage example(kExamplePhoto);
    const QImage large = example.scaled(example.width() * 4, example.height() * 4, Qt::IgnoreAspectRatio,
                                        Qt::SmoothTransformation);
    const QString file = dir.filePath(QStringLiteral("large.png"));
    QVERIFY(large.save(file, "PNG", 100)); // fast, lossless
    BoardEditorWindow &w = *m_window;
    QVERIFY(w.openFile(kExampleBoard));
    QVERIFY(w.openPhoto(file));
    QCOMPARE(w.view()->photoImage().size(), large.size());
    key(w, Qt::Key_R, Qt::ControlModifier);
    const photo::LayerRecognition *r = w.recognitionPanel()->recognition();
    QVERIFY(r);
    const QImage read = w.view()->photoImage();
    const photo::LayerRecognition full =
        photo::recogniseLayers(read, w.view()->photoCorners(), r->rows, r->columns);
    const QImage small = read.scaled(4096, 4096, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    const qreal k = qreal(small.width()) / read.width();
    photo::GridCorners smallCorners = w.view()->photoCorners();
    for (QPointF &p : smallCorners)
        p *= k;
    const photo::LayerRecognition fromSmall =
        photo::recogniseLayers(small, smallCorners, r->rows, r->columns);
    bool differsFromSmall = false;
    for (int i = 0; i < int(r->squares.size()); ++i) {
        QCOMPARE(r->squares[size_t(i)].terrain, full.squares[size_t(i)].terrain);
        QCOMPARE(r->squares[size_t(i)].confidence, full.squares[size_t(i)].confidence);
        differsFromSmall |= r->squares[size_t(i)].confidence != fromSmall.squares[size_t(i)].confidence;
    }
    QVERIFY(differsFromSmall); // else this test could not tell the two apart
}

void TestBoardEditorRecognition::recognitionProblemsAreSaid_data()
{
    QTest::addColumn<bool>("photo");
    QTest::addColumn<QList<QPointF>>("corners");
    QTest::addColumn<QString>("words");
    QTest::newRow("no photo") << false << QList<QPointF>{}
                              << QStringLiteral("Open a photo of the printed board first");
    QTest::newRow("corners crossed") << true << QList<QPointF>{{0, 0}, {1200, 1096}, {1200, 0}, {0, 1096}}
                                     << QStringLiteral("do not make a four-sided figure");
    QTest::newRow("grid off the photo")
        << true << QList<QPointF>{{5000, 5000}, {6000, 5000}, {6000, 6000}, {5000, 6000}}
        << QStringLiteral("The grid lies outside the photo");
}

// No photo, corners that cannot be mapped, a grid outside the photo: no proposal, and a sentence that says
// why and what to do, in the panel (in red) and the status bar.
void TestBoardEditorRecognition::recognitionProblemsAreSaid()
{
    QFETCH(bool, photo);
    QFETCH(QList<QPointF>, corners);
    QFETCH(QString, words);
    BoardEditorWindow &w = *m_window;
    QVERIFY(w.openFile(kExampleBoard));
    if (photo) {
        QVERIFY(w.openPhoto(kExamplePhoto));
        w.view()->setPhotoCorners({corners[0], corners[1], corners[2], corners[3]});
    }
    w.recognitionPanel()->recogniseAction()->trigger();
    QVERIFY(!w.recognitionPanel()->recognition());
    QVERIFY(!w.view()->recognitionOverlay());
    QVERIFY2(w.recognitionPanel()->statusLabel()->text().contains(words),
             qPrintable(w.recognitionPanel()->statusLabel()->text()));
    QVERIFY(w.recognitionPanel()->statusLabel()->styleSheet().contains(QStringLiteral("#c62828")));
    QVERIFY(!w.recognitionPanel()->applyAction()->isEnabled());
    const int steps = w.undoStack()->count();
    key(w, Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(w.undoStack()->count(), steps);
}

// A proposal read through corners that have moved, or for a grid of another size, is dropped with a word.
void TestBoardEditorRecognition::proposalDroppedWhenItNoLongerHolds()
{
    openExample();
    BoardEditorWindow &w = *m_window;
    LayerRecognitionPanel *panel = w.recognitionPanel();
    key(w, Qt::Key_R, Qt::ControlModifier);
    QVERIFY(panel->recognition());
    BoardEditorView::Corners corners = w.view()->photoCorners();
    corners[0] += QPointF(30, 20);
    w.view()->setPhotoCorners(corners);
    QVERIFY(!panel->recognition());
    QVERIFY(panel->statusLabel()->text().contains(QStringLiteral("aligned again")));

    key(w, Qt::Key_R, Qt::ControlModifier);
    QVERIFY(panel->recognition());
    w.rowsBox()->setValue(22);
    QVERIFY(!panel->recognition());
    QVERIFY(panel->statusLabel()->text().contains(QStringLiteral("resized")));
}

// A photo whose colours do not make the rings of a mountain (here: nothing but grey) gives no proposal but a
// request for examples; with an example it is proposed, marked unreliable, and Apply asks first: No (the
// default, and the answer without a user) paints nothing, Yes paints it as one step of undo.
void TestBoardEditorRecognition::BRD_LAYER_ringsNotAMountainAskForExamples()
{
    BoardEditorWindow &w = *m_window;
    LayerRecognitionPanel *panel = w.recognitionPanel();
    QVERIFY(w.openFile(kExampleBoard));
    QTemporaryDir dir;
    QImage grey(1200, 1096, QImage::Format_RGB32);
    grey.fill(QColor(128, 128, 128));
    const QString photo = dir.filePath(QStringLiteral("grey.png"));
    QVERIFY(grey.save(photo));
    QVERIFY(w.openPhoto(photo));
    w.view()->setFocus();
    key(w, Qt::Key_R, Qt::ControlModifier);
    QVERIFY(!panel->recognition());
    QVERIFY2(panel->statusLabel()->text().contains(QStringLiteral("do not make the five layers")) &&
                 panel->statusLabel()->text().contains(QStringLiteral("Show one example of each terrain")),
             qPrintable(panel->statusLabel()->text()));
    QVERIFY(!panel->applyAction()->isEnabled());

    key(w, Qt::Key_E);
    key(w, Qt::Key_1);
    QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, w.view()->viewportPoint({5, 5}));
    QCOMPARE(panel->examples().size(), size_t(1));
    QVERIFY(panel->recognition());
    QVERIFY(!panel->recognition()->reliable());
    QVERIFY2(panel->statusLabel()->text().contains(QStringLiteral("Unreliable proposal")),
             qPrintable(panel->statusLabel()->text()));

    QStringList asked;
    int answer = QMessageBox::No;
    bool noByDefault = true;
    w.setDialogHook([&](QDialog *d) {
        if (auto *box = qobject_cast<QMessageBox *>(d)) {
            asked << box->text();
            noByDefault &= box->defaultButton() == box->button(QMessageBox::No);
        }
        return answer;
    });
    const Board before = w.board();
    const int steps = w.undoStack()->count();
    key(w, Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(asked.size(), 1);
    QVERIFY(noByDefault);
    QVERIFY(asked.front().contains(QStringLiteral("Show one example of each terrain")));
    QCOMPARE(w.undoStack()->count(), steps);
    QCOMPARE(w.board(), before);
    QVERIFY(!panel->isApplied());

    answer = QMessageBox::Yes;
    key(w, Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(asked.size(), 2);
    QCOMPARE(w.undoStack()->count(), steps + 1);
    QVERIFY(panel->isApplied());
}

// After Apply, an example shown with the Example tool starts a new proposal at once (not applied, the
// terrains shown again), and the tool stays the Example tool for the next example. A reliable proposal is
// applied without a question.
void TestBoardEditorRecognition::BRD_LAYER_examplesAfterApplyStartANewProposal()
{
    openExample();
    BoardEditorWindow &w = *m_window;
    LayerRecognitionPanel *panel = w.recognitionPanel();
    int asked = 0;
    w.setDialogHook([&](QDialog *) { return ++asked, int(QMessageBox::No); });
    key(w, Qt::Key_R, Qt::ControlModifier);
    QVERIFY(panel->recognition() && panel->recognition()->reliable());
    const int steps = w.undoStack()->count();
    key(w, Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(asked, 0);
    QCOMPARE(w.undoStack()->count(), steps + 1);
    QVERIFY(panel->isApplied());

    key(w, Qt::Key_E);
    key(w, Qt::Key_3);
    const Square grey{3, 8};
    QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, w.view()->viewportPoint(grey));
    QVERIFY(panel->recognition());
    QVERIFY(!panel->isApplied());
    QCOMPARE(panel->recognition()->at(grey).terrain, Terrain::Layer3);
    QVERIFY(panel->showTerrainsBox()->isChecked());
    QVERIFY(!panel->statusLabel()->text().startsWith(QStringLiteral("Applied")));
    QCOMPARE(w.view()->tool(), EditTool::Example);
    QVERIFY(panel->applyAction()->isEnabled());
    // The next example, in the same tool.
    key(w, Qt::Key_2);
    QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, w.view()->viewportPoint({3, 9}));
    QCOMPARE(panel->examples().size(), size_t(2));
    QCOMPARE(w.view()->tool(), EditTool::Example);
    QCOMPARE(w.undoStack()->count(), steps + 1); // examples are not edits
}

// "Applied: N squares painted" is said of the step that painted them: the status bar's message goes with an
// undo (or the next edit), the panel's "Applied" goes with the undo and comes back with the redo.
void TestBoardEditorRecognition::BRD_LAYER_appliedIsSaidWhileInEffect()
{
    openExample();
    BoardEditorWindow &w = *m_window;
    LayerRecognitionPanel *panel = w.recognitionPanel();
    key(w, Qt::Key_R, Qt::ControlModifier);
    QVERIFY(panel->recognition());
    key(w, Qt::Key_Return, Qt::ControlModifier);
    const QString applied = w.statusBar()->currentMessage();
    QVERIFY2(applied.startsWith(QStringLiteral("Applied: ")) && applied.contains(QStringLiteral(" square")),
             qPrintable(applied));
    QVERIFY(panel->statusLabel()->text().startsWith(QStringLiteral("Applied")));

    key(w, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY2(w.statusBar()->currentMessage().isEmpty(), qPrintable(w.statusBar()->currentMessage()));
    QVERIFY(!panel->isApplied());
    QVERIFY2(!panel->statusLabel()->text().startsWith(QStringLiteral("Applied")),
             qPrintable(panel->statusLabel()->text()));
    w.undoStack()->redo();
    QVERIFY(panel->isApplied());
    QVERIFY(panel->statusLabel()->text().startsWith(QStringLiteral("Applied")));

    // Applied again, then another edit: the message goes, the proposal stays applied.
    key(w, Qt::Key_Z, Qt::ControlModifier);
    key(w, Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(w.statusBar()->currentMessage().startsWith(QStringLiteral("Applied: ")));
    w.undoStack()->push(new QUndoCommand(QStringLiteral("another edit")));
    QVERIFY2(w.statusBar()->currentMessage().isEmpty(), qPrintable(w.statusBar()->currentMessage()));
    QVERIFY(panel->isApplied());
}

void TestBoardEditorRecognition::languageSwitchRetranslates()
{
    openExample();
    BoardEditorWindow &w = *m_window;
    LayerRecognitionPanel *panel = w.recognitionPanel();
    key(w, Qt::Key_R, Qt::ControlModifier);
    const QString english = panel->statusLabel()->text();
    const QString recognise = panel->recogniseAction()->text();
    switchLanguage(QStringLiteral("ja"), false);
    QTRY_VERIFY(panel->recogniseAction()->text() != recognise);
    QVERIFY(panel->statusLabel()->text() != english);
    QVERIFY(!panel->legendTexts().filter(QStringLiteral("層1：")).isEmpty());
    switchLanguage(QStringLiteral("en"), false);
    QTRY_COMPARE(panel->recogniseAction()->text(), recognise);
    QCOMPARE(panel->statusLabel()->text(), english);
}

// The README's figures for "how long a board takes": the user actions to paint the example's winter side by
// hand from a new board (one brush stroke per run of squares of one terrain along a row, and a terrain key
// each time the terrain changes), and with the recognition (Ctrl+R, a look at each uncertain square, a
// stroke per square still wrong, Ctrl+Return), with the time of the driven run.
void TestBoardEditorRecognition::transcriptionEffort()
{
    const Board winter = winterBoard();
    int strokes = 0, terrainKeys = 0, squares = 0;
    for (Terrain t :
         {Terrain::Layer2, Terrain::Layer3, Terrain::Layer4, Terrain::Layer5, Terrain::Heart, Terrain::Off}) {
        int runs = 0;
        for (int row = 0; row < winter.rows; ++row)
            for (int column = 0; column < winter.columns; ++column)
                if (winter.terrain({row, column}) == t) {
                    ++squares;
                    runs += column == 0 || winter.terrain({row, column - 1}) != t;
                }
        strokes += runs;
        terrainKeys += runs > 0;
    }

    // With the recognition, from the same new board: Ctrl+R, Ctrl+Return, timed.
    BoardEditorWindow &w = *m_window;
    QVERIFY(w.openPhoto(kExamplePhoto));
    w.rowsBox()->setValue(winter.rows);
    w.columnsBox()->setValue(winter.columns);
    w.view()->setFocus();
    QElapsedTimer timer;
    timer.start();
    key(w, Qt::Key_R, Qt::ControlModifier);
    const qint64 recognised = timer.elapsed();
    key(w, Qt::Key_Return, Qt::ControlModifier);
    const qint64 applied = timer.elapsed();
    QVERIFY(w.recognitionPanel()->isApplied());
    const photo::LayerRecognition &r = *w.recognitionPanel()->recognition();
    int wrong = 0, wrongLayers = 0, wrongUncertain = 0;
    for (int i = 0; i < int(winter.grid.size()); ++i) {
        const Square s = winter.squareAt(i);
        if (w.board().terrain(s) != winter.terrain(s)) {
            ++wrong;
            wrongLayers += winter.terrain(s) != Terrain::Off;
            wrongUncertain += r.at(s).uncertain;
        }
    }
    // The features: stamped by hand either way; the marks show where.
    int featureSquares = 0, marked = 0;
    const std::vector<Square> &marks = w.recognitionPanel()->featureMarks();
    for (int i = 0; i < int(winter.grid.size()); ++i) {
        const Square s = winter.squareAt(i);
        if (featuresAt(winter, s).empty())
            continue;
        ++featureSquares;
        marked += std::find(marks.begin(), marks.end(), s) != marks.end();
    }
    const int uncertain = w.recognitionPanel()->uncertainCount();
    qInfo("by hand: %d squares to paint from a new board, %d brush strokes (one per run along a row), %d "
          "terrain keys: %d actions",
          squares, strokes, terrainKeys, strokes + terrainKeys);
    qInfo("recognised: Ctrl+R, %d uncertain squares to look at, %d squares still wrong (%d of them layer "
          "squares, %d of them uncertain), Ctrl+Return: %d actions; driven run: recognised in %lld ms, "
          "applied at %lld ms",
          uncertain, wrong, wrongLayers, wrongUncertain, 2 + uncertain + wrong, recognised, applied);
    qInfo("features: %d squares with a printed feature, %d of them marked \"feature here?\", %d marks in all",
          featureSquares, marked, int(marks.size()));
    QVERIFY(wrongLayers <= 0.02 * (winter.rows * winter.columns));
}

// The README's pictures of the proposal over the example (HK_SCREENSHOT_DIR set): after Ctrl+R, in each
// language, zoomed on the rows still to paint so that the confidences read.
void TestBoardEditorRecognition::screenshot()
{
    const QString dir = qEnvironmentVariable("HK_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("HK_SCREENSHOT_DIR is not set");
    for (const QString &code :
         {QStringLiteral("en"), QStringLiteral("zh_TW"), QStringLiteral("zh_CN"), QStringLiteral("ja")}) {
        switchLanguage(code, false);
        QCoreApplication::processEvents();
        showWindow({1600, 1080});
        openExample();
        BoardEditorWindow &w = *m_window;
        w.photoOpacitySlider()->setValue(35);
        key(w, Qt::Key_R, Qt::ControlModifier);
        QVERIFY(w.recognitionPanel()->recognition());
        w.setTool(EditTool::Select);
        // Room for the whole legend: the Problems dock (two gate start points not stamped yet) gives way.
        auto *problems = w.findChild<QDockWidget *>(QStringLiteral("problemsDock"));
        QVERIFY(problems);
        problems->hide();
        w.view()->setSelected(std::nullopt);
        QCoreApplication::processEvents();
        QVERIFY(w.grab().save(QStringLiteral("%1/board-recognition-%2.png").arg(dir, code)));
    }
    switchLanguage(QStringLiteral("en"), false);
}

QTEST_MAIN(TestBoardEditorRecognition)
#include "tst_board_editor_recognition.moc"
