#include "board_photo.h"

#include "floor/board_drawing.h"
#include "floor/board_floor_item.h"
#include "model/geometry.h"

#include <QBuffer>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QTransform>

#include <algorithm>
#include <cmath>
#include <memory>
#include <random>

namespace hk::test {

namespace {

// sRGB 8-bit ↔ linear light, by tables.
struct Gamma {
    std::array<float, 256> toLinear{};
    std::array<quint8, 4096> fromLinear{};
    Gamma()
    {
        for (int i = 0; i < 256; ++i) {
            const double v = i / 255.0;
            toLinear[size_t(i)] = float(v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4));
        }
        for (int i = 0; i < 4096; ++i) {
            const double v = i / 4095.0;
            const double s = v <= 0.0031308 ? 12.92 * v : 1.055 * std::pow(v, 1 / 2.4) - 0.055;
            fromLinear[size_t(i)] = quint8(std::clamp(int(std::lround(s * 255)), 0, 255));
        }
    }
    quint8 encode(double linear) const
    {
        return fromLinear[size_t(std::clamp(int(linear * 4095 + 0.5), 0, 4095))];
    }
};
const Gamma &gamma()
{
    static const Gamma g;
    return g;
}

// Each pixel of `image` times f(x, y) per channel, in linear light.
template <class F> void multiplyLinear(QImage &image, F f)
{
    const Gamma &g = gamma();
    for (int y = 0; y < image.height(); ++y) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const std::array<double, 3> k = f(x, y);
            if (k[0] == 1 && k[1] == 1 && k[2] == 1)
                continue;
            const QRgb p = line[x];
            line[x] = qRgb(g.encode(g.toLinear[size_t(qRed(p))] * k[0]),
                           g.encode(g.toLinear[size_t(qGreen(p))] * k[1]),
                           g.encode(g.toLinear[size_t(qBlue(p))] * k[2]));
        }
    }
}

// Smooth value noise, -1 to 1: random values on a lattice `cell` pixels apart, interpolated (smoothstep).
class ValueNoise {
public:
    ValueNoise(double width, double height, double cell, std::mt19937 &random)
        : m_inverse(1 / cell), m_columns(int(width / cell) + 3), m_rows(int(height / cell) + 3)
    {
        std::uniform_real_distribution<float> unit(-1, 1);
        m_values.resize(size_t(m_columns) * size_t(m_rows));
        for (float &v : m_values)
            v = unit(random);
    }
    float at(double x, double y) const
    {
        const double u = std::max(0.0, x * m_inverse), v = std::max(0.0, y * m_inverse);
        const int i = std::min(int(u), m_columns - 2), j = std::min(int(v), m_rows - 2);
        const double fx = smooth(std::min(1.0, u - i)), fy = smooth(std::min(1.0, v - j));
        const auto value = [&](int c, int r) {
            return double(m_values[size_t(r) * size_t(m_columns) + size_t(c)]);
        };
        const double top = value(i, j) + (value(i + 1, j) - value(i, j)) * fx;
        const double bottom = value(i, j + 1) + (value(i + 1, j + 1) - value(i, j + 1)) * fx;
        return float(top + (bottom - top) * fy);
    }

private:
    static double smooth(double t) { return t * t * (3 - 2 * t); }
    double m_inverse;
    int m_columns, m_rows;
    std::vector<float> m_values;
};

// The printed surround's wood grain: bands along x, wavering, ± `strength`. Only where the surround shows
// (around the grid and on off-board squares, a pixel or two beyond them): the layers are painted over the
// rest.
void paintGrain(QImage &flat, const Board &board, double pixels, int band, double strength,
                std::mt19937 &random)
{
    if (strength <= 0)
        return;
    const ValueNoise waver(flat.width(), flat.height(), pixels * 3, random),
        knots(flat.width(), flat.height(), pixels * 0.7, random);
    const double period = pixels * 0.35;
    const auto surroundShows = [&](int x, int y) {
        for (const int dy : {-2, 2})
            for (const int dx : {-2, 2}) {
                const int row = int(std::floor((y + dy - band) / pixels)),
                          column = int(std::floor((x + dx - band) / pixels));
                if (row < 0 || column < 0 || row >= board.rows || column >= board.columns ||
                    board.terrain({row, column}) == Terrain::Off)
                    return true;
            }
        return false;
    };
    multiplyLinear(flat, [&](int x, int y) {
        if (!surroundShows(x, y))
            return std::array<double, 3>{1, 1, 1};
        const double phase = (y + pixels * 1.5 * waver.at(x, y)) / period;
        const double band = 0.7 * std::sin(2 * M_PI * phase) + 0.3 * knots.at(x, y);
        const double k = 1 + strength * band;
        return std::array<double, 3>{k, k, k};
    });
}

