#pragma once

// Synthetic photos of a board, to measure the recognition of layers against a board known square by square.
// The board is drawn as the app draws it (BoardFloorItem: the layer colours, the contours, the printed
// features' art) on a printed surround, laid on a table, then photographed badly on purpose: a perspective, a
// lamp's gradient and a colour cast, glare, blur, noise and JPEG. The art can be painted like a printed
// board's rather than flat: texture (noise at several scales), rocks, cracks, the squares' outlines printed
// faintly, and a surround grained like a wooden table. The true corners of the grid in the photo are kept,
// and the user's four-corner alignment is simulated by moving each a pixel or two — or, for a photo cropped
// to the grid, it is the editor's default alignment: the photo's own corners.

#include "model/board.h"

#include <QColor>
#include <QImage>
#include <QPointF>
#include <QSize>

#include <array>
#include <vector>

namespace hk::test {

// A glare spot: the lamp reflected, its light added (in linear light this much of full white at its
// centre, fading over `radius` of the photo's width; `flat` > 0 makes its core flatter and its edge sharper,
// as a reflection on a glossy print is).
struct GlareSpot {
    QPointF at{0.5, 0.5}; // in the photo, 0-1
    double strength = 0.12;
    double radius = 0.12;
    double flat = 0;
};

struct PhotoConditions {
    QSize size{1400, 1100};            // the photo, in pixels
    double fill = 0.82;                // the board's share of the photo's smaller side
    double tilt = 0;                   // perspective: each corner moved up to this share of the board's size
    double rotation = 0;               // degrees
    QColor surround{0x4d, 0x38, 0x29}; // printed around the mountain: what off-board squares show
    QColor table{0x8a, 0x6e, 0x52};
    // The board cropped to its grid: the photo is the grid and nothing else (no perspective, no turn),
    // aligned by the editor's default corners (the photo's). `size` is then the grid's, kept to square
    // squares.
    bool cropped = false;
    // The printed art (in linear light): texture, brightness varying by about ± this share, in noise at
    // several scales (a fifth of a square to two squares), each layer its own; rocks and cracks per square on
    // average; the squares' outlines printed this much darker; the surround's wood grain, ± this share.
    double texture = 0;
    double rocks = 0;
    double cracks = 0;
    double outlines = 0;
    double grain = 0;
    // Light, in linear light: a gradient (the far side this much darker, 0.3 = 30 %) along `lightAngle`
    // degrees (the lamp on the opposite side), a vignette (the corners this much darker), a colour cast
    // (per-channel gains) and glare spots.
    double gradient = 0;
    double lightAngle = 0;
    double vignette = 0;
    std::array<double, 3> cast{1, 1, 1};
    std::vector<GlareSpot> glare;
    double blur = 0;        // Gaussian sigma, pixels
    double noise = 0;       // Gaussian sigma, 8-bit levels
    int jpegQuality = -1;   // -1: no JPEG
    double cornerError = 2; // the simulated alignment: each corner off by up to this many pixels
    quint32 seed = 1;
};

struct BoardPhoto {
    QImage image;
    std::array<QPointF, 4> trueCorners; // the grid's corners: top left, top right, bottom right, bottom left
    std::array<QPointF, 4> alignedCorners; // as the user would place them: off by up to cornerError
};

BoardPhoto photographBoard(const Board &board, const PhotoConditions &conditions);

// A plausible mountain: rings of layers 1 (outside) to 5 around a one-square Heart, ragged and of uneven
// width, off-board corners, and printed features (rubble, buried resources, statue spots, workshop sites,
// gate start points) on about a fifth of the layer squares. `printed`: as a printed board is, the mountain
// within the grid, layer 1 all around it (else a ring may run off the grid's edge).
Board randomMountain(int rows, int columns, quint32 seed, bool printed = false);

} // namespace hk::test
