// Names are text, never markup or layout: a score sheet and a game whose players are named with HTML ("<b>…",
// "<img src=…>", a style that makes the winner line huge) and with a line break are opened, and every place
// of the window that shows a name — each label, each tooltip, each cell and tooltip of a table or list, each
// text browser, the winner line — shows it literally: no tag is obeyed, no image loaded, no line forged. The
// results as exported (PNG, PDF: one painting) draw every name on its line.

#include "game_document.h"
#include "io/game_io.h"
#include "io/score_sheet_io.h"
#include "mountain_king_module.h"
#include "panels/score_standings.h"
#include "results/results_panel.h"
#include "results/score_table_model.h"
#include "score_sheet_window.h"
#include "score_table_export.h"
#include "scoring/final_score.h"
#include "table_window.h"

#include <QAbstractItemView>
#include <QAbstractTextDocumentLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPaintEngine>
#include <QPainter>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>

using namespace hk;
using namespace hk::gui;

namespace {

// Each name carries the marker "Forged<n>", which no text of the app has.
const QStringList kNames{
    QStringLiteral("<b>Forged0</b>"),
    QStringLiteral("<img src=':/art/hallkeeper-app.svg'>Forged1"),
    QStringLiteral("<span style='font-size:26pt;color:red'>Forged2</span>"),
};
const QString kLayoutName = QStringLiteral("Forged3\nWinner: Mallory");

// What a widget shows of `text`: Qt reads it as rich text when the format says so, or when it is automatic
// and the text looks like HTML (QLabel, QToolTip and item views' tooltips all decide so).
QString shown(const QString &text, Qt::TextFormat format = Qt::AutoText)
{
    if (format == Qt::PlainText || (format == Qt::AutoText && !Qt::mightBeRichText(text)))
        return text;
    QTextDocument document;
    document.setHtml(text);
    return document.toPlainText();
}

// Where a marker of a name is shown without its name whole, as typed (a tag obeyed, or the name cut).
QStringList misshown(const QString &where, const QString &raw, const QString &displayed)
{
    QStringList found;
    for (int n = 0; n < kNames.size(); ++n) {
        const QString marker = QStringLiteral("Forged%1").arg(n);
        if ((raw.contains(marker) || displayed.contains(marker)) && !displayed.contains(kNames[n]))
            found << QStringLiteral("%1: %2").arg(where, displayed.left(200));
    }
    // An image in rich text is an <img> obeyed: whatever its source, it must never be.
    if (displayed.contains(QChar::ObjectReplacementCharacter))
        found << QStringLiteral("%1: an image shown").arg(where);
    return found;
}

// Every label, tooltip, item and text browser of `window` (shown, hidden or in a closed dock alike).
QStringList everyPlace(QWidget *window)
{
    QStringList wrong;
    QList<QWidget *> widgets = window->findChildren<QWidget *>();
    widgets.prepend(window);
    for (QWidget *w : widgets) {
        const QString name = QStringLiteral("%1 \"%2\"")
                                 .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName());
        if (!w->toolTip().isEmpty())
            wrong << misshown(name + QStringLiteral(" tooltip"), w->toolTip(), shown(w->toolTip()));
        if (auto *label = qobject_cast<QLabel *>(w))
            wrong << misshown(name, label->text(), shown(label->text(), label->textFormat()));
        if (auto *browser = qobject_cast<QTextBrowser *>(w))
            wrong << misshown(name, browser->toHtml(), browser->toPlainText());
        if (auto *view = qobject_cast<QAbstractItemView *>(w); view && view->model()) {
            const QAbstractItemModel *model = view->model();
            for (int r = 0; r < model->rowCount(); ++r)
                for (int c = 0; c < model->columnCount(); ++c) {
                    const QModelIndex index = model->index(r, c);
                    const QString display = index.data(Qt::DisplayRole).toString();
                    const QString tip = index.data(Qt::ToolTipRole).toString();
                    const QString where =
                        QStringLiteral("%1 [%2, %3]").arg(name, QString::number(r), QString::number(c));
                    wrong << misshown(where, display, display);
                    wrong << misshown(where + QStringLiteral(" tooltip"), tip, shown(tip));
                }
            for (int c = 0; c < model->columnCount(); ++c) {
                const QString tip = model->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString();
                wrong << misshown(name + QStringLiteral(" header tooltip"), tip, shown(tip));
            }
        }
    }
    wrong.removeDuplicates();
    return wrong;
}

// A paint device that keeps the text of every line drawn on it, as the PNG and PDF exports draw them.
class TextCapture : public QPaintDevice {
public:
    QStringList lines;
    QPaintEngine *paintEngine() const override { return &m_engine; }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth:
            return 1000;
        case PdmHeight:
            return 100000;
        case PdmWidthMM:
            return 265;
        case PdmHeightMM:
            return 26458;
        case PdmDevicePixelRatioScaled:
            return int(devicePixelRatioFScale());
        case PdmDepth:
            return 32;
        case PdmNumColors:
            return INT_MAX;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 96;
        default:
            return 1;
        }
    }

private:
    class Engine : public QPaintEngine {
    public:
        explicit Engine(TextCapture *owner) : m_owner(owner) {}
        bool begin(QPaintDevice *) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState &) override {}
        void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
        void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
        void drawTextItem(const QPointF &, const QTextItem &item) override { m_owner->lines << item.text(); }
        Type type() const override { return User; }

    private:
        TextCapture *m_owner;
    };
    mutable Engine m_engine{this};
};

