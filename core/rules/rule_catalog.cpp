#include "rules/rule_catalog.h"

#include <QCoreApplication>

namespace hk {

namespace {

#define S(text) QT_TRANSLATE_NOOP("RuleSection", text)
#define R(text) QT_TRANSLATE_NOOP("Rule", text)

const std::vector<RuleInfo> kRules{
    {"BRD-GRID", S("Board"),
     R("Squares are adjacent only when they share an edge; touching at a corner is not adjacent."), false},
    {"BRD-LAYER", S("Board"),
     R("Every mountain square belongs to one of five layers, 1 (outer, dark grey) to 5 (inner, yellow), "
       "around the Mountain Heart."),
     false},
    {"BRD-SIDE", S("Board"),
     R("The winter side is for 4 or 5 players, the autumn side for 3, either side for 2."), false},
    {"SET-GATES", S("Setup"),
     R("Clockwise from the start player, each puts a gate on a start point labelled with the player count; "
       "with 2 players, any two start points with the same label."),
     false},
    {"SET-STATUES", S("Setup"),
     R("Statues fill every statue spot clockwise in a repeating cycle of the three clans, starting anywhere "
       "with any clan."),
     false},
    {"SET-WORKSHOPS", S("Setup"),
     R("Twice the number of players plus one workshop tiles form the workshop supply."), false},
    {"SET-MARKET", S("Setup"),
     R("The clan market shows 5 level-1, 4 level-2 and 3 level-3 trolls; each level-2 troll gets a random "
       "pedestal, each level-3 troll a pedestal reminder."),
     false},
    {"SET-CROWNS", S("Setup"), R("The coronation tokens are 5 and 3; a 2-player game uses only the 3."),
     false},
    {"SET-PEDTRACK", S("Setup"),
     R("The 15 pedestal score tokens lie face up at random on the pedestal track, one per layer and clan."),
     false},
    {"SET-MOOT", S("Setup"),
     R("Each player drafts 4 of their 6 starting trolls into the bottom row of the moot and takes their "
       "start-row resources."),
     false},
    {"SET-SEATBONUS", S("Setup"),
     R("Seats 2 and 3 also take the start row of the troll in hand; seats 4 and 5 also that of the troll in "
       "the deck."),
     false},
    {"TURN-ORDER", S("Turn"),
     R("A turn is: spell and/or workshop (optional), recruit or dig (mandatory), dedicate a great hall "
       "(optional), move statues (optional)."),
     false},
    {"TURN-MANDATORY", S("Turn"),
     R("With 10 trolls you must dig; if you cannot pay for any tunnel you must recruit; if you can do "
       "neither, skip that step."),
     false},
    {"TRADE-4TO1", S("Turn"),
     R("Any time in your own turn, as often as you like: return any 4 resources to take any 1."), false},
    {"SPEND-ANY", S("Turn"),
     R("Resources may be spent from storage or from any of your trolls; clan carts only for their clan's "
       "statues."),
     false},
    {"SPELL-CAST", S("Spells and workshops"),
     R("At most one spell per turn: put 1 rune on a face-up spell and apply its effect."), false},
    {"SPELL-DISSOLVE", S("Spells and workshops"),
     R("When a spell receives its third rune, after it resolves the runes go back, the spell goes under the "
       "deck and a new one is shown."),
     false},
    {"WS-USE", S("Spells and workshops"),
     R("At most one workshop per turn, and only one next to your network."), false},
    {"WS-ENTRANCES", S("Spells and workshops"),
     R("Each edge of a workshop is an entrance, open when any player's network touches it; activate the "
       "workshop once per open entrance."),
     false},
    {"REC-COST", S("Recruiting"),
     R("Level 1 is free; level 2 costs a coin on each of the 2 level-1 trolls below; level 3 a coin on each "
       "of the 2 level-2 and 3 level-1 trolls below."),
     false},
    {"REC-TAKE", S("Recruiting"),
     R("Take the troll and its bribes, refill the slot; a level-2 troll's pedestal goes to storage; with a "
       "level-3 troll choose any pedestal from the bag."),
     false},
    {"REC-EMPTY-DECK", S("Recruiting"),
     R("When a level's deck is empty, refill from the next higher level, or else from the next lower one."),
     false},
    {"REC-RETIRE", S("Recruiting"),
     R("After recruiting, any market troll with 4 bribes retires: bribes to the supply, the card under its "
       "deck, the slot refilled."),
     false},
    {"MOOT-SLOTS", S("Recruiting"),
     R("The moot is a pyramid of 4 + 3 + 2 + 1 slots; a new troll goes centred above two adjacent trolls."),
     false},
    {"MOOT-CHAIN", S("Recruiting"),
     R("A new troll activates with the whole triangle below it; each activated troll gains the resource of "
       "every uncovered icon."),
     false},
    {"CART-CLAN", S("Recruiting"),
     R("A cart on a Fire, Ice or Moon icon is a clan cart for that clan's statues; carts on swirl icons and "
       "in storage are generic."),
     false},
    {"DIG-COST", S("Digging"), R("Pay as many minerals as the tile has squares, all of one kind."), false},
    {"DIG-SCORE", S("Digging"),
     R("Digging scores at once by size and mineral: size 2 nothing; size 3: 3/4/5; size 4: 4/6/8; size 5: "
       "5/8/11 (stone/iron/heartstone)."),
     false},
    {"DIG-SUPPLY", S("Digging"), R("The tile must still be in the tunnel supply."), false},
    {"DIG-ORIENT", S("Digging"), R("A tile may be rotated and flipped."), false},
    {"DIG-BOUNDS", S("Digging"), R("No part of a tile may lie off the board."), false},
    {"DIG-OVERLAP", S("Digging"),
     R("A tile may not cover another tile, a hall, a gate, a workshop site (built or not) or the Mountain "
       "Heart."),
     false},
    {"DIG-ADJ-OWN", S("Digging"),
     R("At least one edge of the tile must touch your network: gate, tunnels, halls, not workshops."), false},
    {"DIG-ADJ-OTHER", S("Digging"),
     R("No edge of the tile may touch another player's network (corners may; teammates excepted)."), false},
    {"DIG-RUBBLE", S("Digging"),
     R("Each rubble square covered costs 1 hammer; without enough hammers the tile cannot go there."), false},
    {"DIG-UNEARTH", S("Digging"),
     R("A buried statue under the new tile is unearthed on the same square and can move from now on."),
     false},
    {"DIG-BURIED-RES", S("Digging"), R("Buried resources under the new tile go to your storage at once."),
     false},
    {"DIG-ISOLATED", S("Digging"),
     R("Ruling: tiles joined to no gate belong to nobody until someone connects to them; ownership is always "
       "computed from the gates, never stored."),
     true},
    {"PED-WHEN", S("Pedestals"),
     R("A pedestal goes only on the anchor of the tile just dug, from your storage, never later and never "
       "moved; size-5 tiles have no anchor."),
     false},
    {"PED-UNIQUE", S("Pedestals"),
     R("Each layer holds at most one pedestal of each clan: placing one takes that layer and clan's score "
       "token, and without the token it cannot be placed."),
     false},
    {"PED-COVERED", S("Pedestals"),
     R("A pedestal covered by a great hall leaves the game; its owner keeps the token and that layer stays "
       "closed to its clan."),
     false},
    {"WS-BUILD", S("Building workshops"),
     R("For each empty workshop site next to the tile just dug, you may build any workshop from the supply "
       "there, while the supply lasts."),
     false},
    {"HALL-COVER", S("Great halls"),
     R("Once per turn, a hall from the supply may be placed so that every square lies on tunnel tiles of "
       "your network, never on a gate, workshop or hall; it costs nothing."),
     false},
    {"HALL-PED", S("Great halls"),
     R("Pedestals under a new hall are removed; statues under it stay where they are, now in the hall."),
     false},
    {"HALL-UNIT", S("Great halls"),
     R("A hall is one large tunnel; the parts of tiles sticking out from under it each become a separate "
       "tunnel."),
     false},
    {"MOVE-CART", S("Moving statues"),
     R("Each cart spent moves one unearthed statue of your network within its tunnel or to any square of an "
       "adjacent tunnel."),
     false},
    {"MOVE-UNITS", S("Moving statues"),
     R("A tunnel here is a tile, a hall, each uncovered part of a tile, or your gate; workshops are not part "
       "of a network."),
     false},
    {"MOVE-ONE-PER-SQUARE", S("Moving statues"),
     R("At most one statue rests on a square; a moving statue may pass over others."), false},
    {"MOVE-CLAN-CART", S("Moving statues"),
     R("A clan cart moves only statues of its clan; a generic cart moves any statue."), false},
    {"END-CROWN", S("End of game"),
     R("The first to recruit a tenth troll takes the 5 coronation token, the second the 3, which triggers "
       "the end; with 2 players the first takes the 3."),
     false},
    {"END-ROUNDS", S("End of game"),
     R("After the trigger, the round is finished, then everyone takes 2 more turns before final scoring."),
     false},
    {"SCORE-CROWN", S("Final scoring"), R("The coronation tokens score 5 and 3."), false},
    {"SCORE-PEDTOKENS", S("Final scoring"), R("Your pedestal score tokens score their printed values."),
     false},
    {"SCORE-LEFTOVER", S("Final scoring"),
     R("All resources go to storage (clan carts become generic); each set of three of a kind scores 1, after "
       "any 4:1 trades."),
     false},
    {"SCORE-HALL", S("Final scoring"),
     R("Each great hall of your network scores its high value with a statue on its altar, else its low "
       "value; statues in halls never score as statues."),
     false},
    {"SCORE-STATUE", S("Final scoring"),
     R("Each unearthed statue of your network outside halls scores 2, 4, 6, 8 or 10 by layer, doubled on a "
       "pedestal of its own clan."),
     false},
    {"SCORE-ONE-PER-TUNNEL", S("Final scoring"),
     R("Ruling: only one statue per tunnel scores — a tunnel as for moving statues — and it is the best of "
       "them."),
     true},
    {"SCORE-GATE", S("Final scoring"),
     R("Ruling: a statue in your gate scores by the layer of the gate's square."), true},
    {"SCORE-TIE", S("Final scoring"),
     R("The highest total wins; on a tie the lower sum of troll levels wins. Ruling: starting trolls count "
       "as 0, and a remaining tie shares the victory."),
     true},
    {"TEAM-SETUP", S("Team game"),
     R("Two teams of two sit together with adjacent gates on the winter side and play in the order team 1, "
       "team 2, team 2, team 1."),
     false},
    {"TEAM-STORAGE", S("Team game"),
     R("Every gain goes to the team storage card; no seat bonus; a player spends only their own trolls and "
       "the team storage."),
     false},
    {"TEAM-NETWORK", S("Team game"),
     R("Once teammates' networks connect, each treats the other's as their own."), false},
    {"TEAM-PED", S("Team game"),
     R("Pedestals from recruiting go to the team storage and are placed from it."), false},
    {"TEAM-SCORE", S("Team game"),
     R("All honour points go to the team; each statue and hall scores once for the team."), false},
};

#undef S
#undef R

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

} // namespace hk
