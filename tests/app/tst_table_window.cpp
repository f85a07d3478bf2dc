// The table window played through its own widgets, offscreen: the first rounds of a 3-player game on the
// Practice Mountain, with the piece palette, the mouse over the board, the clan market, Ctrl+Return and the
// undo action. Dialogs are answered by the window's dialog hook, as a user would fill them in. Checks: an
// illegal ghost names its rule in the status bar and nothing is recorded (DIG-*); a legal tile is recorded
// and shows on the board; the turn passes from player to player (TURN-ORDER); ending a turn before digging
// or recruiting asks for an override and logs it with its reason (TURN-MANDATORY); undo gives the table back;
// saving and reopening gives the same table.

#include "actions/choice_dialog.h"
#include "actions/correction_dialog.h"
#include "actions/dig_dialog.h"
#include "actions/override_dialog.h"
#include "actions/recruit_dialog.h"
#include "board/board_view.h"
#include "board/piece_palette.h"
#include "cards/troll_card_editor.h"
#include "common/game_builder.h"
#include "common/private_copy.h"
#include "common/wheel.h"
#include "elided_label.h"
#include "files/file_lock.h"
#include "game_document.h"
#include "io/game_io.h"
#include "panels/history_delegate.h"
#include "panels/market_widget.h"
#include "panels/score_standings.h"
#include "panels/turn_widget.h"
#include "results/score_table_model.h"
#include "table_window.h"
#include "verdict_view.h"

#include <QAbstractButton>
#include <QAbstractItemModel>
#include <QComboBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLockFile>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QUndoView>

#include <functional>
#include <memory>

using namespace hk;
using namespace hk::gui;
using namespace hk::test;

namespace {

// How an end of turn is asked for: the three ways the window offers.
enum class EndTurnBy { Shortcut, ToolBar, TurnWidget };

// A spot where the current player may dig `shape` with the ghost's first orientation (the one a placement
// starts with), without rubble, paid in one mineral they hold.
struct Spot {
    QString shape;
    Square origin;
    std::vector<Square> squares;
};

std::optional<Spot> legalSpot(const GameState &s, const QString &shape)
{
    const int p = s.currentPlayer();
    const SpaceIndex index(s.board);
    for (const PlacementOption &o : placementMap(s.board, index, p, shape, s.purse(p))) {
        if (o.orientation != 0 || o.hammers != 0 || !o.affordable())
            continue;
        DigEffects effects;
        const Mineral m = o.mineralAffordable[0]   ? Mineral::Stone
                          : o.mineralAffordable[1] ? Mineral::Iron
                                                   : Mineral::Heartstone;
        if (validateDig(s.board, index, {p, shape, 0, o.origin, m}, s.purse(p), &effects).ok())
            return Spot{shape, o.origin, effects.squares};
    }
    return std::nullopt;
}

// The first shape of the catalog (smallest first) the current player can dig now.
std::optional<Spot> anyLegalSpot(const GameState &s)
{
    for (int size = 2; size <= 5; ++size)
        for (const TunnelShape &t : s.board.catalog().tunnels)
            if (t.size() == size)
                if (std::optional<Spot> spot = legalSpot(s, t.id))
                    return spot;
    return std::nullopt;
}

// An origin for `shape` (first orientation) whose ghost breaks `rule` for the current player, with the
// hovered square (origin + grip) on the board's grid; of those, one that breaks the fewest rules.
std::optional<Square> illegalOrigin(const GameState &s, const QString &shape, const Square &grip,
                                    const char *rule)
{
    const int p = s.currentPlayer();
    const SpaceIndex index(s.board);
    const Board &board = s.board.board();
    std::optional<Square> best;
    qsizetype fewest = 0;
    for (int r = 0; r < board.rows; ++r)
        for (int c = 0; c < board.columns; ++c) {
            const Square origin{r - grip.row, c - grip.column};
            const Verdict v = validateDig(s.board, index, {p, shape, 0, origin, Mineral::Stone}, s.purse(p));
            if (v.breaks(rule) && (!best || v.ruleIds().size() < fewest)) {
                best = origin;
                fewest = v.ruleIds().size();
            }
        }
    return best;
}

QString gameBytes(const GameDocument *document)
{
    return QString::fromUtf8(gameToBytes(document->game()));
}

// Every cell of the live score table, as displayed.
QStringList scoreCells(const TableWindow *window)
{
    QStringList cells;
    const QAbstractItemModel *model = window->scores()->model();
    for (int r = 0; r < model->rowCount(); ++r)
        for (int c = 0; c < model->columnCount(); ++c)
            cells << model->index(r, c).data().toString();
    return cells;
}

} // namespace

Q_DECLARE_METATYPE(EndTurnBy)

class TestTableWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void DIG_illegalGhostShowsRuleAndRecordsNothing_data();
    void DIG_illegalGhostShowsRuleAndRecordsNothing();
    void DIG_legalPlacementIsRecorded();
    void REC_COST_recruitFromTheMarket();
    void TURN_ORDER_threePlayersTwoRounds();
    void TURN_MANDATORY_endTurnBeforeDiggingAsksForAnOverride_data();
    void TURN_MANDATORY_endTurnBeforeDiggingAsksForAnOverride();
    void undoRestoresTheTable_data();
    void undoRestoresTheTable();
    void saveAndReopenGiveTheSameTable();
    void oneWriterPerFile_theAppAndTheCli();
    void commandLine_gameFile_data();
    void commandLine_gameFile();
    void everyActionHasAKeyboardPath_data();
    void everyActionHasAKeyboardPath();
    void statusVerdictElidedAndNeverStale();
    void MOVE_CART_buriedStatueSaysWhy();
    void historyMarksUndoneAndUndoNamesTheAction();
    void historyOpensAtTheLatestAction_data();
    void historyOpensAtTheLatestAction();
    void wheelChangesNoValueOfADialogWithoutTheFocus();

