// Every problem leaving the readers and validators of sheets, boards and catalogs carries its place in the
// table's terms (ProblemLocation), filled in core, and locationText names it as the table would: the app
// never takes a JSON path apart. The JSON path stays as it was (the command line's contract).

#include "common/invalid_sheets.h"
#include "io/board_io.h"
#include "io/catalog_io.h"
#include "io/score_sheet_io.h"
#include "model/board_validation.h"
#include "model/catalog_validation.h"

#include <QJsonArray>
#include <QTest>

using namespace hk;
using namespace hk::test;
using Part = ProblemLocation::Part;
using Field = ProblemLocation::Field;

Q_DECLARE_METATYPE(hk::ProblemLocation::Part)
Q_DECLARE_METATYPE(hk::ProblemLocation::Field)

#include <optional>

namespace {

// A copy, not a pointer: the list is often a temporary, gone by the next statement (ASan saw one).
std::optional<Problem> problemAt(const Problems &problems, const QString &path)
{
    for (const Problem &p : problems)
        if (p.path == path)
            return p;
    return std::nullopt;
}

QString problemPaths(const Problems &problems)
{
    QStringList paths;
    for (const Problem &p : problems)
        paths << p.path + QStringLiteral(": ") + p.message;
    return paths.join(QLatin1Char('\n'));
}

QJsonObject statue(const char *clan, int layer, bool pedestal)
{
    return {{QStringLiteral("clan"), QLatin1String(clan)},
            {QStringLiteral("layer"), layer},
            {QStringLiteral("onOwnPedestal"), pedestal}};
}

Board exampleBoard()
{
    return *readBoard(QStringLiteral(HK_FIXTURES "/boards/format-example.hkboard")).board;
}

} // namespace

class TestProblemLocation : public QObject {
    Q_OBJECT
private slots:
    void sheetProblemsAreLocated_data();
    void sheetProblemsAreLocated();
    void everyInvalidSheetCaseIsLocated();
    void boardProblemsAreLocated_data();
    void boardProblemsAreLocated();
    void catalogProblemsAreLocated_data();
    void catalogProblemsAreLocated();
    void otherEntriesAreNamedInTheTablesTerms();
};

void TestProblemLocation::sheetProblemsAreLocated_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("path"); // unchanged: the command line prints it
    QTest::addColumn<Part>("part");
    QTest::addColumn<int>("player");
    QTest::addColumn<int>("item");
    QTest::addColumn<Field>("field");
    QTest::addColumn<QString>("text"); // locationText with the sheet's names
    QTest::newRow("statue on a taken pedestal (PED-UNIQUE)")
        << withPlayer(
               1, [](QJsonObject &p) { p[QStringLiteral("statues")] = QJsonArray{statue("fire", 5, true)}; })
        << "players[1].statues[0].onOwnPedestal" << Part::Statues << 1 << 0 << Field::Pedestal
        << "Bob, statue 1, pedestal";
    QTest::newRow("tunnel size") << withPlayer(0,
                                               [](QJsonObject &p) {
                                                   p[QStringLiteral("tunnels")] = QJsonArray{QJsonObject{
                                                       {QStringLiteral("size"), 9},
                                                       {QStringLiteral("mineral"), QStringLiteral("stone")}}};
                                               })
                                 << "players[0].tunnels[0].size" << Part::Tunnels << 0 << 0 << Field::Size
                                 << "Ann, tunnel 1, size";
    QTest::newRow("great hall") << withPlayer(0,
                                              [](QJsonObject &p) {
                                                  p[QStringLiteral("halls")] = QJsonArray{
                                                      QJsonObject{{QStringLiteral("low"), 99},
                                                                  {QStringLiteral("high"), 15},
                                                                  {QStringLiteral("altar"), false}}};
                                              })
                                << "players[0].halls[0].high" << Part::Halls << 0 << 0 << Field::High
                                << "Ann, great hall 1, high value";
    QTest::newRow("coronation token")
        << withPlayer(1, [](QJsonObject &p) { p[QStringLiteral("coronation")] = 4; })
        << "players[1].coronation" << Part::Coronation << 1 << -1 << Field::None << "Bob, coronation token";
    QTest::newRow("troll moot (MOOT-SLOTS)")
        << withPlayer(
               0, [](QJsonObject &p) { p[QStringLiteral("trollLevels")] = QJsonArray{1, 1, 1, 1, 1, 1, 1}; })
        << "players[0].trollLevels" << Part::TrollLevels << 0 << -1 << Field::None << "Ann, troll moot";
    QTest::newRow("a name used twice")
        << withPlayer(1, [](QJsonObject &p) { p[QStringLiteral("name")] = QStringLiteral("Ann"); })
        << "players[1].name" << Part::Name << 1 << -1 << Field::Name << "Ann, name";
    QTest::newRow("a resource of the wrong type (the reader)")
        << withPlayer(0,
                      [](QJsonObject &p) {
                          p[QStringLiteral("resources")] =
                              QJsonObject{{QStringLiteral("iron"), QStringLiteral("x")}};
                      })
        << "players[0].resources.iron" << Part::Resources << 0 << -1 << Field::None
        << "Player 1, iron"; // a sheet that cannot be read has no names to give
    QTest::newRow("pedestal score token")
        << withPlayer(0,
                      [](QJsonObject &p) {
                          p[QStringLiteral("pedestalTokens")] = QJsonArray{3, 12};
                      })
        << "players[0].pedestalTokens[1]" << Part::PedestalTokens << 0 << 1 << Field::None
        << "Ann, pedestal score token 2";
    QTest::newRow("one player") << withPlayers(1) << "players" << Part::Players << -1 << -1 << Field::None
                                << "players";
}

