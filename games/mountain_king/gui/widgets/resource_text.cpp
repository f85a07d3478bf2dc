#include "resource_text.h"
#include "i18n/arg_text.h"

namespace hk::gui {

QString ResourceText::counts(const ResourceCounts &counts)
{
    QStringList parts;
    for (Resource r : kAllResources)
        if (at(counts, r) != 0)
            parts << tr("%1 %2").arg(argText(at(counts, r)), resourceName(r));
    return parts.isEmpty() ? tr("nothing") : parts.join(tr(", "));
}

} // namespace hk::gui
