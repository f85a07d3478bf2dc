// Dungeon Lords in the application, driven as a table drives it: a whole two-year game of three walked
// through the tracker window — the setup, the dungeons typed into its table, each event tile chosen and each
// phase confirmed with its button, a refusal shown with its rule, undo — ending with the dead letters on the
// ledger and in the final score; saved, reopened and exported as the final sheet, which the generic sheet
// window and `hallkeeper-cli score` score alike; autosaved and recovered.

#include "common/cli_runner.h"
#include "common/test_settings.h"
#include "dl_rules.h"
#include "dl_sheet.h"
#include "dl_tracker_io.h"
#include "dl_tracker_window.h"
#include "generic_sheet_window.h"
#include "registered_games.h"
#include "registry/game_registry.h"
#include "score/score_table_text.h"
#include "score_table_view.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QUndoStack>

using namespace hk;
using namespace hk::gui;
using namespace hk::dungeonlords;

namespace {

const base::GameModule &dungeonLords()
{
    games::registerShippedGames();
    return *base::GameRegistry::instance().find(QString::fromLatin1(kGameId));
}

// Types a number into the dungeon table, as a double click and typing would.
void typeInto(QTableWidget *table, int row, int column, int value)
{
    table->item(row, column)->setData(Qt::EditRole, value);
}

// Chooses the event tile revealed (by its file name) and confirms the phase.
void confirm(DungeonLordsTrackerWindow &w, const QString &reveal = {})
{
    if (!reveal.isEmpty()) {
        QVERIFY(w.revealChoice()->isVisibleTo(&w));
        const int index = w.revealChoice()->findData(reveal);
        QVERIFY2(index > 0, qPrintable(reveal));
        w.revealChoice()->setCurrentIndex(index);
    }
    QVERIFY(w.confirmButton()->isEnabled());
    QTest::mouseClick(w.confirmButton(), Qt::LeftButton);
}

// Confirms phases until `round`'s `phase` of the current year, revealing `events` in rounds 1–3.
void confirmUntil(DungeonLordsTrackerWindow &w, int round, Phase phase, const QStringList &events)
{
    for (int guard = 0; guard < 60 && !(w.state().round == round && w.state().phase == phase); ++guard) {
        const bool reveals = w.state().phase == Phase::NewRound && w.state().round <= 3;
        const int before = int(w.document().log.size());
        confirm(w, reveals ? events[w.state().round - 1] : QString());
        QCOMPARE(int(w.document().log.size()), before + 1);
    }
    QCOMPARE(w.state().round, round);
    QCOMPARE(w.state().phase, phase);
}

} // namespace

