// This file is longer than 600 lines on purpose: it is Mountain King's rule catalog as data, one entry per
// rule ID with its text, its rulebook section and the rulebook's own words; the functions after it are short.

#include "rules/rule_catalog.h"
#include "rules/rule_ids.h"

#include "i18n/language.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace hk {

namespace {

const std::vector<RuleInfo> kRules{
    {rule::BrdGrid, QT_TRANSLATE_NOOP("RuleSection", "Board"),
     QT_TRANSLATE_NOOP(
         "Rule", "Squares are adjacent only when they share an edge; touching at a corner is not adjacent."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Adjacent"),
     "無論出於任何遊戲目的，版圖上的任意兩個方格只有在它們有一條公共邊時才被視為“相鄰”。角對角相連的兩個方格"
     "並不被視為相鄰。",
     nullptr, nullptr},
    {rule::BrdLayer, QT_TRANSLATE_NOOP("RuleSection", "Board"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Every mountain square belongs to one of five layers, 1 (outer, dark grey) to 5 (inner, yellow), "
         "around the Mountain Heart."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Place a pedestal?"),
     "整個山脈被分為五層，從外到內分別是：深灰，灰色，棕色，橘色和黃色。", nullptr, nullptr},
    {rule::BrdSide, QT_TRANSLATE_NOOP("RuleSection", "Board"),
     QT_TRANSLATE_NOOP("Rule",
                       "The winter side is for 4 or 5 players, the autumn side for 3, either side for 2."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "General setup"),
     "4或5人遊戲使用冬季版圖，3人遊戲使用秋季版圖，2人遊戲使用任意版圖均可。", nullptr, nullptr},
    {rule::SetGates, QT_TRANSLATE_NOOP("RuleSection", "Setup"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Clockwise from the start player, each puts a gate on a start point labelled with the player count; "
         "with 2 players, any two start points with the same label."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Player setup"),
     "從起始玩家開始，按照順時針順序，每位玩家將大門板塊放在一個遊戲版圖上數字等同於玩家數量的大門起始點上("
     "例如: 4位玩家就使用所有標有4的起始點)。",
     nullptr, nullptr},
    {rule::SetStatues, QT_TRANSLATE_NOOP("RuleSection", "Setup"),
     QT_TRANSLATE_NOOP("Rule", "Statues fill every statue spot clockwise in a repeating cycle of the three "
                               "clans, starting on any spot "
                               "with any clan; the cycle never breaks."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "General setup"),
     "重複上述的氏族雕像擺放順序(皎月，烈火，冰霜)"
     "繼續按照順時針方向依次擺放直至遊戲版圖上所有雕像放置點都被擺滿。",
     nullptr, nullptr},
    {rule::SetWorkshops, QT_TRANSLATE_NOOP("RuleSection", "Setup"),
     QT_TRANSLATE_NOOP("Rule",
                       "Twice the number of players plus one workshop tiles form the workshop supply."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "General setup"),
     "將工坊板塊面朝下洗混，然後翻出玩家人數乘以2再加1塊板塊（例如，3位玩家就是7塊板塊），放置在遊戲版圖空閒"
     "的角落形成工坊板塊供應堆。",
     nullptr, nullptr},
    {rule::SetMarket, QT_TRANSLATE_NOOP("RuleSection", "Setup"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "The clan market shows 5 level-1, 4 level-2 and 3 level-3 trolls; each level-2 troll gets a random "
         "pedestal, each level-3 troll a pedestal reminder."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "General setup"),
     "將所有雕像基座放入袋中洗混，隨機抽出四個雕像基座，分別在每個2級巨魔卡牌上面各放置一個(放置於基座區域)"
     "。",
     nullptr, nullptr},
    {rule::SetCrowns, QT_TRANSLATE_NOOP("RuleSection", "Setup"),
     QT_TRANSLATE_NOOP("Rule", "The coronation tokens are 5 and 3; a 2-player game uses only the 3."), false,
     QT_TRANSLATE_NOOP("RulebookSection", "General setup"),
     "在兩人遊戲中，將5分標記放回遊戲盒子中，只用到3分標記。", nullptr, nullptr},
    {rule::SetPedTrack, QT_TRANSLATE_NOOP("RuleSection", "Setup"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "The 15 pedestal score tokens lie face up at random on the pedestal track, one per layer and clan."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "General setup"),
     "面朝下洗混基座得分標記，然後將它們面朝上隨機放置在基座得分條上，每個格子一個。", nullptr, nullptr},
    {rule::SetMoot, QT_TRANSLATE_NOOP("RuleSection", "Setup"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Each player drafts 4 of their 6 starting trolls into the bottom row of the moot and takes their "
         "start-row resources."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Player setup"),
     "從供應堆拿取你所選的巨魔卡起始資源行對應的所有資源。將這些資源放置在你的儲存區。", nullptr, nullptr},
    {rule::SetSeatBonus, QT_TRANSLATE_NOOP("RuleSection", "Setup"),
     QT_TRANSLATE_NOOP("Rule", "Seats 2 and 3 also take the start row of the troll in hand; seats 4 and 5 "
                               "also that of the troll in "
                               "the deck."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Player setup"),
     "首位玩家不會獲得額外的起始資源。第二、三位玩家額外獲得手裡的巨魔卡上面的起始資源，第四、五位玩家額外獲"
     "得手裡以及牌堆裡的巨魔卡上面的起始資源。",
     nullptr, nullptr},
    {rule::TurnOrder, QT_TRANSLATE_NOOP("RuleSection", "Turn"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "A turn is: spell and/or workshop (optional), recruit or dig (mandatory), dedicate a great hall "
         "(optional), move statues (optional)."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "On your turn"), "在你的回合按照順序執行以下步驟：", nullptr,
     nullptr},
    {rule::TurnMandatory, QT_TRANSLATE_NOOP("RuleSection", "Turn"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "With 10 trolls you must dig; if you cannot pay for any tunnel you must recruit; if you can do "
         "neither, skip that step."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "2. Recruit or dig"),
     "如果你的巨魔部眾數量已經達到10個，你便不能再進行徵募，只能進行一次挖掘。如果你沒有足夠的礦物來挖掘隧道"
     "，你必須執行一次徵募。如果你兩者均不能執行，則在你的回合跳過此階段。",
     nullptr, nullptr},
    {rule::TradeFourToOne, QT_TRANSLATE_NOOP("RuleSection", "Turn"),
     QT_TRANSLATE_NOOP(
         "Rule", "Any time in your own turn, as often as you like: return any 4 resources to take any 1."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Trading with the supply"),
     "在你回合的任意時刻，你都可以花費任意4個資源換取供應堆裡任何1個你想要的資源。這個行動沒有次數限制。",
     QT_TRANSLATE_NOOP("RuleExample", "Example: in the last turns, 4 other resources traded for a cart give "
                                      "the one move still needed to put a statue on its pedestal."),
     nullptr},
    {rule::SpendAny, QT_TRANSLATE_NOOP("RuleSection", "Turn"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Resources may be spent from storage or from any of your trolls; clan carts only for their clan's "
         "statues."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Spending resources"),
     "所有你擁有的資源（無論是放在你儲存區的還是由你的巨魔持有的）你都可以隨意使用。",
     QT_TRANSLATE_NOOP("RuleExample", "Example: to dig with 4 stone, you have 2 stone in storage and 3 on "
                                      "your trolls; any 4 of those 5 will do."),
     nullptr},
    {rule::SpellCast, QT_TRANSLATE_NOOP("RuleSection", "Spells and workshops"),
     QT_TRANSLATE_NOOP("Rule",
                       "At most one spell per turn: put 1 rune on a face-up spell and apply its effect."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Casting a spell"),
     "想要釋放一個咒語，你需要花費1枚符文並將其放置在咒語展示區中你想要施放的咒語卡上面。",
     QT_TRANSLATE_NOOP("RuleExample",
                       "Example: you cast 大地儀式 by putting 1 rune from your storage or a troll on the "
                       "card; it is the card's second rune, so the spell stays on display."),
     nullptr},
    {rule::SpellDissolve, QT_TRANSLATE_NOOP("RuleSection", "Spells and workshops"),
     QT_TRANSLATE_NOOP("Rule", "When a spell receives its third rune, after it resolves the runes go back, "
                               "the spell goes under the "
                               "deck and a new one is shown."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Casting a spell"),
     "如果你花費並放置的符文是這張咒語卡上面的第3枚，這個咒語在你結算完效果後將會解體。", nullptr, nullptr},
    {rule::WsUse, QT_TRANSLATE_NOOP("RuleSection", "Spells and workshops"),
     QT_TRANSLATE_NOOP("Rule", "At most one workshop per turn, one next to your network; that workshop may "
                               "be activated once per open entrance, in one go or in several. Ruling: its "
                               "activations may come before and after the turn's spell, never before and "
                               "after another workshop."),
     true, QT_TRANSLATE_NOOP("RulebookSection", "On your turn"),
     "你可以釋放1個咒語，也可以啟動1個你的工坊。你可以兩者都執行（以任意順序），或者只執行一個，或者均不執行"
     "。",
     nullptr,
     QT_TRANSLATE_NOOP(
         "RuleReasoning",
         "The spell and the workshop are one step, done in any order (「以任意順序」), and each "
         "activation of a workshop is an exchange of its own (「每次啟動工坊都視作一個獨立的操作」"
         "). So the application lets a player use the workshop, cast the spell with what it "
         "gave, and use the same workshop again while it has open entrances left."),
     QT_TRANSLATE_NOOP("RuleAlternative",
                       "Using a workshop as one action: all its activations in one go, either before the "
                       "spell or after it.")},
    {rule::WsEntrances, QT_TRANSLATE_NOOP("RuleSection", "Spells and workshops"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Each edge of a workshop is an entrance, open when any player's network touches it; activate the "
         "workshop once per open entrance."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Activating a workshop"),
     "只要你的通路網與一個工坊的任意入口相鄰，這個工坊有幾個開啟的入口，你便可以啟動這個工坊幾次，無論這些入"
     "口是否和你的通路網相鄰。",
     QT_TRANSLATE_NOOP(
         "RuleExample",
         "Example: your network touches the Tool Forge at one entrance and other players' networks at two "
         "more: it has 3 open entrances, so you may activate it up to 3 times."),
     nullptr},
    {rule::WsCartWorkshop, QT_TRANSLATE_NOOP("RuleSection", "Workshop exchanges"),
     QT_TRANSLATE_NOOP("Rule", "Cart Workshop: each activation turns 1 heartstone into 1 generic cart, or 1 "
                               "generic cart into 1 heartstone; clan carts cannot be spent here."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Workshops › Cart Workshop"),
     "花費1個心石獲取1個通用礦車，反之亦可。在這裡你不可以花費氏族礦車，只能花費通用礦車。", nullptr,
     nullptr},
    {rule::WsRuneWorkshop, QT_TRANSLATE_NOOP("RuleSection", "Workshop exchanges"),
     QT_TRANSLATE_NOOP("Rule",
                       "Rune Workshop: each activation turns 1 stone or 1 iron into 1 rune, or 1 rune "
                       "into 1 stone or 1 iron."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Workshops › Rune Workshop"),
     "花費1個山岩或1個鐵礦獲得1枚符文，反之亦可。", nullptr, nullptr},
    {rule::WsRuneShop, QT_TRANSLATE_NOOP("RuleSection", "Workshop exchanges"),
     QT_TRANSLATE_NOOP("Rule", "Rune Shop: each activation turns 1 coin into 1 rune, or 1 rune into 1 coin."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Workshops › Rune Shop"),
     "花費1枚金幣獲得1枚符文，反之亦可。", nullptr, nullptr},
    {rule::WsCrushingWorkshop, QT_TRANSLATE_NOOP("RuleSection", "Workshop exchanges"),
     QT_TRANSLATE_NOOP("Rule",
                       "Crushing Workshop: each activation turns 1 heartstone into 2 stone, or 2 stone "
                       "into 1 heartstone."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Workshops › Crushing Workshop"),
     "花費1個心石獲得2個山岩，反之亦可。", nullptr, nullptr},
    {rule::WsOreExchange, QT_TRANSLATE_NOOP("RuleSection", "Workshop exchanges"),
     QT_TRANSLATE_NOOP("Rule", "Ore Exchange: each activation turns 1 iron or 1 heartstone into 1 coin, or 1 "
                               "coin into 1 iron or 1 heartstone."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Workshops › Ore Exchange"),
     "花費1個鐵礦或1個心石獲得1枚金幣，反之亦可。", nullptr, nullptr},
    {rule::WsMillstoneWorkshop, QT_TRANSLATE_NOOP("RuleSection", "Workshop exchanges"),
     QT_TRANSLATE_NOOP("Rule",
                       "Millstone Workshop: each activation turns 1 stone into 1 iron, or 1 iron into "
                       "1 stone."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Workshops › Millstone Workshop"),
     "花費1個山岩獲得1個鐵礦，反之亦可。", nullptr, nullptr},
    {rule::WsMetalWorkshop, QT_TRANSLATE_NOOP("RuleSection", "Workshop exchanges"),
     QT_TRANSLATE_NOOP("Rule",
                       "Metal Workshop: each activation turns 1 heartstone into 1 iron, or 1 iron into "
                       "1 heartstone."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Workshops › Metal Workshop"),
     "花費1個心石獲得1個鐵礦，反之亦可。", nullptr, nullptr},
    {rule::WsToolForge, QT_TRANSLATE_NOOP("RuleSection", "Workshop exchanges"),
     QT_TRANSLATE_NOOP("Rule",
                       "Tool Forge: each activation turns 1 heartstone into 1 hammer, or 1 hammer into "
                       "1 heartstone."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Workshops › Tool Forge"),
     "花費1個心石獲得1個錘子，反之亦可。", nullptr, nullptr},
    {rule::WsChainForge, QT_TRANSLATE_NOOP("RuleSection", "Workshop exchanges"),
     QT_TRANSLATE_NOOP("Rule", "Chain Forge: each activation turns any 2 resources, alike or not, into 1 "
                               "hammer; never back."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Workshops › Chain Forge"),
     "花費任意2個資源（無需相同）獲得1個錘子。", nullptr, nullptr},
    {rule::WsCartShop, QT_TRANSLATE_NOOP("RuleSection", "Workshop exchanges"),
     QT_TRANSLATE_NOOP("Rule",
                       "Cart Shop: each activation turns any 2 resources, alike or not, into 1 generic "
                       "cart; never back."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Workshops › Cart Shop"),
     "花費任意2個資源（無需相同）獲得1個通用礦車。", nullptr, nullptr},
    {rule::WsQuartermaster, QT_TRANSLATE_NOOP("RuleSection", "Workshop exchanges"),
     QT_TRANSLATE_NOOP("Rule", "Quartermaster: each activation moves 1 resource from one of your trolls to "
                               "your storage; a clan cart becomes a generic cart."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Workshops › Quartermaster"),
     "將任意一個資源從一個你的巨魔卡上移到你的儲存區。氏族礦車被移動到儲存區時變成通用礦車。", nullptr,
     nullptr},
    {rule::RecCost, QT_TRANSLATE_NOOP("RuleSection", "Recruiting"),
     QT_TRANSLATE_NOOP("Rule",
                       "Level 1 is free; level 2 takes a bribe on each of the 2 level-1 trolls below, level "
                       "3 on each of the 2 level-2 and 3 level-1 trolls below; without them all you cannot "
                       "recruit. Bribes are coins unless a spell says otherwise, and lie where the table "
                       "put them. Ruling: the row sets the bribes, not the card: a level-1 card drawn into "
                       "the level-2 row costs that row's 2 bribes."),
     true, QT_TRANSLATE_NOOP("RulebookSection", "Recruiting a troll › Step 1: choose a troll to recruit"),
     "想要徵募中間行的一個2級巨魔，你必須在其下方的兩個1級巨魔身上，各放置1枚金幣賄賂它們（共花費2枚金幣）。",
     QT_TRANSLATE_NOOP("RuleExample", "Example: to recruit the level-3 Ice troll at the top right, put 1 "
                                      "coin on each of the 5 trolls below it."),
     QT_TRANSLATE_NOOP(
         "RuleReasoning",
         "The rulebook prices a troll by its row (「中間行」, the middle row) and the trolls below it, which "
         "are the same whatever card stands there; a card from another level's deck only fills the place "
         "(REC-EMPTY-DECK). Its pedestal follows the card's own level: a level-2 card in the level-1 row "
         "brings one from the bag, and whoever recruits a level-3 card in the level-2 row chooses one."),
     QT_TRANSLATE_NOOP("RuleAlternative",
                       "Pricing a troll by the level printed on its card: a level-1 card in the level-2 row "
                       "would be free.")},
    {rule::RecTake, QT_TRANSLATE_NOOP("RuleSection", "Recruiting"),
     QT_TRANSLATE_NOOP("Rule", "Take the troll and the bribes on it, refill the slot; a level-2 troll's "
                               "pedestal goes to storage; with a level-3 troll you may take any pedestal "
                               "you like from the bag. Ruling: taking none is accepted."),
     true, QT_TRANSLATE_NOOP("RulebookSection", "Recruiting a troll › Step 2: take the troll"),
     "如果選擇的是一張3級巨魔，你可以查看盲抽袋並從剩餘的基座中任選一個（如果有的話）放到你的儲存區。",
     nullptr,
     QT_TRANSLATE_NOOP("RuleReasoning",
                       "The rulebook says you may (「你可以」) look in the bag and take one; "
                       "a player who may take one may also leave them all there."),
     QT_TRANSLATE_NOOP(
         "RuleAlternative",
         "The Japanese summary reads 「任意の台座コマ1つを獲得します」, take one pedestal of your "
         "choice: read so, a player must take one while the bag holds any.")},
    {rule::RecEmptyDeck, QT_TRANSLATE_NOOP("RuleSection", "Recruiting"),
     QT_TRANSLATE_NOOP("Rule", "When a level's deck is empty, refill from the deck one level higher, else "
                               "from the one a level lower. Ruling: when both are empty the slot stays "
                               "empty, never refilled from two levels away."),
     true, QT_TRANSLATE_NOOP("RulebookSection", "Recruiting a troll › Out of troll cards"),
     "如果某等級的巨魔卡被拿光了，可以從更高一級的牌堆（如果高一級的巨魔也被拿光，則改為拿低一級的巨魔）抽取"
     "作為代替。",
     nullptr,
     QT_TRANSLATE_NOOP("RuleReasoning",
                       "The rulebook names the deck one level up, then the deck one level down, and says "
                       "nothing of both being empty; the application goes no further than it does."),
     QT_TRANSLATE_NOOP("RuleAlternative",
                       "Drawing from any deck that still has cards, two levels away too (a level-1 place "
                       "refilled from the level-3 deck), so that the market stays full.")},
    {rule::RecRetire, QT_TRANSLATE_NOOP("RuleSection", "Recruiting"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "After recruiting, any market troll with 4 bribes retires: bribes to the supply, the card under its "
         "deck, the slot refilled. Ruling: a retiring level-2 troll's pedestal stays on the slot for the "
         "card that replaces it."),
     true, QT_TRANSLATE_NOOP("RulebookSection", "Recruiting a troll › Trolls retire"),
     "如果氏族中任何巨魔卡上面擁有4個賄賂時，這個巨魔便快樂地退休了。將這個巨魔放到對應等級的牌堆底部，將其上"
     "的"
     "賄賂放回供應堆。從對應的牌堆展示一張新的巨魔卡填補空位。",
     nullptr,
     QT_TRANSLATE_NOOP("RuleReasoning",
                       "The rulebook sends the card under its deck and the bribes to the supply, and says "
                       "nothing of the pedestal on the card. The pedestal lies on the place in the market, "
                       "so it stays there for the new card, and no other is drawn for it."),
     QT_TRANSLATE_NOOP("RuleAlternative",
                       "The pedestal goes back into the bag, and the new card, if it is level 2, draws one "
                       "from the bag at random.")},
    {rule::MootSlots, QT_TRANSLATE_NOOP("RuleSection", "Recruiting"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "The moot is a pyramid of 4 + 3 + 2 + 1 slots; a new troll goes centred above two adjacent trolls."),
     false,
     QT_TRANSLATE_NOOP("RulebookSection",
                       "Recruiting a troll › Step 3: add the troll to your moot and trigger a chain"),
     "將新徵募的巨魔加入你的巨魔部眾，將其放置在兩個其他巨魔上方居中的位置（如果有多個可放置位置則任選其一）"
     "。",
     nullptr, nullptr},
    {rule::MootChain, QT_TRANSLATE_NOOP("RuleSection", "Recruiting"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "A new troll activates with the whole triangle below it; each activated troll gains the resource of "
         "every uncovered icon."),
     false,
     QT_TRANSLATE_NOOP("RulebookSection",
                       "Recruiting a troll › Step 3: add the troll to your moot and trigger a chain"),
     "啟動你的新巨魔，同時啟動其正下方的兩個巨魔，以及這兩個巨魔正下方的每個巨魔，以此類推，直到正下方沒有巨"
     "魔存在。",
     QT_TRANSLATE_NOOP("RuleExample",
                       "Example: your third recruit goes top left; it gains 3 iron, 1 rune and 1 cart, then "
                       "the Fire and Mud trolls below it activate, and so on down to the bottom row. A troll "
                       "still holding a cart from an earlier chain gains no new cart."),
     nullptr},
    {rule::CartClan, QT_TRANSLATE_NOOP("RuleSection", "Recruiting"),
     QT_TRANSLATE_NOOP("Rule", "A cart on a Fire, Ice or Moon icon is a clan cart for that clan's statues; "
                               "carts on swirl icons and "
                               "in storage are generic."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Recruiting a troll › Carts"),
     "上面有漩渦印記圖案的礦車（以及所有儲存區裡的礦車）都是通用礦車，可被用於移動任意氏族的雕像。", nullptr,
     nullptr},
    {rule::DigCost, QT_TRANSLATE_NOOP("RuleSection", "Digging"),
     QT_TRANSLATE_NOOP("Rule", "Pay as many minerals as the tile has squares, all of one kind."), false,
     QT_TRANSLATE_NOOP("RulebookSection", "Digging a tunnel and gaining honour points"),
     "所有花費的礦物必須是同一種類（例如都是鐵礦）。", nullptr, nullptr},
    {rule::DigScore, QT_TRANSLATE_NOOP("RuleSection", "Digging"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Digging scores at once by size and mineral: size 2 nothing; size 3: 3/4/5; size 4: 4/6/8; size 5: "
         "5/8/11 (stone/iron/heartstone)."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Digging a tunnel and gaining honour points"),
     "注意規模為2的隧道不會獲得榮譽點數。",
     QT_TRANSLATE_NOOP("RuleExample", "Example: 4 stone for a size-4 tile scores 4 honour points."), nullptr},
    {rule::DigSupply, QT_TRANSLATE_NOOP("RuleSection", "Digging"),
     QT_TRANSLATE_NOOP("Rule", "The tile must still be in the tunnel supply."), false,
     QT_TRANSLATE_NOOP("RulebookSection", "Digging a tunnel and gaining honour points"),
     "要挖掘一個隧道，首先從供應堆裡選擇一個隧道板塊，花費對應的礦物，然後將這個隧道板塊放於山脈上，來延伸你"
     "的通路網並獲得榮譽點數。",
     nullptr, nullptr},
    {rule::DigOrient, QT_TRANSLATE_NOOP("RuleSection", "Digging"),
     QT_TRANSLATE_NOOP("Rule", "A tile may be rotated and flipped."), false,
     QT_TRANSLATE_NOOP("RulebookSection", "Digging a tunnel and gaining honour points"),
     "你可以在放下隧道板塊之前將其隨意地翻轉和旋轉。", nullptr, nullptr},
    {rule::DigBounds, QT_TRANSLATE_NOOP("RuleSection", "Digging"),
     QT_TRANSLATE_NOOP("Rule", "No part of a tile may lie off the board."), false,
     QT_TRANSLATE_NOOP("RulebookSection", "Digging a tunnel and gaining honour points"),
     "你在放置隧道板塊的時候不能有任何一部分超出版圖邊界，或蓋住任何其他板塊，工坊和山嶽之心（即版圖中心岩漿"
     "處）。",
     nullptr, nullptr},
    {rule::DigOverlap, QT_TRANSLATE_NOOP("RuleSection", "Digging"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "A tile may not cover another tile, a hall, a gate, a workshop site (built or not) or the Mountain "
         "Heart."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Digging a tunnel and gaining honour points"),
     "你在放置隧道板塊的時候不能有任何一部分超出版圖邊界，或蓋住任何其他板塊，工坊和山嶽之心（即版圖中心岩漿"
     "處）。",
     nullptr, nullptr},
    {rule::DigAdjOwn, QT_TRANSLATE_NOOP("RuleSection", "Digging"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "At least one edge of the tile must touch your network: gate, tunnels, halls, not workshops."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Digging a tunnel and gaining honour points"),
     "新的隧道板塊在放置時，必須至少有一條邊與你的通路網相鄰。", nullptr, nullptr},
    {rule::DigAdjOther, QT_TRANSLATE_NOOP("RuleSection", "Digging"),
     QT_TRANSLATE_NOOP(
         "Rule", "No edge of the tile may touch another player's network (corners may; teammates excepted)."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Digging a tunnel and gaining honour points"),
     "你的隧道板塊永遠不能與其他對手的通路網相鄰。", nullptr, nullptr},
    {rule::DigRubble, QT_TRANSLATE_NOOP("RuleSection", "Digging"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Each rubble square covered costs 1 hammer; without enough hammers the tile cannot go there."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Digging › Rubble squares"),
     "新擺放的隧道每覆蓋一個碎石格，你便需要花費1個錘子。如果你沒有足夠的錘子，你就不能在這個地方擺放你的隧道"
     "。",
     QT_TRANSLATE_NOOP("RuleExample",
                       "Example: to lay the same tile over 3 rubble squares, first spend 3 hammers."),
     nullptr},
    {rule::DigUnearth, QT_TRANSLATE_NOOP("RuleSection", "Digging"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "A buried statue under the new tile is unearthed on the same square and can move from now on."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Digging › Buried statues"),
     "如果新擺放的隧道蓋住了一個被掩埋的雕像，這個雕像則被視為已出土，將它放到隧道上和出土之前相同的位置，然"
     "後在後續的遊戲中你可以移動它。",
     nullptr, nullptr},
    {rule::DigBuriedRes, QT_TRANSLATE_NOOP("RuleSection", "Digging"),
     QT_TRANSLATE_NOOP("Rule", "Buried resources under the new tile go to your storage at once."), false,
     QT_TRANSLATE_NOOP("RulebookSection", "Digging › Buried resources"),
     "如果新擺放的隧道板塊覆蓋了任何被掩埋的資源，立刻獲得這些資源並放置在你的儲存區。",
     QT_TRANSLATE_NOOP("RuleExample",
                       "Example: a size-4 tile dug with 4 stone covers 2 iron and 1 hammer: they go to your "
                       "storage, and the buried Fire statue under it is unearthed."),
     nullptr},
    {rule::DigIsolated, QT_TRANSLATE_NOOP("RuleSection", "Digging"),
     QT_TRANSLATE_NOOP("Rule", "Ruling: tiles joined to no gate belong to nobody until someone connects to "
                               "them; ownership is always "
                               "computed from the gates, never stored."),
     true, QT_TRANSLATE_NOOP("RulebookSection", "Digging a tunnel and gaining honour points"),
     "任何玩家都可以在之後連接到這些孤立板塊，此時這些板塊便屬於這位玩家的通路網。", nullptr,
     QT_TRANSLATE_NOOP("RuleReasoning",
                       "The rulebook says that isolated tiles belong to nobody and that whoever connects to "
                       "them later owns them. Computing ownership from the gates every time gives exactly "
                       "that, and nothing can go stale."),
     QT_TRANSLATE_NOOP("RuleAlternative",
                       "Each tile stays in the network of the player who dug it, joined to a gate or not: "
                       "the rulebook's 「這些孤立的板塊不屬於任何玩家的通路網」 speaks against it.")},
    {rule::PedWhen, QT_TRANSLATE_NOOP("RuleSection", "Pedestals"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "A pedestal goes only on the anchor of the tile just dug, from your storage, never later and never "
         "moved; size-5 tiles have no anchor."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Place a pedestal?"),
     "無論何時，一個基座只能被放置在剛挖掘隧道中的錨點上，你不可以之後再放置。基座一旦放置便不可以被移動。",
     nullptr, nullptr},
    {rule::PedUnique, QT_TRANSLATE_NOOP("RuleSection", "Pedestals"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Each layer holds at most one pedestal of each clan: placing one takes that layer and clan's score "
         "token, and without the token it cannot be placed."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Place a pedestal?"),
     "在山脈的每一層裡，每個氏族的基座只能存在一個。",
     QT_TRANSLATE_NOOP("RuleExample",
                       "Example: once anyone has placed an Ice pedestal in the grey layer, no one may place "
                       "another Ice pedestal there; a Fire or Moon pedestal still may."),
     nullptr},
    {rule::PedCovered, QT_TRANSLATE_NOOP("RuleSection", "Pedestals"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "A pedestal covered by a great hall leaves the game; its owner keeps the token and that layer stays "
         "closed to its clan."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "3. Great halls"),
     "所有被大廳覆蓋的基座都從遊戲中移除（玩家不會因此失去對應的基座得分標記，這個顏色層/"
     "氏族組合的基座，在遊戲中仍然不能被再次放置）。",
     nullptr, nullptr},
    {rule::WsBuild, QT_TRANSLATE_NOOP("RuleSection", "Building workshops"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "For each empty workshop site next to the tile just dug, you may build any workshop from the supply "
         "there, while the supply lasts."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Build a workshop?"),
     "如果你剛挖掘的隧道和一個空閒的工坊點相鄰，你可以從工坊供應堆拿取任何一個工坊標記放在該格。",
     QT_TRANSLATE_NOOP("RuleExample",
                       "Example: the tile you just dug touches a workshop site; you take the Rune Shop from "
                       "the workshop supply and put it there, to use from your next turn."),
     nullptr},
    {rule::HallCover, QT_TRANSLATE_NOOP("RuleSection", "Great halls"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Once per turn, a hall from the supply may be placed so that every square lies on tunnel tiles of "
         "your network, never on a gate, workshop or hall; it costs nothing."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "3. Great halls"),
     "放置的大廳板塊必須完全放置於你的隧道之上（大廳下方的隧道可以被完全或部分覆蓋）。", nullptr, nullptr},
    {rule::HallPed, QT_TRANSLATE_NOOP("RuleSection", "Great halls"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Pedestals under a new hall are removed; statues under it stay where they are, now in the hall."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "3. Great halls"),
     "大廳板塊覆蓋的雕像在板塊放置後仍舊放回原來的位罝。",
     QT_TRANSLATE_NOOP(
         "RuleExample",
         "Example: you place the Treasure Hall (聚寶大廳) over your tunnels: the Ice pedestal under it "
         "leaves the game (you keep its score token), the Moon statue stays where it was."),
     nullptr},
    {rule::HallUnit, QT_TRANSLATE_NOOP("RuleSection", "Great halls"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "A hall is one large tunnel; the parts of tiles sticking out from under it each become a separate "
         "tunnel."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "3. Great halls"),
     "大廳下方延伸出來的隧道，均變成了獨立的隧道。", nullptr, nullptr},
    {rule::MoveCart, QT_TRANSLATE_NOOP("RuleSection", "Moving statues"),
     QT_TRANSLATE_NOOP("Rule", "Each cart spent moves one unearthed statue of your network within its tunnel "
                               "or to any square of an "
                               "adjacent tunnel."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "4. Moving statues"),
     "每個花費的礦車可以使你將一個出土的雕像在你的通路網中移動到：", nullptr, nullptr},
    {rule::MoveUnits, QT_TRANSLATE_NOOP("RuleSection", "Moving statues"),
     QT_TRANSLATE_NOOP("Rule", "A tunnel here is a tile, a hall, each uncovered part of a tile, or a gate "
                               "(each gate its own); workshops "
                               "are not part of a network."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "4. Moving statues › What counts as a tunnel?"),
     "工坊不算作你通路網的一部分，因此移動雕像時不可穿過工坊板塊。", nullptr, nullptr},
    {rule::MoveOnePerSquare, QT_TRANSLATE_NOOP("RuleSection", "Moving statues"),
     QT_TRANSLATE_NOOP("Rule", "At most one statue rests on a square; a moving statue may pass over others."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "4. Moving statues"),
     "一個方格上同一時間只能放置一個雕像，但是在移動時雕像可以穿過另一個雕像。", nullptr, nullptr},
    {rule::MoveClanCart, QT_TRANSLATE_NOOP("RuleSection", "Moving statues"),
     QT_TRANSLATE_NOOP("Rule",
                       "A clan cart moves only statues of its clan; a generic cart moves any statue."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "4. Moving statues"),
     "巨魔身上放置的有氏族印記的氏族礦車只可以被用來移動對應氏族的雕像。", nullptr, nullptr},
    {rule::EndCrown, QT_TRANSLATE_NOOP("RuleSection", "End of game"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "The first to recruit a tenth troll takes the 5 coronation token, the second the 3, which triggers "
         "the end; with 2 players the first takes the 3."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Triggering the end of the game (coronation)"),
     "在兩人遊戲中只用到第二個價值3榮譽點數的加冕標記，它將會觸發遊戲結束。", nullptr, nullptr},
    {rule::EndRounds, QT_TRANSLATE_NOOP("RuleSection", "End of game"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "After the trigger, the round is finished, then everyone takes 2 more turns before final scoring."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Triggering the end of the game (coronation)"),
     "當第二個加冕標記被獲取後，當前輪次結束後，每位玩家再按照正常次序執行2個回合，之後遊戲結束", nullptr,
     nullptr},
    {rule::ScoreCrown, QT_TRANSLATE_NOOP("RuleSection", "Final scoring"),
     QT_TRANSLATE_NOOP("Rule", "The coronation tokens score 5 and 3."), false,
     QT_TRANSLATE_NOOP("RulebookSection", "Final scoring › 1. Coronation tokens"),
     "擁有第一個和第二個加冕標記的玩家會分別獲得5榮譽點數和3榮譽點數。", nullptr, nullptr},
    {rule::ScorePedTokens, QT_TRANSLATE_NOOP("RuleSection", "Final scoring"),
     QT_TRANSLATE_NOOP("Rule", "Your pedestal score tokens score their printed values."), false,
     QT_TRANSLATE_NOOP("RulebookSection", "Final scoring › 2. Pedestal points"),
     "展示出你在放置基座時獲得的基座得分標記。它們會為你提供等同於上面數值的榮譽點數。", nullptr, nullptr},
    {rule::ScoreLeftover, QT_TRANSLATE_NOOP("RuleSection", "Final scoring"),
     QT_TRANSLATE_NOOP("Rule", "All resources go to storage (clan carts become generic); each set of three "
                               "of a kind scores 1, after "
                               "any 4:1 trades."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Final scoring › 3. Leftover resources"),
     "每組3個相同的資源（例如3枚符文、3個鐵礦或3個礦車）會為你提供1榮譽點數。",
     QT_TRANSLATE_NOOP("RuleExample", "Example: carts and stone give 1 honour point each; trading 1 rune, 1 "
                                      "hammer and 2 iron for a coin completes a third set of three: 1 more."),
     nullptr},
    {rule::ScoreHall, QT_TRANSLATE_NOOP("RuleSection", "Final scoring"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Each great hall of your network scores its high value with a statue on its altar, else its low "
         "value; statues in halls never score as statues."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Final scoring › 4. Great halls"),
     "大廳中的雕像（無論是否擺在祭壇上）都不會按照下述的方式得分。",
     QT_TRANSLATE_NOOP(
         "RuleExample",
         "Worked example: hall A has an empty altar and an Ice statue inside: its low value, 0, and nothing "
         "for the Ice statue; hall B has a statue on its altar: its high value, 15."),
     nullptr},
    {rule::ScoreStatue, QT_TRANSLATE_NOOP("RuleSection", "Final scoring"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Each unearthed statue of your network outside halls scores 2, 4, 6, 8 or 10 by layer, doubled on a "
         "pedestal of its own clan."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Final scoring › 5. Statues"),
     "雕像並不需要放在基座或錨點上也能獲得榮譽點數，但是被放在對應基座上的雕像會提供雙倍的榮譽點數。",
     QT_TRANSLATE_NOOP(
         "RuleExample",
         "Worked example: a Fire statue on a Fire pedestal in the yellow layer scores 20, an Ice statue in "
         "the yellow layer without a pedestal 10, a Fire statue on a Fire pedestal in the grey layer 8. With "
         "tunnels 43, coronation 3, pedestal tokens 11, leftovers 1 and halls 0 and 15, the total is 111."),
     nullptr},
    {rule::ScoreOnePerTunnel, QT_TRANSLATE_NOOP("RuleSection", "Final scoring"),
     QT_TRANSLATE_NOOP("Rule", "Ruling: only the best statue of each tunnel scores, a tunnel as for moving "
                               "statues: each gate is its "
                               "own, and so is each part of a tile a hall leaves uncovered "
                               "(「大廳下方延伸出來的隧道，均變成了獨立的隧道」). Read literally "
                               "(「每個隧道板塊中只有一個雕像可以獲得榮譽點數」), one statue per printed "
                               "tile: a table ruling the group may choose at setup."),
     true, QT_TRANSLATE_NOOP("RulebookSection", "Final scoring › 5. Statues"),
     "每個隧道中只有1個雕像可以獲得榮譽點數。", nullptr,
     QT_TRANSLATE_NOOP("RuleReasoning",
                       "The rulebook says \"one statue per tunnel\" in one place and \"per tunnel tile\" in "
                       "another, and also that the parts of a tile sticking out from under a hall become "
                       "independent tunnels. The default follows the tunnels as for moving statues; the "
                       "literal \"per printed tile\" is the table's alternative."),
     QT_TRANSLATE_NOOP("RuleAlternative",
                       "One statue per printed tile, whatever a hall covers: the two parts of a tile split "
                       "by a hall count as one tunnel. A group may choose it for its game when starting it, "
                       "or later in the rules browser of that game.")},
    {rule::ScoreGate, QT_TRANSLATE_NOOP("RuleSection", "Final scoring"),
     QT_TRANSLATE_NOOP("Rule",
                       "A statue in your gate scores by the layer of the gate's square, as one in a tunnel "
                       "does."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Final scoring › 5. Statues"),
     "每個你隧道中（或大門裡）的雕像會根據它所在山脈的顏色層為你提供榮譽點數。", nullptr, nullptr},
    {rule::ScoreTie, QT_TRANSLATE_NOOP("RuleSection", "Final scoring"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "The highest total wins; on a tie the lower sum of troll levels wins, and a coronation token's "
         "holder has "
         "a full moot (6 clan trolls). Ruling: starting trolls count as 0, a tie waits for troll levels not "
         "entered, and a remaining tie shares the victory."),
     true, QT_TRANSLATE_NOOP("RulebookSection", "Final scoring"),
     "當得分出現平手時，巨魔部眾等級之和較低的玩家獲得遊戲的勝利", nullptr,
     QT_TRANSLATE_NOOP(
         "RuleReasoning",
         "The rulebook breaks a tie by the lower sum of troll levels and stops there. Starting trolls have "
         "no level, so they add nothing (counting them as 0 or leaving them out gives the same sum); a tie "
         "that remains has no rule to break it, so the victory is shared. A tie that needs troll levels not "
         "yet entered is shown as undecided rather than guessed."),
     QT_TRANSLATE_NOOP("RuleAlternative",
                       "Breaking a remaining tie another way the group agrees on (more honour from "
                       "tunnels, say); the rulebook gives no such rule.")},
    {rule::TeamSetup, QT_TRANSLATE_NOOP("RuleSection", "Team game"),
     QT_TRANSLATE_NOOP("Rule",
                       "Two teams of two sit together and play in the order team 1, team 2, team 2, team 1; "
                       "teammates' gates "
                       "stand side by side on the winter side: neighbouring start points, clockwise."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Team game › Setup"),
     "遊戲輪次會按順時針方向進行，順序是團隊1，團隊2，團隊2，團隊1。", nullptr, nullptr},
    {rule::TeamStorage, QT_TRANSLATE_NOOP("RuleSection", "Team game"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Every gain goes to the team storage card; no seat bonus; a player spends only their own trolls and "
         "the team storage."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Team game › Changes to the game"),
     "你在自己的回合中可以花費的資源只有自己的巨魔部眾上和團隊儲存區的。你不能花費你隊友巨魔部眾上的資源。",
     nullptr, nullptr},
    {rule::TeamNetwork, QT_TRANSLATE_NOOP("RuleSection", "Team game"),
     QT_TRANSLATE_NOOP("Rule", "Once teammates' networks connect, each treats the other's as their own."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Team game › Changes to the game"),
     "當你們的通路網連在一起時，你任何時候都可以將你隊友的通路網視為你自己的通路網的一部分（使用工坊時、移動"
     "雕像時、設立大廳時等等）",
     nullptr, nullptr},
    {rule::TeamPed, QT_TRANSLATE_NOOP("RuleSection", "Team game"),
     QT_TRANSLATE_NOOP("Rule", "Pedestals from recruiting go to the team storage and are placed from it."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Team game › Changes to the game"),
     "當徵募巨魔時，將獲得的基座放到團隊儲存區。當你可以放置一個基座時，從團隊儲存區拿取。", nullptr,
     nullptr},
    {rule::TeamScore, QT_TRANSLATE_NOOP("RuleSection", "Team game"),
     QT_TRANSLATE_NOOP("Rule",
                       "All honour points go to the team; each statue and hall scores once for the team."),
     false, QT_TRANSLATE_NOOP("RulebookSection", "Team game › Changes to the game"),
     "每個雕像和大廳只進行一次計分，哪怕你們兩個人的通路網都與他們連接。", nullptr, nullptr},
    // Hallkeeper's own limits, not rules of the game: what a score sheet can hold. No override passes them.
    {rule::LimitHoldings, QT_TRANSLATE_NOOP("RuleSection", "Hallkeeper's limits"),
     QT_TRANSLATE_NOOP("Rule",
                       "A player holds at most 9999 of each resource, storage and trolls together; an "
                       "action or correction beyond is refused."),
     false,
     QT_TRANSLATE_NOOP("RulebookSection",
                       "Not in the rulebook: a limit of Hallkeeper's, not a rule of the game")},
    {rule::LimitHonour, QT_TRANSLATE_NOOP("RuleSection", "Hallkeeper's limits"),
     QT_TRANSLATE_NOOP("Rule",
                       "A player's tunnel points stay between 0 and 572 (all 52 tunnel tiles as size-5 "
                       "heartstone tunnels); a correction beyond is refused."),
     false,
     QT_TRANSLATE_NOOP("RulebookSection",
                       "Not in the rulebook: a limit of Hallkeeper's, not a rule of the game")},
    // Hallkeeper's own, not a rule of the game either: when a score sheet may name a winner.
    {rule::SheetComplete, QT_TRANSLATE_NOOP("RuleSection", "Hallkeeper's score sheet"),
     QT_TRANSLATE_NOOP("Rule",
                       "A score sheet is complete when every player's tunnels are entered, tile by tile or "
                       "as the score-track total (even 0). Until then its results are projected: only the "
                       "players with something entered are ranked, no tie-break asks for troll levels, and "
                       "no one is named the winner."),
     false,
     QT_TRANSLATE_NOOP(
         "RulebookSection",
         "Not in the rulebook: a convention of Hallkeeper's score sheet, not a rule of the game")},
};

} // namespace

const std::vector<RuleInfo> &allRules()
{
    return kRules;
}

const RuleInfo *findRule(const QString &id)
{
    for (const RuleInfo &r : kRules)
        if (id.compare(QLatin1String(r.id), Qt::CaseInsensitive) == 0)
            return &r;
    return nullptr;
}

QString ruleSection(const RuleInfo &rule)
{
    return QCoreApplication::translate("RuleSection", rule.section);
}
QString ruleText(const RuleInfo &rule)
{
    return QCoreApplication::translate("Rule", rule.text);
}

QString ruleLine(const RuleInfo &rule)
{
    return QStringLiteral("%1 — %2: %3").arg(QLatin1String(rule.id), ruleSection(rule), ruleText(rule));
}

QString ruleRulebookSection(const RuleInfo &rule)
{
    return rule.rulebookSection ? QCoreApplication::translate("RulebookSection", rule.rulebookSection)
                                : QString();
}
QString ruleQuote(const RuleInfo &rule)
{
    return rule.quote ? QString::fromUtf8(rule.quote) : QString();
}
QString ruleExample(const RuleInfo &rule)
{
    return rule.example ? QCoreApplication::translate("RuleExample", rule.example) : QString();
}
QString ruleReasoning(const RuleInfo &rule)
{
    return rule.reasoning ? QCoreApplication::translate("RuleReasoning", rule.reasoning) : QString();
}
QString ruleAlternative(const RuleInfo &rule)
{
    return rule.alternative ? QCoreApplication::translate("RuleAlternative", rule.alternative) : QString();
}

QString ruleSectionIn(const RuleInfo &rule, const QString &language)
{
    return translateIn(language, "RuleSection", rule.section);
}
QString ruleTextIn(const RuleInfo &rule, const QString &language)
{
    return translateIn(language, "Rule", rule.text);
}
QString ruleRulebookSectionIn(const RuleInfo &rule, const QString &language)
{
    return translateIn(language, "RulebookSection", rule.rulebookSection);
}
QString ruleExampleIn(const RuleInfo &rule, const QString &language)
{
    return translateIn(language, "RuleExample", rule.example);
}
QString ruleReasoningIn(const RuleInfo &rule, const QString &language)
{
    return translateIn(language, "RuleReasoning", rule.reasoning);
}
QString ruleAlternativeIn(const RuleInfo &rule, const QString &language)
{
    return translateIn(language, "RuleAlternative", rule.alternative);
}

namespace {

// Per rule, case-folded, built once (the translations do not change while the program runs): everything a
// search reads (`all`), and what says what the rule is (`title`: its one-line text and its section, in
// every language).
struct SearchText {
    QString all;
    QString title;
};

const std::vector<SearchText> &searchTexts()
{
    static const std::vector<SearchText> texts = [] {
        std::vector<SearchText> all;
        all.reserve(kRules.size());
        for (const RuleInfo &rule : kRules) {
            QStringList parts{QLatin1String(rule.id), ruleQuote(rule)};
            QStringList title;
            for (const QString &language : supportedLanguageCodes()) {
                parts << ruleSectionIn(rule, language) << ruleTextIn(rule, language)
                      << ruleRulebookSectionIn(rule, language) << ruleExampleIn(rule, language)
                      << ruleReasoningIn(rule, language) << ruleAlternativeIn(rule, language);
                title << ruleSectionIn(rule, language) << ruleTextIn(rule, language);
            }
            all.push_back(
                {parts.join(QLatin1Char('\n')).toCaseFolded(), title.join(QLatin1Char('\n')).toCaseFolded()});
        }
        return all;
    }();
    return texts;
}

} // namespace

std::vector<const RuleInfo *> searchRules(const QString &query)
{
    const QString folded = query.simplified().toCaseFolded();
    const QStringList words = folded.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const std::vector<SearchText> &texts = searchTexts();
    const QString idStart = query.trimmed();
    // How well a rule that matches answers the query: its ID starts with it; its title says the query as
    // typed; its title holds every word; only the rest of its text does.
    const auto rank = [&](size_t i) {
        if (!idStart.isEmpty() && QLatin1String(kRules[i].id).startsWith(idStart, Qt::CaseInsensitive))
            return 0;
        if (texts[i].title.contains(folded))
            return 1;
        if (std::all_of(words.begin(), words.end(),
                        [&](const QString &w) { return texts[i].title.contains(w); }))
            return 2;
        return 3;
    };
    std::vector<std::pair<int, const RuleInfo *>> found;
    for (size_t i = 0; i < kRules.size(); ++i)
        if (std::all_of(words.begin(), words.end(),
                        [&](const QString &w) { return texts[i].all.contains(w); }))
            found.emplace_back(words.isEmpty() ? 0 : rank(i), &kRules[i]);
    std::stable_sort(found.begin(), found.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    std::vector<const RuleInfo *> rules;
    rules.reserve(found.size());
    for (const auto &f : found)
        rules.push_back(f.second);
    return rules;
}

QStringList ruleIdsIn(const QString &text)
{
    static const QRegularExpression idPattern(QStringLiteral("\\b[A-Z]+(?:-[A-Z0-9]+)+\\b"));
    QStringList ids;
    for (auto it = idPattern.globalMatch(text); it.hasNext();) {
        const QString id = it.next().captured();
        if (findRule(id) && !ids.contains(id))
            ids << id;
    }
    return ids;
}

} // namespace hk
