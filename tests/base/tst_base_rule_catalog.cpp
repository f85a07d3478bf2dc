// A rule catalog per game: IDs unique within the game, search ranked (ID, then title, then the rest), the IDs
// a text cites, the Markdown reference, violations in words.

#include "catalog/rule_catalog.h"
#include "problems/violation.h"
#include "tally_game.h"

#include <QTest>

using namespace hk::base;

Q_DECLARE_METATYPE(std::vector<hk::base::Rule>)
Q_DECLARE_METATYPE(hk::base::Violation)

namespace {

const RuleCatalog &tally()
{
    static const GameModule module = hk::test::tallyModule();
    return *module.rules;
}

Text t(const char *source)
{
    return {"Tally", source};
}

} // namespace

class TstBaseRuleCatalog : public QObject {
    Q_OBJECT
private slots:
    void defects_data()
    {
        QTest::addColumn<std::vector<Rule>>("rules");
        QTest::addColumn<QString>("defect");
        QTest::newRow("sound") << std::vector<Rule>{{QStringLiteral("A-1"), t("S"), t("x")}} << QString();
        QTest::newRow("given twice") << std::vector<Rule>{{QStringLiteral("A-1"), t("S"), t("x")},
                                                          {QStringLiteral("A-1"), t("S"), t("y")}}
                                     << QStringLiteral("A-1: given twice");
        QTest::newRow("not an id") << std::vector<Rule>{{QStringLiteral("a1"), t("S"), t("x")}}
                                   << QStringLiteral(
                                          "a1: not an ID (capitals, digits and dashes, such as DWARF-002)");
        QTest::newRow("no text") << std::vector<Rule>{{QStringLiteral("A-1"), t("S"), {}}}
                                 << QStringLiteral("A-1: no section or no text");
        QTest::newRow("alternative without a ruling")
            << std::vector<Rule>{{QStringLiteral("A-1"), t("S"), t("x"), false, t("other")}}
            << QStringLiteral("A-1: only a ruling has an alternative");
    }
    void defects()
    {
        QFETCH(std::vector<Rule>, rules);
        QFETCH(QString, defect);
        const RuleCatalog catalog(QStringLiteral("g"), t("G"), rules);
        QCOMPARE(catalog.defects().value(0), defect);
    }

    void tallyCatalogIsSound() { QCOMPARE(tally().defects(), QStringList()); }

