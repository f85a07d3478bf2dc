// Dwarf in the application, driven as a user drives it: its score sheet in the generic window gives the same
// result as `hallkeeper-cli score` and as the window's export (the worked examples D1–D3 and the derived
// cases); the 3–5 player ruling chosen in the window is saved with the sheet and shown in the result; an
// invalid sheet is refused with its rule; the table tracker's solo game against Gimli with its buttons, undo,
// save and reopen, and autosave; the rules browser on Dwarf's rules from a Dwarf window.

#include "common/cli_runner.h"
#include "common/test_settings.h"
#include "dwarf_record_panel.h"
#include "dwarf_rules.h"
#include "dwarf_sheet.h"
#include "dwarf_table_panel.h"
#include "dwarf_tracker_window.h"
#include "generic_sheet_window.h"
#include "i18n/language.h"
#include "registered_games.h"
#include "registry/game_registry.h"
#include "rules_browser.h"
#include "score/score_table_io.h"
#include "score/score_table_text.h"
#include "score_table_view.h"
#include "sheet/sheet_values.h"
#include "sheet_grid.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QUndoStack>

using namespace hk;
using namespace hk::gui;
using hk::test::Run;
using hk::test::runCli;
using Kind = dwarf::TrackerEvent::Kind;

namespace {

const base::GameModule &dwarfGame()
{
    games::registerShippedGames();
    return *base::GameRegistry::instance().find(QString::fromLatin1(dwarf::kGameId));
}

QString fixture(const QString &name)
{
    return QStringLiteral(HK_SOURCE_DIR "/tests/fixtures/dwarf/") + name;
}

QByteArray readAll(const QString &file)
{
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Every text the results view shows: its labels and its list of problems.
QString shownText(const ScoreTableView &view)
{
    QStringList texts;
    for (const QLabel *label : view.findChildren<QLabel *>())
        texts << label->text();
    for (int i = 0; i < view.problemList()->count(); ++i)
        texts << view.problemList()->item(i)->text();
    return texts.join(QLatin1Char('\n'));
}

QStringList winnerNames(const base::ScoreTable &table)
{
    QStringList names;
    for (int e : table.winners)
        names << table.entities[size_t(e)].name;
    return names;
}

} // namespace

class TstDwarfWindows : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        test::useOwnSettings("HallkeeperDwarfTest");
        QSettings().setValue(QStringLiteral("language"), QStringLiteral("en"));
        // English's plural forms ("1 artifact", "2 points"), installed as the application and the command
        // line install them.
        QVERIFY(installTranslations(QStringLiteral("en")));
        QVERIFY(dwarfGame().schema);
    }

    // One answer everywhere: the window's result, `hallkeeper-cli score` (text and JSON) and the window's CSV
    // export say the same for each worked example and derived case.
    void sameResultFromTheWindowTheCliAndAnExport_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("winners");
        QTest::newRow("D1 (DWARF-002)") << "d1-two-categories-to-one.hkscore" << QStringList{"小芬"};
        QTest::newRow("D2 (DWARF-003)") << "d2-medals-break-the-tie.hkscore" << QStringList{"小芬"};
        QTest::newRow("D3 (DWARF-004)") << "d3-iron-breaks-the-tie.hkscore" << QStringList{"小芬"};
        QTest::newRow("shared victory (DWARF-019)") << "shared-victory.hkscore" << QStringList{"Ann", "Bob"};
        QTest::newRow("points by place (DWARF-018)")
            << "three-players-rank-points.hkscore" << QStringList{"Bob"};
        QTest::newRow("five players, two copies (DWARF-017)")
            << "five-players-two-copies.hkscore" << QStringList{};
    }
    void sameResultFromTheWindowTheCliAndAnExport()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, winners);
        GenericSheetWindow w(dwarfGame());
        w.setInteractive(false);
        QVERIFY2(w.openFile(fixture(file)), qPrintable(w.messages().join(QLatin1Char('\n'))));
        const base::ScoreTable &table = w.scoreTable();
        if (!winners.isEmpty())
            QCOMPARE(winnerNames(table), winners);
        QVERIFY(!table.winners.empty());
        // The window shows the winner line and the steps of the verdict.
        QCOMPARE(w.results()->winnerLabel()->text(), base::winnerLine(table));
        QVERIFY2(w.results()->decisionsLabel()->text().contains(QLatin1String("DWARF-0")),
                 qPrintable(w.results()->decisionsLabel()->text()));

        const Run text =
            runCli({QStringLiteral("score"), fixture(file), QStringLiteral("--lang"), QStringLiteral("en")});
        QCOMPARE(text.exitCode, 0);
        QCOMPARE(text.out, base::scoreTableText(table, false));
        const Run json = runCli({QStringLiteral("score"), fixture(file), QStringLiteral("--json"),
                                 QStringLiteral("--lang"), QStringLiteral("en")});
        QCOMPARE(json.exitCode, 0);
        QCOMPARE(json.out.toUtf8(), base::scoreTableToBytes(table));

        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("result.csv"));
        QVERIFY(w.exportTo(csv));
        const QString exported = QString::fromUtf8(readAll(csv));
        // Each player's row: the counts as entered, the total and the rank the window shows, and the
        // tie-break's values.
        const QStringList rows = exported.split(QStringLiteral("\r\n"));
        for (const base::ScoreEntity &e : table.entities) {
            QStringList row{e.name};
            for (const base::ScoreCell &cell : e.cells)
                row << (cell.points ? QString::number(*cell.points) : QString());
            row << (e.total ? QString::number(*e.total) : QString()) << QString::number(e.rank);
            for (size_t s = 0; s < e.tieBreakValues.size(); ++s) // the values its ties were broken on
                if (table.column(table.tieBreaks[s].id) < 0)     // that no column holds already
                    row << (e.tieBreakValues[s] ? QString::number(*e.tieBreakValues[s]) : QString());
            QVERIFY2(rows.contains(row.join(QLatin1Char(','))),
                     qPrintable(row.join(QLatin1Char(',')) + "\n" + exported));
        }
        for (const QString &step : table.decisions)
            QVERIFY2(exported.contains(step), qPrintable(step + QStringLiteral("\n") + exported));
        for (const base::ScoreRuling &ruling : table.rulings)
            QVERIFY2(exported.contains(ruling.text),
                     qPrintable(ruling.text + QStringLiteral("\n") + exported));
    }

    // DWARF-018: a cell says its count and its points in English's singular and plural: "1 artifact: 1 point
    // by place", never "1 artifacts" or "1 point(s)".
    void DWARF_018_cellsSayTheirCountsInEnglish()
    {
        GenericSheetWindow w(dwarfGame());
        w.setInteractive(false);
        QVERIFY(w.openFile(fixture(QStringLiteral("three-players-rank-points.hkscore"))));
        QStringList explanations;
        for (const base::ScoreEntity &e : w.scoreTable().entities)
            for (const base::ScoreCell &cell : e.cells)
                explanations << cell.explanation;
        const QString all = explanations.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QLatin1String("1 artifact: 1 point by place among 3 players (DWARF-018)")),
                 qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("5 steel: 3 points by place among 3 players (DWARF-018)")),
                 qPrintable(all));
        QVERIFY2(!all.contains(QLatin1String("(s)")) && !all.contains(QLatin1String("1 artifacts")),
                 qPrintable(all));
    }

    // DWARF-018: the ruling for 3 to 5 players is the sheet's setting: chosen in the window, saved with the
    // sheet, shown in the result, and read back.
    void DWARF_018_theRulingIsChosenInTheWindowAndSaved()
    {
        GenericSheetWindow w(dwarfGame());
        w.setInteractive(false);
        QVERIFY(w.openFile(fixture(QStringLiteral("three-players-sole-leader.hkscore"))));
        QCOMPARE(w.scoreTable().totalName, QStringLiteral("Categories won"));
        auto *ruling = qobject_cast<QComboBox *>(
            w.grid()->settingWidget(QString::fromLatin1(dwarf::key::kCategoryRuling)));
        QVERIFY(ruling);
        ruling->setCurrentIndex(ruling->findData(QString::fromLatin1(dwarf::key::kRankPoints)));
        QCOMPARE(w.scoreTable().totalName, QStringLiteral("Category points"));
        QVERIFY2(shownText(*w.results())
                     .contains(QLatin1String("points by place, the most points wins (DWARF-018)")),
                 qPrintable(shownText(*w.results())));
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("ruled.hkscore"));
        QVERIFY(w.saveTo(file));
        QVERIFY(readAll(file).contains("\"categoriesForThreeOrMore\": \"rankPoints\""));
        // Read back (a copy: the window that saved it keeps its file).
        const QString copy = dir.filePath(QStringLiteral("copy.hkscore"));
        QVERIFY(QFile::copy(file, copy));
        GenericSheetWindow again(dwarfGame());
        again.setInteractive(false);
        QVERIFY2(again.openFile(copy), qPrintable(again.messages().join(QLatin1Char('\n'))));
        QCOMPARE(again.scoreTable().totalName, QStringLiteral("Category points"));
        w.undoStack()->undo();
        QCOMPARE(w.scoreTable().totalName, QStringLiteral("Categories won"));
    }

    // Invalid sheets are refused with the rule that says why, and nothing changes.
    void invalidSheetsAreRefusedWithTheRule_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("ruleId");
        QTest::newRow("negative count") << "invalid-negative-count.hkscore"
                                        << "DWARF-001";
        QTest::newRow("fifth player, one copy") << "invalid-fifth-player-one-copy.hkscore"
                                                << "DWARF-017";
        QTest::newRow("five workers") << "invalid-five-workers.hkscore"
                                      << "DWARF-012";
    }
    void invalidSheetsAreRefusedWithTheRule()
    {
        QFETCH(QString, file);
        QFETCH(QString, ruleId);
        const Run run =
            runCli({QStringLiteral("score"), fixture(file), QStringLiteral("--lang"), QStringLiteral("en")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(ruleId), qPrintable(run.err));
        GenericSheetWindow w(dwarfGame());
        w.setInteractive(false);
        const base::SheetValues before = w.sheet();
        const bool opened = w.openFile(fixture(file));
        const QString said = w.messages().join(QLatin1Char('\n')) + shownText(*w.results());
        QVERIFY2(said.contains(ruleId), qPrintable(said));
        if (!opened)
            QVERIFY2(w.sheet() == before, qPrintable(said));
    }

    // The solo tracker against Gimli, through its buttons: your special actions give him 1, 2 and 3 medals
    // (DWARF-013), a fourth is refused (DWARF-014); each event is one undo step; the file reopens as it was.
    void soloTrackerWithUndoSaveAndReopen()
    {
        DwarfTrackerWindow w;
        w.setInteractive(false);
        w.show();
        QComboBox *opponent = w.tablePanel()->opponentChoice();
        opponent->setCurrentIndex(opponent->findData(int(dwarf::Opponent::Gimli)));
        QCOMPARE(w.document().setup.opponent, dwarf::Opponent::Gimli);
        QPushButton *special = w.recordPanel()->button(Kind::Special);
        QVERIFY(special);
        for (int i = 0; i < 3; ++i)
            QTest::mouseClick(special, Qt::LeftButton);
        QCOMPARE(w.state().players[0].specialActions, 3);
        QCOMPARE(w.state().players[1].holdings.medals, 6);
        QCOMPARE(w.tablePanel()->botMedals()->value(), 6);
        // The fourth: refused before anything happens, and the preview says why.
        QTest::mouseClick(special, Qt::LeftButton);
        QCOMPARE(w.state().players[0].specialActions, 3);
        QVERIFY2(w.recordPanel()->previewLabel()->text().contains(QLatin1String("DWARF-014")),
                 qPrintable(w.recordPanel()->previewLabel()->text()));
        // Undo and redo, one event each.
        w.undoStack()->undo();
        QCOMPARE(w.state().players[1].holdings.medals, 3);
        w.undoStack()->redo();
        QCOMPARE(w.state().players[1].holdings.medals, 6);

        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("solo.hkdwarf"));
        QVERIFY(w.saveTo(file));
        QVERIFY(!w.isModified());
        w.close(); // lets go of its file
        DwarfTrackerWindow again;
        again.setInteractive(false);
        QVERIFY2(again.openFile(file), qPrintable(again.messages().join(QLatin1Char('\n'))));
        QCOMPARE(again.document(), w.document());
        QCOMPARE(again.state().players[1].holdings.medals, 6);
        // The holdings as a Dwarf score sheet.
        const QString sheet = dir.filePath(QStringLiteral("solo.hkscore"));
        QVERIFY(again.exportTo(sheet));
        QVERIFY(readAll(sheet).contains("\"game\": \"dwarf\""));
    }

    // DWARF-021: the bot's name follows the language while the table kept the name it was given: a tracker
    // started in English reads 金靈 in Traditional Chinese (the table, the names, the start player, the solo
    // box) and is not changed by it; a name the table typed stays as typed.
    void DWARF_021_theBotsNameFollowsTheLanguage()
    {
        DwarfTrackerWindow w;
        w.setInteractive(false);
        QVERIFY2(w.openFile(QStringLiteral(HK_SOURCE_DIR "/docs/examples/dwarf-solo-gimli.hkdwarf")),
                 qPrintable(w.messages().join(QLatin1Char('\n'))));
        QCOMPARE(w.document().setup.players.value(1), QStringLiteral("Gimli"));
        w.setLanguage(QStringLiteral("zh_TW"), false);
        const auto english = qScopeGuard([&] { w.setLanguage(QStringLiteral("en"), false); });
        const QString gimli = QStringLiteral("金靈");
        QCOMPARE(w.state().players[1].name, gimli);
        QCOMPARE(w.tablePanel()->nameField(1)->text(), gimli);
        QVERIFY2(w.tablePanel()->roundLabel()->text().contains(gimli),
                 qPrintable(w.tablePanel()->roundLabel()->text()));
        QVERIFY2(w.tablePanel()->specialActionsLabel()->text().contains(gimli),
                 qPrintable(w.tablePanel()->specialActionsLabel()->text()));
        QVERIFY(!w.isModified());
        QCOMPARE(w.document().setup.players.value(1), QStringLiteral("Gimli"));
        // A name the table typed is the bot's name in every language.
        QLineEdit *name = w.tablePanel()->nameField(1);
        name->setFocus();
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("Dain"));
        QCOMPARE(w.state().players[1].name, QStringLiteral("Dain"));
        w.setLanguage(QStringLiteral("ja"), false);
        QCOMPARE(w.state().players[1].name, QStringLiteral("Dain"));
    }

    // The tracker is autosaved a moment after a change and offered back after a crash.
    void trackerAutosaveAndRecovery()
    {
        DwarfTrackerWindow w;
        w.setInteractive(false);
        QVERIFY(w.record({Kind::Convert, 0, dwarf::Conversion::IronVein}));
        w.autosaveNow();
        const QString autosaved = w.autosavePath();
        QVERIFY(QFile::exists(autosaved));
        DwarfTrackerWindow recovered;
        recovered.setInteractive(false);
        QVERIFY(recovered.recoverFrom(autosaved, QString()));
        QCOMPARE(recovered.state().players[0].holdings.iron, 3);
        QVERIFY(recovered.isModified());
        recovered.close();
        w.close();
    }

    // A rule link of a Dwarf window opens the rules browser on Dwarf's rules: the rule, the rulebook's own
    // words and, for a ruling, the sheet's setting that chooses it.
    void rulesBrowserShowsTheGamesRules()
    {
        GenericSheetWindow w(dwarfGame());
        w.setInteractive(false);
        RulesBrowser *browser = RulesBrowser::showRule(QStringLiteral("DWARF-018"), &w);
        QVERIFY(browser);
        QCOMPARE(browser->currentGame(), QString::fromLatin1(dwarf::kGameId));
        QCOMPARE(browser->currentRule(), QStringLiteral("DWARF-018"));
        const QString html = browser->ruleView()->toPlainText();
        QVERIFY2(html.contains(QStringLiteral("群眾的英雄")), qPrintable(html));
        QVERIFY2(html.contains(QStringLiteral("Categories with 3–5 players")), qPrintable(html.right(400)));
        QVERIFY(browser->shownRules().contains(QStringLiteral("DWARF-001")));
        // The search's hint names the game's own IDs, and an ID prefix finds them.
        auto *search = browser->findChild<QLineEdit *>(QStringLiteral("ruleSearch"));
        QVERIFY(search);
        QVERIFY2(search->placeholderText().contains(QLatin1String("(DWARF-)")),
                 qPrintable(search->placeholderText()));
        search->setText(QStringLiteral("DWARF-01"));
        QVERIFY2(browser->shownRules().value(0).startsWith(QLatin1String("DWARF-01")),
                 qPrintable(browser->shownRules().join(QLatin1Char(' '))));
        browser->close();
    }
};

QTEST_MAIN(TstDwarfWindows)
#include "tst_dwarf_windows.moc"
