#include "wizard/setup_map.h"

#include "art.h"
#include "i18n/arg_text.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace hk::gui {

namespace {

// The layer colours of the artwork (layer-1 … layer-5), dark grey outside to yellow inside.
const QColor kLayerColours[5] = {QColor(0x4a, 0x4a, 0x4f), QColor(0x8d, 0x8d, 0x92), QColor(0x8b, 0x5a, 0x2b),
                                 QColor(0xe0, 0x8a, 0x2e), QColor(0xf2, 0xcf, 0x3c)};
const QColor kInk(0x2b, 0x21, 0x18);

QColor textOn(const QColor &fill)
{
    return fill.lightnessF() > 0.6 ? kInk : Qt::white;
}

} // namespace

SetupMap::SetupMap(QWidget *parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setMouseTracking(true);
}

void SetupMap::setBoard(std::shared_ptr<const Board> board)
{
    m_board = std::move(board);
    m_current.reset();
    updateGeometry();
    update();
}

void SetupMap::setPoints(Points points, const std::vector<Square> &order)
{
    m_points = points;
    m_order = order;
    update();
}

void SetupMap::setStartLabel(int players)
{
    m_startLabel = players;
    update();
}

void SetupMap::setGates(const std::vector<Gate> &gates)
{
    m_gates = gates;
    update();
}

void SetupMap::setStatues(const std::vector<StatueOnBoard> &statues, bool numbered)
{
    m_statues = statues;
    m_numbered = numbered;
    update();
}

void SetupMap::setCurrent(std::optional<Square> square)
{
    m_current = square;
    update();
}

QSize SetupMap::sizeHint() const
{
    if (!m_board)
        return {360, 330};
    const int cell = 18;
    return {(m_board->columns + 1) * cell, (m_board->rows + 1) * cell};
}

QSize SetupMap::minimumSizeHint() const
{
    return {220, 200};
}

int SetupMap::heightForWidth(int width) const
{
    if (!m_board || m_board->columns == 0)
        return width;
    return int(std::ceil(double(width) * (m_board->rows + 1) / (m_board->columns + 1)));
}

double SetupMap::cellSize() const
{
    if (!m_board || m_board->rows == 0 || m_board->columns == 0)
        return 1;
    // A margin all round: gates, start points and the current ring drawn on the edge stick out a little.
    return std::max(1.0, std::min(width() / (m_board->columns + 1.5), height() / (m_board->rows + 1.5)));
}

QPointF SetupMap::origin() const
{
    const double cell = cellSize();
    return {(width() - cell * m_board->columns) / 2.0, (height() - cell * m_board->rows) / 2.0};
}

QRectF SetupMap::cellRect(const Square &s) const
{
    const double cell = cellSize();
    const QPointF o = origin();
    return {o.x() + s.column * cell, o.y() + s.row * cell, cell, cell};
}

std::optional<Square> SetupMap::pointAt(const QPointF &pos) const
{
    if (!m_board)
        return std::nullopt;
    // The nearest clickable point within a cell and a half: small squares are easy to hit.
    std::optional<Square> best;
    double bestDistance = cellSize() * 1.5;
    for (const Square &s : m_order) {
        const double d = QLineF(cellRect(s).center(), pos).length();
        if (d < bestDistance) {
            bestDistance = d;
            best = s;
        }
    }
    return best;
}

QString SetupMap::describePoint(const Square &s) const
{
    QString text;
    if (m_points == Points::StartPoints) {
        for (const GateStart &g : m_board->gateStarts)
            if (g.square == s)
                text = tr("Gate start point %1, labelled %2").arg(squareText(s), argText(g.players));
        for (const Gate &g : m_gates)
            if (g.square == s)
                text += QLatin1Char('\n') + tr("Gate of %1").arg(g.name);
    } else {
        text = tr("Statue spot %1").arg(squareText(s));
        for (const StatueOnBoard &st : m_statues)
            if (st.square == s)
                text += QLatin1Char('\n') + tr("%1 statue").arg(clanName(st.clan));
    }
    return text;
}

