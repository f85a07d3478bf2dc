#include "io/json_check.h"

#include "i18n/arg_text.h"
#include "io/json_reader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace hk {

namespace {

// Translation context "JsonChecker" (a class, so that lupdate and the runtime agree on it).
class JsonText {
    Q_DECLARE_TR_FUNCTIONS(JsonChecker)
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
        if (std::floor(d) == d && std::fabs(d) < 1e15)
            return QString::number(qint64(d));
        return QString::number(d, 'g', 12);
    }
    case QJsonValue::String: {
        QString s = value.toString();
        if (s.size() > 40)
            s = s.left(37) + QStringLiteral("…");
        return QLatin1Char('"') + s + QLatin1Char('"');
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

namespace {

// The string starting at text[i] (a quote), as UTF-8 without its escapes; `i` is left on its closing quote.
QByteArray readString(const QByteArray &text, qsizetype &i)
{
    const qsizetype start = ++i;
    bool escaped = false;
    for (; text[i] != '"'; ++i)
        if (text[i] == '\\') {
            escaped = true;
            ++i;
        }
    const QByteArray raw = text.mid(start, i - start);
    if (!escaped)
        return raw;
    // Rare in a key: let the JSON parser undo the escapes.
    return QJsonDocument::fromJson('[' + text.mid(start - 1, i - start + 2) + ']')
        .array()
        .at(0)
        .toString()
        .toUtf8();
}

// Keys given twice in one object, found on the text, since QJsonDocument keeps only the last one. The text
// is valid JSON already: one pass with a stack of the open lists and objects, linear in its size.
void reportDuplicateKeys(const QByteArray &text, ProblemReporter &report)
{
    struct Open {
        bool object = false;
        qsizetype index = 0; // a list: the item being read
        QByteArray key;      // an object: the key of the value being read
        QSet<QByteArray> keys;
    };
    std::vector<Open> open;
    const auto pathTo = [&](const QByteArray &key) {
        QString path;
        for (const Open &o : open)
            path = &o == &open.back() ? path
                   : o.object         ? childPath(path, QString::fromUtf8(o.key))
                                      : indexPath(path, o.index);
        return childPath(path, QString::fromUtf8(key));
    };
    bool keyNext = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        switch (text[i]) {
        case '{':
        case '[':
            open.push_back({text[i] == '{', 0, {}, {}});
            keyNext = open.back().object;
            break;
        case '}':
        case ']':
            open.pop_back();
            keyNext = false;
            break;
        case ',':
            keyNext = open.back().object;
            if (!keyNext)
                ++open.back().index;
            break;
        case '"': {
            QByteArray string = readString(text, i);
            if (keyNext) {
                keyNext = false;
                if (open.back().keys.contains(string))
                    report.error(pathTo(string),
                                 JsonText::tr("this key is given twice in one object; give it once"));
                else
                    open.back().keys.insert(string);
                open.back().key = std::move(string);
            }
            break;
        }
        default:
            break;
        }
    }
}

} // namespace

std::optional<QJsonValue> parseJson(const QByteArray &rawBytes, Problems &problems)
{
    ProblemReporter report(problems);
    QByteArray bytes = rawBytes;
    if (bytes.startsWith("\xEF\xBB\xBF")) // a UTF-8 byte order mark, as some editors write
        bytes.remove(0, 3);
    if (bytes.trimmed().isEmpty()) {
        report.error({}, JsonText::tr("the file is empty"));
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const QByteArray before = bytes.left(parseError.offset);
        const int line = int(before.count('\n')) + 1;
        const int column = int(QString::fromUtf8(before.mid(before.lastIndexOf('\n') + 1)).size()) + 1;
        report.error({}, JsonText::tr("not valid JSON at line %1, column %2: %3")
                             .arg(argText(line), argText(column), argText(parseError.errorString())));
        return std::nullopt;
    }
    const size_t before = problems.size();
    reportDuplicateKeys(bytes, report);
    if (problems.size() != before)
        return std::nullopt;
    return document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array());
}

std::optional<QJsonValue> readJson(const QString &fileName, Problems &problems)
{
    const std::optional<QByteArray> bytes = readInputFile(fileName, problems);
    return bytes ? parseJson(*bytes, problems) : std::nullopt;
}

namespace {

// "format" and "version" of a document.
std::optional<QJsonObject> checkHeader(const std::optional<QJsonValue> &value, const QString &format,
                                       int supportedVersion, Problems &problems)
{
    if (!value)
        return std::nullopt;
    JsonReader r(problems);
    if (!value->isObject()) {
        r.error(QString(), JsonText::tr("expected a JSON object at the top level"));
        return std::nullopt;
    }
    const QJsonObject root = value->toObject();
    const QString formatKey = QStringLiteral("format");
    const QString versionKey = QStringLiteral("version");
    const JsonPath top;
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
        usable = false;
    } else if (const auto version = r.integer(root.value(versionKey), top.key(versionKey)); !version) {
        usable = false;
    } else if (*version > supportedVersion) {
        r.error(versionKey,
                JsonText::tr("this file was written by a newer Hallkeeper (format version %1); this "
                             "version reads format versions up to %2")
                    .arg(argText(*version), argText(supportedVersion)));
        usable = false;
    } else if (*version < 1) {
        r.error(versionKey, JsonText::tr("expected a format version from 1 to %1, found %2")
                                .arg(argText(supportedVersion), argText(*version)));
        usable = false;
    }
    if (!usable)
        return std::nullopt;
    return root;
}

} // namespace

