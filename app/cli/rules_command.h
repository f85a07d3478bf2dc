#pragma once

#include <QString>
#include <QStringList>

namespace hk::base {
class RuleCatalog;
}

namespace hk::cli {

// `hallkeeper-cli rules [ID]`: one rule with its rulebook passage, example and reasoning, or every rule by
// section with its explanation.
int runRules(const QString &id);
// `hallkeeper-cli rules --search WORDS`: the rules that match, found as the rules browser finds them.
int runRulesSearch(const QStringList &words);
// `hallkeeper-cli rules --markdown`: the rules reference in Markdown, in the language of --lang: the
// committed docs/rules.md (English) and docs/rules.LANG.md are this output (target update_rules_doc).
int runRulesMarkdown();

// The same for another registered game (`rules --game ID`), from its module's rule catalog; Mountain King's
// are the functions above, whose output stays as it always was.
int runGameRules(const base::RuleCatalog &catalog, const QString &id);
int runGameRulesSearch(const base::RuleCatalog &catalog, const QStringList &words);
int runGameRulesMarkdown(const base::RuleCatalog &catalog);
// `hallkeeper-cli rules --games`: every registered game, its id and name.
int runGamesList();

} // namespace hk::cli
