// The rules of setup and of a turn (SET- to TEAM-) as the engine applies them to a game: every rule with
// rows for the allowed and the refused case. Slots are named after the rule they check. Longer than 600 lines
// on purpose: one suite per rulebook chapter, its scenes shared by the rules of a turn.

#include "common/scenes.h"
#include "common/self_play.h"
#include "common/turn_stages.h"
#include "game/game_record.h"
#include "game/game_score.h"
#include "io/game_io.h"
#include "model/catalog_validation.h"
#include "scoring/score_report.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <functional>

using namespace hk;
using namespace hk::test;

using Edit = std::function<void(GameSetup &)>;
using Scene = std::function<void(GameState &)>;
using Make = std::function<Action(const GameState &)>;
using Steps = QList<Make>;
Q_DECLARE_METATYPE(Edit)
Q_DECLARE_METATYPE(Scene)
Q_DECLARE_METATYPE(Make)

namespace {

QString broken(const Verdict &v)
{
    return v.ruleIds().join(QLatin1Char(' '));
}

// Fills a moot up to `trolls` with level-1 trolls.
void fillMoot(GameState &s, int p, int trolls)
{
    Moot &m = s.players[p].moot;
    while (m.trolls() < trolls) {
        const int slot = m.freeSlots().front();
        m.pyramid[slot].troll = TrollCard{QString(), 1, Clan::Mud, {{Resource::Stone, std::nullopt}}, {}};
        m.pyramid[slot].filled = {false};
    }
}

Action endTurn(const GameState &s)
{
    return act(s.currentPlayer(), EndTurn{});
}

// TURN-MANDATORY's skipped step 2, late in a game: Ann's moot is full (10 trolls) and she holds 1 stone, too
// little for any tunnel, 2 carts, a rune and 4 coins. A Millstone Workshop touches her great hall, and her
// Fire statue stands at (3, 1), next to the hall (splitTileScene).
GameState skippedStepTwoScene()
{
    GameState s = splitTileScene({});
    fillMoot(s, 0, 10);
    s.storageOf(0) = {};
    give(s, 0, rc({{Resource::Stone, 1}, {Resource::Cart, 2}, {Resource::Rune, 1}, {Resource::Coin, 4}}));
    s.board.workshops.push_back({{2, 4}, WorkshopKind::MillstoneWorkshop});
    return s;
}

} // namespace

class TestGameRules : public QObject {
    Q_OBJECT
private slots:
    void setupRules_data();
    void setupRules();
    void SET_STATUES_clockwiseCycle();
    void MOOT_CHAIN_SET_MARKET_oneCardCheck_data();
    void MOOT_CHAIN_SET_MARKET_oneCardCheck();
    void blankSetupNamesEachCardOnce();
    void TEAM_SETUP_sharedGateIsSaidOnce();
    void recruitTextSaysWhereTheTableSeesIt();
    void HALL_COVER_pluralSquares();
    void SET_SEATBONUS();
    void END_ROUNDS_winnerOnlyAtTheEnd();
    void TURN_ORDER_oneStepCheckForEveryKind_data();
    void TURN_ORDER_oneStepCheckForEveryKind();
    void TEAM_STORAGE();
    void turnRules_data();
    void turnRules();
    void MOOT_CHAIN();
    void REC_TAKE_andCost();
    void REC_RETIRE();
    void REC_EMPTY_DECK_data();
    void REC_EMPTY_DECK();
    void REC_EMPTY_DECK_cardLevelDecidesPedestal();
    void REC_TAKE_levelThreePedestalIsOptional();
    void SPELL_DISSOLVE();
    void WS_USE_exchanges();
    void WS_USE_oneWorkshopManyActivations();
    void WS_exchangesOfEachWorkshop_data();
    void WS_exchangesOfEachWorkshop();
    void REC_COST_bribesOfASpell();
    void REC_COST_bribesPlacedAsTheTablePlacedThem_data();
    void REC_COST_bribesPlacedAsTheTablePlacedThem();
    void REC_COST_oldFilesKeepTheApplicationsOrder();
    void DIG_withPedestalAndWorkshop();
    void END_CROWN_and_END_ROUNDS_data();
    void END_CROWN_and_END_ROUNDS();
    void TURN_MANDATORY_skip();
    void TURN_ORDER_stepOneAfterSkippedStepTwo_data();
    void TURN_ORDER_stepOneAfterSkippedStepTwo();
    void SCORE_GATE();
    void SCORE_ONE_PER_TUNNEL_eachGateIsATunnel();
    void SCORE_ONE_PER_TUNNEL_splitTiles_data();
    void SCORE_ONE_PER_TUNNEL_splitTiles();
    void TEAM_PED();
    void overridesAndReplay();
    void LIMIT_HOLDINGS_data();
    void LIMIT_HOLDINGS();
    void LIMIT_HONOUR_data();
    void LIMIT_HONOUR();
    void limitsBoundAReplayOf2200Corrections();
    void undoIsReplayWithoutTheLastAction();
    void gameFilesRefuseBadInput_data();
    void gameFilesRefuseBadInput();
    void setupProblemsNameTheirPath_data();
    void setupProblemsNameTheirPath();
    void refusalsSayWhatIsWrong_data();
    void refusalsSayWhatIsWrong();
};

void TestGameRules::setupRules_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<bool>("teams");
    QTest::addColumn<Edit>("edit");
    QTest::addColumn<QString>("rule");
    const Edit none = [](GameSetup &) {};
    QTest::newRow("a legal 3-player setup") << 3 << false << none << "";
    QTest::newRow("a legal 5-player setup") << 5 << false << none << "";
    QTest::newRow("a legal team setup") << 4 << true << none << "";
    QTest::newRow("BRD-SIDE: 4 players on the autumn side") << 3 << false << Edit([](GameSetup &s) {
        s.players.push_back(s.players.back());
        s.players.back().name = QStringLiteral("Dee");
    }) << "BRD-SIDE";
    QTest::newRow("SET-GATES: not on a start point") << 3 << false << Edit([](GameSetup &s) {
        s.players[1].gate = {9, 10};
    }) << "SET-GATES";
    QTest::newRow("SET-GATES: a start point for 2 players in a 3-player game")
        << 3 << false << Edit([](GameSetup &s) {
               for (const GateStart &g : s.board->gateStarts)
                   if (g.players == 2)
                       s.players[2].gate = g.square;
           })
        << "SET-GATES";
    QTest::newRow("SET-GATES: two gates on one point")
        << 3 << false << Edit([](GameSetup &s) { s.players[2].gate = s.players[0].gate; }) << "SET-GATES";
    QTest::newRow("SET-GATES: 2 players on different labels") << 2 << false << Edit([](GameSetup &s) {
        for (const GateStart &g : s.board->gateStarts)
            if (g.players == 3)
                s.players[1].gate = g.square;
    }) << "SET-GATES";
    QTest::newRow("SET-STATUES: a spot left empty")
        << 3 << false << Edit([](GameSetup &s) { s.statues.pop_back(); }) << "SET-STATUES";
    QTest::newRow("SET-STATUES: a statue off the spots") << 3 << false << Edit([](GameSetup &s) {
        s.statues[0].square = {9, 3};
    }) << "SET-STATUES";
    QTest::newRow("SET-STATUES: 8 Fire statues") << 5 << false << Edit([](GameSetup &s) {
        for (int i = 0; i < 8; ++i)
            s.statues[i].clan = Clan::Fire;
    }) << "SET-STATUES";
    // The clockwise order of the statue spots, from the spot the practice setups start the cycle at.
    const auto spots = [](const GameSetup &s) { return clockwiseSpots(*s.board, s.statues.front().square); };
    const auto statueAt = [](GameSetup &s, const Square &square) -> StatueOnBoard & {
        return *std::find_if(s.statues.begin(), s.statues.end(),
                             [&](const StatueOnBoard &x) { return x.square == square; });
    };
    QTest::newRow("SET-STATUES: two neighbours swapped break the cycle")
        << 3 << false << Edit([=](GameSetup &s) {
               const auto order = spots(s);
               std::swap(statueAt(s, order[4]).clan, statueAt(s, order[5]).clan);
           })
        << "SET-STATUES";
    QTest::newRow("SET-STATUES: the cycle may start anywhere, with any clan")
        << 5 << false << Edit([=](GameSetup &s) {
               s.statues = cycleStatues(*s.board, spots(s)[7], {Clan::Ice, Clan::Moon, Clan::Fire});
           })
        << "";
    QTest::newRow("SET-STATUES: 5 of each clan, in blocks") << 3 << false << Edit([=](GameSetup &s) {
        const auto order = spots(s);
        for (size_t i = 0; i < order.size(); ++i)
            statueAt(s, order[i]).clan = kStatueClans[i * 3 / order.size()];
    }) << "SET-STATUES";
    QTest::newRow("SET-WORKSHOPS: 2 x players + 1 tiles")
        << 3 << false << Edit([](GameSetup &s) { ++s.workshopSupply[0]; }) << "SET-WORKSHOPS";
    QTest::newRow("SET-WORKSHOPS: 3 of a kind") << 3 << false << Edit([](GameSetup &s) {
        s.workshopSupply = {};
        s.workshopSupply[0] = 3;
        s.workshopSupply[1] = 2;
        s.workshopSupply[2] = 2;
    }) << "SET-WORKSHOPS";
    QTest::newRow("SET-MARKET: 4 level-1 trolls")
        << 3 << false << Edit([](GameSetup &s) { s.market[0].pop_back(); }) << "SET-MARKET";
    QTest::newRow("SET-MARKET: a level-3 troll in the level-2 row")
        << 3 << false << Edit([](GameSetup &s) { s.market[1][0].card.level = 3; }) << "SET-MARKET";
    QTest::newRow("SET-MARKET: a level-2 troll without pedestal")
        << 3 << false << Edit([](GameSetup &s) { s.market[1][2].pedestal.reset(); }) << "SET-MARKET";
    QTest::newRow("SET-PEDTRACK: a token worth 0")
        << 3 << false << Edit([](GameSetup &s) { s.pedestalTrack[2][1] = 0; }) << "SET-PEDTRACK";
    QTest::newRow("SET-MOOT: a clan troll among the starting ones")
        << 3 << false << Edit([](GameSetup &s) { s.players[0].moot[2].level = 1; }) << "SET-MOOT";
    QTest::newRow("SET-MARKET: a market troll without its clan")
        << 3 << false << Edit([](GameSetup &s) { s.market[0][3].card.clan.reset(); }) << "SET-MARKET";
    QTest::newRow("MOOT-CHAIN: a market troll without icons")
        << 3 << false << Edit([](GameSetup &s) { s.market[2][1].card.icons.clear(); }) << "MOOT-CHAIN";
    QTest::newRow("MOOT-CHAIN: a starting troll without icons")
        << 3 << false << Edit([](GameSetup &s) { s.players[1].deck.icons.clear(); }) << "MOOT-CHAIN";
    // The start points labelled 4, clockwise: teammates' gates must be neighbours in that order.
    const auto gatesClockwise = [](GameSetup &s, std::array<int, 4> seatAt) {
        const std::vector<Square> order = clockwiseGateStarts(*s.board, 4);
        for (int i = 0; i < 4; ++i)
            s.players[seatAt[i]].gate = order[i];
    };
    QTest::newRow("TEAM-SETUP: each team's gates side by side") << 4 << true << Edit([=](GameSetup &s) {
        gatesClockwise(s, {0, 3, 2, 1});
    }) << "";
    QTest::newRow("TEAM-SETUP: side by side across the start of the order")
        << 4 << true << Edit([=](GameSetup &s) {
               gatesClockwise(s, {0, 1, 2, 3});
           })
        << "";
    QTest::newRow("TEAM-SETUP: teammates' gates at opposite corners") << 4 << true << Edit([=](GameSetup &s) {
        gatesClockwise(s, {0, 1, 3, 2});
    }) << "TEAM-SETUP";
    QTest::newRow("TEAM-SETUP: seated team 1, team 1, team 2, team 2") << 4 << true << Edit([](GameSetup &s) {
        s.players[1].team = 1;
        s.players[3].team = 2;
    }) << "TEAM-SETUP";
}

void TestGameRules::setupRules()
{
    QFETCH(int, players);
    QFETCH(bool, teams);
    QFETCH(Edit, edit);
    QFETCH(QString, rule);
    GameSetup s = practiceSetup(players, teams);
    edit(s);
    const Verdict v = validateSetup(s);
    if (rule.isEmpty())
        QVERIFY2(v.ok(), qPrintable(describe(v)));
    else
        QVERIFY2(v.breaks(rule.toLatin1().constData()), qPrintable(broken(v)));
}

