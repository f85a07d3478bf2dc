// Recognising a board in a photo, measured on synthetic photos of boards known square by square
// (tests/common/board_photo.h) and on the example photo of the README.
//  - BRD_LAYER: at least 98 % of the layer squares right on every photo, after a four-corner alignment off by
//    a pixel or two; the Heart and the off-board squares are counted and reported too.
//  - Features: the squares proposed as "feature here?" against the squares the board prints a feature on.

#include "common/board_photo.h"
#include "io/board_io.h"
#include "model/board_edit.h"
#include "photo/layer_recognition.h"
#include "photo/ring_order.h"

#include <QtTest>

#include <map>
#include <random>

using namespace hk;
using namespace hk::photo;
using namespace hk::test;

namespace {

// The share of layer squares that must be right on every photo, and of all squares (off board and
// the Heart too: the weak spot is a dark surround under glare, taken for layer 1; 95.4 % on random seed 102).
constexpr double kLayerAccuracy = 0.98, kAllAccuracy = 0.94;
// "Feature here?" is a prompt to look, not a stamp: missing one costs the user a careful look at the photo, a
// false one a glance. Recall must be high (at least 90 % of the printed features proposed on every photo);
// precision at least 80 % (fewer than one false prompt in five).
constexpr double kFeatureRecall = 0.90;
constexpr double kFeaturePrecision = 0.80;
// How many painted photos the test set has (see paintedCases).
constexpr int kPaintedPhotos = 26;

Board readShipped(const QString &name)
{
    const BoardReadResult read = readBoard(QStringLiteral(":/boards/%1.hkboard").arg(name));
    return *read.board;
}

struct PhotoCase {
    Board board;
    PhotoConditions conditions;
};

// The test set: the Practice Mountain's two sides and random mountains, each under other conditions. Warm is
// a tungsten lamp's cast, cool an overcast window's.
constexpr std::array<double, 3> kWarm{1.18, 1.0, 0.78}, kCool{0.84, 1.0, 1.2};

std::map<QString, PhotoCase> photoCases()
{
    std::map<QString, PhotoCase> cases;
    const Board winter = readShipped(QStringLiteral("practice-winter"));
    const Board autumn = readShipped(QStringLiteral("practice-autumn"));
    {
        PhotoConditions c;
        c.blur = 0.7, c.noise = 2, c.jpegQuality = 90, c.seed = 11;
        cases[QStringLiteral("winter, straight above, daylight")] = {winter, c};
    }
    {
        PhotoConditions c;
        c.tilt = 0.05, c.rotation = -3, c.gradient = 0.35, c.lightAngle = 10, c.cast = kWarm;
        c.blur = 1.2, c.noise = 3, c.jpegQuality = 80, c.seed = 12;
        cases[QStringLiteral("winter, warm lamp on the left")] = {winter, c};
    }
    {
        PhotoConditions c;
        c.size = QSize(1600, 1200), c.tilt = 0.07, c.rotation = 4, c.cast = kCool, c.vignette = 0.35;
        c.glare = {{QPointF(0.62, 0.35), 0.12}}, c.blur = 1.0, c.noise = 3, c.jpegQuality = 75;
        c.surround = QColor(0x23, 0x31, 0x4a), c.table = QColor(0x2f, 0x5a, 0x3a), c.seed = 13;
        cases[QStringLiteral("winter, cool window light, glare")] = {winter, c};
    }
    {
        PhotoConditions c;
        c.size = QSize(800, 640), c.tilt = 0.04, c.gradient = 0.25, c.lightAngle = 120, c.blur = 1.0;
        c.noise = 4, c.jpegQuality = 65, c.seed = 14;
        cases[QStringLiteral("winter, small and compressed")] = {winter, c};
    }
    {
        PhotoConditions c;
        c.blur = 0.8, c.noise = 2, c.jpegQuality = 88, c.seed = 21;
        cases[QStringLiteral("autumn, straight above, daylight")] = {autumn, c};
    }
    {
        PhotoConditions c;
        c.size = QSize(1500, 1150), c.tilt = 0.06, c.rotation = -5, c.gradient = 0.4, c.lightAngle = 225;
        c.vignette = 0.25, c.cast = kWarm, c.blur = 1.4, c.noise = 3, c.jpegQuality = 78;
        c.surround = QColor(0x2a, 0x26, 0x23), c.seed = 22;
        cases[QStringLiteral("autumn, warm light from below right")] = {autumn, c};
    }
    {
        PhotoConditions c;
        c.tilt = 0.08, c.cast = kCool, c.gradient = 0.3, c.lightAngle = 300,
        c.glare = {{QPointF(0.3, 0.6), 0.12}};
        c.blur = 1.1, c.noise = 4, c.jpegQuality = 70, c.seed = 23;
        cases[QStringLiteral("autumn, cool, shaded, glare")] = {autumn, c};
    }
    // Random mountains under random conditions; HK_PHOTO_RANDOM_CASES=n tries n of them instead of five (to
    // tune the recognition on more than the test set).
    const std::array<std::pair<int, int>, 5> sizes{{{15, 15}, {21, 23}, {17, 19}, {25, 25}, {19, 21}}};
    const quint32 randomCases = qEnvironmentVariableIsSet("HK_PHOTO_RANDOM_CASES")
                                    ? quint32(qEnvironmentVariableIntValue("HK_PHOTO_RANDOM_CASES"))
                                    : quint32(sizes.size());
    for (quint32 i = 0; i < randomCases; ++i) {
        const quint32 seed = 101 + i;
        std::mt19937 random(seed);
        std::uniform_real_distribution<double> unit(0, 1);
        PhotoConditions c;
        c.size = QSize(1000 + int(800 * unit(random)), 800 + int(500 * unit(random)));
        c.tilt = 0.08 * unit(random);
        c.rotation = 10 * unit(random) - 5;
        c.gradient = 0.4 * unit(random);
        c.lightAngle = 360 * unit(random);
        c.vignette = 0.3 * unit(random);
        c.cast = std::array<std::array<double, 3>, 3>{kWarm, kCool, {1, 1, 1}}[i % 3];
        const double glare = i % 2 ? 0.12 * unit(random) : 0;
        const QPointF glareAt(0.2 + 0.6 * unit(random), 0.2 + 0.6 * unit(random));
        if (glare > 0)
            c.glare = {{glareAt, glare}};
        c.blur = 0.6 + 0.8 * unit(random);
        c.noise = 2 + 2 * unit(random);
        c.jpegQuality = 65 + int(25 * unit(random));
        c.surround = std::array<QColor, 3>{QColor(0x4d, 0x38, 0x29), QColor(0x23, 0x31, 0x4a),
                                           QColor(0x2a, 0x26, 0x23)}[i % 3];
        c.seed = seed;
        const auto [rows, columns] = sizes[i % sizes.size()];
        cases[QStringLiteral("random %1×%2 (seed %3)").arg(rows).arg(columns).arg(seed)] = {
            randomMountain(rows, columns, seed), c};
    }
    return cases;
}

// The painted set: boards painted as printed ones are (texture at several scales, rocks, cracks, the squares'
// outlines printed faintly), on a surround like a table — wooden brown, grey, white or dark earth — under a
// lamp from any side and glare spots on the board or off it (on the surround), at three strengths: the
// photos the recognition once failed on (a lamp darkening the far side by 35 %, glare adding a third of full
// white at its centre) and two stronger (50 % and 65 %; two thirds of white, and white, flat-topped and
// clipped). Half of them are cropped to the grid and aligned by the editor's default corners, the others
// photographed in perspective on a table and aligned a pixel or two off. One photo in four has no glare.
// `first` and `count`: which photos (the sweep, label photo-sweep, tries hundreds more).
std::map<QString, PhotoCase> paintedCases(int first, int count)
{
    struct Surround {
        const char *name;
        QColor colour, table;
        double grain;
    };
    const std::array<Surround, 4> surrounds{
        {{"wooden", QColor(0x8b, 0x6b, 0x4a), QColor(0x5a, 0x4a, 0x3c), 0.18},
         {"grey", QColor(0x9a, 0x98, 0x93), QColor(0x3c, 0x40, 0x44), 0.04},
         {"white", QColor(0xe6, 0xe2, 0xda), QColor(0x6a, 0x55, 0x40), 0.03},
         {"dark", QColor(0x3a, 0x2e, 0x26), QColor(0x8a, 0x6e, 0x52), 0.08}}};
    struct Strength {
        const char *name;
        double gradient, glare, flat, texture;
    };
    const std::array<Strength, 3> strengths{{{"as reported", 0.35, 0.33, 0, 0.12},
                                             {"stronger", 0.5, 0.66, 0.5, 0.18},
                                             {"strongest", 0.65, 1.0, 1.0, 0.24}}};
    const Board winter = readShipped(QStringLiteral("practice-winter"));
    const Board autumn = readShipped(QStringLiteral("practice-autumn"));
    const std::array<std::pair<int, int>, 4> sizes{{{21, 23}, {17, 19}, {25, 25}, {15, 17}}};
    std::map<QString, PhotoCase> cases;
    for (int i = first; i < first + count; ++i) {
        std::mt19937 random(quint32(5000 + i));
        std::uniform_real_distribution<double> unit(0, 1);
        const Surround &surround = surrounds[size_t(i % 4)];
        const Strength &strength = strengths[size_t(i % 3)];
        PhotoConditions c;
        c.seed = quint32(5000 + i);
        c.cropped = i % 2 == 0;
        c.size = QSize(1100 + int(500 * unit(random)), 850 + int(300 * unit(random)));
        c.tilt = c.cropped ? 0 : 0.06 * unit(random);
        c.rotation = c.cropped ? 0 : 8 * unit(random) - 4;
        c.surround = surround.colour;
        c.table = surround.table;
        c.grain = surround.grain;
        c.texture = strength.texture;
        c.rocks = 0.3 + 0.7 * unit(random);
        c.cracks = 0.2 + 0.4 * unit(random);
        c.outlines = 0.15 + 0.2 * unit(random);
        c.gradient = strength.gradient;
        c.lightAngle = 45.0 * (i % 8) + 20 * unit(random);
        c.vignette = 0.25 * unit(random);
        c.cast = std::array<std::array<double, 3>, 3>{kWarm, kCool, {1, 1, 1}}[size_t((i / 3) % 3)];
        const bool onBoard = (i / 2) % 2 == 0, glare = i % 4 != 3;
        // Off the board: over a corner of the grid, where the surround is printed.
        const QPointF corner(unit(random) < 0.5 ? 0.1 : 0.9, unit(random) < 0.5 ? 0.12 : 0.88);
        const QPointF where = onBoard ? QPointF(0.3 + 0.4 * unit(random), 0.3 + 0.4 * unit(random)) : corner;
        if (glare)
            c.glare = {{where, strength.glare, 0.025 + 0.025 * unit(random), strength.flat}};
        c.blur = 0.8 + 0.8 * unit(random);
        c.noise = 2 + 3 * unit(random);
        c.jpegQuality = 60 + int(25 * unit(random));
        const int kind = i % 6;
        const auto [rows, columns] = sizes[size_t(i % 4)];
        const Board board = kind == 0   ? winter
                            : kind == 3 ? autumn
                                        : randomMountain(rows, columns, quint32(5000 + i), true);
        const QString name = QStringLiteral("painted %1: %2, %3 surround, %4, lamp from %5°, %6%7")
                                 .arg(i)
                                 .arg(kind == 0   ? QStringLiteral("winter")
                                      : kind == 3 ? QStringLiteral("autumn")
                                                  : QStringLiteral("random %1×%2").arg(rows).arg(columns),
                                      QLatin1String(surround.name), QLatin1String(strength.name))
                                 .arg(int(c.lightAngle + 180) % 360)
                                 .arg(glare ? QStringLiteral("glare %1 the board")
                                                  .arg(onBoard ? QStringLiteral("on") : QStringLiteral("off"))
                                            : QStringLiteral("no glare"),
                                      c.cropped ? QStringLiteral(", cropped") : QString());
        cases[name] = {board, c};
    }
    return cases;
}

// The test set: the classic photos and the painted ones; with HK_PHOTO_SWEEP=n, n painted photos more
// instead (the sweep).
std::map<QString, PhotoCase> allCases()
{
    if (const int sweep = qEnvironmentVariableIntValue("HK_PHOTO_SWEEP"); sweep > 0)
        return paintedCases(1000, sweep);
    std::map<QString, PhotoCase> cases = photoCases();
    cases.merge(paintedCases(0, kPaintedPhotos));
    return cases;
}

// Known shortfalls on the painted photos, each an expected failure until the recogniser does better (the
// README states them; an expected failure that passes fails the test, so fixing one means taking it off
// here).
// - Off board below 94 % of all squares: a grey surround under a strong lamp and glare, a corner of it taken
//   for layer 2 (painted 5: 93.8 %, painted 25: 91.3 %; their layers 98.5 % and 100 %).
// - "Feature here?" on painted art: rocks and cracks are marked as printed features (precision 62-79 %).
const QStringList kLayersShort{};
const QStringList kHeartMissed{};
const QStringList kOffBoardShort{QStringLiteral("painted 5:"), QStringLiteral("painted 25:")};
const QStringList kFeaturesImprecise{QStringLiteral("painted 1:"),  QStringLiteral("painted 4:"),
                                     QStringLiteral("painted 5:"),  QStringLiteral("painted 8:"),
                                     QStringLiteral("painted 16:"), QStringLiteral("painted 17:"),
                                     QStringLiteral("painted 19:"), QStringLiteral("painted 20:"),
                                     QStringLiteral("painted 21:"), QStringLiteral("painted 25:")};
bool known(const QStringList &list, const QString &name)
{
    return std::any_of(list.begin(), list.end(),
                       [&](const QString &prefix) { return name.startsWith(prefix); });
}

// Each photo is made once for all the test functions.
struct Measured {
    BoardPhoto photo;
    Board board;
    LayerRecognition recognition;
};

const Measured &measured(const QString &name)
{
    static std::map<QString, Measured> cache;
    if (auto it = cache.find(name); it != cache.end())
        return it->second;
    static const std::map<QString, PhotoCase> cases = allCases();
    const PhotoCase &c = cases.at(name);
    Measured m;
    m.board = c.board;
    m.photo = photographBoard(c.board, c.conditions);
    m.recognition = recogniseLayers(m.photo.image, m.photo.alignedCorners, c.board.rows, c.board.columns);
    // To look at the photos: HK_PHOTO_DIR=folder.
    if (const QString folder = qEnvironmentVariable("HK_PHOTO_DIR"); !folder.isEmpty()) {
        const QString base = QDir(folder).filePath(
            QString(name).replace(QRegularExpression(QStringLiteral("\\W+")), QStringLiteral("-")));
        m.photo.image.save(base + QStringLiteral(".png"));
        writeBoard(base + QStringLiteral(".hkboard"), m.board);
        QFile f(base + QStringLiteral(".corners"));
        f.open(QIODevice::WriteOnly);
        for (const QPointF &p : m.photo.alignedCorners)
            f.write(QByteArray::number(p.x()) + " " + QByteArray::number(p.y()) + " ");
    }
    return cache[name] = std::move(m);
}

struct Score {
    int layerSquares = 0, layerRight = 0, squares = 0, right = 0, wrongUncertain = 0, wrong = 0,
        uncertain = 0;
    bool heartFound = false;
    double layerAccuracy() const { return layerSquares ? double(layerRight) / layerSquares : 1; }
};

Score score(const Board &board, const LayerRecognition &r)
{
    Score s;
    for (int i = 0; i < int(board.grid.size()); ++i) {
        const Square q = board.squareAt(i);
        const SquareProposal &p = r.at(q);
        const bool right = p.terrain == board.terrain(q);
        ++s.squares;
        s.right += right;
        s.uncertain += p.uncertain;
        if (!right) {
            ++s.wrong;
            s.wrongUncertain += p.uncertain;
        }
        if (board.layer(q) > 0) {
            ++s.layerSquares;
            s.layerRight += right;
        }
        if (board.isHeart(q) && right)
            s.heartFound = true;
    }
    return s;
}

// Where the board is not what was proposed, for a failure message: "(3, 7) 2 → 3".
QString mistakes(const Board &board, const LayerRecognition &r)
{
    QStringList list;
    for (int i = 0; i < int(board.grid.size()); ++i) {
        const Square q = board.squareAt(i);
        if (r.at(q).terrain != board.terrain(q))
            list << QStringLiteral("%1 %2 → %3%4")
                        .arg(squareText(q), QChar(terrainChar(board.terrain(q))),
                             QChar(terrainChar(r.at(q).terrain)),
                             r.at(q).uncertain ? QStringLiteral("?") : QString());
    }
    return list.join(QStringLiteral(", "));
}

} // namespace

