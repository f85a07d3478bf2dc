#include "panels/history_delegate.h"

#include "verdict_view.h"

#include <QUndoStack>
#include <QUndoView>

namespace hk::gui {

HistoryDelegate::HistoryDelegate(QUndoView *view) : WordJoiningDelegate(view), m_view(view) {}

bool HistoryDelegate::isUndone(const QModelIndex &index) const
{
    // Row 0 is the start of the game; row i the stack's command i - 1, done while i <= the stack's index.
    const QUndoStack *stack = m_view->stack();
    return stack && index.isValid() && index.row() > stack->index();
}

QString HistoryDelegate::shownText(const QModelIndex &index) const
{
    const QString text = index.data(Qt::DisplayRole).toString();
    return isUndone(index) ? tr("Undone (Redo brings it back): %1").arg(text) : text;
}

void HistoryDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    WordJoiningDelegate::initStyleOption(option, index);
    if (!isUndone(index))
        return;
    option->text = displayText(shownText(index), option->locale);
    option->font.setItalic(true);
    option->palette.setColor(QPalette::Text, VerdictView::mutedColor(option->palette));
}

} // namespace hk::gui
