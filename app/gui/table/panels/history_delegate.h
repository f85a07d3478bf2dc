#pragma once

// The History's lines (a QUndoView over the game's undo stack): an action undone — after the stack's index,
// waiting for Redo — is marked as such, in words and greyed, until it is redone or replaced by a new action.

#include "line_breaks.h"

class QUndoView;

namespace hk::gui {

// Built on WordJoiningDelegate: a wrapped line keeps its words together, as every list of the app does.
class HistoryDelegate : public WordJoiningDelegate {
    Q_OBJECT
public:
    explicit HistoryDelegate(QUndoView *view);

    bool isUndone(const QModelIndex &index) const;
    QString shownText(const QModelIndex &index) const; // "Undone: Ann digs…" for an undone action

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    QUndoView *m_view;
};

} // namespace hk::gui