void TestGameRules::SET_STATUES_clockwiseCycle()
{
    // Four spots around a one-square Heart: north, east, south, west.
    Board b;
    b.rows = b.columns = 5;
    b.grid.assign(25, Terrain::Layer1);
    b.grid[12] = Terrain::Heart;
    b.statueSpots = {{2, 0}, {4, 2}, {0, 2}, {2, 4}}; // west, south, north, east
    QCOMPARE(clockwiseSpots(b, {0, 2}), (std::vector<Square>{{0, 2}, {2, 4}, {4, 2}, {2, 0}}));
    const auto statues = cycleStatues(b, {4, 2}, {Clan::Moon, Clan::Fire, Clan::Ice});
    QCOMPARE(statues.size(), size_t(4));
    QCOMPARE(statues[0].square, (Square{4, 2}));
    QCOMPARE(statues[0].clan, Clan::Moon);       // the first spot chosen, the first clan
    QCOMPARE(statues[1].square, (Square{2, 0})); // then clockwise
    QCOMPARE(statues[1].clan, Clan::Fire);
    QCOMPARE(statues[2].clan, Clan::Ice);
    QCOMPARE(statues[3].clan, Clan::Moon); // the cycle repeats
    // On the Practice Mountain: every spot filled, the clans in turn.
    GameSetup s = practiceSetup(5);
    QCOMPARE(s.statues.size(), s.board->statueSpots.size());
    QVERIFY(validateSetup(s).ok());
    // A statue of the wrong clan is refused at the first spot that breaks the cycle, clockwise.
    const std::vector<Square> order = clockwiseSpots(*s.board, s.statues.front().square);
    for (StatueOnBoard &statue : s.statues) // Moon, Fire, Ice, …: swap the Moon of spot 9 and the Fire of 10
        if (statue.square == order[9])
            statue.clan = Clan::Fire;
        else if (statue.square == order[10])
            statue.clan = Clan::Moon;
    const Verdict v = validateSetup(s);
    QCOMPARE(v.ruleIds(), QStringList{QStringLiteral("SET-STATUES")});
    QVERIFY2(v.violations.front().squares == std::vector<Square>{order[9]},
             qPrintable(describe(v) + QStringLiteral(" expected at ") + squareText(order[9])));
    QVERIFY2(describe(v).contains(clanName(Clan::Moon)), qPrintable(describe(v)));
}

using CardEdit = std::function<void(TrollCard &)>;
Q_DECLARE_METATYPE(CardEdit)

void TestGameRules::MOOT_CHAIN_SET_MARKET_oneCardCheck_data()
{
    QTest::addColumn<CardEdit>("edit");
    QTest::addColumn<QString>("rule");
    QTest::newRow("MOOT-CHAIN: no icons") << CardEdit([](TrollCard &t) { t.icons.clear(); }) << "MOOT-CHAIN";
    QTest::newRow("SET-MARKET: no clan") << CardEdit([](TrollCard &t) { t.clan.reset(); }) << "SET-MARKET";
    QTest::newRow("a blank card: neither") << CardEdit([](TrollCard &t) {
        t.icons.clear();
        t.clan.reset();
    }) << "MOOT-CHAIN SET-MARKET";
}

// One answer for a card that is not entered: the component editor's library (validateCatalog), a new
// game's clan market (validateSetup) and a card drawn in play (validate of a recruit) all refuse it, with
// the rules of the one check behind them, trollCardFaults.
void TestGameRules::MOOT_CHAIN_SET_MARKET_oneCardCheck()
{
    QFETCH(CardEdit, edit);
    QFETCH(QString, rule);
    QStringList expected = rule.split(QLatin1Char(' '));
    expected.sort();

    GameSetup setup = practiceSetup(3);
    TrollCard card = setup.market[0][2].card;
    edit(card);
    QStringList faults;
    for (const TrollCardFault f : trollCardFaults(card))
        faults << QLatin1String(ruleOf(f));
    faults.sort();
    QCOMPARE(faults, expected);

    const auto rulesOf = [](const Problems &problems) {
        QStringList rules;
        for (const Problem &p : problems)
            if (!p.ruleId.isEmpty())
                rules << p.ruleId;
        rules.removeDuplicates();
        rules.sort();
        return rules;
    };
    // The component editor's check of its library.
    Catalog catalog = *setup.catalog;
    catalog.trolls = {card};
    catalog.trolls.front().name = QStringLiteral("blank-1");
    const Problems problems = validateCatalog(catalog);
    QCOMPARE(rulesOf(problems), expected);
    // Said in the table's words, not the file's: no JSON key ("clan", "icons") in the message.
    for (const Problem &p : problems)
        QVERIFY2(!p.message.contains(QLatin1Char('"')), qPrintable(p.message));

    // A new game's market.
    setup.market[0][2].card = card;
    QStringList setupRules = validateSetup(setup).ruleIds();
    setupRules.sort();
    QCOMPARE(setupRules, expected);

    // A card drawn in play to refill the market: the recruit records it only with an override.
    GameState state(practiceSetup(3));
    Recruit r;
    r.level = 1;
    r.position = 0;
    r.slot = state.players[0].moot.freeSlots().front();
    MarketCard drawn{card, std::nullopt};
    drawn.card.level = 1;
    r.refill = drawn;
    const Verdict v = validate(state, act(0, r));
    if (!card.icons.empty())
        QVERIFY2(!v.breaks("MOOT-CHAIN"), qPrintable(describe(v)));
    else
        QVERIFY2(v.breaks("MOOT-CHAIN"), qPrintable(describe(v)));
}

// A setup with no card entered is refused once per row of the clan market and once per player, each line
// naming the cards by their place — never "setup follows every setup rule", never one line per card.
void TestGameRules::blankSetupNamesEachCardOnce()
{
    GameSetup setup = practiceSetup(3);
    for (auto &row : setup.market)
        for (MarketCard &c : row)
            c.card = TrollCard{QString(), c.card.level, std::nullopt, {}, {}};
    for (PlayerSetup &p : setup.players) {
        for (TrollCard &t : p.moot)
            t = TrollCard{};
        p.hand = p.deck = TrollCard{};
    }
    const Verdict v = validateSetup(setup);
    QStringList lines;
    for (const Violation &violation : v.violations)
        lines << describe(violation);
    const QString all = lines.join(QLatin1Char('\n'));
    QCOMPARE(v.violations.size(), size_t(3 + 3 + 3)); // icons and clan per market row, icons per player
    QCOMPARE(int(lines.removeDuplicates()), 0);
    for (const PlayerSetup &p : setup.players)
        QVERIFY2(all.contains(p.name), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("bottom row 1, 2, 3, 4")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("the card in hand")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("1, 2, 3, 4, 5")), qPrintable(all));
    // And a file that holds such cards (with their clans: the reader refuses a clan troll without one
    // first) says where, card by card.
    GameSetup inFile = practiceSetup(3);
    for (auto &row : inFile.market)
        for (MarketCard &c : row)
            c.card.icons.clear();
    inFile.players = setup.players;
    const GameReadResult read = parseGame(gameToBytes({inFile, {}}));
    QVERIFY(!read.game);
    QStringList paths;
    for (const Problem &p : read.problems)
        paths << p.path;
    QVERIFY2(paths.contains(QStringLiteral("setup.players[0].moot[0].icons")), qPrintable(paths.join(u' ')));
    QVERIFY2(paths.contains(QStringLiteral("setup.market.level2[0].icons")), qPrintable(paths.join(u' ')));
}

// Two teammates' gates on one square are SET-GATES's problem, said once: not also "the gates of teammates
// at P21, P21 are not on neighbouring start points".
void TestGameRules::TEAM_SETUP_sharedGateIsSaidOnce()
{
    GameSetup setup = practiceSetup(4, true);
    setup.players[3].gate = setup.players[0].gate; // seats 1 and 4 are teammates
    const Verdict v = validateSetup(setup);
    QVERIFY2(v.breaks("SET-GATES"), qPrintable(describe(v)));
    QVERIFY2(!v.breaks("TEAM-SETUP"), qPrintable(describe(v)));
}

// The history says which troll went where as the table sees it: the market's place, the moot's row and
// place (the moot shows no slot numbers).
void TestGameRules::recruitTextSaysWhereTheTableSeesIt()
{
    const GameState state(practiceSetup(3));
    Recruit r;
    r.level = 1;
    r.position = 1;
    r.slot = Moot::slotAt(1, 0);
    const QString text = actionText(state, act(0, r));
    QVERIFY2(!text.contains(QStringLiteral("slot")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("troll 2")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("place 2 of the clan market")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("row 2 from the bottom, place 1")), qPrintable(text));
    QVERIFY2(text.contains(clanName(*state.market.rows[0][1].card->clan)), qPrintable(text));
}

// "C14, E14 has none": the sentence agrees with the number of squares it names.
void TestGameRules::HALL_COVER_pluralSquares()
{
    Violation one{Reason::HallNotOnTunnel, {{13, 2}}};
    Violation two{Reason::HallNotOnTunnel, {{13, 2}, {13, 4}}};
    QVERIFY2(!describe(two).contains(QStringLiteral("has none")), qPrintable(describe(two)));
    QVERIFY2(describe(two).contains(QStringLiteral("2 square")), qPrintable(describe(two)));
    QVERIFY2(describe(one).contains(QStringLiteral("1 square")), qPrintable(describe(one)));
}

// The table's results name a winner only once the game is over (END-ROUNDS); mid-game they say who is
// leading (projected), and nothing while everyone is level.
void TestGameRules::END_ROUNDS_winnerOnlyAtTheEnd()
{
    GameState state(practiceSetup(3));
    QCOMPARE(winnerLine(scoreGame(state).score), QString());
    state.players[0].tunnelPoints += 5;
    const int points = scoreGame(state).score.entities[0].total;
    QCOMPARE(winnerLine(scoreGame(state).score),
             QStringLiteral("Leading (projected): Ann with %1 honour points.").arg(points));
    state.lastTurn = state.turn.index - 1;
    QVERIFY(state.over());
    QCOMPARE(winnerLine(scoreGame(state).score),
             QStringLiteral("Winner: Ann with %1 honour points.").arg(points));
}

// TURN-ORDER and END-ROUNDS are checked in one place: what the previews ask (validateTurnStep) is exactly the
// turn's part of validate(), for every action kind in every state of a turn. Step 1 (a spell, a workshop) is
// over once step 2, 3 or 4 is played, also when step 2 was skipped (TURN-MANDATORY).
void TestGameRules::TURN_ORDER_oneStepCheckForEveryKind_data()
{
    QTest::addColumn<QString>("turn");
    for (const char *turn : {"fresh", "spell", "workshop", "dug", "hall", "moved", "hall, step 2 skipped",
                             "moved, step 2 skipped", "not yours", "over"})
        QTest::newRow(turn) << turn;
}

void TestGameRules::TURN_ORDER_oneStepCheckForEveryKind()
{
    QFETCH(QString, turn);
    GameState state(practiceSetup(3));
    const int player = setTurnStage(state, turn);
    if (turn.endsWith(QLatin1String("skipped"))) {
        QVERIFY(!canRecruit(state, player));
        QVERIFY(!canDig(state, player));
    }
    const bool stepOneOver = QStringList{"dug", "hall", "moved", "not yours"}.contains(turn) ||
                             turn.endsWith(QLatin1String("skipped"));
    for (const char *id : kActionKindIds) {
        const ActionBody body = *emptyActionBody(QLatin1String(id));
        const QStringList step = validateTurnStep(state, player, body).ruleIds();
        const QStringList all = validate(state, {player, body}).ruleIds();
        for (const QString &rule : step)
            QVERIFY2(all.contains(rule), qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(id), rule)));
        for (const char *rule : {"TURN-ORDER", "END-ROUNDS"})
            QCOMPARE(step.contains(QLatin1String(rule)), all.contains(QLatin1String(rule)));
        if (std::holds_alternative<CastSpell>(body) || std::holds_alternative<UseWorkshop>(body))
            QVERIFY2(step.contains(QStringLiteral("TURN-ORDER")) == stepOneOver, id);
    }
}

void TestGameRules::SET_SEATBONUS()
{
    const GameSetup s = practiceSetup(5);
    // The 4 placed trolls give stone 3, iron 3, coin 1, rune 1, hammer 1; the hand coin 1; the deck
    // heartstone 1.
    const ResourceCounts base = rc({{Resource::Stone, 3},
                                    {Resource::Iron, 3},
                                    {Resource::Coin, 1},
                                    {Resource::Rune, 1},
                                    {Resource::Hammer, 1}});
    QCOMPARE(startingResources(s, 0), base);
    ResourceCounts withHand = base;
    ++at(withHand, Resource::Coin);
    QCOMPARE(startingResources(s, 1), withHand);
    QCOMPARE(startingResources(s, 2), withHand);
    ResourceCounts withBoth = withHand;
    ++at(withBoth, Resource::Heartstone);
    QCOMPARE(startingResources(s, 3), withBoth);
    QCOMPARE(startingResources(s, 4), withBoth);
    const GameState state(s);
    QCOMPARE(state.storageOf(4).resources, withBoth);
}

