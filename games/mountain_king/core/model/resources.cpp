#include "model/resources.h"

#include <QCoreApplication>
#include <QStringList>

#include <numeric>

namespace hk {

namespace {

struct ResourceInfo {
    const char *id;
    const char *name; // source text for translation
    int box;
};

constexpr std::array<ResourceInfo, kResourceKinds> kResourceInfo{{
    {"stone", QT_TRANSLATE_NOOP("Resource", "stone"), 35},
    {"iron", QT_TRANSLATE_NOOP("Resource", "iron"), 35},
    {"heartstone", QT_TRANSLATE_NOOP("Resource", "heartstone"), 30},
    {"coin", QT_TRANSLATE_NOOP("Resource", "coin"), 35},
    {"cart", QT_TRANSLATE_NOOP("Resource", "cart"), 45},
    {"hammer", QT_TRANSLATE_NOOP("Resource", "hammer"), 20},
    {"rune", QT_TRANSLATE_NOOP("Resource", "rune"), 25},
}};

constexpr std::array<const char *, 4> kClanIds{"mud", "fire", "ice", "moon"};
constexpr std::array<const char *, 4> kClanNames{
    QT_TRANSLATE_NOOP("Clan", "Mud"), QT_TRANSLATE_NOOP("Clan", "Fire"), QT_TRANSLATE_NOOP("Clan", "Ice"),
    QT_TRANSLATE_NOOP("Clan", "Moon")};

QString quotedList(const QStringList &ids)
{
    QStringList quoted;
    for (const QString &id : ids)
        quoted << QLatin1Char('"') + id + QLatin1Char('"');
    return quoted.join(QLatin1String(", "));
}

} // namespace

int total(const ResourceCounts &counts)
{
    return std::accumulate(counts.begin(), counts.end(), 0);
}

QString resourceId(Resource r)
{
    return QString::fromLatin1(kResourceInfo[static_cast<int>(r)].id);
}

std::optional<Resource> resourceFromId(const QString &id)
{
    for (Resource r : kAllResources)
        if (id == QLatin1String(kResourceInfo[static_cast<int>(r)].id))
            return r;
    return std::nullopt;
}

QString resourceName(Resource r)
{
    return QCoreApplication::translate("Resource", kResourceInfo[static_cast<int>(r)].name);
}

int boxCount(Resource r)
{
    return kResourceInfo[static_cast<int>(r)].box;
}

Resource toResource(Mineral m)
{
    switch (m) {
    case Mineral::Stone:
        return Resource::Stone;
    case Mineral::Iron:
        return Resource::Iron;
    case Mineral::Heartstone:
        break;
    }
    return Resource::Heartstone;
}

QString mineralId(Mineral m)
{
    return resourceId(toResource(m));
}

std::optional<Mineral> mineralFromId(const QString &id)
{
    for (Mineral m : kAllMinerals)
        if (id == mineralId(m))
            return m;
    return std::nullopt;
}

QString mineralName(Mineral m)
{
    return resourceName(toResource(m));
}

QString clanId(Clan c)
{
    return QString::fromLatin1(kClanIds[static_cast<int>(c)]);
}

std::optional<Clan> clanFromId(const QString &id)
{
    for (int i = 0; i < int(kClanIds.size()); ++i)
        if (id == QLatin1String(kClanIds[i]))
            return static_cast<Clan>(i);
    return std::nullopt;
}

QString clanName(Clan c)
{
    return QCoreApplication::translate("Clan", kClanNames[static_cast<int>(c)]);
}

QString resourceIdList()
{
    QStringList ids;
    for (Resource r : kAllResources)
        ids << resourceId(r);
    return quotedList(ids);
}

QString mineralIdList()
{
    QStringList ids;
    for (Mineral m : kAllMinerals)
        ids << mineralId(m);
    return quotedList(ids);
}

QString statueClanIdList()
{
    QStringList ids;
    for (Clan c : kStatueClans)
        ids << clanId(c);
    return quotedList(ids);
}

} // namespace hk
