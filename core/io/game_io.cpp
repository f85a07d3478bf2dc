#include "io/game_io.h"

#include "game/engine.h"
#include "io/board_io.h"
#include "io/catalog_io.h"
#include "rules/rule_catalog.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

namespace hk {

namespace {

class GameReaderText {
    Q_DECLARE_TR_FUNCTIONS(GameReader)
};

QString key(const char *k)
{
    return QString::fromLatin1(k);
}

// ---- Writing
// ------------------------------------------------------------------------------------------------------

QJsonArray squareJson(const Square &s)
{
    return QJsonArray{s.row, s.column};
}

QJsonObject countsJson(const ResourceCounts &c)
{
    QJsonObject o;
    for (Resource r : kAllResources)
        if (at(c, r) != 0)
            o[resourceId(r)] = at(c, r);
    return o;
}

QString iconId(const Icon &icon)
{
    QString id = resourceId(icon.resource);
    if (icon.resource == Resource::Cart && icon.cartClan)
        id += QLatin1Char(':') + clanId(*icon.cartClan);
    return id;
}

QJsonObject paymentJson(const Payment &p)
{
    QJsonObject o;
    if (total(p.fromStorage) != 0)
        o[key("storage")] = countsJson(p.fromStorage);
    QJsonArray trolls;
    for (const IconRef &ref : p.fromTrolls)
        trolls.append(QJsonArray{ref.slot, ref.icon});
    if (!trolls.isEmpty())
        o[key("trolls")] = trolls;
    return o;
}

QJsonObject marketCardJson(const MarketCard &c)
{
    QJsonObject o = trollToJson(c.card);
    if (c.pedestal)
        o[key("pedestal")] = clanId(*c.pedestal);
    return o;
}

// Only what changed: {"storage": {"0": {"iron": -4}}, "trolls": {…}, "honour": {"0": 6}, "pedestals": {…}}.
QJsonObject ledgerJson(const Ledger &l)
{
    QJsonObject o;
    const auto counts = [&](const char *name, const std::vector<ResourceCounts> &list) {
        QJsonObject changed;
        for (size_t i = 0; i < list.size(); ++i) {
            const QJsonObject c = countsJson(list[i]);
            if (!c.isEmpty())
                changed[QString::number(i)] = c;
        }
        if (!changed.isEmpty())
            o[key(name)] = changed;
    };
    counts("storage", l.storage);
    counts("trolls", l.trolls);
    QJsonObject honour, pedestals;
    for (size_t i = 0; i < l.honour.size(); ++i)
        if (l.honour[i] != 0)
            honour[QString::number(i)] = l.honour[i];
    for (size_t i = 0; i < l.pedestals.size(); ++i) {
        QJsonObject p;
        for (int c = 0; c < 3; ++c)
            if (l.pedestals[i][c] != 0)
                p[clanId(kStatueClans[c])] = l.pedestals[i][c];
        if (!p.isEmpty())
            pedestals[QString::number(i)] = p;
    }
    if (!honour.isEmpty())
        o[key("honour")] = honour;
    if (!pedestals.isEmpty())
        o[key("pedestals")] = pedestals;
    return o;
}

QJsonObject setupJson(const GameSetup &s)
{
    QJsonArray players;
    for (const PlayerSetup &p : s.players) {
        QJsonArray moot;
        for (const TrollCard &t : p.moot)
            moot.append(trollToJson(t));
        QJsonObject o{{key("name"), p.name},
                      {key("gate"), squareJson(p.gate)},
                      {key("moot"), moot},
                      {key("hand"), trollToJson(p.hand)},
                      {key("deck"), trollToJson(p.deck)}};
        if (!p.colour.isEmpty())
            o[key("colour")] = p.colour;
        if (s.teams)
            o[key("team")] = p.team;
        players.append(o);
    }
    QJsonArray statues;
    for (const StatueOnBoard &st : s.statues)
        statues.append(QJsonObject{
            {key("id"), st.id}, {key("clan"), clanId(st.clan)}, {key("square"), squareJson(st.square)}});
    QJsonObject workshops;
    for (int k = 0; k < kWorkshopKinds; ++k)
        if (s.workshopSupply[k] > 0)
            workshops[workshopInfo(static_cast<WorkshopKind>(k)).id] = s.workshopSupply[k];
    QJsonObject market;
    for (int level = 1; level <= 3; ++level) {
        QJsonArray row;
        for (const MarketCard &c : s.market[level - 1])
            row.append(marketCardJson(c));
        market[QStringLiteral("level%1").arg(level)] = row;
    }
    QJsonArray track;
    for (const auto &layer : s.pedestalTrack)
        track.append(QJsonArray{layer[0], layer[1], layer[2]});
    QJsonArray spells;
    for (const QString &name : s.spells)
        spells.append(name);
    return QJsonObject{{key("teams"), s.teams},   {key("players"), players},
                       {key("statues"), statues}, {key("workshopSupply"), workshops},
                       {key("market"), market},   {key("pedestalTrack"), track},
                       {key("spells"), spells}};
}

// ---- Reading
// ------------------------------------------------------------------------------------------------------

// Reading helpers bound to one checker: they report and return a default on a problem.
struct Reader {
    JsonChecker &check;

