// TableWindow is longer than 600 lines on purpose: it is the table mirror's one window — its docks and their
// layout, the menus, and for each action the board's, the dialog's and the keyboard's way to it — and every
// part acts on the same GameDocument; the board, the panels and the dialogs are in board/, panels/ and
// actions/.

#include "table_window.h"

#include "actions/choice_dialog.h"
#include "actions/correction_dialog.h"
#include "actions/dig_dialog.h"
#include "actions/hall_dialog.h"
#include "actions/move_statue_dialog.h"
#include "actions/override_dialog.h"
#include "actions/recruit_dialog.h"
#include "actions/spell_dialog.h"
#include "actions/trade_dialog.h"
#include "actions/workshop_dialog.h"
#include "art.h"
#include "board/board_view.h"
#include "board/piece_palette.h"
#include "elided_label.h"
#include "explanation.h"
#include "game/actions.h"
#include "game/game_record.h"
#include "game/state_text.h"
#include "game_document.h"
#include "i18n/arg_text.h"
#include "io/game_io.h"
#include "io/score_sheet_io.h"
#include "line_breaks.h"
#include "model/workshops.h"
#include "mountain_king_module.h"
#include "panels/history_delegate.h"
#include "panels/market_widget.h"
#include "panels/moot_widget.h"
#include "panels/pedestal_track_widget.h"
#include "panels/player_panel.h"
#include "panels/score_standings.h"
#include "panels/spells_widget.h"
#include "panels/turn_widget.h"
#include "resource_text.h"
#include "results/score_table_model.h"
#include "rule_link.h"
#include "rules/placement.h"
#include "rules/rule_catalog.h"
#include "score_table_export.h"
#include "scoring/dig_score.h"
#include "scoring/score_report.h"
#include "themed_icon.h"
#include "window_factory.h"
#include "wizard/new_game_wizard.h"

#include "sheet/sheet_io.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QStyle>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

#include <utility>

