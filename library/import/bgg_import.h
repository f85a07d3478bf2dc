#pragma once

// A BoardGameGeek plays file — what its XML API2 answers to /xmlapi2/plays?username=…: <plays> holding
// <play id date quantity length incomplete nowinstats location>, each with <item name objectid>, an optional
// <comments> and <players><player username userid name startposition color score new rating win/></players>
// — read as plays for the library. A play is known by its BoardGameGeek id (one without is given a uuid made
// from its contents, the same at every import); a player by their BoardGameGeek user name, else their name.
// A malformed file is refused whole, each problem with its line and place (`play[3].players[1].score`) and
// what was expected. Where the format comes from: the README (Play library).

#include "import/import_batch.h"

namespace hk::library {

ImportRead readBggPlays(const QByteArray &bytes, const QString &fileName);

// The uuid a BoardGameGeek play of id `playId` has in the library.
QString bggPlayUuid(qint64 playId);

} // namespace hk::library
