#pragma once

// Writing JSON. Hallkeeper's files are pretty JSON for people to read and diff: keys in a fixed order (so
// "format" and "version" open the file), a list or object that fits on one line kept on one line.
//
// Two sinks take the same calls — beginObject(), key(), value(), end() — so that one encoder, written once
// as a template over the sink, serves both:
//  - JsonTreeBuilder builds a QJsonValue (what the command line prints, what tests compare);
//  - JsonLayout lays the text of a file out as the values come, with no QJsonObject in between: a game's
//    log holds thousands of values, and building them as QJsonObjects cost more than the rest of saving.

#include "model/geometry.h"
#include "model/resources.h"
#include "model/translated_names.h"

#include <QByteArray>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QLatin1StringView>
#include <QString>
#include <QStringList>

#include <vector>

namespace hk {

// Builds a QJsonValue from sink calls.
class JsonTreeBuilder {
public:
    void beginObject() { m_open.push_back({true, {}, {}, m_key}); }
    void beginArray() { m_open.push_back({false, {}, {}, m_key}); }
    void end();
    void key(QLatin1StringView key) { m_key = key; }
    void key(const QString &key) { m_key = key; }
    void value(const QJsonValue &value);
    void value(int n) { value(QJsonValue(n)); }
    void value(bool b) { value(QJsonValue(b)); }
    void value(const QString &s) { value(QJsonValue(s)); }
    void value(QLatin1StringView s) { value(QJsonValue(s)); }
    void value(const char *) = delete; // would be read as a bool: say QLatin1StringView
    // The value built: the first value given at the top level.
    const QJsonValue &result() const { return m_result; }

private:
    struct Open {
        bool object;
        QJsonObject members;
        QJsonArray items;
        QString key; // the key this container is the value of, in its parent
    };
    std::vector<Open> m_open;
    QString m_key;
    QJsonValue m_result;
};

// Lays a document out for a file as it is built. Each object's keys are put in `keyOrder`, then the others
// in alphabetical order, whatever order they are given in; a list or object whose one-line form fits in 100
// columns stays on one line, others have one member per line, indented by two spaces.
class JsonLayout {
public:
    explicit JsonLayout(const QStringList &keyOrder);

    void beginObject() { open(Kind::Object); }
    void beginArray() { open(Kind::Array); }
    void end();
    void key(QLatin1StringView key);
    void key(const QString &key);
    void value(const QJsonValue &value); // any value, objects and lists included
    void value(int n);
    void value(bool b);
    void value(const QString &s);
    void value(QLatin1StringView s);
    void value(const char *) = delete; // would be read as a bool: say QLatin1StringView

    // The document (one value, given at the top level), laid out, ending with a newline.
    QByteArray text() const;

private:
    enum class Kind : char { Scalar, Array, Object };
    // Every value is an Item in one vector, in document order: a container's members follow it, up to its
    // `end`. Keys and scalars are text in one buffer: [key, keyEnd) is "\"name\": " for a member of an
    // object (empty otherwise), [keyEnd, textEnd) a scalar's JSON text.
    struct Item {
        Kind kind = Kind::Scalar;
        qsizetype key = 0, keyEnd = 0, textEnd = 0;
        qsizetype length = 0; // the value on one line
        size_t end = 0;       // the index past the value and its members
    };

    void open(Kind kind);
    Item &startItem(Kind kind);
    void finishScalar();
    void sortMembers(size_t object);
    int rankOf(const Item &member) const;
    QByteArrayView keyText(const Item &item) const
    {
        return {m_text.constData() + item.key, item.keyEnd - item.key};
    }
    void writeCompact(QByteArray &out, size_t index) const;
    void layOut(QByteArray &out, size_t index, int indent, int column) const;

    QHash<QByteArray, int> m_rank; // a key's place in the key order (UTF-8)
    QByteArray m_text;
    std::vector<Item> m_items;
    std::vector<size_t> m_open; // the containers not yet ended
    qsizetype m_key = -1;       // where the key given for the next value starts in m_text
};

// Pretty JSON of a whole object (see JsonLayout).
QByteArray formatJson(const QJsonObject &object, const QStringList &keyOrder);

// Values several encoders share, for either sink.
// Resource counts {"stone": 2, …}: the kinds of count 0 left out.
template <class Sink> void writeCounts(Sink &out, const ResourceCounts &counts)
{
    out.beginObject();
    for (Resource r : kAllResources)
        if (at(counts, r) != 0) {
            out.key(resourceId(r));
            out.value(at(counts, r));
        }
    out.end();
}
// A square, [row, column].
template <class Sink> void writeSquare(Sink &out, const Square &square)
{
    out.beginArray();
    out.value(square.row);
    out.value(square.column);
    out.end();
}

// Translations of a name, {"zh_TW": "…", …} (what json_reader.h's translatedNames() reads).
template <class Sink> void writeTranslatedNames(Sink &out, const TranslatedNames &names)
{
    out.beginObject();
    for (const auto &[language, text] : names) {
        out.key(language);
        out.value(text);
    }
    out.end();
}

} // namespace hk
