#include "tmfi_windows.h"

#include "tmfi_helpers_window.h"
#include "tmfi_rules.h"
#include "window_factory.h"

#include <QCoreApplication>

namespace hk::gui {

void registerTerraMysticaFireIceWindows()
{
    WindowFactory::addTool({QString::fromLatin1(tmfi::kGameId), QStringLiteral("tmfiHelpers"),
                            [] {
                                return QCoreApplication::translate("hk::gui::TmfiHelpersWindow",
                                                                   "Fire && Ice Table &Helpers…");
                            },
                            QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T),
                            [](QWidget *from) { TmfiHelpersWindow::showFrom(from); }});
}

} // namespace hk::gui
