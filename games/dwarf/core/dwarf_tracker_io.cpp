#include "dwarf_tracker_io.h"

#include "dwarf_rules.h"
#include "dwarf_sheet.h"

#include "catalog/rule_catalog.h"
#include "i18n/arg_text.h"
#include "json/json_document.h"
#include "json/json_reader.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace hk::dwarf {

namespace {

using namespace hk::base;
using Kind = TrackerEvent::Kind;

class DwarfFileText {
    Q_DECLARE_TR_FUNCTIONS(Dwarf)
};

struct EventKind {
    Kind kind;
    const char *key;
    QStringList fields; // the keys this kind uses besides "event"
    QStringList required;
};

const std::vector<EventKind> &eventKinds()
{
    static const std::vector<EventKind> kinds{
        {Kind::Convert,
         "convert",
         {base::key("player"), base::key("conversion"), base::key("cost")},
         {base::key("player"), base::key("conversion")}},
        {Kind::Attack, "attack", {base::key("monster")}, {base::key("monster")}},
        {Kind::Defend, "defend", {base::key("player")}, {base::key("player")}},
        {Kind::Courage,
         "courage",
         {base::key("player"), base::key("workers")},
         {base::key("player"), base::key("workers")}},
        {Kind::Special, "special", {base::key("player"), base::key("medals")}, {base::key("player")}},
        {Kind::Reinforce, "reinforce", {base::key("player")}, {base::key("player")}},
        {Kind::Adjust,
         "adjust",
         {base::key("player"), base::key("change"), base::key("note")},
         {base::key("player"), base::key("change")}},
        {Kind::EndRound, "endRound", {base::key("startPlayerPasses")}, {}},
        {Kind::EmptyDeck, "emptyDeck", {}, {}},
    };
    return kinds;
}

const EventKind &kindOf(Kind kind)
{
    for (const EventKind &e : eventKinds())
        if (e.kind == kind)
            return e;
    return eventKinds().front();
}

// An event as read, before its kind is known.
struct EventFields {
    QString event;
    int player = -1;
    QString conversion;
    Recipe cost;
    QString monster;
    int workers = 0;
    bool medals = false;
    Holdings change;
    QString note;
    bool startPlayerPasses = false;
};

struct SetupFields {
    QStringList players;
    QString opponent = QStringLiteral("none");
    bool twoCopies = false;
    int startPlayer = 0;
};

struct FileFields {
    QString uuid;
    SetupFields setup;
    std::vector<EventFields> log;
};

ReadValue<QStringList> names()
{
    return [](JsonReader &r, const QJsonValue &v, const JsonPath &p, QStringList &target) {
        const std::optional<QJsonArray> list = r.array(v, p);
        if (!list)
            return false;
        for (qsizetype i = 0; i < list->size(); ++i)
            target << r.string(list->at(i), p.index(i)).value_or(QString());
        return true;
    };
}

template <class Enum, size_t N> QStringList keysOf(const std::array<Enum, N> &all, QString (*keyOf)(Enum))
{
    QStringList keys;
    for (auto e : all)
        keys << keyOf(e);
    return keys;
}

const Schema<Recipe> &recipeSchema()
{
    static const Schema<Recipe> schema{{
        Field<Recipe>::optional("steel", &Recipe::steel,
                                integer({0, kMaxCount, base::key(rule::kConversions)})),
        Field<Recipe>::optional("gold", &Recipe::gold,
                                integer({0, kMaxCount, base::key(rule::kConversions)})),
        Field<Recipe>::optional("iron", &Recipe::iron,
                                integer({0, kMaxCount, base::key(rule::kConversions)})),
    }};
    return schema;
}

const Schema<Holdings> &changeSchema()
{
    static const Schema<Holdings> schema{{
        Field<Holdings>::optional("steel", &Holdings::steel, integer({-kMaxCount, kMaxCount})),
        Field<Holdings>::optional("gold", &Holdings::gold, integer({-kMaxCount, kMaxCount})),
        Field<Holdings>::optional("artifacts", &Holdings::artifacts, integer({-kMaxCount, kMaxCount})),
        Field<Holdings>::optional("medals", &Holdings::medals, integer({-kMaxCount, kMaxCount})),
        Field<Holdings>::optional("iron", &Holdings::iron, integer({-kMaxCount, kMaxCount})),
    }};
    return schema;
}

const Schema<EventFields> &eventSchema()
{
    static const Schema<EventFields> schema{
        {
            Field<EventFields>::required("event", &EventFields::event, oneOf([] {
                                             QStringList keys;
                                             for (const EventKind &e : eventKinds())
                                                 keys << base::key(e.key);
                                             return keys;
                                         }())),
            Field<EventFields>::optional("player", &EventFields::player, integer({0, kMaxPlayers - 1})),
            Field<EventFields>::optional(
                "conversion", &EventFields::conversion,
                oneOf(keysOf(kConversions, conversionKey), base::key(rule::kConversions))),
            Field<EventFields>::optional("cost", &EventFields::cost, objectOf(recipeSchema())),
            Field<EventFields>::optional("monster", &EventFields::monster,
                                         oneOf(keysOf(kMonsters, monsterKey), base::key(rule::kMonsters))),
            Field<EventFields>::optional("workers", &EventFields::workers,
                                         integer({1, kWorkerCap, base::key(rule::kCourage)})),
            Field<EventFields>::optional("medals", &EventFields::medals, boolean()),
            Field<EventFields>::optional("change", &EventFields::change, objectOf(changeSchema())),
            Field<EventFields>::optional("note", &EventFields::note, text()),
            Field<EventFields>::optional("startPlayerPasses", &EventFields::startPlayerPasses, boolean()),
        },
        {},
        // Each kind of event has its own keys: one it does not use is refused, one it needs is missing.
        [](JsonReader &r, const QJsonObject &object, const JsonPath &path, EventFields &event) {
            const auto found =
                std::find_if(eventKinds().begin(), eventKinds().end(),
                             [&](const EventKind &e) { return base::key(e.key) == event.event; });
            if (found == eventKinds().end())
                return;
            for (auto it = object.begin(); it != object.end(); ++it)
                if (it.key() != QLatin1String("event") && !found->fields.contains(it.key()))
                    r.unknownKey(path.key(it.key()), QStringList{base::key("event")} + found->fields);
            for (const QString &key : found->required)
                if (!object.contains(key))
                    r.missing(path.key(key));
        }};
    return schema;
}

const Schema<SetupFields> &setupSchema()
{
    static const Schema<SetupFields> schema{{
        Field<SetupFields>::required("players", &SetupFields::players, names()),
        Field<SetupFields>::optional("opponent", &SetupFields::opponent,
                                     oneOf(keysOf(kOpponents, opponentKey), base::key(rule::kSoloBot))),
        Field<SetupFields>::optional("twoCopies", &SetupFields::twoCopies, boolean()),
        Field<SetupFields>::optional("startPlayer", &SetupFields::startPlayer,
                                     integer({0, kMaxPlayers - 1, base::key(rule::kStartPlayer)})),
    }};
    return schema;
}

const Schema<FileFields> &fileSchema()
{
    static const Schema<FileFields> schema{
        {
            Field<FileFields>::optional("uuid", &FileFields::uuid, uuidText()),
            Field<FileFields>::required("setup", &FileFields::setup, objectOf(setupSchema())),
            Field<FileFields>::optional("log", &FileFields::log, listOf(objectOf(eventSchema()))),
        },
        {base::key("format"), base::key("version")}};
    return schema;
}

TrackerEvent eventOf(const EventFields &f)
{
    TrackerEvent e;
    for (const EventKind &kind : eventKinds())
        if (base::key(kind.key) == f.event)
            e.kind = kind.kind;
    e.player = kindOf(e.kind).fields.contains(base::key("player")) ? f.player : -1;
    e.conversion = conversionOfKey(f.conversion).value_or(Conversion::IronVein);
    e.recipe = e.conversion == Conversion::Artifact ? f.cost : Recipe{};
    e.monster = monsterOfKey(f.monster).value_or(Monster::OrcRaiders);
    e.workers = f.workers;
    e.paidWithMedals = f.medals;
    e.change = f.change;
    e.note = f.note;
    e.startPlayerPasses = f.startPlayerPasses;
    return e;
}

QJsonObject holdingsJson(const Holdings &h, bool skipZero)
{
    QJsonObject o;
    for (Resource r : kResources)
        if (!skipZero || count(h, r) != 0)
            o[resourceKey(r)] = count(h, r);
    return o;
}

} // namespace

