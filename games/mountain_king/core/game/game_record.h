#pragma once

// Recording a game: the one place that says whether an action may enter the log — it is legal, or an
// override (with its reason) that breaks no limit of Hallkeeper's — and that keeps the log with the state it
// plays to, what each action changed (its ledger) and what the rules said of it. The table mirror (behind
// its undo stack), `hallkeeper-cli play`, `undo` and `validate`, and the game file's reader record through
// it.

#include "game/engine.h"
#include "game/game_file.h"

#include <optional>

namespace hk {

// An action the rules judged `verdict` may be recorded when it is legal, or as an override (`overridden`:
// the table said why) that breaks no limit: no override records an action beyond Hallkeeper's limits.
bool mayRecord(const Verdict &verdict, bool overridden);

// What recording an action would do: what the rules say of it, and the action as the log would keep it
// (override, reason and broken rules filled in), or none when it is refused.
struct RecordCheck {
    Verdict verdict;
    std::optional<Action> action;
    bool overrideNotNeeded = false; // an override reason was given, but the rules allow it: recorded plainly

    bool refused() const { return !action; }
};

class GameRecord {
public:
    // The log played from the setup. An illegal action in it (a file edited by hand) is applied like an
    // override, so that the rest can be played; firstIllegal() says which.
    explicit GameRecord(GameFile game);

    const GameFile &game() const { return m_game; }
    GameFile takeGame() { return std::move(m_game); } // the record is left empty: only destroy it then
    const GameState &state() const { return *m_state; }
    const std::vector<Ledger> &ledgers() const { return m_ledgers; }
    const std::vector<Verdict> &verdicts() const { return m_verdicts; } // of each action, as it was played
    int size() const { return int(m_game.log.size()); }

    // Whether the action at `index` of the log breaks a rule without being recorded as an override, or
    // breaks a limit.
    bool isIllegal(int index) const;
    int firstIllegal() const { return m_firstIllegal; } // -1: none
    int illegalCount() const;

    // What the rules say of an action now: the preview and record() ask the same question.
    Verdict validate(const Action &action) const;
    // What record() would do with the action and an override reason (trimmed; empty: none).
    RecordCheck check(Action action, const QString &overrideReason = {}) const;
    // Records the action as check() says, or nothing; returns check()'s answer.
    RecordCheck record(const Action &action, const QString &overrideReason = {});

    // Appends an action as it is (a log being opened, an undone action done again): applied whatever the
    // rules say, which its verdict keeps.
    const Verdict &append(const Action &action);
    // Drops the last action: the state is the rest of the log played again.
    void undoLast();
    // Other table rulings: the setup changes and the log is played again under them.
    void setRulings(const TableRulings &rulings);

private:
    void playAll();

    GameFile m_game;
    std::optional<GameState> m_state;
    std::vector<Ledger> m_ledgers;
    std::vector<Verdict> m_verdicts;
    int m_firstIllegal = -1;
};

} // namespace hk
