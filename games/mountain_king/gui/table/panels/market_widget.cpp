#include "panels/market_widget.h"

#include "art.h"
#include "cards/card_painting.h"
#include "floor/board_drawing.h"
#include "height_for_width.h"
#include "i18n/arg_text.h"
#include "rules/placement.h"

#include <QKeyEvent>
#include <QPainter>

#include <cmath>

namespace hk::gui {

namespace {

constexpr int kMargin = 3;
constexpr int kGap = 4;
constexpr int kDeckWidth = 34;
constexpr qreal kMaxCardWidth = 96;
constexpr qreal kCardAspect = 1.05; // height / width: room for the bribes under the icons
constexpr qreal kFooter = 0.32;     // share of the height kept for bribes and pedestal

QString countsText(const ResourceCounts &c)
{
    QStringList parts;
    for (Resource r : kAllResources)
        if (at(c, r) > 0)
            parts << QStringLiteral("%1 %2").arg(resourceName(r), argText(at(c, r)));
    return parts.join(MarketWidget::tr(", "));
}

} // namespace

MarketWidget::MarketWidget(QWidget *parent) : InteractiveCanvas(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    updateAccessibleName();
}

void MarketWidget::setState(const GameState &state)
{
    m_state.emplace(state);
    m_level = std::clamp(m_level, 1, 3);
    m_position = std::clamp(m_position, 0, std::max(0, rowSize(m_level) - 1));
    refresh();
}

int MarketWidget::cost(int level, int position)
{
    return level <= 1 ? 0 : int(Market::below(level, position).size());
}

int MarketWidget::rowSize(int level) const
{
    if (!m_state || level < 1 || level > 3)
        return 6 - level; // 5, 4, 3
    return int(m_state->market.rows[level - 1].size());
}

const MarketSlot *MarketWidget::slotAt(int level, int position) const
{
    if (!m_state || level < 1 || level > 3 || position < 0 || position >= rowSize(level))
        return nullptr;
    return &m_state->market.rows[level - 1][position];
}

QStringList MarketWidget::obstacles(int level, int position) const
{
    QStringList why;
    const MarketSlot *slot = slotAt(level, position);
    if (!m_state || !slot || !slot->card)
        return {tr("There is no troll in this place.")};
    const GameState &s = *m_state;
    if (s.over())
        return {tr("The game is over.")};
    const int player = s.currentPlayer();
    const QString name = s.players[player].name;
    if (s.turn.main)
        why << tr("%1 has already recruited or dug this turn.").arg(name);
    else if (s.turn.hall || s.turn.moved)
        why << tr("Recruiting comes before great halls and statue moves.");
    if (s.players[player].moot.full())
        why << tr("The troll moot of %1 is full.").arg(name);
    for (const auto &[l, p] : Market::below(level, position)) {
        const MarketSlot *under = slotAt(l, p);
        if (!under || !under->card) {
            why << tr("A place below it is empty: it cannot be bribed.");
            break;
        }
    }
    // REC-COST: bribes are coins, unless a spell cast this turn says otherwise.
    const ResourceCounts purse = s.purse(player).resources;
    const int price = cost(level, position);
    if (s.turn.spell ? total(purse) < price : at(purse, Resource::Coin) < price)
        why << (s.turn.spell ? tr("It needs %1 bribes; %2 has %3 resources.")
                                   .arg(argText(price), name, argText(total(purse)))
                             : tr("It needs %1 coins; %2 has %3.")
                                   .arg(argText(price), name, argText(at(purse, Resource::Coin))));
    return why;
}

QString MarketWidget::cardDescription(int level, int position) const
{
    const MarketSlot *slot = slotAt(level, position);
    if (!slot)
        return {};
    const QString where = tr("Level %1, place %2").arg(argText(level), argText(position + 1));
    if (!slot->card)
        return tr("%1: empty").arg(where);
    QStringList lines;
    lines << tr("%1: %2").arg(where, trollText(*slot->card));
    const int price = cost(level, position);
    lines << (price == 0
                  ? tr("Cost: free")
                  : tr("Cost: %1 bribes, one on each troll below it (coins, unless a spell says otherwise)")
                        .arg(price));
    QStringList gives;
    if (total(slot->bribes) > 0)
        gives << tr("its bribes (%1)").arg(countsText(slot->bribes));
    if (slot->pedestal)
        gives << tr("a %1 pedestal").arg(clanName(*slot->pedestal));
    if (slot->card->level == 3) {
        const auto bag = m_state->pedestalBag();
        if (bag[0] + bag[1] + bag[2] > 0)
            gives << tr("a pedestal of your choice from the bag");
    }
    if (!gives.isEmpty())
        lines << tr("Taking it gives: %1").arg(gives.join(tr("; ")));
    if (m_state->over()) {
        lines << tr("The game is over.");
    } else {
        const QString name = m_state->players[m_state->currentPlayer()].name;
        const QStringList why = obstacles(level, position);
        lines << (why.isEmpty() ? tr("%1 can recruit it now.").arg(name)
                                : tr("%1 cannot recruit it now: %2").arg(name, why.join(QLatin1Char(' '))));
    }
    return lines.join(QLatin1Char('\n'));
}

QSizeF MarketWidget::cardSize(int width) const
{
    const qreal w =
        std::clamp((width - 2.0 * kMargin - kDeckWidth - kGap - 4.0 * kGap) / 5.0, 36.0, kMaxCardWidth);
    return {std::floor(w), std::floor(w * kCardAspect)};
}

int MarketWidget::heightForWidth(int width) const
{
    return int(2 * kMargin + 3 * cardSize(width).height() + 2 * kGap);
}

QSize MarketWidget::sizeHint() const
{
    return {420, heightForWidth(420)};
}

QSize MarketWidget::minimumSizeHint() const
{
    return {260, heightForWidth(260)};
}

QRect MarketWidget::cardRect(int level, int position) const
{
    if (level < 1 || level > 3 || position < 0 || position >= rowSize(level))
        return {};
    const QSizeF card = cardSize(width());
    const qreal rowWidth = 5 * card.width() + 4 * kGap;
    const qreal x0 = kMargin + kDeckWidth + kGap +
                     std::max(0.0, (width() - 2.0 * kMargin - kDeckWidth - kGap - rowWidth) / 2);
    // Each level up stands half a card further in, over the pairs below it.
    const qreal x = x0 + (level - 1) * (card.width() + kGap) / 2 + position * (card.width() + kGap);
    const qreal y = kMargin + (3 - level) * (card.height() + kGap);
    return QRectF(QPointF(x, y), card).toRect();
}

QRect MarketWidget::deckRect(int level) const
{
    const QSizeF card = cardSize(width());
    const qreal y = kMargin + (3 - level) * (card.height() + kGap);
    const qreal h = std::min(card.height(), kDeckWidth * 1.35);
    return QRectF(kMargin, y + (card.height() - h) / 2, kDeckWidth, h).toRect();
}

bool MarketWidget::cardAt(const QPointF &pos, int *level, int *position) const
{
    for (int l = 1; l <= 3; ++l)
        for (int p = 0; p < rowSize(l); ++p)
            if (cardRect(l, p).contains(pos.toPoint())) {
                *level = l;
                *position = p;
                return true;
            }
    return false;
}

bool MarketWidget::fadeUnrecruitable() const
{
    // Only while the current player still has to choose; afterwards every card looks the same.
    return m_state && !m_state->over() && !m_state->turn.main && !m_state->turn.hall && !m_state->turn.moved;
}

void MarketWidget::paintCard(QPainter &p, int level, int position, const QRectF &r)
{
    const MarketSlot *slot = slotAt(level, position);
    const QPalette pal = palette();
    if (!slot || !slot->card) {
        QColor line = pal.color(QPalette::WindowText);
        line.setAlpha(90);
        p.setPen(QPen(line, 1, Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 5, 5);
        return;
    }
    const qreal footer = std::floor(r.height() * kFooter);
    p.save();
    if (fadeUnrecruitable() && !obstacles(level, position).isEmpty())
        p.setOpacity(0.5);
    paintTrollCard(&p, r, *slot->card, CardIcons{}, QColor(), font(), footer);

    // The footer: bribes on the left, the pedestal on the right.
    const QRectF band(r.left() + 1, r.bottom() - footer, r.width() - 2, footer - 1);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(kOutline.red(), kOutline.green(), kOutline.blue(), 70), 1));
    p.drawLine(QPointF(band.left() + 3, band.top() + 0.5), QPointF(band.right() - 3, band.top() + 0.5));
    const qreal icon = std::floor(std::min(band.height() - 3, 20.0));
    const qreal y = std::round(band.center().y() - icon / 2 + 0.5);
    qreal right = band.right() - 2;
    if (slot->pedestal) {
        right -= icon;
        paintArt(&p, QRectF(right, y, icon, icon), QStringLiteral("pedestal"), *slot->pedestal);
        right -= 2;
    } else if (slot->card->level == 3) {
        const auto bag = m_state->pedestalBag();
        if (bag[0] + bag[1] + bag[2] > 0) {
            // The pedestal reminder: one of the recruiter's choice from the bag.
            right -= icon;
            const QRectF ped(right, y, icon, icon);
            const qreal opacity = p.opacity();
            p.setOpacity(opacity * 0.5);
            paintArt(&p, ped, QStringLiteral("pedestal"));
            p.setOpacity(opacity);
            QFont f = font();
            f.setBold(true);
            f.setPixelSize(std::max(8, int(icon * 0.75)));
            p.setFont(f);
            p.setPen(kOutline);
            p.drawText(ped, Qt::AlignCenter, QStringLiteral("?"));
            right -= 2;
        }
    }
    // Bribes: one icon per resource while few, else an icon and a count per kind.
    const int bribes = total(slot->bribes);
    qreal x = band.left() + 2;
    if (bribes > 0 && bribes <= 4) {
        const qreal step = std::min(icon + 1, (right - x - icon) / std::max(1, bribes - 1));
        for (Resource r : kAllResources)
            for (int i = 0; i < at(slot->bribes, r); ++i) {
                paintIcon(&p, QRectF(x, y, icon, icon), r);
                x += step;
            }
    } else if (bribes > 4) {
        QFont f = font();
        f.setBold(true);
        f.setPixelSize(std::max(8, int(icon * 0.7)));
        p.setFont(f);
        p.setPen(kOutline);
        for (Resource r : kAllResources)
            if (const int n = at(slot->bribes, r)) {
                paintIcon(&p, QRectF(x, y, icon, icon), r);
                x += icon;
                const QString text = QString::number(n);
                p.drawText(QRectF(x, y, 20, icon), Qt::AlignLeft | Qt::AlignVCenter, text);
                x += QFontMetricsF(f).horizontalAdvance(text) + 2;
            }
    }
    p.restore();
}

void MarketWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();

    // The decks: a stack of card backs with the number left, and the level.
    for (int level = 1; level <= 3; ++level) {
        const QRectF d = QRectF(deckRect(level)).adjusted(0.5, 0.5, -0.5, -0.5);
        const int left = m_state ? m_state->market.deck[level - 1] : 0;
        const QColor back = left > 0 ? QColor(0x6b, 0x44, 0x23) : QColor(0x6b, 0x44, 0x23, 60);
        p.setPen(QPen(kOutline, 1));
        if (left > 1) {
            p.setBrush(back.darker(120));
            p.drawRoundedRect(d.adjusted(3, 0, 0, -3), 4, 4);
        }
        p.setBrush(back);
        p.drawRoundedRect(d.adjusted(0, 3, -3, 0), 4, 4);
        const QRectF face = d.adjusted(0, 3, -3, 0);
        QFont f = font();
        f.setBold(true);
        p.setFont(f);
        p.setPen(left > 0 ? kCream : pal.color(QPalette::WindowText));
        p.drawText(face.adjusted(0, face.height() * 0.3, 0, 0), Qt::AlignCenter, QString::number(left));
        QFont small = font();
        small.setPixelSize(std::max(8, int(face.height() * 0.22)));
        // The level in the reader's words ("レベル3" in Japanese), smaller if the deck is too narrow for it.
        const QString title = tr("L%1").arg(level);
        while (small.pixelSize() > 6 && QFontMetrics(small).horizontalAdvance(title) > face.width() - 2)
            small.setPixelSize(small.pixelSize() - 1);
        p.setFont(small);
        p.drawText(face.adjusted(0, 2, 0, -face.height() * 0.55), Qt::AlignCenter, title);
    }

    for (int level = 3; level >= 1; --level)
        for (int position = 0; position < rowSize(level); ++position)
            paintCard(p, level, position, cardRect(level, position));

    if (m_hoverLevel > 0) {
        const MarketSlot *slot = slotAt(m_hoverLevel, m_hoverPosition);
        if (slot && slot->card) {
            QColor c = pal.color(QPalette::Highlight);
            c.setAlpha(160);
            p.setPen(QPen(c, 2));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(QRectF(cardRect(m_hoverLevel, m_hoverPosition)).adjusted(1, 1, -1, -1), 5, 5);
        }
    }
    if (hasFocus() && m_state) {
        p.setPen(QPen(pal.color(QPalette::Highlight), 2.5));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(QRectF(cardRect(m_level, m_position)).adjusted(-1, -1, 1, 1), 6, 6);
    }
}

