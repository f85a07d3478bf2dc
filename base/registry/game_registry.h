#pragma once

// The games this program knows, each registered once by its module from the one list of games
// (games/registry/registered_games.cpp); nothing else names a game. The command line's `score` and `rules`,
// the window chosen for a file, File ▸ New and the play library look games up here.

#include "registry/game_module.h"

#include <QStringList>

#include <utility>
#include <vector>

namespace hk::base {

class GameRegistry {
public:
    // The program's registry.
    static GameRegistry &instance();

    // Registers a game; false (and nothing changes) if its id is taken or is not an id (lower case letters,
    // digits and dashes).
    bool add(GameModule module);
    const GameModule *find(const QString &id) const;
    // In registration order.
    const std::vector<GameModule> &games() const { return m_games; }
    QStringList ids() const;
    // Rule `id` of the first registered game whose catalog has it (IDs are unique within a game; where two
    // games share one, the first registered game's); null if no game has it.
    const Rule *findRule(const QString &id) const;
    // The registered games' rule IDs a text names, in order, each once.
    QStringList ruleIdsIn(const QString &text) const;
    // The games with a generic score sheet (a schema): what File ▸ New offers beside Mountain King's sheet.
    std::vector<const GameModule *> gamesWithSheets() const;
    void clear() { m_games.clear(); } // tests

    // The module of a sheet's bytes ("game", or Mountain King without one); null with a problem ("unknown
    // game "x"; expected one of: …") if it names no registered game or is not a sheet.
    const GameModule *moduleOfSheet(const QByteArray &bytes, Problems &problems) const;

    // The game and file kind (not a score sheet) whose "format" a document's bytes name; nulls when the bytes
    // are not a JSON object naming the format of a registered file kind. Reads nothing else.
    std::pair<const GameModule *, const GameFileKind *> fileKindOf(const QByteArray &bytes) const;

private:
    std::vector<GameModule> m_games;
};

} // namespace hk::base
