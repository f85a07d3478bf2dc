// The Component Editor driven as a user drives it: shapes drawn on the shape grid by mouse and keyboard, a
// hall's values typed, a troll card added through the card editor's own widgets, then saved and reopened.
// The live Problems panel is checked rule by rule (each row named after the rule it breaks): the problem is
// listed, clicking it leads to the entry at fault, saving is refused while it stands, undo clears it. Bad
// files change nothing.

#include "cards/icon_row_edit.h"
#include "cards/troll_card_editor.h"
#include "catalog_editor_window.h"
#include "catalog_page.h"
#include "catalog_troll_page.h"
#include "io/catalog_io.h"
#include "model/catalog_validation.h"
#include "shape_grid_edit.h"

#include "common/problem_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace hk;
using namespace hk::gui;

namespace {

// A window on screen and active, so that focus and key events behave as for a user.
bool showActive(CatalogEditorWindow &w)
{
    w.setInteractive(false);
    w.show();
    w.activateWindow();
    return QTest::qWaitForWindowActive(&w);
}

void typeInto(QWidget *w, const QString &text)
{
    w->setFocus(Qt::TabFocusReason);
    QTest::keyClick(w, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(w, text);
}

void selectRow(QTreeWidget *list, int row)
{
    QTreeWidgetItem *item = list->topLevelItem(row);
    QVERIFY(item);
    list->scrollToItem(item);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(item).center());
    QCOMPARE(list->currentItem(), item);
}

// Clicks the shape grid square where square `shapeCell` of the shown shape lies.
void clickShapeCell(ShapeGridEdit *grid, const Square &shapeCell, Qt::KeyboardModifiers modifiers = {},
                    Qt::MouseButton button = Qt::LeftButton)
{
    QTest::mouseClick(grid, button, modifiers, grid->squareRect(grid->gridSquare(shapeCell)).center());
}

QStringList picture(const Orientation &shape)
{
    return shapePicture(shape);
}

// The rows of the Problems panel citing `rule` at `path`.
QList<QTreeWidgetItem *> problemRows(CatalogEditorWindow &w, const QString &rule, const QString &path)
{
    QList<QTreeWidgetItem *> rows;
    QTreeWidget *list = w.problemsList();
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = list->topLevelItem(i);
        if (item->text(2) == rule && item->data(0, Qt::UserRole).toString() == path)
            rows << item;
    }
    return rows;
}

bool hasRule(CatalogEditorWindow &w, const QString &rule)
{
    for (const Problem &p : w.problems())
        if (p.ruleId == rule)
            return true;
    return false;
}

int indexOfTunnel(const Catalog &c, const QString &id)
{
    for (size_t i = 0; i < c.tunnels.size(); ++i)
        if (c.tunnels[i].id == id)
            return int(i);
    return -1;
}

TrollCard card(const QString &id, int level, std::optional<Clan> clan,
               std::vector<Icon> icons = {{Resource::Stone, std::nullopt}})
{
    TrollCard t;
    t.name = id;
    t.level = level;
    t.clan = clan;
    t.icons = std::move(icons);
    return t;
}

// Opens, in `w` shown and active, the default catalog with the library `trolls`, saved to `file` first.
bool openWithLibrary(CatalogEditorWindow &w, const std::vector<TrollCard> &trolls, const QString &file)
{
    Catalog library = *readDefaultCatalog().catalog;
    library.trolls = trolls;
    return writeCatalog(file, library).isEmpty() && showActive(w) && w.openFile(file);
}

bool writeFile(const QString &file, const QByteArray &bytes)
{
    QFile out(file);
    return out.open(QIODevice::WriteOnly | QIODevice::Truncate) && out.write(bytes) == bytes.size();
}

// The selected entry of the page on tab `tab`.
int currentEntryOn(CatalogEditorWindow &w, int tab)
{
    return qobject_cast<CatalogPage *>(w.tabs()->widget(tab))->currentEntry();
}

} // namespace

class TestCatalogEditor : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void problemsDockIsOneLineWithoutProblems();
    void newCatalogIsTheDefaultRenamed();
    void shapeGridByKeyboardAndMouse_data();
    void shapeGridByKeyboardAndMouse();
    void editSaveAndReopen();
    void problemLeadsToEntry_data();
    void problemLeadsToEntry();
    void problemsNameTheEntry();
    void showPathSelects_data();
    void showPathSelects();
    void undoRedoRestoresExactly();
    void addAndDuplicateNameTilesOneWay();
    void addProposesNextId_data();
    void addProposesNextId();
    void badFileChangesNothing_data();
    void badFileChangesNothing();
    void draftFileOpensWithItsProblems_data();
    void draftFileOpensWithItsProblems();
    void screenshot();

private:
    QTemporaryDir m_dir;
};

