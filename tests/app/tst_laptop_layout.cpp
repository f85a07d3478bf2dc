// At a real table the app runs on a laptop, in the players' language: at 1280 × 720, in every language, the
// table mirror gives the board squares of at least 28 px with the current player, the clan market and the
// last actions in view without scrolling, no dock below its usable size (even after a cramped layout was
// saved); the score sheet shows five players side by side with their names and totals in view; and
// nothing anywhere is cut: every label, button and field is at least as wide as its text in its font. The
// board carries its coordinates along its edges, in the numbering of every message (squareText), and keeps
// them in view when zoomed and scrolled.

#include "board/board_view.h"
#include "board_editor_view.h"
#include "board_editor_window.h"
#include "catalog_editor_window.h"
#include "common/private_copy.h"
#include "elided_label.h"
#include "floor/board_drawing.h"
#include "floor/coordinate_ruler.h"
#include "game_document.h"
#include "io/game_io.h"
#include "line_breaks.h"
#include "model/board_edit.h"
#include "model/geometry.h"
#include "panels/moot_widget.h"
#include "panels/player_panel.h"
#include "player_card.h"
#include "results/results_panel.h"
#include "score_sheet_window.h"
#include "sheet_editor.h"
#include "table_window.h"
#include "tunnel_pad.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStyleOptionComboBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextLayout>
#include <QToolBar>
#include <QTreeWidget>
#include <QUndoView>

using namespace hk;
using namespace hk::gui;

namespace {

constexpr QSize kLaptop(1280, 720);

// Where a widget is, for the failure messages.
QString where(const QWidget *w)
{
    QStringList path;
    for (const QWidget *p = w; p; p = p->parentWidget())
        if (!p->objectName().isEmpty()) {
            path.prepend(p->objectName());
            break;
        }
    path << QLatin1String(w->metaObject()->className());
    return path.join(QLatin1Char('/'));
}

int textWidth(const QFontMetrics &metrics, const QString &text)
{
    int widest = 0;
    for (const QString &line : text.split(QLatin1Char('\n')))
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}

// Every visible label, button and field under `root` whose text is wider than the room it has. Labels
// that wrap, elide on purpose (ElidedLabel, with the whole text in the tooltip) or hold rich text lay
// their text out themselves and are left out.
QStringList cutTexts(const QWidget *root)
{
    QStringList cut;
    for (const QLabel *label : root->findChildren<QLabel *>()) {
        if (!label->isVisibleTo(root) || label->wordWrap() || dynamic_cast<const ElidedLabel *>(label) ||
            label->text().isEmpty() || Qt::mightBeRichText(label->text()) ||
            label->textFormat() == Qt::RichText)
            continue;
        // A buddy's mnemonic "&" is not drawn.
        const QString shown =
            label->buddy() ? QString(label->text()).remove(QRegularExpression(QStringLiteral("&(?!&)")))
                           : label->text();
        const int need = textWidth(label->fontMetrics(), shown);
        if (need > label->contentsRect().width() + 1)
            cut << QStringLiteral("%1 \"%2\": %3 px of text in %4 px")
                       .arg(where(label), label->text())
                       .arg(need)
                       .arg(label->contentsRect().width());
    }
    for (const QAbstractButton *button : root->findChildren<QAbstractButton *>()) {
        if (!button->isVisibleTo(root) || button->text().isEmpty() || button->inherits("QToolButton"))
            continue;
        if (button->minimumSizeHint().width() > button->width() + 1)
            cut << QStringLiteral("%1 \"%2\": needs %3 px, has %4")
                       .arg(where(button), button->text())
                       .arg(button->minimumSizeHint().width())
                       .arg(button->width());
    }
    for (const QLineEdit *edit : root->findChildren<QLineEdit *>()) {
        if (!edit->isVisibleTo(root) || edit->text().isEmpty() || edit->inherits("QAbstractSpinBox") ||
            (edit->parentWidget() && edit->parentWidget()->inherits("QAbstractSpinBox")))
            continue;
        const QMargins margins = edit->textMargins();
        const int room = edit->width() - margins.left() - margins.right() - 8; // the frame and padding
        if (edit->fontMetrics().horizontalAdvance(edit->text()) > room)
            cut << QStringLiteral("%1 \"%2\": %3 px of text in %4 px")
                       .arg(where(edit), edit->text())
                       .arg(edit->fontMetrics().horizontalAdvance(edit->text()))
                       .arg(room);
    }
    for (const QComboBox *box : root->findChildren<QComboBox *>()) {
        if (!box->isVisibleTo(root) || box->isEditable() || box->currentText().isEmpty() ||
            box->property("iconOnly").toBool()) // shows its icon, the text in the list and the tooltip
            continue;
        // What QComboBox::sizeHint asks of the style, for the current entry only.
        QStyleOptionComboBox option;
        option.initFrom(box);
        option.frame = box->hasFrame();
        const int icon = box->itemIcon(box->currentIndex()).isNull() ? 0 : box->iconSize().width() + 4;
        const QSize text(box->fontMetrics().boundingRect(box->currentText()).width() + icon,
                         box->fontMetrics().height());
        const int need = box->style()->sizeFromContents(QStyle::CT_ComboBox, &option, text, box).width();
        if (need > box->width())
            cut << QStringLiteral("%1 \"%2\": needs %3 px, has %4")
                       .arg(where(box), box->currentText())
                       .arg(need)
                       .arg(box->width());
    }
    return cut;
}

// Every visible label under `root` that wraps its text but is not tall enough for all of its lines, or
// holds a run it cannot break that is wider than itself.
QStringList cutWrappedTexts(const QWidget *root)
{
    QStringList cut;
    for (const QLabel *label : root->findChildren<QLabel *>()) {
        if (!label->isVisibleTo(root) || !label->wordWrap() || label->text().isEmpty() ||
            Qt::mightBeRichText(label->text()) || label->textFormat() == Qt::RichText)
            continue;
        const int width = label->contentsRect().width();
        const int need = label->heightForWidth(label->width());
        if (need > label->height() + 1)
            cut << QStringLiteral("%1 \"%2\": %3 px high, needs %4")
                       .arg(where(label), label->text())
                       .arg(label->height())
                       .arg(need);
        QTextLayout layout(label->text(), label->font());
        QTextOption option;
        option.setWrapMode(QTextOption::WordWrap);
        layout.setTextOption(option);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            if (line.naturalTextWidth() > width + 1)
                cut << QStringLiteral("%1 \"%2\": a line of %3 px in %4 px")
                           .arg(where(label), line.textLength() > 0
                                                  ? label->text().mid(line.textStart(), line.textLength())
                                                  : label->text())
                           .arg(line.naturalTextWidth())
                           .arg(width);
        }
        layout.endLayout();
    }
    return cut;
}

