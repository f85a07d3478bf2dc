// The score-sheet window driven as a user drives it: keyboard and mouse events fill a 4-player sheet, the
// totals shown are checked, and undo/redo, save/open, exports, language switching and the close prompt work.

#include "io/score_sheet_io.h"
#include "line_breaks.h"
#include "mountain_king_module.h"
#include "player_card.h"
#include "results/results_panel.h"
#include "results/score_table_model.h"
#include "rules/rule_ids.h"
#include "score_chart.h"
#include "score_sheet_window.h"
#include "sheet_document.h"
#include "sheet_editor.h"
#include "tunnel_pad.h"

#include "common/private_copy.h"
#include "common/problem_text.h"
#include "common/wheel.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QGuiApplication>
#include <QImage>
#include <QInputMethodEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QProcess>
#include <QRadioButton>
#include <QScopeGuard>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QToolTip>
#include <QUndoView>

#include <csignal>
#include <sys/resource.h>

using namespace hk;
using namespace hk::gui;

namespace {

// Types `text` where the focus is: ASCII as key presses, anything else as an input method commits it (as a
// Chinese or Japanese input method does).
void typeText(QWidget *w, const QString &text)
{
    for (QChar c : text) {
        if (c.unicode() < 128) {
            QTest::keyClicks(w, QString(c));
        } else {
            QInputMethodEvent event;
            event.setCommitString(QString(c));
            QApplication::sendEvent(QApplication::focusWidget() ? QApplication::focusWidget() : w, &event);
        }
    }
}

void typeInto(QWidget *w, const QString &text)
{
    w->setFocus(Qt::TabFocusReason);
    QTest::keyClick(w, Qt::Key_A, Qt::ControlModifier);
    typeText(w, text);
}

// A field that claims every Ctrl key for itself, as a line edit does with the X11 key bindings (Ctrl+E: end
// of the line, Ctrl+K: delete to the end) and a spin box with the platform's own; the offscreen platform has
// none.
class ClaimsCtrlKeys : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::ShortcutOverride &&
            static_cast<QKeyEvent *>(event)->modifiers().testFlag(Qt::ControlModifier)) {
            event->accept();
            return true;
        }
        return QObject::eventFilter(watched, event);
    }
};

// Presses Tab until `target` has the focus: the tab order must lead there from where the focus is.
bool tabTo(QWidget *window, QWidget *target, int maxSteps = 40)
{
    for (int i = 0; i < maxSteps; ++i) {
        if (QApplication::focusWidget() == target)
            return true;
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : window, Qt::Key_Tab);
    }
    return QApplication::focusWidget() == target;
}

// A window on screen and active, so that focus and key events behave as for a user.
void showActive(ScoreSheetWindow &w)
{
    w.setInteractive(false);
    w.show();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
}

void wheelNotch(QWidget *over, int notches)
{
    QVERIFY2(test::wheelNotch(over, notches), "nothing under the wheel");
}

// The five-player example (a tie at the top broken by troll levels), in a copy of this test's own.
QString fivePlayers()
{
    return hk::test::privateCopy(QStringLiteral(HK_SOURCE_DIR "/docs/examples/five-players-tie.hkscore"));
}

// The scroll area that shows the players' cards.
QScrollArea *cardsArea(ScoreSheetWindow &w)
{
    return w.editor()->findChild<QScrollArea *>();
}

bool wholeInView(const QScrollArea *area, const QWidget *child)
{
    const QRect inViewport(child->mapTo(area->viewport(), QPoint(0, 0)), child->size());
    return area->viewport()->rect().contains(inViewport);
}

int shownTotal(ScoreSheetWindow &w, int row)
{
    ScoreTableModel *model = w.results()->model();
    return model->data(model->index(row, ScoreTableModel::Total)).toInt();
}

} // namespace

class TestSheetWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void fillFourPlayersByKeyboardAndMouse();
    void undoAndRedoEveryEdit();
    void undoOwnsCtrlZInEveryField();
    void applicationShortcutsWorkFromAnyField_data();
    void applicationShortcutsWorkFromAnyField();
    void historyHasTheFinishedEdit();
    void newRowsHaveTheirTexts();
    void wheelLeavesFieldsAloneFromEveryFocus_data();
    void wheelLeavesFieldsAloneFromEveryFocus();
    void wheelChangesOnlyTheFieldBeingEdited();
    void wheelScrollingThePageGoesOnPastTheFocusedField();
    void outOfRangeValuesAreKeptAndMarked_data();
    void outOfRangeValuesAreKeptAndMarked();
    void impossibleValueCrownsNoOne();
    void outOfRangeDigitSaysWhy();
    void countFieldsAreWideEnoughForTheirLargestValue();
    void enterMovesOnAndPressesAdd();
    void addedRowIsScrolledIntoViewAtOnce();
    void hallValuesHaveLabels();
    void resultsExplainTheCurrentCellWithoutAMouse();
    void loweringThePlayerCountSetsColumnsAside();
    void problemsInTheStatusBarLeadToThem();
    void historyStartsAtTheOpenedFile();
    void SHEET_COMPLETE_newSheetSaysNothing();
    void coronationTokensAreExclusive();
    void tunnelModeKeepsThePoints();
    void impossibleInputIsFlaggedWithItsRule();
    void SCORE_TIE_fullMootsAndUndecidedTies();
    void END_ROUNDS_winnerOnlyOnACompleteSheet();
    void saveAndOpenRoundTrip();
    void openingAFileAnotherWindowHasRaisesThatWindow();
    void aFileWhereNoLockCanBeMadeStillOpens();
    void badFileLeavesTheSheetUntouched();
    void impossibleSheetOpensAsDraft();
    void problemsAreInTheTablesTerms();
    void languageSwitchRetranslates();
    void closingAModifiedSheetAsks_data();
    void closingAModifiedSheetAsks();
    void exports();
    void exportsOfImpossibleInputAreProvisional();
    void tableModelIsConsistent();
    void chartShowsTheWinnersWholeName();
    void shippedHallNamesInTheReadersLanguage_data();
    void shippedHallNamesInTheReadersLanguage();
    void screenshotCommandLine();

private:
    void fill(ScoreSheetWindow &w);
    QTemporaryDir m_dir;
};

void TestSheetWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HallkeeperTest"));
    QCoreApplication::setApplicationName(QStringLiteral("HallkeeperTest"));
}

void TestSheetWindow::init()
{
    QSettings().clear();
    QSettings().setValue(QStringLiteral("language"), QStringLiteral("en"));
}

void TestSheetWindow::fill(ScoreSheetWindow &w)
{
    SheetEditor *editor = w.editor();
    QCOMPARE(editor->cardCount(), 4);
    // The fourth player dug nothing: the score track says 0, entered, so that the sheet is complete.
    QTest::mouseClick(editor->card(3)->trackModeButton(), Qt::LeftButton);

    // Åsa: tunnels by keyboard, coronation 5, tokens 3 5 3, the rulebook's leftovers, a hall, a statue,
    // trolls.
    PlayerCard *a = editor->card(0);
    typeInto(a->nameEdit(), QStringLiteral("Åsa"));
    QVERIFY(tabTo(&w, a->tunnelPad()));
    TunnelPad *pad = a->tunnelPad();
    QTest::keyClick(pad, Qt::Key_4);
    QTest::keyClick(pad, Qt::Key_Right);
    QTest::keyClick(pad, Qt::Key_Space);
    QTest::keyClick(pad, Qt::Key_Plus);
    QTest::keyClick(pad, Qt::Key_5);
    QTest::keyClick(pad, Qt::Key_Right);
    QTest::keyClick(pad, Qt::Key_Space);
    QVERIFY(tabTo(&w, a->coronationBox()));
    QTest::keyClick(a->coronationBox(), Qt::Key_Down); // none -> 5
    QVERIFY(tabTo(&w, a->pedestalTokensEdit()));
    QTest::keyClicks(a->pedestalTokensEdit(), QStringLiteral("353"));
    const int leftovers[7] = {3, 2, 0, 2, 3, 1, 1};
    for (int k = 0; k < 7; ++k) {
        QVERIFY(tabTo(&w, a->resourceSpin(k)));
        QTest::keyClicks(a->resourceSpin(k), QString::number(leftovers[k]));
    }
    QTest::mouseClick(a->addHallButton(), Qt::LeftButton, {}, QPoint(8, a->addHallButton()->height() / 2));
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("Treasure Hall"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("6"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("15"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QVERIFY(qobject_cast<QCheckBox *>(QApplication::focusWidget()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space); // a statue on the altar
    QTest::mouseClick(a->addStatueButton(), Qt::LeftButton);
    QVERIFY(qobject_cast<QComboBox *>(QApplication::focusWidget())); // the clan: Fire already
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("5")); // layer 5
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space); // on its own pedestal
    QVERIFY(tabTo(&w, a->trollSpin(1)));
    QTest::keyClicks(a->trollSpin(1), QStringLiteral("4"));
    QVERIFY(tabTo(&w, a->trollSpin(2)));
    QTest::keyClicks(a->trollSpin(2), QStringLiteral("2"));

    // Bo: the tunnel total from the score track, coronation 3, a token 7, an Ice statue in layer 3, five
    // level-1 trolls and a level-3 one (a token holder's moot is full: SCORE-TIE).
    PlayerCard *b = editor->card(1);
    QVERIFY(tabTo(&w, b->nameEdit()));
    QTest::keyClicks(b->nameEdit(), QStringLiteral("Bo"));
    QTest::mouseClick(b->trackModeButton(), Qt::LeftButton);
    typeInto(b->trackPointsSpin(), QStringLiteral("40"));
    b->coronationBox()->setFocus(Qt::TabFocusReason);
    QTest::keyClick(b->coronationBox(), Qt::Key_End); // -> 3
    QVERIFY(tabTo(&w, b->pedestalTokensEdit()));
    QTest::keyClicks(b->pedestalTokensEdit(), QStringLiteral("7"));
    QTest::mouseClick(b->addStatueButton(), Qt::LeftButton);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("I")); // Ice
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("3"));
    typeInto(b->trollSpin(1), QStringLiteral("5"));
    typeInto(b->trollSpin(3), QStringLiteral("1"));

    // 陳: with the mouse, two size-3 stone tunnels and one taken back with the right button.
    PlayerCard *c = editor->card(2);
    typeInto(c->nameEdit(), QStringLiteral("陳"));
    const QPoint cell = c->tunnelPad()->cellRect(3, Mineral::Stone).center();
    QTest::mouseClick(c->tunnelPad(), Qt::LeftButton, {}, cell);
    QTest::mouseClick(c->tunnelPad(), Qt::LeftButton, {}, cell);
    QTest::mouseClick(c->tunnelPad(), Qt::RightButton, {}, cell);
}

