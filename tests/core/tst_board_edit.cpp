// The board editor's operations (core/model/board_edit.h): brush, rectangle and flood fill of layers,
// features stamped and removed, resizing, undo by the board kept before, and the square each validation
// problem names.

#include "io/board_io.h"
#include "model/board_edit.h"

#include <QTest>

using namespace hk;

namespace {

// A board from text rows ('.', '1'-'5', 'H'), no features.
Board boardOf(const QStringList &rows)
{
    Board b;
    b.rows = int(rows.size());
    b.columns = int(rows.front().size());
    for (const QString &row : rows)
        for (QChar c : row)
            b.grid.push_back(*terrainFromChar(c));
    return b;
}

QStringList rowsOf(const Board &b)
{
    QStringList rows;
    for (int r = 0; r < b.rows; ++r) {
        QString row;
        for (int c = 0; c < b.columns; ++c)
            row += QLatin1Char(terrainChar(b.terrain({r, c})));
        rows << row;
    }
    return rows;
}

} // namespace

Q_DECLARE_METATYPE(Square)
Q_DECLARE_METATYPE(std::vector<Square>)

class TestBoardEdit : public QObject {
    Q_OBJECT
private slots:
    void BRD_GRID_floodFillFollowsEdgesOnly_data();
    void BRD_GRID_floodFillFollowsEdgesOnly();
    void BRD_LAYER_paintRectangleAndUndo_data();
    void BRD_LAYER_paintRectangleAndUndo();
    void SET_GATES_stampReplacesTheSameKind();
    void removeFeatures_data();
    void removeFeatures();
    void resizeKeepsWhatStaysAndDropsTheRest();
    void problemSquare_data();
    void problemSquare();
    void differingSquares_data();
    void differingSquares();
};

void TestBoardEdit::BRD_GRID_floodFillFollowsEdgesOnly_data()
{
    QTest::addColumn<QStringList>("grid");
    QTest::addColumn<Square>("start");
    QTest::addColumn<QStringList>("painted"); // the grid after the region is painted '5'
    // The two 1-squares touch only at a corner: diagonal is not adjacent (BRD-GRID).
    QTest::newRow("diagonal is not adjacent")
        << QStringList{"1.", ".1"} << Square{0, 0} << QStringList{"5.", ".1"};
    QTest::newRow("a ring around the Heart")
        << QStringList{"222", "2H2", "222"} << Square{0, 1} << QStringList{"555", "5H5", "555"};
    QTest::newRow("off-board region")
        << QStringList{"..1", ".11", "111"} << Square{0, 0} << QStringList{"551", "511", "111"};
}

void TestBoardEdit::BRD_GRID_floodFillFollowsEdgesOnly()
{
    QFETCH(QStringList, grid);
    QFETCH(Square, start);
    QFETCH(QStringList, painted);
    Board board = boardOf(grid);
    const std::vector<Square> region = floodRegion(board, start);
    QVERIFY(std::find(region.begin(), region.end(), start) != region.end());
    paintTerrain(board, region, Terrain::Layer5);
    QCOMPARE(rowsOf(board), painted);
    QVERIFY(floodRegion(board, {-1, 0}).empty());
}

void TestBoardEdit::BRD_LAYER_paintRectangleAndUndo_data()
{
    QTest::addColumn<Square>("a");
    QTest::addColumn<Square>("b");
    QTest::addColumn<QStringList>("painted");
    QTest::newRow("corners in any order")
        << Square{2, 2} << Square{1, 0} << QStringList{"....", "333.", "333."};
    QTest::newRow("clipped to the grid")
        << Square{-3, 2} << Square{0, 9} << QStringList{"..33", "....", "...."};
    QTest::newRow("one square") << Square{0, 0} << Square{0, 0} << QStringList{"3...", "....", "...."};
}

