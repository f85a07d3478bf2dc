#include "table_window.h"

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
#include "explanation.h"
#include "game/actions.h"
#include "game/state_text.h"
#include "game_document.h"
#include "io/score_sheet_io.h"
#include "line_breaks.h"
#include "panels/market_widget.h"
#include "panels/moot_widget.h"
#include "panels/pedestal_track_widget.h"
#include "panels/player_panel.h"
#include "panels/spells_widget.h"
#include "panels/turn_widget.h"
#include "results/results_export.h"
#include "results/results_panel.h"
#include "results/score_table_model.h"
#include "rule_link.h"
#include "rules/rule_catalog.h"
#include "scoring/dig_score.h"
#include "scoring/score_report.h"
#include "themed_icon.h"
#include "window_factory.h"
#include "wizard/new_game_wizard.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
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
    m_verdictStatus = new QLabel;
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
        m_verdictStatus->clear();
        m_verdictWhy->clear();
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
    connect(m_scores->table(), &QTableView::clicked, this,
            [this](const QModelIndex &index) { explainScoreCell(index.row(), index.column()); });

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
    // members already gone, must not refresh then.
    disconnect(m_document, nullptr, this, nullptr);
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

QString TableWindow::leftoverText(const Autosave::Leftover &leftover)
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
    m_historyDock = dock(m_history, "history", Qt::LeftDockWidgetArea, {200, 100});
    m_scores = new ResultsPanel;
    m_scoresDock = dock(m_scores, "scores", Qt::LeftDockWidgetArea, {200, 100});
    m_explain = new QTextBrowser;
    m_explain->setOpenLinks(false);
    m_explain->setObjectName(QStringLiteral("explain"));
    connect(m_explain, &QTextBrowser::anchorClicked, this,
            [this](const QUrl &url) { RuleLinks::openUrl(url, this); });
    m_explainDock = dock(m_explain, "explain", Qt::LeftDockWidgetArea, {200, 100});

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
    m_history->setEmptyLabel(tr("<setup>"));
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
    for (QAction *a : {saveAction(), saveAsAction(), m_exportSheet, m_exportResults, m_endTurn, m_trade,
                       m_correction, m_legalSpots})
        a->setEnabled(hasGame);
    m_board->setEnabled(hasGame);
    m_palette->setEnabled(hasGame);
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
        // Once the panels have their new heights: the current player's panel in view.
        QTimer::singleShot(0, this, [this] {
            if (!m_document->isEmpty())
                if (PlayerPanel *current = playerPanel(m_document->state().currentPlayer()))
                    m_playersScroll->ensureWidgetVisible(current, 0, 4);
        });
        // Live scores: the final scoring of the table as it stands (a projection until the game is over).
        m_gameScore = scoreGame(state);
        m_scores->setResults(m_gameScore.score, {});
        m_endTurn->setEnabled(!state.over());
        // As the turn's own button: "anyway" when recording would ask for an override (TURN-MANDATORY).
        const bool mayEnd = validate(state, Action{state.currentPlayer(), EndTurn{}, false, {}, {}}).ok();
        m_endTurn->setText(state.over() || mayEnd ? tr("&End Turn") : tr("&End Turn Anyway…"));
        m_scoresDock->setWindowTitle(state.over() ? tr("Final Scores") : tr("Scores (projected)"));
        // The last turn is played: the final results come forward.
        if (state.over() && !m_wasOver && m_document->actionCount() > 0 && isVisible()) {
            m_scoresDock->show();
            m_scoresDock->raise();
            statusBar()->showMessage(tr("Game over: the final scores are in the Scores panel."), 10000);
        }
        m_wasOver = state.over();
    }
    updateTitle();
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
    m_document->reset(game, fileName, modified); // emits changed(): refresh() redraws everything
    m_history->setStack(m_document->undoStack());
    m_board->fitToWindow();
    setFileName(fileName);
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
    GameFile game = *now.game;
    size_t shared = 0;
    while (shared < recovered.size() && shared < game.log.size() && recovered[shared] == game.log[shared])
        ++shared;
    GameState state = replay(game.setup, game.log).state;
    int applied = 0;
    dropped = 0;
    for (size_t i = shared; i < recovered.size(); ++i) {
        const Action &a = recovered[i];
        const Verdict verdict = validate(state, a);
        if (!verdict.ok() && (!a.override || verdict.breaksALimit())) {
            dropped = int(recovered.size() - i);
            break;
        }
        apply(state, a);
        game.log.push_back(a);
        ++applied;
    }
    startGame(game, fileName, true);
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
            tr("%n recovered action(s) played again after the actions written to %1 since the crash.", nullptr,
               applied)
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
            : gui::exportResults(fileName, m_gameScore.score, tr("Hall of the Mountain King — %1").arg(title),
                                 m_document->problemCount());
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
    if (runDialog(&dialog) != QDialog::Accepted)
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

// ---- Explain

void TableWindow::explainSquare(const Square &square)
{
    if (!m_document->isEmpty())
        explain(Explanation::ofSquare(m_document->state(), square));
}

std::optional<TableRulings> TableWindow::tableRulings() const
{
    if (m_document->isEmpty())
        return std::nullopt;
    return m_document->game().setup.rulings;
}

bool TableWindow::setTableRulings(const TableRulings &rulings)
{
    if (m_document->isEmpty())
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
