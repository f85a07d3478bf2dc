// Mountain King seen through the base: its module's ScoreTable says what its own scorer says (points of
// every category, totals, ranks, winners, the troll-level tie-break of SCORE-TIE) for every fixture sheet and
// game; its rule catalog is the same rules under the same IDs and is sound; its problems keep their place at
// the table through the neutral location.

#include "common/fixtures.h"
#include "game/engine.h"
#include "game/game_score.h"
#include "io/score_sheet_io.h"
#include "mountain_king_module.h"
#include "mountain_king_problems.h"
#include "rules/rule_catalog.h"
#include "score/score_table_text.h"
#include "scoring/names_on_one_line.h"
#include "scoring/score_report.h"

#include "common/invalid_sheets.h"

#include <QTest>

using namespace hk;

namespace {

void compareWithItsScorer(const SheetScore &score)
{
    const base::ScoreTable table = games::mountainKingScoreTable(score);
    QCOMPARE(table.entities.size(), score.entities.size());
    QCOMPARE(table.columns.size(), size_t(6));
    for (size_t e = 0; e < score.entities.size(); ++e) {
        const EntityScore &mine = score.entities[e];
        const base::ScoreEntity &theirs = table.entities[e];
        QCOMPARE(theirs.name, mine.name);
        if (score.standing != Standing::Empty) {
            // A player with nothing entered is not ranked yet (SHEET-COMPLETE): no total.
            QCOMPARE(theirs.total, mine.rank > 0 ? std::optional<int>(mine.total) : std::nullopt);
            QCOMPARE(base::sumOfColumns(table, theirs), std::optional<int>(mine.total)); // the columns add up
            QCOMPARE(theirs.rank, mine.rank);
        }
        for (size_t c = 0; c < table.columns.size(); ++c)
            QCOMPARE(theirs.cells[c].points,
                     std::optional<int>(categoryPoints(mine, kAllScoreCategories[c])));
    }
    // Winners when final and decided, by the base's ranking.
    std::vector<int> winners = score.winners;
    const bool undecided = std::any_of(score.ties.begin(), score.ties.end(), [&](const TieGroup &t) {
        return t.undecided && score.entities[size_t(t.entities.front())].rank == 1;
    });
    if (score.standing != Standing::Final || undecided)
        winners.clear();
    QCOMPARE(table.winners, winners);
    QCOMPARE(table.ties.size(), score.ties.size());

    // Every results view reads the table: it carries the game's own words, as its score report says them —
    // the winner sentence, each tie's sentences, the teams' labels and the trades that add a set — and they
    // stay the report's when the names are put on one line.
    QCOMPARE(base::winnerLine(table), winnerLine(score));
    QCOMPARE(base::tieSentences(table), tieBreakLines(score));
    SheetScore oneLined = score;
    showNamesOnOneLine(oneLined);
    const base::ScoreTable shown = base::withNamesOnOneLine(table);
    QCOMPARE(base::winnerLine(shown), winnerLine(oneLined));
    QCOMPARE(base::tieSentences(shown), tieBreakLines(oneLined));
    QCOMPARE(table.notes.size(), size_t(1));
    for (size_t e = 0; e < score.entities.size(); ++e) {
        QCOMPARE(base::entityLabel(table.entities[e]), entityLabel(score.entities[e]));
        for (const Trade &t : score.entities[e].leftover.trades)
            QVERIFY(table.notes.front().lines.contains(entityLabel(score.entities[e]) +
                                                       QStringLiteral(": trade ") + tradeText(t)));
    }
}

} // namespace

class TstMountainKingModule : public QObject {
    Q_OBJECT
private slots:
    void SCORE_TIE_sheetsScoreAsTheirScorer_data()
    {
        QTest::addColumn<QString>("file");
        for (const test::Fixture &f : test::sheetFixtures())
            QTest::newRow(qPrintable(f.name)) << f.inputFile;
    }
    void SCORE_TIE_sheetsScoreAsTheirScorer()
    {
        QFETCH(QString, file);
        const ScoreSheetReadResult read = readScoreSheet(file);
        QVERIFY(read.sheet);
        compareWithItsScorer(scoreSheet(*read.sheet));
    }

    void SCORE_TIE_gamesScoreAsTheirScorer_data()
    {
        QTest::addColumn<QString>("file");
        for (const test::Fixture &f : test::gameFixtures())
            QTest::newRow(qPrintable(f.name)) << f.inputFile;
    }
    void SCORE_TIE_gamesScoreAsTheirScorer()
    {
        QFETCH(QString, file);
        const GameReadResult read = readGame(file);
        QVERIFY(read.game);
        compareWithItsScorer(scoreGame(replay(read.game->setup, read.game->log).state).score);
    }

