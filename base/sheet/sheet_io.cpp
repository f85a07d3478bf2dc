#include "sheet/sheet_io.h"

#include "sheet/sheet_validation.h"
#include "json/json_document.h"
#include "json/json_reader.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace hk::base {

namespace {

// Translation context "GenericSheet".
class SheetText {
    Q_DECLARE_TR_FUNCTIONS(GenericSheet)
};

// Reads one value of `field`'s kind (its range and choices are validateSheet's, so that a draft opens with
// the problem marked on the field).
bool readValue(JsonReader &r, const SheetField &field, const QJsonValue &v, const JsonPath &p,
               SheetValue &target)
{
    switch (field.kind) {
    case ValueKind::Integer:
        if (const auto n = r.integer(v, p)) {
            target = *n;
            return true;
        }
        return false;
    case ValueKind::Boolean:
        if (const auto b = r.boolean(v, p)) {
            target = *b;
            return true;
        }
        return false;
    case ValueKind::Choice:
        if (const auto s = r.string(v, p, kMaxNameLength)) {
            target = *s;
            return true;
        }
        return false;
    case ValueKind::IntegerList:
        break;
    }
    std::vector<int> list;
    if (!listOf(ReadValue<int>(integer()))(r, v, p, list))
        return false;
    target = std::move(list);
    return true;
}

// The fields of `fields` as a reader's schema over a map of values.
template <class Object>
std::vector<Field<Object>> valueFields(const std::vector<SheetField> &fields,
                                       std::map<QString, SheetValue> Object::*values)
{
    std::vector<Field<Object>> read;
    for (const SheetField &f : fields)
        read.push_back(
            {f.key, false, [&f, values](JsonReader &r, const QJsonValue &v, const JsonPath &p, Object &o) {
                 SheetValue value;
                 if (readValue(r, f, v, p, value))
                     (o.*values)[f.key] = std::move(value);
             }});
    return read;
}

struct SettingsHolder {
    std::map<QString, SheetValue> settings;
};

QJsonValue valueToJson(const SheetValue &value)
{
    if (const int *n = std::get_if<int>(&value))
        return *n;
    if (const bool *b = std::get_if<bool>(&value))
        return *b;
    if (const QString *s = std::get_if<QString>(&value))
        return *s;
    QJsonArray list;
    for (int n : std::get<std::vector<int>>(value))
        list.append(n);
    return list;
}

} // namespace

QString sheetGame(const QJsonObject &root)
{
    const QJsonValue game = root.value(QLatin1String("game"));
    return game.isString() ? game.toString() : key(kMountainKingId);
}

std::optional<QString> sheetGame(const QByteArray &bytes, Problems &problems)
{
    const auto root = parseJsonDocument(bytes, key(kSheetFormat), kSheetVersion, problems);
    if (!root)
        return std::nullopt;
    if (root->contains(QLatin1String("game")) && !root->value(QLatin1String("game")).isString()) {
        JsonReader(problems).error(
            key("game"),
            SheetText::tr("expected the game's identifier, such as \"dwarf\", found %1")
                .arg(describeJson(root->value(QLatin1String("game")))),
            {}, {-1, key("game")});
        return std::nullopt;
    }
    return sheetGame(*root);
}

SheetReadResult readSheet(const QByteArray &bytes, const SheetSchema &schema, ReadMode mode)
{
    SheetReadResult result;
    Problems &problems = result.problems;
    const auto root = parseJsonDocument(bytes, key(kSheetFormat), kSheetVersion, problems);
    if (!root) {
        for (Problem &p : problems)
            p.where = sheetLocation(p.path);
        return result;
    }
    JsonReader r(problems);
    if (sheetGame(*root) != schema.gameId)
        r.error(key("game"), SheetText::tr("expected \"%1\", found %2")
                                 .arg(schema.gameId, describeJson(root->value(key("game")))));

    Schema<SheetPlayer> playerSchema{valueFields<SheetPlayer>(schema.fields, &SheetPlayer::values)};
    playerSchema.fields.insert(playerSchema.fields.begin(),
                               Field<SheetPlayer>::required("name", &SheetPlayer::name, text()));
    const Schema<SettingsHolder> settingsSchema{
        valueFields<SettingsHolder>(schema.settings, &SettingsHolder::settings)};
    SettingsHolder settings;
    SheetValues sheet;
    sheet.gameId = schema.gameId;
    const Schema<SheetValues> sheetSchema{
        {Field<SheetValues>::optional("uuid", &SheetValues::uuid, uuidText()),
         Field<SheetValues>::required("players", &SheetValues::players, listOf(objectOf(playerSchema))),
         {key("settings"), false,
          [&](JsonReader &reader, const QJsonValue &v, const JsonPath &p, SheetValues &) {
              objectOf(settingsSchema)(reader, v, p, settings);
          }}},
        {key("format"), key("version"), key("game")}};
    readFields(r, *root, JsonPath(), sheetSchema, sheet);
    sheet.settings = std::move(settings.settings);

    const Problems structural = problems;
    for (const Problem &p : validateSheet(schema, sheet)) {
        const bool covered = std::any_of(structural.begin(), structural.end(), [&](const Problem &s) {
            return s.path.isEmpty() || p.path == s.path || p.path.startsWith(s.path + QLatin1Char('.')) ||
                   p.path.startsWith(s.path + QLatin1Char('['));
        });
        if (!covered)
            problems.push_back(p);
    }
    for (Problem &p : problems)
        if (p.where.isWhole() && !p.path.isEmpty())
            p.where = sheetLocation(p.path);
    if (!hasErrors(problems) || (mode == ReadMode::Draft && !hasErrors(structural)))
        result.sheet = std::move(sheet);
    return result;
}

QJsonObject sheetToJson(const SheetSchema &schema, const SheetValues &sheet)
{
    QJsonArray players;
    for (const SheetPlayer &player : sheet.players) {
        QJsonObject o{{key("name"), player.name}};
        for (const auto &[k, value] : player.values)
            o[k] = valueToJson(value);
        players.append(o);
    }
    QJsonObject settings;
    for (const auto &[k, value] : sheet.settings)
        settings[k] = valueToJson(value);
    QJsonObject root{{key("format"), key(kSheetFormat)},
                     {key("version"), kSheetVersion},
                     {key("game"), schema.gameId},
                     {key("players"), players}};
    if (!sheet.uuid.isEmpty())
        root[key("uuid")] = sheet.uuid;
    if (!settings.isEmpty())
        root[key("settings")] = settings;
    return root;
}

QByteArray sheetToBytes(const SheetSchema &schema, const SheetValues &sheet)
{
    QStringList order{key("format"),   key("version"), key("game"), key("uuid"),
                      key("settings"), key("players"), key("name")};
    for (const SheetField &s : schema.settings)
        order << s.key;
    for (const SheetField &f : schema.fields)
        order << f.key;
    return layOutJson(sheetToJson(schema, sheet), order);
}

} // namespace hk::base
