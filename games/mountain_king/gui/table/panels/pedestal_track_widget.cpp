#include "panels/pedestal_track_widget.h"

#include "art.h"
#include "cards/card_painting.h"
#include "colour_dot.h"
#include "floor/board_drawing.h"
#include "flow_layout.h"
#include "height_for_width.h"
#include "i18n/arg_text.h"
#include "rules/placement.h"

#include <QPainter>

namespace hk::gui {

namespace {
constexpr int kTrackHeader = 20; // the layer icons
constexpr int kTrackLabel = 24;  // the clan emblems
constexpr int kTrackCell = 32;
constexpr int kBagGap = 10;
constexpr int kBagWidth = 44;
} // namespace

PedestalTrackWidget::PedestalTrackWidget(QWidget *parent) : InteractiveCanvas(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setFocusPolicy(Qt::TabFocus); // readable by screen readers; nothing to click
    updateAccessibleName();
}

void PedestalTrackWidget::setState(const GameState &state)
{
    m_state.emplace(state);
    m_bag = state.pedestalBag();
    refresh();
}

int PedestalTrackWidget::takenBy(int layer, Clan clan) const
{
    if (!m_state)
        return -1;
    for (const PlacedPedestal &p : m_state->board.pedestals)
        if (p.clan == clan && m_state->board.board().layer(p.square) == layer)
            return p.player;
    return -1;
}

bool PedestalTrackWidget::isTaken(int layer, Clan clan) const
{
    return m_state && m_state->board.pedestalTokenTaken(layer, clan);
}

int PedestalTrackWidget::tokenValue(int layer, Clan clan) const
{
    if (!m_state || layer < 1 || layer > 5 || clan == Clan::Mud)
        return 0;
    return m_state->board.pedestalTrack[layer - 1][statueClanIndex(clan)];
}

QRect PedestalTrackWidget::cellRect(int layer, Clan clan) const
{
    const int row = statueClanIndex(clan);
    return {kTrackLabel + (layer - 1) * kTrackCell, kTrackHeader + row * kTrackCell, kTrackCell, kTrackCell};
}

QRect PedestalTrackWidget::bagRect(Clan clan) const
{
    const int row = statueClanIndex(clan);
    return {kTrackLabel + 5 * kTrackCell + kBagGap, kTrackHeader + row * kTrackCell, kBagWidth, kTrackCell};
}

QSize PedestalTrackWidget::sizeHint() const
{
    return {kTrackLabel + 5 * kTrackCell + kBagGap + kBagWidth + 2, kTrackHeader + 3 * kTrackCell + 2};
}

QSize PedestalTrackWidget::minimumSizeHint() const
{
    return sizeHint();
}

QString PedestalTrackWidget::cellDescription(int layer, Clan clan) const
{
    const int value = tokenValue(layer, clan);
    const QString token =
        value > 0 ? tr("layer %1, %2: token %3").arg(argText(layer), clanName(clan), argText(value))
                  : tr("layer %1, %2: token of unknown value").arg(argText(layer), clanName(clan));
    if (!isTaken(layer, clan))
        return tr("%1, still on the track").arg(token);
    const int who = takenBy(layer, clan);
    if (m_state && who >= 0 && who < m_state->playerCount())
        return tr("%1, taken by %2").arg(token, m_state->players[who].name);
    return tr("%1, taken").arg(token);
}

QString PedestalTrackWidget::accessibleTitle() const
{
    return tr("Pedestal track");
}

QString PedestalTrackWidget::accessibleText() const
{
    QStringList parts;
    for (Clan clan : kStatueClans)
        for (int layer = 1; layer <= 5; ++layer)
            if (isTaken(layer, clan))
                parts << cellDescription(layer, clan);
    QString text = parts.isEmpty() ? tr("No token taken yet.") : parts.join(QStringLiteral("; "));
    text += QLatin1Char(' ') + tr("In the bag: Fire %1, Ice %2, Moon %3 pedestals.")
                                   .arg(argText(m_bag[0]), argText(m_bag[1]), argText(m_bag[2]));
    return text;
}

void PedestalTrackWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    // Headers: the layers' colours and the bag.
    for (int layer = 1; layer <= 5; ++layer) {
        const QRect c = cellRect(layer, Clan::Fire);
        Art::instance().paint(&p, Art::layerId(layer), QRectF(c.center().x() - 8, 1, 16, 16));
    }
    QFont small = font();
    small.setPointSizeF(font().pointSizeF() * 0.85);
    p.setFont(small);
    p.setPen(pal.color(QPalette::PlaceholderText));
    const QRect bagHeader(bagRect(Clan::Fire).left() - 6, 0, kBagWidth + 12, kTrackHeader - 2);
    p.drawText(bagHeader, Qt::AlignCenter, tr("Bag"));

    for (Clan clan : kStatueClans) {
        const QRect first = cellRect(1, clan);
        Art::instance().paint(&p, Art::clanId(clan), QRectF(2, first.center().y() - 9, 18, 18));
        for (int layer = 1; layer <= 5; ++layer) {
            const QRectF cell = QRectF(cellRect(layer, clan)).adjusted(3, 3, -3, -3);
            if (!isTaken(layer, clan)) {
                paintTokenValue(&p, cell, tokenValue(layer, clan), font());
                continue;
            }
            // Taken: the place is empty, with the colour of who took it.
            QPen dashed(pal.color(QPalette::WindowText), 1, Qt::DashLine);
            QColor line = dashed.color();
            line.setAlpha(110);
            dashed.setColor(line);
            dashed.setDashPattern({2, 2});
            p.setPen(dashed);
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(cell.adjusted(0.5, 0.5, -0.5, -0.5));
            const int who = takenBy(layer, clan);
            if (m_state && who >= 0) {
                p.setPen(QPen(QColor(0, 0, 0, 110), 1));
                p.setBrush(seatColour(*m_state, who));
                p.drawEllipse(cell.center(), cell.width() * 0.22, cell.width() * 0.22);
            }
        }
        // The pedestals of this clan left in the bag.
        const QRect bag = bagRect(clan);
        const QRectF icon(bag.left(), bag.center().y() - 10, 20, 20);
        const int left = m_bag[statueClanIndex(clan)];
        p.setOpacity(left > 0 ? 1 : 0.35);
        paintArt(&p, icon, QStringLiteral("pedestal"), clan);
        p.setOpacity(1);
        QFont bold = font();
        bold.setBold(true);
        p.setFont(bold);
        p.setPen(left > 0 ? pal.color(QPalette::WindowText) : pal.color(QPalette::PlaceholderText));
        p.drawText(QRect(bag.left() + 23, bag.top(), bag.width() - 23, bag.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, QString::number(left));
    }
    if (hasFocus()) {
        p.setPen(QPen(pal.color(QPalette::Highlight), 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), 4, 4);
    }
}

QString PedestalTrackWidget::tipAt(const QPoint &pos, QRect *area) const
{
    for (Clan clan : kStatueClans) {
        for (int layer = 1; layer <= 5; ++layer)
            if (cellRect(layer, clan).contains(pos)) {
                *area = cellRect(layer, clan);
                return cellDescription(layer, clan);
            }
        if (bagRect(clan).contains(pos)) {
            const int left = m_bag[statueClanIndex(clan)];
            *area = bagRect(clan);
            return left == 1 ? tr("1 %1 pedestal left in the bag").arg(clanName(clan))
                             : tr("%1 %2 pedestals left in the bag").arg(argText(left), clanName(clan));
        }
    }
    return {};
}

} // namespace hk::gui
