#include "game_document.h"

#include "game/state_text.h"
#include "i18n/list_text.h"
#include "io/game_io.h"
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
    // A line that is cut before its changes never says them: they are not worked out.
    const QString line = said.size() > kHistoryLine
                             ? shortened(said, kHistoryLine)
                             : shortened(lineWithChanges(said, after, ledger), kHistoryLine);
    return line + QLatin1Char('\n') + keepWordsTogether(shortened(said, kUndoItem));
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

const GameFile &GameDocument::game() const
{
    static const GameFile none;
    return m_record ? m_record->game() : none;
}

const std::vector<Ledger> &GameDocument::ledgers() const
{
    static const std::vector<Ledger> none;
    return m_record ? m_record->ledgers() : none;
}

void GameDocument::reset(const GameFile &game, const QString &fileName, bool modified)
{
    m_undo.clear();
    m_record.emplace(GameFile{game.setup, {}});
    m_fileName = fileName;
    m_base = fileFingerprint(fileName);
    m_autosave.reset(); // a new one at the first autosave: a game never changed leaves nothing behind
    // The opened log becomes the history, so that undo can go back past the moment the file was opened.
    // The opened log is checked as it is replayed: an illegal action recorded without an override (a file
    // edited by hand) is kept, and said.
    m_openedIllegal.reset();
    m_loading = true;
    for (const Action &a : game.log)
        m_undo.push(new ActionCommand(this, a)); // push() calls redo(): the action is applied
    if (const int first = m_record->firstIllegal(); first >= 0)
        m_openedIllegal = IllegalAction{first, m_record->verdicts()[size_t(first)]};
    m_loading = false;
    m_undo.setClean();
    if (modified) // never saved as such: modified until it is, whatever is undone
        m_undo.resetClean();
    afterChange();
}

int GameDocument::problemCount() const
{
    return m_record ? m_record->illegalCount() : 0;
}

GameState GameDocument::stateAfter(int actions) const
{
    return replay(game().setup, game().log, actions).state;
}

Verdict GameDocument::check(const Action &action) const
{
    return m_record ? m_record->validate(action) : Verdict{};
}

Verdict GameDocument::record(const Action &action, const QString &overrideReason)
{
    if (!m_record)
        return {};
    // The record decides; the undo stack records (push() calls redo(): the action is applied).
    RecordCheck checked = m_record->check(action, overrideReason);
    if (checked.action)
        m_undo.push(new ActionCommand(this, std::move(*checked.action)));
    return checked.verdict;
}

void GameDocument::append(const Action &action, QString *historyLine)
{
    // The action is said with the state before it (an opened log of 20,000 actions is pushed through here:
    // only the first push of a command asks for its line).
    const QString said = historyLine ? actionText(m_record->state(), action) : QString();
    m_record->append(action);
    if (historyLine)
        *historyLine = commandLine(said, m_record->state(), m_record->ledgers().back());
    afterChange();
}

void GameDocument::dropLast()
{
    if (!m_record || m_record->size() == 0)
        return;
    m_record->undoLast();
    afterChange();
}

void GameDocument::setRulings(const TableRulings &rulings)
{
    if (!m_record || game().setup.rulings == rulings)
        return;
    m_record->setRulings(rulings);
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
    if (!m_autosaveEnabled || !m_record)
        return {};
    // Only work that is not in a file is autosaved: a game opened, or saved, and not changed leaves nothing
    // behind to be offered back after a crash.
    // The log as saved has cleanIndex() actions (one undo command per action); afterChange() runs inside the
    // command's redo or undo, before the stack has moved, so isModified() would still answer for the step
    // before.
    const bool asSaved = m_undo.cleanIndex() == m_record->size();
    QString error;
    if (asSaved) {
        if (m_autosave)
            m_autosave->clear();
    } else {
        if (!m_autosave)
            m_autosave = std::make_unique<GameAutosave>();
        m_autosave->setBase(m_base);
        error = m_autosave->save(game(), m_fileName, &ledgers());
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
    const QString error = writeGame(fileName, game(), &ledgers());
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
    if (!m_record)
        return;
    // Every command, the undone ones included: their texts need the state before each action.
    GameState state(game().setup);
    for (int i = 0; i < m_undo.count(); ++i) {
        auto *command = static_cast<ActionCommand *>(const_cast<QUndoCommand *>(m_undo.command(i)));
        const QString said = actionText(state, command->action());
        const Holdings was = holdings(state);
        apply(state, command->action());
        command->setText(commandLine(said, state, ledgerBetween(was, holdings(state))));
    }
}

} // namespace hk::gui
