#pragma once

// Final scoring (SCORE- rules) of a score sheet: every category of every player (or team), with the data that
// explains each number, the ranking and the tie-break. Text for people is made by score_report.h.

#include "scoring/leftover.h"
#include "scoring/score_sheet.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace hk {

// Where an entry comes from in the sheet: the player (index into ScoreSheet::players) and the entry's index.
struct SheetRef {
    int player = 0;
    int index = 0;
    bool operator==(const SheetRef &) const = default;
};

struct TunnelScore {
    SheetRef ref;
    SheetTunnel tunnel;
    int points = 0; // DIG-SCORE
};

struct HallScore {
    SheetRef ref;
    SheetHall hall;
    int points = 0; // SCORE-HALL: high if the altar holds a statue, else low
};

struct StatueScore {
    SheetRef ref;
    SheetStatue statue;
    int value = 0;           // SCORE-STATUE: 2 per layer, doubled on a pedestal of its own clan
    bool counted = false;    // SCORE-ONE-PER-TUNNEL: only the best statue of each tunnel scores
    int tunnelGroup = 0;     // statues with the same group share a tunnel
    int countedInstead = -1; // index into EntityScore::statues of the statue that scores for this tunnel
};

// A player, or in a team sheet a team (TEAM-SCORE).
struct EntityScore {
    QString name;             // the player's name, or "Team 1" / "Team 2"
    int team = 0;             // 1 or 2 for a team, else 0
    std::vector<int> members; // indexes into ScoreSheet::players
    QStringList memberNames;

    bool tunnelsFromTrack = false;
    int tunnelTrackPoints = 0; // the sum of the members' score-track totals, when given
    std::vector<TunnelScore> tunnelLines;
    int tunnels = 0;

    int coronation = 0;
    std::vector<int> pedestalTokenValues;
    int pedestalTokens = 0;

    LeftoverPlan leftover; // from the pooled resources of the members
    int leftovers = 0;

    std::vector<HallScore> hallLines;
    int halls = 0;

    std::vector<StatueScore> statueLines;
    int statues = 0;

    int total = 0;
    int trollLevelSum = 0;          // SCORE-TIE: starting trolls count as level 0
    QStringList trollLevelsMissing; // members whose troll levels were not entered (an empty list)
    // 1-based; shared only when total and troll level sum are both equal. 0: not ranked, for nothing of it is
    // entered yet (a score sheet being filled in, SHEET-COMPLETE).
    int rank = 0;
};

// Entities with the same total, and how SCORE-TIE separated them.
struct TieGroup {
    int total = 0;
    std::vector<int> entities; // indexes into SheetScore::entities, in ranking order
    bool fullyShared = false;  // every member has the same troll level sum: a shared place
    // The tie-break needs troll levels that were not entered (an empty list): the tied entities share their
    // place until they are, and `missingLevels` names the players whose levels are missing.
    bool undecided = false;
    QStringList missingLevels;
};

// How far the result may be believed, which decides what the winner sentence may claim (winnerLine).
//  - Empty: nothing that scores has been entered; no one is ranked or named.
//  - Projected: a game still being played, or a sheet not yet complete; the first is "leading". A sheet ranks
//    only the players with something entered, and never asks for troll levels: a tie that needs them shares
//    its place silently until the sheet is complete.
//  - Final: the game is over (END-ROUNDS), or the sheet is complete (SHEET-COMPLETE): every player's tunnels
//    are entered (tiles, or the score-track total, even 0). A tie at the top that needs troll levels not
//    entered stays undecided (SCORE-TIE), naming whose levels to enter.
enum class Standing { Empty, Projected, Final };

// The standing of a score sheet by the definition above.
Standing sheetStanding(const ScoreSheet &sheet);
// SHEET-COMPLETE: the player's tunnels are entered, tile by tile or as the score-track total.
bool tunnelsEntered(const SheetPlayer &player);

struct SheetScore {
    Standing standing = Standing::Final;
    std::vector<EntityScore> entities; // in sheet order (teams: Team 1, Team 2)
    std::vector<int> ranking;          // entity indexes, best first, those not ranked last
    std::vector<int> winners;          // every entity of rank 1 (while projected: who leads)
    // A score sheet that is not complete (SHEET-COMPLETE): the players whose tunnels are not entered yet.
    // Empty for a complete sheet, and for a game, which its end makes final (END-ROUNDS).
    QStringList tunnelsMissing;
    std::vector<TieGroup> ties; // groups of two or more entities with equal totals
    // The table rulings a game was scored with, so that an exported score can be re-read later: each as its
    // file key and choice ("splitTiles", "wholeTile") and a translated sentence. Empty for a score sheet,
    // which has none.
    struct Ruling {
        QString key;
        QString choice;
        QString text;
    };
    std::vector<Ruling> rulings;
};

int statueValue(int layer, bool onOwnPedestal); // SCORE-STATUE
int hallValue(const SheetHall &hall);           // SCORE-HALL

// Scores a sheet as far as it is filled in (sheetStanding, SHEET-COMPLETE). Works on any sheet without
// crashing; values out of range score nothing. Validate with validateSheet() first to tell the user what is
// wrong.
SheetScore scoreSheet(const ScoreSheet &sheet);
// Scores a sheet that is filled in by construction, a game's: every player is ranked, and `standing` says
// whether the result is final.
SheetScore scoreSheet(const ScoreSheet &sheet, Standing standing);

} // namespace hk
