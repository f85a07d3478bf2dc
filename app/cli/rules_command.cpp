#include "cli/rules_command.h"

#include "cli/cli_output.h"
#include "rules/rule_catalog.h"

#include <QCoreApplication>

namespace hk::cli {

namespace {
class RulesText {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};
} // namespace

int runRules(const QString &id)
{
    if (!id.isEmpty()) {
        const RuleInfo *rule = findRule(id);
        if (!rule) {
            return fail(RulesText::tr("no rule \"%1\"; \"hallkeeper-cli rules\" lists them all").arg(id));
        }
        out() << ruleLine(*rule) << '\n';
        out().flush();
        return kExitOk;
    }
    QString section;
    for (const RuleInfo &rule : allRules()) {
        if (ruleSection(rule) != section) {
            section = ruleSection(rule);
            out() << '\n' << section << '\n';
        }
        out() << QStringLiteral("  ") << QLatin1String(rule.id) << QStringLiteral("  ") << ruleText(rule)
              << '\n';
    }
    out().flush();
    return kExitOk;
}

} // namespace hk::cli
