#include "io/game_io.h"
#include "rules/rule_ids.h"

#include "game/engine.h"
#include "i18n/arg_text.h"
#include "io/board_io.h"
#include "io/catalog_io.h"
#include "io/json_reader.h"
#include "io/json_writer.h"
#include "rules/rule_catalog.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <set>

namespace hk {

namespace {

class GameReaderText {
    Q_DECLARE_TR_FUNCTIONS(GameReader)
};

QString key(const char *k)
{
    return QString::fromLatin1(k);
}

bool isZero(const ResourceCounts &counts)
{
    return std::all_of(counts.begin(), counts.end(), [](int n) { return n == 0; });
}

// ---- Writing
// ------------------------------------------------------------------------------------------------------
// One encoder per part, a template over the sink (io/json_writer.h): a JsonTreeBuilder for actionToJson()
// and gameToJson(), a JsonLayout for the file, so that both say the same.

template <class Sink> void writePayment(Sink &out, const Payment &p)
{
    out.beginObject();
    if (total(p.fromStorage) != 0) {
        out.key(QLatin1StringView("storage"));
        writeCounts(out, p.fromStorage);
    }
    if (!p.fromTrolls.empty()) {
        out.key(QLatin1StringView("trolls"));
        out.beginArray();
        for (const IconRef &ref : p.fromTrolls) {
            out.beginArray();
            out.value(ref.slot);
            out.value(ref.icon);
            out.end();
        }
        out.end();
    }
    out.end();
}

// Only what changed: {"storage": {"0": {"iron": -4}}, "trolls": {…}, "honour": {"0": 6}, "pedestals": {…}}.
template <class Sink> void writeLedger(Sink &out, const Ledger &l)
{
    out.beginObject();
    const auto counts = [&](QLatin1StringView name, const std::vector<ResourceCounts> &list) {
        if (std::all_of(list.begin(), list.end(), [](const ResourceCounts &c) { return isZero(c); }))
            return;
        out.key(name);
        out.beginObject();
        for (size_t i = 0; i < list.size(); ++i)
            if (!isZero(list[i])) {
                out.key(QString::number(i));
                writeCounts(out, list[i]);
            }
        out.end();
    };
    counts(QLatin1StringView("storage"), l.storage);
    counts(QLatin1StringView("trolls"), l.trolls);
    if (std::any_of(l.honour.begin(), l.honour.end(), [](int n) { return n != 0; })) {
        out.key(QLatin1StringView("honour"));
        out.beginObject();
        for (size_t i = 0; i < l.honour.size(); ++i)
            if (l.honour[i] != 0) {
                out.key(QString::number(i));
                out.value(l.honour[i]);
            }
        out.end();
    }
    const auto changed = [](const std::array<int, 3> &p) { return p != std::array<int, 3>{}; };
    if (std::any_of(l.pedestals.begin(), l.pedestals.end(), changed)) {
        out.key(QLatin1StringView("pedestals"));
        out.beginObject();
        for (size_t i = 0; i < l.pedestals.size(); ++i) {
            if (!changed(l.pedestals[i]))
                continue;
            out.key(QString::number(i));
            out.beginObject();
            for (int c = 0; c < 3; ++c)
                if (l.pedestals[i][c] != 0) {
                    out.key(clanId(kStatueClans[c]));
                    out.value(l.pedestals[i][c]);
                }
            out.end();
        }
        out.end();
    }
    out.end();
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

template <class Sink> void writeAction(Sink &out, const Action &a, const Ledger *ledger)
{
    const auto key = [&](const char *name) { out.key(QLatin1StringView(name)); };
    out.beginObject();
    key("player");
    out.value(a.player);
    key("action");
    out.value(actionKindId(a.body));
    std::visit(Overloaded{
                   [&](const CastSpell &b) {
                       key("slot");
                       out.value(b.slot);
                       key("rune");
                       writePayment(out, b.rune);
                       if (total(b.gain) != 0 || !isZero(b.gain)) {
                           key("gain");
                           writeCounts(out, b.gain);
                       }
                       if (!b.revealed.isEmpty()) {
                           key("revealed");
                           out.value(b.revealed);
                       }
                   },
                   [&](const UseWorkshop &b) {
                       key("site");
                       writeSquare(out, b.site);
                       key("exchanges");
                       out.beginArray();
                       for (const WorkshopExchange &e : b.exchanges) {
                           out.beginObject();
                           key("give");
                           writePayment(out, e.give);
                           key("get");
                           writeCounts(out, e.get);
                           if (e.fromTroll) {
                               key("fromTroll");
                               out.beginArray();
                               out.value(e.fromTroll->slot);
                               out.value(e.fromTroll->icon);
                               out.end();
                           }
                           out.end();
                       }
                       out.end();
                   },
                   [&](const Recruit &b) {
                       key("level");
                       out.value(b.level);
                       key("position");
                       out.value(b.position);
                       key("slot");
                       out.value(b.slot);
                       key("bribes");
                       writePayment(out, b.bribes);
                       if (!b.bribesPlaced.empty()) { // absent: the application's order (REC-COST)
                           key("bribesPlaced");
                           out.beginArray();
                           for (Resource r : b.bribesPlaced)
                               out.value(resourceId(r));
                           out.end();
                       }
                       if (b.refill) {
                           key("refill");
                           writeMarketCard(out, *b.refill);
                       }
                       if (b.chosenPedestal) {
                           key("chosenPedestal");
                           out.value(clanId(*b.chosenPedestal));
                       }
                       if (!b.retireRefills.empty()) {
                           key("retireRefills");
                           out.beginArray();
                           for (const MarketCard &c : b.retireRefills)
                               writeMarketCard(out, c);
                           out.end();
                       }
                   },
                   [&](const DigAction &b) {
                       key("shape");
                       out.value(b.shape);
                       key("orientation");
                       out.value(b.orientation);
                       key("origin");
                       writeSquare(out, b.origin);
                       key("mineral");
                       out.value(mineralId(b.mineral));
                       key("payment");
                       writePayment(out, b.payment);
                       if (b.pedestal) {
                           key("pedestal");
                           out.value(clanId(*b.pedestal));
                       }
                       if (!b.workshops.empty()) {
                           key("workshops");
                           out.beginArray();
                           for (const auto &[site, kind] : b.workshops) {
                               out.beginObject();
                               key("site");
                               writeSquare(out, site);
                               key("kind");
                               out.value(workshopInfo(kind).id);
                               out.end();
                           }
                           out.end();
                       }
                   },
                   [&](const DedicateHall &b) {
                       key("hall");
                       out.value(b.hall);
                       key("orientation");
                       out.value(b.orientation);
                       key("origin");
                       writeSquare(out, b.origin);
                   },
                   [&](const MoveStatue &b) {
                       key("statue");
                       out.value(b.statue);
                       key("to");
                       writeSquare(out, b.to);
                       key("cart");
                       writePayment(out, b.cart);
                   },
                   [&](const TradeFourForOne &b) {
                       key("give");
                       writePayment(out, b.give);
                       key("get");
                       out.value(resourceId(b.get));
                   },
                   [&](const Correction &b) {
                       key("reason");
                       out.value(b.reason);
                       key("storage");
                       writeCounts(out, b.storage);
                       if (b.honour != 0) {
                           key("honour");
                           out.value(b.honour);
                       }
                   },
                   [&](const EndTurn &) {},
               },
               a.body);
    if (a.override) {
        key("override");
        out.beginObject();
        key("reason");
        out.value(a.overrideReason);
        key("rules");
        out.beginArray();
        for (const QString &rule : a.brokenRules)
            out.value(rule);
        out.end();
        out.end();
    }
    if (ledger) {
        key("ledger");
        writeLedger(out, *ledger);
    }
    out.end();
}

// The whole game; `ledgers` (one per action) are computed by a replay if not given.
template <class Sink> void writeGameTo(Sink &out, const GameFile &game, const std::vector<Ledger> *ledgers)
{
    std::vector<Ledger> replayed;
    if (!ledgers || ledgers->size() != game.log.size()) {
        for (ReplayStep &step : replay(game.setup, game.log).steps)
            replayed.push_back(std::move(step.ledger));
        ledgers = &replayed;
    }
    out.beginObject();
    out.key(QLatin1StringView("format"));
    out.value(QLatin1StringView(kGameFormat));
    out.key(QLatin1StringView("version"));
    out.value(kGameVersion);
    out.key(QLatin1StringView("board"));
    if (game.setup.board) {
        encodeBoard(out, *game.setup.board, false);
    } else {
        out.beginObject();
        out.end();
    }
    out.key(QLatin1StringView("catalog"));
    if (game.setup.catalog) {
        encodeCatalog(out, *game.setup.catalog, false);
    } else {
        out.beginObject();
        out.end();
    }
    out.key(QLatin1StringView("setup"));
    writeSetup(out, game.setup);
    out.key(QLatin1StringView("log"));
    out.beginArray();
    for (size_t i = 0; i < game.log.size(); ++i)
        writeAction(out, game.log[i], &(*ledgers)[i]);
    out.end();
    out.end();
}

const QStringList &gameKeyOrder()
{
    static const QStringList order{
        key("format"),       key("version"),  key("name"),     key("names"),   key("description"),
        key("descriptions"), key("side"),     key("rows"),     key("columns"), key("grid"),
        key("board"),        key("catalog"),  key("setup"),    key("log"),     key("teams"),
        key("players"),      key("player"),   key("action"),   key("level"),   key("clan"),
        key("icons"),        key("startRow"), key("pedestal"), key("gate"),    key("moot"),
        key("hand"),         key("deck"),     key("id"),       key("square"),  key("shape"),
        key("orientation"),  key("origin"),   key("mineral"),  key("payment"), key("storage"),
        key("trolls"),       key("override"), key("ledger")};
    return order;
}

// ---- Reading
// ------------------------------------------------------------------------------------------------------

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

// A troll icon of the acting player's moot: [slot, icon].
bool readIconRef(JsonReader &r, const QJsonValue &v, const JsonPath &p, IconRef &target)
{
    const QJsonArray pair = v.toArray();
    if (!v.isArray() || pair.size() != 2 || !pair[0].isDouble() || !pair[1].isDouble()) {
        r.error(p,
                GameReaderText::tr("expected a troll icon as [slot, icon], found %1").arg(describeJson(v)));
        return false;
    }
    int slot = -1, icon = -1;
    const bool ok = integer({0, kMootSlots - 1, rule::MootSlots})(r, pair[0], p.index(0), slot) &
                    integer({0})(r, pair[1], p.index(1), icon);
    if (ok)
        target = {slot, icon};
    return ok;
}

const Schema<Payment> &paymentSchema()
{
    using F = Field<Payment>;
    static const Schema<Payment> schema{{
        F::optional("storage", &Payment::fromStorage, counts({0})),
        F::optional("trolls", &Payment::fromTrolls, listOf(ReadValue<IconRef>(readIconRef))),
    }};
    return schema;
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

// ---- Actions: one schema per action kind; bodySchema() is overloaded, so a kind without one does not
// compile.

const QStringList kActionKeys{QStringLiteral("player"), QStringLiteral("action"), QStringLiteral("override"),
                              QStringLiteral("ledger")};

const Schema<CastSpell> &bodySchema(const CastSpell &)
{
    using F = Field<CastSpell>;
    static const Schema<CastSpell> schema{
        {
            F::required("slot", &CastSpell::slot, integer()),
            F::required("rune", &CastSpell::rune, objectOf(paymentSchema())),
            F::optional("gain", &CastSpell::gain, counts()),
            F::optional("revealed", &CastSpell::revealed, text()),
        },
        kActionKeys};
    return schema;
}

const Schema<WorkshopExchange> &exchangeSchema()
{
    using F = Field<WorkshopExchange>;
    static const Schema<WorkshopExchange> schema{{
        F::optional("give", &WorkshopExchange::give, objectOf(paymentSchema())),
        F::optional("get", &WorkshopExchange::get, counts({0})),
        F::optional("fromTroll", &WorkshopExchange::fromTroll, optionalOf(ReadValue<IconRef>(readIconRef))),
    }};
    return schema;
}

const Schema<UseWorkshop> &bodySchema(const UseWorkshop &)
{
    using F = Field<UseWorkshop>;
    static const Schema<UseWorkshop> schema{
        {
            F::required("site", &UseWorkshop::site, square()),
            F::required("exchanges", &UseWorkshop::exchanges, listOf(objectOf(exchangeSchema()))),
        },
        kActionKeys};
    return schema;
}

const Schema<Recruit> &bodySchema(const Recruit &)
{
    using F = Field<Recruit>;
    const IntRange marketLevel{
        1, 3, nullptr, [](int level) {
            return GameReaderText::tr("expected a market level from 1 to 3, found %1").arg(level);
        }};
    static const Schema<Recruit> schema{
        {
            F::required("level", &Recruit::level, integer(marketLevel)),
            F::required("position", &Recruit::position, integer({0})),
            F::required("slot", &Recruit::slot, integer({0, kMootSlots - 1, rule::MootSlots})),
            F::optional("bribes", &Recruit::bribes, objectOf(paymentSchema())),
            F::optional("bribesPlaced", &Recruit::bribesPlaced,
                        listOf(identifier<Resource>(resourceFromId, resourceIdList()))),
            F::optional("refill", &Recruit::refill, optionalOf(objectOf(marketCardSchema()))),
            F::optional("chosenPedestal", &Recruit::chosenPedestal, optionalOf(statueClan())),
            F::optional("retireRefills", &Recruit::retireRefills, listOf(objectOf(marketCardSchema()))),
        },
        kActionKeys};
    return schema;
}

const Schema<std::pair<Square, WorkshopKind>> &builtWorkshopSchema()
{
    using Built = std::pair<Square, WorkshopKind>;
    using F = Field<Built>;
    static const Schema<Built> schema{{
        F::required("site", &Built::first, square()),
        F::required("kind", &Built::second,
                    identifier<WorkshopKind>(workshopFromId, workshopIds().join(QStringLiteral(", ")))),
    }};
    return schema;
}

const Schema<DigAction> &bodySchema(const DigAction &)
{
    using F = Field<DigAction>;
    static const Schema<DigAction> schema{
        {
            F::required("shape", &DigAction::shape, text()),
            F::required("orientation", &DigAction::orientation, integer()),
            F::required("origin", &DigAction::origin, square()),
            F::required("mineral", &DigAction::mineral, identifier<Mineral>(mineralFromId, mineralIdList())),
            F::required("payment", &DigAction::payment, objectOf(paymentSchema())),
            F::optional("pedestal", &DigAction::pedestal, optionalOf(statueClan())),
            F::optional("workshops", &DigAction::workshops, listOf(objectOf(builtWorkshopSchema()))),
        },
        kActionKeys};
    return schema;
}

const Schema<DedicateHall> &bodySchema(const DedicateHall &)
{
    using F = Field<DedicateHall>;
    static const Schema<DedicateHall> schema{
        {
            F::required("hall", &DedicateHall::hall, text()),
            F::required("orientation", &DedicateHall::orientation, integer()),
            F::required("origin", &DedicateHall::origin, square()),
        },
        kActionKeys};
    return schema;
}

const Schema<MoveStatue> &bodySchema(const MoveStatue &)
{
    using F = Field<MoveStatue>;
    static const Schema<MoveStatue> schema{
        {
            F::required("statue", &MoveStatue::statue, integer()),
            F::required("to", &MoveStatue::to, square()),
            F::required("cart", &MoveStatue::cart, objectOf(paymentSchema())),
        },
        kActionKeys};
    return schema;
}

const Schema<TradeFourForOne> &bodySchema(const TradeFourForOne &)
{
    using F = Field<TradeFourForOne>;
    static const Schema<TradeFourForOne> schema{
        {
            F::required("give", &TradeFourForOne::give, objectOf(paymentSchema())),
            F::required("get", &TradeFourForOne::get, identifier<Resource>(resourceFromId, resourceIdList())),
        },
        kActionKeys};
    return schema;
}

const Schema<Correction> &bodySchema(const Correction &)
{
    using F = Field<Correction>;
    static const Schema<Correction> schema{
        {
            F::required("reason", &Correction::reason, text(Trim::Yes, kMaxTextLength)),
            F::optional("storage", &Correction::storage, counts()),
            F::optional("honour", &Correction::honour, integer()),
        },
        kActionKeys,
        [](JsonReader &r, const QJsonObject &o, const JsonPath &p, Correction &c) {
            if (c.reason.isEmpty() && o.value(QLatin1String("reason")).isString())
                r.error(p.key(u"reason"), GameReaderText::tr("a correction says why it was made"));
        }};
    return schema;
}

const Schema<EndTurn> &bodySchema(const EndTurn &)
{
    static const Schema<EndTurn> schema{{}, kActionKeys};
    return schema;
}

const Schema<Action> &overrideSchema()
{
    using F = Field<Action>;
    const ReadValue<QStringList> ruleIds = [](JsonReader &r, const QJsonValue &v, const JsonPath &p,
                                              QStringList &target) {
        std::vector<QString> ids;
        if (!listOf(text())(r, v, p, ids))
            return false;
        target = QStringList(ids.begin(), ids.end());
        return true;
    };
    static const Schema<Action> schema{
        {
            F::required("reason", &Action::overrideReason, text(Trim::Yes, kMaxTextLength)),
            F::optional("rules", &Action::brokenRules, ruleIds),
        },
        {},
        [](JsonReader &r, const QJsonObject &o, const JsonPath &p, Action &a) {
            a.override = true;
            if (a.overrideReason.isEmpty() && o.value(QLatin1String("reason")).isString())
                r.error(p.key(u"reason"), GameReaderText::tr("an override says why the table did it anyway"));
        }};
    return schema;
}

// A recorded ledger (what writeLedger() writes: entries by index, zeros dropped), read into a Ledger to
// compare with the replay. An index no game has ("01", "x", 99) makes it differ.
struct RecordedLedger {
    Ledger changes;
    bool indicesValid = true;
};

// More storages or players than any game has.
constexpr int kLedgerIndices = 64;

bool readLedger(JsonReader &r, const QJsonValue &v, const JsonPath &p, RecordedLedger &recorded)
{
    const auto o = r.object(v, p);
    if (!o)
        return false;
    static const QStringList parts{QStringLiteral("storage"), QStringLiteral("trolls"),
                                   QStringLiteral("honour"), QStringLiteral("pedestals")};
    for (auto it = o->begin(); it != o->end(); ++it)
        if (const QString key = it.key(); !parts.contains(key))
            r.unknownKey(p.key(key), parts);
    static const ReadValue<int> anInteger = integer();
    static const ReadValue<ResourceCounts> someCounts = counts();
    Ledger &l = recorded.changes;
    // The entry of `list` at `index`, made if needed; nothing for an index no game has.
    const auto entry = [&](auto &list, const QString &index) -> decltype(&list[0]) {
        bool number = false;
        const int i = index.toInt(&number);
        if (!number || i < 0 || i >= kLedgerIndices || QString::number(i) != index) {
            recorded.indicesValid = false;
            return nullptr;
        }
        if (list.size() <= size_t(i))
            list.resize(size_t(i) + 1);
        return &list[size_t(i)];
    };
    for (const QString &part : parts) {
        const auto entries = o->constFind(part);
        if (entries == o->constEnd())
            continue;
        const JsonPath partPath = p.key(part);
        const auto byIndex = r.object(*entries, partPath);
        if (!byIndex)
            continue;
        for (auto it = byIndex->begin(); it != byIndex->end(); ++it) {
            const QString index = it.key();
            const JsonPath entryPath = partPath.key(index);
            if (part == QLatin1String("honour")) {
                int n = 0;
                if (anInteger(r, it.value(), entryPath, n))
                    if (int *target = entry(l.honour, index))
                        *target = n;
            } else if (part == QLatin1String("pedestals")) {
                const auto clans = r.object(it.value(), entryPath);
                if (!clans)
                    continue;
                std::array<int, 3> changed{};
                for (auto c = clans->begin(); c != clans->end(); ++c) {
                    const QString clan = c.key();
                    const auto statue = std::find(kStatueClans.begin(), kStatueClans.end(), clanFromId(clan));
                    if (statue == kStatueClans.end())
                        r.expectedOneOf(QJsonValue(clan), entryPath.key(clan), statueClanIdList());
                    else
                        anInteger(r, c.value(), entryPath.key(clan), changed[statue - kStatueClans.begin()]);
                }
                if (auto *target = entry(l.pedestals, index))
                    *target = changed;
            } else {
                ResourceCounts c{};
                someCounts(r, it.value(), entryPath, c);
                if (auto *target = entry(part == QLatin1String("storage") ? l.storage : l.trolls, index))
                    *target = c;
            }
        }
    }
    return true;
}

// Whether two lists say the same, an entry missing from one being zero in it.
template <class T> bool sameEntries(const std::vector<T> &a, const std::vector<T> &b)
{
    const T zero{};
    for (size_t i = 0; i < std::max(a.size(), b.size()); ++i)
        if ((i < a.size() ? a[i] : zero) != (i < b.size() ? b[i] : zero))
            return false;
    return true;
}

bool sameLedger(const RecordedLedger &recorded, const Ledger &replayed)
{
    const Ledger &l = recorded.changes;
    return recorded.indicesValid && sameEntries(l.storage, replayed.storage) &&
           sameEntries(l.trolls, replayed.trolls) && sameEntries(l.honour, replayed.honour) &&
           sameEntries(l.pedestals, replayed.pedestals);
}

struct RecordedAction {
    Action action;
    std::optional<RecordedLedger> ledger;
};

// One entry of the log: its player (one of `players`), its kind and the fields of that kind, the override
// and the ledger.
bool readAction(JsonReader &r, const QJsonValue &v, const JsonPath &p, int players, RecordedAction &recorded)
{
    const auto o = r.object(v, p);
    if (!o)
        return false;
    Action &a = recorded.action;
    const JsonPath playerPath = p.key(u"player");
    if (!o->contains(QLatin1String("player")))
        r.missing(playerPath);
    else if (integer()(r, o->value(QLatin1String("player")), playerPath, a.player) &&
             (a.player < 0 || a.player >= players))
        r.error(playerPath, GameReaderText::tr("expected a player from 0 to %1, found %2")
                                .arg(argText(players - 1), argText(a.player)));

    const JsonPath kindPath = p.key(u"action");
    const QJsonValue kind = o->value(QLatin1String("action"));
    std::optional<ActionBody> body = emptyActionBody(kind.toString());
    if (kind.isUndefined()) {
        r.missing(kindPath);
    } else if (!kind.isString() || !body) {
        QStringList ids;
        for (const char *id : kActionKindIds)
            ids << QLatin1Char('"') + QLatin1String(id) + QLatin1Char('"');
        r.expectedOneOf(kind, kindPath, ids.join(QStringLiteral(", ")));
    }
    if (body) {
        std::visit([&](auto &b) { readFields(r, *o, p, bodySchema(b), b); }, *body);
        a.body = std::move(*body);
    }
    if (const auto over = o->constFind(QLatin1String("override")); over != o->constEnd())
        objectOf(overrideSchema())(r, *over, p.key(u"override"), a);
    if (const auto ledger = o->constFind(QLatin1String("ledger")); ledger != o->constEnd()) {
        RecordedLedger read;
        if (readLedger(r, *ledger, p.key(u"ledger"), read))
            recorded.ledger = std::move(read);
    }
    return true;
}

// Problems of a part read by its own reader (the embedded board and catalog), with their paths under
// `prefix`.
void addNested(Problems &problems, const QString &prefix, const Problems &inner)
{
    for (Problem p : inner) {
        p.path =
            p.path.isEmpty()
                ? prefix
                : prefix + (p.path.startsWith(QLatin1Char('[')) ? QString() : QStringLiteral(".")) + p.path;
        problems.push_back(p);
    }
}

// The embedded board or catalog, read by its own reader, with its problems under its path.
template <class Part, class Result>
ReadValue<std::shared_ptr<const Part>> embedded(Result (*read)(const QJsonObject &, Problems, ReadMode),
                                                std::optional<Part> Result::*part)
{
    return [read, part](JsonReader &r, const QJsonValue &v, const JsonPath &p,
                        std::shared_ptr<const Part> &target) {
        const auto o = r.object(v, p);
        if (!o)
            return false;
        Result result = read(*o, {}, ReadMode::Complete);
        addNested(r.problems(), p.text(), result.problems);
        if (result.*part)
            target = std::make_shared<const Part>(std::move(*(result.*part)));
        return target != nullptr;
    };
}

struct GameDocument {
    GameSetup setup;
    std::vector<RecordedAction> log;
};

const Schema<GameDocument> &gameSchema()
{
    using F = Field<GameDocument>;
    const auto setup = [](GameDocument &d) -> GameSetup & { return d.setup; };
    const ReadValue<GameDocument> log = [](JsonReader &r, const QJsonValue &v, const JsonPath &p,
                                           GameDocument &d) {
        const auto list = r.array(v, p, kMaxActions);
        if (!list)
            return false;
        d.log.resize(size_t(list->size()));
        for (qsizetype i = 0; i < list->size(); ++i)
            readAction(r, list->at(i), p.index(i), d.setup.playerCount(), d.log[size_t(i)]);
        return true;
    };
    static const Schema<GameDocument> schema{
        {
            F::required(
                "board", [](GameDocument & d) -> auto & { return d.setup.board; },
                embedded(readBoardObject, &BoardReadResult::board)),
            F::required(
                "catalog", [](GameDocument & d) -> auto & { return d.setup.catalog; },
                embedded(readCatalogObject, &CatalogReadResult::catalog)),
            F::required("setup", setup, objectOf(setupSchema())),
            F::required("log", std::identity(), log),
        },
        {QStringLiteral("format"), QStringLiteral("version")}};
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

// The index of the first action of `log` that places a tile or hall beyond kMaxPlacements, if any.
std::optional<size_t> beyondPlacements(const std::vector<Action> &log)
{
    int placed = 0;
    for (size_t i = 0; i < log.size(); ++i)
        if (std::holds_alternative<DigAction>(log[i].body) ||
            std::holds_alternative<DedicateHall>(log[i].body))
            if (++placed > kMaxPlacements)
                return i;
    return std::nullopt;
}

QString tooManyPlacements()
{
    return GameReaderText::tr(
               "a game places at most %1 tunnel tiles and great halls, overrides included (the box "
               "holds 52 and 6): a limit of Hallkeeper's")
        .arg(argText(kMaxPlacements));
}

GameReadResult readGameObject(const QJsonObject &root, Problems problems, ActionCheck mode)
{
    JsonReader r(problems);
    GameDocument document;
    readFields(r, root, JsonPath(), gameSchema(), document);
    GameFile game{std::move(document.setup), {}};
    game.log.reserve(document.log.size());
    for (RecordedAction &a : document.log)
        game.log.push_back(std::move(a.action));
    if (const std::optional<size_t> beyond = beyondPlacements(game.log))
        r.error(indexPath(QStringLiteral("log"), qsizetype(*beyond)), tooManyPlacements());

    if (!hasErrors(problems) && game.setup.board && game.setup.catalog) {
        // The setup's rules, then every action replayed.
        const Problems setup = setupProblems(game.setup);
        problems.insert(problems.end(), setup.begin(), setup.end());
        if (setup.empty() && mode == ActionCheck::Replay) {
            const Replay rp = replay(game.setup, game.log);
            for (size_t i = 0; i < rp.steps.size(); ++i) {
                // Spelled out only for a problem: a sound game has none.
                const auto path = [i] { return indexPath(QStringLiteral("log"), qsizetype(i)); };
                for (const Violation &v : rp.steps[i].verdict.violations)
                    if (!isLimit(v.reason) && !game.log[i].override)
                        r.error(path(),
                                GameReaderText::tr("an illegal action, not recorded as an override: %1")
                                    .arg(sentence(v)),
                                v.rule());
                if (document.log[i].ledger && !sameLedger(*document.log[i].ledger, rp.steps[i].ledger))
                    r.error(childPath(path(), QStringLiteral("ledger")),
                            GameReaderText::tr(
                                "the recorded ledger differs from what replaying the action gives"));
            }
            const Problems beyond = limitProblems(rp);
            problems.insert(problems.end(), beyond.begin(), beyond.end());
        }
    }
    GameReadResult result;
    if (!hasErrors(problems))
        result.game = std::move(game);
    result.problems = std::move(problems);
    return result;
}

} // namespace

ActionReadResult readAction(const QJsonValue &value, const GameSetup &setup)
{
    ActionReadResult result;
    JsonReader r(result.problems);
    RecordedAction recorded;
    readAction(r, value, JsonPath(), setup.playerCount(), recorded);
    if (!hasErrors(result.problems))
        result.action = std::move(recorded.action);
    return result;
}

QJsonObject actionToJson(const Action &a, const Ledger *ledger)
{
    JsonTreeBuilder tree;
    writeAction(tree, a, ledger);
    return tree.result().toObject();
}

QJsonObject gameToJson(const GameFile &game, const std::vector<Ledger> *ledgers)
{
    JsonTreeBuilder tree;
    writeGameTo(tree, game, ledgers);
    return tree.result().toObject();
}

QByteArray gameToBytes(const GameFile &game, const std::vector<Ledger> *ledgers)
{
    JsonLayout layout(gameKeyOrder());
    writeGameTo(layout, game, ledgers);
    return layout.text();
}

QString writeGame(const QString &fileName, const GameFile &game, const std::vector<Ledger> *ledgers,
                  WriteMode mode)
{
    if (game.log.size() > size_t(kMaxActions)) // never a file its reader refuses
        return GameReaderText::tr(
                   "the game has %1 actions, more than the %2 a game file of Hallkeeper's holds")
            .arg(argText(game.log.size()), argText(kMaxActions));
    if (beyondPlacements(game.log))
        return tooManyPlacements();
    return writeFileAtomically(fileName, gameToBytes(game, ledgers), mode);
}

GameReadResult parseGame(const QByteArray &bytes, ActionCheck check)
{
    Problems problems;
    const auto root = parseJsonDocument(bytes, key(kGameFormat), kGameVersion, problems);
    return root ? readGameObject(*root, problems, check) : GameReadResult{std::nullopt, problems};
}

Problems limitProblems(const Replay &replay)
{
    Problems problems;
    ProblemReporter r(problems);
    for (size_t i = 0; i < replay.steps.size(); ++i)
        for (const Violation &v : replay.steps[i].verdict.violations)
            if (isLimit(v.reason)) // no override records an action beyond a limit
                r.error(indexPath(QStringLiteral("log"), qsizetype(i)),
                        GameReaderText::tr("an action beyond Hallkeeper's limits: %1").arg(sentence(v)),
                        v.rule());
    return problems;
}

GameReadResult readGame(const QString &fileName, ActionCheck check)
{
    Problems problems;
    const auto root = readJsonDocument(fileName, key(kGameFormat), kGameVersion, problems);
    return root ? readGameObject(*root, problems, check) : GameReadResult{std::nullopt, problems};
}

} // namespace hk
