// The rules of space (BRD-, DIG-, PED-): every validator with rows for the allowed and the refused case,
// including the rulebook's situations. Slots are named after the rule they check. Longer than 600 lines on
// purpose: the rules of space share one small board and its helpers, and read best side by side.

#include "common/table_builder.h"
#include "rules/placement.h"
#include "rules/rule_catalog.h"

#include <QTest>

#include <functional>

using namespace hk;
using namespace hk::test;

using Setup = std::function<void(BoardState &)>;
Q_DECLARE_METATYPE(Setup)
Q_DECLARE_METATYPE(hk::Square)
Q_DECLARE_METATYPE(hk::Purse)

namespace {

Purse richPurse()
{
    Purse p;
    p.resources = {10, 10, 10, 10, 10, 5, 10};
    p.clanCarts = {1, 1, 1};
    p.pedestals = {1, 1, 1};
    return p;
}

Purse purseWith(Resource r, int n)
{
    Purse p = richPurse();
    at(p.resources, r) = n;
    return p;
}

Setup nothing()
{
    return [](BoardState &) {};
}

QString rulesOf(const Verdict &v)
{
    return v.ruleIds().join(QLatin1Char(' '));
}

// The network of the move and hall tests: Ann's gate at (0,0), an O4 tile at (1,0), an I3 at (2,2)-(2,4) and
// an I2 going down from (3,4); a Fire statue at (1,1) and an Ice statue at (2,4).
BoardState networkTable()
{
    BoardState s = table({0, 0}, {6, 11});
    dig(s, 0, QStringLiteral("O4"), pic({"A#", "##"}), {1, 0});
    dig(s, 0, QStringLiteral("I3"), pic({"#A#"}), {2, 2});
    dig(s, 0, QStringLiteral("I2"), pic({"A", "#"}), {3, 4});
    s.statues = {{1, Clan::Fire, {1, 1}}, {2, Clan::Ice, {2, 4}}, {3, Clan::Moon, {5, 5}}};
    return s;
}

} // namespace

class TestPlacement : public QObject {
    Q_OBJECT
private slots:
    void BRD_GRID();
    void BRD_SIDE();
    void DIG_rules_data();
    void DIG_rules();
    void DIG_SCORE_effects();
    void DIG_UNEARTH();
    void DIG_BURIED_RES();
    void DIG_ISOLATED();
    void TEAM_NETWORK();
    void PED_rules_data();
    void PED_rules();
    void WS_BUILD_data();
    void WS_BUILD();
    void WS_ENTRANCES();
    void HALL_COVER_data();
    void HALL_COVER();
    void HALL_PED();
    void HALL_UNIT();
    void MOVE_rules_data();
    void MOVE_rules();
    void MOVE_UNITS_throughAHall();
    void placementMapMatchesTheValidator_data();
    void placementMapMatchesTheValidator();
    void hallPlacementMapMatchesTheValidator_data();
    void hallPlacementMapMatchesTheValidator();
    void everyReasonHasARuleAndASentence();
};

void TestPlacement::BRD_GRID()
{
    QVERIFY(adjacent({2, 2}, {2, 3}));
    QVERIFY(adjacent({2, 2}, {1, 2}));
    QVERIFY(!adjacent({2, 2}, {3, 3})); // diagonal
    QVERIFY(!adjacent({2, 2}, {2, 2}));
    QVERIFY(!adjacent({2, 2}, {2, 4}));
}

void TestPlacement::BRD_SIDE()
{
    QVERIFY(sideAllowsPlayers(BoardSide::Winter, 4));
    QVERIFY(sideAllowsPlayers(BoardSide::Winter, 5));
    QVERIFY(!sideAllowsPlayers(BoardSide::Winter, 3));
    QVERIFY(sideAllowsPlayers(BoardSide::Autumn, 3));
    QVERIFY(!sideAllowsPlayers(BoardSide::Autumn, 4));
    QVERIFY(sideAllowsPlayers(BoardSide::Autumn, 2));
    QVERIFY(sideAllowsPlayers(BoardSide::Winter, 2));
}

