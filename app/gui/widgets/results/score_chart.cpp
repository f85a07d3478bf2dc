#include "results/score_chart.h"

#include "scoring/score_report.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

namespace hk::gui {

namespace {

constexpr int kCategories = 6; // without the total

struct Layout {
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
QFont labelFont(const QFont &base, const EntityScore &e)
{
    QFont font = base;
    font.setBold(e.rank == 1);
    return font;
}

Layout computeLayout(const QFont &font, const QRectF &rect, const SheetScore &score)
{
    Layout l;
    const QFontMetricsF fm(font);
    const qreal line = fm.height();
    l.legend = QRectF(rect.left(), rect.top(), rect.width(), line * 2.4);
    for (const EntityScore &e : score.entities)
        l.labelWidth =
            std::max(l.labelWidth, QFontMetricsF(labelFont(font, e)).horizontalAdvance(entityLabel(e)));
    l.labelWidth = std::min(l.labelWidth + line * 0.6, rect.width() * 0.35);
    l.bars = QRectF(rect.left(), l.legend.bottom() + line * 0.4, rect.width(),
                    rect.bottom() - l.legend.bottom() - line * 0.4);
    const int n = std::max<int>(1, int(score.entities.size()));
    l.gap = std::min(line * 0.6, l.bars.height() / (n * 4.0));
    l.barHeight = std::min(line * 1.9, (l.bars.height() - l.gap * (n - 1)) / n);
    for (const EntityScore &e : score.entities)
        l.maxTotal = std::max(l.maxTotal, e.total);
    l.totalWidth = fm.horizontalAdvance(QString::number(l.maxTotal)) + 10;
    return l;
}

QRectF segmentRect(const Layout &l, const SheetScore &score, int entity, int category)
{
    const EntityScore &e = score.entities[entity];
    const qreal width = l.bars.width() - l.labelWidth - l.totalWidth;
    const qreal scale = width / l.maxTotal;
    qreal x = l.bars.left() + l.labelWidth;
    for (int c = 0; c < category; ++c)
        x += categoryPoints(e, kAllScoreCategories[c]) * scale;
    const qreal y = l.bars.top() + entity * (l.barHeight + l.gap);
    return QRectF(x, y, categoryPoints(e, kAllScoreCategories[category]) * scale, l.barHeight);
}

} // namespace

ScoreChart::ScoreChart(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void ScoreChart::setScore(const SheetScore &score)
{
    m_score = score;
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

QColor ScoreChart::categoryColor(int category)
{
    // Okabe-Ito: told apart with every common colour vision deficiency.
    static const QColor colors[kCategories] = {QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9),
                                               QColor(0x00, 0x9E, 0x73), QColor(0xF0, 0xE4, 0x42),
                                               QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00)};
    return colors[std::clamp(category, 0, kCategories - 1)];
}

void ScoreChart::paint(QPainter &p, const QRectF &rect, const SheetScore &score, const QPalette &palette)
{
    const QFontMetricsF fm(p.font());
    const Layout l = computeLayout(p.font(), rect, score);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);

    // Legend: two rows of three.
    const qreal swatch = fm.height() * 0.75;
    for (int c = 0; c < kCategories; ++c) {
        const qreal x = l.legend.left() + (c % 3) * l.legend.width() / 3;
        const qreal y = l.legend.top() + (c / 3) * fm.height() * 1.15;
        p.setPen(Qt::NoPen);
        p.setBrush(categoryColor(c));
        p.drawRoundedRect(QRectF(x, y + (fm.height() - swatch) / 2, swatch, swatch), 2, 2);
        p.setPen(palette.color(QPalette::WindowText));
        p.drawText(QRectF(x + swatch * 1.4, y, l.legend.width() / 3 - swatch * 1.6, fm.height()),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(categoryName(kAllScoreCategories[c]), Qt::ElideRight,
                                 l.legend.width() / 3 - swatch * 1.6));
    }

    const QFont baseFont = p.font();
    for (int i = 0; i < int(score.entities.size()); ++i) {
        const EntityScore &e = score.entities[i];
        const qreal y = l.bars.top() + i * (l.barHeight + l.gap);
        p.setPen(palette.color(QPalette::WindowText));
        p.setFont(labelFont(baseFont, e));
        const QFontMetricsF labelMetrics(p.font());
        p.drawText(QRectF(l.bars.left(), y, l.labelWidth - fm.height() * 0.4, l.barHeight),
                   Qt::AlignRight | Qt::AlignVCenter,
                   labelMetrics.elidedText(entityLabel(e), Qt::ElideRight, l.labelWidth - fm.height() * 0.4));
        p.setFont(baseFont);
        qreal end = l.bars.left() + l.labelWidth;
        for (int c = 0; c < kCategories; ++c) {
            const QRectF seg = segmentRect(l, score, i, c);
            if (seg.width() <= 0)
                continue;
            p.setPen(QPen(palette.color(QPalette::Base), 1));
            p.setBrush(categoryColor(c));
            p.drawRect(seg);
            const QString value = QString::number(categoryPoints(e, kAllScoreCategories[c]));
            if (fm.horizontalAdvance(value) + 6 < seg.width()) {
                p.setPen(c == 4 || c == 2 ? Qt::white : QColor(0x1a, 0x1a, 0x1a));
                p.drawText(seg, Qt::AlignCenter, value);
            }
            end = seg.right();
        }
        p.setPen(palette.color(QPalette::WindowText));
        p.drawText(QRectF(end + 4, y, l.totalWidth, l.barHeight), Qt::AlignLeft | Qt::AlignVCenter,
                   QString::number(e.total));
    }
    p.restore();
}

void ScoreChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    paint(p, QRectF(rect()).adjusted(6, 6, -6, -6), m_score, palette());
}

bool ScoreChart::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const Layout l = computeLayout(font(), QRectF(rect()).adjusted(6, 6, -6, -6), m_score);
        for (int i = 0; i < int(m_score.entities.size()); ++i)
            for (int c = 0; c < kCategories; ++c)
                if (segmentRect(l, m_score, i, c).contains(help->pos())) {
                    const EntityScore &e = m_score.entities[i];
                    const ScoreCategory category = kAllScoreCategories[c];
                    QToolTip::showText(help->globalPos(),
                                       entityLabel(e) + QStringLiteral(" — ") + categoryName(category) +
                                           QStringLiteral(": ") + explainCategory(e, category),
                                       this);
                    return true;
                }
        QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace hk::gui
