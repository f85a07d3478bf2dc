// BoardEditorView is longer than 600 lines on purpose: the board drawn, the tracing photo under it (its
// corners, warp and fit), the recognition overlay, and the gestures of the mouse and keys all work in the
// same scene coordinates and hover state.

#include "board_editor_view.h"

#include "floor/board_drawing.h"
#include "floor/board_floor_item.h"
#include "floor/coordinate_ruler.h"

#include <QGraphicsPixmapItem>
#include <QGraphicsScene>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>

#include <cmath>

namespace hk::gui {

namespace {

constexpr qreal kHandleRadius = 9.0;  // view pixels: the corner handles keep their size at any zoom
constexpr int kMaxPhotoPixels = 4096; // the longer side of the photo's pixmap

// Four corners the photo can be warped from: a convex quadrilateral, turning one way (not crossed, no three
// on a line), with finite coordinates.
bool convexQuad(const std::array<QPointF, 4> &q)
{
    int sign = 0;
    for (int i = 0; i < 4; ++i) {
        const QPointF a = q[size_t(i)], b = q[size_t((i + 1) % 4)], c = q[size_t((i + 2) % 4)];
        if (!std::isfinite(a.x()) || !std::isfinite(a.y()))
            return false;
        const qreal cross = (b.x() - a.x()) * (c.y() - b.y()) - (b.y() - a.y()) * (c.x() - b.x());
        if (std::abs(cross) < 1e-6)
            return false;
        const int s = cross > 0 ? 1 : -1;
        if (sign && s != sign)
            return false;
        sign = s;
    }
    return true;
}

// The squares on the way from a to b, b included, a not (a fast drag skips squares between two mouse moves).
std::vector<Square> squaresBetween(const Square &a, const Square &b)
{
    const int steps = std::max(std::abs(b.row - a.row), std::abs(b.column - a.column));
    std::vector<Square> path;
    for (int i = 1; i <= steps; ++i)
        path.push_back({a.row + int(std::lround((b.row - a.row) * double(i) / steps)),
                        a.column + int(std::lround((b.column - a.column) * double(i) / steps))});
    return path;
}

} // namespace

BoardEditorView::BoardEditorView(QWidget *parent) : FloorView(parent)
{
    m_photoItem = new QGraphicsPixmapItem;
    m_photoItem->setZValue(1); // over the painted layers: the painting shows through it
    m_photoItem->setTransformationMode(Qt::SmoothTransformation);
    m_photoItem->setVisible(false);
    boardScene()->addItem(m_photoItem);
    setAccessibleName(tr("Board being edited"));
}

BoardEditorView::~BoardEditorView() = default;

void BoardEditorView::setBoard(std::shared_ptr<const Board> board, const std::vector<Square> *changed)
{
    const bool resized =
        !floorBoard() || floorBoard()->rows != board->rows || floorBoard()->columns != board->columns;
    setFloorBoard(std::move(board), changed);
    if (resized) {
        updatePhotoItem(); // the grid's corners moved
        viewport()->update();
    }
    if (m_selected && !floorBoard()->inGrid(*m_selected))
        m_selected.reset();
}

void BoardEditorView::setTool(EditTool tool)
{
    endGesture();
    m_tool = tool;
    updateCursor();
    updatePhotoItem(); // aligning shows the photo as taken, the grid over it
}

void BoardEditorView::updateCursor()
{
    if (m_spaceHeld)
        viewport()->setCursor(Qt::OpenHandCursor);
    else
        viewport()->setCursor(m_tool == EditTool::Select || m_tool == EditTool::AlignPhoto ? Qt::ArrowCursor
                                                                                           : Qt::CrossCursor);
}

void BoardEditorView::endGesture(bool cancel)
{
    const Gesture gesture = m_gesture;
    m_gesture = Gesture::None;
    m_anchor.reset();
    m_corner = -1;
    if (gesture == Gesture::Corner)
        updatePhotoItem(); // the grid back where the corners are
    if (gesture == Gesture::Stroke) {
        if (cancel)
            emit strokeCancelled();
        else
            emit strokePainted({}, true);
    }
    if (gesture != Gesture::None)
        viewport()->update();
}

void BoardEditorView::setSelected(const std::optional<Square> &square)
{
    m_selected = square;
    if (square)
        ensureVisible(squareRect(*square), 40, 40);
    viewport()->update();
}

// ---- the photo

void BoardEditorView::setPhoto(const QImage &image)
{
    m_photoImage = image;
    m_photoSize = image.size();
    const QImage shown =
        std::max(image.width(), image.height()) > kMaxPhotoPixels
            ? image.scaled(kMaxPhotoPixels, kMaxPhotoPixels, Qt::KeepAspectRatio, Qt::SmoothTransformation)
            : image;
    m_photoScale = shown.width() > 0 ? qreal(image.width()) / shown.width() : 1;
    m_photoItem->setPixmap(QPixmap::fromImage(shown));
    resetPhotoCorners();
}

void BoardEditorView::clearPhoto()
{
    m_photoImage = {};
    m_photoSize = {};
    m_photoItem->setPixmap({});
    updatePhotoItem();
}

void BoardEditorView::setPhotoOpacity(qreal opacity)
{
    m_photoOpacity = std::clamp(opacity, 0.0, 1.0);
    m_photoItem->setOpacity(m_photoOpacity);
}

void BoardEditorView::setPhotoVisible(bool visible)
{
    m_photoVisible = visible;
    updatePhotoItem();
}

void BoardEditorView::setPhotoCorners(const Corners &corners)
{
    m_corners = corners;
    updatePhotoItem();
    emit photoCornersChanged();
}

void BoardEditorView::resetPhotoCorners()
{
    const qreal w = m_photoSize.width(), h = m_photoSize.height();
    setPhotoCorners({QPointF(0, 0), QPointF(w, 0), QPointF(w, h), QPointF(0, h)});
}

void BoardEditorView::chooseImageCorners()
{
    const qreal w = m_photoSize.width(), h = m_photoSize.height();
    if (hasPhoto())
        emit photoCornersChosen({QPointF(0, 0), QPointF(w, 0), QPointF(w, h), QPointF(0, h)});
}

QTransform BoardEditorView::photoTransform() const
{
    QTransform t;
    if (!hasPhoto() || !floorBoard())
        return t;
    QPolygonF grid;
    for (int i = 0; i < 4; ++i)
        grid << gridCorner(i);
    const QPolygonF photo{m_corners[0], m_corners[1], m_corners[2], m_corners[3]};
    if (!QTransform::quadToQuad(photo, grid, t))
        return QTransform();
    return t;
}

QPointF BoardEditorView::gridCorner(int corner) const
{
    const Board *b = floorBoard();
    const qreal w = b ? b->columns * kSquare : 0, h = b ? b->rows * kSquare : 0;
    switch (corner) {
    case 0:
        return {0, 0};
    case 1:
        return {w, 0};
    case 2:
        return {w, h};
    default:
        return {0, h};
    }
}

QTransform BoardEditorView::photoShownTransform() const
{
    return aligning() ? photoFit() : photoTransform();
}

bool BoardEditorView::aligning() const
{
    return m_tool == EditTool::AlignPhoto && hasPhoto() && floorBoard();
}

QTransform BoardEditorView::photoFit() const
{
    const QRectF grid(gridCorner(0), gridCorner(2));
    if (!hasPhoto() || grid.isEmpty())
        return {};
    const qreal scale = std::min(grid.width() / m_photoSize.width(), grid.height() / m_photoSize.height());
    const QPointF at = grid.center() - QPointF(m_photoSize.width(), m_photoSize.height()) * scale / 2;
    return QTransform::fromScale(scale, scale) * QTransform::fromTranslate(at.x(), at.y());
}

QTransform BoardEditorView::boardWarp() const
{
    if (!aligning())
        return {};
    const Corners &corners = m_gesture == Gesture::Corner ? m_dragCorners : m_corners;
    QPolygonF grid, photo;
    const QTransform fit = photoFit();
    for (int i = 0; i < 4; ++i) {
        grid << gridCorner(i);
        photo << fit.map(corners[size_t(i)]);
    }
    QTransform warp;
    if (!QTransform::quadToQuad(grid, photo, warp))
        return {};
    return warp;
}

std::optional<BoardEditorView::Corners> BoardEditorView::cornersWith(int corner,
                                                                     const QPoint &viewportPos) const
{
    bool invertible = false;
    const QTransform toPhoto = photoFit().inverted(&invertible);
    Corners corners = m_corners;
    corners[size_t(corner)] = toPhoto.map(mapToScene(viewportPos));
    if (!invertible || !convexQuad(corners))
        return std::nullopt;
    return corners;
}

std::optional<Square> BoardEditorView::squareUnder(const QPoint &viewportPos) const
{
    if (!aligning())
        return squareAt(viewportPos);
    bool invertible = false;
    const QPointF onGrid = boardWarp().inverted(&invertible).map(mapToScene(viewportPos));
    const Square s = sceneSquare(onGrid);
    if (!invertible || !floorBoard()->inGrid(s) || onGrid.x() < 0 || onGrid.y() < 0)
        return std::nullopt;
    return s;
}

QPoint BoardEditorView::cornerPoint(int corner) const
{
    return mapFromScene(boardWarp().map(gridCorner(corner)));
}

int BoardEditorView::cornerAt(const QPoint &viewportPos) const
{
    for (int i = 0; i < 4; ++i)
        if (QLineF(viewportPos, cornerPoint(i)).length() <= kHandleRadius * 1.6)
            return i;
    return -1;
}

void BoardEditorView::updatePhotoItem()
{
    const bool shown = hasPhoto() && m_photoVisible;
    m_photoItem->setTransform(QTransform::fromScale(m_photoScale, m_photoScale) * photoShownTransform());
    floor()->setTransform(boardWarp()); // aligning: the painting follows the grid onto the photo
    // The coordinates along the edges are the grid's: not the photo's while the grid lies warped on it.
    columnRuler()->setVisible(!aligning());
    rowRuler()->setVisible(!aligning());
    m_photoItem->setOpacity(m_photoOpacity);
    m_photoItem->setVisible(shown);
    viewport()->update();
}

void BoardEditorView::setRecognitionOverlay(std::shared_ptr<const RecognitionOverlay> overlay)
{
    m_overlay = std::move(overlay);
    viewport()->update();
    emit recognitionOverlayChanged();
}

QImage BoardEditorView::renderBoard(qreal pixelsPerSquare) const
{
    const Board *b = floorBoard();
    if (!b)
        return {};
    const qreal scale = pixelsPerSquare / kSquare;
    const QRectF source = QRectF(0, 0, b->columns * kSquare, b->rows * kSquare).adjusted(-4, -4, 4, 4);
    QImage image((source.size() * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                           QPainter::SmoothPixmapTransform);
    const bool photo = m_photoItem->isVisible();
    const QTransform warp = floor()->transform(); // the board itself, not as it lies on the photo
    m_photoItem->setVisible(false);
    floor()->setTransform({});
    boardScene()->render(&painter, QRectF(QPointF(0, 0), image.size()), source);
    floor()->setTransform(warp);
    m_photoItem->setVisible(photo);
    return image;
}

// ---- the mouse and the keys

void BoardEditorView::setHover(const std::optional<Square> &square)
{
    if (square == m_hover)
        return;
    // Only the squares the hover frame leaves and enters are repainted (the rectangle's preview spans more).
    const auto updateSquare = [this](const std::optional<Square> &s) {
        if (s)
            viewport()->update(mapFromScene(squareRect(*s)).boundingRect().adjusted(-3, -3, 3, 3));
    };
    if (m_gesture == Gesture::Rectangle)
        viewport()->update();
    updateSquare(m_hover);
    m_hover = square;
    updateSquare(m_hover);
    emit hoveredSquare(square);
}

void BoardEditorView::mousePressEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && m_spaceHeld)) {
        endGesture();
        m_gesture = Gesture::Pan;
        m_lastPan = pos;
        return;
    }
    if (m_tool == EditTool::AlignPhoto) {
        if (event->button() == Qt::LeftButton && aligning() && (m_corner = cornerAt(pos)) >= 0) {
            m_gesture = Gesture::Corner;
            m_dragCorners = m_corners;
            m_cornerTo = mapToScene(pos);
        }
        return;
    }
    const std::optional<Square> square = squareAt(pos);
    if (!square)
        return;
    if (event->button() == Qt::RightButton) {
        if (m_tool == EditTool::Feature)
            emit removeChosen(*square);
        else if (m_tool == EditTool::Example)
            emit exampleRemoved(*square);
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    switch (m_tool) {
    case EditTool::Brush:
        m_gesture = Gesture::Stroke;
        m_anchor = square;
        emit strokePainted({*square}, false);
        break;
    case EditTool::Rectangle:
        m_gesture = Gesture::Rectangle;
        m_anchor = square;
        break;
    case EditTool::Fill:
        emit fillChosen(*square);
        break;
    case EditTool::Feature:
        emit stampChosen(*square);
        break;
    case EditTool::Select:
        m_selected = square;
        emit squareSelected(*square);
        break;
    case EditTool::Example:
        m_selected = square;
        emit squareSelected(*square);
        emit exampleChosen(*square);
        break;
    case EditTool::AlignPhoto:
        break;
    }
    viewport()->update();
}

