#include "json/json_document.h"

#include "i18n/arg_text.h"
#include "json/json_reader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace hk::base {

namespace {

// Translation context "JsonChecker", where Mountain King's reader says the same words.
class JsonText {
    Q_DECLARE_TR_FUNCTIONS(JsonChecker)
};

// Keys given twice in one object, which QJsonDocument silently keeps once (the last). Runs on text already
// parsed, so that it only needs to follow strings and brackets: one pass, a stack of open containers.
void reportKeysGivenTwice(const QByteArray &text, ProblemReporter &report)
{
    struct Open {
        bool object = false;
        int index = 0;      // a list: the item being read
        QString key;        // an object: the key of the value being read
        QSet<QString> keys; // an object: its keys so far
    };
    std::vector<Open> open;
    bool keyExpected = false;
    const auto pathOf = [&](const QString &key) {
        QString path;
        for (size_t i = 0; i + 1 < open.size(); ++i)
            path = open[i].object ? childPath(path, open[i].key) : indexPath(path, open[i].index);
        return childPath(path, key);
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '{' || c == '[') {
            open.push_back({c == '{', 0, {}, {}});
            keyExpected = c == '{';
        } else if (c == '}' || c == ']') {
            open.pop_back();
            keyExpected = false;
        } else if (c == ',') {
            keyExpected = open.back().object;
            if (!open.back().object)
                ++open.back().index;
        } else if (c == '"') {
            const qsizetype start = i;
            for (++i; text[i] != '"'; ++i)
                if (text[i] == '\\')
                    ++i;
            if (!keyExpected)
                continue;
            keyExpected = false;
            // Escapes undone by the JSON parser itself.
            const QString key =
                QJsonDocument::fromJson('[' + text.mid(start, i - start + 1) + ']').array().at(0).toString();
            if (open.back().keys.contains(key))
                report.error(pathOf(key),
                             JsonText::tr("this key is given twice in one object; give it once"));
            open.back().keys.insert(key);
            open.back().key = key;
        }
    }
}

QByteArray compact(const QJsonValue &value)
{
    if (value.isObject())
        return QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
    if (value.isArray())
        return QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact);
    // A scalar: as the only item of a list, without the brackets.
    const QByteArray list = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return list.mid(1, list.size() - 2);
}

struct Layout {
    const QStringList &order;

    QStringList keysOf(const QJsonObject &object) const
    {
        QStringList keys = object.keys(); // alphabetical
        std::stable_sort(keys.begin(), keys.end(), [&](const QString &a, const QString &b) {
            const auto rank = [&](const QString &k) {
                const qsizetype at = order.indexOf(k);
                return at < 0 ? order.size() : at;
            };
            return rank(a) < rank(b);
        });
        return keys;
    }

    // One line: ", " and ": " between members, keys in order.
    QByteArray oneLine(const QJsonValue &value) const
    {
        if (value.isObject()) {
            QByteArrayList members;
            const QJsonObject object = value.toObject();
            for (const QString &k : keysOf(object))
                members << compact(k) + ": " + oneLine(object.value(k));
            return '{' + members.join(", ") + '}';
        }
        if (value.isArray()) {
            QByteArrayList items;
            for (const QJsonValue &item : value.toArray())
                items << oneLine(item);
            return '[' + items.join(", ") + ']';
        }
        return compact(value);
    }

    void write(QByteArray &out, const QJsonValue &value, int indent, int column) const
    {
        const QByteArray line = oneLine(value);
        if ((!value.isObject() && !value.isArray()) || column + line.size() <= 100) {
            out += line;
            return;
        }
        const QByteArray inner(indent + 2, ' ');
        const bool object = value.isObject();
        out += object ? "{\n" : "[\n";
        if (object) {
            const QJsonObject o = value.toObject();
            const QStringList keys = keysOf(o);
            for (qsizetype i = 0; i < keys.size(); ++i) {
                const QByteArray start = inner + compact(keys[i]) + ": ";
                out += start;
                write(out, o.value(keys[i]), indent + 2, int(start.size()));
                out += i + 1 < keys.size() ? ",\n" : "\n";
            }
        } else {
            const QJsonArray a = value.toArray();
            for (qsizetype i = 0; i < a.size(); ++i) {
                out += inner;
                write(out, a.at(i), indent + 2, int(inner.size()));
                out += i + 1 < a.size() ? ",\n" : "\n";
            }
        }
        out += QByteArray(indent, ' ') + (object ? "}" : "]");
    }
};

} // namespace

