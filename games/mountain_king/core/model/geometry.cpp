#include "model/geometry.h"
#include "i18n/arg_text.h"

#include <QSet>

#include <algorithm>

namespace hk {

QString columnLabel(int column)
{
    static constexpr char kLetters[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ"; // no I
    constexpr int kCount = sizeof(kLetters) - 1;
    if (column < 0)
        return QStringLiteral("?");
    QString label;
    for (int n = column + 1; n > 0; n = (n - 1) / kCount) // bijective base 25: Z, then AA
        label.prepend(QLatin1Char(kLetters[(n - 1) % kCount]));
    return label;
}

QString rowLabel(int row)
{
    return QString::number(row + 1);
}

QString squareText(const Square &s)
{
    return columnLabel(s.column) + rowLabel(s.row);
}

Orientation normalized(std::vector<Square> cells, std::optional<Square> anchor)
{
    Orientation o;
    if (cells.empty())
        return o;
    int minRow = cells.front().row, minColumn = cells.front().column, maxRow = minRow, maxColumn = minColumn;
    for (const Square &c : cells) {
        minRow = std::min(minRow, c.row);
        minColumn = std::min(minColumn, c.column);
        maxRow = std::max(maxRow, c.row);
        maxColumn = std::max(maxColumn, c.column);
    }
    for (Square &c : cells)
        c = {c.row - minRow, c.column - minColumn};
    std::sort(cells.begin(), cells.end());
    o.cells = std::move(cells);
    if (anchor)
        o.anchor = Square{anchor->row - minRow, anchor->column - minColumn};
    o.rows = maxRow - minRow + 1;
    o.columns = maxColumn - minColumn + 1;
    return o;
}

std::vector<Orientation> orientations(const Orientation &shape)
{
    std::vector<Orientation> result;
    // The 8 symmetries of the square: 4 rotations, each with or without a mirror.
    const auto transform = [](const Square &s, int t) {
        Square r = (t & 4) ? Square{s.row, -s.column} : s;
        for (int i = 0; i < (t & 3); ++i)
            r = {r.column, -r.row};
        return r;
    };
    for (int t = 0; t < 8; ++t) {
        std::vector<Square> cells;
        for (const Square &c : shape.cells)
            cells.push_back(transform(c, t));
        std::optional<Square> anchor;
        if (shape.anchor)
            anchor = transform(*shape.anchor, t);
        Orientation o = normalized(std::move(cells), anchor);
        if (std::find(result.begin(), result.end(), o) == result.end())
            result.push_back(std::move(o));
    }
    return result;
}

bool isConnected(const std::vector<Square> &cells)
{
    if (cells.empty())
        return false;
    QSet<Square> all(cells.begin(), cells.end());
    QSet<Square> seen{cells.front()};
    std::vector<Square> todo{cells.front()};
    while (!todo.empty()) {
        const Square s = todo.back();
        todo.pop_back();
        for (const Square &step : kEdgeSteps) {
            const Square n = s + step;
            if (all.contains(n) && !seen.contains(n)) {
                seen.insert(n);
                todo.push_back(n);
            }
        }
    }
    return seen.size() == all.size();
}

std::vector<std::vector<Square>> connectedParts(std::vector<Square> squares)
{
    std::vector<std::vector<Square>> parts;
    while (!squares.empty()) {
        std::vector<Square> part{squares.back()};
        squares.pop_back();
        for (size_t k = 0; k < part.size(); ++k)
            for (auto it = squares.begin(); it != squares.end();)
                if (adjacent(*it, part[k])) {
                    part.push_back(*it);
                    it = squares.erase(it);
                } else {
                    ++it;
                }
        std::sort(part.begin(), part.end());
        parts.push_back(std::move(part));
    }
    return parts;
}

} // namespace hk
