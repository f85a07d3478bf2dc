#pragma once

// The actions every document window shares: Undo and Redo over a document's undo stack, with our own
// translated texts
// ("Undo Add a statue for Ann") kept current as the stack moves, and icons from the desktop theme.

class QAction;
class QObject;
class QUndoStack;

namespace hk::gui {

struct UndoActions {
    QAction *undo = nullptr;
    QAction *redo = nullptr;
};

// Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y), enabled while there is something to undo or redo; their texts follow
// the stack (and the language, on retranslateUndoActions()).
UndoActions createUndoActions(QUndoStack *stack, QObject *parent);
void retranslateUndoActions(const UndoActions &actions, const QUndoStack *stack);

} // namespace hk::gui