QString describeJson(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double: {
        const double d = value.toDouble();
        return std::floor(d) == d && std::fabs(d) < 1e15 ? QString::number(qint64(d))
                                                         : QString::number(d, 'g', 12);
    }
    case QJsonValue::String: {
        const QString s = value.toString();
        return QLatin1Char('"') + (s.size() > 40 ? s.left(37) + QStringLiteral("…") : s) + QLatin1Char('"');
    }
    case QJsonValue::Array:
        return JsonText::tr("a list");
    case QJsonValue::Object:
        return JsonText::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return JsonText::tr("nothing");
}

std::optional<QJsonValue> parseJson(const QByteArray &rawBytes, Problems &problems)
{
    ProblemReporter report(problems);
    const QByteArray bytes = rawBytes.startsWith("\xEF\xBB\xBF") ? rawBytes.mid(3) : rawBytes;
    if (bytes.trimmed().isEmpty()) {
        report.error({}, JsonText::tr("the file is empty"));
        return std::nullopt;
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        const QByteArray before = bytes.left(error.offset);
        const int line = int(before.count('\n')) + 1;
        const int column = int(QString::fromUtf8(before.mid(before.lastIndexOf('\n') + 1)).size()) + 1;
        report.error({}, JsonText::tr("not valid JSON at line %1, column %2: %3")
                             .arg(argText(line), argText(column), error.errorString()));
        return std::nullopt;
    }
    const size_t before = problems.size();
    reportKeysGivenTwice(bytes, report);
    if (problems.size() != before)
        return std::nullopt;
    return document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array());
}

std::optional<QJsonObject> parseJsonDocument(const QByteArray &bytes, const QString &format,
                                             int supportedVersion, Problems &problems)
{
    const std::optional<QJsonValue> value = parseJson(bytes, problems);
    if (!value)
        return std::nullopt;
    JsonReader r(problems);
    if (!value->isObject()) {
        r.error(QString(), JsonText::tr("expected a JSON object at the top level"));
        return std::nullopt;
    }
    const QJsonObject root = value->toObject();
    const JsonPath top;
    const QString formatKey = QStringLiteral("format"), versionKey = QStringLiteral("version");
    bool usable = true;
    if (!root.contains(formatKey)) {
        r.missing(top.key(formatKey));
        usable = false;
    } else if (root.value(formatKey).toString() != format) {
        r.error(formatKey,
                JsonText::tr("expected \"%1\", found %2").arg(format, describeJson(root.value(formatKey))));
        usable = false;
    }
    if (!root.contains(versionKey)) {
        r.missing(top.key(versionKey));
        return std::nullopt;
    }
    const std::optional<int> version = r.integer(root.value(versionKey), top.key(versionKey));
    if (version && *version > supportedVersion) {
        r.error(versionKey,
                JsonText::tr("this file was written by a newer Hallkeeper (format version %1); this "
                             "version reads format versions up to %2")
                    .arg(argText(*version), argText(supportedVersion)));
        usable = false;
    } else if (version && *version < 1) {
        r.error(versionKey, JsonText::tr("expected a format version from 1 to %1, found %2")
                                .arg(argText(supportedVersion), argText(*version)));
        usable = false;
    }
    return usable && version ? std::optional<QJsonObject>(root) : std::nullopt;
}

QByteArray layOutJson(const QJsonObject &object, const QStringList &keyOrder)
{
    QByteArray out;
    Layout{keyOrder}.write(out, object, 0, 0);
    return out + '\n';
}

} // namespace hk::base
