// The rule catalog holds every rule ID of the rules specification and Hallkeeper's limits, each with a section and a
// sentence, and nothing else; every ID the code cites exists in it.

#include "model/workshops.h"
#include "rules/rule_catalog.h"
#include "rules/rule_ids.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace hk;

namespace {

// The rule IDs of the rules specification (§1-§7), as of this version of the rules (docs/rules.md).
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

// Hallkeeper's own limits, in the catalog beside the rules.
const QStringList kLimitIds{"LIMIT-HOLDINGS", "LIMIT-HONOUR"};
// Hallkeeper's own conventions, cited the same way: when a score sheet is complete.
const QStringList kConventionIds{"SHEET-COMPLETE"};

// The exchange of each of the 11 workshops (the table of the specification's §1), one rule each.
const QStringList kWorkshopIds{"WS-CART-WORKSHOP",     "WS-RUNE-WORKSHOP", "WS-RUNE-SHOP",
                               "WS-CRUSHING-WORKSHOP", "WS-ORE-EXCHANGE",  "WS-MILLSTONE-WORKSHOP",
                               "WS-METAL-WORKSHOP",    "WS-TOOL-FORGE",    "WS-CHAIN-FORGE",
                               "WS-CART-SHOP",         "WS-QUARTERMASTER"};

} // namespace

class TestRuleCatalog : public QObject {
    Q_OBJECT
private slots:
    void everyRuleOfRulesMd();
    void sameAsTheRulesSpecificationWhenPresent();
    void everyRuleHasASectionAndASentence();
    void rulingsSaySo();
    void idsCitedInCodeExist();
    void lookupIgnoresCase();
    void everyRuleHasATest();
    void everyRuleNamesItsRulebookPassage();
    void quotesAreTheRulebooksWordsWhenPresent();
    void rulingsGiveTheirReasons();
    void rulingsAreMarked_data();
    void rulingsAreMarked();
    void SCORE_GATE_isTheRulebooksOwnRule();
    void WS_USE_everyWorkshopHasItsRule();
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
    QStringList expected = kRulesMdIds + kLimitIds + kWorkshopIds + kConventionIds;
    expected.sort();
    QCOMPARE(sorted, expected);
}

void TestRuleCatalog::sameAsTheRulesSpecificationWhenPresent()
{
    QFile file(QStringLiteral(HK_RULES_SPEC_DIR "/RULES.md"));
    if (!file.open(QIODevice::ReadOnly))
        QSKIP("the rules specification is not there (HK_RULES_SPEC_DIR)");
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
    // The rulings of the rules specification.
    for (const char *id : {"DIG-ISOLATED", "SCORE-ONE-PER-TUNNEL", "SCORE-TIE"})
        QVERIFY2(findRule(QLatin1String(id))->ruling, id);
}

