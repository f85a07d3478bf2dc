#include "model/board_edit.h"

#include "model/board_validation.h"

#include <algorithm>

namespace hk {

std::vector<Square> rectangleSquares(const Board &board, const Square &a, const Square &b)
{
    std::vector<Square> squares;
    const int top = std::max(0, std::min(a.row, b.row)),
              bottom = std::min(board.rows - 1, std::max(a.row, b.row));
    const int left = std::max(0, std::min(a.column, b.column));
    const int right = std::min(board.columns - 1, std::max(a.column, b.column));
    for (int r = top; r <= bottom; ++r)
        for (int c = left; c <= right; ++c)
            squares.push_back({r, c});
    return squares;
}

std::vector<Square> floodRegion(const Board &board, const Square &start)
{
    if (!board.inGrid(start))
        return {};
    const Terrain terrain = board.terrain(start);
    std::vector<bool> seen(board.grid.size(), false);
    std::vector<Square> region, stack{start};
    seen[board.index(start)] = true;
    while (!stack.empty()) {
        const Square s = stack.back();
        stack.pop_back();
        region.push_back(s);
        for (const Square &step : kEdgeSteps)
            if (const Square n = s + step;
                board.inGrid(n) && !seen[board.index(n)] && board.terrain(n) == terrain) {
                seen[board.index(n)] = true;
                stack.push_back(n);
            }
    }
    std::sort(region.begin(), region.end());
    return region;
}

std::vector<Feature> featuresAt(const Board &board, const Square &square)
{
    std::vector<Feature> features;
    const auto has = [&](const std::vector<Square> &list) {
        return std::find(list.begin(), list.end(), square) != list.end();
    };
    if (has(board.rubble))
        features.push_back({FeatureKind::Rubble, {}, 0});
    for (const BuriedResources &b : board.buried)
        if (b.square == square)
            features.push_back({FeatureKind::Buried, b.resources, 0});
    if (has(board.statueSpots))
        features.push_back({FeatureKind::StatueSpot, {}, 0});
    if (has(board.workshopSites))
        features.push_back({FeatureKind::WorkshopSite, {}, 0});
    for (const GateStart &g : board.gateStarts)
        if (g.square == square)
            features.push_back({FeatureKind::GateStart, {}, g.players});
    return features;
}

namespace {

template <class T, class Pred> void eraseWhere(std::vector<T> &list, Pred pred)
{
    list.erase(std::remove_if(list.begin(), list.end(), pred), list.end());
}

// Removes the features of a kind (every kind when empty) for which `where` holds.
template <class Where> void removeWhere(Board &board, std::optional<FeatureKind> kind, Where where)
{
    const auto of = [&](FeatureKind k) { return !kind || *kind == k; };
    if (of(FeatureKind::Rubble))
        eraseWhere(board.rubble, where);
    if (of(FeatureKind::Buried))
        eraseWhere(board.buried, [&](const BuriedResources &b) { return where(b.square); });
    if (of(FeatureKind::StatueSpot))
        eraseWhere(board.statueSpots, where);
    if (of(FeatureKind::WorkshopSite))
        eraseWhere(board.workshopSites, where);
    if (of(FeatureKind::GateStart))
        eraseWhere(board.gateStarts, [&](const GateStart &g) { return where(g.square); });
}

BoardEdit finish(Board &board, Board before)
{
    const bool changed = !(board == before);
    return {std::move(before), changed};
}

} // namespace

BoardEdit paintTerrain(Board &board, const std::vector<Square> &squares, Terrain terrain)
{
    Board before = board;
    for (const Square &s : squares)
        if (board.inGrid(s))
            board.grid[board.index(s)] = terrain;
    return finish(board, std::move(before));
}

BoardEdit stampFeature(Board &board, const Square &square, const Feature &feature)
{
    Board before = board;
    if (!board.inGrid(square))
        return {std::move(before), false};
    removeWhere(board, feature.kind, [&](const Square &s) { return s == square; });
    switch (feature.kind) {
    case FeatureKind::Rubble:
        board.rubble.push_back(square);
        break;
    case FeatureKind::Buried:
        board.buried.push_back({square, feature.buried});
        break;
    case FeatureKind::StatueSpot:
        board.statueSpots.push_back(square);
        break;
    case FeatureKind::WorkshopSite:
        board.workshopSites.push_back(square);
        break;
    case FeatureKind::GateStart:
        board.gateStarts.push_back({square, feature.players});
        break;
    }
    return finish(board, std::move(before));
}

BoardEdit removeFeatures(Board &board, const Square &square, std::optional<FeatureKind> kind)
{
    Board before = board;
    removeWhere(board, kind, [&](const Square &s) { return s == square; });
    return finish(board, std::move(before));
}

BoardEdit resizeBoard(Board &board, int rows, int columns)
{
    Board before = board;
    std::vector<Terrain> grid(size_t(std::max(0, rows)) * size_t(std::max(0, columns)), Terrain::Off);
    for (int r = 0; r < std::min(rows, board.rows); ++r)
        for (int c = 0; c < std::min(columns, board.columns); ++c)
            grid[size_t(r) * columns + c] = board.grid[board.index({r, c})];
    board.rows = std::max(0, rows);
    board.columns = std::max(0, columns);
    board.grid = std::move(grid);
    removeWhere(board, std::nullopt, [&](const Square &s) { return !board.inGrid(s); });
    return finish(board, std::move(before));
}

std::optional<Square> problemSquare(const Board &board, const Problem &problem)
{
    // A feature outside the grid has no square to select: its problem is about the whole board.
    const std::optional<Square> square =
        problem.where.isWhole() ? boardLocation(board, problem.path).square : problem.where.square;
    return square && board.inGrid(*square) ? square : std::nullopt;
}

std::vector<Square> differingSquares(const Board &a, const Board &b)
{
    std::vector<Square> squares;
    if (a.rows != b.rows || a.columns != b.columns)
        return squares;
    for (int i = 0; i < int(a.grid.size()) && i < int(b.grid.size()); ++i)
        if (a.grid[size_t(i)] != b.grid[size_t(i)])
            squares.push_back(a.squareAt(i));
    // Features: few, and only compared when a list differs.
    const auto addFeatureSquares = [&](const Board &from) {
        for (const Square &s : from.rubble)
            squares.push_back(s);
        for (const BuriedResources &r : from.buried)
            squares.push_back(r.square);
        for (const Square &s : from.statueSpots)
            squares.push_back(s);
        for (const Square &s : from.workshopSites)
            squares.push_back(s);
        for (const GateStart &g : from.gateStarts)
            squares.push_back(g.square);
    };
    if (a.rubble != b.rubble || a.buried != b.buried || a.statueSpots != b.statueSpots ||
        a.workshopSites != b.workshopSites || a.gateStarts != b.gateStarts) {
        const size_t terrain = squares.size();
        addFeatureSquares(a);
        addFeatureSquares(b);
        // Keep only the squares whose features differ.
        std::vector<Square> features(squares.begin() + std::ptrdiff_t(terrain), squares.end());
        squares.resize(terrain);
        std::sort(features.begin(), features.end());
        features.erase(std::unique(features.begin(), features.end()), features.end());
        for (const Square &s : features)
            if (featuresAt(a, s) != featuresAt(b, s))
                squares.push_back(s);
    }
    return squares;
}

} // namespace hk
