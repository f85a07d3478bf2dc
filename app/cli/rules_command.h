#pragma once

#include <QString>
#include <QStringList>

namespace hk::cli {

// `hallkeeper-cli rules [ID]`: one rule with its rulebook passage, example and reasoning, or every rule by
// section with its explanation.
int runRules(const QString &id);
// `hallkeeper-cli rules --search WORDS`: the rules that match, found as the rules browser finds them.
int runRulesSearch(const QStringList &words);
// `hallkeeper-cli rules --markdown`: the rules reference in Markdown, in the language of --lang: the
// committed docs/rules.md (English) and docs/rules.LANG.md are this output (target update_rules_doc).
int runRulesMarkdown();

} // namespace hk::cli
