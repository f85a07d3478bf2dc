// At a real table the app runs on a laptop, in the players' language: at 1280 × 720, in every language, the
// table mirror gives the board squares of at least 28 px with the current player, the clan market and the
// last actions in view without scrolling, no dock below its usable size (even after a cramped layout was
// saved); the score sheet shows five players side by side with their names and totals in view; and
// nothing anywhere is cut: every label, button and field is at least as wide as its text in its font. The
// board carries its coordinates along its edges, in the numbering of every message (squareText), and keeps
// them in view when zoomed and scrolled.

#include "app_language.h"
#include "board/board_view.h"
#include "board_editor_view.h"
#include "board_editor_window.h"
#include "catalog_editor_window.h"
#include "common/private_copy.h"
#include "common/wizard_driving.h"
#include "elided_label.h"
#include "floor/board_drawing.h"
#include "floor/coordinate_ruler.h"
#include "game/game_score.h"
#include "game_document.h"
#include "io/game_io.h"
#include "io/score_sheet_io.h"
#include "library_window.h"
#include "line_breaks.h"
#include "model/board_edit.h"
#include "model/geometry.h"
#include "mountain_king_module.h"
#include "panels/moot_widget.h"
#include "panels/player_panel.h"
#include "panels/score_standings.h"
#include "player_card.h"
#include "results/results_panel.h"
#include "rules/rule_catalog.h"
#include "rules_browser.h"
#include "score_sheet_window.h"
#include "score_table_export.h"
#include "scoring/score_report.h"
#include "sheet_editor.h"
#include "table_window.h"
#include "tunnel_pad.h"
#include "wizard/new_game_page_id.h"
#include "wizard/players_page.h"

#include <QAbstractButton>
#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPaintEngine>
#include <QPainter>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyleOptionComboBox>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextLayout>
#include <QToolBar>
#include <QToolTip>
#include <QTreeView>
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
    void scoresDockReadable_data();
    void scoresDockReadable();
    void marketWholeAfterSpellAndWorkshop_data();
    void marketWholeAfterSpellAndWorkshop();
    void scoreSheetFitsFivePlayers_data();
    void scoreSheetFitsFivePlayers();
    void scoreSheetShowsWhoWinsAndWhy_data();
    void scoreSheetShowsWhoWinsAndWhy();
    void scoreSheetShowsTheLargestAcceptedValues_data();
    void scoreSheetShowsTheLargestAcceptedValues();
    void BRD_GRID_boardCoordinatesAlongTheEdges();
    void japaneseWrapsBetweenWords();
    void cjkLabelsBreakBetweenWords_data();
    void cjkLabelsBreakBetweenWords();
    void rulesBrowserBreaksBetweenWords_data();
    void rulesBrowserBreaksBetweenWords();
    void exportsBreakBetweenWords_data();
    void exportsBreakBetweenWords();
    void historyListsInTheLanguagesPunctuation_data();
    void historyListsInTheLanguagesPunctuation();
    void fileDialogSpeaksTheLanguage_data();
    void fileDialogSpeaksTheLanguage();
    void boardEditorFitsALaptop_data();
    void boardEditorFitsALaptop();
    void catalogEditorFitsALaptop_data();
    void catalogEditorFitsALaptop();
    void libraryWindowFitsALaptop_data();
    void libraryWindowFitsALaptop();

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

namespace {

// Every line of a rich text view as laid out now, the invisible joiners left out and no-break spaces read
// as spaces.
QStringList laidOutLines(QTextBrowser *browser)
{
    QTextDocument *document = browser->document();
    document->documentLayout()->documentSize(); // laid out at the view's width
    QStringList lines;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        const QTextLayout *layout = block.layout();
        for (int i = 0; layout && i < layout->lineCount(); ++i) {
            const QTextLine line = layout->lineAt(i);
            lines << block.text()
                         .mid(line.textStart(), line.textLength())
                         .remove(QChar(0x2060))
                         .replace(QChar(0x00A0), QLatin1Char(' '))
                         .trimmed();
        }
    }
    return lines;
}

// What is cut in the texts of a score view: a table's cells and headers narrower than their text (names
// as "F…", headers as "laye"), a rich text view that scrolls sideways or breaks a piece that belongs on one
// line (a name and its total, a category and its points).
QStringList cutScores(QWidget *root)
{
    QStringList cut;
    for (QTableView *table : root->findChildren<QTableView *>()) {
        if (!table->isVisible())
            continue;
        const QAbstractItemModel *model = table->model();
        const QFontMetrics header = table->horizontalHeader()->fontMetrics();
        for (int c = 0; c < model->columnCount(); ++c) {
            if (table->isColumnHidden(c))
                continue;
            const QString title = model->headerData(c, Qt::Horizontal).toString();
            const int need = header.horizontalAdvance(title) + 8;
            if (table->horizontalHeader()->sectionSize(c) < need)
                cut << QStringLiteral("header \"%1\": %2 px, needs %3")
                           .arg(title)
                           .arg(table->horizontalHeader()->sectionSize(c))
                           .arg(need);
            for (int r = 0; r < model->rowCount(); ++r) {
                const QString text = model->index(r, c).data().toString();
                const int room = table->visualRect(model->index(r, c)).width();
                const int needs = table->fontMetrics().horizontalAdvance(text) + 6;
                if (room < needs)
                    cut << QStringLiteral("cell \"%1\": %2 px, needs %3").arg(text).arg(room).arg(needs);
            }
        }
        if (table->horizontalHeader()->length() > table->viewport()->width() + 1)
            cut << QStringLiteral("the table is %1 px wide in %2")
                       .arg(table->horizontalHeader()->length())
                       .arg(table->viewport()->width());
    }
    for (QTextBrowser *browser : root->findChildren<QTextBrowser *>()) {
        if (!browser->isVisible())
            continue;
        if (browser->horizontalScrollBar()->maximum() > 0)
            cut << QStringLiteral("%1 scrolls sideways by %2 px")
                       .arg(browser->objectName())
                       .arg(browser->horizontalScrollBar()->maximum());
        if (auto *standings = qobject_cast<ScoreStandings *>(root)) {
            const QStringList lines = laidOutLines(browser);
            for (QString piece : standings->unbreakableTexts()) {
                piece = piece.remove(QChar(0x2060)).replace(QChar(0x00A0), QLatin1Char(' '));
                if (!std::any_of(lines.begin(), lines.end(),
                                 [&](const QString &l) { return l.contains(piece); }))
                    cut << QStringLiteral("\"%1\" is broken across lines: %2").arg(piece, lines.join(u'|'));
            }
        }
    }
    return cut;
}

} // namespace

