#include "io/score_sheet_io.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace hk {

namespace {

// Translation context "ScoreSheet" (a class, so that lupdate and the runtime agree on it).
class SheetReaderText {
    Q_DECLARE_TR_FUNCTIONS(ScoreSheet)
};
QString key(const char *k)
{
    return QString::fromLatin1(k);
}

// Reads a list whose items are read by `readItem(value, path)`.
template <class ReadItem>
void readList(JsonChecker &check, const QJsonObject &object, const char *name, const QString &path,
              ReadItem readItem)
{
    if (!object.contains(key(name)))
        return;
    const QString listPath = childPath(path, key(name));
    if (const auto list = check.array(object.value(key(name)), listPath))
        for (qsizetype i = 0; i < list->size(); ++i)
            readItem(list->at(i), indexPath(listPath, i));
}

template <class T>
void readOptional(JsonChecker &check, const QJsonObject &object, const char *name, const QString &path,
                  T &target)
{
    if (!object.contains(key(name)))
        return;
    const QJsonValue value = object.value(key(name));
    const QString valuePath = childPath(path, key(name));
    if constexpr (std::is_same_v<T, bool>) {
        if (auto b = check.boolean(value, valuePath))
            target = *b;
    } else {
        if (auto n = check.integer(value, valuePath))
            target = *n;
    }
}

// Reads a required key; returns false if it is missing or of the wrong type.
template <class T>
bool readRequired(JsonChecker &check, const QJsonObject &object, const char *name, const QString &path,
                  T &target)
{
    if (!check.require(object, key(name), path))
        return false;
    bool ok = false;
    const QJsonValue value = object.value(key(name));
    const QString valuePath = childPath(path, key(name));
    if constexpr (std::is_same_v<T, bool>) {
        if (auto b = check.boolean(value, valuePath))
            target = *b, ok = true;
    } else if constexpr (std::is_same_v<T, QString>) {
        if (auto s = check.string(value, valuePath))
            target = *s, ok = true;
    } else {
        if (auto n = check.integer(value, valuePath))
            target = *n, ok = true;
    }
    return ok;
}

SheetTunnel readTunnel(JsonChecker &check, const QJsonObject &object, const QString &path)
{
    SheetTunnel tunnel;
    check.rejectUnknownKeys(object, path, {key("size"), key("mineral")});
    readRequired(check, object, "size", path, tunnel.size);
    if (check.require(object, key("mineral"), path))
        if (auto m = check.identifier<Mineral>(object.value(key("mineral")), childPath(path, key("mineral")),
                                               mineralFromId, mineralIdList()))
            tunnel.mineral = *m;
    return tunnel;
}

SheetHall readHall(JsonChecker &check, const QJsonObject &object, const QString &path)
{
    SheetHall hall;
    check.rejectUnknownKeys(object, path, {key("name"), key("low"), key("high"), key("altar")});
    if (object.contains(key("name")))
        if (auto s = check.string(object.value(key("name")), childPath(path, key("name"))))
            hall.name = *s;
    readRequired(check, object, "low", path, hall.low);
    readRequired(check, object, "high", path, hall.high);
    readRequired(check, object, "altar", path, hall.altar);
    return hall;
}

SheetStatue readStatue(JsonChecker &check, const QJsonObject &object, const QString &path)
{
    SheetStatue statue;
    check.rejectUnknownKeys(object, path, {key("clan"), key("layer"), key("onOwnPedestal"), key("tunnel")});
    const auto statueClan = [](const QString &id) -> std::optional<Clan> {
        const auto clan = clanFromId(id);
        return clan == Clan::Mud ? std::nullopt : clan;
    };
    if (check.require(object, key("clan"), path))
        if (auto c = check.identifier<Clan>(object.value(key("clan")), childPath(path, key("clan")),
                                            statueClan, statueClanIdList()))
            statue.clan = *c;
    readRequired(check, object, "layer", path, statue.layer);
    readRequired(check, object, "onOwnPedestal", path, statue.onOwnPedestal);
    if (object.contains(key("tunnel"))) {
        const QString tunnelPath = childPath(path, key("tunnel"));
        if (auto s = check.string(object.value(key("tunnel")), tunnelPath)) {
            if (s->trimmed().isEmpty())
                check.error(tunnelPath,
                            SheetReaderText::tr(
                                "expected a tunnel label such as \"a\", found an empty one; leave the "
                                "key out for a statue alone in its tunnel"));
            statue.tunnel = s->trimmed();
        }
    }
    return statue;
}

void readResources(JsonChecker &check, const QJsonObject &object, const QString &path, ResourceCounts &counts)
{
    QStringList ids;
    for (Resource r : kAllResources)
        ids << resourceId(r);
    check.rejectUnknownKeys(object, path, ids);
    for (Resource r : kAllResources)
        if (object.contains(resourceId(r)))
            if (auto n = check.integer(object.value(resourceId(r)), childPath(path, resourceId(r))))
                at(counts, r) = *n;
}

SheetPlayer readPlayer(JsonChecker &check, const QJsonObject &object, const QString &path)
{
    SheetPlayer player;
    check.rejectUnknownKeys(object, path,
                            {key("name"), key("team"), key("tunnels"), key("tunnelPoints"), key("coronation"),
                             key("pedestalTokens"), key("resources"), key("halls"), key("statues"),
                             key("trollLevels")});
    readRequired(check, object, "name", path, player.name);
    readOptional(check, object, "team", path, player.team);
    readList(check, object, "tunnels", path, [&](const QJsonValue &value, const QString &itemPath) {
        if (auto o = check.object(value, itemPath))
            player.tunnels.push_back(readTunnel(check, *o, itemPath));
    });
    if (object.contains(key("tunnelPoints"))) {
        int points = 0;
        if (readRequired(check, object, "tunnelPoints", path, points))
            player.tunnelPoints = points;
        if (object.contains(key("tunnels")) && player.tunnels.empty())
            check.error(childPath(path, key("tunnelPoints")),
                        SheetReaderText::tr(
                            "give either the tunnels or the tunnel points from the score track, not both"));
    }
    readOptional(check, object, "coronation", path, player.coronation);
    readList(check, object, "pedestalTokens", path, [&](const QJsonValue &value, const QString &itemPath) {
        if (auto n = check.integer(value, itemPath))
            player.pedestalTokens.push_back(*n);
    });
    if (object.contains(key("resources")))
        if (auto o = check.object(object.value(key("resources")), childPath(path, key("resources"))))
            readResources(check, *o, childPath(path, key("resources")), player.resources);
    readList(check, object, "halls", path, [&](const QJsonValue &value, const QString &itemPath) {
        if (auto o = check.object(value, itemPath))
            player.halls.push_back(readHall(check, *o, itemPath));
    });
    readList(check, object, "statues", path, [&](const QJsonValue &value, const QString &itemPath) {
        if (auto o = check.object(value, itemPath))
            player.statues.push_back(readStatue(check, *o, itemPath));
    });
    readList(check, object, "trollLevels", path, [&](const QJsonValue &value, const QString &itemPath) {
        if (auto n = check.integer(value, itemPath))
            player.trollLevels.push_back(*n);
    });
    return player;
}

// A semantic problem is not worth reporting where the reader already found the value unreadable.
bool coveredBy(const Problem &problem, const Problems &structural)
{
    for (const Problem &p : structural) {
        if (p.path.isEmpty() || problem.path == p.path)
            return true;
        if (problem.path.startsWith(p.path) && (problem.path.at(p.path.size()) == QLatin1Char('.') ||
                                                problem.path.at(p.path.size()) == QLatin1Char('[')))
            return true;
    }
    return false;
}

ScoreSheetReadResult readSheetObject(const QJsonObject &root, Problems problems)
{
    JsonChecker check(problems);
    ScoreSheet sheet;
    check.rejectUnknownKeys(root, {}, {key("format"), key("version"), key("teams"), key("players")});
    readOptional(check, root, "teams", {}, sheet.teams);
    if (check.require(root, key("players"), {}))
        if (auto list = check.array(root.value(key("players")), key("players")))
            for (qsizetype i = 0; i < list->size(); ++i) {
                const QString path = indexPath(key("players"), i);
                if (auto o = check.object(list->at(i), path))
                    sheet.players.push_back(readPlayer(check, *o, path));
                else
                    sheet.players.push_back({}); // keeps the indexes of later players true to the file
            }

    const Problems structural = problems;
    for (const Problem &problem : validateSheet(sheet))
        if (!coveredBy(problem, structural))
            problems.push_back(problem);

    ScoreSheetReadResult result;
    if (!hasErrors(problems))
        result.sheet = std::move(sheet);
    result.problems = std::move(problems);
    return result;
}

QJsonArray intArray(const std::vector<int> &values)
{
    QJsonArray array;
    for (int v : values)
        array.append(v);
    return array;
}

} // namespace

