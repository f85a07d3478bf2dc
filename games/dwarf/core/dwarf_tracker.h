#pragma once

// A game of Dwarf followed at the table: the players' holdings, the round, the start player, the workers of
// the round and, in a solo game, the bot's medal track — what the helpers compute, recorded one event at a
// time. The state is the replay of the setup and the log: nothing derived is stored, and undoing an event
// is the log without it.
//
// One validator serves the preview and the recording: validate() says why an event is refused, with rule IDs;
// apply() records an event validate() allowed. A solo game ends at once when Gimli or Thorin reaches 12
// medals (DWARF-015); any game at the end of a round with 4 artifacts made (DWARF-005) or at a draw from the
// empty deck (DWARF-006). Its holdings then make a Dwarf score sheet (toSheet), scored like any other.

#include "dwarf_helpers.h"

#include "problems/violation.h"
#include "sheet/sheet_values.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace hk::dwarf {

struct TrackerSetup {
    QStringList players{};              // in seat order, clockwise; solo: you, then the bot
    Opponent opponent = Opponent::None; // a solo bot, or none
    bool twoCopies = false;             // 4–5 players (DWARF-017)
    int startPlayer = 0;                // the first round's; solo: the bot, always (DWARF-021)
    bool operator==(const TrackerSetup &) const = default;
};

struct TrackerEvent {
    enum class Kind { Convert, Attack, Defend, Courage, Special, Reinforce, Adjust, EndRound, EmptyDeck };
    Kind kind = Kind::EndRound;
    int player = -1;                              // who acts; -1 for Attack, EndRound, EmptyDeck
    Conversion conversion = Conversion::IronVein; // Convert
    Recipe recipe{};                              // Convert an Artifact: the card's cost
    Monster monster = Monster::OrcRaiders;        // Attack: the undefended monster
    int workers = 0;                              // Courage: the player's workers on defense squares
    bool paidWithMedals = false;                  // Special: 4 medals and a worker (else two main workers)
    Holdings change{};                            // Adjust: what a card gave or took (negative: took)
    QString note{};                               // Adjust: which card, or why
    bool startPlayerPasses = false; // EndRound: the start player triggered a reinforce or forge action
    bool operator==(const TrackerEvent &) const = default;
};

struct TrackerDocument {
    TrackerSetup setup{};
    std::vector<TrackerEvent> log{};
    QString uuid{}; // the play this game records, once it has been added to the play library
    bool operator==(const TrackerDocument &) const = default;
};

struct TrackerPlayer {
    QString name{};
    Holdings holdings{};
    int workers = kMainWorkers; // this round's, reinforcements included (DWARF-012)
    int specialActions = 0;     // taken in the game (DWARF-014 counts yours in a solo game)
    bool bot = false;
    bool operator==(const TrackerPlayer &) const = default;
};

// Why the game is over: the rule, the round, and who the rule names (the player or players with 4 artifacts,
// the bot that reached 12 medals; nobody for the empty deck).
struct TrackerEnd {
    QString ruleId{};
    int round = 0;
    std::vector<int> players{};
    bool operator==(const TrackerEnd &) const = default;
};

struct TrackerState {
    TrackerSetup setup{};
    std::vector<TrackerPlayer> players{};
    int round = 1;
    int startPlayer = 0;
    bool noMining = false; // the orc raiders attacked this round (DWARF-011)
    std::optional<TrackerEnd> end{};
    QStringList history{}; // one line per event, with its rules (translated when made)

    std::optional<int> soloBot() const; // the bot's seat in a solo game
    bool operator==(const TrackerState &) const = default;
};

// What is wrong with a setup: player count and copies (DWARF-017), a solo game of you and one bot
// (DWARF-021), names given and different. Each problem with its path ("setup.players[1]").
base::Problems checkSetup(const TrackerSetup &setup);
// A new game's setup: two players, or you and the bot.
TrackerSetup defaultSetup(Opponent opponent = Opponent::None);
TrackerState initialState(const TrackerSetup &setup);

// Why `event` may not be recorded now (none: it may); the rules of the state it would change.
base::Verdict validate(const TrackerState &state, const TrackerEvent &event);
// The state after `event` (validate() allowed it), its history line appended.
TrackerState apply(const TrackerState &state, const TrackerEvent &event);
// What recording `event` would change, in a sentence (the preview): its history line, or its refusal.
QString preview(const TrackerState &state, const TrackerEvent &event);

// The state after the whole log; the first event refused stops it (`refused`: its index and its verdict).
struct TrackerReplay {
    TrackerState state;
    int refused = -1;
    base::Verdict verdict{};
};
TrackerReplay replay(const TrackerDocument &document);

// The tracked game as a Dwarf score sheet: every player's counts and workers, the two copies.
base::SheetValues toSheet(const TrackerState &state);

} // namespace hk::dwarf
