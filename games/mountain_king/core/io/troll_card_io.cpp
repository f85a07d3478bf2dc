#include "io/troll_card_io.h"
#include "rules/rule_ids.h"

#include <QCoreApplication>

namespace hk {

QString iconId(const Icon &icon)
{
    QString id = resourceId(icon.resource);
    if (icon.resource == Resource::Cart && icon.cartClan)
        id += QLatin1Char(':') + clanId(*icon.cartClan);
    return id;
}

namespace {

// Translation context "GameReader", where the troll card's sentences have always been translated.
class CardText {
    Q_DECLARE_TR_FUNCTIONS(GameReader)
};

// "stone", or a cart with its clan mark: "cart:fire" (CART-CLAN).
ReadValue<Icon> icon()
{
    return [](JsonReader &r, const QJsonValue &v, const JsonPath &p, Icon &target) {
        const QString id = v.toString();
        const auto resource = resourceFromId(id.section(QLatin1Char(':'), 0, 0));
        if (!v.isString() || !resource) {
            r.error(
                p, CardText::tr("expected a resource such as \"stone\" or a clan cart such as \"cart:fire\", "
                                "found %1")
                       .arg(describeJson(v)));
            return false;
        }
        Icon icon{*resource, std::nullopt};
        if (id.contains(QLatin1Char(':'))) {
            const auto clan = clanFromId(id.section(QLatin1Char(':'), 1));
            if (*resource != Resource::Cart || !clan || clan == Clan::Mud) {
                r.error(p,
                        CardText::tr("only a cart icon carries a clan mark (\"cart:fire\", \"cart:ice\", "
                                     "\"cart:moon\"), found %1")
                            .arg(describeJson(v)),
                        QString::fromLatin1(rule::CartClan));
                return false;
            }
            icon.cartClan = clan;
        }
        target = icon;
        return true;
    };
}

std::vector<Field<TrollCard>> cardFields()
{
    using F = Field<TrollCard>;
    const auto anyClan = [](const QString &id) { return clanFromId(id); };
    return {
        F::required("level", &TrollCard::level,
                    integer({0, 3, nullptr,
                             [](int level) {
                                 return CardText::tr(
                                            "expected a level from 0 (a starting troll) to 3, found %1")
                                     .arg(level);
                             }})),
        F::optional("clan", &TrollCard::clan,
                    optionalOf(identifier<Clan>(anyClan, QStringLiteral("\"mud\", ") + statueClanIdList()))),
        F::optional("icons", &TrollCard::icons, listOf(icon())),
        F::optional("startRow", &TrollCard::startRow, counts({0, kMaxJsonInteger, rule::SetMoot})),
    };
}

// A card's schema: its name or its id, then the fields every card has.
Schema<TrollCard> cardSchema(Field<TrollCard> name)
{
    std::vector<Field<TrollCard>> fields{std::move(name)};
    for (Field<TrollCard> &f : cardFields())
        fields.push_back(std::move(f));
    return {fields};
}

} // namespace

const Schema<TrollCard> &trollCardSchema()
{
    static const Schema<TrollCard> schema =
        cardSchema(Field<TrollCard>::optional("name", &TrollCard::name, text()));
    return schema;
}

const Schema<TrollCard> &libraryCardSchema()
{
    static const Schema<TrollCard> schema =
        cardSchema(Field<TrollCard>::required("id", &TrollCard::name, text()));
    return schema;
}

} // namespace hk
