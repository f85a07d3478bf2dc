#include "height_for_width.h"

#include <QWidget>

namespace hk::gui {

void keepHeightForWidth(QWidget *widget)
{
    const int height = widget->heightForWidth(widget->width());
    if (height > 0 && widget->minimumHeight() != height)
        widget->setMinimumHeight(height);
}

} // namespace hk::gui
