// The side panels of the table mirror: each shows what the state holds (storage, trolls' resources, tokens,
// the moot's covered icons, the market, spells, pedestal track, turn and countdown) and turns clicks and keys
// into the right requests. Set HK_PANEL_SHOTS to a folder to keep the renderings of a 5-player mid-game.

#include "art.h"
#include "common/fixtures.h"
#include "common/scenes.h"
#include "common/self_play.h"
#include "floor/board_drawing.h"
#include "io/game_io.h"
#include "panels/count_strip.h"
#include "panels/market_widget.h"
#include "panels/moot_widget.h"
#include "panels/pedestal_track_widget.h"
#include "panels/player_panel.h"
#include "panels/spells_widget.h"
#include "panels/turn_widget.h"

#include <QAction>
#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTest>
#include <QVBoxLayout>

#include <numeric>

using namespace hk;
using namespace hk::gui;
using namespace hk::test;

namespace {

GameState fixtureState(const QString &name, int actions)
{
    const GameFile game = fixtureGame(name);
    return replay(game.setup, game.log, actions).state;
}

// A game that has gone on a while by random legal play, stopped at the start of a turn.
GameState randomGame(int players, int actions, quint32 seed)
{
    GameState state(practiceSetup(players, false, seed));
    RandomPlayer random(seed);
    for (int i = 0; !state.over() && (i < actions || state.turn != TurnState{state.turn.index}); ++i)
        apply(state, random.next(state));
    return state;
}

// The state after player 0 recruits the first level-1 troll into `slot` (a chain from that slot down).
GameState afterRecruit(const GameState &before, int position, int slot)
{
    GameState state = before;
    const Action recruit =
        act(state.currentPlayer(), simpleRecruit(state, state.currentPlayer(), 1, position, slot));
    if (!validate(state, recruit).ok())
        qFatal("the test recruit is illegal: %s", qPrintable(describe(validate(state, recruit))));
    apply(state, recruit);
    return state;
}

void showSized(QWidget *w, int width)
{
    w->resize(width, w->hasHeightForWidth() ? w->heightForWidth(width) : w->sizeHint().height());
    w->show();
    if (!QTest::qWaitForWindowExposed(w))
        qFatal("window not exposed");
}

QString shotsFolder()
{
    return qEnvironmentVariable("HK_PANEL_SHOTS");
}

// Renders `w` at `width` and 1x and 2x pixel ratios into the shots folder, if one is set.
void shoot(QWidget *w, int width, const QString &name)
{
    // A window is shown at that width, as tall as it asks to be once laid out at that width; a child is
    // rendered as its window laid it out.
    if (w->isWindow()) {
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w));
        for (int i = 0; i < 3; ++i) {
            w->resize(width, w->hasHeightForWidth() ? w->heightForWidth(width) : w->sizeHint().height());
            QCoreApplication::processEvents();
        }
        w->resize(width, std::max(w->height(), w->minimumSizeHint().height()));
        QCoreApplication::processEvents();
    }
    for (const qreal ratio : {1.0, 2.0}) {
        QPixmap pixmap(w->size() * ratio);
        pixmap.setDevicePixelRatio(ratio);
        pixmap.fill(w->palette().color(QPalette::Window));
        w->render(&pixmap);
        QVERIFY(!pixmap.toImage().isNull());
        if (!shotsFolder().isEmpty()) {
            QDir().mkpath(shotsFolder());
            const QString file = QStringLiteral("%1/%2@%3x.png").arg(shotsFolder(), name).arg(int(ratio));
            QVERIFY2(pixmap.save(file), qPrintable(file));
        }
    }
}

} // namespace

class TestTablePanels : public QObject {
    Q_OBJECT
private slots:
    void panelShowsWhatThePlayerHolds_data();
    void panelShowsWhatThePlayerHolds();
    void TEAM_STORAGE_panelSaysTheStorageIsShared();
    void currentPlayerIsMarkedAndMayTrade();
    void panelRequestsTradeAndCorrection();
    void panelFitsNarrowDocksWithLongAndCjkNames_data();
    void panelFitsNarrowDocksWithLongAndCjkNames();

    void MOOT_CHAIN_mootReportsCoveredIcons();
    void MOOT_SLOTS_offersExactlyTheFreeSlotsThatCanHold_data();
    void MOOT_SLOTS_offersExactlyTheFreeSlotsThatCanHold();
    void mootOfferFollowsTheMoot();
    void clickingAnOfferedSlotChoosesIt();
    void clickingAnIconReportsIt();
    void mootKeyboardChoosesSlotsAndIcons();
    void MOOT_CHAIN_flashLightsTheTriangleThenFades();

    void clickingAMarketCardRequestsItsRecruit_data();
    void clickingAMarketCardRequestsItsRecruit();
    void marketKeyboardRequestsTheCardUnderTheCursor();
    void REC_COST_marketSaysWhatTheEngineSays_data();
    void REC_COST_marketSaysWhatTheEngineSays();
    void marketDescribesCostAndGains();

    void SPELL_CAST_spellsShowRunesAndRequestCasts();

    void PED_UNIQUE_takenTokensAreMarked();

    void TURN_ORDER_stepsDoneAreMarked_data();
    void TURN_ORDER_stepsDoneAreMarked();
    void endTurnButtonRequestsTheEndOfTurn();
    void END_ROUNDS_countdownShowsTheTurnsLeft_data();
    void END_ROUNDS_countdownShowsTheTurnsLeft();
    void END_CROWN_crownsShowWhoTookThem();

    void customWidgetsHaveAccessibleNames();
    void languageChangeKeepsWhatIsShown();
    void renderMidGamePanels();
};

// ---- Player panel
// -------------------------------------------------------------------------------------------