    std::optional<Square> square(const QJsonValue &v, const QString &path)
    {
        const QJsonArray a = v.toArray();
        if (!v.isArray() || a.size() != 2 || !a[0].isDouble() || !a[1].isDouble()) {
            check.error(
                path,
                GameReaderText::tr("expected a square as [row, column], found %1").arg(describeJson(v)));
            return std::nullopt;
        }
        return Square{a[0].toInt(), a[1].toInt()};
    }

    int integer(const QJsonObject &o, const char *name, const QString &path, int fallback = 0,
                bool required = true)
    {
        if (!o.contains(key(name))) {
            if (required)
                check.require(o, key(name), path);
            return fallback;
        }
        return check.integer(o.value(key(name)), childPath(path, key(name))).value_or(fallback);
    }

    QString string(const QJsonObject &o, const char *name, const QString &path, bool required = true)
    {
        if (!o.contains(key(name))) {
            if (required)
                check.require(o, key(name), path);
            return {};
        }
        return check.string(o.value(key(name)), childPath(path, key(name))).value_or(QString());
    }

    // Resource counts: only the keys present are looked at, and a path is built only to report a problem
    // (a game file holds thousands of these).
    ResourceCounts counts(const QJsonValue &v, const QString &path)
    {
        ResourceCounts c{};
        if (!v.isObject()) {
            check.object(v, path);
            return c;
        }
        const QJsonObject o = v.toObject();
        for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
            const auto r = resourceFromId(it.key());
            if (!r) {
                check.error(childPath(path, it.key()),
                            GameReaderText::tr("unknown key; expected one of: %1").arg(resourceIdList()));
                continue;
            }
            const double d = it.value().toDouble(0.5);
            if (it.value().isDouble() && d == std::floor(d) && std::fabs(d) <= 1e6)
                at(c, *r) = int(d);
            else
                check.integer(it.value(), childPath(path, it.key()));
        }
        return c;
    }

    std::optional<Clan> clan(const QJsonValue &v, const QString &path, bool statueClan = true)
    {
        const auto parse = [statueClan](const QString &id) -> std::optional<Clan> {
            const auto c = clanFromId(id);
            return statueClan && c == Clan::Mud ? std::nullopt : c;
        };
        return check.identifier<Clan>(v, path, parse,
                                      statueClan ? statueClanIdList()
                                                 : QStringLiteral("\"mud\", ") + statueClanIdList());
    }

    // `keys`: the keys the object may have (a market card also has its pedestal, a catalog card its id).
    TrollCard troll(const QJsonValue &v, const QString &path,
                    const QStringList &keys = {key("name"), key("level"), key("clan"), key("icons"),
                                               key("startRow"), key("pedestal")})
    {
        TrollCard t;
        const auto o = check.object(v, path);
        if (!o)
            return t;
        check.rejectUnknownKeys(*o, path, keys);
        t.name = string(*o, keys.contains(key("id")) ? "id" : "name", path, keys.contains(key("id")));
        t.level = integer(*o, "level", path);
        if (t.level < 0 || t.level > 3)
            check.error(
                childPath(path, key("level")),
                GameReaderText::tr("expected a level from 0 (a starting troll) to 3, found %1").arg(t.level));
        if (o->contains(key("clan")))
            t.clan = clan(o->value(key("clan")), childPath(path, key("clan")), false);
        if (o->contains(key("icons")))
            if (const auto icons = check.array(o->value(key("icons")), childPath(path, key("icons"))))
                for (qsizetype i = 0; i < icons->size(); ++i) {
                    const QString iconPath = indexPath(childPath(path, key("icons")), i);
                    const QString id = icons->at(i).toString();
                    const auto resource = resourceFromId(id.section(QLatin1Char(':'), 0, 0));
                    Icon icon;
                    if (!icons->at(i).isString() || !resource) {
                        check.error(iconPath, GameReaderText::tr("expected a resource such as \"stone\" or a "
                                                                 "clan cart such as \"cart:fire\", found %1")
                                                  .arg(describeJson(icons->at(i))));
                        continue;
                    }
                    icon.resource = *resource;
                    if (id.contains(QLatin1Char(':'))) {
                        const auto c = clanFromId(id.section(QLatin1Char(':'), 1));
                        if (*resource != Resource::Cart || !c || c == Clan::Mud) {
                            check.error(
                                iconPath,
                                GameReaderText::tr("only a cart icon carries a clan mark (\"cart:fire\", "
                                                   "\"cart:ice\", \"cart:moon\"), found %1")
                                    .arg(describeJson(icons->at(i))),
                                QStringLiteral("CART-CLAN"));
                            continue;
                        }
                        icon.cartClan = c;
                    }
                    t.icons.push_back(icon);
                }
        if (o->contains(key("startRow")))
            t.startRow = counts(o->value(key("startRow")), childPath(path, key("startRow")));
        return t;
    }

