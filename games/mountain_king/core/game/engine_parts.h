#pragma once

// What the parts of the engine (game/engine*.cpp, one per family of actions) share and nobody else uses: the
// checks of a payment and of a turn's step, the board's index kept through a replay, and each family's
// validation and application, which validate() and apply() dispatch to.

#include "game/engine.h"

#include <QCoreApplication>

namespace hk::engine_detail {

class EngineText {
    Q_DECLARE_TR_FUNCTIONS(Engine)
};

// The SpaceIndex of a state's board, built the first time a validator asks for it: most actions never need
// one, and a replay keeps it from one action to the next until an action changes the board (a dig, a hall, a
// statue move: apply() forgets it then). Only ever for the board of the state being validated or applied.
class BoardIndex {
public:
    const SpaceIndex &of(const BoardState &board)
    {
        if (!m_index)
            m_index.emplace(board);
        return *m_index;
    }
    void forget() { m_index.reset(); }

private:
    std::optional<SpaceIndex> m_index;
};

// ---- Spending and trades (engine_spending.cpp)
const Icon *iconAt(const GameState &state, int player, const IconRef &ref);
bool iconFilled(const GameState &state, int player, const IconRef &ref);
// Checks a payment and totals it. Clan carts may be spent only to move a statue of their clan
// (`clanCartFor`).
ResourceCounts checkPayment(const GameState &state, int player, const Payment &payment, Verdict &v,
                            std::optional<Clan> clanCartFor = std::nullopt);
void applyPayment(GameState &state, int player, const Payment &payment);
int addSaturated(int a, int b);
void gain(GameState &state, int player, const ResourceCounts &gains);
QString countsText(const ResourceCounts &c);
void validateTrade(const GameState &state, const Action &a, const TradeFourForOne &t, Verdict &v);

// ---- Turns, corrections and limits (engine.cpp)
// Step 2 is settled when the player recruited or dug, or could do neither (TURN-MANDATORY) and so went on to
// step 3 or 4, or may: a trade made after a hall or a statue move cannot reopen step 2 (TURN-ORDER).
bool mainStepSettled(const GameState &state, int player);
void stepPassed(Verdict &v, const QString &what);
// END-ROUNDS and TURN-ORDER for an action of the kind of `body` (its contents are not looked at): the one
// place the order of a turn's steps is checked, for validate() and for every preview. Returns false when
// nothing else is worth checking (the game is over, or it is another player's turn).
bool checkTurnStep(const GameState &state, int player, const ActionBody &body, Verdict &v);
// Whether checkTurnStep stopped there: nothing else of the action was checked.
bool stoppedAtTurn(const Verdict &v);
void validateCorrection(const GameState &state, const Action &a, const Correction &c, Verdict &v);
void validateEndTurn(const GameState &state, const Action &a, Verdict &v);
// LIMIT-HOLDINGS, LIMIT-HONOUR after an action of `player`: the holdings of the player and of those who share
// the storage.
void addLimitViolations(const GameState &after, const Holdings &h, int player, Verdict &v);
Verdict validateRules(const GameState &state, const Action &action, BoardIndex &boardIndex);

// ---- The market (engine_market.cpp)
int bagTotal(const std::array<int, 3> &bag);
int recruitCost(int level);
const MarketSlot *marketSlot(const GameState &state, int level, int position);
// REC-COST: one bribe on each troll below, in market order, as bribesLaid() says (whoever recruits one of
// them later takes the bribes lying on it, REC-TAKE).
void layBribes(Market &market, int level, int position, const std::vector<Resource> &bribes);
// The market pyramid whose trolls retire after a recruit (REC-RETIRE), in market order.
std::vector<std::pair<int, int>> retiring(const Market &market);
void validateRecruit(const GameState &state, const Action &a, const Recruit &r, Verdict &v);
void takeCrownIfComplete(GameState &state, int player);
// Puts the drawn card in the slot, drawn from the deck of its own level: the card the table drew, even one
// the rules would not have drawn (an override, REC-EMPTY-DECK). A level-2 card draws a pedestal unless the
// slot still holds one (Ruling: a retiring level-2 troll leaves its pedestal on the slot).
void refillSlot(GameState &state, MarketSlot &slot, const std::optional<MarketCard> &refill);
void applyRecruit(GameState &state, const Action &a, const Recruit &r);

// ---- Spells and workshops (engine_spells_workshops.cpp)
void validateSpell(const GameState &state, const Action &a, const CastSpell &s, Verdict &v);
void validateWorkshop(const GameState &state, const Action &a, const UseWorkshop &w, Verdict &v,
                      BoardIndex &boardIndex);
void applySpell(GameState &state, const Action &a, const CastSpell &s);
void applyWorkshop(GameState &state, const Action &a, const UseWorkshop &w);

// ---- Tunnels, halls and statues (engine_board.cpp)
void validateDigAction(const GameState &state, const Action &a, const DigAction &d, Verdict &v,
                       BoardIndex &boardIndex);
void validateHallAction(const GameState &state, const Action &a, const DedicateHall &h, Verdict &v,
                        BoardIndex &boardIndex);
void validateMoveAction(const GameState &state, const Action &a, const MoveStatue &m, Verdict &v,
                        BoardIndex &boardIndex);
void applyDig(GameState &state, const Action &a, const DigAction &d, BoardIndex &boardIndex);
void applyHall(GameState &state, const Action &a, const DedicateHall &h, BoardIndex &boardIndex);
void applyMove(GameState &state, const Action &a, const MoveStatue &m, BoardIndex &boardIndex);

} // namespace hk::engine_detail
