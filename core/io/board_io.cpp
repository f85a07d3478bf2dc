#include "io/board_io.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <map>
#include <set>

namespace hk {

namespace {

class BoardReaderText {
    Q_DECLARE_TR_FUNCTIONS(BoardReader)
};

QString key(const char *k)
{
    return QString::fromLatin1(k);
}

std::optional<Square> readSquare(JsonChecker &check, const QJsonValue &value, const QString &path)
{
    const QJsonArray pair = value.toArray();
    if (!value.isArray() || pair.size() != 2 || !pair[0].isDouble() || !pair[1].isDouble()) {
        check.error(
            path,
            BoardReaderText::tr("expected a square as [row, column], found %1").arg(describeJson(value)));
        return std::nullopt;
    }
    const auto row = check.integer(pair[0], indexPath(path, 0));
    const auto column = check.integer(pair[1], indexPath(path, 1));
    if (!row || !column)
        return std::nullopt;
    return Square{*row, *column};
}

template <class ReadItem>
void readList(JsonChecker &check, const QJsonObject &root, const char *name, ReadItem readItem)
{
    if (!root.contains(key(name)))
        return;
    if (const auto list = check.array(root.value(key(name)), key(name)))
        for (qsizetype i = 0; i < list->size(); ++i)
            readItem(list->at(i), indexPath(key(name), i));
}

void readGrid(JsonChecker &check, const QJsonObject &root, Board &board)
{
    const bool hasRows = check.require(root, key("rows"), {});
    const bool hasColumns = check.require(root, key("columns"), {});
    const auto rows = hasRows ? check.integer(root.value(key("rows")), key("rows")) : std::nullopt;
    const auto columns =
        hasColumns ? check.integer(root.value(key("columns")), key("columns")) : std::nullopt;
    bool sizeOk = rows && columns;
    for (const auto &[value, name] : {std::pair{rows, "rows"}, std::pair{columns, "columns"}})
        if (value && (*value < kMinBoardSize || *value > kMaxBoardSize)) {
            check.error(key(name), BoardReaderText::tr("expected an integer from %1 to %2, found %3")
                                       .arg(kMinBoardSize)
                                       .arg(kMaxBoardSize)
                                       .arg(*value));
            sizeOk = false;
        }
    if (!check.require(root, key("grid"), {}))
        return;
    const auto grid = check.array(root.value(key("grid")), key("grid"));
    if (!grid || !sizeOk)
        return;
    board.rows = *rows;
    board.columns = *columns;
    board.grid.assign(size_t(board.rows) * board.columns, Terrain::Off);
    if (grid->size() != board.rows)
        check.error(
            key("grid"),
            BoardReaderText::tr("expected %1 rows (\"rows\"), found %2").arg(board.rows).arg(grid->size()));
    for (qsizetype r = 0; r < std::min<qsizetype>(grid->size(), board.rows); ++r) {
        const QString path = indexPath(key("grid"), r);
        const auto line = check.string(grid->at(r), path);
        if (!line)
            continue;
        if (line->size() != board.columns)
            check.error(path, BoardReaderText::tr("row %1 has %2 characters, expected %3 (\"columns\")")
                                  .arg(r)
                                  .arg(line->size())
                                  .arg(board.columns));
        for (qsizetype c = 0; c < std::min<qsizetype>(line->size(), board.columns); ++c) {
            const auto terrain = terrainFromChar(line->at(c));
            if (terrain)
                board.grid[size_t(r) * board.columns + c] = *terrain;
            else
                check.error(path, BoardReaderText::tr(
                                      "row %1, column %2: unknown character \"%3\"; expected \".\" (off the "
                                      "board), \"1\" to \"5\" (a layer) or \"H\" (the Mountain Heart)")
                                      .arg(r)
                                      .arg(c)
                                      .arg(line->at(c)));
        }
    }
}

} // namespace

BoardReadResult readBoardObject(const QJsonObject &root, Problems problems, ReadMode mode)
{
    JsonChecker check(problems);
    Board board;
    check.rejectUnknownKeys(root, {},
                            {key("format"), key("version"), key("name"), key("description"), key("side"),
                             key("rows"), key("columns"), key("grid"), key("rubble"), key("buried"),
                             key("statueSpots"), key("workshopSites"), key("gateStarts")});
    if (check.require(root, key("name"), {}))
        if (auto name = check.string(root.value(key("name")), key("name"))) {
            board.name = name->trimmed(); // an empty name is reported by validateBoard
        }
    if (root.contains(key("description")))
        if (auto d = check.string(root.value(key("description")), key("description")))
            board.description = *d;
    if (check.require(root, key("side"), {})) {
        const auto side = check.identifier<BoardSide>(
            root.value(key("side")), key("side"),
            [](const QString &id) -> std::optional<BoardSide> {
                if (id == QLatin1String("winter"))
                    return BoardSide::Winter;
                if (id == QLatin1String("autumn"))
                    return BoardSide::Autumn;
                return std::nullopt;
            },
            QStringLiteral("\"winter\", \"autumn\""));
        if (side)
            board.side = *side;
    }
    readGrid(check, root, board);

    const auto squareList = [&](const char *name, std::vector<Square> &into) {
        readList(check, root, name, [&](const QJsonValue &v, const QString &path) {
            if (auto s = readSquare(check, v, path))
                into.push_back(*s);
            else
                into.push_back({-1, -1}); // keeps later indexes true to the file
        });
    };
    squareList("rubble", board.rubble);
    squareList("statueSpots", board.statueSpots);
    squareList("workshopSites", board.workshopSites);
    readList(check, root, "buried", [&](const QJsonValue &v, const QString &path) {
        BuriedResources b{{-1, -1}, {}};
        if (auto o = check.object(v, path)) {
            check.rejectUnknownKeys(*o, path, {key("square"), key("resources")});
            if (check.require(*o, key("square"), path))
                if (auto s = readSquare(check, o->value(key("square")), childPath(path, key("square"))))
                    b.square = *s;
            if (check.require(*o, key("resources"), path))
                if (auto r = check.object(o->value(key("resources")), childPath(path, key("resources")))) {
                    QStringList ids;
                    for (Resource kind : kAllResources)
                        ids << resourceId(kind);
                    check.rejectUnknownKeys(*r, childPath(path, key("resources")), ids);
                    for (Resource kind : kAllResources)
                        if (r->contains(resourceId(kind)))
                            if (auto n = check.integer(
                                    r->value(resourceId(kind)),
                                    childPath(childPath(path, key("resources")), resourceId(kind))))
                                at(b.resources, kind) = *n;
                }
        }
        board.buried.push_back(b);
    });
    readList(check, root, "gateStarts", [&](const QJsonValue &v, const QString &path) {
        GateStart g{{-1, -1}, 0};
        if (auto o = check.object(v, path)) {
            check.rejectUnknownKeys(*o, path, {key("square"), key("players")});
            if (check.require(*o, key("square"), path))
                if (auto s = readSquare(check, o->value(key("square")), childPath(path, key("square"))))
                    g.square = *s;
            if (check.require(*o, key("players"), path))
                if (auto n = check.integer(o->value(key("players")), childPath(path, key("players"))))
                    g.players = *n;
        }
        board.gateStarts.push_back(g);
    });

    const bool readable = !hasErrors(problems);
    if (readable) // a broken grid would only make the feature checks talk nonsense
        for (const Problem &p : validateBoard(board))
            problems.push_back(p);
    BoardReadResult result;
    if (!hasErrors(problems) || (readable && mode == ReadMode::Draft))
        result.board = std::move(board);
    result.problems = std::move(problems);
    return result;
}

namespace {

QJsonArray squareJson(const Square &s)
{
    return QJsonArray{s.row, s.column};
}

} // namespace

Problems validateBoard(const Board &board)
{
    Problems problems;
    JsonChecker check(problems);
    if (board.name.isEmpty())
        check.error(key("name"), BoardReaderText::tr("expected a name for the board, found an empty one"));
    if (std::none_of(board.grid.begin(), board.grid.end(), [](Terrain t) { return t == Terrain::Heart; }))
        check.error(QStringLiteral("grid"), BoardReaderText::tr("the board has no Mountain Heart (\"H\")"),
                    QStringLiteral("BRD-LAYER"));

    // Every feature stands on a layer square, once, and features that exclude each other do not share one.
    enum Feature { Rubble, Buried, Statue, Workshop, Gate };
    const QString names[] = {BoardReaderText::tr("rubble"), BoardReaderText::tr("buried resources"),
                             BoardReaderText::tr("a statue spot"), BoardReaderText::tr("a workshop site"),
                             BoardReaderText::tr("a gate start point")};
    std::map<Square, std::map<Feature, QString>> seen; // square -> feature -> path of its first entry
    const auto place = [&](const Square &s, Feature f, const QString &path) {
        if (!board.inGrid(s)) {
            check.error(path,
                        BoardReaderText::tr("square %1 is outside the %2 × %3 grid")
                            .arg(squareText(s))
                            .arg(board.rows)
                            .arg(board.columns),
                        QStringLiteral("DIG-BOUNDS"));
            return;
        }
        if (board.terrain(s) == Terrain::Off) {
            check.error(path, BoardReaderText::tr("square %1 is off the board (\".\")").arg(squareText(s)),
                        QStringLiteral("DIG-BOUNDS"));
            return;
        }
        if (board.isHeart(s)) {
            check.error(path,
                        BoardReaderText::tr("square %1 is the Mountain Heart, where nothing is printed")
                            .arg(squareText(s)),
                        QStringLiteral("DIG-OVERLAP"));
            return;
        }
        auto &here = seen[s];
        if (here.count(f)) {
            check.error(path,
                        BoardReaderText::tr("square %1 is already listed at %2").arg(squareText(s), here[f]));
            return;
        }
        // A workshop site and a gate are never covered by a tunnel: nothing else can share their square.
        for (const auto &[other, otherPath] : here) {
            const bool exclusive = f == Workshop || f == Gate || other == Workshop || other == Gate;
            if (exclusive)
                check.error(path,
                            BoardReaderText::tr("square %1 cannot hold both %2 and %3 (%4)")
                                .arg(squareText(s), names[f], names[other], otherPath),
                            QStringLiteral("DIG-OVERLAP"));
        }
        here[f] = path;
    };
    for (size_t i = 0; i < board.rubble.size(); ++i)
        place(board.rubble[i], Rubble, indexPath(QStringLiteral("rubble"), qsizetype(i)));
    for (size_t i = 0; i < board.buried.size(); ++i) {
        const QString path = indexPath(QStringLiteral("buried"), qsizetype(i));
        place(board.buried[i].square, Buried, childPath(path, QStringLiteral("square")));
        int count = 0;
        for (Resource r : kAllResources) {
            const int n = at(board.buried[i].resources, r);
            if (n < 0 || n > 9)
                check.error(childPath(childPath(path, QStringLiteral("resources")), resourceId(r)),
                            BoardReaderText::tr("expected an integer from 0 to 9, found %1").arg(n),
                            QStringLiteral("DIG-BURIED-RES"));
            count += std::max(0, n);
        }
        if (count == 0)
            check.error(childPath(path, QStringLiteral("resources")),
                        BoardReaderText::tr("expected at least one buried resource"),
                        QStringLiteral("DIG-BURIED-RES"));
    }
    for (size_t i = 0; i < board.statueSpots.size(); ++i)
        place(board.statueSpots[i], Statue, indexPath(QStringLiteral("statueSpots"), qsizetype(i)));
    if (board.statueSpots.size() > size_t(kStatuesInBox))
        check.error(QStringLiteral("statueSpots"),
                    BoardReaderText::tr("%1 statue spots, but the box holds %2 statues")
                        .arg(board.statueSpots.size())
                        .arg(kStatuesInBox),
                    QStringLiteral("SET-STATUES"));
    for (size_t i = 0; i < board.workshopSites.size(); ++i)
        place(board.workshopSites[i], Workshop, indexPath(QStringLiteral("workshopSites"), qsizetype(i)));

    std::map<int, int> perLabel;
    for (size_t i = 0; i < board.gateStarts.size(); ++i) {
        const QString path = indexPath(QStringLiteral("gateStarts"), qsizetype(i));
        place(board.gateStarts[i].square, Gate, childPath(path, QStringLiteral("square")));
        const int label = board.gateStarts[i].players;
        if (label < 2 || label > 5)
            check.error(childPath(path, QStringLiteral("players")),
                        BoardReaderText::tr("expected a player count from 2 to 5, found %1").arg(label),
                        QStringLiteral("SET-GATES"));
        else
            ++perLabel[label];
    }
    if (perLabel.empty())
        check.error(QStringLiteral("gateStarts"), BoardReaderText::tr("the board has no gate start point"),
                    QStringLiteral("SET-GATES"));
    for (const auto &[label, count] : perLabel)
        if (count < std::max(label, 2))
            check.error(QStringLiteral("gateStarts"),
                        BoardReaderText::tr("%1 start points are labelled %2, but a %2-player game needs %2")
                            .arg(count)
                            .arg(label),
                        QStringLiteral("SET-GATES"));
    return problems;
}

BoardReadResult parseBoard(const QByteArray &bytes, ReadMode mode)
{
    Problems problems;
    const auto root = parseJsonDocument(bytes, key(kBoardFormat), kBoardVersion, problems);
    return root ? readBoardObject(*root, problems, mode) : BoardReadResult{std::nullopt, problems};
}

BoardReadResult readBoard(const QString &fileName, ReadMode mode)
{
    Problems problems;
    const auto root = readJsonDocument(fileName, key(kBoardFormat), kBoardVersion, problems);
    return root ? readBoardObject(*root, problems, mode) : BoardReadResult{std::nullopt, problems};
}

QJsonObject boardToJson(const Board &board)
{
    QJsonArray grid;
    for (int r = 0; r < board.rows; ++r) {
        QString line;
        for (int c = 0; c < board.columns; ++c)
            line += QLatin1Char(terrainChar(board.terrain({r, c})));
        grid.append(line);
    }
    const auto squares = [](const std::vector<Square> &list) {
        QJsonArray a;
        for (const Square &s : list)
            a.append(squareJson(s));
        return a;
    };
    QJsonArray buried;
    for (const BuriedResources &b : board.buried) {
        QJsonObject resources;
        for (Resource r : kAllResources)
            if (at(b.resources, r) != 0) // a draft's wrong count is kept as it is, never fixed silently
                resources[resourceId(r)] = at(b.resources, r);
        buried.append(QJsonObject{{key("square"), squareJson(b.square)}, {key("resources"), resources}});
    }
    QJsonArray gates;
    for (const GateStart &g : board.gateStarts)
        gates.append(QJsonObject{{key("square"), squareJson(g.square)}, {key("players"), g.players}});
    QJsonObject o{{key("format"), key(kBoardFormat)},
                  {key("version"), kBoardVersion},
                  {key("name"), board.name},
                  {key("side"), boardSideId(board.side)},
                  {key("rows"), board.rows},
                  {key("columns"), board.columns},
                  {key("grid"), grid},
                  {key("rubble"), squares(board.rubble)},
                  {key("buried"), buried},
                  {key("statueSpots"), squares(board.statueSpots)},
                  {key("workshopSites"), squares(board.workshopSites)},
                  {key("gateStarts"), gates}};
    if (!board.description.isEmpty())
        o[key("description")] = board.description;
    return o;
}

QByteArray boardToBytes(const Board &board)
{
    static const QStringList order{
        key("format"),     key("version"), key("name"),        key("description"),
        key("side"),       key("rows"),    key("columns"),     key("grid"),
        key("rubble"),     key("buried"),  key("statueSpots"), key("workshopSites"),
        key("gateStarts"), key("square"),  key("resources"),   key("players")};
    return formatJson(boardToJson(board), order);
}

QString writeBoard(const QString &fileName, const Board &board)
{
    return writeFileAtomically(fileName, boardToBytes(board));
}

} // namespace hk