private:
    TableWindow *newWindow();
    int answer(QDialog *dialog);
    QString statusText() const;

    // Through the UI: the palette, the mouse over the board, a click.
    void beginDig(const QString &shape);
    void hover(const Square &origin);
    void clickBoard(const Square &origin);
    void digThroughUi(const Spot &spot);
    void recruitThroughUi(int level, int position);
    void endTurnThroughUi(EndTurnBy by);

    QTemporaryDir m_settingsDir;
    TableWindow *m_window = nullptr;
    bool openExample();       // the example game of the docs, mid-game: workshops built, statues unearthed
    QStringList m_dialogs;    // the class of every dialog the window asked the hook about
    QStringList m_choices;    // the entries of every ChoiceDialog, in order
    Verdict m_dialogVerdict;  // what the last action dialog (or override dialog) showed
    QString m_overrideReason; // what the hook enters in an override dialog (empty: cancel it)
};

void TestTableWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // autosaves go to a test folder
    QVERIFY(m_settingsDir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("HallkeeperTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_table_window"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
}

TableWindow *TestTableWindow::newWindow()
{
    auto *window = new TableWindow;
    window->setAttribute(Qt::WA_DeleteOnClose, false); // the test deletes it
    window->setInteractive(false);
    window->setAskSave([] { return QMessageBox::Discard; });
    window->setDialogHook([this](QDialog *d) { return answer(d); });
    window->resize(1600, 1000);
    window->show();
    return window;
}

void TestTableWindow::init()
{
    m_dialogs.clear();
    m_dialogVerdict = {};
    m_overrideReason.clear();
    m_window = newWindow();
    m_window->startGame(GameFile{practiceSetup(3), {}});
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window));
    QVERIFY(!m_window->document()->isEmpty());
    QCOMPARE(m_window->document()->state().playerCount(), 3);
    QCOMPARE(m_window->document()->actionCount(), 0);
}

void TestTableWindow::cleanup()
{
    if (m_window)
        m_window->document()->discardAutosave();
    delete m_window;
    m_window = nullptr;
}

// The hook answers as a user who fills a dialog in and records only what the rules allow.
int TestTableWindow::answer(QDialog *dialog)
{
    m_dialogs << QLatin1String(dialog->metaObject()->className());
    if (auto *choice = qobject_cast<ChoiceDialog *>(dialog)) { // by keyboard: Down and Up, then Enter
        for (int i = 0; i < choice->list()->count(); ++i)
            m_choices << choice->list()->item(i)->text();
        const int chosen = choice->chosen();
        QTest::keyClick(choice->list(), Qt::Key_Down);
        if (choice->chosen() != chosen)
            QTest::keyClick(choice->list(), Qt::Key_Up);
        return choice->chosen() >= 0 ? QDialog::Accepted : QDialog::Rejected;
    }
    if (auto *dig = qobject_cast<DigDialog *>(dialog)) {
        for (Mineral m : {Mineral::Stone, Mineral::Iron, Mineral::Heartstone})
            if (dig->isMineralOffered(m)) {
                dig->setMineral(m);
                break;
            }
        dig->refresh();
    } else if (auto *recruit = qobject_cast<RecruitDialog *>(dialog)) {
        TrollCard card;
        card.level = recruit->refillLevel();
        card.clan = Clan::Fire;
        card.icons = {{Resource::Coin, std::nullopt}, {Resource::Stone, std::nullopt}};
        if (TrollCardEditor *e = recruit->refillEditor())
            e->setCard(card);
        for (int i = 0; i < int(recruit->retiring().size()); ++i)
            if (TrollCardEditor *e = recruit->retireEditor(i)) {
                card.level = e->card().level;
                e->setCard(card);
            }
        for (QComboBox *box : {recruit->refillPedestalBox(), recruit->chosenPedestalBox()})
            if (box && box->count() > 1)
                box->setCurrentIndex(1);
        recruit->refresh();
    } else if (auto *over = qobject_cast<OverrideDialog *>(dialog)) {
        m_dialogVerdict = over->verdictView()->verdict();
        if (m_overrideReason.isEmpty())
            return QDialog::Rejected;
        over->reasonEdit()->setText(m_overrideReason);
        return over->recordButton()->isEnabled() ? QDialog::Accepted : QDialog::Rejected;
    }
    if (auto *action = qobject_cast<ActionDialog *>(dialog)) {
        m_dialogVerdict = action->verdict();
        return action->verdict().ok() && action->recordButton()->isEnabled() ? QDialog::Accepted
                                                                             : QDialog::Rejected;
    }
    return QDialog::Rejected;
}

// The verdict line of the status bar (its first label).
QString TestTableWindow::statusText() const
{
    const QList<QLabel *> labels = m_window->statusBar()->findChildren<QLabel *>();
    return labels.isEmpty() ? QString() : labels.first()->text();
}

void TestTableWindow::beginDig(const QString &shape)
{
    QAbstractButton *button = m_window->palette()->buttonFor(shape);
    QVERIFY2(button, qPrintable(shape));
    QVERIFY(button->isEnabled());
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(m_window->board()->placement(), BoardView::Placement::Dig);
    QCOMPARE(m_window->board()->placingPiece(), shape);
    QCOMPARE(m_window->board()->ghostOrientation(), 0);
}

void TestTableWindow::hover(const Square &origin)
{
    BoardView *board = m_window->board();
    const Square grip = board->ghostGrip();
    const QPoint at = board->viewportPoint({origin.row + grip.row, origin.column + grip.column});
    QVERIFY2(board->viewport()->rect().contains(at), "the square is outside the board view");
    QTest::mouseMove(board->viewport(), at);
    QVERIFY(board->ghostOrigin().has_value());
    QCOMPARE(*board->ghostOrigin(), origin);
}

void TestTableWindow::clickBoard(const Square &origin)
{
    BoardView *board = m_window->board();
    const Square grip = board->ghostGrip();
    QTest::mouseClick(board->viewport(), Qt::LeftButton, Qt::NoModifier,
                      board->viewportPoint({origin.row + grip.row, origin.column + grip.column}));
}

