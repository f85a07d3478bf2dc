#include "sheet/sheet_validation.h"

#include "i18n/arg_text.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace hk::base {

namespace {

// Translation context "GenericSheet".
class SheetValidationText {
    Q_DECLARE_TR_FUNCTIONS(GenericSheet)
};

QString kindText(const SheetField &field)
{
    switch (field.kind) {
    case ValueKind::Integer:
        return SheetValidationText::tr("an integer");
    case ValueKind::Boolean:
        return SheetValidationText::tr("true or false");
    case ValueKind::Choice:
        return SheetValidationText::tr("one of %1").arg([&] {
            QStringList ids;
            for (const SheetChoice &c : field.choices)
                ids << c.id;
            return ids.join(QStringLiteral(", "));
        }());
    case ValueKind::IntegerList:
        break;
    }
    return SheetValidationText::tr("a list of integers");
}

bool hasKind(const SheetField &field, const SheetValue &value)
{
    switch (field.kind) {
    case ValueKind::Integer:
        return std::holds_alternative<int>(value);
    case ValueKind::Boolean:
        return std::holds_alternative<bool>(value);
    case ValueKind::Choice:
        return std::holds_alternative<QString>(value);
    case ValueKind::IntegerList:
        break;
    }
    return std::holds_alternative<std::vector<int>>(value);
}

QString outOfRange(const SheetField &field, int value)
{
    return SheetValidationText::tr("%1: expected from %2 to %3, found %4")
        .arg(field.label.text(), argText(field.min), argText(field.max), argText(value));
}

// One value against its field: kind, range, known choice.
void checkValue(const SheetField &field, const SheetValue &value, const QString &path, const Location &where,
                ProblemReporter &report)
{
    if (!hasKind(field, value)) {
        report.error(path,
                     SheetValidationText::tr("%1: expected %2").arg(field.label.text(), kindText(field)),
                     field.ruleId, where);
        return;
    }
    if (const int *n = std::get_if<int>(&value); n && (*n < field.min || *n > field.max))
        report.error(path, outOfRange(field, *n), field.ruleId, where);
    if (const QString *id = std::get_if<QString>(&value); id && !field.choice(*id))
        report.error(path,
                     SheetValidationText::tr("%1: expected %2, found \"%3\"")
                         .arg(field.label.text(), kindText(field), *id),
                     field.ruleId, where);
    if (const auto *list = std::get_if<std::vector<int>>(&value)) {
        if (int(list->size()) > field.maxItems)
            report.error(path,
                         SheetValidationText::tr("%1: at most %n entries", nullptr, field.maxItems)
                             .arg(field.label.text()),
                         field.ruleId, where);
        for (size_t i = 0; i < list->size(); ++i)
            if ((*list)[i] < field.min || (*list)[i] > field.max) {
                Location item = where;
                item.item = int(i);
                report.error(indexPath(path, qsizetype(i)), outOfRange(field, (*list)[i]), field.ruleId,
                             item);
            }
    }
}

} // namespace

Problems validateSheet(const SheetSchema &schema, const SheetValues &sheet)
{
    Problems problems;
    ProblemReporter report(problems);
    const int count = int(sheet.players.size());
    if (count < schema.minPlayers || count > schema.maxPlayers)
        report.error(QStringLiteral("players"),
                     SheetValidationText::tr("expected from %1 to %2 players, found %3")
                         .arg(argText(schema.minPlayers), argText(schema.maxPlayers), argText(count)),
                     schema.playerCountRuleId, {-1, QStringLiteral("players")});
    const QString players = QStringLiteral("players");
    for (int p = 0; p < count; ++p) {
        const SheetPlayer &player = sheet.players[size_t(p)];
        const QString at = indexPath(players, p);
        if (player.name.trimmed().isEmpty())
            report.error(childPath(at, QStringLiteral("name")),
                         SheetValidationText::tr("every player needs a name"), {},
                         {p, players, -1, QStringLiteral("name")});
        for (int q = 0; q < p; ++q)
            if (!player.name.trimmed().isEmpty() &&
                sheet.players[size_t(q)].name.trimmed() == player.name.trimmed()) {
                report.error(
                    childPath(at, QStringLiteral("name")),
                    SheetValidationText::tr("two players are called \"%1\"; give each a name of their own")
                        .arg(player.name.trimmed()),
                    {}, {p, players, -1, QStringLiteral("name")});
                break;
            }
        for (const auto &[key, value] : player.values) {
            const SheetField *field = schema.field(key);
            const QString path = childPath(at, key);
            if (!field) {
                report.error(path, SheetValidationText::tr("no such field in this game's sheet"), {},
                             {p, players, -1, key});
                continue;
            }
            checkValue(*field, value, path, {p, players, -1, key}, report);
        }
    }
    for (const SheetField &field : schema.fields) {
        if (!field.uniqueAcrossPlayers)
            continue;
        for (int p = 0; p < count; ++p) {
            const auto mine = valueAs<QString>(sheet.players[size_t(p)].values, field.key);
            for (int q = 0; mine && q < p; ++q)
                if (valueAs<QString>(sheet.players[size_t(q)].values, field.key) == mine) {
                    report.error(
                        childPath(indexPath(players, p), field.key),
                        SheetValidationText::tr("%1: %2 is taken by %3; each player takes a different one")
                            .arg(field.label.text(), valueText(field, *mine), sheet.players[size_t(q)].name),
                        field.ruleId, {p, players, -1, field.key});
                    break;
                }
        }
    }
    const QString settings = QStringLiteral("settings");
    for (const auto &[key, value] : sheet.settings) {
        const SheetField *setting = schema.setting(key);
        const QString path = childPath(settings, key);
        if (!setting)
            report.error(path, SheetValidationText::tr("no such setting in this game's sheet"), {},
                         {-1, settings, -1, key});
        else
            checkValue(*setting, value, path, {-1, settings, -1, key}, report);
    }
    if (schema.check && !hasErrors(problems))
        schema.check(sheet, report);
    return problems;
}

bool isSheetComplete(const SheetSchema &schema, const SheetValues &sheet)
{
    for (const SheetPlayer &player : sheet.players)
        for (const SheetField &field : schema.fields)
            if (field.required && !player.values.count(field.key))
                return false;
    for (const SheetField &setting : schema.settings)
        if (setting.required && !settingValue(schema, sheet, setting.key))
            return false;
    return !sheet.players.empty();
}

bool isSheetEmpty(const SheetSchema &schema, const SheetValues &sheet)
{
    for (const SheetPlayer &player : sheet.players)
        for (const SheetField &field : schema.fields)
            if (player.values.count(field.key) &&
                !(field.defaultValue && player.values.at(field.key) == *field.defaultValue))
                return false;
    return true;
}

Location sheetLocation(const QString &path)
{
    static const QRegularExpression player(
        QStringLiteral("^players\\[(\\d+)\\](?:\\.([A-Za-z0-9_]+)(?:\\[(\\d+)\\])?)?"));
    static const QRegularExpression setting(QStringLiteral("^settings(?:\\.([A-Za-z0-9_]+))?"));
    if (const auto m = player.match(path); m.hasMatch())
        return {m.captured(1).toInt(), QStringLiteral("players"),
                m.captured(3).isEmpty() ? -1 : m.captured(3).toInt(), m.captured(2)};
    if (const auto m = setting.match(path); m.hasMatch())
        return {-1, QStringLiteral("settings"), -1, m.captured(1)};
    if (path == QLatin1String("players"))
        return {-1, QStringLiteral("players")};
    return {};
}

} // namespace hk::base
