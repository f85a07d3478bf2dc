#include "floor/floor_view.h"

#include "floor/board_drawing.h"
#include "floor/board_floor_item.h"
#include "floor/coordinate_ruler.h"

#include <QGraphicsScene>
#include <QScrollBar>
#include <QWheelEvent>

#include <cmath>

namespace hk::gui {

namespace {

constexpr qreal kMaxZoom = 4.0; // 192 px per square
constexpr qreal kZoomStep = 1.25;

} // namespace

FloorView::FloorView(QWidget *parent)
    : QGraphicsView(parent), m_scene(new QGraphicsScene(this)), m_floor(new BoardFloorItem),
      m_columnRuler(new CoordinateRuler(Qt::Horizontal, this)),
      m_rowRuler(new CoordinateRuler(Qt::Vertical, this))
{
    // A handful of items: a linear search beats keeping a BSP tree up to date as the pointer moves.
    m_scene->setItemIndexMethod(QGraphicsScene::NoIndex);
    setScene(m_scene);
    m_scene->addItem(m_floor);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setViewportUpdateMode(QGraphicsView::MinimalViewportUpdate);
    setTransformationAnchor(QGraphicsView::NoAnchor); // scaleBy() keeps its own anchor point
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setDragMode(QGraphicsView::NoDrag);
    setFrameShape(QFrame::NoFrame);
    setBackgroundBrush(QColor(0x26, 0x22, 0x1e));
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setMouseTracking(true);
    // The coordinates live in the view's margins, outside the scene: always in sight, never over the board.
    setViewportMargins(m_rowRuler->breadth(), m_columnRuler->breadth(), 0, 0);
}

FloorView::~FloorView() = default;

void FloorView::setFloorBoard(std::shared_ptr<const Board> board, const std::vector<Square> *changed)
{
    const Board *old = m_floor->board();
    const bool resized = !old || !board || old->rows != board->rows || old->columns != board->columns;
    m_floor->setBoard(std::move(board), changed);
    if (!resized || !m_floor->board())
        return;
    const Board &b = *m_floor->board();
    setSceneRect(QRectF(0, 0, b.columns * kSquare, b.rows * kSquare).adjusted(-8, -8, 8, 8));
    if (m_fitted)
        fitToWindow();
    placeRulers();
}

const Board *FloorView::floorBoard() const
{
    return m_floor->board();
}

qreal FloorView::zoom() const
{
    return transform().m11();
}

void FloorView::fitToWindow()
{
    if (!m_floor->board())
        return;
    const Board &b = *m_floor->board();
    const QRectF board = QRectF(0, 0, b.columns * kSquare, b.rows * kSquare).adjusted(-8, -8, 8, 8);
    // The whole board is in view: no scroll bars (their appearing would shrink the viewport and refit).
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    fitInView(board, Qt::KeepAspectRatio);
    m_fitted = true;
    placeRulers();
    viewMoved(viewport()->mapFromGlobal(QCursor::pos()));
}

void FloorView::zoomIn()
{
    scaleBy(kZoomStep, viewport()->rect().center());
}

void FloorView::zoomOut()
{
    scaleBy(1 / kZoomStep, viewport()->rect().center());
}

void FloorView::scaleBy(qreal factor, const QPoint &anchor)
{
    if (!m_floor->board())
        return;
    // Never smaller than half the fitted board, never larger than kMaxZoom.
    const Board &b = *m_floor->board();
    const qreal fit = std::min(viewport()->width() / (b.columns * kSquare + 16),
                               viewport()->height() / (b.rows * kSquare + 16));
    const qreal target = std::clamp(zoom() * factor, std::min(fit * 0.5, kMaxZoom), kMaxZoom);
    if (std::abs(target - zoom()) < 1e-6)
        return;
    // The scene point under the anchor stays under it (QGraphicsView's own anchor follows QCursor, which
    // does not know about synthetic or keyboard zooms).
    const QPointF fixed = mapToScene(anchor);
    m_fitted = false; // before the scroll bars come back and resize the viewport
    scale(target / zoom(), target / zoom());
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    const QPoint moved = mapFromScene(fixed) - anchor;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + moved.x());
    verticalScrollBar()->setValue(verticalScrollBar()->value() + moved.y());
    placeRulers();
}

Square FloorView::sceneSquare(const QPointF &p)
{
    return {int(std::floor(p.y() / kSquare)), int(std::floor(p.x() / kSquare))};
}

QPoint FloorView::viewportPoint(const Square &square) const
{
    return mapFromScene(squareRect(square).center());
}

std::optional<Square> FloorView::squareAt(const QPoint &viewportPos) const
{
    const Square s = sceneSquare(mapToScene(viewportPos));
    if (!m_floor->board() || !m_floor->board()->inGrid(s))
        return std::nullopt;
    return s;
}

void FloorView::wheelEvent(QWheelEvent *event)
{
    const int delta = event->angleDelta().y();
    if (!delta) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    scaleBy(std::pow(kZoomStep, delta / 120.0), event->position().toPoint()); // around the cursor
    viewMoved(event->position().toPoint());
    event->accept();
}

void FloorView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    if (m_fitted)
        fitToWindow();
    placeRulers();
}

void FloorView::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    m_columnRuler->update();
    m_rowRuler->update();
}

void FloorView::placeRulers()
{
    const QRect port = viewport()->geometry();
    m_columnRuler->setGeometry(port.left(), port.top() - m_columnRuler->breadth(), port.width(),
                               m_columnRuler->breadth());
    m_rowRuler->setGeometry(port.left() - m_rowRuler->breadth(), port.top() - m_columnRuler->breadth(),
                            m_rowRuler->breadth(), port.height() + m_columnRuler->breadth());
    m_columnRuler->update();
    m_rowRuler->update();
}

} // namespace hk::gui
