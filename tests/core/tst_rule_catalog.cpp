// The rule catalog holds every rule ID of RULES.md and Hallkeeper's limits, each with a section and a
// sentence, and nothing else; every ID the code cites exists in it.

#include "rules/rule_catalog.h"
#include "rules/rule_ids.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace hk;

namespace {

// The rule IDs of RULES.md (§1-§7), as of this version of the rules.
const QStringList kRulesMdIds{"BRD-GRID",
                              "BRD-LAYER",
                              "BRD-SIDE",
                              "CART-CLAN",
                              "DIG-ADJ-OTHER",
                              "DIG-ADJ-OWN",
                              "DIG-BOUNDS",
                              "DIG-BURIED-RES",
                              "DIG-COST",
                              "DIG-ISOLATED",
                              "DIG-ORIENT",
                              "DIG-OVERLAP",
                              "DIG-RUBBLE",
                              "DIG-SCORE",
                              "DIG-SUPPLY",
                              "DIG-UNEARTH",
                              "END-CROWN",
                              "END-ROUNDS",
                              "HALL-COVER",
                              "HALL-PED",
                              "HALL-UNIT",
                              "MOOT-CHAIN",
                              "MOOT-SLOTS",
                              "MOVE-CART",
                              "MOVE-CLAN-CART",
                              "MOVE-ONE-PER-SQUARE",
                              "MOVE-UNITS",
                              "PED-COVERED",
                              "PED-UNIQUE",
                              "PED-WHEN",
                              "REC-COST",
                              "REC-EMPTY-DECK",
                              "REC-RETIRE",
                              "REC-TAKE",
                              "SCORE-CROWN",
                              "SCORE-GATE",
                              "SCORE-HALL",
                              "SCORE-LEFTOVER",
                              "SCORE-ONE-PER-TUNNEL",
                              "SCORE-PEDTOKENS",
                              "SCORE-STATUE",
                              "SCORE-TIE",
                              "SET-CROWNS",
                              "SET-GATES",
                              "SET-MARKET",
                              "SET-MOOT",
                              "SET-PEDTRACK",
                              "SET-SEATBONUS",
                              "SET-STATUES",
                              "SET-WORKSHOPS",
                              "SPELL-CAST",
                              "SPELL-DISSOLVE",
                              "SPEND-ANY",
                              "TEAM-NETWORK",
                              "TEAM-PED",
                              "TEAM-SCORE",
                              "TEAM-SETUP",
                              "TEAM-STORAGE",
                              "TRADE-4TO1",
                              "TURN-MANDATORY",
                              "TURN-ORDER",
                              "WS-BUILD",
                              "WS-ENTRANCES",
                              "WS-USE"};

// Hallkeeper's own limits, in the catalog beside the rules (issue 19, item 5).
const QStringList kLimitIds{"LIMIT-HOLDINGS", "LIMIT-HONOUR"};

} // namespace

class TestRuleCatalog : public QObject {
    Q_OBJECT
private slots:
    void everyRuleOfRulesMd();
    void sameAsTheSharedRulesMdWhenPresent();
    void everyRuleHasASectionAndASentence();
    void rulingsSaySo();
    void idsCitedInCodeExist();
    void lookupIgnoresCase();
    void everyRuleHasATest();
    void everyRuleNamesItsRulebookPassage();
    void quotesAreTheRulebooksWordsWhenPresent();
    void rulingsGiveTheirReasons();
    void ruleIdsIn_data();
    void ruleIdsIn();
    void searchByIdAndWords_data();
    void searchByIdAndWords();
};

void TestRuleCatalog::everyRuleOfRulesMd()
{
    QStringList catalog;
    for (const RuleInfo &r : allRules())
        catalog << QLatin1String(r.id);
    QCOMPARE(QSet<QString>(catalog.begin(), catalog.end()).size(), catalog.size()); // no duplicates
    QStringList sorted = catalog;
    sorted.sort();
    QStringList expected = kRulesMdIds + kLimitIds;
    expected.sort();
    QCOMPARE(sorted, expected);
}

void TestRuleCatalog::sameAsTheSharedRulesMdWhenPresent()
{
    QFile file(QStringLiteral(HK_SOURCE_DIR "/../shared/RULES.md"));
    if (!file.open(QIODevice::ReadOnly))
        QSKIP("../shared/RULES.md is not next to this checkout");
    const QString text = QString::fromUtf8(file.readAll());
    QSet<QString> ids;
    static const QRegularExpression id(QStringLiteral("\\b[A-Z]{2,6}(?:-[A-Z0-9]+)+\\b"));
    for (const auto &m : id.globalMatch(text))
        ids << m.captured();
    QCOMPARE(ids, QSet<QString>(kRulesMdIds.begin(), kRulesMdIds.end()));
}

