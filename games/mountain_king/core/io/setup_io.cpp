// The setup of a game file (the "setup" of *.hkgame, docs/formats.md): written, read with full validation,
// and its rules (SET-*, TEAM-SETUP) said at the entry at fault.
#include "io/game_io_parts.h"
#include "rules/rule_ids.h"

#include "game/engine.h"
#include "i18n/arg_text.h"
#include "rules/rule_catalog.h"

#include <QJsonArray>

#include <algorithm>

namespace hk {

using namespace game_io_detail;

namespace game_io_detail {

bool isZero(const ResourceCounts &counts)
{
    return std::all_of(counts.begin(), counts.end(), [](int n) { return n == 0; });
}

template <class Sink> void writeMarketCard(Sink &out, const MarketCard &c)
{
    out.beginObject();
    writeTrollMembers(out, c.card);
    if (c.pedestal) {
        out.key(QLatin1StringView("pedestal"));
        out.value(clanId(*c.pedestal));
    }
    out.end();
}

template <class Sink> void writeTroll(Sink &out, const TrollCard &card)
{
    out.beginObject();
    writeTrollMembers(out, card);
    out.end();
}

template <class Sink> void writeSetup(Sink &out, const GameSetup &s)
{
    const auto key = [&](const char *name) { out.key(QLatin1StringView(name)); };
    out.beginObject();
    key("teams");
    out.value(s.teams);
    key("players");
    out.beginArray();
    for (const PlayerSetup &p : s.players) {
        out.beginObject();
        key("name");
        out.value(p.name);
        key("gate");
        writeSquare(out, p.gate);
        key("moot");
        out.beginArray();
        for (const TrollCard &t : p.moot)
            writeTroll(out, t);
        out.end();
        key("hand");
        writeTroll(out, p.hand);
        key("deck");
        writeTroll(out, p.deck);
        if (!p.colour.isEmpty()) {
            key("colour");
            out.value(p.colour);
        }
        if (s.teams) {
            key("team");
            out.value(p.team);
        }
        out.end();
    }
    out.end();
    key("statues");
    out.beginArray();
    for (const StatueOnBoard &st : s.statues) {
        out.beginObject();
        key("id");
        out.value(st.id);
        key("clan");
        out.value(clanId(st.clan));
        key("square");
        writeSquare(out, st.square);
        out.end();
    }
    out.end();
    key("workshopSupply");
    out.beginObject();
    for (int k = 0; k < kWorkshopKinds; ++k)
        if (s.workshopSupply[k] > 0) {
            out.key(workshopInfo(static_cast<WorkshopKind>(k)).id);
            out.value(s.workshopSupply[k]);
        }
    out.end();
    key("market");
    out.beginObject();
    for (int level = 1; level <= 3; ++level) {
        out.key(QStringLiteral("level%1").arg(level));
        out.beginArray();
        for (const MarketCard &c : s.market[level - 1])
            writeMarketCard(out, c);
        out.end();
    }
    out.end();
    key("pedestalTrack");
    out.beginArray();
    for (const auto &layer : s.pedestalTrack) {
        out.beginArray();
        for (int n : layer)
            out.value(n);
        out.end();
    }
    out.end();
    key("spells");
    out.beginArray();
    for (const QString &name : s.spells)
        out.value(name);
    out.end();
    if (!s.rulings.isDefault()) { // absent: the defaults, as in files from before table rulings
        key("rulings");
        out.beginObject();
        key("splitTiles");
        out.value(splitTilesId(s.rulings.splitTiles));
        out.end();
    }
    out.end();
}

const QStringList &workshopIds()
{
    static const QStringList ids = [] {
        QStringList list;
        for (const WorkshopInfo &info : workshopInfos())
            list << QLatin1Char('"') + info.id + QLatin1Char('"');
        return list;
    }();
    return ids;
}

ReadValue<Clan> statueClan()
{
    return identifier<Clan>(
        [](const QString &id) {
            const auto c = clanFromId(id);
            return c == Clan::Mud ? std::nullopt : c;
        },
        statueClanIdList());
}

const Schema<MarketCard> &marketCardSchema()
{
    static const Schema<MarketCard> schema{
        [] {
            auto fields = fieldsWithin<MarketCard>(trollCardSchema(), &MarketCard::card);
            fields.push_back(
                Field<MarketCard>::optional("pedestal", &MarketCard::pedestal, optionalOf(statueClan())));
            return fields;
        }(),
        {},
        [](JsonReader &r, const QJsonObject &, const JsonPath &p, MarketCard &c) {
            // The card check of every card in play (trollCardFaults): a clan troll has its clan. Its icons
            // are the setup's check (a setup card) or the engine's (a card drawn in play).
            if (hasFault(c.card, TrollCardFault::ClanTrollWithoutClan))
                r.error(p,
                        GameReaderText::tr("a level %1 troll belongs to a clan; this one has none")
                            .arg(c.card.level),
                        QLatin1String(ruleOf(TrollCardFault::ClanTrollWithoutClan)));
        }};
    return schema;
}

// The 4 starting trolls of the bottom row of the moot (SET-MOOT).
bool readMootDraft(JsonReader &r, const QJsonValue &v, const JsonPath &p, std::array<TrollCard, 4> &moot)
{
    const auto list = r.array(v, p);
    if (!list)
        return false;
    if (list->size() != 4)
        r.error(p,
                GameReaderText::tr("expected the 4 starting trolls of the bottom row, found %1")
                    .arg(list->size()),
                QString::fromLatin1(rule::SetMoot));
    const ReadValue<TrollCard> card = objectOf(trollCardSchema());
    for (qsizetype t = 0; t < std::min<qsizetype>(4, list->size()); ++t)
        card(r, list->at(t), p.index(t), moot[size_t(t)]);
    return list->size() == 4;
}

const Schema<PlayerSetup> &playerSchema()
{
    using F = Field<PlayerSetup>;
    static const Schema<PlayerSetup> schema{
        {
            F::required("name", &PlayerSetup::name, text(Trim::Yes)),
            F::optional("colour", &PlayerSetup::colour, text()),
            F::optional("team", &PlayerSetup::team, integer()),
            F::required("gate", &PlayerSetup::gate, square()),
            F::required("moot", &PlayerSetup::moot, ReadValue<std::array<TrollCard, 4>>(readMootDraft)),
            F::required("hand", &PlayerSetup::hand, objectOf(trollCardSchema())),
            F::required("deck", &PlayerSetup::deck, objectOf(trollCardSchema())),
        },
        {},
        [](JsonReader &r, const QJsonObject &o, const JsonPath &p, PlayerSetup &player) {
            if (player.name.isEmpty() && o.value(QLatin1String("name")).isString())
                r.error(p.key(u"name"), GameReaderText::tr("expected a player name, found an empty one"));
        }};
    return schema;
}

const Schema<StatueOnBoard> &statueSchema()
{
    using F = Field<StatueOnBoard>;
    static const Schema<StatueOnBoard> schema{{
        F::required("id", &StatueOnBoard::id, integer()),
        F::required("clan", &StatueOnBoard::clan, statueClan()),
        F::required("square", &StatueOnBoard::square, square()),
    }};
    return schema;
}

// {"cart-workshop": 1, …}: the tiles of each kind in the supply (SET-WORKSHOPS).
bool readWorkshopSupply(JsonReader &r, const QJsonValue &v, const JsonPath &p,
                        std::array<int, kWorkshopKinds> &supply)
{
    const auto o = r.object(v, p);
    if (!o)
        return false;
    for (auto it = o->begin(); it != o->end(); ++it) {
        const QString id = it.key();
        const auto kind = workshopFromId(id);
        if (!kind)
            r.error(p.key(id), GameReaderText::tr("unknown workshop \"%1\"").arg(id));
        else
            integer()(r, it.value(), p.key(id), supply[size_t(*kind)]);
    }
    return true;
}

const Schema<std::array<std::vector<MarketCard>, 3>> &marketSchema()
{
    using Market = std::array<std::vector<MarketCard>, 3>;
    using F = Field<Market>;
    const auto row = [](size_t level) {
        return [level](Market &m) -> std::vector<MarketCard> & { return m[level]; };
    };
    static const Schema<Market> schema{{
        F::required("level1", row(0), listOf(objectOf(marketCardSchema()))),
        F::required("level2", row(1), listOf(objectOf(marketCardSchema()))),
        F::required("level3", row(2), listOf(objectOf(marketCardSchema()))),
    }};
    return schema;
}

// 5 layers of 3 token values, Fire, Ice, Moon (SET-PEDTRACK).
bool readPedestalTrack(JsonReader &r, const QJsonValue &v, const JsonPath &p,
                       std::array<std::array<int, 3>, 5> &track)
{
    const auto layers = r.array(v, p);
    if (!layers)
        return false;
    const auto wrongShape = [&](const JsonPath &at, qsizetype found) {
        r.error(at,
                GameReaderText::tr("expected 5 layers of 3 token values (Fire, Ice, Moon), found %1 layers")
                    .arg(found),
                QString::fromLatin1(rule::SetPedTrack));
    };
    if (layers->size() != 5)
        wrongShape(p, layers->size());
    for (qsizetype l = 0; l < std::min<qsizetype>(5, layers->size()); ++l) {
        const JsonPath layerPath = p.index(l);
        const auto values = r.array(layers->at(l), layerPath);
        if (!values)
            continue;
        if (values->size() != 3)
            r.error(layerPath,
                    GameReaderText::tr("expected the 3 token values of the layer (Fire, Ice, Moon), found %1")
                        .arg(values->size()),
                    QString::fromLatin1(rule::SetPedTrack));
        for (qsizetype c = 0; c < std::min<qsizetype>(3, values->size()); ++c)
            integer()(r, values->at(c), layerPath.index(c), track[size_t(l)][size_t(c)]);
    }
    return true;
}

// The names of the face-up spells, at most 3.
bool readSpells(JsonReader &r, const QJsonValue &v, const JsonPath &p, std::array<QString, 3> &spells)
{
    const auto list = r.array(v, p);
    if (!list)
        return false;
    if (list->size() > 3)
        r.error(
            p,
            GameReaderText::tr("expected the names of at most 3 face-up spells, found %1").arg(list->size()));
    for (qsizetype i = 0; i < list->size(); ++i) {
        QString name;
        if (text()(r, list->at(i), p.index(i), name) && i < 3)
            spells[size_t(i)] = name;
    }
    return true;
}

// Table rulings (GameSetup::rulings): each one absent is its default.
const Schema<TableRulings> &rulingsSchema()
{
    using F = Field<TableRulings>;
    static const Schema<TableRulings> schema{{
        F::optional(
            "splitTiles", &TableRulings::splitTiles,
            ReadValue<SplitTiles>([](JsonReader &r, const QJsonValue &v, const JsonPath &p, SplitTiles &t) {
                if (const auto split = splitTilesFromId(v.toString()); split && v.isString()) {
                    t = *split;
                    return true;
                }
                r.error(p,
                        GameReaderText::tr("expected \"eachPart\" or \"wholeTile\", found %1")
                            .arg(describeJson(v)),
                        QString::fromLatin1(rule::ScoreOnePerTunnel));
                return false;
            })),
    }};
    return schema;
}

const Schema<GameSetup> &setupSchema()
{
    using F = Field<GameSetup>;
    static const Schema<GameSetup> schema{{
        F::optional("teams", &GameSetup::teams, boolean()),
        F::required("players", &GameSetup::players, listOf(objectOf(playerSchema()))),
        F::optional("statues", &GameSetup::statues, listOf(objectOf(statueSchema()))),
        F::required("workshopSupply", &GameSetup::workshopSupply,
                    ReadValue<std::array<int, kWorkshopKinds>>(readWorkshopSupply)),
        F::required("market", &GameSetup::market, objectOf(marketSchema())),
        F::required("pedestalTrack", &GameSetup::pedestalTrack,
                    ReadValue<std::array<std::array<int, 3>, 5>>(readPedestalTrack)),
        F::optional("spells", &GameSetup::spells, ReadValue<std::array<QString, 3>>(readSpells)),
        F::optional("rulings", &GameSetup::rulings, objectOf(rulingsSchema())),
    }};
    return schema;
}

// Where a setup rule is broken in the file: the entry at fault under "setup" (or the board's side).
QString setupViolationPath(const GameSetup &setup, const Violation &v, std::set<QString> &taken)
{
    const QString s = QStringLiteral("setup");
    const QString players = childPath(s, QStringLiteral("players"));
    // The first entry of `count` that `matches` and is not blamed yet (the same mistake may be made twice).
    const auto first = [&](const QString &list, size_t count, const auto &matches, const QString &field) {
        for (size_t i = 0; i < count; ++i) {
            const QString entry = indexPath(list, qsizetype(i));
            const QString path = field.isEmpty() ? entry : childPath(entry, field);
            if (matches(i) && taken.insert(path).second)
                return path;
        }
        return list;
    };
    const Square where = v.squares.empty() ? Square{-1, -1} : v.squares.front();
    switch (v.reason) {
    case Reason::SetupBoardSide:
        return QStringLiteral("board.side");
    case Reason::SetupGateNotOnStart:
    case Reason::SetupGateLabel:
    case Reason::SetupGateShared: {
        const size_t from = v.reason == Reason::SetupGateShared; // the second gate on the point
        size_t seen = 0;
        return first(
            players, setup.players.size(),
            [&](size_t i) { return setup.players[i].gate == where && seen++ >= from; },
            QStringLiteral("gate"));
    }
    case Reason::SetupGateLabelsDiffer: // 2 players: the second gate differs from the first
        return childPath(indexPath(players, 1), QStringLiteral("gate"));
    case Reason::SetupStatueNotOnSpot:
        return first(
            childPath(s, QStringLiteral("statues")), setup.statues.size(),
            [&](size_t i) { return setup.statues[i].square == where; }, QStringLiteral("square"));
    case Reason::SetupSpotEmpty:
    case Reason::SetupStatueClans:
        return childPath(s, QStringLiteral("statues"));
    case Reason::SetupWorkshopCount:
        return childPath(s, QStringLiteral("workshopSupply"));
    case Reason::SetupWorkshopBeyondBox:
        for (const WorkshopInfo &info : workshopInfos())
            if (workshopName(info.kind) == v.subject)
                return childPath(childPath(s, QStringLiteral("workshopSupply")), info.id);
        return childPath(s, QStringLiteral("workshopSupply"));
    case Reason::SetupMarketSize:
        return childPath(childPath(s, QStringLiteral("market")), QStringLiteral("level") + v.subject);
    case Reason::SetupMarketLevel: {
        const QString row =
            childPath(childPath(s, QStringLiteral("market")), QStringLiteral("level%1").arg(v.need));
        const auto &cards = setup.market[size_t(std::clamp(v.need, 1, 3) - 1)];
        return first(
            row, cards.size(), [&](size_t i) { return cards[i].card.level == v.have; },
            QStringLiteral("level"));
    }
    case Reason::SetupMarketPedestal: {
        const auto &cards = setup.market[1];
        return first(
            childPath(childPath(s, QStringLiteral("market")), QStringLiteral("level2")), cards.size(),
            [&](size_t i) { return !cards[i].pedestal; }, QString());
    }
    case Reason::SetupMarketCardNoClan:
    case Reason::SetupMarketCardNoIcons: { // the first card of the row not entered
        const QString row =
            childPath(childPath(s, QStringLiteral("market")), QStringLiteral("level%1").arg(v.need));
        const auto &cards = setup.market[size_t(std::clamp(v.need, 1, 3) - 1)];
        const TrollCardFault fault = v.reason == Reason::SetupMarketCardNoClan
                                         ? TrollCardFault::ClanTrollWithoutClan
                                         : TrollCardFault::NoIcons;
        return first(
            row, cards.size(), [&](size_t i) { return hasFault(cards[i].card, fault); },
            fault == TrollCardFault::NoIcons ? QStringLiteral("icons") : QString());
    }
    case Reason::SetupStartingTrollNoIcons: {
        if (v.need < 0 || v.need >= int(setup.players.size()))
            return players;
        const PlayerSetup &p = setup.players[size_t(v.need)];
        const QString player = indexPath(players, v.need);
        for (size_t t = 0; t < p.moot.size(); ++t)
            if (hasFault(p.moot[t], TrollCardFault::NoIcons))
                return childPath(indexPath(childPath(player, QStringLiteral("moot")), qsizetype(t)),
                                 QStringLiteral("icons"));
        return childPath(childPath(player, hasFault(p.hand, TrollCardFault::NoIcons)
                                               ? QStringLiteral("hand")
                                               : QStringLiteral("deck")),
                         QStringLiteral("icons"));
    }
    case Reason::SetupTrackValue:
        for (int c = 0; c < 3; ++c)
            if (clanName(kStatueClans[size_t(c)]) == v.subject)
                return indexPath(indexPath(childPath(s, QStringLiteral("pedestalTrack")), v.need - 1), c);
        return childPath(s, QStringLiteral("pedestalTrack"));
    case Reason::SetupMootTroll:
        for (size_t i = 0; i < setup.players.size(); ++i) {
            const PlayerSetup &p = setup.players[i];
            if (p.name != v.subject)
                continue;
            const QString player = indexPath(players, qsizetype(i));
            for (size_t t = 0; t < p.moot.size(); ++t)
                if (p.moot[t].level != 0)
                    return indexPath(childPath(player, QStringLiteral("moot")), qsizetype(t));
            return childPath(player, p.hand.level != 0 ? QStringLiteral("hand") : QStringLiteral("deck"));
        }
        return players;
    case Reason::SetupPlayerCount:
        return players;
    default:
        return s;
    }
}

// The setup's rules (BRD-SIDE, SET-*, TEAM-SETUP), each problem at the entry at fault. A catalog whose box
// cannot supply the workshops of any setup for these players is the catalog's problem, not the setup's.
Problems setupProblems(const GameSetup &setup)
{
    Problems problems;
    ProblemReporter report(problems);
    int tiles = 0;
    for (const WorkshopStock &w : setup.catalog->workshops)
        tiles += std::max(0, w.count);
    const int needed = 2 * setup.playerCount() + 1;
    const bool catalogShort = tiles < needed;
    if (catalogShort)
        report.error(QStringLiteral("catalog.workshops"),
                     GameReaderText::tr("the box holds %1 workshop tiles, but a game of %2 players needs %3")
                         .arg(argText(tiles), argText(setup.playerCount()), argText(needed)),
                     QString::fromLatin1(rule::SetWorkshops));
    std::set<QString> taken;
    for (const Violation &v : validateSetup(setup).violations)
        if (!(catalogShort && v.reason == Reason::SetupWorkshopBeyondBox))
            report.error(setupViolationPath(setup, v, taken), sentence(v), v.rule());
    return problems;
}

// The two sinks every writer serves.
template void writeMarketCard(JsonTreeBuilder &out, const MarketCard &c);
template void writeMarketCard(JsonLayout &out, const MarketCard &c);
template void writeTroll(JsonTreeBuilder &out, const TrollCard &card);
template void writeTroll(JsonLayout &out, const TrollCard &card);
template void writeSetup(JsonTreeBuilder &out, const GameSetup &s);
template void writeSetup(JsonLayout &out, const GameSetup &s);

} // namespace game_io_detail

} // namespace hk