ScoreSheetReadResult parseScoreSheet(const QByteArray &bytes)
{
    Problems problems;
    const auto root = parseJsonDocument(bytes, key(kScoreSheetFormat), kScoreSheetVersion, problems);
    return root ? readSheetObject(*root, problems) : ScoreSheetReadResult{std::nullopt, problems};
}

ScoreSheetReadResult readScoreSheet(const QString &fileName)
{
    Problems problems;
    const auto root = readJsonDocument(fileName, key(kScoreSheetFormat), kScoreSheetVersion, problems);
    return root ? readSheetObject(*root, problems) : ScoreSheetReadResult{std::nullopt, problems};
}

QJsonObject scoreSheetToJson(const ScoreSheet &sheet)
{
    QJsonArray players;
    for (const SheetPlayer &player : sheet.players) {
        QJsonObject o;
        o[key("name")] = player.name;
        if (sheet.teams)
            o[key("team")] = player.team;
        if (player.tunnelPoints) {
            o[key("tunnelPoints")] = *player.tunnelPoints;
        } else {
            QJsonArray tunnels;
            for (const SheetTunnel &t : player.tunnels)
                tunnels.append(QJsonObject{{key("size"), t.size}, {key("mineral"), mineralId(t.mineral)}});
            o[key("tunnels")] = tunnels;
        }
        o[key("coronation")] = player.coronation;
        o[key("pedestalTokens")] = intArray(player.pedestalTokens);
        QJsonObject resources;
        for (Resource r : kAllResources)
            resources[resourceId(r)] = at(player.resources, r);
        o[key("resources")] = resources;
        QJsonArray halls;
        for (const SheetHall &h : player.halls) {
            QJsonObject hall{{key("low"), h.low}, {key("high"), h.high}, {key("altar"), h.altar}};
            if (!h.name.isEmpty())
                hall[key("name")] = h.name;
            halls.append(hall);
        }
        o[key("halls")] = halls;
        QJsonArray statues;
        for (const SheetStatue &s : player.statues) {
            QJsonObject statue{{key("clan"), clanId(s.clan)},
                               {key("layer"), s.layer},
                               {key("onOwnPedestal"), s.onOwnPedestal}};
            if (!s.tunnel.trimmed().isEmpty())
                statue[key("tunnel")] = s.tunnel.trimmed();
            statues.append(statue);
        }
        o[key("statues")] = statues;
        o[key("trollLevels")] = intArray(player.trollLevels);
        players.append(o);
    }
    return QJsonObject{{key("format"), key(kScoreSheetFormat)},
                       {key("version"), kScoreSheetVersion},
                       {key("teams"), sheet.teams},
                       {key("players"), players}};
}

QByteArray scoreSheetToBytes(const ScoreSheet &sheet)
{
    static const QStringList order{
        key("format"),    key("version"), key("teams"),        key("players"),       key("name"),
        key("team"),      key("tunnels"), key("tunnelPoints"), key("coronation"),    key("pedestalTokens"),
        key("resources"), key("halls"),   key("statues"),      key("trollLevels"),   key("size"),
        key("mineral"),   key("stone"),   key("iron"),         key("heartstone"),    key("coin"),
        key("cart"),      key("hammer"),  key("rune"),         key("low"),           key("high"),
        key("altar"),     key("clan"),    key("layer"),        key("onOwnPedestal"), key("tunnel")};
    return formatJson(scoreSheetToJson(sheet), order);
}

QString writeScoreSheet(const QString &fileName, const ScoreSheet &sheet)
{
    return writeFileAtomically(fileName, scoreSheetToBytes(sheet));
}

} // namespace hk
