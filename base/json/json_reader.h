#pragma once

// The declarative reader every game's files are read with. Each kind of object is declared once, as a Schema:
// its fields, each with its key, whether it is required, and the rule that reads its value (type, range, rule
// ID) into the model. readFields() reports every unknown key, missing key and value that breaks its rule with
// the JSON path and a translated sentence (what was expected, what was found), and fills the model with what
// is readable:
//
//     static const Schema<Tracker> schema{{
//         Field<Tracker>::required("year", &Tracker::year, integer({1, 2, "DL-008"})),
//         Field<Tracker>::optional("log", &Tracker::log, listOf(objectOf(entrySchema()))),
//     }};
//
// Checks across fields come in the schema's `check`; a game's rules come after reading, on the model.

#include "problems/problem.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringView>

#include <functional>
#include <optional>
#include <vector>

namespace hk::base {

// A JSON path held on the stack while the reader descends, spelled out only when a problem is reported. A
// path refers to its parent and its key: keep both alive while it is used.
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

// The largest integer a Hallkeeper file holds: beyond a million nothing is a count of a board game, and
// refusing it keeps every sum far from overflow.
inline constexpr int kMaxJsonInteger = 1'000'000;

// Limits on what a file holds, where no real table comes near them: a value past one is refused at once, the
// limit named, so that nothing the reader, the rules or the output do grows with it (a 16 MB player's name).
// The same as Mountain King's reader's.
inline constexpr int kMaxNameLength = 1'000; // a name, an identifier, a label (the app's fields take no more)
inline constexpr int kMaxTextLength = 100'000; // any other string
inline constexpr int kMaxListItems = 1'000;    // any list, and the keys of any object
inline constexpr int kMaxShownKeyLength = 80;  // a key longer than this is shortened in a problem's path

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
    void expectedOneOf(const QJsonValue &value, const JsonPath &path, const QString &expected);
};

// How one value is read into a T: reports what is wrong with it and returns whether `target` was set.
template <class T>
using ReadValue = std::function<bool(JsonReader &, const QJsonValue &, const JsonPath &, T &)>;

template <class Object> struct Field {
    QString key;
    bool isRequired = false;
    std::function<void(JsonReader &, const QJsonValue &, const JsonPath &, Object &)> read;

    // `access` is a member pointer or a callable giving the target of the value in the object.
    template <class Access, class T> static Field required(const char *key, Access access, ReadValue<T> rule)
    {
        return make(QString::fromLatin1(key), true, access, std::move(rule));
    }
    template <class Access, class T> static Field optional(const char *key, Access access, ReadValue<T> rule)
    {
        return make(QString::fromLatin1(key), false, access, std::move(rule));
    }
    // A field whose key is known only at run time (a schema's field keys).
    template <class Access, class T>
    static Field make(QString key, bool isRequired, Access access, ReadValue<T> rule)
    {
        return Field{std::move(key), isRequired,
                     [access, rule = std::move(rule)](JsonReader &r, const QJsonValue &v, const JsonPath &p,
                                                      Object &o) { rule(r, v, p, std::invoke(access, o)); }};
    }
};

template <class Object> struct Schema {
    std::vector<Field<Object>> fields;
    QStringList alsoAllowed{}; // keys read by someone else: a document's "format" and "version"
    std::function<void(JsonReader &, const QJsonObject &, const JsonPath &, Object &)> check{};

    QStringList allowedKeys() const
    {
        QStringList keys = alsoAllowed;
        for (const Field<Object> &f : fields)
            keys << f.key;
        return keys;
    }
};

// Reads the fields of `object` into `target`: unknown keys, then the fields in the schema's order (a missing
// required key reported where it would be read), then the schema's check.
template <class Object>
void readFields(JsonReader &r, const QJsonObject &object, const JsonPath &path, const Schema<Object> &schema,
                Object &target)
{
    const QStringList allowed = schema.allowedKeys();
    for (auto it = object.begin(); it != object.end(); ++it)
        if (!allowed.contains(it.key()))
            r.unknownKey(path.key(it.key()), allowed);
    for (const Field<Object> &field : schema.fields) {
        const auto value = object.constFind(field.key);
        if (value != object.constEnd())
            field.read(r, *value, path.key(field.key), target);
        else if (field.isRequired)
            r.missing(path.key(field.key));
    }
    if (schema.check)
        schema.check(r, object, path, target);
}

// ---- Rules for values

struct IntRange {
    int min = -kMaxJsonInteger;
    int max = kMaxJsonInteger;
    QString ruleId = {};
};

ReadValue<int> integer(IntRange range = {});
ReadValue<bool> boolean();
// A string of at most `maxLength` characters: by default a name's.
ReadValue<QString> text(int maxLength = kMaxNameLength);
// A uuid ("0b6c7a34-5f8e-4d2a-9c1b-3e4f5a6b7c8d"), kept lower case without braces.
ReadValue<QString> uuidText();
// A string among `ids`; `expected` lists them for the message.
ReadValue<QString> oneOf(QStringList ids, QString ruleId = {});

// An object of `schema` (kept by reference: schemas outlive the reading).
template <class T> ReadValue<T> objectOf(const Schema<T> &schema)
{
    return [&schema](JsonReader &r, const QJsonValue &v, const JsonPath &p, T &target) {
        const std::optional<QJsonObject> o = r.object(v, p);
        if (o)
            readFields(r, *o, p, schema, target);
        return o.has_value();
    };
}

// A list, each item read by `item`; an unreadable item stays as a default value, so that the paths of later
// items stay true to the file.
template <class T> ReadValue<std::vector<T>> listOf(ReadValue<T> item)
{
    return [item = std::move(item)](JsonReader &r, const QJsonValue &v, const JsonPath &p,
                                    std::vector<T> &target) {
        const std::optional<QJsonArray> list = r.array(v, p);
        if (!list)
            return false;
        target.reserve(size_t(list->size()));
        for (qsizetype i = 0; i < list->size(); ++i)
            item(r, list->at(i), p.index(i), target.emplace_back());
        return true;
    };
}

} // namespace hk::base
