// This file is longer than 600 lines on purpose: every Reason of a refusal has its rule ID (ruleOf) and its
// sentence (sentence) here, in switches without a default, so that the compiler warns of a reason left
// unsaid.

#include "rules/verdict.h"
#include "rules/rule_ids.h"

#include "i18n/arg_text.h"
#include "model/resources.h"
#include "model/workshops.h"

#include <QCoreApplication>

#include <algorithm>

namespace hk {

namespace {
class VerdictText {
    Q_DECLARE_TR_FUNCTIONS(Verdict)
};

QString squaresText(const std::vector<Square> &squares)
{
    QStringList list;
    for (const Square &s : squares)
        list << squareText(s);
    return list.join(VerdictText::tr(", "));
}
} // namespace

const char *ruleOf(Reason reason)
{
    switch (reason) {
    case Reason::DigUnknownShape:
    case Reason::DigSupplyEmpty:
        return rule::DigSupply;
    case Reason::DigBadOrientation:
        return rule::DigOrient;
    case Reason::DigOffBoard:
        return rule::DigBounds;
    case Reason::DigCoversTunnel:
    case Reason::DigCoversHall:
    case Reason::DigCoversGate:
    case Reason::DigCoversWorkshopSite:
    case Reason::DigCoversHeart:
        return rule::DigOverlap;
    case Reason::DigNotAdjacentToOwn:
        return rule::DigAdjOwn;
    case Reason::DigAdjacentToOther:
        return rule::DigAdjOther;
    case Reason::DigCost:
        return rule::DigCost;
    case Reason::DigRubble:
        return rule::DigRubble;
    case Reason::PedestalNotJustDug:
    case Reason::PedestalNoAnchor:
    case Reason::PedestalAnchorTaken:
    case Reason::PedestalNotInStorage:
        return rule::PedWhen;
    case Reason::PedestalTokenGone:
        return rule::PedUnique;
    case Reason::PedestalLayerClosed:
        return rule::PedCovered;
    case Reason::WorkshopNotASite:
    case Reason::WorkshopSiteBuilt:
    case Reason::WorkshopSiteNotAdjacent:
    case Reason::WorkshopNoneInSupply:
        return rule::WsBuild;
    case Reason::WorkshopNotBuilt:
    case Reason::WorkshopNotAdjacentToOwn:
        return rule::WsUse;
    case Reason::WorkshopTooManyActivations:
    case Reason::WorkshopEntrancesUsed:
        return rule::WsEntrances;
    case Reason::HallUnknown:
    case Reason::HallAlreadyPlaced:
    case Reason::HallBadOrientation:
    case Reason::HallOffBoard:
    case Reason::HallNotOnTunnel:
    case Reason::HallOnGate:
    case Reason::HallOnWorkshop:
    case Reason::HallOnHall:
    case Reason::HallNotOwnNetwork:
        return rule::HallCover;
    case Reason::MoveUnknownStatue:
    case Reason::MoveBuriedStatue:
    case Reason::MoveNotOwnNetwork:
    case Reason::MoveNotAdjacentTunnel:
    case Reason::MoveSameSquare:
    case Reason::MoveNoCart:
        return rule::MoveCart;
    case Reason::MoveNotATunnel:
        return rule::MoveUnits;
    case Reason::MoveOccupied:
        return rule::MoveOnePerSquare;
    case Reason::MoveWrongClanCart:
        return rule::MoveClanCart;
    case Reason::SetupPlayerCount:
    case Reason::SetupGateNotOnStart:
    case Reason::SetupGateLabel:
    case Reason::SetupGateShared:
    case Reason::SetupGateLabelsDiffer:
        return rule::SetGates;
    case Reason::SetupBoardSide:
        return rule::BrdSide;
    case Reason::SetupStatueNotOnSpot:
    case Reason::SetupSpotEmpty:
    case Reason::SetupStatueClans:
    case Reason::SetupStatueCycle:
        return rule::SetStatues;
    case Reason::SetupWorkshopCount:
    case Reason::SetupWorkshopBeyondBox:
        return rule::SetWorkshops;
    case Reason::SetupMarketSize:
    case Reason::SetupMarketLevel:
    case Reason::SetupMarketPedestal:
    case Reason::SetupMarketCardNoClan:
        return rule::SetMarket;
    case Reason::SetupMarketCardNoIcons:
    case Reason::SetupStartingTrollNoIcons:
    case Reason::RefillNoIcons:
        return rule::MootChain;
    case Reason::SetupTrackValue:
        return rule::SetPedTrack;
    case Reason::SetupMootTroll:
        return rule::SetMoot;
    case Reason::SetupTeams:
    case Reason::SetupTeamGatesApart:
        return rule::TeamSetup;
    case Reason::TurnNotYours:
    case Reason::TurnStepPassed:
    case Reason::TurnAlreadyDone:
        return rule::TurnOrder;
    case Reason::TurnMustRecruitOrDig:
    case Reason::TurnMootFull:
        return rule::TurnMandatory;
    case Reason::GameOver:
        return rule::EndRounds;
    case Reason::SpendStorageShort:
    case Reason::SpendIconEmpty:
    case Reason::SpendIconUnknown:
    case Reason::SpendIconTwice:
        return rule::SpendAny;
    case Reason::SpendClanCart:
        return rule::CartClan;
    case Reason::DigPaymentMismatch:
        return rule::DigCost;
    case Reason::TradeNotFour:
    case Reason::TradeClanCart:
        return rule::TradeFourToOne;
    case Reason::SpellTwice:
    case Reason::SpellUnknownSlot:
    case Reason::SpellNeedsOneRune:
    case Reason::SpellTakesTooMuch:
        return rule::SpellCast;
    case Reason::WorkshopTwice:
    case Reason::WorkshopExchangeUnknown: // of the workshop used: ruleOf(const Violation &)
        return rule::WsUse;
    case Reason::WorkshopNoTrollResource:
        return workshopRule(WorkshopKind::Quartermaster);
    case Reason::RecruitNoCard:
        return rule::RecTake;
    case Reason::RecruitBelowEmpty:
    case Reason::RecruitBribes:
    case Reason::RecruitBribesNotCoins:
    case Reason::RecruitBribesPlaced:
        return rule::RecCost;
    case Reason::MootSlotUnknown:
    case Reason::MootSlotTaken:
    case Reason::MootSlotUnsupported:
        return rule::MootSlots;
    case Reason::RefillWrongLevel:
    case Reason::RefillUnexpected:
        return rule::RecEmptyDeck;
    case Reason::RefillMissing:
    case Reason::RefillPedestal:
    case Reason::PedestalNotInBag:
    case Reason::PedestalChoice:
        return rule::RecTake;
    case Reason::RetireRefills:
        return rule::RecRetire;
    case Reason::HallTwice:
        return rule::HallCover;
    case Reason::MoveNeedsOneCart:
        return rule::MoveCart;
    case Reason::LimitHoldings:
        return rule::LimitHoldings;
    case Reason::LimitHonour:
        return rule::LimitHonour;
    }
    return "";
}

const char *ruleOf(const Violation &v)
{
    if (v.reason == Reason::WorkshopExchangeUnknown && v.need >= 0 && v.need < kWorkshopKinds)
        return workshopRule(static_cast<WorkshopKind>(v.need));
    return ruleOf(v.reason);
}

bool isLimit(Reason reason)
{
    return reason == Reason::LimitHoldings || reason == Reason::LimitHonour;
}

bool Verdict::breaksALimit() const
{
    return std::any_of(violations.begin(), violations.end(),
                       [](const Violation &v) { return isLimit(v.reason); });
}

bool Verdict::breaks(const char *ruleId) const
{
    return std::any_of(violations.begin(), violations.end(),
                       [&](const Violation &v) { return qstrcmp(ruleOf(v), ruleId) == 0; });
}

QStringList Verdict::ruleIds() const
{
    QStringList ids;
    for (const Violation &v : violations)
        if (!ids.contains(v.rule()))
            ids << v.rule();
    return ids;
}

QString sentence(const Violation &v)
{
    const QString squares = squaresText(v.squares);
    QString text;
    switch (v.reason) {
    case Reason::DigUnknownShape:
        text = VerdictText::tr("there is no tunnel tile \"%1\" in the catalog").arg(v.subject);
        break;
    case Reason::DigSupplyEmpty:
        text = VerdictText::tr("no %1 tile is left in the tunnel supply (all %2 are on the board)")
                   .arg(v.subject, argText(v.need));
        break;
    case Reason::DigBadOrientation:
        text = VerdictText::tr("the %1 tile has no orientation %2").arg(v.subject, argText(v.need));
        break;
    case Reason::DigOffBoard:
        text = VerdictText::tr("the tile sticks out of the board at %1").arg(squares);
        break;
    case Reason::DigCoversTunnel:
        text = VerdictText::tr("the tile would cover another tunnel tile at %1").arg(squares);
        break;
    case Reason::DigCoversHall:
        text = VerdictText::tr("the tile would cover a great hall at %1").arg(squares);
        break;
    case Reason::DigCoversGate:
        text = VerdictText::tr("the tile would cover a gate at %1").arg(squares);
        break;
    case Reason::DigCoversWorkshopSite:
        text = VerdictText::tr("the tile would cover a workshop site at %1").arg(squares);
        break;
    case Reason::DigCoversHeart:
        text = VerdictText::tr("the tile would cover the Mountain Heart at %1").arg(squares);
        break;
    case Reason::DigNotAdjacentToOwn:
        text = VerdictText::tr("no edge of the tile touches your network");
        break;
    case Reason::DigAdjacentToOther:
        text = VerdictText::tr(
                   "the tile would share an edge with the network of %1 at %2 (touching at a corner is fine)")
                   .arg(v.subject, squares);
        break;
    case Reason::DigCost:
        text = VerdictText::tr("needs %1 %2, has %3").arg(argText(v.need), v.subject, argText(v.have));
        break;
    case Reason::DigRubble:
        text = VerdictText::tr("needs %1 hammers for the rubble at %2, has %3")
                   .arg(argText(v.need), argText(squares), argText(v.have));
        break;
    case Reason::PedestalNotJustDug:
        text = VerdictText::tr(
            "a pedestal goes only on the anchor of the tile just dug, right after digging it");
        break;
    case Reason::PedestalNoAnchor:
        text = VerdictText::tr("the %1 tile has no anchor (size-5 tiles have none)").arg(v.subject);
        break;
    case Reason::PedestalAnchorTaken:
        text = VerdictText::tr("the anchor at %1 already holds a pedestal").arg(squares);
        break;
    case Reason::PedestalNotInStorage:
        text = VerdictText::tr("no %1 pedestal in your storage").arg(v.subject);
        break;
    case Reason::PedestalTokenGone:
        text =
            VerdictText::tr(
                "the layer %1 × %2 pedestal score token is gone: a pedestal of the %2 clan already stands in "
                "that layer")
                .arg(argText(v.need), v.subject);
        break;
    case Reason::PedestalLayerClosed:
        text =
            VerdictText::tr("the layer %1 × %2 pedestal score token is gone (PED-UNIQUE): it went with the "
                            "%2 pedestal that a great hall has since covered, and the layer stays closed "
                            "to the %2 clan")
                .arg(argText(v.need), v.subject);
        break;
    case Reason::WorkshopNotASite:
        text = VerdictText::tr("not a workshop site: %1").arg(squares);
        break;
    case Reason::WorkshopSiteBuilt:
        text = VerdictText::tr("the workshop site at %1 already has a workshop").arg(squares);
        break;
    case Reason::WorkshopSiteNotAdjacent:
        text = VerdictText::tr("the workshop site at %1 is not next to the tile just dug").arg(squares);
        break;
    case Reason::WorkshopNoneInSupply:
        text = VerdictText::tr("no %1 is left in the workshop supply").arg(v.subject);
        break;
    case Reason::WorkshopNotBuilt:
        text = VerdictText::tr("there is no workshop at %1").arg(squares);
        break;
    case Reason::WorkshopNotAdjacentToOwn:
        text = VerdictText::tr("the workshop at %1 is not next to your network").arg(squares);
        break;
    case Reason::WorkshopTooManyActivations:
        text =
            VerdictText::tr("activations asked: %1; open entrances of the workshop: %2, one activation each")
                .arg(argText(v.need), argText(v.have));
        break;
    case Reason::WorkshopEntrancesUsed:
        text = VerdictText::tr("open entrances of the workshop: %1, one activation each; activated this turn "
                               "already: %2; more asked: %3")
                   .arg(argText(v.have), v.subject, argText(v.need - v.subject.toInt()));
        break;
    case Reason::HallUnknown:
        text = VerdictText::tr("there is no great hall \"%1\" in the catalog").arg(v.subject);
        break;
    case Reason::HallAlreadyPlaced:
        text = VerdictText::tr("%1 is already on the board").arg(v.subject);
        break;
    case Reason::HallBadOrientation:
        text = VerdictText::tr("%1 has no orientation %2").arg(v.subject, argText(v.need));
        break;
    case Reason::HallOffBoard:
        text = VerdictText::tr("the hall sticks out of the board at %1").arg(squares);
        break;
    case Reason::HallNotOnTunnel:
        text = VerdictText::tr("a great hall lies only on tunnel tiles; there is none at %n square(s): %1",
                               "", int(v.squares.size()))
                   .arg(squares);
        break;
    case Reason::HallOnGate:
        text = VerdictText::tr("a great hall never covers a gate (%1)").arg(squares);
        break;
    case Reason::HallOnWorkshop:
        text = VerdictText::tr("a great hall never covers a workshop (%1)").arg(squares);
        break;
    case Reason::HallOnHall:
        text = VerdictText::tr("a great hall never covers another hall (%1)").arg(squares);
        break;
    case Reason::HallNotOwnNetwork:
        text = VerdictText::tr("the tunnels at %1 are not in your network").arg(squares);
        break;
    case Reason::MoveUnknownStatue:
        text = VerdictText::tr("there is no such statue");
        break;
    case Reason::MoveBuriedStatue:
        text = VerdictText::tr("the statue at %1 is still buried").arg(squares);
        break;
    case Reason::MoveNotOwnNetwork:
        text = VerdictText::tr("not in your network: %1").arg(squares);
        break;
    case Reason::MoveNotATunnel:
        text = VerdictText::tr(
                   "%1 is no tunnel, great hall or gate: statues move only through those (a workshop is not "
                   "part of a network)")
                   .arg(squares);
        break;
    case Reason::MoveNotAdjacentTunnel:
        text = VerdictText::tr(
                   "one cart moves a statue within its tunnel or into an adjacent one; %1 is farther")
                   .arg(squares);
        break;
    case Reason::MoveSameSquare:
        text = VerdictText::tr("the statue is already at %1").arg(squares);
        break;
    case Reason::MoveOccupied:
        text = VerdictText::tr(
                   "another statue stands at %1 (statues may pass over each other, not stop together)")
                   .arg(squares);
        break;
    case Reason::MoveWrongClanCart:
        text = VerdictText::tr("%1 clan carts move only %1 statues").arg(v.subject);
        break;
    case Reason::SetupPlayerCount:
        text = VerdictText::tr("a game has 2 to 5 players, not %1").arg(v.have);
        break;
    case Reason::SetupBoardSide:
        text = VerdictText::tr("the %1 is not for %2 players").arg(v.subject, argText(v.have));
        break;
    case Reason::SetupGateNotOnStart:
        text = VerdictText::tr("the gate of %1 at %2 is not on a gate start point").arg(v.subject, squares);
        break;
    case Reason::SetupGateLabel:
        text = VerdictText::tr("the gate of %1 stands on a start point labelled %2; this game needs %3")
                   .arg(v.subject, argText(v.have), argText(v.need));
        break;
    case Reason::SetupGateShared:
        text = VerdictText::tr("two gates stand on %1").arg(squares);
        break;
    case Reason::SetupGateLabelsDiffer:
        text = VerdictText::tr("with 2 players, both gates stand on start points with the same label");
        break;
    case Reason::SetupStatueNotOnSpot:
        text = VerdictText::tr("the statue at %1 is not on a statue spot").arg(squares);
        break;
    case Reason::SetupSpotEmpty:
        text = VerdictText::tr("the statue spot at %1 has no statue").arg(squares);
        break;
    case Reason::SetupStatueClans:
        text = v.need == 0 ? VerdictText::tr("there are no %1 statues").arg(v.subject)
                           : VerdictText::tr("%1 statues: %2, but the box holds %3")
                                 .arg(v.subject, argText(v.have), argText(v.need));
        break;
    case Reason::SetupStatueCycle:
        text = VerdictText::tr("the statue at %1 breaks the clockwise cycle %2: it is %3, where the cycle "
                               "puts %4")
                   .arg(squares, v.subject, clanName(static_cast<Clan>(v.have)),
                        clanName(static_cast<Clan>(v.need)));
        break;
    case Reason::SetupWorkshopCount:
        text = VerdictText::tr("the workshop supply holds %1 tiles, not %2 (twice the players, plus one)")
                   .arg(argText(v.have), argText(v.need));
        break;
    case Reason::SetupWorkshopBeyondBox:
        text = VerdictText::tr("%1 × %2 in the supply, but the box holds %3")
                   .arg(argText(v.have), v.subject, argText(v.need));
        break;
    case Reason::SetupMarketSize:
        text = VerdictText::tr("the level %1 row of the clan market shows %2 trolls, not %3")
                   .arg(v.subject, argText(v.have), argText(v.need));
        break;
    case Reason::SetupMarketLevel:
        text = VerdictText::tr("a level %1 troll in the level %2 row").arg(argText(v.have), argText(v.need));
        break;
    case Reason::SetupMarketPedestal:
        text = v.subject.isEmpty()
                   ? VerdictText::tr("each level 2 troll of the clan market starts with a pedestal on it")
                   : VerdictText::tr("each level 2 troll of the clan market starts with a pedestal on it; %n "
                                     "without one: %1",
                                     "", v.have)
                         .arg(v.subject);
        break;
    case Reason::SetupMarketCardNoClan:
        text = VerdictText::tr("the clan of %n level %1 troll(s) of the clan market is not entered: %2", "",
                               v.have)
                   .arg(argText(v.need), v.subject);
        break;
    case Reason::SetupMarketCardNoIcons:
        text = VerdictText::tr("the icons of %n level %1 troll(s) of the clan market are not entered: %2", "",
                               v.have)
                   .arg(argText(v.need), v.subject);
        break;
    case Reason::SetupStartingTrollNoIcons:
        text = VerdictText::tr("the icons of %n starting troll(s) of %1 are not entered: %2", "", v.have)
                   .arg(v.subject, v.detail);
        break;
    case Reason::SetupTrackValue:
        text = VerdictText::tr("the pedestal score token for layer %1 × %2 is %3; expected 1 to 9")
                   .arg(argText(v.need), v.subject, argText(v.have));
        break;
    case Reason::SetupMootTroll:
        text = VerdictText::tr("the moot of %1 starts with 4 starting trolls (level 0)").arg(v.subject);
        break;
    case Reason::SetupTeams:
        text = VerdictText::tr(
            "a team game has 4 players in 2 teams of 2, seated team 1, team 2, team 2, team 1");
        break;
    case Reason::SetupTeamGatesApart:
        text = VerdictText::tr("the gates of teammates %1 at %2 are not on neighbouring start points")
                   .arg(v.subject, squares);
        break;
    case Reason::TurnNotYours:
        text = VerdictText::tr("it is the turn of %1").arg(v.subject);
        break;
    case Reason::TurnStepPassed:
        text = VerdictText::tr("too late in the turn: %1").arg(v.subject);
        break;
    case Reason::TurnAlreadyDone:
        text = VerdictText::tr("already done this turn: %1").arg(v.subject);
        break;
    case Reason::TurnMustRecruitOrDig:
        text = VerdictText::tr("recruit or dig before ending the turn (you can do one of them)");
        break;
    case Reason::TurnMootFull:
        text = VerdictText::tr("a moot of 10 trolls cannot recruit: dig instead");
        break;
    case Reason::GameOver:
        text = VerdictText::tr("the game is over");
        break;
    case Reason::SpendStorageShort:
        text = VerdictText::tr("needs %1 %2 from storage, has %3")
                   .arg(argText(v.need), v.subject, argText(v.have));
        break;
    case Reason::SpendIconEmpty:
        text = VerdictText::tr("icon %1 of the troll in slot %2 holds nothing")
                   .arg(argText(v.have + 1), argText(v.need + 1));
        break;
    case Reason::SpendIconUnknown:
        text = VerdictText::tr("there is no icon %1 on a troll in slot %2")
                   .arg(argText(v.have + 1), argText(v.need + 1));
        break;
    case Reason::SpendIconTwice:
        text = VerdictText::tr("icon %1 of the troll in slot %2 is spent twice")
                   .arg(argText(v.have + 1), argText(v.need + 1));
        break;
    case Reason::SpendClanCart:
        text = VerdictText::tr("%1 clan carts are spent only to move %1 statues").arg(v.subject);
        break;
    case Reason::DigPaymentMismatch:
        text = VerdictText::tr("the payment should be %1").arg(v.subject);
        break;
    case Reason::TradeNotFour:
        text = VerdictText::tr("a trade returns exactly 4 resources for 1, not %1").arg(v.have);
        break;
    case Reason::TradeClanCart:
        text = VerdictText::tr("clan carts cannot be traded");
        break;
    case Reason::SpellTwice:
        text = VerdictText::tr("one spell per turn, and a spell was cast already");
        break;
    case Reason::SpellUnknownSlot:
        text = VerdictText::tr("there is no face-up spell %1").arg(v.need + 1);
        break;
    case Reason::SpellNeedsOneRune:
        text = VerdictText::tr("a spell is cast with exactly 1 rune");
        break;
    case Reason::SpellTakesTooMuch:
        text = VerdictText::tr("the spell's effect takes %1 %2, but storage has %3")
                   .arg(argText(v.need), v.subject, argText(v.have));
        break;
    case Reason::WorkshopTwice:
        text = v.subject.isEmpty()
                   ? VerdictText::tr("one workshop per turn, and another one was used already")
                   : VerdictText::tr("one workshop per turn: the %1 at %2 was used this turn")
                         .arg(v.subject, squares);
        break;
    case Reason::WorkshopExchangeUnknown:
        text = v.need >= 0 && v.need < kWorkshopKinds
                   ? VerdictText::tr("the %1 makes no such exchange: %2")
                         .arg(v.subject, workshopEffectText(static_cast<WorkshopKind>(v.need)))
                   : VerdictText::tr("the %1 makes no such exchange").arg(v.subject);
        break;
    case Reason::WorkshopNoTrollResource:
        text = VerdictText::tr("the Quartermaster moves one resource from one of your trolls");
        break;
    case Reason::RecruitNoCard:
        text = VerdictText::tr("no troll in that place of the clan market");
        break;
    case Reason::RecruitBelowEmpty:
        text = VerdictText::tr("a troll below it is missing, so it cannot be bribed");
        break;
    case Reason::RecruitBribes:
        text = VerdictText::tr("recruiting it takes %1 bribes, one on each troll below it; paid: %2")
                   .arg(argText(v.need), v.subject);
        break;
    case Reason::RecruitBribesNotCoins:
        text =
            VerdictText::tr(
                "bribes are coins unless a spell says otherwise, and no spell was cast this turn; paid: %1")
                .arg(v.subject);
        break;
    case Reason::RecruitBribesPlaced:
        text = VerdictText::tr("the bribes placed, %1, are not the bribes paid, one on each of the %n "
                               "trolls below it",
                               nullptr, v.need)
                   .arg(v.subject);
        break;
    case Reason::MootSlotUnknown:
        text = VerdictText::tr("the moot has no slot %1; its slots are 1 to %2")
                   .arg(argText(v.need + 1), argText(v.have));
        break;
    case Reason::MootSlotTaken:
        text = VerdictText::tr("slot %1 of the moot is taken").arg(v.need + 1);
        break;
    case Reason::MootSlotUnsupported:
        text = VerdictText::tr("slot %1 of the moot does not stand on two trolls").arg(v.need + 1);
        break;
    case Reason::RefillWrongLevel:
        text = VerdictText::tr("the refill comes from the level %1 deck, not level %2")
                   .arg(argText(v.need), argText(v.have));
        break;
    case Reason::RefillMissing:
        text =
            VerdictText::tr("say which troll refills the market (drawn from the level %1 deck)").arg(v.need);
        break;
    case Reason::RefillUnexpected:
        text = VerdictText::tr("the level %1 deck and the decks one level above and below it are empty: the "
                               "place stays empty, never refilled from two levels away")
                   .arg(v.need);
        break;
    case Reason::RefillPedestal:
        text = VerdictText::tr(
            "the level 2 troll that refills the market gets a pedestal from the bag: say which");
        break;
    case Reason::RefillNoIcons:
        text =
            VerdictText::tr("enter the icons of the card drawn from the level %1 deck").arg(argText(v.need));
        break;
    case Reason::PedestalNotInBag:
        text = VerdictText::tr("no %1 pedestal is left in the bag").arg(v.subject);
        break;
    case Reason::PedestalChoice:
        text = VerdictText::tr("only a level 3 troll lets you take a pedestal of your choice from the bag");
        break;
    case Reason::RetireRefills:
        text =
            VerdictText::tr("trolls retiring: %1; refills given: %2").arg(argText(v.need), argText(v.have));
        break;
    case Reason::HallTwice:
        text = VerdictText::tr("one great hall per turn");
        break;
    case Reason::MoveNeedsOneCart:
        text = VerdictText::tr("each move spends exactly 1 cart");
        break;
    case Reason::LimitHoldings:
        text =
            VerdictText::tr("would bring the %1 held to %2; a player holds at most %3 of a resource, storage "
                            "and trolls together")
                .arg(v.subject, QString::number(v.have), QString::number(v.need));
        break;
    case Reason::LimitHonour:
        text = VerdictText::tr("would bring the tunnel points to %1; they stay between 0 and %2")
                   .arg(QString::number(v.have), QString::number(v.need));
        break;
    case Reason::MoveNoCart:
        text = v.subject.isEmpty() ? VerdictText::tr("needs a generic cart, has none")
                                   : VerdictText::tr("needs a cart of the %1 clan, has none").arg(v.subject);
        break;
    }
    return text;
}

QString describe(const Violation &v)
{
    return sentence(v) + QStringLiteral(" (") + v.rule() + QLatin1Char(')');
}

QString describe(const Verdict &verdict)
{
    QStringList lines;
    for (const Violation &v : verdict.violations)
        lines << describe(v);
    return lines.join(QLatin1Char('\n'));
}

} // namespace hk