void TestTableWindow::digThroughUi(const Spot &spot)
{
    const int before = m_window->document()->actionCount();
    const int player = m_window->document()->state().currentPlayer();
    beginDig(spot.shape);
    hover(spot.origin);
    QVERIFY2(m_window->board()->ghostVerdict().ok(), qPrintable(m_window->board()->ghostText()));
    QVERIFY(!statusText().isEmpty());
    QVERIFY2(statusText().contains(m_window->board()->ghostText()), qPrintable(statusText()));
    m_dialogs.clear();
    clickBoard(spot.origin);
    QCOMPARE(m_dialogs, QStringList{QStringLiteral("hk::gui::DigDialog")});
    QVERIFY2(m_dialogVerdict.ok(), qPrintable(describe(m_dialogVerdict)));
    QCOMPARE(m_window->document()->actionCount(), before + 1);
    // The tile is on the board, the player's, on the squares of the ghost.
    const GameState &s = m_window->document()->state();
    QVERIFY(!s.board.tunnels.empty());
    const PlacedTunnel &t = s.board.tunnels.back();
    QCOMPARE(t.player, player);
    QCOMPARE(t.shape, spot.shape);
    QCOMPARE(t.squares, spot.squares);
    // Placed: the next piece is a new choice.
    QCOMPARE(m_window->board()->placement(), BoardView::Placement::None);
    QVERIFY(!m_window->palette()->buttonFor(spot.shape)->isChecked());
    QVERIFY2(statusText().isEmpty(), qPrintable(statusText()));
}

void TestTableWindow::recruitThroughUi(int level, int position)
{
    MarketWidget *market = m_window->market();
    const int before = m_window->document()->actionCount();
    const int player = m_window->document()->state().currentPlayer();
    const int trolls = m_window->document()->state().players[player].moot.trolls();
    QVERIFY2(market->canRecruitNow(level, position),
             qPrintable(market->obstacles(level, position).join(QLatin1Char(' '))));
    const QRect card = market->cardRect(level, position);
    QVERIFY(!card.isEmpty());
    QVERIFY(market->rect().contains(card.center()));
    m_dialogs.clear();
    QTest::mouseClick(market, Qt::LeftButton, Qt::NoModifier, card.center());
    QCOMPARE(m_dialogs, QStringList{QStringLiteral("hk::gui::RecruitDialog")});
    QVERIFY2(m_dialogVerdict.ok(), qPrintable(describe(m_dialogVerdict)));
    QCOMPARE(m_window->document()->actionCount(), before + 1);
    QCOMPARE(m_window->document()->state().players[player].moot.trolls(), trolls + 1);
}

void TestTableWindow::endTurnThroughUi(EndTurnBy by)
{
    switch (by) {
    case EndTurnBy::Shortcut:
        QCOMPARE(m_window->endTurnAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Return));
        QTest::keyClick(m_window, Qt::Key_Return, Qt::ControlModifier);
        break;
    case EndTurnBy::ToolBar: {
        QToolBar *bar = m_window->findChild<QToolBar *>();
        QVERIFY(bar);
        QWidget *button = bar->widgetForAction(m_window->endTurnAction());
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
        break;
    }
    case EndTurnBy::TurnWidget:
        QTest::mouseClick(m_window->turn()->endTurnButton(), Qt::LeftButton);
        break;
    }
}

// ---- DIG-*: the ghost says which rule a spot breaks, and the click records nothing

void TestTableWindow::DIG_illegalGhostShowsRuleAndRecordsNothing_data()
{
    QTest::addColumn<QString>("rule");
    QTest::newRow("DIG-ADJ-OWN") << QStringLiteral("DIG-ADJ-OWN");
    QTest::newRow("DIG-ADJ-OTHER") << QStringLiteral("DIG-ADJ-OTHER");
    QTest::newRow("DIG-OVERLAP") << QStringLiteral("DIG-OVERLAP");
    QTest::newRow("DIG-BOUNDS") << QStringLiteral("DIG-BOUNDS");
}

void TestTableWindow::DIG_illegalGhostShowsRuleAndRecordsNothing()
{
    QFETCH(QString, rule);
    const QString shape = QStringLiteral("I3");
    const GameState before = m_window->document()->state();
    beginDig(shape);
    const std::optional<Square> origin =
        illegalOrigin(before, shape, m_window->board()->ghostGrip(), qPrintable(rule));
    QVERIFY2(origin, "no spot of the board breaks the rule");
    hover(*origin);

    BoardView *board = m_window->board();
    QVERIFY(!board->ghostVerdict().ok());
    QVERIFY2(board->ghostVerdict().breaks(qPrintable(rule)), qPrintable(board->ghostText()));
    QVERIFY2(board->ghostText().contains(rule), qPrintable(board->ghostText()));
    QVERIFY2(statusText().contains(rule), qPrintable(statusText()));
    for (const QString &line : board->ghostText().split(QLatin1Char('\n'))) // every broken rule, one line
        QVERIFY2(statusText().contains(line), qPrintable(line));

    // The click opens the dig dialog, which shows the same rule and cannot record.
    m_dialogs.clear();
    clickBoard(*origin);
    QCOMPARE(m_dialogs, QStringList{QStringLiteral("hk::gui::DigDialog")});
    QVERIFY2(m_dialogVerdict.breaks(qPrintable(rule)), qPrintable(describe(m_dialogVerdict)));
    QCOMPARE(m_window->document()->actionCount(), 0);
    QVERIFY(m_window->document()->state() == before);
    QVERIFY(m_window->document()->state().board.tunnels.empty());
    // The placement goes on: the player may still move the tile to a legal spot.
    QCOMPARE(board->placement(), BoardView::Placement::Dig);
    QVERIFY(statusText().contains(rule));
    // Esc gives up.
    QTest::keyClick(board, Qt::Key_Escape);
    QCOMPARE(board->placement(), BoardView::Placement::None);
    QVERIFY(statusText().isEmpty());
    QCOMPARE(m_window->document()->actionCount(), 0);
}

// ---- A legal tile is recorded and shows on the board

