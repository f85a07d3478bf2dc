#pragma once

// A game of Dungeon Lords followed at the table (*.hkdungeon): on the left where the year stands and what
// to do now — the phase's steps with their rules, the event tile to say when one is revealed, and the button
// that confirms the phase (its refusal said under it, with its rule); on the right the dungeons the table
// types in (gold, food, tiles, conquered tiles, evil, monsters with their upkeep), the ledger of what each
// event cost, the history of every step, the final score once the game is over, and the module's rules.
// Every step and every change of the setup is one undo step; the document is the setup and the log,
// autosaved a moment after each change and offered back after a crash. File ▸ Save Final Sheet writes the
// dead letters into a Dungeon Lords score sheet, where the group types the other categories.

#include "document_window.h"

#include "dl_tracker.h"
#include "files/autosave.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QSplitter;
class QTabWidget;
class QTableWidget;
class QTextBrowser;

namespace hk::gui {

class ScoreTableView;

class DungeonLordsTrackerWindow : public DocumentWindow {
    Q_OBJECT
public:
    explicit DungeonLordsTrackerWindow(QWidget *parent = nullptr);
    ~DungeonLordsTrackerWindow() override;

    FileKind fileKind() const override;
    QString gameId() const override;
    bool recordsPlay() const override { return true; }
    // .hkscore: the final sheet, with the dead letters carried in.
    bool exportTo(const QString &fileName) override;

    // The document as its file holds it, with the play's uuid the window holds.
    dungeonlords::TrackerDocument document() const;
    const dungeonlords::TrackerState &state() const { return m_state; }
    // Records a step the rules allow (one undo step); false, the refusal shown, if they refuse it.
    bool record(const dungeonlords::TrackerStep &step);
    // The setup changed (one undo step); false, and nothing changes, if the log no longer replays on it.
    bool changeSetup(const dungeonlords::TrackerSetup &setup);

    QPushButton *confirmButton() const { return m_confirm; }
    QComboBox *revealChoice() const { return m_reveal; }
    QLabel *verdictLabel() const { return m_verdict; }
    QLabel *whereLabel() const { return m_where; }
    QLabel *tasksLabel() const { return m_tasks; }
    QTableWidget *dungeonTable() const { return m_dungeons; }
    QTableWidget *monsterTable() const { return m_monsters; }
    QListWidget *ledger() const { return m_ledger; }
    QListWidget *history() const { return m_history; }
    QTabWidget *tabs() const { return m_tabs; }
    ScoreTableView *finalScore() const { return m_score; }

    static QString leftoverText(const hk::base::Autosave::Leftover &leftover);

protected:
    QStringList readDocument(const QString &readFrom, const QString &fileName) override;
    bool recoverAsStep(const QString &readFrom, const QString &fileName,
                       const std::function<QString()> &what) override;
    void clearDocument() override;
    QByteArray documentBytes(const QString &playUuid) const override;
    void retranslateDocument() override;

private:
    void edit(const dungeonlords::TrackerDocument &after, const QString &what);
    void display(const dungeonlords::TrackerDocument &document);
    // The tracker `readFrom` holds, or none with why in `lines` (one each, naming the file).
    static std::optional<dungeonlords::TrackerDocument> readTrackerFile(const QString &readFrom,
                                                                        QStringList &lines);
    void showNow();
    void showDungeons();
    void showSetup();
    void confirmPhase();
    void dungeonEdited(int row, int column);
    void monsterEdited(int row, int column);
    void addMonster();
    void removeMonster();
    void setupEdited();
    void saveFinalSheet();
    QByteArray finalSheetBytes() const;

    // The step the Confirm button would record now: at payday, with the monsters the table lets go.
    dungeonlords::TrackerStep pendingStep() const;
    bool paydayNow() const;

    dungeonlords::TrackerDocument m_document;
    dungeonlords::TrackerState m_state;
    std::vector<std::vector<int>> m_letGo; // per player, the monsters ticked to let go at this payday
    bool m_filling = false;                // the tables are being filled from the state: not an edit
    QSplitter *m_splitter;
    QLabel *m_where;
    QLabel *m_events;
    QLabel *m_tasks;
    QLabel *m_revealLabel;
    QComboBox *m_reveal;
    QPushButton *m_confirm;
    QLabel *m_verdict;
    QTabWidget *m_tabs;
    QSpinBox *m_playerCount;
    QComboBox *m_firstPlayer;
    QCheckBox *m_firstGame;
    QSpinBox *m_dummyEvil;
    QLabel *m_setupLabels[4] = {};
    QTableWidget *m_dungeons;
    QTableWidget *m_monsters;
    QComboBox *m_monsterOwner;
    QPushButton *m_addMonster;
    QPushButton *m_removeMonster;
    QListWidget *m_ledger;
    QListWidget *m_history;
    ScoreTableView *m_score;
    QTextBrowser *m_rules;
    QAction *m_saveSheet = nullptr;
};

} // namespace hk::gui
