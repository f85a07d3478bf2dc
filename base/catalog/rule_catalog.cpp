#include "catalog/rule_catalog.h"

#include "i18n/arg_text.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace hk::base {

namespace {

// Translation context "RuleCatalog" (a class, so that lupdate and the runtime agree on it).
class CatalogText {
    Q_DECLARE_TR_FUNCTIONS(RuleCatalog)
};

// A framing sentence of the reference in `language`.
QString framing(const QString &language, const char *source)
{
    return translateIn(language, "RuleCatalog", source);
}

const QRegularExpression &idPattern()
{
    static const QRegularExpression pattern(QStringLiteral("\\b[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+\\b"));
    return pattern;
}

// Markdown text: the characters that would start markup are escaped.
QString md(QString text)
{
    for (const char c : {'\\', '*', '_', '`', '[', ']', '<', '>', '|'})
        text.replace(QLatin1Char(c), QStringLiteral("\\") + QLatin1Char(c));
    return text;
}

bool containsAll(const QString &text, const QStringList &words)
{
    return std::all_of(words.begin(), words.end(), [&](const QString &w) { return text.contains(w); });
}

} // namespace

RuleCatalog::RuleCatalog(QString gameId, Text gameName, std::vector<Rule> rules)
    : m_gameId(std::move(gameId)), m_gameName(gameName), m_rules(std::move(rules))
{}

const Rule *RuleCatalog::find(const QString &id) const
{
    for (const Rule &rule : m_rules)
        if (rule.id == id)
            return &rule;
    return nullptr;
}

QStringList RuleCatalog::defects() const
{
    QStringList defects;
    QSet<QString> seen;
    static const QRegularExpression whole(QStringLiteral("^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+$"));
    for (const Rule &rule : m_rules) {
        if (seen.contains(rule.id))
            defects << QStringLiteral("%1: given twice").arg(rule.id);
        seen.insert(rule.id);
        if (!whole.match(rule.id).hasMatch())
            defects << QStringLiteral("%1: not an ID (capitals, digits and dashes, such as DWARF-002)")
                           .arg(rule.id);
        if (rule.section.isEmpty() || rule.text.isEmpty())
            defects << QStringLiteral("%1: no section or no text").arg(rule.id);
        if (!rule.ruling && !rule.alternative.isEmpty())
            defects << QStringLiteral("%1: only a ruling has an alternative").arg(rule.id);
    }
    return defects;
}