void TestLaptopLayout::scoresDockReadable_data()
{
    languages();
}

// The Scores (projected) dock at 1280 × 720, in every language: every player's name with the total, every
// category with its points, whole and on one line, all in view; the leader's sentence across the dock, not a
// word a line.
void TestLaptopLayout::scoresDockReadable()
{
    QFETCH(QString, language);
    const std::unique_ptr<TableWindow> w = openTable(language);
    QVERIFY(w);
    QDockWidget *scores = dockNamed(*w, QStringLiteral("scores"));
    QVERIFY(scores);
    scores->raise();
    QTest::qWait(200); // the dock fits its content in two passes
    QVERIFY(scores->widget()->isVisible());
    QStringList cut = cutScores(scores->widget());
    // Every player in view: the dock is as high as the scores need, the players above giving the room.
    for (QTextBrowser *browser : scores->widget()->findChildren<QTextBrowser *>())
        if (browser->verticalScrollBar()->maximum() > 0)
            cut << QStringLiteral("the scores scroll by %1 px in %2 px")
                       .arg(browser->verticalScrollBar()->maximum())
                       .arg(browser->viewport()->height());
    QVERIFY2(w->crampedDocks().isEmpty(), qPrintable(w->crampedDocks().join(QStringLiteral(", "))));
    cut << cutTexts(scores->widget()) << cutWrappedTexts(scores->widget())
        << outsideWhatShowsThem(scores->widget(), scores->objectName());
    // The sentence that says who leads: across the dock, not squeezed beside a chart.
    for (QLabel *label : scores->widget()->findChildren<QLabel *>())
        if (label->isVisible() && label->wordWrap() && !label->text().isEmpty() &&
            label->width() < scores->widget()->width() * 3 / 4)
            cut << QStringLiteral("\"%1\" in %2 px of %3")
                       .arg(label->text())
                       .arg(label->width())
                       .arg(scores->widget()->width());
    if (const QString dir = qEnvironmentVariable("HK_SCREENSHOT_DIR"); !dir.isEmpty())
        scores->grab().save(QStringLiteral("%1/scores-dock-%2.png").arg(dir, language));
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
    w->document()->discardAutosave();
}

void TestLaptopLayout::marketWholeAfterSpellAndWorkshop_data()
{
    languages();
}