namespace hk::gui {

TableWindow::TableWindow(QWidget *parent) : DocumentWindow(parent), m_document(new GameDocument(this))
{
    setAttribute(Qt::WA_DeleteOnClose);
    setUndoStack(m_document->undoStack());
    m_board = new BoardView;
    setCentralWidget(m_board);
    m_verdictStatus = new ElidedLabel; // a long verdict ends in "…"; the whole of it is the tooltip
    m_verdictStatus->setObjectName(QStringLiteral("verdictStatus"));
    m_verdictStatus->setTextFormat(Qt::PlainText);
    m_verdictStatus->setSizePolicy(QSizePolicy::Ignored,
                                   QSizePolicy::Preferred); // long reasons never widen the window
    RuleLinks::offerToolTipRules(m_verdictStatus);          // its context menu opens each rule it names
    statusBar()->addWidget(m_verdictStatus, 1);
    // "Why?" after the verdict: its first rule in the rules browser.
    m_verdictWhy = new QLabel;
    m_verdictWhy->setObjectName(QStringLiteral("verdictWhy"));
    RuleLinks::follow(m_verdictWhy);
    statusBar()->addWidget(m_verdictWhy);

    createDocks();
    createActions();
    createMenus();

    connect(m_document, &GameDocument::changed, this, &TableWindow::refresh);
    connect(m_document, &GameDocument::autosaved, this, &TableWindow::setAutosaveError);
    connect(m_board, &BoardView::digChosen, this, &TableWindow::onDig);
    connect(m_board, &BoardView::hallChosen, this, &TableWindow::onHall);
    connect(m_board, &BoardView::statueDropped, this, &TableWindow::onStatueDropped);
    connect(m_board, &BoardView::workshopClicked, this, &TableWindow::onWorkshop);
    connect(m_board, &BoardView::squareClicked, this, &TableWindow::explainSquare);
    connect(m_board, &BoardView::previewVerdict, this, [this](const Verdict &, const QString &text) {
        // One line in the status bar (it must not grow); every reason in the tooltip.
        m_verdictStatus->setText(QString(text).replace(QLatin1Char('\n'), QStringLiteral("  ·  ")));
        m_verdictStatus->setToolTip(text);
        const QStringList rules = ruleIdsIn(text);
        m_verdictWhy->setText(rules.isEmpty() ? QString() : RuleLinks::whyLink(rules.front()));
    });
    connect(m_board, &BoardView::placementCancelled, this, [this] {
        clearVerdict();
        m_palette->setCurrent({});
    });
    connect(m_palette, &PiecePalette::shapeChosen, this, [this](const QString &shape) {
        m_board->beginDig(shape);
        m_palette->setCurrent(shape);
        m_board->setFocus();
    });
    connect(m_palette, &PiecePalette::hallChosen, this, [this](const QString &hall) {
        m_board->beginHall(hall);
        m_palette->setCurrent(hall);
        m_board->setFocus();
    });
    connect(m_market, &MarketWidget::recruitRequested, this, &TableWindow::onRecruit);
    connect(m_spells, &SpellsWidget::castRequested, this, &TableWindow::onSpell);
    connect(m_turn, &TurnWidget::endTurnRequested, this, &TableWindow::onEndTurn);
    connect(m_scores, &ScoreStandings::explainRequested, this, &TableWindow::explainScoreCell);

    // A layout kept from an earlier session is used only if every dock it shows keeps its usable size on
    // this screen; otherwise (a smaller screen, an older arrangement) the default.
    m_restoredLayout = restoreLayout();
    m_defaultLayout = !m_restoredLayout;
    if (!m_restoredLayout)
        resetLayout();
    refresh();
}

TableWindow::~TableWindow()
{
    // The undo stack signals as it is destroyed (cleanChanged when the game was modified): the window, its
    // members already gone, must not refresh then. So do the docks, hidden by QWidget's destructor after this
    // one (visibilityChanged: the sanitizers' build caught the lambdas writing into the destroyed window).
    disconnect(m_document, nullptr, this, nullptr);
    disconnect(m_historyDock, nullptr, this, nullptr);
    disconnect(m_scoresDock, nullptr, this, nullptr);
}

DocumentWindow::FileKind TableWindow::fileKind() const
{
    return {QStringLiteral("hkgame"),
            tr("Games (*.hkgame)"),
            tr("Games (*.hkgame);;All files (*)"),
            tr("Untitled game"),
            {},
            tr("%1 is not a game Hallkeeper can open."),
            QStringLiteral("table")};
}

QString TableWindow::leftoverText(const base::Autosave::Leftover &leftover)
{
    return tr("Hallkeeper stopped without closing a game: %1, %2 actions, autosaved %3.")
        .arg(WindowFactory::leftoverFile(leftover, tr("a game never saved")),
             QString::number(leftover.actions), WindowFactory::leftoverTime(leftover));
}

void TableWindow::createDocks()
{
    // Each dock's widget has the minimum size below which it is no longer usable: QMainWindow never
    // shrinks a dock below it, whatever a restored layout says.
    const auto dock = [this](QWidget *widget, const char *name, Qt::DockWidgetArea area, QSize minimum) {
        auto *d = new QDockWidget(this);
        d->setObjectName(QLatin1String(name));
        widget->setMinimumSize(minimum);
        d->setWidget(widget);
        addDockWidget(area, d);
        return d;
    };
    const auto scroll = [](QWidget *content) {
        auto *area = new QScrollArea;
        area->setWidget(content);
        area->setWidgetResizable(true);
        area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // content narrows, never scrolls sideways
        // Always there, so the width never changes with it: content whose height follows its width (the
        // turn's chips, the market's cards) would otherwise make the bar come and go without end.
        area->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
        area->setFrameShape(QFrame::NoFrame);
        return area;
    };
    const int scrollBar = style()->pixelMetric(QStyle::PM_ScrollBarExtent);

    // Left: every player (the current one in full, the others one line each), and under them the last
    // actions, tabbed with the scores and Explain.
    m_playersBox = new QWidget;
    m_playersLayout = new QVBoxLayout(m_playersBox);
    m_playersLayout->setContentsMargins(2, 2, 2, 2);
    m_playersLayout->setSpacing(4);
    m_playersLayout->addStretch(1);
    m_playersScroll = scroll(m_playersBox);
    m_playersDock =
        dock(m_playersScroll, "players", Qt::LeftDockWidgetArea, {kPlayerPanelMinimumWidth + scrollBar, 120});

    m_history = new QUndoView(m_document->undoStack());
    // Each action in full, on as many lines as it needs: the narrow column never hides the end of a line.
    m_history->setWordWrap(true);
    m_history->setResizeMode(QListView::Adjust);
    m_history->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // An override in the history names the rules it breaks: its context menu opens them.
    RuleLinks::offerItemRules(m_history);
    // Undone actions say so until redone; the latest action in view whenever the history comes forward.
    m_history->setItemDelegate(new HistoryDelegate(m_history));
    connect(m_document->undoStack(), &QUndoStack::indexChanged, m_history->viewport(),
            qOverload<>(&QWidget::update));
    m_historyDock = dock(m_history, "history", Qt::LeftDockWidgetArea, {200, 100});
    m_scores = new ScoreStandings;
    m_scoresDock = dock(m_scores, "scores", Qt::LeftDockWidgetArea, {200, 100});
    m_explain = new QTextBrowser;
    m_explain->setOpenLinks(false);
    m_explain->setObjectName(QStringLiteral("explain"));
    connect(m_explain, &QTextBrowser::anchorClicked, this,
            [this](const QUrl &url) { RuleLinks::openUrl(url, this); });
    m_explainDock = dock(m_explain, "explain", Qt::LeftDockWidgetArea, {200, 100});
    connect(m_historyDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            scrollHistoryToLatest();
        if (visible && m_defaultLayout && std::exchange(m_scoresAsked, 0) > 0)
            fitDocksToContent(); // back from the scores: the players as high as they were
    });
    // The scores in front: as high as they need, the players above giving the room (down to their minimum).
    connect(m_scoresDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        m_scoresShown = visible;
        if (visible && m_defaultLayout)
            QTimer::singleShot(0, this, [this] { fitScoresToContent(); });
    });
    // And when the dock is resized (the layout fitted to its content after a file opened).
    connect(m_history->verticalScrollBar(), &QScrollBar::rangeChanged, this,
            [this] { scrollHistoryToLatest(); });

    // Right: the turn, the clan market, the spells and the pedestal track; under them the pieces.
    auto *marketBox = new QWidget;
    auto *marketLayout = new QVBoxLayout(marketBox);
    marketLayout->setContentsMargins(4, 4, 4, 4);
    m_turn = new TurnWidget;
    m_market = new MarketWidget;
    m_spells = new SpellsWidget;
    m_track = new PedestalTrackWidget;
    marketLayout->addWidget(m_turn);
    marketLayout->addWidget(m_market);
    marketLayout->addWidget(m_spells);
    marketLayout->addWidget(m_track);
    marketLayout->addStretch(1);
    const int marketWidth = std::max(m_market->minimumSizeHint().width(), m_track->minimumSizeHint().width());
    m_marketDock =
        dock(scroll(marketBox), "market", Qt::RightDockWidgetArea, {marketWidth + 8 + scrollBar, 200});

    m_palette = new PiecePalette;
    m_palette->setColumns(4);
    m_piecesDock = dock(scroll(m_palette), "pieces", Qt::RightDockWidgetArea, {160, 90});
    resetDockPlaces();
}

void TableWindow::resetDockPlaces()
{
    for (QDockWidget *d : docks()) {
        d->setFloating(false);
        d->show();
    }
    addDockWidget(Qt::LeftDockWidgetArea, m_playersDock);
    addDockWidget(Qt::LeftDockWidgetArea, m_historyDock);
    addDockWidget(Qt::RightDockWidgetArea, m_marketDock);
    addDockWidget(Qt::RightDockWidgetArea, m_piecesDock);
    splitDockWidget(m_playersDock, m_historyDock, Qt::Vertical);
    splitDockWidget(m_marketDock, m_piecesDock, Qt::Vertical);
    tabifyDockWidget(m_historyDock, m_scoresDock);
    tabifyDockWidget(m_scoresDock, m_explainDock);
    m_historyDock->raise();
}

QList<QDockWidget *> TableWindow::docks() const
{
    return {m_playersDock, m_historyDock, m_scoresDock, m_explainDock, m_marketDock, m_piecesDock};
}

void TableWindow::resetLayout(QSize size)
{
    // The window fits the screen (a laptop's 1280 × 720 too); the board gets every pixel the panels leave.
    if (size.isEmpty())
        resizeToFitScreen({1600, 1000});
    else
        resize(size);
    resetDockPlaces();
    const int side = width() >= 1500 ? 340 : 0; // 0: each column at its minimum
    resizeDocks({m_playersDock, m_marketDock},
                {std::max(side, m_playersDock->widget()->minimumWidth()),
                 std::max(side, m_marketDock->widget()->minimumWidth())},
                Qt::Horizontal);
    // Left: the players over the last actions; right: the market in full over the pieces.
    const int tall = height();
    resizeDocks({m_playersDock, m_historyDock}, {tall * 3 / 5, tall * 2 / 5}, Qt::Vertical);
    m_defaultLayout = true;
    fitDocksToContent();
}