void TestRuleCatalog::everyRuleHasASectionAndASentence()
{
    for (const RuleInfo &r : allRules()) {
        QVERIFY(!ruleSection(r).isEmpty());
        QVERIFY2(ruleText(r).size() > 20, r.id);
        QVERIFY(ruleText(r).endsWith(QLatin1Char('.')));
        QVERIFY(ruleLine(r).startsWith(QLatin1String(r.id) + QStringLiteral(" — ")));
    }
}

void TestRuleCatalog::rulingsSaySo()
{
    for (const RuleInfo &r : allRules())
        QCOMPARE(ruleText(r).contains(QStringLiteral("Ruling:")), r.ruling);
    // The rulings of RULES.md.
    for (const char *id : {"DIG-ISOLATED", "SCORE-ONE-PER-TUNNEL", "SCORE-GATE", "SCORE-TIE"})
        QVERIFY2(findRule(QLatin1String(id))->ruling, id);
}

void TestRuleCatalog::idsCitedInCodeExist()
{
    for (const char *id :
         {rule::BrdSide, rule::SetCrowns, rule::SetPedTrack, rule::PedUnique, rule::MootSlots,
          rule::DigSupply, rule::DigScore, rule::TradeFourToOne, rule::EndCrown, rule::ScoreCrown,
          rule::ScorePedTokens, rule::ScoreLeftover, rule::ScoreHall, rule::ScoreStatue,
          rule::ScoreOnePerTunnel, rule::ScoreGate, rule::ScoreTie, rule::TeamSetup, rule::TeamScore})
        QVERIFY2(findRule(QLatin1String(id)), id);
}

void TestRuleCatalog::lookupIgnoresCase()
{
    QVERIFY(findRule(QStringLiteral("dig-rubble")));
    QCOMPARE(QLatin1String(findRule(QStringLiteral("dig-rubble"))->id), QLatin1String("DIG-RUBBLE"));
    QVERIFY(!findRule(QStringLiteral("DIG-NOTHING")));
}

// Every rule ID is checked by at least one test: a test function named after it (SCORE-TIE -> SCORE_TIE), or
// a row naming it or expecting it. This file, which lists them all, does not count.
void TestRuleCatalog::everyRuleHasATest()
{
    QString sources;
    QDirIterator it(QStringLiteral(HK_SOURCE_DIR "/tests"), {QStringLiteral("*.cpp"), QStringLiteral("*.h")},
                    QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        if (file.endsWith(QLatin1String("tst_rule_catalog.cpp")))
            continue;
        QFile f(file);
        if (f.open(QIODevice::ReadOnly))
            sources += QString::fromUtf8(f.readAll());
    }
    QVERIFY(sources.size() > 10000);
    QStringList untested;
    for (const RuleInfo &r : allRules()) {
        const QString id = QLatin1String(r.id);
        const QString slot = QString(id).replace(QLatin1Char('-'), QLatin1Char('_'));
        const bool tested = sources.contains(QStringLiteral("\"") + id + QStringLiteral("\"")) ||
                            sources.contains(QStringLiteral("\"") + id + QStringLiteral(":")) ||
                            QRegularExpression(QStringLiteral("\\b") + slot + QStringLiteral("\\b"))
                                .match(sources)
                                .hasMatch();
        if (!tested)
            untested << id;
    }
    QVERIFY2(untested.isEmpty(),
             qPrintable(QStringLiteral("rules no test names: ") + untested.join(QStringLiteral(", "))));
}

QTEST_GUILESS_MAIN(TestRuleCatalog)
// The rules browser and docs/rules.md show where each rule comes from: a rulebook section for every rule and,
// for every rule of the game, the rulebook's own words. Hallkeeper's limits (LIMIT-…) say they are not in it.
void TestRuleCatalog::everyRuleNamesItsRulebookPassage()
{
    for (const RuleInfo &r : allRules()) {
        QVERIFY2(!ruleRulebookSection(r).isEmpty(), r.id);
        const bool limit = QLatin1String(r.id).startsWith(QLatin1String("LIMIT-"));
        QVERIFY2(ruleQuote(r).isEmpty() == limit, r.id);
        QVERIFY2(!ruleQuote(r).startsWith(QStringLiteral("「")), r.id); // the display adds the brackets
    }
}

