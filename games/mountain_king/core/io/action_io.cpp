// An action of a game's log as the file keeps it: its kind and fields, its override (the reason and the rules
// it breaks) and its ledger; written, and read with one schema per kind.
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

const QStringList kActionKeys{QStringLiteral("player"), QStringLiteral("action"), QStringLiteral("override"),
                              QStringLiteral("ledger")};

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

// The two sinks every writer serves.
template void writeAction(JsonTreeBuilder &out, const Action &a, const Ledger *ledger);
template void writeAction(JsonLayout &out, const Action &a, const Ledger *ledger);

} // namespace game_io_detail

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

} // namespace hk
