// The generic score-sheet window of a game's schema, driven as a user drives it, on Tally (the tests' own
// game): fields made from the schema, the live ScoreTable with its explanations and rule links, undo, save
// and open, autosave and recovery, exports, Enter through the fields, the window chosen by the file's game,
// and File ▸ New Score Sheet offering every registered game.

#include "common/test_settings.h"
#include "files/autosave.h"
#include "generic_sheet_window.h"
#include "recovery_dialog.h"
#include "score_chart.h"
#include "score_table_view.h"
#include "sheet/sheet_io.h"
#include "sheet_grid.h"
#include "tally_game.h"
#include "window_factory.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace hk;
using namespace hk::gui;

namespace {

const base::GameModule &tally()
{
    static const base::GameModule module = [] {
        base::GameModule m = test::tallyModule();
        m.labeller = std::make_shared<base::SheetLabeller>(*m.schema);
        return m;
    }();
    return module;
}

QSpinBox *spin(GenericSheetWindow &w, int player, const char *key)
{
    return qobject_cast<QSpinBox *>(w.grid()->fieldWidget(player, QString::fromLatin1(key)));
}

QString cellText(GenericSheetWindow &w, int row, int column)
{
    return w.results()->table()->item(row, column)->text();
}

} // namespace

class TstGenericSheetWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        test::useOwnSettings("HallkeeperGenericTest");
        QSettings().setValue(QStringLiteral("language"), QStringLiteral("en"));
    }

    // One field per category and player, made from the schema; the settings above.
    void fieldsFromTheSchema_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("widget");
        QTest::newRow("integer") << "gold"
                                 << "QSpinBox";
        QTest::newRow("choice") << "bonus"
                                << "QComboBox";
        QTest::newRow("yes or no") << "relic"
                                   << "QCheckBox";
        QTest::newRow("list") << "rounds"
                              << "QLineEdit";
        QTest::newRow("name") << "name"
                              << "QLineEdit";
    }
    void fieldsFromTheSchema()
    {
        QFETCH(QString, key);
        QFETCH(QString, widget);
        GenericSheetWindow w(tally());
        w.setInteractive(false);
        QCOMPARE(w.grid()->playerCount()->value(), 2);
        for (int p = 0; p < 2; ++p)
            QCOMPARE(QString::fromLatin1(w.grid()->fieldWidget(p, key)->metaObject()->className()), widget);
        QVERIFY(qobject_cast<QComboBox *>(w.grid()->settingWidget(QStringLiteral("ties"))));
        QCOMPARE(w.scoreTable().standing, base::Standing::Empty);
    }

    // The results view draws each player's points by category only where they add up to the total: not for a
    // game whose total is the categories won (Dwarf), nor with a category below zero (Dungeon Lords' dead
    // letters), where the bars would be longer than the totals. A game's notes are said under the winner.
    void chartOnlyWhereThePartsAddUp_data()
    {
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("second");
        QTest::addColumn<int>("total");
        QTest::addColumn<bool>("decided");
        QTest::addColumn<bool>("shown");
        QTest::newRow("the parts add up") << 3 << 4 << 7 << false << true;
        QTest::newRow("the total is not their sum") << 3 << 4 << 1 << false << false;
        QTest::newRow("a part below zero") << -3 << 10 << 7 << false << false;
        QTest::newRow("no total yet") << 3 << 4 << -1 << false << false;
        // A game whose total is not their sum says how it was decided (Dwarf), even where they happen to
        // match.
        QTest::newRow("decided category by category") << 3 << 4 << 7 << true << false;
    }
    void chartOnlyWhereThePartsAddUp()
    {
        QFETCH(int, first);
        QFETCH(int, second);
        QFETCH(int, total);
        QFETCH(bool, decided);
        QFETCH(bool, shown);
        base::ScoreTable table;
        table.totalName = QStringLiteral("Total");
        table.columns = {{QStringLiteral("a"), QStringLiteral("A")},
                         {QStringLiteral("b"), QStringLiteral("B")}};
        table.entities = {{QStringLiteral("Ann"),
                           {},
                           {{first}, {second}},
                           total < 0 ? std::nullopt : std::optional(total)}};
        if (decided)
            table.decisions << QStringLiteral("A: Ann has the most.");
        table.standing = base::Standing::Complete;
        table.notes = {
            {QStringLiteral("Trades"), {QStringLiteral("TALLY-GOLD")}, {QStringLiteral("Ann: one")}}};
        base::rankEntities(table);
        ScoreTableView view;
        view.setResults(table, {}, *tally().labeller, {}, nullptr);
        QCOMPARE(!view.chart()->isHidden(), shown);
        bool noteShown = false;
        for (const QLabel *label : view.findChildren<QLabel *>())
            noteShown |= label->text().contains(QStringLiteral("Trades (TALLY-GOLD)\nAnn: one"));
        QVERIFY(noteShown);
    }

    // Typing a value scores it at once: the cell, the total, the rank, the winner and the tie-break reason.
    void liveScoreTable()
    {
        GenericSheetWindow w(tally());
        w.setInteractive(false);
        w.show();
        spin(w, 0, "gold")->setValue(12);
        spin(w, 1, "gold")->setValue(12);
        QCOMPARE(cellText(w, 0, 1), QStringLiteral("12"));
        QCOMPARE(cellText(w, 1, 4), QStringLiteral("12")); // the total
        QCOMPARE(w.scoreTable().ties.size(), size_t(1));
        qobject_cast<QCheckBox *>(w.grid()->fieldWidget(1, QStringLiteral("relic")))->setChecked(true);
        QCOMPARE(cellText(w, 1, 5), QStringLiteral("1")); // the relic breaks the tie (TALLY-TIE)
        QCOMPARE(cellText(w, 0, 5), QStringLiteral("2"));
        QVERIFY2(w.results()->winnerLabel()->text().startsWith(QLatin1String("Winner: Player 2")),
                 qPrintable(w.results()->winnerLabel()->text()));
        QVERIFY(w.results()->tiesLabel()->text().contains(QLatin1String("TALLY-TIE")));
        // The current cell's explanation, with its rule as a link.
        w.results()->table()->setCurrentCell(0, 1);
        QVERIFY2(w.results()->explanationLabel()->text().contains(QLatin1String("href=\"rule:TALLY-GOLD\"")),
                 qPrintable(w.results()->explanationLabel()->text()));
    }

    // A name is text on the line of its sentence: a line break in it is shown escaped in the winner and tie
    // lines, never a line of its own; what is saved keeps it as typed.
    void namesOnOneLine()
    {
        GenericSheetWindow w(tally());
        w.setInteractive(false);
        base::SheetValues sheet = w.sheet();
        sheet.players[0].name = QStringLiteral("Mallory\nWinner: Mallory");
        sheet.players[0].values[QStringLiteral("gold")] = 9;
        sheet.players[1].values[QStringLiteral("gold")] = 9;
        w.edit(sheet, QString(), QStringLiteral("names"));
        const QString shown = w.results()->winnerLabel()->text() + w.results()->tiesLabel()->text();
        QVERIFY2(shown.contains(QLatin1String("Mallory\\x0aWinner: Mallory")), qPrintable(shown));
        QVERIFY2(!shown.contains(QLatin1String("\nWinner: Mallory")), qPrintable(shown));
        QCOMPARE(cellText(w, 0, 0), QStringLiteral("Mallory\\x0aWinner: Mallory"));
        QCOMPARE(w.sheet().players[0].name, QStringLiteral("Mallory\nWinner: Mallory")); // as typed
    }

    // Each edit is one undo step; a field typed into merges into one.
    void undoAndRedo()
    {
        GenericSheetWindow w(tally());
        w.setInteractive(false);
        spin(w, 0, "gold")->setValue(3);
        spin(w, 0, "gold")->setValue(4);
        qobject_cast<QComboBox *>(w.grid()->fieldWidget(1, QStringLiteral("bonus")))->setCurrentIndex(2);
        QCOMPARE(w.undoStack()->count(), 2);
        w.undoStack()->undo();
        QVERIFY(!w.sheet().players[1].values.count(QStringLiteral("bonus")));
        w.undoStack()->undo();
        QCOMPARE(spin(w, 0, "gold")->value(), -1); // "—": not entered
        w.undoStack()->redo();
        QCOMPARE(base::valueAs<int>(w.sheet().players[0].values, QStringLiteral("gold")), 4);
    }

    // TALLY-BONUS: two players with the same bonus: the field is marked, the problem listed in the table's
    // words.
    void problemsMarkedOnTheirField()
    {
        GenericSheetWindow w(tally());
        w.setInteractive(false);
        for (int p = 0; p < 2; ++p)
            qobject_cast<QComboBox *>(w.grid()->fieldWidget(p, QStringLiteral("bonus")))->setCurrentIndex(2);
        QCOMPARE(w.grid()->fieldWidget(1, QStringLiteral("bonus"))->property("problem").toBool(), true);
        QCOMPARE(w.grid()->fieldWidget(0, QStringLiteral("bonus"))->property("problem").toBool(), false);
        QCOMPARE(w.results()->problemList()->count(), 1);
        QVERIFY2(w.results()->problemList()->item(0)->text().startsWith(QLatin1String("Player 2, Bonus: ")),
                 qPrintable(w.results()->problemList()->item(0)->text()));
        QVERIFY(w.results()->problemList()->item(0)->text().endsWith(QLatin1String("(TALLY-BONUS)")));
        QVERIFY(w.windowTitle().contains(QLatin1String("problems: 1")));
    }

    // Saved, opened again in a new window: the same sheet, settings included.
    void saveAndOpen()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("tally.hkscore"));
        base::SheetValues sheet;
        {
            GenericSheetWindow w(tally());
            w.setInteractive(false);
            spin(w, 0, "gold")->setValue(9);
            auto *ties = qobject_cast<QComboBox *>(w.grid()->settingWidget(QStringLiteral("ties")));
            ties->setCurrentIndex(ties->findData(QStringLiteral("replay")));
            auto *rounds = qobject_cast<QLineEdit *>(w.grid()->fieldWidget(1, QStringLiteral("rounds")));
            rounds->setText(QStringLiteral("3, 4"));
            emit rounds->editingFinished();
            QVERIFY(w.saveTo(file));
            sheet = w.sheet();
            QVERIFY(!w.isModified());
        }
        QFile saved(file);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QVERIFY(saved.readAll().contains("\"game\": \"test-tally\""));
        GenericSheetWindow again(tally());
        again.setInteractive(false);
        QVERIFY(again.openFile(file));
        QCOMPARE(again.sheet(), sheet);
        QCOMPARE(qobject_cast<QLineEdit *>(again.grid()->fieldWidget(1, QStringLiteral("rounds")))->text(),
                 QStringLiteral("3, 4"));
        QCOMPARE(base::valueAs<QString>(again.sheet().settings, QStringLiteral("ties")),
                 QStringLiteral("replay"));
        // A file that is not this game's sheet is refused with the file, the JSON path and what was expected.
        const QString other = dir.filePath(QStringLiteral("other.hkscore"));
        QFile bad(other);
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write(
            R"({"format": "hallkeeper-score-sheet", "version": 1, "game": "test-tally", "players": [{"name": 3}]})");
        bad.close();
        QVERIFY(!again.openFile(other));
        QVERIFY2(again.messages()
                     .join(QLatin1Char('\n'))
                     .contains(QLatin1String("other.hkscore: Player 1, name: expected a string, found 3")),
                 qPrintable(again.messages().join(QLatin1Char('\n'))));
        QCOMPARE(again.sheet(), sheet); // nothing changed
    }

    // The sheet is autosaved a moment after a change, as every document is (DocumentWindow); what a crash
    // left is offered back in its game's window (the games share .hkscore), and the leftover goes only once
    // that window's own autosave holds the work.
    void autosaveAndRecovery()
    {
        WindowFactory::add({QStringLiteral("hkscore"),
                            [] {
                                auto *w = new GenericSheetWindow(tally());
                                w->setInteractive(false);
                                w->setAskSave([] { return QMessageBox::Discard; });
                                return w;
                            },
                            &GenericSheetWindow::leftoverText, false, QString::fromLatin1(test::kTallyId)});
        {
            GenericSheetWindow w(tally());
            w.setInteractive(false);
            spin(w, 1, "gold")->setValue(33);
            QCOMPARE(w.autosaveNow(), QString());
            QVERIFY(QFile::exists(w.autosavePath()));
            QCOMPARE(WindowFactory::gameOfFile(w.autosavePath()), QString::fromLatin1(test::kTallyId));
            GenericSheetWindow recovered(tally());
            recovered.setInteractive(false);
            QCOMPARE(recovered.recoverFrom(w.autosavePath(), QString()), DocumentWindow::Recovered::Whole);
            QCOMPARE(base::valueAs<int>(recovered.sheet().players[1].values, QStringLiteral("gold")), 33);
            QVERIFY(recovered.isModified());
            recovered.setAskSave([] { return QMessageBox::Discard; });
            w.setAskSave([] { return QMessageBox::Discard; });
            recovered.close();
            w.close();
        }
        for (const base::Autosave::Leftover &l : base::Autosave::leftovers(QStringLiteral("hkscore")))
            base::Autosave::removeLeftover(l.id);
        {
            base::Autosave crashed(QString(), QStringLiteral("hkscore"));
            base::SheetValues sheet = base::newSheet(*tally().schema, 2);
            sheet.players[1].values[QStringLiteral("gold")] = 21;
            QCOMPARE(crashed.saveBytes(base::sheetToBytes(*tally().schema, sheet), QString()), QString());
        } // the session ends without discarding it: a leftover, as after a crash
        QCOMPARE(int(base::Autosave::leftovers(QStringLiteral("hkscore")).size()), 1);
        WindowFactory::setRecoveryHook([](RecoveryDialog &) { return int(QDialog::Accepted); });
        WindowFactory::offerRecovery(nullptr);
        WindowFactory::setRecoveryHook({});
        GenericSheetWindow *recovered = nullptr;
        for (QWidget *w : QApplication::topLevelWidgets())
            if (auto *sheetWindow = qobject_cast<GenericSheetWindow *>(w);
                sheetWindow && sheetWindow->isVisible())
                recovered = sheetWindow;
        QVERIFY(recovered);
        QCOMPARE(base::valueAs<int>(recovered->sheet().players[1].values, QStringLiteral("gold")), 21);
        QVERIFY(recovered->isModified());
        QVERIFY(QFile::exists(recovered->autosavePath()));
        QVERIFY(
            base::Autosave::leftovers(QStringLiteral("hkscore")).empty()); // the window's autosave holds it
        recovered->close();
    }

    void exports_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<QByteArray>("starts");
        QTest::newRow("csv") << "csv"
                             << QByteArray("\xEF\xBB\xBFPlayer,Gold,Bonus,Rounds,Total,Rank,The relic\r\n"
                                           "Player 1,5,0,,5,1,0");
        QTest::newRow("png") << "png" << QByteArray("\x89PNG");
        QTest::newRow("pdf") << "pdf" << QByteArray("%PDF");
    }
    void exports()
    {
        QFETCH(QString, suffix);
        QFETCH(QByteArray, starts);
        GenericSheetWindow w(tally());
        w.setInteractive(false);
        spin(w, 0, "gold")->setValue(5);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("results.") + suffix);
        QVERIFY(w.exportTo(file));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY2(bytes.startsWith(starts), bytes.left(120).constData());
    }

    // Enter goes on to the next field as Tab does: down a player's column, then the next player.
    void enterGoesToTheNextField()
    {
        GenericSheetWindow w(tally());
        w.setInteractive(false);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QWidget *name = w.grid()->fieldWidget(0, QStringLiteral("name"));
        name->setFocus();
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(QApplication::focusWidget(), w.grid()->fieldWidget(0, QStringLiteral("gold")));
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("7"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QCOMPARE(QApplication::focusWidget(), w.grid()->fieldWidget(0, QStringLiteral("bonus")));
        QCOMPARE(base::valueAs<int>(w.sheet().players[0].values, QStringLiteral("gold")), 7);
    }

    // At 1280×720 in the four languages: the whole table, the winner and the tie-break reason are visible
    // without scrolling. HK_SCREENSHOTS=DIR keeps a picture of each.
    void readableAt1280x720_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *code : {"en", "zh_TW", "zh_CN", "ja"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }
    void readableAt1280x720()
    {
        QFETCH(QString, language);
        GenericSheetWindow w(tally());
        w.setInteractive(false);
        w.setLanguage(language, false);
        w.resize(1280, 720);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.grid()->playerCount()->setValue(4);
        const QStringList names{QStringLiteral("陳小明"), QStringLiteral("Astrid"),
                                QStringLiteral("田中さくら"), QStringLiteral("Bjorn")};
        for (int p = 0; p < 4; ++p) {
            auto *name = qobject_cast<QLineEdit *>(w.grid()->fieldWidget(p, QStringLiteral("name")));
            name->setText(names[p]);
            emit name->textEdited(names[p]);
            spin(w, p, "gold")->setValue(p < 2 ? 21 : 10 + p);
        }
        QTest::qWait(50);
        QCoreApplication::processEvents();
        ScoreTableView *results = w.results();
        for (QWidget *part :
             {static_cast<QWidget *>(results->winnerLabel()), static_cast<QWidget *>(results->tiesLabel())}) {
            QVERIFY(part->isVisible());
            const QRect shown = part->visibleRegion().boundingRect();
            QVERIFY2(shown.height() >= part->heightForWidth(part->width()) - 1,
                     qPrintable(QStringLiteral("%1 cut: %2 of %3")
                                    .arg(part->objectName())
                                    .arg(shown.height())
                                    .arg(part->heightForWidth(part->width()))));
        }
        QTableWidget *table = results->table();
        QVERIFY(table->horizontalScrollBar()->maximum() == 0 || !table->horizontalScrollBar()->isVisible());
        if (const QByteArray dir = qgetenv("HK_SCREENSHOTS"); !dir.isEmpty())
            w.grab().save(QString::fromLocal8Bit(dir) +
                          QStringLiteral("/generic-sheet-%1.png").arg(language));
        w.setLanguage(QStringLiteral("en"), false);
    }

    // A score sheet opens in the window of its game; File ▸ New Score Sheet offers each registered game.
    void windowChosenByTheGame()
    {
        WindowFactory::add({QStringLiteral("hkscore"), [] { return new GenericSheetWindow(tally()); },
                            &GenericSheetWindow::leftoverText, false, QString::fromLatin1(test::kTallyId),
                            [] { return tally().displayName(); }});
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("t.hkscore"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(base::sheetToBytes(*tally().schema, base::newSheet(*tally().schema, 3)));
        f.close();
        GenericSheetWindow opener(tally());
        opener.setInteractive(false);
        DocumentWindow *opened = WindowFactory::open(file, &opener);
        QVERIFY(opened);
        auto *generic = qobject_cast<GenericSheetWindow *>(opened);
        QVERIFY(generic);
        QCOMPARE(generic->sheet().players.size(), size_t(3));
        opened->close();
        QStringList offered;
        auto *newSheet = opener.findChild<QMenu *>(QStringLiteral("newSheetMenu"));
        QVERIFY(newSheet);
        emit newSheet->aboutToShow();
        for (QAction *a : newSheet->actions())
            offered << a->text();
        QVERIFY2(offered.contains(QStringLiteral("Tally")), qPrintable(offered.join(QLatin1Char(','))));
    }
};

QTEST_MAIN(TstGenericSheetWindow)
#include "tst_generic_sheet_window.moc"
