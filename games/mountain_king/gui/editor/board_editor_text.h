#pragma once

// The board editor's words: the names of terrains, features and tools, their hints and keys.

#include "edit_tool.h"
#include "model/board.h"
#include "model/board_edit.h"

#include <QCoreApplication>
#include <QKeySequence>

namespace hk::gui {

class BoardEditorText {
    Q_DECLARE_TR_FUNCTIONS(BoardEditorWindow)
public:
    static QString terrainName(Terrain t);
    static QString featureName(FeatureKind k);
    static QString toolName(EditTool t);
    static QString toolHint(EditTool t);
    static QKeySequence toolKey(EditTool t);
    static QKeySequence terrainKey(Terrain t);
    // "buried resources (2 stone, 1 iron)", "a gate start point for 3 players"
    static QString featureText(const Feature &f);
};

} // namespace hk::gui