void MarketWidget::resizeEvent(QResizeEvent *event)
{
    keepHeightForWidth(this);
    InteractiveCanvas::resizeEvent(event);
}

void MarketWidget::mousePressEvent(QMouseEvent *event)
{
    int level = 0, position = 0;
    if (event->button() != Qt::LeftButton || !cardAt(event->position(), &level, &position)) {
        InteractiveCanvas::mousePressEvent(event);
        return;
    }
    m_level = level;
    m_position = position;
    m_column.reset();
    refresh();
    const MarketSlot *slot = slotAt(level, position);
    if (slot && slot->card)
        emit recruitRequested(level, position);
}

void MarketWidget::mouseMoveEvent(QMouseEvent *event)
{
    int level = 0, position = -1;
    cardAt(event->position(), &level, &position);
    if (level != m_hoverLevel || position != m_hoverPosition) {
        m_hoverLevel = level;
        m_hoverPosition = position;
        const MarketSlot *slot = slotAt(level, position);
        setCursor(slot && slot->card ? Qt::PointingHandCursor : Qt::ArrowCursor);
        update();
    }
    InteractiveCanvas::mouseMoveEvent(event);
}

void MarketWidget::leaveEvent(QEvent *event)
{
    m_hoverLevel = 0;
    m_hoverPosition = -1;
    unsetCursor();
    update();
    InteractiveCanvas::leaveEvent(event);
}