void TestPlacement::DIG_rules_data()
{
    QTest::addColumn<Setup>("setup");
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QStringList>("picture");
    QTest::addColumn<Square>("origin");
    QTest::addColumn<Purse>("purse");
    QTest::addColumn<QString>("rule"); // empty: legal
    QTest::addColumn<bool>("teammates");
    const QString I2 = QStringLiteral("I2"), I3 = QStringLiteral("I3"), I5 = QStringLiteral("I5");
    const auto gates = [](Square a, Square b) {
        return Setup([a, b](BoardState &s) { s.gates = {{0, a}, {1, b}}; });
    };

    QTest::newRow("legal next to the gate")
        << nothing() << I2 << pic({"A#"}) << Square{0, 1} << richPurse() << "" << false;
    QTest::newRow("DIG-ORIENT: turned upright")
        << nothing() << I2 << pic({"A", "#"}) << Square{1, 0} << richPurse() << "" << false;
    QTest::newRow("DIG-ORIENT: flipped")
        << nothing() << I2 << pic({"#A"}) << Square{0, 1} << richPurse() << "" << false;
    QTest::newRow("DIG-BOUNDS: beyond the grid") << gates({0, 10}, {6, 1}) << I2 << pic({"A#"})
                                                 << Square{0, 11} << richPurse() << "DIG-BOUNDS" << false;
    QTest::newRow("DIG-BOUNDS: on an off-board square")
        << gates({4, 0}, {0, 11}) << I2 << pic({"A", "#"}) << Square{5, 0} << richPurse() << "DIG-BOUNDS"
        << false;
    QTest::newRow("DIG-OVERLAP: another tile") << Setup([](BoardState &s) {
        dig(s, 0, QStringLiteral("I2"), pic({"A#"}), {0, 1});
    }) << I2 << pic({"A#"}) << Square{0, 2} << richPurse()
                                               << "DIG-OVERLAP" << false;
    QTest::newRow("DIG-OVERLAP: a gate")
        << nothing() << I2 << pic({"A#"}) << Square{0, 0} << richPurse() << "DIG-OVERLAP" << false;
    QTest::newRow("DIG-OVERLAP: an empty workshop site")
        << gates({1, 5}, {6, 11}) << I2 << pic({"A#"}) << Square{2, 4} << richPurse() << "DIG-OVERLAP"
        << false;
    QTest::newRow("DIG-OVERLAP: a built workshop") << Setup([](BoardState &s) {
        s.gates = {{0, {1, 5}}, {1, {6, 11}}};
        s.workshops = {{{2, 5}, WorkshopKind::RuneShop}};
    }) << I2 << pic({"A#"}) << Square{2, 4} << richPurse()
                                                   << "DIG-OVERLAP" << false;
    QTest::newRow("DIG-OVERLAP: the Mountain Heart") << gates({2, 6}, {6, 11}) << I2 << pic({"A#"})
                                                     << Square{3, 6} << richPurse() << "DIG-OVERLAP" << false;
    QTest::newRow("DIG-OVERLAP: a great hall") << Setup([](BoardState &s) {
        dig(s, 0, QStringLiteral("O4"), pic({"A#", "##"}), {1, 0});
        dedicate(s, 0, QStringLiteral("hall-4"), pic({".#.", "#A#", ".#."}), {0, 0}); // geometry only
    }) << I2 << pic({"A#"}) << Square{1, 1} << richPurse()
                                               << "DIG-OVERLAP" << false;
    QTest::newRow("DIG-ADJ-OWN: far from the network")
        << nothing() << I2 << pic({"A#"}) << Square{4, 0} << richPurse() << "DIG-ADJ-OWN" << false;
    QTest::newRow("DIG-ADJ-OWN: a workshop is not the network") << Setup([](BoardState &s) {
        s.gates = {{0, {1, 5}}, {1, {6, 11}}};
        s.workshops = {{{2, 5}, WorkshopKind::RuneShop}};
    }) << I2 << pic({"A#"}) << Square{3, 4} << richPurse() << "DIG-ADJ-OWN"
                                                                << false;
    QTest::newRow("DIG-ADJ-OTHER: edge contact refused")
        << gates({0, 0}, {0, 3}) << I2 << pic({"A#"}) << Square{0, 1} << richPurse() << "DIG-ADJ-OTHER"
        << false;
    QTest::newRow("DIG-ADJ-OTHER: diagonal contact allowed")
        << gates({0, 0}, {1, 3}) << I2 << pic({"A#"}) << Square{0, 1} << richPurse() << "" << false;
    QTest::newRow("DIG-ADJ-OTHER: a teammate is no other")
        << gates({0, 0}, {0, 3}) << I2 << pic({"A#"}) << Square{0, 1} << richPurse() << "" << true;
    QTest::newRow("DIG-COST: too few stones") << nothing() << I3 << pic({"#A#"}) << Square{0, 1}
                                              << purseWith(Resource::Stone, 2) << "DIG-COST" << false;
    QTest::newRow("DIG-COST: just enough")
        << nothing() << I3 << pic({"#A#"}) << Square{0, 1} << purseWith(Resource::Stone, 3) << "" << false;
    QTest::newRow("DIG-RUBBLE: needs 2 hammers, has 1")
        << gates({0, 3}, {6, 11}) << I2 << pic({"A#"}) << Square{1, 3} << purseWith(Resource::Hammer, 1)
        << "DIG-RUBBLE" << false;
    QTest::newRow("DIG-RUBBLE: 2 hammers for 2 rubble")
        << gates({0, 3}, {6, 11}) << I2 << pic({"A#"}) << Square{1, 3} << purseWith(Resource::Hammer, 2) << ""
        << false;
    QTest::newRow("DIG-SUPPLY: the only I5 is out") << Setup([](BoardState &s) {
        dig(s, 0, QStringLiteral("I5"), pic({"#####"}), {5, 1});
    }) << I5 << pic({"#####"}) << Square{0, 1} << richPurse()
                                                    << "DIG-SUPPLY" << false;
    QTest::newRow("DIG-SUPPLY: one I2 of 4 used") << Setup([](BoardState &s) {
        dig(s, 1, QStringLiteral("I2"), pic({"A#"}), {6, 9});
    }) << I2 << pic({"A#"}) << Square{0, 1} << richPurse()
                                                  << "" << false;
}

