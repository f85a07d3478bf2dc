#include "tmfi_sheet.h"

#include "i18n/arg_text.h"
#include "tmfi_factions.h"
#include "tmfi_rules.h"

#include <QCoreApplication>

namespace hk::tmfi {

namespace {

using base::SheetField;
using base::Text;
using base::ValueKind;

constexpr char kSheetContext[] = "TerraMysticaFireIce";
Text sheetText(const char *source)
{
    return {kSheetContext, source};
}

class SheetText {
    Q_DECLARE_TR_FUNCTIONS(TerraMysticaFireIce)
};

SheetField integer(const QString &key, Text label, Text help, int max, const char *rule)
{
    SheetField field{key, label, help};
    field.max = max;
    field.ruleId = QString::fromLatin1(rule);
    return field;
}

QString path(size_t player, const QString &key)
{
    return QStringLiteral("players[%1].%2").arg(QString::number(player), key);
}

base::Location at(size_t player, const QString &key)
{
    return {int(player), QStringLiteral("players"), -1, key};
}

// The checks across fields and players that no range can express.
void checkSheet(const base::SheetValues &sheet, base::ProblemReporter &report)
{
    const auto intOf = [&](size_t p, const QString &k) {
        return base::valueAs<int>(sheet.players[p].values, k);
    };
    const auto factionOf = [&](size_t p) {
        const auto id = base::valueAs<QString>(sheet.players[p].values, key::faction);
        return id ? findFaction(*id) : nullptr;
    };
    const auto tile =
        finalTileFromId(base::valueAs<QString>(sheet.settings, key::finalTile).value_or(QString()));
    for (size_t p = 0; p < sheet.players.size(); ++p) {
        const QString &name = sheet.players[p].name;
        // TM-COLOURS: one faction of each colour.
        if (const Faction *mine = factionOf(p); mine && !factionColour(*mine).isEmpty())
            for (size_t q = 0; q < p; ++q)
                if (const Faction *theirs = factionOf(q);
                    theirs && theirs != mine && factionColour(*theirs) == factionColour(*mine)) {
                    report.error(path(p, key::faction),
                                 SheetText::tr("%1 cannot play beside %2 (%3): both have the %4 pieces")
                                     .arg(mine->name.text(), theirs->name.text(), sheet.players[q].name,
                                          colourName(factionColour(*mine)).text()),
                                 QString::fromLatin1(rule::Colours), at(p, key::faction));
                    break;
                }
        // TMFI-004…007 with TM-BUILDINGS: the tile counts one connected network.
        const auto network = intOf(p, key::network);
        const auto value = intOf(p, key::tileValue);
        if (tile && network && value && *value > 0) {
            if ((*tile == FinalTile::Outposts || *tile == FinalTile::Settlements) && *value > *network)
                report.error(
                    path(p, key::tileValue),
                    SheetText::tr("%1 has a tile value of %2, but the largest network holds %n building(s); "
                                  "the tile counts the buildings of one connected network",
                                  nullptr, *network)
                        .arg(name, argText(*value)),
                    QString::fromLatin1(finalTileRule(*tile)), at(p, key::tileValue));
            if ((*tile == FinalTile::Distance || *tile == FinalTile::StrongholdSanctuary) && *network < 2)
                report.error(
                    path(p, key::tileValue),
                    SheetText::tr("%1 has a distance of %2, but the largest network holds %n building(s); a "
                                  "distance needs two connected buildings",
                                  nullptr, *network)
                        .arg(name, argText(*value)),
                    QString::fromLatin1(finalTileRule(*tile)), at(p, key::tileValue));
        }
        // TM-POWER: 12 tokens, unless the faction gains more (TMFI-023).
        const auto bowl2 = intOf(p, key::bowl2);
        const auto bowl3 = intOf(p, key::bowl3);
        if (const Faction *mine = factionOf(p);
            mine && !mine->gainsPowerTokens && bowl2 && bowl3 && *bowl2 + *bowl3 > kPowerTokens)
            report.error(path(p, key::bowl3),
                         SheetText::tr("%1's bowls II and III hold %2 power tokens; the %3 have %4 at most")
                             .arg(name, argText(*bowl2 + *bowl3), mine->name.text(), argText(kPowerTokens)),
                         QString::fromLatin1(rule::Power), at(p, key::bowl3));
        // TM-CULT-TOP: one player on space 10 of each track.
        for (const QString &cult : kCultKeys)
            if (intOf(p, cult) == 10)
                for (size_t q = 0; q < p; ++q)
                    if (intOf(q, cult) == 10) {
                        report.error(
                            path(p, cult),
                            SheetText::tr("%1 is on space 10 of this track already; only one player can "
                                          "reach it")
                                .arg(sheet.players[q].name),
                            QString::fromLatin1(rule::CultTop), at(p, cult));
                        break;
                    }
    }
}

} // namespace

QString finalTileId(FinalTile tile)
{
    switch (tile) {
    case FinalTile::None:
        return QStringLiteral("none");
    case FinalTile::Distance:
        return QStringLiteral("distance");
    case FinalTile::StrongholdSanctuary:
        return QStringLiteral("strongholdSanctuary");
    case FinalTile::Outposts:
        return QStringLiteral("outposts");
    case FinalTile::Settlements:
        break;
    }
    return QStringLiteral("settlements");
}

std::optional<FinalTile> finalTileFromId(const QString &id)
{
    for (FinalTile tile : {FinalTile::None, FinalTile::Distance, FinalTile::StrongholdSanctuary,
                           FinalTile::Outposts, FinalTile::Settlements})
        if (finalTileId(tile) == id)
            return tile;
    return std::nullopt;
}

const char *finalTileRule(FinalTile tile)
{
    switch (tile) {
    case FinalTile::None:
        return rule::OneTile;
    case FinalTile::Distance:
        return rule::Distance;
    case FinalTile::StrongholdSanctuary:
        return rule::StrongholdSanctuary;
    case FinalTile::Outposts:
        return rule::Outposts;
    case FinalTile::Settlements:
        break;
    }
    return rule::Settlements;
}

std::shared_ptr<const base::SheetSchema> tmfiSchema()
{
    auto schema = std::make_shared<base::SheetSchema>();
    schema->gameId = QString::fromLatin1(kGameId);
    schema->minPlayers = 2;
    schema->maxPlayers = 5;
    schema->playerCountRuleId = QString::fromLatin1(rule::Players);

    SheetField faction{
        key::faction, sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Faction")),
        sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                    "The faction played: each player a different one (TM-FACTIONS), "
                                    "one of each colour (TM-COLOURS)")),
        ValueKind::Choice};
    for (const Faction &f : allFactions())
        faction.choices.push_back({QString::fromLatin1(f.id), f.name});
    faction.uniqueAcrossPlayers = true;
    faction.ruleId = QString::fromLatin1(rule::Factions);

    const auto cult = [](const QString &key, Text label, Text help) {
        return integer(key, label, help, 10, rule::CultTop);
    };
    SheetField tileValue =
        integer(key::tileValue, sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Tile value")),
                sheetText(QT_TRANSLATE_NOOP(
                    "TerraMysticaFireIce",
                    "The final-scoring tile's value: the greatest distance in spaces "
                    "(TMFI-004); the stronghold–sanctuary distance, 0 without both (TMFI-005); "
                    "the connected buildings on the edge (TMFI-006); the settlements "
                    "(TMFI-007). Not needed without a tile.")),
                30, rule::OneTile);
    tileValue.required = false;

    schema->fields = {
        faction,
        integer(key::vp, sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "VP track")),
                sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                            "The score on the VP track before final scoring")),
                500, rule::Vp),
        integer(key::network, sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Largest network")),
                sheetText(
                    QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                      "The buildings of the largest network of connected buildings, 0 to 17 "
                                      "(TM-AREA, TM-BUILDINGS)")),
                kBuildings, rule::Buildings),
        cult(key::fire, sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Fire cult")),
             sheetText(
                 QT_TRANSLATE_NOOP("TerraMysticaFireIce", "The position on the fire cult track, 0 to 10"))),
        cult(key::water, sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Water cult")),
             sheetText(
                 QT_TRANSLATE_NOOP("TerraMysticaFireIce", "The position on the water cult track, 0 to 10"))),
        cult(key::earth, sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Earth cult")),
             sheetText(
                 QT_TRANSLATE_NOOP("TerraMysticaFireIce", "The position on the earth cult track, 0 to 10"))),
        cult(key::air, sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Air cult")),
             sheetText(
                 QT_TRANSLATE_NOOP("TerraMysticaFireIce", "The position on the air cult track, 0 to 10"))),
        tileValue,
        integer(key::coins, sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Coins")),
                sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Coins left at the end (TM-RESOURCES)")),
                500, rule::Resources),
        integer(key::workers, sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Workers")),
                sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Workers left at the end (TM-RESOURCES)")),
                100, rule::Resources),
        integer(key::priests, sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Priests")),
                sheetText(QT_TRANSLATE_NOOP(
                    "TerraMysticaFireIce", "Priests in the player's supply at the end, 0 to 7 (TM-PRIESTS)")),
                kPriests, rule::Priests),
        integer(
            key::bowl2, sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Power in bowl II")),
            sheetText(QT_TRANSLATE_NOOP(
                "TerraMysticaFireIce", "Power tokens in bowl II; half of them may be burned (TM-RESOURCES)")),
            100, rule::Power),
        integer(key::bowl3, sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Power in bowl III")),
                sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                            "Power tokens in bowl III, 1 coin each (TM-RESOURCES)")),
                100, rule::Power),
    };

    SheetField tile{
        key::finalTile, sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Final-scoring tile")),
        sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                    "The Fire & Ice final-scoring tile drawn at setup (TMFI-001)")),
        ValueKind::Choice};
    tile.choices = {
        {finalTileId(FinalTile::None), sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "No tile"))},
        {finalTileId(FinalTile::Distance),
         sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Greatest distance"))},
        {finalTileId(FinalTile::StrongholdSanctuary),
         sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Stronghold–sanctuary"))},
        {finalTileId(FinalTile::Outposts), sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Outposts"))},
        {finalTileId(FinalTile::Settlements),
         sheetText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Settlements"))},
    };
    tile.ruleId = QString::fromLatin1(rule::OneTile);
    schema->settings = {tile};
    schema->check = checkSheet;
    return schema;
}

} // namespace hk::tmfi