void SetupMap::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    if (!m_board)
        return;
    p.setRenderHint(QPainter::Antialiasing);
    const double cell = cellSize();
    const Board &b = *m_board;

    // Layers, with a faint grid so that squares can be counted.
    QRectF heart;
    for (int i = 0; i < int(b.grid.size()); ++i) {
        const Square s = b.squareAt(i);
        const Terrain t = b.grid[i];
        if (t == Terrain::Off)
            continue;
        const QRectF r = cellRect(s);
        if (t == Terrain::Heart) {
            heart = heart.isNull() ? r : heart.united(r);
            p.fillRect(r, QColor(0x5c, 0x1a, 0x14));
            continue;
        }
        p.fillRect(r, kLayerColours[int(t) - 1]);
    }
    p.setPen(QPen(QColor(0, 0, 0, 45), 1));
    for (int i = 0; i < int(b.grid.size()); ++i)
        if (b.grid[i] != Terrain::Off)
            p.drawRect(cellRect(b.squareAt(i)));
    if (!heart.isNull()) {
        const double side = std::max(heart.width(), heart.height()) * 1.2;
        Art::instance().paint(&p, QStringLiteral("heart"),
                              QRectF(heart.center() - QPointF(side / 2, side / 2), QSizeF(side, side)));
    }

    // Workshop sites: a dark square with a light rim.
    p.setPen(QPen(QColor(0xf4, 0xf1, 0xea), 1));
    p.setBrush(QColor(0x2b, 0x21, 0x18, 200));
    for (const Square &s : b.workshopSites)
        p.drawRoundedRect(cellRect(s).adjusted(cell * 0.2, cell * 0.2, -cell * 0.2, -cell * 0.2), 2, 2);

    QFont font = p.font();
    font.setBold(true);
    font.setPixelSize(std::max(7, int(cell * 0.6)));
    p.setFont(font);

    // Statues (or empty spots).
    for (const Square &s : b.statueSpots) {
        const QRectF r = cellRect(s);
        const auto statue = std::find_if(m_statues.begin(), m_statues.end(),
                                         [&](const StatueOnBoard &st) { return st.square == s; });
        if (statue == m_statues.end()) {
            p.setPen(QPen(QColor(0xf4, 0xf1, 0xea), 1.5));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(r.adjusted(cell * 0.25, cell * 0.25, -cell * 0.25, -cell * 0.25));
            continue;
        }
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xf4, 0xf1, 0xea, 200));
        p.drawEllipse(r.adjusted(-1, -1, 1, 1));
        Art::instance().paint(&p, Art::statueId(statue->clan), r.adjusted(-1, -2, 1, 0));
    }

    // Gate start points: those of this player count bright, the others faded.
    if (m_points == Points::StartPoints)
        for (const GateStart &g : b.gateStarts) {
            const bool usable = m_startLabel == 0 || g.players == m_startLabel;
            const QRectF r = cellRect(g.square).adjusted(-cell * 0.1, -cell * 0.1, cell * 0.1, cell * 0.1);
            p.setPen(QPen(kInk, 1.5));
            p.setBrush(usable ? QColor(0xf4, 0xf1, 0xea) : QColor(0xf4, 0xf1, 0xea, 110));
            p.drawEllipse(r);
            p.setPen(usable ? kInk : QColor(0x2b, 0x21, 0x18, 140));
            p.drawText(r, Qt::AlignCenter, QString::number(g.players));
        }

    // Gates: the player's colour with the seat number.
    for (const Gate &g : m_gates) {
        if (!b.inGrid(g.square))
            continue;
        const QRectF r = cellRect(g.square).adjusted(-cell * 0.25, -cell * 0.25, cell * 0.25, cell * 0.25);
        p.setPen(QPen(g.colour.lightnessF() > 0.6 ? kInk : QColor(0xf4, 0xf1, 0xea), 2));
        p.setBrush(g.colour);
        p.drawRoundedRect(r, 3, 3);
        p.setPen(textOn(g.colour));
        p.drawText(r, Qt::AlignCenter, g.label);
    }

    // The first statue of the cycle and the current point.
    if (m_numbered && !m_order.empty()) {
        const QRectF r =
            cellRect(m_order.front()).adjusted(-cell * 0.45, -cell * 0.45, cell * 0.45, cell * 0.45);
        p.setPen(QPen(QColor(0xf4, 0xf1, 0xea), 2.5, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(r);
    }
    if (m_current) {
        const QRectF r = cellRect(*m_current).adjusted(-cell * 0.55, -cell * 0.55, cell * 0.55, cell * 0.55);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(Qt::white, hasFocus() ? 4 : 3));
        p.drawEllipse(r);
        p.setPen(QPen(palette().color(QPalette::Highlight), hasFocus() ? 2.5 : 1.5));
        p.drawEllipse(r);
    }
}

void SetupMap::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    setFocus(Qt::MouseFocusReason);
    if (const auto s = pointAt(event->position())) {
        m_current = *s;
        update();
        emit pointClicked(*s);
    }
}

void SetupMap::keyPressEvent(QKeyEvent *event)
{
    const int key = event->key();
    if ((key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down) &&
        !m_order.empty()) {
        const auto it = m_current ? std::find(m_order.begin(), m_order.end(), *m_current) : m_order.end();
        int index = it == m_order.end() ? -1 : int(it - m_order.begin());
        const int step = key == Qt::Key_Left || key == Qt::Key_Up ? -1 : 1;
        index = index < 0 ? 0 : (index + step + int(m_order.size())) % int(m_order.size());
        m_current = m_order[index];
        update();
        emit currentMoved(*m_current);
        return;
    }
    if (key == Qt::Key_Space && m_current) {
        emit pointClicked(*m_current);
        return;
    }
    QWidget::keyPressEvent(event);
}

bool SetupMap::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_board) {
        const auto *help = static_cast<QHelpEvent *>(event);
        if (const auto s = pointAt(help->pos())) {
            QToolTip::showText(help->globalPos(), describePoint(*s), this, cellRect(*s).toAlignedRect());
            return true;
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    if (event->type() == QEvent::FocusIn || event->type() == QEvent::FocusOut)
        update();
    return QWidget::event(event);
}

} // namespace hk::gui
