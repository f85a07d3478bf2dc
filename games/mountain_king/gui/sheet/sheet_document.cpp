#include "sheet_document.h"

#include "model/players.h"
#include "snapshot_command.h"

#include <algorithm>

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
    m_setAside.clear();
    apply(sheet);
}

void SheetDocument::setAside(const SheetPlayer &player)
{
    // An older copy of the same player (set aside, brought back by Undo, changed) is not kept beside it.
    std::erase_if(m_setAside, [&](const SheetPlayer &kept) { return kept.name == player.name; });
    m_setAside.insert(m_setAside.begin(), player);
}

std::optional<SheetPlayer> SheetDocument::takeSetAside(const ScoreSheet &sheet)
{
    const auto named = [&](const SheetPlayer &kept) {
        return std::any_of(sheet.players.begin(), sheet.players.end(),
                           [&](const SheetPlayer &p) { return p.name == kept.name; });
    };
    // One whose name is on the sheet again (brought back by Undo, or typed) is not kept twice.
    m_setAside.erase(std::remove_if(m_setAside.begin(), m_setAside.end(), named), m_setAside.end());
    if (m_setAside.empty())
        return std::nullopt;
    SheetPlayer player = m_setAside.front();
    m_setAside.erase(m_setAside.begin());
    return player;
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
