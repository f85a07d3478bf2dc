#pragma once

// The one way Hallkeeper reads the values of its JSON files. Each kind of object is declared once, as a
// Schema: its fields, each with its key, whether it is required, and the rule that reads its value (the type,
// the range, the rule ID) into the model. readFields() reports every unknown key, missing key and value that
// breaks its rule with the JSON path and a translated sentence, and fills the model with what is readable:
//
//     static const Schema<SheetHall> schema{{
//         Field<SheetHall>::optional("name", &SheetHall::name, text()),
//         Field<SheetHall>::required("low", &SheetHall::low, integer()),
//         Field<SheetHall>::required("altar", &SheetHall::altar, boolean()),
//     }};
//
// Checks across fields come in the schema's `check`; the rules of the model (validateSheet, validateBoard…)
// come after reading, on the model.

#include "io/json_check.h"
#include "model/geometry.h"
#include "model/resources.h"
#include "model/translated_names.h"
#include "json/json_document.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringView>
#include <QVarLengthArray>

#include <functional>
#include <optional>
#include <vector>

namespace hk {

using base::key; // "players" as a QString

// A JSON path held on the stack while the reader descends, spelled out only when a problem is reported (a
// game holds thousands of values: building "log[12].payment.storage.stone" for each would cost more than
// reading them). A path refers to its parent and its key: keep both alive while it is used, and never store a
// path made from a temporary one.
class JsonPath {
public:
    JsonPath() = default;
    JsonPath key(QStringView key) const { return JsonPath(this, key, -1); }
    JsonPath index(qsizetype index) const { return JsonPath(this, {}, index); }
    QString text() const;

private:
    JsonPath(const JsonPath *parent, QStringView key, qsizetype index)
        : m_parent(parent), m_key(key), m_index(index)
    {}
    const JsonPath *m_parent = nullptr; // nullptr: the document itself
    QStringView m_key;
    qsizetype m_index = -1; // >= 0: an item of a list
};

// The largest integer a Hallkeeper file holds: anything beyond a million is not a count of this game, and
// refusing it keeps every sum far from overflow.
inline constexpr int kMaxJsonInteger = 1'000'000;

// Hallkeeper's limits on what a file holds, where no real table comes near them: a value past one is refused
// at once, the limit named, so that nothing the reader, the rules or the output do grows with it (a 16 MB
// player's name, a tile drawn on 3,000 × 3,000 squares). files/file_io.h bounds the file (kMaxFileBytes).
inline constexpr int kMaxNameLength = 1'000; // a name, an identifier, a label (the app's fields take no more)
inline constexpr int kMaxTextLength = 100'000; // any other string: a description, a note, a reason
inline constexpr int kMaxListItems = 1'000;    // any list but a game's log (a box holds 52 tunnel tiles)
inline constexpr int kMaxActions = 20'000;     // a game's log (a long evening is 600 actions)
inline constexpr int kMaxShapeSide = 10;       // rows, and squares per row, of a tile's or a hall's picture
inline constexpr int kMaxShownKeyLength = 80;  // a key longer than this is shortened in a problem's path
inline constexpr int kNamedUnknownKeys = 10;   // unknown keys named per object; the others are counted

// Reports problems at JSON paths, and reads the JSON types.
class JsonReader : public ProblemReporter {
public:
    using ProblemReporter::error;
    using ProblemReporter::ProblemReporter;
    void error(const JsonPath &path, const QString &message, const QString &ruleId = {})
    {
        error(path.text(), message, ruleId);
    }

    // The value, or nothing with "expected …, found …" reported at `path`.
    std::optional<int> integer(const QJsonValue &value, const JsonPath &path);
    std::optional<bool> boolean(const QJsonValue &value, const JsonPath &path);
    // A string of at most `maxLength` characters.
    std::optional<QString> string(const QJsonValue &value, const JsonPath &path,
                                  int maxLength = kMaxTextLength);
    // A list of at most `maxItems` items.
    std::optional<QJsonArray> array(const QJsonValue &value, const JsonPath &path,
                                    int maxItems = kMaxListItems);
    std::optional<QJsonObject> object(const QJsonValue &value, const JsonPath &path);