void TestPlacement::DIG_rules()
{
    QFETCH(Setup, setup);
    QFETCH(QString, shape);
    QFETCH(QStringList, picture);
    QFETCH(Square, origin);
    QFETCH(Purse, purse);
    QFETCH(QString, rule);
    QFETCH(bool, teammates);
    BoardState state = table({0, 0}, {6, 11}, teammates);
    setup(state);
    const SpaceIndex index(state);
    const DigRequest request{0, shape, tunnelOrientation(state, shape, picture), origin, Mineral::Stone};
    const Verdict verdict = validateDig(state, index, request, purse);
    if (rule.isEmpty()) {
        QVERIFY2(verdict.ok(), qPrintable(describe(verdict)));
    } else {
        QVERIFY2(verdict.breaks(rule.toLatin1().constData()), qPrintable(rulesOf(verdict)));
        // The sentence names the rule and, where they matter, the values.
        const QString text = describe(verdict);
        QVERIFY(text.contains(rule));
        if (rule == QLatin1String("DIG-RUBBLE"))
            QVERIFY2(text.contains(QStringLiteral("needs 2 hammers for the rubble at D2, E2, has 1")),
                     qPrintable(text));
        if (rule == QLatin1String("DIG-COST"))
            QVERIFY2(text.contains(QStringLiteral("needs 3 stone, has 2")), qPrintable(text));
        if (rule == QLatin1String("DIG-ADJ-OTHER"))
            QVERIFY2(text.contains(QStringLiteral("network of Bob at C1")), qPrintable(text));
    }
}

void TestPlacement::DIG_SCORE_effects()
{
    BoardState state = table({0, 0}, {6, 11});
    const SpaceIndex index(state);
    DigEffects effects;
    const DigRequest request{0,
                             QStringLiteral("I4"),
                             tunnelOrientation(state, QStringLiteral("I4"), pic({"#A##"})),
                             {0, 1},
                             Mineral::Iron};
    QVERIFY(validateDig(state, index, request, richPurse(), &effects).ok());
    QCOMPARE(effects.points, 6);
    QCOMPARE(effects.squares, (std::vector<Square>{{0, 1}, {0, 2}, {0, 3}, {0, 4}}));
    QCOMPARE(effects.anchor, std::optional<Square>(Square{0, 2}));
    QCOMPARE(effects.anchorLayer, 1);
}

void TestPlacement::DIG_UNEARTH()
{
    BoardState state = table({0, 0}, {6, 11});
    state.statues = {{7, Clan::Moon, {1, 1}}};
    {
        const SpaceIndex before(state);
        QVERIFY(!unearthed(before, *state.statue(7)));
        DigEffects effects;
        const DigRequest request{0,
                                 QStringLiteral("L3"),
                                 tunnelOrientation(state, QStringLiteral("L3"), pic({"A#", "#."})),
                                 {1, 0},
                                 Mineral::Stone};
        QVERIFY(validateDig(state, before, request, richPurse(), &effects).ok());
        QCOMPARE(effects.unearthed, std::vector<int>{7});
    }
    dig(state, 0, QStringLiteral("L3"), pic({"A#", "#."}), {1, 0});
    const SpaceIndex after(state);
    QVERIFY(unearthed(after, *state.statue(7)));
    QVERIFY(after.inNetwork({1, 1}, 0));
}

void TestPlacement::DIG_BURIED_RES()
{
    BoardState state = table({1, 1}, {6, 11});
    const SpaceIndex index(state);
    DigEffects effects;
    const DigRequest request{0,
                             QStringLiteral("I2"),
                             tunnelOrientation(state, QStringLiteral("I2"), pic({"A", "#"})),
                             {2, 1},
                             Mineral::Stone};
    QVERIFY(validateDig(state, index, request, richPurse(), &effects).ok());
    QCOMPARE(effects.buried, (ResourceCounts{}));
    const DigRequest overBuried{0,
                                QStringLiteral("I2"),
                                tunnelOrientation(state, QStringLiteral("I2"), pic({"A#"})),
                                {2, 1},
                                Mineral::Stone};
    QVERIFY(validateDig(state, index, overBuried, richPurse(), &effects).ok());
    QCOMPARE(at(effects.buried, Resource::Iron), 2);
    QCOMPARE(at(effects.buried, Resource::Hammer), 1);
    QCOMPARE(total(effects.buried), 3);
}

void TestPlacement::DIG_ISOLATED()
{
    BoardState state = table({0, 0}, {0, 11});
    dig(state, 1, QStringLiteral("I2"), pic({"A", "#"}), {4, 0}); // dug by Bob, joined to no gate
    {
        const SpaceIndex index(state);
        QCOMPARE(index.networkMask({4, 0}), 0u); // nobody's
        QCOMPARE(index.networkMask({5, 0}), 0u);
    }
    // Ann digs the link from her gate: the group is hers now, whoever dug it (ownership comes from the
    // gates).
    dig(state, 0, QStringLiteral("I3"), pic({"#", "A", "#"}), {1, 0});
    const SpaceIndex index(state);
    QVERIFY(index.inNetwork({4, 0}, 0));
    QVERIFY(index.inNetwork({5, 0}, 0));
    QVERIFY(!index.inNetwork({4, 0}, 1));
}

