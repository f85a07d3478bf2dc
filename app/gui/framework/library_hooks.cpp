#include "library_hooks.h"

namespace hk::gui {

LibraryHooks &libraryHooks()
{
    static LibraryHooks hooks;
    return hooks;
}

} // namespace hk::gui
