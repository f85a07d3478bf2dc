#pragma once

// Each player's honour points as a stacked bar, one colour per category, drawn with QPainter. The same
// drawing serves the screen and the PNG/PDF export.

#include "scoring/final_score.h"

#include <QWidget>

namespace hk::gui {

class ScoreChart : public QWidget {
    Q_OBJECT
public:
    explicit ScoreChart(QWidget *parent = nullptr);

    void setScore(const SheetScore &score);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // Draws the chart for `score` inside `rect` with the painter's current font.
    static void paint(QPainter &painter, const QRectF &rect, const SheetScore &score,
                      const QPalette &palette);
    static QColor categoryColor(int category); // 0..5, tunnels..statues

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    SheetScore m_score;
};

} // namespace hk::gui
