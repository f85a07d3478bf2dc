#include "io/json_reader.h"
#include "i18n/arg_text.h"

#include <QCoreApplication>

#include <cmath>

namespace hk {

namespace {

// Translation context "JsonChecker", where these strings have always been translated.
class ReaderText {
    Q_DECLARE_TR_FUNCTIONS(JsonChecker)
};

} // namespace

QString JsonPath::text() const
{
    if (!m_parent)
        return {};
    const QString parent = m_parent->text();
    if (m_index >= 0)
        return indexPath(parent, m_index);
    // A key is shown whole unless a hostile file made it huge: the path is for finding it, not copying it.
    return childPath(parent, m_key.size() > kMaxShownKeyLength
                                 ? m_key.left(kMaxShownKeyLength - 1).toString() + QStringLiteral("…")
                                 : m_key.toString());
}

std::optional<int> JsonReader::integer(const QJsonValue &value, const JsonPath &path)
{
    if (value.isDouble()) {
        const double d = value.toDouble();
        if (std::floor(d) == d && std::fabs(d) <= kMaxJsonInteger)
            return int(d);
    }
    error(path, ReaderText::tr("expected an integer, found %1").arg(describeJson(value)));
    return std::nullopt;
}

std::optional<bool> JsonReader::boolean(const QJsonValue &value, const JsonPath &path)
{
    if (value.isBool())
        return value.toBool();
    error(path, ReaderText::tr("expected true or false, found %1").arg(describeJson(value)));
    return std::nullopt;
}

std::optional<QString> JsonReader::string(const QJsonValue &value, const JsonPath &path, int maxLength)
{
    if (value.isString()) {
        QString s = value.toString();
        if (s.size() <= maxLength)
            return s;
        error(path, ReaderText::tr("expected at most %1 characters, found %2: a limit of Hallkeeper's, far "
                                   "beyond any real table")
                        .arg(argText(maxLength), argText(s.size())));
        return std::nullopt;
    }
    error(path, ReaderText::tr("expected a string, found %1").arg(describeJson(value)));
    return std::nullopt;
}

std::optional<QJsonArray> JsonReader::array(const QJsonValue &value, const JsonPath &path, int maxItems)
{
    if (value.isArray()) {
        QJsonArray list = value.toArray();
        if (list.size() <= maxItems)
            return list;
        error(path, ReaderText::tr("expected at most %1 items, found %2: a limit of Hallkeeper's, far beyond "
                                   "any real table")
                        .arg(argText(maxItems), argText(list.size())));
        return std::nullopt;
    }
    error(path, ReaderText::tr("expected a list, found %1").arg(describeJson(value)));
    return std::nullopt;
}

std::optional<QJsonObject> JsonReader::object(const QJsonValue &value, const JsonPath &path)
{
    if (value.isObject())
        return value.toObject();
    error(path, ReaderText::tr("expected an object, found %1").arg(describeJson(value)));
    return std::nullopt;
}

void JsonReader::missing(const JsonPath &path)
{
    error(path, ReaderText::tr("missing; this key is required"));
}

void JsonReader::unknownKey(const JsonPath &path, const QStringList &allowed)
{
    error(path, ReaderText::tr("unknown key; expected one of: %1").arg(allowed.join(QLatin1String(", "))));
}

void JsonReader::moreUnknownKeys(const JsonPath &object, int count)
{
    error(object, ReaderText::tr("%n more unknown keys", nullptr, count));
}

void JsonReader::expectedOneOf(const QJsonValue &value, const JsonPath &path, const QString &expected)
{
    error(path, ReaderText::tr("expected one of %1, found %2").arg(expected, describeJson(value)));
}

namespace {

bool inRange(JsonReader &r, int value, const IntRange &range, const JsonPath &path)
{
    if (value >= range.min && value <= range.max)
        return true;
    const QString rule = range.ruleId ? QString::fromLatin1(range.ruleId) : QString();
    if (range.outOfRange)
        r.error(path, range.outOfRange(value), rule);
    else if (range.max == kMaxJsonInteger)
        r.error(path,
                ReaderText::tr("expected an integer ≥ %1, found %2").arg(argText(range.min), argText(value)),
                rule);
    else
        r.error(path,
                ReaderText::tr("expected an integer from %1 to %2, found %3")
                    .arg(argText(range.min), argText(range.max), argText(value)),
                rule);
    return false;
}

} // namespace

ReadValue<int> integer(IntRange range)
{
    return [range](JsonReader &r, const QJsonValue &v, const JsonPath &p, int &target) {
        const std::optional<int> n = r.integer(v, p);
        if (!n || !inRange(r, *n, range, p))
            return false;
        target = *n;
        return true;
    };
}

ReadValue<bool> boolean()
{
    return [](JsonReader &r, const QJsonValue &v, const JsonPath &p, bool &target) {
        const std::optional<bool> b = r.boolean(v, p);
        if (b)
            target = *b;
        return b.has_value();
    };
}

ReadValue<QString> text(Trim trim, int maxLength)
{
    return [trim, maxLength](JsonReader &r, const QJsonValue &v, const JsonPath &p, QString &target) {
        const std::optional<QString> s = r.string(v, p, maxLength);
        if (s)
            target = trim == Trim::Yes ? s->trimmed() : *s;
        return s.has_value();
    };
}

ReadValue<TranslatedNames> translatedNames(int maxLength)
{
    return [maxLength](JsonReader &r, const QJsonValue &v, const JsonPath &p, TranslatedNames &target) {
        const std::optional<QJsonObject> o = r.object(v, p);
        if (!o)
            return false;
        const QStringList languages = translatedLanguageCodes();
        for (auto it = o->begin(); it != o->end(); ++it) {
            const QString language = it.key();
            const JsonPath at = p.key(language);
            if (!languages.contains(language)) {
                r.unknownKey(at, languages);
                continue;
            }
            const std::optional<QString> text = r.string(it.value(), at, maxLength);
            if (text && text->trimmed().isEmpty())
                r.error(at, ReaderText::tr("expected a translation, found an empty string"));
            else if (text)
                target[language] = text->trimmed();
        }
        return true;
    };
}

ReadValue<Square> square()
{
    return [](JsonReader &r, const QJsonValue &v, const JsonPath &p, Square &target) {
        const QJsonArray pair = v.toArray();
        if (!v.isArray() || pair.size() != 2 || !pair[0].isDouble() || !pair[1].isDouble()) {
            r.error(p, ReaderText::tr("expected a square as [row, column], found %1").arg(describeJson(v)));
            return false;
        }
        const std::optional<int> row = r.integer(pair[0], p.index(0));
        const std::optional<int> column = r.integer(pair[1], p.index(1));
        if (!row || !column)
            return false;
        target = {*row, *column};
        return true;
    };
}

ReadValue<ResourceCounts> counts(IntRange range)
{
    return [range](JsonReader &r, const QJsonValue &v, const JsonPath &p, ResourceCounts &target) {
        const std::optional<QJsonObject> o = r.object(v, p);
        if (!o)
            return false;
        bool ok = true;
        for (auto it = o->begin(); it != o->end(); ++it) {
            const QString key = it.key();
            const std::optional<Resource> resource = resourceFromId(key);
            if (!resource) {
                r.error(p.key(key), ReaderText::tr("unknown key; expected one of: %1").arg(resourceIdList()));
                ok = false;
                continue;
            }
            const std::optional<int> n = r.integer(it.value(), p.key(key));
            if (n && inRange(r, *n, range, p.key(key)))
                at(target, *resource) = *n;
            else
                ok = false;
        }
        return ok;
    };
}

} // namespace hk