void TestBoardEdit::BRD_LAYER_paintRectangleAndUndo()
{
    QFETCH(Square, a);
    QFETCH(Square, b);
    QFETCH(QStringList, painted);
    Board board = boardOf({"....", "....", "...."});
    const Board original = board;
    const BoardEdit edit = paintTerrain(board, rectangleSquares(board, a, b), Terrain::Layer3);
    QVERIFY(edit.changed);
    QCOMPARE(rowsOf(board), painted);
    board = edit.before; // undo
    QVERIFY(board == original);
    QVERIFY(!paintTerrain(board, {}, Terrain::Layer3).changed);
}

void TestBoardEdit::SET_GATES_stampReplacesTheSameKind()
{
    Board board = boardOf({"111", "1H1", "111"});
    QVERIFY(stampFeature(board, {0, 0}, {FeatureKind::GateStart, {}, 3}).changed);
    QVERIFY(stampFeature(board, {0, 0}, {FeatureKind::GateStart, {}, 2}).changed); // the label rewritten
    QCOMPARE(board.gateStarts.size(), size_t(1));
    QCOMPARE(board.gateStarts.front().players, 2);
    QVERIFY(!stampFeature(board, {0, 0}, {FeatureKind::GateStart, {}, 2}).changed); // the same again
    ResourceCounts pile{};
    pile[size_t(Resource::Stone)] = 2;
    stampFeature(board, {0, 0}, {FeatureKind::Buried, pile, 0});
    const std::vector<Feature> here = featuresAt(board, {0, 0});
    QCOMPARE(here.size(), size_t(2)); // kinds do not replace each other
    QCOMPARE(here[0].kind, FeatureKind::Buried);
    QCOMPARE(here[0].buried, pile);
    QCOMPARE(here[1].kind, FeatureKind::GateStart);
    QVERIFY(!stampFeature(board, {5, 5}, {FeatureKind::Rubble, {}, 0}).changed); // off the grid
}

void TestBoardEdit::removeFeatures_data()
{
    QTest::addColumn<int>("kind"); // -1: every kind
    QTest::addColumn<int>("left");
    QTest::newRow("rubble only") << int(FeatureKind::Rubble) << 2;
    QTest::newRow("every kind") << -1 << 0;
    QTest::newRow("a kind that is not there") << int(FeatureKind::GateStart) << 3;
}

void TestBoardEdit::removeFeatures()
{
    QFETCH(int, kind);
    QFETCH(int, left);
    Board board = boardOf({"111", "1H1", "111"});
    for (FeatureKind k : {FeatureKind::Rubble, FeatureKind::StatueSpot, FeatureKind::WorkshopSite})
        stampFeature(board, {2, 2}, {k, {}, 0});
    stampFeature(board, {0, 0}, {FeatureKind::Rubble, {}, 0});
    const BoardEdit edit = hk::removeFeatures(
        board, {2, 2}, kind < 0 ? std::nullopt : std::optional<FeatureKind>(static_cast<FeatureKind>(kind)));
    QCOMPARE(int(featuresAt(board, {2, 2}).size()), left);
    QCOMPARE(edit.changed, left != 3);
    QCOMPARE(featuresAt(board, {0, 0}).size(), size_t(1)); // another square untouched
}

void TestBoardEdit::resizeKeepsWhatStaysAndDropsTheRest()
{
    Board board = boardOf({"123", "4H5", "123"});
    stampFeature(board, {0, 0}, {FeatureKind::Rubble, {}, 0});
    stampFeature(board, {2, 2}, {FeatureKind::StatueSpot, {}, 0});
    const Board original = board;
    const BoardEdit smaller = resizeBoard(board, 2, 4);
    QCOMPARE(rowsOf(board), (QStringList{"123.", "4H5."}));
    QCOMPARE(board.rubble.size(), size_t(1));
    QVERIFY(board.statueSpots.empty()); // (2, 2) is outside now
    board = smaller.before;
    QVERIFY(board == original);
}

