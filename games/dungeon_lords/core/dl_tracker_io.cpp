#include "dl_tracker_io.h"

#include "dl_rules.h"
#include "dl_sheet.h"
#include "dl_tracker_text.h"
#include "i18n/arg_text.h"
#include "i18n/list_text.h"
#include "score/score_table_io.h"
#include "score/score_table_text.h"
#include "json/json_document.h"
#include "json/json_reader.h"

#include <QJsonArray>

namespace hk::dungeonlords {

namespace {

using namespace hk::base;

constexpr int kMaxCount = 999;   // gold, food, tiles, evil: far beyond a real dungeon
constexpr int kMaxMonsters = 50; // a dungeon's monsters

const Schema<Monster> &monsterSchema()
{
    static const Schema<Monster> schema{{
        Field<Monster>::required("name", &Monster::name, text()),
        Field<Monster>::optional("food", &Monster::food, integer({0, kMaxCount, base::key(rule::kPayday)})),
        Field<Monster>::optional("gold", &Monster::gold, integer({0, kMaxCount, base::key(rule::kPayday)})),
    }};
    return schema;
}

ReadValue<std::vector<Monster>> monsterList()
{
    auto items = listOf(objectOf(monsterSchema()));
    return [items](JsonReader &r, const QJsonValue &v, const JsonPath &p, std::vector<Monster> &target) {
        if (v.isArray() && v.toArray().size() > kMaxMonsters) {
            r.error(p, DlText::tr("expected at most %1 monsters, found %2")
                           .arg(argText(kMaxMonsters), argText(v.toArray().size())));
            return false;
        }
        return items(r, v, p, target);
    };
}

ReadValue<std::optional<EventTile>> eventTile()
{
    const ReadValue<QString> ids =
        oneOf({base::key("payday"), base::key("tax"), base::key("special")}, base::key(rule::kEvents));
    return [ids](JsonReader &r, const QJsonValue &v, const JsonPath &p, std::optional<EventTile> &target) {
        QString id;
        if (!ids(r, v, p, id))
            return false;
        target = eventFromId(id);
        return target.has_value();
    };
}

ReadValue<std::optional<std::vector<std::vector<int>>>> dismissedLists()
{
    const ReadValue<std::vector<std::vector<int>>> lists =
        listOf(ReadValue<std::vector<int>>(listOf(integer({0, kMaxMonsters - 1, base::key(rule::kPayday)}))));
    return [lists](JsonReader &r, const QJsonValue &v, const JsonPath &p,
                   std::optional<std::vector<std::vector<int>>> &target) {
        std::vector<std::vector<int>> value;
        if (!lists(r, v, p, value))
            return false;
        target = std::move(value);
        return true;
    };
}

// The keys each kind of step takes.
const QStringList &stepKeys(TrackerStep::Kind kind)
{
    static const QStringList advance{base::key("step"), base::key("reveal"), base::key("dismissed")};
    static const QStringList dungeon{base::key("step"), base::key("player"),  base::key("gold"),
                                     base::key("food"), base::key("tiles"),   base::key("conquered"),
                                     base::key("evil"), base::key("monsters")};
    static const QStringList dummy{base::key("step"), base::key("evil")};
    return kind == TrackerStep::Kind::Advance      ? advance
           : kind == TrackerStep::Kind::SetDungeon ? dungeon
                                                   : dummy;
}

QString stepId(TrackerStep::Kind kind)
{
    return kind == TrackerStep::Kind::Advance      ? base::key("advance")
           : kind == TrackerStep::Kind::SetDungeon ? base::key("set-dungeon")
                                                   : base::key("dummy-evil");
}

const Schema<TrackerStep> &stepSchema()
{
    using F = Field<TrackerStep>;
    static const Schema<TrackerStep> schema{
        {
            F::required("step", &TrackerStep::kind,
                        ReadValue<TrackerStep::Kind>([](JsonReader &r, const QJsonValue &v, const JsonPath &p,
                                                        TrackerStep::Kind &target) {
                            QString id;
                            if (!oneOf({base::key("advance"), base::key("set-dungeon"),
                                        base::key("dummy-evil")})(r, v, p, id))
                                return false;
                            target = id == base::key("advance")       ? TrackerStep::Kind::Advance
                                     : id == base::key("set-dungeon") ? TrackerStep::Kind::SetDungeon
                                                                      : TrackerStep::Kind::SetDummyEvil;
                            return true;
                        })),
            F::optional("reveal", &TrackerStep::reveal, eventTile()),
            F::optional("dismissed", &TrackerStep::dismissed, dismissedLists()),
            F::optional("player", &TrackerStep::player,
                        integer({0, kMaxPlayers - 1, base::key(rule::kPlayers)})),
            F::optional(
                "gold", [](TrackerStep &s) -> int & { return s.dungeon.gold; }, integer({0, kMaxCount})),
            F::optional(
                "food", [](TrackerStep &s) -> int & { return s.dungeon.food; }, integer({0, kMaxCount})),
            F::optional(
                "tiles", [](TrackerStep &s) -> int & { return s.dungeon.tiles; },
                integer({0, kMaxCount, base::key(rule::kTax)})),
            F::optional(
                "conquered", [](TrackerStep &s) -> int & { return s.dungeon.conquered; },
                integer({0, kMaxCount, base::key(rule::kConquered)})),
            F::optional(
                "evil",
                [](TrackerStep &s) -> int & {
                    return s.kind == TrackerStep::Kind::SetDummyEvil ? s.evil : s.dungeon.evil;
                },
                integer({0, kMaxCount, base::key(rule::kAdventurers)})),
            F::optional(
                "monsters", [](TrackerStep &s) -> std::vector<Monster> & { return s.dungeon.monsters; },
                monsterList()),
        },
        {},
        // A key of another kind of step is refused; the kind's own required keys are checked.
        [](JsonReader &r, const QJsonObject &o, const JsonPath &p, TrackerStep &step) {
            if (!o.contains(QLatin1String("step")))
                return;
            for (auto it = o.begin(); it != o.end(); ++it) {
                const bool known = stepKeys(TrackerStep::Kind::SetDungeon).contains(it.key()) ||
                                   stepKeys(TrackerStep::Kind::Advance).contains(it.key());
                if (known && !stepKeys(step.kind).contains(it.key()))
                    r.error(p.key(it.key()), DlText::tr("a \"%1\" step takes no \"%2\"; it takes: %3")
                                                 .arg(stepId(step.kind), it.key(),
                                                      stepKeys(step.kind).join(QStringLiteral(", "))));
            }
            if (step.kind == TrackerStep::Kind::SetDungeon && !o.contains(QLatin1String("player")))
                r.missing(p.key(u"player"));
            if (step.kind == TrackerStep::Kind::SetDummyEvil && !o.contains(QLatin1String("evil")))
                r.missing(p.key(u"evil"));
        }};
    return schema;
}

const Schema<TrackerSetup> &setupSchema()
{
    static const Schema<TrackerSetup> schema{{
        Field<TrackerSetup>::required("players", &TrackerSetup::players,
                                      ReadValue<QStringList>([](JsonReader &r, const QJsonValue &v,
                                                                const JsonPath &p, QStringList &target) {
                                          std::vector<QString> names;
                                          if (!listOf(text())(r, v, p, names))
                                              return false;
                                          for (const QString &n : names)
                                              target << n;
                                          return true;
                                      })),
        Field<TrackerSetup>::optional("firstPlayer", &TrackerSetup::firstPlayer,
                                      integer({0, kMaxPlayers - 1, base::key(rule::kFirstPlayer)})),
        Field<TrackerSetup>::optional("firstGame", &TrackerSetup::firstGame, boolean()),
        Field<TrackerSetup>::optional("dummyEvil", &TrackerSetup::dummyEvil,
                                      integer({0, kMaxCount, base::key(rule::kDummy)})),
    }};
    return schema;
}

QJsonObject stepToJson(const TrackerStep &s)
{
    QJsonObject o{{base::key("step"), stepId(s.kind)}};
    switch (s.kind) {
    case TrackerStep::Kind::Advance:
        if (s.reveal)
            o.insert(base::key("reveal"), eventId(*s.reveal));
        if (s.dismissed) {
            QJsonArray lists;
            for (const std::vector<int> &l : *s.dismissed) {
                QJsonArray items;
                for (int i : l)
                    items.append(i);
                lists.append(items);
            }
            o.insert(base::key("dismissed"), lists);
        }
        break;
    case TrackerStep::Kind::SetDungeon: {
        o.insert(base::key("player"), s.player);
        o.insert(base::key("gold"), s.dungeon.gold);
        o.insert(base::key("food"), s.dungeon.food);
        o.insert(base::key("tiles"), s.dungeon.tiles);
        o.insert(base::key("conquered"), s.dungeon.conquered);
        o.insert(base::key("evil"), s.dungeon.evil);
        QJsonArray monsters;
        for (const Monster &m : s.dungeon.monsters)
            monsters.append(QJsonObject{
                {base::key("name"), m.name}, {base::key("food"), m.food}, {base::key("gold"), m.gold}});
        o.insert(base::key("monsters"), monsters);
        break;
    }
    case TrackerStep::Kind::SetDummyEvil:
        o.insert(base::key("evil"), s.evil);
        break;
    }
    return o;
}

QJsonObject ledgerToJson(const LedgerEntry &e)
{
    QJsonObject o{
        {base::key("year"), e.year},
        {base::key("round"), e.round},
        {base::key("player"), e.player},
        {base::key("event"), e.kind == LedgerEntry::Kind::Tax ? base::key("tax") : base::key("payday")},
        {base::key("rules"), QJsonArray::fromStringList(e.ruleIds)}};
    if (e.kind == LedgerEntry::Kind::Tax) {
        o.insert(base::key("tiles"), e.tax.tiles);
        o.insert(base::key("due"), e.tax.due);
        o.insert(base::key("paid"), e.tax.paid);
        o.insert(base::key("deadLetters"), e.tax.deadLetters);
    } else {
        o.insert(base::key("food"), e.payday.food);
        o.insert(base::key("gold"), e.payday.gold);
        o.insert(base::key("left"), QJsonArray::fromStringList(e.monstersLeft));
    }
    return o;
}

} // namespace

TrackerReadResult readTracker(const QByteArray &bytes)
{
    TrackerReadResult result;
    const auto root = parseJsonDocument(bytes, base::key(kTrackerFormat), kTrackerVersion, result.problems);
    if (!root)
        return result;
    JsonReader r(result.problems);
    TrackerDocument document;
    const Schema<TrackerDocument> schema{
        {Field<TrackerDocument>::optional("uuid", &TrackerDocument::uuid, uuidText()),
         Field<TrackerDocument>::required("setup", &TrackerDocument::setup, objectOf(setupSchema())),
         Field<TrackerDocument>::required("log", &TrackerDocument::log, listOf(objectOf(stepSchema())))},
        {base::key("format"), base::key("version")}};
    readFields(r, *root, JsonPath(), schema, document);
    if (hasErrors(result.problems))
        return result;
    for (Problem p : checkSetup(document.setup))
        result.problems.push_back(std::move(p));
    if (hasErrors(result.problems))
        return result;
    const TrackerReplay replayed = replay(document);
    if (replayed.refused >= 0) {
        for (const base::Violation &v : replayed.verdict.violations)
            r.error(QStringLiteral("log[%1]").arg(replayed.refused), v.arguments.value(0), v.ruleId,
                    {-1, QStringLiteral("log"), replayed.refused});
        return result;
    }
    result.document = std::move(document);
    return result;
}

QByteArray trackerToBytes(const TrackerDocument &document)
{
    QJsonArray log;
    for (const TrackerStep &s : document.log)
        log.append(stepToJson(s));
    const QJsonObject setup{{base::key("players"), QJsonArray::fromStringList(document.setup.players)},
                            {base::key("firstPlayer"), document.setup.firstPlayer},
                            {base::key("firstGame"), document.setup.firstGame},
                            {base::key("dummyEvil"), document.setup.dummyEvil}};
    QJsonObject root{{base::key("format"), base::key(kTrackerFormat)},
                     {base::key("version"), kTrackerVersion},
                     {base::key("setup"), setup},
                     {base::key("log"), log}};
    if (!document.uuid.isEmpty())
        root[base::key("uuid")] = document.uuid;
    return layOutJson(root, {base::key("format"), base::key("version"), base::key("uuid"), base::key("setup"),
                             base::key("players"), base::key("firstPlayer"), base::key("log"),
                             base::key("step"), base::key("player"), base::key("name")});
}

std::optional<QByteArray> trackerReport(const TrackerDocument &document, bool json, bool explain)
{
    const TrackerReplay replayed = replay(document);
    if (replayed.refused >= 0)
        return std::nullopt;
    const TrackerState &s = replayed.state;
    const bool over = s.phase == Phase::Final;
    if (json) {
        QJsonArray players;
        for (const TrackerPlayer &p : s.players)
            players.append(QJsonObject{{base::key("name"), p.name},
                                       {base::key("gold"), p.dungeon.gold},
                                       {base::key("food"), p.dungeon.food},
                                       {base::key("tiles"), p.dungeon.tiles},
                                       {base::key("conquered"), p.dungeon.conquered},
                                       {base::key("evil"), p.dungeon.evil},
                                       {base::key("monsters"), int(p.dungeon.monsters.size())},
                                       {base::key("deadLetters"), p.deadLetters}});
        QJsonArray ledger;
        for (const LedgerEntry &e : s.ledger)
            ledger.append(ledgerToJson(e));
        QJsonObject root{{base::key("format"), base::key("hallkeeper-dungeon-lords-report")},
                         {base::key("version"), 1},
                         {base::key("year"), s.year},
                         {base::key("round"), s.round},
                         {base::key("phase"), phaseId(s.phase)},
                         {base::key("firstPlayer"), s.firstPlayer},
                         {base::key("players"), players},
                         {base::key("ledger"), ledger}};
        if (over)
            root.insert(base::key("score"), scoreTableToJson(scoreDungeonLords(toSheet(s))));
        return layOutJson(root,
                          {base::key("format"), base::key("version"), base::key("year"), base::key("round"),
                           base::key("phase"), base::key("firstPlayer"), base::key("players"),
                           base::key("ledger"), base::key("score"), base::key("name")});
    }
    QStringList lines;
    lines << (over ? DlText::tr("Dungeon Lords — the game is over (%1)").arg(phaseName(s.phase))
                   : DlText::tr("Dungeon Lords — %1, %2 phase")
                         .arg(roundName(s.year, s.round), phaseName(s.phase)));
    lines << DlText::tr("First player: %1").arg(s.players[size_t(s.firstPlayer)].name);
    if (s.dummyEvil)
        lines << DlText::tr("Dummy player's evil: %1").arg(argText(*s.dummyEvil));
    lines << QString();
    for (const TrackerPlayer &p : s.players)
        lines << DlText::tr("%1: %2; %n dead letter(s)", nullptr, p.deadLetters)
                     .arg(p.name, dungeonText(p.dungeon));
    lines << QString() << DlText::tr("Ledger:");
    if (s.ledger.empty())
        lines << DlText::tr("  nothing paid yet");
    for (const LedgerEntry &e : s.ledger)
        lines << QStringLiteral("  ") + ledgerText(s, e);
    if (explain) {
        lines << QString() << DlText::tr("Steps recorded:");
        for (const QString &h : s.history)
            lines << QStringLiteral("  ") + h;
    }
    lines << QString() << (over ? DlText::tr("Final score:") : DlText::tr("Now:"));
    if (over) {
        lines << scoreTableText(withNamesOnOneLine(scoreDungeonLords(toSheet(s))), explain);
    } else {
        for (const PhaseTask &task : phaseTasks(s))
            lines << QStringLiteral("  - ") + task.text +
                         (task.ruleIds.isEmpty() ? QString()
                                                 : QStringLiteral(" (%1)").arg(listText(task.ruleIds)));
    }
    QString text = lines.join(QLatin1Char('\n'));
    if (!text.endsWith(QLatin1Char('\n')))
        text += QLatin1Char('\n');
    return text.toUtf8();
}

} // namespace hk::dungeonlords
