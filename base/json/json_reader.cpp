#include "json/json_reader.h"

#include "i18n/arg_text.h"
#include "json/json_document.h"

#include <QCoreApplication>
#include <QUuid>

#include <cmath>

namespace hk::base {

namespace {

// Translation context "JsonChecker", where Mountain King's reader says the same words.
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
    const double d = value.toDouble();
    if (value.isDouble() && std::floor(d) == d && std::fabs(d) <= kMaxJsonInteger)
        return int(d);
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

void JsonReader::expectedOneOf(const QJsonValue &value, const JsonPath &path, const QString &expected)
{
    error(path, ReaderText::tr("expected one of %1, found %2").arg(expected, describeJson(value)));
}

ReadValue<int> integer(IntRange range)
{
    return [range](JsonReader &r, const QJsonValue &v, const JsonPath &p, int &target) {
        const std::optional<int> n = r.integer(v, p);
        if (!n)
            return false;
        if (*n < range.min || *n > range.max) {
            r.error(p,
                    ReaderText::tr("expected an integer from %1 to %2, found %3")
                        .arg(argText(range.min), argText(range.max), argText(*n)),
                    range.ruleId);
            return false;
        }
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

ReadValue<QString> text(int maxLength)
{
    return [maxLength](JsonReader &r, const QJsonValue &v, const JsonPath &p, QString &target) {
        const std::optional<QString> s = r.string(v, p, maxLength);
        if (s)
            target = *s;
        return s.has_value();
    };
}

ReadValue<QString> uuidText()
{
    return [](JsonReader &r, const QJsonValue &v, const JsonPath &p, QString &target) {
        const std::optional<QString> s = r.string(v, p);
        if (!s)
            return false;
        const QUuid uuid = QUuid::fromString(*s);
        if (uuid.isNull()) {
            r.error(p, ReaderText::tr("expected a uuid such as \"%1\", found %2")
                           .arg(QStringLiteral("0b6c7a34-5f8e-4d2a-9c1b-3e4f5a6b7c8d"), describeJson(v)));
            return false;
        }
        target = uuid.toString(QUuid::WithoutBraces);
        return true;
    };
}

ReadValue<QString> oneOf(QStringList ids, QString ruleId)
{
    return [ids = std::move(ids), ruleId = std::move(ruleId)](JsonReader &r, const QJsonValue &v,
                                                              const JsonPath &p, QString &target) {
        if (v.isString() && ids.contains(v.toString())) {
            target = v.toString();
            return true;
        }
        r.error(p,
                ReaderText::tr("expected one of %1, found %2")
                    .arg(ids.join(QLatin1String(", ")), describeJson(v)),
                ruleId);
        return false;
    };
}

} // namespace hk::base
