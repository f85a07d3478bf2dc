#include "json/json_document.h"

#include "i18n/arg_text.h"
#include "json/json_reader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <deque>

namespace hk::base {

namespace {

// Translation context "JsonChecker", where Mountain King's reader says the same words.
class JsonText {
    Q_DECLARE_TR_FUNCTIONS(JsonChecker)
};

// The string starting at text[i] (a quote), without its escapes; `i` is left on its closing quote. A string
// without escapes (nearly every key) is a view into `text`; one with escapes is decoded into `decoded`, which
// keeps it. Nothing if the text ends before the string does.
std::optional<QByteArrayView> readString(const QByteArray &text, qsizetype &i,
                                         std::deque<QByteArray> &decoded)
{
    const qsizetype start = ++i;
    bool escaped = false;
    for (; i < text.size() && text[i] != '"'; ++i)
        if (text[i] == '\\') {
            escaped = true;
            ++i;
        }
    if (i >= text.size())
        return std::nullopt;
    if (!escaped)
        return QByteArrayView(text.constData() + start, i - start);
    // Rare in a key: let the JSON parser undo the escapes.
    decoded.push_back(QJsonDocument::fromJson('[' + text.mid(start - 1, i - start + 2) + ']')
                          .array()
                          .at(0)
                          .toString()
                          .toUtf8());
    return decoded.back();
}

// Keys given twice in one object, found on the text, since QJsonDocument keeps only the last one (and takes
// seconds to read millions of them): looked for before the text is parsed. One pass with a stack of the open
// lists and objects, linear in its size, and no allocation per key: the keys of the open objects are views
// into the text, searched one by one while an object is small and through a hash set once it is large. The
// first few are reported with their paths, the others counted. Returns false, reporting nothing, if the text
// is not well formed (an unterminated string, brackets that do not match): the parser says what is wrong.
bool reportDuplicateKeys(const QByteArray &text, ProblemReporter &report)
{
    constexpr size_t kLinearKeys = 16;
    struct Open {
        bool object = false;
        qsizetype index = 0;      // a list: the item being read
        QByteArrayView key;       // an object: the key of the value being read
        size_t firstKey = 0;      // an object: its keys are keys[firstKey…]
        QSet<QByteArrayView> set; // an object of more than kLinearKeys keys: all of them
        int keyCount = 0;         // an object: its keys so far
    };
    std::vector<Open> open;
    std::vector<QByteArrayView> keys;
    std::deque<QByteArray> decoded;
    const auto shown = [](QByteArrayView key) { // a huge key is shortened: the path is for finding it
        const QString text =
            QString::fromUtf8(key.first(std::min<qsizetype>(key.size(), 4 * kMaxShownKeyLength)));
        return text.size() > kMaxShownKeyLength ? text.left(kMaxShownKeyLength - 1) + QStringLiteral("…")
                                                : text;
    };
    const auto innermostPath = [&] { // the path of the innermost open object
        QString path;
        for (const Open &o : open)
            path = &o == &open.back() ? path
                   : o.object         ? childPath(path, shown(o.key))
                                      : indexPath(path, o.index);
        return path;
    };
    const auto pathTo = [&](QByteArrayView key) { return childPath(innermostPath(), shown(key)); };
    // Whether the innermost object has `key` already; adds it if not.
    const auto seen = [&](QByteArrayView key) {
        Open &o = open.back();
        if (keys.size() - o.firstKey < kLinearKeys) {
            if (std::find(keys.begin() + qsizetype(o.firstKey), keys.end(), key) != keys.end())
                return true;
            keys.push_back(key);
            if (keys.size() - o.firstKey == kLinearKeys)
                o.set = QSet<QByteArrayView>(keys.begin() + qsizetype(o.firstKey), keys.end());
            return false;
        }
        if (o.set.contains(key))
            return true;
        o.set.insert(key);
        return false;
    };
    // The first few are named, the others counted: the output stays small whatever the file holds.
    constexpr int kNamed = 20;
    Problems found;
    int twice = 0;
    bool keyNext = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        switch (text[i]) {
        case '{':
        case '[':
            // QJsonDocument refuses a text nested deeper than 1,024 and says so: no frame beyond, whatever
            // the depth (16 MB of "[" took seconds and a gigabyte here).
            if (open.size() >= 1024)
                return false;
            open.push_back({text[i] == '{', 0, {}, keys.size(), {}});
            keyNext = open.back().object;
            break;
        case '}':
        case ']':
            if (open.empty() || open.back().object != (text[i] == '}'))
                return false;
            keys.resize(open.back().firstKey);
            open.pop_back();
            keyNext = false;
            break;
        case ',':
            if (open.empty())
                return false;
            keyNext = open.back().object;
            if (!keyNext)
                ++open.back().index;
            break;
        case '"': {
            const std::optional<QByteArrayView> string = readString(text, i, decoded);
            if (!string)
                return false;
            if (keyNext && !open.empty()) {
                keyNext = false;
                // No object of a Hallkeeper file has more than a few dozen keys: millions would take the
                // parser seconds, and say nothing but that the file is not one of ours.
                if (++open.back().keyCount > kMaxListItems) {
                    report.error(
                        innermostPath(),
                        JsonText::tr("an object with more than %1 keys: a limit of Hallkeeper's, far "
                                     "beyond any of its files")
                            .arg(argText(kMaxListItems)));
                    return true;
                }
                if (seen(*string) && ++twice <= kNamed)
                    found.push_back({pathTo(*string),
                                     JsonText::tr("this key is given twice in one object; give it once"),
                                     {}});
                open.back().key = *string;
            }
            break;
        }
        default:
            break;
        }
    }
    if (!open.empty())
        return false;
    for (Problem &p : found)
        report.error(p.path, p.message);
    if (twice > kNamed)
        report.error({}, JsonText::tr("%n more keys are given twice in one object", nullptr, twice - kNamed));
    return true;
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
    // Keys given twice first: a text holding millions of them would take the parser seconds.
    const size_t before = problems.size();
    if (reportDuplicateKeys(bytes, report) && problems.size() != before)
        return std::nullopt;
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
