#include "cli/recognise_command.h"

#include "cli/cli_output.h"
#include "io/board_io.h"
#include "photo/layer_recognition.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>
#include <optional>

namespace hk::cli {

namespace {

class RecogniseText {
    Q_DECLARE_TR_FUNCTIONS(Recognise)
};

std::optional<QPointF> parsePoint(const QString &text)
{
    const QStringList xy = text.split(QLatin1Char(','));
    if (xy.size() != 2)
        return std::nullopt;
    bool okX = false, okY = false;
    const double x = xy[0].trimmed().toDouble(&okX), y = xy[1].trimmed().toDouble(&okY);
    if (!okX || !okY || !std::isfinite(x) || !std::isfinite(y))
        return std::nullopt;
    return QPointF(x, y);
}

// "P14" (the board's coordinates: columnLabel then rowLabel) on a rows × columns grid.
std::optional<Square> parseSquare(const QString &text, int rows, int columns)
{
    static const QRegularExpression pattern(QStringLiteral("^([A-Za-z]+)([0-9]+)$"));
    const QRegularExpressionMatch m = pattern.match(text.trimmed());
    if (!m.hasMatch())
        return std::nullopt;
    const int row = m.captured(2).toInt() - 1;
    for (int column = 0; column < columns; ++column)
        if (columnLabel(column) == m.captured(1).toUpper() && row >= 0 && row < rows)
            return Square{row, column};
    return std::nullopt;
}

// The terrain's name in the JSON and on the command line: off, 1-5, heart (or its character, '.', 'H').
QString terrainId(Terrain t)
{
    switch (t) {
    case Terrain::Off:
        return QStringLiteral("off");
    case Terrain::Heart:
        return QStringLiteral("heart");
    default:
        return QString::number(int(t));
    }
}

std::optional<Terrain> parseTerrain(const QString &text)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("off") || t == QLatin1String("0") || t == QLatin1String("."))
        return Terrain::Off;
    if (t == QLatin1String("heart") || t == QLatin1String("h"))
        return Terrain::Heart;
    bool ok = false;
    const int layer = t.startsWith(QLatin1String("layer")) ? t.mid(5).toInt(&ok) : t.toInt(&ok);
    if (ok && layer >= 1 && layer <= 5)
        return Terrain(layer);
    return std::nullopt;
}

QString errorText(photo::RecognitionError error)
{
    switch (error) {
    case photo::RecognitionError::None:
        break;
    case photo::RecognitionError::NoPhoto:
        return RecogniseText::tr("the photo is empty");
    case photo::RecognitionError::BadCorners:
        return RecogniseText::tr("the corners do not make a four-sided figure (top left, top right, bottom "
                                 "right, bottom left)");
    case photo::RecognitionError::NoGrid:
        return RecogniseText::tr("the grid has no squares");
    case photo::RecognitionError::OffPhoto:
        return RecogniseText::tr("the grid lies outside the photo");
    }
    return {};
}

QJsonArray squareList(const photo::LayerRecognition &r, bool (*wanted)(const photo::SquareProposal &))
{
    QJsonArray list;
    for (int i = 0; i < int(r.squares.size()); ++i)
        if (wanted(r.squares[size_t(i)]))
            list.append(squareText({i / r.columns, i % r.columns}));
    return list;
}

QByteArray proposalJson(const QString &photo, const photo::LayerRecognition &r)
{
    QJsonArray squares;
    for (int i = 0; i < int(r.squares.size()); ++i) {
        const photo::SquareProposal &p = r.squares[size_t(i)];
        squares.append(QJsonObject{{QStringLiteral("square"), squareText({i / r.columns, i % r.columns})},
                                   {QStringLiteral("terrain"), terrainId(p.terrain)},
                                   {QStringLiteral("confidence"), std::round(p.confidence * 1000) / 1000},
                                   {QStringLiteral("uncertain"), p.uncertain},
                                   {QStringLiteral("featureHere"), p.featureHere}});
    }
    const QJsonObject o{{QStringLiteral("photo"), photo},
                        {QStringLiteral("rows"), r.rows},
                        {QStringLiteral("columns"), r.columns},
                        {QStringLiteral("reliable"), r.reliable()},
                        {QStringLiteral("ringsFound"), r.ringsFound},
                        {QStringLiteral("ringsConsistent"), r.ringsConsistent},
                        {QStringLiteral("squares"), squares},
                        {QStringLiteral("uncertain"),
                         squareList(r, [](const photo::SquareProposal &p) { return p.uncertain; })},
                        {QStringLiteral("featureHere"),
                         squareList(r, [](const photo::SquareProposal &p) { return p.featureHere; })}};
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

QString proposalText(const photo::LayerRecognition &r)
{
    QString text =
        RecogniseText::tr("%1 × %2 squares proposed, %3 uncertain, %4 “feature here?”")
            .arg(
                QString::number(r.rows), QString::number(r.columns), QString::number(r.uncertainCount()),
                QString::number(std::count_if(r.squares.begin(), r.squares.end(),
                                              [](const photo::SquareProposal &p) { return p.featureHere; })));
    text += QLatin1Char('\n');
    // The terrains drawn as in `hallkeeper-cli board`, an uncertain square followed by '?'.
    for (int row = 0; row < r.rows; ++row) {
        for (int column = 0; column < r.columns; ++column) {
            const photo::SquareProposal &p = r.at({row, column});
            text += QLatin1Char(terrainChar(p.terrain));
            text += p.uncertain ? QLatin1Char('?') : QLatin1Char(' ');
        }
        text += QLatin1Char('\n');
    }
    return text;
}

} // namespace