void TestCatalogEditor::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestCatalogEditor::newCatalogIsTheDefaultRenamed()
{
    CatalogEditorWindow w;
    QVERIFY(showActive(w));
    const CatalogReadResult shipped = readDefaultCatalog();
    QVERIFY(shipped.catalog);
    Catalog expected = *shipped.catalog;
    // The user's catalog: its name and description as typed in the reader's language, no translations.
    expected.name = QStringLiteral("My components");
    expected.names.clear();
    expected.descriptions.clear();
    QCOMPARE(w.catalog(), expected);
    QVERIFY(!w.isModified());
    QCOMPARE(w.tunnelList()->topLevelItemCount(), int(expected.tunnels.size()));
    QCOMPARE(w.hallList()->topLevelItemCount(), kHallsInBox);
    QVERIFY(w.problems().empty());
    QCOMPARE(w.problemsList()->topLevelItemCount(), 0);
    QVERIFY(w.tunnelPage()->totalLabel()->text().contains(QStringLiteral("52 of 52")));
    QVERIFY(w.windowTitle().contains(QStringLiteral("Component Editor")));
}

// Keys and clicks on a grid starting empty, and the shape that results. Tokens: space, a, del, up, down,
// left, right, shift+<arrow>; click r c, shift-click r c, right-click r c (grid squares, from 0).
void TestCatalogEditor::shapeGridByKeyboardAndMouse_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("keys: domino with its anchor") << "space right space a" << QStringList{"#A"};
    QTest::newRow("keys: L tromino") << "space down space right space left a" << QStringList{"#.", "A#"};
    QTest::newRow("keys: A twice takes the anchor away") << "space a a" << QStringList{"#"};
    QTest::newRow("keys: A on a free square adds it") << "space right a" << QStringList{"#A"};
    QTest::newRow("keys: Delete removes the square and its anchor")
        << "space a right space left del" << QStringList{"#"};
    QTest::newRow("keys: Shift+arrows move, the shape stays")
        << "space right space shift+down shift+left a" << QStringList{"#A"};
    QTest::newRow("mouse: click toggles")
        << "click 3 3, click 3 4, click 4 4, click 3 4" << QStringList{"#.", ".#"};
    QTest::newRow("mouse: Shift+click marks the anchor") << "click 2 2, shift-click 2 3" << QStringList{"#A"};
    QTest::newRow("mouse: right-click marks the anchor")
        << "right-click 1 1, click 2 1" << QStringList{"A", "#"};
}

void TestCatalogEditor::shapeGridByKeyboardAndMouse()
{
    QFETCH(QString, input);
    QFETCH(QStringList, expected);
    ShapeGridEdit grid(ShapeGridEdit::Marker::Anchor);
    grid.show();
    QVERIFY(QTest::qWaitForWindowExposed(&grid));
    int edits = 0;
    connect(&grid, &ShapeGridEdit::shapeEdited, this, [&] { ++edits; });
    grid.setFocus();
    for (const QString &step : input.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList words = step.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.size() == 3 && words[0].endsWith(QLatin1String("click"))) {
            const QPoint at = grid.squareRect({words[1].toInt(), words[2].toInt()}).center();
            if (words[0] == QLatin1String("click"))
                QTest::mouseClick(&grid, Qt::LeftButton, {}, at);
            else if (words[0] == QLatin1String("shift-click"))
                QTest::mouseClick(&grid, Qt::LeftButton, Qt::ShiftModifier, at);
            else
                QTest::mouseClick(&grid, Qt::RightButton, {}, at);
            continue;
        }
        for (const QString &key : words) {
            static const QHash<QString, Qt::Key> keys{
                {"space", Qt::Key_Space}, {"a", Qt::Key_A},       {"del", Qt::Key_Delete}, {"up", Qt::Key_Up},
                {"down", Qt::Key_Down},   {"left", Qt::Key_Left}, {"right", Qt::Key_Right}};
            const bool shift = key.startsWith(QLatin1String("shift+"));
            const QString name = shift ? key.mid(6) : key;
            QVERIFY2(keys.contains(name), qPrintable(name));
            QTest::keyClick(&grid, keys.value(name), shift ? Qt::ShiftModifier : Qt::NoModifier);
        }
    }
    QCOMPARE(picture(grid.shape()), expected);
    QVERIFY(edits > 0);
    // Setting the shape it reports moves nothing (the echo of an edit).
    const Square before = grid.gridSquare({0, 0});
    grid.setShape(grid.shape());
    QCOMPARE(grid.gridSquare({0, 0}), before);
}

