#include "photo/layer_recognition.h"

#include "photo/layer_recogniser.h"

#include <algorithm>

namespace hk::photo {

LayerRecognition recogniseLayers(const QImage &photo, const GridCorners &corners, int rows, int columns,
                                 const std::vector<TerrainExample> &examples)
{
    LayerRecognition failed;
    failed.rows = rows;
    failed.columns = columns;
    if (photo.isNull())
        return failed.error = RecognitionError::NoPhoto, failed;
    if (rows < 1 || columns < 1)
        return failed.error = RecognitionError::NoGrid, failed;
    SquareSampler sampler;
    if (!sampler.sample(photo, corners, rows, columns))
        return failed.error = RecognitionError::BadCorners, failed;
    LayerRecogniser recogniser(sampler, examples);
    if (!recogniser.anyRead())
        return failed.error = RecognitionError::OffPhoto, failed;
    recogniser.run();
    return recogniser.result();
}

int LayerRecognition::uncertainCount() const
{
    return int(
        std::count_if(squares.begin(), squares.end(), [](const SquareProposal &p) { return p.uncertain; }));
}

bool LayerRecognition::reliable() const
{
    return ok() && ringsConsistent && uncertainCount() < kUnreliableShare * double(squares.size());
}

std::vector<TerrainChange> proposedChanges(const Board &board, const LayerRecognition &recognition,
                                           bool includeUncertain)
{
    std::vector<TerrainChange> changes;
    if (!recognition.ok() || board.rows != recognition.rows || board.columns != recognition.columns)
        return changes;
    for (int row = 0; row < board.rows; ++row)
        for (int column = 0; column < board.columns; ++column) {
            const Square square{row, column};
            const SquareProposal &p = recognition.at(square);
            if ((includeUncertain || !p.uncertain) && p.terrain != board.terrain(square))
                changes.push_back({square, p.terrain});
        }
    return changes;
}

BoardEdit applyRecognition(Board &board, const LayerRecognition &recognition, bool includeUncertain)
{
    Board before = board;
    const std::vector<TerrainChange> changes = proposedChanges(board, recognition, includeUncertain);
    // paintTerrain per terrain, the board before the first kept: one edit, one step of undo.
    for (Terrain terrain : {Terrain::Off, Terrain::Layer1, Terrain::Layer2, Terrain::Layer3, Terrain::Layer4,
                            Terrain::Layer5, Terrain::Heart}) {
        std::vector<Square> squares;
        for (const TerrainChange &c : changes)
            if (c.terrain == terrain)
                squares.push_back(c.square);
        if (!squares.empty())
            paintTerrain(board, squares, terrain);
    }
    const bool changed = !changes.empty();
    return {std::move(before), changed};
}

std::vector<Square> proposedFeatureSquares(const Board &board, const LayerRecognition &recognition)
{
    std::vector<Square> squares;
    if (!recognition.ok() || board.rows != recognition.rows || board.columns != recognition.columns)
        return squares;
    for (int row = 0; row < board.rows; ++row)
        for (int column = 0; column < board.columns; ++column)
            if (const Square square{row, column};
                recognition.at(square).featureHere && featuresAt(board, square).empty())
                squares.push_back(square);
    return squares;
}

} // namespace hk::photo
