#pragma once

// What a group typed into a generic score sheet: per player a name and a value per field of the game's
// schema (sheet/sheet_schema.h), and the sheet-level settings (the table rulings chosen). A field missing
// from a player's values is not entered yet; a setting missing from `settings` has its schema default.

#include <QString>

#include <map>
#include <optional>
#include <variant>
#include <vector>

namespace hk::base {

// An integer, a yes/no, a choice (the choice's id) or a list of integers, as the field's kind says.
using SheetValue = std::variant<int, bool, QString, std::vector<int>>;

struct SheetPlayer {
    QString name{};
    std::map<QString, SheetValue> values{}; // by field key
    bool operator==(const SheetPlayer &) const = default;
};

struct SheetValues {
    QString gameId{};
    QString uuid{}; // the play this sheet records, once it has been added to the play library
    std::vector<SheetPlayer> players{};
    std::map<QString, SheetValue> settings{}; // by setting key
    bool operator==(const SheetValues &) const = default;
};

// The value of a player's field or of a setting as the type asked for; none if absent or of another kind.
template <class T> std::optional<T> valueAs(const std::map<QString, SheetValue> &values, const QString &key)
{
    const auto it = values.find(key);
    if (it == values.end() || !std::holds_alternative<T>(it->second))
        return std::nullopt;
    return std::get<T>(it->second);
}

} // namespace hk::base
