#pragma once

#include <QIcon>
#include <QStyle>

namespace hk::gui {

// A theme icon, or the style's standard pixmap where the desktop has no theme.
QIcon themedIcon(const char *name, QStyle::StandardPixmap fallback);

} // namespace hk::gui
