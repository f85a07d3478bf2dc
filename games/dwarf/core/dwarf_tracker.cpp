#include "dwarf_tracker.h"

#include "dwarf_rules.h"
#include "dwarf_sheet.h"

#include "i18n/arg_text.h"
#include "i18n/list_text.h"
#include "score/score_table.h"

#include <QCoreApplication>
#include <QSet>

namespace hk::dwarf {

namespace {

using base::Verdict;
using base::Violation;
using TrackerKind = TrackerEvent::Kind;

class DwarfTrackerText {
    Q_DECLARE_TR_FUNCTIONS(Dwarf)
};

QString trackerRuleId(const char *ruleId)
{
    return QString::fromLatin1(ruleId);
}

QString trackerRules(const QStringList &ids)
{
    return QStringLiteral(" (%1)").arg(ids.join(QStringLiteral(", ")));
}

bool actsAlone(TrackerKind kind)
{
    return kind == TrackerKind::Attack || kind == TrackerKind::EndRound || kind == TrackerKind::EmptyDeck;
}

QStringList namesOf(const TrackerState &state, const std::vector<int> &players)
{
    QStringList names;
    for (int p : players)
        names << state.players[size_t(p)].name;
    return names;
}

// The violation that says the game is over, in the words of the rule that ended it.
Violation gameOver(const TrackerState &state)
{
    const TrackerEnd &end = *state.end;
    if (end.ruleId == QLatin1String(rule::kSoloInstantWin)) {
        const TrackerPlayer &bot = state.players[size_t(end.players.front())];
        return {end.ruleId, {bot.name, argText(bot.holdings.medals)}};
    }
    if (end.ruleId == QLatin1String(rule::kEndRound))
        return {end.ruleId, {argText(end.round), namesText(namesOf(state, end.players))}};
    return {end.ruleId, {argText(end.round)}};
}

// Gimli or Thorin with 12 medals wins at once (DWARF-015), whatever gave him the last one.
void checkInstantWin(TrackerState &state)
{
    const std::optional<int> bot = state.soloBot();
    if (state.end || !bot || !followsGimlisRules(state.setup.opponent) ||
        state.players[size_t(*bot)].holdings.medals < kSoloWinningMedals)
        return;
    state.end = TrackerEnd{trackerRuleId(rule::kSoloInstantWin), state.round, {*bot}};
    state.history << DwarfTrackerText::tr("%1 has %2 medals and wins at once: the game is over")
                             .arg(state.players[size_t(*bot)].name,
                                  argText(state.players[size_t(*bot)].holdings.medals)) +
                         trackerRules({trackerRuleId(rule::kSoloInstantWin)});
}

} // namespace

std::optional<int> TrackerState::soloBot() const
{
    if (setup.opponent == Opponent::None || players.size() != 2)
        return std::nullopt;
    return 1;
}

base::Problems checkSetup(const TrackerSetup &setup)
{
    base::Problems problems;
    base::ProblemReporter report(problems);
    const int count = int(setup.players.size());
    if (setup.opponent != Opponent::None) {
        if (count != 2)
            report.error(
                QStringLiteral("setup.players"),
                QCoreApplication::translate("Dwarf", "a solo game has 2 players, you and the bot; found %1")
                    .arg(argText(count)),
                trackerRuleId(rule::kSoloBot), {-1, QStringLiteral("players")});
    } else if (count < 2 || count > kMaxPlayers) {
        report.error(
            QStringLiteral("setup.players"),
            QCoreApplication::translate("Dwarf", "Dwarf is for 2 to 5 players (or 1 against a bot); found %1")
                .arg(argText(count)),
            trackerRuleId(rule::kCopies), {-1, QStringLiteral("players")});
    } else if (count > kPlayersPerCopy && !setup.twoCopies) {
        report.error(QStringLiteral("setup.twoCopies"),
                     QCoreApplication::translate(
                         "Dwarf", "%1 players need two copies of Dwarf combined: one copy seats at most 3")
                         .arg(argText(count)),
                     trackerRuleId(rule::kCopies),
                     {-1, QStringLiteral("setup"), -1, QStringLiteral("twoCopies")});
    }
    QSet<QString> seen;
    for (int p = 0; p < count; ++p) {
        const QString name = setup.players[p].trimmed();
        const QString path = QStringLiteral("setup.players[%1]").arg(p);
        if (name.isEmpty())
            report.error(path, QCoreApplication::translate("Dwarf", "a player needs a name"), {},
                         {p, QStringLiteral("players")});
        else if (seen.contains(name))
            report.error(
                path, QCoreApplication::translate("Dwarf", "\"%1\" is the name of another player").arg(name),
                {}, {p, QStringLiteral("players")});
        seen.insert(name);
    }
    if (setup.opponent == Opponent::None && count > 0 &&
        (setup.startPlayer < 0 || setup.startPlayer >= count))
        report.error(QStringLiteral("setup.startPlayer"),
                     QCoreApplication::translate("Dwarf", "expected a player from 0 to %1, found %2")
                         .arg(argText(count - 1), argText(setup.startPlayer)),
                     trackerRuleId(rule::kStartPlayer),
                     {-1, QStringLiteral("setup"), -1, QStringLiteral("startPlayer")});
    return problems;
}

TrackerSetup defaultSetup(Opponent opponent)
{
    TrackerSetup setup;
    setup.opponent = opponent;
    if (opponent == Opponent::None)
        setup.players = {DwarfTrackerText::tr("Player 1"), DwarfTrackerText::tr("Player 2")};
    else
        setup.players = {DwarfTrackerText::tr("You"), opponentName(opponent).text()};
    return setup;
}

TrackerState initialState(const TrackerSetup &setup)
{
    TrackerState state;
    state.setup = setup;
    for (int p = 0; p < setup.players.size(); ++p)
        state.players.push_back({setup.players[p], {}, kMainWorkers, 0, false});
    if (const std::optional<int> bot = state.soloBot()) {
        state.players[size_t(*bot)].bot = true;
        state.players[size_t(*bot)].name = shownBotName(setup.opponent, setup.players[*bot]);
        state.startPlayer = *bot; // DWARF-021: the bot plays first every round
    } else {
        state.startPlayer = std::clamp(setup.startPlayer, 0, std::max(0, int(state.players.size()) - 1));
    }
    return state;
}

Verdict validate(const TrackerState &state, const TrackerEvent &event)
{
    Verdict verdict;
    if (state.end) {
        verdict.violations.push_back(gameOver(state));
        return verdict;
    }
    const bool seated = event.player >= 0 && event.player < int(state.players.size());
    if (state.players.empty() || (!actsAlone(event.kind) && !seated)) {
        // Unreachable from a file (its reader checks the setup and the seats) or the window (it offers the
        // game's players); a state made without initialState() has nobody to act.
        verdict.violations.push_back({trackerRuleId(rule::kCopies), {argText(event.player + 1)}});
        return verdict;
    }
    const TrackerPlayer *player = seated ? &state.players[size_t(event.player)] : nullptr;
    switch (event.kind) {
    case TrackerKind::Convert:
        if (isMining(event.conversion) && state.noMining)
            verdict.violations.push_back({trackerRuleId(rule::kMonsters), {}});
        for (const Violation &v :
             convert(player->holdings, event.conversion, player->name, event.recipe).verdict.violations)
            verdict.violations.push_back(v);
        break;
    case TrackerKind::Courage:
        if (event.workers < 1 || event.workers > kWorkerCap)
            verdict.violations.push_back(
                {trackerRuleId(rule::kCourage), {player->name, argText(event.workers)}});
        break;
    case TrackerKind::Special:
        if (player->bot) {
            verdict.violations.push_back({trackerRuleId(rule::kSoloBot), {player->name}});
            break;
        }
        if (state.soloBot())
            for (const Violation &v :
                 checkSoloSpecialAction(state.setup.opponent, player->specialActions).violations)
                verdict.violations.push_back(v);
        if (event.paidWithMedals && player->holdings.medals < 4)
            verdict.violations.push_back(
                {trackerRuleId(rule::kSpecialCost), {player->name, argText(player->holdings.medals)}});
        break;
    case TrackerKind::Reinforce:
        for (const Violation &v : checkWorkers(player->name, player->workers + kReinforcements).violations)
            verdict.violations.push_back(v);
        break;
    case TrackerKind::Adjust:
        for (Resource r : kResources) {
            const int after = count(player->holdings, r) + count(event.change, r);
            if (after < 0)
                verdict.violations.push_back(
                    {trackerRuleId(rule::kConversions),
                     {player->name, amountText(r, count(player->holdings, r)),
                      event.note.isEmpty() ? DwarfTrackerText::tr("this change") : event.note,
                      amountText(r, -count(event.change, r))}});
        }
        break;
    case TrackerKind::EndRound:
        if (event.startPlayerPasses && state.soloBot())
            verdict.violations.push_back(
                {trackerRuleId(rule::kSoloBot), {state.players[size_t(*state.soloBot())].name}});
        break;
    case TrackerKind::Attack:
    case TrackerKind::Defend:
    case TrackerKind::EmptyDeck:
        break;
    }
    return verdict;
}

TrackerState apply(const TrackerState &before, const TrackerEvent &event)
{
    TrackerState state = before;
    TrackerPlayer *player = event.player >= 0 && event.player < int(state.players.size())
                                ? &state.players[size_t(event.player)]
                                : nullptr;
    const QString round = DwarfTrackerText::tr("Round %1").arg(argText(state.round));
    QString line;
    switch (event.kind) {
    case TrackerKind::Convert: {
        const Holdings was = player->holdings;
        player->holdings = convert(was, event.conversion, player->name, event.recipe).after;
        QStringList ids{trackerRuleId(rule::kConversions)};
        // DWARF-016: Gimli (and Thorin) forges again when he has the resources.
        bool twice = false;
        if (player->bot && followsGimlisRules(state.setup.opponent) && isForge(event.conversion)) {
            const ConversionResult again =
                convert(player->holdings, event.conversion, player->name, event.recipe);
            if (again.verdict.allowed()) {
                player->holdings = again.after;
                twice = true;
                ids << trackerRuleId(rule::kSoloForgeTwice);
            }
        }
        line =
            (twice ? DwarfTrackerText::tr("%1 — %2: %3, twice: %4") : DwarfTrackerText::tr("%1 — %2: %3: %4"))
                .arg(round, player->name, conversionName(event.conversion).text(),
                     changeText(was, player->holdings)) +
            trackerRules(ids);
        break;
    }
    case TrackerKind::Attack: {
        QStringList changes;
        for (TrackerPlayer &p : state.players) {
            const Holdings was = p.holdings;
            p.holdings = monsterLoss(was, event.monster);
            const QString change = changeText(was, p.holdings);
            changes << QStringLiteral("%1 %2").arg(
                p.name, change.isEmpty() ? DwarfTrackerText::tr("nothing to lose") : change);
        }
        if (event.monster == Monster::OrcRaiders)
            state.noMining = true;
        line = DwarfTrackerText::tr("%1 — %2, undefended: %3")
                   .arg(round, monsterName(event.monster).text(), monsterEffect(event.monster).text());
        if (event.monster != Monster::OrcRaiders)
            line += DwarfTrackerText::tr(": ") + changes.join(DwarfTrackerText::tr("; "));
        line += trackerRules({trackerRuleId(rule::kMonsters)});
        break;
    }
    case TrackerKind::Defend: {
        const Holdings was = player->holdings;
        ++player->holdings.medals;
        line = DwarfTrackerText::tr("%1 — %2 defends: %3")
                   .arg(round, player->name, changeText(was, player->holdings)) +
               trackerRules({trackerRuleId(rule::kDefenseMedal)});
        break;
    }
    case TrackerKind::Courage: {
        const Holdings was = player->holdings;
        player->holdings.medals += event.workers;
        line = DwarfTrackerText::tr("%1 — %2: Reward of Courage, %n worker(s) on defense: %3", nullptr,
                                    event.workers)
                   .arg(round, player->name, changeText(was, player->holdings)) +
               trackerRules({trackerRuleId(rule::kCourage)});
        break;
    }
    case TrackerKind::Special: {
        const Holdings was = player->holdings;
        QStringList ids{trackerRuleId(rule::kSpecialCost)};
        if (event.paidWithMedals)
            player->holdings.medals -= 4;
        ++player->specialActions;
        line = (event.paidWithMedals
                    ? DwarfTrackerText::tr("%1 — %2 takes a special action with 4 medals and a worker")
                    : DwarfTrackerText::tr("%1 — %2 takes a special action with both main workers"))
                   .arg(round, player->name);
        if (event.paidWithMedals)
            line += DwarfTrackerText::tr(": ") + changeText(was, player->holdings);
        if (const std::optional<int> bot = state.soloBot(); bot && followsGimlisRules(state.setup.opponent)) {
            TrackerPlayer &gimli = state.players[size_t(*bot)];
            const Holdings botWas = gimli.holdings;
            gimli.holdings.medals += soloMedalsForSpecialAction(player->specialActions);
            line += DwarfTrackerText::tr("; special action %1 of 3: %2 gains %n medal(s), %3", nullptr,
                                         soloMedalsForSpecialAction(player->specialActions))
                        .arg(argText(player->specialActions), gimli.name, changeText(botWas, gimli.holdings));
            ids << trackerRuleId(rule::kSoloMedals) << trackerRuleId(rule::kSoloSpecialLimit);
        }
        line += trackerRules(ids);
        break;
    }
    case TrackerKind::Reinforce:
        player->workers += kReinforcements;
        line = DwarfTrackerText::tr("%1 — %2 reinforces: %3 workers this round, at most 4")
                   .arg(round, player->name, argText(player->workers)) +
               trackerRules({trackerRuleId(rule::kLimits)});
        break;
    case TrackerKind::Adjust: {
        const Holdings was = player->holdings;
        for (Resource r : kResources)
            count(player->holdings, r) += count(event.change, r);
        const QString change = changeText(was, player->holdings);
        line = event.note.isEmpty()
                   ? DwarfTrackerText::tr("%1 — %2: %3").arg(round, player->name, change)
                   : DwarfTrackerText::tr("%1 — %2, %3: %4").arg(round, player->name, event.note, change);
        break;
    }
    case TrackerKind::EndRound: {
        const std::vector<Holdings> holdings = [&] {
            std::vector<Holdings> all;
            for (const TrackerPlayer &p : state.players)
                all.push_back(p.holdings);
            return all;
        }();
        const std::vector<int> ending = playersEndingTheGame(holdings);
        const int next = nextStartPlayer(state.startPlayer, int(state.players.size()),
                                         event.startPlayerPasses, state.soloBot());
        line = DwarfTrackerText::tr("End of round %1").arg(argText(state.round));
        if (!ending.empty()) {
            state.end = TrackerEnd{trackerRuleId(rule::kEndRound), state.round, ending};
            line += DwarfTrackerText::tr(": %1 made 4 artifacts, the game is over")
                        .arg(namesText(namesOf(state, ending))) +
                    trackerRules({trackerRuleId(rule::kEndRound)});
            break;
        }
        if (state.soloBot())
            line += DwarfTrackerText::tr(": %1 starts the next round, as every round")
                        .arg(state.players[size_t(next)].name) +
                    trackerRules({trackerRuleId(rule::kSoloBot)});
        else if (next != state.startPlayer)
            line += DwarfTrackerText::tr(": the start player marker passes to %1")
                        .arg(state.players[size_t(next)].name) +
                    trackerRules({trackerRuleId(rule::kStartPlayer)});
        else
            line += DwarfTrackerText::tr(": %1 keeps the start player marker")
                        .arg(state.players[size_t(next)].name) +
                    trackerRules({trackerRuleId(rule::kStartPlayer)});
        state.startPlayer = next;
        ++state.round;
        state.noMining = false;
        for (TrackerPlayer &p : state.players)
            p.workers = kMainWorkers;
        break;
    }
    case TrackerKind::EmptyDeck:
        state.end = TrackerEnd{trackerRuleId(rule::kEmptyDeck), state.round, {}};
        line =
            DwarfTrackerText::tr("%1 — a card must be drawn from the empty mountain deck: the game is over")
                .arg(round) +
            trackerRules({trackerRuleId(rule::kEmptyDeck)});
        break;
    }
    state.history << line;
    checkInstantWin(state);
    return state;
}

QString preview(const TrackerState &state, const TrackerEvent &event)
{
    const Verdict verdict = validate(state, event);
    if (!verdict.allowed())
        return base::verdictLines(verdict, *dwarfRules()).join(QLatin1Char('\n'));
    const TrackerState after = apply(state, event);
    return after.history.mid(state.history.size()).join(QLatin1Char('\n'));
}

TrackerReplay replay(const TrackerDocument &document)
{
    TrackerReplay result{initialState(document.setup)};
    for (size_t i = 0; i < document.log.size(); ++i) {
        Verdict verdict = validate(result.state, document.log[i]);
        if (!verdict.allowed()) {
            result.refused = int(i);
            result.verdict = std::move(verdict);
            break;
        }
        result.state = apply(result.state, document.log[i]);
    }
    return result;
}

base::SheetValues toSheet(const TrackerState &state)
{
    base::SheetValues sheet;
    sheet.gameId = QString::fromLatin1(kGameId);
    if (state.setup.twoCopies)
        sheet.settings[QString::fromLatin1(key::kTwoCopies)] = true;
    for (const TrackerPlayer &p : state.players) {
        base::SheetPlayer player{p.name, {}};
        for (Resource r : kResources)
            player.values[resourceKey(r)] = count(p.holdings, r);
        player.values[QString::fromLatin1(key::kWorkers)] = std::min(p.workers, kWorkerCap);
        sheet.players.push_back(std::move(player));
    }
    return sheet;
}

} // namespace hk::dwarf