class TestPhotoRecognition : public QObject {
    Q_OBJECT

private slots:
    void BRD_LAYER_recognisedOnSyntheticPhotos_data();
    void BRD_LAYER_recognisedOnSyntheticPhotos();
    void printedFeaturesProposed_data();
    void printedFeaturesProposed();
    void BRD_LAYER_examplePhoto();
    void BRD_LAYER_userExamplesOverrideTheProposal();
    void BRD_LAYER_applyIsOneEdit();
    void badInputIsRefused_data();
    void badInputIsRefused();
    void BRD_LAYER_ringsNotFiveOrOutOfOrderAreSaid_data();
    void BRD_LAYER_ringsNotFiveOrOutOfOrderAreSaid();
    void manyUncertainMakeTheProposalUnreliable();
};

void TestPhotoRecognition::BRD_LAYER_recognisedOnSyntheticPhotos_data()
{
    QTest::addColumn<QString>("name");
    for (const auto &[name, c] : allCases())
        QTest::newRow(qPrintable(name)) << name;
}

void TestPhotoRecognition::BRD_LAYER_recognisedOnSyntheticPhotos()
{
    QFETCH(QString, name);
    const Measured &m = measured(name);
    QVERIFY(m.recognition.ok());
    const Score s = score(m.board, m.recognition);
    qInfo("%s: %dx%d photo, layers %d/%d right (%.1f %%), all squares %d/%d, Heart %s, uncertain %d, "
          "wrong %d of which flagged uncertain %d, %d rings found%s",
          qPrintable(name), m.photo.image.width(), m.photo.image.height(), s.layerRight, s.layerSquares,
          100 * s.layerAccuracy(), s.right, s.squares, s.heartFound ? "found" : "missed", s.uncertain,
          s.wrong, s.wrongUncertain, m.recognition.ringsFound,
          m.recognition.ringsConsistent ? " in order" : ", not in order");
    if (known(kLayersShort, name))
        QEXPECT_FAIL("", "a known shortfall (see kLayersShort)", Continue);
    QVERIFY2(s.layerAccuracy() >= kLayerAccuracy, qPrintable(mistakes(m.board, m.recognition)));
    // Never a shifted naming: the rings found are five and in order, and the proposal says it is reliable.
    QCOMPARE(m.recognition.ringsFound, 5);
    QVERIFY(m.recognition.ringsConsistent);
    QVERIFY(m.recognition.reliable());
    if (known(kHeartMissed, name))
        QEXPECT_FAIL("", "a known shortfall (see kHeartMissed)", Continue);
    QVERIFY(s.heartFound);
    // Off board too, though not a layer: "Apply" paints it (the surrounds here differ from layer 1 as a
    // printed board's do; one alike would need an example click).
    if (known(kOffBoardShort, name))
        QEXPECT_FAIL("", "a known shortfall (see kOffBoardShort)", Continue);
    QVERIFY2(s.right >= kAllAccuracy * s.squares, qPrintable(mistakes(m.board, m.recognition)));
}

