#include "library_chart.h"

#include "files/file_io.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>

#include <algorithm>

namespace hk::gui {

namespace {

class ChartText {
    Q_DECLARE_TR_FUNCTIONS(LibraryChart)
};

const QColor kBar(0x3d, 0x7e, 0xb8);
const QColor kBand(0xd8, 0xe6, 0xf3);
const QColor kLine(0xc2, 0x5b, 0x1f);

void paintBars(QPainter &p, const QRectF &area, const ChartData &chart, const QFontMetricsF &fm)
{
    const double rowHeight = std::min(area.height() / double(chart.bars.size()), fm.height() * 2.2);
    double labelWidth = 0, textWidth = 0;
    for (const ChartData::Bar &b : chart.bars) {
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(b.label));
        textWidth = std::max(textWidth, fm.horizontalAdvance(b.text));
    }
    labelWidth = std::min(labelWidth, area.width() * 0.35);
    const double barLeft = area.left() + labelWidth + fm.averageCharWidth();
    const double barRoom = std::max(10.0, area.right() - barLeft - textWidth - fm.averageCharWidth());
    for (size_t i = 0; i < chart.bars.size(); ++i) {
        const ChartData::Bar &b = chart.bars[i];
        const QRectF row(area.left(), area.top() + rowHeight * double(i), area.width(), rowHeight);
        p.setPen(Qt::black);
        p.drawText(QRectF(row.left(), row.top(), labelWidth, row.height()), Qt::AlignVCenter | Qt::AlignRight,
                   fm.elidedText(b.label, Qt::ElideRight, labelWidth));
        const double share = chart.maximum > 0 ? std::clamp(b.value / chart.maximum, 0.0, 1.0) : 0;
        const QRectF bar(barLeft, row.top() + row.height() * 0.2, barRoom * share, row.height() * 0.6);
        p.fillRect(bar, kBar);
        p.drawText(QRectF(bar.right() + fm.averageCharWidth() / 2, row.top(),
                          textWidth + fm.averageCharWidth(), row.height()),
                   Qt::AlignVCenter | Qt::AlignLeft, b.text);
    }
}

void paintTrend(QPainter &p, const QRectF &area, const ChartData &chart, const QFontMetricsF &fm)
{
    double low = std::min(chart.bandLower, *std::min_element(chart.values.begin(), chart.values.end()));
    double high = std::max(chart.bandUpper, *std::max_element(chart.values.begin(), chart.values.end()));
    if (high - low < 1)
        high = low + 1;
    const double axis = fm.horizontalAdvance(QString::number(high, 'g', 4)) + fm.averageCharWidth();
    const QRectF plot(area.left() + axis, area.top(), area.width() - axis, area.height() - fm.height());
    const auto y = [&](double v) { return plot.bottom() - (v - low) / (high - low) * plot.height(); };
    p.fillRect(QRectF(plot.left(), y(chart.bandUpper), plot.width(), y(chart.bandLower) - y(chart.bandUpper)),
               kBand);
    p.setPen(QPen(kBar, 1, Qt::DashLine));
    p.drawLine(QPointF(plot.left(), y(chart.bandMedian)), QPointF(plot.right(), y(chart.bandMedian)));
    p.setPen(Qt::black);
    p.drawText(QRectF(area.left(), y(high) - fm.height() / 2, axis - 2, fm.height()), Qt::AlignRight,
               QString::number(high, 'g', 4));
    p.drawText(QRectF(area.left(), y(low) - fm.height() / 2, axis - 2, fm.height()), Qt::AlignRight,
               QString::number(low, 'g', 4));
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    const double step = chart.values.size() > 1 ? plot.width() / double(chart.values.size() - 1) : 0;
    QPainterPath path;
    for (size_t i = 0; i < chart.values.size(); ++i) {
        const QPointF point(plot.left() + step * double(i), y(chart.values[i]));
        i == 0 ? path.moveTo(point) : path.lineTo(point);
    }
    p.setPen(QPen(kLine, 2));
    p.drawPath(path);
    p.setBrush(kLine);
    for (size_t i = 0; i < chart.values.size(); ++i)
        p.drawEllipse(QPointF(plot.left() + step * double(i), y(chart.values[i])), 3, 3);
}

} // namespace

void paintChart(QPainter &p, const QRectF &rect, const ChartData &chart, const QFont &font)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect, Qt::white);
    QFont titleFont = font;
    titleFont.setBold(true);
    p.setFont(titleFont);
    const QFontMetricsF titleMetrics(titleFont, p.device());
    const double margin = titleMetrics.height() / 2;
    const QRectF inner = rect.adjusted(margin, margin, -margin, -margin);
    p.setPen(Qt::black);
    p.drawText(QRectF(inner.left(), inner.top(), inner.width(), titleMetrics.height()), Qt::AlignLeft,
               titleMetrics.elidedText(chart.title, Qt::ElideRight, inner.width()));
    p.setFont(font);
    const QFontMetricsF fm(font, p.device());
    const QRectF area = inner.adjusted(0, titleMetrics.height() * 1.5, 0, 0);
    const bool empty = chart.kind == ChartData::Kind::Bars ? chart.bars.empty() : chart.values.empty();
    if (empty)
        p.drawText(area, Qt::AlignCenter | Qt::TextWordWrap,
                   chart.emptyText.isEmpty() ? ChartText::tr("Nothing to show for these filters.")
                                             : chart.emptyText);
    else if (chart.kind == ChartData::Kind::Bars)
        paintBars(p, area, chart, fm);
    else
        paintTrend(p, area, chart, fm);
    p.restore();
}

QString saveChart(const ChartData &chart, const QString &fileName, const QSize &size, const QFont &font)
{
    // Drawn in memory, then written as every file of ours is (files/file_io.h: atomically, a regular file).
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (QFileInfo(fileName).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) == 0) {
        QPdfWriter pdf(&buffer);
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setPageOrientation(QPageLayout::Landscape);
        pdf.setResolution(300);
        pdf.setTitle(chart.title);
        QPainter painter(&pdf);
        QFont printFont = font;
        printFont.setPointSizeF(font.pointSizeF() > 0 ? font.pointSizeF() : 10);
        paintChart(painter, QRectF(0, 0, pdf.width(), pdf.height()), chart, printFont);
    } else {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            paintChart(painter, QRectF(QPointF(0, 0), QSizeF(size)), chart, font);
        }
        if (!image.save(&buffer, "PNG"))
            return ChartText::tr("%1 cannot be written.").arg(fileName);
    }
    buffer.close();
    if (const QString error = base::writeFileAtomically(fileName, bytes); !error.isEmpty())
        return ChartText::tr("%1 cannot be written: %2").arg(fileName, error);
    return {};
}

ChartView::ChartView(QWidget *parent) : QWidget(parent)
{
    setMinimumSize(240, 160);
}

void ChartView::setChart(ChartData chart)
{
    m_chart = std::move(chart);
    update();
}

void ChartView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paintChart(painter, QRectF(rect()), m_chart, font());
}

} // namespace hk::gui