    MarketCard marketCard(const QJsonValue &v, const QString &path)
    {
        MarketCard c;
        c.card = troll(v, path);
        const QJsonObject o = v.toObject();
        if (o.contains(key("pedestal")))
            c.pedestal = clan(o.value(key("pedestal")), childPath(path, key("pedestal")));
        return c;
    }

    Payment payment(const QJsonValue &v, const QString &path)
    {
        Payment p;
        const auto o = check.object(v, path);
        if (!o)
            return p;
        check.rejectUnknownKeys(*o, path, {key("storage"), key("trolls")});
        if (o->contains(key("storage")))
            p.fromStorage = counts(o->value(key("storage")), childPath(path, key("storage")));
        if (o->contains(key("trolls")))
            if (const auto refs = check.array(o->value(key("trolls")), childPath(path, key("trolls"))))
                for (qsizetype i = 0; i < refs->size(); ++i) {
                    const QJsonArray pair = refs->at(i).toArray();
                    if (!refs->at(i).isArray() || pair.size() != 2 || !pair[0].isDouble() ||
                        !pair[1].isDouble()) {
                        check.error(indexPath(childPath(path, key("trolls")), i),
                                    GameReaderText::tr("expected a troll icon as [slot, icon], found %1")
                                        .arg(describeJson(refs->at(i))));
                        continue;
                    }
                    p.fromTrolls.push_back({pair[0].toInt(), pair[1].toInt()});
                }
        return p;
    }
};

ActionBody readBody(Reader &r, const QJsonObject &o, const QString &kind, const QString &path)
{
    JsonChecker &check = r.check;
    const auto field = [&](const char *name) { return childPath(path, key(name)); };
    const auto allow = [&](QStringList keys) {
        keys << key("player") << key("action") << key("override") << key("ledger");
        check.rejectUnknownKeys(o, path, keys);
    };
    std::optional<ActionBody> body = emptyActionBody(kind);
    if (!body) {
        check.error(childPath(path, key("action")),
                    GameReaderText::tr(
                        "expected one of \"spell\", \"workshop\", \"recruit\", \"dig\", \"hall\", \"move\", "
                        "\"trade\", \"correction\", \"endTurn\", found %1")
                        .arg(describeJson(o.value(key("action")))));
        return EndTurn{};
    }
    std::visit(
        Overloaded{
            [&](CastSpell &s) {
                allow({key("slot"), key("rune"), key("gain"), key("revealed")});
                s.slot = r.integer(o, "slot", path);
                s.rune = r.payment(o.value(key("rune")), field("rune"));
                if (o.contains(key("gain")))
                    s.gain = r.counts(o.value(key("gain")), field("gain"));
                s.revealed = r.string(o, "revealed", path, false);
            },
            [&](UseWorkshop &w) {
                allow({key("site"), key("exchanges")});
                if (check.require(o, key("site"), path))
                    w.site = r.square(o.value(key("site")), field("site")).value_or(Square{-1, -1});
                if (check.require(o, key("exchanges"), path))
                    if (const auto list = check.array(o.value(key("exchanges")), field("exchanges")))
                        for (qsizetype i = 0; i < list->size(); ++i) {
                            const QString ep = indexPath(field("exchanges"), i);
                            const auto e = check.object(list->at(i), ep);
                            if (!e)
                                continue;
                            check.rejectUnknownKeys(*e, ep, {key("give"), key("get"), key("fromTroll")});
                            WorkshopExchange x;
                            if (e->contains(key("give")))
                                x.give = r.payment(e->value(key("give")), childPath(ep, key("give")));
                            if (e->contains(key("get")))
                                x.get = r.counts(e->value(key("get")), childPath(ep, key("get")));
                            if (e->contains(key("fromTroll"))) {
                                const QJsonArray pair = e->value(key("fromTroll")).toArray();
                                if (pair.size() == 2)
                                    x.fromTroll = IconRef{pair[0].toInt(), pair[1].toInt()};
                                else
                                    check.error(childPath(ep, key("fromTroll")),
                                                GameReaderText::tr("expected a troll icon as [slot, icon]"));
                            }
                            w.exchanges.push_back(x);
                        }
            },
            [&](Recruit &rc) {
                allow({key("level"), key("position"), key("slot"), key("bribes"), key("refill"),
                       key("chosenPedestal"), key("retireRefills")});
                rc.level = r.integer(o, "level", path, 1);
                if (rc.level < 1 || rc.level > 3)
                    check.error(
                        field("level"),
                        GameReaderText::tr("expected a market level from 1 to 3, found %1").arg(rc.level));
                rc.position = r.integer(o, "position", path);
                rc.slot = r.integer(o, "slot", path, 4);
                if (o.contains(key("bribes")))
                    rc.bribes = r.payment(o.value(key("bribes")), field("bribes"));
                if (o.contains(key("refill")))
                    rc.refill = r.marketCard(o.value(key("refill")), field("refill"));
                if (o.contains(key("chosenPedestal")))
                    rc.chosenPedestal = r.clan(o.value(key("chosenPedestal")), field("chosenPedestal"));
                if (o.contains(key("retireRefills")))
                    if (const auto list = check.array(o.value(key("retireRefills")), field("retireRefills")))
                        for (qsizetype i = 0; i < list->size(); ++i)
                            rc.retireRefills.push_back(
                                r.marketCard(list->at(i), indexPath(field("retireRefills"), i)));
            },
            [&](DigAction &d) {
                allow({key("shape"), key("orientation"), key("origin"), key("mineral"), key("payment"),
                       key("pedestal"), key("workshops")});
                d.shape = r.string(o, "shape", path);
                d.orientation = r.integer(o, "orientation", path);
                if (check.require(o, key("origin"), path))
                    d.origin = r.square(o.value(key("origin")), field("origin")).value_or(Square{-1, -1});
                if (check.require(o, key("mineral"), path))
                    d.mineral = check
                                    .identifier<Mineral>(o.value(key("mineral")), field("mineral"),
                                                         mineralFromId, mineralIdList())
                                    .value_or(Mineral::Stone);
                if (check.require(o, key("payment"), path))
                    d.payment = r.payment(o.value(key("payment")), field("payment"));
                if (o.contains(key("pedestal")))
                    d.pedestal = r.clan(o.value(key("pedestal")), field("pedestal"));
                if (o.contains(key("workshops")))
                    if (const auto list = check.array(o.value(key("workshops")), field("workshops")))
                        for (qsizetype i = 0; i < list->size(); ++i) {
                            const QString wp = indexPath(field("workshops"), i);
                            const auto w = check.object(list->at(i), wp);
                            if (!w)
                                continue;
                            check.rejectUnknownKeys(*w, wp, {key("site"), key("kind")});
                            QStringList kinds;
                            for (const WorkshopInfo &info : workshopInfos())
                                kinds << QLatin1Char('"') + info.id + QLatin1Char('"');
                            const auto site =
                                check.require(*w, key("site"), wp)
                                    ? r.square(w->value(key("site")), childPath(wp, key("site")))
                                    : std::nullopt;
                            const auto k = check.require(*w, key("kind"), wp)
                                               ? check.identifier<WorkshopKind>(
                                                     w->value(key("kind")), childPath(wp, key("kind")),
                                                     workshopFromId, kinds.join(QStringLiteral(", ")))
                                               : std::nullopt;
                            if (site && k)
                                d.workshops.push_back({*site, *k});
                        }
            },
            [&](DedicateHall &h) {
                allow({key("hall"), key("orientation"), key("origin")});
                h.hall = r.string(o, "hall", path);
                h.orientation = r.integer(o, "orientation", path);
                if (check.require(o, key("origin"), path))
                    h.origin = r.square(o.value(key("origin")), field("origin")).value_or(Square{-1, -1});
            },
            [&](MoveStatue &m) {
                allow({key("statue"), key("to"), key("cart")});
                m.statue = r.integer(o, "statue", path);
                if (check.require(o, key("to"), path))
                    m.to = r.square(o.value(key("to")), field("to")).value_or(Square{-1, -1});
                if (check.require(o, key("cart"), path))
                    m.cart = r.payment(o.value(key("cart")), field("cart"));
            },
            [&](TradeFourForOne &t) {
                allow({key("give"), key("get")});
                if (check.require(o, key("give"), path))
                    t.give = r.payment(o.value(key("give")), field("give"));
                if (check.require(o, key("get"), path))
                    t.get = check
                                .identifier<Resource>(o.value(key("get")), field("get"), resourceFromId,
                                                      resourceIdList())
                                .value_or(Resource::Stone);
            },
            [&](Correction &c) {
                allow({key("reason"), key("storage"), key("honour")});
                c.reason = r.string(o, "reason", path).trimmed();
                if (c.reason.isEmpty() && o.contains(key("reason")))
                    check.error(field("reason"), GameReaderText::tr("a correction says why it was made"));
                if (o.contains(key("storage")))
                    c.storage = r.counts(o.value(key("storage")), field("storage"));
                c.honour = r.integer(o, "honour", path, 0, false);
            },
            [&](EndTurn &) { allow({}); },
        },
        *body);
    return *body;
}

// A recorded ledger in the canonical form ledgerJson() writes (zeros dropped), to compare with the replay.
QJsonObject readLedger(Reader &r, const QJsonObject &o, const QString &path)
{
    r.check.rejectUnknownKeys(o, path, {key("storage"), key("trolls"), key("honour"), key("pedestals")});
    QJsonObject canonical;
    for (const char *name : {"storage", "trolls", "honour", "pedestals"}) {
        if (!o.contains(key(name)))
            continue;
        const auto entries = r.check.object(o.value(key(name)), childPath(path, key(name)));
        if (!entries)
            continue;
        QJsonObject kept;
        for (auto it = entries->constBegin(); it != entries->constEnd(); ++it) {
            const QString entryPath = childPath(childPath(path, key(name)), it.key());
            if (qstrcmp(name, "honour") == 0) {
                const int n = r.check.integer(it.value(), entryPath).value_or(0);
                if (n != 0)
                    kept[it.key()] = n;
                continue;
            }
            QJsonObject counts;
            if (qstrcmp(name, "pedestals") == 0) {
                for (Clan c : kStatueClans)
                    if (const int n = it.value().toObject().value(clanId(c)).toInt(); n != 0)
                        counts[clanId(c)] = n;
            } else {
                counts = countsJson(r.counts(it.value(), entryPath));
            }
            if (!counts.isEmpty())
                kept[it.key()] = counts;
        }
        if (!kept.isEmpty())
            canonical[key(name)] = kept;
    }
    return canonical;
}

GameReadResult readGameObject(const QJsonObject &root, Problems problems, ActionCheck mode)
{
    JsonChecker check(problems);
    Reader r{check};
    check.rejectUnknownKeys(
        root, {}, {key("format"), key("version"), key("board"), key("catalog"), key("setup"), key("log")});
    GameFile game;

    // The embedded board and catalog, read by their own readers with their paths under "board" and "catalog".
    const auto nested = [&](const char *name, auto read) {
        if (!check.require(root, key(name), {}))
            return decltype(read(QJsonObject{}).first){};
        const auto o = check.object(root.value(key(name)), key(name));
        if (!o)
            return decltype(read(QJsonObject{}).first){};
        auto [value, inner] = read(*o);
        for (Problem p : inner) {
            p.path = p.path.isEmpty()
                         ? key(name)
                         : key(name) +
                               (p.path.startsWith(QLatin1Char('[')) ? QString() : QStringLiteral(".")) +
                               p.path;
            problems.push_back(p);
        }
        return value;
    };
    const auto board = nested("board", [](const QJsonObject &o) {
        BoardReadResult b = readBoardObject(o);
        return std::pair{b.board ? std::make_shared<const Board>(*b.board) : nullptr, b.problems};
    });
    const auto catalog = nested("catalog", [](const QJsonObject &o) {
        CatalogReadResult c = readCatalogObject(o);
        return std::pair{c.catalog ? std::make_shared<const Catalog>(*c.catalog) : nullptr, c.problems};
    });
    game.setup.board = board;
    game.setup.catalog = catalog;

    // The setup.
    if (check.require(root, key("setup"), {}))
        if (const auto s = check.object(root.value(key("setup")), key("setup"))) {
            const QString sp = key("setup");
            check.rejectUnknownKeys(*s, sp,
                                    {key("teams"), key("players"), key("statues"), key("workshopSupply"),
                                     key("market"), key("pedestalTrack"), key("spells")});
            if (s->contains(key("teams")))
                game.setup.teams =
                    check.boolean(s->value(key("teams")), childPath(sp, key("teams"))).value_or(false);
            if (check.require(*s, key("players"), sp))
                if (const auto players = check.array(s->value(key("players")), childPath(sp, key("players"))))
                    for (qsizetype i = 0; i < players->size(); ++i) {
                        const QString pp = indexPath(childPath(sp, key("players")), i);
                        PlayerSetup ps;
                        const auto o = check.object(players->at(i), pp);
                        if (o) {
                            check.rejectUnknownKeys(*o, pp,
                                                    {key("name"), key("colour"), key("team"), key("gate"),
                                                     key("moot"), key("hand"), key("deck")});
                            ps.name = r.string(*o, "name", pp).trimmed();
                            if (ps.name.isEmpty() && o->contains(key("name")))
                                check.error(childPath(pp, key("name")),
                                            GameReaderText::tr("expected a player name, found an empty one"));
                            ps.colour = r.string(*o, "colour", pp, false);
                            ps.team = r.integer(*o, "team", pp, 0, false);
                            if (check.require(*o, key("gate"), pp))
                                ps.gate = r.square(o->value(key("gate")), childPath(pp, key("gate")))
                                              .value_or(Square{-1, -1});
                            if (check.require(*o, key("moot"), pp))
                                if (const auto moot =
                                        check.array(o->value(key("moot")), childPath(pp, key("moot")))) {
                                    if (moot->size() != 4)
                                        check.error(
                                            childPath(pp, key("moot")),
                                            GameReaderText::tr(
                                                "expected the 4 starting trolls of the bottom row, found %1")
                                                .arg(moot->size()),
                                            QStringLiteral("SET-MOOT"));
                                    for (qsizetype t = 0; t < std::min<qsizetype>(4, moot->size()); ++t)
                                        ps.moot[t] =
                                            r.troll(moot->at(t), indexPath(childPath(pp, key("moot")), t));
                                }
                            if (check.require(*o, key("hand"), pp))
                                ps.hand = r.troll(o->value(key("hand")), childPath(pp, key("hand")));
                            if (check.require(*o, key("deck"), pp))
                                ps.deck = r.troll(o->value(key("deck")), childPath(pp, key("deck")));
                        }
                        game.setup.players.push_back(ps);
                    }
            if (s->contains(key("statues")))
                if (const auto list = check.array(s->value(key("statues")), childPath(sp, key("statues"))))
                    for (qsizetype i = 0; i < list->size(); ++i) {
                        const QString path = indexPath(childPath(sp, key("statues")), i);
                        if (const auto o = check.object(list->at(i), path)) {
                            check.rejectUnknownKeys(*o, path, {key("id"), key("clan"), key("square")});
                            StatueOnBoard st;
                            st.id = r.integer(*o, "id", path);
                            if (check.require(*o, key("clan"), path))
                                st.clan = r.clan(o->value(key("clan")), childPath(path, key("clan")))
                                              .value_or(Clan::Fire);
                            if (check.require(*o, key("square"), path))
                                st.square = r.square(o->value(key("square")), childPath(path, key("square")))
                                                .value_or(Square{-1, -1});
                            game.setup.statues.push_back(st);
                        }
                    }
            if (check.require(*s, key("workshopSupply"), sp))
                if (const auto w =
                        check.object(s->value(key("workshopSupply")), childPath(sp, key("workshopSupply")))) {
                    for (auto it = w->begin(); it != w->end(); ++it) {
                        const QString path = childPath(childPath(sp, key("workshopSupply")), it.key());
                        const auto kind = workshopFromId(it.key());
                        if (!kind) {
                            check.error(path, GameReaderText::tr("unknown workshop \"%1\"").arg(it.key()));
                            continue;
                        }
                        game.setup.workshopSupply[int(*kind)] = check.integer(it.value(), path).value_or(0);
                    }
                }
            if (check.require(*s, key("market"), sp))
                if (const auto m = check.object(s->value(key("market")), childPath(sp, key("market")))) {
                    const QString mp = childPath(sp, key("market"));
                    check.rejectUnknownKeys(*m, mp, {key("level1"), key("level2"), key("level3")});
                    for (int level = 1; level <= 3; ++level) {
                        const QString name = QStringLiteral("level%1").arg(level);
                        if (!check.require(*m, name, mp))
                            continue;
                        if (const auto row = check.array(m->value(name), childPath(mp, name)))
                            for (qsizetype i = 0; i < row->size(); ++i)
                                game.setup.market[level - 1].push_back(
                                    r.marketCard(row->at(i), indexPath(childPath(mp, name), i)));
                    }
                }
            if (check.require(*s, key("pedestalTrack"), sp))
                if (const auto track =
                        check.array(s->value(key("pedestalTrack")), childPath(sp, key("pedestalTrack")))) {
                    if (track->size() != 5)
                        check.error(
                            childPath(sp, key("pedestalTrack")),
                            GameReaderText::tr(
                                "expected 5 layers of 3 token values (Fire, Ice, Moon), found %1 layers")
                                .arg(track->size()),
                            QStringLiteral("SET-PEDTRACK"));
                    for (qsizetype l = 0; l < std::min<qsizetype>(5, track->size()); ++l) {
                        const QJsonArray values = track->at(l).toArray();
                        for (int c = 0; c < 3 && c < values.size(); ++c)
                            game.setup.pedestalTrack[l][c] = values[c].toInt();
                    }
                }
            if (s->contains(key("spells")))
                if (const auto spells = check.array(s->value(key("spells")), childPath(sp, key("spells"))))
                    for (int i = 0; i < 3 && i < spells->size(); ++i)
                        game.setup.spells[i] = spells->at(i).toString();
        }

    // The log.
    std::vector<std::optional<QJsonObject>> recorded;
    if (check.require(root, key("log"), {}))
        if (const auto log = check.array(root.value(key("log")), key("log")))
            for (qsizetype i = 0; i < log->size(); ++i) {
                const QString path = indexPath(key("log"), i);
                const auto o = check.object(log->at(i), path);
                if (!o)
                    continue;
                Action a;
                a.player = r.integer(*o, "player", path);
                if (a.player < 0 || a.player >= int(game.setup.players.size()))
                    check.error(childPath(path, key("player")),
                                GameReaderText::tr("expected a player from 0 to %1, found %2")
                                    .arg(int(game.setup.players.size()) - 1)
                                    .arg(a.player));
                a.body = readBody(r, *o, r.string(*o, "action", path), path);
                if (o->contains(key("override")))
                    if (const auto ov =
                            check.object(o->value(key("override")), childPath(path, key("override")))) {
                        check.rejectUnknownKeys(*ov, childPath(path, key("override")),
                                                {key("reason"), key("rules")});
                        a.override = true;
                        a.overrideReason =
                            r.string(*ov, "reason", childPath(path, key("override"))).trimmed();
                        if (a.overrideReason.isEmpty())
                            check.error(childPath(childPath(path, key("override")), key("reason")),
                                        GameReaderText::tr("an override says why the table did it anyway"));
                        if (ov->contains(key("rules")))
                            for (const QJsonValue &v : ov->value(key("rules")).toArray())
                                a.brokenRules << v.toString();
                    }
                std::optional<QJsonObject> ledger;
                if (o->contains(key("ledger")))
                    if (const auto l = check.object(o->value(key("ledger")), childPath(path, key("ledger"))))
                        ledger = readLedger(r, *l, childPath(path, key("ledger")));
                recorded.push_back(ledger);
                game.log.push_back(a);
            }

    if (!hasErrors(problems) && board && catalog) {
        // The setup's rules, then every action replayed.
        const Verdict setup = validateSetup(game.setup);
        for (const Violation &v : setup.violations)
            check.error(key("setup"), describe(v), v.rule());
        if (setup.ok() && mode == ActionCheck::Replay) {
            const Replay rp = replay(game.setup, game.log);
            for (size_t i = 0; i < rp.steps.size(); ++i) {
                const QString path = indexPath(key("log"), qsizetype(i));
                if (!rp.steps[i].verdict.ok() && !game.log[i].override)
                    check.error(path,
                                GameReaderText::tr("an illegal action, not recorded as an override: %1")
                                    .arg(describe(rp.steps[i].verdict)),
                                rp.steps[i].verdict.ruleIds().join(QStringLiteral(", ")));
                if (recorded[i] && *recorded[i] != ledgerJson(rp.steps[i].ledger))
                    check.error(childPath(path, key("ledger")),
                                GameReaderText::tr(
                                    "the recorded ledger differs from what replaying the action gives"));
            }
        }
    }
    GameReadResult result;
    if (!hasErrors(problems))
        result.game = std::move(game);
    result.problems = std::move(problems);
    return result;
}

} // namespace