void BoardEditorView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    // A release the view never saw (a modal dialog opened by a shortcut mid-drag): the gesture is over.
    const bool needsLeft =
        m_gesture == Gesture::Stroke || m_gesture == Gesture::Rectangle || m_gesture == Gesture::Corner;
    if (needsLeft && !(event->buttons() & Qt::LeftButton))
        endGesture();
    switch (m_gesture) {
    case Gesture::Pan: {
        const QPoint delta = pos - m_lastPan;
        m_lastPan = pos;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        return;
    }
    case Gesture::Corner:
        // The handle follows the mouse, the grid and the painting with it wherever the photo can be warped.
        m_cornerTo = mapToScene(pos);
        if (const std::optional<Corners> corners = cornersWith(m_corner, pos))
            m_dragCorners = *corners;
        updatePhotoItem();
        return;
    case Gesture::Stroke: {
        const std::optional<Square> square = squareAt(pos);
        if (square && m_anchor && *square != *m_anchor) {
            emit strokePainted(squaresBetween(*m_anchor, *square), false);
            m_anchor = square;
        }
        break;
    }
    default:
        break;
    }
    setHover(squareUnder(pos));
    if (m_tool == EditTool::AlignPhoto)
        viewport()->setCursor(aligning() && cornerAt(pos) >= 0 ? Qt::SizeAllCursor : Qt::ArrowCursor);
}

