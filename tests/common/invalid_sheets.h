#pragma once

// Every constraint of docs/formats.md as a broken sheet: the reader test and the CLI test both run
// each case, so every constraint is one test row in each.

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <functional>
#include <vector>

namespace hk::test {

struct InvalidSheetCase {
    const char *name;
    QByteArray bytes;
    QString path;   // the JSON path the first error must name ("" = the file as a whole)
    QString ruleId; // the rule cited, if any
};

// A valid two-player sheet that each case breaks in one way.
inline QJsonObject validSheetJson()
{
    const QByteArray text = R"({
      "format": "hallkeeper-score-sheet", "version": 1, "teams": false,
      "players": [
        { "name": "Ann", "tunnels": [ { "size": 4, "mineral": "stone" } ], "coronation": 3,
          "pedestalTokens": [3, 5], "resources": { "stone": 2, "cart": 3 },
          "halls": [ { "name": "Treasure Hall", "low": 6, "high": 15, "altar": true } ],
          "statues": [ { "clan": "fire", "layer": 5, "onOwnPedestal": true, "tunnel": "a" } ],
          "trollLevels": [1, 2, 1, 1, 2, 1] },
        { "name": "Bob", "tunnelPoints": 20 }
      ] })";
    return QJsonDocument::fromJson(text).object();
}