TrollCard readTrollCard(JsonChecker &check, const QJsonValue &value, const QString &path,
                        const QStringList &keys)
{
    return Reader{check}.troll(value, path, keys);
}

QJsonObject trollToJson(const TrollCard &card)
{
    QJsonObject o{{key("level"), card.level}};
    if (!card.name.isEmpty())
        o[key("name")] = card.name;
    if (card.clan)
        o[key("clan")] = clanId(*card.clan);
    QJsonArray icons;
    for (const Icon &i : card.icons)
        icons.append(iconId(i));
    o[key("icons")] = icons;
    if (total(card.startRow) != 0)
        o[key("startRow")] = countsJson(card.startRow);
    return o;
}

QJsonObject actionToJson(const Action &a, const Ledger *ledger)
{
    QJsonObject o{{key("player"), a.player}, {key("action"), actionKindId(a.body)}};
    std::visit(Overloaded{
                   [&](const CastSpell &b) {
                       o[key("slot")] = b.slot;
                       o[key("rune")] = paymentJson(b.rune);
                       if (total(b.gain) != 0 ||
                           std::any_of(b.gain.begin(), b.gain.end(), [](int n) { return n != 0; }))
                           o[key("gain")] = countsJson(b.gain);
                       if (!b.revealed.isEmpty())
                           o[key("revealed")] = b.revealed;
                   },
                   [&](const UseWorkshop &b) {
                       o[key("site")] = squareJson(b.site);
                       QJsonArray list;
                       for (const WorkshopExchange &e : b.exchanges) {
                           QJsonObject x{{key("give"), paymentJson(e.give)}, {key("get"), countsJson(e.get)}};
                           if (e.fromTroll)
                               x[key("fromTroll")] = QJsonArray{e.fromTroll->slot, e.fromTroll->icon};
                           list.append(x);
                       }
                       o[key("exchanges")] = list;
                   },
                   [&](const Recruit &b) {
                       o[key("level")] = b.level;
                       o[key("position")] = b.position;
                       o[key("slot")] = b.slot;
                       o[key("bribes")] = paymentJson(b.bribes);
                       if (b.refill)
                           o[key("refill")] = marketCardJson(*b.refill);
                       if (b.chosenPedestal)
                           o[key("chosenPedestal")] = clanId(*b.chosenPedestal);
                       if (!b.retireRefills.empty()) {
                           QJsonArray list;
                           for (const MarketCard &c : b.retireRefills)
                               list.append(marketCardJson(c));
                           o[key("retireRefills")] = list;
                       }
                   },
                   [&](const DigAction &b) {
                       o[key("shape")] = b.shape;
                       o[key("orientation")] = b.orientation;
                       o[key("origin")] = squareJson(b.origin);
                       o[key("mineral")] = mineralId(b.mineral);
                       o[key("payment")] = paymentJson(b.payment);
                       if (b.pedestal)
                           o[key("pedestal")] = clanId(*b.pedestal);
                       if (!b.workshops.empty()) {
                           QJsonArray list;
                           for (const auto &[site, kind] : b.workshops)
                               list.append(QJsonObject{{key("site"), squareJson(site)},
                                                       {key("kind"), workshopInfo(kind).id}});
                           o[key("workshops")] = list;
                       }
                   },
                   [&](const DedicateHall &b) {
                       o[key("hall")] = b.hall;
                       o[key("orientation")] = b.orientation;
                       o[key("origin")] = squareJson(b.origin);
                   },
                   [&](const MoveStatue &b) {
                       o[key("statue")] = b.statue;
                       o[key("to")] = squareJson(b.to);
                       o[key("cart")] = paymentJson(b.cart);
                   },
                   [&](const TradeFourForOne &b) {
                       o[key("give")] = paymentJson(b.give);
                       o[key("get")] = resourceId(b.get);
                   },
                   [&](const Correction &b) {
                       o[key("reason")] = b.reason;
                       o[key("storage")] = countsJson(b.storage);
                       if (b.honour != 0)
                           o[key("honour")] = b.honour;
                   },
                   [&](const EndTurn &) {},
               },
               a.body);
    if (a.override)
        o[key("override")] = QJsonObject{{key("reason"), a.overrideReason},
                                         {key("rules"), QJsonArray::fromStringList(a.brokenRules)}};
    if (ledger)
        o[key("ledger")] = ledgerJson(*ledger);
    return o;
}

