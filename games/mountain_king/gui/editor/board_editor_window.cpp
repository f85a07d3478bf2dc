// BoardEditorWindow is longer than 600 lines on purpose: it wires the board editor's docks (tools, board,
// square, tracing photo, recognition) to one board and its undo history, a few lines of setup each, and the
// editor's files and exports; the drawing and the mouse are in BoardEditorView, two forms in .ui files, the
// recognition itself in games/mountain_king/photo.

#include "board_editor_window.h"

#include "board_editor_text.h"
#include "board_problems_panel.h"
#include "board_properties_panel.h"
#include "board_square_panel.h"
#include "board_tools_panel.h"
#include "floor/board_drawing.h"
#include "i18n/arg_text.h"
#include "io/board_io.h"
#include "layer_recognition_panel.h"
#include "model/board_edit.h"
#include "snapshot_command.h"
#include "tracing_photo_panel.h"
#include "window_factory.h"

#include "sheet/sheet_io.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QScrollArea>
#include <QSpinBox>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

namespace hk::gui {

namespace {

constexpr std::array<Terrain, 7> kPaintable{Terrain::Layer1, Terrain::Layer2, Terrain::Layer3,
                                            Terrain::Layer4, Terrain::Layer5, Terrain::Heart,
                                            Terrain::Off};
constexpr std::array<EditTool, 7> kTools{EditTool::Brush,   EditTool::Rectangle, EditTool::Fill,
                                         EditTool::Feature, EditTool::Select,    EditTool::AlignPhoto,
                                         EditTool::Example};
// Edits of one field made one after the other are one undo step; two strokes in a row are two (they take
// turns between two keys).
const QString kMergeName = QStringLiteral("name"), kMergeDescription = QStringLiteral("description"),
              kMergeSize = QStringLiteral("size"), kMergeStrokeA = QStringLiteral("strokeA"),
              kMergeStrokeB = QStringLiteral("strokeB");

} // namespace

BoardEditorWindow::BoardEditorWindow(QWidget *parent) : DocumentWindow(parent), m_view(new BoardEditorView)
{
    setUndoStack(new QUndoStack(this));
    setCentralWidget(m_view);
    setDockNestingEnabled(true);
    createActions();
    createDocks();
    m_toolMenu = new QMenu(this);
    m_toolMenu->addActions(m_toolActions->actions());
    m_paintMenu = new QMenu(this);
    m_paintMenu->addActions(m_terrainActions->actions());
    m_paintMenu->addSeparator();
    m_paintMenu->addActions({m_recognition->recogniseAction(), m_recognition->applyAction(),
                             m_recognition->nextUncertainAction(), m_recognition->nextMarkAction(),
                             m_recognition->dismissMarkAction(), m_recognition->dismissAllMarksAction(),
                             m_recognition->closeAction()});
    m_gameMenu = new QMenu(this);
    m_gameMenu->addAction(m_startGame);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_recognition->recogniseAction());
    createStandardMenus();
    // Here a new game starts on the board being edited: Start a Game takes the application's New Game key.
    newGameAction()->setVisible(false);

    // The editor's own menus, between Edit and View; the photo and the export after Save As.
    menuBar()->insertMenu(viewMenu()->menuAction(), m_toolMenu);
    menuBar()->insertMenu(viewMenu()->menuAction(), m_paintMenu);
    menuBar()->insertMenu(viewMenu()->menuAction(), m_gameMenu);
    fileMenu()->insertSeparator(fileSaveSeparator());
    fileMenu()->insertActions(fileSaveSeparator(), {m_openPhoto, m_exportPng});
    editMenu()->addSeparator();
    editMenu()->addAction(m_removeFeatures);
    viewMenu()->addSeparator();
    viewMenu()->addActions({m_fit, m_zoomIn, m_zoomOut});
    viewMenu()->addSeparator();
    for (QDockWidget *dock :
         {m_toolsDock, m_propertiesDock, m_squareDock, m_photoDock, m_recognitionDock, m_problemsDock})
        viewMenu()->addAction(dock->toggleViewAction());