std::vector<const Rule *> RuleCatalog::search(const QString &query) const
{
    if (m_searchText.size() != m_rules.size()) {
        m_searchText.clear();
        m_titleText.clear();
        for (const Rule &rule : m_rules) {
            QStringList all{rule.id, rule.quote};
            QStringList title;
            for (const QString &language : supportedLanguageCodes()) {
                title << rule.section.in(language) << rule.text.in(language);
                all << rule.source.in(language) << rule.example.in(language) << rule.alternative.in(language)
                    << rule.reasoning.in(language) << rule.message.in(language);
            }
            m_titleText.push_back(title.join(QLatin1Char('\n')).toCaseFolded());
            m_searchText.push_back((all + title).join(QLatin1Char('\n')).toCaseFolded());
        }
    }
    const QString folded = query.simplified().toCaseFolded();
    const QStringList words = folded.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const QString idStart = query.trimmed();
    // Rank 0: the ID starts with the query; 1: the title says the query as typed; 2: the title holds every
    // word; 3: only the rest of the rule does.
    std::vector<std::pair<int, const Rule *>> found;
    for (size_t i = 0; i < m_rules.size(); ++i) {
        if (!containsAll(m_searchText[i], words))
            continue;
        const int rank = !idStart.isEmpty() && m_rules[i].id.startsWith(idStart, Qt::CaseInsensitive) ? 0
                         : m_titleText[i].contains(folded)                                            ? 1
                         : containsAll(m_titleText[i], words)                                         ? 2
                                                                                                      : 3;
        found.emplace_back(rank, &m_rules[i]);
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    std::vector<const Rule *> rules;
    for (const auto &[rank, rule] : found)
        rules.push_back(rule);
    return rules;
}

QStringList ruleIdsIn(const QString &text, const std::function<bool(const QString &id)> &known)
{
    QStringList ids;
    for (auto it = idPattern().globalMatch(text); it.hasNext();) {
        const QString id = it.next().captured();
        if (!ids.contains(id) && known(id))
            ids << id;
    }
    return ids;
}

QStringList RuleCatalog::idsIn(const QString &text) const
{
    return ruleIdsIn(text, [this](const QString &id) { return find(id) != nullptr; });
}

QString RuleCatalog::line(const Rule &rule) const
{
    return CatalogText::tr("%1 — %2: %3").arg(rule.id, rule.section.text(), rule.text.text());
}

QString ruleDocumentName(const QString &gameId, const QString &language)
{
    const QString stem = QStringLiteral("rules-") + gameId;
    return language == QLatin1String("en") ? stem + QStringLiteral(".md")
                                           : QStringLiteral("%1.%2.md").arg(stem, language);
}

QString RuleCatalog::markdown(const QString &language) const
{
    QStringList others;
    for (const Language &l : supportedLanguages())
        if (l.code != language)
            others << QStringLiteral("[%1](%2)").arg(l.nativeName, ruleDocumentName(m_gameId, l.code));
    QString text = QStringLiteral("# %1\n\n")
                       .arg(framing(language, QT_TRANSLATE_NOOP("RuleCatalog", "Rules reference: %1"))
                                .arg(m_gameName.in(language)));
    text +=
        framing(language, QT_TRANSLATE_NOOP(
                              "RuleCatalog",
                              "Generated by `hallkeeper-cli rules --game %1 --markdown` from the game's rule "
                              "catalog; do not edit by hand. The same rules, with the same IDs, are in the "
                              "app (Help → Rules) and in `hallkeeper-cli rules --game %1`. Other "
                              "languages: %2."))
            .arg(m_gameId, others.join(QStringLiteral(" · "))) +
        QStringLiteral("\n\n");
    text +=
        framing(language,
                QT_TRANSLATE_NOOP("RuleCatalog",
                                  "Each rule gives its ID, what it says, where it comes from and, where we "
                                  "quote it, the source's own words. **Rulings** are points the source "
                                  "leaves open: each gives the other reading a table may choose, and why "
                                  "Hallkeeper rules as it does.")) +
        QStringLiteral("\n");
    QString section;
    for (const Rule &rule : m_rules) {
        if (rule.section.in(language) != section) {
            section = rule.section.in(language);
            text += QStringLiteral("\n## %1\n").arg(md(section));
        }
        text += QStringLiteral("\n### %1%2\n\n")
                    .arg(rule.id, rule.ruling ? QStringLiteral(" (%1)").arg(framing(
                                                    language, QT_TRANSLATE_NOOP("RuleCatalog", "ruling")))
                                              : QString());
        text += md(rule.text.in(language)) + QStringLiteral("\n\n");
        const auto item = [&](const char *label, const QString &value) {
            if (!value.isEmpty())
                text += QStringLiteral("- **%1** %2\n").arg(framing(language, label), md(value));
        };
        item(QT_TRANSLATE_NOOP("RuleCatalog", "Source:"), rule.source.in(language));
        if (!rule.quote.isEmpty())
            text += QStringLiteral("- 「%1」\n").arg(md(rule.quote));
        item(QT_TRANSLATE_NOOP("RuleCatalog", "Example:"), rule.example.in(language));
        item(QT_TRANSLATE_NOOP("RuleCatalog", "Alternative:"), rule.alternative.in(language));
        item(QT_TRANSLATE_NOOP("RuleCatalog", "Why this ruling:"), rule.reasoning.in(language));
    }
    return text;
}

} // namespace hk::base
