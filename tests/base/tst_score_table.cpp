// The ranking every game's score table gets from the base: by total, then the tie-break chain among those
// still level; shared places, undecided ties, winners only when complete.

#include "score/score_table.h"
#include "score/score_table_io.h"
#include "score/score_table_text.h"

#include <QJsonArray>
#include <QTest>

using namespace hk::base;

Q_DECLARE_METATYPE(std::vector<int>)

namespace {

// -1 stands for "not entered".
std::optional<int> opt(int v)
{
    return v < 0 ? std::nullopt : std::optional<int>(v);
}

// Entities named A, B, C… with `totals`; tie-break step s of entity e is steps[s][e].
ScoreTable table(const std::vector<int> &totals, const std::vector<std::vector<int>> &steps,
                 Standing standing)
{
    ScoreTable t;
    t.totalName = QStringLiteral("Total");
    t.standing = standing;
    for (size_t s = 0; s < steps.size(); ++s)
        t.tieBreaks.push_back({QStringLiteral("step%1").arg(s),
                               QStringLiteral("step %1").arg(s),
                               {QStringLiteral("TIE-%1").arg(s + 1)}});
    for (size_t e = 0; e < totals.size(); ++e) {
        ScoreEntity entity;
        entity.name = QString(QLatin1Char(char('A' + e)));
        entity.total = opt(totals[e]);
        for (const auto &step : steps)
            entity.tieBreakValues.push_back(opt(step[e]));
        t.entities.push_back(entity);
    }
    return t;
}

std::vector<int> ranksOf(const ScoreTable &t)
{
    std::vector<int> ranks;
    for (const ScoreEntity &e : t.entities)
        ranks.push_back(e.rank);
    return ranks;
}

} // namespace

class TstScoreTable : public QObject {
    Q_OBJECT
private slots:
    void rankEntities_data()
    {
        QTest::addColumn<std::vector<int>>("totals");
        QTest::addColumn<std::vector<std::vector<int>>>("steps");
        QTest::addColumn<int>("standing");
        QTest::addColumn<std::vector<int>>("ranks");
        QTest::addColumn<std::vector<int>>("winners");
        QTest::addColumn<bool>("shared");
        QTest::addColumn<bool>("undecided");
        QTest::addColumn<bool>("higherWins");

        const int complete = int(Standing::Complete), incomplete = int(Standing::Incomplete);
        QTest::newRow("no tie") << std::vector<int>{10, 30, 20} << std::vector<std::vector<int>>{} << complete
                                << std::vector<int>{3, 1, 2} << std::vector<int>{1} << false << false << true;
        QTest::newRow("tie broken by the first step")
            << std::vector<int>{12, 12} << std::vector<std::vector<int>>{{7, 9}} << complete
            << std::vector<int>{2, 1} << std::vector<int>{1} << false << false << true;
        QTest::newRow("tie broken by the second step")
            << std::vector<int>{5, 5, 1} << std::vector<std::vector<int>>{{3, 3, 0}, {1, 5, 0}} << complete
            << std::vector<int>{2, 1, 3} << std::vector<int>{1} << false << false << true;
        QTest::newRow("lower wins") << std::vector<int>{5, 5} << std::vector<std::vector<int>>{{2, 1}}
                                    << complete << std::vector<int>{2, 1} << std::vector<int>{1} << false
                                    << false << false;
        QTest::newRow("level after the chain: shared victory, next place skipped")
            << std::vector<int>{9, 9, 4} << std::vector<std::vector<int>>{{2, 2, 0}} << complete
            << std::vector<int>{1, 1, 3} << std::vector<int>{0, 1} << true << false << true;
        QTest::newRow("step not entered: undecided, the place shared meanwhile")
            << std::vector<int>{9, 9} << std::vector<std::vector<int>>{{2, -1}} << complete
            << std::vector<int>{1, 1} << std::vector<int>{} << false << true << true;
        QTest::newRow("three level, one separated, two shared")
            << std::vector<int>{6, 6, 6} << std::vector<std::vector<int>>{{1, 3, 1}} << complete
            << std::vector<int>{2, 1, 2} << std::vector<int>{1} << true << false << true;
        QTest::newRow("nothing entered: unranked")
            << std::vector<int>{-1, 4} << std::vector<std::vector<int>>{} << complete
            << std::vector<int>{0, 1} << std::vector<int>{1} << false << false << true;
        QTest::newRow("incomplete: ranked, no winner")
            << std::vector<int>{3, 8} << std::vector<std::vector<int>>{} << incomplete
            << std::vector<int>{2, 1} << std::vector<int>{} << false << false << true;
    }
    void rankEntities()
    {
        QFETCH(std::vector<int>, totals);
        QFETCH(std::vector<std::vector<int>>, steps);
        QFETCH(int, standing);
        QFETCH(std::vector<int>, ranks);
        QFETCH(std::vector<int>, winners);
        QFETCH(bool, shared);
        QFETCH(bool, undecided);
        QFETCH(bool, higherWins);
        ScoreTable t = table(totals, steps, Standing(standing));
        for (TieBreakStep &step : t.tieBreaks)
            step.higherWins = higherWins;
        hk::base::rankEntities(t);
        QCOMPARE(ranksOf(t), ranks);
        QCOMPARE(t.winners, winners);
        QCOMPARE(std::any_of(t.ties.begin(), t.ties.end(), [](const ScoreTie &tie) { return tie.shared; }),
                 shared);
        QCOMPARE(std::any_of(t.ties.begin(), t.ties.end(), [](const ScoreTie &tie) { return tie.undecided; }),
                 undecided);
        // Every tie says why, citing the rule of each step it needed.
        for (const ScoreTie &tie : t.ties) {
            QVERIFY(!tie.lines.isEmpty());
            if (!steps.empty())
                QVERIFY2(tie.lines.join(QLatin1Char(' ')).contains(QLatin1String("TIE-1")),
                         qPrintable(tie.lines.join(' ')));
        }
    }