TrackerReadResult readTracker(const QByteArray &bytes)
{
    TrackerReadResult result;
    const std::optional<QJsonObject> root =
        parseJsonDocument(bytes, base::key(kTrackerFormat), kTrackerVersion, result.problems);
    if (!root)
        return result;
    JsonReader reader(result.problems);
    FileFields file;
    readFields(reader, *root, JsonPath(), fileSchema(), file);
    if (hasErrors(result.problems))
        return result;

    TrackerDocument document;
    document.uuid = file.uuid;
    document.setup.players = file.setup.players;
    document.setup.opponent = opponentOfKey(file.setup.opponent).value_or(Opponent::None);
    document.setup.twoCopies = file.setup.twoCopies;
    document.setup.startPlayer = file.setup.startPlayer;
    result.problems = checkSetup(document.setup);
    if (hasErrors(result.problems))
        return result;
    ProblemReporter report(result.problems);
    for (size_t i = 0; i < file.log.size(); ++i) {
        const TrackerEvent event = eventOf(file.log[i]);
        if (event.player >= document.setup.players.size())
            report.error(QStringLiteral("log[%1].player").arg(i),
                         DwarfFileText::tr("expected a player from 0 to %1, found %2")
                             .arg(argText(document.setup.players.size() - 1), argText(event.player)));
        document.log.push_back(event);
    }
    if (hasErrors(result.problems))
        return result;
    // The rules, event by event: the first refused names its place and its rule.
    const TrackerReplay replayed = replay(document);
    if (replayed.refused >= 0) {
        for (const base::Violation &v : replayed.verdict.violations) {
            // The problem carries the rule ID, and its line adds it: the message without the ID it ends with.
            QString message = violationText(v, *dwarfRules());
            const QString id = QStringLiteral(" (%1)").arg(v.ruleId);
            if (message.endsWith(id))
                message.chop(id.size());
            report.error(QStringLiteral("log[%1]").arg(replayed.refused), message, v.ruleId);
        }
        return result;
    }
    result.document = std::move(document);
    return result;
}

