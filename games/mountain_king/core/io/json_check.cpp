#include "io/json_check.h"

#include "json/json_document.h"

#include <QJsonDocument>

namespace hk {

namespace {

// The base's problems in Mountain King's list: a file's syntax and header have no place at the table, only a
// JSON path.
template <typename Value>
std::optional<Value> withProblems(std::optional<Value> value, base::Problems &&found, Problems &problems)
{
    for (base::Problem &p : found)
        problems.push_back({std::move(p.path), std::move(p.message), std::move(p.ruleId),
                            p.isError() ? Problem::Severity::Error : Problem::Severity::Warning});
    return value;
}

} // namespace

std::optional<QJsonValue> parseJson(const QByteArray &bytes, Problems &problems)
{
    base::Problems found;
    std::optional<QJsonValue> value = base::parseJson(bytes, found);
    return withProblems(std::move(value), std::move(found), problems);
}

std::optional<QJsonValue> readJson(const QString &fileName, Problems &problems)
{
    const std::optional<QByteArray> bytes = readInputFile(fileName, problems);
    return bytes ? parseJson(*bytes, problems) : std::nullopt;
}

std::optional<QJsonObject> parseJsonDocument(const QByteArray &bytes, const QString &format,
                                             int supportedVersion, Problems &problems)
{
    base::Problems found;
    std::optional<QJsonObject> root = base::parseJsonDocument(bytes, format, supportedVersion, found);
    return withProblems(std::move(root), std::move(found), problems);
}

std::optional<QJsonObject> readJsonDocument(const QString &fileName, const QString &format,
                                            int supportedVersion, Problems &problems)
{
    const std::optional<QByteArray> bytes = readInputFile(fileName, problems);
    return bytes ? parseJsonDocument(*bytes, format, supportedVersion, problems) : std::nullopt;
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