std::optional<QJsonObject> parseJsonDocument(const QByteArray &bytes, const QString &format,
                                             int supportedVersion, Problems &problems)
{
    return checkHeader(parseJson(bytes, problems), format, supportedVersion, problems);
}

std::optional<QJsonObject> readJsonDocument(const QString &fileName, const QString &format,
                                            int supportedVersion, Problems &problems)
{
    return checkHeader(readJson(fileName, problems), format, supportedVersion, problems);
}

namespace {

constexpr int kLineWidth = 100;

// JSON text of a scalar, as QJsonDocument writes it: strings escaped, UTF-8 kept.
void appendScalar(QByteArray &out, const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Bool:
        out += value.toBool() ? "true" : "false";
        return;
    case QJsonValue::Double: {
        const double d = value.toDouble();
        if (std::floor(d) == d && std::fabs(d) < 1e15)
            out += QByteArray::number(qint64(d));
        else
            out += QByteArray::number(d, 'g', 17);
        return;
    }
    case QJsonValue::String: {
        out += '"';
        for (char c : value.toString().toUtf8()) {
            switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\r':
                out += "\\r";
                break;
            case '\t':
                out += "\\t";
                break;
            case '\b':
                out += "\\b";
                break;
            case '\f':
                out += "\\f";
                break;
            default:
                if (uchar(c) < 0x20)
                    out += "\\u00" + QByteArray::number(uchar(c), 16).rightJustified(2, '0');
                else
                    out += c;
            }
        }
        out += '"';
        return;
    }
    default:
        out += "null";
    }
}

QStringList orderedKeys(const QJsonObject &object, const QStringList &keyOrder)
{
    QStringList keys;
    for (const QString &key : keyOrder)
        if (object.contains(key))
            keys << key;
    for (const QString &key : object.keys()) // QJsonObject keeps keys sorted
        if (!keyOrder.contains(key))
            keys << key;
    return keys;
}

// A value with the length of its one-line text, computed once, bottom up; scalars keep their text.
struct Member;
struct Node {
    QByteArray scalar;
    qsizetype length = 0;
    bool container = false;
    bool isArray = false;
    std::vector<Member> members; // a vector of an incomplete type is allowed; a pair of one is not (clang)
};
struct Member {
    QByteArray first; // key text ("\"name\": ") for objects, empty for arrays
    Node second;
};

Node build(const QJsonValue &value, const QStringList &keyOrder)
{
    Node node;
    if (value.isArray()) {
        node.container = node.isArray = true;
        const QJsonArray array = value.toArray();
        node.length = 2 + 2 * std::max<qsizetype>(0, array.size() - 1); // "[" "]" and ", "
        for (const QJsonValue &item : array) {
            Node child = build(item, keyOrder);
            node.length += child.length;
            node.members.push_back({QByteArray(), std::move(child)});
        }
    } else if (value.isObject()) {
        node.container = true;
        const QJsonObject object = value.toObject();
        const QStringList keys = orderedKeys(object, keyOrder);
        node.length = keys.isEmpty() ? 2 : 4 + 2 * (keys.size() - 1); // "{ " " }" and ", "
        for (const QString &k : keys) {
            QByteArray key;
            appendScalar(key, k);
            key += ": ";
            Node child = build(object.value(k), keyOrder);
            node.length += key.size() + child.length;
            node.members.push_back({std::move(key), std::move(child)});
        }
    } else {
        appendScalar(node.scalar, value);
        node.length = node.scalar.size();
    }
    return node;
}

void writeCompact(QByteArray &out, const Node &node)
{
    if (!node.container) {
        out += node.scalar;
        return;
    }
    if (node.members.empty()) {
        out += node.isArray ? "[]" : "{}";
        return;
    }
    out += node.isArray ? "[" : "{ ";
    for (size_t i = 0; i < node.members.size(); ++i) {
        if (i)
            out += ", ";
        out += node.members[i].first;
        writeCompact(out, node.members[i].second);
    }
    out += node.isArray ? "]" : " }";
}

// `column` is where the value starts on its line; nested lines are indented by `indent` + 2.
void layOut(QByteArray &out, const Node &node, int indent, int column)
{
    const bool topLevel = indent == 0 && column == 0;
    if (!node.container || (!topLevel && column + node.length <= kLineWidth)) {
        writeCompact(out, node);
        return;
    }
    const QByteArray inner(indent + 2, ' ');
    out += node.isArray ? "[\n" : "{\n";
    for (size_t i = 0; i < node.members.size(); ++i) {
        const auto &[key, child] = node.members[i];
        out += inner + key;
        layOut(out, child, indent + 2, indent + 2 + int(key.size()));
        out += i + 1 < node.members.size() ? ",\n" : "\n";
    }
    out += QByteArray(indent, ' ') + (node.isArray ? "]" : "}");
}

} // namespace

QByteArray formatJson(const QJsonObject &object, const QStringList &keyOrder)
{
    QByteArray out;
    layOut(out, build(object, keyOrder), 0, 0);
    out += '\n';
    return out;
}

} // namespace hk