void TestPhotoRecognition::printedFeaturesProposed_data()
{
    BRD_LAYER_recognisedOnSyntheticPhotos_data();
}

void TestPhotoRecognition::printedFeaturesProposed()
{
    QFETCH(QString, name);
    const Measured &m = measured(name);
    int printed = 0, proposed = 0, both = 0;
    QStringList missed, extra;
    for (int i = 0; i < int(m.board.grid.size()); ++i) {
        const Square q = m.board.squareAt(i);
        if (m.board.layer(q) == 0)
            continue; // features stand on layer squares only
        const bool isPrinted = !featuresAt(m.board, q).empty();
        const bool isProposed = m.recognition.at(q).featureHere;
        printed += isPrinted;
        proposed += isProposed;
        both += isPrinted && isProposed;
        if (isPrinted && !isProposed)
            missed << squareText(q);
        if (!isPrinted && isProposed)
            extra << squareText(q);
    }
    const double recall = printed ? double(both) / printed : 1,
                 precision = proposed ? double(both) / proposed : 1;
    // The marks the editor shows: the proposals where nothing is stamped yet; none on a square already
    // stamped, none where the proposal is not a layer.
    Board unstamped = m.board;
    unstamped.rubble.clear();
    unstamped.buried.clear();
    unstamped.statueSpots.clear();
    unstamped.workshopSites.clear();
    unstamped.gateStarts.clear();
    int marks = 0;
    for (const SquareProposal &p : m.recognition.squares)
        marks += p.featureHere;
    QCOMPARE(int(proposedFeatureSquares(unstamped, m.recognition).size()), marks);
    for (const Square &q : proposedFeatureSquares(m.board, m.recognition)) {
        QVERIFY(featuresAt(m.board, q).empty());
        QVERIFY(m.recognition.at(q).terrain != Terrain::Off && m.recognition.at(q).terrain != Terrain::Heart);
    }
    qInfo("%s: features printed %d, proposed %d, recall %.1f %%, precision %.1f %%", qPrintable(name),
          printed, proposed, 100 * recall, 100 * precision);
    QVERIFY2(recall >= kFeatureRecall,
             qPrintable(QStringLiteral("missed ") + missed.join(QStringLiteral(", "))));
    if (known(kFeaturesImprecise, name))
        QEXPECT_FAIL("", "a known shortfall (see kFeaturesImprecise)", Continue);
    QVERIFY2(precision >= kFeaturePrecision,
             qPrintable(QStringLiteral("proposed without a feature ") + extra.join(QStringLiteral(", "))));
}

