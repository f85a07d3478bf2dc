#pragma once

// What a game's score sheet holds, declared once by its module, so that the sheet's file, its validation, its
// window (one column per player, one field per category), and the command line are made from it and a game
// that only scores needs no code of its own for them:
//  - per-player fields: an integer within a range, a choice from a list with translated labels (optionally
//    unique across players: a faction), a yes/no, or a list of integers;
//  - sheet-level settings: the table rulings chosen (a choice with its default), an optional tile…;
//  - the player-count range;
//  - the rule each field's limits come from, cited by every problem about it;
//  - checks of the game's own across fields or players (`check`), reported like the others.

#include "i18n/text.h"
#include "problems/problem.h"
#include "sheet/sheet_values.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace hk::base {

enum class ValueKind { Integer, Choice, Boolean, IntegerList };

struct SheetChoice {
    QString id{}; // written in the file
    Text label{};
    bool operator==(const SheetChoice &) const = default;
};

// A per-player field, or a sheet-level setting.
struct SheetField {
    QString key{}; // the file's key; the score column of the same key shows its points
    Text label{};  // "Steel"
    Text help{};   // what to enter, shown as a tooltip; may be empty
    ValueKind kind = ValueKind::Integer;
    int min = 0; // Integer, and each item of an IntegerList
    int max = 999;
    int maxItems = 30;                  // IntegerList
    std::vector<SheetChoice> choices{}; // Choice
    bool required = true; // a complete sheet has it for every player (fields) or is set (settings)
    bool uniqueAcrossPlayers = false;         // Choice: no two players may choose the same
    std::optional<SheetValue> defaultValue{}; // a new sheet's value; a setting left out of a file has it
    QString ruleId{};                         // the rule its limits come from
    Text group{}; // fields shown under one heading in the window ("Final scoring")

    const SheetChoice *choice(const QString &id) const;
};

struct SheetSchema {
    QString gameId{};
    int minPlayers = 2;
    int maxPlayers = 5;
    QString playerCountRuleId{};
    std::vector<SheetField> fields{};   // per player, in the order shown
    std::vector<SheetField> settings{}; // for the sheet
    // The game's own checks after the generic ones, on a sheet whose values have the right kinds.
    std::function<void(const SheetValues &, ProblemReporter &)> check;

    const SheetField *field(const QString &key) const;
    const SheetField *setting(const QString &key) const;
};

// A new sheet for `players` players ("Player 1"… translated), each field and setting at its default.
SheetValues newSheet(const SheetSchema &schema, int players);
// A setting's value: the sheet's, or the schema's default.
std::optional<SheetValue> settingValue(const SheetSchema &schema, const SheetValues &sheet,
                                       const QString &key);
// A value as the window and the explanations show it: the number, the choice's label, "yes"/"no", "3, 5, 8".
QString valueText(const SheetField &field, const SheetValue &value);

// Says a sheet's locations in its words: "Ann, Steel", "Player 2, Faction", "Setting: Ties".
class SheetLabeller : public LocationLabeller {
public:
    explicit SheetLabeller(const SheetSchema &schema) : m_schema(schema) {}
    QString label(const Location &where, const QStringList &entityNames) const override;

private:
    const SheetSchema &m_schema;
};

} // namespace hk::base
