#pragma once

// The table helpers of Terra Mystica: Fire & Ice, for the moments before and between the rounds: the faction
// auction's bids and start scores (TMFI-015), the variable turn order (TMFI-025), the checks when factions
// and terrains are chosen (TM-FACTIONS, TM-COLOURS, TMFI-016…019, TMFI-024) and what transforming a terrain
// costs each faction (TM-CYCLE, TMFI-020…022). Each answer that refuses says so with its rule (a Verdict).

#include "problems/violation.h"
#include "tmfi_factions.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace hk::tmfi {

// --- The faction auction (TMFI-015) ---

inline constexpr int kAuctionStart = 40; // every faction's marker starts on 40 VP
// A bid allowed after `highest` (none: the opening bid, which may be 0): above it, at most 40.
base::Verdict checkBid(int bid, std::optional<int> highest);
// The VP a faction won for `bid` starts with: 40 − bid (bid from 0 to 40).
int auctionStartVp(int bid);
// Who opens the next auction round: the first player clockwise from the last winner (seat `winner`) who has
// no faction yet (`hasFaction` by seat); none when everyone has one.
std::optional<int> nextOpeningBidder(int winner, const std::vector<bool> &hasFaction);

// --- The variable turn order (TMFI-025) ---

// The next round's order: the order in which the players (or factions) of this round passed; players still
// to pass follow in this round's order. A name that is not in this round, or passes twice, is refused.
struct TurnOrder {
    QStringList next;
    base::Verdict verdict;
};
TurnOrder nextRoundOrder(const QStringList &thisRound, const QStringList &passed);

// --- Choosing factions and terrains (TM-FACTIONS, TM-COLOURS, TMFI-016…019, TMFI-024) ---

// A faction chosen at the table, with the terrain it chooses: an ice faction's start terrain, a volcano
// faction's start terrain (chosen after every faction), the Shapeshifters' home terrain, the Riverwalkers'
// start terrain. None while it is not chosen yet.
struct FactionPick {
    QString faction;
    std::optional<Terrain> terrain{};
    QString player{}; // who chose it, for the messages; "pick 2" without a name
};

// Every pick checked in the order of choosing, a volcano faction's terrain against every other pick;
// `auctioned`: the factions of a faction auction (their home terrains are barred to terrain choices).
// Arguments of each violation: the faction, the terrain or the other faction, and the faction in the way.
base::Verdict checkPicks(const std::vector<FactionPick> &picks, const QStringList &auctioned = {});
// What the next player may still choose after `picks`.
QStringList availableFactions(const std::vector<FactionPick> &picks, const QStringList &auctioned = {});
// The terrains `faction` may take after `picks` (all of them for a base faction's home, if it is free).
std::vector<Terrain> availableTerrains(const std::vector<FactionPick> &picks, const QString &faction,
                                       const QStringList &auctioned = {});
// The Riverwalkers' priests at setup: one on each terrain of the ring but the start terrain (TMFI-019).
std::vector<Terrain> riverwalkerPriestTerrains(Terrain start);

// --- Transforming a terrain (TM-CYCLE, TMFI-020…022) ---

enum class CostUnit { Spades, PowerTokens, CultSteps, Impossible };
struct TransformCost {
    int amount = 0;
    CostUnit unit = CostUnit::Spades;
    QString ruleId;
};
// What `pick` pays to turn `from` into its own terrain (ice, volcano, or its home terrain); `othersHome`:
// `from` is another player's home terrain (the volcano factions pay more for it). Zero spades for a base
// faction's or the Shapeshifters' own home terrain.
TransformCost transformCost(const FactionPick &pick, Terrain from, bool othersHome = false);

} // namespace hk::tmfi
