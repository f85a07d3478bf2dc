#include "sheet_document.h"

#include "model/players.h"

namespace hk::gui {

class SheetEditCommand : public QUndoCommand {
public:
    SheetEditCommand(SheetDocument *document, ScoreSheet before, ScoreSheet after,
                     SheetDocument::Describe describe, QString mergeKey)
        : m_document(document), m_before(std::move(before)), m_after(std::move(after)),
          m_describe(std::move(describe)), m_mergeKey(std::move(mergeKey))
    {
        retranslate();
    }

    void retranslate() { setText(m_describe()); }
    void redo() override { m_document->apply(m_after); }
    void undo() override { m_document->apply(m_before); }
    int id() const override { return m_mergeKey.isEmpty() ? -1 : 1; }

    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const SheetEditCommand *>(other);
        if (next->m_mergeKey != m_mergeKey)
            return false;
        m_after = next->m_after;
        setObsolete(m_after == m_before); // typing back the old value leaves no step behind
        return true;
    }

private:
    SheetDocument *m_document;
    ScoreSheet m_before;
    ScoreSheet m_after;
    SheetDocument::Describe m_describe;
    QString m_mergeKey;
};

SheetDocument::SheetDocument(QObject *parent) : QObject(parent)
{
    apply(blankSheet(4));
    connect(&m_undo, &QUndoStack::cleanChanged, this, &SheetDocument::changed);
}

void SheetDocument::edit(const ScoreSheet &next, Describe describe, const QString &mergeKey)
{
    if (next == m_sheet)
        return;
    m_undo.push(new SheetEditCommand(this, m_sheet, next, std::move(describe), mergeKey));
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

void SheetDocument::reset(const ScoreSheet &sheet, const QString &fileName)
{
    m_undo.clear();
    m_fileName = fileName;
    apply(sheet);
    emit fileNameChanged();
}

void SheetDocument::setFileName(const QString &fileName)
{
    m_fileName = fileName;
    emit fileNameChanged();
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