// Texture: the brightness of every printed colour varied by noise at three scales, each terrain its own
// (its lattice shifted), and a little of the hue too.
void paintTexture(QImage &flat, const Board &board, double pixels, int band, double strength,
                  std::mt19937 &random)
{
    if (strength <= 0)
        return;
    const double shift = (std::max(board.rows, board.columns) + 4) * pixels; // per terrain
    const double width = flat.width() + 7 * shift, height = flat.height();
    const std::array<ValueNoise, 3> octaves{ValueNoise(width, height, pixels * 2, random),
                                            ValueNoise(width, height, pixels * 0.6, random),
                                            ValueNoise(width, height, pixels * 0.2, random)};
    const std::array<double, 3> amplitude{0.5, 0.3, 0.2};
    const ValueNoise hue(width, height, pixels * 0.8, random);
    multiplyLinear(flat, [&](int x, int y) {
        const int row = int(std::floor((y - band) / pixels)), column = int(std::floor((x - band) / pixels));
        const Terrain t = row >= 0 && column >= 0 && row < board.rows && column < board.columns
                              ? board.terrain({row, column})
                              : Terrain::Off;
        const double sx = x + int(t) * shift;
        double n = 0;
        for (size_t i = 0; i < octaves.size(); ++i)
            n += amplitude[i] * octaves[i].at(sx, y);
        const double k = std::max(0.2, 1 + 2 * strength * n), h = 0.25 * strength * hue.at(sx, y);
        return std::array<double, 3>{k * (1 + h), k, k * (1 - h)};
    });
}