void TestTablePanels::panelShowsWhatThePlayerHolds_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("actions");
    QTest::newRow("3 players, setup") << QStringLiteral("three-players.hkgame") << 0;
    QTest::newRow("3 players, whole game") << QStringLiteral("three-players.hkgame") << -1;
    QTest::newRow("5 players, action 60") << QStringLiteral("five-players.hkgame") << 60;
    QTest::newRow("5 players, whole game") << QStringLiteral("five-players.hkgame") << -1;
    QTest::newRow("team game, action 40") << QStringLiteral("team-game.hkgame") << 40;
}

void TestTablePanels::panelShowsWhatThePlayerHolds()
{
    QFETCH(QString, game);
    QFETCH(int, actions);
    const GameState state = fixtureState(game, actions);
    for (int p = 0; p < state.playerCount(); ++p) {
        PlayerPanel panel(p);
        panel.setState(state);
        const PlayerState &ps = state.players[p];
        const Storage &storage = state.storageOf(p);
        QCOMPARE(panel.nameLabel()->text(), ps.name);
        for (Resource r : kAllResources) {
            QCOMPARE(panel.storageStrip()->count(Art::resourceId(r)), at(storage.resources, r));
            QVERIFY(panel.storageStrip()->text().contains(
                QStringLiteral("%1 %2").arg(resourceName(r)).arg(at(storage.resources, r))));
            QCOMPARE(panel.trollStrip()->count(Art::resourceId(r)), at(ps.moot.resources(), r));
        }
        for (Clan c : kStatueClans) {
            QCOMPARE(panel.trollStrip()->count(Art::resourceId(Resource::Cart), c),
                     ps.moot.clanCarts()[statueClanIndex(c)]);
            QCOMPARE(panel.pedestalStrip()->count(QStringLiteral("pedestal"), c),
                     storage.pedestals[statueClanIndex(c)]);
        }
        std::vector<int> tokens;
        bool coronationShown = false;
        for (const CountStrip::Item &item : panel.tokenStrip()->items()) {
            if (item.token)
                tokens.push_back(item.count);
            else
                coronationShown = item.art == QStringLiteral("coronation-%1").arg(ps.coronation);
        }
        QCOMPARE(tokens, ps.pedestalTokens);
        QCOMPARE(coronationShown, ps.coronation != 0);
        const int honour = ps.tunnelPoints + ps.coronation +
                           std::accumulate(ps.pedestalTokens.begin(), ps.pedestalTokens.end(), 0);
        QVERIFY2(panel.honourLabel()->text().startsWith(QString::number(honour) + QLatin1Char(' ')),
                 qPrintable(panel.honourLabel()->text()));
        QVERIFY(panel.honourLabel()->text().contains(QString::number(ps.tunnelPoints)));
        QCOMPARE(panel.moot()->moot(), ps.moot);
    }
}

void TestTablePanels::TEAM_STORAGE_panelSaysTheStorageIsShared()
{
    const GameState team = fixtureState(QStringLiteral("team-game.hkgame"), 40);
    for (int p = 0; p < team.playerCount(); ++p) {
        PlayerPanel panel(p);
        panel.setState(team);
        int mate = -1;
        for (int q = 0; q < team.playerCount(); ++q)
            if (q != p && team.players[q].storage == team.players[p].storage)
                mate = q;
        QVERIFY(mate >= 0);
        QCOMPARE(panel.storageTitle()->text(), QStringLiteral("Team storage"));
        QVERIFY(!panel.sharedLabel()->isHidden());
        QVERIFY(panel.sharedLabel()->text().contains(team.players[mate].name));
        // Both teammates' panels show the one storage.
        PlayerPanel matePanel(mate);
        matePanel.setState(team);
        QCOMPARE(matePanel.storageStrip()->items(), panel.storageStrip()->items());
    }
    const GameState alone = fixtureState(QStringLiteral("three-players.hkgame"), 10);
    PlayerPanel panel(1);
    panel.setState(alone);
    QCOMPARE(panel.storageTitle()->text(), QStringLiteral("Storage"));
    QVERIFY(panel.sharedLabel()->isHidden());
}

void TestTablePanels::currentPlayerIsMarkedAndMayTrade()
{
    const GameState state = fixtureState(QStringLiteral("five-players.hkgame"), 60);
    int marked = 0;
    for (int p = 0; p < state.playerCount(); ++p) {
        PlayerPanel panel(p);
        panel.setState(state);
        QCOMPARE(panel.isCurrent(), p == state.currentPlayer());
        QCOMPARE(panel.tradeAction()->isEnabled(), p == state.currentPlayer()); // TRADE-4TO1
        QVERIFY(panel.correctionAction()->isEnabled());
        marked += panel.isCurrent();
    }
    QCOMPARE(marked, 1);
    GameState over = state;
    over.lastTurn = over.turn.index - 1;
    PlayerPanel panel(state.currentPlayer());
    panel.setState(over);
    QVERIFY(!panel.isCurrent());
}

void TestTablePanels::panelRequestsTradeAndCorrection()
{
    const GameState state(practiceSetup(3));
    PlayerPanel panel(0);
    panel.setState(state);
    QSignalSpy trade(&panel, &PlayerPanel::tradeRequested);
    QSignalSpy correction(&panel, &PlayerPanel::correctionRequested);
    panel.tradeAction()->trigger();
    panel.correctionAction()->trigger();
    QCOMPARE(trade.count(), 1);
    QCOMPARE(trade.at(0).at(0).toInt(), 0);
    QCOMPARE(correction.count(), 1);
    QCOMPARE(correction.at(0).at(0).toInt(), 0);
    // Both are also in the panel's context menu.
    QVERIFY(panel.actions().contains(panel.tradeAction()));
    QVERIFY(panel.actions().contains(panel.correctionAction()));
    QCOMPARE(panel.contextMenuPolicy(), Qt::ActionsContextMenu);
}

void TestTablePanels::panelFitsNarrowDocksWithLongAndCjkNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("short") << QStringLiteral("Ann");
    QTest::newRow("Japanese") << QStringLiteral("さくら");
    QTest::newRow("long") << QStringLiteral("Bartholomew-Maximilian von Hallenberg-Østergaard");
    QTest::newRow("long Chinese") << QStringLiteral("歐陽娜娜與她的山嶽之王大廳冒險隊長");
}