void TestGameRules::TEAM_STORAGE()
{
    const GameSetup s = practiceSetup(4, true);
    const GameState state(s);
    QCOMPARE(int(state.storages.size()), 2);
    QCOMPARE(state.players[0].storage, state.players[3].storage); // team 1
    QCOMPARE(state.players[1].storage, state.players[2].storage); // team 2
    // No seat bonus: each team storage holds the start rows of both members' placed trolls.
    ResourceCounts two = rc({{Resource::Stone, 6},
                             {Resource::Iron, 6},
                             {Resource::Coin, 2},
                             {Resource::Rune, 2},
                             {Resource::Hammer, 2}});
    QCOMPARE(state.storageOf(0).resources, two);
    QCOMPARE(state.storageOf(1).resources, two);
    // A player spends the team storage, but only their own trolls.
    GameState played = state;
    play(played, act(0, firstDig(played, 0, QStringLiteral("I2"))));
    QCOMPARE(at(played.storageOf(3).resources, Resource::Stone), 4); // the teammate sees the same storage
}

void TestGameRules::turnRules_data()
{
    QTest::addColumn<Scene>("scene");
    QTest::addColumn<Make>("make");
    QTest::addColumn<QString>("rule");
    const Scene start = [](GameState &) {};
    const Scene dug = [](GameState &s) {
        give(s, 0, one(Resource::Stone, 4));
        play(s, act(0, firstDig(s, 0, QStringLiteral("I2"))));
    };
    const Scene withRunes = [](GameState &s) { give(s, 0, one(Resource::Rune, 3)); };
    QTest::newRow("TURN-ORDER: the start player digs")
        << start << Make([](const GameState &s) { return act(0, firstDig(s, 0, QStringLiteral("I2"))); })
        << "";
    QTest::newRow("TURN-ORDER: not your turn")
        << start << Make([](const GameState &s) { return act(1, firstDig(s, 1, QStringLiteral("I2"))); })
        << "TURN-ORDER";
    QTest::newRow("TURN-ORDER: digging twice")
        << dug << Make([](const GameState &s) { return act(0, firstDig(s, 0, QStringLiteral("I2"))); })
        << "TURN-ORDER";
    QTest::newRow("TURN-ORDER: a spell after digging") << Scene([](GameState &s) {
        give(s, 0, one(Resource::Rune));
        play(s, act(0, firstDig(s, 0, QStringLiteral("I2"))));
    }) << Make([](const GameState &s) {
        return act(0, CastSpell{0, *autoPay(s, 0, one(Resource::Rune)), {}, {}});
    }) << "TURN-ORDER";
    QTest::newRow("TURN-ORDER: a hall before recruiting or digging") << start << Make([](const GameState &) {
        return act(0, DedicateHall{QStringLiteral("hall-2"), 0, {1, 9}});
    }) << "TURN-ORDER";
    QTest::newRow("TURN-ORDER: recruiting after a statue moved")
        << Scene([](GameState &s) { s.turn.moved = true; })
        << Make([](const GameState &s) { return act(0, simpleRecruit(s, 0, 1, 0, 4)); }) << "TURN-ORDER";
    QTest::newRow("TURN-ORDER: trading in another player's turn") << start << Make([](const GameState &s) {
        return act(1, TradeFourForOne{*autoPay(s, 1, rc({{Resource::Stone, 2}, {Resource::Iron, 2}})),
                                      Resource::Coin});
    }) << "TURN-ORDER";
    QTest::newRow("TURN-MANDATORY: ending the turn without recruiting or digging")
        << start << Make(endTurn) << "TURN-MANDATORY";
    QTest::newRow("TURN-MANDATORY: a full moot cannot recruit")
        << Scene([](GameState &s) { fillMoot(s, 0, 10); }) << Make([](const GameState &s) {
               Recruit r = simpleRecruit(s, 0, 1, 0, 4);
               return act(0, r);
           })
        << "TURN-MANDATORY";
    QTest::newRow("TRADE-4TO1: 4 for 1") << start << Make([](const GameState &s) {
        return act(0, TradeFourForOne{*autoPay(s, 0, rc({{Resource::Stone, 2}, {Resource::Iron, 2}})),
                                      Resource::Coin});
    }) << "";
    QTest::newRow("TRADE-4TO1: 3 for 1") << start << Make([](const GameState &s) {
        return act(0, TradeFourForOne{*autoPay(s, 0, rc({{Resource::Stone, 2}, {Resource::Iron, 1}})),
                                      Resource::Coin});
    }) << "TRADE-4TO1";
    QTest::newRow("SPEND-ANY: more than the storage holds") << start << Make([](const GameState &) {
        Payment p;
        p.fromStorage = one(Resource::Heartstone, 4);
        return act(0, TradeFourForOne{p, Resource::Coin});
    }) << "SPEND-ANY";
    QTest::newRow("SPEND-ANY: an empty troll icon") << start << Make([](const GameState &) {
        Payment p;
        p.fromStorage = one(Resource::Stone, 3);
        p.fromTrolls = {{0, 0}};
        return act(0, TradeFourForOne{p, Resource::Coin});
    }) << "SPEND-ANY";
    QTest::newRow("SPEND-ANY: a resource on a troll") << Scene([](GameState &s) {
        s.players[0].moot.pyramid[0].filled = {true, true};
    }) << Make([](const GameState &) {
        Payment p;
        p.fromStorage = one(Resource::Stone, 2);
        p.fromTrolls = {{0, 0}, {0, 1}};
        return act(0, TradeFourForOne{p, Resource::Rune});
    }) << "";
    QTest::newRow("SPEND-ANY: one icon spent twice") << Scene([](GameState &s) {
        s.players[0].moot.pyramid[0].filled = {true, true};
    }) << Make([](const GameState &) {
        Payment p;
        p.fromStorage = one(Resource::Stone, 2);
        p.fromTrolls = {{0, 0}, {0, 0}};
        return act(0, TradeFourForOne{p, Resource::Rune});
    }) << "SPEND-ANY";
    QTest::newRow("CART-CLAN: a clan cart cannot be traded") << Scene([](GameState &s) {
        MootSlot &slot = s.players[0].moot.pyramid[2];
        slot.troll->icons[1].cartClan = Clan::Fire;
        slot.filled = {false, true};
    }) << Make([](const GameState &) {
        Payment p;
        p.fromStorage = one(Resource::Stone, 3);
        p.fromTrolls = {{2, 1}};
        return act(0, TradeFourForOne{p, Resource::Rune});
    }) << "CART-CLAN";
    QTest::newRow("SPELL-CAST: 1 rune on a face-up spell") << withRunes << Make([](const GameState &s) {
        return act(0, CastSpell{1, *autoPay(s, 0, one(Resource::Rune)), one(Resource::Coin, 2), {}});
    }) << "";
    QTest::newRow("SPELL-CAST: without a rune") << start << Make([](const GameState &s) {
        return act(0, CastSpell{1, *autoPay(s, 0, one(Resource::Stone)), {}, {}});
    }) << "SPELL-CAST";
    QTest::newRow("SPELL-CAST: a second spell") << Scene([](GameState &s) {
        give(s, 0, one(Resource::Rune, 3));
        play(s, act(0, CastSpell{0, *autoPay(s, 0, one(Resource::Rune)), {}, {}}));
    }) << Make([](const GameState &s) {
        return act(0, CastSpell{1, *autoPay(s, 0, one(Resource::Rune)), {}, {}});
    }) << "SPELL-CAST";
    QTest::newRow("SPELL-CAST: no fourth face-up spell") << withRunes << Make([](const GameState &s) {
        return act(0, CastSpell{3, *autoPay(s, 0, one(Resource::Rune)), {}, {}});
    }) << "SPELL-CAST";
    QTest::newRow("REC-COST: level 2 with 1 coin") << start << Make([](const GameState &s) {
        Recruit r = simpleRecruit(s, 0, 2, 0, 4);
        r.bribes = *autoPay(s, 0, one(Resource::Coin, 1));
        return act(0, r);
    }) << "REC-COST";
    QTest::newRow("REC-COST: level 2 with 2 coins")
        << Scene([](GameState &s) { give(s, 0, one(Resource::Coin, 1)); })
        << Make([](const GameState &s) { return act(0, simpleRecruit(s, 0, 2, 0, 4)); }) << "";
    QTest::newRow("REC-COST: a troll below is missing") << Scene([](GameState &s) {
        give(s, 0, one(Resource::Coin, 1));
        s.market.rows[0][1].card.reset();
    }) << Make([](const GameState &s) { return act(0, simpleRecruit(s, 0, 2, 0, 4)); })
                                                        << "REC-COST";
    QTest::newRow("REC-TAKE: no refill said") << start << Make([](const GameState &s) {
        Recruit r = simpleRecruit(s, 0, 1, 2, 4);
        r.refill.reset();
        return act(0, r);
    }) << "REC-TAKE";
    QTest::newRow("REC-TAKE: a level-2 refill without its pedestal")
        << Scene([](GameState &s) { give(s, 0, one(Resource::Coin, 1)); }) << Make([](const GameState &s) {
               Recruit r = simpleRecruit(s, 0, 2, 1, 4);
               r.refill->pedestal.reset();
               return act(0, r);
           })
        << "REC-TAKE";
    QTest::newRow("REC-EMPTY-DECK: a refill of the wrong level") << start << Make([](const GameState &s) {
        Recruit r = simpleRecruit(s, 0, 1, 2, 4);
        r.refill->card.level = 2;
        return act(0, r);
    }) << "REC-EMPTY-DECK";
    QTest::newRow("MOOT-SLOTS: a slot not standing on two trolls")
        << start << Make([](const GameState &s) { return act(0, simpleRecruit(s, 0, 1, 0, 7)); })
        << "MOOT-SLOTS";
    QTest::newRow("MOOT-SLOTS: a taken slot")
        << start << Make([](const GameState &s) { return act(0, simpleRecruit(s, 0, 1, 0, 1)); })
        << "MOOT-SLOTS";
    QTest::newRow("HALL-COVER: a second hall in one turn")
        << Scene([](GameState &s) { s.turn.main = s.turn.hall = true; }) << Make([](const GameState &) {
               return act(0, DedicateHall{QStringLiteral("hall-2"), 0, {1, 9}});
           })
        << "HALL-COVER";
    QTest::newRow("DIG-COST: paid in the wrong mineral") << start << Make([](const GameState &s) {
        DigAction d = firstDig(s, 0, QStringLiteral("I2"));
        d.payment = *autoPay(s, 0, one(Resource::Iron, 2));
        return act(0, d);
    }) << "DIG-COST";
    QTest::newRow("END-ROUNDS: nothing after the end")
        << Scene([](GameState &s) { s.lastTurn = -1; })
        << Make([](const GameState &s) { return act(0, firstDig(s, 0, QStringLiteral("I2"))); })
        << "END-ROUNDS";
}

void TestGameRules::turnRules()
{
    QFETCH(Scene, scene);
    QFETCH(Make, make);
    QFETCH(QString, rule);
    GameState state(practiceSetup(3));
    scene(state);
    const Action a = make(state);
    const Verdict v = validate(state, a);
    if (rule.isEmpty()) {
        QVERIFY2(v.ok(), qPrintable(describe(v)));
        apply(state, a); // and it applies cleanly
    } else {
        QVERIFY2(v.breaks(rule.toLatin1().constData()),
                 qPrintable(broken(v) + QLatin1Char(' ') + describe(v)));
        QVERIFY(describe(v).contains(rule));
    }
}

// MOOT-CHAIN: the new troll and exactly the triangle below it gain the resource of every empty icon.
void TestGameRules::MOOT_CHAIN()
{
    GameState s(practiceSetup(3));
    s.players[0].moot.pyramid[0].filled = {true, false}; // stone icon already covered
    const Holdings before = holdings(s);
    play(s, act(0, simpleRecruit(s, 0, 1, 0, 4))); // slot 4 stands on slots 0 and 1
    const Moot &m = s.players[0].moot;
    QVERIFY(m.pyramid[4].troll);
    QCOMPARE(m.pyramid[4].filled, std::vector<bool>(m.pyramid[4].troll->icons.size(), true));
    QCOMPARE(m.pyramid[0].filled, (std::vector<bool>{true, true}));
    QCOMPARE(m.pyramid[1].filled, (std::vector<bool>{true}));
    QCOMPARE(m.pyramid[2].filled, (std::vector<bool>{false, false})); // outside the triangle
    QCOMPARE(m.pyramid[3].filled, (std::vector<bool>{false, false}));
    // The covered stone icon gained nothing: the ledger shows a coin (slot 0), an iron (slot 1) and the new
    // troll's.
    const Ledger l = ledgerBetween(before, holdings(s));
    ResourceCounts expected = rc({{Resource::Coin, 1}, {Resource::Iron, 1}});
    for (const Icon &i : m.pyramid[4].troll->icons)
        ++at(expected, i.resource);
    QCOMPARE(l.trolls[0], expected);
    QCOMPARE(Moot::triangle(9).size(), size_t(10));
    QCOMPARE(Moot::triangle(7), (std::vector<int>{7, 4, 5, 0, 1, 2}));
}

