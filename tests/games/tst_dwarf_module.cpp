// Dwarf on the base, rule by rule: the rulebook's three worked examples (its end-of-game scoring
// examples) and the cases derived from them reproduce from their fixture sheets; the 3–5 player ruling and
// its alternative; the shared victory; invalid sheets refused with their rule; the helpers' conversions,
// monster losses, worker cap, end of the game and start player; the solo bots' medals, special-action limit
// and instant win; the tracker's file.

#include "dwarf_helpers.h"
#include "dwarf_module.h"
#include "dwarf_rules.h"
#include "dwarf_sheet.h"
#include "dwarf_tracker.h"
#include "dwarf_tracker_io.h"

#include "score/score_table_text.h"
#include "sheet/sheet_io.h"
#include "sheet/sheet_validation.h"

#include <QFile>
#include <QTest>

using namespace hk;
using namespace hk::dwarf;
using Kind = TrackerEvent::Kind;

Q_DECLARE_METATYPE(hk::dwarf::Holdings)

namespace {

QByteArray fixture(const QString &name)
{
    QFile file(QStringLiteral(HK_FIXTURES "/dwarf/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(name));
    return file.readAll();
}

base::ScoreTable scoreFixture(const QString &name)
{
    const base::SheetReadResult read = base::readSheet(fixture(name), *dwarfSchema());
    if (!read.sheet || base::hasErrors(read.problems))
        qFatal("fixture %s does not read", qPrintable(name));
    return scoreDwarf(*read.sheet);
}

QStringList winnerNames(const base::ScoreTable &table)
{
    QStringList names;
    for (int e : table.winners)
        names << table.entities[size_t(e)].name;
    return names;
}

QList<int> totals(const base::ScoreTable &table)
{
    QList<int> all;
    for (const base::ScoreEntity &e : table.entities)
        all << e.total.value_or(-1);
    return all;
}

TrackerEvent happening(Kind kind, int player = -1)
{
    TrackerEvent e;
    e.kind = kind;
    e.player = player;
    return e;
}

TrackerEvent conversion(int player, Conversion c)
{
    TrackerEvent e = happening(Kind::Convert, player);
    e.conversion = c;
    return e;
}

TrackerEvent special(int player, bool medals = false)
{
    TrackerEvent e = happening(Kind::Special, player);
    e.paidWithMedals = medals;
    return e;
}

TrackerEvent adjust(int player, Holdings change)
{
    TrackerEvent e = happening(Kind::Adjust, player);
    e.change = change;
    return e;
}

// Records every event, failing the test at the first one refused.
TrackerState play(TrackerState state, const std::vector<TrackerEvent> &events)
{
    for (const TrackerEvent &e : events) {
        const base::Verdict verdict = validate(state, e);
        if (!verdict.allowed())
            qFatal("refused: %s",
                   qPrintable(base::verdictLines(verdict, *dwarfRules()).join(QLatin1Char('\n'))));
        state = apply(state, e);
    }
    return state;
}

} // namespace

class TstDwarfModule : public QObject {
    Q_OBJECT
private slots:
    void catalogIsSound()
    {
        QVERIFY2(dwarfRules()->defects().isEmpty(),
                 qPrintable(dwarfRules()->defects().join(QLatin1Char('\n'))));
        for (const char *id :
             {rule::kCounted,     rule::kMostCategories,   rule::kTieMedals,      rule::kTieIronArtifacts,
              rule::kEndRound,    rule::kEmptyDeck,        rule::kDefenseMedal,   rule::kCourage,
              rule::kSpecialCost, rule::kConversions,      rule::kMonsters,       rule::kLimits,
              rule::kSoloMedals,  rule::kSoloSpecialLimit, rule::kSoloInstantWin, rule::kSoloForgeTwice,
              rule::kCopies,      rule::kManyPlayers,      rule::kFinalTie,       rule::kStartPlayer,
              rule::kSoloBot})
            QVERIFY2(dwarfRules()->find(QString::fromLatin1(id)), id);
        QCOMPARE(dwarfRules()->rules().size(), size_t(21));
        // The two rulings say so and give the other reading.
        for (const char *id : {rule::kManyPlayers, rule::kFinalTie}) {
            const base::Rule *r = dwarfRules()->find(QString::fromLatin1(id));
            QVERIFY(r->ruling);
            QVERIFY(!r->alternative.isEmpty() && !r->reasoning.isEmpty());
        }
    }

    // DWARF-002 to DWARF-004, DWARF-018, DWARF-019: the worked examples and the derived cases.
    void DWARF_002_heroOfTheMasses_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("winners");
        QTest::addColumn<QList<int>>("totals");
        QTest::addColumn<QString>("decidedBy"); // a sentence of the result, or "" when no tie-break
        QTest::newRow("D1 two categories to one (example 1)")
            << "d1-two-categories-to-one.hkscore" << QStringList{"小芬"} << QList<int>{1, 2} << "";
        QTest::newRow("D2 medals (example 2)") << "d2-medals-break-the-tie.hkscore" << QStringList{"小芬"}
                                               << QList<int>{1, 1} << "Tie-break on medals: 小芬 9, 小明 7.";
        QTest::newRow("D3 iron (example 3)") << "d3-iron-breaks-the-tie.hkscore" << QStringList{"小芬"}
                                             << QList<int>{1, 1} << "Tie-break on iron: 小芬 5, 小明 1.";
        QTest::newRow("artifacts last") << "artifacts-break-the-tie.hkscore" << QStringList{"小芬"}
                                        << QList<int>{1, 1} << "Tie-break on artifacts: 小芬 14, 小明 8.";
        QTest::newRow("shared victory (DWARF-019)") << "shared-victory.hkscore" << QStringList{"Ann", "Bob"}
                                                    << QList<int>{0, 0} << "Ann and Bob share place 1.";
        QTest::newRow("3 players, sole leader (DWARF-018)")
            << "three-players-sole-leader.hkscore" << QStringList{"Cid"} << QList<int>{0, 0, 1} << "";
        QTest::newRow("3 players, points by place (the alternative)")
            << "three-players-rank-points.hkscore" << QStringList{"Bob"} << QList<int>{6, 7, 7}
            << "Tie-break on medals: Bob 6, Cid 2.";
        QTest::newRow("a tie broken among the tied only")
            << "tie-among-the-tied-only.hkscore" << QStringList{"Bob"} << QList<int>{1, 1, 0}
            << "Tie-break on medals: Bob 4, Ann 2.";
        QTest::newRow("5 players, two copies")
            << "five-players-two-copies.hkscore" << QStringList{"陳小明"} << QList<int>{1, 1, 0, 0, 0}
            << "Tie-break on medals: 陳小明 5, 林小芬 2.";
    }
    void DWARF_002_heroOfTheMasses()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, winners);
        QFETCH(QList<int>, totals);
        QFETCH(QString, decidedBy);
        const base::ScoreTable table = scoreFixture(file);
        QCOMPARE(table.standing, base::Standing::Complete);
        QCOMPARE(winnerNames(table), winners);
        QCOMPARE(::totals(table), totals);
        const QString text = base::scoreTableText(table, true);
        if (!decidedBy.isEmpty())
            QVERIFY2(text.contains(decidedBy), qPrintable(text));
        // Each category is one step of the verdict, with its rule.
        QCOMPARE(table.decisions.size(), qsizetype(3));
        const QString rule =
            QString::fromLatin1(table.entities.size() > 2 ? rule::kManyPlayers : rule::kMostCategories);
        for (const QString &step : table.decisions)
            QVERIFY2(step.contains(rule), qPrintable(step));
        // The categories as entered are what a play library keeps, by their ids.
        QCOMPARE(table.column(QStringLiteral("steel")), 0);
        QCOMPARE(table.column(QStringLiteral("iron")), 4);
    }

    // DWARF-002: in D1 each category is said, and the winner's cells are marked.
    void DWARF_002_eachCategoryOnItsOwn()
    {
        const base::ScoreTable table = scoreFixture(QStringLiteral("d1-two-categories-to-one.hkscore"));
        QCOMPARE(table.decisions.value(0),
                 QStringLiteral("Steel: 小明 4, 小芬 2 — 小明 has the most (DWARF-002)."));
        QCOMPARE(table.decisions.value(1),
                 QStringLiteral("Gold: 小明 9, 小芬 10 — 小芬 has the most (DWARF-002)."));
        QVERIFY(table.entities[0].cells[0].highlighted);
        QVERIFY(!table.entities[1].cells[0].highlighted);
        QCOMPARE(table.entities[1].totalExplanation, QStringLiteral("Won: gold and artifacts (DWARF-002)"));
        // D2: a category tied for the most counts for nobody.
        const base::ScoreTable d2 = scoreFixture(QStringLiteral("d2-medals-break-the-tie.hkscore"));
        QVERIFY2(d2.decisions.value(1).contains(QLatin1String("tied for the most: it counts for nobody")),
                 qPrintable(d2.decisions.value(1)));
    }

    // DWARF-018: the ruling chosen is saved with the sheet and named in the result (3 players or more).
    void DWARF_018_theRulingIsShownInTheResult_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("choice");
        QTest::addColumn<QString>("totalName");
        QTest::newRow("sole leader") << "three-players-sole-leader.hkscore"
                                     << "soleLeader"
                                     << "Categories won";
        QTest::newRow("points by place") << "three-players-rank-points.hkscore"
                                         << "rankPoints"
                                         << "Category points";
    }
    void DWARF_018_theRulingIsShownInTheResult()
    {
        QFETCH(QString, file);
        QFETCH(QString, choice);
        QFETCH(QString, totalName);
        const base::ScoreTable table = scoreFixture(file);
        QCOMPARE(table.rulings.size(), size_t(1));
        QCOMPARE(table.rulings[0].key, QStringLiteral("categoriesForThreeOrMore"));
        QCOMPARE(table.rulings[0].choice, choice);
        QVERIFY(table.rulings[0].text.contains(QLatin1String("DWARF-018")));
        QCOMPARE(table.totalName, totalName);
        // Written back, the sheet keeps the choice.
        const base::SheetReadResult read = base::readSheet(fixture(file), *dwarfSchema());
        const QByteArray written = base::sheetToBytes(*dwarfSchema(), *read.sheet);
        QCOMPARE(written.contains("rankPoints"), choice == QLatin1String("rankPoints"));
        // Two players: the rulebook's own rule, no ruling to show.
        QVERIFY(scoreFixture(QStringLiteral("d1-two-categories-to-one.hkscore")).rulings.empty());
    }

    void DWARF_019_sharedVictoryIsARuling()
    {
        const base::ScoreTable table = scoreFixture(QStringLiteral("shared-victory.hkscore"));
        QCOMPARE(table.rulings.size(), size_t(1));
        QCOMPARE(table.rulings[0].key, QStringLiteral("finalTie"));
        QVERIFY(base::winnerLine(table).startsWith(QLatin1String("Shared victory: Ann and Bob")));
    }

    // A result needs every player's three categories; a tie needs its tie-break entered.
    void DWARF_001_incompleteAndUndecided()
    {
        base::SheetValues sheet = newSheet(*dwarfSchema(), 2);
        QCOMPARE(scoreDwarf(sheet).standing, base::Standing::Empty);
        sheet.players[0].values = {
            {QStringLiteral("steel"), 3}, {QStringLiteral("gold"), 2}, {QStringLiteral("artifacts"), 1}};
        base::ScoreTable table = scoreDwarf(sheet);
        QCOMPARE(table.standing, base::Standing::Incomplete);
        QVERIFY(table.winners.empty());
        QVERIFY(table.standingNote.contains(QLatin1String("DWARF-001")));
        sheet.players[1].values = {
            {QStringLiteral("steel"), 3}, {QStringLiteral("gold"), 2}, {QStringLiteral("artifacts"), 1}};
        table = scoreDwarf(sheet);
        QCOMPARE(table.standing, base::Standing::Complete);
        QVERIFY(table.winners.empty()); // level on everything, medals not entered: not decided yet
        QVERIFY(base::winnerLine(table).startsWith(QLatin1String("No winner yet")));
    }

    // Invalid sheets are refused with the rule they break, at their place.
    void invalidSheetsAreRefusedWithTheRule_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("rule");
        QTest::newRow("negative count") << "invalid-negative-count.hkscore"
                                        << "players[0].gold"
                                        << "DWARF-001";
        QTest::newRow("fifth player, one copy") << "invalid-fifth-player-one-copy.hkscore"
                                                << "players[3]"
                                                << "DWARF-017";
        QTest::newRow("five workers") << "invalid-five-workers.hkscore"
                                      << "players[0].workers"
                                      << "DWARF-012";
    }
    void invalidSheetsAreRefusedWithTheRule()
    {
        QFETCH(QString, file);
        QFETCH(QString, path);
        QFETCH(QString, rule);
        const base::SheetReadResult read = base::readSheet(fixture(file), *dwarfSchema());
        QVERIFY(!read.sheet);
        QVERIFY(!read.problems.empty());
        QCOMPARE(read.problems.front().path, path);
        QCOMPARE(read.problems.front().ruleId, rule);
        // The window reads it as a draft, the problem marked on the field.
        const base::SheetReadResult draft =
            base::readSheet(fixture(file), *dwarfSchema(), base::ReadMode::Draft);
        QVERIFY(draft.sheet);
        QCOMPARE(base::validateSheet(*dwarfSchema(), *draft.sheet).front().ruleId, rule);
    }

    void DWARF_017_twoCopiesSeatFive()
    {
        base::SheetValues sheet = newSheet(*dwarfSchema(), 4);
        QCOMPARE(base::validateSheet(*dwarfSchema(), sheet).front().ruleId, QStringLiteral("DWARF-017"));
        sheet.settings[QStringLiteral("twoCopies")] = true;
        QVERIFY(base::validateSheet(*dwarfSchema(), sheet).empty());
        sheet = newSheet(*dwarfSchema(), 3);
        QVERIFY(base::validateSheet(*dwarfSchema(), sheet).empty());
        sheet = newSheet(*dwarfSchema(), 6);
        sheet.settings[QStringLiteral("twoCopies")] = true;
        QCOMPARE(base::validateSheet(*dwarfSchema(), sheet).front().ruleId, QStringLiteral("DWARF-017"));
    }

    // ---- Helpers

    void DWARF_010_conversions_data()
    {
        QTest::addColumn<int>("conversion");
        QTest::addColumn<Holdings>("before");
        QTest::addColumn<Holdings>("after");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("iron vein") << int(Conversion::IronVein) << Holdings{} << Holdings{0, 0, 0, 0, 3}
                                   << true;
        QTest::newRow("gold vein") << int(Conversion::GoldVein) << Holdings{} << Holdings{0, 1, 0, 0, 0}
                                   << true;
        QTest::newRow("smelt") << int(Conversion::Smelt) << Holdings{0, 0, 0, 0, 5} << Holdings{2, 0, 0, 0, 2}
                               << true;
        QTest::newRow("smelt without iron")
            << int(Conversion::Smelt) << Holdings{0, 0, 0, 0, 2} << Holdings{0, 0, 0, 0, 2} << false;
        QTest::newRow("sword") << int(Conversion::Sword) << Holdings{4, 0, 0, 0, 0} << Holdings{1, 0, 1, 0, 0}
                               << true;
        QTest::newRow("sword without steel")
            << int(Conversion::Sword) << Holdings{2, 0, 0, 0, 0} << Holdings{2, 0, 0, 0, 0} << false;
    }
    void DWARF_010_conversions()
    {
        QFETCH(int, conversion);
        QFETCH(Holdings, before);
        QFETCH(Holdings, after);
        QFETCH(bool, allowed);
        const ConversionResult result = convert(before, Conversion(conversion), QStringLiteral("Ann"));
        QCOMPARE(result.after, after);
        QCOMPARE(result.verdict.allowed(), allowed);
        if (!allowed)
            QVERIFY2(base::violationText(result.verdict.violations.front(), *dwarfRules())
                         .startsWith(QLatin1String("Ann has 2")),
                     qPrintable(base::violationText(result.verdict.violations.front(), *dwarfRules())));
    }

    void DWARF_010_otherArtifactsCostTheirCard()
    {
        const ConversionResult paid =
            convert(Holdings{2, 3, 0, 0, 1}, Conversion::Artifact, QStringLiteral("Ann"), Recipe{2, 1, 1});
        QVERIFY(paid.verdict.allowed());
        QCOMPARE(paid.after, (Holdings{0, 2, 1, 0, 0}));
        QVERIFY(
            !convert(Holdings{1, 3, 0, 0, 1}, Conversion::Artifact, QStringLiteral("Ann"), Recipe{2, 1, 1})
                 .verdict.allowed());
    }

    void DWARF_011_monsterLosses_data()
    {
        QTest::addColumn<int>("monster");
        QTest::addColumn<Holdings>("before");
        QTest::addColumn<Holdings>("after");
        QTest::newRow("orc raiders take nothing")
            << int(Monster::OrcRaiders) << Holdings{1, 1, 1, 1, 1} << Holdings{1, 1, 1, 1, 1};
        QTest::newRow("mine goblin") << int(Monster::MineGoblin) << Holdings{0, 0, 0, 0, 3}
                                     << Holdings{0, 0, 0, 0, 2};
        QTest::newRow("mine goblin, no iron") << int(Monster::MineGoblin) << Holdings{} << Holdings{};
        QTest::newRow("fire dragon") << int(Monster::FireDragon) << Holdings{0, 2, 0, 0, 0}
                                     << Holdings{0, 1, 0, 0, 0};
        QTest::newRow("giant fire dragon")
            << int(Monster::GiantFireDragon) << Holdings{0, 7, 0, 0, 1} << Holdings{0, 0, 0, 0, 1};
        QTest::newRow("flame-haired goblin, 2 gold")
            << int(Monster::FlameHairedGoblin) << Holdings{0, 5, 0, 0, 0} << Holdings{0, 3, 0, 0, 2};
        QTest::newRow("flame-haired goblin, 1 gold")
            << int(Monster::FlameHairedGoblin) << Holdings{0, 1, 0, 0, 0} << Holdings{0, 0, 0, 0, 1};
    }
    void DWARF_011_monsterLosses()
    {
        QFETCH(int, monster);
        QFETCH(Holdings, before);
        QFETCH(Holdings, after);
        QCOMPARE(monsterLoss(before, Monster(monster)), after);
    }

    void DWARF_011_orcRaidersForbidMiningThisRound()
    {
        TrackerEvent orcs = happening(Kind::Attack);
        orcs.monster = Monster::OrcRaiders;
        TrackerState state = play(initialState(defaultSetup()), {orcs});
        QCOMPARE(validate(state, conversion(0, Conversion::IronVein)).ruleIds(), QStringList{"DWARF-011"});
        QVERIFY(validate(state, adjust(0, {0, 0, 0, 0, 3})).allowed()); // a card that is not mining
        state = play(state, {happening(Kind::EndRound)});
        QVERIFY(validate(state, conversion(0, Conversion::IronVein)).allowed());
    }

    void DWARF_012_workerCap()
    {
        QVERIFY(checkWorkers(QStringLiteral("Ann"), 4).allowed());
        const base::Verdict five = checkWorkers(QStringLiteral("Ann"), 5);
        QCOMPARE(base::violationText(five.violations.front(), *dwarfRules()),
                 QStringLiteral("Ann would have 5 workers; a player has at most 4 (DWARF-012)"));
        // A reinforce gives workers 3 and 4; a second one in the same round would give a fifth.
        TrackerState state = play(initialState(defaultSetup()), {happening(Kind::Reinforce, 0)});
        QCOMPARE(state.players[0].workers, 4);
        QCOMPARE(validate(state, happening(Kind::Reinforce, 0)).ruleIds(), QStringList{"DWARF-012"});
        state = play(state, {happening(Kind::EndRound)}); // the workers come home
        QVERIFY(validate(state, happening(Kind::Reinforce, 0)).allowed());
    }

    void DWARF_005_endsAtTheRoundsEndWithFourArtifacts()
    {
        TrackerState state = play(initialState(defaultSetup()), {adjust(1, {0, 0, 4, 0, 0})});
        QVERIFY(!state.end); // not before the round ends
        state = play(state, {happening(Kind::EndRound)});
        QVERIFY(state.end);
        QCOMPARE(state.end->ruleId, QStringLiteral("DWARF-005"));
        QCOMPARE(state.end->players, std::vector<int>{1});
        QCOMPARE(base::verdictLines(validate(state, happening(Kind::Defend, 0)), *dwarfRules()),
                 QStringList{"The game ended at the end of round 1: Player 2 made 4 artifacts (DWARF-005)"});
        QCOMPARE(playersEndingTheGame({Holdings{0, 0, 3}, Holdings{0, 0, 5}}), std::vector<int>{1});
    }

    void DWARF_006_emptyDeckEndsAtOnce()
    {
        const TrackerState state = play(initialState(defaultSetup()), {happening(Kind::EmptyDeck)});
        QCOMPARE(state.end->ruleId, QStringLiteral("DWARF-006"));
        QCOMPARE(validate(state, happening(Kind::EndRound)).ruleIds(), QStringList{"DWARF-006"});
    }

    void DWARF_020_startPlayerPasses_data()
    {
        QTest::addColumn<int>("start");
        QTest::addColumn<int>("players");
        QTest::addColumn<bool>("triggered");
        QTest::addColumn<int>("next");
        QTest::newRow("keeps") << 1 << 4 << false << 1;
        QTest::newRow("passes") << 1 << 4 << true << 2;
        QTest::newRow("passes round the table") << 2 << 3 << true << 0;
    }
    void DWARF_020_startPlayerPasses()
    {
        QFETCH(int, start);
        QFETCH(int, players);
        QFETCH(bool, triggered);
        QFETCH(int, next);
        QCOMPARE(nextStartPlayer(start, players, triggered), next);
        TrackerSetup setup = defaultSetup();
        setup.players = QStringList{"A", "B", "C", "D"}.mid(0, players);
        setup.twoCopies = players > 3;
        setup.startPlayer = start;
        TrackerEvent end = happening(Kind::EndRound);
        end.startPlayerPasses = triggered;
        QCOMPARE(play(initialState(setup), {end}).startPlayer, next);
    }

    // ---- Solo

    void DWARF_013_gimliGainsMedalsFromYourSpecialActions_data()
    {
        QTest::addColumn<int>("opponent");
        QTest::addColumn<int>("medals");
        QTest::newRow("Gimli: 1 + 2 + 3") << int(Opponent::Gimli) << 6;
        QTest::newRow("Thorin follows Gimli") << int(Opponent::Thorin) << 6;
        QTest::newRow("Kili gains none") << int(Opponent::Kili) << 0;
    }
    void DWARF_013_gimliGainsMedalsFromYourSpecialActions()
    {
        QFETCH(int, opponent);
        QFETCH(int, medals);
        const TrackerState state =
            play(initialState(defaultSetup(Opponent(opponent))), {special(0), special(0), special(0)});
        QCOMPARE(state.players[1].holdings.medals, medals);
        QVERIFY(state.players[1].bot);
    }

    void DWARF_014_atMostThreeSpecialActions()
    {
        const TrackerState state =
            play(initialState(defaultSetup(Opponent::Gimli)), {special(0), special(0), special(0)});
        const base::Verdict fourth = validate(state, special(0));
        QCOMPARE(fourth.ruleIds(), QStringList{"DWARF-014"});
        QCOMPARE(base::violationText(fourth.violations.front(), *dwarfRules()),
                 QStringLiteral(
                     "You have taken 3 special actions; against Gimli at most 3 in a game (DWARF-014)"));
        // Against Kili the limit is not among his rules.
        const TrackerState kili =
            play(initialState(defaultSetup(Opponent::Kili)), {special(0), special(0), special(0)});
        QVERIFY(validate(kili, special(0)).allowed());
    }

    void DWARF_015_gimliWinsAtOnceWithTwelveMedals()
    {
        TrackerState state = play(initialState(defaultSetup(Opponent::Gimli)), {adjust(1, {0, 0, 0, 5, 0})});
        state = play(state, {special(0), special(0)}); // 5 + 1 + 2 = 8
        QVERIFY(!state.end);
        state = play(state, {happening(Kind::Defend, 1), happening(Kind::Defend, 1),
                             happening(Kind::Defend, 1)}); // 11
        QVERIFY(!state.end);
        state = play(state, {special(0)}); // + 3 = 14
        QVERIFY(state.end);
        QCOMPARE(state.end->ruleId, QStringLiteral("DWARF-015"));
        QVERIFY(state.history.last().contains(QLatin1String("DWARF-015")));
        QCOMPARE(validate(state, happening(Kind::Defend, 0)).ruleIds(), QStringList{"DWARF-015"});
        // Kili never wins that way.
        const TrackerState kili =
            play(initialState(defaultSetup(Opponent::Kili)), {adjust(1, {0, 0, 0, 13, 0})});
        QVERIFY(!kili.end);
    }

    void DWARF_016_gimliForgesTwice()
    {
        TrackerState state = play(initialState(defaultSetup(Opponent::Gimli)),
                                  {adjust(1, {0, 0, 0, 0, 7}), adjust(0, {0, 0, 0, 0, 7})});
        state = play(state, {conversion(1, Conversion::Smelt), conversion(0, Conversion::Smelt)});
        QCOMPARE(state.players[1].holdings, (Holdings{4, 0, 0, 0, 1})); // twice
        QCOMPARE(state.players[0].holdings, (Holdings{2, 0, 0, 0, 4})); // you: once
        QVERIFY(state.history.at(state.history.size() - 2).contains(QLatin1String("DWARF-016")));
        // Without the resources for a second, once.
        state = play(state, {conversion(1, Conversion::Sword)});
        QCOMPARE(state.players[1].holdings, (Holdings{1, 0, 1, 0, 1}));
    }

    void DWARF_021_theBotStartsAndTakesNoSpecialAction()
    {
        TrackerState state = initialState(defaultSetup(Opponent::Kili));
        QCOMPARE(state.startPlayer, 1);
        QCOMPARE(validate(state, special(1)).ruleIds(), QStringList{"DWARF-021"});
        TrackerEvent end = happening(Kind::EndRound);
        end.startPlayerPasses = true;
        QCOMPARE(validate(state, end).ruleIds(), QStringList{"DWARF-021"});
        state = play(state, {happening(Kind::EndRound)});
        QCOMPARE(state.startPlayer, 1);
    }

    void DWARF_009_specialActionWithMedals()
    {
        TrackerState state = initialState(defaultSetup());
        QCOMPARE(validate(state, special(0, true)).ruleIds(), QStringList{"DWARF-009"});
        state = play(state, {adjust(0, {0, 0, 0, 5, 0}), special(0, true)});
        QCOMPARE(state.players[0].holdings.medals, 1);
    }

    void DWARF_007_008_medals()
    {
        TrackerEvent courage = happening(Kind::Courage, 0);
        courage.workers = 3;
        const TrackerState state = play(initialState(defaultSetup()), {happening(Kind::Defend, 0), courage});
        QCOMPARE(state.players[0].holdings.medals, 4);
        courage.workers = 5;
        QCOMPARE(validate(state, courage).ruleIds(), QStringList{"DWARF-008"});
    }

    // The tracked game becomes a score sheet scored like any other.
    void trackerToSheet()
    {
        const TrackerState state =
            play(initialState(defaultSetup()), {adjust(0, {4, 9, 8, 7, 0}), adjust(1, {2, 10, 12, 9, 0})});
        const base::SheetValues sheet = toSheet(state);
        QVERIFY(base::validateSheet(*dwarfSchema(), sheet).empty());
        QCOMPARE(winnerNames(scoreDwarf(sheet)), QStringList{"Player 2"});
    }

    // ---- The tracker's file

    void trackerFileRoundTrips()
    {
        TrackerDocument document{defaultSetup(Opponent::Thorin), {}};
        TrackerEvent artifact = conversion(0, Conversion::Artifact);
        artifact.recipe = {1, 1, 0};
        TrackerEvent attack = happening(Kind::Attack);
        attack.monster = Monster::FlameHairedGoblin;
        TrackerEvent courage = happening(Kind::Courage, 1);
        courage.workers = 2;
        TrackerEvent note = adjust(0, {1, 1, 0, 0, -0});
        note.note = QStringLiteral("金礦脈");
        document.log = {conversion(0, Conversion::IronVein),
                        note,
                        artifact,
                        attack,
                        happening(Kind::Defend, 1),
                        courage,
                        special(0),
                        happening(Kind::Reinforce, 0),
                        happening(Kind::EndRound),
                        happening(Kind::EmptyDeck)};
        const QByteArray bytes = trackerToBytes(document);
        const TrackerReadResult read = readTracker(bytes);
        QVERIFY2(read.document,
                 qPrintable(read.problems.empty() ? QString() : read.problems.front().message));
        QCOMPARE(*read.document, document);
        QCOMPARE(trackerToBytes(*read.document), bytes);
    }

    void trackerFileRefusals_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("rule");
        const QByteArray head = R"({"format": "hallkeeper-dwarf-tracker", "version": 1, )";
        QTest::newRow("a fourth special action against Gimli")
            << head + R"("setup": {"players": ["You", "Gimli"], "opponent": "gimli"}, "log": [
                 {"event": "special", "player": 0}, {"event": "special", "player": 0},
                 {"event": "special", "player": 0}, {"event": "special", "player": 0}]})"
            << "log[3]"
            << "DWARF-014";
        QTest::newRow("the start player passing in a solo game")
            << head + R"("setup": {"players": ["You", "Kili"], "opponent": "kili"}, "log": [
                 {"event": "endRound", "startPlayerPasses": true}]})"
            << "log[0]"
            << "DWARF-021";
        QTest::newRow("four players, one copy") << head + R"("setup": {"players": ["A", "B", "C", "D"]}})"
                                                << "setup.twoCopies"
                                                << "DWARF-017";
        QTest::newRow("courage with five workers")
            << head +
                   R"("setup": {"players": ["A", "B"]}, "log": [{"event": "courage", "player": 0, "workers": 5}]})"
            << "log[0].workers"
            << "DWARF-008";
        QTest::newRow("a key the event does not use")
            << head +
                   R"("setup": {"players": ["A", "B"]}, "log": [{"event": "defend", "player": 0, "workers": 1}]})"
            << "log[0].workers"
            << "";
        QTest::newRow("a seat beyond the players")
            << head + R"("setup": {"players": ["A", "B"]}, "log": [{"event": "defend", "player": 3}]})"
            << "log[0].player"
            << "";
    }
    void trackerFileRefusals()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, path);
        QFETCH(QString, rule);
        const TrackerReadResult read = readTracker(bytes);
        QVERIFY(!read.document);
        QVERIFY(!read.problems.empty());
        QCOMPARE(read.problems.front().path, path);
        QCOMPARE(read.problems.front().ruleId, rule);
        // The rule is said once, by the problem's line.
        if (!rule.isEmpty())
            QCOMPARE(base::formatProblem(QStringLiteral("f.hkdwarf"), read.problems.front()).count(rule), 1);
    }

    // A state nobody set up (a panel before its first setState) records nothing and previews without a crash.
    void aStateWithoutPlayersRecordsNothing_data()
    {
        QTest::addColumn<int>("kind");
        for (Kind kind : {Kind::Convert, Kind::Attack, Kind::Defend, Kind::Courage, Kind::Special,
                          Kind::Reinforce, Kind::Adjust, Kind::EndRound, Kind::EmptyDeck})
            QTest::addRow("kind %d", int(kind)) << int(kind);
    }
    void aStateWithoutPlayersRecordsNothing()
    {
        QFETCH(int, kind);
        TrackerEvent event;
        event.kind = Kind(kind);
        event.player = 0;
        const TrackerState nobody;
        QVERIFY(!validate(nobody, event).allowed());
        QVERIFY(!preview(nobody, event).isEmpty());
    }

    void moduleIsComplete()
    {
        const base::GameModule module = dwarfModule();
        QCOMPARE(module.id, QStringLiteral("dwarf"));
        QVERIFY(module.schema && module.rules && module.score);
        QCOMPARE(module.fileKinds.size(), size_t(1));
        QCOMPARE(module.fileKinds[0].suffix, QStringLiteral("hkdwarf"));
    }
};

QTEST_GUILESS_MAIN(TstDwarfModule)
#include "tst_dwarf_module.moc"