void TestTablePanels::panelFitsNarrowDocksWithLongAndCjkNames()
{
    QFETCH(QString, name);
    GameState state = fixtureState(QStringLiteral("five-players.hkgame"), 60);
    state.players[state.currentPlayer()].name = name;
    PlayerPanel panel(state.currentPlayer());
    panel.setState(state);
    QVERIFY2(panel.minimumSizeHint().width() <= 300,
             qPrintable(QString::number(panel.minimumSizeHint().width())));
    showSized(&panel, 320);
    QCOMPARE(panel.width(), 320);
    // The name never pushes the header out of the panel.
    QVERIFY(panel.nameLabel()->geometry().right() < 320);
    QVERIFY(panel.moot()->width() <= 320);
}

// ---- Moot
// ---------------------------------------------------------------------------------------------------

void TestTablePanels::MOOT_CHAIN_mootReportsCoveredIcons()
{
    const GameState start(practiceSetup(3));
    const GameState state = afterRecruit(start, 0, 4);
    const Moot &moot = state.players[0].moot;
    MootWidget widget;
    widget.setMoot(moot, Qt::red);
    int filled = 0;
    for (int slot = 0; slot < kMootSlots; ++slot) {
        if (!moot.pyramid[slot].troll)
            continue;
        const QString said = widget.slotDescription(slot);
        for (int i = 0; i < int(moot.pyramid[slot].troll->icons.size()); ++i) {
            const bool covered = moot.pyramid[slot].filled[i];
            QCOMPARE(widget.isIconFilled(slot, i), covered);
            filled += covered;
        }
        const bool anyCovered =
            std::count(moot.pyramid[slot].filled.begin(), moot.pyramid[slot].filled.end(), true) > 0;
        QCOMPARE(said.contains(QStringLiteral("a resource lies on it")), anyCovered);
    }
    // The chain of slot 4 is slots 4, 0 and 1: their icons are covered, those of 2 and 3 are not.
    QVERIFY(filled > 0);
    for (int slot : {2, 3})
        for (int i = 0; i < int(moot.pyramid[slot].filled.size()); ++i)
            QVERIFY(!widget.isIconFilled(slot, i));
    for (int slot : {0, 1})
        QVERIFY(widget.isIconFilled(slot, 0));
}

void TestTablePanels::MOOT_SLOTS_offersExactlyTheFreeSlotsThatCanHold_data()
{
    QTest::addColumn<std::vector<int>>("recruits"); // the slots filled one recruit after the other
    QTest::addColumn<std::vector<int>>("offered");  // what is offered when every slot is asked for
    QTest::newRow("setup") << std::vector<int>{} << std::vector<int>{4, 5, 6};
    QTest::newRow("left of row 1") << std::vector<int>{4} << std::vector<int>{5, 6};
    QTest::newRow("two side by side") << std::vector<int>{4, 5} << std::vector<int>{6, 7};
    QTest::newRow("row 1 full") << std::vector<int>{4, 5, 6} << std::vector<int>{7, 8};
    QTest::newRow("apart") << std::vector<int>{4, 6} << std::vector<int>{5};
    QTest::newRow("up to the top") << std::vector<int>{4, 5, 6, 7, 8} << std::vector<int>{9};
}

void TestTablePanels::MOOT_SLOTS_offersExactlyTheFreeSlotsThatCanHold()
{
    QFETCH(std::vector<int>, recruits);
    QFETCH(std::vector<int>, offered);
    // Ann recruits level-1 trolls turn after turn (the others just end their turns).
    GameState state(practiceSetup(2));
    for (int slot : recruits) {
        state = afterRecruit(state, 0, slot);
        while (!state.over() && (state.currentPlayer() != 0 || state.turn.main))
            apply(state, act(state.currentPlayer(), EndTurn{}));
    }
    const Moot &moot = state.players[0].moot;
    MootWidget widget;
    widget.setMoot(moot, Qt::blue);
    QVERIFY(widget.offeredSlots().empty());
    widget.offerSlots({0, 1, 2, 3, 4, 5, 6, 7, 8, 9, -1, 10});
    QCOMPARE(widget.offeredSlots(), offered);
    QCOMPARE(widget.offeredSlots(), moot.freeSlots());
    widget.offerSlots({9, 3});
    QCOMPARE(widget.offeredSlots(), moot.canHold(9) ? std::vector<int>{9} : std::vector<int>{});
    widget.offerSlots({});
    QVERIFY(widget.offeredSlots().empty());
}

void TestTablePanels::mootOfferFollowsTheMoot()
{
    const GameState start(practiceSetup(3));
    MootWidget widget;
    widget.setMoot(start.players[0].moot, Qt::red);
    widget.offerSlots(start.players[0].moot.freeSlots());
    QCOMPARE(widget.offeredSlots(), (std::vector<int>{4, 5, 6}));
    const GameState after = afterRecruit(start, 1, 5);
    widget.setMoot(after.players[0].moot, Qt::red);
    QCOMPARE(widget.offeredSlots(), (std::vector<int>{4, 6})); // 5 is taken now
}

void TestTablePanels::clickingAnOfferedSlotChoosesIt()
{
    const GameState state(practiceSetup(3));
    MootWidget widget;
    widget.setMoot(state.players[0].moot, Qt::red);
    widget.offerSlots({5});
    showSized(&widget, 300);
    QSignalSpy chosen(&widget, &MootWidget::slotChosen);
    QSignalSpy icon(&widget, &MootWidget::iconClicked);
    // A free slot not offered, and one that cannot hold a troll, do nothing.
    QTest::mouseClick(&widget, Qt::LeftButton, {}, widget.slotRect(4).center().toPoint());
    QTest::mouseClick(&widget, Qt::LeftButton, {}, widget.slotRect(9).center().toPoint());
    QCOMPARE(chosen.count(), 0);
    QTest::mouseClick(&widget, Qt::LeftButton, {}, widget.slotRect(5).center().toPoint());
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.at(0).at(0).toInt(), 5);
    QCOMPARE(icon.count(), 0);
}

