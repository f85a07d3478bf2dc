// Terra Mystica: Fire & Ice on the base: the final-scoring tile's worked examples T1–T4 and the tie table
// derived from TMFI-003 (fixtures in tests/fixtures/terra-mystica-fire-ice), area and cult scoring, the best
// resource conversion, totals and ranks, the sheets no game can reach refused with their rule, the helpers
// (auction, turn order T10, faction and terrain choices T7–T9, spade costs T5–T6), and a sound rule catalog
// whose every cited rule exists.

#include "registry/game_module.h"
#include "sheet/sheet_io.h"
#include "sheet/sheet_validation.h"
#include "tmfi_factions.h"
#include "tmfi_helpers.h"
#include "tmfi_module.h"
#include "tmfi_rules.h"
#include "tmfi_scoring.h"
#include "tmfi_sheet.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <algorithm>

using namespace hk;
using namespace hk::tmfi;

namespace {

QString fixturePath(const QString &name)
{
    return QStringLiteral(HK_FIXTURES "/terra-mystica-fire-ice/") + name;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

QJsonObject readJson(const QString &path)
{
    return QJsonDocument::fromJson(readAll(path)).object();
}

std::vector<std::optional<int>> ints(const QJsonArray &array)
{
    std::vector<std::optional<int>> values;
    for (const QJsonValue &v : array)
        values.push_back(v.toInt());
    return values;
}

std::vector<int> points(const std::vector<PlaceShare> &shares)
{
    std::vector<int> points;
    for (const PlaceShare &s : shares)
        points.push_back(s.points);
    return points;
}

std::vector<int> intVector(const QJsonArray &array)
{
    std::vector<int> values;
    for (const QJsonValue &v : array)
        values.push_back(v.toInt());
    return values;
}

// A complete sheet of `count` players whose only difference is the tile value.
base::SheetValues tileSheet(FinalTile tile, const std::vector<int> &tileValues)
{
    static const QStringList factions{QStringLiteral("witches"), QStringLiteral("giants"),
                                      QStringLiteral("mermaids"), QStringLiteral("fakirs"),
                                      QStringLiteral("halflings")};
    base::SheetValues sheet = base::newSheet(*tmfiSchema(), int(tileValues.size()));
    sheet.settings[key::finalTile] = finalTileId(tile);
    for (size_t p = 0; p < tileValues.size(); ++p) {
        auto &v = sheet.players[p].values;
        v[key::faction] = factions[int(p)];
        for (const QString &k : {key::vp, key::fire, key::water, key::earth, key::air, key::coins,
                                 key::workers, key::priests, key::bowl2, key::bowl3})
            v[k] = 0;
        v[key::network] = kBuildings;
        v[key::tileValue] = tileValues[p];
    }
    return sheet;
}

int column(const base::ScoreTable &table, const char *id)
{
    const int c = table.column(QString::fromLatin1(id));
    if (c < 0)
        qFatal("no column %s", id);
    return c;
}

QString problemsText(const base::Problems &problems)
{
    QStringList lines;
    for (const base::Problem &p : problems)
        lines << p.path + QStringLiteral(": ") + p.message + QStringLiteral(" (") + p.ruleId +
                     QLatin1Char(')');
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TstTerraMysticaFireIce : public QObject {
    Q_OBJECT
private slots:
    // --- Scoring ---

    // T1–T4 (TMFI-004…007 with TMFI-003) and a five-player sheet, each worked out by hand: every column's
    // points, the totals, the ranks and the standing.
    void TMFI_003_fixtures_data()
    {
        QTest::addColumn<QString>("name");
        const QDir dir(fixturePath(QString()));
        const QStringList expected =
            dir.entryList({QStringLiteral("*.expected.json")}, QDir::Files, QDir::Name);
        QVERIFY(expected.size() >= 5);
        for (const QString &file : expected) {
            const QString name = file.chopped(int(qstrlen(".expected.json")));
            QTest::newRow(qPrintable(name)) << name;
        }
    }
    void TMFI_003_fixtures()
    {
        QFETCH(QString, name);
        const base::SheetReadResult read =
            base::readSheet(readAll(fixturePath(name + QStringLiteral(".hkscore"))), *tmfiSchema());
        QVERIFY2(read.sheet, qPrintable(problemsText(read.problems)));
        QVERIFY2(read.problems.empty(), qPrintable(problemsText(read.problems)));
        const base::ScoreTable table = scoreTmfi(*read.sheet);
        const QJsonObject expected = readJson(fixturePath(name + QStringLiteral(".expected.json")));
        QCOMPARE(table.standing, base::Standing::Complete);
        const QJsonArray players = expected.value(QStringLiteral("players")).toArray();
        QCOMPARE(table.entities.size(), size_t(players.size()));
        for (qsizetype p = 0; p < players.size(); ++p) {
            const QJsonObject player = players[p].toObject();
            const base::ScoreEntity &e = table.entities[size_t(p)];
            QCOMPARE(e.name, player.value(QStringLiteral("name")).toString());
            const QJsonObject pts = player.value(QStringLiteral("points")).toObject();
            for (auto it = pts.begin(); it != pts.end(); ++it) {
                const int c = table.column(it.key());
                QVERIFY2(c >= 0, qPrintable(it.key()));
                QVERIFY2(e.cells[size_t(c)].points == std::optional<int>(it.value().toInt()),
                         qPrintable(QStringLiteral("%1, %2: %3 — %4")
                                        .arg(e.name, it.key(),
                                             QString::number(e.cells[size_t(c)].points.value_or(-1)),
                                             e.cells[size_t(c)].explanation)));
                QVERIFY2(!e.cells[size_t(c)].explanation.isEmpty(), qPrintable(it.key()));
            }
            QCOMPARE(e.total, std::optional<int>(player.value(QStringLiteral("total")).toInt()));
            QCOMPARE(e.rank, player.value(QStringLiteral("rank")).toInt());
        }
        QVERIFY(!table.winners.empty());
    }

    // The tie table derived from TMFI-003 (fixture ties.json): 18/12/6 on area and the tile, 8/4/2 on the
    // cult tracks (TM-CULT), through sharePlaces and through the whole scorer.
    void TMFI_003_tieTable_data()
    {
        QTest::addColumn<QJsonArray>("values");
        QTest::addColumn<QJsonArray>("expected");
        QTest::addColumn<QJsonArray>("cultExpected");
        for (const QJsonValue &c :
             readJson(fixturePath(QStringLiteral("ties.json"))).value(QStringLiteral("cases")).toArray()) {
            const QJsonObject o = c.toObject();
            QTest::newRow(qPrintable(o.value(QStringLiteral("name")).toString()))
                << o.value(QStringLiteral("values")).toArray() << o.value(QStringLiteral("points")).toArray()
                << o.value(QStringLiteral("cultPoints")).toArray();
        }
    }
    void TMFI_003_tieTable()
    {
        QFETCH(QJsonArray, values);
        QFETCH(QJsonArray, expected);
        QFETCH(QJsonArray, cultExpected);
        QCOMPARE(points(sharePlaces(ints(values), {18, 12, 6})), intVector(expected));
        QCOMPARE(points(sharePlaces(ints(values), {8, 4, 2})), intVector(cultExpected));
        const base::ScoreTable table = scoreTmfi(tileSheet(FinalTile::Outposts, intVector(values)));
        const int tile = column(table, "tile");
        for (qsizetype p = 0; p < expected.size(); ++p)
            QCOMPARE(table.entities[size_t(p)].cells[size_t(tile)].points,
                     std::optional<int>(expected[p].toInt()));
    }

    // The explanation says who shares which places and how the points were divided.
    void TMFI_003_explained()
    {
        const base::ScoreTable table = scoreTmfi(tileSheet(FinalTile::Distance, {12, 12, 8, 5}));
        const QString text = table.entities[0].cells[size_t(column(table, "tile"))].explanation;
        QCOMPARE(text,
                 QStringLiteral("Greatest distance 12: tied with Player 2 for places 1–2: (18 + 12) ÷ 2 = "
                                "15 VP (TMFI-004, TMFI-003)"));
        const base::ScoreTable five = scoreTmfi(tileSheet(FinalTile::Outposts, {10, 8, 8, 8, 8}));
        QVERIFY2(five.entities[1].cells[size_t(column(five, "tile"))].explanation.contains(
                     QStringLiteral("(12 + 6 + 0 + 0) ÷ 4 = 4 VP, rounded down")),
                 qPrintable(five.entities[1].cells[size_t(column(five, "tile"))].explanation));
        const QString fourth = table.entities[3].cells[size_t(column(table, "tile"))].explanation;
        QVERIFY2(fourth.contains(QLatin1String("place 4: only the first three places score")),
                 qPrintable(fourth));
    }

    // TMFI-005: without both buildings (0) a player scores nothing on the stronghold–sanctuary tile; TM-ZERO:
    // no one at 0 takes a place on any ranking.
    void TMFI_005_withoutBothBuildings()
    {
        const base::ScoreTable table = scoreTmfi(tileSheet(FinalTile::StrongholdSanctuary, {4, 0, 0, 3}));
        const int tile = column(table, "tile");
        QCOMPARE(table.entities[0].cells[size_t(tile)].points, std::optional<int>(18));
        QCOMPARE(table.entities[3].cells[size_t(tile)].points, std::optional<int>(12));
        QCOMPARE(table.entities[1].cells[size_t(tile)].points, std::optional<int>(0));
        QVERIFY(table.entities[1].cells[size_t(tile)].explanation.contains(QLatin1String("without both")));
        QVERIFY(table.entities[1].cells[size_t(tile)].ruleIds.contains(QStringLiteral("TMFI-005")));
    }

    // TM-AREA and TM-CULT on a table's values; the tile not in play gives 0 (TMFI-001).
    void TM_AREA_TM_CULT()
    {
        base::SheetValues sheet = tileSheet(FinalTile::None, {0, 0, 0});
        const std::vector<int> networks{14, 12, 12}, fire{10, 0, 4}, water{3, 3, 3};
        for (size_t p = 0; p < 3; ++p) {
            sheet.players[p].values[key::network] = networks[p];
            sheet.players[p].values[key::fire] = fire[p];
            sheet.players[p].values[key::water] = water[p];
        }
        const base::ScoreTable table = scoreTmfi(sheet);
        const auto pointsOf = [&](size_t p, const char *c) {
            return table.entities[p].cells[size_t(column(table, c))].points.value_or(-1);
        };
        QCOMPARE(pointsOf(0, "area"), 18);
        QCOMPARE(pointsOf(1, "area"), 9); // (12 + 6) ÷ 2
        QCOMPARE(pointsOf(2, "area"), 9);
        QCOMPARE(pointsOf(0, "fire"), 8);
        QCOMPARE(pointsOf(1, "fire"), 0); // at 0: nothing (TM-CULT, TM-ZERO)
        QCOMPARE(pointsOf(2, "fire"), 4);
        QCOMPARE(pointsOf(0, "water"), 4); // (8 + 4 + 2) ÷ 3, rounded down
        QCOMPARE(pointsOf(0, "tile"), 0);
        QVERIFY(table.entities[1].cells[size_t(column(table, "fire"))].ruleIds.contains(
            QStringLiteral("TM-ZERO")));
        QCOMPARE(table.standing, base::Standing::Complete);
    }

    // TM-RESOURCES: bowl III, priests and workers as coins, half of bowl II burned only where it gains a VP;
    // TM-ALCHEMISTS: 2 coins per VP.
    void TM_RESOURCES_bestConversion_data()
    {
        QTest::addColumn<QList<int>>("input");  // coins, workers, priests, bowl II, bowl III, coins per VP
        QTest::addColumn<QList<int>>("result"); // burn, coins, VP, leftover
        QTest::newRow("nothing") << QList<int>{0, 0, 0, 0, 0, 3} << QList<int>{0, 0, 0, 0};
        QTest::newRow("burn what the last VP needs")
            << QList<int>{7, 2, 1, 5, 3, 3} << QList<int>{2, 15, 5, 0};
        QTest::newRow("burn one of three possible")
            << QList<int>{14, 3, 0, 7, 0, 3} << QList<int>{1, 18, 6, 0};
        QTest::newRow("burning gains nothing") << QList<int>{2, 3, 0, 3, 2, 3} << QList<int>{0, 7, 2, 1};
        QTest::newRow("bowl II of 1: nothing to burn")
            << QList<int>{11, 0, 2, 1, 4, 3} << QList<int>{0, 17, 5, 2};
        QTest::newRow("Alchemists") << QList<int>{9, 1, 1, 4, 1, 2} << QList<int>{2, 14, 7, 0};
        QTest::newRow("Alchemists, odd coins") << QList<int>{4, 0, 0, 0, 1, 2} << QList<int>{0, 5, 2, 1};
    }
    void TM_RESOURCES_bestConversion()
    {
        QFETCH(QList<int>, input);
        QFETCH(QList<int>, result);
        const Conversion c = bestConversion(input[0], input[1], input[2], input[3], input[4], input[5]);
        QCOMPARE((QList<int>{c.burn, c.coins, c.vp, c.leftover}), result);
        // Never better by burning more: the most a player could reach.
        QCOMPARE(c.vp, (input[0] + input[1] + input[2] + input[4] + input[3] / 2) / input[5]);
    }

    void TM_ALCHEMISTS_inTheSheet()
    {
        base::SheetValues sheet = tileSheet(FinalTile::None, {0, 0});
        sheet.players[0].values[key::faction] = QStringLiteral("alchemists");
        sheet.players[0].values[key::coins] = 9;
        sheet.players[1].values[key::coins] = 9;
        const base::ScoreTable table = scoreTmfi(sheet);
        const int resources = column(table, "resources");
        QCOMPARE(table.entities[0].cells[size_t(resources)].points, std::optional<int>(4));
        QCOMPARE(table.entities[1].cells[size_t(resources)].points, std::optional<int>(3));
        QVERIFY(table.entities[0].cells[size_t(resources)].ruleIds.contains(QStringLiteral("TM-ALCHEMISTS")));
    }

    // TM-WINNER: equal totals share the place, and the victory.
    void TM_WINNER_sharedVictory()
    {
        const base::ScoreTable table = scoreTmfi(tileSheet(FinalTile::Outposts, {5, 5}));
        QCOMPARE(table.entities[0].total, table.entities[1].total);
        QCOMPARE(table.entities[0].rank, 1);
        QCOMPARE(table.entities[1].rank, 1);
        QCOMPARE(table.winners, (std::vector<int>{0, 1}));
        QCOMPARE(table.ties.size(), size_t(1));
        QVERIFY(table.ties.front().shared);
    }

    // Empty, incomplete (the note says why), complete.
    void standing()
    {
        const auto schema = tmfiSchema();
        base::SheetValues sheet = base::newSheet(*schema, 3);
        QCOMPARE(scoreTmfi(sheet).standing, base::Standing::Empty);
        sheet.players[0].values[key::vp] = 80;
        base::ScoreTable table = scoreTmfi(sheet);
        QCOMPARE(table.standing, base::Standing::Incomplete);
        QVERIFY(table.standingNote.contains(QLatin1String("TMFI-001"))); // no tile chosen yet
        QVERIFY(table.winners.empty());
        sheet = tileSheet(FinalTile::Distance, {3, 2, 1});
        sheet.players[2].values.erase(key::tileValue);
        table = scoreTmfi(sheet);
        QCOMPARE(table.standing, base::Standing::Incomplete);
        QVERIFY(!table.standingNote.isEmpty());
        sheet.players[2].values[key::tileValue] = 1;
        QCOMPARE(scoreTmfi(sheet).standing, base::Standing::Complete);
        // Through the module and the base: the same table.
        const base::GameModule module = terraMysticaFireIceModule();
        QCOMPARE(module.score(sheet), scoreTmfi(sheet));
    }

    // The play library keeps each category under its id: stable ids and every rule they cite is known.
    void categoriesForThePlayLibrary()
    {
        const base::ScoreTable table = scoreTmfi(tileSheet(FinalTile::Settlements, {3, 2}));
        QStringList ids;
        for (const base::ScoreColumn &c : table.columns)
            ids << c.id;
        QCOMPARE(ids, (QStringList{"vp", "area", "fire", "water", "earth", "air", "tile", "resources"}));
        const auto rules = tmfiRules();
        QStringList cited = table.totalRuleIds;
        for (const base::ScoreColumn &c : table.columns)
            cited += c.ruleIds;
        for (const base::ScoreEntity &e : table.entities)
            for (const base::ScoreCell &cell : e.cells) {
                cited += cell.ruleIds;
                cited += rules->idsIn(cell.explanation);
            }
        for (const QString &id : cited)
            QVERIFY2(rules->find(id), qPrintable(id));
    }

    // --- Impossible sheets: refused with the rule, at the value at fault ---

    void impossibleValuesRefused_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QString>("path");
        for (const QJsonValue &v : readJson(fixturePath(QStringLiteral("invalid/expected.json")))
                                       .value(QStringLiteral("sheets"))
                                       .toArray()) {
            const QJsonObject o = v.toObject();
            const QString file = o.value(QStringLiteral("file")).toString();
            QTest::newRow(qPrintable(file)) << file << o.value(QStringLiteral("rule")).toString()
                                            << o.value(QStringLiteral("path")).toString();
        }
    }
    void impossibleValuesRefused()
    {
        QFETCH(QString, file);
        QFETCH(QString, rule);
        QFETCH(QString, path);
        const QByteArray bytes = readAll(fixturePath(QStringLiteral("invalid/") + file));
        const base::SheetReadResult read = base::readSheet(bytes, *tmfiSchema());
        QVERIFY(!read.sheet); // the command line refuses it
        QVERIFY2(std::any_of(read.problems.begin(), read.problems.end(),
                             [&](const base::Problem &p) { return p.ruleId == rule && p.path == path; }),
                 qPrintable(problemsText(read.problems)));
        QVERIFY(tmfiRules()->find(rule));
        // The window opens it as a draft, the problem marked on its field.
        const base::SheetReadResult draft = base::readSheet(bytes, *tmfiSchema(), base::ReadMode::Draft);
        QVERIFY(draft.sheet);
        QVERIFY(base::hasErrors(draft.problems));
    }

    // Dragonlords and Shapeshifters may hold more than 12 power tokens (TMFI-023).
    void TMFI_023_moreThan12Tokens()
    {
        base::SheetValues sheet = tileSheet(FinalTile::None, {0, 0});
        sheet.players[0].values[key::faction] = QStringLiteral("dragonlords");
        sheet.players[0].values[key::bowl2] = 9;
        sheet.players[0].values[key::bowl3] = 6;
        QVERIFY2(base::validateSheet(*tmfiSchema(), sheet).empty(),
                 qPrintable(problemsText(base::validateSheet(*tmfiSchema(), sheet))));
        sheet.players[0].values[key::faction] = QStringLiteral("yetis");
        const base::Problems problems = base::validateSheet(*tmfiSchema(), sheet);
        QCOMPARE(problems.size(), size_t(1));
        QCOMPARE(problems.front().ruleId, QStringLiteral("TM-POWER"));
    }

    // --- The helpers ---

    // TMFI-015: bids from 0 (the opening one) to 40, each above the last; start VP 40 − bid.
    void TMFI_015_auction_data()
    {
        QTest::addColumn<int>("bid");
        QTest::addColumn<int>("highest"); // -1: the opening bid
        QTest::addColumn<bool>("allowed");
        QTest::newRow("opening 0") << 0 << -1 << true;
        QTest::newRow("opening 40") << 40 << -1 << true;
        QTest::newRow("over 40") << 41 << -1 << false;
        QTest::newRow("negative") << -1 << -1 << false;
        QTest::newRow("raise") << 13 << 12 << true;
        QTest::newRow("equal is no raise") << 12 << 12 << false;
        QTest::newRow("nothing above 40") << 41 << 40 << false;
    }
    void TMFI_015_auction()
    {
        QFETCH(int, bid);
        QFETCH(int, highest);
        QFETCH(bool, allowed);
        const base::Verdict verdict = checkBid(bid, highest < 0 ? std::nullopt : std::optional<int>(highest));
        QCOMPARE(verdict.allowed(), allowed);
        if (!allowed)
            QCOMPARE(verdict.ruleIds(), QStringList{QStringLiteral("TMFI-015")});
    }
    void TMFI_015_startScore()
    {
        QCOMPARE(auctionStartVp(0), 40);
        QCOMPARE(auctionStartVp(12), 28);
        QCOMPARE(auctionStartVp(40), 0);
        // The next round opens to the winner's left, skipping who has a faction already.
        QCOMPARE(nextOpeningBidder(1, {false, true, false, false}), std::optional<int>(2));
        QCOMPARE(nextOpeningBidder(3, {true, false, false, true}), std::optional<int>(1));
        QCOMPARE(nextOpeningBidder(0, {true, true}), std::nullopt);
    }

    // T10 (TMFI-025): the next round is played in the order of passing.
    void TMFI_025_turnOrder()
    {
        const QStringList round1{QStringLiteral("Acolytes"), QStringLiteral("Auren"),
                                 QStringLiteral("Nomads")};
        const TurnOrder order = nextRoundOrder(
            round1, {QStringLiteral("Auren"), QStringLiteral("Acolytes"), QStringLiteral("Nomads")});
        QVERIFY(order.verdict.allowed());
        QCOMPARE(order.next, (QStringList{"Auren", "Acolytes", "Nomads"}));
        // Not everyone passed yet: they follow in this round's order.
        QCOMPARE(nextRoundOrder(round1, {QStringLiteral("Nomads")}).next,
                 (QStringList{"Nomads", "Acolytes", "Auren"}));
        const TurnOrder twice = nextRoundOrder(round1, {QStringLiteral("Auren"), QStringLiteral("Auren")});
        QCOMPARE(twice.verdict.ruleIds(), QStringList{QStringLiteral("TMFI-025")});
    }

    // T7, T8, T9 and the base game's limits on choosing factions and terrains.
    void TMFI_016_019_choices_data()
    {
        QTest::addColumn<QStringList>("picks"); // faction or faction:terrain, in the order chosen
        QTest::addColumn<QStringList>("auctioned");
        QTest::addColumn<QStringList>("rules"); // the violations, in order
        QTest::newRow("T7 ice on wasteland") << QStringList{"giants", "darklings", "iceMaidens:wasteland"}
                                             << QStringList{} << QStringList{"TMFI-016"};
        QTest::newRow("T7 ice on swamp") << QStringList{"giants", "darklings", "iceMaidens:swamp"}
                                         << QStringList{} << QStringList{"TMFI-016"};
        QTest::newRow("T7 ice on forest")
            << QStringList{"giants", "darklings", "iceMaidens:forest"} << QStringList{} << QStringList{};
        QTest::newRow("T7 then Witches") << QStringList{"giants", "darklings", "iceMaidens:forest", "witches"}
                                         << QStringList{} << QStringList{"TMFI-016"};
        QTest::newRow("T7 then Auren") << QStringList{"giants", "darklings", "iceMaidens:forest", "auren"}
                                       << QStringList{} << QStringList{"TMFI-016"};
        QTest::newRow("T8 Shapeshifters on forest")
            << QStringList{"witches", "shapeshifters:forest"} << QStringList{} << QStringList{"TMFI-018"};
        QTest::newRow("T8 Shapeshifters on wasteland")
            << QStringList{"witches", "shapeshifters:wasteland"} << QStringList{} << QStringList{};
        QTest::newRow("T8 then Giants") << QStringList{"witches", "shapeshifters:wasteland", "giants"}
                                        << QStringList{} << QStringList{"TMFI-018"};
        QTest::newRow("T9 Riverwalkers on desert")
            << QStringList{"witches", "riverwalkers:desert"} << QStringList{} << QStringList{};
        QTest::newRow("Riverwalkers on the ice start")
            << QStringList{"yetis:lakes", "riverwalkers:lakes"} << QStringList{} << QStringList{"TMFI-019"};
        QTest::newRow("volcano last, against everyone")
            << QStringList{"dragonlords:desert", "nomads"} << QStringList{} << QStringList{"TMFI-017"};
        QTest::newRow("volcano on a free terrain")
            << QStringList{"acolytes:plains", "nomads", "yetis:swamp"} << QStringList{} << QStringList{};
        QTest::newRow("a faction twice")
            << QStringList{"nomads", "nomads"} << QStringList{} << QStringList{"TM-FACTIONS"};
        QTest::newRow("one colour twice")
            << QStringList{"witches", "auren"} << QStringList{} << QStringList{"TM-COLOURS"};
        QTest::newRow("two ice factions")
            << QStringList{"iceMaidens:plains", "yetis:desert"} << QStringList{} << QStringList{"TM-COLOURS"};
        QTest::newRow("auction: not an auctioned home")
            << QStringList{"riverwalkers:forest"} << QStringList{"witches", "riverwalkers", "nomads"}
            << QStringList{"TMFI-024"};
    }
    void TMFI_016_019_choices()
    {
        QFETCH(QStringList, picks);
        QFETCH(QStringList, auctioned);
        QFETCH(QStringList, rules);
        std::vector<FactionPick> chosen;
        for (const QString &p : picks) {
            const QStringList parts = p.split(QLatin1Char(':'));
            QVERIFY(findFaction(parts[0]));
            chosen.push_back({parts[0], parts.size() > 1 ? terrainFromId(parts[1]) : std::nullopt});
        }
        QCOMPARE(checkPicks(chosen, auctioned).ruleIds(), rules);
    }

    // What the next player may still choose: T7 after Jeff's forest, neither the Witches nor the Auren.
    void TMFI_016_available()
    {
        const std::vector<FactionPick> picks{{QStringLiteral("giants")},
                                             {QStringLiteral("darklings")},
                                             {QStringLiteral("iceMaidens"), Terrain::Forest}};
        const QStringList factions = availableFactions(picks);
        QVERIFY(!factions.contains(QStringLiteral("witches")));
        QVERIFY(!factions.contains(QStringLiteral("auren")));
        QVERIFY(!factions.contains(QStringLiteral("yetis")));      // white pieces taken
        QVERIFY(!factions.contains(QStringLiteral("alchemists"))); // swamp taken
        QVERIFY(factions.contains(QStringLiteral("mermaids")));
        QVERIFY(factions.contains(QStringLiteral("shapeshifters")));
        const std::vector<Terrain> ice = availableTerrains(
            {{QStringLiteral("giants")}, {QStringLiteral("darklings")}}, QStringLiteral("iceMaidens"));
        QCOMPARE(ice.size(), size_t(5));
        QVERIFY(std::find(ice.begin(), ice.end(), Terrain::Wasteland) == ice.end());
        QVERIFY(std::find(ice.begin(), ice.end(), Terrain::Swamp) == ice.end());
    }

    // T9: the Riverwalkers' priests.
    void TMFI_019_priests()
    {
        QCOMPARE(riverwalkerPriestTerrains(Terrain::Desert),
                 (std::vector<Terrain>{Terrain::Plains, Terrain::Swamp, Terrain::Lakes, Terrain::Forest,
                                       Terrain::Mountains, Terrain::Wasteland}));
    }

    // T5 (TMFI-020) and T6 (TMFI-021): spades along the cycle; TMFI-022 for the others.
    void TMFI_020_021_spades_data()
    {
        QTest::addColumn<QString>("faction");
        QTest::addColumn<QString>("terrain");
        QTest::addColumn<QString>("from");
        QTest::addColumn<int>("amount");
        QTest::addColumn<int>("unit");
        QTest::addColumn<QString>("rule");
        const int spades = int(CostUnit::Spades);
        for (const char *t : {"forest", "mountains", "lakes"})
            QTest::newRow(qPrintable(QStringLiteral("T5 ice from %1").arg(QLatin1String(t))))
                << "iceMaidens"
                << "forest" << t << 1 << spades << "TMFI-020";
        for (const char *t : {"wasteland", "swamp"})
            QTest::newRow(qPrintable(QStringLiteral("T5 ice from %1").arg(QLatin1String(t))))
                << "iceMaidens"
                << "forest" << t << 2 << spades << "TMFI-020";
        for (const char *t : {"desert", "plains"})
            QTest::newRow(qPrintable(QStringLiteral("T5 ice from %1").arg(QLatin1String(t))))
                << "iceMaidens"
                << "forest" << t << 3 << spades << "TMFI-020";
        const std::vector<std::pair<const char *, int>> t6{{"desert", 1}, {"mountains", 1}, {"forest", 2},
                                                           {"plains", 2}, {"swamp", 3},     {"lakes", 3}};
        for (const auto &[t, n] : t6)
            QTest::newRow(qPrintable(QStringLiteral("T6 shapeshifters from %1").arg(QLatin1String(t))))
                << "shapeshifters"
                << "wasteland" << t << n << spades << "TMFI-021";
        QTest::newRow("witches from plains") << "witches"
                                             << ""
                                             << "plains" << 3 << spades << "TM-CYCLE";
        QTest::newRow("giants always 2") << "giants"
                                         << ""
                                         << "desert" << 2 << spades << "TM-CYCLE";
        QTest::newRow("dragonlords") << "dragonlords"
                                     << "lakes"
                                     << "plains" << 1 << int(CostUnit::PowerTokens) << "TMFI-022";
        QTest::newRow("acolytes") << "acolytes"
                                  << "lakes"
                                  << "plains" << 3 << int(CostUnit::CultSteps) << "TMFI-022";
        QTest::newRow("riverwalkers") << "riverwalkers"
                                      << "desert"
                                      << "plains" << 0 << int(CostUnit::Impossible) << "TMFI-022";
    }
    void TMFI_020_021_spades()
    {
        QFETCH(QString, faction);
        QFETCH(QString, terrain);
        QFETCH(QString, from);
        QFETCH(int, amount);
        QFETCH(int, unit);
        QFETCH(QString, rule);
        const TransformCost cost = transformCost({faction, terrainFromId(terrain)}, *terrainFromId(from));
        QCOMPARE(cost.amount, amount);
        QCOMPARE(int(cost.unit), unit);
        QCOMPARE(cost.ruleId, rule);
    }

    // T5 and T6 together fix the cycle (TM-CYCLE): distances are symmetric and at most 3.
    void TM_CYCLE()
    {
        QCOMPARE(cycleDistance(Terrain::Plains, Terrain::Desert), 1);
        QCOMPARE(cycleDistance(Terrain::Forest, Terrain::Desert), 3);
        for (Terrain a : allTerrains())
            for (Terrain b : allTerrains()) {
                QCOMPARE(cycleDistance(a, b), cycleDistance(b, a));
                QVERIFY(cycleDistance(a, b) <= 3);
            }
        QCOMPARE(transformCost({QStringLiteral("dragonlords"), Terrain::Lakes}, Terrain::Plains, true).amount,
                 2);
        QCOMPARE(transformCost({QStringLiteral("acolytes"), Terrain::Lakes}, Terrain::Plains, true).amount,
                 4);
    }

    // --- The catalog ---

    void catalogIsSound()
    {
        const auto rules = tmfiRules();
        QCOMPARE(rules->defects(), QStringList{});
        for (int n = 1; n <= 25; ++n)
            QVERIFY2(rules->find(QStringLiteral("TMFI-%1").arg(n, 3, 10, QLatin1Char('0'))),
                     qPrintable(QString::number(n)));
        // Each rule names its source: the Fire & Ice rules by line, or the base game with its source.
        for (const base::Rule &r : rules->rules()) {
            const QString source = r.source.in(QStringLiteral("en"));
            if (r.id.startsWith(QLatin1String("TMFI-")))
                QVERIFY2(source.startsWith(QLatin1String("Fire & Ice rules")) && !r.quote.isEmpty(),
                         qPrintable(r.id));
            else
                QVERIFY2(source.startsWith(QLatin1String("Base game")), qPrintable(r.id));
        }
        // Every rule the schema cites exists.
        const auto schema = tmfiSchema();
        QVERIFY(rules->find(schema->playerCountRuleId));
        for (const base::SheetField &f : schema->fields)
            QVERIFY2(rules->find(f.ruleId), qPrintable(f.key));
        for (const base::SheetField &f : schema->settings)
            QVERIFY2(rules->find(f.ruleId), qPrintable(f.key));
        // 20 factions: the base game's 14, one per colour pair, and Fire & Ice's 6.
        QCOMPARE(allFactions().size(), size_t(20));
        QCOMPARE(schema->field(key::faction)->choices.size(), size_t(20));
    }
};

QTEST_GUILESS_MAIN(TstTerraMysticaFireIce)
#include "tst_terra_mystica_fire_ice.moc"
