#pragma once

// The game file (*.hkgame, docs/formats.md): the board and the catalog embedded (a shared file stands alone),
// the setup, and the log of actions with their overrides and ledgers. Written atomically; read with full
// validation: structure, setup rules, and the replay of every action.

#include "game/actions.h"
#include "game/engine.h"
#include "game/game_file.h"
#include "game/game_state.h"
#include "io/json_check.h"
#include "io/troll_card_io.h"

#include <optional>

namespace hk {

inline constexpr char kGameFormat[] = "hallkeeper-game";
inline constexpr int kGameVersion = 1;
inline constexpr char kGameSuffix[] = "hkgame";
// A limit of Hallkeeper's, beside those of every file (io/json_reader.h): a game places at most this many
// tunnel tiles and great halls, overrides included (the box holds 52 and 6). Each placement is replayed with
// the board's index made again, so that the work of a replay stays bounded by the file's size.
inline constexpr int kMaxPlacements = 1'000;

struct GameReadResult {
    std::optional<GameFile> game; // set only when there is no error
    Problems problems;
};

enum class ActionCheck {
    Replay,       // every action must be legal or recorded as an override, and match its recorded ledger
    StructureOnly // for `hallkeeper-cli validate`, which lists the illegal actions itself
};

GameReadResult readGame(const QString &fileName, ActionCheck check = ActionCheck::Replay);
GameReadResult parseGame(const QByteArray &bytes, ActionCheck check = ActionCheck::Replay);

// The actions of a replayed log beyond Hallkeeper's limits (LIMIT-HOLDINGS, LIMIT-HONOUR), as problems of the
// file ("log[3]"): a game with any is invalid whatever its overrides say. The reader reports them in Replay
// mode; who reads StructureOnly and replays asks here.
Problems limitProblems(const Replay &replay);
Problems limitProblems(const std::vector<Verdict> &verdicts); // of each action of the log, in its order

// The log as written, with each action's override record and ledger. Callers that have replayed the game
// already (the app keeps its state) pass the ledgers; otherwise the game is replayed for them.
QJsonObject gameToJson(const GameFile &game, const std::vector<Ledger> *ledgers = nullptr);
QByteArray gameToBytes(const GameFile &game, const std::vector<Ledger> *ledgers = nullptr);
QString writeGame(const QString &fileName, const GameFile &game, const std::vector<Ledger> *ledgers = nullptr,
                  WriteMode mode = WriteMode::Replace);

// One action as the log writes it, read against a setup (its "player" must be one of the setup's): what
// `hallkeeper-cli play` records. The problems' paths are relative to the action ("bribes.trolls[0]").
struct ActionReadResult {
    std::optional<Action> action; // set only when there is no error
    Problems problems;
};
ActionReadResult readAction(const QJsonValue &value, const GameSetup &setup);

// JSON of an action, for the autosave journal and tests.
QJsonObject actionToJson(const Action &action, const Ledger *ledger = nullptr);

} // namespace hk