    void missing(const JsonPath &path);
    void unknownKey(const JsonPath &path, const QStringList &allowed);
    void moreUnknownKeys(const JsonPath &object, int count); // "%n more unknown keys", after the first few
    void expectedOneOf(const QJsonValue &value, const JsonPath &path, const QString &expected);
};

// How one value is read into a T: reports what is wrong with it and returns whether `target` was set.
template <class T>
using ReadValue = std::function<bool(JsonReader &, const QJsonValue &, const JsonPath &, T &)>;

template <class Object> struct Field {
    QString key;
    bool isRequired = false;
    std::function<void(JsonReader &, const QJsonValue &, const JsonPath &, Object &)> read;

    // `access` is a member pointer (&SheetHall::low) or a callable giving the target of the value in the
    // object (for a member of a member, or std::identity() to read the whole object from one key).
    template <class Access, class T> static Field required(const char *key, Access access, ReadValue<T> rule)
    {
        return make(key, true, access, std::move(rule));
    }
    template <class Access, class T> static Field optional(const char *key, Access access, ReadValue<T> rule)
    {
        return make(key, false, access, std::move(rule));
    }

private:
    template <class Access, class T>
    static Field make(const char *key, bool isRequired, Access access, ReadValue<T> rule)
    {
        return Field{QString::fromLatin1(key), isRequired,
                     [access, rule = std::move(rule)](JsonReader &r, const QJsonValue &v, const JsonPath &p,
                                                      Object &o) { rule(r, v, p, std::invoke(access, o)); }};
    }
};

template <class Object> struct Schema {
    std::vector<Field<Object>> fields;
    // Keys read by someone else, not unknown: a document's "format" and "version", an action's "player"…
    QStringList alsoAllowed{};
    // Checks across fields, once they are read.
    std::function<void(JsonReader &, const QJsonObject &, const JsonPath &, Object &)> check{};

    QStringList allowedKeys() const
    {
        QStringList keys;
        for (const Field<Object> &f : fields)
            keys << f.key;
        return alsoAllowed + keys;
    }
};

// Reads the fields of `object` into `target`: unknown keys, then the fields in the schema's order (a missing
// required key is reported where it would be read), then the schema's check.
template <class Object>
void readFields(JsonReader &r, const QJsonObject &object, const JsonPath &path, const Schema<Object> &schema,
                Object &target)
{
    // Each field's value looked up once; unknown keys are searched for only if the object has keys the
    // schema does not name (a game reads thousands of objects: listing the allowed keys for each costs).
    QVarLengthArray<QJsonObject::const_iterator, 24> values;
    qsizetype known = 0;
    for (const QString &key : schema.alsoAllowed)
        known += object.contains(key) ? 1 : 0;
    for (const Field<Object> &field : schema.fields) {
        values.push_back(object.constFind(field.key));
        known += values.back() != object.constEnd() ? 1 : 0;
    }
    if (known != object.size()) {
        const QStringList allowed = schema.allowedKeys();
        int unknown = 0;
        for (auto it = object.begin(); it != object.end(); ++it)
            if (const QString key = it.key(); !allowed.contains(key) && ++unknown <= kNamedUnknownKeys)
                r.unknownKey(path.key(key), allowed);
        if (unknown > kNamedUnknownKeys) // the output stays small whatever the file holds
            r.moreUnknownKeys(path, unknown - kNamedUnknownKeys);
    }
    for (size_t i = 0; i < schema.fields.size(); ++i) {
        const Field<Object> &field = schema.fields[i];
        if (values[qsizetype(i)] == object.constEnd()) {
            if (field.isRequired)
                r.missing(path.key(field.key));
            continue;
        }
        field.read(r, *values[qsizetype(i)], path.key(field.key), target);
    }
    if (schema.check)
        schema.check(r, object, path, target);
}

