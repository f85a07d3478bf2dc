#include "score_table_export.h"

#include "files/file_io.h"
#include "line_breaks.h"
#include "provisional_note.h"
#include "score/score_table_text.h"
#include "score_chart.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>
#include <QPageLayout>
#include <QPainter>
#include <QPalette>
#include <QPdfWriter>

#include <numeric>

namespace hk::gui {

namespace {

class ExportText {
    Q_DECLARE_TR_FUNCTIONS(ResultsExport)
};

QFont sized(qreal pixels, bool bold = false)
{
    QFont font = QGuiApplication::font();
    font.setPixelSize(std::max(1, qRound(pixels)));
    font.setBold(bold);
    return font;
}

// "Team" where the entities are teams, else "Player".
QString entityHeading(const base::ScoreTable &table)
{
    const bool teams = std::any_of(table.entities.begin(), table.entities.end(),
                                   [](const base::ScoreEntity &e) { return !e.members.isEmpty(); });
    return teams ? ExportText::tr("Team") : ExportText::tr("Player");
}

// The rows of the table: the header, then one per entity (name, each category, total, rank).
QList<QStringList> rowsOf(const base::ScoreTable &table)
{
    QStringList header{entityHeading(table)};
    for (const base::ScoreColumn &c : table.columns)
        header << c.name;
    header << table.totalName << ExportText::tr("Rank");
    QList<QStringList> rows{header};
    for (const base::ScoreEntity &e : table.entities) {
        QStringList row{base::entityLabel(e)};
        for (const base::ScoreCell &cell : e.cells)
            row << base::pointsText(cell.points);
        row << base::pointsText(e.total) << (e.rank > 0 ? QString::number(e.rank) : QStringLiteral("—"));
        rows << row;
    }
    return rows;
}

QPalette printPalette()
{
    QPalette palette;
    palette.setColor(QPalette::WindowText, QColor(0x1a, 0x1a, 0x1a));
    palette.setColor(QPalette::Base, Qt::white);
    return palette;
}

} // namespace

qreal paintScoreTable(QPainter &p, const QRectF &area, const base::ScoreTable &scored, const QString &title,
                      qreal unit, int problems)
{
    // Names are text on the line of their sentence: a line break in one never draws a line of its own.
    const base::ScoreTable table = base::withNamesOnOneLine(scored);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const QColor ink(0x1a, 0x1a, 0x1a);
    qreal y = area.top();
    // Names are text, never markup: every paragraph is drawn as plain text, its words kept together on a
    // line.
    const auto paragraph = [&](const QString &text, const QFont &font, const QColor &colour, qreal after) {
        p.setFont(font);
        p.setPen(colour);
        const QRectF box(area.left(), y, area.width(), 1e6);
        const QString joined = keepWordsTogether(text);
        y += p.boundingRect(box, Qt::TextWordWrap, joined).height() + after;
        p.drawText(box, Qt::TextWordWrap, joined);
    };
    paragraph(title, sized(unit * 1.6, true), ink, unit * 0.3);
    const QString date = QLocale().toString(QDate::currentDate(), QLocale::LongFormat);
    paragraph(table.standing == base::Standing::Complete
                  ? ExportText::tr("Final scoring computed by Hallkeeper on %1").arg(date)
                  : ExportText::tr("Projected scoring computed by Hallkeeper on %1").arg(date),
              sized(unit * 0.85), QColor(0x55, 0x55, 0x55), unit);
    if (problems > 0)
        paragraph(provisionalNote(problems), sized(unit * 1.1, true), QColor(0xb0, 0x1c, 0x1c), unit);

    const QList<QStringList> rows = rowsOf(table);
    qreal size = unit;
    QList<qreal> widths;
    for (;;) { // the table's font shrinks until the table fits the width
        const QFontMetricsF metrics(sized(size, true));
        widths = QList<qreal>(rows.front().size(), 0);
        for (const QStringList &row : rows)
            for (int c = 0; c < row.size() && c < widths.size(); ++c)
                widths[c] = std::max(widths[c], metrics.horizontalAdvance(row[c]) + size * 1.2);
        const qreal total = std::accumulate(widths.begin(), widths.end(), qreal(0));
        if (total <= area.width() || size < unit * 0.5) {
            widths[0] += std::max<qreal>(0, area.width() - total);
            break;
        }
        size *= 0.92;
    }
    const qreal height = size * 2;
    for (int r = 0; r < rows.size(); ++r) {
        const bool winner =
            r > 0 && std::find(table.winners.begin(), table.winners.end(), r - 1) != table.winners.end();
        p.fillRect(QRectF(area.left(), y, area.width(), height),
                   r == 0   ? QColor(0xe4, 0xe1, 0xda)
                   : winner ? QColor(0xfb, 0xf0, 0xc8)
                            : (r % 2 ? Qt::white : QColor(0xf6, 0xf5, 0xf2)));
        p.setPen(ink);
        qreal x = area.left();
        for (int c = 0; c < rows[r].size() && c < widths.size(); ++c) {
            p.setFont(sized(size, r == 0 || winner || c == rows[r].size() - 2)); // the total in bold
            p.drawText(QRectF(x + size * 0.6, y, widths[c] - size * 1.2, height),
                       (c == 0 ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter, rows[r][c]);
            x += widths[c];
        }
        y += height;
    }
    p.setPen(QPen(QColor(0x99, 0x99, 0x99), 1));
    p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
    y += unit;
    for (const QString &line : table.decisions)
        paragraph(line, sized(unit * 0.95), ink, unit * 0.2);
    if (!table.decisions.isEmpty())
        y += unit * 0.4;
    if (const QString winner = base::winnerLine(table); !winner.isEmpty())
        paragraph(winner, sized(unit * 1.2, true), ink, unit * 0.4);
    for (const QString &line : base::tieSentences(table))
        paragraph(line, sized(unit * 0.95), ink, unit * 0.2);
    if (!table.standingNote.isEmpty())
        paragraph(table.standingNote, sized(unit * 0.95), ink, unit * 0.4);
    for (const base::ScoreNote &note : table.notes) { // what the game adds (Mountain King: the trades)
        y += unit * 0.4;
        paragraph(note.title, sized(unit, true), ink, unit * 0.2);
        for (const QString &line : note.lines)
            paragraph(line, sized(unit * 0.95), ink, 0);
    }
    if (!table.rulings.empty()) { // a game's table rulings, so that a disputed score can be re-read
        y += unit * 0.4;
        paragraph(ExportText::tr("Table rulings"), sized(unit, true), ink, unit * 0.2);
        for (const base::ScoreRuling &r : table.rulings)
            paragraph(r.text, sized(unit * 0.95), ink, 0);
    }
    if (ScoreChart::showsParts(table) && !table.entities.empty()) {
        y += unit;
        p.setFont(sized(unit * 0.9));
        const qreal chartHeight = unit * (4.5 + 2.4 * std::max<int>(2, int(table.entities.size())));
        ScoreChart::paint(p, QRectF(area.left(), y, area.width(), chartHeight), table, printPalette());
        y += chartHeight;
    }
    p.restore();
    return y - area.top();
}

QImage scoreTableImage(const base::ScoreTable &table, const QString &title, int problems)
{
    const qreal width = 1000, unit = 16, margin = 32, ratio = 2;
    QImage probe(1, 1, QImage::Format_ARGB32_Premultiplied);
    QPainter measure(&probe);
    const qreal height = paintScoreTable(measure, QRectF(margin, margin, width - 2 * margin, 1e6), table,
                                         title, unit, problems);
    measure.end();
    QImage image((QSizeF(width, height + 2 * margin) * ratio).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::white);
    QPainter painter(&image);
    paintScoreTable(painter, QRectF(margin, margin, width - 2 * margin, height), table, title, unit,
                    problems);
    return image;
}

QByteArray scoreTableCsv(const base::ScoreTable &table, int problems)
{
    const auto field = [](QString text) {
        if (text.contains(QLatin1Char(',')) || text.contains(QLatin1Char('"')) ||
            text.contains(QLatin1Char('\n')))
            text =
                QLatin1Char('"') + text.replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
        return text;
    };
    QStringList lines;
    if (problems > 0)
        lines << field(provisionalNote(problems));
    const QList<QStringList> rows = rowsOf(table);
    for (int r = 0; r < rows.size(); ++r) {
        QStringList row = rows[r];
        for (QString &cell : row)
            cell = cell == QStringLiteral("—") ? QString() : field(cell);
        // Each tie-break's value, which a tie was broken on (or its heading), unless a column holds it
        // already.
        for (size_t s = 0; s < table.tieBreaks.size(); ++s) {
            const base::TieBreakStep &step = table.tieBreaks[s];
            if (table.column(step.id) >= 0)
                continue;
            if (r == 0) { // its heading, else its name as a heading ("medals": "Medals")
                QString heading = step.heading.isEmpty() ? step.name : step.heading;
                if (!heading.isEmpty())
                    heading[0] = heading[0].toUpper();
                row << field(heading);
                continue;
            }
            const base::ScoreEntity &e = table.entities[size_t(r - 1)];
            row << (s < e.tieBreakValues.size() && e.tieBreakValues[s] ? QString::number(*e.tieBreakValues[s])
                                                                       : QString());
        }
        lines << row.join(QLatin1Char(','));
    }
    if (!table.decisions.isEmpty())
        lines << QString();
    for (const QString &line : table.decisions)
        lines << field(ExportText::tr("How it was decided")) + QLatin1Char(',') + field(line);
    // A game's table rulings, after an empty row: one row each, the heading then the ruling.
    if (!table.rulings.empty())
        lines << QString();
    for (const base::ScoreRuling &r : table.rulings)
        lines << field(ExportText::tr("Table rulings")) + QLatin1Char(',') + field(r.text);
    // A byte order mark, so that spreadsheet programs read the names as UTF-8.
    return "\xEF\xBB\xBF" + lines.join(QStringLiteral("\r\n")).toUtf8() + "\r\n";
}

QString exportScoreTable(const QString &fileName, const base::ScoreTable &table, const QString &title,
                         int problems)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    QByteArray bytes;
    if (suffix == QLatin1String("csv")) {
        bytes = scoreTableCsv(table, problems);
    } else if (suffix == QLatin1String("png")) {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        if (!scoreTableImage(table, title, problems).save(&buffer, "PNG"))
            return ExportText::tr("the image could not be encoded");
    } else if (suffix == QLatin1String("pdf")) {
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
        paintScoreTable(painter, QRectF(0, 0, pdf.width(), pdf.height()), table, title, pdf.width() / 52.0,
                        problems);
        painter.end();
    } else {
        return ExportText::tr("unknown file type \"%1\"; use .png, .pdf or .csv").arg(suffix);
    }
    return base::writeFileAtomically(fileName, bytes);
}

} // namespace hk::gui
