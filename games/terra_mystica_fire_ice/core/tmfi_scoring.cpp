#include "tmfi_scoring.h"

#include "i18n/arg_text.h"
#include "i18n/list_text.h"
#include "tmfi_factions.h"
#include "tmfi_rules.h"
#include "tmfi_sheet.h"

#include <QCoreApplication>

#include <algorithm>
#include <numeric>

namespace hk::tmfi {

namespace {

const std::vector<int> kAreaAwards{18, 12, 6}; // TM-AREA, and every tile (TMFI-003)
const std::vector<int> kCultAwards{8, 4, 2};   // TM-CULT

QString scoringRuleId(const char *rule)
{
    return QString::fromLatin1(rule);
}

// "… (TM-AREA, TMFI-003)": the rules a cell applies, cited at the end of its sentence.
QString cited(const QString &text, const QStringList &rules)
{
    return rules.isEmpty() ? text : QStringLiteral("%1 (%2)").arg(text, rules.join(QStringLiteral(", ")));
}

// How a place was scored: "place 2: 12 VP", "tied with Bob for places 1–2: (18 + 12) ÷ 2 = 15 VP".
QString placeText(const std::vector<PlaceShare> &shares, size_t player, const QStringList &names)
{
    const PlaceShare &s = shares[player];
    if (s.place == 0)
        return QCoreApplication::translate("TerraMysticaFireIce", "no place: 0 scores nothing");
    if (s.tied == 1)
        return s.points > 0 ? QCoreApplication::translate("TerraMysticaFireIce", "place %1: %2 VP")
                                  .arg(argText(s.place), argText(s.points))
                            : QCoreApplication::translate("TerraMysticaFireIce",
                                                          "place %1: only the first three places score")
                                  .arg(argText(s.place));
    QStringList others, pool;
    for (size_t q = 0; q < shares.size(); ++q)
        if (q != player && shares[q].place == s.place)
            others << names.value(int(q));
    for (int award : s.pool)
        pool << QString::number(award);
    const int sum = std::accumulate(s.pool.begin(), s.pool.end(), 0);
    const QString places = QStringLiteral("%1–%2").arg(argText(s.place), argText(s.place + s.tied - 1));
    return (sum % s.tied == 0
                ? QCoreApplication::translate("TerraMysticaFireIce",
                                              "tied with %1 for places %2: (%3) ÷ %4 = %5 VP")
                : QCoreApplication::translate("TerraMysticaFireIce",
                                              "tied with %1 for places %2: (%3) ÷ %4 = %5 VP, rounded down"))
        .arg(namesText(others), places, pool.join(QStringLiteral(" + ")), argText(s.tied), argText(s.points));
}

struct Column {
    QString key;
    QString name;
    QStringList rules;
};

std::vector<std::optional<int>> valuesOf(const base::SheetValues &sheet, const QString &key)
{
    std::vector<std::optional<int>> values;
    for (const base::SheetPlayer &p : sheet.players)
        values.push_back(base::valueAs<int>(p.values, key));
    return values;
}

QString tileName(FinalTile tile)
{
    switch (tile) {
    case FinalTile::None:
        break;
    case FinalTile::Distance:
        return QCoreApplication::translate("TerraMysticaFireIce", "Greatest distance");
    case FinalTile::StrongholdSanctuary:
        return QCoreApplication::translate("TerraMysticaFireIce", "Stronghold–sanctuary");
    case FinalTile::Outposts:
        return QCoreApplication::translate("TerraMysticaFireIce", "Outposts");
    case FinalTile::Settlements:
        return QCoreApplication::translate("TerraMysticaFireIce", "Settlements");
    }
    return QCoreApplication::translate("TerraMysticaFireIce", "No tile");
}

// A ranked category's cell: the value, its place and points, the rules.
base::ScoreCell rankedCell(const std::vector<std::optional<int>> &values,
                           const std::vector<PlaceShare> &shares, size_t player, const QStringList &names,
                           const QString &what, QStringList rules)
{
    if (!values[player])
        return {std::nullopt, QCoreApplication::translate("TerraMysticaFireIce", "not entered"), rules};
    if (shares[player].place == 0)
        rules << scoringRuleId(rule::Zero);
    const QString text = QCoreApplication::translate("TerraMysticaFireIce", "%1 %2: %3")
                             .arg(what, argText(*values[player]), placeText(shares, player, names));
    return {shares[player].points, cited(text, rules), rules, shares[player].place == 1};
}

base::ScoreCell resourcesCell(const base::SheetPlayer &player)
{
    const auto get = [&](const QString &k) { return base::valueAs<int>(player.values, k); };
    const auto coins = get(key::coins), workers = get(key::workers), priests = get(key::priests),
               bowl2 = get(key::bowl2), bowl3 = get(key::bowl3);
    const Faction *faction =
        findFaction(base::valueAs<QString>(player.values, key::faction).value_or(QString()));
    QStringList rules{scoringRuleId(rule::Resources)};
    if (faction && faction->coinsPerVp != 3)
        rules << scoringRuleId(rule::Alchemists);
    if (!coins || !workers || !priests || !bowl2 || !bowl3)
        return {std::nullopt,
                QCoreApplication::translate("TerraMysticaFireIce",
                                            "not entered: coins, workers, priests and both bowls are needed"),
                rules};
    const Conversion c =
        bestConversion(*coins, *workers, *priests, *bowl2, *bowl3, faction ? faction->coinsPerVp : 3);
    QString text = QCoreApplication::translate("TerraMysticaFireIce",
                                               "%1 coins + %2 workers + %3 priests + %4 power in bowl III")
                       .arg(argText(*coins), argText(*workers), argText(*priests), argText(*bowl3));
    if (c.burn > 0)
        text += QCoreApplication::translate("TerraMysticaFireIce", " + %n power burned from bowl II", nullptr,
                                            c.burn);
    text += QCoreApplication::translate("TerraMysticaFireIce", " = %1 coins → %2 VP at %3 coins per VP")
                .arg(argText(c.coins), argText(c.vp), argText(c.rate));
    if (c.leftover > 0)
        text +=
            QCoreApplication::translate("TerraMysticaFireIce", ", %n coin(s) left over", nullptr, c.leftover);
    if (c.burn < c.maxBurn)
        text += c.burn == 0
                    ? QCoreApplication::translate("TerraMysticaFireIce",
                                                  "; burning power from bowl II would gain no VP")
                    : QCoreApplication::translate("TerraMysticaFireIce", "; burning more would gain no VP");
    return {c.vp, cited(text, rules), rules};
}

} // namespace

std::vector<PlaceShare> sharePlaces(const std::vector<std::optional<int>> &values,
                                    const std::vector<int> &awards)
{
    std::vector<PlaceShare> shares(values.size());
    std::vector<size_t> ranked;
    for (size_t i = 0; i < values.size(); ++i)
        if (values[i] && *values[i] > 0) // TM-ZERO
            ranked.push_back(i);
    std::stable_sort(ranked.begin(), ranked.end(),
                     [&](size_t a, size_t b) { return *values[a] > *values[b]; });
    int place = 1;
    for (size_t i = 0; i < ranked.size();) {
        size_t j = i + 1;
        while (j < ranked.size() && *values[ranked[j]] == *values[ranked[i]])
            ++j;
        const int tied = int(j - i);
        std::vector<int> pool;
        for (int k = place - 1; k < place - 1 + tied; ++k)
            pool.push_back(k < int(awards.size()) ? awards[size_t(k)] : 0);
        const int points = std::accumulate(pool.begin(), pool.end(), 0) / tied; // rounded down (TMFI-003)
        for (size_t k = i; k < j; ++k)
            shares[ranked[k]] = {place, tied, pool, points};
        place += tied;
        i = j;
    }
    return shares;
}

Conversion bestConversion(int coins, int workers, int priests, int bowl2, int bowl3, int coinsPerVp)
{
    Conversion c;
    c.rate = std::max(1, coinsPerVp);
    c.maxBurn = bowl2 / 2;
    const int base = coins + workers + priests + bowl3;
    c.vp = (base + c.maxBurn) / c.rate;
    // Burn only what the last VP needs: the same VP, a token more for the next game's tally never matters.
    c.burn = std::clamp(c.vp * c.rate - base, 0, c.maxBurn);
    c.coins = base + c.burn;
    c.leftover = c.coins - c.vp * c.rate;
    return c;
}

QString tmfiCategoryName(const QString &categoryId)
{
    static const std::pair<QString, const char *> names[] = {
        {key::vp, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "VP track")},
        {QStringLiteral("area"), QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Area")},
        {key::fire, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Fire")},
        {key::water, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Water")},
        {key::earth, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Earth")},
        {key::air, QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Air")},
        {QStringLiteral("tile"), QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Tile")},
        {QStringLiteral("resources"), QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Resources")}};
    for (const auto &[scoringRuleId, name] : names)
        if (scoringRuleId == categoryId)
            return QCoreApplication::translate("TerraMysticaFireIce", name);
    return {};
}

base::ScoreTable scoreTmfi(const base::SheetValues &sheet)
{
    base::ScoreTable table;
    table.gameId = QString::fromLatin1(kGameId);
    table.totalName = QCoreApplication::translate("TerraMysticaFireIce", "Total");
    table.totalRuleIds = {scoringRuleId(rule::Winner)};
    const std::optional<FinalTile> tile =
        finalTileFromId(base::valueAs<QString>(sheet.settings, key::finalTile).value_or(QString()));
    const QString tileRule = scoringRuleId(tile ? finalTileRule(*tile) : rule::OneTile);
    const std::vector<Column> columns{
        {key::vp, QCoreApplication::translate("TerraMysticaFireIce", "VP track"), {scoringRuleId(rule::Vp)}},
        {QStringLiteral("area"),
         QCoreApplication::translate("TerraMysticaFireIce", "Area"),
         {scoringRuleId(rule::Area)}},
        {key::fire, QCoreApplication::translate("TerraMysticaFireIce", "Fire"), {scoringRuleId(rule::Cult)}},
        {key::water,
         QCoreApplication::translate("TerraMysticaFireIce", "Water"),
         {scoringRuleId(rule::Cult)}},
        {key::earth,
         QCoreApplication::translate("TerraMysticaFireIce", "Earth"),
         {scoringRuleId(rule::Cult)}},
        {key::air, QCoreApplication::translate("TerraMysticaFireIce", "Air"), {scoringRuleId(rule::Cult)}},
        {QStringLiteral("tile"),
         QCoreApplication::translate("TerraMysticaFireIce", "Tile"),
         {tileRule, scoringRuleId(rule::TilePoints)}},
        {QStringLiteral("resources"),
         QCoreApplication::translate("TerraMysticaFireIce", "Resources"),
         {scoringRuleId(rule::Resources)}},
    };
    for (const Column &c : columns)
        table.columns.push_back({c.key, c.name, c.rules});

    QStringList names;
    for (const base::SheetPlayer &p : sheet.players)
        names << p.name;
    const auto network = valuesOf(sheet, key::network);
    const auto area = sharePlaces(network, kAreaAwards);
    std::vector<std::vector<std::optional<int>>> cultValues;
    std::vector<std::vector<PlaceShare>> cultShares;
    for (const QString &cult : kCultKeys) {
        cultValues.push_back(valuesOf(sheet, cult));
        cultShares.push_back(sharePlaces(cultValues.back(), kCultAwards));
    }
    const auto tileValues = valuesOf(sheet, key::tileValue);
    const auto tileShares = sharePlaces(tileValues, kAreaAwards);
    const QStringList cultNames{QCoreApplication::translate("TerraMysticaFireIce", "Fire cult"),
                                QCoreApplication::translate("TerraMysticaFireIce", "Water cult"),
                                QCoreApplication::translate("TerraMysticaFireIce", "Earth cult"),
                                QCoreApplication::translate("TerraMysticaFireIce", "Air cult")};

    for (size_t p = 0; p < sheet.players.size(); ++p) {
        const base::SheetPlayer &player = sheet.players[p];
        base::ScoreEntity e;
        e.name = player.name;
        const auto vp = base::valueAs<int>(player.values, key::vp);
        e.cells.push_back({vp,
                           vp ? cited(QCoreApplication::translate(
                                          "TerraMysticaFireIce", "%1 VP on the VP track before final scoring")
                                          .arg(argText(*vp)),
                                      {scoringRuleId(rule::Vp)})
                              : QCoreApplication::translate("TerraMysticaFireIce", "not entered"),
                           {scoringRuleId(rule::Vp)}});
        e.cells.push_back(rankedCell(network, area, p, names,
                                     QCoreApplication::translate("TerraMysticaFireIce", "Largest network"),
                                     {scoringRuleId(rule::Area)}));
        for (qsizetype c = 0; c < kCultKeys.size(); ++c)
            e.cells.push_back(rankedCell(cultValues[size_t(c)], cultShares[size_t(c)], p, names, cultNames[c],
                                         {scoringRuleId(rule::Cult)}));
        if (!tile)
            e.cells.push_back({std::nullopt,
                               cited(QCoreApplication::translate("TerraMysticaFireIce",
                                                                 "choose the final-scoring tile in play"),
                                     {scoringRuleId(rule::OneTile)}),
                               {scoringRuleId(rule::OneTile)}});
        else if (*tile == FinalTile::None)
            e.cells.push_back(
                {0,
                 cited(QCoreApplication::translate("TerraMysticaFireIce", "no final-scoring tile in play"),
                       {scoringRuleId(rule::OneTile)}),
                 {scoringRuleId(rule::OneTile)}});
        else if (*tile == FinalTile::StrongholdSanctuary && tileValues[p] == 0)
            e.cells.push_back(
                {0,
                 cited(QCoreApplication::translate("TerraMysticaFireIce",
                                                   "%1 0: without both buildings connected, nothing")
                           .arg(tileName(*tile)),
                       {tileRule}),
                 {tileRule}});
        else
            e.cells.push_back(rankedCell(tileValues, tileShares, p, names, tileName(*tile),
                                         {tileRule, scoringRuleId(rule::TilePoints)}));
        e.cells.push_back(resourcesCell(player));

        e.total = sumOfColumns(table, e);
        if (e.total) {
            QStringList parts;
            for (const base::ScoreCell &cell : e.cells)
                if (cell.points)
                    parts << QString::number(*cell.points);
            e.totalExplanation = cited(QCoreApplication::translate("TerraMysticaFireIce", "%1 = %2 VP")
                                           .arg(parts.join(QStringLiteral(" + ")), argText(*e.total)),
                                       {scoringRuleId(rule::Winner)});
        }
        table.entities.push_back(std::move(e));
    }

    // Empty while no value that scores is entered; final once every value is.
    const QStringList scored{key::vp,    key::network, key::fire,    key::water, key::earth, key::air,
                             key::coins, key::workers, key::priests, key::bowl2, key::bowl3, key::tileValue};
    bool anything = false, missing = false;
    for (const base::SheetPlayer &player : sheet.players) {
        for (const QString &k : scored)
            anything = anything || player.values.count(k);
        for (const QString &k : scored.mid(0, scored.size() - 1) + QStringList{key::faction})
            missing = missing || !player.values.count(k);
    }
    const bool tileMissing =
        !tile || (*tile != FinalTile::None &&
                  std::any_of(tileValues.begin(), tileValues.end(), [](const auto &v) { return !v; }));
    if (!anything) {
        table.standing = base::Standing::Empty;
        for (base::ScoreEntity &e : table.entities)
            e.total.reset();
    } else if (!missing && !tileMissing && !sheet.players.empty()) {
        table.standing = base::Standing::Complete;
    } else {
        table.standing = base::Standing::Incomplete;
        table.standingNote =
            !tile ? cited(QCoreApplication::translate("TerraMysticaFireIce",
                                                      "Choose the final-scoring tile in play to score it."),
                          {scoringRuleId(rule::OneTile)})
                  : QCoreApplication::translate(
                        "TerraMysticaFireIce",
                        "Not every value is entered yet: the places and totals may still change.");
    }
    if (tile)
        table.rulings.push_back({key::finalTile, finalTileId(*tile),
                                 QCoreApplication::translate("TerraMysticaFireIce", "Final-scoring tile: %1")
                                     .arg(tileName(*tile))});
    base::rankEntities(table);
    return table;
}

} // namespace hk::tmfi
