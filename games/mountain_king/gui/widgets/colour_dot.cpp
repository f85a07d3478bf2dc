#include "colour_dot.h"

#include <QPainter>

namespace hk::gui {

ColourDot::ColourDot(QWidget *parent) : QWidget(parent)
{
    setFixedSize(14, 14);
}

void ColourDot::setColour(const QColor &colour)
{
    if (colour != m_colour) {
        m_colour = colour;
        update();
    }
}

void ColourDot::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(0, 0, 0, 120), 1));
    p.setBrush(m_colour.isValid() ? m_colour : palette().color(QPalette::Mid));
    p.drawEllipse(QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5));
}

} // namespace hk::gui