void TestTablePanels::clickingAnIconReportsIt()
{
    const GameState state = afterRecruit(GameState(practiceSetup(3)), 0, 4);
    MootWidget widget;
    widget.setMoot(state.players[0].moot, Qt::red);
    showSized(&widget, 300);
    QSignalSpy icon(&widget, &MootWidget::iconClicked);
    const int slot = 2;
    const int icons = int(state.players[0].moot.pyramid[slot].troll->icons.size());
    QCOMPARE(icons, 2);
    QTest::mouseClick(&widget, Qt::LeftButton, {}, widget.iconRect(slot, 1).center().toPoint());
    QCOMPARE(icon.count(), 1);
    QCOMPARE(icon.at(0).at(0).toInt(), slot);
    QCOMPARE(icon.at(0).at(1).toInt(), 1);
    // Icons do not overlap and stay inside their card.
    QVERIFY(!widget.iconRect(slot, 0).intersects(widget.iconRect(slot, 1)));
    QVERIFY(widget.slotRect(slot).contains(widget.iconRect(slot, 1)));
}

void TestTablePanels::mootKeyboardChoosesSlotsAndIcons()
{
    const GameState state(practiceSetup(3));
    MootWidget widget;
    widget.setMoot(state.players[0].moot, Qt::red);
    widget.offerSlots({4, 6});
    showSized(&widget, 300);
    widget.setFocus();
    QSignalSpy chosen(&widget, &MootWidget::slotChosen);
    QSignalSpy icon(&widget, &MootWidget::iconClicked);
    // The cursor starts on the first offered slot.
    QCOMPARE(widget.currentSlot(), 4);
    QTest::keyClick(&widget, Qt::Key_Return);
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.at(0).at(0).toInt(), 4);
    QTest::keyClick(&widget, Qt::Key_Right);
    QCOMPARE(widget.currentSlot(), 6);
    QTest::keyClick(&widget, Qt::Key_Space);
    QCOMPARE(chosen.at(1).at(0).toInt(), 6);
    // Down to the bottom row: the icons of the troll under the cursor.
    QTest::keyClick(&widget, Qt::Key_Down);
    QCOMPARE(Moot::row(widget.currentSlot()), 0);
    QVERIFY(widget.currentIcon() >= 0);
    const int slot = widget.currentSlot(), i = widget.currentIcon();
    QTest::keyClick(&widget, Qt::Key_Enter);
    QCOMPARE(icon.count(), 1);
    QCOMPARE(icon.at(0).at(0).toInt(), slot);
    QCOMPARE(icon.at(0).at(1).toInt(), i);
    QTest::keyClick(&widget, Qt::Key_Up);
    QCOMPARE(Moot::row(widget.currentSlot()), 1);
    QVERIFY(widget.accessibleDescription().contains(QStringLiteral("free slots offered")));
}

void TestTablePanels::MOOT_CHAIN_flashLightsTheTriangleThenFades()
{
    const GameState state = afterRecruit(GameState(practiceSetup(3)), 0, 4);
    MootWidget widget;
    widget.setMoot(state.players[0].moot, Qt::red);
    QElapsedTimer timer;
    timer.start();
    widget.flashChain(4);
    QVERIFY(timer.elapsed() < 200); // never blocks
    QCOMPARE(widget.flashingSlots(), Moot::triangle(4));
    QCOMPARE(widget.flashingSlots(), (std::vector<int>{4, 0, 1}));
    widget.flashChain(9);
    QCOMPARE(widget.flashingSlots().size(), size_t(10));
    QTRY_VERIFY_WITH_TIMEOUT(widget.flashingSlots().empty(), 5000);
}

// ---- Market
// -------------------------------------------------------------------------------------------------

void TestTablePanels::clickingAMarketCardRequestsItsRecruit_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("position");
    for (int level = 1; level <= 3; ++level)
        for (int position = 0; position < 6 - level; ++position)
            QTest::addRow("level %d, place %d", level, position + 1) << level << position;
}

void TestTablePanels::clickingAMarketCardRequestsItsRecruit()
{
    QFETCH(int, level);
    QFETCH(int, position);
    const GameState state = fixtureState(QStringLiteral("five-players.hkgame"), 60);
    MarketWidget market;
    market.setState(state);
    showSized(&market, 420);
    QSignalSpy spy(&market, &MarketWidget::recruitRequested);
    const QRect card = market.cardRect(level, position);
    QVERIFY(market.rect().contains(card));
    QTest::mouseClick(&market, Qt::LeftButton, {}, card.center());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toInt(), level);
    QCOMPARE(spy.at(0).at(1).toInt(), position);
    // A level-2 card stands over the two level-1 cards it is bribed through (REC-COST).
    if (level > 1) {
        const auto under = Market::below(level, position);
        const QRect left = market.cardRect(under.front().first, under.front().second);
        QVERIFY(card.center().x() > left.center().x());
        QVERIFY(card.bottom() < left.top());
    }
    // An empty place asks for nothing.
    GameState empty = state;
    empty.market.rows[level - 1][position].card.reset();
    market.setState(empty);
    QTest::mouseClick(&market, Qt::LeftButton, {}, card.center());
    QCOMPARE(spy.count(), 1);
}

void TestTablePanels::marketKeyboardRequestsTheCardUnderTheCursor()
{
    const GameState state(practiceSetup(4));
    MarketWidget market;
    market.setState(state);
    showSized(&market, 420);
    market.setFocus();
    QSignalSpy spy(&market, &MarketWidget::recruitRequested);
    QTest::keyClick(&market, Qt::Key_Right);
    QTest::keyClick(&market, Qt::Key_Right);
    QTest::keyClick(&market, Qt::Key_Return);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toInt(), 1);
    QCOMPARE(spy.at(0).at(1).toInt(), 2);
    QTest::keyClick(&market, Qt::Key_Up); // the level-2 card nearest above the middle card
    QTest::keyClick(&market, Qt::Key_Up);
    QCOMPARE(market.currentLevel(), 3);
    QCOMPARE(market.currentPosition(), 1); // the middle level-3 card stands over the middle of the market
    QTest::keyClick(&market, Qt::Key_Space);
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.at(1).at(0).toInt(), 3);
    QCOMPARE(spy.at(1).at(1).toInt(), 1);
    QVERIFY(market.accessibleDescription().contains(QStringLiteral("Cost: 5 bribes")));
}