void TestGameRules::REC_TAKE_andCost()
{
    GameState s(practiceSetup(3));
    give(s, 0, one(Resource::Coin, 10));
    s.market.rows[1][1].bribes = one(Resource::Coin, 2); // bribes left on it by others
    const Clan pedestal = *s.market.rows[1][1].pedestal;
    const int coins = at(s.storageOf(0).resources, Resource::Coin);
    play(s, act(0, simpleRecruit(s, 0, 2, 1, 4)));
    // REC-COST: a coin on each of the 2 level-1 trolls below (positions 1 and 2).
    QCOMPARE(at(s.market.rows[0][1].bribes, Resource::Coin), 1);
    QCOMPARE(at(s.market.rows[0][2].bribes, Resource::Coin), 1);
    QCOMPARE(at(s.market.rows[0][0].bribes, Resource::Coin), 0);
    // REC-TAKE: its bribes and its pedestal to storage; the slot refilled with a new level-2 troll and
    // pedestal.
    QCOMPARE(at(s.storageOf(0).resources, Resource::Coin), coins - 2 + 2);
    QCOMPARE(s.storageOf(0).pedestals[statueClanIndex(pedestal)], 1);
    QCOMPARE(s.market.rows[1][1].card->level, 2);
    QVERIFY(s.market.rows[1][1].pedestal.has_value());
    QCOMPARE(s.market.deck[1], 17 - 4 - 1);
    // Level 3: 5 coins on the trolls below, and any pedestal from the bag.
    GameState t(practiceSetup(3));
    give(t, 0, one(Resource::Coin, 10));
    const auto bag = t.pedestalBag();
    play(t, act(0, simpleRecruit(t, 0, 3, 0, 4)));
    int bribed = 0;
    for (int level = 1; level <= 2; ++level)
        for (const MarketSlot &m : t.market.rows[level - 1])
            bribed += at(m.bribes, Resource::Coin);
    QCOMPARE(bribed, 5);
    QCOMPARE(t.pedestalBag()[0], bag[0] - 1); // the Fire pedestal chosen
}

void TestGameRules::REC_RETIRE()
{
    GameState s(practiceSetup(3));
    give(s, 0, one(Resource::Coin, 4));
    s.market.rows[0][0].bribes = one(Resource::Coin, 3);
    const Recruit r = simpleRecruit(s, 0, 2, 0, 4); // a coin on level-1 positions 0 and 1
    QCOMPARE(int(r.retireRefills.size()), 1);
    Recruit withoutRefill = r;
    withoutRefill.retireRefills.clear();
    QVERIFY(validate(s, act(0, withoutRefill)).breaks("REC-RETIRE"));
    const TrollCard retiring = *s.market.rows[0][0].card;
    const int deck = s.market.deck[0];
    play(s, act(0, r));
    QVERIFY(!(*s.market.rows[0][0].card == retiring)); // replaced
    QCOMPARE(total(s.market.rows[0][0].bribes), 0);    // its 4 bribes back to the supply
    QCOMPARE(s.market.deck[0], deck);                  // one card under the deck, one drawn
}

void TestGameRules::REC_EMPTY_DECK_data()
{
    QTest::addColumn<int>("row");         // the market row recruited from, whose slot is refilled
    QTest::addColumn<QList<int>>("deck"); // cards left in the level 1, 2, 3 decks
    QTest::addColumn<int>("from");        // the deck the refill comes from; 0: the slot stays empty
    QTest::newRow("its own deck") << 1 << QList<int>{3, 3, 3} << 1;
    QTest::newRow("level 1 empty: one level up") << 1 << QList<int>{0, 3, 2} << 2;
    QTest::newRow("level 1 and 2 empty: never two levels up") << 1 << QList<int>{0, 0, 4} << 0;
    QTest::newRow("level 2 empty: one level up") << 2 << QList<int>{5, 0, 2} << 3;
    QTest::newRow("level 2 and 3 empty: one level down") << 2 << QList<int>{5, 0, 0} << 1;
    QTest::newRow("level 3 empty: one level down") << 3 << QList<int>{5, 2, 0} << 2;
    QTest::newRow("level 3 and 2 empty: never two levels down") << 3 << QList<int>{5, 0, 0} << 0;
    QTest::newRow("every deck empty") << 2 << QList<int>{0, 0, 0} << 0;
}

// REC-EMPTY-DECK: one level up, else one level down, else the slot stays empty; never two levels away.
void TestGameRules::REC_EMPTY_DECK()
{
    QFETCH(int, row);
    QFETCH(QList<int>, deck);
    QFETCH(int, from);
    GameState s(practiceSetup(3));
    give(s, 0, one(Resource::Coin, 5));
    s.market.deck = {deck[0], deck[1], deck[2]};
    QCOMPARE(refillLevel(s.market.deck, row), from);
    Recruit r = simpleRecruit(s, 0, row, 0, 4);
    QCOMPARE(r.refill.has_value(), from != 0);
    if (r.refill)
        QCOMPARE(r.refill->card.level, from);
    QVERIFY2(validate(s, act(0, r)).ok(), qPrintable(describe(validate(s, act(0, r)))));
    // Any other deck is refused, naming the deck the rules draw from.
    for (int level = 1; level <= 3; ++level) {
        if (level == from)
            continue;
        Recruit wrong = r;
        wrong.refill =
            MarketCard{TrollCard{QString(), level, Clan::Mud, {{Resource::Coin, std::nullopt}}, {}},
                       level == 2 ? std::optional(Clan::Fire) : std::nullopt};
        QVERIFY2(validate(s, act(0, wrong)).breaks("REC-EMPTY-DECK"), qPrintable(QString::number(level)));
    }
    // With no deck to draw from, the recruit is accepted and the slot stays empty.
    GameState after = s;
    play(after, act(0, r));
    QCOMPARE(after.market.rows[row - 1][0].card.has_value(), from != 0);
    if (from)
        QCOMPARE(after.market.deck[from - 1], deck[from - 1] - 1);
}

void TestGameRules::REC_EMPTY_DECK_cardLevelDecidesPedestal()
{
    Recruit r;
    // Ruling: the card's own level decides its pedestal, whatever row it refills. A level-2 card drawn into
    // the level-1 row brings a pedestal from the bag...
    GameState t(practiceSetup(3));
    t.market.deck = {0, 3, 2};
    r = simpleRecruit(t, 0, 1, 0, 4);
    QVERIFY(r.refill->pedestal.has_value());
    const auto bag = t.pedestalBag();
    Recruit bare = r;
    bare.refill->pedestal.reset();
    QVERIFY(validate(t, act(0, bare)).breaks("REC-TAKE"));
    play(t, act(0, r));
    QVERIFY(t.market.rows[0][0].pedestal.has_value());
    const auto inBag = [](const std::array<int, 3> &b) { return b[0] + b[1] + b[2]; };
    QCOMPARE(inBag(t.pedestalBag()), inBag(bag) - 1);
    // ... and a level-3 card drawn into the level-2 row carries none, but whoever takes it chooses one from
    // the bag.
    GameState u(practiceSetup(3));
    give(u, 0, one(Resource::Coin, 2));
    u.market.deck = {5, 0, 2};
    r = simpleRecruit(u, 0, 2, 1, 4);
    QCOMPARE(r.refill->card.level, 3);
    QVERIFY(!r.refill->pedestal);
    play(u, act(0, r));
    QVERIFY(!u.market.rows[1][1].pedestal);
    give(u, 1, one(Resource::Coin, 2));
    u.turn = TurnState{1}; // Bob's turn
    r = simpleRecruit(u, 1, 2, 1, 4);
    QVERIFY(r.chosenPedestal.has_value());
    QVERIFY(validate(u, act(1, r)).ok());
}

// REC-TAKE: with a level-3 troll you *may* take a pedestal of your choice from the bag ("你可以"): taking
// none is legal, taking one the bag does not hold is not.
void TestGameRules::REC_TAKE_levelThreePedestalIsOptional()
{
    GameState s(practiceSetup(3));
    give(s, 0, one(Resource::Coin, 5));
    const auto bag = s.pedestalBag();
    QVERIFY(bag[0] + bag[1] + bag[2] > 0);
    Recruit none = simpleRecruit(s, 0, 3, 1, 4);
    none.chosenPedestal.reset();
    QVERIFY2(validate(s, act(0, none)).ok(), qPrintable(describe(validate(s, act(0, none)))));
    Recruit mud = none;
    mud.chosenPedestal = Clan::Mud;
    QVERIFY(validate(s, act(0, mud)).breaks("REC-TAKE"));
    GameState t = s;
    t.board.pedestals.clear();
    while (t.pedestalBag()[0] > 0) // every Fire pedestal out of the bag
        t.board.pedestals.push_back({{0, int(t.board.pedestals.size())}, Clan::Fire, 0, 1});
    Recruit fire = none;
    fire.chosenPedestal = Clan::Fire;
    QVERIFY(validate(t, act(0, fire)).breaks("REC-TAKE"));
    const std::array<int, 3> storageBefore = s.storageOf(0).pedestals;
    play(s, act(0, none));
    QCOMPARE(s.storageOf(0).pedestals, storageBefore); // nothing taken
    QCOMPARE(s.pedestalBag(), bag);
}

void TestGameRules::SPELL_DISSOLVE()
{
    GameState s(practiceSetup(3));
    s.spells[2].runes = 2;
    give(s, 0, one(Resource::Rune));
    play(s, act(0, CastSpell{2, *autoPay(s, 0, one(Resource::Rune)), one(Resource::Heartstone),
                             QStringLiteral("Deep Call")}));
    QCOMPARE(s.spells[2].runes, 0);
    QCOMPARE(s.spells[2].name, QStringLiteral("Deep Call"));
    QCOMPARE(at(s.storageOf(0).resources, Resource::Heartstone), 1);
}

void TestGameRules::WS_USE_exchanges()
{
    // A board with a workshop site right next to Ann's first tile, a Millstone Workshop built on it.
    const auto [built, site] = workshopBesideFirstDig(WorkshopKind::MillstoneWorkshop);
    GameState s = built;
    play(s, endTurn(s));
    s.turn = TurnState{3}; // Bob's and Cid's turns skipped: back to Ann, at the start of her turn
    QCOMPARE(s.currentPlayer(), 0);
    const int entrances = openEntrances(SpaceIndex(s.board), site).count();
    QVERIFY(entrances >= 1);
    const ResourceCounts stoneForIron = one(Resource::Iron);
    const Action legal =
        act(0, UseWorkshop{site, {WorkshopExchange{*autoPay(s, 0, one(Resource::Stone)), stoneForIron, {}}}});
    QVERIFY2(validate(s, legal).ok(), qPrintable(describe(validate(s, legal))));
    const Action wrong = act(
        0,
        UseWorkshop{site, {WorkshopExchange{*autoPay(s, 0, one(Resource::Stone)), one(Resource::Coin), {}}}});
    QCOMPARE(validate(s, wrong).ruleIds(), QStringList{QStringLiteral("WS-MILLSTONE-WORKSHOP")});
    UseWorkshop tooMany{site, {}};
    for (int i = 0; i <= entrances; ++i)
        tooMany.exchanges.push_back({*autoPay(s, 0, one(Resource::Stone)), stoneForIron, {}});
    QVERIFY(validate(s, act(0, tooMany)).breaks("WS-ENTRANCES"));
    const int iron = at(s.storageOf(0).resources, Resource::Iron);
    play(s, legal);
    QCOMPARE(at(s.storageOf(0).resources, Resource::Iron), iron + 1);
    if (entrances == 1) // the workshop's only open entrance is used: no further activation this turn
        QVERIFY(validate(s, legal).breaks("WS-ENTRANCES") && !validate(s, legal).breaks("WS-USE"));
}

