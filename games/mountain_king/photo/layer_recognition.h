#pragma once

// From a photo of the printed board to a proposal for every square: which terrain it is — the five
// layers, the Mountain Heart or off the board (BRD-LAYER) — how sure that is, and whether something seems
// printed on it ("feature here?": the user says what; the app never guesses a feature's kind). The user
// confirms the proposal; applying it is one edit of the board (applyRecognition), so one step of undo.
//
// How, in short (the steps are in layer_recogniser.h): each square is read through the four aligned corners,
// the squares are grouped by colour in OKLab and the groups named after the rings of the mountain (off board
// outside, then layers 1 to 5 inward, BRD-LAYER) unless the user's examples name them; the light is taken out
// (a smooth surface over the board, the white balance that makes the grey layers grey, and glare or shadow
// around each square), and each square is the terrain most of its inner part looks like, with a word from its
// neighbours.

#include "model/board_edit.h"
#include "photo/square_sampler.h"

#include <QColor>
#include <QImage>

#include <map>
#include <optional>
#include <vector>

namespace hk::photo {

// A square whose terrain the user shows (clicked as an example).
struct TerrainExample {
    Square square;
    Terrain terrain = Terrain::Layer1;
};

struct SquareProposal {
    Terrain terrain = Terrain::Off;
    double confidence = 0;    // 0 to 1
    bool uncertain = true;    // to be checked by the user: a low confidence, or read from too little photo
    bool featureHere = false; // a layer square with something printed on it that is not its layer's colour
    double featureShare = 0;  // how much of its inner part differs from its terrain's colour, 0 to 1
    QColor colour;            // the square's colour with the light taken out (for the overlay)
};

enum class RecognitionError {
    None,
    NoPhoto,    // the photo is empty
    BadCorners, // the corners do not make a four-sided figure the grid can be mapped onto
    NoGrid,     // rows or columns below 1
    OffPhoto,   // the grid lies (almost) entirely outside the photo
};

struct LayerRecognition {
    RecognitionError error = RecognitionError::None;
    int rows = 0;
    int columns = 0;
    std::vector<SquareProposal> squares; // row by row; empty on an error
    // The colour each terrain was recognised by, the light taken out (for a legend); terrains not found are
    // absent.
    std::map<Terrain, QColor> terrainColours;
    // Whether the proposed terrains make the rings of a mountain (BRD-LAYER): how many of layers 1-5 were
    // found as rings, and whether they nest in order (off board on the grid's edge, each border between
    // neighbouring rings). Rings not five or out of order mean the naming may be shifted: no proposal then
    // without examples.
    int ringsFound = 0;
    bool ringsConsistent = false;

    bool ok() const { return error == RecognitionError::None; }
    const SquareProposal &at(const Square &s) const { return squares[size_t(s.row * columns + s.column)]; }
    int uncertainCount() const;
    // Reliable: the rings are consistent and fewer than kUnreliableShare of the squares are uncertain. An
    // unreliable proposal is applied only once the user has said so.
    bool reliable() const;
};

// Below this confidence a proposal is uncertain.
inline constexpr double kUncertainBelow = 0.8;
// This share of the squares uncertain, or more, makes the whole proposal unreliable.
inline constexpr double kUnreliableShare = 0.25;

// Recognises the terrain of every square of a rows × columns grid whose corners lie at `corners` in `photo`.
// `examples`: squares whose terrain the user shows; they keep it, and the squares of their colour follow.
LayerRecognition recogniseLayers(const QImage &photo, const GridCorners &corners, int rows, int columns,
                                 const std::vector<TerrainExample> &examples = {});

// What applying the proposal changes: the squares whose terrain differs from the board's (all of them, or
// only the certain ones). Empty if the grid sizes differ.
struct TerrainChange {
    Square square;
    Terrain terrain = Terrain::Off;
    bool operator==(const TerrainChange &) const = default;
};
std::vector<TerrainChange> proposedChanges(const Board &board, const LayerRecognition &recognition,
                                           bool includeUncertain = true);
// Paints the proposed terrains as one edit (the board before it, for undo). Printed features stay where they
// are: one left off the board or on the Heart is then a problem of the board's validator, shown as usual.
BoardEdit applyRecognition(Board &board, const LayerRecognition &recognition, bool includeUncertain = true);

// The squares proposed as "feature here?" that have no printed feature on the board yet.
std::vector<Square> proposedFeatureSquares(const Board &board, const LayerRecognition &recognition);

} // namespace hk::photo