// The README's example: a photo of the Practice Mountain's winter side (not drawn by the generator: its own
// colours, texture and shading), the grid aligned on the photo's corners as the editor does for a new photo.
// transcribing.hkboard has rows 0-11 painted; the photo shows the whole winter side.
void TestPhotoRecognition::BRD_LAYER_examplePhoto()
{
    const QImage photo(QStringLiteral(HK_SOURCE_DIR "/docs/examples/board-photo.jpg"));
    QVERIFY(!photo.isNull());
    const BoardReadResult read =
        readBoard(QStringLiteral(HK_SOURCE_DIR "/docs/examples/transcribing.hkboard"), ReadMode::Draft);
    QVERIFY(read.board);
    const Board &painted = *read.board;
    const Board winter = readShipped(QStringLiteral("practice-winter"));
    const GridCorners corners{QPointF(0, 0), QPointF(photo.width(), 0),
                              QPointF(photo.width(), photo.height()), QPointF(0, photo.height())};
    const LayerRecognition r = recogniseLayers(photo, corners, painted.rows, painted.columns);
    QVERIFY(r.ok());
    int paintedSquares = 0, paintedRight = 0;
    for (int row = 0; row < 12; ++row)
        for (int column = 0; column < painted.columns; ++column) {
            ++paintedSquares;
            paintedRight += r.at({row, column}).terrain == painted.terrain({row, column});
        }
    const Score s = score(winter, r);
    qInfo(
        "example photo: the %d squares painted in transcribing.hkboard %d right (%.1f %%); the whole winter "
        "side: layers %d/%d (%.1f %%), all %d/%d, Heart %s, uncertain %d, wrong %d of which uncertain %d",
        paintedSquares, paintedRight, 100.0 * paintedRight / paintedSquares, s.layerRight, s.layerSquares,
        100 * s.layerAccuracy(), s.right, s.squares, s.heartFound ? "found" : "missed", s.uncertain, s.wrong,
        s.wrongUncertain);
    QVERIFY2(s.layerAccuracy() >= kLayerAccuracy, qPrintable(mistakes(winter, r)));
    QVERIFY(s.heartFound);
}

