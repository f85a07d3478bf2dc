#include "dl_rules.h"

#include "catalog/rule_id.h"

#include <QtGlobal>

namespace hk::dungeonlords {

namespace {

using base::Rule;
using base::Text;

constexpr Text t(const char *source)
{
    return {kContext, source};
}

// The forum post's own words, as printed (Simplified Chinese, the authority); passages from several lines
// are joined by " ／ ".
QString quote(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

Rule rule(const char *ruleId, Text section, Text text, const char *words, Text source, Text example = {},
          Text message = {})
{
    Rule r;
    r.id = base::ruleId(ruleId);
    r.section = section;
    r.text = text;
    r.quote = quote(words);
    r.source = source;
    r.example = example;
    r.message = message;
    return r;
}

Rule ruling(const char *ruleId, Text section, Text text, Text alternative, const char *words, Text source,
            Text reasoning, Text message = {})
{
    Rule r = rule(ruleId, section, text, words, source, {}, message);
    r.ruling = true;
    r.alternative = alternative;
    r.reasoning = reasoning;
    return r;
}

std::vector<Rule> rules()
{
    const Text events = t(QT_TRANSLATE_NOOP("DungeonLords", "Events, payday and tax"));
    const Text year = t(QT_TRANSLATE_NOOP("DungeonLords", "The year"));
    const Text adventurers = t(QT_TRANSLATE_NOOP("DungeonLords", "Adventurers"));
    const Text players = t(QT_TRANSLATE_NOOP("DungeonLords", "Players"));
    const Text end = t(QT_TRANSLATE_NOOP("DungeonLords", "End of the game"));
    return {
        rule(rule::kEvents, events,
             t(QT_TRANSLATE_NOOP("DungeonLords",
                                 "There are three event tiles: payday, tax day and a special event, each "
                                 "revealed once a year. In a First Game the special event is ignored.")),
             "事件卡只有三张,分别是 ／ (此为完整版规则,First Game规则为此事件卡无视)",
             t(QT_TRANSLATE_NOOP("DungeonLords", "Forum post, lines 18 and 27")), {},
             t(QT_TRANSLATE_NOOP("DungeonLords", "%1"))),
        rule(rule::kEventDelay, events,
             t(QT_TRANSLATE_NOOP(
                 "DungeonLords",
                 "An event tile is revealed in the New Round phase of rounds 1 to 3 and resolves "
                 "in the Event phase of the next round, when the progress marker reaches it.")),
             "翻开第一张事件卡(蓝底白问号方块),好让你至少有一个回合的时间准备 ／ "
             "(进度标示物走到事件卡才会发动)",
             t(QT_TRANSLATE_NOOP("DungeonLords", "Forum post, lines 16–17 and 87–88")), {},
             t(QT_TRANSLATE_NOOP("DungeonLords", "%1"))),
        rule(
            rule::kPayday, events,
            t(QT_TRANSLATE_NOOP("DungeonLords",
                                "Payday: each player pays the upkeep shown at the top right of each of their "
                                "monster cards; a monster that is not paid leaves. The post lists no card: "
                                "the table types each monster's upkeep in.")),
            "发薪日:需支付你手下所有怪物卡右上的资源,发不出来的怪物会走人",
            t(QT_TRANSLATE_NOOP(
                "DungeonLords",
                "Forum post, line 19; the publisher's FAQ adds 1 evil per unpaid monster, which "
                "the post does not, nor does Hallkeeper")),
            {}, t(QT_TRANSLATE_NOOP("DungeonLords", "%1"))),
        rule(
            rule::kTax, events,
            t(QT_TRANSLATE_NOOP("DungeonLords",
                                "Tax day: each player pays 1 gold for every two dungeon tiles (rooms or "
                                "tunnels), rounded up.")),
            "收税日:每两个地城板块(房间或隧道)需支付一个黄金,无条件进位 ／ 所以如果你有三个板块要付两个黄金,",
            t(QT_TRANSLATE_NOOP("DungeonLords", "Forum post, lines 20–21")),
            t(QT_TRANSLATE_NOOP("DungeonLords",
                                "3 tiles: 2 gold (line 21). Likewise 1 tile: 1 gold, 2: 1, 4: 2, 5: 3."))),
        rule(rule::kConquered, events,
             t(QT_TRANSLATE_NOOP(
                 "DungeonLords",
                 "Dungeon tiles conquered by adventurers cannot be used but are still taxed.")),
             "另外,被冒险者征服的地城板块虽然你不能使用,但是还是要收税",
             t(QT_TRANSLATE_NOOP("DungeonLords", "Forum post, line 22"))),
        rule(rule::kDeadLetters, events,
             t(QT_TRANSLATE_NOOP(
                 "DungeonLords",
                 "For each gold of tax not paid, the player takes a damage token and puts it in "
                 "the dead letter office.")),
             "每少付一个黄金就会得到一个伤害指示物,放在死信办公室",
             t(QT_TRANSLATE_NOOP("DungeonLords", "Forum post, line 23")),
             t(QT_TRANSLATE_NOOP("DungeonLords",
                                 "Tax 3 gold with 1 gold in hand: 1 paid, 2 damage tokens in the dead letter "
                                 "office, −6 points at the end (DL-007)."))),
        rule(rule::kDeadLetterVp, end,
             t(QT_TRANSLATE_NOOP("DungeonLords",
                                 "At the end of the game each damage token in the dead letter office costs 3 "
                                 "points.")),
             "游戏结束时每一个死信办公室的伤害指示物扣三分",
             t(QT_TRANSLATE_NOOP("DungeonLords", "Forum post, line 24")),
             t(QT_TRANSLATE_NOOP("DungeonLords", "2 tokens: −6 points."))),
        rule(rule::kGameEnd, end,
             t(QT_TRANSLATE_NOOP("DungeonLords",
                                 "The game lasts two years; after the combat of year 2 the game is scored.")),
             "然後战斗结束後就结束这一年,下一年一样照这个流程 ／ 然後第二年结束後就call game算分",
             t(QT_TRANSLATE_NOOP("DungeonLords", "Forum post, lines 123 and 139")), {},
             t(QT_TRANSLATE_NOOP("DungeonLords", "%1"))),
        rule(
            rule::kYearTwo, year,
            t(QT_TRANSLATE_NOOP(
                "DungeonLords",
                "Year 2: monsters, rooms and adventurers come from the gold-back year-2 cards; "
                "the 4 year-2 combat cards go on the central board; an undefeated paladin is "
                "swapped for the year-2 one; each room may produce twice; a buy-traps order "
                "draws 1 more trap and discards 1; with 2 players the dummy's evil goes down "
                "2; the first player marker passes right with 4 players, left with 3, not with "
                "2.")),
            "但是怪物,房屋跟冒险者卡都换成第二年用的金背卡 ／ 在生产方面,每个房间在第二年都可以被生产两次 ／ "
            "因此你在执行买陷阱的命令时(生产不行)可以多抽一张来看,然後将其中一张丢到弃牌堆 ／ "
            "2人游戏此时要将NPC的邪恶计量表的位置往下两格(NPC变得更nice了) ／ 4人:传给右手边 ／ "
            "3人:传给左手边 ／ 2人:不传",
            t(QT_TRANSLATE_NOOP("DungeonLords", "Forum post, lines 124–138")),
            t(QT_TRANSLATE_NOOP(
                "DungeonLords",
                "A room that makes 1 food with 3 imps makes 2 food with 6 imps in year 2 (lines "
                "127–128). Buying 1 trap: draw 2, keep 1; buying 2 traps: draw 3, keep 2 "
                "(lines 131–132)."))),
        rule(
            rule::kRound, year,
            t(QT_TRANSLATE_NOOP(
                "DungeonLords",
                "A year has four rounds — winter, spring, summer, autumn — each played in "
                "phases: New Round, Orders, Production and Orders Retrieval, Event (from "
                "round 2), Adventurers (from round 2), End of Round. Round 4 reveals no event "
                "and no adventurers and ends with the combat instead of an End of Round.")),
            "第一回合(冬) ／ 第二回合(春) ／ 第三回合(夏) ／ 第四回合(秋) ／ 但是没有事件卡也没有新冒险者 ／ "
            "到这边建筑就结束了,将进度板翻到背面就是战斗进度板.",
            t(QT_TRANSLATE_NOOP("DungeonLords", "Forum post, lines 9–121")), {},
            t(QT_TRANSLATE_NOOP("DungeonLords", "%1"))),
        rule(rule::kOrders, year,
             t(QT_TRANSLATE_NOOP(
                 "DungeonLords",
                 "Orders: each player places 3 of their 6 usable order cards face down; the "
                 "first, second and third cards are revealed together in turn, and from the "
                 "first player each puts a minion on the topmost free space of that order (none "
                 "free: on the card, the order fails). The central board is then resolved row "
                 "by row, top to bottom, each row left to right.")),
             "必需由上往下放(也就是上面有空格你就要放, ／ 从上面那一行由左至右结算 ／ "
             "然後到下一行由左至右结算",
             t(QT_TRANSLATE_NOOP("DungeonLords", "Forum post, lines 36–50"))),
        rule(rule::kDummy, players,
             t(QT_TRANSLATE_NOOP(
                 "DungeonLords",
                 "With 2 or 3 players the dummy players place their minions before everyone: "
                 "with 3, the dummy draws 3 of its 5 cards at random and takes the second space "
                 "of each; with 2, each of the two dummies draws 2 (second space; the same order "
                 "twice: second and third), then 1 more (first space; twice: first and second). "
                 "The dummies' 3 inaccessible cards are then shuffled as the next deck and their "
                 "3 used cards become inaccessible.")),
             "首先,NPC会比所有玩家先放小头 ／ "
             "NPC从剩下来的五张牌随机抽三张打开放到NPC板的命令格上,然後将小头放到对应命令 ／ "
             "放到对应命令的第一格卡位,如果两个NPC翻到同一类命令,就放一二格",
             t(QT_TRANSLATE_NOOP("DungeonLords", "Forum post, lines 51–63")), {},
             t(QT_TRANSLATE_NOOP("DungeonLords", "%1"))),
        rule(rule::kProduction, year,
             t(QT_TRANSLATE_NOOP(
                 "DungeonLords",
                 "Production: spare imps (and troll tokens) work rooms that meet their needs. "
                 "Retrieval: the first order card and the two inaccessible ones return to hand, "
                 "the second and third become inaccessible; if the second or third failed, take "
                 "back the first or the failed one and the other becomes inaccessible.")),
             "将命令卡左边第一张拿回手,然後将上方两张无法使用的命令卡收回手上 ／ "
             "然後再将左边第二张跟第三张往上移一格到无法使用上",
             t(QT_TRANSLATE_NOOP("DungeonLords", "Forum post, lines 65–78"))),
        rule(rule::kAdventurers, adventurers,
             t(QT_TRANSLATE_NOOP(
                 "DungeonLords",
                 "Adventurers: the previous round's adventurers are handed out weakest first, "
                 "to the player lowest on the Evilometer; on equal evil, the earlier in this "
                 "round's turn order gets the weaker one. With 2 players the dummy's evil goes "
                 "up 1 first, it counts as nicer on equal evil and its adventurer is discarded. "
                 "A warrior goes to the front of the queue.")),
             "是给邪恶计量条位置最低的 ／ 如果领主一样nice的时候就依该回合的执行顺位为分发冒险者 ／ "
             "另外,2人游戏中,在分配冒险者前会先将NPC的邪恶值加1再进行分配 ／ 平手时,NPC算比较nice的一方",
             t(QT_TRANSLATE_NOOP("DungeonLords", "Forum post, lines 89–98 and 108–110"))),
        rule(
            rule::kFirstPlayer, players,
            t(QT_TRANSLATE_NOOP("DungeonLords",
                                "At the End of Round the imps and trolls go home and the first player marker "
                                "passes to the left.")),
            "工作的小恶魔(或食人妖)回到巢穴,起始玩家标示物传给你的左手边玩家",
            t(QT_TRANSLATE_NOOP("DungeonLords", "Forum post, line 80"))),
        rule(
            rule::kPlayers, players,
            t(QT_TRANSLATE_NOOP("DungeonLords",
                                "Dungeon Lords is played by 2 to 4 players; with fewer than 4, dummy players "
                                "fill the four seats at the orders.")),
            "而不管几人游戏都会有四个人(or NPC)来占位",
            t(QT_TRANSLATE_NOOP("DungeonLords", "Forum post, line 40")), {},
            t(QT_TRANSLATE_NOOP("DungeonLords", "%1"))),
        ruling(rule::kPayWhatYouCan, events,
               t(QT_TRANSLATE_NOOP(
                   "DungeonLords",
                   "Ruling: a player pays as much of the tax as their gold allows; only the rest "
                   "becomes dead letters.")),
               t(QT_TRANSLATE_NOOP("DungeonLords",
                                   "A player keeps their gold and takes a damage token for every gold of the "
                                   "tax.")),
               "每少付一个黄金就会得到一个伤害指示物",
               t(QT_TRANSLATE_NOOP("DungeonLords", "Forum post, line 23")),
               t(QT_TRANSLATE_NOOP(
                   "DungeonLords",
                   "The post counts the gold \"paid short\", which reads as paying what one can; it "
                   "does not say whether gold may be held back."))),
        ruling(rule::kOtherScoring, end,
               t(QT_TRANSLATE_NOOP(
                   "DungeonLords",
                   "Ruling: apart from the dead letters, the final score is typed in by the group "
                   "category by category; no rule of this reference checks it.")),
               t(QT_TRANSLATE_NOOP("DungeonLords", "Score the rest with the printed rulebook alone.")),
               "然後第二年结束後就call game算分",
               t(QT_TRANSLATE_NOOP("DungeonLords", "Forum post, line 139")),
               t(QT_TRANSLATE_NOOP("DungeonLords",
                                   "The post gives no other scoring category: Hallkeeper adds what the group "
                                   "types and labels it as unchecked."))),
        ruling(rule::kCombat, end,
               t(QT_TRANSLATE_NOOP(
                   "DungeonLords",
                   "Ruling: combat, the orders' effects, the special events and the game's setup "
                   "are played from the printed rulebook; the tracker asks the table to confirm "
                   "them.")),
               t(QT_TRANSLATE_NOOP("DungeonLords", "Track nothing past the building part of a year.")),
               "(八个命令详情会在另一篇解释) ／ 然後战斗结束後就结束这一年",
               t(QT_TRANSLATE_NOOP("DungeonLords", "Forum post, lines 64 and 123")),
               t(QT_TRANSLATE_NOOP("DungeonLords",
                                   "The post covers only the building part of a year; combat's rules are in "
                                   "another post."))),
    };
}

} // namespace

std::shared_ptr<const base::RuleCatalog> dungeonLordsRules()
{
    static const auto catalog = std::make_shared<const base::RuleCatalog>(
        QString::fromLatin1(kGameId), Text{kContext, QT_TRANSLATE_NOOP("DungeonLords", "Dungeon Lords")},
        rules());
    return catalog;
}

} // namespace hk::dungeonlords