void TableWindow::fitDocksToContent()
{
    // Once laid out (the widths decide the heights): the whole market over the pieces, and the players (the
    // current one in full) over the history, which keeps six lines.
    QTimer::singleShot(0, this, [this] {
        const auto contentHeight = [](QDockWidget *dock) {
            const auto *area = static_cast<QScrollArea *>(dock->widget());
            const QWidget *content = area->widget();
            const int width = area->viewport()->width();
            const int height =
                content->hasHeightForWidth() ? content->heightForWidth(width) : content->sizeHint().height();
            return height + dock->height() - area->viewport()->height(); // and the title bar
        };
        const int right = m_marketDock->height() + m_piecesDock->height();
        const int market =
            std::min(contentHeight(m_marketDock), right - m_piecesDock->widget()->minimumHeight() - 24);
        resizeDocks({m_marketDock, m_piecesDock}, {market, right - market}, Qt::Vertical);
        if (m_playerPanels.empty())
            return;
        const int left = m_playersDock->height() + m_historyDock->height();
        const int history = m_historyDock->height() - m_historyDock->widget()->height() +
                            std::max(m_history->minimumHeight(), 6 * m_history->fontMetrics().height());
        const int players = std::min(contentHeight(m_playersDock), left - history);
        resizeDocks({m_playersDock, m_historyDock}, {players, left - players}, Qt::Vertical);
        if (scoresInFront()) // the history's tab holds the scores now: as high as they need
            fitScoresToContent();
    });
}

bool TableWindow::scoresInFront() const
{
    // A dock behind another's tab stays "visible" (moved out of the window): its tab says what shows.
    return m_scoresShown && m_scores->isVisible();
}

void TableWindow::fitScoresToContent(int pass)
{
    if (!scoresInFront() || m_scoresDock->isFloating() || m_playersDock->isFloating() ||
        dockWidgetArea(m_scoresDock) != dockWidgetArea(m_playersDock))
        return;
    const int left = m_playersDock->height() + m_scoresDock->height();
    const int frame = m_scoresDock->height() - m_scores->height(); // the title bar and the tabs
    const int most = left - m_playersDock->widget()->minimumHeight() - 24;
    // Measured first; then, laid out at that height (the lines wrap anew, the tabs take their share of what
    // was asked), what still scrolls is asked for too, a few passes since the docks are laid out later.
    const int need = pass > 0 ? std::max(m_scoresAsked, m_scoresDock->height()) +
                                    m_scores->list()->verticalScrollBar()->maximum()
                              : m_scores->contentHeight() + frame;
    const int scores = std::min(need, most);
    if (scores > m_scoresDock->height()) {
        resizeDocks({m_playersDock, m_scoresDock}, {left - scores, scores}, Qt::Vertical);
        m_scoresAsked = scores;
    }
    if (pass < 3 && (pass == 0 || m_scores->list()->verticalScrollBar()->maximum() > 0))
        QTimer::singleShot(0, this, [this, pass] { fitScoresToContent(pass + 1); });
}

void TableWindow::keepMarketWhole()
{
    // Once laid out: when the market's content grew (the turn's chips on one more line after a spell and a
    // workshop), its dock grows by as much and the pieces under it give the room, down to their minimum.
    QTimer::singleShot(0, this, [this] {
        const auto *area = static_cast<QScrollArea *>(m_marketDock->widget());
        const QWidget *content = area->widget();
        const int need = content->hasHeightForWidth() ? content->heightForWidth(area->viewport()->width())
                                                      : content->sizeHint().height();
        const int missing = need - area->viewport()->height();
        if (missing <= 0 || m_marketDock->isFloating() || m_piecesDock->isFloating() ||
            !m_piecesDock->isVisible() || dockWidgetArea(m_marketDock) != dockWidgetArea(m_piecesDock))
            return;
        const int spare = m_piecesDock->widget()->height() - m_piecesDock->widget()->minimumHeight();
        const int grow = std::min(missing, spare);
        if (grow > 0)
            resizeDocks({m_marketDock, m_piecesDock},
                        {m_marketDock->height() + grow, m_piecesDock->height() - grow}, Qt::Vertical);
    });
}

QStringList TableWindow::crampedDocks() const
{
    QStringList cramped;
    for (const QDockWidget *d : docks()) {
        // Shown on the screen: not floating, not hidden, not a tab behind another (sizes are laid out only
        // once the window is shown: the restored ones are checked in showEvent).
        if (d->isFloating() || !d->widget()->isVisible())
            continue;
        const QSize minimum = d->widget()->minimumSize();
        const QSize size = d->widget()->size();
        if (size.width() < minimum.width() || size.height() < minimum.height())
            cramped << d->objectName();
    }
    return cramped;
}

void TableWindow::showEvent(QShowEvent *event)
{
    DocumentWindow::showEvent(event);
    if (m_defaultLayout && !std::exchange(m_shown, true)) {
        fitDocksToContent(); // now that the docks have their widths
        // and again once a window system has given the window its size (X sends it after the first show)
        QTimer::singleShot(100, this, [this] { fitDocksToContent(); });
    }
    if (!m_restoredLayout)
        return;
    m_restoredLayout = false; // checked once, at the first show
    // The restored layout, now laid out: a dock below its usable size, or a window larger than this screen,
    // gives way to the default.
    QTimer::singleShot(0, this, [this] {
        const bool fits = screen()->availableGeometry().contains(frameGeometry().adjusted(8, 8, -8, -8));
        if (!fits || !crampedDocks().isEmpty())
            resetLayout();
    });
}