void TestPlacement::TEAM_NETWORK()
{
    BoardState state = table({0, 0}, {0, 3}, true);
    dig(state, 0, QStringLiteral("I2"), pic({"A#"}), {0, 1});
    const SpaceIndex index(state);
    QCOMPARE(index.networkMask({0, 1}), 3u); // both teammates
    QVERIFY(index.inNetwork({0, 3}, 0));     // the teammate's gate is part of Ann's network
    // Rivals: a gate is never part of another player's network. A tile touching both (only possible through
    // an override of DIG-ADJ-OTHER) is reached from both gates, so it counts for both.
    BoardState rivals = table({0, 0}, {0, 3}, false);
    dig(rivals, 0, QStringLiteral("I2"), pic({"A#"}), {0, 1});
    const SpaceIndex rivalIndex(rivals);
    QCOMPARE(rivalIndex.networkMask({0, 1}), 3u);
    QVERIFY(!rivalIndex.inNetwork({0, 3}, 0));
    QVERIFY(!rivalIndex.inNetwork({0, 0}, 1));
    BoardState apart = table({0, 0}, {0, 4}, false);
    dig(apart, 0, QStringLiteral("I2"), pic({"A#"}), {0, 1});
    QCOMPARE(SpaceIndex(apart).networkMask({0, 1}), 1u);
}

void TestPlacement::PED_rules_data()
{
    QTest::addColumn<Setup>("setup");
    QTest::addColumn<QString>("shape");
    QTest::addColumn<QStringList>("picture");
    QTest::addColumn<Square>("origin");
    QTest::addColumn<bool>("justDug");
    QTest::addColumn<int>("clan");
    QTest::addColumn<Purse>("purse");
    QTest::addColumn<QString>("rule");
    const QString I2 = QStringLiteral("I2");
    Purse none = richPurse();
    none.pedestals = {0, 1, 1};
    const Setup fireInLayer1 = [](BoardState &s) { s.pedestals = {{{6, 5}, Clan::Fire, 99, 1}}; };
    const Setup coveredFire = [](BoardState &s) {
        dig(s, 1, QStringLiteral("O4"), pic({"A#", "##"}), {4, 9});
        s.pedestals = {{{5, 10}, Clan::Fire, 99, 1}}; // layer 2
        dedicate(s, 1, QStringLiteral("hall-3"), pic({"##", "#A", "##"}), {3, 9});
    };
    QTest::newRow("on the anchor of the tile just dug")
        << nothing() << I2 << pic({"A#"}) << Square{0, 1} << true << int(Clan::Fire) << richPurse() << "";
    QTest::newRow("PED-WHEN: not right after digging")
        << nothing() << I2 << pic({"A#"}) << Square{0, 1} << false << int(Clan::Fire) << richPurse()
        << "PED-WHEN";
    QTest::newRow("PED-WHEN: size-5 tiles have no anchor")
        << nothing() << QStringLiteral("I5") << pic({"#####"}) << Square{0, 1} << true << int(Clan::Fire)
        << richPurse() << "PED-WHEN";
    QTest::newRow("PED-WHEN: none in storage")
        << nothing() << I2 << pic({"A#"}) << Square{0, 1} << true << int(Clan::Fire) << none << "PED-WHEN";
    QTest::newRow("PED-UNIQUE: the layer 1 Fire token is gone")
        << fireInLayer1 << I2 << pic({"A#"}) << Square{0, 1} << true << int(Clan::Fire) << richPurse()
        << "PED-UNIQUE";
    QTest::newRow("PED-UNIQUE: another clan in the same layer")
        << fireInLayer1 << I2 << pic({"A#"}) << Square{0, 1} << true << int(Clan::Ice) << richPurse() << "";
    QTest::newRow("PED-COVERED: a covered pedestal keeps its layer closed")
        << coveredFire << I2 << pic({"A", "#"}) << Square{1, 1} << true << int(Clan::Fire) << richPurse()
        << "PED-COVERED";
}

