#pragma once

// A game of Dwarf followed at the table (*.hkdwarf): on the left the table as it stands (DwarfTablePanel),
// on the right what to record (DwarfRecordPanel), the result the holdings make now (the Dwarf score table,
// the same scorer as the score sheet's) and the history of every event with its rules. Every event and
// every change of the setup is one undo step; the document is the setup and the log, autosaved a moment
// after each change and offered back after a crash. File ▸ Save as Score Sheet writes the holdings as a
// Dwarf score sheet; --export writes the result (.png, .pdf, .csv) or that sheet (.hkscore).

#include "document_window.h"

#include "dwarf_tracker.h"
#include "files/autosave.h"
#include "score/score_table.h"

class QListWidget;
class QTabWidget;
class QSplitter;

namespace hk::gui {

class DwarfRecordPanel;
class DwarfTablePanel;
class ScoreTableView;

class DwarfTrackerWindow : public DocumentWindow {
    Q_OBJECT
public:
    explicit DwarfTrackerWindow(QWidget *parent = nullptr);
    ~DwarfTrackerWindow() override;

    FileKind fileKind() const override;
    QString gameId() const override;
    bool recordsPlay() const override { return true; }
    // By suffix: .hkscore (the holdings as a score sheet), or the result as .png, .pdf or .csv.
    bool exportTo(const QString &fileName) override;

    // The document as its file holds it, with the play's uuid the window holds.
    dwarf::TrackerDocument document() const;
    const dwarf::TrackerState &state() const { return m_state; }
    const base::ScoreTable &scoreTable() const { return m_table; }
    DwarfTablePanel *tablePanel() const { return m_tablePanel; }
    DwarfRecordPanel *recordPanel() const { return m_record; }
    ScoreTableView *results() const { return m_results; }
    QListWidget *history() const { return m_history; }
    QTabWidget *tabs() const { return m_tabs; }
    // Records an event the rules allow (one undo step); false, and nothing changes, if they refuse it.
    bool record(const dwarf::TrackerEvent &event);

    static QString leftoverText(const hk::base::Autosave::Leftover &leftover);

protected:
    QStringList readDocument(const QString &readFrom, const QString &fileName) override;
    bool recoverAsStep(const QString &readFrom, const QString &fileName,
                       const std::function<QString()> &what) override;
    void clearDocument() override;
    QByteArray documentBytes(const QString &playUuid) const override;
    void retranslateDocument() override;
    void saveLayout() override;

private:
    void edit(const dwarf::TrackerDocument &after, const QString &what, const QString &mergeKey = {});
    void display(const dwarf::TrackerDocument &document);
    // The holdings as a score sheet, the same play as the tracker (its uuid, once it has one).
    base::SheetValues finalSheet() const;
    // The tracker `readFrom` holds, or none with why in `lines` (one each, naming the file).
    static std::optional<dwarf::TrackerDocument> readTrackerFile(const QString &readFrom, QStringList &lines);
    void saveAsScoreSheet();

    dwarf::TrackerDocument m_document;
    dwarf::TrackerState m_state;
    base::ScoreTable m_table;
    QSplitter *m_splitter;
    DwarfTablePanel *m_tablePanel;
    QTabWidget *m_tabs;
    DwarfRecordPanel *m_record;
    ScoreTableView *m_results;
    QListWidget *m_history;
    QAction *m_saveSheet = nullptr;
};

} // namespace hk::gui