void TableWindow::createActions()
{
    m_exportSheet = new QAction(Art::instance().icon(QStringLiteral("honour")), QString(), this);
    connect(m_exportSheet, &QAction::triggered, this, &TableWindow::exportSheet);
    m_exportResults = new QAction(this);
    m_exportResults->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportResults, &QAction::triggered, this, &TableWindow::exportResults);
    m_endTurn = new QAction(themedIcon("go-next", QStyle::SP_MediaSkipForward), QString(), this);
    m_endTurn->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    connect(m_endTurn, &QAction::triggered, this, &TableWindow::onEndTurn);
    // Every action of a turn from the keyboard, in the order of the turn's steps.
    const auto gameAction = [this](const char *name, QKeyCombination keys, void (TableWindow::*choose)()) {
        auto *a = new QAction(this);
        a->setObjectName(QLatin1String(name));
        a->setShortcut(QKeySequence(keys));
        connect(a, &QAction::triggered, this, choose);
        return a;
    };
    m_castSpell = gameAction("castSpell", Qt::CTRL | Qt::SHIFT | Qt::Key_C, &TableWindow::chooseSpell);
    m_useWorkshop = gameAction("useWorkshop", Qt::CTRL | Qt::SHIFT | Qt::Key_W, &TableWindow::chooseWorkshop);
    m_recruit = gameAction("recruit", Qt::CTRL | Qt::SHIFT | Qt::Key_R, &TableWindow::chooseRecruit);
    m_digTile = new QAction(this);
    m_digTile->setObjectName(QStringLiteral("digTile"));
    m_digTile->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    connect(m_digTile, &QAction::triggered, this, [this] { choosePiece(false); });
    m_dedicateHall = new QAction(this);
    m_dedicateHall->setObjectName(QStringLiteral("dedicateHall"));
    m_dedicateHall->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    connect(m_dedicateHall, &QAction::triggered, this, [this] { choosePiece(true); });
    m_moveStatue = gameAction("moveStatue", Qt::CTRL | Qt::SHIFT | Qt::Key_V, &TableWindow::chooseStatueMove);
    m_trade = new QAction(this);
    m_trade->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    connect(m_trade, &QAction::triggered, this, [this] { onTrade(m_document->state().currentPlayer()); });
    m_correction = new QAction(this);
    m_correction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    connect(m_correction, &QAction::triggered, this,
            [this] { onCorrection(m_document->state().currentPlayer()); });
    m_legalSpots = new QAction(this);
    m_legalSpots->setCheckable(true);
    m_legalSpots->setShortcut(QKeySequence(Qt::Key_L));
    connect(m_legalSpots, &QAction::toggled, m_board, &BoardView::setShowLegalSpots);
    m_fit = new QAction(this);
    m_fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(m_fit, &QAction::triggered, m_board, &BoardView::fitToWindow);
    m_zoomIn = new QAction(this);
    m_zoomIn->setShortcuts(QKeySequence::ZoomIn);
    connect(m_zoomIn, &QAction::triggered, m_board, &BoardView::zoomIn);
    m_resetLayout = new QAction(this);
    connect(m_resetLayout, &QAction::triggered, this, [this] { resetLayout(); });
    m_zoomOut = new QAction(this);
    m_zoomOut->setShortcuts(QKeySequence::ZoomOut);
    connect(m_zoomOut, &QAction::triggered, m_board, &BoardView::zoomOut);
}

void TableWindow::createMenus()
{
    m_gameMenu = new QMenu(this);
    m_gameMenu->addActions({m_castSpell, m_useWorkshop, m_recruit, m_digTile, m_dedicateHall, m_moveStatue});
    m_gameMenu->addSeparator();
    m_gameMenu->addActions({m_endTurn, m_trade, m_correction});
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_legalSpots);
    createStandardMenus(QStringLiteral("table"));
    // File ▸ New is a new game here: it takes the application's New Game key too (Ctrl+Shift+N everywhere).
    newGameAction()->setVisible(false);
    newAction()->setShortcuts({QKeySequence::New, newGameAction()->shortcut()});
    fileMenu()->insertActions(fileSaveSeparator(), {m_exportResults, m_exportSheet});
    menuBar()->insertMenu(viewMenu()->menuAction(), m_gameMenu);

    QAction *language = languageMenu()->menuAction();
    viewMenu()->insertActions(language, {m_fit, m_zoomIn, m_zoomOut});
    viewMenu()->insertSeparator(language);
    for (QDockWidget *d : docks())
        viewMenu()->insertAction(language, d->toggleViewAction());
    viewMenu()->insertAction(language, m_resetLayout);
    viewMenu()->insertSeparator(language);

    documentToolBar()->addSeparator();
    documentToolBar()->addActions({m_legalSpots, m_fit});
    documentToolBar()->addSeparator();
    documentToolBar()->addAction(m_endTurn);
}

void TableWindow::retranslateDocument()
{
    newAction()->setText(tr("&New Game…"));
    m_exportSheet->setText(tr("Export the &Score Sheet…"));
    m_exportResults->setText(tr("&Export the Results…"));
    m_gameMenu->setTitle(tr("&Game"));
    m_endTurn->setText(tr("&End Turn"));
    m_castSpell->setText(tr("Cast a &Spell…"));
    m_useWorkshop->setText(tr("Use a &Workshop…"));
    m_recruit->setText(tr("&Recruit a Troll…"));
    m_digTile->setText(tr("&Dig a Tunnel Tile…"));
    m_dedicateHall->setText(tr("Dedicate a Great &Hall…"));
    m_moveStatue->setText(tr("&Move a Statue…"));
    m_trade->setText(tr("4:1 &Trade…"));
    m_correction->setText(tr("&Correction…"));
    m_legalSpots->setText(tr("Show Every &Legal Spot"));
    m_legalSpots->setIconText(tr("Legal spots"));
    m_fit->setText(tr("&Fit the Board to the Window"));
    m_fit->setIconText(tr("Fit"));
    m_zoomIn->setText(tr("Zoom &In"));
    m_zoomOut->setText(tr("Zoom &Out"));
    m_resetLayout->setText(tr("&Reset Layout"));
    documentToolBar()->setWindowTitle(tr("Table Toolbar"));
    m_piecesDock->setWindowTitle(tr("Pieces"));
    m_playersDock->setWindowTitle(tr("Players"));
    m_marketDock->setWindowTitle(tr("Clan Market"));
    m_historyDock->setWindowTitle(tr("History"));
    m_scoresDock->setWindowTitle(tr("Scores"));
    m_explainDock->setWindowTitle(tr("Explain"));
    m_history->setEmptyLabel(tr("Setup: the game begins"));
    m_history->setAccessibleName(tr("History of the game"));
    m_explain->setAccessibleName(tr("Explanation"));
    m_verdictStatus->setAccessibleName(tr("What the rules say of the piece being placed"));
    m_explain->setPlaceholderText(
        tr("Click a tile, a statue or a score to see the rule and the computation."));
    m_scores->retranslate();
    m_document->retranslate();
    refresh();
}

