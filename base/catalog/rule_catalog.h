#pragma once

// The rules of one game, each with a stable ID unique within the game, so that a verdict, a score's
// explanation, a problem and the rules reference all cite the same rule by the same name. Each game module
// holds one RuleCatalog (registry/game_module.h); two games may both have a rule "TIE-1": where rules of
// several games are listed together, each is shown with its game.
//
// A rule says what it says in one line, in its section; where it comes from (the source's words quoted as
// printed, and where they are printed); the source's worked example; and, for a ruling (a point the source
// leaves open), what the source says, the other reading a table may choose, and why the game module rules as
// it does. Every text but the quote is translatable (i18n/text.h); the quote stays in the source's language.

#include "i18n/text.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace hk::base {

// A way a game in progress may play a ruling (RuleCatalog's `alternative` is the other reading in words):
// the choices a module offers for a rule (GameModule::rulingChoices), one of which each game plays.
struct RulingChoice {
    QString id;   // as the game's file keeps it: "eachPart"
    QString text; // translated: the ruling in a sentence
    bool isDefault = false;
};

struct Rule {
    QString id{};        // "DWARF-002": capitals, digits and dashes
    Text section{};      // the section of the reference it is listed in ("Scoring")
    Text text{};         // the rule in one line; a ruling's says so
    bool ruling = false; // a point the source leaves open (the table's choice, with `alternative`)
    Text alternative{};  // a ruling: the other reading, which a table may choose instead
    QString quote{};     // the source's own words, exactly as printed (not translated); may be empty
    Text source{};       // where they are printed ("Rulebook, line 19", "Scoring › Ties")
    Text example{};      // the source's worked example, if it has one
    Text reasoning{};    // a ruling: why the module rules so
    Text message{};      // a violation's sentence, %1… filled with its arguments (problems/violation.h)
};

class RuleCatalog {
public:
    RuleCatalog() = default;
    // `gameName` is how a listing of several games names this one. Rules keep the order given: sections
    // are listed in the order their first rule comes.
    RuleCatalog(QString gameId, Text gameName, std::vector<Rule> rules);

    const QString &gameId() const { return m_gameId; }
    const Text &gameName() const { return m_gameName; }
    const std::vector<Rule> &rules() const { return m_rules; }
    bool isEmpty() const { return m_rules.empty(); }
    const Rule *find(const QString &id) const;

    // What is wrong with the catalog itself: IDs given twice or not spelled as IDs, rules without a section
    // or a text. Empty for a sound catalog (each module's test asserts it).
    QStringList defects() const;

    // The rules that match a search as typed, found in any of the four languages: every word of `query` must
    // occur (ignoring case) in the rule's ID, its quote or any of its texts. Rules whose ID starts with the
    // query come first, then those whose title (section and one-line text) says the query as typed, then
    // those whose title holds every word, then the others, each group in catalog order. An empty query
    // matches every rule.
    std::vector<const Rule *> search(const QString &query) const;

    // The catalog's rule IDs that occur in a text (a verdict, an explanation), in order, each once.
    QStringList idsIn(const QString &text) const;

    // "DWARF-002 — Scoring: the player who wins the most categories…" (installed language).
    QString line(const Rule &rule) const;
    // The rules reference in Markdown, in `language`: the title, the sentence saying it is generated, then
    // each section with its rules (ID, ruling, text, source, quote, example, alternative, reasoning): what
    // docs/rules*.md hold for a game, linking the same document in the other languages (ruleDocumentName).
    QString markdown(const QString &language) const;

private:
    QString m_gameId;
    Text m_gameName;
    std::vector<Rule> m_rules;
    // Per rule, case-folded in every language: everything searched, and the title alone. Built on the first
    // search (the translations do not change while the program runs).
    mutable std::vector<QString> m_searchText;
    mutable std::vector<QString> m_titleText;
};

// The generated reference of a game in a language: "rules-dwarf.md" (English), "rules-dwarf.ja.md".
QString ruleDocumentName(const QString &gameId, const QString &language);

// The rule IDs a text names ("DIG-RUBBLE", "DWARF-002"), in order, each once, that `known` accepts.
QStringList ruleIdsIn(const QString &text, const std::function<bool(const QString &id)> &known);

} // namespace hk::base
