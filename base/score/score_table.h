#pragma once

// The result of any game's final scoring, as every scorer produces it and every results view, export, chart,
// the command line and the play library read it: entities (players, or teams) × categories, each cell with
// its points, the sentence explaining them and the rules they apply; each entity's total; a chain of
// tie-breaks; and the ranking made from them — ranks, shared places, ties with the reason they were broken or
// why they cannot be yet — and whether the result is complete.
//
// A scorer fills the columns, the cells, the totals and the tie-break values, then calls rankEntities(),
// which is the same for every game. What the total is belongs to the game: the sum of the points (most
// games), or the categories won (Dwarf); a column that only informs (medals, which break ties) counts for
// nothing.

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace hk::base {

// A category of the score: a column of the table.
struct ScoreColumn {
    QString id;            // stable: the play library keeps each category's points under it ("steel")
    QString name{};        // translated, for the table's header
    QStringList ruleIds{}; // the rules that score it
    bool counts = true;    // adds into sumOfColumns(); false for a column shown for information
    bool operator==(const ScoreColumn &) const = default;
};

struct ScoreCell {
    std::optional<int> points; // none: not entered (shown as "—")
    QString explanation{};     // translated: how the points were found, citing the rules
    QStringList ruleIds{};
    bool highlighted = false; // the game marks this cell (a category won, a first place)
    bool operator==(const ScoreCell &) const = default;
};

struct ScoreEntity {
    QString name;                                     // the player's name, or the team's ("Team 1")
    QStringList members{};                            // a team's players; empty for a player
    std::vector<ScoreCell> cells{};                   // one per column
    std::optional<int> total{};                       // none: nothing that scores was entered; unranked
    QString totalExplanation{};                       // translated
    std::vector<std::optional<int>> tieBreakValues{}; // one per tie-break step; none: not entered
    int rank = 0; // 1 = first; tied entities share; 0 = unranked (rankEntities)
    // Translated, as the results name it where the name is a fixed word ("Team 1 (Ann, Bob)"); empty: the
    // name. Shown only: files keep the name.
    QString label{};
    bool operator==(const ScoreEntity &) const = default;
};

// One step of the tie-break chain: among entities with equal totals (and equal earlier steps), the value
// decides — the larger wins, or the smaller with `higherWins` false.
struct TieBreakStep {
    QString id{};   // "medals"
    QString name{}; // translated, in a sentence: "medals", "the sum of their troll levels"
    QStringList ruleIds{};
    bool higherWins = true;
    QString heading{}; // translated, as a column's header: "Troll level sum"; empty: the name
    bool operator==(const TieBreakStep &) const = default;
};

// Entities with equal totals, and what the chain made of them.
struct ScoreTie {
    std::vector<int> entities{}; // indexes into ScoreTable::entities, in ranking order
    bool shared = false;         // some of them are still level after the whole chain: a shared place
    bool undecided = false;      // a step needs values not entered: they share a place until they are
    QStringList missing;         // whose values are missing (names)
    QStringList lines{};         // translated: each step that was needed, in order, with its rules
    bool operator==(const ScoreTie &) const = default;
};

// How far the result may be believed. Empty: nothing that scores was entered, no one is named. Incomplete:
// the scorer says something required is missing; the order so far is shown, no one has won. Complete: the
// winners are named.
enum class Standing { Empty, Incomplete, Complete };

// A table ruling the score was made with, so that an exported score can be read again later.
struct ScoreRuling {
    QString key;    // the sheet's setting ("ties")
    QString choice; // its value ("shared")
    QString text{}; // translated sentence
    bool operator==(const ScoreRuling &) const = default;
};

// A list a game shows under its result, beside the table (Mountain King: the leftover trades that add a set).
struct ScoreNote {
    QString title;         // translated: "Optimal leftover trades"
    QStringList ruleIds{}; // the rules it applies
    QStringList lines{};   // translated, each naming whom it concerns
    bool operator==(const ScoreNote &) const = default;
};

struct ScoreTable {
    QString gameId{};
    QString totalName{};        // translated header of the total: "Total", "Categories won"
    QStringList totalRuleIds{}; // the rule deciding the winner
    std::vector<ScoreColumn> columns{};
    std::vector<ScoreEntity> entities{}; // in sheet order
    std::vector<TieBreakStep> tieBreaks{};
    Standing standing = Standing::Empty;
    QString standingNote{}; // translated: why the result is incomplete, citing its rule; may be empty
    // How the result was decided, in order, each sentence citing its rules: for a game whose total is not a
    // plain sum of its columns (categories compared one by one, say). Empty for most games.
    QStringList decisions{};
    std::vector<ScoreRuling> rulings{};
    std::vector<ScoreNote> notes{};
    // The game's own sentence of who wins, who leads or why no one does yet, where the game has its words for
    // it (winnerLine() says it; an empty one says nothing); none: the base's words. A game that sets it, or
    // the ties' lines, does so after rankEntities(). The notes, the labels and this are shown only: files
    // keep what the base can say again.
    std::optional<QString> verdict{};

    // Made by rankEntities():
    std::vector<int> ranking{}; // the ranked entities, best first
    std::vector<int> winners{}; // every entity of rank 1, when Complete and the first place is decided
    std::vector<ScoreTie> ties{};

    // The column of `id`, or -1.
    int column(const QString &id) const;
    bool operator==(const ScoreTable &) const = default;
};

// A column's points summed over the columns that count; none when no counting cell has points.
std::optional<int> sumOfColumns(const ScoreTable &table, const ScoreEntity &entity);

// Ranks the entities that have a total: by total (larger first), then each tie-break step in turn among those
// still level. Entities level after the whole chain share a place (the next place is skipped: 1, 1, 3); a
// step whose value is missing for a tied entity leaves the tie undecided — they share the place until it is
// entered. Fills rank, ranking, winners (only when Complete) and ties with their sentences.
void rankEntities(ScoreTable &table);

} // namespace hk::base