void TestTablePanels::REC_COST_marketSaysWhatTheEngineSays_data()
{
    QTest::addColumn<GameState>("state");
    const GameState start(practiceSetup(3));
    QTest::newRow("setup: 1 coin") << start;
    GameState rich = start;
    at(rich.storageOf(0).resources, Resource::Coin) = 2;
    QTest::newRow("2 coins") << rich;
    at(rich.storageOf(0).resources, Resource::Coin) = 7;
    QTest::newRow("7 coins") << rich;
    GameState hole = rich;
    hole.market.rows[0][1].card.reset(); // a level-1 place empty: the cards above it cannot be bribed
    QTest::newRow("a hole below") << hole;
    QTest::newRow("recruited already") << afterRecruit(rich, 0, 4);
    QTest::newRow("5 players, action 60") << fixtureState(QStringLiteral("five-players.hkgame"), 60);
    QTest::newRow("5 players, turn 31") << fixtureState(QStringLiteral("five-players.hkgame"), 61);
    QTest::newRow("5 players, turn 12") << fixtureState(QStringLiteral("five-players.hkgame"), 24);
    for (const quint32 seed : {3u, 7u, 11u, 19u})
        for (const int actions : {40, 120, 250})
            QTest::addRow("random %u, %d actions", seed, actions)
                << randomGame(3 + int(seed % 3), actions, seed);
}

void TestTablePanels::REC_COST_marketSaysWhatTheEngineSays()
{
    QFETCH(GameState, state);
    MarketWidget market;
    market.setState(state);
    const int player = state.currentPlayer();
    const auto free = state.players[player].moot.freeSlots();
    const int slot = free.empty() ? 9 : free.front();
    int recruitable = 0, cards = 0;
    for (int level = 1; level <= 3; ++level)
        for (int position = 0; position < int(state.market.rows[level - 1].size()); ++position) {
            if (!state.market.rows[level - 1][position].card)
                continue;
            const Verdict verdict =
                validate(state, act(player, simpleRecruit(state, player, level, position, slot)));
            QVERIFY2(market.canRecruitNow(level, position) == verdict.ok(),
                     qPrintable(QStringLiteral("level %1 place %2: %3 / %4")
                                    .arg(level)
                                    .arg(position)
                                    .arg(market.obstacles(level, position).join(QLatin1Char(' ')),
                                         describe(verdict))));
            recruitable += verdict.ok();
            ++cards;
            const QString said = market.cardDescription(level, position);
            if (state.over())
                QVERIFY(said.endsWith(QStringLiteral("The game is over.")));
            else
                QVERIFY(said.contains(verdict.ok() ? QStringLiteral("can recruit it now")
                                                   : QStringLiteral("cannot recruit it now")));
        }
    QVERIFY(cards > 0);
    qDebug("%d of %d cards recruitable", recruitable, cards);
}

void TestTablePanels::marketDescribesCostAndGains()
{
    GameState state(practiceSetup(3));
    at(state.market.rows[0][3].bribes, Resource::Coin) = 2;
    at(state.market.rows[0][3].bribes, Resource::Iron) = 1;
    MarketWidget market;
    market.setState(state);
    qDebug().noquote() << market.cardDescription(2, 1) << "\n--\n"
                       << market.cardDescription(3, 0) << "\n--\n"
                       << market.cardDescription(1, 3);
    {
        MootWidget m;
        m.setMoot(state.players[0].moot, Qt::red);
        m.offerSlots({4});
        qDebug().noquote() << m.slotDescription(0) << "\n"
                           << m.slotDescription(4) << "\n"
                           << m.slotDescription(9) << "\n"
                           << m.accessibleDescription();
        PedestalTrackWidget t;
        t.setState(state);
        qDebug().noquote() << t.accessibleDescription();
        TurnWidget tw;
        tw.setState(state);
        qDebug().noquote() << tw.stepsView()->accessibleDescription() << "\n"
                           << tw.crownsView()->toolTip() << "\n"
                           << tw.accessibleDescription();
        PlayerPanel pp(0);
        pp.setState(state);
        qDebug().noquote() << pp.honourLabel()->toolTip() << "\n"
                           << pp.trollStrip()->text() << "\n"
                           << pp.tokenStrip()->text() << "\n"
                           << pp.pedestalStrip()->text();
    }
    QVERIFY(market.cardDescription(1, 0).contains(QStringLiteral("Cost: free")));
    QVERIFY(market.cardDescription(2, 0).contains(QStringLiteral("Cost: 2 bribes")));
    QVERIFY(market.cardDescription(3, 2).contains(QStringLiteral("Cost: 5 bribes")));
    const QString bribed = market.cardDescription(1, 3);
    QVERIFY2(bribed.contains(QStringLiteral("coin 2")) && bribed.contains(QStringLiteral("iron 1")),
             qPrintable(bribed));
    // Level 2 cards carry a pedestal; level 3 ones a pedestal of the recruiter's choice.
    const Clan pedestal = *state.market.rows[1][0].pedestal;
    QVERIFY(market.cardDescription(2, 0).contains(QStringLiteral("a %1 pedestal").arg(clanName(pedestal))));
    QVERIFY(market.cardDescription(3, 0).contains(QStringLiteral("pedestal of your choice")));
    QVERIFY(market.cardDescription(2, 1).contains(QStringLiteral("needs 2 coins; Ann has 1")));
    // A full moot stops any recruit.
    GameState full = state;
    for (int s = 4; s < kMootSlots; ++s) {
        full.players[0].moot.pyramid[s].troll = full.players[0].moot.pyramid[0].troll;
        full.players[0].moot.pyramid[s].filled = full.players[0].moot.pyramid[0].filled;
    }
    market.setState(full);
    QVERIFY(!market.canRecruitNow(1, 0));
    QVERIFY(market.cardDescription(1, 0).contains(QStringLiteral("is full")));
}