// The user clicks one square of each terrain: the squares of each example's colour take its terrain. Shown
// right, the board is recognised as well as by the rings; shown oddly (layer 2's grey called layer 3 and
// layer 3's brown called layer 2), the user is followed; an example that agrees with the proposal changes
// nothing.
void TestPhotoRecognition::BRD_LAYER_userExamplesOverrideTheProposal()
{
    const Measured &m = measured(QStringLiteral("winter, warm lamp on the left"));
    const Square off{0, 0}, heart{10, 11}, grey{3, 8}, brown{5, 9};
    const std::vector<TerrainExample> right{{off, Terrain::Off},       {{12, 1}, Terrain::Layer1},
                                            {grey, Terrain::Layer2},   {brown, Terrain::Layer3},
                                            {{8, 8}, Terrain::Layer4}, {{9, 11}, Terrain::Layer5},
                                            {heart, Terrain::Heart}};
    for (const TerrainExample &e : right)
        QCOMPARE(m.board.terrain(e.square), e.terrain);
    const LayerRecognition shown =
        recogniseLayers(m.photo.image, m.photo.alignedCorners, m.board.rows, m.board.columns, right);
    QVERIFY(shown.ok());
    const Score s = score(m.board, shown);
    QVERIFY2(s.layerAccuracy() >= kLayerAccuracy, qPrintable(mistakes(m.board, shown)));
    QVERIFY(s.heartFound);
    for (const TerrainExample &e : right)
        QCOMPARE(shown.at(e.square).terrain, e.terrain);

    std::vector<TerrainExample> odd = right;
    odd[2].terrain = Terrain::Layer3;
    odd[3].terrain = Terrain::Layer2;
    const LayerRecognition followed =
        recogniseLayers(m.photo.image, m.photo.alignedCorners, m.board.rows, m.board.columns, odd);
    Board swapped = m.board;
    for (Terrain &t : swapped.grid)
        t = t == Terrain::Layer2 ? Terrain::Layer3 : t == Terrain::Layer3 ? Terrain::Layer2 : t;
    QVERIFY2(score(swapped, followed).layerAccuracy() >= kLayerAccuracy,
             qPrintable(mistakes(swapped, followed)));

    const LayerRecognition agreed = recogniseLayers(m.photo.image, m.photo.alignedCorners, m.board.rows,
                                                    m.board.columns, {{{8, 8}, Terrain::Layer4}});
    QCOMPARE(score(m.board, agreed).right, score(m.board, m.recognition).right);
}