void TestTableWindow::DIG_legalPlacementIsRecorded()
{
    const GameState before = m_window->document()->state();
    const std::optional<Spot> spot = legalSpot(before, QStringLiteral("I3"));
    QVERIFY(spot);
    const int left = m_window->palette()->tilesLeft(spot->shape);
    QVERIFY(left > 0);
    digThroughUi(*spot);
    if (QTest::currentTestFailed())
        return;
    const GameState &s = m_window->document()->state();
    QCOMPARE(s.currentPlayer(), 0); // digging does not end the turn
    QVERIFY(s.turn.main);
    QVERIFY(s.players[0].tunnelPoints > before.players[0].tunnelPoints); // DIG-SCORE: size 3 scores
    QCOMPARE(m_window->palette()->tilesLeft(spot->shape), left - 1);     // DIG-SUPPLY
    const SpaceIndex index(s.board);
    for (const Square &sq : spot->squares)
        QVERIFY(index.inNetwork(sq, 0));
    // The history lists it, and the undo action offers it.
    auto *history = m_window->findChild<QUndoView *>();
    QVERIFY(history);
    QCOMPARE(history->model()->rowCount(), 2); // <setup> and the dig
    QVERIFY(m_window->undoAction()->isEnabled());
    QVERIFY(m_window->isWindowModified());
}

// ---- REC-COST: a level-1 troll is free, recruited with a click on its card

void TestTableWindow::REC_COST_recruitFromTheMarket()
{
    const GameState before = m_window->document()->state();
    QCOMPARE(MarketWidget::cost(1, 0), 0);
    QVERIFY(!m_window->market()->canRecruitNow(3, 0)); // REC-COST: 5 coins Ann does not have
    recruitThroughUi(1, 0);
    if (QTest::currentTestFailed())
        return;
    const GameState &s = m_window->document()->state();
    QVERIFY(s.turn.main);
    QCOMPARE(s.currentPlayer(), 0);
    QCOMPARE(s.market.deck[0], before.market.deck[0] - 1); // REC-TAKE: refilled from the level-1 deck
    // A second recruit in the same turn: the dialog shows why not, nothing is recorded.
    m_dialogs.clear();
    const int count = m_window->document()->actionCount();
    QTest::mouseClick(m_window->market(), Qt::LeftButton, Qt::NoModifier,
                      m_window->market()->cardRect(1, 1).center());
    QCOMPARE(m_dialogs, QStringList{QStringLiteral("hk::gui::RecruitDialog")});
    QVERIFY(!m_dialogVerdict.ok()); // TURN-ORDER: one recruit or dig per turn
    QCOMPARE(m_window->document()->actionCount(), count);
}

// ---- TURN-ORDER: three players, two rounds, each digging or recruiting and ending the turn

void TestTableWindow::TURN_ORDER_threePlayersTwoRounds()
{
    const EndTurnBy ways[] = {EndTurnBy::Shortcut, EndTurnBy::ToolBar, EndTurnBy::TurnWidget};
    int turn = 0;
    for (int round = 0; round < 2; ++round)
        for (int seat = 0; seat < 3; ++seat, ++turn) {
            const GameState &s = m_window->document()->state();
            QCOMPARE(s.round(), round);
            QCOMPARE(s.currentPlayer(), seat);
            QCOMPARE(m_window->board()->actingPlayer(), seat);
            QVERIFY(m_window->turn()->playerLabel()->text().contains(s.players[seat].name));
            // Bob recruits in the first round, Cid in the second; the others dig.
            if ((seat == 1 && round == 0) || (seat == 2 && round == 1)) {
                recruitThroughUi(1, seat);
            } else {
                const std::optional<Spot> spot = anyLegalSpot(s);
                QVERIFY2(spot, qPrintable(QStringLiteral("%1 cannot dig").arg(s.players[seat].name)));
                digThroughUi(*spot);
            }
            if (QTest::currentTestFailed())
                return;
            const int count = m_window->document()->actionCount();
            m_dialogs.clear();
            endTurnThroughUi(ways[turn % 3]);
            if (QTest::currentTestFailed())
                return;
            QVERIFY2(m_dialogs.isEmpty(), qPrintable(m_dialogs.join(QLatin1Char(' ')))); // legal: no override
            QCOMPARE(m_window->document()->actionCount(), count + 1);
            QCOMPARE(m_window->document()->state().currentPlayer(), (seat + 1) % 3);
            QCOMPARE(m_window->board()->actingPlayer(), (seat + 1) % 3);
        }
    const GameState &s = m_window->document()->state();
    QCOMPARE(s.round(), 2);
    QCOMPARE(m_window->document()->actionCount(), 12);
    QCOMPARE(int(s.board.tunnels.size()), 4);
    QVERIFY(m_window->messages().isEmpty());
    for (const Action &a : m_window->document()->game().log)
        QVERIFY(!a.override);
}

// ---- TURN-MANDATORY: ending a turn before recruiting or digging is an override, with a reason

void TestTableWindow::TURN_MANDATORY_endTurnBeforeDiggingAsksForAnOverride_data()
{
    QTest::addColumn<QString>("reason");
    QTest::newRow("reason given: recorded") << QStringLiteral("Ann forgot to dig; the table went on");
    QTest::newRow("cancelled: nothing recorded") << QString();
}

void TestTableWindow::TURN_MANDATORY_endTurnBeforeDiggingAsksForAnOverride()
{
    QFETCH(QString, reason);
    m_overrideReason = reason;
    m_dialogs.clear();
    endTurnThroughUi(EndTurnBy::Shortcut);
    QCOMPARE(m_dialogs, QStringList{QStringLiteral("hk::gui::OverrideDialog")});
    QVERIFY2(m_dialogVerdict.breaks("TURN-MANDATORY"), qPrintable(describe(m_dialogVerdict)));
    GameDocument *document = m_window->document();
    if (reason.isEmpty()) {
        QCOMPARE(document->actionCount(), 0);
        QCOMPARE(document->state().currentPlayer(), 0);
        return;
    }
    QCOMPARE(document->actionCount(), 1);
    QCOMPARE(document->state().currentPlayer(), 1);
    const Action &a = document->game().log.back();
    QVERIFY(std::holds_alternative<EndTurn>(a.body));
    QVERIFY(a.override);
    QCOMPARE(a.overrideReason, reason);
    QVERIFY(a.brokenRules.contains(QStringLiteral("TURN-MANDATORY")));
    // The history shows it with the broken rule and the reason.
    auto *history = m_window->findChild<QUndoView *>();
    QVERIFY(history);
    const QAbstractItemModel *model = history->model();
    QCOMPARE(model->rowCount(), 2);
    const QString line = model->index(1, 0).data().toString();
    QVERIFY2(line.contains(reason), qPrintable(line));
    QVERIFY2(line.contains(QStringLiteral("TURN-MANDATORY")), qPrintable(line));
}

