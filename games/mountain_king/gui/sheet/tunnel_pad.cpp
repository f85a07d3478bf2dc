#include "tunnel_pad.h"

#include "art.h"
#include "i18n/arg_text.h"
#include "scoring/dig_score.h"

#include <QKeyEvent>
#include <QPainter>

namespace hk::gui {

namespace {

constexpr int kLabelWidth = 22;
constexpr int kHeaderHeight = 22;
constexpr int kMinCellWidth = 58;
constexpr int kCellHeight = 26;
constexpr int kGap = 3;
constexpr int kTextLeft = 5, kTextRight = 7, kTextGap = 4; // around and between a cell's two texts

QColor mineralTint(int column)
{
    static const QColor tints[3] = {QColor(0xd5, 0xd5, 0xda), QColor(0xb9, 0xc6, 0xd6),
                                    QColor(0xf1, 0xc0, 0xc0)};
    return tints[column];
}

} // namespace

TunnelPad::TunnelPad(QWidget *parent) : InteractiveCanvas(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    updateAccessibleName();
    updateAccessibleText();
}

void TunnelPad::setCounts(const Counts &counts)
{
    if (counts == m_counts)
        return;
    m_counts = counts;
    refresh();
}

void TunnelPad::setCurrent(int size, Mineral mineral)
{
    m_row = std::clamp(size - 2, 0, 3);
    m_column = static_cast<int>(mineral);
    refresh();
}

QSize TunnelPad::sizeHint() const
{
    return {kLabelWidth + 3 * (cellWidth() + kGap), kHeaderHeight + 4 * (kCellHeight + kGap)};
}

QSize TunnelPad::minimumSizeHint() const
{
    return sizeHint();
}

QRect TunnelPad::headerRect(int column) const
{
    return {kLabelWidth + column * (cellWidth() + kGap), 0, cellWidth(), kHeaderHeight - 2};
}

QRect TunnelPad::rowLabelRect(int row) const
{
    return {0, kHeaderHeight + row * (kCellHeight + kGap), kLabelWidth - 4, kCellHeight};
}

QRect TunnelPad::cellRect(int size, Mineral mineral) const
{
    const int row = size - 2;
    const int column = static_cast<int>(mineral);
    return {kLabelWidth + column * (cellWidth() + kGap), kHeaderHeight + row * (kCellHeight + kGap),
            cellWidth(), kCellHeight};
}

bool TunnelPad::cellAt(const QPoint &pos, int *row, int *column) const
{
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 3; ++c)
            if (cellRect(r + 2, static_cast<Mineral>(c)).contains(pos)) {
                *row = r;
                *column = c;
                return true;
            }
    return false;
}

QString TunnelPad::cellDescription(int row, int column) const
{
    const Mineral mineral = static_cast<Mineral>(column);
    return tr("Size %1 %2 tunnels: %3 (%4 points each)")
        .arg(argText(row + 2), mineralName(mineral), argText(m_counts[row][column]),
             argText(tunnelPoints(row + 2, mineral)));
}

QString TunnelPad::pointsText(int row, int column) const
{
    return tr("+%1").arg(tunnelPoints(row + 2, static_cast<Mineral>(column)));
}

QString TunnelPad::countText(int row, int column) const
{
    const int count = m_counts[row][column];
    return count > 0 ? QStringLiteral("×%1").arg(count) : QStringLiteral("·");
}

QFont TunnelPad::pointsFont() const
{
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.85);
    return small;
}

QFont TunnelPad::countFont() const
{
    QFont bold = font();
    bold.setBold(true);
    return bold;
}

int TunnelPad::cellWidth() const
{
    // Room for the widest points and a two-digit count in this font (CJK fonts draw wider digits).
    int points = 0;
    for (int row = 0; row < 4; ++row)
        for (int column = 0; column < 3; ++column)
            points = std::max(points, QFontMetrics(pointsFont()).horizontalAdvance(pointsText(row, column)));
    const int count = QFontMetrics(countFont()).horizontalAdvance(QStringLiteral("×99"));
    return std::max(kMinCellWidth, kTextLeft + points + kTextGap + count + kTextRight);
}