// Every visible label, button and field of `content` (a dock's, a window's central widget) that lies
// outside the part of it that shows it: across, anywhere; down, unless a scroll area shows the rest.
QStringList outsideWhatShowsThem(const QWidget *content, const QString &name)
{
    QStringList outside;
    for (const QWidget *w : content->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(content) ||
            !(qobject_cast<const QLabel *>(w) || qobject_cast<const QAbstractButton *>(w) ||
              qobject_cast<const QLineEdit *>(w) || qobject_cast<const QComboBox *>(w)) ||
            (w->parentWidget() && w->parentWidget()->inherits("QAbstractSpinBox")))
            continue;
        // The nearest ancestor that clips: a scroll area's viewport, or the dock's content.
        const QWidget *clip = w->parentWidget();
        bool scrolls = false;
        while (clip != content) {
            if (auto *area = qobject_cast<const QAbstractScrollArea *>(clip->parentWidget());
                area && area->viewport() == clip) {
                scrolls = area->verticalScrollBarPolicy() != Qt::ScrollBarAlwaysOff;
                break;
            }
            clip = clip->parentWidget();
        }
        const QRect shown = clip->rect();
        const QRect rect(w->mapTo(clip, QPoint(0, 0)), w->size());
        const bool across = rect.left() >= shown.left() && rect.right() <= shown.right();
        const bool down = scrolls || (rect.top() >= shown.top() && rect.bottom() <= shown.bottom());
        if (!across || !down)
            outside << QStringLiteral("%1 in %2: at (%3, %4) %5 × %6, outside %7 × %8")
                           .arg(where(w), name)
                           .arg(rect.x())
                           .arg(rect.y())
                           .arg(rect.width())
                           .arg(rect.height())
                           .arg(shown.width())
                           .arg(shown.height());
    }
    if (content->width() < content->minimumSizeHint().width())
        outside << QStringLiteral("%1: %2 px wide, needs %3")
                       .arg(name)
                       .arg(content->width())
                       .arg(content->minimumSizeHint().width());
    return outside;
}