void TestSheetWindow::fillFourPlayersByKeyboardAndMouse()
{
    ScoreSheetWindow w;
    showActive(w);
    fill(w);

    const ScoreSheet &sheet = w.document()->sheet();
    QCOMPARE(sheet.players[0].name, QStringLiteral("Åsa"));
    QCOMPARE(sheet.players[0].tunnels.size(), size_t(3));
    QCOMPARE(sheet.players[0].coronation, 5);
    QCOMPARE(sheet.players[0].pedestalTokens, (std::vector<int>{3, 5, 3}));
    QCOMPARE(sheet.players[0].halls.front(), (SheetHall{QStringLiteral("Treasure Hall"), 6, 15, true}));
    QCOMPARE(sheet.players[0].statues.front(), (SheetStatue{Clan::Fire, 5, true, {}}));
    QCOMPARE(sheet.players[0].trollLevels, (std::vector<int>{1, 1, 1, 1, 2, 2}));
    QCOMPARE(sheet.players[1].statues.front(), (SheetStatue{Clan::Ice, 3, false, {}}));
    QCOMPARE(sheet.players[2].tunnels, (std::vector<SheetTunnel>{{3, Mineral::Stone}}));

    // Åsa: 12 + 11 tunnels, 5 coronation, 11 tokens, 3 leftovers, 15 hall, 20 statue = 77.
    QCOMPARE(shownTotal(w, 0), 77);
    QCOMPARE(shownTotal(w, 1), 40 + 3 + 7 + 6);
    QCOMPARE(shownTotal(w, 2), 3);
    QCOMPARE(shownTotal(w, 3), 0);
    QCOMPARE(w.editor()->card(0)->totalLabel()->text(), QStringLiteral("77"));
    QCOMPARE(w.results()->winnerLabel()->text(), QStringLiteral("Winner: Åsa with 77 honour points."));
    QVERIFY2(w.results()->tradesLabel()->text().contains(
                 QStringLiteral("Åsa: trade rune, hammer, iron, iron → coin")),
             qPrintable(w.results()->tradesLabel()->text()));
    QVERIFY(w.isWindowModified());
    QVERIFY(w.document()->problems().empty());
    // Each cell explains itself with the rule it applies.
    ScoreTableModel *model = w.results()->model();
    QVERIFY(model->data(model->index(0, ScoreTableModel::Leftovers), Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("(SCORE-LEFTOVER, TRADE-4TO1)")));
}

void TestSheetWindow::undoAndRedoEveryEdit()
{
    ScoreSheetWindow w;
    showActive(w);
    const ScoreSheet blank = w.document()->sheet();
    fill(w);
    const ScoreSheet filled = w.document()->sheet();
    QUndoStack *stack = w.document()->undoStack();
    const int steps = stack->count();
    QVERIFY(steps > 20);

    // One step back: the last edit (陳's tunnel taken back) is undone, and the screen follows.
    QVERIFY(w.undoAction()->isEnabled());
    QVERIFY(w.undoAction()->text().startsWith(QStringLiteral("&Undo Remove a size 3 stone tunnel")));
    w.undoAction()->trigger();
    QCOMPARE(shownTotal(w, 2), 6);
    w.redoAction()->trigger();
    QCOMPARE(shownTotal(w, 2), 3);

    // Typing in one field is one step: "353" in the tokens field undoes at once.
    while (stack->index() > 0)
        w.undoAction()->trigger();
    QCOMPARE(w.document()->sheet(), blank);
    QCOMPARE(shownTotal(w, 0), 0);
    QCOMPARE(w.editor()->card(0)->nameEdit()->text(), blank.players[0].name);
    QVERIFY(!w.isWindowModified());
    while (stack->canRedo())
        w.redoAction()->trigger();
    QCOMPARE(w.document()->sheet(), filled);
    QCOMPARE(shownTotal(w, 0), 77);
    QCOMPARE(stack->count(), steps);
}

