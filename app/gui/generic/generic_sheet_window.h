#pragma once

// The score-sheet window of any game with a schema (registry/game_module.h): the sheet's fields (SheetGrid)
// beside the live results (ScoreTableView), made from the game's module. It reads and writes the generic
// sheet file (sheet/sheet_io.h), autosaves it a moment after each change and offers it back after a crash,
// undoes every edit, exports the results (PNG, PDF, CSV), and speaks the four languages. Mountain King's own
// sheet keeps its window (sheet/score_sheet_window.h).

#include "document_window.h"

#include "files/autosave.h"
#include "registry/game_module.h"
#include "sheet/sheet_values.h"

class QSplitter;

namespace hk::gui {

class ScoreTableView;
class SheetGrid;

class GenericSheetWindow : public DocumentWindow {
    Q_OBJECT
public:
    explicit GenericSheetWindow(const base::GameModule &game, QWidget *parent = nullptr);
    ~GenericSheetWindow() override;

    FileKind fileKind() const override;
    QString gameId() const override { return m_game.id; }
    bool recordsPlay() const override { return true; }
    bool exportTo(const QString &fileName) override; // by suffix: .png, .pdf or .csv
    const base::GameModule &game() const { return m_game; }
    // The sheet as its file holds it, with the play's uuid the window holds.
    base::SheetValues sheet() const;
    const base::ScoreTable &scoreTable() const { return m_table; }
    const base::Problems &problems() const { return m_problems; }
    SheetGrid *grid() const { return m_grid; }
    ScoreTableView *results() const { return m_results; }
    // Replaces the sheet as an undoable edit (what the fields do).
    void edit(const base::SheetValues &after, const QString &mergeKey, const QString &what);

    // The recovery dialog's line for a sheet a crash left behind (WindowFactory).
    static QString leftoverText(const hk::base::Autosave::Leftover &leftover);

protected:
    QStringList readDocument(const QString &readFrom, const QString &fileName) override;
    bool recoverAsStep(const QString &readFrom, const QString &fileName,
                       const std::function<QString()> &what) override;
    void clearDocument() override;
    QByteArray documentBytes(const QString &playUuid) const override;
    void retranslateDocument() override;
    QString titleNote() const override;
    void resizeEvent(QResizeEvent *event) override;
    void saveLayout() override;

private:
    // The sheet `readFrom` holds, or none with why in `lines` (one each, naming the file).
    std::optional<base::SheetValues> readSheetFile(const QString &readFrom, QStringList &lines) const;
    void display(const base::SheetValues &sheet);
    void fitPanes(); // the fields as wide as they need, the results the rest // the fields, the score and the
                     // problems of `sheet`
    void showRule(const QString &id);
    void exportAs(const QString &suffix);
    int errorCount() const;

    const base::GameModule &m_game;
    base::SheetValues m_sheet;
    base::ScoreTable m_table;
    base::Problems m_problems;
    SheetGrid *m_grid;
    ScoreTableView *m_results;
    QSplitter *m_splitter;
    bool m_splitterMoved = false; // by the user: their widths are kept
    QMenu *m_exportMenu = nullptr;
    QAction *m_exportPng = nullptr, *m_exportPdf = nullptr, *m_exportCsv = nullptr;
};

} // namespace hk::gui