void TestPlacement::PED_rules()
{
    QFETCH(Setup, setup);
    QFETCH(QString, shape);
    QFETCH(QStringList, picture);
    QFETCH(Square, origin);
    QFETCH(bool, justDug);
    QFETCH(int, clan);
    QFETCH(Purse, purse);
    QFETCH(QString, rule);
    BoardState state = table({0, 0}, {6, 11});
    state.pedestalTrack[0] = {3, 5, 7}; // layer 1: Fire 3, Ice 5, Moon 7
    state.pedestalTrack[1] = {4, 4, 4};
    setup(state);
    const int tile = dig(state, 0, shape, picture, origin);
    int value = -1;
    const Verdict verdict =
        validatePedestal(state, {0, tile, justDug ? tile : 0, static_cast<Clan>(clan)}, purse, &value);
    if (rule.isEmpty()) {
        QVERIFY2(verdict.ok(), qPrintable(describe(verdict)));
        QCOMPARE(value, clan == int(Clan::Fire) ? 3 : 5); // the layer 1 tokens of the track
    } else {
        QVERIFY2(verdict.breaks(rule.toLatin1().constData()), qPrintable(rulesOf(verdict)));
        // The sentence says what is true on the board: no Fire pedestal stands in the layer any more, a
        // great hall covered it; the token went with it (PED-UNIQUE) and the layer stays closed.
        const QString text = describe(verdict);
        if (rule == QLatin1String("PED-COVERED")) {
            QVERIFY2(!text.contains(QStringLiteral("already has")), qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("great hall")) &&
                         text.contains(QStringLiteral("PED-UNIQUE")),
                     qPrintable(text));
        }
    }
}

void TestPlacement::WS_BUILD_data()
{
    QTest::addColumn<Setup>("setup");
    QTest::addColumn<Square>("site");
    QTest::addColumn<QString>("rule");
    QTest::newRow("an empty site next to the tile just dug") << nothing() << Square{2, 5} << "";
    QTest::newRow("a second site next to the same tile") << nothing() << Square{4, 3} << "";
    QTest::newRow("WS-BUILD: not next to the tile")
        << Setup([](BoardState &s) { s.workshops = {}; }) << Square{0, 5} << "WS-BUILD";
    QTest::newRow("WS-BUILD: already built") << Setup([](BoardState &s) {
        s.workshops = {{{2, 5}, WorkshopKind::ToolForge}};
    }) << Square{2, 5} << "WS-BUILD";
    QTest::newRow("WS-BUILD: none left in the supply")
        << Setup([](BoardState &s) { s.workshopSupply[int(WorkshopKind::RuneShop)] = 0; }) << Square{2, 5}
        << "WS-BUILD";
}

void TestPlacement::WS_BUILD()
{
    QFETCH(Setup, setup);
    QFETCH(Square, site);
    QFETCH(QString, rule);
    BoardState state = table({1, 3}, {6, 11});
    setup(state);
    // A T4 from (2,3) to (3,3)-(3,4)… touching both sites (2,5) and (4,3).
    const int tile = dig(state, 0, QStringLiteral("T4"), pic({"#A#", ".#."}), {2, 2});
    const SpaceIndex index(state);
    DigEffects effects;
    const Verdict verdict = validateWorkshopBuild(state, index, {tile, site, WorkshopKind::RuneShop});
    if (rule.isEmpty())
        QVERIFY2(verdict.ok(), qPrintable(describe(verdict)));
    else
        QVERIFY2(verdict.breaks(rule.toLatin1().constData()), qPrintable(rulesOf(verdict)));
}

// Rulebook: a workshop with 3 open entrances, opened by two players' networks.
void TestPlacement::WS_ENTRANCES()
{
    BoardState state = table({1, 5}, {3, 5});
    dig(state, 0, QStringLiteral("I2"), pic({"A", "#"}), {1, 4}); // (1,4)-(2,4), next to Ann's gate
    state.workshops = {{{2, 5}, WorkshopKind::OreExchange}};
    const SpaceIndex index(state);
    const Entrances entrances = openEntrances(index, {2, 5});
    QCOMPARE(entrances.count(), 3); // up: Ann's gate; left: Ann's tunnel; down: Bob's gate; right: nothing
    QCOMPARE(entrances.players, 3u);
    QVERIFY(validateWorkshopUse(state, index, 0, {2, 5}, 3).ok());
    QVERIFY(validateWorkshopUse(state, index, 1, {2, 5}, 3).ok()); // Bob may use it too, 3 times
    const Verdict tooMany = validateWorkshopUse(state, index, 0, {2, 5}, 4);
    QVERIFY(tooMany.breaks("WS-ENTRANCES"));
    QVERIFY(describe(tooMany).contains(
        QStringLiteral("activations asked: 4; open entrances of the workshop: 3")));
    QVERIFY(validateWorkshopUse(state, index, 0, {4, 3}, 1).breaks("WS-USE")); // no workshop there
    state.workshops.push_back({{4, 3}, WorkshopKind::RuneShop});
    const SpaceIndex index2(state);
    QCOMPARE(openEntrances(index2, {4, 3}).count(), 0);
    QVERIFY(validateWorkshopUse(state, index2, 0, {4, 3}, 1).breaks("WS-USE")); // not next to Ann's network
}