// Lets every layout pass that is due run to its end: the posted layout requests (each may post another, a
// dock's height following its label's width) and then what a short wait brings. A wait alone is not enough on
// a busy machine (CI runs two suites at once): the layout could still be one pass behind when the test
// measures it.
void settleLayouts(int milliseconds = 20)
{
    for (int pass = 0; pass < 8; ++pass) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::processEvents();
    }
    QTest::qWait(milliseconds);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QCoreApplication::processEvents();
}

// A toolbar's actions that are not all shown: some hidden behind its extension arrow.
QStringList hiddenToolbarActions(const QMainWindow &w)
{
    QStringList hidden;
    for (const QToolBar *bar : w.findChildren<QToolBar *>()) {
        if (!bar->isVisible())
            continue;
        for (QAction *a : bar->actions()) {
            const QWidget *button = bar->widgetForAction(a);
            if (a->isVisible() && !a->isSeparator() && button &&
                (!button->isVisible() || !bar->rect().contains(QRect(button->pos(), button->size()))))
                hidden << QStringLiteral("%1: %2 hidden").arg(bar->objectName(), a->text());
        }
    }
    return hidden;
}

// All that is cut in a window's docks, the dock shown in front of its tab group in turn.
QStringList cutInDocks(QMainWindow &w)
{
    QStringList cut;
    for (QDockWidget *d : w.findChildren<QDockWidget *>()) {
        if (d->isHidden())
            continue;
        d->raise();
        settleLayouts();
        const QString title = QStringLiteral("[%1] ").arg(d->objectName());
        for (const QString &c : cutTexts(d->widget()) + cutWrappedTexts(d->widget()) +
                                    outsideWhatShowsThem(d->widget(), d->objectName()))
            cut << title + c;
    }
    return cut;
}

QDockWidget *dockNamed(const TableWindow &w, const QString &name)
{
    for (QDockWidget *d : w.docks())
        if (d->objectName() == name)
            return d;
    return nullptr;
}

// The part of `child` that its scroll area shows, against the whole of it.
bool wholeInView(const QScrollArea *area, const QWidget *child)
{
    const QRect inViewport(child->mapTo(area->viewport(), QPoint(0, 0)), child->size());
    return area->viewport()->rect().contains(inViewport);
}

// Shows `w` in `language` at `size`, with `file` open (none: a new document), and waits for it; false if the
// file does not open or the window is never shown.
bool showDocument(DocumentWindow &w, const QString &language, const QSize &size, const QString &file = {})
{
    w.setInteractive(false);
    w.setLanguage(language, false);
    if (!file.isEmpty() && !w.openFile(test::privateCopy(file))) // others may have the file open
        return false;
    w.resize(size);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return false;
    settleLayouts(50);
    return true;
}

} // namespace

class TestLaptopLayout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void tableMirrorFitsALaptop_data();
    void tableMirrorFitsALaptop();
    void restoredLayoutKeepsEveryDockUsable();
    void scoreSheetFitsFivePlayers_data();
    void scoreSheetFitsFivePlayers();
    void BRD_GRID_boardCoordinatesAlongTheEdges();
    void japaneseWrapsBetweenWords();
    void cjkLabelsBreakBetweenWords_data();
    void cjkLabelsBreakBetweenWords();
    void boardEditorFitsALaptop_data();
    void boardEditorFitsALaptop();
    void catalogEditorFitsALaptop_data();
    void catalogEditorFitsALaptop();

private:
    void languages();
    // Every language at 1280 × 720 and at 1366 × 768.
    void languagesAndLaptops();
    // The example game at 1280 × 720 in the default layout, or (`keepLayout`) in the layout it restored.
    std::unique_ptr<TableWindow> openTable(const QString &language, bool keepLayout = false);
    QTemporaryDir m_settingsDir;
};

void TestLaptopLayout::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_settingsDir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("HallkeeperTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_laptop_layout"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
}

void TestLaptopLayout::languages()
{
    QTest::addColumn<QString>("language");
    for (const char *code : {"en", "zh_TW", "zh_CN", "ja"})
        QTest::newRow(code) << QString::fromLatin1(code);
}

void TestLaptopLayout::languagesAndLaptops()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("screen");
    for (const QSize screen : {kLaptop, QSize(1366, 768)})
        for (const char *code : {"en", "zh_TW", "zh_CN", "ja"})
            QTest::addRow("%s %dx%d", code, screen.width(), screen.height())
                << QString::fromLatin1(code) << screen;
}

