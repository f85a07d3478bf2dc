#include "sheet/sheet_schema.h"

#include "i18n/arg_text.h"

#include <QCoreApplication>

namespace hk::base {

namespace {

// Translation context "GenericSheet" (a class, so that lupdate and the runtime agree on it).
class SheetSchemaText {
    Q_DECLARE_TR_FUNCTIONS(GenericSheet)
};

const SheetField *findIn(const std::vector<SheetField> &fields, const QString &key)
{
    for (const SheetField &f : fields)
        if (f.key == key)
            return &f;
    return nullptr;
}

} // namespace

const SheetChoice *SheetField::choice(const QString &id) const
{
    for (const SheetChoice &c : choices)
        if (c.id == id)
            return &c;
    return nullptr;
}

const SheetField *SheetSchema::field(const QString &key) const
{
    return findIn(fields, key);
}

const SheetField *SheetSchema::setting(const QString &key) const
{
    return findIn(settings, key);
}

SheetValues newSheet(const SheetSchema &schema, int players)
{
    SheetValues sheet;
    sheet.gameId = schema.gameId;
    for (int p = 0; p < players; ++p) {
        SheetPlayer player{unnamedEntity(p), {}};
        for (const SheetField &f : schema.fields)
            if (f.defaultValue)
                player.values[f.key] = *f.defaultValue;
        sheet.players.push_back(std::move(player));
    }
    for (const SheetField &s : schema.settings)
        if (s.defaultValue)
            sheet.settings[s.key] = *s.defaultValue;
    return sheet;
}

std::optional<SheetValue> settingValue(const SheetSchema &schema, const SheetValues &sheet,
                                       const QString &key)
{
    if (const auto it = sheet.settings.find(key); it != sheet.settings.end())
        return it->second;
    const SheetField *setting = schema.setting(key);
    return setting ? setting->defaultValue : std::nullopt;
}

QString valueText(const SheetField &field, const SheetValue &value)
{
    if (const int *n = std::get_if<int>(&value))
        return QString::number(*n);
    if (const bool *b = std::get_if<bool>(&value))
        return *b ? SheetSchemaText::tr("yes") : SheetSchemaText::tr("no");
    if (const QString *id = std::get_if<QString>(&value)) {
        const SheetChoice *choice = field.choice(*id);
        return choice ? choice->label.text() : *id;
    }
    QStringList items;
    for (int n : std::get<std::vector<int>>(value))
        items << QString::number(n);
    return items.join(SheetSchemaText::tr(", "));
}

QString SheetLabeller::label(const Location &where, const QStringList &entityNames) const
{
    if (where.section == QLatin1String("settings")) {
        const SheetField *setting = m_schema.setting(where.field);
        return setting ? SheetSchemaText::tr("Setting: %1").arg(setting->label.text())
                       : SheetSchemaText::tr("Settings");
    }
    if (where.entity < 0)
        return where.section == QLatin1String("players") ? SheetSchemaText::tr("Players") : QString();
    const QString name = entityNames.value(where.entity);
    QStringList parts{name.isEmpty() ? unnamedEntity(where.entity) : name};
    if (where.field == QLatin1String("name"))
        parts << SheetSchemaText::tr("name");
    else if (const SheetField *field = m_schema.field(where.field)) {
        parts << field->label.text();
        if (where.item >= 0)
            parts << SheetSchemaText::tr("item %1").arg(argText(where.item + 1));
    }
    return parts.join(SheetSchemaText::tr(", "));
}

} // namespace hk::base