void BoardEditorView::mouseReleaseEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    const Gesture gesture = m_gesture;
    m_gesture = Gesture::None;
    switch (gesture) {
    case Gesture::Stroke:
        emit strokePainted({}, true);
        break;
    case Gesture::Rectangle:
        if (const std::optional<Square> square = squareAt(pos); square && m_anchor)
            emit rectangleChosen(*m_anchor, *square);
        else if (m_anchor) // released off the grid: up to the grid's edge
        {
            const Square s = sceneSquare(mapToScene(pos));
            const Board &b = *floorBoard();
            emit rectangleChosen(*m_anchor,
                                 {std::clamp(s.row, 0, b.rows - 1), std::clamp(s.column, 0, b.columns - 1)});
        }
        break;
    case Gesture::Corner:
        // The photo point under the release is where this corner of the board is in the photo: the handle
        // stays there (the window sets the corners, as a step of undo).
        if (const std::optional<Corners> corners = cornersWith(m_corner, pos))
            emit photoCornersChosen(*corners);
        else
            emit alignmentRefused();
        updatePhotoItem();
        break;
    default:
        break;
    }
    m_anchor.reset();
    m_corner = -1;
    viewport()->update();
}

void BoardEditorView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = true;
        updateCursor();
        return;
    }
    if (event->key() == Qt::Key_Escape && m_gesture != Gesture::None) {
        endGesture(true);
        return;
    }
    // Arrow keys move the selection in the Select and Example tools; Return shows the example.
    if ((m_tool == EditTool::Select || m_tool == EditTool::Example) && m_selected && floorBoard()) {
        Square s = *m_selected;
        switch (event->key()) {
        case Qt::Key_Return:
        case Qt::Key_Enter:
            if (m_tool == EditTool::Example)
                emit exampleChosen(s);
            else
                FloorView::keyPressEvent(event);
            return;
        case Qt::Key_Up:
            --s.row;
            break;
        case Qt::Key_Down:
            ++s.row;
            break;
        case Qt::Key_Left:
            --s.column;
            break;
        case Qt::Key_Right:
            ++s.column;
            break;
        default:
            FloorView::keyPressEvent(event);
            return;
        }
        if (floorBoard()->inGrid(s)) {
            setSelected(s);
            emit squareSelected(s);
        }
        return;
    }
    FloorView::keyPressEvent(event);
}

