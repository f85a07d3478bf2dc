#pragma once

// The History's lines (a QUndoView over the game's undo stack): an action undone — after the stack's index,
// waiting for Redo — is marked as such, in words and greyed, until it is redone or replaced by a new action.

#include "line_breaks.h"

#include <vector>

class QUndoView;

namespace hk::gui {

// Built on WordJoiningDelegate: a wrapped line keeps its words together, as every list of the app does.
// A game opened with a long log has thousands of lines: laying out every one of them to learn its height
// would take seconds, so a line is measured when it is drawn (and the latest ones at once); until then its
// height is estimated from its length.
class HistoryDelegate : public WordJoiningDelegate {
    Q_OBJECT
public:
    explicit HistoryDelegate(QUndoView *view);

    bool isUndone(const QModelIndex &index) const;
    QString shownText(const QModelIndex &index) const; // "Undone: Ann digs…" for an undone action

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;

    // Lines measured (laid out in full) since the last change of width: for the tests.
    int measuredLines() const { return m_measuredCount; }

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;

private:
    struct Measured {
        size_t key = 0; // the line's text as shown, hashed: a line whose text changed is measured again
        QSize size;
    };
    size_t keyOf(const QModelIndex &index) const;
    QSize estimate(const QStyleOptionViewItem &option, const QModelIndex &index) const;
    QSize measure(const QStyleOptionViewItem &option, const QModelIndex &index) const;

    QUndoView *m_view;
    mutable std::vector<Measured> m_measured; // by row, at the width m_width
    mutable int m_width = -1;
    mutable QSize m_oneLine; // a line of one word at m_width
    mutable int m_measuredCount = 0;
};

} // namespace hk::gui