void TestPlacement::HALL_COVER_data()
{
    QTest::addColumn<Setup>("setup");
    QTest::addColumn<QString>("hall");
    QTest::addColumn<QStringList>("picture");
    QTest::addColumn<Square>("origin");
    QTest::addColumn<QString>("rule");
    const QString p5 = QStringLiteral("hall-2");
    QTest::newRow("on tunnels of your network")
        << nothing() << p5 << pic({"##.", "###"}) << Square{1, 0} << "";
    QTest::newRow("HALL-COVER: over a gate")
        << nothing() << p5 << pic({"##.", "###"}) << Square{0, 0} << "HALL-COVER";
    QTest::newRow("HALL-COVER: partly on bare rock") << nothing() << QStringLiteral("treasure-hall")
                                                     << pic({"##A", "###"}) << Square{1, 0} << "HALL-COVER";
    QTest::newRow("HALL-COVER: over a workshop site")
        << nothing() << p5 << pic({"A##", "##."}) << Square{2, 3} << "HALL-COVER";
    QTest::newRow("HALL-COVER: over another hall") << Setup([](BoardState &s) {
        dedicate(s, 0, QStringLiteral("hall-2"), pic({"##.", "###"}), {1, 0});
    }) << QStringLiteral("hall-4") << pic({".#.", "#A#", ".#."})
                                                   << Square{0, 1} << "HALL-COVER";
    QTest::newRow("HALL-COVER: the same hall twice") << Setup([](BoardState &s) {
        dedicate(s, 0, QStringLiteral("hall-2"), pic({"##.", "###"}), {1, 0});
    }) << p5 << pic({"##.", "###"}) << Square{1, 0} << "HALL-COVER";
    QTest::newRow("HALL-COVER: on another player's tunnels") << Setup([](BoardState &s) {
        dig(s, 1, QStringLiteral("O4"), pic({"A#", "##"}), {4, 10});
        dig(s, 1, QStringLiteral("I2"), pic({"A#"}), {5, 8});
        s.gates[1].square = {6, 10};
    }) << QStringLiteral("hall-4") << pic({".#.", "#A#", ".#."})
                                                             << Square{4, 9} << "HALL-COVER";
}

void TestPlacement::HALL_COVER()
{
    QFETCH(Setup, setup);
    QFETCH(QString, hall);
    QFETCH(QStringList, picture);
    QFETCH(Square, origin);
    QFETCH(QString, rule);
    BoardState state = networkTable();
    setup(state);
    const SpaceIndex index(state);
    const Verdict verdict =
        validateHall(state, index, {0, hall, hallOrientation(state, hall, picture), origin});
    if (rule.isEmpty())
        QVERIFY2(verdict.ok(), qPrintable(describe(verdict)));
    else
        QVERIFY2(verdict.breaks(rule.toLatin1().constData()), qPrintable(rulesOf(verdict)));
}

// Rulebook: a hall covering a pedestal removes it (its owner keeps the token); the statue under it stays.
void TestPlacement::HALL_PED()
{
    BoardState state = networkTable();
    state.pedestals = {{{1, 0}, Clan::Ice, 1, 0}}; // on the O4's anchor
    const SpaceIndex index(state);
    HallEffects effects;
    const QString hall = QStringLiteral("hall-2");
    const int orientation = hallOrientation(state, hall, pic({"##.", "###"}));
    QVERIFY(validateHall(state, index, {0, hall, orientation, {1, 0}}, &effects).ok());
    QCOMPARE(effects.pedestalsRemoved, (std::vector<Square>{Square{1, 0}}));
    QCOMPARE(effects.statuesInside, std::vector<int>{1});
    state.addHall(0, hall, orientation, {1, 0});
    QVERIFY(!state.pedestalInGame(state.pedestals.front()));
    QCOMPARE(state.pedestalAt({1, 0}), nullptr);
    QVERIFY(state.pedestalTokenTaken(1, Clan::Ice)); // PED-COVERED: layer 1 stays closed to Ice
    QCOMPARE(state.statue(1)->square, (Square{1, 1}));
}

void TestPlacement::HALL_UNIT()
{
    BoardState state = networkTable();
    {
        const SpaceIndex before(state);
        QCOMPARE(int(before.units().size()), 5); // O4, I3, I2, and two gates
    }
    HallEffects effects;
    const QString hall = QStringLiteral("hall-2");
    const int orientation = hallOrientation(state, hall, pic({"##.", "###"}));
    QVERIFY(validateHall(state, SpaceIndex(state), {0, hall, orientation, {1, 0}}, &effects).ok());
    QCOMPARE(int(effects.parts.size()), 1); // the I3 sticks out by two squares
    QCOMPARE(effects.parts.front(), (std::vector<Square>{{2, 3}, {2, 4}}));
    state.addHall(0, hall, orientation, {1, 0});
    const SpaceIndex after(state);
    // The hall (covering all of O4 and a square of I3), the rest of I3, the I2, the gates.
    QCOMPARE(int(after.units().size()), 5);
    const int hallUnit = after.unitAt({1, 1});
    QCOMPARE(after.units()[hallUnit].kind, TunnelUnit::Kind::Hall);
    QCOMPARE(after.unitAt({2, 2}), hallUnit);
    QCOMPARE(after.units()[after.unitAt({2, 3})].squares, (std::vector<Square>{{2, 3}, {2, 4}}));
    QVERIFY(after.unitsAdjacent(hallUnit, after.unitAt({2, 3})));
    QVERIFY(after.unitsAdjacent(hallUnit, after.unitAt({0, 0})));
    QVERIFY(!after.unitsAdjacent(hallUnit, after.unitAt({3, 4})));
}

