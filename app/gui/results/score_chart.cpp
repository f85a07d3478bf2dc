#include "score_chart.h"

#include "score/score_table_text.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <array>

namespace hk::gui {

namespace {

// The columns the bars stack: those that count.
std::vector<int> countingColumns(const base::ScoreTable &table)
{
    std::vector<int> columns;
    for (int c = 0; c < int(table.columns.size()); ++c)
        if (table.columns[size_t(c)].counts)
            columns.push_back(c);
    return columns;
}

// A segment's length: its points, none below zero (a bar cannot go back).
int pointsOf(const base::ScoreEntity &e, int column)
{
    return column < int(e.cells.size()) ? std::max(0, e.cells[size_t(column)].points.value_or(0)) : 0;
}

struct Layout {
    std::vector<int> columns;
    QRectF legend;
    QRectF bars;
    qreal labelWidth = 0;
    qreal totalWidth = 0; // right of the longest bar: its total, whole
    qreal barHeight = 0;
    qreal gap = 0;
    int maxTotal = 1;
};

// The font of an entity's label: bold for rank 1. Measured with the font it is drawn in, so that a bold name
// is never wider than its room (and clipped on the left, right aligned as it is).
QFont labelFont(const QFont &base, const base::ScoreEntity &e)
{
    QFont font = base;
    font.setBold(e.rank == 1);
    return font;
}

Layout computeLayout(const QFont &font, const QRectF &rect, const base::ScoreTable &table)
{
    Layout l;
    l.columns = countingColumns(table);
    const QFontMetricsF fm(font);
    const qreal line = fm.height();
    const int legendRows = std::max(1, int(l.columns.size() + 2) / 3);
    l.legend = QRectF(rect.left(), rect.top(), rect.width(), line * (legendRows * 1.15 + 0.1));
    for (const base::ScoreEntity &e : table.entities)
        l.labelWidth =
            std::max(l.labelWidth, QFontMetricsF(labelFont(font, e)).horizontalAdvance(base::entityLabel(e)));
    l.labelWidth = std::min(l.labelWidth + line * 0.6, rect.width() * 0.35);
    l.bars = QRectF(rect.left(), l.legend.bottom() + line * 0.4, rect.width(),
                    rect.bottom() - l.legend.bottom() - line * 0.4);
    const int n = std::max<int>(1, int(table.entities.size()));
    l.gap = std::min(line * 0.6, l.bars.height() / (n * 4.0));
    l.barHeight = std::min(line * 1.9, (l.bars.height() - l.gap * (n - 1)) / n);
    QString widest;
    for (const base::ScoreEntity &e : table.entities) {
        int length = 0;
        for (int c : l.columns)
            length += pointsOf(e, c);
        l.maxTotal = std::max(l.maxTotal, length);
        const QString total = base::pointsText(e.total);
        if (fm.horizontalAdvance(total) > fm.horizontalAdvance(widest))
            widest = total;
    }
    l.totalWidth = fm.horizontalAdvance(widest) + 10;
    return l;
}

QRectF segmentRect(const Layout &l, const base::ScoreTable &table, int entity, int segment)
{
    const base::ScoreEntity &e = table.entities[size_t(entity)];
    const qreal width = l.bars.width() - l.labelWidth - l.totalWidth;
    const qreal scale = width / l.maxTotal;
    qreal x = l.bars.left() + l.labelWidth;
    for (int s = 0; s < segment; ++s)
        x += pointsOf(e, l.columns[size_t(s)]) * scale;
    const qreal y = l.bars.top() + entity * (l.barHeight + l.gap);
    return QRectF(x, y, pointsOf(e, l.columns[size_t(segment)]) * scale, l.barHeight);
}

} // namespace

ScoreChart::ScoreChart(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void ScoreChart::setTable(const base::ScoreTable &table)
{
    m_table = table;
    update();
}

QSize ScoreChart::sizeHint() const
{
    return {420, 240};
}
QSize ScoreChart::minimumSizeHint() const
{
    return {240, 140};
}

bool ScoreChart::showsParts(const base::ScoreTable &table)
{
    // A game whose total is not the sum of its columns says how it was decided (Dwarf: the categories won);
    // nothing to draw before a total is known.
    const bool anyTotal = std::any_of(table.entities.begin(), table.entities.end(),
                                      [](const base::ScoreEntity &e) { return e.total.has_value(); });
    if (!table.decisions.isEmpty() || !anyTotal)
        return false;
    const std::vector<int> columns = countingColumns(table);
    return std::all_of(table.entities.begin(), table.entities.end(), [&](const base::ScoreEntity &e) {
        const bool noneNegative = std::all_of(columns.begin(), columns.end(), [&](int c) {
            return size_t(c) >= e.cells.size() || e.cells[size_t(c)].points.value_or(0) >= 0;
        });
        return noneNegative && (!e.total || e.total == base::sumOfColumns(table, e));
    });
}

QColor ScoreChart::categoryColor(int category)
{
    // Okabe-Ito: told apart with every common colour vision deficiency; past its eight, the same again
    // lighter, so that no two categories of one chart share a colour.
    static const std::array<QColor, 8> colors = {QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9),
                                                 QColor(0x00, 0x9E, 0x73), QColor(0xF0, 0xE4, 0x42),
                                                 QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00),
                                                 QColor(0xCC, 0x79, 0xA7), QColor(0x33, 0x33, 0x33)};
    const size_t n = size_t(std::max(0, category));
    const QColor colour = colors[n % colors.size()];
    return n < colors.size() ? colour : colour.lighter(130 + 30 * int(n / colors.size() - 1));
}