// The rulebook's table of workshops, one line each (「碎石工坊 花費1個心石獲得2個山岩，反之亦可。」): every
// exchange a workshop makes is accepted, any other is refused citing that workshop's rule. Ann stands next to
// the workshop at the start of her turn, with 4 of each resource in storage and a stone on her first troll.
void TestGameRules::WS_exchangesOfEachWorkshop_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("give"); // "2 stone, 1 coin"; "troll" for the stone on her first troll
    QTest::addColumn<QString>("get");
    QTest::addColumn<QString>("rule");
    using K = WorkshopKind;
    const auto row = [](const char *name, K kind, const char *give, const char *get, const char *rule) {
        QTest::newRow(name) << int(kind) << give << get << rule;
    };
    row("WS-CART-WORKSHOP: heartstone for a cart", K::CartWorkshop, "1 heartstone", "1 cart", "");
    row("WS-CART-WORKSHOP: a cart for heartstone", K::CartWorkshop, "1 cart", "1 heartstone", "");
    row("WS-CART-WORKSHOP: stone for a cart", K::CartWorkshop, "1 stone", "1 cart", "WS-CART-WORKSHOP");
    row("WS-RUNE-WORKSHOP: iron for a rune", K::RuneWorkshop, "1 iron", "1 rune", "");
    row("WS-RUNE-WORKSHOP: a rune for stone", K::RuneWorkshop, "1 rune", "1 stone", "");
    row("WS-RUNE-WORKSHOP: a coin for a rune", K::RuneWorkshop, "1 coin", "1 rune", "WS-RUNE-WORKSHOP");
    row("WS-RUNE-SHOP: a coin for a rune", K::RuneShop, "1 coin", "1 rune", "");
    row("WS-RUNE-SHOP: a rune for stone", K::RuneShop, "1 rune", "1 stone", "WS-RUNE-SHOP");
    row("WS-CRUSHING-WORKSHOP: heartstone for 2 stone", K::CrushingWorkshop, "1 heartstone", "2 stone", "");
    row("WS-CRUSHING-WORKSHOP: 2 stone for heartstone", K::CrushingWorkshop, "2 stone", "1 heartstone", "");
    row("WS-CRUSHING-WORKSHOP: 1 stone for heartstone", K::CrushingWorkshop, "1 stone", "1 heartstone",
        "WS-CRUSHING-WORKSHOP");
    row("WS-ORE-EXCHANGE: heartstone for a coin", K::OreExchange, "1 heartstone", "1 coin", "");
    row("WS-ORE-EXCHANGE: a coin for iron", K::OreExchange, "1 coin", "1 iron", "");
    row("WS-ORE-EXCHANGE: stone for a coin", K::OreExchange, "1 stone", "1 coin", "WS-ORE-EXCHANGE");
    row("WS-MILLSTONE-WORKSHOP: iron for stone", K::MillstoneWorkshop, "1 iron", "1 stone", "");
    row("WS-MILLSTONE-WORKSHOP: iron for heartstone", K::MillstoneWorkshop, "1 iron", "1 heartstone",
        "WS-MILLSTONE-WORKSHOP");
    row("WS-METAL-WORKSHOP: heartstone for iron", K::MetalWorkshop, "1 heartstone", "1 iron", "");
    row("WS-METAL-WORKSHOP: stone for iron", K::MetalWorkshop, "1 stone", "1 iron", "WS-METAL-WORKSHOP");
    row("WS-TOOL-FORGE: a hammer for heartstone", K::ToolForge, "1 hammer", "1 heartstone", "");
    row("WS-TOOL-FORGE: iron for a hammer", K::ToolForge, "1 iron", "1 hammer", "WS-TOOL-FORGE");
    row("WS-CHAIN-FORGE: stone and a coin for a hammer", K::ChainForge, "1 stone, 1 coin", "1 hammer", "");
    row("WS-CHAIN-FORGE: never back", K::ChainForge, "1 hammer", "2 stone", "WS-CHAIN-FORGE");
    row("WS-CHAIN-FORGE: 3 for a hammer", K::ChainForge, "3 iron", "1 hammer", "WS-CHAIN-FORGE");
    row("WS-CART-SHOP: 2 runes for a cart", K::CartShop, "2 rune", "1 cart", "");
    row("WS-CART-SHOP: 2 stone for a hammer", K::CartShop, "2 stone", "1 hammer", "WS-CART-SHOP");
    row("WS-QUARTERMASTER: the stone of a troll", K::Quartermaster, "troll", "1 stone", "");
    row("WS-QUARTERMASTER: a stone from storage", K::Quartermaster, "1 stone", "1 stone", "WS-QUARTERMASTER");
}

void TestGameRules::WS_exchangesOfEachWorkshop()
{
    QFETCH(int, kind);
    QFETCH(QString, give);
    QFETCH(QString, get);
    QFETCH(QString, rule);
    const auto counts = [](const QString &text) {
        ResourceCounts c{};
        for (const QString &part : text.split(QStringLiteral(", "), Qt::SkipEmptyParts)) {
            const QStringList words = part.split(QLatin1Char(' '));
            at(c, *resourceFromId(words[1])) += words[0].toInt();
        }
        return c;
    };
    auto [s, site] = workshopBesideFirstDig(static_cast<WorkshopKind>(kind));
    play(s, endTurn(s));
    s.turn = TurnState{3}; // back to Ann, at the start of her turn
    for (Resource r : kAllResources)
        at(s.storageOf(0).resources, r) = 4;
    s.players[0].moot.pyramid[0].filled = {true, false}; // a stone on her first troll
    WorkshopExchange e{{}, counts(get), {}};
    if (give == QLatin1String("troll"))
        e.fromTroll = IconRef{0, 0};
    else
        e.give.fromStorage = counts(give);
    const Verdict v = validate(s, act(0, UseWorkshop{site, {e}}));
    QCOMPARE(broken(v), rule);
    if (!rule.isEmpty() && rule != QLatin1String("WS-QUARTERMASTER"))
        QVERIFY2(describe(v).contains(workshopEffectText(static_cast<WorkshopKind>(kind))),
                 qPrintable(describe(v))); // what the workshop does make
}

// WS-USE limits the number of workshops used in a turn, not the number of records: the workshop used may be
// activated again, as its own action, up to its open entrances (WS-ENTRANCES); another workshop may not.
void TestGameRules::WS_USE_oneWorkshopManyActivations()
{
    GameState s = splitTileScene({});
    s.board.workshops = {{{2, 4}, WorkshopKind::MillstoneWorkshop}, {{4, 4}, WorkshopKind::RuneShop}};
    QCOMPARE(openEntrances(SpaceIndex(s.board), {2, 4}).count(), 2);
    give(s, 0, one(Resource::Stone, 3));
    const auto millstone = [](const GameState &st) {
        return act(
            0,
            UseWorkshop{{2, 4},
                        {WorkshopExchange{*autoPay(st, 0, one(Resource::Stone)), one(Resource::Iron), {}}}});
    };
    play(s, millstone(s));
    const Verdict second = validate(s, millstone(s));
    QVERIFY2(second.ok(), qPrintable(describe(second)));
    play(s, millstone(s));
    // A third activation: the two open entrances are used up. The refusal says which limit applies.
    const Verdict third = validate(s, millstone(s));
    QCOMPARE(third.ruleIds(), QStringList{QStringLiteral("WS-ENTRANCES")});
    QVERIFY2(describe(third).contains(QStringLiteral("this turn")), qPrintable(describe(third)));
    // Another workshop in the same turn: one workshop per turn, naming the one used.
    const Action runeShop =
        act(0, UseWorkshop{{4, 4},
                           {WorkshopExchange{*autoPay(s, 0, one(Resource::Coin)), one(Resource::Rune), {}}}});
    const Verdict other = validate(s, runeShop);
    QCOMPARE(other.ruleIds(), QStringList{QStringLiteral("WS-USE")});
    QVERIFY2(describe(other).contains(workshopName(WorkshopKind::MillstoneWorkshop)),
             qPrintable(describe(other)));
    // Two activations in one record after one alone: three, more than the open entrances.
    GameState fresh = splitTileScene({});
    fresh.board.workshops = s.board.workshops;
    give(fresh, 0, one(Resource::Stone, 3));
    play(fresh, millstone(fresh));
    const WorkshopExchange stoneForIron{Payment{one(Resource::Stone), {}}, one(Resource::Iron), {}};
    QVERIFY(
        validate(fresh, act(0, UseWorkshop{{2, 4}, {stoneForIron, stoneForIron}})).breaks("WS-ENTRANCES"));
    // The history reads well for a site without a workshop too ("uses a workshop", never "the a workshop").
    const QString text = actionText(fresh, act(0, UseWorkshop{{0, 0}, {stoneForIron}}));
    QVERIFY2(!text.contains(QStringLiteral("the a ")), qPrintable(text));
}

// REC-COST: bribes are coins unless a spell says otherwise; a refusal says what was paid, in what.
void TestGameRules::REC_COST_bribesOfASpell()
{
    GameState s(practiceSetup(3));
    Recruit r = simpleRecruit(s, 0, 2, 0, 4);         // a bribe on each of the two level-1 trolls below it
    r.bribes.fromStorage = rc({{Resource::Coin, 1}}); // Ann has 1 coin
    const Verdict short1 = validate(s, act(0, r));
    QVERIFY(short1.breaks("REC-COST"));
    QVERIFY2(describe(short1).contains(QStringLiteral("paid: 1 coin")), qPrintable(describe(short1)));
    r.bribes.fromStorage = rc({{Resource::Coin, 1}, {Resource::Stone, 1}});
    const Verdict noSpell = validate(s, act(0, r));
    QVERIFY(noSpell.breaks("REC-COST"));
    QVERIFY2(describe(noSpell).contains(resourceName(Resource::Stone)), qPrintable(describe(noSpell)));
    // After a spell this turn (its effect is applied by hand), the stone is a bribe: it lies on a troll
    // below.
    give(s, 0, one(Resource::Rune));
    play(s, act(0, CastSpell{0, *autoPay(s, 0, one(Resource::Rune)), {}, {}}));
    QVERIFY2(validate(s, act(0, r)).ok(), qPrintable(describe(validate(s, act(0, r)))));
    play(s, act(0, r));
    const ResourceCounts onTrolls = [&] {
        ResourceCounts c{};
        for (const auto &[level, position] : Market::below(2, 0))
            for (int k = 0; k < kResourceKinds; ++k)
                c[k] += s.market.rows[level - 1][position].bribes[k];
        return c;
    }();
    QCOMPARE(onTrolls, rc({{Resource::Coin, 1}, {Resource::Stone, 1}}));
    // Whoever recruits a troll takes the bribes lying on it, whatever they are (REC-TAKE).
    const int stone = at(s.storageOf(1).resources, Resource::Stone);
    play(s, endTurn(s));
    const auto stoneAt = std::find_if(s.market.rows[0].begin(), s.market.rows[0].end(),
                                      [](const MarketSlot &m) { return at(m.bribes, Resource::Stone) > 0; }) -
                         s.market.rows[0].begin();
    play(s, act(1, simpleRecruit(s, 1, 1, int(stoneAt), 4)));
    QCOMPARE(at(s.storageOf(1).resources, Resource::Stone), stone + 1);
}

// 「你必須在其下方的兩個1級巨魔身上，各放置1枚金幣」 and
// 「將你選擇的巨魔身上的所有賄賂（一般是金幣，但有時因咒語 的效果會是資源）放到你的儲存區」: after a spell
// Ann pays one coin and one iron for the level-2 troll at place 1; the recruit says which lies on which
// level-1 troll below it (place 1, then place 2), and Bob, recruiting the troll at place 1 next, takes what
// lies on it — the market and his ledger follow the table.
void TestGameRules::REC_COST_bribesPlacedAsTheTablePlacedThem_data()
{
    QTest::addColumn<QString>("placed"); // resource ids, in market order; empty: not said
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("onPlace1"); // the bribe Bob takes
    QTest::newRow("not said: the application's order, coins first") << ""
                                                                    << ""
                                                                    << "coin";
    QTest::newRow("the coin on place 1, the iron on place 2") << "coin iron"
                                                              << ""
                                                              << "coin";
    QTest::newRow("the iron on place 1, the coin on place 2") << "iron coin"
                                                              << ""
                                                              << "iron";
    QTest::newRow("two coins placed, a coin and an iron paid") << "coin coin"
                                                               << "REC-COST"
                                                               << "";
    QTest::newRow("one bribe placed for two trolls") << "iron"
                                                     << "REC-COST"
                                                     << "";
    QTest::newRow("a stone placed, never paid") << "stone coin"
                                                << "REC-COST"
                                                << "";
}