// After a spell and a workshop the turn's steps read "✓ Spell", "✓ Workshop": the turn, the clan market,
// the spells and the whole pedestal track (its Moon row included) still show without a scroll bar.
void TestLaptopLayout::marketWholeAfterSpellAndWorkshop()
{
    QFETCH(QString, language);
    const std::unique_ptr<TableWindow> w = openTable(language);
    QVERIFY(w);
    GameDocument *document = w->document();
    const int player = document->state().currentPlayer();
    const QString reason = QStringLiteral("layout test");
    document->record(Action{player, CastSpell{0, Payment{one(Resource::Rune), {}}, {}, {}}, false, {}, {}},
                     reason);
    QVERIFY(!document->state().board.workshops.empty());
    document->record(Action{player,
                            UseWorkshop{document->state().board.workshops.front().site, {WorkshopExchange{}}},
                            false,
                            {},
                            {}},
                     reason);
    QVERIFY(document->state().turn.spell);
    QVERIFY(document->state().turn.workshop);
    QTest::qWait(150); // the docks follow their content
    auto *market = qobject_cast<QScrollArea *>(dockNamed(*w, QStringLiteral("market"))->widget());
    QVERIFY(market && market->isVisible());
    QVERIFY2(market->verticalScrollBar()->maximum() == 0,
             qPrintable(
                 QStringLiteral("the market scrolls by %1 px").arg(market->verticalScrollBar()->maximum())));
    QVERIFY2(w->crampedDocks().isEmpty(), qPrintable(w->crampedDocks().join(QStringLiteral(", "))));
    w->document()->discardAutosave();
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

void TestLaptopLayout::scoreSheetShowsWhoWinsAndWhy_data()
{
    languages();
}

// Five players, two of them level on 111 and the tie broken by troll levels: the winner and the reason are
// in view whole, without scrolling, beside every row of the table, in every language.
void TestLaptopLayout::scoreSheetShowsWhoWinsAndWhy()
{
    QFETCH(QString, language);
    ScoreSheetWindow w;
    QVERIFY(showDocument(w, language, kLaptop,
                         QStringLiteral(HK_SOURCE_DIR "/docs/examples/five-players-tie.hkscore")));
    ResultsPanel *results = w.results();
    QVERIFY(results->winnerLabel()->text().contains(QStringLiteral("Bjorn")));
    QVERIFY(results->tiesLabel()->text().contains(QStringLiteral("111")));
    auto *area =
        qobject_cast<QScrollArea *>(results->table()->parentWidget()->parentWidget()->parentWidget());
    QVERIFY(area);
    QStringList hidden;
    for (QWidget *shown : QList<QWidget *>{results->table(), results->winnerLabel(), results->tiesLabel()}) {
        const QString name = QLatin1String(shown->metaObject()->className());
        if (!shown->isVisibleTo(&w) || !wholeInView(area, shown))
            hidden << QStringLiteral("%1 is not whole in view").arg(name);
        if (auto *label = qobject_cast<QLabel *>(shown);
            label && label->heightForWidth(label->width()) > label->height())
            hidden << QStringLiteral("%1 \"%2\": %3 px high, needs %4")
                          .arg(name, label->text())
                          .arg(label->height())
                          .arg(label->heightForWidth(label->width()));
    }
    // The page stays usable above it: the cards keep room for their first fields.
    auto *cards = w.editor()->findChild<QScrollArea *>();
    if (cards->viewport()->height() < 200)
        hidden << QStringLiteral("the cards have %1 px").arg(cards->viewport()->height());
    QVERIFY2(hidden.isEmpty(), qPrintable(hidden.join(QLatin1Char('\n'))));
    QStringList cut = cutTexts(w.results());
    cut << cutWrappedTexts(w.results());
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
}

void TestLaptopLayout::scoreSheetShowsTheLargestAcceptedValues_data()
{
    languages();
}

// Five players at 1280 × 720: every count field shows the largest value it accepts, typed (99999 stone, kept
// as typed and marked beyond the sheet's 9999), whole, with the five cards still side by side.
void TestLaptopLayout::scoreSheetShowsTheLargestAcceptedValues()
{
    QFETCH(QString, language);
    ScoreSheetWindow w;
    QVERIFY(showDocument(w, language, kLaptop,
                         QStringLiteral(HK_SOURCE_DIR "/docs/examples/five-players-tie.hkscore")));
    QList<QSpinBox *> counts;
    for (QSpinBox *spin : w.editor()->findChildren<QSpinBox *>())
        if (spin->property("hkLargestValue").isValid() && spin->isVisibleTo(&w))
            counts << spin;
    QVERIFY(counts.size() >= 5 * 10);
    for (QSpinBox *spin : counts) {
        QLineEdit *edit = spin->findChild<QLineEdit *>();
        spin->setFocus(Qt::TabFocusReason);
        edit->selectAll();
        QTest::keyClicks(edit, QString::number(spin->maximum()));
        QTest::keyClick(edit, Qt::Key_Tab);
        QCOMPARE(spin->text(), QString::number(spin->maximum()));
    }
    settleLayouts(50);
    auto *scroll = w.editor()->findChild<QScrollArea *>();
    QStringList clipped;
    if (scroll->horizontalScrollBar()->maximum() > 0)
        clipped << QStringLiteral("the cards scroll sideways by %1 px")
                       .arg(scroll->horizontalScrollBar()->maximum());
    for (QSpinBox *spin : counts) {
        const QLineEdit *edit = spin->findChild<QLineEdit *>();
        const int need = edit->fontMetrics().horizontalAdvance(spin->text());
        const QWidget *card = spin->parentWidget();
        while (!qobject_cast<const PlayerCard *>(card))
            card = card->parentWidget();
        const QRect inCard(spin->mapTo(card, QPoint(0, 0)), spin->size());
        if (edit->width() - 4 < need || !card->rect().contains(inCard))
            clipped << QStringLiteral("%1 \"%2\": %3 px for %4 px of text, at %5 in a card %6 px wide")
                           .arg(spin->accessibleName(), spin->text())
                           .arg(edit->width() - 4)
                           .arg(need)
                           .arg(inCard.x())
                           .arg(card->width());
    }
    if (const QString dir = qEnvironmentVariable("HK_SCREENSHOT_DIR"); !dir.isEmpty())
        w.grab().save(QStringLiteral("%1/score-sheet-largest-%2.png").arg(dir, language));
    QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QLatin1Char('\n'))));
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
    // A run of kana too long for one word keeps each script's stretch whole: プレイヤー | のものになります.
    const QString longRun = keepWordsTogether(QStringLiteral("その通路網はプレイヤーのものになります"));
    const QChar j(0x2060);
    QVERIFY2(longRun.contains(QStringLiteral("プ%1レ%1イ%1ヤ%1ー").arg(j)), qPrintable(longRun));
    QVERIFY2(longRun.contains(QStringLiteral("ーの")), qPrintable(longRun)); // a break allowed between them
}

