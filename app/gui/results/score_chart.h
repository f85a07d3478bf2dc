#pragma once

// Each player's points as a stacked bar, one colour per category that counts, drawn with QPainter. The same
// drawing serves the screen and the PNG/PDF export. Only for a game whose total is the sum of its categories
// (showsParts()) and none below zero: a bar of parts that do not add up to the total would mislead.

#include "score/score_table.h"

#include <QWidget>

namespace hk::gui {

class ScoreChart : public QWidget {
    Q_OBJECT
public:
    explicit ScoreChart(QWidget *parent = nullptr);

    void setTable(const base::ScoreTable &table);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // Whether the total is the sum of the categories that count, none below zero: the game says how its result
    // was decided otherwise (ScoreTable::decisions), and every total known is that sum.
    static bool showsParts(const base::ScoreTable &table);
    // Draws the chart for `table` inside `rect` with the painter's current font.
    static void paint(QPainter &painter, const QRectF &rect, const base::ScoreTable &table,
                      const QPalette &palette);
    static QColor categoryColor(int category); // the n-th category that counts

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    base::ScoreTable m_table;
};

} // namespace hk::gui