QJsonObject gameToJson(const GameFile &game, const std::vector<Ledger> *ledgers)
{
    QJsonObject board = game.setup.board ? boardToJson(*game.setup.board) : QJsonObject{};
    QJsonObject catalog = game.setup.catalog ? catalogToJson(*game.setup.catalog) : QJsonObject{};
    for (QJsonObject *o : {&board, &catalog}) {
        o->remove(key("format"));
        o->remove(key("version"));
    }
    std::vector<Ledger> replayed;
    if (!ledgers || ledgers->size() != game.log.size()) {
        for (ReplayStep &step : replay(game.setup, game.log).steps)
            replayed.push_back(std::move(step.ledger));
        ledgers = &replayed;
    }
    QJsonArray log;
    for (size_t i = 0; i < game.log.size(); ++i)
        log.append(actionToJson(game.log[i], &(*ledgers)[i]));
    return QJsonObject{
        {key("format"), key(kGameFormat)}, {key("version"), kGameVersion},        {key("board"), board},
        {key("catalog"), catalog},         {key("setup"), setupJson(game.setup)}, {key("log"), log}};
}

QByteArray gameToBytes(const GameFile &game, const std::vector<Ledger> *ledgers)
{
    static const QStringList order{key("format"),      key("version"), key("name"),     key("description"),
                                   key("side"),        key("rows"),    key("columns"),  key("grid"),
                                   key("board"),       key("catalog"), key("setup"),    key("log"),
                                   key("teams"),       key("players"), key("player"),   key("action"),
                                   key("level"),       key("clan"),    key("icons"),    key("startRow"),
                                   key("pedestal"),    key("gate"),    key("moot"),     key("hand"),
                                   key("deck"),        key("id"),      key("square"),   key("shape"),
                                   key("orientation"), key("origin"),  key("mineral"),  key("payment"),
                                   key("storage"),     key("trolls"),  key("override"), key("ledger")};
    return formatJson(gameToJson(game, ledgers), order);
}

QString writeGame(const QString &fileName, const GameFile &game, const std::vector<Ledger> *ledgers)
{
    return writeFileAtomically(fileName, gameToBytes(game, ledgers));
}

GameReadResult parseGame(const QByteArray &bytes, ActionCheck check)
{
    Problems problems;
    const auto root = parseJsonDocument(bytes, key(kGameFormat), kGameVersion, problems);
    return root ? readGameObject(*root, problems, check) : GameReadResult{std::nullopt, problems};
}

GameReadResult readGame(const QString &fileName, ActionCheck check)
{
    Problems problems;
    const auto root = readJsonDocument(fileName, key(kGameFormat), kGameVersion, problems);
    return root ? readGameObject(*root, problems, check) : GameReadResult{std::nullopt, problems};
}

} // namespace hk
