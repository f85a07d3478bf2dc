#include "floor/coordinate_ruler.h"

#include "floor/board_drawing.h"
#include "floor/floor_view.h"
#include "model/geometry.h"

#include <QPainter>

namespace hk::gui {

CoordinateRuler::CoordinateRuler(Qt::Orientation orientation, FloorView *view)
    : QWidget(view), m_orientation(orientation), m_view(view)
{
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    setFont(small);
    setAttribute(Qt::WA_TransparentForMouseEvents);
}

int CoordinateRuler::breadth() const
{
    const QFontMetrics metrics(font());
    return m_orientation == Qt::Horizontal ? metrics.height() + 4
                                           : metrics.horizontalAdvance(QStringLiteral("88")) + 8;
}

QList<CoordinateRuler::Label> CoordinateRuler::labels() const
{
    QList<Label> out;
    const Board *board = m_view->floorBoard();
    if (!board)
        return out;
    const QFontMetrics metrics(font());
    const bool across = m_orientation == Qt::Horizontal;
    const int count = across ? board->columns : board->rows;
    // The ruler and the viewport share an edge: a square's centre in the viewport is the label's centre.
    const QPoint offset = m_view->viewport()->geometry().topLeft() - geometry().topLeft();
    const int pitch = std::max(1, int(kSquare * m_view->zoom()));
    const int widest = across ? metrics.horizontalAdvance(columnLabel(count - 1)) : metrics.height();
    const int step = std::max(1, (widest + 4 + pitch - 1) / pitch); // every square, or every other…
    for (int i = 0; i < count; i += step) {
        const Square square = across ? Square{0, i} : Square{i, 0};
        const QPoint centre = m_view->viewportPoint(square) + offset;
        const QString text = across ? columnLabel(i) : rowLabel(i);
        const int width = metrics.horizontalAdvance(text) + 2;
        const QRect rect =
            across ? QRect(centre.x() - width / 2, 0, width, height())
                   : QRect(0, centre.y() - metrics.height() / 2, this->width() - 4, metrics.height());
        if (across ? rect.right() < 0 || rect.left() > this->width()
                   : rect.bottom() < 0 || rect.top() > height())
            continue;
        out.push_back({text, rect});
    }
    return out;
}

void CoordinateRuler::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), m_view->backgroundBrush());
    painter.setPen(QColor(0xd8, 0xcf, 0xc0));
    for (const Label &label : labels())
        painter.drawText(label.rect,
                         (m_orientation == Qt::Horizontal ? Qt::AlignHCenter : Qt::AlignRight) |
                             Qt::AlignVCenter,
                         label.text);
}

} // namespace hk::gui