namespace {

// Where `text` breaks inside one of `words` or a rule ID when its lines start at `starts`, as "得|点" or
// "SCORE-ONE-PER-|TUNNEL" (empty: never).
QString brokenWordAt(const QString &text, const QList<int> &starts, const QStringList &words)
{
    const QChar joiner(0x2060);
    const QString plain = QString(text).remove(joiner);
    static const QRegularExpression ruleId(QStringLiteral("(?<![A-Za-z0-9])[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+"));
    QStringList all = words;
    for (auto it = ruleId.globalMatch(plain); it.hasNext();)
        all << it.next().captured();
    for (const int start : starts) {
        const int breakAt = start - int(QStringView(text).left(start).count(joiner)); // in `plain`
        for (const QString &word : all)
            for (qsizetype w = plain.indexOf(word); w >= 0; w = plain.indexOf(word, w + 1))
                if (w < breakAt && breakAt < w + word.size())
                    return plain.mid(w, breakAt - w) + QLatin1Char('|') +
                           plain.mid(breakAt, w + word.size() - breakAt);
    }
    return {};
}

// Where `text` breaks inside one of `words` when laid out in lines of `width` px, as "得|点" (empty: never).
QString brokenWord(const QString &text, const QFont &font, int width, const QStringList &words)
{
    return brokenWordAt(text, lineStarts(text, font, width), words);
}

// The same for every paragraph of a laid-out document (rich text, a text browser), as "得|点 in …".
QStringList brokenInDocument(const QTextDocument &document, const QStringList &words)
{
    QStringList broken;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        const QTextLayout *layout = block.layout();
        QList<int> starts;
        for (int i = 1; layout && i < layout->lineCount(); ++i)
            starts << layout->lineAt(i).textStart();
        if (const QString at = brokenWordAt(block.text(), starts, words); !at.isEmpty())
            broken << QStringLiteral("%1 in \"%2\"").arg(at, QString(block.text()).remove(QChar(0x2060)));
    }
    return broken;
}

// The words of the rulebook and the interface a line must never break inside, per language (rule IDs are
// checked in every language besides).
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
                QStringLiteral("スペース"),
                QStringLiteral("勝ちます"),
                QStringLiteral("か所"),
                QStringLiteral("数えます"),
                QStringLiteral("実行できます")};
    if (language == QLatin1String("zh_TW"))
        return {QStringLiteral("隧道"),     QStringLiteral("大廳"), QStringLiteral("得分"),
                QStringLiteral("基座"),     QStringLiteral("雕像"), QStringLiteral("加冕標記"),
                QStringLiteral("巨魔"),     QStringLiteral("資源"), QStringLiteral("玩家"),
                QStringLiteral("版圖"),     QStringLiteral("照片"), QStringLiteral("加倍"),
                QStringLiteral("榮譽點數"), QStringLiteral("裁定"), QStringLiteral("相連")};
    if (language == QLatin1String("zh_CN"))
        return {QStringLiteral("隧道"),     QStringLiteral("大厅"), QStringLiteral("得分"),
                QStringLiteral("基座"),     QStringLiteral("雕像"), QStringLiteral("加冕标记"),
                QStringLiteral("巨魔"),     QStringLiteral("资源"), QStringLiteral("玩家"),
                QStringLiteral("版图"),     QStringLiteral("照片"), QStringLiteral("加倍"),
                QStringLiteral("荣誉点数"), QStringLiteral("裁定"), QStringLiteral("相连")};
    return {}; // English: Qt breaks only between words; the rule IDs are checked
}

// The words of a page in `language` that also quotes the rulebook (Traditional Chinese, as printed).
QStringList knownWordsWithQuotes(const QString &language)
{
    QStringList words = knownWords(language) + knownWords(QStringLiteral("zh_TW"));
    words.removeDuplicates();
    return words;
}

// `label`'s text as a document laid out like the label lays out rich text, `width` px wide.
std::unique_ptr<QTextDocument> labelDocument(const QLabel *label, int width)
{
    auto document = std::make_unique<QTextDocument>();
    document->setDefaultFont(label->font());
    document->setDocumentMargin(0);
    document->setHtml(label->text());
    document->setTextWidth(width);
    // Laid out now: a document that no view shows has no lines until it is.
    document->documentLayout()->documentSize();
    return document;
}

