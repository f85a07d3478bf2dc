#include "model/troll.h"
#include "i18n/arg_text.h"
#include "rules/rule_ids.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace hk {

namespace {
class TrollText {
    Q_DECLARE_TR_FUNCTIONS(Troll)
};
} // namespace

std::vector<TrollCardFault> trollCardFaults(const TrollCard &card)
{
    std::vector<TrollCardFault> faults;
    if (card.level == 0 && card.clan)
        faults.push_back(TrollCardFault::StartingTrollWithClan);
    if (card.level > 0 && !card.clan)
        faults.push_back(TrollCardFault::ClanTrollWithoutClan);
    if (card.level > 0 && total(card.startRow) != 0)
        faults.push_back(TrollCardFault::StartRowOnClanTroll);
    if (card.icons.empty())
        faults.push_back(TrollCardFault::NoIcons);
    return faults;
}

bool hasFault(const TrollCard &card, TrollCardFault fault)
{
    const std::vector<TrollCardFault> faults = trollCardFaults(card);
    return std::find(faults.begin(), faults.end(), fault) != faults.end();
}

const char *ruleOf(TrollCardFault fault)
{
    switch (fault) {
    case TrollCardFault::NoIcons:
        return rule::MootChain;
    case TrollCardFault::ClanTrollWithoutClan:
        return rule::SetMarket;
    case TrollCardFault::StartingTrollWithClan:
    case TrollCardFault::StartRowOnClanTroll:
        return rule::SetMoot;
    }
    return "";
}

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
