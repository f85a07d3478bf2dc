#include "game/game_record.h"

#include <algorithm>

namespace hk {

bool mayRecord(const Verdict &verdict, bool overridden)
{
    return verdict.ok() || (overridden && !verdict.breaksALimit());
}

GameRecord::GameRecord(GameFile game) : m_game(std::move(game))
{
    playAll();
}

void GameRecord::playAll()
{
    Replay played = replay(m_game.setup, m_game.log);
    m_state.emplace(std::move(played.state));
    m_ledgers.clear();
    m_verdicts.clear();
    m_ledgers.reserve(played.steps.size());
    m_verdicts.reserve(played.steps.size());
    m_firstIllegal = -1;
    for (ReplayStep &step : played.steps) {
        m_verdicts.push_back(std::move(step.verdict));
        m_ledgers.push_back(std::move(step.ledger));
        if (m_firstIllegal < 0 && isIllegal(int(m_verdicts.size()) - 1))
            m_firstIllegal = int(m_verdicts.size()) - 1;
    }
}

bool GameRecord::isIllegal(int index) const
{
    return !mayRecord(m_verdicts[size_t(index)], m_game.log[size_t(index)].override);
}

int GameRecord::illegalCount() const
{
    int count = 0;
    for (int i = 0; i < size(); ++i)
        count += isIllegal(i);
    return count;
}

Verdict GameRecord::validate(const Action &action) const
{
    return hk::validate(*m_state, action);
}

RecordCheck GameRecord::check(Action action, const QString &overrideReason) const
{
    RecordCheck result;
    result.verdict = validate(action);
    const QString reason = overrideReason.trimmed();
    if (!mayRecord(result.verdict, !reason.isEmpty()))
        return result;
    result.overrideNotNeeded = result.verdict.ok() && !reason.isEmpty();
    action.override = !result.verdict.ok();
    action.overrideReason = action.override ? reason : QString();
    action.brokenRules = result.verdict.ruleIds();
    result.action = std::move(action);
    return result;
}

RecordCheck GameRecord::record(const Action &action, const QString &overrideReason)
{
    RecordCheck result = check(action, overrideReason);
    if (result.action)
        append(*result.action);
    return result;
}

const Verdict &GameRecord::append(const Action &action)
{
    // Applied in place, with the verdict a replay gives (the rules, then the limits after it): no copy of the
    // state per action (an opened log of 20,000 actions comes through here).
    ReplayStep step = playStep(*m_state, action);
    m_verdicts.push_back(std::move(step.verdict));
    m_ledgers.push_back(std::move(step.ledger));
    m_game.log.push_back(action);
    if (m_firstIllegal < 0 && isIllegal(size() - 1))
        m_firstIllegal = size() - 1;
    return m_verdicts.back();
}

void GameRecord::undoLast()
{
    if (m_game.log.empty())
        return;
    m_game.log.pop_back();
    m_ledgers.pop_back();
    m_verdicts.pop_back();
    if (m_firstIllegal == size())
        m_firstIllegal = -1;
    *m_state = replay(m_game.setup, m_game.log).state; // state = replay(log): ~1 ms for a whole game
}

void GameRecord::setRulings(const TableRulings &rulings)
{
    m_game.setup.rulings = rulings;
    playAll();
}

} // namespace hk
