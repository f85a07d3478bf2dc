#include "dwarf_rules.h"

#include "catalog/rule_id.h"

#include <QtGlobal>

namespace hk::dwarf {

namespace {

using base::Rule;
using base::Text;

constexpr Text t(const char *source)
{
    return {kContext, source};
}

// The rulebook's own words, as printed (Traditional Chinese, the authority); passages from several places
// are joined by " ／ ".
QString quote(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

std::vector<Rule> rules()
{
    const Text scoring = t(QT_TRANSLATE_NOOP("Dwarf", "Scoring"));
    const Text end = t(QT_TRANSLATE_NOOP("Dwarf", "End of the game"));
    const Text players = t(QT_TRANSLATE_NOOP("Dwarf", "Players"));
    const Text round = t(QT_TRANSLATE_NOOP("Dwarf", "The round"));
    const Text medals = t(QT_TRANSLATE_NOOP("Dwarf", "Medals"));
    const Text cards = t(QT_TRANSLATE_NOOP("Dwarf", "Cards and resources"));
    const Text solo = t(QT_TRANSLATE_NOOP("Dwarf", "Solo game"));
    return {
        {base::ruleId(rule::kCounted),
         scoring,
         t(QT_TRANSLATE_NOOP(
             "Dwarf", "At the end of the game each player counts their steel, gold and artifacts: the three "
                      "categories of the score.")),
         false,
         {},
         quote("在遊戲結束時，每個玩家計算各自所收集的鋼(♄)，黃金(☉)和神器(⚔)的數量。"),
         t(QT_TRANSLATE_NOOP("Dwarf", "Rulebook, Goal of the game")),
         {},
         {},
         {}},
        {base::ruleId(rule::kMostCategories),
         scoring,
         t(QT_TRANSLATE_NOOP(
             "Dwarf",
             "The hero of the masses (the winner) has the most in more of the three categories: each "
             "category is compared on its own, and a category tied for the most counts for nobody.")),
         false,
         {},
         quote("擁有這三個項目最多數量的玩家成為「群眾的英雄」，也就是遊戲的優勝者。"),
         t(QT_TRANSLATE_NOOP("Dwarf", "Rulebook, Goal of the game, and scoring examples 1 and 2")),
         t(QT_TRANSLATE_NOOP(
             "Dwarf",
             "Example 1: 小明 has 4, 9 and 8, 小芬 2, 10 and 12; 小芬 has more in two of the "
             "three categories and wins. The printed icons are garbled: Hallkeeper reads the numbers in the "
             "order the goal of the game names them (steel, gold, artifacts); the verdict does not depend on "
             "it.")),
         {},
         {}},
        {base::ruleId(rule::kTieMedals),
         scoring,
         t(QT_TRANSLATE_NOOP("Dwarf", "On a tie, the player with the most medals wins.")),
         false,
         {},
         quote("平時時，由擁有最多勳章(♣)的玩家獲勝。"),
         t(QT_TRANSLATE_NOOP("Dwarf",
                             "Rulebook, Goal of the game; 平時時 is a misprint of 平手時, \"on a tie\"")),
         t(QT_TRANSLATE_NOOP(
             "Dwarf", "Example 2: 小明 has 4, 9 and 8, 小芬 2, 9 and 14: one category each and one tied. "
                      "小芬 has 9 medals and 小明 7, so 小芬 wins.")),
         {},
         {}},
        {base::ruleId(rule::kTieIronArtifacts),
         scoring,
         t(QT_TRANSLATE_NOOP(
             "Dwarf",
             "Still tied, the player with the most iron wins; still tied, the one with the most artifacts.")),
         false,
         {},
         quote("如果還是平手，則比較擁有鐵(♁)的數量，仍然平手的話就比較神器(⚔)的數量。"),
         t(QT_TRANSLATE_NOOP("Dwarf", "Rulebook, Goal of the game")),
         t(QT_TRANSLATE_NOOP("Dwarf",
                             "Example 3: 小明 and 小芬 are tied on the categories and on medals; 小芬 has 5 "
                             "iron and 小明 1, so 小芬 wins.")),
         {},
         {}},
        {base::ruleId(rule::kManyPlayers),
         scoring,
         t(QT_TRANSLATE_NOOP(
             "Dwarf",
             "Ruling: with 3 to 5 players each category goes to its sole leader (a category tied for the "
             "most counts for nobody); the most categories won makes the hero, and a tie on categories won "
             "is broken by medals, iron and artifacts among the tied players only.")),
         true,
         t(QT_TRANSLATE_NOOP(
             "Dwarf",
             "Rank the players in each category and give points by place (with 3 players 3, 2 and 1; "
             "players tied share the better place's points); the most points wins, ties broken the same "
             "way.")),
         quote("擁有這三個項目最多數量的玩家成為「群眾的英雄」，也就是遊戲的優勝者。"),
         t(QT_TRANSLATE_NOOP("Dwarf",
                             "Rulebook, Goal of the game: written for two players, silent on three to five")),
         {},
         t(QT_TRANSLATE_NOOP(
             "Dwarf",
             "The rulebook's examples 1 and 2 compare each category on its own between two players "
             "and let a tied category count for nobody. The sole-leader ruling keeps exactly that with more "
             "players and is the rulebook itself with two; ranking points reward second places, which the "
             "rulebook never mentions. The score sheet saves the group's choice and the result shows it.")),
         {}},
        {base::ruleId(rule::kFinalTie),
         scoring,
         t(QT_TRANSLATE_NOOP(
             "Dwarf",
             "Ruling: players still tied after artifacts share the victory; each is a hero of the masses.")),
         true,
         t(QT_TRANSLATE_NOOP("Dwarf", "No hero: a game still tied after artifacts has no winner.")),
         quote("如果還是平手，則比較擁有鐵(♁)的數量，仍然平手的話就比較神器(⚔)的數量。"),
         t(QT_TRANSLATE_NOOP("Dwarf", "Rulebook, Goal of the game: the tie-breaks stop at artifacts")),
         {},
         t(QT_TRANSLATE_NOOP(
             "Dwarf",
             "The rulebook names no step after artifacts. Players level on everything it counts have the "
             "same claim to the title, so they share it, as the result says.")),
         {}},
        {base::ruleId(rule::kEndRound),
         end,
         t(QT_TRANSLATE_NOOP(
             "Dwarf",
             "The game ends at the end of a round in which a player has made 4 artifacts (4 or more held: "
             "nothing takes an artifact away), or when a card must be drawn from the empty mountain deck.")),
         false,
         {},
         quote("遊戲會一直進行直到一輪結束時有玩家製作出4個神器，或是玩家需要從高山牌堆抽牌卻無牌可抽，就結束"
               "整個遊戲。"),
         t(QT_TRANSLATE_NOOP("Dwarf", "Rulebook, How the game is played")),
         {},
         {},
         t(QT_TRANSLATE_NOOP("Dwarf", "The game ended at the end of round %1: %2 made 4 artifacts"))},
        {base::ruleId(rule::kEmptyDeck),
         end,
         t(QT_TRANSLATE_NOOP(
             "Dwarf",
             "When a card must be drawn from the empty mountain deck, the game ends at once: in the mining "
             "phase, before that round's dispatch.")),
         false,
         {},
         quote("當需要從高山牌堆中抽一張牌卻無牌可抽時，遊戲立即結束。"),
         t(QT_TRANSLATE_NOOP("Dwarf", "Rulebook, Mining phase")),
         {},
         {},
         t(QT_TRANSLATE_NOOP(
             "Dwarf", "The game ended in round %1: a card had to be drawn from the empty mountain deck"))},
        {base::ruleId(rule::kCopies),
         players,
         t(QT_TRANSLATE_NOOP(
             "Dwarf",
             "One copy of Dwarf seats up to 3 players; combined with a second copy, up to 5: two mines of 9 "
             "squares each, two cards drawn for each in the mining phase.")),
         false,
         {},
         quote("一套矮人族可以支援最多三個人一起遊戲。結合第二套矮人族的話則支援的遊戲人數可以增加到五人"),
         t(QT_TRANSLATE_NOOP("Dwarf", "Rulebook, Combining two copies")),
         {},
         {},
         t(QT_TRANSLATE_NOOP("Dwarf",
                             "%1 players need two copies of Dwarf combined: one copy seats at most 3"))},
        {base::ruleId(rule::kStartPlayer),
         round,
         t(QT_TRANSLATE_NOOP(
             "Dwarf",
             "If the start player triggered a reinforce or a forge action this round, the start player "
             "marker passes clockwise to the next player at the end of the round.")),
         false,
         {},
         quote("若起始玩家在此輪觸發過增援或鍛造行動，把起始玩家指示物(👤)傳給順時鐘方向的下一位玩家。"),
         t(QT_TRANSLATE_NOOP("Dwarf", "Rulebook, End of the round; also Trigger phase: reinforce and forge, "
                                      "and the mountain card glossary: rotate the start player")),
         {},
         {},
         {}},
        {base::ruleId(rule::kDefenseMedal),
         medals,
         t(QT_TRANSLATE_NOOP(
             "Dwarf",
             "A worker on a defense square beats its monster, and each successful defense earns that player "
             "1 medal.")),
         false,
         {},
         quote("每一次成功的防衛，該玩家可以獲得一枚勳章(🏆)。"),
         t(QT_TRANSLATE_NOOP("Dwarf", "Rulebook, Trigger phase: defend")),
         {},
         {},
         {}},
        {base::ruleId(rule::kCourage),
         medals,
         t(QT_TRANSLATE_NOOP(
             "Dwarf",
             "Reward of Courage: a player earns 1 medal for each of their workers on a defense square, "
             "counting every defense square.")),
         false,
         {},
         quote("任何在防衛格有工人 的玩家，每一個工人 可以得到一面勳章。計算工人數量時，所有防衛行動 "
               "的格子都算。"),
         t(QT_TRANSLATE_NOOP("Dwarf", "Rulebook, mountain card glossary: Reward of Courage")),
         {},
         {},
         t(QT_TRANSLATE_NOOP("Dwarf", "%1: %2 workers on defense squares; the reward counts 1 to 4, a player "
                                      "has at most 4 workers"))},
        {base::ruleId(rule::kSpecialCost),
         medals,
         t(QT_TRANSLATE_NOOP("Dwarf",
                             "A special action takes both main workers, or 4 medals and one worker.")),
         false,
         {},
         quote("放兩個主要工人(👤👤)，或是花費4個勳章(🏆)和放置一個工人(👤)到特殊行動牌堆的其中一堆"),
         t(QT_TRANSLATE_NOOP("Dwarf", "Rulebook, Dispatch phase: special action")),
         {},
         {},
         t(QT_TRANSLATE_NOOP("Dwarf", "%1 has %2 medals; a special action paid with medals costs 4"))},
        {base::ruleId(rule::kConversions),
         cards,
         t(QT_TRANSLATE_NOOP(
             "Dwarf",
             "The fixed conversions: an iron vein gives 3 iron, a gold vein 1 gold; smelting steel turns 3 "
             "iron into 2 steel, forging a sword 3 steel into 1 artifact. Other artifacts cost what their "
             "card prints.")),
         false,
         {},
         quote("鐵礦脈: 從補充區拿三個鐵。 ／ 金礦脈: 從補充區拿一個黃金。 ／ 煉鋼: "
               "把三個鐵放回補充區然後拿兩個"
               "鋼。 ／ 鑄劍: 把三個鋼放回補充區然後拿一個神器。 ／ "
               "所有以鐵造行動生成神器的步驟都類似，只在於花費的"
               "資源不同 - 把適當的資源放回補充區然後拿一個神器。"),
         t(QT_TRANSLATE_NOOP("Dwarf", "Rulebook, Smelting and the mountain card glossary")),
         {},
         {},
         t(QT_TRANSLATE_NOOP("Dwarf", "%1 has %2; %3 takes %4"))},
        {base::ruleId(rule::kMonsters),
         cards,
         t(QT_TRANSLATE_NOOP(
             "Dwarf",
             "A monster whose defense square has no worker hits every player: orc raiders, no mining actions "
             "this round; mine goblin, 1 iron each; fire dragon, 1 gold each; giant fire dragon, all their "
             "gold; flame-haired goblin, 2 gold turned into 2 iron (1 into 1 for a player with 1 gold).")),
         false,
         {},
         quote("防衛格(🛡️)中如果沒有任何工人(👤)"
               "，此時怪獸展開攻擊，詳細記錄在卡牌上的效果就會影響所有的玩家。 ／ "
               "半獸人劫掠者: 如果此輪結束時沒有防衛，玩家不能觸發開採行動 ／ 礦坑妖精: "
               "如果此輪結束時沒有防衛，每個"
               "玩家必須把一個鐵放回補充區。 ／ 噴火龍: "
               "如果此輪結束時沒有防衛，每個玩家必須把一個黃金放回補充區。 ／ "
               "巨大噴火龍: 如果此輪結束時沒有防衛，每個玩家必須把各自擁有的所有黃金放回補充區。 ／ "
               "焰髮妖精: 如果此輪"
               "結束時沒有防衛，每個玩家必須把他們各自擁有的兩個黃金換成兩個鐵。如果一個玩家只有一個黃金，他"
               "必須把這個"
               "黃金換成一個鐵。"),
         t(QT_TRANSLATE_NOOP(
             "Dwarf",
             "Rulebook, Trigger phase: defend and the mountain card glossary. The "
             "glossary says \"if not defended at the end of the round\"; the attack comes when the defense "
             "square triggers, before the mining actions the orc raiders forbid.")),
         {},
         {},
         t(QT_TRANSLATE_NOOP("Dwarf", "No mining action this round: the orc raiders were not defended"))},
        {base::ruleId(rule::kLimits),
         cards,
         t(QT_TRANSLATE_NOOP("Dwarf",
                             "Resources have no limit, but a player may never have more than 4 workers.")),
         false,
         {},
         quote("遊戲中所有資源的數量都視為沒有上限，但是一個玩家不能擁有超過4個工人。"),
         t(QT_TRANSLATE_NOOP("Dwarf", "Rulebook, Setup")),
         {},
         {},
         t(QT_TRANSLATE_NOOP("Dwarf", "%1 would have %2 workers; a player has at most 4"))},
        {base::ruleId(rule::kSoloBot),
         solo,
         t(QT_TRANSLATE_NOOP(
             "Dwarf",
             "Solo: the bot (Kili, Gimli or Thorin Oakenshield) plays first every round, the order never "
             "changes, and it never takes a special action; otherwise it is a normal two-player game.")),
         false,
         {},
         quote("除了以下所述的例外，遊戲的進行就如同一般的雙人遊戲。 ／ "
               "每一輪遊戲總是先開始行動，玩家順序不會被任何"
               "方式改變。 ／ 絕不會採取特殊行動。"),
         t(QT_TRANSLATE_NOOP("Dwarf", "Rulebook, Solo game")),
         {},
         {},
         t(QT_TRANSLATE_NOOP(
             "Dwarf", "%1 is the solo bot: it plays first every round and never takes a special action"))},
        {base::ruleId(rule::kSoloMedals),
         solo,
         t(QT_TRANSLATE_NOOP(
             "Dwarf",
             "Solo against Gimli or Thorin (not Kili): your 1st, 2nd and 3rd special actions give him 1, 2 "
             "and 3 medals.")),
         false,
         {},
         quote("當你第一次選用特殊行動，他獲得一面勳章[🏆]，第二次時他獲得兩面，第三次他獲得三面。"),
         t(QT_TRANSLATE_NOOP("Dwarf", "Rulebook, Solo game: Gimli; Thorin follows all of Gimli's rules")),
         t(QT_TRANSLATE_NOOP("Dwarf",
                             "After your three special actions Gimli has 6 medals from them (1 + 2 + 3).")),
         {},
         {}},
        {base::ruleId(rule::kSoloSpecialLimit),
         solo,
         t(QT_TRANSLATE_NOOP(
             "Dwarf", "Solo against Gimli or Thorin: you may take at most 3 special actions in the game.")),
         false,
         {},
         quote("整場遊戲你不可以選用超過三次特殊行動。"),
         t(QT_TRANSLATE_NOOP("Dwarf", "Rulebook, Solo game: Gimli")),
         {},
         {},
         t(QT_TRANSLATE_NOOP("Dwarf", "You have taken %1 special actions; against %2 at most 3 in a game"))},
        {base::ruleId(rule::kSoloInstantWin),
         solo,
         t(QT_TRANSLATE_NOOP("Dwarf", "Solo: Gimli (and Thorin) wins at once as soon as he has 12 medals.")),
         false,
         {},
         quote("只要任何時候金靈累積取得12面勳章[🏆]，他就立即贏得這場遊戲。"),
         t(QT_TRANSLATE_NOOP("Dwarf", "Rulebook, Solo game: Gimli")),
         {},
         {},
         t(QT_TRANSLATE_NOOP("Dwarf", "%1 has %2 medals and has won at once: the game is over"))},
        {base::ruleId(rule::kSoloForgeTwice),
         solo,
         t(QT_TRANSLATE_NOOP(
             "Dwarf",
             "Solo: when Gimli (or Thorin) triggers a forge action, he triggers it twice if he has the "
             "resources.")),
         false,
         {},
         quote("當他在行動觸發階段使用鍛造行動[⚔]時，如果他有足夠的資源，他就可以接連觸發兩次鍛造行動。"),
         t(QT_TRANSLATE_NOOP("Dwarf", "Rulebook, Solo game: Gimli")),
         {},
         {},
         {}},
    };
}

} // namespace

std::shared_ptr<const base::RuleCatalog> dwarfRules()
{
    static const auto catalog = std::make_shared<const base::RuleCatalog>(
        base::ruleId(kGameId), t(QT_TRANSLATE_NOOP("Dwarf", "Dwarf")), rules());
    return catalog;
}

} // namespace hk::dwarf