void TestCatalogEditor::editSaveAndReopen()
{
    CatalogEditorWindow w;
    QVERIFY(showActive(w));

    // A tunnel tile: T4's anchor moved to its stem, by mouse (a square off and its problem), keys (the square
    // back, the anchor) and the checked box.
    w.tabs()->setCurrentIndex(CatalogEditorWindow::TunnelsTab);
    const int t4 = indexOfTunnel(w.catalog(), QStringLiteral("T4"));
    QVERIFY(t4 >= 0);
    selectRow(w.tunnelList(), t4);
    ShapeGridEdit *grid = w.tunnelShapeGrid();
    QCOMPARE(picture(grid->shape()), (QStringList{"#A#", ".#."}));
    clickShapeCell(grid, {1, 1}); // the stem off: a straight tromino, the same tile as I3
    QCOMPARE(picture(w.catalog().tunnels[size_t(t4)].shape), (QStringList{"#A#"}));
    QVERIFY(hasRule(w, QStringLiteral("DIG-ORIENT")));
    QVERIFY(grid->hasFocus());
    QTest::keyClick(grid, Qt::Key_Space); // the cursor is where the click was: the stem back
    QTest::keyClick(grid, Qt::Key_A);     // and the anchor there
    QCOMPARE(picture(w.catalog().tunnels[size_t(t4)].shape), (QStringList{"###", ".A."}));
    QVERIFY(!hasRule(w, QStringLiteral("DIG-ORIENT")));
    QTest::mouseClick(w.tunnelPage()->verifiedBox(), Qt::LeftButton);
    QVERIFY(w.catalog().tunnels[size_t(t4)].verified);
    QCOMPARE(w.tunnelList()->topLevelItem(t4)->text(3), QStringLiteral("✓"));

    // A great hall: name, values and altar.
    QTest::keyClick(&w, Qt::Key_G, Qt::AltModifier);
    QCOMPARE(w.tabs()->currentIndex(), int(CatalogEditorWindow::HallsTab));
    selectRow(w.hallList(), 1);
    typeInto(w.hallPage()->nameEdit(), QStringLiteral("Crystal Hall"));
    typeInto(w.hallPage()->lowBox(), QStringLiteral("3"));
    typeInto(w.hallPage()->highBox(), QStringLiteral("11"));
    clickShapeCell(w.hallShapeGrid(), {1, 1}, Qt::ShiftModifier);
    const HallDef &hall = w.catalog().halls[1];
    QCOMPARE(hall.name, QStringLiteral("Crystal Hall"));
    QCOMPARE(hall.low, 3);
    QCOMPARE(hall.high, 11);
    QCOMPARE(picture(hall.shape), (QStringList{"###", "#A."}));
    QCOMPARE(w.hallList()->topLevelItem(1)->text(2), QStringLiteral("3 / 11"));

    // A troll card, added to the empty library and filled through the card editor's widgets.
    w.tabs()->setCurrentIndex(CatalogEditorWindow::TrollsTab);
    CatalogTrollPage *trolls = w.trollPage();
    trolls->filterBox()->setCurrentIndex(trolls->filterBox()->findData(1));
    QVERIFY(w.addEntryAction()->isEnabled());
    QTest::keyClick(&w, Qt::Key_Insert);
    QCOMPARE(int(w.catalog().trolls.size()), 1);
    QCOMPARE(w.catalog().trolls[0].name, QStringLiteral("level-1-01"));
    QCOMPARE(w.catalog().trolls[0].level, 1);
    TrollCardEditor *editor = w.trollEditor();
    QCOMPARE(QApplication::focusWidget(), editor->clanBox()); // no clan yet: that is the next field
    editor->clanBox()->setCurrentIndex(editor->clanBox()->findData(int(Clan::Fire)));
    editor->iconsEdit()->setFocus();
    QTest::keyClicks(editor->iconsEdit(), QStringLiteral("shF"));
    typeInto(w.trollIdEdit(), QStringLiteral("fire-1-01"));
    const TrollCard expectedCard = card(QStringLiteral("fire-1-01"), 1, Clan::Fire,
                                        {{Resource::Stone, std::nullopt},
                                         {Resource::Heartstone, std::nullopt},
                                         {Resource::Cart, Clan::Fire}});
    QCOMPARE(w.catalog().trolls[0], expectedCard);
    QCOMPARE(w.trollList()->topLevelItemCount(), 1);
    QCOMPARE(w.trollList()->topLevelItem(0)->text(0), QStringLiteral("fire-1-01"));
    QCOMPARE(w.trollList()->topLevelItem(0)->text(1), trollText(expectedCard));

    // One Chain Forge fewer in the box, typed on the Workshops tab.
    QTest::keyClick(&w, Qt::Key_W, Qt::AltModifier);
    QCOMPARE(w.tabs()->currentIndex(), int(CatalogEditorWindow::WorkshopsTab));
    typeInto(w.workshopPage()->countBox(WorkshopKind::ChainForge), QStringLiteral("1"));
    QCOMPARE(w.catalog().workshopCount(WorkshopKind::ChainForge), 1);
    QVERIFY(w.workshopPage()->totalLabel()->text().startsWith(QStringLiteral("21 ")));

    typeInto(w.nameEdit(), QStringLiteral("Our box"));
    QCOMPARE(w.catalog().name, QStringLiteral("Our box"));
    QVERIFY2(w.problems().empty(),
             qPrintable(w.problems().empty() ? QString() : w.problems().front().message));
    QVERIFY(w.isModified());

    const QString file = m_dir.filePath(QStringLiteral("edited.hkcatalog"));
    QVERIFY(w.saveTo(file));
    QVERIFY(w.messages().isEmpty());
    QVERIFY(!w.isModified());
    const CatalogReadResult reread = readCatalog(file);
    QVERIFY(reread.catalog);
    QCOMPARE(*reread.catalog, w.catalog());

    w.close(); // one writer per file: the next window may have it once this one lets it go
    CatalogEditorWindow again;
    again.setInteractive(false);
    QVERIFY(again.openFile(file));
    QCOMPARE(again.catalog(), w.catalog());
    QCOMPARE(again.trollList()->topLevelItemCount(), 1);
    QVERIFY(!again.isModified());
}

