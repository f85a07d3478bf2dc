#pragma once

// Reading the squares of a board out of a photo: the grid is mapped onto the photo through the four corners
// the user aligned (the perspective transform the board editor draws the photo with), and each square's inner
// part is read as a small grid of cells, each the mean of a few photo pixels in linear light. The square's
// edges are left out: grid lines, the contours between layers and a corner placed a pixel or two off would
// all bleed in.

#include "oklab.h"

#include <QImage>
#include <QPointF>

#include <array>
#include <vector>

namespace hk::photo {

// Where the board's grid corners are in the photo, in image pixels: top left, top right, bottom right, bottom
// left (as the board editor's photo alignment stores them).
using GridCorners = std::array<QPointF, 4>;

class SquareSampler {
public:
    // The cells cover the square's inner 88 % (6 % of the side left out on each side), kCellsPerSide across.
    static constexpr int kCellsPerSide = 10;
    static constexpr int kCellsPerSquare = kCellsPerSide * kCellsPerSide;
    static constexpr double kMargin = 0.06;

    // False (and nothing read) if the photo is empty, the grid has no square, or the corners do not make a
    // four-sided figure the grid can be mapped onto.
    bool sample(const QImage &photo, const GridCorners &corners, int rows, int columns);

    int rows() const { return m_rows; }
    int columns() const { return m_columns; }
    int squareCount() const { return m_rows * m_columns; }
    // The cells of square `index` (row by row), kCellsPerSquare of them. A cell outside the photo is invalid:
    // its red is negative.
    const LinearRgb *cells(int index) const { return &m_cells[size_t(index) * kCellsPerSquare]; }
    static bool isValid(const LinearRgb &cell) { return cell.r >= 0; }
    // The square's centre in units of the board: -1 (left or top edge) to 1 (right or bottom edge).
    QPointF position(int index) const;

private:
    int m_rows = 0, m_columns = 0;
    std::vector<LinearRgb> m_cells;
};

} // namespace hk::photo
