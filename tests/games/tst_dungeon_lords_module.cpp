// Dungeon Lords: the source's worked examples L1–L4 and the derived cases (tests/fixtures/dungeon_lords/
// examples.json), each rule of the building year on the tracker's state machine, the tracker's file (a whole
// two-year game, and each refusal at its step with its rule), and the final sheet with the dead letters
// carried in. Each test is named after the rule it checks.

#include "dl_module.h"
#include "dl_rules.h"
#include "dl_sheet.h"
#include "dl_tracker.h"
#include "dl_tracker_io.h"
#include "dl_tracker_text.h"
#include "registry/game_registry.h"
#include "sheet/sheet_validation.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace hk;
using namespace hk::dungeonlords;

namespace {

QString fixturePath(const QString &name)
{
    return QStringLiteral(HK_SOURCE_DIR "/tests/fixtures/dungeon_lords/") + name;
}

QByteArray fixtureBytes(const QString &name)
{
    QFile file(fixturePath(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return file.readAll();
}

QJsonArray examples(const char *kind)
{
    return QJsonDocument::fromJson(fixtureBytes(QStringLiteral("examples.json")))
        .object()
        .value(QLatin1String(kind))
        .toArray();
}

TrackerStep advance(std::optional<EventTile> reveal = std::nullopt)
{
    TrackerStep s;
    s.reveal = reveal;
    return s;
}

TrackerStep setDungeon(int player, Dungeon d)
{
    TrackerStep s;
    s.kind = TrackerStep::Kind::SetDungeon;
    s.player = player;
    s.dungeon = std::move(d);
    return s;
}

TrackerSetup setupOf(int players, int first = 0)
{
    TrackerSetup setup = defaultSetup(players);
    setup.firstPlayer = first;
    return setup;
}

// Records `step`, failing the test if it is refused.
void record(TrackerState &state, const TrackerStep &step)
{
    const base::Verdict verdict = validate(state, step);
    QVERIFY2(verdict.allowed(),
             qPrintable(base::verdictLines(verdict, *dungeonLordsRules()).join(QLatin1Char('\n'))));
    state = apply(state, step);
}

// Confirms phases until `phase` of `round` (of the current year), revealing the events in order.
void advanceTo(TrackerState &state, int round, Phase phase,
               const std::vector<EventTile> &events = {EventTile::Payday, EventTile::Tax, EventTile::Special})
{
    for (int guard = 0; guard < 100 && !(state.round == round && state.phase == phase); ++guard) {
        const bool reveals = state.phase == Phase::NewRound && state.round <= 3;
        record(state, advance(reveals ? std::optional(events[size_t(state.round - 1)]) : std::nullopt));
    }
    QCOMPARE(state.round, round);
    QCOMPARE(state.phase, phase);
}

QStringList ruleIds(const base::Verdict &v)
{
    return v.ruleIds();
}

} // namespace

class TstDungeonLordsModule : public QObject {
    Q_OBJECT
private slots:
    void catalogIsSound()
    {
        const auto rules = dungeonLordsRules();
        QVERIFY2(rules->defects().isEmpty(), qPrintable(rules->defects().join(QLatin1Char('\n'))));
        for (int i = 1; i <= 19; ++i)
            QVERIFY(rules->find(QStringLiteral("DL-%1").arg(i, 3, 10, QLatin1Char('0'))));
    }

    // Every quote is the forum post's words exactly as printed (each passage of " ／ " found in it).
    void quotesAreTheSourceWords()
    {
        const QString source = QString::fromUtf8(fixtureBytes(QStringLiteral("source.zh-CN.txt")));
        for (const base::Rule &rule : dungeonLordsRules()->rules())
            for (const QString &passage : rule.quote.split(QStringLiteral(" ／ "), Qt::SkipEmptyParts))
                QVERIFY2(source.contains(passage), qPrintable(rule.id + QStringLiteral(": ") + passage));
    }

    void registered()
    {
        base::GameRegistry registry;
        QVERIFY(registry.add(dungeonLordsModule()));
        const base::GameModule *module = registry.find(QStringLiteral("dungeon-lords"));
        QVERIFY(module);
        QCOMPARE(module->fileKinds.size(), size_t(1));
        QCOMPARE(module->fileKinds[0].suffix, QStringLiteral("hkdungeon"));
        const auto [game, kind] =
            registry.fileKindOf(fixtureBytes(QStringLiteral("two-year-game.hkdungeon")));
        QCOMPARE(game, module);
        QVERIFY(kind && kind->report);
        QCOMPARE(registry.fileKindOf(QByteArray("{\"format\": \"hallkeeper-score-sheet\"}")).second, nullptr);
        QCOMPARE(registry.fileKindOf(QByteArray("not json")).second, nullptr);
    }

    // L1 and the derived tax cases: ⌈tiles / 2⌉, conquered tiles included, the gold short as dead letters.
    void dl004_dl005_dl006_tax_data()
    {
        QTest::addColumn<int>("tiles");
        QTest::addColumn<int>("conquered");
        QTest::addColumn<int>("gold");
        QTest::addColumn<int>("due");
        QTest::addColumn<int>("paid");
        QTest::addColumn<int>("deadLetters");
        for (const QJsonValue &v : examples("tax")) {
            const QJsonObject o = v.toObject();
            QTest::newRow(qPrintable(o.value(QLatin1String("id")).toString()))
                << o.value(QLatin1String("tiles")).toInt() << o.value(QLatin1String("conquered")).toInt()
                << o.value(QLatin1String("gold")).toInt() << o.value(QLatin1String("due")).toInt()
                << o.value(QLatin1String("paid")).toInt() << o.value(QLatin1String("deadLetters")).toInt();
        }
    }
    void dl004_dl005_dl006_tax()
    {
        QFETCH(int, tiles);
        QFETCH(int, conquered);
        QFETCH(int, gold);
        QFETCH(int, due);
        QFETCH(int, paid);
        QFETCH(int, deadLetters);
        const TaxResult tax = payTax(gold, tiles, conquered);
        QCOMPARE(tax.tiles, tiles + conquered);
        QCOMPARE(tax.due, due);
        QCOMPARE(taxDue(tiles + conquered), due);
        QCOMPARE(tax.paid, paid);
        QCOMPARE(tax.deadLetters, deadLetters);
        QCOMPARE(tax.goldLeft, gold - paid);
    }

    // L2: a room works twice in year 2, never more; once in year 1.
    void dl009_production_data()
    {
        QTest::addColumn<int>("year");
        QTest::addColumn<int>("needed");
        QTest::addColumn<int>("products");
        QTest::addColumn<int>("imps");
        QTest::addColumn<int>("made");
        for (const QJsonValue &v : examples("production")) {
            const QJsonObject o = v.toObject();
            QTest::newRow(qPrintable(o.value(QLatin1String("id")).toString()))
                << o.value(QLatin1String("year")).toInt() << o.value(QLatin1String("needed")).toInt()
                << o.value(QLatin1String("products")).toInt() << o.value(QLatin1String("imps")).toInt()
                << o.value(QLatin1String("made")).toInt();
        }
    }
    void dl009_production()
    {
        QFETCH(int, year);
        QFETCH(int, needed);
        QFETCH(int, products);
        QFETCH(int, imps);
        QFETCH(int, made);
        QCOMPARE(roomProduction(needed, products, imps, year), made);
    }

    // L3, L4: a year-2 buy-traps order draws one more and keeps what was bought.
    void dl009_traps_data()
    {
        QTest::addColumn<int>("year");
        QTest::addColumn<int>("bought");
        QTest::addColumn<int>("draw");
        QTest::addColumn<int>("keep");
        for (const QJsonValue &v : examples("traps")) {
            const QJsonObject o = v.toObject();
            QTest::newRow(qPrintable(o.value(QLatin1String("id")).toString()))
                << o.value(QLatin1String("year")).toInt() << o.value(QLatin1String("bought")).toInt()
                << o.value(QLatin1String("draw")).toInt() << o.value(QLatin1String("keep")).toInt();
        }
    }
    void dl009_traps()
    {
        QFETCH(int, year);
        QFETCH(int, bought);
        QFETCH(int, draw);
        QFETCH(int, keep);
        QCOMPARE(trapDraw(bought, year), (TrapDraw{draw, keep}));
    }

    // −3 points per dead letter, on the final sheet, with the rule in the explanation.
    void dl007_deadLetterPoints_data()
    {
        QTest::addColumn<int>("deadLetters");
        QTest::addColumn<int>("points");
        for (const QJsonValue &v : examples("deadLetterPoints")) {
            const QJsonObject o = v.toObject();
            QTest::newRow(qPrintable(o.value(QLatin1String("id")).toString()))
                << o.value(QLatin1String("deadLetters")).toInt() << o.value(QLatin1String("points")).toInt();
        }
    }
    void dl007_deadLetterPoints()
    {
        QFETCH(int, deadLetters);
        QFETCH(int, points);
        base::SheetValues sheet;
        sheet.gameId = QStringLiteral("dungeon-lords");
        sheet.players = {
            {QStringLiteral("Ann"), {{QStringLiteral("dead-letters"), deadLetters}}},
            {QStringLiteral("Bob"),
             {{QStringLiteral("dead-letters"), 0}, {QStringLiteral("other"), std::vector<int>{4, -1}}}}};
        QVERIFY(base::validateSheet(*dungeonLordsSchema(), sheet).empty());
        const base::ScoreTable table = scoreDungeonLords(sheet);
        QCOMPARE(table.entities[0].cells[0].points, std::optional<int>(points));
        QVERIFY(table.entities[0].cells[0].explanation.contains(QStringLiteral("DL-007")));
        QCOMPARE(table.entities[0].total, std::optional<int>(points));
        QCOMPARE(table.entities[1].cells[1].points, std::optional<int>(3));
        QVERIFY(table.entities[1].cells[1].explanation.contains(QStringLiteral("DL-018")));
        QCOMPARE(table.standing, base::Standing::Complete);
        // The play library reads the categories by their ids.
        QCOMPARE(table.columns[0].id, QStringLiteral("dead-letters"));
        QCOMPARE(table.columns[1].id, QStringLiteral("other"));
    }

    // The other categories are the group's: labelled as unchecked, any points accepted within the limits.
    void dl018_otherCategoriesUnchecked()
    {
        const base::SheetField *other = dungeonLordsSchema()->field(QStringLiteral("other"));
        QVERIFY(other);
        QCOMPARE(other->ruleId, QStringLiteral("DL-018"));
        QVERIFY(!other->required);
        QVERIFY(other->label.text().contains(QStringLiteral("not checked")));
        QVERIFY(other->group.text().contains(QStringLiteral("not checked by any rule")));
        base::SheetValues sheet{
            .gameId = QStringLiteral("dungeon-lords"),
            .players = {{QStringLiteral("Ann"), {{QStringLiteral("dead-letters"), -1}}}, {QStringLiteral("Bob"), {}}}};
        const base::Problems problems = base::validateSheet(*dungeonLordsSchema(), sheet);
        QVERIFY(!problems.empty());
        QCOMPARE(problems[0].ruleId, QStringLiteral("DL-007"));
        QCOMPARE(scoreDungeonLords(sheet).standing, base::Standing::Incomplete);
    }

    void dl003_payday_data()
    {
        QTest::addColumn<int>("food");
        QTest::addColumn<int>("gold");
        QTest::addColumn<std::optional<std::vector<int>>>("dismissed");
        QTest::addColumn<std::vector<int>>("paid");
        QTest::addColumn<std::vector<int>>("left");
        QTest::addColumn<std::optional<int>>("unaffordable");
        using V = std::vector<int>;
        using O = std::optional<std::vector<int>>;
        // Goblin: 1 food; troll: 1 food 1 gold; vampire: 2 gold.
        QTest::newRow("all paid") << 3 << 3 << O{} << V{0, 1, 2} << V{} << std::optional<int>{};
        QTest::newRow("no food: the goblin and the troll leave")
            << 0 << 3 << O{} << V{2} << V{0, 1} << std::optional<int>{};
        QTest::newRow("in order while it lasts") << 1 << 1 << O{} << V{0} << V{1, 2} << std::optional<int>{};
        QTest::newRow("the goblin let go to keep the troll")
            << 1 << 1 << O{V{0}} << V{1} << V{0, 2} << std::optional<int>(2);
        QTest::newRow("let go, the rest paid")
            << 1 << 3 << O{V{1}} << V{0, 2} << V{1} << std::optional<int>{};
    }
    void dl003_payday()
    {
        QFETCH(int, food);
        QFETCH(int, gold);
        QFETCH(std::optional<std::vector<int>>, dismissed);
        QFETCH(std::vector<int>, paid);
        QFETCH(std::vector<int>, left);
        QFETCH(std::optional<int>, unaffordable);
        const std::vector<Monster> monsters{{QStringLiteral("Goblin"), 1, 0},
                                            {QStringLiteral("Troll"), 1, 1},
                                            {QStringLiteral("Vampire"), 0, 2}};
        const PaydayResult r = payday(food, gold, monsters, dismissed);
        QCOMPARE(r.paid, paid);
        QCOMPARE(r.left, left);
        QCOMPARE(r.unaffordable, unaffordable);
    }

    // A payday the table asks for that a player cannot pay is refused with DL-003, and nothing changes.
    void dl003_unaffordableMonsterRefused()
    {
        TrackerState s = initialState(setupOf(2));
        advanceTo(s, 2, Phase::Event);
        record(s,
               setDungeon(
                   0, {0, 1, 2, 0, 0, {{QStringLiteral("Goblin"), 1, 0}, {QStringLiteral("Troll"), 2, 0}}}));
        TrackerStep step = advance();
        step.dismissed = std::vector<std::vector<int>>{{}, {}};
        QCOMPARE(ruleIds(validate(s, step)), QStringList{QStringLiteral("DL-003")});
        step.dismissed = std::vector<std::vector<int>>{{1}, {}};
        record(s, step);
        QCOMPARE(s.players[0].dungeon.monsters.size(), size_t(1));
        QCOMPARE(s.players[0].dungeon.food, 0);
        QCOMPARE(s.ledger[0].monstersLeft, QStringList{QStringLiteral("Troll")});
        QCOMPARE(s.ledger[0].ruleIds, QStringList{QStringLiteral("DL-003")});
        // Monsters are let go only at payday.
        QCOMPARE(ruleIds(validate(s, step)), QStringList{QStringLiteral("DL-003")});
    }

    // An event revealed in round r resolves in round r+1's Event phase, and not before.
    void dl002_eventResolvesTheNextRound()
    {
        TrackerState s = initialState(setupOf(3));
        record(s, setDungeon(1, {1, 0, 5, 0, 0, {}}));
        QCOMPARE(ruleIds(validate(s, advance())), QStringList{QStringLiteral("DL-002")});
        advanceTo(s, 2, Phase::NewRound, {EventTile::Tax, EventTile::Payday, EventTile::Special});
        QVERIFY(s.ledger.empty()); // round 1 has no Event phase
        QCOMPARE(s.players[1].deadLetters, 0);
        advanceTo(s, 2, Phase::Event, {EventTile::Tax, EventTile::Payday, EventTile::Special});
        QCOMPARE(s.pendingEvent(), std::optional(EventTile::Tax));
        record(s, advance());
        QCOMPARE(s.players[1].deadLetters, 2); // 5 tiles, 3 due, 1 paid
        QCOMPARE(s.players[1].dungeon.gold, 0);
        QCOMPARE(s.ledger.size(), size_t(3));
        QVERIFY(s.ledger[1].ruleIds.contains(QStringLiteral("DL-006")));
        QVERIFY(ledgerText(s, s.ledger[1]).contains(QStringLiteral("DL-006")));
        advanceTo(s, 3, Phase::Event, {EventTile::Tax, EventTile::Payday, EventTile::Special});
        QCOMPARE(s.pendingEvent(), std::optional(EventTile::Payday));
    }

    // Each event tile once a year; a revealed tile cannot be revealed again; round 4 reveals none.
    void dl001_dl010_eventTilesOncePerYear()
    {
        TrackerState s = initialState(setupOf(4));
        advanceTo(s, 2, Phase::NewRound, {EventTile::Special, EventTile::Tax, EventTile::Payday});
        QCOMPARE(ruleIds(validate(s, advance(EventTile::Special))), QStringList{QStringLiteral("DL-001")});
        advanceTo(s, 4, Phase::NewRound, {EventTile::Special, EventTile::Tax, EventTile::Payday});
        QCOMPARE(ruleIds(validate(s, advance(EventTile::Tax))), QStringList{QStringLiteral("DL-010")});
        record(s, advance());
        QCOMPARE(ruleIds(validate(s, advance(EventTile::Tax))), QStringList{QStringLiteral("DL-010")});
    }

    // The phases of a year in order: round 1 without Event and Adventurers, round 4 ending in combat.
    void dl010_phasesInOrder()
    {
        TrackerState s = initialState(setupOf(2));
        QList<QPair<int, Phase>> seen;
        const std::vector<EventTile> events{EventTile::Payday, EventTile::Tax, EventTile::Special};
        while (s.phase != Phase::YearTwoSetup) {
            seen.append({s.round, s.phase});
            const bool reveals = s.phase == Phase::NewRound && s.round <= 3;
            record(s, advance(reveals ? std::optional(events[size_t(s.round - 1)]) : std::nullopt));
        }
        using P = Phase;
        const QList<QPair<int, Phase>> expected{
            {1, P::NewRound},    {1, P::Orders},     {1, P::Production},  {1, P::EndOfRound},
            {2, P::NewRound},    {2, P::Orders},     {2, P::Production},  {2, P::Event},
            {2, P::Adventurers}, {2, P::EndOfRound}, {3, P::NewRound},    {3, P::Orders},
            {3, P::Production},  {3, P::Event},      {3, P::Adventurers}, {3, P::EndOfRound},
            {4, P::NewRound},    {4, P::Orders},     {4, P::Production},  {4, P::Event},
            {4, P::Adventurers}, {4, P::Combat}};
        QCOMPARE(seen, expected);
        QCOMPARE(s.year, 1);
        QVERIFY(!phaseTasks(s).empty());
    }

    // The first player passes left at each End of Round.
    void dl015_firstPlayerPassesLeft()
    {
        TrackerState s = initialState(setupOf(4, 2));
        QCOMPARE(s.turnOrder(), (std::vector<int>{2, 3, 0, 1}));
        advanceTo(s, 2, Phase::NewRound);
        QCOMPARE(s.firstPlayer, 3);
        advanceTo(s, 3, Phase::NewRound);
        QCOMPARE(s.firstPlayer, 0);
        advanceTo(s, 4, Phase::NewRound);
        QCOMPARE(s.firstPlayer, 1);
    }

    // Year 2's first player: right with 4, left with 3, no pass with 2; the dummy's evil −2.
    void dl009_yearTwoSetup_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("firstInYearTwo");
        // Starting with player 0, three passes left during year 1: player 3 % n at the combat.
        QTest::newRow("4 players: right") << 4 << 2;
        QTest::newRow("3 players: left") << 3 << 1;
        QTest::newRow("2 players: no pass") << 2 << 1;
    }
    void dl009_yearTwoSetup()
    {
        QFETCH(int, players);
        QFETCH(int, firstInYearTwo);
        TrackerSetup setup = setupOf(players);
        setup.dummyEvil = 3;
        TrackerState s = initialState(setup);
        advanceTo(s, 4, Phase::Combat);
        QCOMPARE(s.firstPlayer, 3 % players);
        const std::optional<int> dummyBefore = s.dummyEvil;
        record(s, advance());
        QCOMPARE(s.phase, Phase::YearTwoSetup);
        record(s, advance());
        QCOMPARE(s.year, 2);
        QCOMPARE(s.round, 1);
        QCOMPARE(s.phase, Phase::NewRound);
        QVERIFY(s.revealed.empty());
        QCOMPARE(s.firstPlayer, firstInYearTwo);
        if (players == 2)
            QCOMPARE(s.dummyEvil, std::optional<int>(*dummyBefore - 2));
        else
            QVERIFY(!s.dummyEvil);
    }

    // The adventurers go weakest first to the lowest evil; ties by this round's turn order; with 2 players
    // the dummy's evil goes up 1 first and it counts nicer on a tie.
    void dl014_adventurerOrder_data()
    {
        QTest::addColumn<std::vector<int>>("evil");
        QTest::addColumn<int>("first");
        QTest::addColumn<std::optional<int>>("dummy");
        QTest::addColumn<std::vector<int>>("order");
        using V = std::vector<int>;
        QTest::newRow("lowest evil first") << V{3, 1, 2, 5} << 0 << std::optional<int>{} << V{1, 2, 0, 3};
        QTest::newRow("tie: earlier in turn order") << V{2, 2, 2} << 1 << std::optional<int>{} << V{1, 2, 0};
        QTest::newRow("tie: the dummy is nicer") << V{4, 2} << 0 << std::optional<int>(2) << V{-1, 1, 0};
        QTest::newRow("dummy more evil") << V{1, 2} << 1 << std::optional<int>(5) << V{0, 1, -1};
    }
    void dl014_adventurerOrder()
    {
        QFETCH(std::vector<int>, evil);
        QFETCH(int, first);
        QFETCH(std::optional<int>, dummy);
        QFETCH(std::vector<int>, order);
        QCOMPARE(adventurerOrder(evil, first, dummy), order);
    }

    void dl014_dummyEvilRisesEachHandOut()
    {
        TrackerSetup setup = setupOf(2);
        setup.dummyEvil = 1;
        TrackerState s = initialState(setup);
        advanceTo(s, 2, Phase::Adventurers);
        record(s, advance());
        QCOMPARE(s.dummyEvil, std::optional<int>(2));
        QVERIFY(s.history.last().contains(QStringLiteral("DL-014")));
        TrackerState three = initialState(setupOf(3));
        TrackerStep dummy;
        dummy.kind = TrackerStep::Kind::SetDummyEvil;
        dummy.evil = 4;
        QCOMPARE(ruleIds(validate(three, dummy)), QStringList{QStringLiteral("DL-012")});
        QVERIFY(validate(s, dummy).allowed());
    }

    // After year 2's combat the game is over: nothing more is recorded.
    void dl008_gameOverAfterYearTwo()
    {
        TrackerState s = initialState(setupOf(2));
        int steps = 0;
        for (; s.phase != Phase::Final && steps < 100; ++steps) {
            const bool reveals = s.phase == Phase::NewRound && s.round <= 3;
            record(s, advance(reveals ? std::optional(EventTile(s.round - 1)) : std::nullopt));
        }
        QCOMPARE(steps, 45);
        QCOMPARE(s.year, 2);
        QCOMPARE(ruleIds(validate(s, advance())), QStringList{QStringLiteral("DL-008")});
        QCOMPARE(ruleIds(validate(s, setDungeon(0, {}))), QStringList{QStringLiteral("DL-008")});
    }

    void dl016_playerCount_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<bool>("valid");
        QTest::newRow("1") << 1 << false;
        QTest::newRow("2") << 2 << true;
        QTest::newRow("4") << 4 << true;
        QTest::newRow("5") << 5 << false;
    }
    void dl016_playerCount()
    {
        QFETCH(int, players);
        QFETCH(bool, valid);
        TrackerSetup setup;
        for (int i = 0; i < players; ++i)
            setup.players << QStringLiteral("P%1").arg(i);
        const base::Problems problems = checkSetup(setup);
        QCOMPARE(problems.empty(), valid);
        if (!valid)
            QCOMPARE(problems[0].ruleId, QStringLiteral("DL-016"));
        QCOMPARE(validate(initialState(setup), setDungeon(0, {})).allowed(), valid);
    }