PlayerPanel *TableWindow::playerPanel(int player) const
{
    return player >= 0 && player < int(m_playerPanels.size()) ? m_playerPanels[player] : nullptr;
}

void TableWindow::rebuildPlayerPanels()
{
    for (PlayerPanel *p : m_playerPanels)
        delete p;
    m_playerPanels.clear();
    if (m_document->isEmpty())
        return;
    for (int i = 0; i < m_document->state().playerCount(); ++i) {
        auto *panel = new PlayerPanel(i);
        connect(panel, &PlayerPanel::expandToggled, this,
                [this](int player, bool expanded) { m_expandedByUser[player] = expanded; });
        connect(panel, &PlayerPanel::tradeRequested, this, &TableWindow::onTrade);
        connect(panel, &PlayerPanel::correctionRequested, this, &TableWindow::onCorrection);
        m_playersLayout->insertWidget(i, panel);
        m_playerPanels.push_back(panel);
    }
    if (m_defaultLayout)
        fitDocksToContent();
}

void TableWindow::refresh()
{
    const bool hasGame = !m_document->isEmpty();
    for (QAction *a :
         {saveAction(), saveAsAction(), m_exportSheet, m_exportResults, m_endTurn, m_trade, m_correction,
          m_legalSpots, m_castSpell, m_useWorkshop, m_recruit, m_digTile, m_dedicateHall, m_moveStatue})
        a->setEnabled(hasGame);
    m_board->setEnabled(hasGame);
    m_palette->setEnabled(hasGame);
    // A verdict is about the piece being placed: with none, or after the game changed under it, it is stale.
    if (m_board->placement() == BoardView::Placement::None)
        clearVerdict();
    if (hasGame) {
        const GameState &state = m_document->state();
        if (int(m_playerPanels.size()) != state.playerCount())
            rebuildPlayerPanels();
        m_board->setState(state, state.currentPlayer());
        m_palette->setState(state, state.currentPlayer());
        // The current player in full, the others one line each, unless the user opened or closed a panel
        // during this turn.
        if (state.turn.index != m_expandedTurn) {
            m_expandedTurn = state.turn.index;
            m_expandedByUser.clear();
        }
        for (PlayerPanel *p : m_playerPanels) {
            p->setState(state);
            const auto chosen = m_expandedByUser.find(p->player());
            p->setExpanded(chosen != m_expandedByUser.end() ? chosen->second
                                                            : p->isCurrent() || state.over());
        }
        m_market->setState(state);
        m_spells->setState(state);
        m_track->setState(state);
        m_turn->setState(state);
        keepMarketWhole();
        // Once the panels have their new heights: the current player's panel in view.
        QTimer::singleShot(0, this, [this] {
            if (!m_document->isEmpty())
                if (PlayerPanel *current = playerPanel(m_document->state().currentPlayer()))
                    m_playersScroll->ensureWidgetVisible(current, 0, 4);
        });
        // Live scores: the final scoring of the table as it stands (a projection until the game is over).
        m_gameScore = scoreGame(state);
        m_scores->setScore(m_gameScore.score);
        if (m_defaultLayout && scoresInFront())
            QTimer::singleShot(0, this, [this] { fitScoresToContent(); });
        for (QAction *a :
             {m_endTurn, m_castSpell, m_useWorkshop, m_recruit, m_digTile, m_dedicateHall, m_moveStatue})
            a->setEnabled(!state.over());
        // As the turn's own button: "anyway" when recording would ask for an override (TURN-MANDATORY).
        const bool mayEnd = validate(state, Action{state.currentPlayer(), EndTurn{}, false, {}, {}}).ok();
        m_endTurn->setText(state.over() || mayEnd ? tr("&End Turn") : tr("&End Turn Anyway…"));
        m_scoresDock->setWindowTitle(state.over() ? tr("Final Scores") : tr("Scores (projected)"));
        // The last turn is played: the final results come forward.
        if (state.over() && !m_wasOver && m_document->actionCount() > 0 && isVisible()) {
            m_scoresDock->show();
            m_scoresDock->raise();
            statusBar()->showMessage(tr("Game over: the final scores are in the Scores panel."), 10000);
            // The group's play library is offered once, as the game ends (File ▸ Add to Library any time).
            offerLibrary();
        }
        m_wasOver = state.over();
    }
    updateTitle();
}

void TableWindow::scrollHistoryToLatest()
{
    // Once laid out (a file just opened, a tab just raised): the line of the last action done.
    QTimer::singleShot(0, this, [this] {
        if (const QUndoStack *stack = m_history->stack())
            m_history->scrollTo(m_history->model()->index(stack->index(), 0),
                                QAbstractItemView::PositionAtBottom);
    });
}

void TableWindow::clearVerdict()
{
    m_verdictStatus->clear();
    m_verdictStatus->setToolTip({});
    m_verdictWhy->clear();
}

// ---- Files

QStringList TableWindow::readDocument(const QString &readFrom, const QString &fileName)
{
    const GameReadResult read = readGame(readFrom, ActionCheck::StructureOnly);
    if (!read.game) {
        QStringList lines;
        for (const Problem &p : read.problems)
            lines << formatProblem(QFileInfo(readFrom).fileName(), p);
        return lines;
    }
    startGame(*read.game, fileName);
    // Actions the rules refuse, recorded without an override (a file edited by hand): say so, keep the game.
    if (const auto &illegal = m_document->openedIllegal())
        showMessage(
            QMessageBox::Information, tr("Illegal actions in the log"),
            tr("Action %1 of this game breaks the rules without being recorded as an override. The game "
               "is open; \"hallkeeper-cli validate\" lists every such action.")
                .arg(illegal->index + 1),
            describe(illegal->verdict));
    return {};
}

void TableWindow::startGame(const GameFile &game, const QString &fileName, bool modified)
{
    if (!m_document->isEmpty())
        m_document->discardAutosave();
    m_explain->clear();
    m_board->setHighlight({});
    // The history view would re-read the whole stack on every action pushed: attach it once it is filled.
    m_history->setStack(nullptr);
    m_document->setAutosaveEnabled(!readsOnly()); // --export, --screenshot: nothing kept, no lock
    m_document->reset(game, fileName, modified);  // emits changed(): refresh() redraws everything
    m_history->setStack(m_document->undoStack());
    scrollHistoryToLatest();
    m_board->fitToWindow();
    setFileName(fileName);
}

