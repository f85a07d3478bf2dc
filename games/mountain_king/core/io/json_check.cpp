#include "io/json_check.h"

#include "i18n/arg_text.h"
#include "io/json_reader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <deque>

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

} // namespace

std::optional<QJsonValue> parseJson(const QByteArray &rawBytes, Problems &problems)
{
    ProblemReporter report(problems);
    QByteArray bytes = rawBytes;
    if (bytes.startsWith("\xEF\xBB\xBF")) // a UTF-8 byte order mark, as some editors write
        bytes.remove(0, 3);
    if (std::all_of(bytes.begin(), bytes.end(), [](char c) { return QChar::isSpace(uchar(c)); })) {
        report.error({}, JsonText::tr("the file is empty"));
        return std::nullopt;
    }
    // Keys given twice first: a text holding millions of them would take the parser seconds.
    const size_t before = problems.size();
    if (reportDuplicateKeys(bytes, report) && problems.size() != before)
        return std::nullopt;
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

QString documentFormatOf(const QString &fileName)
{
    Problems ignored;
    const std::optional<QByteArray> bytes = readInputFile(fileName, ignored);
    if (!bytes)
        return {};
    const QString format =
        QJsonDocument::fromJson(*bytes).object().value(QStringLiteral("format")).toString();
    return format.startsWith(QLatin1String("hallkeeper-")) ? format : QString();
}

} // namespace hk