QByteArray trackerToBytes(const TrackerDocument &document)
{
    QJsonObject setup{{base::key("players"), QJsonArray::fromStringList(document.setup.players)},
                      {base::key("opponent"), opponentKey(document.setup.opponent)},
                      {base::key("twoCopies"), document.setup.twoCopies},
                      {base::key("startPlayer"), document.setup.startPlayer}};
    QJsonArray log;
    for (const TrackerEvent &e : document.log) {
        QJsonObject o{{base::key("event"), base::key(kindOf(e.kind).key)}};
        if (e.player >= 0)
            o[base::key("player")] = e.player;
        switch (e.kind) {
        case Kind::Convert:
            o[base::key("conversion")] = conversionKey(e.conversion);
            if (e.conversion == Conversion::Artifact)
                o[base::key("cost")] = QJsonObject{{base::key("steel"), e.recipe.steel},
                                                   {base::key("gold"), e.recipe.gold},
                                                   {base::key("iron"), e.recipe.iron}};
            break;
        case Kind::Attack:
            o[base::key("monster")] = monsterKey(e.monster);
            break;
        case Kind::Courage:
            o[base::key("workers")] = e.workers;
            break;
        case Kind::Special:
            o[base::key("medals")] = e.paidWithMedals;
            break;
        case Kind::Adjust:
            o[base::key("change")] = holdingsJson(e.change, true);
            if (!e.note.isEmpty())
                o[base::key("note")] = e.note;
            break;
        case Kind::EndRound:
            o[base::key("startPlayerPasses")] = e.startPlayerPasses;
            break;
        case Kind::Defend:
        case Kind::Reinforce:
        case Kind::EmptyDeck:
            break;
        }
        log.append(o);
    }
    QJsonObject root{{base::key("format"), base::key(kTrackerFormat)},
                     {base::key("version"), kTrackerVersion},
                     {base::key("setup"), setup},
                     {base::key("log"), log}};
    if (!document.uuid.isEmpty())
        root[base::key("uuid")] = document.uuid;
    static const QStringList order{base::key("format"),   base::key("version"),   base::key("uuid"),
                                   base::key("setup"),    base::key("log"),       base::key("players"),
                                   base::key("opponent"), base::key("twoCopies"), base::key("startPlayer"),
                                   base::key("event"),    base::key("player")};
    return layOutJson(root, order);
}

} // namespace hk::dwarf
