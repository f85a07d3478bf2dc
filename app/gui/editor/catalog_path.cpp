#include "catalog_path.h"

#include <QRegularExpression>

namespace hk::gui {

CatalogPath parseCatalogPath(const QString &path)
{
    static const QRegularExpression pattern(
        QStringLiteral(R"(^([A-Za-z]+)(?:\[(\d+)\])?(?:\.([A-Za-z]+))?)"));
    CatalogPath result;
    const QRegularExpressionMatch match = pattern.match(path);
    if (!match.hasMatch())
        return result;
    const QString head = match.captured(1);
    const bool isList = head == QLatin1String("tunnels") || head == QLatin1String("halls") ||
                        head == QLatin1String("workshops") || head == QLatin1String("trolls");
    if (!isList) { // a field of the catalog itself: "name", "description"
        result.field = head;
        return result;
    }
    result.list = head;
    if (match.hasCaptured(2))
        result.index = match.captured(2).toInt();
    result.field = match.captured(3);
    return result;
}

} // namespace hk::gui