    // A whole two-year game of three from its file: payday with a monster leaving, tax on conquered tiles,
    // the dead letters on the ledger and carried into the final sheet.
    void trackerFileWholeGame()
    {
        const TrackerReadResult read = readTracker(fixtureBytes(QStringLiteral("two-year-game.hkdungeon")));
        QVERIFY2(read.document, read.problems.empty() ? "" : qPrintable(read.problems[0].message));
        const TrackerReplay r = replay(*read.document);
        QCOMPARE(r.refused, -1);
        const TrackerState &s = r.state;
        QCOMPARE(s.phase, Phase::Final);
        QCOMPARE(s.players[0].name, QStringLiteral("Ann"));
        // Year 1 payday: Bob has no food for his troll, which leaves.
        const auto bobPayday = std::find_if(s.ledger.begin(), s.ledger.end(), [](const LedgerEntry &e) {
            return e.player == 1 && e.kind == LedgerEntry::Kind::Payday;
        });
        QVERIFY(bobPayday != s.ledger.end());
        QCOMPARE(bobPayday->monstersLeft, QStringList{QStringLiteral("Troll")});
        // Year 2 tax: 陳小明 has 4 tiles and 1 conquered: 3 due, 1 gold, 2 dead letters (DL-005, DL-006).
        const auto chenTax = std::find_if(s.ledger.begin(), s.ledger.end(), [](const LedgerEntry &e) {
            return e.player == 2 && e.kind == LedgerEntry::Kind::Tax && e.year == 2;
        });
        QVERIFY(chenTax != s.ledger.end());
        QCOMPARE(chenTax->tax.due, 3);
        QCOMPARE(chenTax->tax.deadLetters, 2);
        QVERIFY(chenTax->ruleIds.contains(QStringLiteral("DL-005")));
        QCOMPARE(s.players[2].deadLetters, 2);
        const base::ScoreTable table = scoreDungeonLords(toSheet(s));
        QCOMPARE(table.entities[2].cells[0].points, std::optional<int>(-6));
        // Written again, the same document.
        QCOMPARE(readTracker(trackerToBytes(*read.document)).document, read.document);
    }