std::unique_ptr<TableWindow> TestLaptopLayout::openTable(const QString &language, bool keepLayout)
{
    auto w = std::make_unique<TableWindow>();
    w->setAttribute(Qt::WA_DeleteOnClose, false);
    w->setInteractive(false);
    w->setAskSave([] { return QMessageBox::Discard; });
    w->setLanguage(language, false);
    if (!w->openFile(test::privateCopy(QStringLiteral(HK_SOURCE_DIR "/docs/examples/mid-game.hkgame"))))
        return nullptr;
    if (!keepLayout)
        w->resetLayout(kLaptop); // the offscreen screen is smaller than a laptop's: the size is given
    w->show();
    if (!QTest::qWaitForWindowExposed(w.get()))
        return nullptr;
    QTest::qWait(50); // the layout settles, the current player is scrolled into view
    return w;
}

void TestLaptopLayout::tableMirrorFitsALaptop_data()
{
    languages();
}

void TestLaptopLayout::tableMirrorFitsALaptop()
{
    QFETCH(QString, language);
    const std::unique_ptr<TableWindow> w = openTable(language);
    QVERIFY(w);
    QCOMPARE(w->size(), kLaptop);

    // The board is what the table looks at.
    const qreal square = w->board()->zoom() * kSquare;
    QVERIFY2(square >= 28, qPrintable(QStringLiteral("squares of %1 px").arg(square)));
    QVERIFY2(w->crampedDocks().isEmpty(), qPrintable(w->crampedDocks().join(QStringLiteral(", "))));

    // The turn, the clan market, the spells and the track: all of it, no scroll bar.
    auto *market = qobject_cast<QScrollArea *>(dockNamed(*w, QStringLiteral("market"))->widget());
    QVERIFY(market && market->isVisible());
    QCOMPARE(market->horizontalScrollBar()->maximum(), 0);
    QVERIFY2(market->verticalScrollBar()->maximum() == 0,
             qPrintable(
                 QStringLiteral("the market scrolls by %1 px").arg(market->verticalScrollBar()->maximum())));

    // The current player in full, in view, the moot pyramid not cut.
    const int current = w->document()->state().currentPlayer();
    PlayerPanel *panel = w->playerPanel(current);
    QVERIFY(panel && panel->isExpanded());
    auto *players = qobject_cast<QScrollArea *>(dockNamed(*w, QStringLiteral("players"))->widget());
    QVERIFY2(wholeInView(players, panel),
             qPrintable(QStringLiteral("the panel of player %1 is cut").arg(current)));
    QVERIFY2(panel->moot()->width() >= panel->moot()->minimumSizeHint().width(),
             qPrintable(QStringLiteral("moot %1 px wide, needs %2")
                            .arg(panel->moot()->width())
                            .arg(panel->moot()->minimumSizeHint().width())));
    for (int p = 0; p < w->document()->state().playerCount(); ++p)
        QVERIFY2(wholeInView(players, w->playerPanel(p)),
                 qPrintable(QStringLiteral("player %1 is cut").arg(p)));

    // The last actions: the history in front, several lines high, its last line in view.
    QDockWidget *history = dockNamed(*w, QStringLiteral("history"));
    QVERIFY(history->widget()->isVisible());
    auto *view = qobject_cast<QUndoView *>(history->widget());
    QVERIFY(view->height() >= 5 * view->fontMetrics().height());

    // Nothing cut, in any dock.
    QStringList cut;
    for (QDockWidget *d : w->docks())
        if (d->widget()->isVisible())
            cut << cutTexts(d->widget());
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
    w->document()->discardAutosave();
}

// A layout saved with the pieces squeezed to a sliver and the players hidden behind the history: the next
// window shows every dock at its usable size, and Reset Layout brings the default back.
void TestLaptopLayout::restoredLayoutKeepsEveryDockUsable()
{
    {
        std::unique_ptr<TableWindow> w = openTable(QStringLiteral("en"));
        QVERIFY(w);
        QDockWidget *pieces = dockNamed(*w, QStringLiteral("pieces"));
        w->resizeDocks({pieces}, {10}, Qt::Horizontal);
        w->resizeDocks({pieces}, {5}, Qt::Vertical);
        QTest::qWait(20);
        for (QDockWidget *d : w->docks())
            QVERIFY2(d->widget()->width() >= d->widget()->minimumWidth(), qPrintable(d->objectName()));
        // What an older Hallkeeper could have saved: a state whose sizes break today's minimums.
        QSettings().setValue(QStringLiteral("table/windowState"), w->saveState());
        QSettings().setValue(QStringLiteral("table/geometry"), w->saveGeometry());
        w->document()->discardAutosave();
        w->close();
    }
    std::unique_ptr<TableWindow> again = openTable(QStringLiteral("en"), true);
    QVERIFY(again);
    QVERIFY2(again->crampedDocks().isEmpty(), qPrintable(again->crampedDocks().join(QStringLiteral(", "))));
    QDockWidget *pieces = dockNamed(*again, QStringLiteral("pieces"));
    QVERIFY(pieces->widget()->width() >= pieces->widget()->minimumWidth());
    QVERIFY(pieces->widget()->height() >= pieces->widget()->minimumHeight());
    again->document()->discardAutosave();
}

