#include "rules/rule_catalog.h"

#include <QCoreApplication>

namespace hk {

namespace {

const std::vector<RuleInfo> kRules{
    {"BRD-GRID", QT_TRANSLATE_NOOP("RuleSection", "Board"),
     QT_TRANSLATE_NOOP(
         "Rule", "Squares are adjacent only when they share an edge; touching at a corner is not adjacent."),
     false},
    {"BRD-LAYER", QT_TRANSLATE_NOOP("RuleSection", "Board"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Every mountain square belongs to one of five layers, 1 (outer, dark grey) to 5 (inner, yellow), "
         "around the Mountain Heart."),
     false},
    {"BRD-SIDE", QT_TRANSLATE_NOOP("RuleSection", "Board"),
     QT_TRANSLATE_NOOP("Rule",
                       "The winter side is for 4 or 5 players, the autumn side for 3, either side for 2."),
     false},
    {"SET-GATES", QT_TRANSLATE_NOOP("RuleSection", "Setup"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Clockwise from the start player, each puts a gate on a start point labelled with the player count; "
         "with 2 players, any two start points with the same label."),
     false},
    {"SET-STATUES", QT_TRANSLATE_NOOP("RuleSection", "Setup"),
     QT_TRANSLATE_NOOP("Rule", "Statues fill every statue spot clockwise in a repeating cycle of the three "
                               "clans, starting on any spot "
                               "with any clan; the cycle never breaks."),
     false},
    {"SET-WORKSHOPS", QT_TRANSLATE_NOOP("RuleSection", "Setup"),
     QT_TRANSLATE_NOOP("Rule",
                       "Twice the number of players plus one workshop tiles form the workshop supply."),
     false},
    {"SET-MARKET", QT_TRANSLATE_NOOP("RuleSection", "Setup"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "The clan market shows 5 level-1, 4 level-2 and 3 level-3 trolls; each level-2 troll gets a random "
         "pedestal, each level-3 troll a pedestal reminder."),
     false},
    {"SET-CROWNS", QT_TRANSLATE_NOOP("RuleSection", "Setup"),
     QT_TRANSLATE_NOOP("Rule", "The coronation tokens are 5 and 3; a 2-player game uses only the 3."), false},
    {"SET-PEDTRACK", QT_TRANSLATE_NOOP("RuleSection", "Setup"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "The 15 pedestal score tokens lie face up at random on the pedestal track, one per layer and clan."),
     false},
    {"SET-MOOT", QT_TRANSLATE_NOOP("RuleSection", "Setup"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Each player drafts 4 of their 6 starting trolls into the bottom row of the moot and takes their "
         "start-row resources."),
     false},
    {"SET-SEATBONUS", QT_TRANSLATE_NOOP("RuleSection", "Setup"),
     QT_TRANSLATE_NOOP("Rule", "Seats 2 and 3 also take the start row of the troll in hand; seats 4 and 5 "
                               "also that of the troll in "
                               "the deck."),
     false},
    {"TURN-ORDER", QT_TRANSLATE_NOOP("RuleSection", "Turn"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "A turn is: spell and/or workshop (optional), recruit or dig (mandatory), dedicate a great hall "
         "(optional), move statues (optional)."),
     false},
    {"TURN-MANDATORY", QT_TRANSLATE_NOOP("RuleSection", "Turn"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "With 10 trolls you must dig; if you cannot pay for any tunnel you must recruit; if you can do "
         "neither, skip that step."),
     false},
    {"TRADE-4TO1", QT_TRANSLATE_NOOP("RuleSection", "Turn"),
     QT_TRANSLATE_NOOP(
         "Rule", "Any time in your own turn, as often as you like: return any 4 resources to take any 1."),
     false},
    {"SPEND-ANY", QT_TRANSLATE_NOOP("RuleSection", "Turn"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Resources may be spent from storage or from any of your trolls; clan carts only for their clan's "
         "statues."),
     false},
    {"SPELL-CAST", QT_TRANSLATE_NOOP("RuleSection", "Spells and workshops"),
     QT_TRANSLATE_NOOP("Rule",
                       "At most one spell per turn: put 1 rune on a face-up spell and apply its effect."),
     false},
    {"SPELL-DISSOLVE", QT_TRANSLATE_NOOP("RuleSection", "Spells and workshops"),
     QT_TRANSLATE_NOOP("Rule", "When a spell receives its third rune, after it resolves the runes go back, "
                               "the spell goes under the "
                               "deck and a new one is shown."),
     false},
    {"WS-USE", QT_TRANSLATE_NOOP("RuleSection", "Spells and workshops"),
     QT_TRANSLATE_NOOP("Rule", "At most one workshop per turn, one next to your network; that workshop may "
                               "be activated once per open "
                               "entrance, in one go or in several."),
     false},
    {"WS-ENTRANCES", QT_TRANSLATE_NOOP("RuleSection", "Spells and workshops"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Each edge of a workshop is an entrance, open when any player's network touches it; activate the "
         "workshop once per open entrance."),
     false},
    {"REC-COST", QT_TRANSLATE_NOOP("RuleSection", "Recruiting"),
     QT_TRANSLATE_NOOP("Rule",
                       "Level 1 is free; level 2 takes a bribe on each of the 2 level-1 trolls below, level "
                       "3 on each of the 2 "
                       "level-2 and 3 level-1 trolls below. Bribes are coins unless a spell says otherwise."),
     false},
    {"REC-TAKE", QT_TRANSLATE_NOOP("RuleSection", "Recruiting"),
     QT_TRANSLATE_NOOP("Rule", "Take the troll and the bribes on it, refill the slot; a level-2 troll's "
                               "pedestal goes to storage; with a "
                               "level-3 troll you may take any pedestal you like from the bag, or none."),
     false},
    {"REC-EMPTY-DECK", QT_TRANSLATE_NOOP("RuleSection", "Recruiting"),
     QT_TRANSLATE_NOOP("Rule", "When a level's deck is empty, refill from the deck one level higher, else "
                               "from the one a level lower, "
                               "else the slot stays empty: never from two levels away."),
     false},
    {"REC-RETIRE", QT_TRANSLATE_NOOP("RuleSection", "Recruiting"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "After recruiting, any market troll with 4 bribes retires: bribes to the supply, the card under its "
         "deck, the slot refilled."),
     false},
    {"MOOT-SLOTS", QT_TRANSLATE_NOOP("RuleSection", "Recruiting"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "The moot is a pyramid of 4 + 3 + 2 + 1 slots; a new troll goes centred above two adjacent trolls."),
     false},
    {"MOOT-CHAIN", QT_TRANSLATE_NOOP("RuleSection", "Recruiting"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "A new troll activates with the whole triangle below it; each activated troll gains the resource of "
         "every uncovered icon."),
     false},
    {"CART-CLAN", QT_TRANSLATE_NOOP("RuleSection", "Recruiting"),
     QT_TRANSLATE_NOOP("Rule", "A cart on a Fire, Ice or Moon icon is a clan cart for that clan's statues; "
                               "carts on swirl icons and "
                               "in storage are generic."),
     false},
    {"DIG-COST", QT_TRANSLATE_NOOP("RuleSection", "Digging"),
     QT_TRANSLATE_NOOP("Rule", "Pay as many minerals as the tile has squares, all of one kind."), false},
    {"DIG-SCORE", QT_TRANSLATE_NOOP("RuleSection", "Digging"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Digging scores at once by size and mineral: size 2 nothing; size 3: 3/4/5; size 4: 4/6/8; size 5: "
         "5/8/11 (stone/iron/heartstone)."),
     false},
    {"DIG-SUPPLY", QT_TRANSLATE_NOOP("RuleSection", "Digging"),
     QT_TRANSLATE_NOOP("Rule", "The tile must still be in the tunnel supply."), false},
    {"DIG-ORIENT", QT_TRANSLATE_NOOP("RuleSection", "Digging"),
     QT_TRANSLATE_NOOP("Rule", "A tile may be rotated and flipped."), false},
    {"DIG-BOUNDS", QT_TRANSLATE_NOOP("RuleSection", "Digging"),
     QT_TRANSLATE_NOOP("Rule", "No part of a tile may lie off the board."), false},
    {"DIG-OVERLAP", QT_TRANSLATE_NOOP("RuleSection", "Digging"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "A tile may not cover another tile, a hall, a gate, a workshop site (built or not) or the Mountain "
         "Heart."),
     false},
    {"DIG-ADJ-OWN", QT_TRANSLATE_NOOP("RuleSection", "Digging"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "At least one edge of the tile must touch your network: gate, tunnels, halls, not workshops."),
     false},
    {"DIG-ADJ-OTHER", QT_TRANSLATE_NOOP("RuleSection", "Digging"),
     QT_TRANSLATE_NOOP(
         "Rule", "No edge of the tile may touch another player's network (corners may; teammates excepted)."),
     false},
    {"DIG-RUBBLE", QT_TRANSLATE_NOOP("RuleSection", "Digging"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Each rubble square covered costs 1 hammer; without enough hammers the tile cannot go there."),
     false},
    {"DIG-UNEARTH", QT_TRANSLATE_NOOP("RuleSection", "Digging"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "A buried statue under the new tile is unearthed on the same square and can move from now on."),
     false},
    {"DIG-BURIED-RES", QT_TRANSLATE_NOOP("RuleSection", "Digging"),
     QT_TRANSLATE_NOOP("Rule", "Buried resources under the new tile go to your storage at once."), false},
    {"DIG-ISOLATED", QT_TRANSLATE_NOOP("RuleSection", "Digging"),
     QT_TRANSLATE_NOOP("Rule", "Ruling: tiles joined to no gate belong to nobody until someone connects to "
                               "them; ownership is always "
                               "computed from the gates, never stored."),
     true},
    {"PED-WHEN", QT_TRANSLATE_NOOP("RuleSection", "Pedestals"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "A pedestal goes only on the anchor of the tile just dug, from your storage, never later and never "
         "moved; size-5 tiles have no anchor."),
     false},
    {"PED-UNIQUE", QT_TRANSLATE_NOOP("RuleSection", "Pedestals"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Each layer holds at most one pedestal of each clan: placing one takes that layer and clan's score "
         "token, and without the token it cannot be placed."),
     false},
    {"PED-COVERED", QT_TRANSLATE_NOOP("RuleSection", "Pedestals"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "A pedestal covered by a great hall leaves the game; its owner keeps the token and that layer stays "
         "closed to its clan."),
     false},
    {"WS-BUILD", QT_TRANSLATE_NOOP("RuleSection", "Building workshops"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "For each empty workshop site next to the tile just dug, you may build any workshop from the supply "
         "there, while the supply lasts."),
     false},
    {"HALL-COVER", QT_TRANSLATE_NOOP("RuleSection", "Great halls"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Once per turn, a hall from the supply may be placed so that every square lies on tunnel tiles of "
         "your network, never on a gate, workshop or hall; it costs nothing."),
     false},
    {"HALL-PED", QT_TRANSLATE_NOOP("RuleSection", "Great halls"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Pedestals under a new hall are removed; statues under it stay where they are, now in the hall."),
     false},
    {"HALL-UNIT", QT_TRANSLATE_NOOP("RuleSection", "Great halls"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "A hall is one large tunnel; the parts of tiles sticking out from under it each become a separate "
         "tunnel."),
     false},
    {"MOVE-CART", QT_TRANSLATE_NOOP("RuleSection", "Moving statues"),
     QT_TRANSLATE_NOOP("Rule", "Each cart spent moves one unearthed statue of your network within its tunnel "
                               "or to any square of an "
                               "adjacent tunnel."),
     false},
    {"MOVE-UNITS", QT_TRANSLATE_NOOP("RuleSection", "Moving statues"),
     QT_TRANSLATE_NOOP("Rule", "A tunnel here is a tile, a hall, each uncovered part of a tile, or a gate "
                               "(each gate its own); workshops "
                               "are not part of a network."),
     false},
    {"MOVE-ONE-PER-SQUARE", QT_TRANSLATE_NOOP("RuleSection", "Moving statues"),
     QT_TRANSLATE_NOOP("Rule", "At most one statue rests on a square; a moving statue may pass over others."),
     false},
    {"MOVE-CLAN-CART", QT_TRANSLATE_NOOP("RuleSection", "Moving statues"),
     QT_TRANSLATE_NOOP("Rule",
                       "A clan cart moves only statues of its clan; a generic cart moves any statue."),
     false},
    {"END-CROWN", QT_TRANSLATE_NOOP("RuleSection", "End of game"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "The first to recruit a tenth troll takes the 5 coronation token, the second the 3, which triggers "
         "the end; with 2 players the first takes the 3."),
     false},
    {"END-ROUNDS", QT_TRANSLATE_NOOP("RuleSection", "End of game"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "After the trigger, the round is finished, then everyone takes 2 more turns before final scoring."),
     false},
    {"SCORE-CROWN", QT_TRANSLATE_NOOP("RuleSection", "Final scoring"),
     QT_TRANSLATE_NOOP("Rule", "The coronation tokens score 5 and 3."), false},
    {"SCORE-PEDTOKENS", QT_TRANSLATE_NOOP("RuleSection", "Final scoring"),
     QT_TRANSLATE_NOOP("Rule", "Your pedestal score tokens score their printed values."), false},
    {"SCORE-LEFTOVER", QT_TRANSLATE_NOOP("RuleSection", "Final scoring"),
     QT_TRANSLATE_NOOP("Rule", "All resources go to storage (clan carts become generic); each set of three "
                               "of a kind scores 1, after "
                               "any 4:1 trades."),
     false},
    {"SCORE-HALL", QT_TRANSLATE_NOOP("RuleSection", "Final scoring"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Each great hall of your network scores its high value with a statue on its altar, else its low "
         "value; statues in halls never score as statues."),
     false},
    {"SCORE-STATUE", QT_TRANSLATE_NOOP("RuleSection", "Final scoring"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Each unearthed statue of your network outside halls scores 2, 4, 6, 8 or 10 by layer, doubled on a "
         "pedestal of its own clan."),
     false},
    {"SCORE-ONE-PER-TUNNEL", QT_TRANSLATE_NOOP("RuleSection", "Final scoring"),
     QT_TRANSLATE_NOOP("Rule", "Ruling: only the best statue of each tunnel scores, a tunnel as for moving "
                               "statues: each gate is its "
                               "own, and so is each part of a tile a hall leaves uncovered "
                               "(「大廳下方延伸出來的隧道，均變成了獨立的隧道」). Read literally "
                               "(「每個隧道板塊中只有一個雕像可以獲得榮譽點數」), one statue per printed "
                               "tile: a table ruling the group may choose at setup."),
     true},
    {"SCORE-GATE", QT_TRANSLATE_NOOP("RuleSection", "Final scoring"),
     QT_TRANSLATE_NOOP("Rule", "Ruling: a statue in your gate scores by the layer of the gate's square."),
     true},
    {"SCORE-TIE", QT_TRANSLATE_NOOP("RuleSection", "Final scoring"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "The highest total wins; on a tie the lower sum of troll levels wins, and a coronation token's "
         "holder has "
         "a full moot (6 clan trolls). Ruling: starting trolls count as 0, a tie waits for troll levels not "
         "entered, and a remaining tie shares the victory."),
     true},
    {"TEAM-SETUP", QT_TRANSLATE_NOOP("RuleSection", "Team game"),
     QT_TRANSLATE_NOOP("Rule",
                       "Two teams of two sit together and play in the order team 1, team 2, team 2, team 1; "
                       "teammates' gates "
                       "stand side by side on the winter side: neighbouring start points, clockwise."),
     false},
    {"TEAM-STORAGE", QT_TRANSLATE_NOOP("RuleSection", "Team game"),
     QT_TRANSLATE_NOOP(
         "Rule",
         "Every gain goes to the team storage card; no seat bonus; a player spends only their own trolls and "
         "the team storage."),
     false},
    {"TEAM-NETWORK", QT_TRANSLATE_NOOP("RuleSection", "Team game"),
     QT_TRANSLATE_NOOP("Rule", "Once teammates' networks connect, each treats the other's as their own."),
     false},
    {"TEAM-PED", QT_TRANSLATE_NOOP("RuleSection", "Team game"),
     QT_TRANSLATE_NOOP("Rule", "Pedestals from recruiting go to the team storage and are placed from it."),
     false},
    {"TEAM-SCORE", QT_TRANSLATE_NOOP("RuleSection", "Team game"),
     QT_TRANSLATE_NOOP("Rule",
                       "All honour points go to the team; each statue and hall scores once for the team."),
     false},
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

} // namespace hk