    connect(m_view, &BoardEditorView::strokePainted, this, &BoardEditorWindow::onStroke);
    connect(m_view, &BoardEditorView::strokeCancelled, this, &BoardEditorWindow::onStrokeCancelled);
    // Each corner dropped is a step of undo. A step made for another photo than the one shown does nothing.
    connect(m_view, &BoardEditorView::photoCornersChosen, this,
            [this](const BoardEditorView::Corners &corners) {
                if (corners == m_view->photoCorners())
                    return;
                const qint64 photo = m_view->photoImage().cacheKey();
                undoStack()->push(new SnapshotCommand<BoardEditorView::Corners>(
                    tr("Align the photo"), m_view->photoCorners(), corners,
                    [this, photo](const BoardEditorView::Corners &c) {
                        if (m_view->photoImage().cacheKey() == photo)
                            m_view->setPhotoCorners(c);
                    }));
            });
    connect(m_view, &BoardEditorView::alignmentRefused, this, [this] {
        statusBar()->showMessage(
            tr("Not aligned: the four corners must make a quadrilateral, in the order of the "
               "grid's corners."),
            6000);
    });
    connect(m_view, &BoardEditorView::rectangleChosen, this, [this](Square a, Square b) {
        edit(tr("Paint a rectangle"),
             [&](Board &board) { return paintTerrain(board, rectangleSquares(board, a, b), m_terrain); });
    });
    connect(m_view, &BoardEditorView::fillChosen, this, [this](Square s) {
        edit(tr("Fill a region"),
             [&](Board &board) { return paintTerrain(board, floodRegion(board, s), m_terrain); });
    });
    connect(m_view, &BoardEditorView::stampChosen, this, [this](Square s) {
        const Feature f = feature();
        edit(tr("Stamp %1").arg(BoardEditorText::featureText(f)),
             [&](Board &board) { return stampFeature(board, s, f); });
        m_view->setSelected(s);
        refreshSquareInfo();
    });
    connect(m_view, &BoardEditorView::removeChosen, this, [this](Square s) {
        const FeatureKind kind = feature().kind;
        edit(tr("Remove %1").arg(BoardEditorText::featureName(kind).toLower()),
             [&](Board &board) { return removeFeatures(board, s, kind); });
    });
    connect(m_view, &BoardEditorView::squareSelected, this, &BoardEditorWindow::refreshSquareInfo);
    // A proposal made, followed, applied or dropped: the Square panel says what it proposes for its square.
    connect(m_view, &BoardEditorView::recognitionOverlayChanged, this, &BoardEditorWindow::refreshSquareInfo);
    connect(m_view, &BoardEditorView::exampleChosen, this,
            [this](Square s) { m_recognition->addExample(s, m_terrain); });
    connect(m_view, &BoardEditorView::exampleRemoved, this,
            [this](Square s) { m_recognition->removeExample(s); });
    // The square under the mouse, in a status bar label of its own: messages ("Saved…") show over it for a
    // while instead of being replaced by the next mouse move.
    m_hoverInfo = new QLabel;
    statusBar()->addWidget(m_hoverInfo, 1);
    connect(m_view, &BoardEditorView::hoveredSquare, this, [this](std::optional<Square> s) {
        if (!s) {
            m_hoverInfo->clear();
            return;
        }
        QStringList parts{squareText(*s), BoardEditorText::terrainName(m_board.terrain(*s))};
        for (const Feature &f : featuresAt(m_board, *s))
            parts << BoardEditorText::featureText(f);
        if (const QString proposed = m_recognition->describe(*s); !proposed.isEmpty())
            parts << proposed;
        m_hoverInfo->setText(parts.join(QStringLiteral(" · ")));
    });

