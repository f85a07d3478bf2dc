#pragma once

// The open score sheet: its state, the undo history of every edit, the derived score and problems.
// Widgets never change the sheet directly: they describe an edit and the document pushes it on the stack.

#include "io/json_check.h"
#include "scoring/final_score.h"
#include "scoring/score_sheet.h"

#include <QObject>
#include <QUndoStack>

#include <functional>
#include <optional>
#include <vector>

namespace hk::gui {

class SheetDocument : public QObject {
    Q_OBJECT
public:
    // Translated text for the history; called again whenever the language changes.
    using Describe = std::function<QString()>;
    // A text made from the sheet before and after the (merged) step.
    using DescribeChange = std::function<QString(const ScoreSheet &before, const ScoreSheet &after)>;

    explicit SheetDocument(QObject *parent = nullptr);

    const ScoreSheet &sheet() const { return m_sheet; }
    const SheetScore &score() const { return m_score; }
    const Problems &problems() const { return m_problems; }
    QUndoStack *undoStack() { return &m_undo; }

    // Replaces the sheet through the undo stack. Consecutive edits with the same non-empty mergeKey (typing
    // in one field) become a single step.
    void edit(const ScoreSheet &next, Describe describe, const QString &mergeKey = {});
    void edit(const ScoreSheet &next, DescribeChange describe, const QString &mergeKey = {});
    void editPlayer(int player, const std::function<void(SheetPlayer &)> &change, Describe describe,
                    const QString &mergeKey = {});

    // A new or opened sheet: no history, not modified.
    void reset(const ScoreSheet &sheet);
    bool isModified() const { return !m_undo.isClean(); }

    // Re-creates the history texts in the current language.
    void retranslate();

    // Players taken off the sheet by lowering the number of players, kept (latest first) so that raising it
    // again brings them back, until another sheet is opened or started.
    void setAside(const SheetPlayer &player);
    // The latest player set aside whose name `sheet` does not use, taken off the list; none if there is none.
    std::optional<SheetPlayer> takeSetAside(const ScoreSheet &sheet);

    // The sheet a new document starts with: `players` players named "Player 1"…
    static ScoreSheet blankSheet(int players);

signals:
    void changed(); // sheet, score or problems changed

private:
    void apply(const ScoreSheet &sheet);

    ScoreSheet m_sheet;
    std::vector<SheetPlayer> m_setAside;
    SheetScore m_score;
    Problems m_problems;
    QUndoStack m_undo;
};

} // namespace hk::gui