void TestGameRules::REC_COST_bribesPlacedAsTheTablePlacedThem()
{
    QFETCH(QString, placed);
    QFETCH(QString, rule);
    QFETCH(QString, onPlace1);
    const GameSetup setup = practiceSetup(3);
    GameState s(setup);
    std::vector<Action> log{act(0, CastSpell{0, *autoPay(s, 0, one(Resource::Rune)), {}, {}})};
    play(s, log.back());
    Recruit r = simpleRecruit(s, 0, 2, 0, 4);
    r.bribes = Payment{rc({{Resource::Coin, 1}, {Resource::Iron, 1}}), {}};
    for (const QString &id : placed.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        r.bribesPlaced.push_back(*resourceFromId(id));
    QCOMPARE(broken(validate(s, act(0, r))), rule);
    if (!rule.isEmpty())
        return;
    log.push_back(act(0, r));
    play(s, log.back());
    const Resource first = *resourceFromId(onPlace1);
    const Resource second = first == Resource::Coin ? Resource::Iron : Resource::Coin;
    QCOMPARE(s.market.rows[0][0].bribes, one(first));
    QCOMPARE(s.market.rows[0][1].bribes, one(second));
    // The recruit is saved and read back with its placement.
    const GameReadResult read = parseGame(gameToBytes({setup, log}));
    QVERIFY(read.game);
    QVERIFY(read.game->log == log);
    // Bob takes the bribe lying on the troll at place 1: his storage and the ledger of his recruit.
    log.push_back(endTurn(s));
    play(s, log.back());
    log.push_back(act(1, simpleRecruit(s, 1, 1, 0, 4)));
    const Replay rp = replay(setup, log);
    QCOMPARE(GameRecord(GameFile{setup, log}).firstIllegal(), -1);
    QCOMPARE(at(rp.steps.back().ledger.storage[1], first), 1);
    QCOMPARE(at(rp.steps.back().ledger.storage[1], second), 0);
}

// A game recorded before the placement was said (a coin and an iron after a spell, log[15] of the fixture)
// reads, replays with the coin on the first troll below, and is written back byte for byte.
void TestGameRules::REC_COST_oldFilesKeepTheApplicationsOrder()
{
    const QString file = QStringLiteral(HK_FIXTURES "/games/rules-round-two.hkgame");
    QFile in(file);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const QByteArray bytes = in.readAll();
    QVERIFY(!bytes.contains("bribesPlaced"));
    const GameReadResult read = parseGame(bytes);
    QVERIFY(read.game);
    const Action &mixed = read.game->log[15];
    const auto *recruit = std::get_if<Recruit>(&mixed.body);
    QVERIFY(recruit);
    QVERIFY(recruit->bribesPlaced.empty());
    const GameState before = replay(read.game->setup, read.game->log, 15).state;
    QCOMPARE(paymentTotal(before, mixed.player, recruit->bribes),
             rc({{Resource::Coin, 1}, {Resource::Iron, 1}}));
    const GameState after = replay(read.game->setup, read.game->log, 16).state;
    const auto below = Market::below(recruit->level, recruit->position);
    const MarketSlot &first = after.market.rows[below[0].first - 1][below[0].second];
    const MarketSlot &second = after.market.rows[below[1].first - 1][below[1].second];
    QCOMPARE(at(first.bribes, Resource::Coin) -
                 at(before.market.rows[below[0].first - 1][below[0].second].bribes, Resource::Coin),
             1);
    QCOMPARE(at(second.bribes, Resource::Iron) -
                 at(before.market.rows[below[1].first - 1][below[1].second].bribes, Resource::Iron),
             1);
    QCOMPARE(gameToBytes(*read.game), bytes);
}

void TestGameRules::DIG_withPedestalAndWorkshop()
{
    GameState s(practiceSetup(3));
    ++s.storageOf(0).pedestals[0];
    s.setup.pedestalTrack = {};
    DigAction d = firstDig(s, 0, QStringLiteral("I2"));
    d.pedestal = Clan::Fire;
    const int layer = s.board.board().layer(
        *s.board.catalog().tunnel(QStringLiteral("I2"))->placements[d.orientation].anchor + d.origin);
    const int token = s.board.pedestalTrack[layer - 1][0];
    play(s, act(0, d));
    QCOMPARE(s.storageOf(0).pedestals[0], 0);
    QCOMPARE(s.players[0].pedestalTokens, std::vector<int>{token});
    QCOMPARE(int(s.board.pedestals.size()), 1);
    QVERIFY(s.board.pedestalTokenTaken(layer, Clan::Fire));
    // A second Fire pedestal in that layer is refused (PED-UNIQUE), a workshop on a site not next to it too.
    s.turn = TurnState{3};
    ++s.storageOf(0).pedestals[0];
    give(s, 0, one(Resource::Stone, 4));
    DigAction again = firstDig(s, 0, QStringLiteral("I2"));
    again.workshops = {{s.board.board().workshopSites.back(), WorkshopKind::RuneShop}};
    const Verdict v = validate(s, act(0, again));
    QVERIFY(v.breaks("WS-BUILD"));
}

void TestGameRules::END_CROWN_and_END_ROUNDS_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<int>("completer"); // the seat whose tenth troll triggers the end
    QTest::newRow("2 players: the first to complete takes the 3 and ends") << 2 << 1;
    QTest::newRow("3 players: the second to complete ends, from seat 1") << 3 << 0;
    QTest::newRow("3 players: the second to complete ends, from the last seat") << 3 << 2;
    QTest::newRow("5 players") << 5 << 3;
}

void TestGameRules::END_CROWN_and_END_ROUNDS()
{
    QFETCH(int, players);
    QFETCH(int, completer);
    GameState s(practiceSetup(players));
    if (players > 2) { // someone else already took the 5
        const int first = (completer + 1) % players;
        fillMoot(s, first, 10);
        s.players[first].coronation = 5;
        s.crown5Taken = true;
    }
    s.turn = TurnState{players + completer}; // round 2
    fillMoot(s, completer, 9);
    const int free = s.players[completer].moot.freeSlots().front();
    play(s, act(completer, simpleRecruit(s, completer, 1, 0, free)));
    QCOMPARE(s.players[completer].coronation, 3);
    QVERIFY(s.crown3Taken);
    QVERIFY(s.lastTurn.has_value());
    // END-ROUNDS: the rest of round 2, then two more turns each.
    const int turnsLeft = (players - 1 - completer) + 2 * players;
    play(s, endTurn(s)); // the completer's own turn
    for (int t = 0; t < turnsLeft; ++t) {
        QVERIFY(!s.over());
        fillMoot(s, s.currentPlayer(), 10); // keep it simple: a full moot that cannot dig ends its turn
        s.storageOf(s.currentPlayer()) = {};
        s.players[s.currentPlayer()].moot.pyramid = {};
        for (int i = 0; i < 10; ++i)
            s.players[s.currentPlayer()].moot.pyramid[i].troll = TrollCard{};
        play(s, endTurn(s));
    }
    QVERIFY(s.over());
    QVERIFY(validate(s, endTurn(s)).breaks("END-ROUNDS"));
    QCOMPARE(s.turn.index, 4 * players); // the end of round 4: round 2 finished, then rounds 3 and 4
}

void TestGameRules::TURN_MANDATORY_skip()
{
    GameState s(practiceSetup(3));
    // A full moot and nothing to dig with: the player may end the turn without step 2, and dedicate no hall
    // first.
    for (int i = 0; i < 10; ++i)
        s.players[0].moot.pyramid[i].troll = TrollCard{};
    s.storageOf(0) = {};
    QVERIFY(!canRecruit(s, 0));
    QVERIFY(!canDig(s, 0));
    QVERIFY(validate(s, endTurn(s)).ok());
    give(s, 0, one(Resource::Stone, 2));
    QVERIFY(canDig(s, 0));
    QVERIFY(validate(s, endTurn(s)).breaks("TURN-MANDATORY"));
}

// 「在你的回合按照順序執行以下步驟：1. 咒語和工坊 2. 徵募或挖掘 3. 大廳 4. 移動雕像」: a spell or a workshop
// after a hall or a statue move is refused whether step 2 was played or skipped. Each row plays its steps in
// order; every step but the last must be legal, the last breaks `rule` ("" for legal).
void TestGameRules::TURN_ORDER_stepOneAfterSkippedStepTwo_data()
{
    QTest::addColumn<Steps>("steps");
    QTest::addColumn<QString>("rule");
    const Make move = [](const GameState &s) {
        return act(0, MoveStatue{1, {3, 2}, *autoPay(s, 0, one(Resource::Cart))});
    };
    const Make spell = [](const GameState &s) {
        return act(0, CastSpell{0, *autoPay(s, 0, one(Resource::Rune)), {}, {}});
    };
    const Make workshop = [](const GameState &s) {
        return act(0, UseWorkshop{{2, 4}, {{*autoPay(s, 0, one(Resource::Stone)), one(Resource::Iron), {}}}});
    };
    const Make trade = [](const GameState &s) {
        return act(0, TradeFourForOne{*autoPay(s, 0, one(Resource::Coin, 4)), Resource::Stone});
    };
    const Make moveBack = [](const GameState &s) {
        return act(0, MoveStatue{1, {3, 1}, *autoPay(s, 0, one(Resource::Cart))});
    };
    const Make endTurn = [](const GameState &s) { return ::endTurn(s); };
    QTest::newRow("a spell, then a statue move") << Steps{spell, move} << "";
    QTest::newRow("a workshop and a spell, then a statue move") << Steps{workshop, spell, move} << "";
    QTest::newRow("a statue move, then a spell") << Steps{move, spell} << "TURN-ORDER";
    QTest::newRow("a statue move, then a workshop") << Steps{move, workshop} << "TURN-ORDER";
    QTest::newRow("a statue move, a trade, then a spell") << Steps{move, trade, spell} << "TURN-ORDER";
    // A trade after step 4 may pay for a tunnel; step 2 stays passed: moving on and ending the turn are
    // legal.
    QTest::newRow("a statue move, a trade, another move") << Steps{move, trade, moveBack} << "";
    QTest::newRow("a statue move, a trade, the end of the turn") << Steps{move, trade, endTurn} << "";
}

void TestGameRules::TURN_ORDER_stepOneAfterSkippedStepTwo()
{
    QFETCH(Steps, steps);
    QFETCH(QString, rule);
    GameState s = skippedStepTwoScene();
    QVERIFY(!canRecruit(s, 0));
    QVERIFY(!canDig(s, 0));
    for (qsizetype i = 0; i + 1 < steps.size(); ++i)
        play(s, steps[i](s));
    QCOMPARE(broken(validate(s, steps.back()(s))), rule);
}

void TestGameRules::SCORE_GATE()
{
    GameState s(practiceSetup(3));
    const Square gate = s.setup.players[0].gate;
    s.board.statues.push_back({99, Clan::Ice, gate});
    const GameScore score = scoreGame(s);
    const SheetPlayer &ann = score.sheet.players[0];
    QCOMPARE(int(ann.statues.size()), 1);
    QCOMPARE(ann.statues.front().layer, s.board.board().layer(gate)); // the gate square's layer
    QCOMPARE(score.score.entities[0].statues, 2 * s.board.board().layer(gate));
    QCOMPARE(score.statues[0].front().id, 99); // provenance
}

// SCORE-ONE-PER-TUNNEL: every gate is a tunnel of its own. In the team game a statue in each teammate's gate
// is a statue in each of two tunnels: both score.
void TestGameRules::SCORE_ONE_PER_TUNNEL_eachGateIsATunnel()
{
    GameState s(practiceSetup(4, true));
    const Square nils = s.setup.players[0].gate, rolf = s.setup.players[3].gate; // team 1
    s.board.statues.push_back({98, Clan::Ice, nils});
    s.board.statues.push_back({99, Clan::Fire, rolf});
    const GameScore score = scoreGame(s);
    const EntityScore &team1 = score.score.entities[0];
    const int expected = 2 * s.board.board().layer(nils) + 2 * s.board.board().layer(rolf);
    QCOMPARE(int(team1.statueLines.size()), 2);
    QVERIFY(team1.statueLines[0].counted && team1.statueLines[1].counted);
    QCOMPARE(team1.statues, expected);
    QVERIFY(team1.statueLines[0].statue.tunnel != team1.statueLines[1].statue.tunnel);
}

void TestGameRules::SCORE_ONE_PER_TUNNEL_splitTiles_data()
{
    QTest::addColumn<int>("ruling");
    QTest::addColumn<int>("statues");
    QTest::addColumn<int>("counted");
    QTest::newRow("default: each part of the tile is a tunnel") << int(SplitTiles::EachPart) << 4 << 2;
    QTest::newRow("table ruling: one statue per printed tile") << int(SplitTiles::WholeTile) << 2 << 1;
}