// ---- Spells, pedestal track, turn
// ---------------------------------------------------------------------------

void TestTablePanels::SPELL_CAST_spellsShowRunesAndRequestCasts()
{
    GameState state(practiceSetup(3));
    state.spells[1].runes = 2;
    state.spells[2].name.clear();
    SpellsWidget spells;
    spells.setState(state);
    showSized(&spells, 300);
    QCOMPARE(spells.spellDescription(0), QStringLiteral("Earth Ritual: 0 runes of 3"));
    QCOMPARE(spells.spellDescription(1), QStringLiteral("Spell B: 2 runes of 3"));
    QCOMPARE(spells.spellDescription(2), QStringLiteral("a spell: 0 runes of 3"));
    QSignalSpy cast(&spells, &SpellsWidget::castRequested);
    QTest::mouseClick(&spells, Qt::LeftButton, {}, spells.spellRect(1).center());
    QCOMPARE(cast.count(), 1);
    QCOMPARE(cast.at(0).at(0).toInt(), 1);
    spells.setFocus();
    QTest::keyClick(&spells, Qt::Key_Right);
    QTest::keyClick(&spells, Qt::Key_Return);
    QCOMPARE(cast.count(), 2);
    QCOMPARE(cast.at(1).at(0).toInt(), 2);
    QTest::keyClick(&spells, Qt::Key_1);
    QCOMPARE(spells.currentSlot(), 0);
    QVERIFY(spells.accessibleDescription().startsWith(QStringLiteral("Earth Ritual")));
    QVERIFY(spells.spellRect(0).right() < spells.spellRect(1).left());
    // A rune cast, and the card dissolved and replaced (SPELL-DISSOLVE): the display follows the state.
    state.spells[0].runes = 1;
    state.spells[1] = {QStringLiteral("Spell D"), 0};
    spells.setState(state);
    QCOMPARE(spells.spellDescription(0), QStringLiteral("Earth Ritual: 1 rune of 3"));
    QCOMPARE(spells.spellDescription(1), QStringLiteral("Spell D: 0 runes of 3"));
}

void TestTablePanels::PED_UNIQUE_takenTokensAreMarked()
{
    GameState state(practiceSetup(4));
    // Find a square of layer 3 and one of layer 5 and put an Ice and a Fire pedestal there, as digs would.
    const Board &board = state.board.board();
    Square layer3{-1, -1}, layer5{-1, -1};
    for (int r = 0; r < board.rows; ++r)
        for (int c = 0; c < board.columns; ++c) {
            const Square sq{r, c};
            if (!board.onBoard(sq))
                continue;
            if (board.layer(sq) == 3 && layer3.row < 0)
                layer3 = sq;
            if (board.layer(sq) == 5 && layer5.row < 0)
                layer5 = sq;
        }
    QVERIFY(layer3.row >= 0 && layer5.row >= 0);
    PedestalTrackWidget track;
    track.setState(state);
    const auto bagBefore = track.bag();
    state.board.pedestals.push_back({layer3, Clan::Ice, 0, 2});
    state.board.pedestals.push_back({layer5, Clan::Fire, 0, 0});
    track.setState(state);
    for (Clan clan : kStatueClans)
        for (int layer = 1; layer <= 5; ++layer) {
            const bool taken = (layer == 3 && clan == Clan::Ice) || (layer == 5 && clan == Clan::Fire);
            QCOMPARE(track.isTaken(layer, clan), taken);
            QCOMPARE(track.isTaken(layer, clan), state.board.pedestalTokenTaken(layer, clan));
            QCOMPARE(track.tokenValue(layer, clan),
                     state.board.pedestalTrack[layer - 1][statueClanIndex(clan)]);
        }
    QCOMPARE(track.takenBy(3, Clan::Ice), 2);
    QVERIFY(track.cellDescription(3, Clan::Ice).contains(QStringLiteral("taken by Cid")));
    QVERIFY(track.cellDescription(3, Clan::Fire).contains(QStringLiteral("still on the track")));
    QCOMPARE(track.bag()[1], bagBefore[1] - 1);
    QCOMPARE(track.bag()[0], bagBefore[0] - 1);
    QCOMPARE(track.bag()[2], bagBefore[2]);

    // What is painted: a token still on the track shows its light face; a taken one leaves its place empty
    // with the taker's colour in the middle.
    showSized(&track, track.sizeHint().width());
    const QImage image = track.grab().toImage();
    const auto sample = [&](int layer, Clan clan, qreal dy) {
        const QRect cell = track.cellRect(layer, clan);
        return image.pixelColor(cell.center() + QPoint(0, int(cell.height() * dy)));
    };
    const QColor face(0xe6, 0xd6, 0xb0);
    QCOMPARE(sample(3, Clan::Fire, 0.3), face);
    QVERIFY(sample(3, Clan::Ice, 0.3) != face);
    QCOMPARE(sample(3, Clan::Ice, 0.0), seatColour(state, 2));
    QCOMPARE(sample(5, Clan::Fire, 0.0), seatColour(state, 0));
}

