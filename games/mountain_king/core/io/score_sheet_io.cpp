#include "io/score_sheet_io.h"

#include "io/json_reader.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace hk {

namespace {

// Translation context "ScoreSheet" (a class, so that lupdate and the runtime agree on it).
class SheetReaderText {
    Q_DECLARE_TR_FUNCTIONS(ScoreSheet)
};
const Schema<SheetTunnel> &sheetTunnelSchema()
{
    using F = Field<SheetTunnel>;
    static const Schema<SheetTunnel> schema{{
        F::required("size", &SheetTunnel::size, integer()),
        F::required("mineral", &SheetTunnel::mineral, identifier<Mineral>(mineralFromId, mineralIdList())),
    }};
    return schema;
}

const Schema<SheetHall> &sheetHallSchema()
{
    using F = Field<SheetHall>;
    static const Schema<SheetHall> schema{{
        F::optional("name", &SheetHall::name, text()),
        F::required("low", &SheetHall::low, integer()),
        F::required("high", &SheetHall::high, integer()),
        F::required("altar", &SheetHall::altar, boolean()),
    }};
    return schema;
}

const Schema<SheetStatue> &statueSchema()
{
    using F = Field<SheetStatue>;
    const auto statueClan = [](const QString &id) -> std::optional<Clan> {
        const auto clan = clanFromId(id);
        return clan == Clan::Mud ? std::nullopt : clan;
    };
    const ReadValue<QString> tunnelLabel = [](JsonReader &r, const QJsonValue &v, const JsonPath &p,
                                              QString &target) {
        const std::optional<QString> s = r.string(v, p);
        if (!s)
            return false;
        if (s->trimmed().isEmpty())
            r.error(
                p, SheetReaderText::tr("expected a tunnel label such as \"a\", found an empty one; leave the "
                                       "key out for a statue alone in its tunnel"));
        target = s->trimmed();
        return true;
    };
    static const Schema<SheetStatue> schema{{
        F::required("clan", &SheetStatue::clan, identifier<Clan>(statueClan, statueClanIdList())),
        F::required("layer", &SheetStatue::layer, integer()),
        F::required("onOwnPedestal", &SheetStatue::onOwnPedestal, boolean()),
        F::optional("tunnel", &SheetStatue::tunnel, tunnelLabel),
    }};
    return schema;
}

const Schema<SheetPlayer> &playerSchema()
{
    using F = Field<SheetPlayer>;
    static const Schema<SheetPlayer> schema{
        {
            F::required("name", &SheetPlayer::name, text()),
            F::optional("team", &SheetPlayer::team, integer()),
            F::optional("tunnels", &SheetPlayer::tunnels, listOf(objectOf(sheetTunnelSchema()))),
            F::optional("tunnelPoints", &SheetPlayer::tunnelPoints, optionalOf(integer())),
            F::optional("coronation", &SheetPlayer::coronation, integer()),
            F::optional("pedestalTokens", &SheetPlayer::pedestalTokens, listOf(integer())),
            F::optional("resources", &SheetPlayer::resources, counts()),
            F::optional("halls", &SheetPlayer::halls,
                        listOf(objectOf(sheetHallSchema()), sheet_limits::kMaxHallsListed)),
            F::optional("statues", &SheetPlayer::statues,
                        listOf(objectOf(statueSchema()), sheet_limits::kMaxStatuesListed)),
            F::optional("trollLevels", &SheetPlayer::trollLevels, listOf(integer())),
        },
        {},
        // An empty list of tunnels and the score-track total: the model cannot tell an empty list from none.
        [](JsonReader &r, const QJsonObject &o, const JsonPath &p, SheetPlayer &) {
            const QString points = QStringLiteral("tunnelPoints");
            if (o.contains(points) && o.value(QLatin1String("tunnels")).toArray().isEmpty() &&
                o.contains(QLatin1String("tunnels")))
                r.error(p.key(points),
                        SheetReaderText::tr(
                            "give either the tunnels or the tunnel points from the score track, not both"));
        }};
    return schema;
}

const Schema<ScoreSheet> &sheetSchema()
{
    using F = Field<ScoreSheet>;
    static const Schema<ScoreSheet> schema{
        {
            F::optional("teams", &ScoreSheet::teams, boolean()),
            F::required("players", &ScoreSheet::players, listOf(objectOf(playerSchema()))),
        },
        {key("format"), key("version"), key("game")},
        // "game", when given, names Mountain King: another game's sheet is read by its own module.
        [](JsonReader &r, const QJsonObject &o, const JsonPath &p, ScoreSheet &) {
            const QJsonValue game = o.value(QLatin1String("game"));
            if (!game.isUndefined() && game != QJsonValue(QLatin1String("mountain-king")))
                r.error(p.key(u"game"),
                        QCoreApplication::translate("JsonChecker", "expected \"%1\", found %2")
                            .arg(QStringLiteral("mountain-king"), describeJson(game)));
        }};
    return schema;
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

ScoreSheetReadResult readSheetObject(const QJsonObject &root, Problems problems, ReadMode mode)
{
    JsonReader r(problems);
    ScoreSheet sheet;
    readFields(r, root, JsonPath(), sheetSchema(), sheet);

    const Problems structural = problems;
    for (const Problem &problem : validateSheet(sheet))
        if (!coveredBy(problem, structural))
            problems.push_back(problem);

    locateProblems(problems, sheetLocation);
    ScoreSheetReadResult result;
    if (!hasErrors(problems) || (mode == ReadMode::Draft && !hasErrors(structural)))
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

ScoreSheetReadResult parseScoreSheet(const QByteArray &bytes, ReadMode mode)
{
    Problems problems;
    const auto root = parseJsonDocument(bytes, key(kScoreSheetFormat), kScoreSheetVersion, problems);
    locateProblems(problems, sheetLocation); // a sheetKey given twice in a player's entry
    return root ? readSheetObject(*root, problems, mode) : ScoreSheetReadResult{std::nullopt, problems};
}

ScoreSheetReadResult readScoreSheet(const QString &fileName, ReadMode mode)
{
    Problems problems;
    const auto root = readJsonDocument(fileName, key(kScoreSheetFormat), kScoreSheetVersion, problems);
    locateProblems(problems, sheetLocation);
    return root ? readSheetObject(*root, problems, mode) : ScoreSheetReadResult{std::nullopt, problems};
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

QString writeScoreSheet(const QString &fileName, const ScoreSheet &sheet, WriteMode mode)
{
    return writeFileAtomically(fileName, scoreSheetToBytes(sheet), mode);
}

} // namespace hk
