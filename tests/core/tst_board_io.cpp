// The board file (*.hkboard, docs/formats.md): every malformed board refused with its JSON path, valid boards
// read exactly and written back unchanged; BRD-LAYER; the shipped Practice Mountain.

#include "io/board_io.h"
#include "rules/board_text.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace hk;

Q_DECLARE_METATYPE(hk::Square)

namespace {

QJsonObject exampleBoard()
{
    QFile file(QStringLiteral(HK_FIXTURES "/boards/format-example.hkboard"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture");
    return QJsonDocument::fromJson(file.readAll()).object();
}

QByteArray edited(const std::function<void(QJsonObject &)> &edit)
{
    QJsonObject o = exampleBoard();
    edit(o);
    return QJsonDocument(o).toJson();
}

auto set(const char *key, const QJsonValue &value)
{
    return [key, value](QJsonObject &o) { o[QLatin1String(key)] = value; };
}

auto gridRow(int row, const char *text)
{
    return [row, text](QJsonObject &o) {
        QJsonArray grid = o[QStringLiteral("grid")].toArray();
        grid[row] = QLatin1String(text);
        o[QStringLiteral("grid")] = grid;
    };
}

QJsonArray squares(std::initializer_list<std::pair<int, int>> list)
{
    QJsonArray a;
    for (auto [r, c] : list)
        a.append(QJsonArray{r, c});
    return a;
}

QString describe(const Problems &problems)
{
    QStringList lines;
    for (const Problem &p : problems)
        lines << formatProblem(QStringLiteral("board"), p);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestBoardIo : public QObject {
    Q_OBJECT
private slots:
    void rejectsEveryMalformedBoard_data();
    void rejectsEveryMalformedBoard();
    void readsTheFormatExample();
    void draftReadKeepsTheProblems_data();
    void draftReadKeepsTheProblems();
    void BRD_LAYER();
    void roundTrips();
    void practiceMountain_data();
    void practiceMountain();
    void asciiRendering();
    void BRD_GRID_coordinates_data();
    void BRD_GRID_coordinates();
    void translatedNames();
};

void TestBoardIo::rejectsEveryMalformedBoard_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("path");
    QTest::newRow("not JSON") << QByteArray("{ \"grid\": [") << "";
    QTest::newRow("a score sheet") << edited(set("format", "hallkeeper-score-sheet")) << "format";
    QTest::newRow("from a newer Hallkeeper") << edited(set("version", 2)) << "version";
    QTest::newRow("unknown key") << edited(set("heart", QJsonArray{3, 4})) << "heart";
    QTest::newRow("name missing") << edited([](QJsonObject &o) { o.remove(QStringLiteral("name")); })
                                  << "name";
    QTest::newRow("name empty") << edited(set("name", " ")) << "name";
    QTest::newRow("names not an object") << edited(set("names", "練習")) << "names";
    QTest::newRow("names in an unknown language")
        << edited(set("names", QJsonObject{{QStringLiteral("fr"), QStringLiteral("Montagne")}}))
        << "names.fr";
    QTest::newRow("names in English, the default's language")
        << edited(set("names", QJsonObject{{QStringLiteral("en"), QStringLiteral("Mountain")}}))
        << "names.en";
    QTest::newRow("an empty translation")
        << edited(set("names", QJsonObject{{QStringLiteral("ja"), QStringLiteral(" ")}})) << "names.ja";
    QTest::newRow("a translation not a string")
        << edited(set("descriptions", QJsonObject{{QStringLiteral("zh_TW"), 3}})) << "descriptions.zh_TW";
    QTest::newRow("side unknown") << edited(set("side", "summer")) << "side";
    QTest::newRow("rows missing") << edited([](QJsonObject &o) { o.remove(QStringLiteral("rows")); })
                                  << "rows";
    QTest::newRow("rows too few") << edited(set("rows", 2)) << "rows";
    QTest::newRow("columns too many") << edited(set("columns", 61)) << "columns";
    QTest::newRow("grid missing") << edited([](QJsonObject &o) { o.remove(QStringLiteral("grid")); })
                                  << "grid";
    QTest::newRow("grid not a list") << edited(set("grid", "1111")) << "grid";
    QTest::newRow("grid with a row missing") << edited([](QJsonObject &o) {
        QJsonArray grid = o[QStringLiteral("grid")].toArray();
        grid.removeLast();
        o[QStringLiteral("grid")] = grid;
    }) << "grid";
    QTest::newRow("ragged row") << edited(gridRow(3, "1234H432")) << "grid[3]";
    QTest::newRow("row not a string") << edited([](QJsonObject &o) {
        QJsonArray grid = o[QStringLiteral("grid")].toArray();
        grid[2] = 5;
        o[QStringLiteral("grid")] = grid;
    }) << "grid[2]";
    QTest::newRow("unknown character") << edited(gridRow(1, "12222x221")) << "grid[1]";
    QTest::newRow("no Heart") << edited(gridRow(3, "123444321")) << "grid";
    QTest::newRow("a second Heart at the edge") << edited(gridRow(5, "H22222221")) << "grid";
    QTest::newRow("feature outside the grid")
        << edited(set("rubble", squares({{2, 2}, {9, 0}}))) << "rubble[1]";
    QTest::newRow("feature off the board") << edited(set("rubble", squares({{0, 0}}))) << "rubble[0]";
    QTest::newRow("feature above the grid") << edited(set("rubble", squares({{-1, 1}}))) << "rubble[0]";
    QTest::newRow("statue spot left of the grid")
        << edited(set("statueSpots", squares({{2, -5}}))) << "statueSpots[0]";
    QTest::newRow("feature on the Heart")
        << edited(set("statueSpots", squares({{3, 4}}))) << "statueSpots[0]";
    QTest::newRow("feature listed twice") << edited(set("rubble", squares({{2, 2}, {2, 2}}))) << "rubble[1]";
    QTest::newRow("workshop site on rubble")
        << edited(set("workshopSites", squares({{2, 2}}))) << "workshopSites[0]";
    QTest::newRow("gate start on a statue spot")
        << edited(set("gateStarts", QJsonArray{QJsonObject{{QStringLiteral("square"), QJsonArray{3, 2}},
                                                           {QStringLiteral("players"), 2}},
                                               QJsonObject{{QStringLiteral("square"), QJsonArray{6, 6}},
                                                           {QStringLiteral("players"), 2}}}))
        << "gateStarts[0].square";
    QTest::newRow("square not a pair") << edited(set("rubble", QJsonArray{QJsonArray{1}})) << "rubble[0]";
    QTest::newRow("square not numbers")
        << edited(set("rubble", QJsonArray{QJsonArray{1, QStringLiteral("x")}})) << "rubble[0]";
    QTest::newRow("buried without resources")
        << edited(set("buried", QJsonArray{QJsonObject{{QStringLiteral("square"), QJsonArray{1, 3}}}}))
        << "buried[0].resources";
    QTest::newRow("buried unknown resource")
        << edited(set("buried", QJsonArray{QJsonObject{{QStringLiteral("square"), QJsonArray{1, 3}},
                                                       {QStringLiteral("resources"),
                                                        QJsonObject{{QStringLiteral("gold"), 1}}}}}))
        << "buried[0].resources.gold";
    QTest::newRow("buried count 10")
        << edited(set("buried", QJsonArray{QJsonObject{{QStringLiteral("square"), QJsonArray{1, 3}},
                                                       {QStringLiteral("resources"),
                                                        QJsonObject{{QStringLiteral("iron"), 10}}}}}))
        << "buried[0].resources.iron";
    QTest::newRow("buried nothing")
        << edited(set("buried", QJsonArray{QJsonObject{{QStringLiteral("square"), QJsonArray{1, 3}},
                                                       {QStringLiteral("resources"), QJsonObject{}}}}))
        << "buried[0].resources";
    QTest::newRow("gate start label 6")
        << edited(set("gateStarts", QJsonArray{QJsonObject{{QStringLiteral("square"), QJsonArray{0, 2}},
                                                           {QStringLiteral("players"), 6}}}))
        << "gateStarts[0].players";
    QTest::newRow("gate start label 1")
        << edited(set("gateStarts", QJsonArray{QJsonObject{{QStringLiteral("square"), QJsonArray{0, 2}},
                                                           {QStringLiteral("players"), 1}}}))
        << "gateStarts[0].players";
    QTest::newRow("gate start without label")
        << edited(set("gateStarts", QJsonArray{QJsonObject{{QStringLiteral("square"), QJsonArray{0, 2}}}}))
        << "gateStarts[0].players";
    QTest::newRow("too few start points for a label")
        << edited(set("gateStarts", QJsonArray{QJsonObject{{QStringLiteral("square"), QJsonArray{0, 2}},
                                                           {QStringLiteral("players"), 3}},
                                               QJsonObject{{QStringLiteral("square"), QJsonArray{6, 6}},
                                                           {QStringLiteral("players"), 3}}}))
        << "gateStarts";
    QTest::newRow("no gate start point") << edited(set("gateStarts", QJsonArray{})) << "gateStarts";
    QTest::newRow("unknown key in a gate start")
        << edited(
               set("gateStarts", QJsonArray{QJsonObject{{QStringLiteral("square"), QJsonArray{0, 2}},
                                                        {QStringLiteral("players"), 2},
                                                        {QStringLiteral("colour"), QStringLiteral("red")}}}))
        << "gateStarts[0].colour";
    QTest::newRow("a key twice")
        << QByteArray(edited([](QJsonObject &) {
           })).replace("\"side\": \"winter\"", "\"side\": \"winter\", \"side\": \"autumn\"")
        << "side";
    QTest::newRow("a key twice in a gate start")
        << QByteArray(edited([](QJsonObject &) {
           })).replace("\"players\": 2", "\"players\": 2, \"players\": 3")
        << "gateStarts[0].players";
    QTest::newRow("a rubble square at half a row")
        << edited(set("rubble", QJsonArray{QJsonArray{2.5, 2}})) << "rubble[0][0]";
    QTest::newRow("more than 21 statue spots") << edited([](QJsonObject &o) {
        QJsonArray spots;
        for (int c = 1; c < 8; ++c)
            for (int r : {1, 2, 4})
                spots.append(QJsonArray{r, c});
        spots.append(QJsonArray{5, 1});
        o[QStringLiteral("statueSpots")] = spots;
        o[QStringLiteral("rubble")] = QJsonArray{};
        o[QStringLiteral("buried")] = QJsonArray{};
        o[QStringLiteral("workshopSites")] = QJsonArray{};
    }) << "statueSpots";
}

void TestBoardIo::rejectsEveryMalformedBoard()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, path);
    const BoardReadResult result = parseBoard(bytes);
    QVERIFY2(!result.board, "a malformed board was accepted");
    const bool named = std::any_of(result.problems.begin(), result.problems.end(),
                                   [&](const Problem &p) { return p.isError() && p.path == path; });
    QVERIFY2(
        named,
        qPrintable(
            QStringLiteral("expected an error at \"%1\", got:\n%2").arg(path, describe(result.problems))));
}

// The board editor reads a board saved half done (ReadMode::Draft): a sound structure opens with its
// problems listed; a broken structure is refused as always. A game (Complete) refuses both.
void TestBoardIo::draftReadKeepsTheProblems_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("draftOpens");
    QTest::newRow("BRD-LAYER: no Heart") << edited(gridRow(3, "123444321")) << "grid" << true;
    QTest::newRow("feature on the Heart") << edited(set("rubble", squares({{3, 4}}))) << "rubble[0]" << true;
    QTest::newRow("SET-GATES: no gate start point")
        << edited(set("gateStarts", QJsonArray{})) << "gateStarts" << true;
    QTest::newRow("name empty") << edited(set("name", " ")) << "name" << true;
    QTest::newRow("a negative buried count")
        << edited(set("buried", QJsonArray{QJsonObject{{QStringLiteral("square"), QJsonArray{2, 2}},
                                                       {QStringLiteral("resources"),
                                                        QJsonObject{{QStringLiteral("stone"), -1}}}}}))
        << "buried[0].resources.stone" << true;
    QTest::newRow("ragged row") << edited(gridRow(3, "1234H432")) << "grid[3]" << false;
    QTest::newRow("unknown character") << edited(gridRow(1, "12222x221")) << "grid[1]" << false;
    QTest::newRow("not JSON") << QByteArray("{ \"grid\": [") << "" << false;
}

