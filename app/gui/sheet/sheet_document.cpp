#include "sheet_document.h"

#include "model/players.h"
#include "snapshot_command.h"

namespace hk::gui {

namespace {
using SheetEditCommand = SnapshotCommand<ScoreSheet>;
} // namespace

SheetDocument::SheetDocument(QObject *parent) : QObject(parent)
{
    apply(blankSheet(4));
    connect(&m_undo, &QUndoStack::cleanChanged, this, &SheetDocument::changed);
}

void SheetDocument::edit(const ScoreSheet &next, Describe describe, const QString &mergeKey)
{
    if (next == m_sheet)
        return;
    m_undo.push(new SheetEditCommand(
        std::move(describe), m_sheet, next, [this](const ScoreSheet &sheet) { apply(sheet); }, mergeKey));
}

void SheetDocument::edit(const ScoreSheet &next, DescribeChange describe, const QString &mergeKey)
{
    if (next == m_sheet)
        return;
    m_undo.push(new SheetEditCommand(
        std::move(describe), m_sheet, next, [this](const ScoreSheet &sheet) { apply(sheet); }, mergeKey));
}

void SheetDocument::editPlayer(int player, const std::function<void(SheetPlayer &)> &change,
                               Describe describe, const QString &mergeKey)
{
    if (player < 0 || player >= int(m_sheet.players.size()))
        return;
    ScoreSheet next = m_sheet;
    change(next.players[player]);
    edit(next, std::move(describe), mergeKey);
}

void SheetDocument::reset(const ScoreSheet &sheet)
{
    m_undo.clear();
    apply(sheet);
}

void SheetDocument::retranslate()
{
    for (int i = 0; i < m_undo.count(); ++i)
        static_cast<SheetEditCommand *>(const_cast<QUndoCommand *>(m_undo.command(i)))->retranslate();
    apply(m_sheet); // problem messages are sentences in the language of the moment
}

ScoreSheet SheetDocument::blankSheet(int players)
{
    ScoreSheet sheet;
    for (int i = 0; i < players; ++i) {
        SheetPlayer player;
        player.name = hk::defaultPlayerName(i + 1);
        sheet.players.push_back(player);
    }
    return sheet;
}

void SheetDocument::apply(const ScoreSheet &sheet)
{
    m_sheet = sheet;
    m_score = scoreSheet(m_sheet);
    m_problems = validateSheet(m_sheet);
    emit changed();
}

} // namespace hk::gui
