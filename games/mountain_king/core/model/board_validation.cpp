#include "model/board_validation.h"
#include "i18n/arg_text.h"
#include "rules/rule_ids.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>

namespace hk {

namespace {

// Translation context "BoardReader": these checks were the board reader's before they moved to the model.
class BoardValidationText {
    Q_DECLARE_TR_FUNCTIONS(BoardReader)
};

// One square of each connected group of Heart squares (side by side): a mountain has exactly one group.
std::vector<Square> heartRegions(const Board &board)
{
    std::vector<Square> regions;
    std::vector<bool> seen(board.grid.size(), false);
    for (int i = 0; i < int(board.grid.size()); ++i) {
        if (seen[i] || board.grid[i] != Terrain::Heart)
            continue;
        regions.push_back(board.squareAt(i));
        std::vector<Square> stack{board.squareAt(i)};
        seen[i] = true;
        while (!stack.empty()) {
            const Square s = stack.back();
            stack.pop_back();
            for (const Square step : {Square{1, 0}, Square{-1, 0}, Square{0, 1}, Square{0, -1}}) {
                const Square n = s + step;
                if (board.inGrid(n) && !seen[board.index(n)] && board.isHeart(n)) {
                    seen[board.index(n)] = true;
                    stack.push_back(n);
                }
            }
        }
    }
    return regions;
}

} // namespace

Problems validateBoard(const Board &board)
{
    Problems problems;
    ProblemReporter check(problems);
    if (board.name.isEmpty())
        check.error(QStringLiteral("name"),
                    BoardValidationText::tr("expected a name for the board, found an empty one"));
    if (std::none_of(board.grid.begin(), board.grid.end(), [](Terrain t) { return t == Terrain::Heart; })) {
        check.error(QStringLiteral("grid"),
                    BoardValidationText::tr("the board has no Mountain Heart (\"H\")"),
                    QString::fromLatin1(rule::BrdLayer));
        problems.back().where.part = ProblemLocation::Part::MountainHeart;
    } else if (const std::vector<Square> hearts = heartRegions(board); hearts.size() > 1) {
        check.error(QStringLiteral("grid"),
                    BoardValidationText::tr(
                        "the board has %1 Mountain Hearts (\"H\" at %2 and %3); a mountain has one, "
                        "at its centre")
                        .arg(QString::number(hearts.size()), squareText(hearts[0]), squareText(hearts[1])),
                    QString::fromLatin1(rule::BrdLayer));
        // The Heart to look at is the one away from the centre, where a mountain has its own.
        const auto offCentre = [&](const Square &s) {
            return std::abs(2 * s.row - board.rows) + std::abs(2 * s.column - board.columns);
        };
        problems.back().where = {
            ProblemLocation::Part::MountainHeart,
            -1,
            -1,
            {},
            {},
            *std::max_element(hearts.begin(), hearts.end(),
                              [&](const Square &a, const Square &b) { return offCentre(a) < offCentre(b); })};
    }

    // Every feature stands on a layer square, once, and features that exclude each other do not share one.
    enum Feature { Rubble, Buried, Statue, Workshop, Gate };
    const QString names[] = {BoardValidationText::tr("rubble"), BoardValidationText::tr("buried resources"),
                             BoardValidationText::tr("a statue spot"),
                             BoardValidationText::tr("a workshop site"),
                             BoardValidationText::tr("a gate start point")};
    std::map<Square, std::map<Feature, QString>> seen; // square -> feature -> path of its first entry
    const auto place = [&](const Square &s, Feature f, const QString &path) {
        if (!board.inGrid(s)) {
            check.error(path,
                        BoardValidationText::tr("square %1 is outside the %2 × %3 grid")
                            .arg(squareText(s), argText(board.rows), argText(board.columns)),
                        QString::fromLatin1(rule::DigBounds));
            return;
        }
        if (board.terrain(s) == Terrain::Off) {
            check.error(path,
                        BoardValidationText::tr("square %1 is off the board (\".\")").arg(squareText(s)),
                        QString::fromLatin1(rule::DigBounds));
            return;
        }
        if (board.isHeart(s)) {
            check.error(path,
                        BoardValidationText::tr("square %1 is the Mountain Heart, where nothing is printed")
                            .arg(squareText(s)),
                        QString::fromLatin1(rule::DigOverlap));
            return;
        }
        auto &here = seen[s];
        if (here.count(f)) {
            check.error(path, BoardValidationText::tr("square %1 is already listed as %2")
                                  .arg(squareText(s), locationText(boardLocation(board, here[f]))));
            return;
        }
        // A workshop site and a gate are never covered by a tunnel: nothing else can share their square.
        for (const auto &[other, otherPath] : here) {
            const bool exclusive = f == Workshop || f == Gate || other == Workshop || other == Gate;
            if (exclusive)
                check.error(path,
                            BoardValidationText::tr("square %1 cannot hold both %2 and %3 (%4)")
                                .arg(squareText(s), names[f], names[other],
                                     locationText(boardLocation(board, otherPath))),
                            QString::fromLatin1(rule::DigOverlap));
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
                            BoardValidationText::tr("expected an integer from 0 to 9, found %1").arg(n),
                            QString::fromLatin1(rule::DigBuriedRes));
            count += std::max(0, n);
        }
        if (count == 0)
            check.error(childPath(path, QStringLiteral("resources")),
                        BoardValidationText::tr("expected at least one buried resource"),
                        QString::fromLatin1(rule::DigBuriedRes));
    }
    for (size_t i = 0; i < board.statueSpots.size(); ++i)
        place(board.statueSpots[i], Statue, indexPath(QStringLiteral("statueSpots"), qsizetype(i)));
    if (board.statueSpots.size() > size_t(kStatuesInBox))
        check.error(QStringLiteral("statueSpots"),
                    BoardValidationText::tr("%1 statue spots, but the box holds %2 statues")
                        .arg(argText(board.statueSpots.size()), argText(kStatuesInBox)),
                    QString::fromLatin1(rule::SetStatues));
    for (size_t i = 0; i < board.workshopSites.size(); ++i)
        place(board.workshopSites[i], Workshop, indexPath(QStringLiteral("workshopSites"), qsizetype(i)));