void BoardEditorView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = false;
        updateCursor();
        return;
    }
    FloorView::keyReleaseEvent(event);
}

void BoardEditorView::focusOutEvent(QFocusEvent *event)
{
    // The keys and the buttons may be released elsewhere: nothing stays held, no stroke stays open.
    m_spaceHeld = false;
    endGesture();
    updateCursor();
    FloorView::focusOutEvent(event);
}

void BoardEditorView::leaveEvent(QEvent *event)
{
    if (m_gesture == Gesture::None)
        setHover(std::nullopt);
    FloorView::leaveEvent(event);
}

// ---- drawing what the floor does not: the whole grid, the selection, the gesture, the handles

void BoardEditorView::drawForeground(QPainter *p, const QRectF &rect)
{
    const Board *b = floorBoard();
    if (!b)
        return;
    const qreal pixel = 1.0 / std::max(0.01, transform().m11());
    p->save();
    // What lies on the grid goes where the grid is: warped onto the photo while aligning.
    const QTransform warp = boardWarp();
    p->setTransform(warp, true);
    if (m_overlay)
        m_overlay->paint(p, pixel, warp.inverted().mapRect(rect));
    // The grid's every line, off-board squares included: the editor paints where nothing is yet.
    p->setPen(QPen(QColor(255, 255, 255, aligning() ? 150 : 38), pixel));
    for (int r = 0; r <= b->rows; ++r)
        p->drawLine(QPointF(0, r * kSquare), QPointF(b->columns * kSquare, r * kSquare));
    for (int c = 0; c <= b->columns; ++c)
        p->drawLine(QPointF(c * kSquare, 0), QPointF(c * kSquare, b->rows * kSquare));
    p->setBrush(Qt::NoBrush);
    if (m_gesture == Gesture::Rectangle && m_anchor && m_hover) {
        const QRectF area = squareRect(*m_anchor).united(squareRect(*m_hover));
        p->setPen(QPen(QColor(0xff, 0xf6, 0xe2), 3 * pixel, Qt::DashLine));
        p->drawRect(area);
    } else if (m_hover && m_tool != EditTool::AlignPhoto) {
        p->setPen(QPen(QColor(255, 255, 255, 170), 2 * pixel));
        p->drawRect(squareRect(*m_hover));
    }
    if (m_selected) {
        p->setPen(QPen(QColor(0x4f, 0xc3, 0xf7), 4 * pixel));
        p->drawRect(squareRect(*m_selected).adjusted(2 * pixel, 2 * pixel, -2 * pixel, -2 * pixel));
    }
    // Alignment: the grid's outline and a handle on each corner, where the corner lies on the photo.
    if (aligning()) {
        p->setPen(QPen(QColor(0x4f, 0xc3, 0xf7), 2 * pixel));
        p->drawRect(QRectF(gridCorner(0), gridCorner(2)));
        p->setTransform(warp.inverted(), true); // the handles keep their round shape
        for (int i = 0; i < 4; ++i) {
            const QPointF at =
                m_gesture == Gesture::Corner && m_corner == i ? m_cornerTo : warp.map(gridCorner(i));
            p->setPen(QPen(Qt::white, 2 * pixel));
            p->setBrush(QColor(0x4f, 0xc3, 0xf7, 200));
            p->drawEllipse(at, kHandleRadius * pixel, kHandleRadius * pixel);
            p->setPen(QPen(Qt::white, 1.5 * pixel));
            p->drawLine(at - QPointF(kHandleRadius * pixel, 0), at + QPointF(kHandleRadius * pixel, 0));
            p->drawLine(at - QPointF(0, kHandleRadius * pixel), at + QPointF(0, kHandleRadius * pixel));
        }
    }
    p->restore();
}

} // namespace hk::gui
