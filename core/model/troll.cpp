#include "model/troll.h"
#include "i18n/arg_text.h"

#include <QCoreApplication>
#include <QStringList>

namespace hk {

namespace {
class TrollText {
    Q_DECLARE_TR_FUNCTIONS(Troll)
};
} // namespace

QString iconText(const Icon &icon)
{
    if (icon.resource == Resource::Cart && icon.cartClan)
        return TrollText::tr("%1 cart").arg(clanName(*icon.cartClan));
    return resourceName(icon.resource);
}

QString trollText(const TrollCard &card)
{
    QStringList icons;
    for (const Icon &i : card.icons)
        icons << iconText(i);
    const QString kind = card.level == 0
                             ? TrollText::tr("starting troll")
                             : TrollText::tr("level %1 %2 troll")
                                   .arg(argText(card.level), card.clan ? clanName(*card.clan) : QString());
    return icons.isEmpty() ? kind : TrollText::tr("%1: %2").arg(kind, icons.join(TrollText::tr(", ")));
}

} // namespace hk