// Ctrl+Z and Ctrl+Shift+Z belong to the sheet's undo stack in the whole window: in a text field or a spin box
// with focus they undo the sheet's last change, never the field's own typing (Qt's widget undo).
void TestSheetWindow::undoOwnsCtrlZInEveryField()
{
    ScoreSheetWindow w;
    showActive(w);
    PlayerCard *card = w.editor()->card(0);
    typeInto(card->nameEdit(), QStringLiteral("Astrid"));
    typeInto(card->trollSpin(1), QStringLiteral("3"));
    QCOMPARE(w.document()->sheet().players[0].trollLevels.size(), size_t(3));
    // In the name field, whose own history holds "Astrid": the troll levels go back, the name stays.
    card->nameEdit()->setFocus(Qt::TabFocusReason);
    QTest::keyClick(card->nameEdit(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(w.document()->sheet().players[0].trollLevels.empty());
    QCOMPARE(w.document()->sheet().players[0].name, QStringLiteral("Astrid"));
    QCOMPARE(card->nameEdit()->text(), QStringLiteral("Astrid"));
    QTest::keyClick(card->nameEdit(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(w.document()->sheet().players[0].trollLevels.size(), size_t(3));
    // In a spin box too: the name is undone, the troll levels were the later change.
    card->trollSpin(1)->setFocus(Qt::TabFocusReason);
    QTest::keyClick(card->trollSpin(1), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(w.document()->sheet().players[0].trollLevels.empty());
    QTest::keyClick(card->trollSpin(1), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(w.document()->sheet().players[0].name != QStringLiteral("Astrid"));
    QCOMPARE(card->nameEdit()->text(), w.document()->sheet().players[0].name);
}

// The wheel scrolls the page past fields and changes only the field being edited, whatever has the focus:
// over a field that has not (another player's stone, their coronation token, the number of players, a troll
// count) it changes nothing, takes no focus, and the page scrolls.
void TestSheetWindow::wheelLeavesFieldsAloneFromEveryFocus_data()
{
    QTest::addColumn<QString>("focus");
    for (const char *focus : {"tunnel pad", "name field", "pedestal tokens field", "coronation box",
                              "own stone field", "players box", "results table", "nothing"})
        QTest::newRow(focus) << QString::fromLatin1(focus);
}

void TestSheetWindow::wheelLeavesFieldsAloneFromEveryFocus()
{
    QFETCH(QString, focus);
    ScoreSheetWindow w;
    showActive(w);
    w.resize(1280, 720);
    QVERIFY(w.openFile(fivePlayers()));
    QTest::qWait(20);
    PlayerCard *first = w.editor()->card(0), *other = w.editor()->card(2);
    const std::map<QString, QWidget *> focuses{
        {QStringLiteral("tunnel pad"), first->tunnelPad()},
        {QStringLiteral("name field"), first->nameEdit()},
        {QStringLiteral("pedestal tokens field"), first->pedestalTokensEdit()},
        {QStringLiteral("coronation box"), first->coronationBox()},
        {QStringLiteral("own stone field"), first->resourceSpin(0)},
        {QStringLiteral("players box"), w.editor()->playerCountSpin()},
        {QStringLiteral("results table"), w.results()->table()},
        {QStringLiteral("nothing"), nullptr}};
    QWidget *focused = focuses.at(focus);
    if (focused)
        focused->setFocus(Qt::MouseFocusReason);
    else if (QApplication::focusWidget())
        QApplication::focusWidget()->clearFocus();
    QCOMPARE(QApplication::focusWidget(), focused);

    const ScoreSheet before = w.document()->sheet();
    QScrollArea *area = cardsArea(w);
    QVERIFY(area->verticalScrollBar()->maximum() > 0); // the cards are taller than the window
    const QList<QWidget *> targets{other->resourceSpin(0), other->coronationBox(), other->trollSpin(1),
                                   first->resourceSpin(6), w.editor()->playerCountSpin()};
    for (QWidget *target : targets) {
        if (target == focused)
            continue;
        const bool inCards = area->isAncestorOf(target);
        if (inCards) {
            area->verticalScrollBar()->setValue(0);
            area->ensureWidgetVisible(target);
        }
        const int scrolled = area->verticalScrollBar()->value();
        wheelNotch(target, -1); // down
        if (inCards && scrolled < area->verticalScrollBar()->maximum())
            QVERIFY2(area->verticalScrollBar()->value() > scrolled,
                     qPrintable(QStringLiteral("the page did not scroll over %1")
                                    .arg(QLatin1String(target->metaObject()->className()))));
        if (inCards)
            area->ensureWidgetVisible(target);
        wheelNotch(target, 1); // and up
        QCOMPARE(QApplication::focusWidget(), focused);
        QVERIFY2(w.document()->sheet() == before,
                 qPrintable(QStringLiteral("the wheel over a %1 changed the sheet")
                                .arg(QLatin1String(target->metaObject()->className()))));
    }
    QCOMPARE(w.editor()->cardCount(), 5);
    QVERIFY(!w.undoAction()->isEnabled());
}

// With the focus, the wheel edits the field: the one being edited.
void TestSheetWindow::wheelChangesOnlyTheFieldBeingEdited()
{
    ScoreSheetWindow w;
    showActive(w);
    PlayerCard *card = w.editor()->card(0);
    typeInto(card->trollSpin(1), QStringLiteral("4"));
    cardsArea(w)->ensureWidgetVisible(card->trollSpin(1));
    wheelNotch(card->trollSpin(1), -1);
    QCOMPARE(card->trollSpin(1)->value(), 3);
    QCOMPARE(w.document()->sheet().players[0].trollLevels.size(), size_t(3));
    card->coronationBox()->setFocus(Qt::TabFocusReason);
    cardsArea(w)->ensureWidgetVisible(card->coronationBox());
    wheelNotch(card->coronationBox(), -1);
    QCOMPARE(w.document()->sheet().players[0].coronation, 5);
}

// The wheel scrolling the page goes on scrolling it when the field being edited comes under the pointer (the
// user scrolls, they do not mean that field); once the wheel has rested, over that field it edits it.
void TestSheetWindow::wheelScrollingThePageGoesOnPastTheFocusedField()
{
    ScoreSheetWindow w;
    showActive(w);
    w.resize(1280, 720);
    QVERIFY(w.openFile(fivePlayers()));
    QTest::qWait(20);
    QScrollArea *area = cardsArea(w);
    QSpinBox *edited = w.editor()->card(0)->resourceSpin(0);
    QSpinBox *passed = w.editor()->card(1)->resourceSpin(0);
    area->verticalScrollBar()->setValue(0);
    area->ensureWidgetVisible(edited);
    edited->setFocus(Qt::MouseFocusReason);
    const ScoreSheet before = w.document()->sheet();
    const int scrolled = area->verticalScrollBar()->value();
    wheelNotch(passed, -1); // scrolling down the page, over another player's field
    QVERIFY(area->verticalScrollBar()->value() > scrolled);
    area->ensureWidgetVisible(edited); // the field being edited comes under the pointer
    wheelNotch(edited, 1);
    QVERIFY2(w.document()->sheet() == before, "the wheel scrolling the page changed the field being edited");
    QVERIFY(!w.undoAction()->isEnabled());
    QCOMPARE(QApplication::focusWidget(), edited);
    QTest::qWait(700); // the wheel rests
    area->ensureWidgetVisible(edited);
    const int value = edited->value();
    wheelNotch(edited, 1);
    QCOMPARE(edited->value(), value + 1);
}

// A value beyond what the sheet allows is never cut to the limit: 600 tunnel points, 99999 stone or seven
// level-1 trolls stay as typed, the field is marked, and the card says why under it until it is corrected.
void TestSheetWindow::outOfRangeValuesAreKeptAndMarked_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("rule");
    QTest::newRow("tunnel points") << "track"
                                   << "600" << QString::fromLatin1(rule::DigScore);
    QTest::newRow("stone") << "stone"
                           << "99999" << QString::fromLatin1(rule::ScoreLeftover);
    QTest::newRow("level-1 trolls") << "trolls"
                                    << "7" << QString::fromLatin1(rule::MootSlots);
}

void TestSheetWindow::outOfRangeValuesAreKeptAndMarked()
{
    QFETCH(QString, field);
    QFETCH(QString, typed);
    QFETCH(QString, rule);
    ScoreSheetWindow w;
    showActive(w);
    PlayerCard *card = w.editor()->card(1);
    if (field == QLatin1String("track"))
        QTest::mouseClick(card->trackModeButton(), Qt::LeftButton);
    QSpinBox *spin = field == QLatin1String("track")   ? card->trackPointsSpin()
                     : field == QLatin1String("stone") ? card->resourceSpin(int(Resource::Stone))
                                                       : card->trollSpin(1);
    typeInto(spin, typed);
    QTest::keyClick(spin, Qt::Key_Tab);
    QCOMPARE(spin->text(), typed); // as typed, after leaving the field too
    QCOMPARE(spin->value(), typed.toInt());
    const SheetPlayer &player = w.document()->sheet().players[1];
    const int stored = field == QLatin1String("track")   ? player.tunnelPoints.value_or(-1)
                       : field == QLatin1String("stone") ? at(player.resources, Resource::Stone)
                                                         : int(player.trollLevels.size());
    QCOMPARE(stored, typed.toInt());
    // Marked on the field and said under it, in words, with the rule.
    QVERIFY2(spin->toolTip().endsWith(QStringLiteral("(%1)").arg(rule)), qPrintable(spin->toolTip()));
    QLabel *note = card->problemNote();
    QVERIFY(note->isVisibleTo(&w));
    const QString said = withoutJoiners(note->text()); // as read: its words are kept together on screen
    QVERIFY2(said.contains(typed) && said.contains(rule), qPrintable(said));
    const QPoint noteAt = note->mapTo(card, QPoint(0, 0)), fieldAt = spin->mapTo(card, QPoint(0, 0));
    QVERIFY2(
        noteAt.y() > fieldAt.y() && noteAt.y() - fieldAt.y() < 120,
        qPrintable(QStringLiteral("the note at %1 px, the field at %2 px").arg(noteAt.y()).arg(fieldAt.y())));
    // The results rest on it: they say so.
    QLabel *provisional = w.results()->incompleteLabel();
    QVERIFY2(provisional->isVisibleTo(&w) && provisional->text().startsWith(QStringLiteral("Provisional")),
             qPrintable(provisional->text()));
    // Corrected, the mark and the note go.
    typeInto(spin, QStringLiteral("6"));
    QTest::keyClick(spin, Qt::Key_Tab);
    QVERIFY(w.document()->problems().empty());
    QVERIFY(!note->isVisibleTo(&w));
    QVERIFY(!w.results()->incompleteLabel()->text().startsWith(QStringLiteral("Provisional")));
}

// A complete sheet with a value kept beyond its limit (99999 stone) crowns no one until it is corrected: the
// results say they are provisional, and the trophy comes back with the correction.
void TestSheetWindow::impossibleValueCrownsNoOne()
{
    ScoreSheetWindow w;
    showActive(w);
    QVERIFY(w.openFile(fivePlayers()));
    QLabel *trophy = w.results()->winnerIcon();
    QVERIFY(!trophy->pixmap().isNull());
    ScoreTableModel *model = w.results()->model();
    const auto trophyInTable = [&] {
        for (int row = 0; row < model->rowCount(); ++row)
            if (!model->data(model->index(row, ScoreTableModel::Rank), Qt::DecorationRole).isNull())
                return true;
        return false;
    };
    QVERIFY(trophyInTable());
    QSpinBox *stone = w.editor()->card(3)->resourceSpin(int(Resource::Stone));
    typeInto(stone, QStringLiteral("99999"));
    QTest::keyClick(stone, Qt::Key_Tab);
    QCOMPARE(at(w.document()->sheet().players[3].resources, Resource::Stone), 99999);
    QVERIFY(trophy->pixmap().isNull());
    QVERIFY(!trophyInTable());
    QVERIFY2(w.results()->incompleteLabel()->isVisibleTo(&w) &&
                 w.results()->incompleteLabel()->text().startsWith(QStringLiteral("Provisional")),
             qPrintable(w.results()->incompleteLabel()->text()));
    typeInto(stone, QStringLiteral("0"));
    QTest::keyClick(stone, Qt::Key_Tab);
    QVERIFY(!trophy->pixmap().isNull());
    QVERIFY(trophyInTable());
    QVERIFY(!w.results()->incompleteLabel()->isVisibleTo(&w));
}

// A digit a field cannot take at all (a hall's value has two) is refused with a reason, in the status bar and
// at the field, never silently dropped.
void TestSheetWindow::outOfRangeDigitSaysWhy()
{
    ScoreSheetWindow w;
    showActive(w);
    QTest::mouseClick(w.editor()->card(0)->addHallButton(), Qt::LeftButton, {},
                      QPoint(8, w.editor()->card(0)->addHallButton()->height() / 2));
    QSpinBox *spin = w.editor()->card(0)->hallLowSpin(0);
    QVERIFY(spin);
    typeInto(spin, QStringLiteral("100"));
    QCOMPARE(spin->value(), 10);
    const QString why = w.statusBar()->currentMessage();
    QVERIFY2(why.contains(QStringLiteral("100 is not possible here")) &&
                 why.contains(QStringLiteral("%1 to %2").arg(spin->minimum()).arg(spin->maximum())),
             qPrintable(why));
}

// A count field shows its largest value whole: 9999 of a resource, not "99".
void TestSheetWindow::countFieldsAreWideEnoughForTheirLargestValue()
{
    ScoreSheetWindow w;
    showActive(w);
    w.resize(1280, 720);
    QVERIFY(w.openFile(fivePlayers()));
    QTest::qWait(20);
    QStringList narrow;
    for (QSpinBox *spin : w.editor()->findChildren<QSpinBox *>()) {
        const QVariant largest = spin->property("hkLargestValue");
        if (!largest.isValid() || !spin->isVisibleTo(&w))
            continue;
        auto *edit = spin->findChild<QLineEdit *>();
        const int need = edit->fontMetrics().horizontalAdvance(QString::number(largest.toInt()));
        if (edit->width() - 4 < need)
            narrow << QStringLiteral("%1: %2 px for %3 (%4 px)")
                          .arg(spin->accessibleName())
                          .arg(edit->width() - 4)
                          .arg(largest.toInt())
                          .arg(need);
    }
    QVERIFY2(narrow.isEmpty(), qPrintable(narrow.join(QLatin1Char('\n'))));
}

// Enter moves to the next field as Tab does, and presses the Add buttons.
void TestSheetWindow::enterMovesOnAndPressesAdd()
{
    ScoreSheetWindow w;
    showActive(w);
    PlayerCard *card = w.editor()->card(0);
    // Where Tab goes from each field, Enter goes.
    for (QWidget *from : QList<QWidget *>{card->nameEdit(), card->pedestalTokensEdit(), card->coronationBox(),
                                          card->resourceSpin(0), card->trollSpin(1)}) {
        from->setFocus(Qt::TabFocusReason);
        QTest::keyClick(from, Qt::Key_Tab);
        QWidget *next = QApplication::focusWidget();
        from->setFocus(Qt::TabFocusReason);
        QTest::keyClick(from, Qt::Key_Return);
        QCOMPARE(QApplication::focusWidget(), next);
        from->setFocus(Qt::TabFocusReason);
        QTest::keyClick(from, Qt::Key_Enter, Qt::KeypadModifier);
        QCOMPARE(QApplication::focusWidget(), next);
    }
    QVERIFY(w.document()->sheet() == SheetDocument::blankSheet(4)); // nothing changed on the way
    // Enter on Add: a statue row, the focus in it.
    card->addStatueButton()->setFocus(Qt::TabFocusReason);
    QTest::keyClick(card->addStatueButton(), Qt::Key_Return);
    QCOMPARE(w.document()->sheet().players[0].statues.size(), size_t(1));
    QVERIFY(qobject_cast<QComboBox *>(QApplication::focusWidget()));
    card->addHallButton()->setFocus(Qt::TabFocusReason);
    QTest::keyClick(card->addHallButton(), Qt::Key_Enter, Qt::KeypadModifier);
    QCOMPARE(w.document()->sheet().players[0].halls.size(), size_t(1));
    QVERIFY(qobject_cast<QLineEdit *>(QApplication::focusWidget()));
    // Typing the hall's name and Enter: on to its low value.
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("Hall of Echoes"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QCOMPARE(QApplication::focusWidget(), card->hallLowSpin(0));
}

// After Add, the new row is in view before the user types: no event has to be processed for it.
void TestSheetWindow::addedRowIsScrolledIntoViewAtOnce()
{
    ScoreSheetWindow w;
    showActive(w);
    w.resize(1280, 720);
    QTest::qWait(20);
    PlayerCard *card = w.editor()->card(0);
    QScrollArea *area = cardsArea(w);
    for (QToolButton *add : {card->addStatueButton(), card->addHallButton()}) {
        // The Add button on the last line of the page: the row it adds comes below what is shown.
        area->ensureWidgetVisible(add, 0, 0);
        QVERIFY(wholeInView(area, add));
        const int before = area->verticalScrollBar()->value();
        QTest::mouseClick(add, Qt::LeftButton, {}, QPoint(8, add->height() / 2));
        QWidget *typedInto = QApplication::focusWidget();
        QVERIFY(typedInto && card->isAncestorOf(typedInto) && typedInto != add);
        QVERIFY2(wholeInView(area, typedInto),
                 qPrintable(QStringLiteral("the new row is out of view (scrolled %1 → %2)")
                                .arg(before)
                                .arg(area->verticalScrollBar()->value())));
    }
}

// The two values of a hall say which is which, on screen and to a screen reader.
void TestSheetWindow::hallValuesHaveLabels()
{
    ScoreSheetWindow w;
    showActive(w);
    PlayerCard *card = w.editor()->card(0);
    QTest::mouseClick(card->addHallButton(), Qt::LeftButton, {},
                      QPoint(8, card->addHallButton()->height() / 2));
    QTest::mouseClick(card->addHallButton(), Qt::LeftButton, {},
                      QPoint(8, card->addHallButton()->height() / 2));
    for (int hall = 0; hall < 2; ++hall) {
        QStringList words;
        for (QSpinBox *spin : {card->hallLowSpin(hall), card->hallHighSpin(hall)}) {
            QVERIFY(spin);
            QLabel *label = nullptr;
            for (QLabel *l : card->findChildren<QLabel *>())
                if (l->buddy() == spin)
                    label = l;
            QVERIFY2(label && label->isVisibleTo(&w) && !label->text().isEmpty(), "no visible label");
            words << label->text();
            QVERIFY2(spin->accessibleName().contains(QStringLiteral("Great hall %1").arg(hall + 1)),
                     qPrintable(spin->accessibleName()));
        }
        QCOMPARE(words, (QStringList{QStringLiteral("Low"), QStringLiteral("High")}));
    }
    QVERIFY(card->hallLowSpin(0)->accessibleName().contains(QStringLiteral("low value")));
    QVERIFY(card->hallHighSpin(1)->accessibleName().contains(QStringLiteral("high value")));
}

// Every number of the results explains itself from the keyboard: Tab reaches the table, the arrows choose a
// cell, Shift+F1 shows its explanation (the one the mouse shows).
void TestSheetWindow::resultsExplainTheCurrentCellWithoutAMouse()
{
    ScoreSheetWindow w;
    showActive(w);
    fill(w);
    QTableView *table = w.results()->table();
    w.editor()->card(3)->trollSpin(3)->setFocus(Qt::TabFocusReason);
    QVERIFY(tabTo(&w, table, 10));
    QTest::keyClick(table, Qt::Key_Home, Qt::ControlModifier);
    for (int i = 0; i < ScoreTableModel::Leftovers; ++i)
        QTest::keyClick(table, Qt::Key_Right);
    QCOMPARE(table->currentIndex().column(), int(ScoreTableModel::Leftovers));
    QTest::keyClick(table, Qt::Key_F1, Qt::ShiftModifier);
    QVERIFY(QToolTip::isVisible());
    const QString explained = table->currentIndex().data(Qt::ToolTipRole).toString();
    QVERIFY(explained.contains(QStringLiteral("SCORE-LEFTOVER")));
    QCOMPARE(QString(QToolTip::text()).remove(QChar(0x2060)), explained);
    // And to a screen reader.
    QCOMPARE(table->currentIndex().data(Qt::AccessibleDescriptionRole).toString(), explained);
    QToolTip::hideText();
}

// Lowering the number of players sets the columns taken off aside and says so; raising it brings them back
// as they were.
void TestSheetWindow::loweringThePlayerCountSetsColumnsAside()
{
    ScoreSheetWindow w;
    showActive(w);
    QVERIFY(w.openFile(fivePlayers()));
    const SheetPlayer eir = w.document()->sheet().players[4];
    QCOMPARE(eir.name, QStringLiteral("Eir"));
    typeInto(w.editor()->playerCountSpin(), QStringLiteral("4"));
    QCOMPARE(w.editor()->cardCount(), 4);
    QString said = w.statusBar()->currentMessage();
    QVERIFY2(said.contains(QStringLiteral("Set aside")) && said.contains(QStringLiteral("Eir")) &&
                 said.contains(QStringLiteral("undo")),
             qPrintable(said));
    typeInto(w.editor()->playerCountSpin(), QStringLiteral("5"));
    QCOMPARE(w.editor()->cardCount(), 5);
    QVERIFY(w.document()->sheet().players[4] == eir);
    said = w.statusBar()->currentMessage();
    QVERIFY2(said.contains(QStringLiteral("Brought back")) && said.contains(QStringLiteral("Eir")),
             qPrintable(said));
    // Down to 3, back to 5: both come back, in their seats.
    const ScoreSheet five = w.document()->sheet();
    typeInto(w.editor()->playerCountSpin(), QStringLiteral("3"));
    typeInto(w.editor()->playerCountSpin(), QStringLiteral("5"));
    QVERIFY(w.document()->sheet() == five);
    // Undone instead, nobody is kept twice: a player the sheet has again is not brought back beside them.
    typeInto(w.editor()->playerCountSpin(), QStringLiteral("4"));
    w.undoAction()->trigger();
    QVERIFY(w.document()->sheet() == five);
    w.editor()->playerCountSpin()->setValue(4);
    w.editor()->playerCountSpin()->setValue(5);
    QVERIFY(w.document()->sheet() == five);
}

// "Impossible input: 0 · warnings: 1" in the status bar is a button: it leads to the problem, its field
// focused and its line current in the list.
void TestSheetWindow::problemsInTheStatusBarLeadToThem()
{
    ScoreSheetWindow w;
    showActive(w);
    QToolButton *status = w.problemsStatus();
    QCOMPARE(status->text(), QStringLiteral("No problems"));
    QVERIFY(!status->isEnabled());
    PlayerCard *card = w.editor()->card(2);
    card->coronationBox()->setFocus(Qt::TabFocusReason);
    QTest::keyClick(card->coronationBox(), Qt::Key_End); // the 3 while nobody holds the 5: a warning
    QCOMPARE(int(w.document()->problems().size()), 1);
    QVERIFY(!w.document()->problems().front().isError());
    QVERIFY2(status->text().contains(QStringLiteral("warnings: 1")), qPrintable(status->text()));
    w.editor()->card(0)->nameEdit()->setFocus(Qt::TabFocusReason);
    QTest::mouseClick(status, Qt::LeftButton);
    QCOMPARE(QApplication::focusWidget(), card->coronationBox());
    QCOMPARE(w.results()->problemList()->currentRow(), 0);
    // An error comes before a warning.
    typeInto(w.editor()->card(1)->trollSpin(1), QStringLiteral("7"));
    w.editor()->card(0)->nameEdit()->setFocus(Qt::TabFocusReason);
    QTest::mouseClick(status, Qt::LeftButton);
    QCOMPARE(QApplication::focusWidget(), w.editor()->card(1)->trollSpin(1));
}

// The history of an opened file starts at the file; of a new sheet, at the new sheet.
void TestSheetWindow::historyStartsAtTheOpenedFile()
{
    ScoreSheetWindow w;
    showActive(w);
    QCOMPARE(w.history()->emptyLabel(), QStringLiteral("<new score sheet>"));
    QVERIFY(w.openFile(fivePlayers()));
    QCOMPARE(w.history()->emptyLabel(), QStringLiteral("<opened five-players-tie.hkscore>"));
    {
        const auto english = qScopeGuard([&] { w.setLanguage(QStringLiteral("en")); });
        w.setLanguage(QStringLiteral("ja"));
        QVERIFY2(w.history()->emptyLabel().contains(QStringLiteral("five-players-tie.hkscore")) &&
                     w.history()->emptyLabel() != QStringLiteral("<opened five-players-tie.hkscore>"),
                 qPrintable(w.history()->emptyLabel()));
    }
    QVERIFY(w.newDocument());
    QCOMPARE(w.history()->emptyLabel(), QStringLiteral("<new score sheet>"));
}

// SHEET-COMPLETE: a new sheet ranks nobody and says nothing; while it is filled in, only the players with
// something entered are ranked, and no troll levels are asked for; once complete, the tie-break asks.
void TestSheetWindow::SHEET_COMPLETE_newSheetSaysNothing()
{
    ScoreSheetWindow w;
    showActive(w);
    ResultsPanel *results = w.results();
    ScoreTableModel *model = results->model();
    const auto said = [&] {
        QStringList texts;
        for (QLabel *label : {results->winnerLabel(), results->incompleteLabel(), results->tiesLabel()})
            if (label->isVisibleTo(&w))
                texts << label->text();
        return texts.join(QLatin1Char('\n')).remove(QChar(0x2060));
    };
    const auto ranks = [&] {
        QStringList shown;
        for (int row = 0; row < model->rowCount(); ++row)
            shown << model->data(model->index(row, ScoreTableModel::Rank)).toString();
        return shown;
    };
    QVERIFY2(said().isEmpty(), qPrintable(said()));
    QCOMPARE(ranks(), (QStringList{"–", "–", "–", "–"}));
    // Two players with the same tunnels: ranked together, the others not; nobody asked for troll levels.
    for (int i : {0, 2}) {
        QTest::mouseClick(w.editor()->card(i)->trackModeButton(), Qt::LeftButton);
        typeInto(w.editor()->card(i)->trackPointsSpin(), QStringLiteral("30"));
    }
    QCOMPARE(ranks(), (QStringList{"1", "–", "1", "–"}));
    QVERIFY2(!said().contains(QStringLiteral("troll levels")), qPrintable(said()));
    QVERIFY2(said().contains(QStringLiteral("Incomplete: no winner until the tunnels of Player 2 and "
                                            "Player 4 are entered. (SHEET-COMPLETE)")),
             qPrintable(said()));
    // The third with something else: ranked below.
    typeInto(w.editor()->card(1)->resourceSpin(0), QStringLiteral("3"));
    QCOMPARE(ranks(), (QStringList{"1", "3", "1", "–"}));
    // Complete: the tie needs the troll levels, and says whose.
    QTest::mouseClick(w.editor()->card(1)->trackModeButton(), Qt::LeftButton);
    QTest::mouseClick(w.editor()->card(3)->trackModeButton(), Qt::LeftButton);
    QVERIFY(!results->incompleteLabel()->isVisibleTo(&w));
    QVERIFY2(said().contains(QStringLiteral("enter the troll levels of Player 1 and Player 3")),
             qPrintable(said()));
    QCOMPARE(ranks(), (QStringList{"1", "3", "1", "4"}));
}

// Typing in a field is one history entry with the value finally typed, not the first keystroke's.
// Application shortcuts work while a field of the sheet is being edited: Ctrl+E (export), Ctrl+Shift+N (a new
// game) and Ctrl+/ (the keyboard shortcuts) reach the window's action from a line edit and from a spin box,
// where the field's own key handling (Ctrl+E moves to the end of a line) would otherwise take them, and where
// a shortcut of the window's widgets only (WidgetShortcut) would not be heard.
void TestSheetWindow::applicationShortcutsWorkFromAnyField_data()
{
    QTest::addColumn<QKeySequence>("keys");
    QTest::addColumn<bool>("spinBox"); // else the name's line edit
    for (const bool spin : {false, true}) {
        const char *where = spin ? "spin box" : "line edit";
        QTest::newRow(qPrintable(QStringLiteral("Ctrl+E, %1").arg(QLatin1String(where))))
            << QKeySequence(Qt::CTRL | Qt::Key_E) << spin;
        QTest::newRow(qPrintable(QStringLiteral("Ctrl+Shift+N, %1").arg(QLatin1String(where))))
            << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N) << spin;
        QTest::newRow(qPrintable(QStringLiteral("Ctrl+/, %1").arg(QLatin1String(where))))
            << QKeySequence(Qt::CTRL | Qt::Key_Slash) << spin;
    }
}

void TestSheetWindow::applicationShortcutsWorkFromAnyField()
{
    QFETCH(QKeySequence, keys);
    QFETCH(bool, spinBox);
    ScoreSheetWindow w;
    showActive(w);
    QAction *action = nullptr;
    for (QAction *a : w.findChildren<QAction *>())
        if (a->shortcuts().contains(keys))
            action = a;
    QVERIFY2(action, qPrintable(keys.toString()));
    // Only whether the key reaches the action is checked here: what it does (a dialog) is not run.
    QObject::disconnect(action, &QAction::triggered, nullptr, nullptr);
    QSignalSpy triggered(action, &QAction::triggered);
    PlayerCard *card = w.editor()->card(0);
    QWidget *field = spinBox ? static_cast<QWidget *>(card->trollSpin(1)) : card->nameEdit();
    typeInto(field, spinBox ? QStringLiteral("2") : QStringLiteral("Astrid"));
    QCOMPARE(QApplication::focusWidget(), field);
    ClaimsCtrlKeys claims;
    field->installEventFilter(&claims);
    const QKeyCombination key = keys[0];
    QTest::keyClick(field, key.key(), key.keyboardModifiers());
    QCOMPARE(triggered.count(), 1);
    // The field kept its typing, committed.
    if (spinBox)
        QCOMPARE(w.document()->sheet().players[0].trollLevels.size(), size_t(2));
    else
        QCOMPARE(w.document()->sheet().players[0].name, QStringLiteral("Astrid"));
}

void TestSheetWindow::historyHasTheFinishedEdit()
{
    ScoreSheetWindow w;
    showActive(w);
    QUndoStack *stack = w.document()->undoStack();
    const QString old = w.document()->sheet().players[1].name;
    typeInto(w.editor()->card(1)->nameEdit(), QStringLiteral("Bob"));
    QCOMPARE(stack->count(), 1);
    QCOMPARE(stack->text(0), QStringLiteral("Rename %1 to Bob").arg(old));
    PlayerCard *card = w.editor()->card(0);
    QTest::mouseClick(card->trackModeButton(), Qt::LeftButton);
    const int before = stack->count();
    typeInto(card->trackPointsSpin(), QStringLiteral("52"));
    QCOMPARE(stack->count(), before + 1);
    QVERIFY2(stack->text(stack->count() - 1).endsWith(QStringLiteral("tunnel points to 52")),
             qPrintable(stack->text(stack->count() - 1)));
}

// A great hall or statue row added to the sheet has its placeholder and tooltips at once, and the statue's
// tunnel box is wide enough for its placeholder in Japanese too.
void TestSheetWindow::newRowsHaveTheirTexts()
{
    ScoreSheetWindow w;
    showActive(w);
    PlayerCard *card = w.editor()->card(0);
    QTest::mouseClick(card->addHallButton(), Qt::LeftButton);
    QTest::mouseClick(card->addStatueButton(), Qt::LeftButton);
    const auto editsOfLength = [card](int maxLength) {
        QList<QLineEdit *> found;
        for (QLineEdit *e : card->findChildren<QLineEdit *>())
            if (e->maxLength() == maxLength && e != card->nameEdit())
                found << e;
        return found;
    };
    const QList<QLineEdit *> halls = editsOfLength(40), tunnels = editsOfLength(8);
    QCOMPARE(halls.size(), 1);
    QCOMPARE(tunnels.size(), 1);
    QCOMPARE(halls.front()->placeholderText(), QStringLiteral("Hall name"));
    QCOMPARE(tunnels.front()->placeholderText(), QStringLiteral("tunnel"));
    QVERIFY(!tunnels.front()->toolTip().isEmpty());
    w.setLanguage(QStringLiteral("ja"), false);
    QLineEdit *tunnel = editsOfLength(8).front();
    QVERIFY(!tunnel->placeholderText().isEmpty());
    QVERIFY2(tunnel->width() >= tunnel->fontMetrics().horizontalAdvance(tunnel->placeholderText()),
             qPrintable(tunnel->placeholderText()));
    w.setLanguage(QStringLiteral("en"), false);
}

void TestSheetWindow::coronationTokensAreExclusive()
{
    ScoreSheetWindow w;
    showActive(w);
    PlayerCard *a = w.editor()->card(0);
    PlayerCard *b = w.editor()->card(1);
    a->coronationBox()->setFocus();
    QTest::keyClick(a->coronationBox(), Qt::Key_Down); // 5
    QCOMPARE(w.document()->sheet().players[0].coronation, 5);
    // b's drop-down says who holds the 5; taking it says from whom, in the status bar and the history.
    const QString holder = w.document()->sheet().players[0].name;
    QVERIFY2(b->coronationBox()->itemText(b->coronationBox()->findData(5)).contains(holder),
             qPrintable(b->coronationBox()->itemText(b->coronationBox()->findData(5))));
    QTest::keyClick(b->coronationBox(), Qt::Key_Down); // 5 moves to b
    QCOMPARE(w.document()->sheet().players[1].coronation, 5);
    QCOMPARE(w.document()->sheet().players[0].coronation, 0);
    const QString taken = QStringLiteral("taken from %1").arg(holder);
    QVERIFY2(w.statusBar()->currentMessage().contains(taken), qPrintable(w.statusBar()->currentMessage()));
    QVERIFY2(w.document()->undoStack()->text(w.document()->undoStack()->index() - 1).contains(taken),
             qPrintable(w.document()->undoStack()->text(w.document()->undoStack()->index() - 1)));
    QCOMPARE(a->coronationBox()->currentData().toInt(), 0);
    // With 2 players only the token 3 exists (SET-CROWNS): the 5 is taken away and no longer offered.
    typeInto(w.editor()->playerCountSpin(), QStringLiteral("2"));
    QCOMPARE(w.document()->sheet().players.size(), size_t(2));
    QCOMPARE(w.document()->sheet().players[1].coronation, 0);
    QCOMPARE(b->coronationBox()->findData(5), -1);
}

void TestSheetWindow::tunnelModeKeepsThePoints()
{
    ScoreSheetWindow w;
    showActive(w);
    PlayerCard *a = w.editor()->card(0);
    QTest::mouseClick(a->tunnelPad(), Qt::LeftButton, {},
                      a->tunnelPad()->cellRect(5, Mineral::Heartstone).center());
    QTest::mouseClick(a->tunnelPad(), Qt::LeftButton, {},
                      a->tunnelPad()->cellRect(4, Mineral::Iron).center());
    QCOMPARE(shownTotal(w, 0), 17);
    QTest::mouseClick(a->trackModeButton(), Qt::LeftButton);
    QCOMPARE(w.document()->sheet().players[0].tunnelPoints, std::optional<int>(17));
    QVERIFY(w.document()->sheet().players[0].tunnels.empty());
    QCOMPARE(a->trackPointsSpin()->value(), 17);
    QCOMPARE(shownTotal(w, 0), 17);
}

void TestSheetWindow::impossibleInputIsFlaggedWithItsRule()
{
    ScoreSheetWindow w;
    showActive(w);
    typeInto(w.editor()->card(1)->nameEdit(), w.document()->sheet().players[0].name); // a duplicate name
    typeInto(w.editor()->card(0)->trollSpin(1), QStringLiteral("5"));
    typeInto(w.editor()->card(0)->trollSpin(2), QStringLiteral("2")); // 7 clan trolls: MOOT-SLOTS
    const Problems &problems = w.document()->problems();
    QCOMPARE(int(problems.size()), 2);
    QCOMPARE(w.results()->problemList()->count(), 2);
    QVERIFY(w.results()->problemList()->isVisibleTo(&w));
    const QString tip = w.editor()->card(0)->trollSpin(1)->toolTip();
    QVERIFY2(tip.endsWith(QStringLiteral("(MOOT-SLOTS)")), qPrintable(tip));
    QVERIFY(w.editor()->card(1)->nameEdit()->toolTip().contains(QStringLiteral("already used")));
    // Clicking a problem goes to the field.
    emit w.results()->problemActivated(sheetLocation(QStringLiteral("players[1].name")));
    QCOMPARE(QApplication::focusWidget(), w.editor()->card(1)->nameEdit());
}

// SCORE-TIE: a coronation token holder has 6 clan trolls (or none entered), marked on the field; a tie that
// needs troll levels not entered is shown as undecided where the tie-break is shown.
void TestSheetWindow::SCORE_TIE_fullMootsAndUndecidedTies()
{
    ScoreSheetWindow w;
    showActive(w);
    PlayerCard *first = w.editor()->card(0), *second = w.editor()->card(1);
    QTest::mouseClick(first->trackModeButton(), Qt::LeftButton);
    typeInto(first->trackPointsSpin(), QStringLiteral("40"));
    first->coronationBox()->setFocus(Qt::TabFocusReason);
    QTest::keyClick(first->coronationBox(), Qt::Key_Down); // none -> 5
    typeInto(first->trollSpin(1), QStringLiteral("3"));
    QCOMPARE(int(w.document()->problems().size()), 1);
    QCOMPARE(w.document()->problems().front().path, QStringLiteral("players[0].trollLevels"));
    const QString tip = first->trollSpin(1)->toolTip();
    QVERIFY2(tip.endsWith(QStringLiteral("(SCORE-TIE)")), qPrintable(tip));
    typeInto(first->trollSpin(1), QStringLiteral("6"));
    QVERIFY(w.document()->problems().empty());
    // The second player reaches the same 45 without troll levels: the tie-break waits for them.
    QTest::mouseClick(second->trackModeButton(), Qt::LeftButton);
    typeInto(second->trackPointsSpin(), QStringLiteral("45"));
    for (int i = 2; i < 4; ++i) // the others dug nothing: the sheet is complete, the tie is for the win
        QTest::mouseClick(w.editor()->card(i)->trackModeButton(), Qt::LeftButton);
    const QString name = w.document()->sheet().players[1].name;
    QVERIFY2(w.results()->tiesLabel()->isVisibleTo(&w), "the tie-break is shown");
    QVERIFY2(w.results()->tiesLabel()->text().contains(
                 QStringLiteral("enter the troll levels of %1 to break the tie").arg(name)),
             qPrintable(w.results()->tiesLabel()->text()));
    QVERIFY2(w.results()->winnerLabel()->text().startsWith(QStringLiteral("No winner yet")),
             qPrintable(w.results()->winnerLabel()->text()));
}

// "Winner" only when the sheet is complete (every player's tunnels entered: tiles, or the score track even at
// 0); before that, who is leading, projected; on an empty sheet nothing at all.
void TestSheetWindow::END_ROUNDS_winnerOnlyOnACompleteSheet()
{
    ScoreSheetWindow w;
    showActive(w);
    QLabel *winner = w.results()->winnerLabel();
    QVERIFY2(winner->text().isEmpty(), qPrintable(winner->text()));
    const QString first = w.document()->sheet().players[0].name;
    PlayerCard *card = w.editor()->card(0);
    QTest::mouseClick(card->trackModeButton(), Qt::LeftButton);
    typeInto(card->trackPointsSpin(), QStringLiteral("40"));
    QCOMPARE(winner->text(), QStringLiteral("Leading (projected): %1 with 40 honour points.").arg(first));
    for (int i = 1; i < 4; ++i) {
        QVERIFY2(!winner->text().contains(QStringLiteral("Winner")), qPrintable(winner->text()));
        QTest::mouseClick(w.editor()->card(i)->trackModeButton(), Qt::LeftButton);
        typeInto(w.editor()->card(i)->trackPointsSpin(), QString::number(10 * i));
    }
    QCOMPARE(winner->text(), QStringLiteral("Winner: %1 with 40 honour points.").arg(first));
}

// One writer per file: opening, from another window, a file a window of the app has open
// brings that window forward instead of refusing it for its lock (or opening it twice).
void TestSheetWindow::openingAFileAnotherWindowHasRaisesThatWindow()
{
    ScoreSheetWindow w;
    showActive(w);
    fill(w);
    const QString file = m_dir.filePath(QStringLiteral("held.hkscore"));
    QVERIFY(w.saveTo(file));

    ScoreSheetWindow other;
    showActive(other);
    QAction *recent = nullptr;
    for (QMenu *menu : other.findChildren<QMenu *>()) {
        emit menu->aboutToShow(); // the recent files are listed as the menu opens
        for (QAction *action : menu->actions())
            if (action->toolTip() == file)
                recent = action;
    }
    QVERIFY(recent);
    recent->trigger();
    QVERIFY2(other.messages().isEmpty(), qPrintable(other.messages().join(QLatin1Char('\n'))));
    QVERIFY(other.fileName().isEmpty()); // not opened twice
    QCOMPARE(w.fileName(), file);
    QVERIFY(w.isVisible());
}

// A file in a folder where no lock file can be made (read-only, a full disk: here every write fails, as
// RLIMIT_FSIZE 0 makes it, which holds for root too) is opened all the same, for no other writer can lock it
// either; saving it there says why it cannot.
void TestSheetWindow::aFileWhereNoLockCanBeMadeStillOpens()
{
    const QString file = m_dir.filePath(QStringLiteral("unlockable.hkscore"));
    QVERIFY(QFile::copy(QStringLiteral(HK_FIXTURES "/sheets/rulebook-example.hkscore"), file));
    ScoreSheetWindow w;
    showActive(w);
    std::signal(SIGXFSZ, SIG_IGN); // a write beyond the limit fails with EFBIG instead of ending the test
    rlimit old{};
    QCOMPARE(::getrlimit(RLIMIT_FSIZE, &old), 0);
    rlimit none = old;
    none.rlim_cur = 0;
    QCOMPARE(::setrlimit(RLIMIT_FSIZE, &none), 0);
    const bool opened = w.openFile(file);
    const bool saved = w.saveTo(file);
    ::setrlimit(RLIMIT_FSIZE, &old);
    QVERIFY2(opened, qPrintable(w.messages().join(QLatin1Char('\n'))));
    QCOMPARE(w.fileName(), file);
    QVERIFY(!saved);
    QVERIFY2(w.messages().join(QLatin1Char('\n')).contains(QStringLiteral("unlockable.hkscore")),
             qPrintable(w.messages().join(QLatin1Char('\n'))));
}

void TestSheetWindow::saveAndOpenRoundTrip()
{
    ScoreSheetWindow w;
    showActive(w);
    fill(w);
    const ScoreSheet filled = w.document()->sheet();
    const QString file = m_dir.filePath(QStringLiteral("round trip.hkscore"));
    QVERIFY(w.saveTo(file));
    QVERIFY(!w.isWindowModified());
    QVERIFY(w.windowTitle().startsWith(QStringLiteral("round trip.hkscore")));
    w.close(); // one writer per file: the next window may have it once this one lets it go

    ScoreSheetWindow other;
    showActive(other);
    QVERIFY(other.openFile(file));
    QCOMPARE(other.document()->sheet(), filled);
    QCOMPARE(shownTotal(other, 0), 77);
    QVERIFY(!other.isWindowModified());
    QCOMPARE(QSettings().value(QStringLiteral("recentFiles")).toStringList().front(),
             QFileInfo(file).absoluteFilePath());
    // The file is the fixed format, readable by the core reader.
    QVERIFY(readScoreSheet(file).sheet.has_value());
}

void TestSheetWindow::badFileLeavesTheSheetUntouched()
{
    ScoreSheetWindow w;
    showActive(w);
    typeInto(w.editor()->card(0)->nameEdit(), QStringLiteral("Kept"));
    const ScoreSheet before = w.document()->sheet();
    const QString file = m_dir.filePath(QStringLiteral("bad.hkscore"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    // Broken structure (values of the wrong type): refused, whereas rule problems open as a draft; each
    // problem said in the sheet's terms (the players by their place, since the sheet could not be read).
    f.write(
        R"({"format":"hallkeeper-score-sheet","version":1,"players":[{"name":"A","coronation":"four"},{"name":7}]})");
    f.close();
    QVERIFY(!w.openFile(file));
    QCOMPARE(w.document()->sheet(), before);
    QCOMPARE(w.messages().size(), 1);
    QVERIFY2(w.messages().front().contains(QStringLiteral("bad.hkscore: Player 1, coronation token: ")),
             qPrintable(w.messages().front()));
    QVERIFY(w.messages().front().contains(QStringLiteral("bad.hkscore: Player 2, name: ")));
}

// A sheet saved while a field is impossible (seven clan trolls: MOOT-SLOTS) is never lost: saving says so in
// the status bar and the title, and it opens again as a draft with the problem marked on its field. Only the
// command line's complete reading refuses it.
void TestSheetWindow::impossibleSheetOpensAsDraft()
{
    ScoreSheetWindow w;
    showActive(w);
    typeInto(w.editor()->card(0)->trollSpin(1), QStringLiteral("5"));
    typeInto(w.editor()->card(0)->trollSpin(2), QStringLiteral("2"));
    QCOMPARE(int(w.document()->problems().size()), 1);
    const QString file = m_dir.filePath(QStringLiteral("impossible.hkscore"));
    QVERIFY(w.saveTo(file));
    QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("problems: 1")),
             qPrintable(w.statusBar()->currentMessage()));
    QVERIFY2(w.windowTitle().contains(QStringLiteral("problems: 1")), qPrintable(w.windowTitle()));
    QVERIFY(!readScoreSheet(file).sheet.has_value());
    QVERIFY(readScoreSheet(file, ReadMode::Draft).sheet.has_value());
    w.close(); // one writer per file: the next window may have it once this one lets it go

    ScoreSheetWindow other;
    showActive(other);
    QVERIFY2(other.openFile(file), qPrintable(other.messages().join(QLatin1Char('\n'))));
    QCOMPARE(other.document()->sheet(), w.document()->sheet());
    QCOMPARE(int(other.document()->problems().size()), 1);
    const QString tip = other.editor()->card(0)->trollSpin(1)->toolTip();
    QVERIFY2(tip.endsWith(QStringLiteral("(MOOT-SLOTS)")), qPrintable(tip));
    QVERIFY2(other.windowTitle().contains(QStringLiteral("problems: 1")), qPrintable(other.windowTitle()));
    // Fixed, the mark goes.
    typeInto(other.editor()->card(0)->trollSpin(2), QStringLiteral("1"));
    QVERIFY(other.document()->problems().empty());
    QVERIFY2(!other.windowTitle().contains(QStringLiteral("problems")), qPrintable(other.windowTitle()));
}

// The problems of a sheet are listed in the table's terms: the player by name, the section and item as the
// sheet shows them ("陳小明, statue 2"), never the file's JSON path ("players[1].statues[1].onOwnPedestal").
void TestSheetWindow::problemsAreInTheTablesTerms()
{
    const QByteArray bytes = R"({
      "format": "hallkeeper-score-sheet", "version": 1,
      "players": [
        { "name": "Astrid", "tunnelPoints": 10,
          "halls": [ { "name": "Treasure Hall", "low": 9, "high": 3, "altar": false } ],
          "statues": [ { "clan": "ice", "layer": 4, "onOwnPedestal": true } ] },
        { "name": "陳小明", "tunnelPoints": 12, "resources": { "stone": 99 },
          "statues": [ { "clan": "fire", "layer": 2, "onOwnPedestal": false },
                       { "clan": "ice", "layer": 4, "onOwnPedestal": true } ],
          "trollLevels": [1, 2, 1, 1, 2, 1, 3] }
      ] })";
    const QString file = m_dir.filePath(QStringLiteral("terms.hkscore"));
    {
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(bytes);
    }
    ScoreSheetWindow w;
    showActive(w);
    QVERIFY2(w.openFile(file), qPrintable(w.messages().join(QLatin1Char('\n'))));
    QListWidget *list = w.results()->problemList();
    QVERIFY(list->count() >= 4);
    QStringList lines;
    for (int i = 0; i < list->count(); ++i) {
        const QString text = list->item(i)->text();
        lines << text;
        QVERIFY2(hk::test::fileTermIn(text).isEmpty(), qPrintable(text));
        QVERIFY2(text.startsWith(QStringLiteral("Astrid, ")) || text.startsWith(QStringLiteral("陳小明, ")) ||
                     text.startsWith(QStringLiteral("Players: ")), // the box's supply, across players
                 qPrintable(text));
    }
    const QString all = lines.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QStringLiteral("陳小明, statue 2, pedestal: ")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("Astrid's statue 1 already stands on it (PED-UNIQUE)")),
             qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("Astrid, great hall 1, ")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("Players: warning: 99 stone in all")), qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("陳小明, troll moot: ")), qPrintable(all));
    // The field marking follows the same location: the second statue's pedestal box of the second player.
    const QString tip = w.editor()->card(1)->statuePedestal(1)->toolTip();
    QVERIFY2(tip.endsWith(QStringLiteral("(PED-UNIQUE)")), qPrintable(tip));
    // A click on a problem goes to its field.
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->text().startsWith(QStringLiteral("陳小明, statue 2"))) {
            list->scrollToItem(list->item(i));
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                              list->visualItemRect(list->item(i)).center());
        }
    QCOMPARE(QApplication::focusWidget(), w.editor()->card(1)->statuePedestal(1));
}

