#include "results/results_export.h"

#include "io/json_check.h"
#include "line_breaks.h"
#include "results/score_chart.h"
#include "scoring/names_on_one_line.h"
#include "scoring/score_report.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>
#include <QPageLayout>
#include <QPainter>
#include <QPalette>
#include <QPdfWriter>

namespace hk::gui {

namespace {

class ExportText {
    Q_DECLARE_TR_FUNCTIONS(ResultsExport)
};

QPalette printPalette()
{
    QPalette palette;
    palette.setColor(QPalette::WindowText, QColor(0x1a, 0x1a, 0x1a));
    palette.setColor(QPalette::Base, Qt::white);
    return palette;
}

QFont fontOfSize(qreal pixels, bool bold = false)
{
    QFont font = QGuiApplication::font();
    font.setPixelSize(std::max(1, qRound(pixels)));
    font.setBold(bold);
    return font;
}

// Wrapped paragraph, between words only (line_breaks.h); returns its height.
qreal drawParagraph(QPainter &p, const QRectF &area, qreal y, const QString &text)
{
    const QRectF box(area.left(), y, area.width(), 10000);
    const QString joined = keepWordsTogether(text);
    const QRectF used = p.boundingRect(box, Qt::TextWordWrap | Qt::AlignLeft, joined);
    p.drawText(box, Qt::TextWordWrap | Qt::AlignLeft, joined);
    return used.height();
}

} // namespace

qreal paintResults(QPainter &p, const QRectF &area, const SheetScore &scored, const QString &title,
                   qreal unit, int problems)
{
    // Names are text on the line of their sentence: a line break in one never draws a line of its own.
    SheetScore score = scored;
    showNamesOnOneLine(score);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const QColor ink(0x1a, 0x1a, 0x1a);
    p.setPen(ink);
    qreal y = area.top();

    p.setFont(fontOfSize(unit * 1.6, true));
    y += drawParagraph(p, area, y, title) + unit * 0.3;
    p.setFont(fontOfSize(unit * 0.85));
    p.setPen(QColor(0x55, 0x55, 0x55));
    const QString date = QLocale().toString(QDate::currentDate(), QLocale::LongFormat);
    y += drawParagraph(p, area, y,
                       score.standing == Standing::Final
                           ? ExportText::tr("Final scoring computed by Hallkeeper on %1").arg(date)
                           : ExportText::tr("Projected scoring computed by Hallkeeper on %1").arg(date)) +
         unit * (problems > 0 ? 0.4 : 1.0);
    if (problems > 0) {
        p.setFont(fontOfSize(unit * 1.1, true));
        p.setPen(QColor(0xb0, 0x1c, 0x1c));
        y += drawParagraph(p, area, y, provisionalNote(problems)) + unit;
    }
    p.setPen(ink);

    // The table: a name column, then one column per category and the rank.
    const bool teams = !score.entities.empty() && score.entities.front().team != 0;
    QStringList header{teams ? ExportText::tr("Team") : ExportText::tr("Player")};
    for (ScoreCategory c : kAllScoreCategories)
        header << categoryName(c);
    header << ExportText::tr("Rank");
    QList<QStringList> rows;
    for (const EntityScore &e : score.entities) {
        QStringList row{entityLabel(e)};
        for (ScoreCategory c : kAllScoreCategories)
            row << QString::number(categoryPoints(e, c));
        row << (e.rank > 0 ? QString::number(e.rank) : QStringLiteral("–")); // –: nothing entered yet
        rows << row;
    }
    qreal fontSize = unit;
    QList<qreal> widths;
    for (;;) { // shrink the table's font until it fits the width
        const QFontMetricsF fm(fontOfSize(fontSize, true));
        widths.clear();
        for (int c = 0; c < header.size(); ++c) {
            qreal w = fm.horizontalAdvance(header[c]);
            for (const QStringList &row : rows)
                w = std::max(w, fm.horizontalAdvance(row[c]));
            widths << w + fontSize * 1.2;
        }
        qreal total = 0;
        for (qreal w : widths)
            total += w;
        if (total <= area.width() || fontSize < unit * 0.5) {
            widths[0] += std::max<qreal>(0, area.width() - total); // the name column takes the rest
            break;
        }
        fontSize *= 0.92;
    }
    const qreal rowHeight = fontSize * 2.0;
    const auto drawRow = [&](const QStringList &cells, qreal top, bool bold, const QColor &fill) {
        p.setPen(Qt::NoPen);
        p.setBrush(fill);
        p.drawRect(QRectF(area.left(), top, area.width(), rowHeight));
        qreal x = area.left();
        for (int c = 0; c < cells.size(); ++c) {
            p.setFont(fontOfSize(fontSize, bold || c == header.size() - 2));
            p.setPen(ink);
            const QRectF cell(x + fontSize * 0.6, top, widths[c] - fontSize * 1.2, rowHeight);
            p.drawText(cell, (c == 0 ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter, cells[c]);
            x += widths[c];
        }
    };
    drawRow(header, y, true, QColor(0xe4, 0xe1, 0xda));
    y += rowHeight;
    for (int r = 0; r < rows.size(); ++r) {
        const bool winner = score.entities[r].rank == 1;
        drawRow(rows[r], y, winner,
                winner ? QColor(0xfb, 0xf0, 0xc8) : (r % 2 ? QColor(0xf6, 0xf5, 0xf2) : Qt::white));
        y += rowHeight;
    }
    p.setPen(QPen(QColor(0x99, 0x99, 0x99), 1));
    p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
    p.setPen(ink);
    y += unit;

    p.setFont(fontOfSize(unit * 1.2, true));
    y += drawParagraph(p, area, y, winnerLine(score)) + unit * 0.4;
    p.setFont(fontOfSize(unit * 0.95));
    if (const QString incomplete = completenessLine(score); !incomplete.isEmpty())
        y += drawParagraph(p, area, y, incomplete) + unit * 0.2;
    for (const QString &line : tieBreakLines(score))
        y += drawParagraph(p, area, y, line) + unit * 0.2;
    y += unit * 0.5;
    p.setFont(fontOfSize(unit, true));
    y += drawParagraph(p, area, y, ExportText::tr("Optimal leftover trades")) + unit * 0.2;
    p.setFont(fontOfSize(unit * 0.95));
    for (const QString &line : tradeLines(score))
        y += drawParagraph(p, area, y, line);
    y += unit;
    if (!score.rulings.empty()) { // a game's table rulings, so that a disputed score can be re-read
        p.setFont(fontOfSize(unit, true));
        y += drawParagraph(p, area, y, ExportText::tr("Table rulings")) + unit * 0.2;
        p.setFont(fontOfSize(unit * 0.95));
        for (const SheetScore::Ruling &r : score.rulings)
            y += drawParagraph(p, area, y, r.text);
        y += unit;
    }

    p.setFont(fontOfSize(unit * 0.9));
    const qreal chartHeight = unit * (4.5 + 2.4 * std::max<int>(2, int(score.entities.size())));
    ScoreChart::paint(p, QRectF(area.left(), y, area.width(), chartHeight), score, printPalette());
    y += chartHeight;
    p.restore();
    return y - area.top();
}

QImage resultsImage(const SheetScore &score, const QString &title, qreal devicePixelRatio, int problems)
{
    const qreal width = 1000, unit = 16, margin = 32;
    // First measure, then draw on an image of the right height.
    QImage probe(1, 1, QImage::Format_ARGB32_Premultiplied);
    QPainter measure(&probe);
    const qreal height =
        paintResults(measure, QRectF(margin, margin, width - 2 * margin, 1e6), score, title, unit, problems);
    measure.end();
    QImage image((QSizeF(width, height + 2 * margin) * devicePixelRatio).toSize(),
                 QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatio);
    image.fill(Qt::white);
    QPainter painter(&image);
    paintResults(painter, QRectF(margin, margin, width - 2 * margin, height), score, title, unit, problems);
    return image;
}

QString exportResultsPng(const QString &fileName, const SheetScore &score, const QString &title, int problems)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!resultsImage(score, title, 2.0, problems).save(&buffer, "PNG"))
        return ExportText::tr("the image could not be encoded");
    return writeFileAtomically(fileName, bytes);
}

