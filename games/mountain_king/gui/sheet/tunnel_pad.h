#pragma once

// Quick entry of tunnels dug: a grid of size 2-5 (rows) by stone/iron/heartstone (columns). Each press adds a
// tunnel of that kind; each count is shown on its cell and can be taken back. One tab stop: arrows move,
// Space/Enter/+ add, −/Backspace/Delete remove; with the mouse, click adds and right-click removes.

#include "interactive_canvas.h"
#include "model/resources.h"

#include <array>

namespace hk::gui {

class TunnelPad : public InteractiveCanvas {
    Q_OBJECT
public:
    using Counts = std::array<std::array<int, 3>, 4>; // [size - 2][mineral]

    explicit TunnelPad(QWidget *parent = nullptr);

    void setCounts(const Counts &counts);
    const Counts &counts() const { return m_counts; }
    // The focused cell, as (size, mineral).
    int currentSize() const { return m_row + 2; }
    Mineral currentMineral() const { return static_cast<Mineral>(m_column); }
    void setCurrent(int size, Mineral mineral);
    QRect cellRect(int size, Mineral mineral) const;
    // The width a cell's texts take (the points per tile, the count), with their margins.
    int cellTextWidth(int size, Mineral mineral) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void addRequested(int size, hk::Mineral mineral);
    void removeRequested(int size, hk::Mineral mineral);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    QString tipAt(const QPoint &pos, QRect *area) const override;
    QString accessibleTitle() const override;
    QString accessibleText() const override;

private:
    int cellWidth() const;
    QRect headerRect(int column) const;
    QRect rowLabelRect(int row) const;
    bool cellAt(const QPoint &pos, int *row, int *column) const;
    QString cellDescription(int row, int column) const;
    QString pointsText(int row, int column) const;
    QString countText(int row, int column) const;
    QFont pointsFont() const;
    QFont countFont() const;

    Counts m_counts{};
    int m_row = 2;
    int m_column = 0;
};

} // namespace hk::gui