void TestLaptopLayout::scoreSheetFitsFivePlayers_data()
{
    languages();
}

void TestLaptopLayout::scoreSheetFitsFivePlayers()
{
    QFETCH(QString, language);
    ScoreSheetWindow w;
    QVERIFY(showDocument(w, language, kLaptop, QStringLiteral(HK_FIXTURES "/sheets/five-players.hkscore")));

    // Five columns side by side: no sideways scrolling, every card whole across.
    auto *scroll = w.editor()->findChild<QScrollArea *>();
    QVERIFY(scroll);
    QCOMPARE(scroll->horizontalScrollBar()->maximum(), 0);
    const QList<PlayerCard *> cards = w.editor()->findChildren<PlayerCard *>();
    QCOMPARE(cards.size(), 5);
    for (const PlayerCard *card : cards) {
        const int left = card->mapTo(scroll->viewport(), QPoint(0, 0)).x();
        QVERIFY2(left >= 0 && left + card->width() <= scroll->viewport()->width(),
                 qPrintable(QStringLiteral("a card at %1 px, %2 px wide").arg(left).arg(card->width())));
    }

    // Names and totals stay in view: the summary table shows every player's row whole.
    QTableView *table = w.results()->table();
    QVERIFY(table->isVisible());
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        const QRect cell = table->visualRect(table->model()->index(row, 0));
        QVERIFY2(table->viewport()->rect().contains(cell),
                 qPrintable(QStringLiteral("row %1 of the summary is out of view").arg(row)));
    }
    // The names take the room the numbers leave: the table fills its width, in every language.
    QVERIFY2(table->horizontalHeader()->length() >= table->viewport()->width() - 1,
             qPrintable(QStringLiteral("the columns take %1 px of %2")
                            .arg(table->horizontalHeader()->length())
                            .arg(table->viewport()->width())));
    for (int column = 0; column < table->model()->columnCount(); ++column) {
        const QString title = table->model()->headerData(column, Qt::Horizontal).toString();
        const int need = table->horizontalHeader()->fontMetrics().horizontalAdvance(title) + 4;
        QVERIFY2(table->horizontalHeader()->sectionSize(column) >= need,
                 qPrintable(QStringLiteral("column \"%1\": %2 px, needs %3")
                                .arg(title)
                                .arg(table->horizontalHeader()->sectionSize(column))
                                .arg(need)));
    }

    if (const QString dir = qEnvironmentVariable("HK_SCREENSHOT_DIR"); !dir.isEmpty())
        for (int i = 0; i < cards.size(); ++i)
            cards[i]->grab().save(QStringLiteral("%1/card-%2-%3.png").arg(dir, language).arg(i));
    // Nothing cut: the cards (hall names!) and the results.
    QStringList cut = cutTexts(w.editor());
    cut << cutTexts(w.results());
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));

    // Tunnels tile by tile for everyone, then by the score track for everyone: the pad's cells hold their
    // points and counts, the pad and the track's label and box fit in the card.
    for (const bool byTrack : {false, true}) {
        for (PlayerCard *card : cards) {
            (byTrack ? card->trackModeButton() : card->tileModeButton())->click();
            if (!byTrack)
                for (int i = 0; i < 12; ++i) // double-digit counts in one cell
                    emit card->tunnelPad()->addRequested(5, Mineral::Heartstone);
        }
        QTest::qWait(20);
        QStringList tunnels;
        for (const PlayerCard *card : cards) {
            const TunnelPad *pad = card->tunnelPad();
            if (pad->isVisible() == byTrack)
                tunnels << QStringLiteral("the pad is %1").arg(byTrack ? "shown" : "hidden");
            if (pad->isVisible()) {
                const QRect inCard(pad->mapTo(card, QPoint(0, 0)), pad->size());
                if (!card->contentsRect().contains(inCard))
                    tunnels << QStringLiteral("the pad at %1 px, %2 px wide, in a card %3 px wide")
                                   .arg(inCard.x())
                                   .arg(inCard.width())
                                   .arg(card->width());
                for (int size = 2; size <= 5; ++size)
                    for (const Mineral mineral : {Mineral::Stone, Mineral::Iron, Mineral::Heartstone}) {
                        const int need = pad->cellTextWidth(size, mineral);
                        const int room = pad->cellRect(size, mineral).width();
                        if (need > room)
                            tunnels << QStringLiteral("size %1 cell %2: %3 px of text in %4 px")
                                           .arg(size)
                                           .arg(int(mineral))
                                           .arg(need)
                                           .arg(room);
                    }
            }
            tunnels << cutTexts(card) << cutWrappedTexts(card);
        }
        QVERIFY2(tunnels.isEmpty(), qPrintable(tunnels.join(QLatin1Char('\n'))));
    }
}

