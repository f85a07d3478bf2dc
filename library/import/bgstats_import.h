#pragma once

// A BG Stats backup or export (the app's JSON: "players", "locations", "games", "plays", each play's
// "playerScores") read as plays for the library. Integer ids ("id", "gameRefId", "playerRefId",
// "locationRefId") are the file's own and only link its parts; a play is known by its "uuid" (one without is
// given a uuid made from its contents, the same at every import), a player by theirs. Scores are strings:
// "" (no score), "42", "12.5" or a sum as typed, "-10+7+22". Keys BG Stats writes that the library keeps no
// use for (images, ratings, expansions…) are read past; a value the library needs that is missing or of the
// wrong kind refuses the whole file, naming its place and what was expected. The format is described in the
// README (Play library, where the formats come from).

#include "import/import_batch.h"

namespace hk::library {

ImportRead readBgStats(const QByteArray &bytes, const QString &fileName);

} // namespace hk::library
