#include "model/workshops.h"
#include "rules/rule_ids.h"

#include <QCoreApplication>

namespace hk {

namespace {

// Both directions of "a <-> b".
void both(std::vector<Exchange> &list, const ResourceCounts &a, const ResourceCounts &b)
{
    list.push_back({a, b});
    list.push_back({b, a});
}

std::array<WorkshopInfo, kWorkshopKinds> makeInfos()
{
    using R = Resource;
    std::array<WorkshopInfo, kWorkshopKinds> infos;
    const auto info = [&](WorkshopKind kind, const char *id) -> WorkshopInfo & {
        WorkshopInfo &i = infos[int(kind)];
        i.kind = kind;
        i.id = QString::fromLatin1(id);
        return i;
    };
    both(info(WorkshopKind::CartWorkshop, "cart-workshop").exchanges, one(R::Heartstone), one(R::Cart));
    infos[int(WorkshopKind::CartWorkshop)].genericCartsOnly = true;
    auto &runes = info(WorkshopKind::RuneWorkshop, "rune-workshop").exchanges;
    both(runes, one(R::Stone), one(R::Rune));
    both(runes, one(R::Iron), one(R::Rune));
    both(info(WorkshopKind::RuneShop, "rune-shop").exchanges, one(R::Coin), one(R::Rune));
    both(info(WorkshopKind::CrushingWorkshop, "crushing-workshop").exchanges, one(R::Heartstone),
         one(R::Stone, 2));
    auto &ore = info(WorkshopKind::OreExchange, "ore-exchange").exchanges;
    both(ore, one(R::Iron), one(R::Coin));
    both(ore, one(R::Heartstone), one(R::Coin));
    both(info(WorkshopKind::MillstoneWorkshop, "millstone-workshop").exchanges, one(R::Stone), one(R::Iron));
    both(info(WorkshopKind::MetalWorkshop, "metal-workshop").exchanges, one(R::Heartstone), one(R::Iron));
    both(info(WorkshopKind::ToolForge, "tool-forge").exchanges, one(R::Heartstone), one(R::Hammer));
    info(WorkshopKind::ChainForge, "chain-forge").anyTwoFor = R::Hammer;
    info(WorkshopKind::CartShop, "cart-shop").anyTwoFor = R::Cart;
    info(WorkshopKind::Quartermaster, "quartermaster").movesFromTroll = true;
    return infos;
}

const char *const kNames[kWorkshopKinds] = {
    QT_TRANSLATE_NOOP("Workshop", "Cart Workshop"),  QT_TRANSLATE_NOOP("Workshop", "Rune Workshop"),
    QT_TRANSLATE_NOOP("Workshop", "Rune Shop"),      QT_TRANSLATE_NOOP("Workshop", "Crushing Workshop"),
    QT_TRANSLATE_NOOP("Workshop", "Ore Exchange"),   QT_TRANSLATE_NOOP("Workshop", "Millstone Workshop"),
    QT_TRANSLATE_NOOP("Workshop", "Metal Workshop"), QT_TRANSLATE_NOOP("Workshop", "Tool Forge"),
    QT_TRANSLATE_NOOP("Workshop", "Chain Forge"),    QT_TRANSLATE_NOOP("Workshop", "Cart Shop"),
    QT_TRANSLATE_NOOP("Workshop", "Quartermaster"),
};

const char *const kEffects[kWorkshopKinds] = {
    QT_TRANSLATE_NOOP("Workshop",
                      "1 heartstone for 1 generic cart, or back (clan carts cannot be spent here)"),
    QT_TRANSLATE_NOOP("Workshop", "1 stone or 1 iron for 1 rune, or back"),
    QT_TRANSLATE_NOOP("Workshop", "1 coin for 1 rune, or back"),
    QT_TRANSLATE_NOOP("Workshop", "1 heartstone for 2 stone, or back"),
    QT_TRANSLATE_NOOP("Workshop", "1 iron or 1 heartstone for 1 coin, or back"),
    QT_TRANSLATE_NOOP("Workshop", "1 stone for 1 iron, or back"),
    QT_TRANSLATE_NOOP("Workshop", "1 heartstone for 1 iron, or back"),
    QT_TRANSLATE_NOOP("Workshop", "1 heartstone for 1 hammer, or back"),
    QT_TRANSLATE_NOOP("Workshop", "any 2 resources for 1 hammer"),
    QT_TRANSLATE_NOOP("Workshop", "any 2 resources for 1 generic cart"),
    QT_TRANSLATE_NOOP(
        "Workshop", "move 1 resource from one of your trolls to your storage (a clan cart becomes generic)"),
};

const char *const kWorkshopRules[kWorkshopKinds] = {
    rule::WsCartWorkshop, rule::WsRuneWorkshop,      rule::WsRuneShop,      rule::WsCrushingWorkshop,
    rule::WsOreExchange,  rule::WsMillstoneWorkshop, rule::WsMetalWorkshop, rule::WsToolForge,
    rule::WsChainForge,   rule::WsCartShop,          rule::WsQuartermaster,
};

} // namespace

const std::array<WorkshopInfo, kWorkshopKinds> &workshopInfos()
{
    static const auto infos = makeInfos();
    return infos;
}

const WorkshopInfo &workshopInfo(WorkshopKind kind)
{
    return workshopInfos()[int(kind)];
}

std::optional<WorkshopKind> workshopFromId(const QString &id)
{
    for (const WorkshopInfo &info : workshopInfos())
        if (info.id == id)
            return info.kind;
    return std::nullopt;
}

QString workshopName(WorkshopKind kind)
{
    return QCoreApplication::translate("Workshop", kNames[int(kind)]);
}
QString workshopEffectText(WorkshopKind kind)
{
    return QCoreApplication::translate("Workshop", kEffects[int(kind)]);
}

const char *workshopRule(WorkshopKind kind)
{
    const int k = int(kind);
    return k >= 0 && k < kWorkshopKinds ? kWorkshopRules[k] : rule::WsUse;
}

} // namespace hk