// "Apply" paints every proposed terrain in one edit, whose board before is the board to undo to; the
// uncertain squares can be left out.
void TestPhotoRecognition::BRD_LAYER_applyIsOneEdit()
{
    const Measured &m = measured(QStringLiteral("winter, straight above, daylight"));
    Board board = m.board;
    board.grid.assign(board.grid.size(), Terrain::Layer1); // a new board: all layer 1 (features kept)
    const Board before = board;
    const std::vector<TerrainChange> changes = proposedChanges(board, m.recognition);
    const BoardEdit edit = applyRecognition(board, m.recognition);
    QVERIFY(edit.changed);
    QCOMPARE(edit.before, before);
    QCOMPARE(differingSquares(before, board).size(), changes.size());
    for (const TerrainChange &c : changes)
        QCOMPARE(board.terrain(c.square), c.terrain);
    for (int i = 0; i < int(board.grid.size()); ++i)
        QCOMPARE(board.terrain(board.squareAt(i)), m.recognition.at(board.squareAt(i)).terrain);
    // Applying again changes nothing.
    QVERIFY(proposedChanges(board, m.recognition).empty());
    QVERIFY(!applyRecognition(board, m.recognition).changed);
    // Only the certain squares: the uncertain keep their terrain.
    Board partly = before;
    applyRecognition(partly, m.recognition, false);
    for (int i = 0; i < int(partly.grid.size()); ++i) {
        const Square q = partly.squareAt(i);
        QCOMPARE(partly.terrain(q),
                 m.recognition.at(q).uncertain ? before.terrain(q) : m.recognition.at(q).terrain);
    }
    // Another grid size: nothing.
    Board other = before;
    resizeBoard(other, 10, 10);
    QVERIFY(proposedChanges(other, m.recognition).empty());
    QVERIFY(!applyRecognition(other, m.recognition).changed);
}

