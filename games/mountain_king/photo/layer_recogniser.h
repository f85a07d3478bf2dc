#pragma once

// The work of one recognition of a board in a photo (layer_recognition.h), step by step:
//  1. Each square is read through the aligned corners (SquareSampler), its colour the dominant colour of its
//     cells.
//  2. The light: a smooth surface over the board, fitted from neighbouring squares alike (LightingModel).
//  3. The squares are grouped by colour in OKLab (clusterColours) and the groups named after the rings of the
//     mountain (nameGroupsByRings); the user's examples fix the groups of their terrains.
//  4. Each square is the terrain most of its cells look like, with a word from its neighbours.
//  5. The white balance, from the squares of layers 1 and 2 (printed grey); steps 3-5 again, then once more.
//  6. The light around each square that the smooth surface misses (glare: a white veil; a shadow: a gain),
//     from the terrains around it; step 4 again, and both again until no square changes.
//  7. The Mountain Heart, at the centre of the innermost layer unless an example shows its colour, and the
//     "feature here?" squares.

#include "photo/layer_recognition.h"
#include "photo/lighting_model.h"
#include "photo/ring_order.h"
#include "photo/square_sampler.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace hk::photo {

class LayerRecogniser {
public:
    LayerRecogniser(const SquareSampler &sampler, const std::vector<TerrainExample> &examples);
    bool anyRead() const { return std::find(m_read.begin(), m_read.end(), true) != m_read.end(); }
    void run();
    LayerRecognition result() const;

private:
    void correctLight();
    void groupByColour();
    double looseness(const std::vector<int> &labels, int groups) const;
    int regionsOf(std::vector<int> &labels, std::vector<int> &groupOf) const;
    RingNames nameRegions(const std::vector<int> &labels, const std::vector<int> &groupOf) const;
    void recentre();
    void classifyByCells();
    void fitLight();
    bool fitGlare();
    float glareAt(double x, double y) const; // the glare fitted, at a point of the grid (x column, y row)
    void fitLocalLight();
    void placeHeart();
    void proposeFeatures();
    template <class F> void forNeighbours(int s, F f) const;

    const SquareSampler &m_sampler;
    const int m_rows, m_columns, m_count;
    std::vector<bool> m_read;         // per square: enough of it inside the photo
    std::vector<QPointF> m_positions; // its centre on the board, -1 to 1
    std::vector<OkLab> m_cells;       // its cells, the light taken out (kCellsPerSquare per square)
    std::vector<LinearRgb> m_seen;    // its dominant colour as seen
    std::vector<bool> m_clipped;      // glare clipped it to white
    std::vector<OkLab> m_colour;      // its dominant colour, the light taken out
    std::vector<int> m_forced;        // the example's terrain group, or -1
    std::vector<Terrain> m_exampleTerrains, m_open;
    LightingModel m_light;
    // What the smooth surface cannot follow (a glare spot, a shadow's edge): per square, the light around it
    // as a gain and a white veil added (glare is the light source reflected: white, added).
    struct GlareSpot {
        // In squares (x column, y row); linear light at the centre; 1 a Gaussian, more a flatter top and a
        // sharper edge (a reflection on a glossy print).
        double x, y, radius, strength, flatness;
    };
    std::vector<GlareSpot> m_glare;
    std::vector<float> m_localGain;
    std::vector<float> m_localVeil;
    std::vector<Terrain> m_terrain;
    std::vector<bool> m_leftOut; // per square: in a group left out of the naming (glare, a speck)
    bool m_ringsNamed = false;   // the last grouping was named, every terrain found
    std::vector<std::pair<Terrain, OkLab>> m_centres;           // each terrain found and its colour
    double m_cellSpread = 0, m_spreadL = 0, m_spreadChroma = 0; // see recentre()
    std::vector<double> m_confidence, m_featureShare, m_likeInnermost;
};

} // namespace hk::photo