void TestSheetWindow::languageSwitchRetranslates()
{
    ScoreSheetWindow w;
    showActive(w);
    fill(w);
    QMenuBar *menus = w.menuBar();
    const QString englishFile = menus->actions().front()->text();
    QCOMPARE(englishFile, QStringLiteral("&File"));
    const QString englishHistory = w.document()->undoStack()->text(0);
    ScoreTableModel *model = w.results()->model();

    w.setLanguage(QStringLiteral("ja"));
    QVERIFY(menus->actions().front()->text() != englishFile);
    QVERIFY(!menus->actions().front()->text().isEmpty());
    QCOMPARE(model->headerData(ScoreTableModel::Total, Qt::Horizontal).toString(), QStringLiteral("合計"));
    QVERIFY(w.results()->winnerLabel()->text().startsWith(QStringLiteral("勝者：Åsa")));
    QVERIFY(w.document()->undoStack()->text(0) != englishHistory); // the history too
    QVERIFY(w.undoAction()->text() != QStringLiteral("&Undo"));
    QCOMPARE(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("ja"));

    w.setLanguage(QStringLiteral("zh_TW"));
    QCOMPARE(model->headerData(ScoreTableModel::Total, Qt::Horizontal).toString(), QStringLiteral("總計"));
    w.setLanguage(QStringLiteral("zh_CN"));
    QCOMPARE(model->headerData(ScoreTableModel::Total, Qt::Horizontal).toString(), QStringLiteral("总计"));

    w.setLanguage(QStringLiteral("en"));
    QCOMPARE(menus->actions().front()->text(), englishFile);
    QCOMPARE(w.document()->undoStack()->text(0), englishHistory);
    QCOMPARE(model->headerData(ScoreTableModel::Total, Qt::Horizontal).toString(), QStringLiteral("Total"));
    QCOMPARE(w.results()->winnerLabel()->text(), QStringLiteral("Winner: Åsa with 77 honour points."));
}

