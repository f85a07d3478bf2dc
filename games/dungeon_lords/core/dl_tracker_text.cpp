#include "dl_tracker_text.h"

#include "dl_rules.h"
#include "i18n/arg_text.h"
#include "i18n/list_text.h"

namespace hk::dungeonlords {

namespace {

QString textRuleId(const char *ruleId)
{
    return QString::fromLatin1(ruleId);
}

QString nameOf(const TrackerState &state, int seat)
{
    return seat >= 0 && seat < int(state.players.size()) ? state.players[size_t(seat)].name
                                                         : DlText::tr("the dummy player");
}

void newRoundTasks(const TrackerState &s, std::vector<PhaseTask> &tasks)
{
    const int n = int(s.players.size());
    tasks.push_back({s.round == 1
                         ? DlText::tr("Add 2 room tiles to the room offer (the bargain shop).")
                         : DlText::tr("Discard the unsold room tiles, then add 2 room tiles to the room "
                                      "offer."),
                     {textRuleId(rule::kRound)}});
    tasks.push_back({s.round == 1
                         ? DlText::tr("Add 3 monster cards to the monster offer (the underground "
                                      "tavern).")
                         : DlText::tr("Discard the unhired monster cards, then add 3 monster cards."),
                     {textRuleId(rule::kRound)}});
    if (s.round <= 3) {
        tasks.push_back({DlText::tr("Reveal event tile %1 of 3: it resolves in round %2's Event phase, so "
                                    "everyone has a round to prepare.")
                             .arg(argText(s.round), argText(s.round + 1)),
                         {textRuleId(rule::kEvents), textRuleId(rule::kEventDelay)}});
        tasks.push_back(
            {DlText::tr("Reveal %n adventurer card(s) and lay them weakest (left) to strongest in area "
                        "%1; if all are equally strong, discard the last and draw again until one "
                        "differs.",
                        nullptr, n <= 3 ? 3 : 4)
                 .arg(argText(s.round)),
             {textRuleId(rule::kRound), textRuleId(rule::kAdventurers)}});
    } else {
        tasks.push_back({DlText::tr("Round 4 reveals no event tile and no new adventurers."),
                         {textRuleId(rule::kRound)}});
    }
    if (s.year == 2)
        tasks.push_back(
            {DlText::tr("Year 2: the rooms, monsters and adventurers come from the gold-back cards."),
             {textRuleId(rule::kYearTwo)}});
}

void orderTasks(const TrackerState &s, std::vector<PhaseTask> &tasks)
{
    const int n = int(s.players.size());
    if (n == 3)
        tasks.push_back(
            {DlText::tr("The dummy player goes first: draw 3 of its 5 order cards at random and put a "
                        "minion on the second space of each."),
             {textRuleId(rule::kDummy)}});
    if (n == 2)
        tasks.push_back(
            {DlText::tr("The two dummies go first: each draws 2 of its 5 order cards for the second "
                        "space (the same order twice: second and third), then 1 of the other 3 for "
                        "the first space (twice: first and second)."),
             {textRuleId(rule::kDummy)}});
    if (n <= 3)
        tasks.push_back(
            {DlText::tr("The dummies' 3 inaccessible cards are shuffled as their next deck; the 3 "
                        "used become inaccessible."),
             {textRuleId(rule::kDummy)}});
    tasks.push_back({DlText::tr("Each player places 3 of their 6 usable order cards face down, in the order "
                                "they will run."),
                     {textRuleId(rule::kOrders)}});
    tasks.push_back(
        {DlText::tr("Reveal the first cards together; from the first player, %1, each puts a minion "
                    "on the topmost free space of that order (none free: on the card). Then the "
                    "second cards, then the third.")
             .arg(nameOf(s, s.firstPlayer)),
         {textRuleId(rule::kOrders)}});
    tasks.push_back(
        {DlText::tr("Resolve the central board row by row, top to bottom, each row left to right."),
         {textRuleId(rule::kOrders)}});
    if (s.year == 2)
        tasks.push_back(
            {DlText::tr("Year 2: a buy-traps order draws one trap more and discards one (buy 1: draw "
                        "2 keep 1; buy 2: draw 3 keep 2)."),
             {textRuleId(rule::kYearTwo)}});
}

void productionTasks(const TrackerState &s, std::vector<PhaseTask> &tasks)
{
    tasks.push_back({s.year == 2
                         ? DlText::tr("Spare imps and troll tokens work rooms; in year 2 each room may "
                                      "produce twice (6 imps on a 3-imp food room: 2 food).")
                         : DlText::tr("Spare imps and troll tokens work rooms that meet their needs."),
                     {textRuleId(rule::kProduction),
                      s.year == 2 ? textRuleId(rule::kYearTwo) : textRuleId(rule::kProduction)}});
    tasks.push_back(
        {DlText::tr("Take back the first order card and the two inaccessible ones; the second and "
                    "third become inaccessible (a failed second or third: take back it or the first, "
                    "the other goes up)."),
         {textRuleId(rule::kProduction)}});
    tasks.push_back({DlText::tr("Type in what changed: gold, food, tiles, evil and monsters."), {}});
}

void eventTasks(const TrackerState &s, const TrackerStep &step, std::vector<PhaseTask> &tasks)
{
    const std::optional<EventTile> event = s.pendingEvent();
    if (!event)
        return;
    switch (*event) {
    case EventTile::Tax:
        tasks.push_back(
            {DlText::tr("Tax day (revealed last round): each player pays 1 gold per 2 dungeon tiles, "
                        "rounded up, conquered tiles included; each gold short is a dead letter."),
             {textRuleId(rule::kEventDelay), textRuleId(rule::kTax), textRuleId(rule::kConquered),
              textRuleId(rule::kDeadLetters)}});
        for (const TrackerPlayer &p : s.players) {
            const TaxResult tax = payTax(p.dungeon.gold, p.dungeon.tiles, p.dungeon.conquered);
            tasks.push_back({DlText::tr("%1: %n tile(s) taxed: %2 gold due, %3 paid, dead letters: %4.",
                                        nullptr, tax.tiles)
                                 .arg(p.name, argText(tax.due), argText(tax.paid), argText(tax.deadLetters)),
                             taxRuleIds(tax, p.dungeon.conquered)});
        }
        break;
    case EventTile::Payday:
        tasks.push_back(
            {DlText::tr("Payday (revealed last round): each player pays every monster's upkeep; a "
                        "monster not paid leaves."),
             {textRuleId(rule::kEventDelay), textRuleId(rule::kPayday)}});
        for (size_t i = 0; i < s.players.size(); ++i) {
            const TrackerPlayer &p = s.players[i];
            std::optional<std::vector<int>> letGo;
            if (step.dismissed && i < step.dismissed->size())
                letGo = (*step.dismissed)[i];
            const PaydayResult pay = payday(p.dungeon.food, p.dungeon.gold, p.dungeon.monsters, letGo);
            QStringList left;
            for (int i : pay.left)
                left << p.dungeon.monsters[size_t(i)].name;
            tasks.push_back({left.isEmpty()
                                 ? DlText::tr("%1: pays %2 food and %3 gold; every monster stays.")
                                       .arg(p.name, argText(pay.food), argText(pay.gold))
                                 : DlText::tr("%1: pays %2 food and %3 gold; leaving: %4.")
                                       .arg(p.name, argText(pay.food), argText(pay.gold), listText(left)),
                             {textRuleId(rule::kPayday)}});
        }
        break;
    case EventTile::Special:
        tasks.push_back(
            {s.setup.firstGame
                 ? DlText::tr("The special event: ignored in a First Game.")
                 : DlText::tr("The special event (revealed last round): turn up a special event card of "
                              "the Distant Lands and do what it says."),
             {textRuleId(rule::kEvents), textRuleId(rule::kCombat)}});
        break;
    }
}

void adventurerTasks(const TrackerState &s, std::vector<PhaseTask> &tasks)
{
    std::optional<int> dummy;
    if (s.dummyEvil) {
        dummy = *s.dummyEvil + 1;
        tasks.push_back(
            {DlText::tr("2 players: the dummy's evil goes up 1 first (to %1); it counts as nicer on "
                        "equal evil, and its adventurer is discarded.")
                 .arg(argText(*dummy)),
             {textRuleId(rule::kAdventurers)}});
    }
    std::vector<int> evil;
    for (const TrackerPlayer &p : s.players)
        evil.push_back(p.dungeon.evil);
    QStringList names;
    for (int seat : adventurerOrder(evil, s.firstPlayer, dummy))
        names << DlText::tr("%1 (evil %2)")
                     .arg(nameOf(s, seat), argText(seat < 0 ? *dummy : evil[size_t(seat)]));
    tasks.push_back({DlText::tr("Hand out the adventurers of area %1, weakest first: %2.")
                         .arg(argText(s.round - 1), listText(names)),
                     {textRuleId(rule::kAdventurers)}});
    tasks.push_back({s.round == 2
                         ? DlText::tr("Each goes on the front space of the dungeon's adventurer queue.")
                         : DlText::tr("Each goes on space %1 of the queue; a warrior pushes in at the front.")
                               .arg(argText(s.round - 1)),
                     {textRuleId(rule::kAdventurers)}});
    if (s.round == kRounds)
        tasks.push_back({DlText::tr("Building is over: turn the progress board to its combat side."),
                         {textRuleId(rule::kRound)}});
}

} // namespace

QString seasonName(int round)
{
    switch (round) {
    case 1:
        return DlText::tr("winter");
    case 2:
        return DlText::tr("spring");
    case 3:
        return DlText::tr("summer");
    case 4:
        return DlText::tr("autumn");
    }
    return {};
}

QString roundName(int year, int round)
{
    return DlText::tr("Year %1, round %2 (%3)").arg(argText(year), argText(round), seasonName(round));
}

QString phaseName(Phase phase)
{
    switch (phase) {
    case Phase::NewRound:
        return DlText::tr("New Round");
    case Phase::Orders:
        return DlText::tr("Orders");
    case Phase::Production:
        return DlText::tr("Production and Orders Retrieval");
    case Phase::Event:
        return DlText::tr("Event");
    case Phase::Adventurers:
        return DlText::tr("Adventurers");
    case Phase::EndOfRound:
        return DlText::tr("End of Round");
    case Phase::Combat:
        return DlText::tr("Combat");
    case Phase::YearTwoSetup:
        return DlText::tr("Year 2 set-up");
    case Phase::Final:
        return DlText::tr("Final scoring");
    }
    return {};
}

QString phaseId(Phase phase)
{
    static const char *const ids[] = {"new-round",    "orders", "production",     "event", "adventurers",
                                      "end-of-round", "combat", "year-two-setup", "final"};
    return QString::fromLatin1(ids[int(phase)]);
}

QString eventName(EventTile tile)
{
    switch (tile) {
    case EventTile::Payday:
        return DlText::tr("payday");
    case EventTile::Tax:
        return DlText::tr("tax day");
    case EventTile::Special:
        return DlText::tr("special event");
    }
    return {};
}

QString eventId(EventTile tile)
{
    switch (tile) {
    case EventTile::Payday:
        return QStringLiteral("payday");
    case EventTile::Tax:
        return QStringLiteral("tax");
    case EventTile::Special:
        return QStringLiteral("special");
    }
    return {};
}

std::optional<EventTile> eventFromId(const QString &textRuleId)
{
    for (EventTile t : {EventTile::Payday, EventTile::Tax, EventTile::Special})
        if (eventId(t) == textRuleId)
            return t;
    return std::nullopt;
}

std::vector<PhaseTask> phaseTasks(const TrackerState &s, const TrackerStep &step)
{
    std::vector<PhaseTask> tasks;
    switch (s.phase) {
    case Phase::NewRound:
        newRoundTasks(s, tasks);
        break;
    case Phase::Orders:
        orderTasks(s, tasks);
        break;
    case Phase::Production:
        productionTasks(s, tasks);
        break;
    case Phase::Event:
        eventTasks(s, step, tasks);
        break;
    case Phase::Adventurers:
        adventurerTasks(s, tasks);
        break;
    case Phase::EndOfRound:
        tasks.push_back(
            {DlText::tr("Working imps and trolls go back to the nest; the first player marker passes "
                        "left: %1 → %2.")
                 .arg(nameOf(s, s.firstPlayer), nameOf(s, (s.firstPlayer + 1) % int(s.players.size()))),
             {textRuleId(rule::kFirstPlayer)}});
        break;
    case Phase::Combat:
        tasks.push_back(
            {DlText::tr("Combat: play it with the rulebook (this reference does not cover it), type in "
                        "the conquered tiles and what changed, then confirm."),
             {textRuleId(rule::kCombat)}});
        if (s.year == 2)
            tasks.push_back(
                {DlText::tr("After this combat the game is scored."), {textRuleId(rule::kGameEnd)}});
        break;
    case Phase::YearTwoSetup: {
        const int n = int(s.players.size());
        tasks.push_back(
            {DlText::tr("Swap the monster, room and adventurer decks for the gold-back year-2 cards; "
                        "put the 4 year-2 combat cards on the central board."),
             {textRuleId(rule::kYearTwo)}});
        tasks.push_back({DlText::tr("If year 1's paladin was not defeated, swap him for the year-2 paladin."),
                         {textRuleId(rule::kYearTwo)}});
        if (s.dummyEvil)
            tasks.push_back({DlText::tr("2 players: the dummy's evil goes down 2 (to %1).")
                                 .arg(argText(std::max(0, *s.dummyEvil - 2))),
                             {textRuleId(rule::kYearTwo)}});
        const int next = n == 4   ? (s.firstPlayer + n - 1) % n
                         : n == 3 ? (s.firstPlayer + 1) % n
                                  : s.firstPlayer;
        tasks.push_back({n == 4 ? DlText::tr("The first player marker passes right: %1.").arg(nameOf(s, next))
                         : n == 3
                             ? DlText::tr("The first player marker passes left: %1.").arg(nameOf(s, next))
                             : DlText::tr("The first player marker stays with %1.").arg(nameOf(s, next)),
                         {textRuleId(rule::kYearTwo)}});
        break;
    }
    case Phase::Final:
        tasks.push_back(
            {DlText::tr("The game is over: open the final sheet. Each dead letter costs 3 points; the "
                        "group types the other categories."),
             {textRuleId(rule::kDeadLetterVp), textRuleId(rule::kOtherScoring)}});
        break;
    }
    return tasks;
}

QString ledgerText(const TrackerState &state, const LedgerEntry &e)
{
    const QString who = e.player >= 0 && e.player < int(state.players.size())
                            ? state.players[size_t(e.player)].name
                            : QString();
    const QString where = roundName(e.year, e.round);
    const QString rules = listText(e.ruleIds);
    if (e.kind == LedgerEntry::Kind::Tax) {
        const QString tiles = DlText::tr("%n tile(s)", nullptr, e.tax.tiles);
        if (e.tax.deadLetters == 0)
            return DlText::tr("%1 — %2: tax %3 gold on %4, paid in full (%5)")
                .arg(where, who, argText(e.tax.due), tiles, rules);
        return DlText::tr("%1 — %2: tax %3 gold on %4, paid %5: %n dead letter(s) (%6)", nullptr,
                          e.tax.deadLetters)
            .arg(where, who, argText(e.tax.due), tiles, argText(e.tax.paid), rules);
    }
    if (e.monstersLeft.isEmpty())
        return DlText::tr("%1 — %2: payday, %3 food and %4 gold paid (%5)")
            .arg(where, who, argText(e.payday.food), argText(e.payday.gold), rules);
    return DlText::tr("%1 — %2: payday, %3 food and %4 gold paid; left: %5 (%6)")
        .arg(where, who, argText(e.payday.food), argText(e.payday.gold), listText(e.monstersLeft), rules);
}

QString dungeonText(const Dungeon &d)
{
    QStringList monsters;
    for (const Monster &m : d.monsters)
        monsters << DlText::tr("%1 (upkeep %2 food, %3 gold)").arg(m.name, argText(m.food), argText(m.gold));
    QString text =
        DlText::tr("%1 gold, %2 food, %3 tiles (%4 conquered), evil %5")
            .arg(argText(d.gold), argText(d.food), argText(d.tiles), argText(d.conquered), argText(d.evil));
    if (!monsters.isEmpty())
        text += DlText::tr("; monsters: %1").arg(listText(monsters));
    return text;
}

} // namespace hk::dungeonlords
