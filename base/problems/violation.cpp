#include "problems/violation.h"

#include "catalog/rule_catalog.h"

namespace hk::base {

QStringList Verdict::ruleIds() const
{
    QStringList ids;
    for (const Violation &v : violations)
        if (!ids.contains(v.ruleId))
            ids << v.ruleId;
    return ids;
}

std::vector<GridSquare> Verdict::squares() const
{
    std::vector<GridSquare> all;
    for (const Violation &v : violations)
        all.insert(all.end(), v.squares.begin(), v.squares.end());
    return all;
}

QString violationText(const Violation &violation, const RuleCatalog &catalog)
{
    const Rule *rule = catalog.find(violation.ruleId);
    if (!rule)
        return violation.ruleId;
    QString sentence = rule->message.isEmpty() ? rule->text.text() : rule->message.text();
    // One pass over the pattern: a value that holds "%1" itself is never substituted again.
    QString filled;
    for (qsizetype i = 0; i < sentence.size(); ++i) {
        if (sentence[i] == QLatin1Char('%') && i + 1 < sentence.size() && sentence[i + 1].isDigit()) {
            const int n = sentence[i + 1].digitValue();
            if (n >= 1 && n <= violation.arguments.size()) {
                filled += violation.arguments[n - 1];
                ++i;
                continue;
            }
        }
        filled += sentence[i];
    }
    return QStringLiteral("%1 (%2)").arg(filled, violation.ruleId);
}

QStringList verdictLines(const Verdict &verdict, const RuleCatalog &catalog)
{
    QStringList lines;
    for (const Violation &v : verdict.violations)
        lines << violationText(v, catalog);
    return lines;
}

} // namespace hk::base
