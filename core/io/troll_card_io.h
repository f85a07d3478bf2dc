#pragma once

// A troll card in a file (docs/formats.md): {name?, level, clan?, icons, startRow?} in a game, and in a
// catalog's card library the same with its "id" in place of the name.

#include "io/json_reader.h"
#include "model/troll.h"

#include <QJsonObject>

namespace hk {

const Schema<TrollCard> &trollCardSchema(); // as a game writes it
const Schema<TrollCard> &
libraryCardSchema(); // a card of a catalog's library: its "id" (required) is its name

QJsonObject trollToJson(const TrollCard &card);

} // namespace hk