void TestSheetWindow::closingAModifiedSheetAsks_data()
{
    QTest::addColumn<int>("answer");
    QTest::addColumn<bool>("closes");
    QTest::addColumn<bool>("saved");
    QTest::newRow("cancel") << int(QMessageBox::Cancel) << false << false;
    QTest::newRow("discard") << int(QMessageBox::Discard) << true << false;
    QTest::newRow("save") << int(QMessageBox::Save) << true << true;
}

void TestSheetWindow::closingAModifiedSheetAsks()
{
    QFETCH(int, answer);
    QFETCH(bool, closes);
    QFETCH(bool, saved);
    ScoreSheetWindow w;
    showActive(w);
    const QString file = m_dir.filePath(QStringLiteral("close-%1.hkscore").arg(answer));
    QVERIFY(w.saveTo(file));
    int asked = 0;
    w.setAskSave([&] {
        ++asked;
        return static_cast<QMessageBox::StandardButton>(answer);
    });
    typeInto(w.editor()->card(0)->nameEdit(), QStringLiteral("Changed"));
    QVERIFY(w.isWindowModified());
    QCOMPARE(w.close(), closes);
    QCOMPARE(asked, 1);
    QCOMPARE(readScoreSheet(file).sheet->players[0].name == QStringLiteral("Changed"), saved);
}

