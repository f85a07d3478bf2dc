#pragma once

// The answer of a validator: never a bare bool, but every rule broken, the squares at fault and the values
// that matter ("needs 2 hammers, has 1"), ready to be said as a sentence in the user's language.

#include "model/geometry.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace hk {

// Why something is refused. Each reason belongs to one rule ID (ruleOf) and has its own sentence (describe).
enum class Reason {
    // Digging
    DigUnknownShape,
    DigSupplyEmpty,
    DigBadOrientation,
    DigOffBoard,
    DigCoversTunnel,
    DigCoversHall,
    DigCoversGate,
    DigCoversWorkshopSite,
    DigCoversHeart,
    DigNotAdjacentToOwn,
    DigAdjacentToOther,
    DigCost,
    DigRubble,
    // Pedestals
    PedestalNotJustDug,
    PedestalNoAnchor,
    PedestalAnchorTaken,
    PedestalNotInStorage,
    PedestalTokenGone,
    PedestalLayerClosed,
    // Workshops
    WorkshopNotASite,
    WorkshopSiteBuilt,
    WorkshopSiteNotAdjacent,
    WorkshopNoneInSupply,
    WorkshopNotBuilt,
    WorkshopNotAdjacentToOwn,
    WorkshopTooManyActivations,
    WorkshopEntrancesUsed,
    // Great halls
    HallUnknown,
    HallAlreadyPlaced,
    HallBadOrientation,
    HallOffBoard,
    HallNotOnTunnel,
    HallOnGate,
    HallOnWorkshop,
    HallOnHall,
    HallNotOwnNetwork,
    // Moving statues
    MoveUnknownStatue,
    MoveBuriedStatue,
    MoveNotOwnNetwork,
    MoveNotATunnel,
    MoveNotAdjacentTunnel,
    MoveSameSquare,
    MoveOccupied,
    MoveWrongClanCart,
    MoveNoCart,
    // Setup
    SetupPlayerCount,
    SetupBoardSide,
    SetupGateNotOnStart,
    SetupGateLabel,
    SetupGateShared,
    SetupGateLabelsDiffer,
    SetupStatueNotOnSpot,
    SetupSpotEmpty,
    SetupStatueClans,
    SetupStatueCycle,
    SetupWorkshopCount,
    SetupWorkshopBeyondBox,
    SetupMarketSize,
    SetupMarketLevel,
    SetupMarketPedestal,
    SetupMarketCardNoClan,
    SetupMarketCardNoIcons,
    SetupStartingTrollNoIcons,
    SetupTrackValue,
    SetupMootTroll,
    SetupTeams,
    SetupTeamGatesApart,
    // Turns
    TurnNotYours,
    TurnStepPassed,
    TurnAlreadyDone,
    TurnMustRecruitOrDig,
    TurnMootFull,
    GameOver,
    // Spending
    SpendStorageShort,
    SpendIconEmpty,
    SpendIconUnknown,
    SpendIconTwice,
    SpendClanCart,
    DigPaymentMismatch,
    TradeNotFour,
    TradeClanCart,
    // Spells and workshops
    SpellTwice,
    SpellUnknownSlot,
    SpellNeedsOneRune,
    SpellTakesTooMuch,
    WorkshopTwice,
    WorkshopExchangeUnknown,
    WorkshopNoTrollResource,
    // Recruiting
    RecruitNoCard,
    RecruitBelowEmpty,
    RecruitBribes,
    RecruitBribesNotCoins,
    RecruitBribesPlaced,
    MootSlotUnknown,
    MootSlotTaken,
    MootSlotUnsupported,
    RefillWrongLevel,
    RefillMissing,
    RefillUnexpected,
    RefillPedestal,
    RefillNoIcons,
    PedestalNotInBag,
    PedestalChoice,
    RetireRefills,
    // Halls and moves in the turn
    HallTwice,
    MoveNeedsOneCart,
    // Hallkeeper's limits: what a score sheet can hold. No override records an action beyond them.
    LimitHoldings,
    LimitHonour,
};

const char *ruleOf(Reason reason);
struct Violation;
// The rule a violation breaks: ruleOf(its reason), except that a workshop's refused exchange breaks the rule
// of that workshop's exchanges (workshopRule, the kind in Violation::need).
const char *ruleOf(const Violation &violation);
// Whether the reason is one of Hallkeeper's limits (LIMIT-HOLDINGS, LIMIT-HONOUR) rather than a rule of the
// game: an override may record a broken rule, never a broken limit.
bool isLimit(Reason reason);

struct Violation {
    Reason reason;
    std::vector<Square> squares{}; // the squares at fault, if any
    int need = 0;                  // what the rule asks for (minerals, hammers, a layer, activations…)
    int have = 0;                  // what there is
    QString subject{};             // a name the sentence needs: a tile, a mineral, a player, a clan…
    QString detail{};              // and a second one: which cards, in words
    QString rule() const { return QLatin1String(ruleOf(*this)); }
};

struct Verdict {
    std::vector<Violation> violations;
    bool ok() const { return violations.empty(); }
    bool breaks(const char *ruleId) const;
    bool breaksALimit() const;   // isLimit() of any violation
    QStringList ruleIds() const; // each broken rule once, in order
    void add(Violation v) { violations.push_back(std::move(v)); }
    // A violation about the squares at fault, if there are any.
    void addIfAny(Reason reason, std::vector<Square> squares)
    {
        if (!squares.empty())
            add({reason, std::move(squares)});
    }
};

// "Needs 2 hammers for the rubble, has 1 (DIG-RUBBLE)": the violation as a translated sentence with its rule.
QString describe(const Violation &violation);
// The sentence alone, for who cites the rule elsewhere (a problem of a file has its own rule ID).
QString sentence(const Violation &violation);
QString describe(const Verdict &verdict); // one line per violation

} // namespace hk
