#include "board_photo.h"

#include "floor/board_drawing.h"
#include "floor/board_floor_item.h"

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

// The board drawn flat, `pixels` per square, with a band of the printed surround around the grid.
QImage drawFlat(const Board &board, double pixels, int band, const QColor &surround, std::mt19937 &random)
{
    const int width = int(std::ceil(board.columns * pixels)) + 2 * band;
    const int height = int(std::ceil(board.rows * pixels)) + 2 * band;
    QImage flat(width, height, QImage::Format_RGB32);
    flat.fill(surround);
    QPainter p(&flat);
    p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform | QPainter::TextAntialiasing);
    // The printed surround is not flat either: soft blotches of earth.
    std::uniform_real_distribution<double> unit(0, 1);
    for (int i = 0; i < 60; ++i) {
        const QPointF at(unit(random) * width, unit(random) * height);
        const double r = pixels * (0.5 + 1.5 * unit(random));
        QColor c = unit(random) < 0.5 ? surround.lighter(108) : surround.darker(110);
        c.setAlpha(90);
        p.setPen(Qt::NoPen);
        p.setBrush(c);
        p.drawEllipse(at, r, r * (0.6 + 0.4 * unit(random)));
    }
    p.translate(band, band);
    p.scale(pixels / gui::kSquare, pixels / gui::kSquare);
    gui::BoardFloorItem floor;
    floor.setBoard(std::make_shared<const Board>(board));
    QStyleOptionGraphicsItem option;
    option.exposedRect = floor.boundingRect();
    floor.paint(&p, &option, nullptr);
    return flat;
}

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

// The light on the table: gradient, vignette, cast, glare; in linear light.
void light(QImage &image, const PhotoConditions &c)
{
    static const Gamma gamma;
    const double w = image.width(), h = image.height();
    const double ax = std::cos(qDegreesToRadians(c.lightAngle)),
                 ay = std::sin(qDegreesToRadians(c.lightAngle));
    const double glareRadius = c.glareRadius * w;
    for (int y = 0; y < image.height(); ++y) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const double u = x / w - 0.5, v = y / h - 0.5;
            // Along the light's direction from -0.5 (lit) to 0.5 (the far side, `gradient` darker).
            const double along = std::clamp(u * ax + v * ay, -0.5, 0.5);
            const double level = (1 - c.gradient * (along + 0.5)) * (1 - c.vignette * 2 * (u * u + v * v));
            const double gx = x - c.glareAt.x() * w, gy = y - c.glareAt.y() * h;
            const double glare = c.glare * std::exp(-(gx * gx + gy * gy) / (2 * glareRadius * glareRadius));
            const QRgb p = line[x];
            const double r = gamma.toLinear[size_t(qRed(p))] * level * c.cast[0] + glare;
            const double g = gamma.toLinear[size_t(qGreen(p))] * level * c.cast[1] + glare;
            const double b = gamma.toLinear[size_t(qBlue(p))] * level * c.cast[2] + glare;
            line[x] = qRgb(gamma.encode(r), gamma.encode(g), gamma.encode(b));
        }
    }
}

// A separable Gaussian blur.
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
    std::vector<float> buffer(size_t(w) * h * 3);
    for (int y = 0; y < h; ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < w; ++x) {
            float r = 0, g = 0, b = 0;
            for (int i = -radius; i <= radius; ++i) {
                const QRgb p = line[std::clamp(x + i, 0, w - 1)];
                const float k = kernel[size_t(i + radius)];
                r += k * qRed(p);
                g += k * qGreen(p);
                b += k * qBlue(p);
            }
            float *out = &buffer[(size_t(y) * w + x) * 3];
            out[0] = r;
            out[1] = g;
            out[2] = b;
        }
    }
    for (int y = 0; y < h; ++y) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        for (int x = 0; x < w; ++x) {
            float sums[3] = {0, 0, 0};
            for (int i = -radius; i <= radius; ++i) {
                const float *in = &buffer[(size_t(std::clamp(y + i, 0, h - 1)) * w + x) * 3];
                const float k = kernel[size_t(i + radius)];
                for (int ch = 0; ch < 3; ++ch)
                    sums[ch] += k * in[ch];
            }
            line[x] = qRgb(int(sums[0] + 0.5f), int(sums[1] + 0.5f), int(sums[2] + 0.5f));
        }
    }
}

void addNoise(QImage &image, double sigma, std::mt19937 &random)
{
    if (sigma <= 0)
        return;
    std::normal_distribution<float> noise(0, float(sigma));
    for (int y = 0; y < image.height(); ++y) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const QRgb p = line[x];
            const auto add = [&](int v) { return std::clamp(int(std::lround(v + noise(random))), 0, 255); };
            line[x] = qRgb(add(qRed(p)), add(qGreen(p)), add(qBlue(p)));
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
    const double boardSide = c.fill * std::min(c.size.width(), c.size.height());
    const double pixels = boardSide / std::max(board.rows, board.columns);
    const QSizeF grid(board.columns * pixels, board.rows * pixels);
    const QPointF middle(c.size.width() / 2.0, c.size.height() / 2.0);
    QTransform turn;
    turn.translate(middle.x(), middle.y()).rotate(c.rotation);
    std::array<QPointF, 4> corners{
        QPointF(-grid.width() / 2, -grid.height() / 2), QPointF(grid.width() / 2, -grid.height() / 2),
        QPointF(grid.width() / 2, grid.height() / 2), QPointF(-grid.width() / 2, grid.height() / 2)};
    for (QPointF &corner : corners)
        corner = turn.map(corner + QPointF(unit(random), unit(random)) * c.tilt * boardSide);

    // The flat board, a little sharper than it will be seen, warped onto those corners.
    const double flatPixels = std::ceil(pixels * 1.25);
    const int band = int(flatPixels * 1.5);
    const QImage flat = drawFlat(board, flatPixels, band, c.surround, random);
    QTransform warp;
    const QPolygonF flatGrid{QPointF(band, band), QPointF(band + board.columns * flatPixels, band),
                             QPointF(band + board.columns * flatPixels, band + board.rows * flatPixels),
                             QPointF(band, band + board.rows * flatPixels)};
    QTransform::quadToQuad(flatGrid, QPolygonF{corners[0], corners[1], corners[2], corners[3]}, warp);

    BoardPhoto photo;
    photo.image = QImage(c.size, QImage::Format_RGB32);
    photo.image.fill(c.table);
    {
        QPainter p(&photo.image);
        p.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
        // The table's grain.
        for (int i = 0; i < c.size.height(); i += 6) {
            p.setPen(QPen(i % 12 ? c.table.darker(106) : c.table.lighter(104), 3));
            p.drawLine(QPointF(0, i + 2 * unit(random)), QPointF(c.size.width(), i + 2 * unit(random)));
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
    for (size_t i = 0; i < 4; ++i) {
        const double angle = M_PI * unit(random),
                     distance = c.cornerError * (0.5 + 0.5 * std::abs(unit(random)));
        photo.alignedCorners[i] = corners[i] + QPointF(std::cos(angle), std::sin(angle)) * distance;
    }
    return photo;
}

Board randomMountain(int rows, int columns, quint32 seed)
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
    const double scale = 1.02 / edge[5];
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
