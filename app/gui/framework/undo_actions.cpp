#include "undo_actions.h"

#include "themed_icon.h"

#include <QAction>
#include <QApplication>
#include <QIcon>
#include <QUndoStack>

namespace hk::gui {

namespace {
class UndoText {
    Q_DECLARE_TR_FUNCTIONS(UndoText)
};
} // namespace

UndoActions createUndoActions(QUndoStack *stack, QObject *parent)
{
    UndoActions a;
    a.undo = new QAction(themedIcon("edit-undo", QStyle::SP_ArrowBack), QString(), parent);
    a.undo->setShortcut(QKeySequence::Undo);
    QObject::connect(a.undo, &QAction::triggered, stack, &QUndoStack::undo);
    QObject::connect(stack, &QUndoStack::canUndoChanged, a.undo, &QAction::setEnabled);
    a.redo = new QAction(themedIcon("edit-redo", QStyle::SP_ArrowForward), QString(), parent);
    // Ctrl+Shift+Z and Ctrl+Y on every platform (QKeySequence::Redo alone may be either, or empty offscreen).
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence &keys :
         {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)})
        if (!redoKeys.contains(keys))
            redoKeys << keys;
    a.redo->setShortcuts(redoKeys);
    QObject::connect(a.redo, &QAction::triggered, stack, &QUndoStack::redo);
    QObject::connect(stack, &QUndoStack::canRedoChanged, a.redo, &QAction::setEnabled);
    a.undo->setEnabled(stack->canUndo());
    a.redo->setEnabled(stack->canRedo());
    QObject::connect(stack, &QUndoStack::indexChanged, a.undo,
                     [a, stack] { retranslateUndoActions(a, stack); });
    retranslateUndoActions(a, stack);
    return a;
}

void retranslateUndoActions(const UndoActions &a, const QUndoStack *stack)
{
    a.undo->setText(stack->canUndo() ? UndoText::tr("&Undo %1").arg(stack->undoText())
                                     : UndoText::tr("&Undo"));
    a.redo->setText(stack->canRedo() ? UndoText::tr("&Redo %1").arg(stack->redoText())
                                     : UndoText::tr("&Redo"));
    a.undo->setIconText(UndoText::tr("Undo"));
    a.redo->setIconText(UndoText::tr("Redo"));
}

} // namespace hk::gui