// Each row breaks the rule it is named after through the widgets; the problem must be listed with its path,
// lead to the entry when clicked, block saving, and go away on undo.
void TestCatalogEditor::problemLeadsToEntry_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("tab");
    QTest::addColumn<int>("entry");           // -1: the list as a whole
    QTest::addColumn<QString>("focusedName"); // the object name of the field that takes the focus
    QTest::newRow("DIG-SUPPLY") << "tunnels" << int(CatalogEditorWindow::TunnelsTab) << -1 << "tunnelList";
    QTest::newRow("PED-WHEN") << "tunnels[5].shape" << int(CatalogEditorWindow::TunnelsTab) << 5
                              << "tunnelShape";
    QTest::newRow("DIG-ORIENT") << "tunnels[2].shape" << int(CatalogEditorWindow::TunnelsTab) << 2
                                << "tunnelShape";
    QTest::newRow("BRD-GRID") << "tunnels[1].shape" << int(CatalogEditorWindow::TunnelsTab) << 1
                              << "tunnelShape";
    QTest::newRow("SCORE-HALL") << "halls[0].high" << int(CatalogEditorWindow::HallsTab) << 0 << "hallHigh";
    QTest::newRow("SET-MARKET") << "trolls[0]" << int(CatalogEditorWindow::TrollsTab) << 0 << "trollList";
    QTest::newRow("MOOT-CHAIN") << "trolls[0].icons" << int(CatalogEditorWindow::TrollsTab) << 0 << "icons";
}

void TestCatalogEditor::problemLeadsToEntry()
{
    QFETCH(QString, path);
    QFETCH(int, tab);
    QFETCH(int, entry);
    QFETCH(QString, focusedName);
    const QString rule = QString::fromLatin1(QTest::currentDataTag());

    CatalogEditorWindow w;
    QVERIFY(showActive(w));
    const Catalog original = w.catalog();
    QVERIFY(!hasRule(w, rule));

    if (rule == QLatin1String("DIG-SUPPLY")) { // one I2 more: 53 tiles
        selectRow(w.tunnelList(), 0);
        typeInto(w.tunnelPage()->countBox(), QStringLiteral("5"));
        QVERIFY(w.tunnelPage()->totalLabel()->text().contains(QStringLiteral("53 of 52")));
    } else if (rule == QLatin1String("PED-WHEN")) { // T4 without its anchor
        selectRow(w.tunnelList(), 5);
        QCOMPARE(w.catalog().tunnels[5].id, QStringLiteral("T4"));
        clickShapeCell(w.tunnelShapeGrid(), *w.catalog().tunnels[5].shape.anchor, Qt::ShiftModifier);
        QVERIFY(!w.catalog().tunnels[5].shape.anchor);
    } else if (rule == QLatin1String("DIG-ORIENT")) { // I3 twice
        selectRow(w.tunnelList(), 1);
        QTest::keyClick(&w, Qt::Key_D, Qt::ControlModifier);
        QCOMPARE(w.catalog().tunnels[2].shape, w.catalog().tunnels[1].shape);
        QCOMPARE(w.tunnelPage()->currentEntry(), 2);
    } else if (rule == QLatin1String("BRD-GRID")) { // I3's middle square off: two squares apart
        selectRow(w.tunnelList(), 1);
        clickShapeCell(w.tunnelShapeGrid(), {0, 1});
        QCOMPARE(w.catalog().tunnels[1].shape.cells.size(), size_t(2));
    } else if (rule == QLatin1String("SCORE-HALL")) { // the Treasure Hall's high value below its low
        w.tabs()->setCurrentIndex(CatalogEditorWindow::HallsTab);
        selectRow(w.hallList(), 0);
        typeInto(w.hallPage()->highBox(), QStringLiteral("4"));
        QCOMPARE(w.catalog().halls[0].high, 4);
    } else { // SET-MARKET, MOOT-CHAIN: a new level 2 card without its clan and icons
        w.tabs()->setCurrentIndex(CatalogEditorWindow::TrollsTab);
        w.trollPage()->filterBox()->setCurrentIndex(w.trollPage()->filterBox()->findData(2));
        auto *add = w.findChild<QPushButton *>(QStringLiteral("trollAdd"));
        QVERIFY(add);
        QTest::mouseClick(add, Qt::LeftButton);
        QCOMPARE(int(w.catalog().trolls.size()), 1);
    }

    const QList<QTreeWidgetItem *> rows = problemRows(w, rule, path);
    QCOMPARE(rows.size(), 1);
    QVERIFY(w.problemsDock()->windowTitle().contains(QString::number(w.problems().size())));

    // Somewhere else first: another tab, another row, a level filter hiding the card.
    w.tabs()->setCurrentIndex(tab == CatalogEditorWindow::HallsTab ? CatalogEditorWindow::TunnelsTab
                                                                   : CatalogEditorWindow::HallsTab);
    w.tunnelList()->setCurrentItem(w.tunnelList()->topLevelItem(10));
    w.hallList()->setCurrentItem(w.hallList()->topLevelItem(4));
    w.trollPage()->setLevelFilter(3);
    QCOMPARE(w.trollList()->topLevelItemCount(), 0);

    QTreeWidget *problems = w.problemsList();
    problems->scrollToItem(rows.front());
    QTest::mouseClick(problems->viewport(), Qt::LeftButton, {},
                      problems->visualItemRect(rows.front()).center());
    QCOMPARE(w.tabs()->currentIndex(), tab);
    if (entry >= 0)
        QCOMPARE(currentEntryOn(w, tab), entry);
    QVERIFY(QApplication::focusWidget());
    QCOMPARE(QApplication::focusWidget()->objectName(), focusedName);

    // The summary says what the problem stops: the saving only where even a draft cannot hold it, else the
    // games (half-done work saves).
    const QString summary = w.problemsPanel()->summary()->text().remove(QChar(0x2060));
    QVERIFY2(summary.contains(QStringLiteral("before the catalog can be saved")) ==
                 (rule == QLatin1String("BRD-GRID")),
             qPrintable(summary));

    const QString file = m_dir.filePath(rule + QStringLiteral(".hkcatalog"));
    if (rule == QLatin1String("BRD-GRID")) {
        // Squares apart cannot be read back even as a draft: saving is refused, with the problem listed, and
        // nothing is written.
        QVERIFY(!w.saveTo(file));
        QVERIFY(!QFile::exists(file));
        QVERIFY(!w.messages().isEmpty());
        QVERIFY2(w.messages().last().contains(QStringLiteral("(%1)").arg(rule)),
                 qPrintable(w.messages().last()));
    } else {
        // Half-done work is saved and opens again in the editor with the same problem, but a game refuses it.
        QVERIFY(w.saveTo(file));
        w.close(); // one writer per file: the next window may have it once this one lets it go
        CatalogEditorWindow reopened;
        reopened.setInteractive(false);
        QVERIFY(reopened.openFile(file));
        QCOMPARE(reopened.catalog(), w.catalog());
        QCOMPARE(problemRows(reopened, rule, path).size(), 1);
        QVERIFY(!readCatalog(file).catalog);
        QFile::remove(file);
    }

    // Undo takes it all back.
    while (w.undoStack()->canUndo())
        w.undoAction()->trigger();
    QCOMPARE(w.catalog(), original);
    QVERIFY(!hasRule(w, rule));
    QCOMPARE(w.problemsList()->topLevelItemCount(), 0);
    QVERIFY(w.saveTo(file));
}