// A quote is the rulebook's text, character for character (checked against the seed when it is next to this
// checkout, as in the project's layout).
void TestRuleCatalog::quotesAreTheRulebooksWordsWhenPresent()
{
    QFile file(QStringLiteral(HK_SOURCE_DIR "/../shared/seeds/mountain-king-rulebook.zh-TW.txt"));
    if (!file.open(QIODevice::ReadOnly))
        QSKIP("the rulebook seed is not next to this checkout");
    const QString rulebook = QString::fromUtf8(file.readAll());
    for (const RuleInfo &r : allRules()) {
        QVERIFY2(rulebook.contains(ruleQuote(r)), r.id);
        // The rulebook heading the passage is under (the last part of "Section › Subsection").
        const QString heading = ruleRulebookSectionIn(r, QStringLiteral("en"));
        QVERIFY2(!heading.isEmpty(), r.id);
    }
}

void TestRuleCatalog::rulingsGiveTheirReasons()
{
    for (const RuleInfo &r : allRules())
        QCOMPARE(!ruleReasoning(r).isEmpty(), r.ruling);
}

void TestRuleCatalog::ruleIdsIn_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("ids");
    QTest::newRow("a verdict") << "DIG-RUBBLE: 2 hammers needed, you have 1" << QStringList{"DIG-RUBBLE"};
    QTest::newRow("two, one twice") << "PED-UNIQUE (layer 3); DIG-ADJ-OWN; PED-UNIQUE"
                                    << QStringList{"PED-UNIQUE", "DIG-ADJ-OWN"};
    QTest::newRow("digits in an ID") << "TRADE-4TO1 ×2" << QStringList{"TRADE-4TO1"};
    QTest::newRow("in CJK text") << "違反 SCORE-TIE：平手" << QStringList{"SCORE-TIE"};
    QTest::newRow("not a rule") << "FOO-BAR and UTF-8" << QStringList{};
    QTest::newRow("part of a longer word") << "XDIG-RUBBLE" << QStringList{};
}

void TestRuleCatalog::ruleIdsIn()
{
    QFETCH(QString, text);
    QFETCH(QStringList, ids);
    QCOMPARE(hk::ruleIdsIn(text), ids);
}

// The search in the language this test has (the source language): by ID, by word, and by the rulebook's
// own words, which are part of every rule whatever the language. The four languages are searched through
// hallkeeper-cli (tst_cli), which embeds the translations.
void TestRuleCatalog::searchByIdAndWords_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("found");
    QTest::newRow("an ID's start") << "PED-"
                                   << "PED-WHEN"
                                   << "PED-COVERED";
    QTest::newRow("an ID in lower case") << "dig-rubble"
                                         << "DIG-RUBBLE"
                                         << "DIG-RUBBLE";
    QTest::newRow("a word") << "pedestal"
                            << "SET-MARKET" // the first rule whose text says "pedestal"
                            << "PED-UNIQUE";
    QTest::newRow("two words, both needed") << "hammer rubble"
                                            << "DIG-RUBBLE"
                                            << "DIG-RUBBLE";
    QTest::newRow("the rulebook's words") << "碎石格"
                                          << "DIG-RUBBLE"
                                          << "DIG-RUBBLE";
    // Title first: SCORE-TIE says "troll levels"; REC-EMPTY-DECK has "troll" and "levels" apart.
    QTest::newRow("words the title says") << "troll levels"
                                          << "SCORE-TIE"
                                          << "REC-EMPTY-DECK";
}

void TestRuleCatalog::searchByIdAndWords()
{
    QFETCH(QString, query);
    QFETCH(QString, first);
    QFETCH(QString, found);
    const std::vector<const RuleInfo *> rules = searchRules(query);
    QVERIFY(!rules.empty());
    QCOMPARE(QLatin1String(rules.front()->id), first);
    QVERIFY(std::any_of(rules.begin(), rules.end(),
                        [&](const RuleInfo *r) { return found == QLatin1String(r->id); }));
    // The best answers first: a rule whose ID starts with the query, then one whose title says it as typed,
    // then one whose title holds every word, then any other.
    const auto rank = [&](const RuleInfo *r) {
        if (QLatin1String(r->id).startsWith(query.trimmed(), Qt::CaseInsensitive))
            return 0;
        const QString title = (ruleSection(*r) + QLatin1Char(' ') + ruleText(*r)).toCaseFolded();
        if (title.contains(query.toCaseFolded()))
            return 1;
        const QStringList words = query.toCaseFolded().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        return std::all_of(words.begin(), words.end(), [&](const QString &w) { return title.contains(w); })
                   ? 2
                   : 3;
    };
    for (size_t i = 1; i < rules.size(); ++i)
        QVERIFY2(rank(rules[i - 1]) <= rank(rules[i]),
                 qPrintable(QStringLiteral("%1 before %2")
                                .arg(QLatin1String(rules[i - 1]->id), QLatin1String(rules[i]->id))));
    QCOMPARE(searchRules(QString()).size(), allRules().size());
    QVERIFY(searchRules(QStringLiteral("pedestal xyzzy")).empty());
}

#include "tst_rule_catalog.moc"
