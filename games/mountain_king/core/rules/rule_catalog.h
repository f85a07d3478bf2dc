#pragma once

// Every rule of the game with its section and a one-line explanation, translated, so that a rule ID can
// always be shown as a sentence in the user's language; and what the rules browser, `hallkeeper-cli rules`
// and the generated docs/rules.md show with it: the rulebook passage it comes from (the section, and the
// rulebook's own zh_TW words where we quote them), the rulebook's worked example, and why a ruling rules
// as it does. Hallkeeper's own limits (LIMIT-…) are
// cited the same way. The one source of the rules reference: nothing else spells a rule out.

#include <QString>
#include <QStringList>

#include <vector>

namespace hk {

struct RuleInfo {
    const char *id;
    const char *section; // source text of the section title, e.g. "Digging"
    const char *text;    // source text of the one-line explanation
    bool ruling;         // a point the rulebook leaves open; the explanation says so
    // Source text of the rulebook section the rule comes from ("Digging › Rubble squares"); its zh_TW
    // translation is the rulebook's own heading.
    const char *rulebookSection = nullptr;
    const char *quote = nullptr;   // the rulebook's words (zh_TW, UTF-8), quoted exactly; none for LIMIT-…
    const char *example = nullptr; // source text of the rulebook's worked example, if it has one
    const char *reasoning = nullptr;   // rulings: source text of why the application rules so
    const char *alternative = nullptr; // rulings: source text of the other reading a table may hold
};

const std::vector<RuleInfo> &allRules();
const RuleInfo *findRule(const QString &id);
QString ruleSection(const RuleInfo &rule); // translated
QString ruleText(const RuleInfo &rule);    // translated; rulings say "Ruling:" in their text
// "DIG-RUBBLE — Digging: 1 hammer per rubble square covered…"
QString ruleLine(const RuleInfo &rule);
QString ruleRulebookSection(const RuleInfo &rule); // translated
QString ruleQuote(const RuleInfo &rule);           // the rulebook's words, or empty
QString ruleExample(const RuleInfo &rule);         // translated, or empty
QString ruleReasoning(const RuleInfo &rule);       // translated, or empty
QString ruleAlternative(const RuleInfo &rule);     // translated, or empty

// The same in a given language ("en", "zh_TW", "zh_CN", "ja"), whatever the installed one: the search
// and the generated documents read every language.
QString ruleSectionIn(const RuleInfo &rule, const QString &language);
QString ruleTextIn(const RuleInfo &rule, const QString &language);
QString ruleRulebookSectionIn(const RuleInfo &rule, const QString &language);
QString ruleExampleIn(const RuleInfo &rule, const QString &language);
QString ruleReasoningIn(const RuleInfo &rule, const QString &language);
QString ruleAlternativeIn(const RuleInfo &rule, const QString &language);

// The rules that match a search as typed: every word of `query` must occur (ignoring case) in the rule's
// ID or in its section, text, rulebook section, example, reasoning or other reading in any of the four
// languages, or in its rulebook quote; "PED-" finds the pedestal rules, "基座" and "pedestal" find them too. The
// best answers come first: rules whose ID starts with the query, then those whose title (the one-line text or
// the section, in any language) says the query as typed, then those whose title holds every word, then the rest
// ("troll levels": SCORE-TIE before REC-EMPTY-DECK, which says "troll" and "levels" apart); catalog order
// within each. An empty query matches every rule, in catalog order. The rules browser and `hallkeeper-cli
// rules --search` both search through this.
std::vector<const RuleInfo *> searchRules(const QString &query);

// The catalog's rule IDs that occur in a text (a verdict, an explanation), in order, each once.
QStringList ruleIdsIn(const QString &text);

} // namespace hk
