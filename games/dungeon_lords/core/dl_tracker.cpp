#include "dl_tracker.h"

#include "dl_rules.h"
#include "dl_tracker_text.h"
#include "i18n/arg_text.h"
#include "i18n/list_text.h"

#include <algorithm>
#include <set>

namespace hk::dungeonlords {

namespace {

base::Violation refusal(const char *ruleId, const QString &text)
{
    return {QString::fromLatin1(ruleId), {text}};
}

QString playerName(const TrackerState &state, int player)
{
    return player >= 0 && player < int(state.players.size()) ? state.players[size_t(player)].name
                                                             : DlText::tr("the dummy player");
}

bool hasEvent(const TrackerState &state)
{
    return state.round >= 2;
}

// Counts the table types are whole numbers from 0.
bool countsValid(const Dungeon &d)
{
    if (d.gold < 0 || d.food < 0 || d.tiles < 0 || d.conquered < 0 || d.evil < 0)
        return false;
    return std::all_of(d.monsters.begin(), d.monsters.end(),
                       [](const Monster &m) { return m.food >= 0 && m.gold >= 0; });
}

void validateDismissed(const TrackerState &state, const std::vector<std::vector<int>> &dismissed,
                       base::Verdict &verdict)
{
    if (dismissed.size() != state.players.size()) {
        verdict.violations.push_back(
            refusal(rule::kPayday, DlText::tr("payday names the monsters let go of each of the %n player(s)",
                                              nullptr, int(state.players.size()))));
        return;
    }
    for (size_t p = 0; p < dismissed.size(); ++p) {
        const Dungeon &d = state.players[p].dungeon;
        std::set<int> seen;
        for (int i : dismissed[p])
            if (i < 0 || i >= int(d.monsters.size()) || !seen.insert(i).second) {
                verdict.violations.push_back(
                    refusal(rule::kPayday,
                            DlText::tr("%1 has no monster %2 to let go (they have %3)")
                                .arg(state.players[p].name, argText(i + 1), argText(d.monsters.size()))));
                return;
            }
        const PaydayResult pay = payday(d.food, d.gold, d.monsters, dismissed[p]);
        if (pay.unaffordable) {
            const Monster &m = d.monsters[size_t(*pay.unaffordable)];
            verdict.violations.push_back(refusal(
                rule::kPayday,
                DlText::tr("%1 cannot pay the upkeep of %2 (%3 food, %4 gold) with what is left: let it go")
                    .arg(state.players[p].name, m.name, argText(m.food), argText(m.gold))));
        }
    }
}

} // namespace

QStringList taxRuleIds(const TaxResult &tax, int conquered)
{
    QStringList rules{QString::fromLatin1(rule::kTax)};
    if (conquered > 0)
        rules << QString::fromLatin1(rule::kConquered);
    if (tax.deadLetters > 0)
        rules << QString::fromLatin1(rule::kDeadLetters) << QString::fromLatin1(rule::kPayWhatYouCan);
    return rules;
}

std::optional<EventTile> TrackerState::pendingEvent() const
{
    if (phase == Phase::Final || round < 2 || round - 2 >= int(revealed.size()))
        return std::nullopt;
    return revealed[size_t(round - 2)];
}

std::vector<int> TrackerState::turnOrder() const
{
    std::vector<int> order;
    const int n = int(players.size());
    for (int k = 0; k < n; ++k)
        order.push_back((firstPlayer + k) % n);
    return order;
}

base::Problems checkSetup(const TrackerSetup &setup)
{
    base::Problems problems;
    base::ProblemReporter report(problems);
    const int n = int(setup.players.size());
    if (n < kMinPlayers || n > kMaxPlayers)
        report.error(QStringLiteral("setup.players"),
                     DlText::tr("Dungeon Lords is played by 2 to 4 players; found %1").arg(argText(n)),
                     QString::fromLatin1(rule::kPlayers), {-1, QStringLiteral("players")});
    for (int i = 0; i < n; ++i) {
        const QString name = setup.players[i].trimmed();
        const QString path = QStringLiteral("setup.players[%1]").arg(i);
        if (name.isEmpty())
            report.error(path, DlText::tr("a player needs a name"), {}, {i, QStringLiteral("players")});
        else if (setup.players.indexOf(setup.players[i]) < i)
            report.error(path, DlText::tr("\"%1\" is the name of another player").arg(name), {},
                         {i, QStringLiteral("players")});
    }
    if (n > 0 && (setup.firstPlayer < 0 || setup.firstPlayer >= n))
        report.error(QStringLiteral("setup.firstPlayer"),
                     DlText::tr("expected a player from 0 to %1, found %2")
                         .arg(argText(n - 1), argText(setup.firstPlayer)),
                     QString::fromLatin1(rule::kFirstPlayer),
                     {-1, QStringLiteral("setup"), -1, QStringLiteral("firstPlayer")});
    if (setup.dummyEvil < 0)
        report.error(QStringLiteral("setup.dummyEvil"),
                     DlText::tr("expected 0 or more, found %1").arg(argText(setup.dummyEvil)),
                     QString::fromLatin1(rule::kDummy),
                     {-1, QStringLiteral("setup"), -1, QStringLiteral("dummyEvil")});
    return problems;
}

TrackerSetup defaultSetup(int players)
{
    TrackerSetup setup;
    for (int i = 1; i <= std::clamp(players, kMinPlayers, kMaxPlayers); ++i)
        setup.players << DlText::tr("Player %1").arg(argText(i));
    return setup;
}

TrackerState initialState(const TrackerSetup &setup)
{
    TrackerState state;
    state.setup = setup;
    for (const QString &name : setup.players)
        state.players.push_back({name.trimmed(), {}, 0});
    state.firstPlayer = setup.firstPlayer;
    if (setup.players.size() == 2)
        state.dummyEvil = setup.dummyEvil;
    return state;
}

base::Verdict validate(const TrackerState &state, const TrackerStep &step)
{
    base::Verdict verdict;
    if (state.players.empty() || !checkSetup(state.setup).empty()) {
        verdict.violations.push_back(
            refusal(rule::kPlayers, DlText::tr("the game has no valid setup: 2 to 4 players with names")));
        return verdict;
    }
    if (state.phase == Phase::Final) {
        verdict.violations.push_back(refusal(
            rule::kGameEnd, DlText::tr("the game is over: after year 2's combat only the score remains")));
        return verdict;
    }
    switch (step.kind) {
    case TrackerStep::Kind::SetDungeon:
        if (step.player < 0 || step.player >= int(state.players.size()))
            verdict.violations.push_back(
                refusal(rule::kPlayers, DlText::tr("there is no player %1 in a game of %2")
                                            .arg(argText(step.player + 1), argText(state.players.size()))));
        else if (!countsValid(step.dungeon))
            verdict.violations.push_back(refusal(
                rule::kPlayers, DlText::tr("gold, food, tiles, evil and upkeep are counted from 0 up")));
        return verdict;
    case TrackerStep::Kind::SetDummyEvil:
        if (!state.dummyEvil)
            verdict.violations.push_back(
                refusal(rule::kDummy, DlText::tr("only a 2-player game has a dummy on the Evilometer")));
        else if (step.evil < 0)
            verdict.violations.push_back(
                refusal(rule::kDummy, DlText::tr("expected 0 or more, found %1").arg(argText(step.evil))));
        return verdict;
    case TrackerStep::Kind::Advance:
        break;
    }
    const bool reveals = state.phase == Phase::NewRound && state.round <= 3;
    if (reveals && !step.reveal)
        verdict.violations.push_back(refusal(
            rule::kEventDelay, DlText::tr("round %1 reveals an event tile, which resolves in round %2: say "
                                          "which one was revealed")
                                   .arg(argText(state.round), argText(state.round + 1))));
    if (!reveals && step.reveal)
        verdict.violations.push_back(
            refusal(rule::kRound, state.phase == Phase::NewRound
                                      ? DlText::tr("round 4 reveals no event tile")
                                      : DlText::tr("an event tile is revealed only in the New Round phase")));
    if (reveals && step.reveal &&
        std::find(state.revealed.begin(), state.revealed.end(), *step.reveal) != state.revealed.end())
        verdict.violations.push_back(refusal(
            rule::kEvents, DlText::tr("the %1 tile was already revealed this year; each of the three is "
                                      "revealed once")
                               .arg(eventName(*step.reveal))));
    const bool paydayNow = state.phase == Phase::Event && state.pendingEvent() == EventTile::Payday;
    if (step.dismissed) {
        if (!paydayNow)
            verdict.violations.push_back(
                refusal(rule::kPayday, DlText::tr("monsters are let go only when payday resolves")));
        else
            validateDismissed(state, *step.dismissed, verdict);
    }
    return verdict;
}

namespace {

void resolveEvent(TrackerState &s, const TrackerStep &step, QStringList &lines)
{
    const std::optional<EventTile> event = s.pendingEvent();
    if (!event)
        return;
    if (*event == EventTile::Special) {
        lines << (s.setup.firstGame
                      ? DlText::tr("the special event is ignored in a First Game (DL-001)")
                      : DlText::tr("the special event resolved as its card says (DL-001, DL-019)"));
        return;
    }
    for (int p = 0; p < int(s.players.size()); ++p) {
        TrackerPlayer &player = s.players[size_t(p)];
        LedgerEntry entry;
        entry.year = s.year;
        entry.round = s.round;
        entry.player = p;
        if (*event == EventTile::Tax) {
            entry.kind = LedgerEntry::Kind::Tax;
            entry.tax = payTax(player.dungeon.gold, player.dungeon.tiles, player.dungeon.conquered);
            entry.ruleIds = taxRuleIds(entry.tax, player.dungeon.conquered);
            player.dungeon.gold = entry.tax.goldLeft;
            player.deadLetters += entry.tax.deadLetters;
        } else {
            entry.kind = LedgerEntry::Kind::Payday;
            std::optional<std::vector<int>> dismissed;
            if (step.dismissed)
                dismissed = (*step.dismissed)[size_t(p)];
            entry.payday =
                payday(player.dungeon.food, player.dungeon.gold, player.dungeon.monsters, dismissed);
            entry.ruleIds = {QString::fromLatin1(rule::kPayday)};
            std::vector<Monster> kept;
            for (int i : entry.payday.paid)
                kept.push_back(player.dungeon.monsters[size_t(i)]);
            for (int i : entry.payday.left)
                entry.monstersLeft << player.dungeon.monsters[size_t(i)].name;
            player.dungeon.monsters = kept;
            player.dungeon.food = entry.payday.foodLeft;
            player.dungeon.gold = entry.payday.goldLeft;
        }
        s.ledger.push_back(entry);
        lines << ledgerText(s, entry);
    }
}

} // namespace

TrackerState apply(const TrackerState &state, const TrackerStep &step)
{
    TrackerState s = state;
    const QString where = roundName(s.year, s.round);
    if (step.kind == TrackerStep::Kind::SetDungeon) {
        s.players[size_t(step.player)].dungeon = step.dungeon;
        s.history << DlText::tr("%1 — %2 now has %3")
                         .arg(where, s.players[size_t(step.player)].name, dungeonText(step.dungeon));
        return s;
    }
    if (step.kind == TrackerStep::Kind::SetDummyEvil) {
        s.dummyEvil = step.evil;
        s.history << DlText::tr("%1 — the dummy player's evil set to %2").arg(where, argText(step.evil));
        return s;
    }
    QStringList lines;
    const Phase done = s.phase;
    switch (s.phase) {
    case Phase::NewRound:
        if (step.reveal) {
            s.revealed.push_back(*step.reveal);
            lines << DlText::tr("%1 revealed; it resolves in round %2 (DL-002)")
                         .arg(eventName(*step.reveal), argText(s.round + 1));
        }
        s.phase = Phase::Orders;
        break;
    case Phase::Orders:
        s.phase = Phase::Production;
        break;
    case Phase::Production:
        s.phase = hasEvent(s) ? Phase::Event : Phase::EndOfRound;
        break;
    case Phase::Event:
        resolveEvent(s, step, lines);
        s.phase = Phase::Adventurers;
        break;
    case Phase::Adventurers: {
        std::optional<int> dummy;
        if (s.dummyEvil) {
            s.dummyEvil = *s.dummyEvil + 1;
            dummy = s.dummyEvil;
        }
        std::vector<int> evil;
        for (const TrackerPlayer &p : s.players)
            evil.push_back(p.dungeon.evil);
        QStringList names;
        for (int seat : adventurerOrder(evil, s.firstPlayer, dummy))
            names << playerName(s, seat);
        lines << DlText::tr("adventurers of area %1, weakest first: %2 (DL-014)")
                     .arg(argText(s.round - 1), listText(names));
        s.phase = s.round < kRounds ? Phase::EndOfRound : Phase::Combat;
        break;
    }
    case Phase::EndOfRound:
        s.firstPlayer = (s.firstPlayer + 1) % int(s.players.size());
        lines << DlText::tr("first player: %1 (DL-015)").arg(playerName(s, s.firstPlayer));
        s.round += 1;
        s.phase = Phase::NewRound;
        break;
    case Phase::Combat:
        s.phase = s.year < kYears ? Phase::YearTwoSetup : Phase::Final;
        if (s.phase == Phase::Final)
            lines << DlText::tr("the game is scored (DL-008)");
        break;
    case Phase::YearTwoSetup: {
        const int n = int(s.players.size());
        if (n == 4)
            s.firstPlayer = (s.firstPlayer + n - 1) % n;
        else if (n == 3)
            s.firstPlayer = (s.firstPlayer + 1) % n;
        if (s.dummyEvil)
            s.dummyEvil = std::max(0, *s.dummyEvil - 2);
        lines << DlText::tr("first player of year 2: %1 (DL-009)").arg(playerName(s, s.firstPlayer));
        s.year = 2;
        s.round = 1;
        s.revealed.clear();
        s.phase = Phase::NewRound;
        break;
    }
    case Phase::Final:
        break;
    }
    QString line = DlText::tr("%1 — %2 done").arg(where, phaseName(done));
    if (!lines.isEmpty())
        line += DlText::tr(": ") + clausesText(lines);
    s.history << line;
    return s;
}

TrackerReplay replay(const TrackerDocument &document)
{
    TrackerReplay r{initialState(document.setup)};
    for (size_t i = 0; i < document.log.size(); ++i) {
        base::Verdict verdict = validate(r.state, document.log[i]);
        if (!verdict.allowed()) {
            r.refused = int(i);
            r.verdict = std::move(verdict);
            return r;
        }
        r.state = apply(r.state, document.log[i]);
    }
    return r;
}

TrackerStep advanceStep()
{
    return {};
}

base::SheetValues toSheet(const TrackerState &state)
{
    base::SheetValues sheet;
    sheet.gameId = QString::fromLatin1(kGameId);
    for (const TrackerPlayer &p : state.players) {
        base::SheetPlayer player;
        player.name = p.name;
        player.values[QStringLiteral("dead-letters")] = p.deadLetters;
        sheet.players.push_back(player);
    }
    return sheet;
}

} // namespace hk::dungeonlords
