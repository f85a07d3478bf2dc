#pragma once

// The year tracker's file (*.hkdungeon): {"format": "hallkeeper-dungeon-lords-tracker", "version": 1,
// "setup": {…}, "log": [{"step": …}…]} (docs/formats.md, "Dungeon Lords year tracker"). Only the setup and
// the log are stored; reading replays the log, so that a step the rules refuse is reported at its place
// (`log[3]: … (DL-001)`) and nothing opens.

#include "dl_tracker.h"

#include "problems/problem.h"

#include <QByteArray>

#include <optional>

namespace hk::dungeonlords {

inline constexpr char kTrackerFormat[] = "hallkeeper-dungeon-lords-tracker";
inline constexpr int kTrackerVersion = 1;
inline constexpr char kTrackerSuffix[] = "hkdungeon";

struct TrackerReadResult {
    std::optional<TrackerDocument> document;
    base::Problems problems;
};

TrackerReadResult readTracker(const QByteArray &bytes);
QByteArray trackerToBytes(const TrackerDocument &document);

// `hallkeeper-cli score` for a tracker file: where the game stands, each player's stock and dead letters,
// the ledger, what to do now and, once the game is over, the final sheet's score (text or JSON).
std::optional<QByteArray> trackerReport(const TrackerDocument &document, bool json, bool explain);

} // namespace hk::dungeonlords
