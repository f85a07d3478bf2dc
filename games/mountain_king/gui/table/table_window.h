#pragma once

// The table mirror: the board in the middle, the pieces left on the left, the players and the clan market on
// the right, the history, live scores and explanations below. Every action goes through a dialog that shows
// the core's verdict, then GameDocument::record; undo drops the last action. The game is autosaved after
// every change (by the document), and offered back after a crash.

#include "document_window.h"
#include "files/autosave.h"
#include "game/game_score.h"

#include <map>
#include <optional>

class QAction;
class QDockWidget;
class QLabel;
class QScrollArea;
class QTextBrowser;
class QUndoView;
class QVBoxLayout;

namespace hk {
struct Action;
struct GameFile;
} // namespace hk

namespace hk::gui {

class ActionDialog;
class BoardView;
class Explanation;
class GameDocument;
class MarketWidget;
class PedestalTrackWidget;
class PiecePalette;
class PlayerPanel;
class ScoreStandings;
class SpellsWidget;
class TurnWidget;

class TableWindow : public DocumentWindow {
    Q_OBJECT
public:
    explicit TableWindow(QWidget *parent = nullptr);
    ~TableWindow() override;

    FileKind fileKind() const override;
    bool recordsPlay() const override { return true; }
    // A new game (the wizard's setup), or a recovered autosave (`modified`: it was never saved as such).
    void startGame(const GameFile &game, const QString &fileName = {}, bool modified = false);
    // The new game wizard with the board of `boardFile` chosen (the board editor's Start a Game on This
    // Board); false if cancelled.
    bool newGameOnBoard(const QString &boardFile);
    // The projected (or final) results to .png, .pdf or .csv; false with a message on failure.
    bool exportTo(const QString &fileName) override;
    bool playsRulings() const override;
    QString chosenRuling(const QString &ruleId) const override;
    bool chooseRuling(const QString &ruleId, const QString &choiceId) override;
    // The game keeps its own autosave, after every action (GameDocument): this writes it now.
    QString autosaveNow() override;
    QString autosavePath() const override;
    // The question asked at start-up for a game a crash left behind (WindowFactory::offerRecovery).
    static QString leftoverText(const hk::base::Autosave::Leftover &leftover);

    GameDocument *document() const { return m_document; }
    BoardView *board() const { return m_board; }
    PiecePalette *palette() const { return m_palette; }
    MarketWidget *market() const { return m_market; }
    TurnWidget *turn() const { return m_turn; }
    ScoreStandings *scores() const { return m_scores; }
    QTextBrowser *explanation() const { return m_explain; }
    QUndoView *history() const { return m_history; }
    PlayerPanel *playerPanel(int player) const;
    QAction *endTurnAction() const { return m_endTurn; }
    // The docks, and View ▸ Reset Layout: players with the history (tabbed with the scores and Explain) on
    // the left, the clan market over the pieces on the right, the window fitted to the screen and the board
    // given the rest. crampedDocks() names every dock on screen smaller than its usable minimum: a restored
    // layout with any, or larger than the screen, is replaced by the default.
    QList<QDockWidget *> docks() const;
    void resetLayout(QSize size = {}); // by default the window fits the screen (at most 1600 × 1000)
    QStringList crampedDocks() const;
    static constexpr int kPlayerPanelMinimumWidth = 280;

protected:
    QStringList readDocument(const QString &readFrom, const QString &fileName) override;
    QString gameId() const override; // Mountain King's: its rules in the rules browser
    QString writeDocument(const QString &fileName) override;
    bool startNewDocument() override;
    // The game as its file holds it now, with the recovered actions after the ones both share played again
    // on it, each only if the rules still allow it; the first that does not stops it, and those left are
    // counted in `dropped`.
    QStringList recoverOnTop(const QString &readFrom, const QString &fileName, int &dropped) override;
    void discardAutosave() override;
    void retranslateDocument() override;
    QList<QPair<QString, QString>> extraShortcuts() const override;
    void showEvent(QShowEvent *event) override;

private:
    void resetDockPlaces();
    void fitDocksToContent(); // soon: the default layout's docks as high as what they hold
    void keepMarketWhole();   // soon: the market's dock grows with its content, the pieces give the room
    // The scores in front, as high as they need, the players giving the room (`pass` > 0: once the height
    // asked is laid out, what still scrolls is asked for too).
    void fitScoresToContent(int pass = 0);
    bool scoresInFront() const; // the Scores tab is the one shown
    void createActions();
    void createMenus();
    void createDocks();
    void refresh();
    void scrollHistoryToLatest();
    void clearVerdict(); // the status bar's verdict of the piece being placed, once it no longer applies
    void rebuildPlayerPanels();
    // The new game wizard (with the board of `boardFile` chosen, if given); the game starts if accepted.
    bool runNewGameWizard(const QString &boardFile);
    void exportSheet();
    void exportResults(); // asks where: .pdf, .png or .csv

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
    // The keyboard's way to each action the mouse starts on the board or in the market (Game menu): the
    // choices of the moment in a ChoiceDialog, then the action's own dialog, as after the click.
    void chooseSpell();
    void chooseWorkshop();
    void chooseRecruit();
    void choosePiece(bool hall); // a tunnel tile or a great hall, then placed with the keys on the board
    void chooseStatueMove();
    void explainSquare(const Square &square);
    void explainScoreCell(int row, int column);
    void explain(const Explanation &explanation);

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
    ScoreStandings *m_scores;
    QTextBrowser *m_explain;
    QLabel *m_verdictStatus;
    QLabel *m_verdictWhy; // "Why?": the verdict's first rule in the rules browser
    QDockWidget *m_piecesDock, *m_playersDock, *m_marketDock, *m_historyDock, *m_scoresDock, *m_explainDock;

    QMenu *m_gameMenu = nullptr;
    QAction *m_resetLayout = nullptr;
    bool m_restoredLayout = false; // checked once shown: replaced if cramped
    bool m_defaultLayout = false;  // not a restored one: the docks follow their content
    bool m_shown = false;
    bool m_scoresShown = false; // the Scores tab in front (QDockWidget::visibilityChanged)
    int m_scoresAsked = 0;      // the height fitScoresToContent() asked for last
    int m_expandedTurn = -1;
    std::map<int, bool> m_expandedByUser; // player → expanded, chosen during this turn
    QAction *m_exportSheet = nullptr, *m_exportResults = nullptr;
    QAction *m_castSpell = nullptr, *m_useWorkshop = nullptr, *m_recruit = nullptr, *m_digTile = nullptr,
            *m_dedicateHall = nullptr, *m_moveStatue = nullptr;
    QAction *m_endTurn = nullptr, *m_trade = nullptr, *m_correction = nullptr, *m_legalSpots = nullptr,
            *m_fit = nullptr, *m_zoomIn = nullptr, *m_zoomOut = nullptr;
    bool m_wasOver = false; // the game was over at the last refresh
};

} // namespace hk::gui