void MarketWidget::moveCursor(int key)
{
    if (key != Qt::Key_Up && key != Qt::Key_Down)
        m_column.reset();
    if (key == Qt::Key_Left)
        m_position = std::max(0, m_position - 1);
    else if (key == Qt::Key_Right)
        m_position = std::min(rowSize(m_level) - 1, m_position + 1);
    else if (key == Qt::Key_Home)
        m_position = 0;
    else if (key == Qt::Key_End)
        m_position = rowSize(m_level) - 1;
    else if (key == Qt::Key_Up || key == Qt::Key_Down) {
        const int level = m_level + (key == Qt::Key_Up ? 1 : -1);
        if (level < 1 || level > 3)
            return;
        // The card of the next row nearest to where the cursor went up or down from: rows are offset by half
        // a card, so going up twice from the middle lands in the middle.
        if (!m_column)
            m_column = cardRect(m_level, m_position).center().x();
        const int x = *m_column;
        int best = 0;
        for (int p = 1; p < rowSize(level); ++p)
            if (std::abs(cardRect(level, p).center().x() - x) <
                std::abs(cardRect(level, best).center().x() - x))
                best = p;
        m_level = level;
        m_position = best;
    }
}

void MarketWidget::keyPressEvent(QKeyEvent *event)
{
    if (!handleCursorKeys(event))
        InteractiveCanvas::keyPressEvent(event);
}

void MarketWidget::activateCurrent()
{
    if (const MarketSlot *slot = slotAt(m_level, m_position); slot && slot->card)
        emit recruitRequested(m_level, m_position);
}

QString MarketWidget::accessibleTitle() const
{
    return tr("Clan market");
}

QString MarketWidget::accessibleText() const
{
    return cardDescription(m_level, m_position);
}

QString MarketWidget::tipAt(const QPoint &pos, QRect *area) const
{
    int level = 0, position = 0;
    if (cardAt(pos, &level, &position)) {
        *area = cardRect(level, position);
        return cardDescription(level, position);
    }
    for (int l = 1; l <= 3; ++l)
        if (deckRect(l).contains(pos) && m_state) {
            const int left = m_state->market.deck[l - 1];
            *area = deckRect(l);
            return left == 1 ? tr("Level %1 deck: 1 card left").arg(l)
                             : tr("Level %1 deck: %2 cards left").arg(argText(l), argText(left));
        }
    return {};
}

} // namespace hk::gui