void TestSheetWindow::exports()
{
    ScoreSheetWindow w;
    showActive(w);
    fill(w);
    const QString png = m_dir.filePath(QStringLiteral("results.png"));
    const QString pdf = m_dir.filePath(QStringLiteral("results.pdf"));
    const QString csv = m_dir.filePath(QStringLiteral("results.csv"));
    QVERIFY(w.exportTo(png));
    QVERIFY(w.exportTo(pdf));
    QVERIFY(w.exportTo(csv));
    QVERIFY(!w.exportTo(m_dir.filePath(QStringLiteral("results.doc"))));

    const QImage image(png);
    QVERIFY(!image.isNull());
    QVERIFY(image.width() >= 1000);

    QFile pdfFile(pdf);
    QVERIFY(pdfFile.open(QIODevice::ReadOnly));
    const QByteArray pdfBytes = pdfFile.readAll();
    QVERIFY(pdfBytes.startsWith("%PDF-"));
    // 陳 is drawn with an embedded CJK font, not as missing glyphs.
    QVERIFY2(pdfBytes.contains("CJK"), "no CJK font embedded in the PDF");

    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(csvFile.readAll())
                                  .remove(QChar(0xFEFF))
                                  .split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5);
    QCOMPARE(lines[0],
             QStringLiteral("Player,Tunnels,Coronation,Pedestal tokens,Leftovers,Halls,Statues,Total,Rank,"
                            "Troll level sum"));
    QCOMPARE(lines[1], QStringLiteral("Åsa,23,5,11,3,15,20,77,1,8"));
    QCOMPARE(lines[3], QStringLiteral("陳,3,0,0,0,0,0,3,3,")); // troll levels not entered: no sum
}

