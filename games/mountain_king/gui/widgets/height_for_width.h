#pragma once

class QWidget;

namespace hk::gui {

// Keeps a height-for-width widget's minimum height at its height for its current width, so that layouts that
// do not ask heightForWidth (dock areas, scroll areas, top-level windows) still give it the room it needs.
// Called from the widget's resizeEvent.
void keepHeightForWidth(QWidget *widget);

} // namespace hk::gui