    newDocument();
    setTool(EditTool::Brush);
    resizeToFitScreen({1280, 860});
    restoreLayout();
}

BoardEditorWindow::~BoardEditorWindow() = default;

QString BoardEditorWindow::leftoverText(const base::Autosave::Leftover &leftover)
{
    return tr("Hallkeeper stopped without closing an editor: %1, autosaved %2.")
        .arg(WindowFactory::leftoverFile(leftover, tr("a board never saved")),
             WindowFactory::leftoverTime(leftover));
}

// ---- set-up

void BoardEditorWindow::createActions()
{
    m_toolActions = new QActionGroup(this);
    for (EditTool tool : kTools) {
        auto *a = new QAction(m_toolActions);
        a->setCheckable(true);
        a->setData(int(tool));
        a->setShortcut(BoardEditorText::toolKey(tool));
        connect(a, &QAction::triggered, this, [this, tool] { setTool(tool); });
    }
    m_terrainActions = new QActionGroup(this);
    for (Terrain t : kPaintable) {
        auto *a = new QAction(terrainSwatch(t), QString(), m_terrainActions);
        a->setCheckable(true);
        a->setData(int(t));
        a->setShortcut(BoardEditorText::terrainKey(t));
        connect(a, &QAction::triggered, this, [this, t] { setTerrain(t); });
    }
    m_exportPng = new QAction(this);
    m_exportPng->setShortcut(Qt::CTRL | Qt::Key_E);
    connect(m_exportPng, &QAction::triggered, this, &BoardEditorWindow::exportPng);
    m_openPhoto = new QAction(this);
    m_openPhoto->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_P);
    connect(m_openPhoto, &QAction::triggered, this, &BoardEditorWindow::choosePhoto);
    m_fit = new QAction(this);
    m_fit->setShortcut(Qt::CTRL | Qt::Key_0);
    connect(m_fit, &QAction::triggered, m_view, &FloorView::fitToWindow);
    m_zoomIn = new QAction(this);
    m_zoomIn->setShortcut(QKeySequence::ZoomIn);
    connect(m_zoomIn, &QAction::triggered, m_view, &FloorView::zoomIn);
    m_zoomOut = new QAction(this);
    m_zoomOut->setShortcut(QKeySequence::ZoomOut);
    connect(m_zoomOut, &QAction::triggered, m_view, &FloorView::zoomOut);
    m_startGame = new QAction(this);
    m_startGame->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_N);
    m_startGame->setEnabled(false); // until main.cpp gives the way to start a game (setGameStarter)
    connect(m_startGame, &QAction::triggered, this, &BoardEditorWindow::startGame);
    m_removeFeatures = new QAction(this);
    m_removeFeatures->setShortcut(QKeySequence::Delete);
    connect(m_removeFeatures, &QAction::triggered, this, &BoardEditorWindow::removeSelectedFeatures);

    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("editorTools"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    for (QAction *a : m_toolActions->actions())
        if (EditTool(a->data().toInt()) != EditTool::Example) // in the Recognise Layers panel
            m_toolBar->addAction(a);
    m_toolBar->addSeparator();
    m_toolBar->addActions(m_terrainActions->actions());
    // The terrain buttons show their colour only: their names are in the tooltips and the Paint menu.
    for (QAction *a : m_terrainActions->actions())
        if (auto *button = qobject_cast<QToolButton *>(m_toolBar->widgetForAction(a)))
            button->setToolButtonStyle(Qt::ToolButtonIconOnly);
    for (QAction *a : m_toolActions->actions())
        if (auto *button = qobject_cast<QToolButton *>(m_toolBar->widgetForAction(a)))
            button->setToolButtonStyle(Qt::ToolButtonTextOnly);
}