bool isRich(const QLabel *label)
{
    return label->textFormat() == Qt::RichText ||
           (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
}

// Every wrapping label of `root`, plain or rich, and every item of a list or tree that wraps its items, that
// breaks a known word or a rule ID, as it is laid out now and at any narrower or wider width a window could
// give it (a narrow card, a wide dock).
QStringList wordsBrokenIn(const QWidget *root, const QString &language)
{
    QStringList broken;
    const QStringList words = knownWords(language);
    for (const QAbstractItemView *view : root->findChildren<QAbstractItemView *>()) {
        const auto *list = qobject_cast<const QListView *>(view);
        const auto *tree = qobject_cast<const QTreeView *>(view);
        if (!view->isVisible() || !((list && list->wordWrap()) || (tree && tree->wordWrap())))
            continue;
        // The text as the view draws it: through its delegate.
        const auto *delegate = qobject_cast<const QStyledItemDelegate *>(view->itemDelegate());
        const int em = view->fontMetrics().height();
        for (int row = 0; row < std::min(view->model()->rowCount(), 40); ++row) {
            const QModelIndex index = view->model()->index(row, 0);
            const QString text =
                delegate ? delegate->displayText(index.data(), view->locale()) : index.data().toString();
            for (int width = 7 * em; width <= 30 * em; width += 3)
                if (const QString at = brokenWord(text, view->font(), width, words); !at.isEmpty()) {
                    broken << QStringLiteral("%1 item \"%2\": %3 at %4 px")
                                  .arg(where(view), QString(text).remove(QChar(0x2060)), at)
                                  .arg(width);
                    break;
                }
        }
    }
    for (const QLabel *label : root->findChildren<QLabel *>()) {
        // On screen now (not behind another tab): painted, in the width it was given.
        if (!label->isVisible() || label->visibleRegion().isEmpty() || !label->wordWrap() ||
            label->text().isEmpty())
            continue;
        const int em = label->fontMetrics().height();
        QList<int> widths{label->contentsRect().width()};
        for (int width = 7 * em; width <= 30 * em; width += 3)
            widths << width;
        for (const int width : widths) {
            const QStringList at = isRich(label)
                                       ? brokenInDocument(*labelDocument(label, width), words)
                                       : QStringList{brokenWord(label->text(), label->font(), width, words)};
            if (!at.value(0).isEmpty()) {
                broken << QStringLiteral("%1 \"%2\": %3 at %4 px")
                              .arg(where(label), QString(label->text()).remove(QChar(0x2060)), at.value(0))
                              .arg(width);
                break;
            }
        }
    }
    return broken;
}

// Every tooltip a user can bring up in `root`: of its widgets, and of the items its lists and tables show.
QList<QPair<QWidget *, QString>> toolTipsIn(QWidget *root)
{
    QList<QPair<QWidget *, QString>> tips;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisible())
            continue;
        if (!w->toolTip().isEmpty())
            tips.append({w, w->toolTip()});
        if (auto *view = qobject_cast<QAbstractItemView *>(w); view && view->model()) {
            const QAbstractItemModel *model = view->model();
            for (int row = 0; row < std::min(model->rowCount(), 40); ++row)
                for (int column = 0; column < model->columnCount(); ++column)
                    if (const QString tip = model->index(row, column).data(Qt::ToolTipRole).toString();
                        !tip.isEmpty())
                        tips.append({view->viewport(), tip});
        }
    }
    return tips;
}

// Each tooltip of `root` shown as Qt shows it; those that wrap (rich text, or wider than the screen) and
// break a known word or a rule ID on the way.
QStringList toolTipsBroken(QWidget *root, const QString &language)
{
    QStringList broken;
    const QStringList words = knownWordsWithQuotes(language);
    QStringList seen;
    for (const auto &[widget, tip] : toolTipsIn(root)) {
        if (seen.contains(tip))
            continue;
        seen << tip;
        QToolTip::showText(widget->mapToGlobal(QPoint(4, 4)), tip, widget);
        QLabel *label = nullptr;
        for (QWidget *w : QApplication::topLevelWidgets())
            if (w->inherits("QTipLabel") && w->isVisible())
                label = qobject_cast<QLabel *>(w);
        if (label && label->wordWrap()) {
            QCoreApplication::processEvents(); // painted once
            const int width = label->contentsRect().width();
            const QStringList at = isRich(label)
                                       ? brokenInDocument(*labelDocument(label, width), words)
                                       : QStringList{brokenWord(label->text(), label->font(), width, words)};
            if (!at.value(0).isEmpty())
                broken << QStringLiteral("tooltip of %1 \"%2\": %3 at %4 px")
                              .arg(where(widget), QString(tip).left(80), at.value(0))
                              .arg(width);
            if (label->height() + 1 < label->heightForWidth(label->width()))
                broken << QStringLiteral("tooltip of %1 \"%2\": %3 px high, needs %4")
                              .arg(where(widget), QString(tip).left(80))
                              .arg(label->height())
                              .arg(label->heightForWidth(label->width()));
        }
        QToolTip::hideText();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
    return broken;
}

// Chinese and Japanese lists use their own punctuation: an ASCII comma or semicolon with a CJK character
// on either side (digits and signs between) is a list made the English way ("石頭 -1, 金幣 +2").
QStringList asciiListPunctuation(const QStringList &texts)
{
    static const QRegularExpression cjk(QStringLiteral("[\\x{3040}-\\x{30ff}\\x{3400}-\\x{9fff}]"));
    static const QRegularExpression englishList(
        QStringLiteral("[\\x{3040}-\\x{30ff}\\x{3400}-\\x{9fff}][\\s0-9+\\-]*[,;] |[,;] [\\x{3040}-\\x{30ff}"
                       "\\x{3400}-\\x{9fff}]"));
    QStringList found;
    for (const QString &text : texts) {
        const QString plain = QString(text).remove(QChar(0x2060));
        if (plain.contains(cjk) && plain.contains(englishList))
            found << plain;
    }
    return found;
}

} // namespace

void TestLaptopLayout::cjkLabelsBreakBetweenWords_data()
{
    languages();
}

