#include "game_document.h"

#include "game/state_text.h"
#include "i18n/list_text.h"
#include "line_breaks.h"

#include <QStringList>

namespace hk::gui {

// An action of the log. Its text is made once with the state before it; undo drops it from the log.
class ActionCommand : public QUndoCommand {
public:
    ActionCommand(GameDocument *document, Action action) : m_document(document), m_action(std::move(action))
    {}

    const Action &action() const { return m_action; }
    void redo() override
    {
        // The first redo (push) applies the action and makes its text from the state before it, in passing.
        if (text().isEmpty()) {
            QString line;
            m_document->append(m_action, &line);
            setText(line);
        } else {
            m_document->append(m_action);
        }
    }
    void undo() override { m_document->dropLast(); }

private:
    GameDocument *m_document;
    Action m_action;
};

namespace {

// The history line of an action described (`said`) with the state before it, from the state after it.
QString lineWithChanges(const QString &said, const GameState &after, const Ledger &ledger)
{
    const QStringList changes = ledgerLines(after, ledger);
    if (changes.isEmpty())
        return said;
    return said + QStringLiteral(" — ") + clausesText(changes);
}

// `text` cut to `length` characters, "…" at the end: a line of the history, or an Undo item, says the start
// of an action with a reason of 100,000 characters (the log keeps it whole), and 20,000 such lines stay
// small.
QString shortened(const QString &text, qsizetype length)
{
    if (text.size() <= length)
        return text;
    qsizetype cut = length - 1;
    if (text.at(cut - 1).isHighSurrogate())
        --cut;
    return text.left(cut) + QChar(0x2026);
}

constexpr qsizetype kHistoryLine = 600; // the longest real line (a turn's dig with its changes) is ~250
constexpr qsizetype kUndoItem = 200;

// QUndoCommand: the history's line, then after a newline the Undo / Redo items' text (the action alone,
// without what it changed).
QString commandLine(const QString &said, const GameState &after, const Ledger &ledger)
{
    return shortened(lineWithChanges(said, after, ledger), kHistoryLine) + QLatin1Char('\n') +
           keepWordsTogether(shortened(said, kUndoItem));
}

} // namespace

QString commandText(const GameState &before, const GameState &after, const Action &action,
                    const Ledger &ledger)
{
    return commandLine(actionText(before, action), after, ledger);
}

QString historyText(const GameState &before, const GameState &after, const Action &action,
                    const Ledger &ledger)
{
    return lineWithChanges(actionText(before, action), after,
                           ledger); // the history view keeps its words together
}

GameDocument::GameDocument(QObject *parent) : QObject(parent)
{
    connect(&m_undo, &QUndoStack::cleanChanged, this, &GameDocument::changed);
}

GameDocument::~GameDocument() = default;

void GameDocument::reset(const GameFile &game, const QString &fileName, bool modified)
{
    m_undo.clear();
    m_game = GameFile{game.setup, {}};
    m_state = std::make_unique<GameState>(game.setup);
    m_ledgers.clear();
    m_fileName = fileName;
    m_base = fileFingerprint(fileName);
    m_autosave.reset(); // a new one at the first autosave: a game never changed leaves nothing behind
    // The opened log becomes the history, so that undo can go back past the moment the file was opened.
    // The opened log is checked as it is replayed: an illegal action recorded without an override (a file
    // edited by hand) is kept, and said.
    m_openedIllegal.reset();
    m_loading = true;
    for (int i = 0; i < int(game.log.size()); ++i) {
        const Action &a = game.log[i];
        if (!m_openedIllegal)
            if (Verdict verdict = validate(*m_state, a);
                !verdict.ok() && (!a.override || verdict.breaksALimit()))
                m_openedIllegal = IllegalAction{i, std::move(verdict)};
        m_undo.push(new ActionCommand(this, a)); // push() calls redo(): the action is applied
    }
    m_loading = false;
    m_undo.setClean();
    if (modified) // never saved as such: modified until it is, whatever is undone
        m_undo.resetClean();
    afterChange();
}

int GameDocument::problemCount() const
{
    if (!m_state)
        return 0;
    const Replay replayed = replay(m_game.setup, m_game.log);
    int problems = 0;
    for (size_t i = 0; i < replayed.steps.size() && i < m_game.log.size(); ++i)
        problems += !replayed.steps[i].verdict.ok() && !m_game.log[i].override;
    return problems;
}

GameState GameDocument::stateAfter(int actions) const
{
    return replay(m_game.setup, m_game.log, actions).state;
}

Verdict GameDocument::check(const Action &action) const
{
    return m_state ? validate(*m_state, action) : Verdict{};
}

Verdict GameDocument::record(Action action, const QString &overrideReason)
{
    if (!m_state)
        return {};
    const Verdict verdict = validate(*m_state, action);
    const QString reason = overrideReason.trimmed();
    if (!verdict.ok() && (reason.isEmpty() || verdict.breaksALimit())) // no override passes a limit
        return verdict;
    action.override = !verdict.ok();
    action.overrideReason = action.override ? reason : QString();
    action.brokenRules = verdict.ruleIds();
    m_undo.push(new ActionCommand(this, action)); // push() calls redo(): the action is applied
    return verdict;
}

void GameDocument::append(const Action &action, QString *historyLine)
{
    // The action is said with the state before it, and applied in place: no copy of the state per action
    // (an opened log of 20,000 actions is pushed through here).
    const QString said = historyLine ? actionText(*m_state, action) : QString();
    const Holdings was = holdings(*m_state);
    apply(*m_state, action);
    m_ledgers.push_back(ledgerBetween(was, holdings(*m_state)));
    m_game.log.push_back(action);
    if (historyLine)
        *historyLine = commandLine(said, *m_state, m_ledgers.back());
    afterChange();
}

void GameDocument::dropLast()
{
    if (m_game.log.empty())
        return;
    m_game.log.pop_back();
    m_ledgers.pop_back();
    *m_state = replay(m_game.setup, m_game.log).state; // state = replay(log): ~1 ms for a whole game
    afterChange();
}

void GameDocument::setRulings(const TableRulings &rulings)
{
    if (!m_state || m_game.setup.rulings == rulings)
        return;
    m_game.setup.rulings = rulings;
    *m_state = replay(m_game.setup, m_game.log).state;
    m_undo.resetClean(); // the file differs from the game now, whatever is undone
    afterChange();
}

void GameDocument::afterChange()
{
    if (m_loading) // while reset() replays an opened log: one autosave at the end is enough
        return;
    autosaveNow();
    emit changed();
}

QString GameDocument::autosaveNow()
{
    if (!m_autosaveEnabled || !m_state)
        return {};
    // Only work that is not in a file is autosaved: a game opened, or saved, and not changed leaves nothing
    // behind to be offered back after a crash.
    // The log as saved has cleanIndex() actions (one undo command per action); afterChange() runs inside the
    // command's redo or undo, before the stack has moved, so isModified() would still answer for the step
    // before.
    const bool asSaved = m_undo.cleanIndex() == int(m_game.log.size());
    QString error;
    if (asSaved) {
        if (m_autosave)
            m_autosave->clear();
    } else {
        if (!m_autosave)
            m_autosave = std::make_unique<Autosave>();
        m_autosave->setBase(m_base);
        error = m_autosave->save(m_game, m_fileName, &m_ledgers);
    }
    emit autosaved(error);
    return error;
}

void GameDocument::setFileName(const QString &fileName)
{
    m_fileName = fileName;
    emit changed();
}

QString GameDocument::save(const QString &fileName)
{
    const QString error = writeGame(fileName, m_game, &m_ledgers);
    if (!error.isEmpty())
        return error;
    m_fileName = fileName;
    m_base = fileFingerprint(fileName);
    m_undo.setClean();
    if (m_autosave)
        m_autosave->clear(); // the file holds the work now
    emit autosaved({});
    emit changed();
    return {};
}

void GameDocument::discardAutosave()
{
    if (m_autosave)
        m_autosave->discard();
}

QString GameDocument::autosavePath() const
{
    return m_autosave ? m_autosave->filePath() : QString();
}

void GameDocument::retranslate()
{
    if (!m_state)
        return;
    // Every command, the undone ones included: their texts need the state before each action.
    GameState state(m_game.setup);
    for (int i = 0; i < m_undo.count(); ++i) {
        auto *command = static_cast<ActionCommand *>(const_cast<QUndoCommand *>(m_undo.command(i)));
        const QString said = actionText(state, command->action());
        const Holdings was = holdings(state);
        apply(state, command->action());
        command->setText(commandLine(said, state, ledgerBetween(was, holdings(state))));
    }
}

} // namespace hk::gui
