#pragma once

// What "Recognise layers" proposes, drawn over the board in the board editor (BoardEditorView) and in the
// legend of its panel (LayerRecognitionPanel): the proposed terrain of each square with how sure it is (a
// bar, and the percentage once the squares are large enough to read it), a pink frame around the uncertain
// squares for the user to check, a cream corner on the squares the user gave as examples, and a dashed "?"
// circle where something seems printed ("feature here?": the user stamps what it is with the Feature tool).
// The overlay is a snapshot: the panel makes a new one whenever the proposal or the marks change.

#include "photo/layer_recognition.h"

#include <QIcon>

#include <memory>
#include <vector>

class QPainter;

namespace hk::gui {

class RecognitionOverlay {
public:
    std::shared_ptr<const photo::LayerRecognition> recognition; // null: nothing proposed
    std::vector<photo::TerrainExample> examples;
    std::vector<Square> featureMarks;
    bool showTerrains = true;  // the proposed terrains (hidden once applied: the board shows them)
    bool showUncertain = true; // the frames of the squares to check

    // `pixel`: scene units per view pixel (frames and text keep their size at any zoom); only the squares
    // that meet `exposed` (scene) are drawn: a hover repaints a square or two, not the 483 numbers.
    void paint(QPainter *painter, qreal pixel, const QRectF &exposed) const;

    // The pieces of the drawing, each for one square (scene rectangle); also the legend's icons.
    static void paintProposal(QPainter *painter, const QRectF &square, Terrain terrain, double confidence,
                              qreal pixel);
    static void paintUncertain(QPainter *painter, const QRectF &square, qreal pixel);
    static void paintExample(QPainter *painter, const QRectF &square, qreal pixel);
    static void paintFeatureMark(QPainter *painter, const QRectF &square, qreal pixel);

    enum class LegendEntry { Uncertain, Example, FeatureMark };
    static QIcon terrainIcon(Terrain terrain, double confidence);
    static QIcon legendIcon(LegendEntry entry);

    static constexpr QColor kUncertainColour{0xff, 0x40, 0x81};
    static constexpr QColor kFeatureMarkColour{0x80, 0xde, 0xea};
};

} // namespace hk::gui