void ScoreChart::paint(QPainter &p, const QRectF &rect, const base::ScoreTable &table,
                       const QPalette &palette)
{
    const QFontMetricsF fm(p.font());
    const Layout l = computeLayout(p.font(), rect, table);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);

    // Legend: rows of three.
    const qreal swatch = fm.height() * 0.75;
    for (int s = 0; s < int(l.columns.size()); ++s) {
        const qreal x = l.legend.left() + (s % 3) * l.legend.width() / 3;
        const qreal y = l.legend.top() + (s / 3) * fm.height() * 1.15;
        p.setPen(Qt::NoPen);
        p.setBrush(categoryColor(s));
        p.drawRoundedRect(QRectF(x, y + (fm.height() - swatch) / 2, swatch, swatch), 2, 2);
        p.setPen(palette.color(QPalette::WindowText));
        p.drawText(QRectF(x + swatch * 1.4, y, l.legend.width() / 3 - swatch * 1.6, fm.height()),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(table.columns[size_t(l.columns[size_t(s)])].name, Qt::ElideRight,
                                 l.legend.width() / 3 - swatch * 1.6));
    }

    const QFont baseFont = p.font();
    for (int i = 0; i < int(table.entities.size()); ++i) {
        const base::ScoreEntity &e = table.entities[size_t(i)];
        const qreal y = l.bars.top() + i * (l.barHeight + l.gap);
        p.setPen(palette.color(QPalette::WindowText));
        p.setFont(labelFont(baseFont, e));
        const QFontMetricsF labelMetrics(p.font());
        p.drawText(
            QRectF(l.bars.left(), y, l.labelWidth - fm.height() * 0.4, l.barHeight),
            Qt::AlignRight | Qt::AlignVCenter,
            labelMetrics.elidedText(base::entityLabel(e), Qt::ElideRight, l.labelWidth - fm.height() * 0.4));
        p.setFont(baseFont);
        qreal end = l.bars.left() + l.labelWidth;
        for (int s = 0; s < int(l.columns.size()); ++s) {
            const QRectF seg = segmentRect(l, table, i, s);
            if (seg.width() <= 0)
                continue;
            const QColor fill = categoryColor(s);
            p.setPen(QPen(palette.color(QPalette::Base), 1));
            p.setBrush(fill);
            p.drawRect(seg);
            const QString value = QString::number(pointsOf(e, l.columns[size_t(s)]));
            if (fm.horizontalAdvance(value) + 6 < seg.width()) {
                // Dark text on the light colours, white on the dark ones.
                p.setPen(fill.lightnessF() < 0.4 ? Qt::white : QColor(0x1a, 0x1a, 0x1a));
                p.drawText(seg, Qt::AlignCenter, value);
            }
            end = seg.right();
        }
        p.setPen(palette.color(QPalette::WindowText));
        p.drawText(QRectF(end + 4, y, l.totalWidth, l.barHeight), Qt::AlignLeft | Qt::AlignVCenter,
                   base::pointsText(e.total));
    }
    p.restore();
}

void ScoreChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    paint(p, QRectF(rect()).adjusted(6, 6, -6, -6), m_table, palette());
}

bool ScoreChart::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const Layout l = computeLayout(font(), QRectF(rect()).adjusted(6, 6, -6, -6), m_table);
        for (int i = 0; i < int(m_table.entities.size()); ++i)
            for (int s = 0; s < int(l.columns.size()); ++s)
                if (segmentRect(l, m_table, i, s).contains(help->pos())) {
                    const base::ScoreEntity &e = m_table.entities[size_t(i)];
                    const int column = l.columns[size_t(s)];
                    QToolTip::showText(help->globalPos(),
                                       base::entityLabel(e) + QStringLiteral(" — ") +
                                           m_table.columns[size_t(column)].name + QStringLiteral(": ") +
                                           e.cells[size_t(column)].explanation,
                                       this);
                    return true;
                }
        QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace hk::gui