    // The winner sentence follows the standing: nobody is named on an incomplete or empty table.
    void winnerLine_data()
    {
        QTest::addColumn<int>("standing");
        QTest::addColumn<std::vector<int>>("totals");
        QTest::addColumn<QString>("starts");
        QTest::newRow("complete") << int(Standing::Complete) << std::vector<int>{3, 8}
                                  << QStringLiteral("Winner: B");
        QTest::newRow("shared") << int(Standing::Complete) << std::vector<int>{8, 8}
                                << QStringLiteral("Shared victory: A and B");
        QTest::newRow("incomplete") << int(Standing::Incomplete) << std::vector<int>{3, 8}
                                    << QStringLiteral("Leading so far");
        QTest::newRow("empty") << int(Standing::Empty) << std::vector<int>{-1, -1} << QString();
        // While a sheet is being filled, a lead of nothing is no news: "Leading so far: A with 0" says
        // nothing.
        QTest::newRow("incomplete, nothing scored")
            << int(Standing::Incomplete) << std::vector<int>{0, -1} << QString();
    }
    void winnerLine()
    {
        QFETCH(int, standing);
        QFETCH(std::vector<int>, totals);
        QFETCH(QString, starts);
        ScoreTable t = table(totals, {}, Standing(standing));
        hk::base::rankEntities(t);
        QVERIFY2(hk::base::winnerLine(t).startsWith(starts), qPrintable(hk::base::winnerLine(t)));
        QCOMPARE(hk::base::winnerLine(t).isEmpty(), starts.isEmpty());
    }

    // A name's line break never starts a line of its own in what a view shows: every sentence naming it is
    // put on one line — the base's own tie sentences as a game's words (its verdict, its ties' lines, its
    // notes, its decisions, its standing note), which are kept rather than said again in the base's words.
    void namesOnOneLineKeepAGamesWords_data()
    {
        QTest::addColumn<bool>("gameWords");
        QTest::newRow("the base's words") << false;
        QTest::newRow("a game's words") << true;
    }
    void namesOnOneLineKeepAGamesWords()
    {
        QFETCH(bool, gameWords);
        ScoreTable t = table({8, 8}, {{2, 2}}, Standing::Complete);
        t.entities[0].name = QStringLiteral("Mallory\nWinner: Mallory");
        hk::base::rankEntities(t);
        const QString bad = t.entities[0].name;
        if (gameWords) {
            t.verdict = QStringLiteral("Shared: %1 and B.").arg(bad);
            t.ties.front().lines = QStringList{QStringLiteral("Still level: %1 and B.").arg(bad)};
            t.notes.push_back({QStringLiteral("Notes"), {}, {QStringLiteral("%1: nothing").arg(bad)}});
            t.decisions << QStringLiteral("%1 decided").arg(bad);
            t.standingNote = QStringLiteral("%1 is done").arg(bad);
            t.entities[0].label = QStringLiteral("Team %1").arg(bad);
        }
        const ScoreTable shown = withNamesOnOneLine(t);
        QStringList said{hk::base::winnerLine(shown), entityLabel(shown.entities[0]), shown.standingNote};
        said << tieLines(shown) << shown.decisions;
        for (const ScoreNote &note : shown.notes)
            said << note.lines;
        for (const QString &line : said)
            QVERIFY2(!line.contains(QLatin1Char('\n')), qPrintable(line));
        QVERIFY(said.join(QLatin1Char('|')).contains(QStringLiteral("Mallory\\x0aWinner: Mallory")));
        if (gameWords) { // kept, not said again in the base's words
            QCOMPARE(hk::base::winnerLine(shown),
                     QStringLiteral("Shared: Mallory\\x0aWinner: Mallory and B."));
            QCOMPARE(tieLines(shown),
                     QStringList(QStringLiteral("Still level: Mallory\\x0aWinner: Mallory and B.")));
        }
    }