class TstDungeonLordsWindows : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        test::useOwnSettings("HallkeeperDungeonLordsTest");
        QSettings().setValue(QStringLiteral("language"), QStringLiteral("en"));
        QVERIFY(dungeonLords().schema);
    }

    // A whole two-year game of three, through the window.
    void wholeTwoYearGame()
    {
        DungeonLordsTrackerWindow w;
        w.setInteractive(false);
        w.show();
        // Setup: three players (DL-016), named in the dungeon table.
        w.findChild<QSpinBox *>()->setValue(3);
        QCOMPARE(w.document().setup.players.size(), 3);
        w.dungeonTable()->item(0, 0)->setText(QStringLiteral("Ann"));
        w.dungeonTable()->item(1, 0)->setText(QStringLiteral("Bob"));
        w.dungeonTable()->item(2, 0)->setText(QStringLiteral("陳小明"));
        QCOMPARE(w.state().players[2].name, QStringLiteral("陳小明"));
        // The dungeons as the table starts them: gold, food, tiles.
        for (int p = 0; p < 3; ++p) {
            typeInto(w.dungeonTable(), p, 1, 3);
            typeInto(w.dungeonTable(), p, 2, 2);
            typeInto(w.dungeonTable(), p, 3, 2 + p);
        }
        QCOMPARE(w.state().players[2].dungeon.tiles, 4);

        // DL-002: round 1 reveals an event tile; confirming without saying which is refused, with the rule.
        QTest::mouseClick(w.confirmButton(), Qt::LeftButton);
        QVERIFY2(w.verdictLabel()->text().contains(QLatin1String("DL-002")),
                 qPrintable(w.verdictLabel()->text()));
        QCOMPARE(w.state().phase, Phase::NewRound);
        const QStringList year1{QStringLiteral("payday"), QStringLiteral("tax"), QStringLiteral("special")};
        confirmUntil(w, 2, Phase::Event, year1);
        // A monster Bob cannot feed: it leaves at payday (DL-003).
        QComboBox *owner = nullptr;
        for (QComboBox *box : w.findChildren<QComboBox *>())
            if (box->count() == 3 && box->itemText(1) == QLatin1String("Bob"))
                owner = box;
        QVERIFY(owner);
        owner->setCurrentIndex(1);
        QPushButton *add = nullptr;
        for (QPushButton *b : w.findChildren<QPushButton *>())
            if (b->text().contains(QLatin1String("Add Monster")))
                add = b;
        QVERIFY(add);
        QTest::mouseClick(add, Qt::LeftButton);
        QCOMPARE(w.state().players[1].dungeon.monsters.size(), size_t(1));
        w.monsterTable()->item(0, 1)->setText(QStringLiteral("Troll"));
        typeInto(w.monsterTable(), 0, 2, 3); // 3 food: Bob has 2
        QCOMPARE(w.state().players[1].dungeon.monsters[0].food, 3);
        QVERIFY(w.tasksLabel()->text().contains(QLatin1String("leaving: Troll")));
        confirm(w);
        QCOMPARE(w.state().players[1].dungeon.monsters.size(), size_t(0));
        QVERIFY(w.ledger()->item(1)->text().contains(QLatin1String("left: Troll")));

        confirmUntil(w, 3, Phase::Event, year1);
        confirm(w); // tax: 2, 3 and 4 tiles, all paid
        QCOMPARE(w.state().players[2].dungeon.gold, 1);
        confirmUntil(w, 4, Phase::Combat, year1);
        // Combat: 陳小明 loses a tile to the adventurers (DL-005 taxes it still).
        typeInto(w.dungeonTable(), 2, 4, 1);
        confirm(w);
        QCOMPARE(w.state().phase, Phase::YearTwoSetup);
        confirm(w);
        QCOMPARE(w.state().year, 2);
        QCOMPARE(w.state().firstPlayer, 1); // 3 players: passed left (DL-009)

        // Year 2: tax in round 2, on 陳小明's 4 + 1 tiles with 1 gold: 3 due, 2 dead letters (DL-006).
        const QStringList year2{QStringLiteral("tax"), QStringLiteral("special"), QStringLiteral("payday")};
        confirmUntil(w, 2, Phase::Event, year2);
        QVERIFY(w.tasksLabel()->text().contains(QLatin1String("DL-005")));
        confirm(w);
        QCOMPARE(w.state().players[2].deadLetters, 2);
        QVERIFY(w.dungeonTable()->item(2, 6)->data(Qt::EditRole).toInt() == 2);
        // Undo and redo the tax: the same state as never having confirmed it, then again.
        w.undoStack()->undo();
        QCOMPARE(w.state().players[2].deadLetters, 0);
        QCOMPARE(w.state().phase, Phase::Event);
        w.undoStack()->redo();
        QCOMPARE(w.state().players[2].deadLetters, 2);

        confirmUntil(w, 4, Phase::Combat, year2);
        confirm(w);
        QCOMPARE(w.state().phase, Phase::Final);
        QVERIFY(!w.confirmButton()->isEnabled());
        QCOMPARE(int(w.document().log.size()), 45 + 13); // the phases and the 13 values typed
        // The final score carries the dead letters in: −6 for 陳小明 (DL-007).
        const QTableWidget *score = w.finalScore()->table();
        bool found = false;
        for (int r = 0; r < score->rowCount(); ++r)
            for (int c = 0; c < score->columnCount(); ++c)
                found = found || (score->item(r, c) && score->item(r, c)->text() == QLatin1String("-6"));
        QVERIFY(found);

        // Saved, reopened: the same game.
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("game.hkdungeon"));
        QVERIFY(w.saveTo(file));
        const TrackerDocument saved = w.document();
        const TrackerState played = w.state();
        w.close(); // one writer per file: the window lets it go
        DungeonLordsTrackerWindow again;
        again.setInteractive(false);
        QVERIFY2(again.openFile(file), qPrintable(again.messages().join(QLatin1Char('\n'))));
        QCOMPARE(again.document(), saved);
        QCOMPARE(again.state(), played);
        // The final sheet: the generic window and the command line score it alike.
        const QString sheet = dir.filePath(QStringLiteral("final.hkscore"));
        QVERIFY(again.exportTo(sheet));
        GenericSheetWindow sheetWindow(dungeonLords());
        sheetWindow.setInteractive(false);
        QVERIFY(sheetWindow.openFile(sheet));
        QCOMPARE(sheetWindow.scoreTable().entities[2].total, std::optional<int>(-6));
        const test::Run run =
            test::runCli({QStringLiteral("score"), sheet, QStringLiteral("--lang"), QStringLiteral("en")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, base::scoreTableText(sheetWindow.scoreTable(), false));
        const test::Run tracker =
            test::runCli({QStringLiteral("score"), file, QStringLiteral("--lang"), QStringLiteral("en")});
        QCOMPARE(tracker.exitCode, 0);
        QVERIFY2(
            tracker.out.contains(QStringLiteral("陳小明: tax 3 gold on 5 tiles, paid 1: 2 dead letters")),
            qPrintable(tracker.out + tracker.err));
        again.close();
        sheetWindow.close();
    }

    // The final sheet of a game without table rulings shows no rulings heading over its first row (it sat on
    // "Players:" before).
    void finalSheetWithoutSettingsHeading()
    {
        GenericSheetWindow w(dungeonLords());
        w.setInteractive(false);
        w.show();
        QVERIFY(w.openFile(QStringLiteral(HK_SOURCE_DIR "/docs/examples/dungeon-lords-final.hkscore")));
        for (const QLabel *label : w.findChildren<QLabel *>())
            if (label->text() == QLatin1String("Table rulings and settings"))
                QVERIFY(!label->isVisible());
        QCOMPARE(w.scoreTable().entities[0].total, std::optional<int>(18));
        w.close();
    }

    // A file the rules refuse opens nothing, and says the step and its rule.
    void refusedFileOpensNothing()
    {
        DungeonLordsTrackerWindow w;
        w.setInteractive(false);
        const TrackerDocument before = w.document();
        QVERIFY(!w.openFile(
            QStringLiteral(HK_SOURCE_DIR "/tests/fixtures/dungeon_lords/invalid-event-twice.hkdungeon")));
        QVERIFY2(w.messages().join(QLatin1Char('\n')).contains(QLatin1String("log[4]")),
                 qPrintable(w.messages().join(QLatin1Char('\n'))));
        QVERIFY(w.messages().join(QLatin1Char('\n')).contains(QLatin1String("DL-001")));
        QCOMPARE(w.document(), before);
    }

    // DL-003 at the table: the monsters a player lets go are ticked in the monster table; the phase's lines
    // say what payday would do, a choice the food cannot pay is refused with the rule, and the ledger says
    // who left.
    void paydayLetsMonstersGo()
    {
        DungeonLordsTrackerWindow w;
        w.setInteractive(false);
        w.show();
        w.findChild<QSpinBox *>()->setValue(2);
        TrackerStep step;
        step.reveal = EventTile::Payday;
        QVERIFY(w.record(step));
        for (int i = 0; i < 3; ++i) // Orders, Production, End of Round
            QVERIFY(w.record(advanceStep()));
        step.reveal = EventTile::Tax;
        QVERIFY(w.record(step));
        QVERIFY(w.record(advanceStep()));
        QVERIFY(w.record(advanceStep()));
        QCOMPARE(w.state().phase, Phase::Event);
        TrackerStep ann;
        ann.kind = TrackerStep::Kind::SetDungeon;
        ann.player = 0;
        ann.dungeon.food = 2;
        ann.dungeon.monsters = {{QStringLiteral("Goblin"), 1, 0}, {QStringLiteral("Troll"), 2, 0}};
        QVERIFY(w.record(ann));
        // By default the goblin is paid and the troll leaves.
        QVERIFY2(w.tasksLabel()->text().contains(QStringLiteral("leaving: Troll")),
                 qPrintable(w.tasksLabel()->text()));
        // The goblin let go: the troll is paid.
        QTableWidgetItem *goblin = w.monsterTable()->item(0, 4);
        QVERIFY(goblin->flags() & Qt::ItemIsUserCheckable);
        goblin->setCheckState(Qt::Checked);
        QVERIFY2(w.tasksLabel()->text().contains(QStringLiteral("leaving: Goblin")),
                 qPrintable(w.tasksLabel()->text()));
        QVERIFY(w.verdictLabel()->text().isEmpty());
        confirm(w);
        QCOMPARE(w.state().players[0].dungeon.monsters.size(), size_t(1));
        QCOMPARE(w.state().players[0].dungeon.monsters[0].name, QStringLiteral("Troll"));
        QVERIFY(w.ledger()->item(0)->text().contains(QStringLiteral("left: Goblin")));
        // After payday the column rests.
        QVERIFY(!(w.monsterTable()->item(0, 4)->flags() & Qt::ItemIsUserCheckable));
        // A choice that cannot be paid: the goblin kept, the troll let go, with no food left — refused.
        w.undoStack()->undo();
        TrackerStep poor = ann;
        poor.dungeon.food = 0;
        QVERIFY(w.record(poor));
        w.monsterTable()->item(1, 4)->setCheckState(Qt::Checked); // the troll let go, the goblin kept
        QVERIFY2(w.verdictLabel()->text().contains(QStringLiteral("DL-003")),
                 qPrintable(w.verdictLabel()->text()));
        const size_t steps = w.document().log.size();
        QTest::mouseClick(w.confirmButton(), Qt::LeftButton);
        QCOMPARE(w.document().log.size(), steps);
        w.close();
    }

    // Help ▸ Rules (F1) in the tracker shows Dungeon Lords' rules, the forum post's words with them.
    void helpRulesShowsTheGamesRules()
    {
        DungeonLordsTrackerWindow w;
        w.setInteractive(false);
        w.show();
        w.tabs()->setCurrentIndex(0);
        QAction *help = nullptr; // Help ▸ Rules, F1
        for (QAction *a : w.findChildren<QAction *>())
            if (a->shortcut() == QKeySequence(QKeySequence::HelpContents))
                help = a;
        QVERIFY(help);
        help->trigger();
        QCOMPARE(w.tabs()->currentIndex(), 4);
        const auto *rules = qobject_cast<const QTextBrowser *>(w.tabs()->currentWidget());
        QVERIFY(rules);
        QVERIFY(rules->toPlainText().contains(QStringLiteral("DL-005")));
        QVERIFY(rules->toPlainText().contains(QStringLiteral("被冒险者征服的地城板块")));
        w.close();
    }

    // The tracker is autosaved after a change and offered back after a crash.
    void autosaveAndRecovery()
    {
        DungeonLordsTrackerWindow w;
        w.setInteractive(false);
        TrackerStep step;
        step.reveal = EventTile::Tax;
        QVERIFY(w.record(step));
        w.autosaveNow();
        const QString autosaved = w.autosavePath();
        QVERIFY(QFile::exists(autosaved));
        DungeonLordsTrackerWindow recovered;
        recovered.setInteractive(false);
        QVERIFY(recovered.recoverFrom(autosaved, QString()) != DocumentWindow::Recovered::No);
        QCOMPARE(recovered.state().revealed, std::vector<EventTile>{EventTile::Tax});
        QVERIFY(recovered.isModified());
        recovered.close();
        w.close();
    }
};

QTEST_MAIN(TstDungeonLordsWindows)
#include "tst_dungeon_lords_windows.moc"