// An export of a sheet with impossible input is marked "Provisional: N problems" (PNG, PDF and CSV alike),
// never a clean-looking result; the status bar says so.
void TestSheetWindow::exportsOfImpossibleInputAreProvisional()
{
    ScoreSheetWindow w;
    showActive(w);
    fill(w);
    const QString clean = m_dir.filePath(QStringLiteral("clean.png"));
    QVERIFY(w.exportTo(clean));
    typeInto(w.editor()->card(0)->trollSpin(1), QStringLiteral("5")); // 5 + 2 clan trolls: MOOT-SLOTS
    const int problems = int(w.document()->problems().size());
    QVERIFY(problems >= 1);
    const QString png = m_dir.filePath(QStringLiteral("provisional.png"));
    const QString csv = m_dir.filePath(QStringLiteral("provisional.csv"));
    QVERIFY(w.exportTo(png));
    QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("provisional")),
             qPrintable(w.statusBar()->currentMessage()));
    QVERIFY(w.exportTo(csv));
    QVERIFY(w.exportTo(m_dir.filePath(QStringLiteral("provisional.pdf"))));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString first = QString::fromUtf8(file.readLine()).remove(QChar(0xFEFF));
    QVERIFY2(first.startsWith(QStringLiteral("Provisional: %1 problems.").arg(problems)), qPrintable(first));
    // The image carries the mark: a line more than the clean one.
    QVERIFY(QImage(png).height() > QImage(clean).height());
}