void TestBoardIo::draftReadKeepsTheProblems()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, path);
    QFETCH(bool, draftOpens);
    QVERIFY2(!parseBoard(bytes).board, "a game accepted a board with problems");
    const BoardReadResult draft = parseBoard(bytes, ReadMode::Draft);
    QCOMPARE(bool(draft.board), draftOpens);
    if (draft.board) { // saved again as it is: nothing fixed on the way
        const BoardReadResult again = parseBoard(boardToBytes(*draft.board), ReadMode::Draft);
        QVERIFY(again.board);
        QCOMPARE(*again.board, *draft.board);
    }
    QVERIFY2(std::any_of(draft.problems.begin(), draft.problems.end(),
                         [&](const Problem &p) { return p.isError() && p.path == path; }),
             qPrintable(describe(draft.problems)));
}

void TestBoardIo::readsTheFormatExample()
{
    const BoardReadResult result = readBoard(QStringLiteral(HK_FIXTURES "/boards/format-example.hkboard"));
    QVERIFY2(result.board, qPrintable(describe(result.problems)));
    const Board &b = *result.board;
    QCOMPARE(b.rows, 7);
    QCOMPARE(b.columns, 9);
    QCOMPARE(b.side, BoardSide::Winter);
    QCOMPARE(b.rubble, (std::vector<Square>{{2, 2}, {4, 6}}));
    QCOMPARE(at(b.buried.front().resources, Resource::Iron), 2);
    QCOMPARE(b.gateStarts.size(), size_t(2));
    QCOMPARE(b.gateStarts[1], (GateStart{{6, 6}, 2}));
}