// The rulers carry the labels of squareText over their columns and beside their rows, and keep them there
// when the board is zoomed and scrolled.
void TestLaptopLayout::BRD_GRID_boardCoordinatesAlongTheEdges()
{
    const std::unique_ptr<TableWindow> w = openTable(QStringLiteral("en"));
    QVERIFY(w);
    BoardView *view = w->board();
    const auto check = [view](const char *when) {
        for (CoordinateRuler *ruler : {view->columnRuler(), view->rowRuler()}) {
            QVERIFY2(ruler->isVisible(), when);
            const bool across = ruler == view->columnRuler();
            const QList<CoordinateRuler::Label> labels = ruler->labels();
            QVERIFY2(labels.size() >= 3, when);
            for (const CoordinateRuler::Label &label : labels) {
                QVERIFY2(ruler->fontMetrics().horizontalAdvance(label.text) <= label.rect.width(), when);
                // The square under the label's centre, seen through the viewport, has that label.
                const QPoint centre = ruler->mapTo(view, label.rect.center());
                const QPoint inViewport = view->viewport()->mapFrom(view, centre);
                const QPoint probe = across ? QPoint(inViewport.x(), view->viewport()->height() / 2)
                                            : QPoint(view->viewport()->width() / 2, inViewport.y());
                const std::optional<Square> square = view->squareAt(probe);
                if (!square)
                    continue; // beside the board
                const QString expected = across ? columnLabel(square->column) : rowLabel(square->row);
                QVERIFY2(label.text == expected,
                         qPrintable(QStringLiteral("%1: label %2 over %3")
                                        .arg(QLatin1String(when), label.text, expected)));
            }
        }
    };
    check("fitted");
    QCOMPARE(squareText({13, 14}), QStringLiteral("P14"));
    view->zoomIn();
    view->zoomIn();
    view->zoomIn();
    view->horizontalScrollBar()->setValue(view->horizontalScrollBar()->maximum());
    view->verticalScrollBar()->setValue(view->verticalScrollBar()->maximum() / 2);
    QTest::qWait(20);
    check("zoomed and scrolled");
    w->document()->discardAutosave();
}

namespace {

// Where the lines after the first start when `text` wraps like a label's in lines of `width` px.
QList<int> lineStarts(const QString &text, const QFont &font, int width)
{
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine())
        line.setLineWidth(width);
    layout.endLayout();
    QList<int> starts;
    for (int i = 1; i < layout.lineCount(); ++i)
        starts << layout.lineAt(i).textStart();
    return starts;
}

// The widths at which `text`, laid out in lines like a wrapping label, breaks a line inside a katakana word.
QList<int> breaksInsideWords(const QString &text, const QFont &font)
{
    const auto katakana = [](QChar c) { return c.unicode() >= 0x30A1 && c.unicode() <= 0x30FC; };
    QList<int> widths;
    for (int width = 40; width <= 400; width += 3) {
        for (const int start : lineStarts(text, font, width)) {
            int before = start - 1;
            while (before > 0 && text[before] == QChar(0x2060))
                --before;
            if (start < text.size() && katakana(text[start]) && katakana(text[before]))
                widths << width;
        }
    }
    return widths;
}

} // namespace

// "…石 → コイ / ン": a wrapping label breaks Japanese between words, never inside コイン or ハートストーン.
void TestLaptopLayout::japaneseWrapsBetweenWords()
{
    const QString trade = QStringLiteral("交換：ハートストーン、ハートストーン、鉄、石を渡してコインを得る");
    QFont font;
    font.setPointSize(10);
    QVERIFY2(!breaksInsideWords(trade, font).isEmpty(), "the plain text breaks inside a word somewhere");
    const QList<int> widths = breaksInsideWords(keepWordsTogether(trade), font);
    QVERIFY2(widths.isEmpty(), qPrintable(QStringLiteral("a word broken at %1 px").arg(widths.value(0))));
    // Invisible: the same text once the joiners are dropped; and English is left alone.
    QCOMPARE(keepWordsTogether(trade).remove(QChar(0x2060)), trade);
    QCOMPARE(keepWordsTogether(QStringLiteral("Trade rune, hammer → coin")),
             QStringLiteral("Trade rune, hammer → coin"));
}