// Rocks (irregular blobs a shade darker or lighter, with a darker rim), cracks (thin dark wandering lines)
// and the squares' outlines, drawn over the art.
void paintDetails(QImage &flat, const Board &board, double pixels, int band, const PhotoConditions &c,
                  std::mt19937 &random)
{
    std::uniform_real_distribution<double> unit(0, 1);
    QPainter p(&flat);
    p.setRenderHint(QPainter::Antialiasing);
    p.translate(band, band);
    const int squares = board.rows * board.columns;
    const QRectF grid(0, 0, board.columns * pixels, board.rows * pixels);
    const auto somewhere = [&] { return QPointF(unit(random) * grid.width(), unit(random) * grid.height()); };
    if (c.outlines > 0) {
        p.setCompositionMode(QPainter::CompositionMode_Multiply);
        const int shade = std::clamp(int(255 * (1 - c.outlines)), 0, 255);
        p.setPen(QPen(QColor(shade, shade, shade), std::max(1.0, pixels * 0.03)));
        p.setBrush(Qt::NoBrush);
        for (int row = 0; row < board.rows; ++row)
            for (int column = 0; column < board.columns; ++column)
                if (board.terrain({row, column}) != Terrain::Off)
                    p.drawRect(QRectF(column * pixels, row * pixels, pixels, pixels).adjusted(1, 1, -1, -1));
    }
    for (int i = 0; i < int(std::lround(c.rocks * squares)); ++i) {
        const QPointF at = somewhere();
        const double radius = pixels * (0.06 + 0.16 * unit(random));
        QPolygonF rock;
        const int corners = 5 + int(random() % 4);
        for (int k = 0; k < corners; ++k) {
            const double angle = 2 * M_PI * (k + 0.3 * unit(random)) / corners,
                         r = radius * (0.6 + 0.5 * unit(random));
            rock << at + QPointF(std::cos(angle) * r, std::sin(angle) * r * 0.75);
        }
        const bool darker = unit(random) < 0.6;
        const int shade = darker ? int(150 + 70 * unit(random)) : int(40 + 50 * unit(random));
        p.setCompositionMode(darker ? QPainter::CompositionMode_Multiply : QPainter::CompositionMode_Screen);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(shade, shade, shade));
        p.drawPolygon(rock);
        p.setCompositionMode(QPainter::CompositionMode_Multiply);
        p.setPen(QPen(QColor(120, 120, 120), std::max(1.0, pixels * 0.02)));
        p.setBrush(Qt::NoBrush);
        p.drawPolygon(rock);
    }
    p.setCompositionMode(QPainter::CompositionMode_Multiply);
    for (int i = 0; i < int(std::lround(c.cracks * squares)); ++i) {
        QPointF at = somewhere();
        double angle = 2 * M_PI * unit(random);
        QPolygonF crack{at};
        const int steps = 3 + int(random() % 8);
        for (int k = 0; k < steps; ++k) {
            angle += 0.8 * (unit(random) - 0.5);
            at += QPointF(std::cos(angle), std::sin(angle)) * pixels * (0.08 + 0.12 * unit(random));
            crack << at;
        }
        const int shade = int(70 + 80 * unit(random));
        p.setPen(QPen(QColor(shade, shade, shade), std::max(1.0, pixels * (0.015 + 0.025 * unit(random))),
                      Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPolyline(crack);
    }
}

// The board drawn flat, `pixels` per square, with a band of the printed surround around the grid, painted
// as `c` says.
QImage drawFlat(const Board &board, double pixels, int band, const PhotoConditions &c, std::mt19937 &random)
{
    const int width = int(std::ceil(board.columns * pixels)) + 2 * band;
    const int height = int(std::ceil(board.rows * pixels)) + 2 * band;
    QImage flat(width, height, QImage::Format_RGB32);
    flat.fill(c.surround);
    {
        QPainter p(&flat);
        p.setRenderHints(QPainter::Antialiasing);
        // The printed surround is not flat either: soft blotches of earth.
        std::uniform_real_distribution<double> unit(0, 1);
        for (int i = 0; i < 60; ++i) {
            const QPointF at(unit(random) * width, unit(random) * height);
            const double r = pixels * (0.5 + 1.5 * unit(random));
            QColor blotch = unit(random) < 0.5 ? c.surround.lighter(108) : c.surround.darker(110);
            blotch.setAlpha(90);
            p.setPen(Qt::NoPen);
            p.setBrush(blotch);
            p.drawEllipse(at, r, r * (0.6 + 0.4 * unit(random)));
        }
    }
    paintGrain(flat, board, pixels, band, c.grain, random);
    {
        QPainter p(&flat);
        p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                         QPainter::TextAntialiasing);
        p.translate(band, band);
        p.scale(pixels / gui::kSquare, pixels / gui::kSquare);
        gui::BoardFloorItem floor;
        floor.setBoard(std::make_shared<const Board>(board));
        QStyleOptionGraphicsItem option;
        option.exposedRect = floor.boundingRect();
        floor.paint(&p, &option, nullptr);
    }
    paintDetails(flat, board, pixels, band, c, random);
    paintTexture(flat, board, pixels, band, c.texture, random);
    return flat;
}

// The light on the table: gradient, vignette, cast, glare; in linear light.
void light(QImage &image, const PhotoConditions &c)
{
    const Gamma &g = gamma();
    const double w = image.width(), h = image.height();
    const double ax = std::cos(qDegreesToRadians(c.lightAngle)),
                 ay = std::sin(qDegreesToRadians(c.lightAngle));
    for (int y = 0; y < image.height(); ++y) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const double u = x / w - 0.5, v = y / h - 0.5;
            // Along the light's direction from -0.5 (lit) to 0.5 (the far side, `gradient` darker).
            const double along = std::clamp(u * ax + v * ay, -0.5, 0.5);
            const double level = (1 - c.gradient * (along + 0.5)) * (1 - c.vignette * 2 * (u * u + v * v));
            double glare = 0;
            for (const GlareSpot &spot : c.glare) {
                const double gx = x - spot.at.x() * w, gy = y - spot.at.y() * h, radius = spot.radius * w;
                const double r2 = (gx * gx + gy * gy) / (2 * radius * radius);
                if (r2 < 40) // beyond, less than e^-40 of its light
                    glare += spot.strength * std::exp(-(spot.flat > 0 ? std::pow(r2, 1 + spot.flat) : r2));
            }
            const QRgb p = line[x];
            // Glare is the lamp reflected: its light, cast and all.
            const double r = (g.toLinear[size_t(qRed(p))] * level + glare) * c.cast[0];
            const double gr = (g.toLinear[size_t(qGreen(p))] * level + glare) * c.cast[1];
            const double b = (g.toLinear[size_t(qBlue(p))] * level + glare) * c.cast[2];
            line[x] = qRgb(g.encode(r), g.encode(gr), g.encode(b));
        }
    }
}