// 「得点トラック上のトンネルの得点：」 never as 得 / 点, SCORE-ONE-PER-TUNNEL never at a hyphen: every
// wrapping label of the score sheet, the table and the editors, plain or rich, breaks its lines between words
// only, in the width it has and in any other; and so does every tooltip that wraps. The new game's summary
// too, whose rich labels link the rule IDs.
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
        broken << wordsBrokenIn(&w, language) << toolTipsBroken(&w, language);
    }
    {
        const std::unique_ptr<TableWindow> w = openTable(language);
        QVERIFY(w);
        for (QDockWidget *d : w->docks()) {
            d->raise();
            QTest::qWait(20);
            broken << wordsBrokenIn(d->widget(), language) << toolTipsBroken(d->widget(), language);
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
            broken << wordsBrokenIn(d->widget(), language) << toolTipsBroken(d->widget(), language);
        }
        w.setWindowModified(false);
    }
    {
        CatalogEditorWindow w;
        QVERIFY(showDocument(w, language, kLaptop));
        for (int tab = 0; tab < w.tabs()->count(); ++tab) {
            w.tabs()->setCurrentIndex(tab);
            QTest::qWait(20);
            broken << wordsBrokenIn(&w, language) << toolTipsBroken(w.tabs()->currentWidget(), language);
        }
    }
    {
        // The new game's summary: rich labels, the rules checked as links (SET-GATES, MOOT-CHAIN, …).
        NewGameWizard wizard;
        test::pageOf<PlayersPage>(wizard, kPlayersPage)->countBox()->setValue(3);
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        for (int i = 0; i < 20 && wizard.currentId() != kSummaryPage; ++i)
            wizard.next();
        QCOMPARE(wizard.currentId(), kSummaryPage);
        settleLayouts(50);
        // At its width and at any a narrower wizard gives it, down to 16 em (a rule ID needs about 8).
        int richLabels = 0;
        for (const QLabel *label : wizard.currentPage()->findChildren<QLabel *>()) {
            if (!label->isVisible() || !label->wordWrap() || !isRich(label))
                continue;
            ++richLabels;
            const int em = label->fontMetrics().height();
            for (int width = label->contentsRect().width(); width >= 16 * em; width -= 3)
                if (const QString at =
                        brokenInDocument(*labelDocument(label, width), knownWords(language)).value(0);
                    !at.isEmpty()) {
                    broken << QStringLiteral("%1: %2 at %3 px").arg(where(label), at).arg(width);
                    break;
                }
        }
        QVERIFY(richLabels >= 2); // the rules checked, the status
    }
    broken.removeDuplicates();
    QVERIFY2(broken.isEmpty(), qPrintable(broken.join(QLatin1Char('\n'))));
}

void TestLaptopLayout::rulesBrowserBreaksBetweenWords_data()
{
    languages();
}

// Every rule in the rules browser at 1280 × 720, and at the widths a smaller window gives its text: the
// rule's words, the rulebook's quoted words (相連, 基座, 榮譽點數) and the rule IDs are never broken.
void TestLaptopLayout::rulesBrowserBreaksBetweenWords()
{
    QFETCH(QString, language);
    ScoreSheetWindow w; // the browser speaks the application's language
    QVERIFY(showDocument(w, language, kLaptop));
    RulesBrowser *browser = RulesBrowser::showRule(QString(), &w);
    browser->resize(kLaptop);
    QVERIFY(QTest::qWaitForWindowExposed(browser));
    const QStringList words = knownWordsWithQuotes(language);
    QStringList broken;
    for (const RuleInfo &rule : allRules()) {
        RulesBrowser::showRule(QLatin1String(rule.id), &w);
        QCOMPARE(browser->currentRule(), QLatin1String(rule.id));
        const QTextDocument *shown = browser->ruleView()->document();
        QVERIFY(shown->textWidth() > 300);
        for (const QString &at : brokenInDocument(*shown, words))
            broken << QStringLiteral("%1: %2").arg(QLatin1String(rule.id), at);
        for (const int width : {360, 420, 520, 640}) {
            const std::unique_ptr<QTextDocument> narrower(shown->clone());
            narrower->setTextWidth(width);
            narrower->documentLayout()->documentSize(); // laid out: a clone has no lines until it is
            for (const QString &at : brokenInDocument(*narrower, words))
                broken << QStringLiteral("%1 at %2 px: %3").arg(QLatin1String(rule.id)).arg(width).arg(at);
        }
    }
    delete browser;
    broken.removeDuplicates();
    QVERIFY2(broken.isEmpty(), qPrintable(broken.join(QLatin1Char('\n'))));
}

namespace {

// A paint device that keeps the text painted on it, line by line as drawn: what a PNG or a PDF export shows.
class TextRecorder : public QPaintDevice {
public:
    TextRecorder(const QSize &size, int dpi) : m_size(size), m_dpi(dpi) {}
    ~TextRecorder() override = default;
    QPaintEngine *paintEngine() const override { return &m_engine; }
    // The text items on one baseline, left to right, top to bottom.
    QStringList lines() const
    {
        std::map<int, std::map<qreal, QString>> byBaseline;
        for (const auto &[at, text] : m_engine.items)
            byBaseline[qRound(at.y())][at.x()] += text;
        QStringList lines;
        for (const auto &[y, items] : byBaseline) {
            QString line;
            for (const auto &[x, text] : items)
                line += text;
            lines << line;
        }
        return lines;
    }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth:
            return m_size.width();
        case PdmHeight:
            return m_size.height();
        case PdmWidthMM:
            return qRound(m_size.width() * 25.4 / m_dpi);
        case PdmHeightMM:
            return qRound(m_size.height() * 25.4 / m_dpi);
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return m_dpi;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return int(devicePixelRatioFScale());
        case PdmNumColors:
            return INT_MAX;
        case PdmDepth:
            return 32;
        }
        return 0;
    }

private:
    class Engine : public QPaintEngine {
    public:
        Engine() : QPaintEngine(QPaintEngine::AllFeatures) {}
        bool begin(QPaintDevice *) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState &state) override
        {
            if (state.state() & QPaintEngine::DirtyTransform)
                m_transform = state.transform();
        }
        void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
        void drawPath(const QPainterPath &) override {}
        void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
        void drawTextItem(const QPointF &at, const QTextItem &item) override
        {
            items.push_back({m_transform.map(at), item.text()});
        }
        Type type() const override { return QPaintEngine::User; }
        std::vector<std::pair<QPointF, QString>> items;

    private:
        QTransform m_transform;
    };
    mutable Engine m_engine;
    QSize m_size;
    int m_dpi;
};