    // Every sentence of every tie is the report's, each on its own line, in order: a tie whose members also
    // tie on troll levels says so in a second sentence; a tie still waiting for troll levels on a sheet being
    // filled in says nothing yet (SHEET-COMPLETE), and no trophy waits beside it.
    void SCORE_TIE_eachSentenceAsTheReportSaysIt_data()
    {
        QTest::addColumn<QList<int>>("levels"); // each player's one troll level; 0: not entered
        QTest::addColumn<bool>("complete");     // every player's tunnels entered
        QTest::addColumn<int>("sentences");
        QTest::newRow("two also tie on troll levels") << QList<int>{1, 1, 3} << true << 2;
        QTest::newRow("decided by troll levels") << QList<int>{1, 2, 3} << true << 1;
        QTest::newRow("levels missing, sheet complete") << QList<int>{1, 0, 3} << true << 1;
        QTest::newRow("levels missing, sheet being filled") << QList<int>{1, 0, 3} << false << 0;
    }
    void SCORE_TIE_eachSentenceAsTheReportSaysIt()
    {
        QFETCH(QList<int>, levels);
        QFETCH(bool, complete);
        QFETCH(int, sentences);
        ScoreSheet sheet;
        sheet.players.resize(4);
        for (int p = 0; p < 4; ++p) {
            sheet.players[size_t(p)].name = QStringLiteral("P%1").arg(p + 1);
            if (p < 3) {
                sheet.players[size_t(p)].tunnelPoints = 10;
                if (levels[p] > 0)
                    sheet.players[size_t(p)].trollLevels = {levels[p]};
            }
        }
        sheet.players[3].tunnelPoints = complete ? std::optional<int>(2) : std::nullopt;
        const SheetScore score = scoreSheet(sheet);
        const base::ScoreTable table = games::mountainKingScoreTable(score);
        QCOMPARE(base::tieSentences(table), tieBreakLines(score));
        QCOMPARE(int(base::tieSentences(table).size()), sentences);
        QCOMPARE(int(base::tieLines(table).size()), std::min(sentences, 1)); // the command line: one per tie
        if (levels.contains(0))
            QVERIFY(table.winners.empty());
    }

    // An empty sheet ranks no one; troll levels not entered leave a tie at the top undecided.
    void SCORE_TIE_emptyAndUndecided()
    {
        ScoreSheet empty;
        empty.players.resize(3);
        const base::ScoreTable none = games::mountainKingScoreTable(scoreSheet(empty));
        QCOMPARE(none.standing, base::Standing::Empty);
        QVERIFY(none.ranking.empty());
        ScoreSheet tied;
        tied.players.resize(2);
        for (SheetPlayer &p : tied.players)
            p.tunnelPoints = 10;
        tied.players[0].name = QStringLiteral("Ann");
        tied.players[1].name = QStringLiteral("Bob");
        const base::ScoreTable table = games::mountainKingScoreTable(scoreSheet(tied));
        QCOMPARE(table.ties.size(), size_t(1));
        QVERIFY(table.ties[0].undecided);
        QVERIFY(table.winners.empty());
        QVERIFY(table.ties[0].lines.join(QLatin1Char(' ')).contains(QLatin1String("SCORE-TIE")));
    }

    void catalogIsTheSameRules()
    {
        const auto catalog = games::mountainKingRules();
        QCOMPARE(catalog->defects(), QStringList());
        QCOMPARE(catalog->rules().size(), allRules().size());
        for (const RuleInfo &info : allRules()) {
            const base::Rule *rule = catalog->find(QString::fromLatin1(info.id));
            QVERIFY(rule);
            QCOMPARE(rule->text.text(), ruleText(info));
            QCOMPARE(rule->ruling, info.ruling);
        }
        // A search by ID finds what the rules browser finds, in the same order.
        QStringList found, expected;
        for (const base::Rule *rule : catalog->search(QStringLiteral("PED-")))
            found << rule->id;
        for (const RuleInfo *rule : searchRules(QStringLiteral("PED-")))
            expected << QString::fromLatin1(rule->id);
        QCOMPARE(found, expected);
    }

    // Every problem of every broken sheet keeps its place at the table through the neutral location, and is
    // said in the same words.
    void problemsKeepTheirPlace_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        for (const test::InvalidSheetCase &c : test::invalidSheetCases())
            QTest::newRow(c.name) << c.bytes;
    }
    void problemsKeepTheirPlace()
    {
        QFETCH(QByteArray, bytes);
        const ScoreSheetReadResult read = parseScoreSheet(bytes);
        const base::Problems neutral = games::neutralProblems(read.problems);
        QCOMPARE(neutral.size(), read.problems.size());
        const QStringList names{QStringLiteral("Ann"), QStringLiteral("Bob")};
        for (size_t i = 0; i < neutral.size(); ++i) {
            QCOMPARE(games::mountainKingLocation(neutral[i].where), read.problems[i].where);
            QCOMPARE(games::MountainKingLabeller().label(neutral[i].where, names),
                     locationText(read.problems[i].where, names));
            QCOMPARE(base::formatProblem(QStringLiteral("f"), neutral[i]),
                     formatProblem(QStringLiteral("f"), read.problems[i]));
        }
    }
};

QTEST_GUILESS_MAIN(TstMountainKingModule)
#include "tst_mountain_king_module.moc"
