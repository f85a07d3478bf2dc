#pragma once

// Synthetic photos of a board, to measure the recognition of layers (issue 17) against a board known square
// by square. The board is drawn as the app draws it (BoardFloorItem: the layer colours, the contours, the
// printed features' art) on a printed surround, laid on a table, then photographed badly on purpose: a
// perspective, a lamp's gradient and a colour cast, glare, blur, noise and JPEG. The true corners of the grid
// in the photo are kept, and the user's four-corner alignment is simulated by moving each a pixel or two.

#include "model/board.h"

#include <QColor>
#include <QImage>
#include <QPointF>
#include <QSize>

#include <array>

namespace hk::test {

struct PhotoConditions {
    QSize size{1400, 1100};            // the photo, in pixels
    double fill = 0.82;                // the board's share of the photo's smaller side
    double tilt = 0;                   // perspective: each corner moved up to this share of the board's size
    double rotation = 0;               // degrees
    QColor surround{0x4d, 0x38, 0x29}; // printed around the mountain: what off-board squares show
    QColor table{0x8a, 0x6e, 0x52};
    // Light, in linear light: a gradient (the far side this much darker, 0.3 = 30 %) along `lightAngle`
    // degrees, a vignette (the corners this much darker), a colour cast (per-channel gains) and a glare spot
    // (white added, at its centre this much of full white, fading over `glareRadius` of the photo's width).
    double gradient = 0;
    double lightAngle = 0;
    double vignette = 0;
    std::array<double, 3> cast{1, 1, 1};
    double glare = 0;
    QPointF glareAt{0.5, 0.5}; // in the photo, 0-1
    double glareRadius = 0.12;
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
// gate start points) on about a fifth of the layer squares.
Board randomMountain(int rows, int columns, quint32 seed);

} // namespace hk::test