// A separable Gaussian blur, on planes of floats (the edges repeated), so that the loops vectorise.
void blur(QImage &image, double sigma)
{
    if (sigma <= 0)
        return;
    const int radius = std::max(1, int(std::ceil(3 * sigma)));
    std::vector<float> kernel(size_t(2 * radius + 1));
    float sum = 0;
    for (int i = -radius; i <= radius; ++i)
        sum += kernel[size_t(i + radius)] = float(std::exp(-i * i / (2 * sigma * sigma)));
    for (float &k : kernel)
        k /= sum;
    const int w = image.width(), h = image.height();
    const size_t plane = size_t(w) * size_t(h);
    std::vector<float> across(plane * 3);
    std::vector<float> padded(size_t(w + 2 * radius));
    for (int y = 0; y < h; ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int ch = 0; ch < 3; ++ch) {
            const auto channel = [&](int x) {
                const QRgb p = line[std::clamp(x, 0, w - 1)];
                return float(ch == 0 ? qRed(p) : ch == 1 ? qGreen(p) : qBlue(p));
            };
            for (int x = -radius; x < w + radius; ++x)
                padded[size_t(x + radius)] = channel(x);
            float *out = &across[size_t(ch) * plane + size_t(y) * size_t(w)];
            std::fill(out, out + w, 0.0f);
            for (int i = 0; i <= 2 * radius; ++i) {
                const float k = kernel[size_t(i)];
                const float *in = &padded[size_t(i)];
                for (int x = 0; x < w; ++x)
                    out[x] += k * in[x];
            }
        }
    }
    std::vector<float> sums(size_t(w) * 3);
    for (int y = 0; y < h; ++y) {
        std::fill(sums.begin(), sums.end(), 0.0f);
        for (int i = -radius; i <= radius; ++i) {
            const float k = kernel[size_t(i + radius)];
            const size_t row = size_t(std::clamp(y + i, 0, h - 1)) * size_t(w);
            for (int ch = 0; ch < 3; ++ch) {
                const float *in = &across[size_t(ch) * plane + row];
                float *out = &sums[size_t(ch) * size_t(w)];
                for (int x = 0; x < w; ++x)
                    out[x] += k * in[x];
            }
        }
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        for (int x = 0; x < w; ++x)
            line[x] = qRgb(int(sums[size_t(x)] + 0.5f), int(sums[size_t(w + x)] + 0.5f),
                           int(sums[size_t(2 * w + x)] + 0.5f));
    }
}

// Gaussian noise per channel, from a table of 4096 normal quantiles picked by 12 random bits each (three
// picks per random number): a normal draw per channel of a few megapixels was most of a photo's making.
void addNoise(QImage &image, double sigma, std::mt19937 &random)
{
    if (sigma <= 0)
        return;
    static const std::array<float, 4096> quantiles = [] {
        std::array<float, 4096> q{};
        // The inverse of the normal distribution by bisection on erfc (once).
        for (size_t i = 0; i < q.size(); ++i) {
            const double p = (double(i) + 0.5) / double(q.size());
            double low = -6, high = 6;
            for (int k = 0; k < 50; ++k) {
                const double mid = (low + high) / 2;
                (0.5 * std::erfc(-mid / std::sqrt(2.0)) < p ? low : high) = mid;
            }
            q[i] = float((low + high) / 2);
        }
        return q;
    }();
    std::array<float, 4096> scaled{};
    for (size_t i = 0; i < scaled.size(); ++i)
        scaled[i] = float(sigma) * quantiles[i] + 0.5f; // + 0.5: rounded by truncating a positive value
    for (int y = 0; y < image.height(); ++y) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const quint32 bits = random();
            const QRgb p = line[x];
            const auto add = [&](int v, quint32 pick) {
                return std::clamp(int(std::floor(float(v) + scaled[pick & 4095])), 0, 255);
            };
            line[x] = qRgb(add(qRed(p), bits), add(qGreen(p), bits >> 12), add(qBlue(p), bits >> 20));
        }
    }
}

