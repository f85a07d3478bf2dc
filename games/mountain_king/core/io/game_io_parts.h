#pragma once

// What the three parts of the game file's format share (io/setup_io.cpp: the setup; io/action_io.cpp: an
// action of the log with its override and ledger; io/game_io.cpp: the whole file) and nobody else uses.

#include "io/game_io.h"
#include "io/json_reader.h"
#include "io/json_writer.h"

#include <QCoreApplication>

#include <optional>
#include <set>

namespace hk::game_io_detail {

class GameReaderText {
    Q_DECLARE_TR_FUNCTIONS(GameReader)
};

bool isZero(const ResourceCounts &counts);

// ---- The setup (setup_io.cpp)
// One encoder per part, a template over the sink (io/json_writer.h): a JsonTreeBuilder for actionToJson()
// and gameToJson(), a JsonLayout for the file, so that both say the same. Each is instantiated for both.
template <class Sink> void writeMarketCard(Sink &out, const MarketCard &c);
template <class Sink> void writeTroll(Sink &out, const TrollCard &card);
template <class Sink> void writeSetup(Sink &out, const GameSetup &s);
const QStringList &workshopIds();
ReadValue<Clan> statueClan();
const Schema<MarketCard> &marketCardSchema();
// The 4 starting trolls of the bottom row of the moot (SET-MOOT).
bool readMootDraft(JsonReader &r, const QJsonValue &v, const JsonPath &p, std::array<TrollCard, 4> &moot);
const Schema<PlayerSetup> &playerSchema();
const Schema<StatueOnBoard> &statueSchema();
// {"cart-workshop": 1, …}: the tiles of each kind in the supply (SET-WORKSHOPS).
bool readWorkshopSupply(JsonReader &r, const QJsonValue &v, const JsonPath &p,
                        std::array<int, kWorkshopKinds> &supply);
const Schema<std::array<std::vector<MarketCard>, 3>> &marketSchema();
// 5 layers of 3 token values, Fire, Ice, Moon (SET-PEDTRACK).
bool readPedestalTrack(JsonReader &r, const QJsonValue &v, const JsonPath &p,
                       std::array<std::array<int, 3>, 5> &track);
// The names of the face-up spells, at most 3.
bool readSpells(JsonReader &r, const QJsonValue &v, const JsonPath &p, std::array<QString, 3> &spells);
// Table rulings (GameSetup::rulings): each one absent is its default.
const Schema<TableRulings> &rulingsSchema();
const Schema<GameSetup> &setupSchema();
// Where a setup rule is broken in the file: the entry at fault under "setup" (or the board's side).
QString setupViolationPath(const GameSetup &setup, const Violation &v, std::set<QString> &taken);
// The setup's rules (BRD-SIDE, SET-*, TEAM-SETUP), each problem at the entry at fault. A catalog whose box
// cannot supply the workshops of any setup for these players is the catalog's problem, not the setup's.
Problems setupProblems(const GameSetup &setup);

// ---- An action of the log (action_io.cpp)
// A recorded ledger (what writeLedger() writes: entries by index, zeros dropped), read into a Ledger to
// compare with the replay. An index no game has ("01", "x", 99) makes it differ.
struct RecordedLedger {
    Ledger changes;
    bool indicesValid = true;
};

struct RecordedAction {
    Action action;
    std::optional<RecordedLedger> ledger;
};
template <class Sink> void writeAction(Sink &out, const Action &a, const Ledger *ledger);
bool readLedger(JsonReader &r, const QJsonValue &v, const JsonPath &p, RecordedLedger &recorded);
// One entry of the log: its player (one of `players`), its kind and the fields of that kind, the override
// and the ledger.
bool readAction(JsonReader &r, const QJsonValue &v, const JsonPath &p, int players, RecordedAction &recorded);

} // namespace hk::game_io_detail
