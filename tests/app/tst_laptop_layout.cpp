// At a real table the app runs on a laptop, in the players' language: at 1280 × 720, in every language, the
// table mirror gives the board squares of at least 28 px with the current player, the clan market and the
// last actions in view without scrolling, no dock below its usable size (even after a cramped layout was
// saved); the score sheet shows five players side by side with their names and totals in view; and
// nothing anywhere is cut: every label, button and field is at least as wide as its text in its font. The
// board carries its coordinates along its edges, in the numbering of every message (squareText), and keeps
// them in view when zoomed and scrolled.

#include "board/board_view.h"
#include "elided_label.h"
#include "floor/board_drawing.h"
#include "floor/coordinate_ruler.h"
#include "game_document.h"
#include "io/game_io.h"
#include "line_breaks.h"
#include "model/geometry.h"
#include "panels/moot_widget.h"
#include "panels/player_panel.h"
#include "player_card.h"
#include "results/results_panel.h"
#include "score_sheet_window.h"
#include "sheet_editor.h"
#include "table_window.h"

#include <QAbstractButton>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextLayout>
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

private:
    void languages();
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

std::unique_ptr<TableWindow> TestLaptopLayout::openTable(const QString &language, bool keepLayout)
{
    auto w = std::make_unique<TableWindow>();
    w->setAttribute(Qt::WA_DeleteOnClose, false);
    w->setInteractive(false);
    w->setAskSave([] { return QMessageBox::Discard; });
    w->setLanguage(language, false);
    if (!w->openFile(QStringLiteral(HK_SOURCE_DIR "/docs/examples/mid-game.hkgame")))
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
    w.setInteractive(false);
    w.setLanguage(language, false);
    QVERIFY(w.openFile(QStringLiteral(HK_FIXTURES "/sheets/five-players.hkscore")));
    w.resize(kLaptop);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTest::qWait(50);

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
    for (int column = 0; column < table->model()->columnCount(); ++column) {
        const QString title = table->model()->headerData(column, Qt::Horizontal).toString();
        const int need = table->horizontalHeader()->fontMetrics().horizontalAdvance(title) + 4;
        QVERIFY2(table->horizontalHeader()->sectionSize(column) >= need,
                 qPrintable(QStringLiteral("column \"%1\": %2 px, needs %3")
                                .arg(title)
                                .arg(table->horizontalHeader()->sectionSize(column))
                                .arg(need)));
    }

    // Nothing cut: the cards (hall names!) and the results.
    QStringList cut = cutTexts(w.editor());
    cut << cutTexts(w.results());
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
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

// The widths at which `text`, laid out in lines like a wrapping label, breaks a line inside a katakana word.
QList<int> breaksInsideWords(const QString &text, const QFont &font)
{
    const auto katakana = [](QChar c) { return c.unicode() >= 0x30A1 && c.unicode() <= 0x30FC; };
    QList<int> widths;
    for (int width = 40; width <= 400; width += 3) {
        QTextLayout layout(text, font);
        QTextOption option;
        option.setWrapMode(QTextOption::WordWrap);
        layout.setTextOption(option);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine())
            line.setLineWidth(width);
        layout.endLayout();
        for (int i = 1; i < layout.lineCount(); ++i) {
            const int start = layout.lineAt(i).textStart();
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

QTEST_MAIN(TestLaptopLayout)
#include "tst_laptop_layout.moc"