void TestBoardIo::BRD_LAYER()
{
    const Board b = *readBoard(QStringLiteral(HK_FIXTURES "/boards/format-example.hkboard")).board;
    QCOMPARE(b.layer({0, 1}), 1);
    QCOMPARE(b.layer({1, 1}), 2);
    QCOMPARE(b.layer({3, 3}), 4);
    QCOMPARE(b.layer({3, 4}), 0); // the Heart is no layer
    QVERIFY(b.isHeart({3, 4}));
    QCOMPARE(b.layer({0, 0}), 0); // off the board
    QVERIFY(!b.onBoard({0, 0}));
    QVERIFY(!b.onBoard({-1, 3}));
    QVERIFY(b.onBoard({3, 4}));
}

void TestBoardIo::roundTrips()
{
    const Board b = *readBoard(QStringLiteral(HK_FIXTURES "/boards/format-example.hkboard")).board;
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("copy.hkboard"));
    QCOMPARE(writeBoard(file, b), QString());
    const BoardReadResult again = readBoard(file);
    QVERIFY2(again.board, qPrintable(describe(again.problems)));
    QCOMPARE(*again.board, b);
    QVERIFY(boardToBytes(b).startsWith("{\n  \"format\": \"hallkeeper-board\",\n  \"version\": 1,"));
}