    void trackerFileDerivedCase()
    {
        const TrackerReadResult read =
            readTracker(fixtureBytes(QStringLiteral("derived-tax-three-with-one-gold.hkdungeon")));
        QVERIFY(read.document);
        const TrackerState s = replay(*read.document).state;
        QCOMPARE(s.players[0].deadLetters, 2);
        QCOMPARE(s.players[1].deadLetters, 0);
        QCOMPARE(scoreDungeonLords(toSheet(s)).entities[0].total, std::optional<int>(-6));
        const std::optional<QByteArray> text = trackerReport(*read.document, false, false);
        QVERIFY(text && text->contains("-6"));
    }

    void trackerFileRefusals_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("rule");
        QTest::newRow("an event twice") << "invalid-event-twice.hkdungeon"
                                        << "log[4]"
                                        << "DL-001";
        QTest::newRow("no event revealed") << "invalid-no-event-revealed.hkdungeon"
                                           << "log[0]"
                                           << "DL-002";
        QTest::newRow("round 4 reveals") << "invalid-round-four-reveals.hkdungeon"
                                         << "log[16]"
                                         << "DL-010";
        QTest::newRow("after the end") << "invalid-after-the-end.hkdungeon"
                                       << "log[48]"
                                       << "DL-008";
        QTest::newRow("five players") << "invalid-five-players.hkdungeon"
                                      << "setup.players"
                                      << "DL-016";
        QTest::newRow("an unaffordable monster") << "invalid-unaffordable-monster.hkdungeon"
                                                 << "log[8]"
                                                 << "DL-003";
        QTest::newRow("negative gold") << "invalid-negative-gold.hkdungeon"
                                       << "log[0].gold"
                                       << "";
    }
    void trackerFileRefusals()
    {
        QFETCH(QString, file);
        QFETCH(QString, path);
        QFETCH(QString, rule);
        const TrackerReadResult read = readTracker(fixtureBytes(file));
        QVERIFY(!read.document);
        QVERIFY(!read.problems.empty());
        QCOMPARE(read.problems[0].path, path);
        QCOMPARE(read.problems[0].ruleId, rule);
        QVERIFY(!read.problems[0].message.isEmpty());
    }

    void trackerFileMalformed_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("path");
        QTest::newRow("not JSON") << QByteArray("{") << "";
        QTest::newRow("another format") << QByteArray(R"({"format": "x", "version": 1})") << "format";
        QTest::newRow("a newer version")
            << QByteArray(R"({"format": "hallkeeper-dungeon-lords-tracker", "version": 2})") << "version";
        QTest::newRow("no log") << QByteArray(R"({"format": "hallkeeper-dungeon-lords-tracker", "version": 1,
            "setup": {"players": ["A", "B"]}})")
                                << "log";
        QTest::newRow("an unknown event") << QByteArray(R"({"format": "hallkeeper-dungeon-lords-tracker",
            "version": 1, "setup": {"players": ["A", "B"]}, "log": [{"step": "advance", "reveal": "war"}]})")
                                          << "log[0].reveal";
        QTest::newRow("a key of another step") << QByteArray(R"({"format": "hallkeeper-dungeon-lords-tracker",
            "version": 1, "setup": {"players": ["A", "B"]}, "log": [{"step": "advance", "gold": 3}]})")
                                               << "log[0].gold";
        QTest::newRow("set-dungeon without a player")
            << QByteArray(R"({"format": "hallkeeper-dungeon-lords-tracker",
            "version": 1, "setup": {"players": ["A", "B"]}, "log": [{"step": "set-dungeon", "gold": 3}]})")
            << "log[0].player";
        QTest::newRow("two players of one name")
            << QByteArray(R"({"format": "hallkeeper-dungeon-lords-tracker", "version": 1,
            "setup": {"players": ["A", "A"]}, "log": []})")
            << "setup.players[1]";
    }
    void trackerFileMalformed()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, path);
        const TrackerReadResult read = readTracker(bytes);
        QVERIFY(!read.document);
        QVERIFY(!read.problems.empty());
        QCOMPARE(read.problems[0].path, path);
    }

    // Undo is the log without its last step: the same state as never having recorded it.
    void undoIsReplayWithoutTheLastStep()
    {
        const TrackerDocument doc =
            *readTracker(fixtureBytes(QStringLiteral("two-year-game.hkdungeon"))).document;
        for (size_t n : {size_t(1), size_t(10), size_t(30), doc.log.size() - 1}) {
            TrackerDocument shorter = doc;
            shorter.log.resize(n);
            TrackerState stepByStep = initialState(doc.setup);
            for (size_t i = 0; i < n; ++i)
                stepByStep = apply(stepByStep, doc.log[i]);
            QCOMPARE(replay(shorter).state, stepByStep);
        }
    }

    // What the table does now names its rules and the player it concerns.
    void phaseTasksCiteTheirRules()
    {
        TrackerState s = initialState(setupOf(3, 1));
        const std::vector<PhaseTask> newRound = phaseTasks(s);
        QVERIFY(std::any_of(newRound.begin(), newRound.end(),
                            [](const PhaseTask &t) { return t.ruleIds.contains(QStringLiteral("DL-002")); }));
        record(s, advance(EventTile::Tax));
        const std::vector<PhaseTask> orders = phaseTasks(s);
        QVERIFY(std::any_of(orders.begin(), orders.end(),
                            [](const PhaseTask &t) { return t.ruleIds.contains(QStringLiteral("DL-012")); }));
        QVERIFY(std::any_of(orders.begin(), orders.end(),
                            [](const PhaseTask &t) { return t.text.contains(QStringLiteral("Player 2")); }));
    }
};

QTEST_GUILESS_MAIN(TstDungeonLordsModule)
#include "tst_dungeon_lords_module.moc"