void TestPlacement::MOVE_rules_data()
{
    QTest::addColumn<int>("statue");
    QTest::addColumn<Square>("to");
    QTest::addColumn<int>("cart"); // -1 generic, else the clan
    QTest::addColumn<Purse>("purse");
    QTest::addColumn<QString>("rule");
    Purse noGeneric = richPurse();
    at(noGeneric.resources, Resource::Cart) = 0;
    Purse noFire = richPurse();
    noFire.clanCarts = {0, 1, 1};
    QTest::newRow("within its tunnel (the hall)") << 1 << Square{2, 1} << -1 << richPurse() << "";
    QTest::newRow("into the adjacent gate") << 1 << Square{0, 0} << -1 << richPurse() << "";
    QTest::newRow("into the adjacent part of a tile") << 1 << Square{2, 3} << -1 << richPurse() << "";
    QTest::newRow("MOVE-CART: two tunnels away, farther than one cart moves it")
        << 1 << Square{3, 4} << -1 << richPurse() << "MOVE-CART";
    QTest::newRow("MOVE-UNITS: not a tunnel") << 1 << Square{4, 0} << -1 << richPurse() << "MOVE-UNITS";
    QTest::newRow("MOVE-UNITS: into a workshop") << 1 << Square{2, 5} << -1 << richPurse() << "MOVE-UNITS";
    QTest::newRow("MOVE-ONE-PER-SQUARE: onto another statue")
        << 2 << Square{2, 2} << -1 << richPurse() << "MOVE-ONE-PER-SQUARE";
    QTest::newRow("MOVE-CLAN-CART: a Fire cart for the Fire statue")
        << 1 << Square{2, 1} << int(Clan::Fire) << richPurse() << "";
    QTest::newRow("MOVE-CLAN-CART: an Ice cart for the Fire statue")
        << 1 << Square{2, 1} << int(Clan::Ice) << richPurse() << "MOVE-CLAN-CART";
    QTest::newRow("MOVE-CART: no Fire cart") << 1 << Square{2, 1} << int(Clan::Fire) << noFire << "MOVE-CART";
    QTest::newRow("MOVE-CART: no generic cart") << 1 << Square{2, 1} << -1 << noGeneric << "MOVE-CART";
    QTest::newRow("MOVE-CART: a buried statue") << 3 << Square{5, 4} << -1 << richPurse() << "MOVE-CART";
    QTest::newRow("MOVE-CART: not your network") << 4 << Square{6, 9} << -1 << richPurse() << "MOVE-CART";
}

void TestPlacement::MOVE_rules()
{
    QFETCH(int, statue);
    QFETCH(Square, to);
    QFETCH(int, cart);
    QFETCH(Purse, purse);
    QFETCH(QString, rule);
    BoardState state = networkTable();
    dedicate(state, 0, QStringLiteral("hall-2"), pic({"##.", "###"}),
             {1, 0}); // the Fire statue is in the hall
    state.workshops = {{{2, 5}, WorkshopKind::RuneShop}};
    dig(state, 1, QStringLiteral("I2"), pic({"A#"}), {6, 9}); // Bob's tunnel with a statue
    state.statues.push_back({4, Clan::Moon, {6, 10}});
    state.statues.push_back({5, Clan::Ice, {2, 2}}); // in the hall too
    const SpaceIndex index(state);
    std::optional<Clan> cartClan;
    if (cart >= 0)
        cartClan = static_cast<Clan>(cart);
    const Verdict verdict = validateMove(state, index, {0, statue, to, cartClan}, purse);
    if (rule.isEmpty())
        QVERIFY2(verdict.ok(), qPrintable(describe(verdict)));
    else // the rule that decides, and no other
        QCOMPARE(verdict.ruleIds(), QStringList{rule});
}

// Rulebook: a statue moves through a hall, one cart per step.
void TestPlacement::MOVE_UNITS_throughAHall()
{
    BoardState state = networkTable();
    dedicate(state, 0, QStringLiteral("hall-2"), pic({"##.", "###"}), {1, 0});
    const SpaceIndex index(state);
    // The Ice statue at (2,4) cannot reach the gate in one move: one cart, one tunnel further (MOVE-CART).
    const Verdict farther = validateMove(state, index, {0, 2, {0, 0}, std::nullopt}, richPurse());
    QCOMPARE(farther.ruleIds(), QStringList{QStringLiteral("MOVE-CART")});
    // …but can step into the hall, and from there into the gate.
    QVERIFY(validateMove(state, index, {0, 2, {2, 0}, std::nullopt}, richPurse()).ok());
    state.statue(2)->square = {2, 0};
    const SpaceIndex moved(state);
    QVERIFY(validateMove(state, moved, {0, 2, {0, 0}, std::nullopt}, richPurse()).ok());
    // A statue may pass over another inside the hall: only where it stops matters.
    QVERIFY(validateMove(state, moved, {0, 2, {2, 2}, std::nullopt}, richPurse()).ok());
}

void TestPlacement::placementMapMatchesTheValidator_data()
{
    QTest::addColumn<QString>("shape");
    for (const char *shape : {"I2", "L3", "T4", "S4", "F5", "X5"})
        QTest::newRow(shape) << QString::fromLatin1(shape);
}