// The Problems panel names the tile or card as the box does ("Tunnel tile 3"), never the file's list and
// index ("tunnels[2].shape"), in the place and in the sentence.
// With no problem the Problems dock is its one line of summary, not an empty list taking the page's room (on
// a laptop the tunnel page's detail no longer fitted); the list comes back, a few rows tall, with the first
// problem and goes with the last.
void TestCatalogEditor::problemsDockIsOneLineWithoutProblems()
{
    CatalogEditorWindow w;
    QVERIFY(showActive(w));
    auto *dock = w.findChild<QDockWidget *>(QStringLiteral("problemsDock"));
    QVERIFY(dock);
    QTreeWidget *list = w.problemsList();
    const int line = w.fontMetrics().lineSpacing();
    QCOMPARE(list->topLevelItemCount(), 0);
    QVERIFY(!list->isVisible());
    QVERIFY2(dock->height() <= 4 * line, qPrintable(QString::number(dock->height())));
    selectRow(w.tunnelList(), 1);
    QTest::keyClick(&w, Qt::Key_D, Qt::ControlModifier); // I3 twice: DIG-ORIENT
    QVERIFY(list->topLevelItemCount() > 0);
    QVERIFY(list->isVisible());
    QVERIFY2(list->height() >= 3 * line, qPrintable(QString::number(list->height())));
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(list->topLevelItemCount(), 0);
    QVERIFY(!list->isVisible());
    QTRY_VERIFY2(dock->height() <= 4 * line, qPrintable(QString::number(dock->height()))); // laid out anew
}

void TestCatalogEditor::problemsNameTheEntry()
{
    CatalogEditorWindow w;
    QVERIFY(showActive(w));
    selectRow(w.tunnelList(), 1);
    QTest::keyClick(&w, Qt::Key_D, Qt::ControlModifier); // I3 twice: DIG-ORIENT
    w.tabs()->setCurrentIndex(CatalogEditorWindow::HallsTab);
    selectRow(w.hallList(), 0);
    typeInto(w.hallPage()->highBox(), QStringLiteral("4")); // SCORE-HALL
    QTreeWidget *list = w.problemsList();
    QVERIFY(list->topLevelItemCount() >= 2);
    QStringList places;
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = list->topLevelItem(i);
        places << item->text(0);
        QVERIFY2(hk::test::fileTermIn(item->text(0)).isEmpty(), qPrintable(item->text(0)));
        QVERIFY2(hk::test::fileTermIn(item->text(1)).isEmpty(), qPrintable(item->text(1)));
    }
    const QString all = places.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QStringLiteral("Tunnel tile 3, shape")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("Great hall tile 1, high value")), qPrintable(all));
}