// ---- Undo gives the table back as it was before the action

void TestTableWindow::undoRestoresTheTable_data()
{
    QTest::addColumn<QString>("action");
    QTest::newRow("dig") << QStringLiteral("dig");
    QTest::newRow("recruit") << QStringLiteral("recruit");
    QTest::newRow("end turn") << QStringLiteral("end turn");
}

void TestTableWindow::undoRestoresTheTable()
{
    QFETCH(QString, action);
    GameDocument *document = m_window->document();
    if (action == QLatin1String("end turn")) { // a legal end of turn: dig first
        const std::optional<Spot> spot = legalSpot(document->state(), QStringLiteral("I2"));
        QVERIFY(spot);
        digThroughUi(*spot);
        if (QTest::currentTestFailed())
            return;
    }
    const GameState before = document->state();
    const int count = document->actionCount();
    const QString bytes = gameBytes(document);
    const QStringList scores = scoreCells(m_window);
    const int i3Left = m_window->palette()->tilesLeft(QStringLiteral("I3"));

    if (action == QLatin1String("dig")) {
        const std::optional<Spot> spot = legalSpot(before, QStringLiteral("I3"));
        QVERIFY(spot);
        digThroughUi(*spot);
    } else if (action == QLatin1String("recruit")) {
        recruitThroughUi(1, 2);
    } else {
        endTurnThroughUi(EndTurnBy::Shortcut);
    }
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(document->actionCount(), count + 1);
    QVERIFY(!(document->state() == before));

    QVERIFY(m_window->undoAction()->isEnabled());
    QVERIFY(m_window->undoAction()->text().contains(QLatin1String("Undo")));
    m_window->undoAction()->trigger();
    QCOMPARE(document->actionCount(), count);
    QVERIFY(document->state() == before);
    QCOMPARE(gameBytes(document), bytes);
    QCOMPARE(scoreCells(m_window), scores);
    QCOMPARE(m_window->palette()->tilesLeft(QStringLiteral("I3")), i3Left);
    QCOMPARE(m_window->board()->actingPlayer(), before.currentPlayer());
    QCOMPARE(m_window->undoAction()->isEnabled(), count > 0);
}

// ---- Save, then open in a new window: the same table

void TestTableWindow::saveAndReopenGiveTheSameTable()
{
    // Ann digs, Bob recruits, Cid digs, Ann ends her turn without digging (an override).
    GameDocument *document = m_window->document();
    for (int seat = 0; seat < 3; ++seat) {
        if (seat == 1)
            recruitThroughUi(1, 0);
        else {
            const std::optional<Spot> spot = anyLegalSpot(document->state());
            QVERIFY(spot);
            digThroughUi(*spot);
        }
        if (QTest::currentTestFailed())
            return;
        endTurnThroughUi(EndTurnBy::Shortcut);
    }
    m_overrideReason = QStringLiteral("a reason that must survive the file");
    endTurnThroughUi(EndTurnBy::Shortcut);
    QCOMPARE(document->actionCount(), 7);
    QVERIFY(document->game().log.back().override);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("table.hkgame"));
    QVERIFY(m_window->isWindowModified());
    QVERIFY2(m_window->saveTo(file), qPrintable(m_window->messages().join(QLatin1Char('\n'))));
    QVERIFY(!m_window->isWindowModified());
    QCOMPARE(document->fileName(), file);

    std::unique_ptr<TableWindow> reopened(newWindow());
    QVERIFY(QTest::qWaitForWindowExposed(reopened.get()));
    // Two windows never write one file: the second is refused while the first has it…
    QVERIFY(!reopened->openFile(file));
    QVERIFY2(reopened->messages().join(QLatin1Char('\n')).contains(QStringLiteral("table.hkgame is open in")),
             qPrintable(reopened->messages().join(QLatin1Char('\n'))));
    QCOMPARE(reopened->document()->actionCount(), 0);
    // …so the file is reopened as a copy.
    const QString copied = dir.filePath(QStringLiteral("copy.hkgame"));
    QVERIFY(QFile::copy(file, copied));
    std::unique_ptr<TableWindow> fresh(newWindow());
    reopened.swap(fresh);
    QVERIFY(QTest::qWaitForWindowExposed(reopened.get()));
    QVERIFY2(reopened->openFile(copied), qPrintable(reopened->messages().join(QLatin1Char('\n'))));
    QVERIFY2(reopened->messages().isEmpty(), qPrintable(reopened->messages().join(QLatin1Char('\n'))));
    GameDocument *copy = reopened->document();
    QCOMPARE(copy->actionCount(), document->actionCount());
    QCOMPARE(gameBytes(copy), gameBytes(document));
    QVERIFY(copy->state() == document->state());
    QCOMPARE(copy->state().board.tunnels.size(), document->state().board.tunnels.size());
    QCOMPARE(copy->game().log.back().overrideReason, m_overrideReason);
    QCOMPARE(scoreCells(reopened.get()), scoreCells(m_window));
    QVERIFY(!scoreCells(m_window).isEmpty());
    for (const TunnelShape &t : document->state().board.catalog().tunnels)
        QCOMPARE(reopened->palette()->tilesLeft(t.id), m_window->palette()->tilesLeft(t.id));
    QCOMPARE(reopened->board()->actingPlayer(), m_window->board()->actingPlayer());
    QCOMPARE(reopened->isWindowModified(), false);
    // The history is the log: every action can be undone in the reopened window too.
    auto *history = reopened->findChild<QUndoView *>();
    QVERIFY(history);
    QCOMPARE(history->model()->rowCount(), copy->actionCount() + 1);
    QVERIFY(reopened->undoAction()->isEnabled());
    copy->discardAutosave();
}