// SCORE-ONE-PER-TUNNEL with a tile split by a hall: the table ruling chosen at setup decides, and the score,
// the labels of the tunnels and Explain say the same.
void TestGameRules::SCORE_ONE_PER_TUNNEL_splitTiles()
{
    QFETCH(int, ruling);
    QFETCH(int, statues);
    QFETCH(int, counted);
    TableRulings rulings;
    rulings.splitTiles = static_cast<SplitTiles>(ruling);
    const GameState s = splitTileScene(rulings);
    const SpaceIndex index(s.board);
    QVERIFY(index.inNetwork({3, 1}, 0) && index.inNetwork({3, 5}, 0));
    QVERIFY(index.unitAt({3, 1}) != index.unitAt({3, 5})); // two tunnels for moving statues, always
    const GameScore score = scoreGame(s);
    const EntityScore &ann = score.score.entities[0];
    QCOMPARE(int(ann.statueLines.size()), 2);
    QCOMPARE(ann.statues, statues);
    QCOMPARE(int(std::count_if(ann.statueLines.begin(), ann.statueLines.end(),
                               [](const StatueScore &l) { return l.counted; })),
             counted);
    // Explain names the tunnel each statue scores in, and the ruling when it decides.
    const QString explain = statueTunnelText(s, index, {3, 5});
    QVERIFY2(explain.contains(QStringLiteral("SCORE-ONE-PER-TUNNEL")), qPrintable(explain));
    QCOMPARE(explain.contains(QStringLiteral("HALL-UNIT")), rulings.splitTiles == SplitTiles::EachPart);
}

void TestGameRules::TEAM_PED()
{
    GameState s(practiceSetup(4, true));
    give(s, 0, one(Resource::Coin, 2));
    const Clan clan = *s.market.rows[1][0].pedestal;
    play(s, act(0, simpleRecruit(s, 0, 2, 0, 4)));
    QCOMPARE(s.storageOf(3).pedestals[statueClanIndex(clan)], 1); // in the team storage, for the teammate too
}

void TestGameRules::overridesAndReplay()
{
    const GameSetup setup = practiceSetup(3);
    GameState s(setup);
    std::vector<Action> log{act(0, firstDig(s, 0, QStringLiteral("I2"))), act(0, EndTurn{})};
    Action illegal = act(1, EndTurn{}); // Bob could recruit: TURN-MANDATORY
    log.push_back(illegal);
    const GameRecord r(GameFile{setup, log});
    QCOMPARE(r.firstIllegal(), 2);
    QVERIFY(r.verdicts()[2].breaks("TURN-MANDATORY"));
    log[2].override = true;
    log[2].overrideReason = QStringLiteral("Bob passed; nobody noticed");
    log[2].brokenRules = r.verdicts()[2].ruleIds();
    const GameRecord overridden(GameFile{setup, log});
    QCOMPARE(overridden.firstIllegal(), -1);
    QCOMPARE(overridden.state().currentPlayer(), 2);
    QVERIFY(actionText(GameState(setup), log[2])
                .contains(QStringLiteral("TURN-MANDATORY: Bob passed; nobody noticed")));
    // The override survives a save and a load.
    const GameReadResult read = parseGame(gameToBytes({setup, log}));
    QVERIFY(read.game);
    QVERIFY(read.game->log[2].override);
    QCOMPARE(read.game->log[2].brokenRules, QStringList{QStringLiteral("TURN-MANDATORY")});
    // Without the override the file is refused, naming the action.
    std::vector<Action> unrecorded = log;
    unrecorded[2].override = false;
    const GameReadResult refused = parseGame(gameToBytes({setup, unrecorded}));
    QVERIFY(!refused.game);
    QVERIFY(std::any_of(refused.problems.begin(), refused.problems.end(), [](const Problem &p) {
        return p.path == QLatin1String("log[2]") && p.ruleId == QLatin1String("TURN-MANDATORY");
    }));
}

namespace {
Action correction(int player, int stone, int honour)
{
    Correction c;
    c.reason = QStringLiteral("a counting slip");
    at(c.storage, Resource::Stone) = stone;
    c.honour = honour;
    return act(player, c);
}
} // namespace

// LIMIT-HOLDINGS: a player holds at most 9,999 of one resource, storage and trolls together, so that every
// game can be written as a score sheet; the correction that would go beyond is refused, the one that reaches
// it is not.
void TestGameRules::LIMIT_HOLDINGS_data()
{
    QTest::addColumn<int>("stone");
    QTest::addColumn<QString>("rule");
    QTest::newRow("up to the limit") << 9999 << "";
    QTest::newRow("LIMIT-HOLDINGS: one beyond") << 10000 << "LIMIT-HOLDINGS";
    QTest::newRow("LIMIT-HOLDINGS: a million") << 1000000 << "LIMIT-HOLDINGS";
}

void TestGameRules::LIMIT_HOLDINGS()
{
    QFETCH(int, stone);
    QFETCH(QString, rule);
    GameState s(practiceSetup(3));
    const int held =
        at(s.storageOf(0).resources, Resource::Stone) + at(s.players[0].moot.resources(), Resource::Stone);
    const Verdict v = validate(s, correction(0, stone - held, 0));
    QCOMPARE(broken(v), rule);
    if (!rule.isEmpty())
        QVERIFY2(describe(v).contains(QStringLiteral("9999")), qPrintable(describe(v)));
}

// LIMIT-HONOUR: tunnel points stay between 0 and 572 (every tunnel tile of the box a size-5 heartstone
// tunnel).
void TestGameRules::LIMIT_HONOUR_data()
{
    QTest::addColumn<int>("honour");
    QTest::addColumn<QString>("rule");
    QTest::newRow("up to the limit") << 572 << "";
    QTest::newRow("LIMIT-HONOUR: one beyond") << 573 << "LIMIT-HONOUR";
    QTest::newRow("LIMIT-HONOUR: below 0") << -1 << "LIMIT-HONOUR";
    QTest::newRow("LIMIT-HONOUR: a million") << 1000000 << "LIMIT-HONOUR";
}

void TestGameRules::LIMIT_HONOUR()
{
    QFETCH(int, honour);
    QFETCH(QString, rule);
    GameState s(practiceSetup(3));
    QCOMPARE(broken(validate(s, correction(0, 0, honour))), rule);
}

// 2,200 corrections of +1,000,000 recorded as overrides (a file edited by hand): the replay never overflows
// (UBSan, HK_SANITIZE), marks the first beyond the limits as invalid whatever the override says, the reader
// refuses the file, and the score stays within what a sheet can hold.
void TestGameRules::limitsBoundAReplayOf2200Corrections()
{
    const GameSetup setup = practiceSetup(3);
    std::vector<Action> log;
    for (int i = 0; i < 2200; ++i) {
        Action a = correction(0, 1000000, 1000000);
        a.override = true;
        a.overrideReason = QStringLiteral("by hand");
        log.push_back(a);
    }
    const Replay r = replay(setup, log);
    QCOMPARE(GameRecord(GameFile{setup, log}).firstIllegal(), 0);
    QVERIFY(r.steps[0].verdict.breaks("LIMIT-HOLDINGS"));
    QVERIFY(r.steps[0].verdict.breaks("LIMIT-HONOUR"));
    QVERIFY(r.steps.back().verdict.breaks("LIMIT-HONOUR"));
    QVERIFY(r.state.players[0].tunnelPoints > 0);
    QVERIFY(at(r.state.storageOf(0).resources, Resource::Stone) > 0);
    const GameReadResult read = parseGame(gameToBytes({setup, log}), ActionCheck::Replay);
    QVERIFY(!read.game);
    QVERIFY(std::any_of(read.problems.begin(), read.problems.end(), [](const Problem &p) {
        return p.path == QLatin1String("log[0]") && p.ruleId == QLatin1String("LIMIT-HOLDINGS");
    }));
    // The largest legal holdings still make a sheet the sheet reader accepts.
    GameState s(setup);
    const int held =
        at(s.storageOf(0).resources, Resource::Stone) + at(s.players[0].moot.resources(), Resource::Stone);
    for (const Action &a : {correction(0, 9999 - held, 572)}) {
        QVERIFY(validate(s, a).ok());
        apply(s, a);
    }
    const GameScore score = scoreGame(s);
    const Problems problems = validateSheet(score.sheet);
    QVERIFY2(!hasErrors(problems),
             qPrintable(problems.empty() ? QString() : formatProblem({}, problems.front())));
}

void TestGameRules::undoIsReplayWithoutTheLastAction()
{
    const GameSetup setup = practiceSetup(3, false, 5);
    GameState s(setup);
    RandomPlayer random(5);
    std::vector<Action> log;
    std::vector<GameState> states{s};
    for (int i = 0; i < 60 && !s.over(); ++i) {
        const Action a = random.next(s);
        apply(s, a);
        log.push_back(a);
        states.push_back(s);
    }
    for (int n : {0, 1, 17, 59})
        QVERIFY2(replay(setup, log, n).state == states[n],
                 qPrintable(QString::number(n))); // "state as of action N"
    std::vector<Action> undone(log.begin(), log.end() - 1);
    QVERIFY(replay(setup, undone).state == states[states.size() - 2]);
}

