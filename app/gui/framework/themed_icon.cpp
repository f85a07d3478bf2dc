#include "themed_icon.h"

#include <QApplication>

namespace hk::gui {

QIcon themedIcon(const char *name, QStyle::StandardPixmap fallback)
{
    return QIcon::fromTheme(QLatin1String(name), QApplication::style()->standardIcon(fallback));
}

} // namespace hk::gui