void TestTablePanels::TURN_ORDER_stepsDoneAreMarked_data()
{
    QTest::addColumn<TurnState>("turn");
    QTest::addColumn<QString>("expected"); // per step: o open, d done, p passed
    QTest::newRow("start") << TurnState{} << QStringLiteral("ooooo");
    QTest::newRow("spell") << TurnState{0, true} << QStringLiteral("doooo");
    QTest::newRow("workshop") << TurnState{0, false, true} << QStringLiteral("odooo");
    QTest::newRow("recruited") << TurnState{0, false, false, true} << QStringLiteral("ppdoo");
    QTest::newRow("spell then dig") << TurnState{0, true, false, true} << QStringLiteral("dpdoo");
    QTest::newRow("hall") << TurnState{0, true, true, true, true} << QStringLiteral("ddddo");
    QTest::newRow("moved only") << TurnState{0, false, false, false, false, true} << QStringLiteral("ppppd");
    QTest::newRow("dug and moved") << TurnState{0, false, false, true, false, true}
                                   << QStringLiteral("ppdpd");
}

void TestTablePanels::TURN_ORDER_stepsDoneAreMarked()
{
    QFETCH(TurnState, turn);
    QFETCH(QString, expected);
    GameState state(practiceSetup(3));
    state.turn = turn;
    TurnWidget widget;
    widget.setState(state);
    QString shown;
    for (StepStatus s : widget.stepStatus())
        shown += s == StepStatus::Done     ? QLatin1Char('d')
                 : s == StepStatus::Passed ? QLatin1Char('p')
                                           : QLatin1Char('o');
    QCOMPARE(shown, expected);
    const QString said = widget.stepsView()->accessibleDescription();
    QCOMPARE(said.count(QStringLiteral(": done")), int(expected.count(QLatin1Char('d'))));
}

