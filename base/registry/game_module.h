#pragma once

// What a game module tells the rest of Hallkeeper about its game: its id and names, its score sheet's schema,
// its scorer (sheet → ScoreTable), its rule catalog, how its locations are said, and the kinds of file it
// has. Registered once (registry/game_registry.h) from the one list of games (games/registry); the command
// line, the windows and the play library choose from the registry and never name a game.

#include "catalog/rule_catalog.h"
#include "i18n/text.h"
#include "problems/problem.h"
#include "score/score_table.h"
#include "sheet/sheet_schema.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace hk::base {

// A score sheet read and scored: the table when the sheet could be read, and every problem found.
struct SheetScoreResult {
    std::optional<ScoreTable> table{};
    Problems problems{};
};

// The command line's report of a sheet (or of another file of the game): its text (or JSON), when the file
// could be read, and the problems.
struct SheetReport {
    std::optional<QByteArray> output{};
    Problems problems{};
};

// A kind of file the game has besides its score sheet (a tracker, a board), for the windows and File ▸ Open.
struct GameFileKind {
    QString suffix{}; // "hkdungeon"
    QString format{}; // the file's "format"
    Text name{};      // "Dungeon Lords year trackers"
    // What `hallkeeper-cli score FILE` says of such a file — read with full checks, then where the game
    // stands and its score — in text or JSON; none: the command line does not read this kind.
    std::function<SheetReport(const QByteArray &bytes, bool json, bool explain)> report{};
};

// A file of the game read as one play for the play library: its score as a table, and what the file knows of
// the play besides (its identity, whether the game was played to its end, who sat where).
struct RecordedPlay {
    std::optional<ScoreTable> table{};
    Problems problems{};
    QString uuid{}; // the file's own "uuid"; empty if it has none
    // The file may carry a "uuid": the play's is written into it on its first add.
    bool takesUuid = false;
    // Played to its end: a score sheet is; a game's file once its last turn is played.
    bool finished = true;
    // The entities are listed clockwise from the start player (a game's turn order).
    bool seatsInOrder = false;
};

struct GameModule {
    QString id;  // "dwarf": written in files ("game"), on the command line (--game), in the library
    Text name{}; // "Dwarf", translated in the four languages
    std::shared_ptr<const RuleCatalog> rules{};
    // The generic score sheet (a window and a file made from it); null for a game whose sheet is its own
    // (Mountain King).
    std::shared_ptr<const SheetSchema> schema{};
    // Scores a sheet of `schema` that validateSheet() found no error in.
    std::function<ScoreTable(const SheetValues &)> score;
    // How the game's locations are said; null: the schema's (SheetLabeller, set when registered).
    std::shared_ptr<const LocationLabeller> labeller{};
    std::vector<GameFileKind> fileKinds{};

    // A game with a sheet of its own reads and scores it itself; by default the generic sheet of `schema` is
    // read, validated and scored. scoreSheet() calls the right one.
    std::function<SheetScoreResult(const QByteArray &sheet)> readAndScore;
    // The command line's report, where the game keeps one of its own (Mountain King's text and JSON, as they
    // always were); by default the ScoreTable's (score/score_table_text.h, score/score_table_io.h).
    std::function<SheetReport(const QByteArray &sheet, bool json, bool explain)> report;
    // A score sheet (suffix "hkscore") or a file of `fileKinds` read as a play, where the game reads its own
    // files; by default the generic score sheet's, and no other kind. A kind that records no play (a board)
    // returns a problem.
    std::function<RecordedPlay(const QByteArray &bytes, const QString &suffix)> readPlay;

    // The name of a score category (a ScoreColumn's id, as the play library keeps it) in the installed
    // language; empty for an id the game does not have (null: the game names none).
    std::function<QString(const QString &categoryId)> categoryName;
    // The ways a game in progress may play ruling `ruleId`, which the group chooses per game (the rules
    // browser offers them; DocumentWindow::chooseRuling plays one); none for most rules (null: none at all).
    std::function<std::vector<RulingChoice>(const QString &ruleId)> rulingChoices;

    QString displayName() const { return name.text(); }
    QString scoreCategoryName(const QString &categoryId) const
    {
        return categoryName ? categoryName(categoryId) : QString();
    }
    const LocationLabeller &locationLabeller() const;
    std::vector<RulingChoice> rulingChoicesOf(const QString &ruleId) const
    {
        return rulingChoices ? rulingChoices(ruleId) : std::vector<RulingChoice>{};
    }
};

// Reads and scores a sheet of `module`'s game (its own reader, or the generic one).
SheetScoreResult scoreSheet(const GameModule &module, const QByteArray &bytes);
// A file of `module`'s game (a score sheet, or a kind of `fileKinds`, by its suffix) read as a play.
RecordedPlay recordedPlay(const GameModule &module, const QByteArray &bytes, const QString &suffix);
// `hallkeeper-cli score`'s output for a sheet of `module`'s game.
SheetReport sheetReport(const GameModule &module, const QByteArray &bytes, bool json, bool explain);

} // namespace hk::base
