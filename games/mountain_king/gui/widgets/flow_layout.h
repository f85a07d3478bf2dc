#pragma once

// Items of given widths laid out like words: left to right, a new line when the next one does not fit.

#include <QRectF>

#include <cmath>
#include <vector>

namespace hk::gui {

// One rectangle per width, every line `lineHeight` high; `*height` (if given) receives the height used.
inline std::vector<QRectF> flowRects(const std::vector<qreal> &widths, qreal width, qreal lineHeight,
                                     qreal gap, qreal lineGap, int *height = nullptr)
{
    std::vector<QRectF> rects;
    qreal x = 0, y = 0;
    for (const qreal w : widths) {
        if (x > 0 && x + w > width) {
            x = 0;
            y += lineHeight + lineGap;
        }
        rects.push_back(QRectF(x, y, w, lineHeight));
        x += w + gap;
    }
    if (height)
        *height = int(std::ceil(y + lineHeight));
    return rects;
}

} // namespace hk::gui
