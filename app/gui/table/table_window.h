#pragma once

// The table mirror: the board in the middle, the pieces left on the left, the players and the clan market on
// the right, the history, live scores and explanations below. Every action goes through a dialog that shows
// the core's verdict, then GameDocument::record; undo drops the last action. The game is autosaved after
// every change, and offered back after a crash.

#include "window_prompts.h"
#include "game/game_score.h"

#include <QMainWindow>
#include <QMessageBox>

#include <functional>
#include <optional>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QScrollArea;
class QTextBrowser;
class QToolBar;
class QUndoView;
class QVBoxLayout;

namespace hk {
struct Action;
struct GameFile;
} // namespace hk

namespace hk::gui {

class ActionDialog;
class BoardView;
class GameDocument;
class MarketWidget;
class PedestalTrackWidget;
class PiecePalette;
class PlayerPanel;
class ResultsPanel;
class SpellsWidget;
class TurnWidget;

class TableWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit TableWindow(QWidget *parent = nullptr);
    ~TableWindow() override;

    // Opens a game file; on failure shows the reader's problems and keeps the current game.
    bool openFile(const QString &fileName);
    // A new game (the wizard's setup), or a recovered autosave (`modified`: it was never saved as such).
    void startGame(const GameFile &game, const QString &fileName = {}, bool modified = false);
    bool saveTo(const QString &fileName);
    // The projected (or final) results to .png, .pdf or .csv; false with a message on failure.
    bool exportTo(const QString &fileName);
    // Switches the whole application's language; `remember` keeps it for the next start.
    void setLanguage(const QString &code, bool remember = true);

    GameDocument *document() const { return m_document; }
    BoardView *board() const { return m_board; }
    PiecePalette *palette() const { return m_palette; }
    MarketWidget *market() const { return m_market; }
    TurnWidget *turn() const { return m_turn; }
    ResultsPanel *scores() const { return m_scores; }
    QTextBrowser *explanation() const { return m_explain; }
    PlayerPanel *playerPanel(int player) const;
    QAction *undoAction() const { return m_undo; }
    QAction *endTurnAction() const { return m_endTurn; }

    // Without a user (tests, --screenshot): no modal dialog. Messages are collected; dialogs are answered by
    // `dialogHook` (it receives each dialog before exec() and returns the result to use instead of showing
    // it).
    void setInteractive(bool interactive) { m_prompts.interactive = interactive; }
    QStringList messages() const { return m_prompts.messages; }
    void setDialogHook(std::function<int(QDialog *)> hook) { m_dialogHook = std::move(hook); }
    void setAskSave(std::function<QMessageBox::StandardButton()> askSave)
    {
        m_prompts.askSave = std::move(askSave);
    }

    // Offers back the games that a crash left in the autosave folder (at start-up).
    static void offerRecovery(QWidget *parent);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createDocks();
    void retranslate();
    void refresh();
    void rebuildPlayerPanels();
    QString documentTitle() const; // the file's name, or "Untitled game"
    void updateTitle();
    void showMessage(QMessageBox::Icon icon, const QString &title, const QString &text,
                     const QString &details = {});
    int runDialog(QDialog *dialog);
    bool maybeSave();
    void newGame();
    void open();
    bool save();
    bool saveAs();
    // Where a file dialog starts: beside the game, named after it (else Documents/game.SUFFIX).
    QString suggestedPath(const QString &suffix) const;
    void exportSheet();
    void exportResults(); // asks where: .pdf, .png or .csv
    void showShortcuts();

    // Shows an action dialog and records what it built (with its override reason, if any); explains a
    // refusal. True when the action was recorded.
    bool runAndRecord(ActionDialog &dialog);
    void recordDirect(const Action &action); // no dialog needed (end turn): a refusal offers the override
    void onDig(const QString &shape, int orientation, const Square &origin);
    void onHall(const QString &hall, int orientation, const Square &origin);
    void onStatueDropped(int statue, const Square &to);
    void onWorkshop(const Square &site);
    void onRecruit(int level, int position);
    void onSpell(int slot);
    void onTrade(int player);
    void onCorrection(int player);
    void onEndTurn();
    void explainSquare(const Square &square);
    void explainScoreCell(int row, int column);

    GameDocument *m_document;
    GameScore m_gameScore;
    BoardView *m_board;
    PiecePalette *m_palette;
    QWidget *m_playersBox;
    QVBoxLayout *m_playersLayout;
    QScrollArea *m_playersScroll;
    std::vector<PlayerPanel *> m_playerPanels;
    MarketWidget *m_market;
    SpellsWidget *m_spells;
    PedestalTrackWidget *m_track;
    TurnWidget *m_turn;
    QUndoView *m_history;
    ResultsPanel *m_scores;
    QTextBrowser *m_explain;
    QLabel *m_verdictStatus;
    QDockWidget *m_piecesDock, *m_playersDock, *m_marketDock, *m_historyDock, *m_scoresDock, *m_explainDock;
    QToolBar *m_toolBar;

    QMenu *m_fileMenu, *m_editMenu, *m_gameMenu, *m_viewMenu, *m_languageMenu, *m_helpMenu;
    QAction *m_newGame, *m_open, *m_save, *m_saveAs, *m_exportSheet, *m_exportResults, *m_close;
    QAction *m_undo, *m_redo;
    QAction *m_endTurn, *m_trade, *m_correction, *m_legalSpots, *m_fit, *m_zoomIn, *m_zoomOut, *m_shortcuts;
    QActionGroup *m_languages;

    WindowPrompts m_prompts;
    bool m_retranslatePending = false;
    bool m_wasOver = false; // the game was over at the last refresh
    std::function<int(QDialog *)> m_dialogHook;
};

} // namespace hk::gui