int TunnelPad::cellTextWidth(int size, Mineral mineral) const
{
    const int row = size - 2, column = static_cast<int>(mineral);
    return kTextLeft + QFontMetrics(pointsFont()).horizontalAdvance(pointsText(row, column)) + kTextGap +
           QFontMetrics(countFont()).horizontalAdvance(countText(row, column)) + kTextRight;
}

QString TunnelPad::accessibleTitle() const
{
    return tr("Tunnels dug");
}

QString TunnelPad::accessibleText() const
{
    return cellDescription(m_row, m_column);
}

QString TunnelPad::tipAt(const QPoint &pos, QRect *area) const
{
    int row = 0, column = 0;
    if (!cellAt(pos, &row, &column))
        return {};
    *area = cellRect(row + 2, static_cast<Mineral>(column));
    return cellDescription(row, column) + QLatin1Char('\n') +
           tr("Click or press Space to add one; right-click or press − to remove one.");
}

void TunnelPad::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const int icon = 16;

    for (int c = 0; c < 3; ++c) {
        const QRect header = headerRect(c);
        const Mineral mineral = static_cast<Mineral>(c);
        Art::instance().paint(&p, Art::resourceId(toResource(mineral)),
                              QRectF(header.center().x() - icon / 2.0, header.top() + 2, icon, icon));
    }
    for (int r = 0; r < 4; ++r) {
        p.setPen(pal.color(QPalette::WindowText));
        p.setFont(font());
        p.drawText(rowLabelRect(r), Qt::AlignRight | Qt::AlignVCenter, QString::number(r + 2));
        for (int c = 0; c < 3; ++c) {
            const Mineral mineral = static_cast<Mineral>(c);
            const QRectF cell = QRectF(cellRect(r + 2, mineral)).adjusted(0.5, 0.5, -0.5, -0.5);
            const int count = m_counts[r][c];
            p.setPen(QPen(QColor(0, 0, 0, 60), 1));
            p.setBrush(count > 0 ? mineralTint(c) : mineralTint(c).lighter(118));
            p.drawRoundedRect(cell, 5, 5);
            // Points per tile, small, on the left; the count, bold, on the right.
            p.setFont(pointsFont());
            p.setPen(QColor(0x44, 0x44, 0x44));
            p.drawText(cell.adjusted(kTextLeft, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, pointsText(r, c));
            p.setFont(countFont());
            p.setPen(count > 0 ? QColor(0x1a, 0x1a, 0x1a) : QColor(0x88, 0x88, 0x88));
            p.drawText(cell.adjusted(0, 0, -kTextRight, 0), Qt::AlignRight | Qt::AlignVCenter,
                       countText(r, c));
            if (hasFocus() && r == m_row && c == m_column) {
                p.setBrush(Qt::NoBrush);
                p.setPen(QPen(pal.color(QPalette::Highlight), 2.5));
                p.drawRoundedRect(cell.adjusted(1, 1, -1, -1), 4, 4);
            }
        }
    }
}

void TunnelPad::mousePressEvent(QMouseEvent *event)
{
    int row = 0, column = 0;
    if (!cellAt(event->position().toPoint(), &row, &column))
        return;
    setFocus(Qt::MouseFocusReason);
    m_row = row;
    m_column = column;
    refresh();
    if (event->button() == Qt::LeftButton)
        emit addRequested(row + 2, static_cast<Mineral>(column));
    else if (event->button() == Qt::RightButton)
        emit removeRequested(row + 2, static_cast<Mineral>(column));
}

void TunnelPad::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Up:
        m_row = std::max(0, m_row - 1);
        break;
    case Qt::Key_Down:
        m_row = std::min(3, m_row + 1);
        break;
    case Qt::Key_Left:
        m_column = std::max(0, m_column - 1);
        break;
    case Qt::Key_Right:
        m_column = std::min(2, m_column + 1);
        break;
    case Qt::Key_2:
    case Qt::Key_3:
    case Qt::Key_4:
    case Qt::Key_5:
        m_row = event->key() - Qt::Key_2;
        break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        emit addRequested(m_row + 2, static_cast<Mineral>(m_column));
        break;
    case Qt::Key_Minus:
    case Qt::Key_Backspace:
    case Qt::Key_Delete:
        emit removeRequested(m_row + 2, static_cast<Mineral>(m_column));
        break;
    default:
        InteractiveCanvas::keyPressEvent(event);
        return;
    }
    refresh();
}

} // namespace hk::gui
