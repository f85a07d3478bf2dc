#pragma once

// A troll card in a file (docs/formats.md): {name?, level, clan?, icons, startRow?} in a game, and in a
// catalog's card library the same with its "id" in place of the name.

#include "io/json_reader.h"
#include "io/json_writer.h"
#include "model/troll.h"

#include <QJsonObject>

namespace hk {

const Schema<TrollCard> &trollCardSchema(); // as a game writes it
const Schema<TrollCard> &
libraryCardSchema(); // a card of a catalog's library: its "id" (required) is its name

// An icon as a file spells it: "stone", or a cart with its clan mark "cart:fire" (CART-CLAN).
QString iconId(const Icon &icon);

// The card's members, inside an object the caller opens and ends (a market card adds its pedestal), for
// either sink of io/json_writer.h.
template <class Sink> void writeTrollMembers(Sink &out, const TrollCard &card)
{
    out.key(QLatin1StringView("level"));
    out.value(card.level);
    if (!card.name.isEmpty()) {
        out.key(QLatin1StringView("name"));
        out.value(card.name);
    }
    if (card.clan) {
        out.key(QLatin1StringView("clan"));
        out.value(clanId(*card.clan));
    }
    out.key(QLatin1StringView("icons"));
    out.beginArray();
    for (const Icon &i : card.icons)
        out.value(iconId(i));
    out.end();
    if (total(card.startRow) != 0) {
        out.key(QLatin1StringView("startRow"));
        writeCounts(out, card.startRow);
    }
}

} // namespace hk