void TestSheetWindow::tableModelIsConsistent()
{
    ScoreTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    ScoreSheet sheet = SheetDocument::blankSheet(3);
    model.setTable(games::mountainKingScoreTable(scoreSheet(sheet)));
    QCOMPARE(model.rowCount(), 3);
    sheet.players[1].tunnelPoints = 30;
    model.setTable(games::mountainKingScoreTable(scoreSheet(sheet)));
    QCOMPARE(model.data(model.index(1, ScoreTableModel::Rank)).toInt(), 1);
    // The trophy only once the sheet is complete (every player's tunnels entered).
    QVERIFY(model.data(model.index(1, ScoreTableModel::Rank), Qt::DecorationRole).isNull());
    sheet.players[0].tunnelPoints = sheet.players[2].tunnelPoints = 0;
    model.setTable(games::mountainKingScoreTable(scoreSheet(sheet)));
    QVERIFY(!model.data(model.index(1, ScoreTableModel::Rank), Qt::DecorationRole).isNull());
    sheet = SheetDocument::blankSheet(5);
    model.setTable(games::mountainKingScoreTable(scoreSheet(sheet)));
    QCOMPARE(model.rowCount(), 5);
    sheet.teams = true;
    sheet.players.resize(4);
    for (int i = 0; i < 4; ++i)
        sheet.players[i].team = i % 2 + 1;
    model.setTable(games::mountainKingScoreTable(scoreSheet(sheet)));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Team"));
    model.retranslate();
}

void TestSheetWindow::shippedHallNamesInTheReadersLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("treasureHall");
    QTest::newRow("en") << "en" << QStringLiteral("Treasure Hall");
    QTest::newRow("zh_TW") << "zh_TW" << QStringLiteral("聚寶大廳");
    QTest::newRow("zh_CN") << "zh_CN" << QStringLiteral("聚宝大厅");
    QTest::newRow("ja") << "ja" << QStringLiteral("財宝の大広間");
}

// A sheet's "Treasure Hall", a hall that comes with Hallkeeper, reads in the reader's language (the catalog's
// 聚寶大廳), in its card and in its score's explanation; a hall named by the group ("Hall A") stays as typed;
// the file keeps what it had.
void TestSheetWindow::shippedHallNamesInTheReadersLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, treasureHall);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("rulebook.hkscore"));
    QVERIFY(QFile::copy(QStringLiteral(HK_FIXTURES "/sheets/rulebook-example.hkscore"), file));
    QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
    ScoreSheetWindow w;
    showActive(w);
    w.setLanguage(language, false);
    QVERIFY(w.openFile(file));
    PlayerCard *card = w.editor()->card(0);
    QStringList fields;
    for (const QLineEdit *edit : card->findChildren<QLineEdit *>())
        fields << edit->text();
    QVERIFY2(fields.contains(treasureHall), qPrintable(fields.join(QLatin1String(" | "))));
    QVERIFY(fields.contains(QStringLiteral("Hall A")));
    QCOMPARE(w.document()->sheet().players[0].halls[1].name, QStringLiteral("Treasure Hall"));
    const SheetScore score = scoreSheet(w.document()->sheet());
    QVERIFY(explainCategory(score.entities[0], ScoreCategory::Halls).contains(treasureHall));
    w.setLanguage(QStringLiteral("en"), false);
}

// The winner's name is bold in the chart and measured bold: it starts inside the chart, not cut on the left
// ("strid" for Astrid).
void TestSheetWindow::chartShowsTheWinnersWholeName()
{
    ScoreSheet sheet;
    for (const char *name : {"Wilhelmina Astrid", "Bo"}) {
        SheetPlayer p;
        p.name = QString::fromLatin1(name);
        p.tunnelPoints = p.name.size() * 3;
        sheet.players.push_back(p);
    }
    const SheetScore score = scoreSheet(sheet);
    QCOMPARE(score.entities[0].rank, 1);
    QImage image(900, 300, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    QFont font = painter.font();
    font.setPixelSize(18);
    painter.setFont(font);
    const int margin = 40;
    ScoreChart::paint(painter, QRectF(margin, 0, image.width() - margin, image.height()),
                      games::mountainKingScoreTable(score), QPalette());
    painter.end();
    // No ink left of the chart's rectangle: the name was not pushed out of its room.
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < margin; ++x)
            QVERIFY2(image.pixelColor(x, y) == QColor(Qt::white),
                     qPrintable(QStringLiteral("ink at %1, %2").arg(x).arg(y)));
}

void TestSheetWindow::screenshotCommandLine()
{
    const QString png = m_dir.filePath(QStringLiteral("shot.png"));
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
    app.setProcessEnvironment(env);
    app.start(QStringLiteral(HK_APP),
              {QStringLiteral(HK_FIXTURES "/sheets/five-players.hkscore"), QStringLiteral("--lang"),
               QStringLiteral("zh_TW"), QStringLiteral("--screenshot"), png});
    QVERIFY(app.waitForFinished(60000));
    QCOMPARE(app.exitCode(), 0);
    const QImage image(png);
    QVERIFY(!image.isNull());
    // The window as the README shows it, never larger than the screen (the offscreen one is small).
    QCOMPARE(image.size(),
             QSize(1480, 940).boundedTo(QGuiApplication::primaryScreen()->availableGeometry().size()));

    app.start(QStringLiteral(HK_APP),
              {QStringLiteral("/nonexistent.hkscore"), QStringLiteral("--screenshot"), png});
    QVERIFY(app.waitForFinished(60000));
    QCOMPARE(app.exitCode(), 2);
    QVERIFY(app.readAllStandardError().contains("nonexistent.hkscore"));
    // --export of a sheet with impossible input (seven clan trolls): opened as a draft, exported, and marked
    // provisional like the window's own export.
    ScoreSheet impossible = *readScoreSheet(QStringLiteral(HK_FIXTURES "/sheets/five-players.hkscore")).sheet;
    impossible.players[0].trollLevels = {1, 1, 1, 1, 2, 2, 3};
    const QString sheetFile = m_dir.filePath(QStringLiteral("impossible-cli.hkscore"));
    QCOMPARE(writeScoreSheet(sheetFile, impossible), QString());
    const QString csv = m_dir.filePath(QStringLiteral("cli.csv"));
    app.start(QStringLiteral(HK_APP),
              {sheetFile, QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--export"), csv});
    QVERIFY(app.waitForFinished(60000));
    QCOMPARE(app.exitCode(), 0);
    QFile exported(csv);
    QVERIFY(exported.open(QIODevice::ReadOnly));
    const QString first = QString::fromUtf8(exported.readLine()).remove(QChar(0xFEFF));
    QVERIFY2(first.startsWith(QStringLiteral("Provisional: ")), qPrintable(first));
}

QTEST_MAIN(TestSheetWindow)
#include "tst_sheet_window.moc"