QImage throughJpeg(const QImage &image, int quality)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "JPEG", quality);
    QImage decoded;
    decoded.loadFromData(bytes, "JPEG");
    return decoded.convertToFormat(QImage::Format_RGB32);
}

} // namespace

BoardPhoto photographBoard(const Board &board, const PhotoConditions &c)
{
    std::mt19937 random(c.seed);
    std::uniform_real_distribution<double> unit(-1, 1);
    // Where the board lands: centred, `fill` of the photo, turned, each corner pushed by the perspective.
    // Cropped: the grid is the photo, its squares square.
    const double boardSide = c.cropped ? std::max(c.size.width(), c.size.height())
                                       : c.fill * std::min(c.size.width(), c.size.height());
    const double pixels = boardSide / std::max(board.rows, board.columns);
    const QSizeF grid(board.columns * pixels, board.rows * pixels);
    const QSize size =
        c.cropped ? QSize(int(std::lround(grid.width())), int(std::lround(grid.height()))) : c.size;
    const QPointF middle(size.width() / 2.0, size.height() / 2.0);
    QTransform turn;
    turn.translate(middle.x(), middle.y()).rotate(c.rotation);
    std::array<QPointF, 4> corners{
        QPointF(-grid.width() / 2, -grid.height() / 2), QPointF(grid.width() / 2, -grid.height() / 2),
        QPointF(grid.width() / 2, grid.height() / 2), QPointF(-grid.width() / 2, grid.height() / 2)};
    for (QPointF &corner : corners)
        corner = turn.map(corner + QPointF(unit(random), unit(random)) * c.tilt * boardSide);
    if (c.cropped)
        corners = {QPointF(0, 0), QPointF(size.width(), 0), QPointF(size.width(), size.height()),
                   QPointF(0, size.height())};

    // The flat board, a little sharper than it will be seen, warped onto those corners.
    const double flatPixels = std::ceil(pixels * 1.25);
    const int band = int(flatPixels * 1.5);
    const QImage flat = drawFlat(board, flatPixels, band, c, random);
    QTransform warp;
    const QPolygonF flatGrid{QPointF(band, band), QPointF(band + board.columns * flatPixels, band),
                             QPointF(band + board.columns * flatPixels, band + board.rows * flatPixels),
                             QPointF(band, band + board.rows * flatPixels)};
    QTransform::quadToQuad(flatGrid, QPolygonF{corners[0], corners[1], corners[2], corners[3]}, warp);

    BoardPhoto photo;
    photo.image = QImage(size, QImage::Format_RGB32);
    photo.image.fill(c.table);
    {
        QPainter p(&photo.image);
        p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
        // The table's grain.
        for (int i = 0; i < size.height(); i += 6) {
            p.setPen(QPen(i % 12 ? c.table.darker(106) : c.table.lighter(104), 3));
            p.drawLine(QPointF(0, i + 2 * unit(random)), QPointF(size.width(), i + 2 * unit(random)));
        }
        p.setTransform(warp);
        p.drawImage(QPointF(0, 0), flat);
    }
    light(photo.image, c);
    blur(photo.image, c.blur);
    addNoise(photo.image, c.noise, random);
    if (c.jpegQuality >= 0)
        photo.image = throughJpeg(photo.image, c.jpegQuality);

    photo.trueCorners = corners;
    photo.alignedCorners = corners; // cropped: the editor's default alignment is right
    for (size_t i = 0; i < 4 && !c.cropped; ++i) {
        const double angle = M_PI * unit(random),
                     distance = c.cornerError * (0.5 + 0.5 * std::abs(unit(random)));
        photo.alignedCorners[i] = corners[i] + QPointF(std::cos(angle), std::sin(angle)) * distance;
    }
    return photo;
}

