#pragma once

// The open game in table-mirror mode: an hk::GameRecord (the setup and the log, the state they replay to,
// the ledgers, whether an action may be recorded) behind an undo stack whose commands are the log's actions
// (undo drops the last one). Widgets never change the state: they build an hk::Action, ask check() for the
// verdict (the same validator the preview uses) and call record(). After every change the game is autosaved
// (never lose a game) by its own hk::GameAutosave, on the base's autosave, whose journal makes one more
// action cost one line whatever the game's length; a clean close discards the autosave. The window shows what
// each autosave says (autosaved()).

#include "game/autosave.h"
#include "game/game_record.h"

#include <QObject>
#include <QUndoStack>

#include <memory>
#include <optional>

namespace hk::gui {

class GameDocument : public QObject {
    Q_OBJECT
public:
    explicit GameDocument(QObject *parent = nullptr);
    ~GameDocument() override;

    // A new game (from the wizard) or an opened file: no history. `modified` for a recovered autosave.
    void reset(const GameFile &game, const QString &fileName = {}, bool modified = false);
    bool isEmpty() const { return !m_record; } // no game yet

    const GameFile &game() const;
    const GameState &state() const { return m_record->state(); }
    const std::vector<Ledger> &ledgers() const;
    int actionCount() const { return m_record ? m_record->size() : 0; }
    // The first action of the log as reset() received it that breaks a rule without being recorded as an
    // override (a file edited by hand), with what the rules say of it.
    struct IllegalAction {
        int index = -1;
        Verdict verdict;
    };
    const std::optional<IllegalAction> &openedIllegal() const { return m_openedIllegal; }
    // The actions of the log that break a rule without being recorded as overrides: an export says so.
    int problemCount() const;
    // The table as it was after the first `actions` actions.
    GameState stateAfter(int actions) const;

    // What the rules say of an action now: the preview and record() ask the same question.
    Verdict check(const Action &action) const;
    // Records a legal action; an illegal one only with an override reason (it is logged with the rules it
    // breaks). Returns the verdict; the action was recorded if it is ok() or the reason is not empty.
    Verdict record(const Action &action, const QString &overrideReason = {});

    QUndoStack *undoStack() { return &m_undo; }
    QString fileName() const { return m_fileName; }
    void setFileName(const QString &fileName);
    bool isModified() const { return !m_undo.isClean(); }
    // A table ruling chosen in the rules browser: a change of the setup, not an action of the log, so it is
    // not in the history (choosing again changes it back). The log is replayed and the scores follow; the
    // game is modified until saved.
    void setRulings(const TableRulings &rulings);
    // Writes the game (atomically, with its ledgers); empty string on success, else the reason.
    QString save(const QString &fileName);
    // The user closed the game (saved or not): the autosave is no longer needed.
    void discardAutosave();
    QString autosavePath() const; // empty until something was autosaved
    // Autosaves the game as it is now (it is done after every change): the work not in its file, or nothing
    // (the autosave cleared) when the file holds it. Empty string on success, else the reason.
    QString autosaveNow();
    // A document that only reads its file (--export, --screenshot) keeps no autosave, not even its lock.
    void setAutosaveEnabled(bool enabled) { m_autosaveEnabled = enabled; }

    // The history's texts in the language of the moment.
    void retranslate();

signals:
    void changed();                       // the state, the log or the file name changed
    void autosaved(const QString &error); // after each autosave: empty, or why it failed

private:
    friend class ActionCommand;
    // Applies an action at the end of the log; `historyLine`, if given, receives its line for the history.
    void append(const Action &action, QString *historyLine = nullptr);
    void dropLast();
    void afterChange();

    std::optional<GameRecord> m_record;
    QUndoStack m_undo;
    QString m_fileName;
    bool m_loading = false;
    std::optional<IllegalAction> m_openedIllegal;
    std::unique_ptr<GameAutosave> m_autosave; // made at the first autosave
    bool m_autosaveEnabled = true;
    QByteArray m_base; // the fingerprint of the file as it was read or last saved
};

// One line for the history: the action in words, then what it changed ("Ann digs … — stone −3; tunnel points
// +4").
QString historyText(const GameState &before, const GameState &after, const Action &action,
                    const Ledger &ledger);
// An action's undo command text: its history line, and after a newline what Edit ▸ Undo names (the action).
QString commandText(const GameState &before, const GameState &after, const Action &action,
                    const Ledger &ledger);

} // namespace hk::gui