void TestPhotoRecognition::badInputIsRefused_data()
{
    QTest::addColumn<QImage>("photo");
    QTest::addColumn<QList<QPointF>>("corners");
    QTest::addColumn<int>("rows");
    QTest::addColumn<int>("error");
    QImage photo(400, 300, QImage::Format_RGB32);
    photo.fill(Qt::gray);
    const QList<QPointF> whole{QPointF(0, 0), QPointF(400, 0), QPointF(400, 300), QPointF(0, 300)};
    QTest::newRow("no photo") << QImage() << whole << 10 << int(RecognitionError::NoPhoto);
    QTest::newRow("no rows") << photo << whole << 0 << int(RecognitionError::NoGrid);
    QTest::newRow("corners on a line")
        << photo << QList<QPointF>{QPointF(0, 0), QPointF(100, 0), QPointF(200, 0), QPointF(300, 0)} << 10
        << int(RecognitionError::BadCorners);
    QTest::newRow("corners crossed") << photo
                                     << QList<QPointF>{QPointF(0, 0), QPointF(400, 300), QPointF(400, 0),
                                                       QPointF(0, 300)}
                                     << 10 << int(RecognitionError::BadCorners);
    QTest::newRow("grid beside the photo")
        << photo << QList<QPointF>{QPointF(500, 0), QPointF(900, 0), QPointF(900, 300), QPointF(500, 300)}
        << 10 << int(RecognitionError::OffPhoto);
    QTest::newRow("a plain grey photo") << photo << whole << 10 << int(RecognitionError::None);
}

// Never a crash, and an error the editor can explain; a photo with nothing on it gives an answer, uncertain.
void TestPhotoRecognition::badInputIsRefused()
{
    QFETCH(QImage, photo);
    QFETCH(QList<QPointF>, corners);
    QFETCH(int, rows);
    QFETCH(int, error);
    const LayerRecognition r =
        recogniseLayers(photo, {corners[0], corners[1], corners[2], corners[3]}, rows, 12);
    QCOMPARE(int(r.error), error);
    if (r.ok()) {
        QCOMPARE(r.squares.size(), size_t(rows * 12));
        for (const SquareProposal &p : r.squares)
            QVERIFY(p.confidence >= 0 && p.confidence <= 1);
        QVERIFY(!r.reliable()); // no mountain in it: never a proposal to apply without asking
    } else {
        QVERIFY(r.squares.empty());
    }
}