void TestBoardIo::practiceMountain_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("side");
    QTest::newRow("winter") << QStringLiteral(":/boards/practice-winter.hkboard") << int(BoardSide::Winter);
    QTest::newRow("autumn") << QStringLiteral(":/boards/practice-autumn.hkboard") << int(BoardSide::Autumn);
}

// The shipped Practice Mountain: plausible, and plainly not the printed board.
void TestBoardIo::practiceMountain()
{
    QFETCH(QString, file);
    QFETCH(int, side);
    const BoardReadResult result = readBoard(file);
    QVERIFY2(result.board, qPrintable(describe(result.problems)));
    QVERIFY(result.problems.empty());
    const Board &b = *result.board;
    QCOMPARE(int(b.side), side);
    QVERIFY(b.name.contains(QStringLiteral("not the printed board")));
    QVERIFY(b.description.contains(QStringLiteral("NOT the board printed")));
    for (int layer = 1; layer <= 5; ++layer)
        QVERIFY(std::count(b.grid.begin(), b.grid.end(), static_cast<Terrain>(layer)) > 0);
    QVERIFY(b.statueSpots.size() <= 21u);
    QVERIFY(!b.rubble.empty());
    QVERIFY(!b.buried.empty());
    const size_t tiles = side == int(BoardSide::Winter) ? 22 : 11; // the box's 22; the largest supply of 11
    QVERIFY2(b.workshopSites.size() > tiles, qPrintable(QString::number(b.workshopSites.size())));
    for (const GateStart &g : b.gateStarts)
        QCOMPARE(b.layer(g.square), 1); // on the outer layer
    const auto labelled = [&](int n) {
        return std::count_if(b.gateStarts.begin(), b.gateStarts.end(),
                             [n](const GateStart &g) { return g.players == n; });
    };
    if (side == int(BoardSide::Winter)) {
        QVERIFY(labelled(4) >= 4);
        QVERIFY(labelled(5) >= 5);
        QCOMPARE(b.statueSpots.size(), 21u);
    } else {
        QVERIFY(labelled(3) >= 3);
    }
}

