#include "io/board_io.h"

#include "i18n/arg_text.h"
#include "io/json_reader.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <functional>

namespace hk {

namespace {

class BoardReaderText {
    Q_DECLARE_TR_FUNCTIONS(BoardReader)
};

// The grid, once "rows" and "columns" are read: a string of `columns` characters per row.
bool readGrid(JsonReader &r, const QJsonValue &value, const JsonPath &path, Board &board)
{
    const std::optional<QJsonArray> grid = r.array(value, path);
    const auto sized = [](int n) { return n >= kMinBoardSize && n <= kMaxBoardSize; };
    if (!grid || !sized(board.rows) || !sized(board.columns))
        return false;
    board.grid.assign(size_t(board.rows) * board.columns, Terrain::Off);
    if (grid->size() != board.rows)
        r.error(path, BoardReaderText::tr("expected %1 rows (\"rows\"), found %2")
                          .arg(argText(board.rows), argText(grid->size())));
    for (qsizetype row = 0; row < std::min<qsizetype>(grid->size(), board.rows); ++row) {
        const JsonPath rowPath = path.index(row);
        const auto line = r.string(grid->at(row), rowPath);
        if (!line)
            continue;
        if (line->size() != board.columns)
            r.error(rowPath, BoardReaderText::tr("row %1 has %2 characters, expected %3 (\"columns\")")
                                 .arg(argText(row), argText(line->size()), argText(board.columns)));
        for (qsizetype c = 0; c < std::min<qsizetype>(line->size(), board.columns); ++c) {
            if (const auto terrain = terrainFromChar(line->at(c)))
                board.grid[size_t(row) * board.columns + c] = *terrain;
            else
                r.error(rowPath, BoardReaderText::tr(
                                     "row %1, column %2: unknown character \"%3\"; expected \".\" (off the "
                                     "board), \"1\" to \"5\" (a layer) or \"H\" (the Mountain Heart)")
                                     .arg(argText(row), argText(c), argText(line->at(c))));
        }
    }
    return true;
}

const Schema<BuriedResources> &buriedSchema()
{
    using F = Field<BuriedResources>;
    static const Schema<BuriedResources> schema{{
        F::required("square", &BuriedResources::square, square()),
        F::required("resources", &BuriedResources::resources, counts()), // 0-9: validateBoard (drafts)
    }};
    return schema;
}

const Schema<GateStart> &gateStartSchema()
{
    using F = Field<GateStart>;
    static const Schema<GateStart> schema{{
        F::required("square", &GateStart::square, square()),
        F::required("players", &GateStart::players, integer()), // 2-5: validateBoard (drafts)
    }};
    return schema;
}

const Schema<Board> &boardSchema()
{
    using F = Field<Board>;
    const auto side = [](const QString &id) -> std::optional<BoardSide> {
        if (id == QLatin1String("winter"))
            return BoardSide::Winter;
        if (id == QLatin1String("autumn"))
            return BoardSide::Autumn;
        return std::nullopt;
    };
    const IntRange size{kMinBoardSize, kMaxBoardSize};
    static const Schema<Board> schema{
        {
            F::required("name", &Board::name, text(Trim::Yes)), // an empty name is reported by validateBoard
            F::optional("names", &Board::names, translatedNames()),
            F::optional("description", &Board::description, text(Trim::No, kMaxTextLength)),
            F::optional("descriptions", &Board::descriptions, translatedNames(kMaxTextLength)),
            F::required("side", &Board::side,
                        identifier<BoardSide>(side, QStringLiteral("\"winter\", \"autumn\""))),
            F::required("rows", &Board::rows, integer(size)),
            F::required("columns", &Board::columns, integer(size)),
            F::required("grid", std::identity(), ReadValue<Board>(readGrid)),
            F::optional("rubble", &Board::rubble, listOf(square())),
            F::optional("buried", &Board::buried, listOf(objectOf(buriedSchema()))),
            F::optional("statueSpots", &Board::statueSpots, listOf(square())),
            F::optional("workshopSites", &Board::workshopSites, listOf(square())),
            F::optional("gateStarts", &Board::gateStarts, listOf(objectOf(gateStartSchema()))),
        },
        {key("format"), key("version")}};
    return schema;
}

} // namespace

BoardReadResult readBoardObject(const QJsonObject &root, Problems problems, ReadMode mode)
{
    JsonReader r(problems);
    Board board;
    readFields(r, root, JsonPath(), boardSchema(), board);
    const bool readable = !hasErrors(problems);
    if (readable) // a broken grid would only make the feature checks talk nonsense
        for (const Problem &p : validateBoard(board))
            problems.push_back(p);
    locateProblems(problems, [&](const QString &path) { return boardLocation(board, path); });
    BoardReadResult result;
    if (!hasErrors(problems) || (readable && mode == ReadMode::Draft))
        result.board = std::move(board);
    result.problems = std::move(problems);
    return result;
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

template <class Sink> void encodeBoard(Sink &out, const Board &board, bool header)
{
    const auto key = [&](const char *name) { out.key(QLatin1StringView(name)); };
    const auto squares = [&](const char *name, const std::vector<Square> &list) {
        key(name);
        out.beginArray();
        for (const Square &s : list)
            writeSquare(out, s);
        out.end();
    };
    out.beginObject();
    if (header) {
        key("format");
        out.value(QLatin1StringView(kBoardFormat));
        key("version");
        out.value(kBoardVersion);
    }
    key("name");
    out.value(board.name);
    key("side");
    out.value(boardSideId(board.side));
    key("rows");
    out.value(board.rows);
    key("columns");
    out.value(board.columns);
    key("grid");
    out.beginArray();
    for (int r = 0; r < board.rows; ++r) {
        QString line;
        for (int c = 0; c < board.columns; ++c)
            line += QLatin1Char(terrainChar(board.terrain({r, c})));
        out.value(line);
    }
    out.end();
    squares("rubble", board.rubble);
    key("buried");
    out.beginArray();
    for (const BuriedResources &b : board.buried) {
        out.beginObject();
        key("square");
        writeSquare(out, b.square);
        key("resources");
        writeCounts(out, b.resources); // a draft's wrong count is kept as it is, never fixed silently
        out.end();
    }
    out.end();
    squares("statueSpots", board.statueSpots);
    squares("workshopSites", board.workshopSites);
    key("gateStarts");
    out.beginArray();
    for (const GateStart &g : board.gateStarts) {
        out.beginObject();
        key("square");
        writeSquare(out, g.square);
        key("players");
        out.value(g.players);
        out.end();
    }
    out.end();
    if (!board.names.empty()) {
        key("names");
        writeTranslatedNames(out, board.names);
    }
    if (!board.description.isEmpty()) {
        key("description");
        out.value(board.description);
    }
    if (!board.descriptions.empty()) {
        key("descriptions");
        writeTranslatedNames(out, board.descriptions);
    }
    out.end();
}
template void encodeBoard(JsonTreeBuilder &, const Board &, bool);
template void encodeBoard(JsonLayout &, const Board &, bool);

QJsonObject boardToJson(const Board &board)
{
    JsonTreeBuilder tree;
    encodeBoard(tree, board, true);
    return tree.result().toObject();
}

QByteArray boardToBytes(const Board &board)
{
    static const QStringList order{key("format"),      key("version"),       key("name"),       key("names"),
                                   key("description"), key("descriptions"),  key("side"),       key("rows"),
                                   key("columns"),     key("grid"),          key("rubble"),     key("buried"),
                                   key("statueSpots"), key("workshopSites"), key("gateStarts"), key("square"),
                                   key("resources"),   key("players"),       key("zh_TW"),      key("zh_CN"),
                                   key("ja")};
    JsonLayout layout(order);
    encodeBoard(layout, board, true);
    return layout.text();
}

QString writeBoard(const QString &fileName, const Board &board)
{
    return writeFileAtomically(fileName, boardToBytes(board));
}

} // namespace hk