void BoardEditorWindow::createDocks()
{
    const auto dock = [this](const char *name, QWidget *content, Qt::DockWidgetArea area) {
        auto *d = new QDockWidget(this);
        d->setObjectName(QLatin1String(name));
        d->setWidget(content);
        d->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable |
                       QDockWidget::DockWidgetFloatable);
        addDockWidget(area, d);
        return d;
    };
    m_toolsDock = dock("toolsDock", createToolsPanel(), Qt::LeftDockWidgetArea);
    m_squareDock = dock("squareDock", createSquarePanel(), Qt::LeftDockWidgetArea);
    m_propertiesDock = dock("propertiesDock", createPropertiesPanel(), Qt::RightDockWidgetArea);
    m_photoDock = dock("photoDock", createPhotoPanel(), Qt::RightDockWidgetArea);
    m_recognitionDock = dock("recognitionDock", createRecognitionPanel(), Qt::RightDockWidgetArea);
    tabifyDockWidget(m_photoDock, m_recognitionDock); // the photo's next step, in the photo's place
    m_photoDock->raise();

    m_problems = new BoardProblemsPanel;
    connect(m_problems, &BoardProblemsPanel::squareChosen, this, [this](const Square &square) {
        m_view->setSelected(square);
        refreshSquareInfo();
    });
    m_problemsDock = dock("problemsDock", m_problems, Qt::RightDockWidgetArea);
}

QWidget *BoardEditorWindow::createToolsPanel()
{
    m_tools = new BoardToolsPanel(m_terrainActions);
    // Choosing what to stamp picks the Feature tool: the next click stamps it.
    connect(m_tools, &BoardToolsPanel::featureChosen, this, [this] { setTool(EditTool::Feature); });
    return m_tools;
}

QWidget *BoardEditorWindow::createPropertiesPanel()
{
    m_properties = new BoardPropertiesPanel;
    connect(m_properties, &BoardPropertiesPanel::nameEdited, this, [this](const QString &text) {
        Board after = m_board;
        after.name = text.trimmed();
        after.names.clear(); // typed: the name as entered, in every language
        pushBoard(tr("Rename the board"), after, kMergeName);
    });
    connect(m_properties, &BoardPropertiesPanel::descriptionEdited, this, [this](const QString &text) {
        Board after = m_board;
        after.description = text;
        after.descriptions.clear();
        pushBoard(tr("Describe the board"), after, kMergeDescription);
    });
    connect(m_properties, &BoardPropertiesPanel::sideChosen, this, [this](BoardSide side) {
        Board after = m_board;
        after.side = side;
        pushBoard(tr("Set the board side"), after);
    });
    connect(m_properties, &BoardPropertiesPanel::sizeChosen, this, [this](int rows, int columns) {
        edit(
            tr("Resize the board to %1 × %2").arg(argText(rows), argText(columns)),
            [&](Board &board) { return resizeBoard(board, rows, columns); }, kMergeSize);
    });
    return m_properties;
}

QWidget *BoardEditorWindow::createSquarePanel()
{
    m_square = new BoardSquarePanel;
    connect(m_square, &BoardSquarePanel::removeRequested, this, &BoardEditorWindow::removeSelectedFeatures);
    return m_square;
}

QWidget *BoardEditorWindow::createPhotoPanel()
{
    m_photo = new TracingPhotoPanel(m_view);
    connect(m_photo, &TracingPhotoPanel::openRequested, this, &BoardEditorWindow::choosePhoto);
    connect(m_photo, &TracingPhotoPanel::photoRemoved, this, [this] {
        if (m_view->tool() == EditTool::AlignPhoto || m_view->tool() == EditTool::Example)
            setTool(EditTool::Brush);
    });
    return m_photo;
}

