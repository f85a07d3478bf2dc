#include "rules/verdict.h"

#include <QCoreApplication>

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
        return "DIG-SUPPLY";
    case Reason::DigBadOrientation:
        return "DIG-ORIENT";
    case Reason::DigOffBoard:
        return "DIG-BOUNDS";
    case Reason::DigCoversTunnel:
    case Reason::DigCoversHall:
    case Reason::DigCoversGate:
    case Reason::DigCoversWorkshopSite:
    case Reason::DigCoversHeart:
        return "DIG-OVERLAP";
    case Reason::DigNotAdjacentToOwn:
        return "DIG-ADJ-OWN";
    case Reason::DigAdjacentToOther:
        return "DIG-ADJ-OTHER";
    case Reason::DigCost:
        return "DIG-COST";
    case Reason::DigRubble:
        return "DIG-RUBBLE";
    case Reason::PedestalNotJustDug:
    case Reason::PedestalNoAnchor:
    case Reason::PedestalAnchorTaken:
    case Reason::PedestalNotInStorage:
        return "PED-WHEN";
    case Reason::PedestalTokenGone:
        return "PED-UNIQUE";
    case Reason::WorkshopNotASite:
    case Reason::WorkshopSiteBuilt:
    case Reason::WorkshopSiteNotAdjacent:
    case Reason::WorkshopNoneInSupply:
        return "WS-BUILD";
    case Reason::WorkshopNotBuilt:
    case Reason::WorkshopNotAdjacentToOwn:
        return "WS-USE";
    case Reason::WorkshopTooManyActivations:
        return "WS-ENTRANCES";
    case Reason::HallUnknown:
    case Reason::HallAlreadyPlaced:
    case Reason::HallBadOrientation:
    case Reason::HallOffBoard:
    case Reason::HallNotOnTunnel:
    case Reason::HallOnGate:
    case Reason::HallOnWorkshop:
    case Reason::HallOnHall:
    case Reason::HallNotOwnNetwork:
        return "HALL-COVER";
    case Reason::MoveUnknownStatue:
    case Reason::MoveBuriedStatue:
    case Reason::MoveNotOwnNetwork:
    case Reason::MoveNoCart:
        return "MOVE-CART";
    case Reason::MoveNotATunnel:
    case Reason::MoveNotAdjacentTunnel:
    case Reason::MoveSameSquare:
        return "MOVE-UNITS";
    case Reason::MoveOccupied:
        return "MOVE-ONE-PER-SQUARE";
    case Reason::MoveWrongClanCart:
        return "MOVE-CLAN-CART";
    }
    return "";
}

bool Verdict::breaks(const char *ruleId) const
{
    return std::any_of(violations.begin(), violations.end(),
                       [&](const Violation &v) { return qstrcmp(ruleOf(v.reason), ruleId) == 0; });
}

QStringList Verdict::ruleIds() const
{
    QStringList ids;
    for (const Violation &v : violations)
        if (!ids.contains(v.rule()))
            ids << v.rule();
    return ids;
}

QString describe(const Violation &v)
{
    const QString squares = squaresText(v.squares);
    QString text;
    switch (v.reason) {
    case Reason::DigUnknownShape:
        text = VerdictText::tr("there is no tunnel tile \"%1\" in the catalog").arg(v.subject);
        break;
    case Reason::DigSupplyEmpty:
        text = VerdictText::tr("no %1 tile is left in the tunnel supply (all %2 are on the board)")
                   .arg(v.subject)
                   .arg(v.need);
        break;
    case Reason::DigBadOrientation:
        text = VerdictText::tr("the %1 tile has no orientation %2").arg(v.subject).arg(v.need);
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
        text = VerdictText::tr("needs %1 %2, has %3").arg(v.need).arg(v.subject).arg(v.have);
        break;
    case Reason::DigRubble:
        text = VerdictText::tr("needs %1 hammers for the rubble at %2, has %3")
                   .arg(v.need)
                   .arg(squares)
                   .arg(v.have);
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
        text = VerdictText::tr(
                   "the layer %1 × %2 pedestal score token is gone: that layer already has a %2 pedestal")
                   .arg(v.need)
                   .arg(v.subject);
        break;
    case Reason::WorkshopNotASite:
        text = VerdictText::tr("%1 is not a workshop site").arg(squares);
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
        text = VerdictText::tr("%1 activations asked, but the workshop has %2 open entrances")
                   .arg(v.need)
                   .arg(v.have);
        break;
    case Reason::HallUnknown:
        text = VerdictText::tr("there is no great hall \"%1\" in the catalog").arg(v.subject);
        break;
    case Reason::HallAlreadyPlaced:
        text = VerdictText::tr("%1 is already on the board").arg(v.subject);
        break;
    case Reason::HallBadOrientation:
        text = VerdictText::tr("%1 has no orientation %2").arg(v.subject).arg(v.need);
        break;
    case Reason::HallOffBoard:
        text = VerdictText::tr("the hall sticks out of the board at %1").arg(squares);
        break;
    case Reason::HallNotOnTunnel:
        text = VerdictText::tr("a great hall lies only on tunnel tiles; %1 has none").arg(squares);
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
        text = VerdictText::tr("%1 is not in your network").arg(squares);
        break;
    case Reason::MoveNotATunnel:
        text = VerdictText::tr("%1 is not a tunnel, hall or gate of your network").arg(squares);
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
        text = VerdictText::tr("a %1 clan cart moves only %1 statues").arg(v.subject);
        break;
    case Reason::MoveNoCart:
        text = v.subject.isEmpty() ? VerdictText::tr("needs a generic cart, has none")
                                   : VerdictText::tr("needs a %1 clan cart, has none").arg(v.subject);
        break;
    }
    return text + QStringLiteral(" (") + v.rule() + QLatin1Char(')');
}

QString describe(const Verdict &verdict)
{
    QStringList lines;
    for (const Violation &v : verdict.violations)
        lines << describe(v);
    return lines.join(QLatin1Char('\n'));
}

} // namespace hk