    std::map<int, int> perLabel;
    for (size_t i = 0; i < board.gateStarts.size(); ++i) {
        const QString path = indexPath(QStringLiteral("gateStarts"), qsizetype(i));
        place(board.gateStarts[i].square, Gate, childPath(path, QStringLiteral("square")));
        const int label = board.gateStarts[i].players;
        if (label < 2 || label > 5)
            check.error(childPath(path, QStringLiteral("players")),
                        BoardValidationText::tr("expected a player count from 2 to 5, found %1").arg(label),
                        QString::fromLatin1(rule::SetGates));
        else
            ++perLabel[label];
    }
    if (perLabel.empty())
        check.error(QStringLiteral("gateStarts"),
                    BoardValidationText::tr("the board has no gate start point"),
                    QString::fromLatin1(rule::SetGates));
    for (const auto &[label, count] : perLabel)
        if (count < std::max(label, 2))
            check.error(
                QStringLiteral("gateStarts"),
                BoardValidationText::tr("%1 start points are labelled %2, but a %2-player game needs %2")
                    .arg(argText(count), argText(label)),
                QString::fromLatin1(rule::SetGates));
    locateProblems(problems, [&](const QString &path) { return boardLocation(board, path); });
    return problems;
}

ProblemLocation boardLocation(const Board &board, const QString &path)
{
    using Part = ProblemLocation::Part;
    const std::vector<PathStep> steps = pathSteps(path);
    ProblemLocation where;
    if (steps.empty())
        return where;
    const QString &list = steps[0].key;
    const int i = steps.size() > 1 ? steps[1].index : -1;
    where.item = i;
    const auto feature = [&](Part part, const auto &items, auto square) {
        where.part = part;
        if (i >= 0 && size_t(i) < items.size() && board.inGrid(square(items[size_t(i)])))
            where.square = square(items[size_t(i)]);
        if (steps.size() > 2)
            where.field = ProblemLocation::fieldFromKey(steps[2].key);
        if (where.field == ProblemLocation::Field::Resources && steps.size() > 3)
            where.resource = resourceFromId(steps[3].key);
    };
    const auto itself = [](const Square &s) { return s; };
    if (list == QLatin1String("name") || list == QLatin1String("names"))
        where.part = Part::BoardName;
    else if (list == QLatin1String("side"))
        where.part = Part::BoardSide;
    else if (list == QLatin1String("grid")) {
        where.part = Part::Grid;
        if (i >= 0 && i < board.rows) // a row of the grid: its first square, to select
            where.square = Square{i, 0};
    } else if (list == QLatin1String("rubble"))
        feature(Part::Rubble, board.rubble, itself);
    else if (list == QLatin1String("buried"))
        feature(Part::BuriedResources, board.buried, [](const BuriedResources &b) { return b.square; });
    else if (list == QLatin1String("statueSpots"))
        feature(Part::StatueSpot, board.statueSpots, itself);
    else if (list == QLatin1String("workshopSites"))
        feature(Part::WorkshopSite, board.workshopSites, itself);
    else if (list == QLatin1String("gateStarts"))
        feature(Part::GateStart, board.gateStarts, [](const GateStart &g) { return g.square; });
    else
        where.item = -1;
    return where;
}

} // namespace hk
