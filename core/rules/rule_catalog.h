#pragma once

// Every rule of RULES.md with its section and a one-line explanation, translated, so that a rule ID can
// always be shown as a sentence in the user's language (validators, the rules browser, hallkeeper-cli rules);
// and Hallkeeper's own limits (LIMIT-…), cited the same way.

#include <QString>

#include <vector>

namespace hk {

struct RuleInfo {
    const char *id;
    const char *section; // source text of the section title, e.g. "Digging"
    const char *text;    // source text of the one-line explanation
    bool ruling;         // a point the rulebook leaves open; the explanation says so
};

const std::vector<RuleInfo> &allRules();
const RuleInfo *findRule(const QString &id);
QString ruleSection(const RuleInfo &rule); // translated
QString ruleText(const RuleInfo &rule);    // translated; rulings say "Ruling:" in their text
// "DIG-RUBBLE — Digging: 1 hammer per rubble square covered…"
QString ruleLine(const RuleInfo &rule);

} // namespace hk