void TestBoardEdit::problemSquare_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("found");
    QTest::addColumn<Square>("square");
    QTest::newRow("rubble entry") << "rubble[1]" << true << Square{1, 1};
    QTest::newRow("buried square") << "buried[0].square" << true << Square{2, 0};
    QTest::newRow("gate label") << "gateStarts[0].players" << true << Square{0, 2};
    QTest::newRow("grid row") << "grid[2]" << true << Square{2, 0};
    QTest::newRow("index past the end") << "rubble[7]" << false << Square{};
    QTest::newRow("the whole board") << "gateStarts" << false << Square{};
    QTest::newRow("buried count") << "buried[0].resources.stone" << true << Square{2, 0};
    QTest::newRow("a gate's square") << "gateStarts[0].square" << true << Square{0, 2};
    QTest::newRow("a feature outside the grid: nothing to select") << "rubble[2]" << false << Square{};
    QTest::newRow("a feature above the grid: nothing to select") << "statueSpots[0]" << false << Square{};
}

void TestBoardEdit::problemSquare()
{
    QFETCH(QString, path);
    QFETCH(bool, found);
    QFETCH(Square, square);
    Board board = boardOf({"111", "1H1", "111"});
    board.rubble = {{0, 0}, {1, 1}, {5, 1}};
    board.statueSpots = {{-1, 0}};
    board.buried = {{{2, 0}, {}}};
    board.gateStarts = {{{0, 2}, 2}};
    const std::optional<Square> s = hk::problemSquare(board, Problem{path, QStringLiteral("x"), {}, {}});
    QCOMPARE(s.has_value(), found);
    if (found)
        QCOMPARE(*s, square);
    // A real problem of validateBoard points at its square: rubble on the Heart.
    bool sawHeart = false;
    for (const Problem &p : validateBoard(board))
        if (const auto at = hk::problemSquare(board, p); at && *at == Square{1, 1})
            sawHeart = true;
    QVERIFY(sawHeart);
}

// What an edit, an undo or a redo has to repaint: exactly the squares whose terrain or features changed.
void TestBoardEdit::differingSquares_data()
{
    QTest::addColumn<int>("edit");
    QTest::addColumn<std::vector<Square>>("expected");
    QTest::newRow("nothing") << 0 << std::vector<Square>{};
    QTest::newRow("terrain of two squares") << 1 << std::vector<Square>{{0, 1}, {2, 2}};
    QTest::newRow("a feature stamped") << 2 << std::vector<Square>{{1, 0}};
    QTest::newRow("a gate's label rewritten") << 3 << std::vector<Square>{{0, 0}};
    QTest::newRow("a feature removed, another stays") << 4 << std::vector<Square>{{2, 0}};
}

void TestBoardEdit::differingSquares()
{
    QFETCH(int, edit);
    QFETCH(std::vector<Square>, expected);
    Board before = boardOf({"111", "1H1", "111"});
    stampFeature(before, {0, 0}, {FeatureKind::GateStart, {}, 2});
    stampFeature(before, {2, 0}, {FeatureKind::Rubble, {}, 0});
    stampFeature(before, {2, 1}, {FeatureKind::StatueSpot, {}, 0});
    Board after = before;
    switch (edit) {
    case 1:
        paintTerrain(after, {{0, 1}, {2, 2}}, Terrain::Layer3);
        break;
    case 2:
        stampFeature(after, {1, 0}, {FeatureKind::WorkshopSite, {}, 0});
        break;
    case 3:
        stampFeature(after, {0, 0}, {FeatureKind::GateStart, {}, 3});
        break;
    case 4:
        hk::removeFeatures(after, {2, 0});
        break;
    default:
        break;
    }
    QCOMPARE(hk::differingSquares(before, after), expected);
    QCOMPARE(hk::differingSquares(after, before), expected);
}

QTEST_GUILESS_MAIN(TestBoardEdit)
#include "tst_board_edit.moc"
