#pragma once

// A Dungeon Lords game followed through its two years at the table: the year, the round (winter, spring,
// summer, autumn), the phase, the events revealed and waiting to resolve, the first player, each player's
// gold, food, dungeon tiles, evil and monsters as typed in, and the ledger of what each event cost — tax,
// payday, the dead letters with their rule. The state is the replay of the setup and the log: nothing
// derived is stored, and undoing a step is the log without it.
//
// One validator serves the window's preview, the recording, the file and the command line: validate() says
// why a step is refused, with rule IDs; apply() records a step validate() allowed. The phases follow the
// building year (DL-010): New Round (an event tile revealed in rounds 1–3, DL-002), Orders, Production and
// Orders Retrieval, Event (rounds 2–4: the event revealed a round before resolves), Adventurers (rounds 2–4,
// DL-014), End of Round (the first player passes left, DL-015); after round 4's adventurers the combat, which
// the table plays from the rulebook and confirms (DL-019); then year 2's set-up (DL-009) or, after year 2,
// the final scoring (DL-008), whose sheet carries the dead letters in (toSheet, DL-007).

#include "dl_money.h"

#include "problems/violation.h"
#include "sheet/sheet_values.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace hk::dungeonlords {

enum class Phase {
    NewRound,
    Orders,
    Production,
    Event,
    Adventurers,
    EndOfRound,
    Combat,
    YearTwoSetup,
    Final
};
enum class EventTile { Payday, Tax, Special };

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 4;
inline constexpr int kRounds = 4;
inline constexpr int kYears = 2;

// What the table types in for a player: their stock and dungeon, whenever it changes.
struct Dungeon {
    int gold = 0;
    int food = 0;
    int tiles = 0;     // rooms and tunnels the player can use
    int conquered = 0; // tiles conquered by adventurers: still taxed (DL-005)
    int evil = 0;      // the Evilometer
    std::vector<Monster> monsters{};
    bool operator==(const Dungeon &) const = default;
};

struct TrackerSetup {
    QStringList players{};  // in seat order, clockwise: the next in the list sits on the left
    int firstPlayer = 0;    // year 1, round 1
    bool firstGame = false; // the First Game rules: the special event is ignored (DL-001)
    int dummyEvil = 0;      // 2 players: the dummy's place on the Evilometer at the start
    bool operator==(const TrackerSetup &) const = default;
};

// One step the table records.
struct TrackerStep {
    enum class Kind { Advance, SetDungeon, SetDummyEvil };
    Kind kind = Kind::Advance;
    // Advance out of a New Round of rounds 1–3: the event tile revealed (DL-002).
    std::optional<EventTile> reveal{};
    // Advance out of a payday's Event phase: per player, the monsters they let go (their indexes); none: each
    // player pays every monster they can, in order (DL-003).
    std::optional<std::vector<std::vector<int>>> dismissed{};
    int player = -1;   // SetDungeon
    Dungeon dungeon{}; // SetDungeon: the new values
    int evil = 0;      // SetDummyEvil
    bool operator==(const TrackerStep &) const = default;
};

struct TrackerDocument {
    TrackerSetup setup{};
    std::vector<TrackerStep> log{};
    QString uuid{}; // the play this game records, once it has been added to the play library
    bool operator==(const TrackerDocument &) const = default;
};

// A line of the ledger: what an event cost a player, or gave them.
struct LedgerEntry {
    enum class Kind { Tax, Payday };
    Kind kind = Kind::Tax;
    int year = 1;
    int round = 1;
    int player = 0;
    TaxResult tax{};       // Tax
    PaydayResult payday{}; // Payday
    QStringList monstersLeft{};
    QStringList ruleIds{};
    bool operator==(const LedgerEntry &) const = default;
};

struct TrackerPlayer {
    QString name{};
    Dungeon dungeon{};
    int deadLetters = 0; // damage tokens in the dead letter office (DL-006)
    bool operator==(const TrackerPlayer &) const = default;
};

struct TrackerState {
    TrackerSetup setup{};
    std::vector<TrackerPlayer> players{};
    int year = 1;
    int round = 1;
    Phase phase = Phase::NewRound;
    int firstPlayer = 0;
    std::vector<EventTile> revealed{}; // this year's, in the order revealed (round 1's first)
    std::optional<int> dummyEvil{};    // 2 players only
    std::vector<LedgerEntry> ledger{};
    QStringList history{}; // one line per step, with its rules (translated when made)

    // The event that resolves in this round's Event phase (revealed last round), if any.
    std::optional<EventTile> pendingEvent() const;
    // This round's turn order, from the first player.
    std::vector<int> turnOrder() const;
    bool operator==(const TrackerState &) const = default;
};

// The rules a player's tax applies: DL-004, and DL-005 for conquered tiles, DL-006 and DL-017 for dead
// letters, where they count.
QStringList taxRuleIds(const TaxResult &tax, int conquered);

// What is wrong with a setup: 2 to 4 players (DL-016), names given and different, the first player seated.
// Each problem with its path ("setup.players[1]").
base::Problems checkSetup(const TrackerSetup &setup);
TrackerSetup defaultSetup(int players = 4);
TrackerState initialState(const TrackerSetup &setup);

// Why `step` may not be recorded now (none: it may), with the rules.
base::Verdict validate(const TrackerState &state, const TrackerStep &step);
// The state after `step` (validate() allowed it), its history line appended.
TrackerState apply(const TrackerState &state, const TrackerStep &step);

// The state after the whole log; the first step refused stops it (`refused`: its index and its verdict).
struct TrackerReplay {
    TrackerState state;
    int refused = -1;
    base::Verdict verdict{};
};
TrackerReplay replay(const TrackerDocument &document);

// The step that confirms the current phase, as the table would record it with no choice of its own: an
// Advance (an event still to be revealed is not guessed: `reveal` stays empty).
TrackerStep advanceStep();

// The final sheet of the tracked game: each player's dead letters (DL-007); the other categories empty,
// for the group to type (DL-018).
base::SheetValues toSheet(const TrackerState &state);

} // namespace hk::dungeonlords