void TestGameRules::gameFilesRefuseBadInput_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("path");
    const GameSetup setup = practiceSetup(3);
    GameState s(setup);
    const std::vector<Action> log{act(0, firstDig(s, 0, QStringLiteral("I2"))), act(0, EndTurn{})};
    const QByteArray good = gameToBytes({setup, log});
    // The good file with one entry of its log changed.
    const auto logEdited = [&](int entry, const std::function<void(QJsonObject &)> &edit) {
        QJsonObject root = QJsonDocument::fromJson(good).object();
        QJsonArray list = root[QStringLiteral("log")].toArray();
        QJsonObject o = list[entry].toObject();
        edit(o);
        list[entry] = o;
        root[QStringLiteral("log")] = list;
        return QJsonDocument(root).toJson();
    };
    QTest::newRow("truncated") << good.left(good.size() / 2) << "";
    QTest::newRow("from a newer Hallkeeper")
        << QByteArray(good).replace("\"version\": 1", "\"version\": 7") << "version";
    QTest::newRow("a board file") << QByteArray(good).replace("hallkeeper-game", "hallkeeper-board")
                                  << "format";
    QTest::newRow("an unknown action")
        << logEdited(1, [](QJsonObject &o) { o[QStringLiteral("action")] = QStringLiteral("sleep"); })
        << "log[1].action";
    QTest::newRow("a player that does not exist")
        << logEdited(1, [](QJsonObject &o) { o[QStringLiteral("player")] = 7; }) << "log[1].player";
    QTest::newRow("a broken board inside")
        << QByteArray(good).replace("\"side\": \"autumn\"", "\"side\": \"spring\"") << "board.side";
    QTest::newRow("a wrong ledger") << logEdited(0, [](QJsonObject &o) {
        o[QStringLiteral("ledger")] =
            QJsonObject{{QStringLiteral("honour"), QJsonObject{{QStringLiteral("0"), 9}}}};
    }) << "log[0].ledger";
    QTest::newRow("an override without reason") << logEdited(1, [](QJsonObject &o) {
        o[QStringLiteral("override")] = QJsonObject{{QStringLiteral("reason"), QStringLiteral(" ")}};
    }) << "log[1].override.reason";
    QTest::newRow("an inconsistent setup")
        << QByteArray(good).replace("\"teams\": false", "\"teams\": true") << "setup";

    // Wrongly typed values are refused where they stand, never read as something else.
    const auto edited = [&](const std::function<void(QJsonObject &)> &edit) {
        QJsonObject root = QJsonDocument::fromJson(good).object();
        edit(root);
        return QJsonDocument(root).toJson();
    };
    // Sets the value at a path of keys and indexes, e.g. {"setup", "players", 0, "gate"}.
    const auto at = [&](QVariantList path, const QJsonValue &value) {
        return edited([path, value](QJsonObject &root) {
            const std::function<QJsonValue(const QJsonValue &, qsizetype)> set = [&](const QJsonValue &v,
                                                                                     qsizetype i) {
                if (i == path.size())
                    return value;
                if (path[i].typeId() == QMetaType::Int) {
                    QJsonArray a = v.toArray();
                    a[path[i].toInt()] = set(a[path[i].toInt()], i + 1);
                    return QJsonValue(a);
                }
                QJsonObject o = v.toObject();
                o[path[i].toString()] = set(o[path[i].toString()], i + 1);
                return QJsonValue(o);
            };
            root = set(root, 0).toObject();
        });
    };
    const QJsonObject workshopUse{{QStringLiteral("player"), 0},
                                  {QStringLiteral("action"), QStringLiteral("workshop")},
                                  {QStringLiteral("site"), QJsonArray{1, 1}},
                                  {QStringLiteral("exchanges"),
                                   QJsonArray{QJsonObject{{QStringLiteral("fromTroll"), QJsonArray{"x", 1}},
                                                          {QStringLiteral("get"), QJsonObject{}}}}}};
    const QJsonObject recruit{{QStringLiteral("player"), 0},
                              {QStringLiteral("action"), QStringLiteral("recruit")},
                              {QStringLiteral("level"), 1},
                              {QStringLiteral("position"), 0},
                              {QStringLiteral("slot"), 4},
                              {QStringLiteral("bribes"),
                               QJsonObject{{QStringLiteral("trolls"), QJsonArray{QJsonArray{1e300, 0}}}}}};
    const QJsonObject move{
        {QStringLiteral("player"), 0},
        {QStringLiteral("action"), QStringLiteral("move")},
        {QStringLiteral("statue"), 1},
        {QStringLiteral("to"), QJsonArray{7, 17}},
        {QStringLiteral("cart"), QJsonObject{{QStringLiteral("trolls"), QJsonArray{QJsonArray{0, 9.3e18}}}}}};
    QTest::newRow("a gate at half a square")
        << at({"setup", "players", 0, "gate"}, QJsonArray{0.5, 9}) << "setup.players[0].gate[0]";
    QTest::newRow("a gate at 1e300") << at({"setup", "players", 0, "gate"}, QJsonArray{1e300, 9})
                                     << "setup.players[0].gate[0]";
    QTest::newRow("a statue at 2^63")
        << QJsonDocument::fromJson(at({"setup", "statues", 0, "square"}, QJsonArray{-1, 1}))
               .toJson(QJsonDocument::Compact)
               .replace("[-1,1]", "[9223372036854775808,1]")
        << "setup.statues[0].square[0]";
    QTest::newRow("a dig origin at 1.5")
        << at({"log", 0, "origin"}, QJsonArray{1.5, 8}) << "log[0].origin[0]";
    QTest::newRow("a payment from troll icon [0.5, 0]")
        << at({"log", 0, "payment", "trolls"}, QJsonArray{QJsonArray{0.5, 0}})
        << "log[0].payment.trolls[0][0]";
    QTest::newRow("a payment of -2 stone")
        << at({"log", 0, "payment", "storage"}, QJsonObject{{QStringLiteral("stone"), -2}})
        << "log[0].payment.storage.stone";
    QTest::newRow("a Quartermaster troll icon [\"x\", 1]")
        << at({"log", 1}, workshopUse) << "log[1].exchanges[0].fromTroll";
    QTest::newRow("a bribe from moot slot 1e300") << at({"log", 1}, recruit) << "log[1].bribes.trolls[0][0]";
    QTest::newRow("a cart from troll icon 2^63") << at({"log", 1}, move) << "log[1].cart.trolls[0][1]";
    QTest::newRow("a spell named null")
        << at({"setup", "spells"}, QJsonArray{QJsonValue(), "", ""}) << "setup.spells[0]";
    QTest::newRow("a spell named 3") << at({"setup", "spells"}, QJsonArray{"", 3, ""}) << "setup.spells[1]";
    QTest::newRow("a spell named by a list")
        << at({"setup", "spells"}, QJsonArray{"", "", QJsonArray{1}}) << "setup.spells[2]";
    QTest::newRow("a spell named by an object")
        << at({"setup", "spells"}, QJsonArray{QJsonObject{}}) << "setup.spells[0]";
    QTest::newRow("four spells") << at({"setup", "spells"}, QJsonArray{"", "", "", ""}) << "setup.spells";
    QTest::newRow("a negative start row")
        << at({"setup", "players", 0, "hand", "startRow"}, QJsonObject{{QStringLiteral("coin"), -1}})
        << "setup.players[0].hand.startRow.coin";
    QTest::newRow("a clan troll without a clan") << edited([](QJsonObject &root) {
        QJsonObject setup = root[QStringLiteral("setup")].toObject();
        QJsonObject market = setup[QStringLiteral("market")].toObject();
        QJsonArray row = market[QStringLiteral("level1")].toArray();
        QJsonObject card = row[0].toObject();
        card.remove(QStringLiteral("clan"));
        row[0] = card;
        market[QStringLiteral("level1")] = row;
        setup[QStringLiteral("market")] = market;
        root[QStringLiteral("setup")] = setup;
    }) << "setup.market.level1[0]";
    QTest::newRow("ledger pedestals not an object")
        << at({"log", 0, "ledger", "pedestals"}, 5) << "log[0].ledger.pedestals";
    QTest::newRow("a ledger pedestal entry not an object")
        << at({"log", 0, "ledger", "pedestals", "0"}, 5) << "log[0].ledger.pedestals.0";
    QTest::newRow("a ledger pedestal count not an integer")
        << at({"log", 0, "ledger", "pedestals", "0"}, QJsonObject{{QStringLiteral("fire"), "x"}})
        << "log[0].ledger.pedestals.0.fire";
    QTest::newRow("a ledger pedestal of the Mud clan")
        << at({"log", 0, "ledger", "pedestals", "0"}, QJsonObject{{QStringLiteral("mud"), -1}})
        << "log[0].ledger.pedestals.0.mud";
    QTest::newRow("override rules not a list")
        << at({"log", 1, "override"},
              QJsonObject{{QStringLiteral("reason"), "r"}, {QStringLiteral("rules"), "x"}})
        << "log[1].override.rules";
    QTest::newRow("an override rule not a string")
        << at({"log", 1, "override"},
              QJsonObject{{QStringLiteral("reason"), "r"}, {QStringLiteral("rules"), QJsonArray{1}}})
        << "log[1].override.rules[0]";
    QTest::newRow("a key twice in an action")
        << QByteArray(good).replace("\"action\": \"endTurn\"", "\"action\": \"endTurn\", \"action\": \"dig\"")
        << "log[1].action";
    QTest::newRow("a key twice in the setup")
        << QByteArray(good).replace("\"teams\": false", "\"teams\": false, \"teams\": true") << "setup.teams";
    QTest::newRow("a key twice in the embedded board")
        << QByteArray(good).replace("\"side\": \"autumn\"", "\"side\": \"autumn\", \"side\": \"winter\"")
        << "board.side";
    // MOOT-SLOTS: the range first: there is no slot 43 to be taken.
    QJsonObject slot43 = recruit;
    slot43[QStringLiteral("bribes")] = QJsonObject{};
    slot43[QStringLiteral("slot")] = 43;
    QTest::newRow("MOOT-SLOTS: slot 43") << at({"log", 1}, slot43) << "log[1].slot";
}

void TestGameRules::gameFilesRefuseBadInput()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, path);
    const GameReadResult read = parseGame(bytes);
    QVERIFY(!read.game);
    QStringList got;
    for (const Problem &p : read.problems)
        got << p.path + QStringLiteral(": ") + p.message;
    QVERIFY2(std::any_of(read.problems.begin(), read.problems.end(),
                         [&](const Problem &p) { return p.path == path; }),
             qPrintable(got.join(QLatin1Char('\n'))));
}

// A setup problem names where it is in the file and cites its rule once.
void TestGameRules::setupProblemsNameTheirPath_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("rule");
    const GameSetup setup = practiceSetup(3);
    const QJsonObject good = QJsonDocument::fromJson(gameToBytes({setup, {}})).object();
    const auto edited = [&](const std::function<void(QJsonObject &)> &edit) {
        QJsonObject root = good;
        QJsonObject s = root[QStringLiteral("setup")].toObject();
        edit(s);
        root[QStringLiteral("setup")] = s;
        return QJsonDocument(root).toJson();
    };
    const auto player = [](QJsonObject &s, int i, const char *key, const QJsonValue &value) {
        QJsonArray players = s[QStringLiteral("players")].toArray();
        QJsonObject p = players[i].toObject();
        p[QLatin1String(key)] = value;
        players[i] = p;
        s[QStringLiteral("players")] = players;
    };
    const QJsonValue gate0 =
        good[QStringLiteral("setup")][QStringLiteral("players")][0][QStringLiteral("gate")];
    QTest::newRow("SET-GATES: a gate off the start points") << edited([&](QJsonObject &s) {
        player(s, 1, "gate", QJsonArray{9, 9});
    }) << "setup.players[1].gate"
                                                            << "SET-GATES";
    QTest::newRow("SET-GATES: two gates on one point")
        << edited([&](QJsonObject &s) { player(s, 2, "gate", gate0); }) << "setup.players[2].gate"
        << "SET-GATES";
    QTest::newRow("SET-STATUES: a statue off the spots") << edited([](QJsonObject &s) {
        QJsonArray statues = s[QStringLiteral("statues")].toArray();
        QJsonObject st = statues[3].toObject();
        st[QStringLiteral("square")] = QJsonArray{9, 9};
        statues[3] = st;
        s[QStringLiteral("statues")] = statues;
    }) << "setup.statues[3].square"
                                                         << "SET-STATUES";
    QTest::newRow("SET-WORKSHOPS: too few tiles") << edited([](QJsonObject &s) {
        s[QStringLiteral("workshopSupply")] = QJsonObject{{QStringLiteral("rune-shop"), 1}};
    }) << "setup.workshopSupply"
                                                  << "SET-WORKSHOPS";
    QTest::newRow("SET-MARKET: a row short") << edited([](QJsonObject &s) {
        QJsonObject market = s[QStringLiteral("market")].toObject();
        QJsonArray row = market[QStringLiteral("level3")].toArray();
        row.removeLast();
        market[QStringLiteral("level3")] = row;
        s[QStringLiteral("market")] = market;
    }) << "setup.market.level3"
                                             << "SET-MARKET";
    QTest::newRow("SET-PEDTRACK: a token worth 0") << edited([](QJsonObject &s) {
        QJsonArray track = s[QStringLiteral("pedestalTrack")].toArray();
        track[2] = QJsonArray{1, 0, 3};
        s[QStringLiteral("pedestalTrack")] = track;
    }) << "setup.pedestalTrack[2][1]"
                                                   << "SET-PEDTRACK";
    QTest::newRow("SET-MOOT: a clan troll among the starting ones") << edited([&](QJsonObject &s) {
        player(s, 1, "hand",
               QJsonObject{{QStringLiteral("level"), 1},
                           {QStringLiteral("clan"), "fire"},
                           {QStringLiteral("icons"), QJsonArray{"stone"}}});
    }) << "setup.players[1].hand"
                                                                    << "SET-MOOT";
}

void TestGameRules::setupProblemsNameTheirPath()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, path);
    QFETCH(QString, rule);
    const GameReadResult read = parseGame(bytes);
    QVERIFY(!read.game);
    QStringList got;
    for (const Problem &p : read.problems)
        got << formatProblem(QStringLiteral("game"), p);
    QVERIFY2(std::any_of(read.problems.begin(), read.problems.end(),
                         [&](const Problem &p) { return p.path == path && p.ruleId == rule; }),
             qPrintable(got.join(QLatin1Char('\n'))));
    for (const QString &line : got) // the rule once, never "(SET-GATES) (SET-GATES)"
        QVERIFY2(line.count(QLatin1Char('(') + rule + QLatin1Char(')')) <= 1, qPrintable(line));
}

// The sentences of a refusal and of the history read right even for nonsense: no "moves
// the  statue from  to", no "slot 43 of the moot is taken", no "takes 0 rune, but storage has -1".
void TestGameRules::refusalsSayWhatIsWrong_data()
{
    QTest::addColumn<Make>("make");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("wrong");
    QTest::newRow("MOVE-UNEARTHED: a statue that does not exist") << Make([](const GameState &) {
        return act(0, MoveStatue{99, {7, 17}, Payment{one(Resource::Cart), {}}});
    }) << ""
                                                                  << "the  statue from  to";
    QTest::newRow("MOOT-SLOTS: slot 43") << Make([](const GameState &) {
        Recruit r;
        r.level = 1;
        r.position = 0;
        r.slot = 43;
        return act(0, r);
    }) << "MOOT-SLOTS"
                                         << "of the moot is taken";
    QTest::newRow("SPEND-ANY: 5 runes from a storage of 1") << Make([](const GameState &) {
        return act(0, CastSpell{0, Payment{one(Resource::Rune, 5), {}}, {}, {}});
    }) << "SPEND-ANY"
                                                            << "takes 0 rune";
    QTest::newRow("WS-USE: no workshop at the site") << Make([](const GameState &) {
        return act(0, UseWorkshop{{1, 1}, {WorkshopExchange{}}});
    }) << "WS-USE"
                                                     << "the a workshop";
}

void TestGameRules::refusalsSayWhatIsWrong()
{
    QFETCH(Make, make);
    QFETCH(QString, rule);
    QFETCH(QString, wrong);
    const GameState state(practiceSetup(3));
    const Action a = make(state);
    const Verdict v = validate(state, a);
    const QString text = actionText(state, a) + QLatin1Char('\n') + describe(v);
    QVERIFY2(!v.ok(), qPrintable(text));
    QVERIFY2(rule.isEmpty() || v.breaks(rule.toLatin1().constData()), qPrintable(text));
    QVERIFY2(!text.contains(wrong), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral(" -1")), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestGameRules)
#include "tst_game_rules.moc"