inline QByteArray toBytes(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

// The sheet with player `index` changed by `edit`.
inline QByteArray withPlayer(int index, const std::function<void(QJsonObject &)> &edit)
{
    QJsonObject root = validSheetJson();
    QJsonArray players = root[QStringLiteral("players")].toArray();
    QJsonObject p = players[index].toObject();
    edit(p);
    players[index] = p;
    root[QStringLiteral("players")] = players;
    return toBytes(root);
}

inline QByteArray withRoot(const std::function<void(QJsonObject &)> &edit)
{
    QJsonObject root = validSheetJson();
    edit(root);
    return toBytes(root);
}

inline QJsonObject extraPlayer(const QString &name)
{
    return QJsonObject{{QStringLiteral("name"), name}};
}

inline QByteArray withPlayers(int count, const std::function<void(QJsonObject &, int)> &edit = {})
{
    QJsonObject root = validSheetJson();
    QJsonArray players;
    for (int i = 0; i < count; ++i) {
        QJsonObject p = extraPlayer(QStringLiteral("P%1").arg(i + 1));
        if (edit)
            edit(p, i);
        players.append(p);
    }
    root[QStringLiteral("players")] = players;
    return toBytes(root);
}

inline QJsonArray repeated(const QJsonValue &value, int count)
{
    QJsonArray array;
    for (int i = 0; i < count; ++i)
        array.append(value);
    return array;
}

inline QJsonObject obj(const char *json)
{
    return QJsonDocument::fromJson(json).object();
}

inline std::vector<InvalidSheetCase> invalidSheetCases()
{
    using O = QJsonObject;
    const auto set = [](const char *key, const QJsonValue &value) {
        return [key, value](O &o) { o[QLatin1String(key)] = value; };
    };
    const auto remove = [](const char *key) { return [key](O &o) { o.remove(QLatin1String(key)); }; };
    const auto tunnel = [](const char *json) {
        return [json](O &o) { o[QStringLiteral("tunnels")] = QJsonArray{obj(json)}; };
    };
    const auto hall = [](const char *json) {
        return [json](O &o) { o[QStringLiteral("halls")] = QJsonArray{obj(json)}; };
    };
    const auto statue = [](const char *json) {
        return [json](O &o) { o[QStringLiteral("statues")] = QJsonArray{obj(json)}; };
    };
    const auto resources = [](const char *json) {
        return [json](O &o) { o[QStringLiteral("resources")] = obj(json); };
    };
    const QJsonObject fireOnPedestal = obj(R"({"clan":"fire","layer":3,"onOwnPedestal":false})");

    return {
        // The file as a whole.
        {"not JSON", "{ \"format\": ", "", ""},
        {"empty file", "", "", ""},
        {"top level is a list", "[1, 2]", "", ""},
        {"format missing", withRoot(remove("format")), "format", ""},
        {"format of another file", withRoot(set("format", "hallkeeper-board")), "format", ""},
        {"version missing", withRoot(remove("version")), "version", ""},
        {"version from the future", withRoot(set("version", 2)), "version", ""},
        {"version zero", withRoot(set("version", 0)), "version", ""},
        {"version as a string", withRoot(set("version", "1")), "version", ""},
        {"unknown top-level key", withRoot(set("player", QJsonArray())), "player", ""},
        {"a key twice at the top",
         withRoot([](O &) {}).replace("\"teams\":false", "\"teams\":false,\"teams\":true"), "teams", ""},
        {"a key twice in a player",
         withRoot([](O &) {}).replace("\"name\":\"Bob\"", "\"name\":\"Bob\",\"name\":\"Al\""),
         "players[1].name", ""},
        {"teams not a boolean", withRoot(set("teams", "no")), "teams", ""},
        {"players missing", withRoot(remove("players")), "players", ""},
        {"players not a list", withRoot(set("players", QJsonObject())), "players", ""},
        {"one player", withPlayers(1), "players", ""},
        {"six players", withPlayers(6), "players", ""},
        {"player not an object", withRoot([](O &o) {
             QJsonArray players = o[QStringLiteral("players")].toArray();
             players[1] = 7;
             o[QStringLiteral("players")] = players;
         }),
         "players[1]", ""},
        // Names.
        {"unknown player key", withPlayer(0, set("coronaton", 3)), "players[0].coronaton", ""},
        {"name missing", withPlayer(1, remove("name")), "players[1].name", ""},
        {"name empty", withPlayer(1, set("name", "  ")), "players[1].name", ""},
        {"name not a string", withPlayer(1, set("name", 12)), "players[1].name", ""},
        {"duplicate name", withPlayer(1, set("name", "Ann")), "players[1].name", ""},
        // Tunnels.
        {"tunnels not a list", withPlayer(0, set("tunnels", 4)), "players[0].tunnels", ""},
        {"tunnel not an object", withPlayer(0, set("tunnels", QJsonArray{4})), "players[0].tunnels[0]", ""},
        {"tunnel size 6", withPlayer(0, tunnel(R"({"size":6,"mineral":"iron"})")),
         "players[0].tunnels[0].size", "DIG-SCORE"},
        {"tunnel size 1", withPlayer(0, tunnel(R"({"size":1,"mineral":"iron"})")),
         "players[0].tunnels[0].size", "DIG-SCORE"},
        {"tunnel size not an integer", withPlayer(0, tunnel(R"({"size":2.5,"mineral":"iron"})")),
         "players[0].tunnels[0].size", ""},
        {"tunnel mineral unknown", withPlayer(0, tunnel(R"({"size":3,"mineral":"gold"})")),
         "players[0].tunnels[0].mineral", ""},
        {"tunnel mineral missing", withPlayer(0, tunnel(R"({"size":3})")), "players[0].tunnels[0].mineral",
         ""},
        {"tunnel unknown key", withPlayer(0, tunnel(R"({"size":3,"mineral":"iron","anchor":true})")),
         "players[0].tunnels[0].anchor", ""},
        {"tunnels and tunnel points", withPlayer(0, set("tunnelPoints", 12)), "players[0].tunnelPoints", ""},
        {"empty tunnels and tunnel points", withPlayer(1, set("tunnels", QJsonArray())),
         "players[1].tunnelPoints", ""},
        {"tunnel points negative", withPlayer(1, set("tunnelPoints", -1)), "players[1].tunnelPoints",
         "DIG-SCORE"},
        {"tunnel points beyond 52 tiles", withPlayer(1, set("tunnelPoints", 573)), "players[1].tunnelPoints",
         "DIG-SCORE"},
        {"more tunnels than the box",
         withPlayer(0, set("tunnels", repeated(obj(R"({"size":3,"mineral":"stone"})"), 53))),
         "players[0].tunnels[52]", "DIG-SUPPLY"},
        // Coronation.
        {"coronation 4", withPlayer(0, set("coronation", 4)), "players[0].coronation", "SCORE-CROWN"},
        {"coronation null", withPlayer(0, set("coronation", QJsonValue())), "players[0].coronation", ""},
        {"coronation 5 with 2 players", withPlayer(0, set("coronation", 5)), "players[0].coronation",
         "SET-CROWNS"},
        {"two coronation tokens 3", withPlayer(1, set("coronation", 3)), "players[1].coronation",
         "END-CROWN"},
        {"two coronation tokens 5",
         withPlayers(3, [](O &p, int i) { p[QStringLiteral("coronation")] = i ? 5 : 0; }),
         "players[2].coronation", "END-CROWN"},
        // Pedestal score tokens.
        {"pedestal tokens not a list", withPlayer(0, set("pedestalTokens", 8)), "players[0].pedestalTokens",
         ""},
        {"pedestal token 0", withPlayer(0, set("pedestalTokens", QJsonArray{0})),
         "players[0].pedestalTokens[0]", "SCORE-PEDTOKENS"},
        {"pedestal token 10", withPlayer(0, set("pedestalTokens", QJsonArray{10})),
         "players[0].pedestalTokens[0]", "SCORE-PEDTOKENS"},
        {"more than 15 pedestal tokens", withPlayer(1, set("pedestalTokens", repeated(2, 14))),
         "players[1].pedestalTokens[13]", "SET-PEDTRACK"},
        // Resources.
        {"resources not an object", withPlayer(0, set("resources", QJsonArray{1, 2})), "players[0].resources",
         ""},
        {"resource of an unknown kind", withPlayer(0, resources(R"({"gold":1})")),
         "players[0].resources.gold", ""},
        {"resource negative", withPlayer(0, resources(R"({"stone":-1})")), "players[0].resources.stone",
         "SCORE-LEFTOVER"},
        {"resource not an integer", withPlayer(0, resources(R"({"iron":"two"})")),
         "players[0].resources.iron", ""},
        {"resource beyond any game", withPlayer(0, resources(R"({"rune":10000})")),
         "players[0].resources.rune", "SCORE-LEFTOVER"},
        {"integer far too large", withPlayer(0, resources(R"({"coin":1e12})")), "players[0].resources.coin",
         ""},
        // Halls.
        {"halls not a list", withPlayer(0, set("halls", true)), "players[0].halls", ""},
        {"hall low negative", withPlayer(0, hall(R"({"low":-1,"high":4,"altar":false})")),
         "players[0].halls[0].low", "SCORE-HALL"},
        {"hall high below low", withPlayer(0, hall(R"({"low":6,"high":4,"altar":false})")),
         "players[0].halls[0].high", "SCORE-HALL"},
        {"hall altar missing", withPlayer(0, hall(R"({"low":6,"high":15})")), "players[0].halls[0].altar",
         ""},
        {"hall altar not a boolean", withPlayer(0, hall(R"({"low":6,"high":15,"altar":1})")),
         "players[0].halls[0].altar", ""},
        {"hall name not a string", withPlayer(0, hall(R"({"name":5,"low":6,"high":15,"altar":true})")),
         "players[0].halls[0].name", ""},
        {"more than 6 halls",
         withPlayer(1, set("halls", repeated(obj(R"({"low":1,"high":2,"altar":false})"), 6))),
         "players[1].halls[5]", "SCORE-HALL"},
        // Statues.
        {"statues not a list", withPlayer(0, set("statues", "fire")), "players[0].statues", ""},
        {"statue of the Mud clan", withPlayer(0, statue(R"({"clan":"mud","layer":2,"onOwnPedestal":false})")),
         "players[0].statues[0].clan", ""},
        {"statue of an unknown clan",
         withPlayer(0, statue(R"({"clan":"earth","layer":2,"onOwnPedestal":false})")),
         "players[0].statues[0].clan", ""},
        {"statue layer 0", withPlayer(0, statue(R"({"clan":"ice","layer":0,"onOwnPedestal":false})")),
         "players[0].statues[0].layer", "SCORE-STATUE"},
        {"statue layer 6", withPlayer(0, statue(R"({"clan":"ice","layer":6,"onOwnPedestal":false})")),
         "players[0].statues[0].layer", "SCORE-STATUE"},
        {"statue pedestal flag missing", withPlayer(0, statue(R"({"clan":"ice","layer":2})")),
         "players[0].statues[0].onOwnPedestal", ""},
        {"statue tunnel empty",
         withPlayer(0, statue(R"({"clan":"ice","layer":2,"onOwnPedestal":false,"tunnel":""})")),
         "players[0].statues[0].tunnel", ""},
        {"statue tunnel not a string",
         withPlayer(0, statue(R"({"clan":"ice","layer":2,"onOwnPedestal":false,"tunnel":1})")),
         "players[0].statues[0].tunnel", ""},
        {"more than 7 statues of a clan", withPlayer(1, set("statues", repeated(fireOnPedestal, 7))),
         "players[1].statues[6].clan", "SCORE-STATUE"},
        {"two statues on one pedestal",
         withPlayer(1, statue(R"({"clan":"fire","layer":5,"onOwnPedestal":true})")),
         "players[1].statues[0].onOwnPedestal", "PED-UNIQUE"},
        // Troll levels.
        {"troll levels not a list", withPlayer(0, set("trollLevels", 3)), "players[0].trollLevels", ""},
        {"troll level 4", withPlayer(0, set("trollLevels", QJsonArray{1, 4, 1, 1, 1, 1})),
         "players[0].trollLevels[1]", "SCORE-TIE"},
        {"troll level 0", withPlayer(0, set("trollLevels", QJsonArray{0, 1, 1, 1, 1, 1})),
         "players[0].trollLevels[0]", "SCORE-TIE"},
        // A coronation token is taken with the 10th troll: its holder has exactly 6 clan trolls, or none
        // entered.
        {"a coronation token holder with 5 clan trolls", withPlayer(0, set("trollLevels", repeated(1, 5))),
         "players[0].trollLevels", "SCORE-TIE"},
        {"a coronation token holder with 1 clan troll", withPlayer(0, set("trollLevels", QJsonArray{3})),
         "players[0].trollLevels", "SCORE-TIE"},
        {"seven clan trolls", withPlayer(1, set("trollLevels", repeated(2, 7))), "players[1].trollLevels",
         "MOOT-SLOTS"},
        {"more level-1 trolls than the box",
         withPlayers(4, [](O &p, int) { p[QStringLiteral("trollLevels")] = repeated(1, 6); }),
         "players[3].trollLevels[3]", ""},
        // Teams.
        {"team in a sheet without teams", withPlayer(0, set("team", 1)), "players[0].team", "TEAM-SETUP"},
        {"team sheet with 2 players", withRoot(set("teams", true)), "players", "TEAM-SETUP"},
        {"team 3",
         withPlayers(4, [](O &p, int i) { p[QStringLiteral("team")] = i == 3 ? 3 : 1 + i / 2; })
             .replace("\"teams\":false", "\"teams\":true"),
         "players[3].team", "TEAM-SETUP"},
        {"team missing",
         withPlayers(4,
                     [](O &p, int i) {
                         if (i < 3)
                             p[QStringLiteral("team")] = 1 + i / 2;
                     })
             .replace("\"teams\":false", "\"teams\":true"),
         "players[3].team", "TEAM-SETUP"},
        {"three in one team",
         withPlayers(4, [](O &p, int i) { p[QStringLiteral("team")] = i == 3 ? 2 : 1; })
             .replace("\"teams\":false", "\"teams\":true"),
         "players", "TEAM-SETUP"},
    };
}

} // namespace hk::test