QWidget *BoardEditorWindow::createRecognitionPanel()
{
    m_recognition = new LayerRecognitionPanel(m_view);
    for (QAction *a : m_toolActions->actions())
        if (EditTool(a->data().toInt()) == EditTool::Example)
            m_recognition->setExampleToolAction(a);
    connect(m_recognition->recogniseAction(), &QAction::triggered, this, [this] {
        m_recognitionDock->show();
        m_recognitionDock->raise();
    });
    connect(m_recognition, &LayerRecognitionPanel::applyRequested, this,
            &BoardEditorWindow::applyRecognition);
    connect(m_recognition, &LayerRecognitionPanel::squareChosen, this, [this](const Square &square) {
        m_view->setSelected(square);
        refreshSquareInfo();
    });
    connect(m_recognition, &LayerRecognitionPanel::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(undoStack(), &QUndoStack::indexChanged, this, &BoardEditorWindow::followAppliedStep);
    // The panel is tall (its legend is all in view): it scrolls where the window is short.
    auto *scroll = new QScrollArea;
    scroll->setWidget(m_recognition);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return scroll;
}

void BoardEditorWindow::retranslateDocument()
{
    for (QAction *a : m_toolActions->actions()) {
        const auto tool = EditTool(a->data().toInt());
        a->setText(BoardEditorText::toolName(tool));
        a->setToolTip(BoardEditorText::toolHint(tool));
    }
    for (QAction *a : m_terrainActions->actions()) {
        const auto t = Terrain(a->data().toInt());
        a->setText(BoardEditorText::terrainName(t));
        a->setToolTip(
            tr("Paint %1 (%2)")
                .arg(BoardEditorText::terrainName(t), a->shortcut().toString(QKeySequence::NativeText)));
    }
    m_toolMenu->setTitle(tr("&Tools"));
    m_paintMenu->setTitle(tr("&Paint"));
    m_gameMenu->setTitle(tr("&Game"));
    m_startGame->setText(tr("&Start a Game on This Board…"));
    m_toolBar->setWindowTitle(tr("Tools"));
    m_exportPng->setText(tr("&Export PNG…"));
    m_openPhoto->setText(tr("Open Tracing &Photo…"));
    m_fit->setText(tr("&Fit the Board"));
    m_zoomIn->setText(tr("Zoom &In"));
    m_zoomOut->setText(tr("Zoom &Out"));
    m_removeFeatures->setText(tr("&Remove the Square's Features"));
    m_toolsDock->setWindowTitle(tr("Paint and Stamp"));
    m_propertiesDock->setWindowTitle(tr("Board"));
    m_squareDock->setWindowTitle(tr("Square"));
    m_photoDock->setWindowTitle(tr("Tracing Photo"));
    m_recognitionDock->setWindowTitle(tr("Recognise Layers"));
    m_problemsDock->setWindowTitle(tr("Problems"));

    m_tools->setToolHint(BoardEditorText::toolHint(m_view->tool()));

    refreshProblems();
    refreshSquareInfo();
}

QList<QPair<QString, QString>> BoardEditorWindow::extraShortcuts() const
{
    return {{tr("Pan the board"), tr("Middle button, or Space + drag")},
            {tr("Zoom around the pointer"), tr("Mouse wheel")},
            {tr("Cancel the rectangle or stroke under way"), tr("Esc")},
            {tr("Move the selection (Select tool)"), tr("Arrow keys")},
            {tr("Show the selected square as an example (Show an Example tool)"), tr("Return")},
            {tr("Take an example back (Show an Example tool)"), tr("Right button")}};
}

DocumentWindow::FileKind BoardEditorWindow::fileKind() const
{
    return {QStringLiteral("hkboard"),
            tr("Hallkeeper boards (*.hkboard)"),
            {},
            tr("Untitled board"),
            tr("Board Editor"),
            tr("%1 is not a board Hallkeeper can open."),
            QStringLiteral("boardEditor")};
}

QString BoardEditorWindow::savedNote() const
{
    const int problems = int(validateBoard(m_board).size());
    return problems ? tr(" — problems left: %1; a game cannot start on this board yet.").arg(problems)
                    : QString();
}

// ---- the document

QStringList BoardEditorWindow::readDocument(const QString &readFrom, const QString &fileName)
{
    // A board saved half done opens again, its problems listed (a game still refuses it).
    const BoardReadResult read = readBoard(readFrom, ReadMode::Draft);
    QStringList lines;
    if (!read.board) {
        for (const Problem &p : read.problems)
            lines << fileProblemText(QFileInfo(readFrom).fileName(), p);
        return lines;
    }
    m_view->setSelected(std::nullopt);
    setBoard(*read.board);
    undoStack()->clear();
    m_view->fitToWindow();
    m_photo->restoreFor(fileName); // and the photo is remembered for this board from now on
    if (!m_photoOnOpen.isEmpty()) {
        openPhoto(m_photoOnOpen);
        m_photoOnOpen.clear();
    }
    return lines;
}

bool BoardEditorWindow::recoverAsStep(const QString &readFrom, const QString &fileName,
                                      const std::function<QString()> &what)
{
    const BoardReadResult file = readBoard(fileName, ReadMode::Draft);
    const BoardReadResult work = readBoard(readFrom, ReadMode::Draft);
    if (!file.board || !work.board)
        return false;
    m_view->setSelected(std::nullopt);
    setBoard(*file.board);
    undoStack()->clear();
    m_view->fitToWindow();
    m_photo->restoreFor(fileName);
    undoStack()->push(new SnapshotCommand<Board>(what, *file.board, *work.board,
                                                 [this](const Board &board) { setBoard(board); }));
    return true;
}

QByteArray BoardEditorWindow::documentBytes(const QString &) const
{
    return boardToBytes(m_board);
}

QString BoardEditorWindow::gameId() const
{
    return QString::fromLatin1(base::kMountainKingId);
}

QString BoardEditorWindow::writeDocument(const QString &fileName)
{
    return writeBoard(fileName, m_board);
}

void BoardEditorWindow::clearDocument()
{
    // A 15×15 board, every square on layer 1: most of a printed board is mountain; paint the rest.
    Board board;
    board.name = tr("My board");
    board.rows = board.columns = 15;
    board.grid.assign(size_t(board.rows * board.columns), Terrain::Layer1);
    m_view->setSelected(std::nullopt);
    m_photo->forgetBoardFile(); // the photo stays on screen; it is remembered for the new board once saved
    setBoard(board);
    undoStack()->clear();
    m_view->fitToWindow();
}

void BoardEditorWindow::setBoard(const Board &board)
{
    // Undo, redo and every edit repaint only the squares that differ (a full repaint of a big board is slow).
    const bool sameGrid = board.rows == m_board.rows && board.columns == m_board.columns;
    const std::vector<Square> changed = sameGrid ? differingSquares(m_board, board) : std::vector<Square>{};
    m_board = board;
    refresh(sameGrid ? &changed : nullptr);
}

void BoardEditorWindow::refresh(const std::vector<Square> *changed)
{
    m_view->setBoard(std::make_shared<const Board>(m_board), changed);
    m_recognition->showBoard();
    m_properties->showBoard(m_board);
    refreshProblems();
    refreshSquareInfo();
}

void BoardEditorWindow::refreshProblems()
{
    m_problems->showProblems(m_board);
}

void BoardEditorWindow::refreshSquareInfo()
{
    const std::optional<Square> s = m_view->selected();
    m_removeFeatures->setEnabled(
        m_square->showSquare(m_board, s, s ? m_recognition->describe(*s) : QString()));
}

void BoardEditorWindow::pushBoard(const QString &text, const Board &after, const QString &mergeKey)
{
    // Every change goes through the stack at once (the stroke under way too): the board on screen is always
    // the stack's, and undo at any moment takes back exactly the last step.
    if (after == m_board)
        return;
    undoStack()->push(new SnapshotCommand<Board>(
        text, m_board, after, [this](const Board &board) { setBoard(board); }, mergeKey));
}

void BoardEditorWindow::edit(const QString &text, const std::function<BoardEdit(Board &)> &change,
                             const QString &mergeKey)
{
    Board after = m_board;
    if (change(after).changed)
        pushBoard(text, after, mergeKey);
}

// ---- tools

void BoardEditorWindow::setTool(EditTool tool)
{
    if ((tool == EditTool::AlignPhoto || tool == EditTool::Example) && !m_view->hasPhoto()) {
        statusBar()->showMessage(tr("Open a photo of the printed board first (File ▸ Open Tracing Photo…)."),
                                 6000);
        tool = m_view->tool();
    }
    m_view->setTool(tool);
    for (QAction *a : m_toolActions->actions())
        a->setChecked(EditTool(a->data().toInt()) == tool);
    m_tools->setToolHint(BoardEditorText::toolHint(tool));
}

void BoardEditorWindow::setTerrain(Terrain terrain)
{
    m_terrain = terrain;
    for (QAction *a : m_terrainActions->actions())
        a->setChecked(Terrain(a->data().toInt()) == terrain);
    // Choosing a terrain means painting it (or showing an example of it): leave the tools that do not.
    if (m_view->tool() != EditTool::Brush && m_view->tool() != EditTool::Rectangle &&
        m_view->tool() != EditTool::Fill && m_view->tool() != EditTool::Example)
        setTool(EditTool::Brush);
}

Feature BoardEditorWindow::feature() const
{
    return m_tools->feature();
}

void BoardEditorWindow::onStroke(const std::vector<Square> &squares, bool finished)
{
    // The stroke paints as the mouse moves, each step merged into the stroke's one undo step.
    if (!m_strokeStart) {
        m_strokeStart = m_board;
        m_strokeKey = m_strokeKey == kMergeStrokeA ? kMergeStrokeB : kMergeStrokeA;
    }
    if (!squares.empty())
        edit(
            tr("Paint %1").arg(BoardEditorText::terrainName(m_terrain)),
            [&](Board &board) { return paintTerrain(board, squares, m_terrain); }, m_strokeKey);
    if (finished)
        m_strokeStart.reset();
}

void BoardEditorWindow::onStrokeCancelled()
{
    // Back to the board before the stroke: merged into the stroke's step, which then changes nothing and
    // leaves the stack.
    if (m_strokeStart)
        pushBoard(tr("Paint %1").arg(BoardEditorText::terrainName(m_terrain)), *m_strokeStart, m_strokeKey);
    m_strokeStart.reset();
}

void BoardEditorWindow::removeSelectedFeatures()
{
    if (const std::optional<Square> s = m_view->selected())
        edit(tr("Remove the features of %1").arg(squareText(*s)),
             [&](Board &board) { return removeFeatures(board, *s); });
}

void BoardEditorWindow::applyRecognition()
{
    const photo::LayerRecognition *recognition = m_recognition->recognition();
    if (!recognition)
        return;
    // An unreliable proposal (many squares uncertain, or rings that do not nest) is painted only once the
    // user says so; No is the default.
    if (!recognition->reliable() && !m_recognition->isApplied()) {
        QMessageBox ask(QMessageBox::Warning, tr("Apply the Proposal?"),
                        m_recognition->unreliableText() + QStringLiteral("\n\n") +
                            tr("Apply it anyway? Every square it paints can be undone in one step (Ctrl+Z)."),
                        QMessageBox::Yes | QMessageBox::No, this);
        ask.setDefaultButton(QMessageBox::No);
        if (runDialog(&ask) != QMessageBox::Yes)
            return;
    }
    const bool includeUncertain = m_recognition->includeUncertain();
    const int changes = int(photo::proposedChanges(m_board, *recognition, includeUncertain).size());
    const int steps = undoStack()->index();
    edit(tr("Apply the recognised layers"),
         [&](Board &board) { return photo::applyRecognition(board, *recognition, includeUncertain); });
    m_recognition->markApplied();
    m_applied = undoStack()->index() > steps ? undoStack()->command(undoStack()->index() - 1) : nullptr;
    m_appliedProposal = recognition;
    m_appliedMessage = tr("Applied: %n square(s) painted, as one step of undo.", "", changes);
    statusBar()->showMessage(m_appliedMessage, 8000);
}

void BoardEditorWindow::followAppliedStep(int index)
{
    if (!m_applied)
        return;
    // Said of that step: an undo or another edit makes the message stale.
    if (statusBar()->currentMessage() == m_appliedMessage)
        statusBar()->clearMessage();
    // The panel says "Applied" while the step is in effect: undone, the proposal is offered again; redone,
    // applied again. A step gone from the stack (an edit after its undo, a new board) or a proposal made
    // since is forgotten.
    if (m_recognition->recognition() != m_appliedProposal) {
        m_applied = nullptr;
        return;
    }
    int at = -1;
    for (int i = 0; i < undoStack()->count(); ++i)
        if (undoStack()->command(i) == m_applied)
            at = i;
    if (at < 0)
        m_applied = nullptr;
    m_recognition->markApplied(at >= 0 && at < index);
}

// ---- a game on the board

QString BoardEditorWindow::boardForGame()
{
    if (!validateBoard(m_board).empty()) {
        showMessage(
            QMessageBox::Information, tr("Start a Game on This Board"),
            tr("A game cannot start on this board until its problems are solved: the Problems panel lists "
               "them."));
        m_problemsDock->show();
        m_problemsDock->raise();
        return {};
    }
    // The game copies the board from its file: the file must be what is on screen.
    if (fileName().isEmpty() || isModified()) {
        if (!isInteractive()) {
            showMessage(QMessageBox::Information, tr("Start a Game on This Board"),
                        tr("Save the board first: the game copies it from its file."));
            return {};
        }
        if (!save())
            return {};
    }
    return fileName();
}

void BoardEditorWindow::setGameStarter(std::function<void(const QString &)> startGame)
{
    m_gameStarter = std::move(startGame);
    m_startGame->setEnabled(bool(m_gameStarter));
}

void BoardEditorWindow::startGame()
{
    if (!m_gameStarter)
        return;
    if (const QString board = boardForGame(); !board.isEmpty())
        m_gameStarter(board);
}

// ---- the photo and the picture

void BoardEditorWindow::documentSaved()
{
    m_photo->rememberFor(fileName()); // the photo shown is this board's from now on
}

bool BoardEditorWindow::openPhoto(const QString &fileName)
{
    QString error;
    if (!m_photo->openPhoto(fileName, &error)) {
        showMessage(QMessageBox::Warning, tr("Cannot open the photo"),
                    tr("%1 is not an image Hallkeeper can read.").arg(QFileInfo(fileName).fileName()), error);
        return false;
    }
    setTool(EditTool::AlignPhoto);
    return true;
}

void BoardEditorWindow::choosePhoto()
{
    if (const QString fileName = m_photo->askPhotoFile(); !fileName.isEmpty())
        openPhoto(fileName);
}

bool BoardEditorWindow::exportTo(const QString &fileName)
{
    const QImage image = m_view->renderBoard(64);
    if (image.isNull() || !image.save(fileName, "PNG")) {
        showMessage(QMessageBox::Warning, tr("Cannot export"),
                    tr("The board could not be written to %1.").arg(QDir::toNativeSeparators(fileName)));
        return false;
    }
    statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(fileName).fileName()), 4000);
    return true;
}

void BoardEditorWindow::exportPng()
{
    const QString fileName =
        askSaveFileName(tr("Export PNG"), QStringLiteral("png"), tr("PNG images (*.png)"));
    if (!fileName.isEmpty())
        exportTo(fileName);
}

} // namespace hk::gui