QString TableWindow::gameId() const
{
    return QString::fromLatin1(base::kMountainKingId);
}

QString TableWindow::writeDocument(const QString &fileName)
{
    return m_document->save(fileName);
}

bool TableWindow::startNewDocument()
{
    return runNewGameWizard({});
}

bool TableWindow::newGameOnBoard(const QString &boardFile)
{
    return runNewGameWizard(boardFile);
}

bool TableWindow::runNewGameWizard(const QString &boardFile)
{
    NewGameWizard wizard(this);
    if (!boardFile.isEmpty())
        wizard.chooseBoardFile(boardFile);
    if (runDialog(&wizard) != QDialog::Accepted)
        return false;
    startGame(GameFile{wizard.setup(), {}}, {}, true);
    return true;
}

QStringList TableWindow::recoverOnTop(const QString &readFrom, const QString &fileName, int &dropped)
{
    const GameReadResult now = readGame(fileName, ActionCheck::StructureOnly);
    const GameReadResult kept = readGame(readFrom, ActionCheck::StructureOnly);
    QStringList problems;
    for (const auto &[file, read] : {std::pair{fileName, &now}, std::pair{readFrom, &kept}})
        for (const Problem &p : read->problems)
            problems << formatProblem(QFileInfo(file).fileName(), p);
    if (!now.game || !kept.game)
        return problems;
    if (!(now.game->setup == kept.game->setup))
        return {tr("%1 holds another game now (its setup differs): recover the work as a new file instead.")
                    .arg(QFileInfo(fileName).fileName())};
    // The actions both logs share, then the recovered ones after them, played again on the file's game.
    const std::vector<Action> &recovered = kept.game->log;
    GameRecord game(*now.game);
    size_t shared = 0;
    while (shared < recovered.size() && shared < size_t(game.size()) &&
           recovered[shared] == game.game().log[shared])
        ++shared;
    int applied = 0;
    dropped = 0;
    for (size_t i = shared; i < recovered.size(); ++i) {
        const Action &a = recovered[i];
        if (!mayRecord(game.validate(a), a.override)) {
            dropped = int(recovered.size() - i);
            break;
        }
        game.append(a);
        ++applied;
    }
    startGame(game.game(), fileName, true);
    const QString name = QFileInfo(fileName).fileName();
    if (dropped > 0)
        showMessage(QMessageBox::Information, tr("Recovered in part"),
                    tr("%n recovered action(s) played again after the actions written to %1 since the crash.",
                       nullptr, applied)
                            .arg(name) +
                        QLatin1Char(' ') +
                        tr("%n recovered action(s) no longer follow the rules there and were left out; the "
                           "autosave keeps them (hallkeeper-cli recover).",
                           nullptr, dropped));
    else
        statusBar()->showMessage(
            tr("%n recovered action(s) played again after the actions written to %1 since the crash.",
               nullptr, applied)
                .arg(name),
            10000);
    return {};
}

void TableWindow::discardAutosave()
{
    m_document->discardAutosave();
}

QString TableWindow::autosaveNow()
{
    return m_document->isEmpty() ? QString() : m_document->autosaveNow();
}

QString TableWindow::autosavePath() const
{
    return m_document->autosavePath();
}

bool TableWindow::exportTo(const QString &fileName)
{
    const QString title =
        this->fileName().isEmpty() ? fileKind().untitled : QFileInfo(this->fileName()).fileName();
    const QString error =
        m_document->isEmpty()
            ? tr("no game is open")
            : exportScoreTable(fileName, games::mountainKingScoreTable(m_gameScore.score),
                               tr("Hall of the Mountain King — %1").arg(title), m_document->problemCount());
    if (!error.isEmpty()) {
        showMessage(QMessageBox::Warning, tr("Cannot export"),
                    tr("The results could not be exported to %1.").arg(QDir::toNativeSeparators(fileName)),
                    error);
        return false;
    }
    return true;
}

void TableWindow::exportResults()
{
    const QString fileName = askSaveFileName(tr("Export the Results"), QStringLiteral("pdf"),
                                             tr("PDF (*.pdf);;PNG image (*.png);;CSV table (*.csv)"));
    if (!fileName.isEmpty() && exportTo(fileName))
        statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(fileName)), 5000);
}

void TableWindow::exportSheet()
{
    const QString fileName = askSaveFileName(tr("Export the Score Sheet"), QStringLiteral("hkscore"),
                                             tr("Score sheets (*.hkscore)"));
    if (fileName.isEmpty())
        return;
    const QString error = writeScoreSheet(fileName, m_gameScore.sheet);
    if (!error.isEmpty())
        showMessage(QMessageBox::Warning, tr("Cannot export"), tr("The score sheet could not be written."),
                    error);
}

// ---- Acting

bool TableWindow::runAndRecord(ActionDialog &dialog)
{
    const int result = runDialog(&dialog);
    if (m_board->placement() == BoardView::Placement::None)
        clearVerdict(); // the statue's drag or the click that opened the dialog is over
    if (result != QDialog::Accepted)
        return false;
    const std::optional<Action> action = dialog.action();
    if (!action)
        return false;
    const QString overrideReason = dialog.overrideReason();
    const Verdict verdict = m_document->record(*action, overrideReason);
    if (!verdict.ok() && overrideReason.trimmed().isEmpty()) {
        showMessage(QMessageBox::Warning, tr("Not recorded"), tr("The rules refuse this action."),
                    describe(verdict));
        return false;
    }
    return true;
}

void TableWindow::recordDirect(const Action &action)
{
    const Verdict verdict = m_document->check(action);
    if (verdict.ok()) {
        m_document->record(action);
        return;
    }
    OverrideDialog dialog(verdict, actionText(m_document->state(), action), this);
    if (runDialog(&dialog) == QDialog::Accepted)
        m_document->record(action, dialog.reason());
}

void TableWindow::onDig(const QString &shape, int orientation, const Square &origin)
{
    const GameState &s = m_document->state();
    DigDialog dialog(s, s.currentPlayer(), shape, orientation, origin, this);
    if (runAndRecord(dialog))
        m_board->cancelPlacement(); // placed: the next piece is a new choice
}

void TableWindow::onHall(const QString &hall, int orientation, const Square &origin)
{
    const GameState &s = m_document->state();
    HallDialog dialog(s, s.currentPlayer(), hall, orientation, origin, this);
    if (runAndRecord(dialog))
        m_board->cancelPlacement();
}