// One writer per file: while a window has a game, hallkeeper-cli waits for it, then is
// refused naming the window's process, and the file is unchanged; once the window lets it go, the command
// goes through. A file another program holds is not opened: the window says who holds it and keeps its game.
void TestTableWindow::oneWriterPerFile_theAppAndTheCli()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("game.hkgame"));
    QVERIFY(QFile::copy(QStringLiteral(HK_FIXTURES "/games/three-players.hkgame"), file));
    QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner));
    QVERIFY2(m_window->openFile(file), qPrintable(m_window->messages().join(QLatin1Char('\n'))));
    const auto bytes = [&] {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    const QByteArray before = bytes();
    const QStringList undo{QStringLiteral("undo"), file};
    QProcess cli;
    cli.start(QStringLiteral(HK_CLI), undo);
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(cli.exitCode(), 2);
    const QString expected = QStringLiteral("%1 is open in %2 (process %3)")
                                 .arg(file, QFileInfo(QCoreApplication::applicationFilePath()).fileName(),
                                      QString::number(QCoreApplication::applicationPid()));
    QVERIFY2(QString::fromUtf8(cli.readAllStandardError()).contains(expected), qPrintable(expected));
    QCOMPARE(bytes(), before);

    // Another program holds a file: the window does not open it, says who holds it, keeps its game.
    const QString other = dir.filePath(QStringLiteral("other.hkgame"));
    QVERIFY(QFile::copy(file, other));
    QLockFile holder(base::FileLock::lockFileName(other));
    QVERIFY(holder.tryLock(0));
    const int actions = m_window->document()->actionCount();
    QVERIFY(!m_window->openFile(other));
    QVERIFY2(m_window->messages().join(QLatin1Char('\n')).contains(QStringLiteral("other.hkgame is open in")),
             qPrintable(m_window->messages().join(QLatin1Char('\n'))));
    QCOMPARE(m_window->fileName(), file);
    QCOMPARE(m_window->document()->actionCount(), actions);

    // The window closes: the file is free.
    cleanup();
    cli.start(QStringLiteral(HK_CLI), undo);
    QVERIFY(cli.waitForFinished(30000));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
    QVERIFY(bytes() != before);
}

void TestTableWindow::commandLine_gameFile_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("output");
    QTest::addColumn<int>("exitCode");
    const QString game = QStringLiteral(HK_FIXTURES "/games/three-players.hkgame");
    QTest::newRow("screenshot in zh_TW") << game << "--screenshot"
                                         << "shot.png" << 0;
    QTest::newRow("export the results") << game << "--export"
                                        << "results.csv" << 0;
    QTest::newRow("missing game") << "/nonexistent.hkgame"
                                  << "--screenshot"
                                  << "shot.png" << 2;
}

// hallkeeper GAME.hkgame --screenshot PATH / --export PATH: the table mirror opens the game, renders or
// exports, and exits; an unreadable game exits with 2 and names the file.
void TestTableWindow::commandLine_gameFile()
{
    QFETCH(QString, file);
    QFETCH(QString, option);
    QFETCH(QString, output);
    QFETCH(int, exitCode);
    QTemporaryDir dir;
    const QString path = dir.filePath(output);
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
    app.setProcessEnvironment(env);
    app.start(QStringLiteral(HK_APP),
              {file, QStringLiteral("--lang"), QStringLiteral("zh_TW"), option, path});
    QVERIFY(app.waitForFinished(60000));
    const QByteArray errors = app.readAllStandardError();
    QCOMPARE(app.exitCode(), exitCode);
    if (exitCode != 0) {
        QVERIFY2(errors.contains(QFileInfo(file).fileName().toUtf8()), errors.constData());
        QVERIFY(!QFile::exists(path));
        return;
    }
    if (output.endsWith(QLatin1String(".png"))) {
        const QImage image(path);
        QVERIFY(!image.isNull());
        // The window as the README shows it, never larger than the screen (the offscreen one is small).
        QCOMPARE(image.size(),
                 QSize(1480, 940).boundedTo(QGuiApplication::primaryScreen()->availableGeometry().size()));
    } else {
        // The three players' final totals of the fixture (three-players.expected.json): 42, 44, 32.
        QFile csv(path);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(csv.readAll());
        // The header, 3 players, then after an empty row the table ruling the game was scored with.
        QCOMPARE(text.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size(), 6);
        QVERIFY2(
            text.split(QStringLiteral("\r\n\r\n")).value(1).contains(QStringLiteral("SCORE-ONE-PER-TUNNEL")),
            qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Freya,18,5,9,4,0,6,42,2")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Gunnar,21,0,0,2,15,6,44,1")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Hilde,14,3,4,5,0,6,32,3")), qPrintable(text));
    }
}

bool TestTableWindow::openExample()
{
    if (!m_window->openFile(privateCopy(QStringLiteral(HK_SOURCE_DIR "/docs/examples/mid-game.hkgame"))))
        return false;
    QTest::qWait(20);
    return !m_window->document()->isEmpty() && m_window->document()->actionCount() > 20;
}