// ---- Rules for values
// ---------------------------------------------------------------------------------------

struct IntRange {
    int min = -kMaxJsonInteger;
    int max = kMaxJsonInteger;
    const char *ruleId = nullptr;
    // The sentence for a value out of range, where "expected an integer from … to …" does not say enough.
    QString (*outOfRange)(int value) = nullptr;
};

ReadValue<int> integer(IntRange range = {});
ReadValue<bool> boolean();
enum class Trim { No, Yes };
// A string of at most `maxLength` characters: by default a name's (descriptions and notes: kMaxTextLength).
ReadValue<QString> text(Trim trim = Trim::No, int maxLength = kMaxNameLength);
// Translations of a shipped name: {"zh_TW": "…", "zh_CN": "…", "ja": "…"}, each key a language of
// translatedLanguageCodes(), each value a non-empty string of at most `maxLength` characters.
ReadValue<TranslatedNames> translatedNames(int maxLength = kMaxNameLength);
// [row, column]: a list of two integers.
ReadValue<Square> square();
// Resource counts {"stone": 2, …}: the keys present, each an integer in `range`.
ReadValue<ResourceCounts> counts(IntRange range = {});
// What translatedNames(), square() and counts() read is written back by io/json_writer.h.

// A string naming one member of an enumeration, e.g. a mineral; `expected` lists the valid identifiers.
template <class T>
ReadValue<T> identifier(std::function<std::optional<T>(const QString &)> parse, QString expected)
{
    return [parse = std::move(parse), expected = std::move(expected)](JsonReader &r, const QJsonValue &v,
                                                                      const JsonPath &p, T &target) {
        if (v.isString())
            if (const std::optional<T> parsed = parse(v.toString())) {
                target = *parsed;
                return true;
            }
        r.expectedOneOf(v, p, expected);
        return false;
    };
}

// An object of `schema` (kept by reference: schemas are static).
template <class T> ReadValue<T> objectOf(const Schema<T> &schema)
{
    return [&schema](JsonReader &r, const QJsonValue &v, const JsonPath &p, T &target) {
        const std::optional<QJsonObject> o = r.object(v, p);
        if (o)
            readFields(r, *o, p, schema, target);
        return o.has_value();
    };
}

// A list of at most `maxItems`, each item read by `item`; an unreadable item stays in the list as a default
// value, so that the paths of later items and of the model's validation stay true to the file.
template <class T> ReadValue<std::vector<T>> listOf(ReadValue<T> item, int maxItems = kMaxListItems)
{
    return [item = std::move(item), maxItems](JsonReader &r, const QJsonValue &v, const JsonPath &p,
                                              std::vector<T> &target) {
        const std::optional<QJsonArray> list = r.array(v, p, maxItems);
        if (!list)
            return false;
        target.reserve(size_t(list->size()));
        for (qsizetype i = 0; i < list->size(); ++i)
            item(r, list->at(i), p.index(i), target.emplace_back());
        return true;
    };
}

// A value that may be absent from the model: set only when readable.
template <class T> ReadValue<std::optional<T>> optionalOf(ReadValue<T> rule)
{
    return [rule = std::move(rule)](JsonReader &r, const QJsonValue &v, const JsonPath &p,
                                    std::optional<T> &target) {
        T value{};
        if (!rule(r, v, p, value))
            return false;
        target = std::move(value);
        return true;
    };
}

// The fields of `inner`, reading into the part of an Outer that `access` gives (a market card's troll card).
template <class Outer, class Inner, class Access>
std::vector<Field<Outer>> fieldsWithin(const Schema<Inner> &inner, Access access)
{
    std::vector<Field<Outer>> fields;
    for (const Field<Inner> &f : inner.fields)
        fields.push_back({f.key, f.isRequired,
                          [read = f.read, access](JsonReader &r, const QJsonValue &v, const JsonPath &p,
                                                  Outer &o) { read(r, v, p, std::invoke(access, o)); }});
    return fields;
}

} // namespace hk