namespace {

// Where `text` breaks inside one of `words` when laid out in lines of `width` px, as "得|点" (empty: never).
QString brokenWord(const QString &text, const QFont &font, int width, const QStringList &words)
{
    const QChar joiner(0x2060);
    const QString plain = QString(text).remove(joiner);
    for (const int start : lineStarts(text, font, width)) {
        const int breakAt = start - int(QStringView(text).left(start).count(joiner)); // in `plain`
        for (const QString &word : words)
            for (qsizetype w = plain.indexOf(word); w >= 0; w = plain.indexOf(word, w + 1))
                if (w < breakAt && breakAt < w + word.size())
                    return plain.mid(w, breakAt - w) + QLatin1Char('|') +
                           plain.mid(breakAt, w + word.size() - breakAt);
    }
    return {};
}

// The words of the rulebook and the interface a line must never break inside, per language.
QStringList knownWords(const QString &language)
{
    if (language == QLatin1String("ja"))
        return {QStringLiteral("得点"),
                QStringLiteral("戴冠式"),
                QStringLiteral("トークン"),
                QStringLiteral("トンネル"),
                QStringLiteral("大広間"),
                QStringLiteral("台座"),
                QStringLiteral("彫像"),
                QStringLiteral("ハートストーン"),
                QStringLiteral("コイン"),
                QStringLiteral("ハンマー"),
                QStringLiteral("保管庫"),
                QStringLiteral("名誉点"),
                QStringLiteral("トロールズムート"),
                QStringLiteral("プレイヤー"),
                QStringLiteral("トラック"),
                QStringLiteral("盤面"),
                QStringLiteral("写真"),
                QStringLiteral("スペース")};
    if (language == QLatin1String("zh_TW"))
        return {QStringLiteral("隧道"), QStringLiteral("大廳"), QStringLiteral("得分"),
                QStringLiteral("基座"), QStringLiteral("雕像"), QStringLiteral("加冕標記"),
                QStringLiteral("巨魔"), QStringLiteral("資源"), QStringLiteral("玩家"),
                QStringLiteral("版圖"), QStringLiteral("照片")};
    return {QStringLiteral("隧道"), QStringLiteral("大厅"), QStringLiteral("得分"),
            QStringLiteral("基座"), QStringLiteral("雕像"), QStringLiteral("加冕标记"),
            QStringLiteral("巨魔"), QStringLiteral("资源"), QStringLiteral("玩家"),
            QStringLiteral("版图"), QStringLiteral("照片")};
}

// Every wrapping label of `root` that breaks a known word, as it is laid out now and at any narrower or
// wider width a window could give it (a narrow card, a wide dock).
QStringList wordsBrokenIn(const QWidget *root, const QString &language)
{
    QStringList broken;
    const QStringList words = knownWords(language);
    for (const QLabel *label : root->findChildren<QLabel *>()) {
        // On screen now (not behind another tab): painted, in the width it was given.
        if (!label->isVisible() || label->visibleRegion().isEmpty() || !label->wordWrap() ||
            label->text().isEmpty() || Qt::mightBeRichText(label->text()) ||
            label->textFormat() == Qt::RichText)
            continue;
        const int em = label->fontMetrics().height();
        QList<int> widths{label->contentsRect().width()};
        for (int width = 7 * em; width <= 30 * em; width += 3)
            widths << width;
        for (const int width : widths)
            if (const QString at = brokenWord(label->text(), label->font(), width, words); !at.isEmpty()) {
                broken << QStringLiteral("%1 \"%2\": %3 at %4 px")
                              .arg(where(label), QString(label->text()).remove(QChar(0x2060)), at)
                              .arg(width);
                break;
            }
    }
    return broken;
}

} // namespace

void TestLaptopLayout::cjkLabelsBreakBetweenWords_data()
{
    QTest::addColumn<QString>("language");
    for (const char *code : {"ja", "zh_TW", "zh_CN"})
        QTest::newRow(code) << QString::fromLatin1(code);
}