Board randomMountain(int rows, int columns, quint32 seed, bool printed)
{
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> unit(0, 1);
    Board board;
    board.name = QStringLiteral("Random mountain %1").arg(seed);
    board.rows = rows;
    board.columns = columns;
    board.grid.assign(size_t(rows) * columns, Terrain::Off);
    // The Heart near the middle; the depth of a square is its distance from it, the board squashed to a
    // circle, made ragged by a few waves around the centre and a little noise per square.
    const int heartRow = rows / 2 + int(std::lround(unit(random) * 2 - 1));
    const int heartColumn = columns / 2 + int(std::lround(unit(random) * 2 - 1));
    std::array<double, 4> amplitude{}, phase{};
    for (size_t i = 0; i < 4; ++i) {
        amplitude[i] = 0.05 * unit(random);
        phase[i] = 2 * M_PI * unit(random);
    }
    // The outer edge of each layer (depth units: the board's half-size is 1), uneven widths.
    std::array<double, 6> edge{0.16, 0, 0, 0, 0, 0};
    for (size_t layer = 5; layer >= 1; --layer)
        edge[6 - layer] = edge[5 - layer] + 0.12 + 0.08 * unit(random); // edge[1] layer 5 … edge[5] layer 1
    const double scale = (printed ? 0.88 : 1.02) / edge[5];
    for (int row = 0; row < rows; ++row)
        for (int column = 0; column < columns; ++column) {
            const double dy = (row - heartRow) / (rows / 2.0), dx = (column - heartColumn) / (columns / 2.0);
            const double angle = std::atan2(dy, dx);
            double wave = 0;
            for (size_t i = 0; i < 4; ++i)
                wave += amplitude[i] * std::sin(double(i + 2) * angle + phase[i]);
            const double depth = std::hypot(dx, dy) * (1 + wave) / scale + 0.03 * (unit(random) - 0.5);
            Terrain t = Terrain::Off;
            for (int layer = 5; layer >= 1; --layer)
                if (depth <= edge[size_t(6 - layer)]) {
                    t = Terrain(layer);
                    break;
                }
            board.grid[size_t(row * columns + column)] = t;
        }
    board.grid[size_t(heartRow * columns + heartColumn)] = Terrain::Heart;
    if (printed) // layer 1 outermost: on the grid's edge and next to off board, no deeper layer
        for (int pass = 0; pass < 2; ++pass)
            for (int row = 0; row < rows; ++row)
                for (int column = 0; column < columns; ++column) {
                    Terrain &t = board.grid[size_t(row * columns + column)];
                    if (t == Terrain::Off || t == Terrain::Layer1 || t == Terrain::Heart)
                        continue;
                    bool outside = row == 0 || column == 0 || row == rows - 1 || column == columns - 1;
                    for (const Square &step : kEdgeSteps) {
                        const int r = row + step.row, c = column + step.column;
                        outside |= r >= 0 && c >= 0 && r < rows && c < columns &&
                                   board.grid[size_t(r * columns + c)] == Terrain::Off;
                    }
                    if (outside)
                        t = Terrain::Layer1;
                }
    // Printed features on about a fifth of the layer squares, each square one kind (a workshop site and a
    // gate start point stand alone), rubble sometimes with buried resources.
    for (int row = 0; row < rows; ++row)
        for (int column = 0; column < columns; ++column) {
            const Square s{row, column};
            if (board.layer(s) == 0 || unit(random) > 0.2)
                continue;
            const double kind = unit(random);
            if (kind < 0.35) {
                board.rubble.push_back(s);
                if (unit(random) < 0.3)
                    board.buried.push_back(
                        {s, one(kAllResources[size_t(random() % kResourceKinds)], 1 + int(random() % 3))});
            } else if (kind < 0.5) {
                board.buried.push_back(
                    {s, one(kAllResources[size_t(random() % kResourceKinds)], 1 + int(random() % 3))});
            } else if (kind < 0.7) {
                board.statueSpots.push_back(s);
            } else if (kind < 0.9) {
                board.workshopSites.push_back(s);
            } else {
                board.gateStarts.push_back({s, 2 + int(random() % 4)});
            }
        }
    return board;
}

} // namespace hk::test