void TestTablePanels::endTurnButtonRequestsTheEndOfTurn()
{
    GameState state(practiceSetup(3));
    TurnWidget widget;
    widget.setState(state);
    QSignalSpy spy(&widget, &TurnWidget::endTurnRequested);
    QVERIFY(widget.endTurnButton()->isEnabled());
    QTest::mouseClick(widget.endTurnButton(), Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(widget.playerLabel()->text(), QStringLiteral("Ann"));
    QCOMPARE(widget.roundLabel()->text(), QStringLiteral("Round 1"));
    state.turn.index = 7; // round 3, Bob
    widget.setState(state);
    QCOMPARE(widget.playerLabel()->text(), QStringLiteral("Bob"));
    QCOMPARE(widget.roundLabel()->text(), QStringLiteral("Round 3"));
    state.lastTurn = 6; // over
    widget.setState(state);
    QVERIFY(!widget.endTurnButton()->isEnabled());
    QTest::mouseClick(widget.endTurnButton(), Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
}

void TestTablePanels::END_ROUNDS_countdownShowsTheTurnsLeft_data()
{
    QTest::addColumn<int>("left");
    QTest::newRow("not triggered") << -1;
    QTest::newRow("last turn") << 0;
    QTest::newRow("1 more") << 1;
    QTest::newRow("7 more") << 7;
    QTest::newRow("12 more") << 12;
}

void TestTablePanels::END_ROUNDS_countdownShowsTheTurnsLeft()
{
    QFETCH(int, left);
    GameState state = fixtureState(QStringLiteral("five-players.hkgame"), 60);
    if (left >= 0)
        state.lastTurn = state.turn.index + left;
    else
        state.lastTurn.reset();
    TurnWidget widget;
    widget.setState(state);
    QCOMPARE(widget.turnsLeft(), left);
    QCOMPARE(widget.countdownLabel()->isHidden(), left < 0);
    const QString text = widget.countdownLabel()->text();
    if (left == 0)
        QCOMPARE(text, QStringLiteral("Last turn of the game"));
    else if (left == 1)
        QCOMPARE(text, QStringLiteral("End triggered: 1 more turn after this one"));
    else if (left > 1)
        QCOMPARE(text, QStringLiteral("End triggered: %1 more turns after this one").arg(left));
    // One turn later, one fewer.
    if (left > 0) {
        ++state.turn.index;
        widget.setState(state);
        QCOMPARE(widget.turnsLeft(), left - 1);
    }
    // Past the last turn: over.
    if (left >= 0) {
        state.turn.index = *state.lastTurn + 1;
        widget.setState(state);
        QVERIFY(state.over());
        QCOMPARE(widget.countdownLabel()->text(), QStringLiteral("Game over"));
        QVERIFY(!widget.countdownLabel()->isHidden());
    }
}

void TestTablePanels::END_CROWN_crownsShowWhoTookThem()
{
    GameState state(practiceSetup(3));
    TurnWidget widget;
    widget.setState(state);
    QCOMPARE(widget.crownsView()->accessibleDescription(),
             QStringLiteral("coronation token 5: still to take; coronation token 3: still to take"));
    state.players[1].coronation = 5;
    state.crown5Taken = true;
    widget.setState(state);
    QCOMPARE(widget.crownsView()->accessibleDescription(),
             QStringLiteral("coronation token 5: taken by Bob; coronation token 3: still to take"));
    // Two players play for the 3 alone (SET-CROWNS).
    GameState two(practiceSetup(2));
    two.players[0].coronation = 3;
    widget.setState(two);
    QCOMPARE(widget.crownsView()->accessibleDescription(),
             QStringLiteral("coronation token 3: taken by Ann"));
}

// ---- Accessibility and language
// ----------------------------------------------------------------------------

void TestTablePanels::customWidgetsHaveAccessibleNames()
{
    const GameState state = fixtureState(QStringLiteral("five-players.hkgame"), 61);
    PlayerPanel panel(0);
    MarketWidget market;
    SpellsWidget spells;
    PedestalTrackWidget track;
    TurnWidget turn;
    panel.setState(state);
    market.setState(state);
    spells.setState(state);
    track.setState(state);
    turn.setState(state);
    const QList<QWidget *> widgets = {&panel,
                                      panel.moot(),
                                      panel.storageStrip(),
                                      panel.trollStrip(),
                                      panel.pedestalStrip(),
                                      panel.tokenStrip(),
                                      &market,
                                      &spells,
                                      &track,
                                      &turn,
                                      turn.stepsView(),
                                      turn.crownsView()};
    for (QWidget *w : widgets) {
        QVERIFY2(!w->accessibleName().isEmpty(), w->metaObject()->className());
        if (w != &panel)
            QVERIFY2(!w->accessibleDescription().isEmpty(), qPrintable(w->accessibleName()));
    }
    QCOMPARE(panel.moot()->accessibleName(), QStringLiteral("Troll moot of Ingrid"));
    QCOMPARE(panel.storageStrip()->accessibleName(), QStringLiteral("Storage"));
    QVERIFY(panel.storageStrip()->accessibleDescription().startsWith(QStringLiteral("stone ")));
    // The clickable ones take the keyboard focus; the others can be reached for reading.
    for (QWidget *w : {static_cast<QWidget *>(panel.moot()), static_cast<QWidget *>(&market),
                       static_cast<QWidget *>(&spells)})
        QCOMPARE(w->focusPolicy(), Qt::StrongFocus);
    QVERIFY(track.focusPolicy() & Qt::TabFocus);
}

void TestTablePanels::languageChangeKeepsWhatIsShown()
{
    const GameState team = fixtureState(QStringLiteral("team-game.hkgame"), 40);
    PlayerPanel panel(1);
    panel.setState(team);
    TurnWidget turn;
    GameState ending = team;
    ending.lastTurn = ending.turn.index + 3;
    turn.setState(ending);
    const QString storage = panel.storageStrip()->text();
    const QString countdown = turn.countdownLabel()->text();
    QEvent change(QEvent::LanguageChange);
    for (QWidget *w : panel.findChildren<QWidget *>())
        QCoreApplication::sendEvent(w, &change);
    QCoreApplication::sendEvent(&panel, &change);
    QCoreApplication::sendEvent(&turn, &change);
    QCOMPARE(panel.storageTitle()->text(), QStringLiteral("Team storage"));
    QCOMPARE(panel.storageStrip()->text(), storage);
    QCOMPARE(panel.moot()->accessibleName(), QStringLiteral("Troll moot of %1").arg(team.players[1].name));
    QCOMPARE(turn.countdownLabel()->text(), countdown);
    QCOMPARE(turn.turnsLeft(), 3);
}

// ---- Rendering
// ----------------------------------------------------------------------------------------------

void TestTablePanels::renderMidGamePanels()
{
    GameState state = fixtureState(QStringLiteral("five-players.hkgame"), 61);
    state.players[1].name = QStringLiteral("さくら");
    state.players[3].name = QStringLiteral("Bartholomew-Maximilian von Hallenberg");

    QWidget dock;
    auto *layout = new QVBoxLayout(&dock);
    layout->setContentsMargins(4, 4, 4, 4);
    std::vector<PlayerPanel *> panels;
    for (int p = 0; p < state.playerCount(); ++p) {
        auto *panel = new PlayerPanel(p);
        panel->setState(state);
        layout->addWidget(panel);
        panels.push_back(panel);
    }
    shoot(&dock, 328, QStringLiteral("player-panels"));
    for (int p = 0; p < state.playerCount(); ++p) {
        QCOMPARE(panels[p]->width(), 320);
        // Nothing is squeezed below the height it needs at its width.
        for (QWidget *w :
             {static_cast<QWidget *>(panels[p]->moot()), static_cast<QWidget *>(panels[p]->storageStrip()),
              static_cast<QWidget *>(panels[p]->trollStrip())})
            QVERIFY2(w->height() >= w->heightForWidth(w->width()), qPrintable(w->accessibleName()));
        shoot(panels[p], 320, QStringLiteral("player-%1").arg(p + 1));
    }

    // The current player's moot offering its free slots, and a chain lit.
    PlayerPanel current(state.currentPlayer());
    current.setState(state);
    current.moot()->offerSlots(state.players[state.currentPlayer()].moot.freeSlots());
    shoot(&current, 320, QStringLiteral("player-current-offer"));
    const auto trolls = state.players[state.currentPlayer()].moot;
    for (int s = kMootSlots - 1; s >= 0; --s)
        if (trolls.pyramid[s].troll) {
            current.moot()->flashChain(s);
            break;
        }
    shoot(&current, 320, QStringLiteral("player-current-chain"));

    MarketWidget market;
    market.setState(state);
    shoot(&market, 320, QStringLiteral("market-320"));
    shoot(&market, 480, QStringLiteral("market-480"));
    market.setState(fixtureState(QStringLiteral("five-players.hkgame"), 24)); // some cards out of reach
    shoot(&market, 400, QStringLiteral("market-faded"));
    SpellsWidget spells;
    GameState runes = state;
    runes.spells[0].runes = 1;
    runes.spells[1].runes = 2;
    runes.spells[2].name = QStringLiteral("山嶽之心的古老咒語與符文儀式");
    spells.setState(runes);
    shoot(&spells, 320, QStringLiteral("spells"));
    PedestalTrackWidget track;
    const GameState end = fixtureState(QStringLiteral("five-players.hkgame"), -1);
    track.setState(end);
    shoot(&track, track.sizeHint().width(), QStringLiteral("pedestal-track-end"));
    track.setState(state);
    shoot(&track, track.sizeHint().width(), QStringLiteral("pedestal-track"));
    TurnWidget turn;
    turn.setState(state);
    shoot(&turn, 320, QStringLiteral("turn"));
    GameState ending = state;
    ending.lastTurn = ending.turn.index + 6;
    ending.players[0].coronation = 5;
    ending.players[2].coronation = 3;
    ending.turn.main = true;
    ending.turn.spell = true;
    turn.setState(ending);
    shoot(&turn, 320, QStringLiteral("turn-countdown"));
    turn.setState(end);
    shoot(&turn, 320, QStringLiteral("turn-over"));

    PlayerPanel teamPanel(0);
    teamPanel.setState(fixtureState(QStringLiteral("team-game.hkgame"), 40));
    shoot(&teamPanel, 320, QStringLiteral("player-team"));

    for (PlayerPanel *panel : panels)
        QVERIFY(panel->sizeHint().height() > 0);
}

QTEST_MAIN(TestTablePanels)
#include "tst_table_panels.moc"
