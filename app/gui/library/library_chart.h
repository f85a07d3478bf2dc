#pragma once

// The Library window's charts, drawn with QPainter: the same paint() draws on screen, into a PNG and into a
// PDF (Qt Charts is GPL-only and deprecated). Bars with their label and value, or a player's values across
// plays against the group's median band; names in any script (a CJK font where the text needs one).

#include <QColor>
#include <QString>
#include <QWidget>

#include <vector>

class QPainter;

namespace hk::gui {

struct ChartData {
    enum class Kind { Bars, Trend };
    Kind kind = Kind::Bars;
    QString title;
    // Bars: one per label, its value from 0 to `maximum`, the text shown beside it ("7 of 12").
    struct Bar {
        QString label;
        double value = 0;
        QString text;
    };
    std::vector<Bar> bars{};
    double maximum = 1;
    // Trend: the player's values in order, and the group's band (lower and upper quartile, median).
    std::vector<double> values{};
    double bandLower = 0, bandMedian = 0, bandUpper = 0;
    QString emptyText{}; // shown when there is nothing to draw
};

// Draws `chart` into `rect`.
void paintChart(QPainter &painter, const QRectF &rect, const ChartData &chart, const QFont &font);
// The chart as a PNG of `size` pixels, or a one-page PDF (by the file's suffix). Empty on success, else why
// not.
QString saveChart(const ChartData &chart, const QString &fileName, const QSize &size, const QFont &font);

class ChartView : public QWidget {
    Q_OBJECT
public:
    explicit ChartView(QWidget *parent = nullptr);
    void setChart(ChartData chart);
    const ChartData &chart() const { return m_chart; }
    QSize sizeHint() const override { return {480, 320}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    ChartData m_chart;
};

} // namespace hk::gui