void TableWindow::onStatueDropped(int statue, const Square &to)
{
    const GameState &s = m_document->state();
    MoveStatueDialog dialog(s, s.currentPlayer(), statue, to, this);
    runAndRecord(dialog);
}

void TableWindow::onWorkshop(const Square &site)
{
    const GameState &s = m_document->state();
    WorkshopDialog dialog(s, s.currentPlayer(), site, this);
    runAndRecord(dialog);
}

void TableWindow::onRecruit(int level, int position)
{
    const GameState &s = m_document->state();
    const int player = s.currentPlayer();
    RecruitDialog dialog(s, player, level, position, this);
    // MOOT-CHAIN: show which trolls the new one activated.
    if (runAndRecord(dialog))
        if (const auto *r = std::get_if<Recruit>(&m_document->game().log.back().body))
            if (PlayerPanel *panel = playerPanel(player))
                panel->moot()->flashChain(r->slot);
}

void TableWindow::onSpell(int slot)
{
    const GameState &s = m_document->state();
    SpellDialog dialog(s, s.currentPlayer(), slot, this);
    runAndRecord(dialog);
}

void TableWindow::onTrade(int player)
{
    TradeDialog dialog(m_document->state(), player, this);
    runAndRecord(dialog);
}

void TableWindow::onCorrection(int player)
{
    CorrectionDialog dialog(m_document->state(), player, this);
    runAndRecord(dialog);
}

void TableWindow::onEndTurn()
{
    if (m_document->isEmpty())
        return;
    recordDirect(Action{m_document->state().currentPlayer(), EndTurn{}, false, {}, {}});
}

// ---- The keyboard's way to each action

namespace {

// What the rules say against an action of this kind now (its turn step), or empty.
QString turnStepRefusal(const GameState &state, const ActionBody &kind)
{
    const Verdict step = validateTurnStep(state, state.currentPlayer(), kind);
    return step.ok() ? QString() : describe(step).replace(QLatin1Char('\n'), QStringLiteral("; "));
}

} // namespace

void TableWindow::chooseSpell()
{
    if (m_document->isEmpty())
        return;
    const GameState &s = m_document->state();
    const QString step = turnStepRefusal(s, CastSpell{});
    std::vector<ChoiceDialog::Choice> choices;
    for (int slot = 0; slot < 3; ++slot) {
        const SpellSlot &spell = s.spells[slot];
        const QString name = spell.name.isEmpty() ? tr("Face-up spell %1").arg(slot + 1)
                                                  : s.board.catalog().spellName(spell.name);
        choices.push_back({tr("%1 — runes on it: %2 of 3").arg(name, argText(spell.runes)),
                           Art::instance().icon(Art::resourceId(Resource::Rune)), step});
    }
    ChoiceDialog dialog(
        tr("Cast a Spell"),
        tr("Which face-up spell does %1 cast (SPELL-CAST)?").arg(s.players[s.currentPlayer()].name), choices,
        this);
    if (runDialog(&dialog) == QDialog::Accepted && dialog.chosen() >= 0)
        onSpell(dialog.chosen());
}

void TableWindow::chooseWorkshop()
{
    if (m_document->isEmpty())
        return;
    const GameState &s = m_document->state();
    const int player = s.currentPlayer();
    const QString step = turnStepRefusal(s, UseWorkshop{});
    const SpaceIndex index(s.board);
    std::vector<ChoiceDialog::Choice> choices;
    std::vector<Square> sites;
    for (const PlacedWorkshop &w : s.board.workshops) {
        const Entrances entrances = openEntrances(index, w.site);
        QString refusal = step;
        if (refusal.isEmpty()) { // WS-USE: next to the player's network
            UseWorkshop use;
            use.site = w.site;
            const Verdict v = validate(s, Action{player, use, false, {}, {}});
            for (const Violation &violation : v.violations)
                if (violation.reason == Reason::WorkshopNotAdjacentToOwn)
                    refusal = describe(violation);
        }
        choices.push_back({tr("%1 at %2 — open entrances: %3")
                               .arg(workshopName(w.kind), squareText(w.site), argText(entrances.count())),
                           QIcon(), refusal});
        sites.push_back(w.site);
    }
    if (choices.empty()) {
        statusBar()->showMessage(tr("No workshop is built yet: a workshop is built by digging next to a "
                                    "workshop site (WS-BUILD)."),
                                 10000);
        return;
    }
    ChoiceDialog dialog(tr("Use a Workshop"),
                        tr("Which workshop does %1 use (WS-USE)?").arg(s.players[player].name), choices,
                        this);
    if (runDialog(&dialog) == QDialog::Accepted && dialog.chosen() >= 0)
        onWorkshop(sites[size_t(dialog.chosen())]);
}

void TableWindow::chooseRecruit()
{
    if (m_document->isEmpty())
        return;
    const GameState &s = m_document->state();
    const QString step = turnStepRefusal(s, Recruit{});
    std::vector<ChoiceDialog::Choice> choices;
    std::vector<std::pair<int, int>> places;
    for (int level = 1; level <= 3; ++level)
        for (int position = 0; position < int(s.market.rows[level - 1].size()); ++position) {
            const MarketSlot &m = s.market.rows[level - 1][position];
            // "Place 2: level 1 Ice troll: stone, cart" (the card's text names its level).
            QString text =
                m.card ? tr("Place %1: %2").arg(argText(position + 1), trollText(*m.card))
                       : tr("Place %1 of level %2: no troll").arg(argText(position + 1), argText(level));
            if (total(m.bribes) > 0)
                text = tr("%1 (bribes on it: %2)").arg(text, ResourceText::counts(m.bribes));
            choices.push_back(
                {text, m.card && m.card->clan ? Art::instance().icon(Art::clanId(*m.card->clan)) : QIcon(),
                 m.card ? step : tr("no troll in that place of the clan market")});
            places.emplace_back(level, position);
        }
    ChoiceDialog dialog(
        tr("Recruit a Troll"),
        tr("Which troll of the clan market does %1 recruit?").arg(s.players[s.currentPlayer()].name), choices,
        this);
    if (runDialog(&dialog) == QDialog::Accepted && dialog.chosen() >= 0)
        onRecruit(places[size_t(dialog.chosen())].first, places[size_t(dialog.chosen())].second);
}