// Rule IDs are spelled once, in rules/rule_ids.h: every constant there is a rule of the catalog, and no
// source of the base, the games, the core or the app spells an ID in quotes ("DIG-SUPPLY") — a typo there
// would cite a rule that does not exist.
void TestRuleCatalog::idsCitedInCodeExist()
{
    QFile header(QStringLiteral(HK_SOURCE_DIR "/games/mountain_king/core/rules/rule_ids.h"));
    QVERIFY(header.open(QIODevice::ReadOnly));
    const QString constants = QString::fromUtf8(header.readAll());
    static const QRegularExpression constant(
        QStringLiteral("inline constexpr char \\w+\\[\\] = \"([^\"]+)\";"));
    QSet<QString> spelled;
    for (const QRegularExpressionMatch &m : constant.globalMatch(constants))
        spelled << m.captured(1);
    QCOMPARE(spelled.size(), qsizetype(allRules().size())); // every rule has its constant
    for (const QString &id : spelled)
        QVERIFY2(findRule(id), qPrintable(id));

    // An ID in quotes: a word of capitals of a rule family, a hyphen, more ("WS-USE", "DIG-SUPLY").
    QSet<QString> families;
    for (const RuleInfo &r : allRules())
        families << QLatin1String(r.id).left(QLatin1String(r.id).indexOf(QLatin1Char('-')));
    const QRegularExpression quoted(QStringLiteral("\"((?:%1)-[A-Z0-9][A-Z0-9-]*)\"")
                                        .arg(QStringList(families.begin(), families.end()).join(u'|')));
    QStringList inline_;
    for (const char *folder : {"/base", "/games", "/app"}) {
        QDirIterator it(QStringLiteral(HK_SOURCE_DIR) + QLatin1String(folder),
                        {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString file = it.next();
            if (file.endsWith(QLatin1String("/rules/rule_ids.h")))
                continue;
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
            for (qsizetype n = 0; n < lines.size(); ++n) {
                const QString code = lines[n].section(QLatin1String("//"), 0, 0); // comments may name rules
                for (const QRegularExpressionMatch &m : quoted.globalMatch(code))
                    inline_ << QStringLiteral("%1:%2: %3").arg(file, QString::number(n + 1), m.captured(1));
            }
        }
    }
    QVERIFY2(inline_.isEmpty(), qPrintable(inline_.join(QLatin1Char('\n'))));
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
// for every rule of the game, the rulebook's own words. Hallkeeper's limits and conventions say they are not
// in it.
void TestRuleCatalog::everyRuleNamesItsRulebookPassage()
{
    for (const RuleInfo &r : allRules()) {
        QVERIFY2(!ruleRulebookSection(r).isEmpty(), r.id);
        const bool own =
            kLimitIds.contains(QLatin1String(r.id)) || kConventionIds.contains(QLatin1String(r.id));
        QVERIFY2(ruleQuote(r).isEmpty() == own, r.id);
        QVERIFY2(!ruleQuote(r).startsWith(QStringLiteral("「")), r.id); // the display adds the brackets
    }
}

// A quote is the rulebook's text, character for character (checked against the rulebook's text where
// HK_RULES_SPEC_DIR holds it).
void TestRuleCatalog::quotesAreTheRulebooksWordsWhenPresent()
{
    QFile file(QStringLiteral(HK_RULES_SPEC_DIR "/seeds/mountain-king-rulebook.zh-TW.txt"));
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
    for (const RuleInfo &r : allRules()) {
        QCOMPARE(!ruleReasoning(r).isEmpty(), r.ruling);
        QCOMPARE(!ruleAlternative(r).isEmpty(), r.ruling); // and the other reading a table may hold
    }
}

// Every point the application decides where the rulebook is silent or reads two ways is marked as a ruling,
// with the rulebook's words it reads, why, and the other reading: in the rules browser, `rules` and
// docs/rules*.md alike, which all show these fields.
void TestRuleCatalog::rulingsAreMarked_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("ruling");   // in the rule's text
    QTest::addColumn<QString>("rulebook"); // in the quote
    QTest::addColumn<QString>("other");    // in the other reading
    QTest::newRow("REC-TAKE: no pedestal from the bag") << "REC-TAKE"
                                                        << "Ruling: taking none is accepted."
                                                        << "你可以查看盲抽袋"
                                                        << "任意の台座コマ1つを獲得します";
    QTest::newRow("REC-EMPTY-DECK: never two levels away") << "REC-EMPTY-DECK"
                                                           << "never refilled from two levels away"
                                                           << "則改為拿低一級的巨魔"
                                                           << "two levels away too";
    QTest::newRow("WS-USE: activations around the spell")
        << "WS-USE"
        << "Ruling: its activations may come before and after the turn's spell"
        << "你可以兩者都執行（以任意順序）"
        << "all its activations in one go";
    QTest::newRow("REC-COST: the row, not the card") << "REC-COST"
                                                     << "Ruling: the row sets the bribes, not the card"
                                                     << "想要徵募中間行的一個2級巨魔"
                                                     << "a level-1 card in the level-2 row would be free";
    QTest::newRow("REC-RETIRE: the pedestal stays on the slot")
        << "REC-RETIRE"
        << "Ruling: a retiring level-2 troll's pedestal stays on the slot"
        << "將其上的賄賂放回供應堆"
        << "goes back into the bag";
}

void TestRuleCatalog::rulingsAreMarked()
{
    QFETCH(QString, id);
    QFETCH(QString, ruling);
    QFETCH(QString, rulebook);
    QFETCH(QString, other);
    const RuleInfo *rule = findRule(id);
    QVERIFY(rule);
    QVERIFY(rule->ruling);
    QVERIFY2(ruleText(*rule).contains(ruling), qPrintable(ruleText(*rule)));
    QVERIFY2(ruleQuote(*rule).contains(rulebook), qPrintable(ruleQuote(*rule)));
    QVERIFY(!ruleReasoning(*rule).isEmpty());
    QVERIFY2(ruleAlternative(*rule).contains(other), qPrintable(ruleAlternative(*rule)));
}

// 「每個你隧道中（或大門裡）的雕像會根據它所在山脈的顏色層為你提供榮譽點數」: the gate is the rulebook's own
// words, not a ruling.
void TestRuleCatalog::SCORE_GATE_isTheRulebooksOwnRule()
{
    const RuleInfo *rule = findRule(QStringLiteral("SCORE-GATE"));
    QVERIFY(rule);
    QVERIFY(!rule->ruling);
    QVERIFY(!ruleText(*rule).contains(QStringLiteral("Ruling")));
    QVERIFY(ruleQuote(*rule).contains(QStringLiteral("（或大門裡）")));
}

// Each workshop's exchange has its rule, named after the workshop's file id, quoting its line of the
// rulebook's workshop table and naming the workshop (in the four languages through the translations).
void TestRuleCatalog::WS_USE_everyWorkshopHasItsRule()
{
    for (const WorkshopInfo &info : workshopInfos()) {
        const QString id = QStringLiteral("WS-") + info.id.toUpper();
        QCOMPARE(QLatin1String(workshopRule(info.kind)), id);
        const RuleInfo *rule = findRule(id);
        QVERIFY2(rule, qPrintable(id));
        QVERIFY2(ruleText(*rule).startsWith(workshopName(info.kind) + QLatin1Char(':')), qPrintable(id));
        QVERIFY2(!ruleQuote(*rule).isEmpty(), qPrintable(id));
        QVERIFY(!rule->ruling);
    }
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
    QTest::newRow("a workshop") << "Quartermaster"
                                << "WS-QUARTERMASTER"
                                << "WS-QUARTERMASTER";
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