    // Rules whose ID starts with the query first, then those whose title holds the words, then the rest.
    void searchRanksTitleMatchesFirst_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QStringList>("ids");
        QTest::newRow("ID prefix") << "TALLY-T" << QStringList{"TALLY-TIE"};
        QTest::newRow("title before the rest") << "relic" << QStringList{"TALLY-TIE"};
        QTest::newRow("a word of the title and of an example")
            << "gold" << QStringList{"TALLY-GOLD", "TALLY-TIE"};
        QTest::newRow("the quote, in its own language") << "遺物" << QStringList{"TALLY-TIE"};
        QTest::newRow("every word must occur") << "crown star" << QStringList{"TALLY-BONUS"};
        QTest::newRow("case ignored") << "CROWN" << QStringList{"TALLY-BONUS"};
        QTest::newRow("nothing") << "unicorn" << QStringList{};
    }
    void searchRanksTitleMatchesFirst()
    {
        QFETCH(QString, query);
        QFETCH(QStringList, ids);
        QStringList found;
        for (const Rule *rule : tally().search(query))
            found << rule->id;
        QCOMPARE(found, ids);
    }

    // A title match outranks an earlier rule that matches only in its example.
    void titleMatchOutranksCatalogOrder()
    {
        const RuleCatalog catalog(
            QStringLiteral("g"), t("G"),
            {{QStringLiteral("A-1"), t("S"), t("first"), false, {}, {}, {}, t("dragon here")},
             {QStringLiteral("A-2"), t("S"), t("the dragon rule")}});
        QCOMPARE(catalog.search(QStringLiteral("dragon")).front()->id, QStringLiteral("A-2"));
    }

    // The title that says the query as typed outranks an earlier one that holds its words apart ("troll
    // levels": SCORE-TIE's text says it; a rule on levels of a troll card only holds both words).
    void phraseInTitleOutranksWordsApart()
    {
        const RuleCatalog catalog(QStringLiteral("g"), t("G"),
                                  {{QStringLiteral("A-1"), t("S"), t("levels of each troll card")},
                                   {QStringLiteral("A-2"), t("S"), t("ties go to the higher troll levels")}});
        QStringList found;
        for (const Rule *rule : catalog.search(QStringLiteral("troll  levels")))
            found << rule->id;
        QCOMPARE(found, (QStringList{QStringLiteral("A-2"), QStringLiteral("A-1")}));
    }

    void idsIn()
    {
        QCOMPARE(tally().idsIn(QStringLiteral("x (TALLY-GOLD, TALLY-TIE) and TALLY-GOLD, SCORE-HALL")),
                 (QStringList{"TALLY-GOLD", "TALLY-TIE"}));
    }

    // docs/rules-GAME*.md: sections, the ruling with its alternative, the quote, the source.
    void markdownHasEveryPart()
    {
        const QString md = tally().markdown(QStringLiteral("en"));
        QVERIFY(md.startsWith(QStringLiteral("# Rules reference: Tally\n")));
        QVERIFY(md.contains(QStringLiteral("[日本語](rules-test-tally.ja.md)")));
        QVERIFY(md.contains(QStringLiteral("\n## Scoring\n")));
        QVERIFY(md.contains(QStringLiteral("\n### TALLY-TIE (ruling)\n")));
        QVERIFY(
            md.contains(QStringLiteral("- **Alternative:** Level players after gold play another round.\n")));
        QVERIFY(md.contains(QStringLiteral("- 「同点なら遺物」\n")));
        QVERIFY(md.contains(QStringLiteral("- **Source:** Rulebook, page 4\n")));
        QVERIFY(md.contains(QStringLiteral("- **Why this ruling:** The rulebook stops at gold.\n")));
        QCOMPARE(md.indexOf(QStringLiteral("## Scoring")) < md.indexOf(QStringLiteral("## End of the game")),
                 true);
    }

    void violationInWords_data()
    {
        QTest::addColumn<Violation>("violation");
        QTest::addColumn<QString>("text");
        QTest::newRow("message with arguments")
            << Violation{QStringLiteral("TALLY-PLAYERS"), {QStringLiteral("5")}, {}}
            << "5 players; Tally is for 2 to 4 (TALLY-PLAYERS)";
        QTest::newRow("no message: the rule's text") << Violation{QStringLiteral("TALLY-ROUNDS"), {}, {}}
                                                     << "Each round's points add up. (TALLY-ROUNDS)";
        QTest::newRow("an argument holding %1 is not substituted again")
            << Violation{QStringLiteral("TALLY-PLAYERS"), {QStringLiteral("%1")}, {}}
            << "%1 players; Tally is for 2 to 4 (TALLY-PLAYERS)";
        QTest::newRow("unknown rule") << Violation{QStringLiteral("NOPE-1"), {}, {}} << "NOPE-1";
    }
    void violationInWords()
    {
        QFETCH(Violation, violation);
        QFETCH(QString, text);
        QCOMPARE(violationText(violation, tally()), text);
        const Verdict verdict{{violation, {QStringLiteral("TALLY-GOLD"), {}, {{1, 2}}}}};
        QVERIFY(!verdict.allowed());
        QCOMPARE(verdict.ruleIds().size(), 2);
        QCOMPARE(verdict.squares(), (std::vector<GridSquare>{{1, 2}}));
    }
};

QTEST_GUILESS_MAIN(TstBaseRuleCatalog)
#include "tst_base_rule_catalog.moc"
