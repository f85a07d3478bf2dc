#pragma once

// Editing a board, for the board editor (issue "Board and component editor"): the brush, rectangle and flood
// fill of layers, the printed features stamped and removed, the grid resized, and the square a validation
// problem points at. Every edit returns what it changed, so that the editor can undo it exactly.

#include "model/board.h"
#include "model/problem.h"

#include <optional>
#include <variant>

namespace hk {

// The squares of the rectangle with corners a and b (inclusive, any order), clipped to the grid.
std::vector<Square> rectangleSquares(const Board &board, const Square &a, const Square &b);
// The squares of the same terrain as `start` connected to it edge to edge (BRD-GRID), `start` included.
std::vector<Square> floodRegion(const Board &board, const Square &start);

// A printed feature, as the editor stamps it on a square.
enum class FeatureKind { Rubble, Buried, StatueSpot, WorkshopSite, GateStart };
struct Feature {
    FeatureKind kind = FeatureKind::Rubble;
    ResourceCounts buried{}; // Buried: the resources printed there
    int players = 0;         // GateStart: the player count printed on it (2-5)
    bool operator==(const Feature &) const = default;
};

// The features printed on a square, in the order of FeatureKind.
std::vector<Feature> featuresAt(const Board &board, const Square &square);

// What an edit changed, to undo it: the board before (features are few, the grid small: a copy is cheap and
// exact, whatever the edit did).
struct BoardEdit {
    Board before;
    bool changed = false;
};

// Paints terrain on squares (off the grid ignored).
BoardEdit paintTerrain(Board &board, const std::vector<Square> &squares, Terrain terrain);
// Stamps a feature on a square, replacing a feature of the same kind there (a buried pile or a gate's label
// is rewritten, never doubled).
BoardEdit stampFeature(Board &board, const Square &square, const Feature &feature);
// Removes the features of a kind from a square (every kind when `kind` is empty).
BoardEdit removeFeatures(Board &board, const Square &square, std::optional<FeatureKind> kind = std::nullopt);
// New size: the squares that stay keep their terrain and features; new squares are off the board; features
// outside are dropped.
BoardEdit resizeBoard(Board &board, int rows, int columns);

// The squares whose terrain or printed features differ between two boards of the same size (what an edit,
// an undo or a redo has to repaint).
std::vector<Square> differingSquares(const Board &a, const Board &b);

// The square a validateBoard() problem is about ("rubble[2]" → that rubble square, "grid[4]" → the first
// square of row 4), for "click a problem, the square is selected"; nullopt for problems of the whole board.
std::optional<Square> problemSquare(const Board &board, const Problem &problem);

} // namespace hk
