#pragma once

// The tracker's words, in the installed language: the seasons, phases and events by name, what the table
// does in the current phase (each step with its rules), the history and ledger lines. The state machine
// (dl_tracker.h) and the window say the same thing through these.

#include "dl_tracker.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

namespace hk::dungeonlords {

// Translation context "DungeonLords" (a class, so that lupdate and the runtime agree on it).
class DlText {
    Q_DECLARE_TR_FUNCTIONS(DungeonLords)
};

// "winter", "spring", "summer", "autumn" (rounds 1–4).
QString seasonName(int round);
// "Year 1, round 2 (spring)".
QString roundName(int year, int round);
QString phaseName(Phase phase);
QString eventName(EventTile tile);
// The file's name of an event tile ("payday", "tax", "special").
QString eventId(EventTile tile);
std::optional<EventTile> eventFromId(const QString &id);
QString phaseId(Phase phase); // "new-round", … as the command line prints it

// One thing to do in the current phase, with the rules it follows.
struct PhaseTask {
    QString text;
    QStringList ruleIds{};
};
// What the table does now, in order: the phase's steps for this year, round and player count, and what
// confirming it will record (the event's cost per player, the adventurers' order, the first player).
// `step`: what the table is about to record (at payday, the monsters let go), so that the lines say what it
// would do.
std::vector<PhaseTask> phaseTasks(const TrackerState &state, const TrackerStep &step = advanceStep());

// The ledger line: "Year 1, round 2 (spring) — Ann: tax 2 gold on 3 tiles (1 conquered), paid 1: 1 dead
// letter (DL-004, DL-005, DL-006)".
QString ledgerText(const TrackerState &state, const LedgerEntry &entry);

// "Ann, 4 gold", a player's stock in a line, for the ledger panel and the command line.
QString dungeonText(const Dungeon &dungeon);

} // namespace hk::dungeonlords
