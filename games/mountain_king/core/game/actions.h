#pragma once

// The actions of a game log (turn rules). Each names its player; what the table draws or chooses by
// chance (a refill card, a pedestal from the bag, a new spell) is part of the action, as the user enters it.

#include "game/setup.h"

#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <variant>

namespace hk {

class GameState;

// One icon of a troll in the acting player's moot.
struct IconRef {
    int slot = 0;
    int icon = 0;
    bool operator==(const IconRef &) const = default;
};

// What is spent, and from where (SPEND-ANY): spending from a troll empties that icon for the next chain.
struct Payment {
    ResourceCounts fromStorage{};
    std::vector<IconRef> fromTrolls;
    bool operator==(const Payment &) const = default;
    bool empty() const { return total(fromStorage) == 0 && fromTrolls.empty(); }
};

struct CastSpell {
    int slot = 0;          // 0-2, the face-up spell
    Payment rune;          // exactly 1 rune
    ResourceCounts gain{}; // the effect, applied by hand: resources to (or, negative, from) storage
    QString revealed;      // when the spell dissolves (SPELL-DISSOLVE): the name of the spell revealed
    bool operator==(const CastSpell &) const = default;
};

struct WorkshopExchange {
    Payment give;
    ResourceCounts get{};
    std::optional<IconRef> fromTroll; // the Quartermaster: the resource moved to storage
    bool operator==(const WorkshopExchange &) const = default;
};

struct UseWorkshop {
    Square site;
    std::vector<WorkshopExchange> exchanges; // one per activation (WS-ENTRANCES)
    bool operator==(const UseWorkshop &) const = default;
};

struct Recruit {
    int level = 1;    // the market row
    int position = 0; // in that row
    int slot = 4;     // the moot slot
    Payment bribes;   // the coins put on the trolls below (REC-COST)
    // Which bribe lies on which troll below, in market order (Market::below), as the table placed them:
    // one resource each. Empty: the application's order, bribeOrder() (all that old files say).
    std::vector<Resource> bribesPlaced;
    std::optional<MarketCard> refill;      // the card drawn for the empty slot (REC-TAKE, REC-EMPTY-DECK)
    std::optional<Clan> chosenPedestal;    // level 3: the pedestal taken from the bag
    std::vector<MarketCard> retireRefills; // for each troll that retires, in market order (REC-RETIRE)
    bool operator==(const Recruit &) const = default;
};

struct DigAction {
    QString shape;
    int orientation = 0;
    Square origin;
    Mineral mineral = Mineral::Stone;
    Payment payment; // the minerals and the hammers for rubble
    std::optional<Clan> pedestal;
    std::vector<std::pair<Square, WorkshopKind>> workshops; // built next to the new tile (WS-BUILD)
    bool operator==(const DigAction &) const = default;
};

struct DedicateHall {
    QString hall;
    int orientation = 0;
    Square origin;
    bool operator==(const DedicateHall &) const = default;
};

struct MoveStatue {
    int statue = 0;
    Square to;
    Payment cart; // exactly 1 cart: from storage or a swirl icon, or a clan cart of the statue's clan
    bool operator==(const MoveStatue &) const = default;
};

struct TradeFourForOne {
    Payment give; // 4 resources
    Resource get = Resource::Stone;
    bool operator==(const TradeFourForOne &) const = default;
};

// A manual correction, with a reason: the table did something the log cannot express.
struct Correction {
    QString reason;
    ResourceCounts storage{}; // added to (negative: taken from) the player's storage
    int honour = 0;           // added to the player's tunnel points
    bool operator==(const Correction &) const = default;
};

struct EndTurn {
    bool operator==(const EndTurn &) const = default;
};

using ActionBody = std::variant<CastSpell, UseWorkshop, Recruit, DigAction, DedicateHall, MoveStatue,
                                TradeFourForOne, Correction, EndTurn>;

// The file-format id of every action kind, in the order of ActionBody: the one table of action names.
inline constexpr std::array<const char *, std::variant_size_v<ActionBody>> kActionKindIds{
    "spell", "workshop", "recruit", "dig", "hall", "move", "trade", "correction", "endTurn"};

// One callable per action kind for std::visit: `std::visit(Overloaded{[](const CastSpell &) {…}, …}, body)`.
// Every dispatch over the action kinds is written this way, without a catch-all (no `auto` parameter, no
// `else`), so that a kind added to ActionBody and forgotten in a dispatch does not compile.
template <class... Handlers> struct Overloaded : Handlers... {
    using Handlers::operator()...;
};
template <class... Handlers> Overloaded(Handlers...) -> Overloaded<Handlers...>;

// What an action changed, per storage and per player (the ledger shown to users, checked on replay).
struct Ledger {
    std::vector<ResourceCounts> storage;       // per storage
    std::vector<std::array<int, 3>> pedestals; // per storage
    std::vector<ResourceCounts> trolls;        // per player: the resources on their trolls
    std::vector<int> honour;                   // per player: tunnel points
    bool operator==(const Ledger &) const = default;
    bool empty() const;
};

struct Action {
    int player = 0;
    ActionBody body;
    bool override = false; // recorded although the rules forbid it
    QString overrideReason{};
    QStringList brokenRules{}; // recorded with an override, shown forever after
    bool operator==(const Action &) const = default;
};

QString actionKindId(const ActionBody &body); // "dig", "recruit"… (file format), from kActionKindIds
// The body of the kind `id` names, default-constructed; nullopt for an unknown id.
std::optional<ActionBody> emptyActionBody(const QString &id);
QString actionText(const GameState &before, const Action &action); // translated, for the history

} // namespace hk