// What clicking a problem does, for every kind of path the validators give.
void TestCatalogEditor::showPathSelects_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("tab");
    QTest::addColumn<int>("entry");
    QTest::addColumn<QString>("focusedName");
    QTest::newRow("tunnel count") << "tunnels[3].count" << int(CatalogEditorWindow::TunnelsTab) << 3
                                  << "tunnelCount";
    QTest::newRow("tunnel id") << "tunnels[7].id" << int(CatalogEditorWindow::TunnelsTab) << 7 << "tunnelId";
    QTest::newRow("hall name") << "halls[2].name" << int(CatalogEditorWindow::HallsTab) << 2 << "hallName";
    QTest::newRow("hall low") << "halls[4].low" << int(CatalogEditorWindow::HallsTab) << 4 << "hallLow";
    QTest::newRow("hall shape") << "halls[5].shape" << int(CatalogEditorWindow::HallsTab) << 5 << "hallShape";
    QTest::newRow("workshop count") << "workshops[1].count" << int(CatalogEditorWindow::WorkshopsTab) << -1
                                    << "workshopCount-rune-workshop";
    QTest::newRow("troll id") << "trolls[5].id" << int(CatalogEditorWindow::TrollsTab) << 5 << "trollId";
    QTest::newRow("troll start row") << "trolls[0].startRow" << int(CatalogEditorWindow::TrollsTab) << 0
                                     << "startRow";
    QTest::newRow("troll clan") << "trolls[2].clan" << int(CatalogEditorWindow::TrollsTab) << 2
                                << "trollCard";
    QTest::newRow("catalog name") << "name" << -1 << -1 << "catalogName";
    QTest::newRow("catalog description") << "description" << -1 << -1 << "catalogDescription";
}

void TestCatalogEditor::showPathSelects()
{
    QFETCH(QString, path);
    QFETCH(int, tab);
    QFETCH(int, entry);
    QFETCH(QString, focusedName);
    const std::vector<TrollCard> library{
        card(QStringLiteral("start-01"), 0, std::nullopt), card(QStringLiteral("fire-1-01"), 1, Clan::Fire),
        card(QStringLiteral("start-02"), 0, std::nullopt), card(QStringLiteral("ice-2-01"), 2, Clan::Ice),
        card(QStringLiteral("moon-3-01"), 3, Clan::Moon),  card(QStringLiteral("mud-1-01"), 1, Clan::Mud)};
    CatalogEditorWindow w;
    QVERIFY(openWithLibrary(w, library, m_dir.filePath(QStringLiteral("paths.hkcatalog"))));
    w.tabs()->setCurrentIndex(tab == CatalogEditorWindow::TrollsTab ? CatalogEditorWindow::HallsTab
                                                                    : CatalogEditorWindow::TrollsTab);
    w.trollPage()->setLevelFilter(3);

    w.showLocation(catalogLocation(path));
    if (tab >= 0)
        QCOMPARE(w.tabs()->currentIndex(), tab);
    if (entry >= 0)
        QCOMPARE(currentEntryOn(w, tab), entry);
    QVERIFY(QApplication::focusWidget());
    QWidget *focused = QApplication::focusWidget();
    // A field made of parts (the card editor) counts as focused when one of its parts is.
    while (focused && focused->objectName() != focusedName && focused != &w)
        focused = focused->parentWidget();
    QVERIFY2(focused && focused->objectName() == focusedName,
             qPrintable(QApplication::focusWidget()->objectName()));
}