void TestTableWindow::everyActionHasAKeyboardPath_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QKeySequence>("keys");
    QTest::addColumn<QStringList>("dialogs");
    const QString choice = QStringLiteral("hk::gui::ChoiceDialog");
    QTest::newRow("SPELL-CAST") << QStringLiteral("castSpell")
                                << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)
                                << QStringList{choice, QStringLiteral("hk::gui::SpellDialog")};
    QTest::newRow("WS-USE") << QStringLiteral("useWorkshop") << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W)
                            << QStringList{choice, QStringLiteral("hk::gui::WorkshopDialog")};
    QTest::newRow("REC-TAKE") << QStringLiteral("recruit") << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)
                              << QStringList{choice, QStringLiteral("hk::gui::RecruitDialog")};
    QTest::newRow("DIG-COST") << QStringLiteral("digTile") << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D)
                              << QStringList{choice, QStringLiteral("hk::gui::DigDialog")};
    QTest::newRow("HALL-COVER") << QStringLiteral("dedicateHall")
                                << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H)
                                << QStringList{choice, QStringLiteral("hk::gui::HallDialog")};
    QTest::newRow("MOVE-CART") << QStringLiteral("moveStatue")
                               << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V)
                               << QStringList{choice, choice, QStringLiteral("hk::gui::MoveStatueDialog")};
}

// Every action of a turn can be taken without a mouse: a Game menu item with its shortcut lists the choices
// of the moment (the market's trolls, the spells, the workshops, the tiles and halls, the statues and where
// they may go) in a list driven by the arrow keys and Enter, then the action's own dialog opens as after a
// click; a tile or a hall is then placed with the keys on the board.
void TestTableWindow::everyActionHasAKeyboardPath()
{
    QFETCH(QString, action);
    QFETCH(QKeySequence, keys);
    QFETCH(QStringList, dialogs);
    QVERIFY(openExample());
    auto *menuItem = m_window->findChild<QAction *>(action);
    QVERIFY2(menuItem, qPrintable(action));
    QCOMPARE(menuItem->shortcut(), keys);
    QVERIFY(menuItem->isEnabled());
    bool inMenu = false; // in the menu bar's Game menu, where the keyboard finds it (Alt+G)
    for (QAction *top : m_window->menuBar()->actions())
        if (top->menu() && top->menu()->actions().contains(menuItem))
            inMenu = true;
    QVERIFY(inMenu);

    m_dialogs.clear();
    m_choices.clear();
    QTest::keyClick(m_window, Qt::Key(keys[0].key()), keys[0].keyboardModifiers());
    QVERIFY2(!m_choices.isEmpty(), qPrintable(m_dialogs.join(u' ')));
    if (action == QLatin1String("digTile") || action == QLatin1String("dedicateHall")) {
        // The piece follows the keys on the board: an arrow brings it in, Enter places it.
        BoardView *board = m_window->board();
        QCOMPARE(board->placement(),
                 action == QLatin1String("digTile") ? BoardView::Placement::Dig : BoardView::Placement::Hall);
        QVERIFY(board->hasFocus());
        QTest::keyClick(board, Qt::Key_Right);
        QTest::keyClick(board, Qt::Key_R);
        QTest::keyClick(board, Qt::Key_Return);
    }
    QCOMPARE(m_dialogs, dialogs);
}

// The verdict in the status bar ends in "…" when it is longer than the bar (the whole of it in the
// tooltip), and it goes once it no longer applies: a placement cancelled, a statue dropped and its dialog
// cancelled.
void TestTableWindow::statusVerdictElidedAndNeverStale()
{
    QVERIFY(openExample());
    auto *status = m_window->statusBar()->findChild<ElidedLabel *>(QStringLiteral("verdictStatus"));
    QVERIFY(status);
    // A long verdict: the ghost of a tile far from the player's network breaks several rules.
    beginDig(QStringLiteral("T4"));
    hover({0, 0});
    const QString full = m_window->board()->ghostText();
    QVERIFY(!full.isEmpty());
    QCOMPARE(status->toolTip(), full);
    QVERIFY(status->minimumSizeHint().width() < status->fontMetrics().horizontalAdvance(status->text()));
    QTest::keyClick(m_window->board(), Qt::Key_Escape);
    QVERIFY2(statusText().isEmpty(), qPrintable(statusText()));
    QVERIFY(status->toolTip().isEmpty());

    // A statue dragged over a square and dropped; the dialog cancelled: nothing is said of it any more.
    const GameState &s = m_window->document()->state();
    const SpaceIndex index(s.board);
    const StatueOnBoard *statue = nullptr;
    for (const StatueOnBoard &st : s.board.statues)
        if (unearthed(index, st))
            statue = &st;
    QVERIFY(statue);
    BoardView *board = m_window->board();
    const QPoint from = board->viewportPoint(statue->square);
    const QPoint to = board->viewportPoint({statue->square.row + 2, statue->square.column + 2});
    m_dialogs.clear();
    QTest::mousePress(board->viewport(), Qt::LeftButton, {}, from);
    QTest::mouseMove(board->viewport(), (from + to) / 2);
    QTest::mouseMove(board->viewport(), to);
    QVERIFY2(!statusText().isEmpty(), "the drag says what the rules say of the square under it");
    QTest::mouseRelease(board->viewport(), Qt::LeftButton, {}, to);
    QCOMPARE(m_dialogs, QStringList{QStringLiteral("hk::gui::MoveStatueDialog")});
    QVERIFY2(statusText().isEmpty(), qPrintable(statusText()));
}