QJsonObject fixture(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
}

// `players` renamed: the first ones after kNames, the last one kLayoutName.
QJsonArray renamed(QJsonArray players)
{
    for (int i = 0; i < players.size(); ++i) {
        QJsonObject p = players[i].toObject();
        p[QStringLiteral("name")] =
            i + 1 == players.size() ? kLayoutName : kNames.value(i, QStringLiteral("Plain%1").arg(i));
        players[i] = p;
    }
    return players;
}

bool write(const QString &file, const QJsonObject &root)
{
    QFile f(file);
    return f.open(QIODevice::WriteOnly) && f.write(QJsonDocument(root).toJson()) > 0;
}

} // namespace

class TestNamesAsText : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void aScoreSheetShowsNamesAsText();
    void aGameShowsNamesAsText();
    void theExportedResultsShowNamesAsText();

private:
    QTemporaryDir m_dir;
};

void TestNamesAsText::initTestCase()
{
    qputenv("XDG_DATA_HOME", m_dir.filePath(QStringLiteral("data")).toUtf8());
    qputenv("XDG_CONFIG_HOME", m_dir.filePath(QStringLiteral("config")).toUtf8());
}

void TestNamesAsText::aScoreSheetShowsNamesAsText()
{
    // Four players: three named with markup, the last with a line break; the sheet is complete, so the
    // winner line names a winner.
    QJsonObject sheet = fixture(QStringLiteral(HK_FIXTURES "/sheets/rulebook-example.hkscore"));
    QJsonArray players = sheet.value(QStringLiteral("players")).toArray();
    while (players.size() < 4)
        players.append(players.last());
    sheet[QStringLiteral("players")] = renamed(players);
    const QString file = m_dir.filePath(QStringLiteral("names.hkscore"));
    QVERIFY(write(file, sheet));

    ScoreSheetWindow window;
    window.setInteractive(false);
    QVERIFY2(window.openFile(file), qPrintable(window.messages().join(QLatin1Char('\n'))));
    window.resize(1280, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QStringList wrong = everyPlace(&window);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    // The line break of a name is shown, never obeyed: no line of the results starts with "Winner:" twice.
    for (QLabel *label : window.results()->findChildren<QLabel *>())
        QVERIFY2(!label->text().contains(QStringLiteral("\nWinner: Mallory")), qPrintable(label->text()));
}

void TestNamesAsText::aGameShowsNamesAsText()
{
    QJsonObject game = fixture(QStringLiteral(HK_FIXTURES "/games/five-players.hkgame"));
    QJsonObject setup = game.value(QStringLiteral("setup")).toObject();
    setup[QStringLiteral("players")] = renamed(setup.value(QStringLiteral("players")).toArray());
    game[QStringLiteral("setup")] = setup;
    const QString file = m_dir.filePath(QStringLiteral("names.hkgame"));
    QVERIFY(write(file, game));

    TableWindow window;
    window.setInteractive(false);
    QVERIFY2(window.openFile(file), qPrintable(window.messages().join(QLatin1Char('\n'))));
    window.resize(1280, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::qWait(50); // the panels that size themselves once shown
    // Explain shows a score cell's explanation, names included.
    const QAbstractItemModel *scores = window.scores()->model();
    emit window.scores()->explainRequested(0, scores->columnCount() - 2);
    const QStringList wrong = everyPlace(&window);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    for (QLabel *label : window.scores()->findChildren<QLabel *>())
        QVERIFY2(!label->text().contains(QStringLiteral("\nWinner: Mallory")), qPrintable(label->text()));
}

// The PNG and PDF exports paint the results: each name drawn whole on its line, its line break shown.
void TestNamesAsText::theExportedResultsShowNamesAsText()
{
    QJsonObject sheet = fixture(QStringLiteral(HK_FIXTURES "/sheets/rulebook-example.hkscore"));
    QJsonArray players = sheet.value(QStringLiteral("players")).toArray();
    while (players.size() < 4)
        players.append(players.last());
    sheet[QStringLiteral("players")] = renamed(players);
    const QString file = m_dir.filePath(QStringLiteral("export.hkscore"));
    QVERIFY(write(file, sheet));
    const ScoreSheetReadResult read = readScoreSheet(file, ReadMode::Draft);
    QVERIFY(read.sheet);

    TextCapture capture;
    QPainter painter(&capture);
    paintScoreTable(painter, QRectF(32, 32, 936, 99000),
                    games::mountainKingScoreTable(scoreSheet(*read.sheet)), QStringLiteral("Results"), 16);
    painter.end();
    const QString drawn = capture.lines.join(QLatin1Char('|'));
    for (const QString &line : capture.lines)
        QVERIFY2(!line.startsWith(QStringLiteral("Winner: Mallory")), qPrintable(drawn));
    QVERIFY2(drawn.contains(QStringLiteral("Forged3\\x0aWinner: Mallory")), qPrintable(drawn));
    for (const QString &name : kNames)
        QVERIFY2(drawn.contains(name), qPrintable(name));
}

QTEST_MAIN(TestNamesAsText)
#include "tst_names_as_text.moc"