void TestProblemLocation::sheetProblemsAreLocated()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, path);
    QFETCH(Part, part);
    QFETCH(int, player);
    QFETCH(int, item);
    QFETCH(Field, field);
    QFETCH(QString, text);
    const ScoreSheetReadResult read = parseScoreSheet(bytes, ReadMode::Draft);
    const std::optional<Problem> p = problemAt(read.problems, path);
    QVERIFY2(p, qPrintable(problemPaths(read.problems)));
    QCOMPARE(p->where.part, part);
    QCOMPARE(p->where.player, player);
    QCOMPARE(p->where.item, item);
    QCOMPARE(p->where.field, field);
    QStringList names;
    for (const SheetPlayer &sp : read.sheet ? read.sheet->players : std::vector<SheetPlayer>{})
        names << sp.name;
    QCOMPARE(locationText(p->where, names), text);
    // The validator alone (the sheet window's live check) locates the same way.
    if (read.sheet)
        for (const Problem &q : validateSheet(*read.sheet))
            if (q.path == path)
                QCOMPARE(q.where, p->where);
}

// Every constraint of the sheet format, broken: each problem about a player's value says which player.
void TestProblemLocation::everyInvalidSheetCaseIsLocated()
{
    for (const InvalidSheetCase &c : invalidSheetCases()) {
        const ScoreSheetReadResult read = parseScoreSheet(c.bytes, ReadMode::Draft);
        for (const Problem &p : read.problems) {
            if (!p.path.startsWith(QLatin1String("players[")))
                continue;
            const int player = p.path.mid(8, p.path.indexOf(QLatin1Char(']')) - 8).toInt();
            QVERIFY2(p.where.player == player && p.where.part != Part::Whole,
                     qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(c.name), p.path)));
        }
    }
}

void TestProblemLocation::boardProblemsAreLocated_data()
{
    QTest::addColumn<int>("breakage");
    QTest::addColumn<QString>("path");
    QTest::addColumn<Part>("part");
    QTest::addColumn<int>("item");
    QTest::addColumn<Field>("field");
    QTest::newRow("gate start label")
        << 0 << "gateStarts[0].players" << Part::GateStart << 0 << Field::PlayerCount;
    QTest::newRow("statue spot on the Heart")
        << 1 << "statueSpots[0]" << Part::StatueSpot << 0 << Field::None;
    QTest::newRow("rubble listed twice") << 2 << "rubble[1]" << Part::Rubble << 1 << Field::None;
    QTest::newRow("a second Heart") << 3 << "grid" << Part::MountainHeart << -1 << Field::None;
    QTest::newRow("no name") << 4 << "name" << Part::BoardName << -1 << Field::None;
}

void TestProblemLocation::boardProblemsAreLocated()
{
    QFETCH(int, breakage);
    QFETCH(QString, path);
    QFETCH(Part, part);
    QFETCH(int, item);
    QFETCH(Field, field);
    Board board = exampleBoard();
    QVERIFY(validateBoard(board).empty());
    Square heart{};
    for (int i = 0; i < int(board.grid.size()); ++i)
        if (board.grid[size_t(i)] == Terrain::Heart)
            heart = board.squareAt(i);
    std::optional<Square> square;
    switch (breakage) {
    case 0:
        board.gateStarts[0].players = 9;
        square = board.gateStarts[0].square;
        break;
    case 1:
        board.statueSpots[0] = heart;
        square = heart;
        break;
    case 2:
        board.rubble = {board.rubble.at(0), board.rubble.at(0)};
        square = board.rubble[0];
        break;
    case 3: { // the first layer square of the top row becomes a Heart at the edge
        for (int c = 0; c < board.columns && !square; ++c)
            if (board.onBoard({0, c})) {
                board.grid[size_t(board.index({0, c}))] = Terrain::Heart;
                square = Square{0, c};
            }
        break;
    }
    default:
        board.name.clear();
        break;
    }
    const Problems problems = validateBoard(board);
    const std::optional<Problem> p = problemAt(problems, path);
    QVERIFY2(p, qPrintable(problemPaths(problems)));
    QCOMPARE(p->where.part, part);
    QCOMPARE(p->where.item, item);
    QCOMPARE(p->where.field, field);
    QCOMPARE(p->where.square, square);
    QCOMPARE(p->where.player, -1);
    if (square)
        QVERIFY2(locationText(p->where).endsWith(squareText(*square)) ||
                     locationText(p->where).contains(squareText(*square) + QLatin1Char(',')),
                 qPrintable(locationText(p->where)));
    // The reader of a draft locates the same way.
    const BoardReadResult read = parseBoard(boardToBytes(board), ReadMode::Draft);
    const std::optional<Problem> r = problemAt(read.problems, path);
    QVERIFY(r);
    QCOMPARE(r->where, p->where);
}