void TestCatalogEditor::undoRedoRestoresExactly()
{
    CatalogEditorWindow w;
    QVERIFY(showActive(w));
    std::vector<Catalog> states{w.catalog()};
    const auto step = [&] { states.push_back(w.catalog()); };

    typeInto(w.nameEdit(), QStringLiteral("Undo me")); // typing: one step
    step();
    QCOMPARE(w.undoStack()->count(), 1);
    selectRow(w.tunnelList(), 3);
    typeInto(w.tunnelPage()->countBox(), QStringLiteral("2"));
    step();
    clickShapeCell(w.tunnelShapeGrid(), {0, 0});
    step();
    w.tabs()->setCurrentIndex(CatalogEditorWindow::HallsTab);
    selectRow(w.hallList(), 2);
    typeInto(w.hallPage()->noteEdit(), QStringLiteral("Checked at the club"));
    step();
    w.tabs()->setCurrentIndex(CatalogEditorWindow::TrollsTab);
    w.trollPage()->setLevelFilter(0);
    w.addEntryAction()->trigger();
    step();
    QTest::keyClicks(w.trollEditor()->iconsEdit(), QStringLiteral("sc"));
    step();
    QTest::keyClicks(w.trollEditor()->startRowEdit(), QStringLiteral("ss"));
    step();
    QCOMPARE(w.undoStack()->count(), int(states.size()) - 1);
    QCOMPARE(w.catalog().trolls[0].name, QStringLiteral("start-01"));
    QCOMPARE(at(w.catalog().trolls[0].startRow, Resource::Stone), 2);

    for (int i = int(states.size()) - 2; i >= 0; --i) {
        w.undoAction()->trigger();
        QCOMPARE(w.catalog(), states[size_t(i)]);
    }
    QVERIFY(!w.isModified());
    QCOMPARE(w.nameEdit()->text(), states[0].name);
    QCOMPARE(w.trollList()->topLevelItemCount(), 0);
    for (size_t i = 1; i < states.size(); ++i) {
        w.redoAction()->trigger();
        QCOMPARE(w.catalog(), states[i]);
    }
    // Redo shows where: the last step was the troll card.
    QCOMPARE(w.tabs()->currentIndex(), int(CatalogEditorWindow::TrollsTab));
    QCOMPARE(w.trollPage()->currentEntry(), 0);
    QCOMPARE(w.trollEditor()->card(), w.catalog().trolls[0]);

    // Ctrl+Z in a text field undoes the catalog's last step, not the field's own typing.
    w.undoAction()->trigger();
    w.undoAction()->trigger();
    QCOMPARE(w.catalog(), states[states.size() - 3]);
    typeInto(w.nameEdit(), QStringLiteral("Typed"));
    QTest::keyClick(w.nameEdit(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(w.catalog(), states[states.size() - 3]);
    QVERIFY(w.undoStack()->canRedo()); // the window's step undone, not the field's typing undone as an edit
    QCOMPARE(w.nameEdit()->text(), states[states.size() - 3].name);
}

// A tunnel tile made by Add and one made by Duplicate are named one way, the next free "tile-NN", as troll
// cards are by their own scheme whichever button made them.
void TestCatalogEditor::addAndDuplicateNameTilesOneWay()
{
    CatalogEditorWindow w;
    QVERIFY(showActive(w));
    w.tabs()->setCurrentIndex(CatalogEditorWindow::TunnelsTab);
    selectRow(w.tunnelList(), 3);
    const QString copied = w.catalog().tunnels[3].id;
    w.duplicateEntryAction()->trigger();
    const int duplicate = w.tunnelPage()->currentEntry();
    QCOMPARE(w.catalog().tunnels[size_t(duplicate)].id, QStringLiteral("tile-01"));
    QCOMPARE(w.catalog().tunnels[size_t(duplicate)].shape, w.catalog().tunnels[3].shape); // a copy of it
    QCOMPARE(w.catalog().tunnels[3].id, copied);
    w.addEntryAction()->trigger();
    QCOMPARE(w.catalog().tunnels[size_t(w.tunnelPage()->currentEntry())].id, QStringLiteral("tile-02"));
    w.duplicateEntryAction()->trigger();
    QCOMPARE(w.catalog().tunnels[size_t(w.tunnelPage()->currentEntry())].id, QStringLiteral("tile-03"));
}

// Add proposes the next free identifier of the level shown and the selected card's clan.
void TestCatalogEditor::addProposesNextId_data()
{
    QTest::addColumn<int>("filter");
    QTest::addColumn<QString>("selected");
    QTest::addColumn<QString>("expectedId");
    QTest::addColumn<int>("expectedLevel");
    QTest::addColumn<int>("expectedClan"); // -1: none
    QTest::newRow("fire-1-03") << 1 << "fire-1-02"
                               << "fire-1-03" << 1 << int(Clan::Fire);
    QTest::newRow("ice-2-01") << 2 << "ice-2-07"
                              << "ice-2-01" << 2 << int(Clan::Ice);
    QTest::newRow("start-02") << 0 << "start-01"
                              << "start-02" << 0 << -1;
    QTest::newRow("all levels: the selected card's") << int(CatalogTrollPage::kAllLevels) << "fire-1-01"
                                                     << "fire-1-03" << 1 << int(Clan::Fire);
    QTest::newRow("level 3: no card yet, no clan") << 3 << ""
                                                   << "level-3-01" << 3 << -1;
}

void TestCatalogEditor::addProposesNextId()
{
    QFETCH(int, filter);
    QFETCH(QString, selected);
    QFETCH(QString, expectedId);
    QFETCH(int, expectedLevel);
    QFETCH(int, expectedClan);

    const std::vector<TrollCard> library{
        card(QStringLiteral("fire-1-01"), 1, Clan::Fire), card(QStringLiteral("fire-1-02"), 1, Clan::Fire),
        card(QStringLiteral("ice-2-07"), 2, Clan::Ice), card(QStringLiteral("start-01"), 0, std::nullopt)};
    CatalogEditorWindow w;
    QVERIFY(openWithLibrary(w, library, m_dir.filePath(QStringLiteral("library.hkcatalog"))));
    w.tabs()->setCurrentIndex(CatalogEditorWindow::TrollsTab);
    w.trollPage()->setLevelFilter(filter);
    for (int row = 0; row < w.trollList()->topLevelItemCount(); ++row)
        if (w.trollList()->topLevelItem(row)->text(0) == selected)
            selectRow(w.trollList(), row);
    if (!selected.isEmpty())
        QCOMPARE(w.trollIdEdit()->text(), selected);
    QVERIFY(w.trollPage()->countsLabel()->text().contains(QStringLiteral("2 of 21")));

    QTest::keyClick(&w, Qt::Key_Insert);
    QCOMPARE(int(w.catalog().trolls.size()), 5);
    const int index = w.trollPage()->currentEntry();
    QVERIFY(index >= 0);
    const TrollCard &added = w.catalog().trolls[size_t(index)];
    QCOMPARE(added.name, expectedId);
    QCOMPARE(added.level, expectedLevel);
    QCOMPARE(added.clan ? int(*added.clan) : -1, expectedClan);
    QCOMPARE(w.trollIdEdit()->text(), expectedId);
    // The next thing to enter: the icons (or the clan, when there is none to take).
    QCOMPARE(QApplication::focusWidget(), expectedLevel > 0 && expectedClan < 0
                                              ? static_cast<QWidget *>(w.trollEditor()->clanBox())
                                              : static_cast<QWidget *>(w.trollEditor()->iconsEdit()));

    // Duplicate and Remove by keyboard too.
    QTest::keyClick(&w, Qt::Key_D, Qt::ControlModifier);
    QCOMPARE(int(w.catalog().trolls.size()), 6);
    w.trollList()->setFocus();
    QTest::keyClick(w.trollList(), Qt::Key_Delete);
    QCOMPARE(int(w.catalog().trolls.size()), 5);
}

void TestCatalogEditor::badFileChangesNothing_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected"); // in the message shown
    QTest::newRow("invalid JSON") << QByteArray("{ \"format\": \"hallkeeper-catalog\", ") << "not valid JSON";
    QTest::newRow("wrong format") << QByteArray(R"({"format": "hallkeeper-board", "version": 1})")
                                  << "hallkeeper-catalog";
    QTest::newRow("BRD-GRID: a shape of squares apart")
        << QByteArray(catalogToBytes(*readDefaultCatalog().catalog))
               .replace(R"("shape": ["#A#"])", R"("shape": ["#.A"])")
        << "(BRD-GRID)";
    QTest::newRow("unknown key")
        << QByteArray(catalogToBytes(*readDefaultCatalog().catalog)).replace(R"("halls")", R"("hall")")
        << "hall";
}

// A catalog saved half done (a problem the model's validator finds) opens as a draft, its problems listed.
void TestCatalogEditor::draftFileOpensWithItsProblems_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("path");
    Catalog highBelowLow = *readDefaultCatalog().catalog;
    highBelowLow.halls[0].high = 2;
    QTest::newRow("SCORE-HALL") << catalogToBytes(highBelowLow) << "SCORE-HALL"
                                << "halls[0].high";
    Catalog fiveHalls = *readDefaultCatalog().catalog;
    fiveHalls.halls.pop_back();
    QTest::newRow("HALL-COVER") << catalogToBytes(fiveHalls) << "HALL-COVER"
                                << "halls";
}

void TestCatalogEditor::draftFileOpensWithItsProblems()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, rule);
    QFETCH(QString, path);
    const QString file = m_dir.filePath(QStringLiteral("draft.hkcatalog"));
    QVERIFY(writeFile(file, bytes));
    CatalogEditorWindow w;
    QVERIFY(showActive(w));
    QVERIFY(w.openFile(file));
    QVERIFY(w.messages().isEmpty());
    QCOMPARE(w.catalog(), *parseCatalog(bytes, ReadMode::Draft).catalog);
    QCOMPARE(problemRows(w, rule, path).size(), 1);
    QVERIFY(!w.isModified());
    QVERIFY(!readCatalog(file).catalog); // a game still refuses it
}