// 「得点トラック上のトンネルの得点：」 never as 得 / 点: every wrapping label of the score sheet, the table
// and the editors breaks its lines between words only, in the width it has and in any other.
void TestLaptopLayout::cjkLabelsBreakBetweenWords()
{
    QFETCH(QString, language);
    QStringList broken;
    {
        ScoreSheetWindow w;
        QVERIFY(
            showDocument(w, language, kLaptop, QStringLiteral(HK_FIXTURES "/sheets/five-players.hkscore")));
        for (PlayerCard *card : w.editor()->findChildren<PlayerCard *>())
            card->trackModeButton()->click(); // the score-track label in every card
        QTest::qWait(50);
        broken << wordsBrokenIn(&w, language);
    }
    {
        const std::unique_ptr<TableWindow> w = openTable(language);
        QVERIFY(w);
        for (QDockWidget *d : w->docks()) {
            d->raise();
            QTest::qWait(20);
            broken << wordsBrokenIn(d->widget(), language);
        }
        w->document()->discardAutosave();
    }
    {
        BoardEditorWindow w;
        QVERIFY(showDocument(w, language, kLaptop,
                             QStringLiteral(HK_SOURCE_DIR "/docs/examples/transcribing.hkboard")));
        for (QDockWidget *d : w.findChildren<QDockWidget *>()) {
            d->raise();
            QTest::qWait(20);
            broken << wordsBrokenIn(d->widget(), language);
        }
        w.setWindowModified(false);
    }
    {
        CatalogEditorWindow w;
        QVERIFY(showDocument(w, language, kLaptop));
        for (int tab = 0; tab < w.tabs()->count(); ++tab) {
            w.tabs()->setCurrentIndex(tab);
            QTest::qWait(20);
            broken << wordsBrokenIn(&w, language);
        }
    }
    broken.removeDuplicates();
    QVERIFY2(broken.isEmpty(), qPrintable(broken.join(QLatin1Char('\n'))));
}

void TestLaptopLayout::boardEditorFitsALaptop_data()
{
    languagesAndLaptops();
}

// The board editor halfway through transcribing a board, its photo traced (as the README shows it): every
// dock and the toolbar whole, whatever the dock shows (every kind of feature, a square with features).
void TestLaptopLayout::boardEditorFitsALaptop()
{
    QFETCH(QString, language);
    QFETCH(QSize, screen);
    BoardEditorWindow w;
    w.setPhotoOnOpen(QStringLiteral(HK_SOURCE_DIR "/docs/examples/board-photo.jpg"));
    QVERIFY(showDocument(w, language, screen,
                         QStringLiteral(HK_SOURCE_DIR "/docs/examples/transcribing.hkboard")));
    QCOMPARE(w.size(), screen);

    std::optional<Square> printed; // a square with something printed on it
    for (int r = 0; r < w.board().rows && !printed; ++r)
        for (int c = 0; c < w.board().columns && !printed; ++c)
            if (!featuresAt(w.board(), {r, c}).empty())
                printed = Square{r, c};
    QVERIFY(printed);
    emit w.view()->squareSelected(*printed);

    QStringList cut = hiddenToolbarActions(w);
    for (int kind = 0; kind < w.featureKindBox()->count(); ++kind) {
        w.featureKindBox()->setCurrentIndex(kind);
        cut << cutInDocks(w);
    }
    cut.removeDuplicates();
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
    w.setWindowModified(false);
}

void TestLaptopLayout::catalogEditorFitsALaptop_data()
{
    languagesAndLaptops();
}

// The component editor on the shipped catalog, each tab with its first entry chosen: nothing cut on the
// page, in the problems dock or the toolbar.
void TestLaptopLayout::catalogEditorFitsALaptop()
{
    QFETCH(QString, language);
    QFETCH(QSize, screen);
    CatalogEditorWindow w;
    QVERIFY(showDocument(w, language, screen));
    QCOMPARE(w.size(), screen);

    QStringList cut = hiddenToolbarActions(w);
    for (int tab = 0; tab < w.tabs()->count(); ++tab) {
        w.tabs()->setCurrentIndex(tab);
        for (QTreeWidget *list : w.tabs()->currentWidget()->findChildren<QTreeWidget *>())
            if (list->topLevelItemCount() > 0)
                list->setCurrentItem(list->topLevelItem(0));
        QTest::qWait(20);
        const QString title = QStringLiteral("[%1] ").arg(w.tabs()->tabText(tab));
        for (const QString &c : cutTexts(w.centralWidget()) + cutWrappedTexts(w.centralWidget()) +
                                    outsideWhatShowsThem(w.centralWidget(), QStringLiteral("page")))
            cut << title + c;
        cut << cutInDocks(w);
    }
    cut.removeDuplicates();
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestLaptopLayout)
#include "tst_laptop_layout.moc"