// The lines of the results as the PNG export (`width` px wide, 16 px type; the app's is 1000) or the PDF
// export (A4 at 300 dpi, 15 mm margins) lays them out.
QStringList exportedLines(const SheetScore &score, const QString &title, bool pdf, int width = 1000)
{
    const QSize size = pdf ? QSize(2480, 3508) : QSize(width, 20000);
    TextRecorder device(size, pdf ? 300 : 96);
    QPainter painter(&device);
    const qreal margin = pdf ? 15 / 25.4 * 300 : 32;
    const QRectF area(margin, margin, size.width() - 2 * margin, size.height() - 2 * margin);
    paintScoreTable(painter, area, games::mountainKingScoreTable(score), title, pdf ? area.width() / 52 : 16);
    painter.end();
    return device.lines();
}

// Where consecutive lines split a known word or a rule ID ("巨|魔 in …").
QStringList brokenAcrossLines(const QStringList &lines, const QStringList &words)
{
    QStringList broken;
    for (int i = 1; i < lines.size(); ++i) {
        const QString joined = lines[i - 1] + lines[i];
        if (const QString at = brokenWordAt(joined, {int(lines[i - 1].size())}, words); !at.isEmpty())
            broken << QStringLiteral("%1 in \"%2\"").arg(at, QString(joined).remove(QChar(0x2060)));
    }
    return broken;
}

} // namespace

void TestLaptopLayout::exportsBreakBetweenWords_data()
{
    languages();
}

// The PNG (at several widths) and PDF exports of the five-player sheet and of the example game break their
// paragraphs between words (巨魔, 榮譽點數, 勝ちます, SCORE-TIE whole), list in the language's own
// punctuation, name players with a space where a Latin name meets a Chinese word, and say each trade once.
void TestLaptopLayout::exportsBreakBetweenWords()
{
    QFETCH(QString, language);
    ScoreSheetWindow w;
    QVERIFY(showDocument(w, language, kLaptop, QStringLiteral(HK_FIXTURES "/sheets/five-players.hkscore")));
    // Astrid with one more pedestal token of 5: she ties with Bjorn on 85, and the tie-break sentence is
    // among the paragraphs.
    ScoreSheet tied = *readScoreSheet(QStringLiteral(HK_FIXTURES "/sheets/five-players.hkscore")).sheet;
    QCOMPARE(tied.players[0].name, QStringLiteral("Astrid"));
    tied.players[0].pedestalTokens.push_back(5);
    const SheetScore sheet = scoreSheet(tied);
    QVERIFY(!sheet.ties.empty());
    const std::unique_ptr<TableWindow> table = openTable(language);
    QVERIFY(table);
    const SheetScore game = scoreGame(table->document()->state()).score;
    table->document()->discardAutosave();

    const QStringList words = knownWords(language);
    QStringList problems;
    // The PDF on A4, the PNG as the app makes it and narrower: each width breaks the lines elsewhere.
    for (const int width : {0, 1000, 900, 860, 780, 720, 640, 580, 520, 460})
        for (const SheetScore *score : {&sheet, &game}) {
            const bool pdf = width == 0;
            const QStringList lines =
                exportedLines(*score, QStringLiteral("Hall of the Mountain King"), pdf, width);
            const QString which =
                QStringLiteral("%1 of the %2: ")
                    .arg(pdf ? QStringLiteral("PDF") : QStringLiteral("PNG %1 px").arg(width),
                         QLatin1String(score == &sheet ? "sheet" : "game"));
            QVERIFY2(lines.size() > 10, qPrintable(which + lines.join(QLatin1Char('\n'))));
            for (const QString &at : brokenAcrossLines(lines, words))
                problems << which + at;
            for (const QString &line : asciiListPunctuation(lines))
                problems << which + QStringLiteral("a list the English way: ") + line;
        }
    // What the exports and the results say of the tie and the trades, as sentences.
    const QStringList sentences = tieBreakLines(sheet) + tradeLines(sheet) + tradeLines(game);
    for (const QString &line : asciiListPunctuation(sentences))
        problems << QStringLiteral("a list the English way: ") + line;
    if (language.startsWith(QLatin1String("zh")))
        for (const QString &line : tieBreakLines(sheet)) {
            static const QRegularExpression runTogether(QStringLiteral("[A-Za-z][\\x{4e00}-\\x{9fff}]|"
                                                                       "[\\x{4e00}-\\x{9fff}][A-Za-z]"));
            if (line.contains(runTogether))
                problems << QStringLiteral("a Latin name run into a Chinese word: ") + line;
        }
    if (language == QLatin1String("ja"))
        for (const QString &line : tradeLines(sheet) + tradeLines(game))
            if (line.contains(QStringLiteral("交換")) && line.contains(QStringLiteral("を渡して")))
                problems << QStringLiteral("a trade said twice: ") + line;
    problems.removeDuplicates();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestLaptopLayout::historyListsInTheLanguagesPunctuation_data()
{
    languages();
}

// The table's history says what each action changed as a list: in Chinese and Japanese with 、 and ；, never
// ", " and "; " (the history of the example game has trades, recruits and digs).
void TestLaptopLayout::historyListsInTheLanguagesPunctuation()
{
    QFETCH(QString, language);
    const std::unique_ptr<TableWindow> w = openTable(language);
    QVERIFY(w);
    QDockWidget *history = dockNamed(*w, QStringLiteral("history"));
    auto *view = qobject_cast<QUndoView *>(history->widget());
    QVERIFY(view);
    QStringList lines;
    for (int row = 0; row < view->model()->rowCount(); ++row)
        lines << view->model()->index(row, 0).data().toString();
    QVERIFY(lines.size() > 5);
    const QStringList english = asciiListPunctuation(lines);
    QVERIFY2(english.isEmpty(), qPrintable(english.join(QLatin1Char('\n'))));
    w->document()->discardAutosave();
}

void TestLaptopLayout::fileDialogSpeaksTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    for (const char *code : {"zh_TW", "zh_CN", "ja"})
        QTest::newRow(code) << QString::fromLatin1(code);
}

