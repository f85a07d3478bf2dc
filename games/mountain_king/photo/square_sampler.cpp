#include "square_sampler.h"

#include <QPolygonF>
#include <QTransform>

#include <algorithm>
#include <cmath>

namespace hk::photo {

namespace {

// At most this many pixels across per cell: enough to average the noise away, few enough that a 12-megapixel
// photo reads as fast as a small one.
constexpr int kMaxReadsPerSide = 4;

// Corners crossed, folded or on one line cannot be the photo of a flat rectangle.
bool isConvex(const GridCorners &corners)
{
    int sign = 0;
    for (int i = 0; i < 4; ++i) {
        const QPointF a = corners[size_t(i)], b = corners[size_t((i + 1) % 4)],
                      c = corners[size_t((i + 2) % 4)];
        const double cross = (b.x() - a.x()) * (c.y() - b.y()) - (b.y() - a.y()) * (c.x() - b.x());
        if (std::abs(cross) < 1e-9)
            return false;
        const int s = cross > 0 ? 1 : -1;
        if (sign != 0 && s != sign)
            return false;
        sign = s;
    }
    return true;
}

} // namespace

bool SquareSampler::sample(const QImage &photo, const GridCorners &corners, int rows, int columns)
{
    m_rows = m_columns = 0;
    m_cells.clear();
    if (photo.isNull() || rows <= 0 || columns <= 0)
        return false;
    // Grid units (x = column, y = row) → photo pixels.
    QTransform toPhoto;
    const QPolygonF grid{QPointF(0, 0), QPointF(columns, 0), QPointF(columns, rows), QPointF(0, rows)};
    const QPolygonF quad{corners[0], corners[1], corners[2], corners[3]};
    if (!isConvex(corners) || !QTransform::quadToQuad(grid, quad, toPhoto))
        return false;
    const QImage image = photo.format() == QImage::Format_RGB32 || photo.format() == QImage::Format_ARGB32
                             ? photo
                             : photo.convertToFormat(QImage::Format_RGB32);
    const int width = image.width(), height = image.height();
    const auto bytesPerLine = image.bytesPerLine();
    const uchar *bits = image.constBits();

    m_rows = rows;
    m_columns = columns;
    m_cells.assign(size_t(rows) * columns * kCellsPerSquare, LinearRgb{-1, 0, 0});
    const double span = 1 - 2 * kMargin, step = span / kCellsPerSide;
    for (int row = 0; row < rows; ++row)
        for (int column = 0; column < columns; ++column) {
            // The square's size in the photo, for the size of a cell's footprint (perspective changes it only
            // slowly across one square).
            const QPointF topLeft = toPhoto.map(QPointF(column, row));
            const double across = QLineF(topLeft, toPhoto.map(QPointF(column + 1, row))).length();
            const double down = QLineF(topLeft, toPhoto.map(QPointF(column, row + 1))).length();
            const double cellPixels = std::min(across, down) * step;
            const int reads = std::clamp(int(std::lround(cellPixels)), 1, kMaxReadsPerSide);
            const double readStep = cellPixels / reads;
            LinearRgb *out = &m_cells[(size_t(row) * columns + column) * kCellsPerSquare];
            for (int cy = 0; cy < kCellsPerSide; ++cy)
                for (int cx = 0; cx < kCellsPerSide; ++cx) {
                    const QPointF centre = toPhoto.map(
                        QPointF(column + kMargin + (cx + 0.5) * step, row + kMargin + (cy + 0.5) * step));
                    LinearRgb sum;
                    int count = 0;
                    for (int j = 0; j < reads; ++j) {
                        const int y = int(std::floor(centre.y() + (j + 0.5 - reads / 2.0) * readStep));
                        if (y < 0 || y >= height)
                            continue;
                        const auto *line = reinterpret_cast<const QRgb *>(bits + y * bytesPerLine);
                        for (int i = 0; i < reads; ++i) {
                            const int x = int(std::floor(centre.x() + (i + 0.5 - reads / 2.0) * readStep));
                            if (x < 0 || x >= width)
                                continue;
                            sum = sum + linearFromRgb(line[x]);
                            ++count;
                        }
                    }
                    if (count > 0)
                        out[cy * kCellsPerSide + cx] = sum * (1.0f / float(count));
                }
        }
    return true;
}

QPointF SquareSampler::position(int index) const
{
    const int row = index / m_columns, column = index % m_columns;
    return {(column + 0.5) / m_columns * 2 - 1, (row + 0.5) / m_rows * 2 - 1};
}

} // namespace hk::photo