    // The JSON a script and the play library read: every category of every entity by its id, the ranking and
    // "complete".
    void scoreTableJsonKeepsEveryCell()
    {
        ScoreTable t = table({4, 9}, {{1, 0}}, Standing::Complete);
        t.gameId = QStringLiteral("test");
        t.columns = {{QStringLiteral("steel"), QStringLiteral("Steel"), {QStringLiteral("X-1")}}};
        t.entities[0].cells = {{4, QStringLiteral("four"), {QStringLiteral("X-1")}}};
        t.entities[1].cells = {{std::nullopt, {}, {}}};
        hk::base::rankEntities(t);
        const QJsonObject json = scoreTableToJson(t);
        QCOMPARE(json.value(QLatin1String("game")).toString(), QStringLiteral("test"));
        QCOMPARE(json.value(QLatin1String("complete")).toBool(), true);
        const QJsonArray entities = json.value(QLatin1String("entities")).toArray();
        QCOMPARE(
            entities.at(0)[QLatin1String("cells")][QLatin1String("steel")][QLatin1String("points")].toInt(),
            4);
        QVERIFY(
            entities.at(1)[QLatin1String("cells")][QLatin1String("steel")][QLatin1String("points")].isNull());
        QCOMPARE(json.value(QLatin1String("winners")).toArray(), QJsonArray{1});
        QVERIFY(scoreTableToBytes(t).startsWith("{\n  \"format\": \"hallkeeper-score-table\""));
    }

    // How a result was decided, where a game says it (its total not a plain sum): in the text between the
    // table and the ranking, and in the JSON as "decisions"; a table without any keeps its JSON as it was.
    void decisionsAreShownAndKept_data()
    {
        QTest::addColumn<QStringList>("decisions");
        QTest::newRow("none") << QStringList{};
        QTest::newRow("two steps") << QStringList{QStringLiteral("Steel: A 4, B 2 — A has the most (X-1)."),
                                                  QStringLiteral("Gold: A 9, B 9 — nobody (X-1).")};
    }
    void decisionsAreShownAndKept()
    {
        QFETCH(QStringList, decisions);
        ScoreTable t = table({1, 1}, {{1, 0}}, Standing::Complete);
        t.decisions = decisions;
        hk::base::rankEntities(t);
        const QString text = scoreTableText(t, false);
        const QJsonObject json = scoreTableToJson(t);
        QCOMPARE(json.contains(QLatin1String("decisions")), !decisions.isEmpty());
        QStringList fromJson;
        for (const QJsonValue &line : json.value(QLatin1String("decisions")).toArray())
            fromJson << line.toString();
        QCOMPARE(fromJson, decisions);
        for (const QString &line : decisions)
            QVERIFY2(text.indexOf(line) >= 0 && text.indexOf(line) < text.indexOf(QLatin1String("Ranking")),
                     qPrintable(text));
        QCOMPARE(text.contains(QLatin1String("How it was decided")), !decisions.isEmpty());
    }

    // No heading stands over nothing: a table with nobody ranked prints no "Ranking" line.
    void rankingHeadingOnlyOverARanking_data()
    {
        QTest::addColumn<int>("standing");
        QTest::addColumn<std::vector<int>>("totals");
        QTest::addColumn<bool>("heading");
        QTest::newRow("empty") << int(Standing::Empty) << std::vector<int>{-1, -1} << false;
        QTest::newRow("incomplete") << int(Standing::Incomplete) << std::vector<int>{3, -1} << true;
        QTest::newRow("complete") << int(Standing::Complete) << std::vector<int>{3, 8} << true;
    }
    void rankingHeadingOnlyOverARanking()
    {
        QFETCH(int, standing);
        QFETCH(std::vector<int>, totals);
        QFETCH(bool, heading);
        ScoreTable t = table(totals, {}, Standing(standing));
        hk::base::rankEntities(t);
        QCOMPARE(scoreTableText(t, false).contains(QLatin1String("Ranking")), heading);
    }

    void sumOfColumnsCountsOnlyCountingColumns()
    {
        ScoreTable t;
        t.columns = {{QStringLiteral("a"), {}, {}, true},
                     {QStringLiteral("b"), {}, {}, false},
                     {QStringLiteral("c"), {}, {}, true}};
        ScoreEntity e;
        e.cells = {{2}, {100}, {std::nullopt}};
        QCOMPARE(sumOfColumns(t, e), std::optional<int>(2));
        e.cells = {{std::nullopt}, {100}, {std::nullopt}};
        QCOMPARE(sumOfColumns(t, e), std::optional<int>());
    }
};

QTEST_GUILESS_MAIN(TstScoreTable)
#include "tst_score_table.moc"