int runRecognise(const RecogniseRequest &request)
{
    if (request.rows < 1 || request.columns < 1)
        return fail(RecogniseText::tr("--rows and --columns must be at least 1"));
    QImageReader reader(request.photo);
    reader.setAutoTransform(true); // as the board editor opens it: upright as the camera held it
    const QImage photo = reader.read();
    if (photo.isNull())
        return fail(
            RecogniseText::tr("cannot read the photo %1: %2").arg(request.photo, reader.errorString()));

    photo::GridCorners corners{QPointF(0, 0), QPointF(photo.width(), 0),
                               QPointF(photo.width(), photo.height()), QPointF(0, photo.height())};
    if (!request.corners.isEmpty()) {
        if (request.corners.size() != 4)
            return fail(
                RecogniseText::tr("--corners needs four points x,y (top left, top right, bottom right, "
                                  "bottom left), not %1")
                    .arg(request.corners.size()));
        for (int i = 0; i < 4; ++i) {
            const std::optional<QPointF> p = parsePoint(request.corners[i]);
            if (!p)
                return fail(RecogniseText::tr("--corners: “%1” is not a point x,y").arg(request.corners[i]));
            corners[size_t(i)] = *p;
        }
    }
    std::vector<photo::TerrainExample> examples;
    for (const QString &e : request.examples) {
        const qsizetype at = e.indexOf(QLatin1Char('='));
        const std::optional<Square> square =
            at > 0 ? parseSquare(e.left(at), request.rows, request.columns) : std::nullopt;
        const std::optional<Terrain> terrain = at > 0 ? parseTerrain(e.mid(at + 1)) : std::nullopt;
        if (!square || !terrain)
            return fail(
                RecogniseText::tr("--example: “%1” is not SQUARE=TERRAIN (a square of the grid such as "
                                  "C4, a terrain 1-5, heart or off)")
                    .arg(e));
        examples.push_back({*square, *terrain});
    }
    if (!request.writeBoard.isEmpty() && !request.force && QFileInfo::exists(request.writeBoard))
        return fail(RecogniseText::tr("%1 exists already (--force replaces it)").arg(request.writeBoard));

    const photo::LayerRecognition r =
        photo::recogniseLayers(photo, corners, request.rows, request.columns, examples);
    if (!r.ok())
        return fail(RecogniseText::tr("cannot recognise the layers in %1: %2")
                        .arg(request.photo, errorText(r.error)));
    if (request.json)
        out() << proposalJson(request.photo, r);
    else
        out() << proposalText(r);
    if (!r.reliable())
        err() << RecogniseText::tr("hallkeeper-cli: the proposal is unreliable (%1): give one --example of "
                                   "each terrain.")
                     .arg(r.ringsConsistent
                              ? RecogniseText::tr("%n squares uncertain", "", r.uncertainCount())
                              : RecogniseText::tr("the layers found do not nest as a mountain's"))
              << '\n';
    out().flush();
    err().flush();

    if (!request.writeBoard.isEmpty()) {
        Board board;
        board.name = QFileInfo(request.photo).completeBaseName();
        board.rows = request.rows;
        board.columns = request.columns;
        board.grid.assign(size_t(board.rows) * board.columns, Terrain::Off);
        photo::applyRecognition(board, r);
        if (const QString problem = writeBoard(request.writeBoard, board); !problem.isEmpty())
            return fail(problem);
    }
    return kExitOk;
}

} // namespace hk::cli