QString exportResultsPdf(const QString &fileName, const SheetScore &score, const QString &title, int problems)
{
    // Drawn in memory, then written by the one atomic writer that checks every write (a full disk is reported
    // and the old file kept).
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter pdf(&buffer);
        pdf.setTitle(problems > 0 ? title + QStringLiteral(" — ") + provisionalNote(problems) : title);
        pdf.setCreator(QStringLiteral("Hallkeeper"));
        pdf.setResolution(300);
        pdf.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                      QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
        QPainter painter;
        if (!painter.begin(&pdf))
            return ExportText::tr("the PDF could not be started");
        const QRectF page(0, 0, pdf.width(), pdf.height());
        paintResults(painter, page, score, title, page.width() / 52, problems);
        painter.end();
    }
    return writeFileAtomically(fileName, bytes);
}

QByteArray resultsCsv(const SheetScore &score, int problems)
{
    const auto field = [](QString text) {
        if (text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) ||
            text.contains(QLatin1Char('\n')))
            text =
                QLatin1Char('"') + text.replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
        return text;
    };
    const bool teams = !score.entities.empty() && score.entities.front().team != 0;
    QStringList header{teams ? ExportText::tr("Team") : ExportText::tr("Player")};
    for (ScoreCategory c : kAllScoreCategories)
        header << categoryName(c);
    header << ExportText::tr("Rank") << ExportText::tr("Troll level sum");
    QStringList lines;
    if (problems > 0) // a line of its own above the table, which a spreadsheet shows in its first cell
        lines << field(provisionalNote(problems));
    QStringList cells;
    for (const QString &h : header)
        cells << field(h);
    lines << cells.join(QLatin1Char(','));
    for (const EntityScore &e : score.entities) {
        cells = {field(entityLabel(e))};
        for (ScoreCategory c : kAllScoreCategories)
            cells << QString::number(categoryPoints(e, c));
        cells << (e.rank > 0 ? QString::number(e.rank) : QString()) << QString::number(e.trollLevelSum);
        lines << cells.join(QLatin1Char(','));
    }
    // A game's table rulings, after an empty row: one row each, the heading then the ruling.
    if (!score.rulings.empty())
        lines << QString();
    for (const SheetScore::Ruling &r : score.rulings)
        lines << field(ExportText::tr("Table rulings")) + QLatin1Char(',') + field(r.text);
    // A byte order mark, so that spreadsheet programs read the names as UTF-8.
    return "\xEF\xBB\xBF" + lines.join(QStringLiteral("\r\n")).toUtf8() + "\r\n";
}

QString exportResultsCsv(const QString &fileName, const SheetScore &score, int problems)
{
    return writeFileAtomically(fileName, resultsCsv(score, problems));
}

QString exportResults(const QString &fileName, const SheetScore &score, const QString &title, int problems)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return exportResultsPng(fileName, score, title, problems);
    if (suffix == QLatin1String("pdf"))
        return exportResultsPdf(fileName, score, title, problems);
    if (suffix == QLatin1String("csv"))
        return exportResultsCsv(fileName, score, problems);
    return ExportText::tr("unknown file type \"%1\"; use .png, .pdf or .csv").arg(suffix);
}

} // namespace hk::gui