// Pressing on a buried statue moves nothing: the status bar says why (MOVE-CART).
void TestTableWindow::MOVE_CART_buriedStatueSaysWhy()
{
    const GameState &s = m_window->document()->state();
    const SpaceIndex index(s.board);
    const StatueOnBoard *buried = nullptr;
    for (const StatueOnBoard &st : s.board.statues)
        if (!unearthed(index, st))
            buried = &st;
    QVERIFY(buried);
    BoardView *board = m_window->board();
    const QPoint at = board->viewportPoint(buried->square);
    QTest::mousePress(board->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseMove(board->viewport(), at + QPoint(30, 30));
    QTest::mouseRelease(board->viewport(), Qt::LeftButton, {}, at + QPoint(30, 30));
    QVERIFY2(statusText().contains(QStringLiteral("MOVE-CART")), qPrintable(statusText()));
    QVERIFY2(statusText().contains(QStringLiteral("buried")), qPrintable(statusText()));
    QVERIFY2(statusText().contains(squareText(buried->square)), qPrintable(statusText()));
    QCOMPARE(m_window->document()->actionCount(), 0);
}

// Edit ▸ Undo names the action (not everything it changed); an undone action stays in the History marked
// as undone until it is redone; the History's first line is the start of the game, in words.
void TestTableWindow::historyMarksUndoneAndUndoNamesTheAction()
{
    const std::optional<Spot> spot = anyLegalSpot(m_window->document()->state());
    QVERIFY(spot);
    const GameState before = m_window->document()->state();
    digThroughUi(*spot);
    const Action dug = m_window->document()->game().log.back();
    QAction *undo = m_window->undoAction();
    const QString named = QString(undo->text()).remove(QChar(0x2060));
    QCOMPARE(named, QStringLiteral("&Undo ") + actionText(before, dug));
    QVERIFY2(!named.contains(QStringLiteral(" — ")), qPrintable(named)); // not the ledger

    QUndoView *history = m_window->history();
    auto *delegate = qobject_cast<HistoryDelegate *>(history->itemDelegate());
    QVERIFY(delegate);
    const QModelIndex start = history->model()->index(0, 0);
    const QModelIndex row = history->model()->index(1, 0);
    QVERIFY2(!start.data().toString().contains(QLatin1Char('<')), qPrintable(start.data().toString()));
    QVERIFY(!delegate->isUndone(row));
    QCOMPARE(delegate->shownText(row), row.data().toString());
    undo->trigger();
    QCOMPARE(m_window->document()->actionCount(), 0);
    QCOMPARE(history->model()->rowCount(), 2); // still listed, for Redo…
    QVERIFY(delegate->isUndone(row));          // …and marked
    QVERIFY2(delegate->shownText(row).startsWith(QStringLiteral("Undone")),
             qPrintable(delegate->shownText(row)));
    m_window->document()->undoStack()->redo();
    QVERIFY(!delegate->isUndone(row));
}

void TestTableWindow::historyOpensAtTheLatestAction_data()
{
    QTest::addColumn<bool>("behindATab"); // the History's tab not in front while the game opens
    QTest::addColumn<bool>("shortened");  // the History made shorter once the game is open
    QTest::newRow("History in front") << false << false;
    QTest::newRow("History raised after opening") << true << false;
    // The docks are fitted to their content after a file opens: the list, scrolled to its end at its first
    // height, must still end on the latest action at the height it is given then.
    QTest::newRow("History shortened after opening") << false << true;
}

// A game opened with a long history shows its latest action, not the start of the game: in front as it
// opens, raised later from behind the Scores tab, or made shorter once open.
void TestTableWindow::historyOpensAtTheLatestAction()
{
    QFETCH(bool, behindATab);
    QFETCH(bool, shortened);
    QUndoView *history = m_window->history();
    QDockWidget *historyDock = nullptr, *scoresDock = nullptr, *playersDock = nullptr;
    for (QDockWidget *d : m_window->docks()) {
        if (d->widget() == history)
            historyDock = d;
        if (d->objectName() == QLatin1String("scores"))
            scoresDock = d;
        if (d->objectName() == QLatin1String("players"))
            playersDock = d;
    }
    QVERIFY(historyDock && scoresDock && playersDock);
    if (behindATab)
        scoresDock->raise();
    QVERIFY(openExample());
    QTest::qWait(50);
    historyDock->raise();
    QTest::qWait(50);
    if (shortened) {
        const int before = history->viewport()->height();
        const int both = playersDock->height() + historyDock->height();
        m_window->resizeDocks({playersDock, historyDock},
                              {both - historyDock->height() / 2, historyDock->height() / 2}, Qt::Vertical);
        QTest::qWait(50);
        QVERIFY2(history->viewport()->height() < before - 40,
                 qPrintable(QStringLiteral("the History %1 px high, was %2")
                                .arg(history->viewport()->height())
                                .arg(before)));
    }
    const QModelIndex last = history->model()->index(history->model()->rowCount() - 1, 0);
    const QRect shown = history->visualRect(last);
    QVERIFY2(history->viewport()->rect().intersects(shown) &&
                 shown.bottom() <= history->viewport()->height() + 1,
             qPrintable(QStringLiteral("the last action at y %1, the view %2 high")
                            .arg(shown.top())
                            .arg(history->viewport()->height())));
}

// A dialog of the table (a correction: the honour points and every resource) is the window's too: the wheel
// over a field that has not the focus changes nothing and takes no focus; over the field being edited, it
// edits it.
void TestTableWindow::wheelChangesNoValueOfADialogWithoutTheFocus()
{
    QStringList wrong;
    bool seen = false;
    m_window->setDialogHook([&](QDialog *dialog) {
        auto *correction = qobject_cast<CorrectionDialog *>(dialog);
        if (!correction)
            return int(QDialog::Rejected);
        seen = true;
        correction->show();
        if (!QTest::qWaitForWindowExposed(correction))
            return int(QDialog::Rejected);
        QSpinBox *edited = correction->storageSpin(Resource::Stone);
        edited->setFocus(Qt::TabFocusReason);
        for (QSpinBox *other : {correction->honourSpin(), correction->storageSpin(Resource::Iron)}) {
            const int before = other->value();
            test::wheelNotch(other, 1);
            test::wheelNotch(other, 1);
            if (other->value() != before || QApplication::focusWidget() != edited)
                wrong << QStringLiteral("%1: %2 → %3, the focus on %4")
                             .arg(other->accessibleName())
                             .arg(before)
                             .arg(other->value())
                             .arg(QApplication::focusWidget() ? QApplication::focusWidget()->accessibleName()
                                                              : QStringLiteral("nothing"));
        }
        QTest::qWait(700); // the wheel rests: over the field being edited, it edits it
        const int value = edited->value();
        test::wheelNotch(edited, 1);
        if (edited->value() != value + 1)
            wrong << QStringLiteral("the field being edited did not follow the wheel");
        return int(QDialog::Rejected);
    });
    QTest::keyClick(m_window, Qt::Key_K, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(seen);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    QCOMPARE(m_window->document()->actionCount(), 0);
}

QTEST_MAIN(TestTableWindow)
#include "tst_table_window.moc"