void TestCatalogEditor::badFileChangesNothing()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);
    const QString file = m_dir.filePath(QStringLiteral("bad.hkcatalog"));
    QVERIFY(writeFile(file, bytes));
    CatalogEditorWindow w;
    QVERIFY(showActive(w));
    typeInto(w.nameEdit(), QStringLiteral("Work in progress"));
    const Catalog before = w.catalog();
    QVERIFY(!w.openFile(file));
    QCOMPARE(w.messages().size(), 1);
    QVERIFY2(w.messages().front().contains(expected), qPrintable(w.messages().front()));
    QCOMPARE(w.catalog(), before);
    QCOMPARE(w.nameEdit()->text(), QStringLiteral("Work in progress"));
    QVERIFY(w.isModified());
    QVERIFY(w.fileName().isEmpty());
}

// A picture of the window with a troll card selected, for a person to look at: written when
// HK_SCREENSHOT_DIR is set.
void TestCatalogEditor::screenshot()
{
    std::vector<TrollCard> library{
        card(QStringLiteral("fire-1-01"), 1, Clan::Fire,
             {{Resource::Stone, std::nullopt}, {Resource::Cart, Clan::Fire}}),
        card(QStringLiteral("moon-3-02"), 3, Clan::Moon,
             {{Resource::Heartstone, std::nullopt}, {Resource::Rune, std::nullopt}})};
    TrollCard starting = card(QStringLiteral("start-01"), 0, std::nullopt, {{Resource::Coin, std::nullopt}});
    starting.startRow = {1, 1, 0, 0, 0, 0, 0};
    library.push_back(starting);
    CatalogEditorWindow w;
    QVERIFY(openWithLibrary(w, library, m_dir.filePath(QStringLiteral("screenshot.hkcatalog"))));
    w.tabs()->setCurrentIndex(CatalogEditorWindow::TrollsTab);
    selectRow(w.trollList(), 0);
    QCOMPARE(w.trollEditor()->card(), library[0]);
    const QString dir = qEnvironmentVariable("HK_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    for (int tab : {0, 1, 2, 3}) {
        w.tabs()->setCurrentIndex(tab);
        if (tab == CatalogEditorWindow::TunnelsTab)
            selectRow(w.tunnelList(), 5);
        QVERIFY(w.grab().save(QStringLiteral("%1/catalog-editor-%2.png").arg(dir).arg(tab)));
    }
    // With problems listed: T4 without its anchor, one hall's values the wrong way round.
    w.tabs()->setCurrentIndex(CatalogEditorWindow::TunnelsTab);
    clickShapeCell(w.tunnelShapeGrid(), *w.catalog().tunnels[5].shape.anchor, Qt::ShiftModifier);
    w.tabs()->setCurrentIndex(CatalogEditorWindow::HallsTab);
    typeInto(w.hallPage()->highBox(), QStringLiteral("2"));
    QVERIFY(w.grab().save(QStringLiteral("%1/catalog-editor-problems.png").arg(dir)));
}

QTEST_MAIN(TestCatalogEditor)
#include "tst_catalog_editor.moc"
