#include "shape_grid_edit.h"

#include "art.h"
#include "i18n/arg_text.h"
#include "io/catalog_io.h"

#include <QGuiApplication>
#include <QHash>
#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>
#include <QSet>
#include <QStyleOptionFrame>

#include <algorithm>
#include <functional>

namespace hk::gui {

namespace {

constexpr int kCell = 26;
constexpr int kGap = 2;
constexpr int kPadding = 6;

const QColor kOutline(0x3b, 0x2a, 0x1a);
const QColor kBroken(0xc0, 0x39, 0x2b); // squares that are not joined by their edges (BRD-GRID)

QColor pieceColour(ShapeGridEdit::Marker marker)
{
    // A tunnel tile in the brown of the board's tiles; a hall in the cream of the halls on the board.
    return marker == ShapeGridEdit::Marker::Anchor ? QColor(0xb8, 0x8a, 0x5a) : QColor(0xe4, 0xda, 0xc6);
}

// The squares of a shape drawn as pieces: each edge-connected part one outline, so that squares touching
// only at a corner show as apart. `rectOf` places a square; the gap between grid squares is bridged.
void drawPiece(QPainter *p, const std::vector<Square> &cells, const std::optional<Square> &anchor,
               ShapeGridEdit::Marker marker, const std::function<QRectF(const Square &)> &rectOf, qreal gap,
               qreal penWidth)
{
    const std::vector<std::vector<Square>> parts = connectedParts(cells);
    const bool broken = parts.size() > 1;
    const QColor fill = pieceColour(marker);
    for (const std::vector<Square> &part : parts) {
        // The fill: every square, bridged over the gap; the outline: every edge of a square that no square
        // of the part shares. Linear in the squares (uniting the squares' paths one by one was quadratic:
        // seconds for a list of large shapes).
        const QSet<std::pair<int, int>> in = [&] {
            QSet<std::pair<int, int>> set;
            for (const Square &s : part)
                set.insert({s.row, s.column});
            return set;
        }();
        QPainterPath area;
        area.setFillRule(Qt::WindingFill);
        QList<QLineF> outline;
        for (const Square &s : part) {
            const QRectF r = rectOf(s).adjusted(-gap / 2, -gap / 2, gap / 2, gap / 2);
            area.addRect(r);
            if (!in.contains({s.row - 1, s.column}))
                outline << QLineF(r.topLeft(), r.topRight());
            if (!in.contains({s.row + 1, s.column}))
                outline << QLineF(r.bottomLeft(), r.bottomRight());
            if (!in.contains({s.row, s.column - 1}))
                outline << QLineF(r.topLeft(), r.bottomLeft());
            if (!in.contains({s.row, s.column + 1}))
                outline << QLineF(r.topRight(), r.bottomRight());
        }
        p->setPen(Qt::NoPen);
        p->setBrush(fill);
        p->drawPath(area);
        p->setBrush(Qt::NoBrush);
        if (broken)
            p->setPen(QPen(kBroken, penWidth * 1.3, Qt::DashLine, Qt::SquareCap, Qt::MiterJoin));
        else if (marker == ShapeGridEdit::Marker::Altar)
            p->setPen(
                QPen(QColor(0xb0, 0x7d, 0x1c), penWidth * 1.6, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        else
            p->setPen(QPen(kOutline, penWidth, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p->drawLines(outline);
    }
    if (!anchor)
        return;
    const QRectF a = rectOf(*anchor);
    if (marker == ShapeGridEdit::Marker::Anchor) {
        // The hole punched in the tile, where a pedestal may go (PED-WHEN).
        const qreal r = a.width() * 0.22;
        p->setPen(QPen(fill.lighter(125), std::max(1.0, penWidth * 0.8)));
        p->setBrush(fill.darker(260));
        p->drawEllipse(a.center(), r, r);
    } else {
        Art::instance().paint(
            p, QStringLiteral("altar"),
            a.adjusted(a.width() * 0.14, a.height() * 0.14, -a.width() * 0.14, -a.height() * 0.14));
    }
}

} // namespace

ShapeGridEdit::ShapeGridEdit(Marker marker, QWidget *parent) : InteractiveCanvas(parent), m_marker(marker)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    setAttribute(Qt::WA_InputMethodEnabled, false); // "A" is a command here, never composed text
    updateAccessibleName();
    updateAccessibleText();
}

Orientation ShapeGridEdit::shape() const
{
    return normalized(m_cells, m_anchor);
}

void ShapeGridEdit::setShape(const Orientation &shape)
{
    if (shape == this->shape())
        return;
    const int rowOffset = std::max(0, (kGridSize - shape.rows) / 2);
    const int columnOffset = std::max(0, (kGridSize - shape.columns) / 2);
    m_cells.clear();
    m_anchor.reset();
    for (const Square &c : shape.cells) {
        const Square s{c.row + rowOffset, c.column + columnOffset};
        // A shape larger than the grid is shown as far as it fits (no catalog piece comes near 7 squares).
        if (s.row < kGridSize && s.column < kGridSize)
            m_cells.push_back(s);
    }
    if (shape.anchor)
        m_anchor = Square{shape.anchor->row + rowOffset, shape.anchor->column + columnOffset};
    if (m_anchor && !isFilled(*m_anchor))
        m_anchor.reset();
    refresh();
}

void ShapeGridEdit::setCursor(const Square &square)
{
    m_cursor = {std::clamp(square.row, 0, kGridSize - 1), std::clamp(square.column, 0, kGridSize - 1)};
    refresh();
}

Square ShapeGridEdit::gridSquare(const Square &shapeCell) const
{
    if (m_cells.empty())
        return shapeCell;
    int minRow = m_cells.front().row, minColumn = m_cells.front().column;
    for (const Square &c : m_cells) {
        minRow = std::min(minRow, c.row);
        minColumn = std::min(minColumn, c.column);
    }
    return {shapeCell.row + minRow, shapeCell.column + minColumn};
}

QRect ShapeGridEdit::squareRect(const Square &s) const
{
    const int left = std::max(0, (width() - sizeHint().width()) / 2) + kPadding;
    return {left + s.column * (kCell + kGap), kPadding + s.row * (kCell + kGap), kCell, kCell};
}

bool ShapeGridEdit::isFilled(const Square &s) const
{
    return std::binary_search(m_cells.begin(), m_cells.end(), s);
}

bool ShapeGridEdit::squareAt(const QPoint &pos, Square *square) const
{
    for (int r = 0; r < kGridSize; ++r)
        for (int c = 0; c < kGridSize; ++c)
            if (squareRect({r, c}).adjusted(-kGap / 2, -kGap / 2, kGap / 2, kGap / 2).contains(pos)) {
                *square = {r, c};
                return true;
            }
    return false;
}

void ShapeGridEdit::toggleSquare(const Square &s)
{
    if (s.row < 0 || s.column < 0 || s.row >= kGridSize || s.column >= kGridSize)
        return;
    const auto it = std::lower_bound(m_cells.begin(), m_cells.end(), s);
    if (it != m_cells.end() && *it == s) {
        m_cells.erase(it);
        if (m_anchor == s)
            m_anchor.reset();
    } else {
        m_cells.insert(it, s);
    }
    edited();
}

void ShapeGridEdit::toggleMarker(const Square &s)
{
    if (s.row < 0 || s.column < 0 || s.row >= kGridSize || s.column >= kGridSize)
        return;
    if (m_anchor == s) {
        m_anchor.reset();
    } else {
        if (!isFilled(s))
            m_cells.insert(std::lower_bound(m_cells.begin(), m_cells.end(), s), s);
        m_anchor = s;
    }
    edited();
}

void ShapeGridEdit::edited()
{
    refresh();
    emit shapeEdited(shape());
}

void ShapeGridEdit::shift(int rows, int columns)
{
    for (const Square &c : m_cells) {
        const Square moved{c.row + rows, c.column + columns};
        if (moved.row < 0 || moved.column < 0 || moved.row >= kGridSize || moved.column >= kGridSize)
            return; // the shape stays whole
    }
    for (Square &c : m_cells)
        c = {c.row + rows, c.column + columns};
    if (m_anchor)
        m_anchor = Square{m_anchor->row + rows, m_anchor->column + columns};
    setCursor({m_cursor.row + rows, m_cursor.column + columns});
}

QSize ShapeGridEdit::sizeHint() const
{
    const int extent = 2 * kPadding + kGridSize * kCell + (kGridSize - 1) * kGap;
    return {extent, extent};
}

QSize ShapeGridEdit::minimumSizeHint() const
{
    return sizeHint();
}

void ShapeGridEdit::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    QStyleOptionFrame frame;
    frame.initFrom(this);
    frame.rect = QRect(squareRect({0, 0}).topLeft() - QPoint(kPadding, kPadding), sizeHint());
    frame.lineWidth = style()->pixelMetric(QStyle::PM_DefaultFrameWidth, &frame, this);
    frame.state |= QStyle::State_Sunken;
    if (hasFocus())
        frame.state |= QStyle::State_HasFocus;
    style()->drawPrimitive(QStyle::PE_PanelLineEdit, &frame, &p, this);
    p.setRenderHint(QPainter::Antialiasing);

    // The free squares: faint, so that the piece stands out and the grid still shows where to click.
    const QColor free = palette().color(QPalette::Base).darker(104);
    p.setPen(QPen(palette().color(QPalette::Mid), 1, Qt::DotLine));
    p.setBrush(free);
    for (int r = 0; r < kGridSize; ++r)
        for (int c = 0; c < kGridSize; ++c)
            p.drawRect(QRectF(squareRect({r, c})).adjusted(0.5, 0.5, -0.5, -0.5));

    drawPiece(
        &p, m_cells, m_anchor, m_marker, [this](const Square &s) { return QRectF(squareRect(s)); }, kGap, 2);

    if (hasFocus()) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(palette().color(QPalette::Highlight), 2.5));
        p.drawRoundedRect(QRectF(squareRect(m_cursor)).adjusted(2, 2, -2, -2), 3, 3);
    }
}

void ShapeGridEdit::mousePressEvent(QMouseEvent *event)
{
    Square s;
    if (!squareAt(event->position().toPoint(), &s)) {
        InteractiveCanvas::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    m_cursor = s;
    const bool marking = event->button() == Qt::RightButton ||
                         (event->button() == Qt::LeftButton && (event->modifiers() & Qt::ShiftModifier));
    if (marking)
        toggleMarker(s);
    else if (event->button() == Qt::LeftButton)
        toggleSquare(s);
    else
        refresh();
    event->accept();
}

void ShapeGridEdit::keyPressEvent(QKeyEvent *event)
{
    const Qt::KeyboardModifiers commands = Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier;
    if (event->modifiers() & commands) {
        InteractiveCanvas::keyPressEvent(event);
        return;
    }
    const bool moveShape = event->modifiers() & Qt::ShiftModifier;
    int rows = 0, columns = 0;
    switch (event->key()) {
    case Qt::Key_Up:
        rows = -1;
        break;
    case Qt::Key_Down:
        rows = 1;
        break;
    case Qt::Key_Left:
        columns = -1;
        break;
    case Qt::Key_Right:
        columns = 1;
        break;
    case Qt::Key_Space:
        toggleSquare(m_cursor);
        return;
    case Qt::Key_A:
        toggleMarker(m_cursor);
        return;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        if (isFilled(m_cursor))
            toggleSquare(m_cursor);
        return;
    default:
        InteractiveCanvas::keyPressEvent(event); // Tab, Enter, Escape reach the window
        return;
    }
    if (moveShape)
        shift(rows, columns);
    else
        setCursor({m_cursor.row + rows, m_cursor.column + columns});
}

QString ShapeGridEdit::squareDescription(const Square &s) const
{
    const QString where = tr("Row %1, column %2").arg(argText(s.row + 1), argText(s.column + 1));
    if (m_anchor == s)
        return m_marker == Marker::Anchor ? tr("%1: the anchor").arg(where) : tr("%1: the altar").arg(where);
    return isFilled(s) ? tr("%1: a square of the piece").arg(where) : tr("%1: free").arg(where);
}

QString ShapeGridEdit::tipAt(const QPoint &pos, QRect *area) const
{
    Square s;
    if (!squareAt(pos, &s))
        return {};
    *area = squareRect(s);
    return squareDescription(s) + QLatin1Char('\n') +
           (m_marker == Marker::Anchor
                ? tr("Click to add or remove the square; Shift+click or right-click marks the anchor.")
                : tr("Click to add or remove the square; Shift+click or right-click marks the altar."));
}

QString ShapeGridEdit::accessibleTitle() const
{
    return m_marker == Marker::Anchor ? tr("Tunnel tile shape") : tr("Great hall shape");
}

QString ShapeGridEdit::accessibleText() const
{
    const Orientation o = shape();
    QString text = tr("Squares: %1").arg(o.cells.size());
    if (o.anchor)
        text += QLatin1String("; ") + (m_marker == Marker::Anchor ? tr("anchor at row %1, column %2")
                                                                  : tr("altar at row %1, column %2"))
                                          .arg(argText(o.anchor->row + 1), argText(o.anchor->column + 1));
    if (!isConnected(m_cells) && m_cells.size() > 1)
        text += QLatin1String("; ") + tr("not all joined by their edges");
    return text + QLatin1String(". ") + squareDescription(m_cursor) + QLatin1Char('.');
}

QIcon shapeIcon(const Orientation &shape, ShapeGridEdit::Marker marker, int extent)
{
    const qreal dpr = qGuiApp ? qGuiApp->devicePixelRatio() : 1.0;
    // A catalog lists many tiles of one shape: each icon is drawn once.
    static QHash<QString, QIcon> drawn;
    const QString key = shapePicture(shape).join(QLatin1Char('/')) + QLatin1Char('|') +
                        QString::number(int(marker)) + QLatin1Char('|') + QString::number(extent) +
                        QLatin1Char('|') + QString::number(dpr);
    if (const auto it = drawn.constFind(key); it != drawn.cend())
        return *it;
    if (drawn.size() > 500)
        drawn.clear();
    QPixmap pixmap(QSize(extent, extent) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    if (shape.cells.empty())
        return QIcon(pixmap);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    // One scale for every shape (at least 4 squares across), so that sizes compare at a glance in a list.
    const int span = std::max({4, shape.rows, shape.columns});
    const qreal cell = (extent - 2.0) / span;
    const QPointF origin((extent - cell * shape.columns) / 2, (extent - cell * shape.rows) / 2);
    drawPiece(
        &p, shape.cells, shape.anchor, marker,
        [&](const Square &s) {
            return QRectF(origin + QPointF(s.column * cell, s.row * cell), QSizeF(cell, cell));
        },
        0, 1);
    p.end();
    // The same colours on a selected row: a tile is recognised by its colour as much as by its outline.
    QIcon icon;
    icon.addPixmap(pixmap, QIcon::Normal);
    icon.addPixmap(pixmap, QIcon::Selected);
    drawn.insert(key, icon);
    return icon;
}

} // namespace hk::gui