void TableWindow::choosePiece(bool hall)
{
    if (m_document->isEmpty())
        return;
    const GameState &s = m_document->state();
    const Catalog &catalog = s.board.catalog();
    const QString step = turnStepRefusal(s, hall ? ActionBody{DedicateHall{}} : ActionBody{DigAction{}});
    std::vector<ChoiceDialog::Choice> choices;
    QStringList ids;
    if (hall) {
        for (const HallDef &h : catalog.halls)
            if (!s.board.hallPlaced(h.id)) {
                choices.push_back({h.displayName(), QIcon(), step});
                ids << h.id;
            }
    } else {
        for (const TunnelShape &t : catalog.tunnels) {
            const int left = s.board.tunnelsLeft(t.id);
            choices.push_back(
                {tr("Tile %1, %n square(s) — left in the supply: %2", "", t.size()).arg(t.id, argText(left)),
                 QIcon(), left > 0 ? step : tr("none left in the supply (DIG-SUPPLY)")});
            ids << t.id;
        }
    }
    if (choices.empty()) {
        statusBar()->showMessage(tr("Every great hall is dedicated."), 10000);
        return;
    }
    ChoiceDialog dialog(
        hall ? tr("Dedicate a Great Hall") : tr("Dig a Tunnel Tile"),
        (hall ? tr("Which great hall? Then place it on the board: the arrow keys move it, R turns it, F "
                   "flips it, Enter places it, Esc cancels.")
              : tr("Which tunnel tile? Then place it on the board: the arrow keys move it, R turns it, F "
                   "flips it, Enter places it, Esc cancels.")),
        choices, this);
    if (runDialog(&dialog) != QDialog::Accepted || dialog.chosen() < 0)
        return;
    const QString id = ids[dialog.chosen()];
    if (hall)
        emit m_palette->hallChosen(id);
    else
        emit m_palette->shapeChosen(id);
}

void TableWindow::chooseStatueMove()
{
    if (m_document->isEmpty())
        return;
    const GameState &s = m_document->state();
    const int player = s.currentPlayer();
    const QString step = turnStepRefusal(s, MoveStatue{});
    const SpaceIndex index(s.board);
    std::vector<ChoiceDialog::Choice> statues;
    std::vector<const StatueOnBoard *> movable;
    for (const StatueOnBoard &statue : s.board.statues)
        if (unearthed(index, statue)) { // MOVE-CART: buried statues stay
            statues.push_back({tr("%1 statue at %2").arg(clanName(statue.clan), squareText(statue.square)),
                               Art::instance().icon(Art::clanId(statue.clan)), step});
            movable.push_back(&statue);
        }
    if (statues.empty()) {
        statusBar()->showMessage(
            tr("Every statue is still buried: a statue moves once a tunnel, hall or gate "
               "covers it (MOVE-CART)."),
            10000);
        return;
    }
    ChoiceDialog which(tr("Move a Statue"), tr("Which statue does %1 move?").arg(s.players[player].name),
                       statues, this);
    if (runDialog(&which) != QDialog::Accepted || which.chosen() < 0)
        return;
    const StatueOnBoard statue = *movable[size_t(which.chosen())];
    // Where it may go: every square of a tunnel, hall or gate, those the rules allow first, each checked as
    // recording it would be with the cart the dialog offers first.
    const std::optional<Payment> cart = autoPayStatueCart(s, player, statue.clan);
    std::vector<ChoiceDialog::Choice> allowed, refused;
    std::vector<Square> allowedSquares, refusedSquares;
    const Board &board = s.board.board();
    for (int r = 0; r < board.rows; ++r)
        for (int c = 0; c < board.columns; ++c) {
            const Square to{r, c};
            if (to == statue.square || !index.covered(to))
                continue;
            const Verdict v = validate(
                s, Action{player, MoveStatue{statue.id, to, cart.value_or(Payment{})}, false, {}, {}});
            const QString refusal =
                v.ok() ? QString() : describe(v).replace(QLatin1Char('\n'), QStringLiteral("; "));
            (v.ok() ? allowed : refused).push_back({squareText(to), QIcon(), refusal});
            (v.ok() ? allowedSquares : refusedSquares).push_back(to);
        }
    allowed.insert(allowed.end(), refused.begin(), refused.end());
    allowedSquares.insert(allowedSquares.end(), refusedSquares.begin(), refusedSquares.end());
    ChoiceDialog where(tr("Move a Statue"),
                       tr("Where does the %1 statue at %2 go? %n square(s) the rules allow come first.", "",
                          int(allowedSquares.size() - refusedSquares.size()))
                           .arg(clanName(statue.clan), squareText(statue.square)),
                       allowed, this);
    if (runDialog(&where) == QDialog::Accepted && where.chosen() >= 0)
        onStatueDropped(statue.id, allowedSquares[size_t(where.chosen())]);
}

// ---- Explain

void TableWindow::explainSquare(const Square &square)
{
    if (!m_document->isEmpty())
        explain(Explanation::ofSquare(m_document->state(), square));
}

bool TableWindow::playsRulings() const
{
    return !m_document->isEmpty();
}

QString TableWindow::chosenRuling(const QString &ruleId) const
{
    return m_document->isEmpty() ? QString() : hk::chosenRuling(m_document->game().setup.rulings, ruleId);
}

bool TableWindow::chooseRuling(const QString &ruleId, const QString &choiceId)
{
    if (m_document->isEmpty())
        return false;
    TableRulings rulings = m_document->game().setup.rulings;
    if (!hk::chooseRuling(rulings, ruleId, choiceId))
        return false;
    m_document->setRulings(rulings);
    statusBar()->showMessage(rulingsText(rulings).join(QLatin1Char(' ')), 10000);
    return true;
}

void TableWindow::explainScoreCell(int row, int column)
{
    if (!m_document->isEmpty())
        explain(Explanation::ofScoreCell(m_document->state(), m_gameScore, row, column));
}

void TableWindow::explain(const Explanation &explanation)
{
    if (explanation.html.isEmpty())
        return;
    // Every rule cited opens in the rules browser; the lines break between words.
    setJoinedHtml(m_explain, RuleLinks::linked(explanation.html));
    m_board->setHighlight(explanation.lit);
    m_explainDock->raise();
}

QList<QPair<QString, QString>> TableWindow::extraShortcuts() const
{
    return {{tr("Rotate the tile or hall being placed"), QStringLiteral("R")},
            {tr("Flip the tile or hall being placed"), QStringLiteral("F")},
            {tr("Cancel the placement"), QStringLiteral("Esc")}};
}

} // namespace hk::gui
