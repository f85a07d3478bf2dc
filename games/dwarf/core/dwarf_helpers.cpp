#include "dwarf_helpers.h"

#include "dwarf_rules.h"

#include "i18n/arg_text.h"

#include <QCoreApplication>

namespace hk::dwarf {

namespace {

using base::Text;
using base::Verdict;
using base::Violation;

class DwarfText {
    Q_DECLARE_TR_FUNCTIONS(Dwarf)
};

QString helperRuleId(const char *ruleId)
{
    return QString::fromLatin1(ruleId);
}

template <class Enum, size_t N>
std::optional<Enum> ofKey(const std::array<Enum, N> &all, QString (*keyOf)(Enum), const QString &key)
{
    for (Enum e : all)
        if (keyOf(e) == key)
            return e;
    return std::nullopt;
}

} // namespace

int &count(Holdings &holdings, Resource resource)
{
    switch (resource) {
    case Resource::Steel:
        return holdings.steel;
    case Resource::Gold:
        return holdings.gold;
    case Resource::Artifacts:
        return holdings.artifacts;
    case Resource::Medals:
        return holdings.medals;
    case Resource::Iron:
        break;
    }
    return holdings.iron;
}

int count(const Holdings &holdings, Resource resource)
{
    return count(const_cast<Holdings &>(holdings), resource);
}

QString resourceKey(Resource resource)
{
    switch (resource) {
    case Resource::Steel:
        return QStringLiteral("steel");
    case Resource::Gold:
        return QStringLiteral("gold");
    case Resource::Artifacts:
        return QStringLiteral("artifacts");
    case Resource::Medals:
        return QStringLiteral("medals");
    case Resource::Iron:
        break;
    }
    return QStringLiteral("iron");
}

std::optional<Resource> resourceOfKey(const QString &key)
{
    return ofKey(kResources, resourceKey, key);
}

QString amountText(Resource resource, int amount)
{
    switch (resource) {
    case Resource::Steel:
        return DwarfText::tr("%n steel", nullptr, amount);
    case Resource::Gold:
        return DwarfText::tr("%n gold", nullptr, amount);
    case Resource::Artifacts:
        return DwarfText::tr("%n artifact(s)", nullptr, amount);
    case Resource::Medals:
        return DwarfText::tr("%n medal(s)", nullptr, amount);
    case Resource::Iron:
        break;
    }
    return DwarfText::tr("%n iron", nullptr, amount);
}

QString changeText(const Holdings &before, const Holdings &after)
{
    static const std::array<const char *, 5> names{
        QT_TRANSLATE_NOOP("Dwarf", "steel"), QT_TRANSLATE_NOOP("Dwarf", "gold"),
        QT_TRANSLATE_NOOP("Dwarf", "artifacts"), QT_TRANSLATE_NOOP("Dwarf", "medals"),
        QT_TRANSLATE_NOOP("Dwarf", "iron")};
    QStringList parts;
    for (size_t i = 0; i < kResources.size(); ++i)
        if (count(before, kResources[i]) != count(after, kResources[i]))
            parts << DwarfText::tr("%1 %2 → %3")
                         .arg(DwarfText::tr(names[i]), argText(count(before, kResources[i])),
                              argText(count(after, kResources[i])));
    return parts.join(DwarfText::tr(", "));
}

QString conversionKey(Conversion conversion)
{
    switch (conversion) {
    case Conversion::IronVein:
        return QStringLiteral("ironVein");
    case Conversion::GoldVein:
        return QStringLiteral("goldVein");
    case Conversion::Smelt:
        return QStringLiteral("smelt");
    case Conversion::Sword:
        return QStringLiteral("sword");
    case Conversion::Artifact:
        break;
    }
    return QStringLiteral("artifact");
}

std::optional<Conversion> conversionOfKey(const QString &key)
{
    return ofKey(kConversions, conversionKey, key);
}

Text conversionName(Conversion conversion)
{
    switch (conversion) {
    case Conversion::IronVein:
        return {kContext, QT_TRANSLATE_NOOP("Dwarf", "Iron vein")};
    case Conversion::GoldVein:
        return {kContext, QT_TRANSLATE_NOOP("Dwarf", "Gold vein")};
    case Conversion::Smelt:
        return {kContext, QT_TRANSLATE_NOOP("Dwarf", "Smelt steel")};
    case Conversion::Sword:
        return {kContext, QT_TRANSLATE_NOOP("Dwarf", "Forge a sword")};
    case Conversion::Artifact:
        break;
    }
    return {kContext, QT_TRANSLATE_NOOP("Dwarf", "Forge another artifact")};
}

bool isMining(Conversion conversion)
{
    return conversion == Conversion::IronVein || conversion == Conversion::GoldVein;
}

bool isForge(Conversion conversion)
{
    return !isMining(conversion);
}

ConversionResult convert(const Holdings &before, Conversion conversion, const QString &player,
                         const Recipe &recipe)
{
    ConversionResult result{before, {}};
    Holdings &after = result.after;
    // What the conversion takes and gives.
    std::vector<std::pair<Resource, int>> takes;
    switch (conversion) {
    case Conversion::IronVein:
        after.iron += 3;
        break;
    case Conversion::GoldVein:
        after.gold += 1;
        break;
    case Conversion::Smelt:
        takes = {{Resource::Iron, 3}};
        after.steel += 2;
        break;
    case Conversion::Sword:
        takes = {{Resource::Steel, 3}};
        after.artifacts += 1;
        break;
    case Conversion::Artifact:
        takes = {
            {Resource::Steel, recipe.steel}, {Resource::Gold, recipe.gold}, {Resource::Iron, recipe.iron}};
        after.artifacts += 1;
        break;
    }
    for (const auto &[resource, amount] : takes) {
        if (amount <= 0)
            continue;
        if (count(before, resource) < amount)
            result.verdict.violations.push_back(
                Violation{helperRuleId(rule::kConversions),
                          {player, amountText(resource, count(before, resource)),
                           conversionName(conversion).text(), amountText(resource, amount)}});
        count(after, resource) -= amount;
    }
    if (!result.verdict.allowed())
        result.after = before;
    return result;
}

QString monsterKey(Monster monster)
{
    switch (monster) {
    case Monster::OrcRaiders:
        return QStringLiteral("orcRaiders");
    case Monster::MineGoblin:
        return QStringLiteral("mineGoblin");
    case Monster::FireDragon:
        return QStringLiteral("fireDragon");
    case Monster::GiantFireDragon:
        return QStringLiteral("giantFireDragon");
    case Monster::FlameHairedGoblin:
        break;
    }
    return QStringLiteral("flameHairedGoblin");
}

std::optional<Monster> monsterOfKey(const QString &key)
{
    return ofKey(kMonsters, monsterKey, key);
}

Text monsterName(Monster monster)
{
    switch (monster) {
    case Monster::OrcRaiders:
        return {kContext, QT_TRANSLATE_NOOP("Dwarf", "Orc raiders")};
    case Monster::MineGoblin:
        return {kContext, QT_TRANSLATE_NOOP("Dwarf", "Mine goblin")};
    case Monster::FireDragon:
        return {kContext, QT_TRANSLATE_NOOP("Dwarf", "Fire dragon")};
    case Monster::GiantFireDragon:
        return {kContext, QT_TRANSLATE_NOOP("Dwarf", "Giant fire dragon")};
    case Monster::FlameHairedGoblin:
        break;
    }
    return {kContext, QT_TRANSLATE_NOOP("Dwarf", "Flame-haired goblin")};
}

Text monsterEffect(Monster monster)
{
    switch (monster) {
    case Monster::OrcRaiders:
        return {kContext, QT_TRANSLATE_NOOP("Dwarf", "no player may trigger a mining action this round")};
    case Monster::MineGoblin:
        return {kContext, QT_TRANSLATE_NOOP("Dwarf", "every player returns 1 iron")};
    case Monster::FireDragon:
        return {kContext, QT_TRANSLATE_NOOP("Dwarf", "every player returns 1 gold")};
    case Monster::GiantFireDragon:
        return {kContext, QT_TRANSLATE_NOOP("Dwarf", "every player returns all their gold")};
    case Monster::FlameHairedGoblin:
        break;
    }
    return {kContext,
            QT_TRANSLATE_NOOP("Dwarf", "every player turns 2 gold into 2 iron (1 into 1 with only 1 gold)")};
}

Holdings monsterLoss(const Holdings &before, Monster monster)
{
    Holdings after = before;
    switch (monster) {
    case Monster::OrcRaiders:
        break;
    case Monster::MineGoblin:
        after.iron = std::max(0, after.iron - 1);
        break;
    case Monster::FireDragon:
        after.gold = std::max(0, after.gold - 1);
        break;
    case Monster::GiantFireDragon:
        after.gold = 0;
        break;
    case Monster::FlameHairedGoblin: {
        const int turned = std::min(2, after.gold);
        after.gold -= turned;
        after.iron += turned;
        break;
    }
    }
    return after;
}

Verdict checkWorkers(const QString &player, int workers)
{
    Verdict verdict;
    if (workers > kWorkerCap)
        verdict.violations.push_back({helperRuleId(rule::kLimits), {player, argText(workers)}});
    return verdict;
}

std::vector<int> playersEndingTheGame(const std::vector<Holdings> &players)
{
    std::vector<int> ending;
    for (size_t p = 0; p < players.size(); ++p)
        if (players[p].artifacts >= kArtifactsToEnd)
            ending.push_back(int(p));
    return ending;
}

int nextStartPlayer(int startPlayer, int players, bool triggeredReinforceOrForge, std::optional<int> soloBot)
{
    if (soloBot)
        return *soloBot;
    if (!triggeredReinforceOrForge || players <= 0)
        return startPlayer;
    return (startPlayer + 1) % players;
}

QString opponentKey(Opponent opponent)
{
    switch (opponent) {
    case Opponent::None:
        return QStringLiteral("none");
    case Opponent::Kili:
        return QStringLiteral("kili");
    case Opponent::Gimli:
        return QStringLiteral("gimli");
    case Opponent::Thorin:
        break;
    }
    return QStringLiteral("thorin");
}

std::optional<Opponent> opponentOfKey(const QString &key)
{
    return ofKey(kOpponents, opponentKey, key);
}

Text opponentName(Opponent opponent)
{
    switch (opponent) {
    case Opponent::None:
        return {kContext, QT_TRANSLATE_NOOP("Dwarf", "No bot: 2 to 5 players")};
    case Opponent::Kili:
        return {kContext, QT_TRANSLATE_NOOP("Dwarf", "Kili")};
    case Opponent::Gimli:
        return {kContext, QT_TRANSLATE_NOOP("Dwarf", "Gimli")};
    case Opponent::Thorin:
        break;
    }
    return {kContext, QT_TRANSLATE_NOOP("Dwarf", "Thorin Oakenshield")};
}

QString shownBotName(Opponent opponent, const QString &name)
{
    const base::Text bot = opponentName(opponent);
    for (const QString &language : supportedLanguageCodes())
        if (name == bot.in(language))
            return bot.text();
    return name;
}

bool followsGimlisRules(Opponent opponent)
{
    return opponent == Opponent::Gimli || opponent == Opponent::Thorin;
}

int soloMedalsForSpecialAction(int nth)
{
    return std::clamp(nth, 1, kSoloSpecialActions);
}

Verdict checkSoloSpecialAction(Opponent opponent, int taken)
{
    Verdict verdict;
    if (followsGimlisRules(opponent) && taken >= kSoloSpecialActions)
        verdict.violations.push_back(
            {helperRuleId(rule::kSoloSpecialLimit), {argText(taken), opponentName(opponent).text()}});
    return verdict;
}

} // namespace hk::dwarf