void TestPhotoRecognition::BRD_LAYER_ringsNotFiveOrOutOfOrderAreSaid_data()
{
    QTest::addColumn<QString>("board");
    QTest::addColumn<QString>("naming");
    QTest::addColumn<int>("rings");
    QTest::addColumn<bool>("consistent");
    for (const QString &board : {QStringLiteral("practice-winter"), QStringLiteral("practice-autumn")}) {
        QTest::newRow(qPrintable(board + QStringLiteral(", as printed")))
            << board << QStringLiteral("right") << 5 << true;
        // The reported failure: glare over the surround taken for off board, so the surround became layer 1,
        // layer 1 layer 2, and so on.
        QTest::newRow(qPrintable(board + QStringLiteral(", every ring one too far out")))
            << board << QStringLiteral("outward") << 5 << false;
        QTest::newRow(qPrintable(board + QStringLiteral(", every ring one too far in")))
            << board << QStringLiteral("inward") << 4 << false;
        QTest::newRow(qPrintable(board + QStringLiteral(", layers 4 and 5 one")))
            << board << QStringLiteral("merged") << 4 << false;
    }
}

// The rings the proposal names must be the mountain's (BRD-LAYER): five layers nesting from the grid's edge
// inward. A naming shifted by one ring, or with a ring missing, is found out rather than proposed.
void TestPhotoRecognition::BRD_LAYER_ringsNotFiveOrOutOfOrderAreSaid()
{
    QFETCH(QString, board);
    QFETCH(QString, naming);
    QFETCH(int, rings);
    QFETCH(bool, consistent);
    const Board b = readShipped(board);
    std::vector<Terrain> terrains;
    const std::vector<bool> known(b.grid.size(), true);
    for (int i = 0; i < int(b.grid.size()); ++i) {
        const Square q = b.squareAt(i);
        const int depth = ringDepth(b.terrain(q));
        int named = depth;
        if (naming == QLatin1String("outward"))
            named = depth == 6 ? 6 : std::min(depth + 1, 5);
        else if (naming == QLatin1String("inward"))
            named = depth == 6 ? 6 : std::max(depth - 1, 0);
        else if (naming == QLatin1String("merged"))
            named = depth == 5 ? 4 : depth;
        static const std::array<Terrain, 7> byDepth{Terrain::Off,    Terrain::Layer1, Terrain::Layer2,
                                                    Terrain::Layer3, Terrain::Layer4, Terrain::Layer5,
                                                    Terrain::Heart};
        terrains.push_back(byDepth[size_t(named)]);
    }
    // A glare spot on the surround (the reported photo) named off board: the squares of the top left corner.
    if (naming == QLatin1String("outward"))
        for (int r = 0; r < 2; ++r)
            for (int c = 0; c < 2; ++c)
                terrains[size_t(r * b.columns + c)] = Terrain::Off;
    const RingCheck check = checkRings(terrains, known, b.rows, b.columns);
    QCOMPARE(check.layers, rings);
    QCOMPARE(check.consistent, consistent);
}

// A quarter of the squares uncertain or more: the proposal is unreliable, whatever the rings.
void TestPhotoRecognition::manyUncertainMakeTheProposalUnreliable()
{
    const Measured &m = measured(QStringLiteral("winter, straight above, daylight"));
    LayerRecognition r = m.recognition;
    QVERIFY(r.reliable());
    const int quarter = int(std::ceil(kUnreliableShare * double(r.squares.size())));
    int uncertain = r.uncertainCount();
    for (SquareProposal &p : r.squares)
        if (!p.uncertain && uncertain < quarter - 1) {
            p.uncertain = true;
            ++uncertain;
        }
    QCOMPARE(r.uncertainCount(), quarter - 1);
    QVERIFY(r.reliable());
    for (SquareProposal &p : r.squares)
        if (!p.uncertain) {
            p.uncertain = true;
            break;
        }
    QVERIFY(!r.reliable());
    r = m.recognition;
    r.ringsConsistent = false;
    QVERIFY(!r.reliable());
}

QTEST_MAIN(TestPhotoRecognition)
#include "tst_photo_recognition.moc"