// File ▸ Open's dialog where no desktop offers its own (Qt's, as under Xvfb) in the reader's language: its
// labels, buttons, tooltips, column headings and the kind of each entry ("資料夾", not "Folder"). The names
// of files and folders, the paths and the file patterns are what they are; the dates follow the system's
// locale, which is Qt's.
void TestLaptopLayout::fileDialogSpeaksTheLanguage()
{
    QFETCH(QString, language);
    ScoreSheetWindow w;
    QVERIFY(showDocument(w, language, kLaptop));
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("對局")));
    QFileDialog dialog(&w, QCoreApplication::translate("hk::gui::DocumentWindow", "Open"), dir.path(),
                       QStringLiteral("Hallkeeper (*.hkscore *.hkgame *.hkboard *.hkcatalog)"));
    dialog.setOption(QFileDialog::DontUseNativeDialog); // what a desktop without its own dialog shows
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto *view = dialog.findChild<QTreeView *>(QStringLiteral("treeView"));
    QVERIFY(view);
    QTRY_COMPARE(view->model()->rowCount(view->rootIndex()), 1);

    QStringList texts;
    for (const QWidget *widget : dialog.findChildren<QWidget *>()) {
        if (!widget->isVisible())
            continue;
        texts << widget->toolTip() << widget->accessibleName();
        if (const auto *label = qobject_cast<const QLabel *>(widget))
            texts << label->text();
        if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
            texts << button->text();
    }
    for (int column = 0; column < view->model()->columnCount(); ++column)
        texts << view->model()->headerData(column, Qt::Horizontal).toString();
    const QModelIndex folder = view->model()->index(0, 0, view->rootIndex());
    for (int column = 0; column < 3; ++column) // name, size, kind; the date is the system locale's
        texts << folder.siblingAtColumn(column).data().toString();
    texts << dialog.windowTitle();
    static const QRegularExpression englishWord(QStringLiteral("\\b[A-Za-z]{2,}\\b"));
    static const QStringList allowed{QStringLiteral("Hallkeeper"), QStringLiteral("hkscore"),
                                     QStringLiteral("hkgame"), QStringLiteral("hkboard"),
                                     QStringLiteral("hkcatalog")};
    QStringList english;
    for (QString text : texts) {
        text.remove(QLatin1Char('&'))
            .remove(QRegularExpression(QStringLiteral("\\(Alt\\+[A-Za-z]+\\)|Alt\\+\\w+")));
        for (auto it = englishWord.globalMatch(text); it.hasNext();)
            if (const QString word = it.next().captured(); !allowed.contains(word))
                english << QStringLiteral("\"%1\" in \"%2\"").arg(word, text);
    }
    english.removeDuplicates();
    dialog.reject();
    QVERIFY2(english.isEmpty(), qPrintable(english.join(QLatin1Char('\n'))));
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

void TestLaptopLayout::libraryWindowFitsALaptop_data()
{
    languagesAndLaptops();
}

// The Play Library window on a library of the hand-made BG Stats backup (CJK names and places), each tab
// at 1280 × 720 and 1366 × 768 in the four languages: no text cut, every page's content shown.
void TestLaptopLayout::libraryWindowFitsALaptop()
{
    QFETCH(QString, language);
    QFETCH(QSize, screen);
    QTemporaryDir dir;
    LibraryWindow w;
    w.setInteractive(false);
    switchLanguage(language, false);
    QCOMPARE(w.openLibrary(dir.filePath(QStringLiteral("library.sqlite"))), QString());
    QVERIFY(w.importFile(QStringLiteral(HK_FIXTURES "/library/bgstats-backup.json")));
    w.gameFilter()->setCurrentIndex(w.gameFilter()->findText(QStringLiteral("Carcassonne")));
    w.resize(screen);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    settleLayouts(50);
    QCOMPARE(w.size(), screen);
    QStringList cut;
    for (int tab = 0; tab < w.tabs()->count(); ++tab) {
        w.tabs()->setCurrentIndex(tab);
        if (QTableWidget *plays = w.playsTable(); w.tabs()->currentWidget()->isAncestorOf(plays))
            plays->selectRow(0);
        settleLayouts(20);
        const QString title = QStringLiteral("[%1] ").arg(w.tabs()->tabText(tab));
        for (const QString &c : cutTexts(w.centralWidget()) + cutWrappedTexts(w.centralWidget()))
            cut << title + c;
    }
    cut.removeDuplicates();
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestLaptopLayout)
#include "tst_laptop_layout.moc"