// The map the GUI highlights and the validator behind every real placement must agree everywhere.
void TestPlacement::placementMapMatchesTheValidator()
{
    QFETCH(QString, shape);
    BoardState state = networkTable();
    state.gates[1].square = {4, 8};
    dig(state, 1, QStringLiteral("I3"), pic({"#A#"}), {5, 7});
    const SpaceIndex index(state);
    Purse purse = richPurse();
    at(purse.resources, Resource::Hammer) = 1;
    at(purse.resources, Resource::Iron) = 2;
    const auto map = placementMap(state, index, 0, shape, purse);
    QVERIFY(!map.empty());
    const TunnelShape *def = state.catalog().tunnel(shape);
    int legal = 0;
    for (int o = 0; o < int(def->placements.size()); ++o)
        for (int row = -2; row < state.board().rows + 2; ++row)
            for (int column = -2; column < state.board().columns + 2; ++column) {
                DigEffects effects;
                const Verdict verdict =
                    validateDig(state, index, {0, shape, o, {row, column}, Mineral::Stone}, purse, &effects);
                const bool geometric = !verdict.breaks("DIG-BOUNDS") && !verdict.breaks("DIG-OVERLAP") &&
                                       !verdict.breaks("DIG-ADJ-OWN") && !verdict.breaks("DIG-ADJ-OTHER");
                const auto option = std::find_if(map.begin(), map.end(), [&](const PlacementOption &p) {
                    return p.orientation == o && p.origin == Square{row, column};
                });
                QCOMPARE(option != map.end(), geometric);
                if (!geometric)
                    continue;
                ++legal;
                QCOMPARE(option->hammers, effects.hammers);
                QCOMPARE(option->hammersAffordable, !verdict.breaks("DIG-RUBBLE"));
                QCOMPARE(option->mineralAffordable[0], !verdict.breaks("DIG-COST"));
                QCOMPARE(option->mineralAffordable[1], at(purse.resources, Resource::Iron) >= def->size());
            }
    QCOMPARE(legal, int(map.size()));
}

void TestPlacement::hallPlacementMapMatchesTheValidator_data()
{
    QTest::addColumn<int>("player");
    QTest::addColumn<QString>("hall");
    QTest::addColumn<bool>("anywhere"); // some spot is legal
    QTest::newRow("Ann, hall-2") << 0 << QStringLiteral("hall-2") << true;
    QTest::newRow("Ann, hall-3: her network is too small") << 0 << QStringLiteral("hall-3") << false;
    QTest::newRow("Ann, hall-4") << 0 << QStringLiteral("hall-4") << false;
    QTest::newRow("Ann, treasure-hall") << 0 << QStringLiteral("treasure-hall") << false;
    QTest::newRow("Bob, no network: nowhere") << 1 << QStringLiteral("hall-2") << false;
    QTest::newRow("an unknown hall: nowhere") << 0 << QStringLiteral("no-such-hall") << false;
}

// The great halls' spots the table highlights and the validator behind every real hall must agree everywhere.
void TestPlacement::hallPlacementMapMatchesTheValidator()
{
    QFETCH(int, player);
    QFETCH(QString, hall);
    QFETCH(bool, anywhere);
    const BoardState state = networkTable();
    const SpaceIndex index(state);
    const std::vector<HallOption> map = hallPlacementMap(state, index, player, hall);
    std::vector<HallOption> legal;
    if (const HallDef *def = state.catalog().hall(hall))
        for (int o = 0; o < int(def->placements.size()); ++o)
            for (int row = -3; row < state.board().rows + 3; ++row)
                for (int column = -3; column < state.board().columns + 3; ++column)
                    if (validateHall(state, index, {player, hall, o, {row, column}}).ok())
                        legal.push_back({o, {row, column}});
    QVERIFY(map == legal);
    QCOMPARE(!map.empty(), anywhere);
}

// Every reason, from the first to the last (Hallkeeper's limits), cites a rule of the catalog and says a
// sentence that ends with it.
void TestPlacement::everyReasonHasARuleAndASentence()
{
    constexpr Reason kFirst = Reason::DigUnknownShape, kLast = Reason::LimitHonour;
    // Nothing comes after kLast: a reason added at the end moves kLast with it.
    QCOMPARE(QString::fromLatin1(ruleOf(static_cast<Reason>(int(kLast) + 1))), QString());
    for (int r = int(kFirst); r <= int(kLast); ++r) {
        const Violation v{static_cast<Reason>(r), {{1, 2}}, 2, 1, QStringLiteral("X")};
        QVERIFY2(findRule(v.rule()) != nullptr,
                 qPrintable(QStringLiteral("reason %1: %2").arg(r).arg(v.rule())));
        QVERIFY(describe(v).endsWith(QStringLiteral("(") + v.rule() + QStringLiteral(")")));
        QVERIFY(describe(v).size() > v.rule().size() + 12);
    }
}

QTEST_GUILESS_MAIN(TestPlacement)
#include "tst_placement.moc"
