#pragma once

// The tracker's file (*.hkdwarf): {"format": "hallkeeper-dwarf-tracker", "version": 1, "setup": {…},
// "log": [{"event": …}…]} (docs/formats.md, "Dwarf table tracker"). Only the setup and the log are stored;
// reading replays the log, so that an event the rules refuse is reported at its place (`log[3]: …
// (DWARF-014)`) and nothing opens.

#include "dwarf_tracker.h"

#include "problems/problem.h"

#include <QByteArray>

#include <optional>

namespace hk::dwarf {

inline constexpr char kTrackerFormat[] = "hallkeeper-dwarf-tracker";
inline constexpr int kTrackerVersion = 1;
inline constexpr char kTrackerSuffix[] = "hkdwarf";

struct TrackerReadResult {
    std::optional<TrackerDocument> document;
    base::Problems problems;
};

TrackerReadResult readTracker(const QByteArray &bytes);
QByteArray trackerToBytes(const TrackerDocument &document);

} // namespace hk::dwarf
