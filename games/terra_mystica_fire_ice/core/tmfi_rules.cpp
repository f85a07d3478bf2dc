#include "tmfi_rules.h"

#include <QCoreApplication>

namespace hk::tmfi {

namespace {

using base::Rule;
using base::Text;

constexpr char kRulesContext[] = "TerraMysticaFireIce";
Text rulesText(const char *source)
{
    return {kRulesContext, source};
}

// A rule; `quote` exactly as the Fire & Ice rules print it (empty for the base game's rules, which they do
// not state).
Rule make(const char *id, Text section, Text text, const char *quote, Text source, Text example = {},
          Text message = {})
{
    return {QString::fromLatin1(id),  section, text,    false, {},
            QString::fromUtf8(quote), source,  example, {},    message};
}

} // namespace

std::shared_ptr<const base::RuleCatalog> tmfiRules()
{
    const Text tile =
        rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Fire & Ice: the final-scoring tile"));
    const Text factions = rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Fire & Ice: factions"));
    const Text variants = rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Fire & Ice: variants"));
    const Text setup = rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Base game: players and factions"));
    const Text scoring = rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Base game: final scoring"));
    const Text taken =
        rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "%1: %2 is already the home or start "
                                                           "terrain of %3"));
    // Where the base game's rules come from: they are not in the Fire & Ice rules.
    const Text baseConstants = rulesText(QT_TRANSLATE_NOOP(
        "TerraMysticaFireIce", "Base game (not in the Fire & Ice rules), as the open-source Terra Mystica "
                               "moderator implements it: jsnell/terra-mystica, src/Game/Constants.pm"));
    const Text baseScoring = rulesText(QT_TRANSLATE_NOOP(
        "TerraMysticaFireIce", "Base game (not in the Fire & Ice rules), as the open-source Terra Mystica "
                               "moderator implements it: jsnell/terra-mystica, src/scoring.pm"));
    const Text baseFactions = rulesText(QT_TRANSLATE_NOOP(
        "TerraMysticaFireIce", "Base game (not in the Fire & Ice rules), as the open-source Terra Mystica "
                               "moderator implements it: jsnell/terra-mystica, src/Game/Factions/"));
    const Text baseRules =
        rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Base game rules (not in the Fire & Ice rules)"));

    std::vector<Rule> rules{
        // The final-scoring tile (Fire & Ice rules, 新的终局计分).
        make(
            rule::OneTile, tile,
            rulesText(QT_TRANSLATE_NOOP(
                "TerraMysticaFireIce",
                "One final-scoring tile is drawn at setup and scored at the end of the game, "
                "after area scoring.")),
            "在设置游戏时，面朝下洗混所有终局计分板块，然后抽取一张面朝上放在游戏版图旁。这个板块将在游戏结束"
            "时区域计"
            "分后进行计分。",
            rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                        "Fire & Ice rules (Chinese translation by TOTO), line 131"))),
        make(rule::Connected, tile,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "Like area scoring, every final-scoring tile counts only buildings that are "
                 "directly or indirectly connected.")),
             "以下每种终局计分板块仍要遵循区域计分规则，即：只有直接或间接相连的建筑群才会被计算在内。",
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                         "Fire & Ice rules (Chinese translation by TOTO), line 133"))),
        make(rule::TilePoints, tile,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "The tile gives 18 VP to the first, 12 to the second and 6 to the third; tied "
                 "players add up the points of the places they take and share them equally, "
                 "rounded down.")),
             "如同区域计分，第一名玩家获得18分，第二名玩家获得12分，第三名获得6分。平局情况下，将对应分数相加"
             "进行平均分"
             "配（向下取整）。",
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                         "Fire & Ice rules (Chinese translation by TOTO), line 133")),
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "Two players tied for first take (18 + 12) ÷ 2 = 15 VP each; three tied for "
                 "second (12 + 6 + 0) ÷ 3 = 6; two tied for third (6 + 0) ÷ 2 = 3; four tied "
                 "for second in a five-player game ⌊18 ÷ 4⌋ = 4."))),
        make(rule::Distance, tile,
             rulesText(
                 QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                   "Greatest distance: the number of spaces between a player's two connected "
                                   "buildings farthest apart, along the shortest route.")),
             "每个玩家指定他所拥有的两个彼此分开最长距离的建筑。这个值为两个建筑之间的格数（空间数），若存在"
             "多条路径相"
             "连，取最短的那条为准。",
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                         "Fire & Ice rules (Chinese translation by TOTO), lines 143–147")),
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "Mermaids and Fakirs both reach 12 spaces: 15 VP each ((18 + 12) ÷ 2); the "
                 "Witches' 8 is third, 6 VP; the Giants score nothing."))),
        make(rule::StrongholdSanctuary, tile,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "Stronghold–sanctuary: the number of spaces between a player's stronghold and "
                 "sanctuary, which must be connected; the larger the better. Without both "
                 "buildings a player scores nothing on this tile.")),
             "每位玩家指定各自要塞与神殿之间的距离（必须保持连接）。取值为两个建筑之间的格数（空间数），若存"
             "在多条路径"
             "相连，取最短的那条为准。（若你未建造这两个建筑，你不能从此终局计分板块中获得任何分数。）",
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                         "Fire & Ice rules (Chinese translation by TOTO), lines 155–159")),
             rulesText(
                 QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                   "Witches 4, Giants 3, Mermaids and Fakirs without a sanctuary: 18, 12, 0 "
                                   "and 0 VP."))),
        make(rule::Outposts, tile,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "Outposts: the number of a player's connected buildings on the edge of the "
                 "board.")),
             "每位玩家计算各自建造在位于版图边缘的建筑数量。这些建筑必须保持连接。",
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                         "Fire & Ice rules (Chinese translation by TOTO), lines 165–169")),
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "Mermaids, Fakirs and Witches have 3 connected buildings on the edge each: "
                 "(18 + 12 + 6) ÷ 3 = 12 VP each."))),
        make(rule::Settlements, tile,
             rulesText(
                 QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                   "Settlements: the number of a player's clusters of directly adjacent "
                                   "buildings, a lone building counting as one, in one connected network; a "
                                   "Mermaids town across a river is one settlement.")),
             "每位玩家计算各自的定居点数量。同种颜色建筑通过直接相连形成的聚集区域被称为定居点。未与其他同色"
             "建筑直接相"
             "连的单个建筑也算作定居点。算作计分的定居点必须保持连接。",
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                         "Fire & Ice rules (Chinese translation by TOTO), lines 175–181")),
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                         "Fakirs 7 settlements, Mermaids 6, Witches 4: 18, 12 and 6 VP."))),
        make(rule::RiverwalkersConnected, tile,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "For the Riverwalkers, directly adjacent buildings count as connected in the "
                 "final scoring even when their shipping does not connect them.")),
             "在终局计分中以及城镇形成时，没有通过航行能力连接，但直接相邻的建筑，仍算作相连。",
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                         "Fire & Ice rules (Chinese translation by TOTO), line 323"))),

        // The new factions (Fire & Ice rules, 新的种族).
        make(rule::IceMaidensStronghold, factions,
             rulesText(
                 QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                   "Ice Maidens with their stronghold score 3 VP for each of their temples "
                                   "whenever they pass.")),
             "建造要塞后，每轮当你选择放弃行动时，你场上的每个神庙为你带来3分。",
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                         "Fire & Ice rules (Chinese translation by TOTO), line 207"))),
        make(rule::VolcanoNoVp, factions,
             rulesText(
                 QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                   "Volcano factions score nothing for placing volcano tiles: they never use "
                                   "spades to transform.")),
             "火山种族无法通过放置火山地形板块到游戏版图上获得任何分数(因为他们不能使用铲子转化地形)。",
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                         "Fire & Ice rules (Chinese translation by TOTO), line 239"))),
        make(
            rule::SpadeVp, factions,
            rulesText(
                QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                  "Dragonlords and Acolytes still score a reward for gaining a spade, though "
                                  "they turn each spade into a power token or a cult step.")),
            "若场上存在获得铲子时计分的奖励, 你仍然会获得对应分数",
            rulesText(QT_TRANSLATE_NOOP(
                "TerraMysticaFireIce", "Fire & Ice rules (Chinese translation by TOTO), lines 245 and 261"))),
        make(rule::AcolytesStronghold, factions,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "Acolytes with their stronghold advance 4, 3 or 2 spaces instead of 3, 2 or "
                 "1 when they send a priest to a cult track.")),
             "在你建造要塞后, 直到游戏结束, 每当你使用祭司去执行提升信仰的行动时, 获得+1的效果, "
             "即前进3/2/1格变为4/"
             "3/2格。",
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                         "Fire & Ice rules (Chinese translation by TOTO), line 265"))),
        make(rule::ShapeshiftersStronghold, factions,
             rulesText(
                 QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                   "Shapeshifters with their stronghold may change their home terrain for 3 "
                                   "power, as often as they like, to one that is no other faction's home "
                                   "terrain; each change scores 2 VP at once.")),
             "每次当你变更你的原生地形后，立即获得2分。",
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                         "Fire & Ice rules (Chinese translation by TOTO), line 293"))),
        make(rule::YetisPower, factions,
             rulesText(
                 QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                   "The Yetis' stronghold and sanctuary have a power value of 4, for their "
                                   "neighbours' power and for founding towns.")),
             "你的要塞与圣殿魔力值为4（与通过其他玩家建造获取魔力以及形成城镇有关）",
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                         "Fire & Ice rules (Chinese translation by TOTO), line 217"))),
        make(rule::IceStart, factions,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "An ice faction chooses its start terrain when it is chosen: not the home or "
                 "start terrain of a faction chosen before it; later players may not choose "
                 "the faction of that terrain.")),
             "被选中的初始地形不能是已被其他玩家选择种族（包括河流行者与变形者）的原始地形或初始地形。",
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                         "Fire & Ice rules (Chinese translation by TOTO), lines 187–193")),
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "After the Giants and a swamp faction, Jeff's Ice Maidens may not start on "
                 "wasteland or swamp; he takes forest, so the fourth player may not choose the "
                 "Witches or the Auren.")),
             taken),
        make(rule::VolcanoStart, factions,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "A volcano faction chooses its start terrain after every faction is chosen: "
                 "not the home or start terrain of any other faction. It means nothing after "
                 "the first two buildings.")),
             "火山种族在所有其他玩家选择好种族后再决定初始地形。",
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                         "Fire & Ice rules (Chinese translation by TOTO), lines 233–237")),
             {}, taken),
        make(rule::ShapeshiftersHome, factions,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "The Shapeshifters choose their home terrain when they are chosen: not the "
                 "home or start terrain of a faction chosen before them; later players may not "
                 "choose the faction of that terrain.")),
             "你不能选择其他玩家种族所属的原生地地形或初始地形",
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce", "Fire & Ice rules (Chinese translation by TOTO), lines 275 and 281")),
             rulesText(
                 QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                   "With the Witches in play, Adele's Shapeshifters may not take forest; she "
                                   "takes wasteland.")),
             taken),
        make(rule::RiverwalkersStart, factions,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "The Riverwalkers choose their start terrain when they are chosen, under the "
                 "same limits, and put a priest on each of the six other terrains of their "
                 "terrain ring.")),
             "除了你的初始地形外，在你的地形环上的每个地形上放置一个祭司。",
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                         "Fire & Ice rules (Chinese translation by TOTO), lines 297–303")),
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "Alice's Riverwalkers start on desert: a priest each on plains, swamp, lakes, "
                 "forest, mountains and wasteland.")),
             taken),
        make(rule::IceSpades, factions,
             rulesText(
                 QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                   "An ice faction pays, to turn a terrain into ice, the spades between that "
                                   "terrain and its start terrain on the cycle, and 1 spade for its start "
                                   "terrain itself.")),
             "当你需要将你的初始地形转化为冰原时，你同样需要支付1个铲子！",
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                         "Fire & Ice rules (Chinese translation by TOTO), lines 195–197")),
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "Ice Maidens starting on forest: 1 spade from forest, mountains or lakes; 2 "
                 "from wasteland or swamp; 3 from desert or plains."))),
        make(rule::ShapeshiftersSpades, factions,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "The Shapeshifters pay the spades between a terrain and their home terrain "
                 "on the cycle.")),
             "在游戏进行中, 计算目标地形与你原生地形间需要的铲子, 即是你需要支付的铲子数。",
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                         "Fire & Ice rules (Chinese translation by TOTO), lines 277–281")),
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "Home terrain wasteland: 1 spade from desert or mountains, 2 from forest or "
                 "plains, 3 from swamp or lakes."))),
        make(rule::VolcanoTransform, factions,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "Volcano factions never use spades: Dragonlords remove 2 power tokens to turn "
                 "another player's home terrain into volcano and 1 for any other terrain; "
                 "Acolytes move down a cult track 4 or 3 spaces. Riverwalkers cannot "
                 "transform at all.")),
             "将其他玩家的原生地地形转化为火山地形需要移除2点魔力, 其他地形则需要移除1点魔力。",
             rulesText(
                 QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                   "Fire & Ice rules (Chinese translation by TOTO), lines 245, 261, 309 and "
                                   "325"))),
        make(rule::ExtraTokens, factions,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "Dragonlords and Shapeshifters gain power tokens from the general supply and "
                 "may hold more than 12.")),
             "(因此你的魔力盘中可能会获得超过12个魔力指示物。)",
             rulesText(
                 QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                   "Fire & Ice rules (Chinese translation by TOTO), lines 245–251 and 285"))),

        // The variants (Fire & Ice rules, 新的游戏可选规则).
        make(rule::Auction, variants,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "Faction auction: bids run from 0 to 40, each above the last; the winner's "
                 "marker goes back from 40 by the bid, so the faction starts with 40 − bid "
                 "VP. The next round opens with the player to the winner's left.")),
             "（没有玩家的出价可以超过40）",
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                         "Fire & Ice rules (Chinese translation by TOTO), lines 355–359")),
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "A bid of 12 starts the faction on 28 VP.")),
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "a bid of %1: bids run from %2 to 40"))),
        make(rule::AuctionTerrains, variants,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "After an auction, the Ice Maidens, Yetis, Riverwalkers and Shapeshifters may "
                 "not choose the home terrain of an auctioned faction.")),
             "不能选择参与竞拍种族中的原生地形作为初始地形或原生地形。",
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                         "Fire & Ice rules (Chinese translation by TOTO), line 364")),
             {},
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                         "%1: %2 is the home terrain of %3, a faction of this auction"))),
        make(rule::TurnOrder, variants,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "Variable turn order: each player who passes moves to the highest free place "
                 "of the next round, so the next round is played in the order of passing.")),
             "在游戏中，当玩家放弃行动时，将其种族指示物移动到回合顺序图板右侧尽可能靠上的位置。",
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                         "Fire & Ice rules (Chinese translation by TOTO), lines 337–351")),
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "Acolytes, Auren, Nomads play round 1; the Auren pass first and the Acolytes "
                 "second: round 2 is Auren, Acolytes, Nomads.")),
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce", "%1 passes twice or is not in this round; each player passes once"))),

        // The base game's rules the end-game scoring builds on.
        make(
            rule::Players, setup,
            rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "Terra Mystica is played by 2 to 5 players.")),
            "", baseRules),
        make(rule::Factions, setup,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "Each player plays a different faction: one of the 14 of the base game or the "
                 "6 of Fire & Ice.")),
             "", baseFactions, {},
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce", "%1 is already played by %2"))),
        make(rule::Colours, setup,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "Each colour is in play once: two factions of one home terrain never play "
                 "together, and only one ice faction (white pieces) and one volcano faction "
                 "(orange pieces) can play.")),
             "冰原种族在游戏中使用白色部件。",
             rulesText(
                 QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                   "Base game rules; the white and orange pieces: Fire & Ice rules (Chinese "
                                   "translation by TOTO), lines 71, 189 and 233")),
             {},
             rulesText(QT_TRANSLATE_NOOP("TerraMysticaFireIce",
                                         "%1 cannot play beside %2: both have the %3 pieces"))),
        make(rule::Cycle, setup,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "The seven terrains form the transformation cycle plains – swamp – lakes – "
                 "forest – mountains – wasteland – desert – plains; turning a terrain into "
                 "another costs one spade per step between them. Each base faction has its "
                 "home terrain; the Giants always pay 2 spades.")),
             "", baseConstants,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "The cycle is also the one the Fire & Ice rules' own examples imply (TMFI-020, "
                 "TMFI-021)."))),
        make(rule::Vp, scoring,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "Final scoring adds to each player's score on the VP track, which never goes "
                 "below 0.")),
             "", baseRules),
        make(rule::Area, scoring,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "Area scoring: the largest network of directly or indirectly connected "
                 "buildings scores 18 VP, the second 12, the third 6; tied players share the "
                 "points of their places, rounded down.")),
             "", baseConstants),
        make(rule::Buildings, scoring,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "A faction has 17 buildings: 8 dwellings, 4 trading houses, 1 stronghold, 3 "
                 "temples and 1 sanctuary; no network is larger, and a tile's edge buildings "
                 "or settlements are counted in one network.")),
             "8个聚落",
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce", "Base game; the pieces of each new colour: Fire & Ice rules (Chinese "
                                        "translation by TOTO), lines 71–81"))),
        make(rule::Cult, scoring,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "Cult scoring: on each of the four cult tracks (fire, water, earth, air) the "
                 "first scores 8 VP, the second 4, the third 2; tied players share the points "
                 "of their places, rounded down; a player at 0 scores nothing.")),
             "", baseConstants),
        make(rule::CultTop, scoring,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "A cult track runs from 0 to 10, and only one player can reach its space 10 "
                 "(with a town key).")),
             "", baseRules),
        {QString::fromLatin1(rule::Zero),
         scoring,
         rulesText(QT_TRANSLATE_NOOP(
             "TerraMysticaFireIce",
             "Ruling: a value of 0 (no building, a cult track at 0, nothing on the tile) scores "
             "nothing and takes no place.")),
         true,
         rulesText(QT_TRANSLATE_NOOP(
             "TerraMysticaFireIce",
             "Let players at 0 share the places left when fewer than three players have more.")),
         QString(),
         baseScoring,
         {},
         rulesText(QT_TRANSLATE_NOOP(
             "TerraMysticaFireIce",
             "The base game says so of the cult tracks, and the Fire & Ice rules of a player "
             "without both buildings on the stronghold–sanctuary tile; the open-source "
             "moderator applies it to every ranking.")),
         {}},
        make(rule::Resources, scoring,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "Resources: half of the power in bowl II may be burned into bowl III; each "
                 "power in bowl III, each priest and each worker is worth 1 coin, and every 3 "
                 "coins score 1 VP. Hallkeeper burns only as much as gains a VP.")),
             "", baseScoring),
        make(rule::Alchemists, scoring,
             rulesText(
                 QT_TRANSLATE_NOOP("TerraMysticaFireIce", "The Alchemists score 1 VP for every 2 coins.")),
             "", baseFactions),
        make(rule::Power, scoring,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "A faction has 12 power tokens, fewer after burning: bowls II and III together "
                 "hold at most 12, except for the Dragonlords and Shapeshifters "
                 "(TMFI-023).")),
             "", baseFactions),
        make(rule::Priests, scoring,
             rulesText(
                 QT_TRANSLATE_NOOP("TerraMysticaFireIce", "A faction has 7 priests: it never holds more.")),
             "7个祭司",
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "Base game; the new colours: Fire & Ice rules (Chinese translation by TOTO), "
                 "line 83"))),
        make(rule::Winner, scoring,
             rulesText(QT_TRANSLATE_NOOP(
                 "TerraMysticaFireIce",
                 "The player with the most VP after final scoring wins; tied players share the "
                 "place.")),
             "", baseRules),
    };
    return std::make_shared<base::RuleCatalog>(
        QString::fromLatin1(kGameId), Text{"Games", QT_TRANSLATE_NOOP("Games", "Terra Mystica: Fire & Ice")},
        std::move(rules));
}

} // namespace hk::tmfi