void TestProblemLocation::catalogProblemsAreLocated_data()
{
    QTest::addColumn<int>("breakage");
    QTest::addColumn<QString>("path");
    QTest::addColumn<Part>("part");
    QTest::addColumn<int>("item");
    QTest::addColumn<Field>("field");
    QTest::addColumn<QString>("text");
    QTest::newRow("a tunnel tile twice")
        << 0 << "tunnels[1].shape" << Part::TunnelTile << 1 << Field::Shape << "tunnel tile 2, shape";
    QTest::newRow("a great hall's high value")
        << 1 << "halls[0].high" << Part::HallTile << 0 << Field::High << "great hall tile 1, high value";
    QTest::newRow("a workshop count")
        << 2 << "workshops[1].count" << Part::WorkshopTile << 1 << Field::Count << "workshop tile 2, count";
    QTest::newRow("the catalog's name")
        << 3 << "name" << Part::CatalogName << -1 << Field::None << "catalog name";
}

void TestProblemLocation::catalogProblemsAreLocated()
{
    QFETCH(int, breakage);
    QFETCH(QString, path);
    QFETCH(Part, part);
    QFETCH(int, item);
    QFETCH(Field, field);
    QFETCH(QString, text);
    Catalog catalog = *readDefaultCatalog().catalog;
    switch (breakage) {
    case 0:
        catalog.tunnels[1].shape = catalog.tunnels[0].shape;
        break;
    case 1:
        catalog.halls[0].high = catalog.halls[0].low - 1;
        break;
    case 2:
        catalog.workshops[1].count = -1;
        break;
    default:
        catalog.name.clear();
        break;
    }
    const Problems problems = validateCatalog(catalog);
    const std::optional<Problem> p = problemAt(problems, path);
    QVERIFY2(p, qPrintable(problemPaths(problems)));
    QCOMPARE(p->where.part, part);
    QCOMPARE(p->where.item, item);
    QCOMPARE(p->where.field, field);
    QCOMPARE(locationText(p->where), text);
    const CatalogReadResult read = parseCatalog(catalogToBytes(catalog), ReadMode::Draft);
    const std::optional<Problem> r = problemAt(read.problems, path);
    QVERIFY2(r, qPrintable(problemPaths(read.problems)));
    QCOMPARE(r->where, p->where);
}

// A problem naming another entry names it as the table does, not by its path; the path of the problem itself
// is unchanged.
void TestProblemLocation::otherEntriesAreNamedInTheTablesTerms()
{
    const QByteArray sheet = withPlayer(
        1, [](QJsonObject &p) { p[QStringLiteral("statues")] = QJsonArray{statue("fire", 5, true)}; });
    const std::optional<Problem> pedestal = problemAt(parseScoreSheet(sheet, ReadMode::Draft).problems,
                                                      QStringLiteral("players[1].statues[0].onOwnPedestal"));
    QVERIFY(pedestal);
    QVERIFY2(pedestal->message.endsWith(QStringLiteral("and Ann's statue 1 already stands on it")),
             qPrintable(pedestal->message));

    Board board = exampleBoard();
    board.rubble = {board.rubble.at(0), board.rubble.at(0)};
    const std::optional<Problem> twice = problemAt(validateBoard(board), QStringLiteral("rubble[1]"));
    QVERIFY(twice);
    QVERIFY2(
        twice->message.endsWith(
            QStringLiteral("is already listed as rubble square 1 at %1").arg(squareText(board.rubble[0]))),
        qPrintable(twice->message));

    Catalog catalog = *readDefaultCatalog().catalog;
    catalog.tunnels[1].shape = catalog.tunnels[0].shape;
    const std::optional<Problem> same =
        problemAt(validateCatalog(catalog), QStringLiteral("tunnels[1].shape"));
    QVERIFY(same);
    QVERIFY2(same->message.startsWith(QStringLiteral("the same tile as tunnel tile 1,")),
             qPrintable(same->message));
}

QTEST_GUILESS_MAIN(TestProblemLocation)
#include "tst_problem_location.moc"