void TestBoardIo::asciiRendering()
{
    const Board b = *readBoard(QStringLiteral(HK_FIXTURES "/boards/format-example.hkboard")).board;
    const QStringList lines = boardAsciiText(b).split(QLatin1Char('\n'));
    // The edges carry the coordinates of every message: column letters, row numbers from 1 (squareText).
    QCOMPARE(lines[0], QStringLiteral("     A  B  C  D  E  F  G  H  J"));
    QCOMPARE(lines[1], QStringLiteral(" 1     1  G2 1  1  1  1  1"));
    QCOMPARE(lines[4], QStringLiteral(" 4  1  2  3S 4  H  4  3S 2  1"));
    QVERIFY(boardSummaryText(b).contains(QStringLiteral("Gate start points: 2 (2 labelled 2)")));
}

// One numbering everywhere: column letters as on a Go board (no I), rows from 1 at the top.
void TestBoardIo::BRD_GRID_coordinates_data()
{
    QTest::addColumn<Square>("square");
    QTest::addColumn<QString>("text");
    QTest::newRow("top left") << Square{0, 0} << "A1";
    QTest::newRow("H, then J: no I") << Square{4, 8} << "J5";
    QTest::newRow("the winter board's heart") << Square{10, 11} << "M11";
    QTest::newRow("the last single letter") << Square{20, 24} << "Z21";
    QTest::newRow("then two letters") << Square{0, 25} << "AA1";
    QTest::newRow("60 columns, 60 rows") << Square{59, 59} << "BK60";
}

void TestBoardIo::BRD_GRID_coordinates()
{
    QFETCH(Square, square);
    QFETCH(QString, text);
    QCOMPARE(squareText(square), text);
    // Unambiguous: every square of the largest board has its own label.
    QSet<QString> seen;
    for (int r = 0; r < 60; ++r)
        for (int c = 0; c < 60; ++c)
            seen.insert(squareText({r, c}));
    QCOMPARE(seen.size(), 3600);
}

// Shipped names in the reader's language; a name without translations (typed by a user) stays as it is.
void TestBoardIo::translatedNames()
{
    const Board b = *readBoard(QStringLiteral(":/boards/practice-winter.hkboard")).board;
    QCOMPARE(inLanguage(b.name, b.names, QStringLiteral("zh_TW")),
             QStringLiteral("練習山脈——冬季面（非印刷版圖）"));
    QCOMPARE(inLanguage(b.name, b.names, QStringLiteral("en")), b.name);
    QCOMPARE(inLanguage(QStringLiteral("Our board"), {}, QStringLiteral("ja")), QStringLiteral("Our board"));
    // Written back as read.
    const BoardReadResult again = readBoardObject(boardToJson(b));
    QVERIFY(again.board);
    QCOMPARE(again.board->names, b.names);
    QCOMPARE(again.board->descriptions, b.descriptions);
}

QTEST_GUILESS_MAIN(TestBoardIo)
#include "tst_board_io.moc"
