#include "panels/moot_widget.h"

#include "art.h"
#include "rules/placement.h"
#include "floor/board_items.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>
#include <QResizeEvent>
#include <QVariantAnimation>

#include <cmath>

namespace hk::gui {

namespace {

const QColor kInk(0x2b, 0x21, 0x18);   // the art sheet's outline colour
const QColor kCream(0xff, 0xf6, 0xe2); // its pips and digits
const QColor kGlow(0xf2, 0xb6, 0x32);  // its gold: the chain just activated

constexpr int kMargin = 3;
constexpr int kGap = 4;
constexpr qreal kMaxCardWidth = 92;
constexpr qreal kCardAspect = 0.70; // height / width
constexpr int kFlashMs = 1800;

QRectF snapped(const QRectF &r)
{
    return QRectF(std::round(r.x()), std::round(r.y()), std::round(r.width()), std::round(r.height()));
}

} // namespace

// ---- Shared drawing
// -----------------------------------------------------------------------------------------

QColor seatColour(const GameState &state, int player)
{
    const bool known = player >= 0 && player < state.playerCount();
    return playerColour(known ? state.players[player].colour : QString(), player);
}

QColor clanCardColour(std::optional<Clan> clan)
{
    if (!clan)
        return QColor(0xf4, 0xec, 0xd8); // starting trolls: plain parchment
    switch (*clan) {
    case Clan::Fire:
        return QColor(0xfc, 0xd5, 0xb8);
    case Clan::Ice:
        return QColor(0xd3, 0xec, 0xf8);
    case Clan::Moon:
        return QColor(0xe4, 0xdb, 0xf5);
    case Clan::Mud:
        return QColor(0xe6, 0xd2, 0xb8);
    }
    return QColor(0xf4, 0xec, 0xd8);
}

void paintIcon(QPainter *p, const QRectF &rect, Resource resource, std::optional<Clan> mark)
{
    paintArt(p, rect, Art::resourceId(resource), mark);
}

void paintArt(QPainter *p, const QRectF &rect, const QString &art, std::optional<Clan> mark)
{
    const QRectF r = snapped(rect);
    Art::instance().paint(p, art, r);
    if (!mark)
        return;
    // The clan mark sits on the corner, on a small light disc so that it reads on any background.
    const qreal m = std::max(9.0, std::round(r.width() * 0.62));
    const QRectF badge(r.right() - m * 0.75, r.bottom() - m * 0.75, m, m);
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->setPen(QPen(kInk, 1));
    p->setBrush(kCream);
    p->drawEllipse(badge.adjusted(0.5, 0.5, -0.5, -0.5));
    p->restore();
    Art::instance().paint(p, Art::clanId(*mark), snapped(badge.adjusted(1, 1, -1, -1)));
}

void paintTokenValue(QPainter *p, const QRectF &rect, int value, const QFont &font)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    const qreal ring = std::max(1.5, rect.width() * 0.09);
    p->setPen(QPen(kInk, 1.2));
    p->setBrush(QColor(0x8a, 0x6a, 0x48));
    p->drawEllipse(rect.adjusted(0.6, 0.6, -0.6, -0.6));
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(0xe6, 0xd6, 0xb0));
    p->drawEllipse(rect.adjusted(ring, ring, -ring, -ring));
    QFont f = font;
    f.setBold(true);
    f.setPixelSize(std::max(8, int(rect.height() * 0.56)));
    p->setFont(f);
    p->setPen(kInk);
    p->drawText(rect, Qt::AlignCenter, value > 0 ? QString::number(value) : QStringLiteral("?"));
    p->restore();
}

std::vector<QRectF> trollCardIconRects(const QRectF &card, int count, qreal footer)
{
    std::vector<QRectF> rects;
    if (count <= 0)
        return rects;
    const qreal body = card.height() - footer;
    const qreal band = std::clamp(body * 0.36, 10.0, 22.0);
    const QRectF area(card.left() + 3, card.top() + band + 1, card.width() - 6, body - band - 4);
    const qreal gap = 2;
    const qreal size = std::floor(
        std::max(6.0, std::min({area.height(), (area.width() - gap * (count - 1)) / count, 30.0})));
    const qreal width = count * size + (count - 1) * gap;
    const qreal x0 = area.left() + (area.width() - width) / 2;
    const qreal y0 = area.top() + (area.height() - size) / 2;
    for (int i = 0; i < count; ++i)
        rects.push_back(snapped(QRectF(x0 + i * (size + gap), y0, size, size)));
    return rects;
}

void paintTrollCard(QPainter *p, const QRectF &card, const TrollCard &troll, CardIcons icons,
                    const QColor &accent, const QFont &font, qreal footer)
{
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    const QRectF r = card.adjusted(0.5, 0.5, -0.5, -0.5);
    const qreal radius = std::min(6.0, r.width() * 0.08);
    const QColor base = clanCardColour(troll.level > 0 ? troll.clan : std::nullopt);
    p->setPen(QPen(base.darker(185), 1));
    p->setBrush(base);
    p->drawRoundedRect(r, radius, radius);

    const qreal body = card.height() - footer;
    const qreal band = std::clamp(body * 0.36, 10.0, 22.0);
    const qreal badge = std::floor(band - 4);
    const QRectF badgeRect = snapped(QRectF(card.left() + 3, card.top() + 3, badge, badge));
    if (troll.level > 0) {
        // Level badge: a dark disc with a light digit.
        p->setPen(Qt::NoPen);
        p->setBrush(kInk);
        p->drawEllipse(badgeRect);
        QFont f = font;
        f.setBold(true);
        f.setPixelSize(std::max(7, int(badge * 0.72)));
        p->setFont(f);
        p->setPen(kCream);
        p->drawText(badgeRect, Qt::AlignCenter, QString::number(troll.level));
        if (troll.clan)
            Art::instance().paint(
                p, Art::clanId(*troll.clan),
                snapped(QRectF(card.right() - 2 - (band - 2), card.top() + 2, band - 2, band - 2)));
    } else {
        // A starting troll: the owner's colour along the top.
        QPainterPath top;
        top.addRoundedRect(r, radius, radius);
        QPainterPath strip;
        strip.addRect(QRectF(r.left(), r.top(), r.width(), std::max(3.0, band * 0.22)));
        p->setPen(Qt::NoPen);
        p->setBrush(accent.isValid() ? accent : base.darker(130));
        p->drawPath(top.intersected(strip));
        p->setOpacity(0.55);
        Art::instance().paint(p, QStringLiteral("troll"),
                              snapped(QRectF(card.left() + 2, card.top() + 3, band - 2, band - 2)));
        p->setOpacity(1);
    }

    const std::vector<QRectF> rects = trollCardIconRects(card, int(troll.icons.size()), footer);
    for (size_t i = 0; i < rects.size(); ++i) {
        const Icon &icon = troll.icons[i];
        const QRectF ir = rects[i];
        if (!icons.filled) {
            paintIcon(p, ir, icon.resource, icon.cartClan);
            continue;
        }
        const bool filled = i < icons.filled->size() && (*icons.filled)[i];
        if (filled) {
            // A resource lies on the icon: a bright token with a solid ring.
            p->setPen(QPen(kInk, std::max(1.2, ir.width() / 14)));
            p->setBrush(kCream);
            p->drawEllipse(ir.adjusted(0.5, 0.5, -0.5, -0.5));
            const qreal inset = std::round(ir.width() * 0.12);
            paintIcon(p, ir.adjusted(inset, inset, -inset, -inset), icon.resource, icon.cartClan);
        } else {
            // Nothing on it: the printed icon, faded, in a dashed ring.
            QPen dashed(QColor(kInk.red(), kInk.green(), kInk.blue(), 120), 1, Qt::DashLine);
            dashed.setDashPattern({2, 2});
            p->setPen(dashed);
            p->setBrush(Qt::NoBrush);
            p->drawEllipse(ir.adjusted(0.5, 0.5, -0.5, -0.5));
            const qreal inset = std::round(ir.width() * 0.16);
            p->setOpacity(0.33);
            paintIcon(p, ir.adjusted(inset, inset, -inset, -inset), icon.resource, std::nullopt);
            p->setOpacity(icon.cartClan ? 0.8 : 1);
            if (icon.cartClan) {
                // The printed clan mark stays readable: it decides what the cart will move (CART-CLAN).
                const qreal m = std::max(8.0, std::round(ir.width() * 0.5));
                Art::instance().paint(p, Art::clanId(*icon.cartClan),
                                      snapped(QRectF(ir.right() - m * 0.8, ir.bottom() - m * 0.8, m, m)));
            }
            p->setOpacity(1);
        }
    }
    p->restore();
}

void keepHeightForWidth(QWidget *widget)
{
    const int height = widget->heightForWidth(widget->width());
    if (height > 0 && widget->minimumHeight() != height)
        widget->setMinimumHeight(height);
}

ColourDot::ColourDot(QWidget *parent) : QWidget(parent)
{
    setFixedSize(14, 14);
}

void ColourDot::setColour(const QColor &colour)
{
    if (colour != m_colour) {
        m_colour = colour;
        update();
    }
}

void ColourDot::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(0, 0, 0, 120), 1));
    p.setBrush(m_colour.isValid() ? m_colour : palette().color(QPalette::Mid));
    p.drawEllipse(QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5));
}

ArtLabel::ArtLabel(const QString &art, int size, QWidget *parent) : QWidget(parent), m_art(art), m_size(size)
{
    setFixedSize(size, size);
}

void ArtLabel::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    Art::instance().paint(&p, m_art, QRectF(0, 0, m_size, m_size));
}

QSize ElidedLabel::minimumSizeHint() const
{
    return {fontMetrics().horizontalAdvance(QStringLiteral("M…")), QLabel::minimumSizeHint().height()};
}

void ElidedLabel::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setPen(palette().color(foregroundRole()));
    p.setFont(font());
    const QRect r = contentsRect();
    p.drawText(r, Qt::AlignLeft | Qt::AlignVCenter,
               fontMetrics().elidedText(text(), Qt::ElideRight, r.width()));
}

class MootText {
    Q_DECLARE_TR_FUNCTIONS(MootText)
};

QString iconStateText(const Icon &icon, bool filled)
{
    return filled ? MootText::tr("%1 (a resource lies on it)").arg(iconText(icon))
                  : MootText::tr("%1 (empty)").arg(iconText(icon));
}

// ---- MootWidget
// ---------------------------------------------------------------------------------------------

MootWidget::MootWidget(QWidget *parent)
    : InteractiveCanvas(parent), m_flashAnimation(new QVariantAnimation(this))
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    updateAccessibleName();

    // Full strength for most of the flash, then a fade.
    m_flashAnimation->setDuration(kFlashMs);
    m_flashAnimation->setStartValue(1.0);
    m_flashAnimation->setKeyValueAt(0.55, 1.0);
    m_flashAnimation->setEndValue(0.0);
    connect(m_flashAnimation, &QVariantAnimation::valueChanged, this, [this](const QVariant &value) {
        m_flashStrength = value.toReal();
        update();
    });
    connect(m_flashAnimation, &QVariantAnimation::finished, this, [this] {
        m_flash.clear();
        m_flashStrength = 0;
        update();
    });
    updateAccessibleText();
}

void MootWidget::setMoot(const Moot &moot, const QColor &colour)
{
    if (moot == m_moot && colour == m_colour)
        return;
    m_moot = moot;
    m_colour = colour;
    // A slot taken since the offer is no longer free.
    std::erase_if(m_offered, [this](int slot) { return !m_moot.canHold(slot); });
    keepCursorValid();
    refresh();
}

void MootWidget::setOwnerName(const QString &name)
{
    m_owner = name;
    updateAccessibleName();
}

QString MootWidget::accessibleTitle() const
{
    return m_owner.isEmpty() ? tr("Troll moot") : tr("Troll moot of %1").arg(m_owner);
}

void MootWidget::flashChain(int slot)
{
    if (slot < 0 || slot >= kMootSlots)
        return;
    m_flash = Moot::triangle(slot);
    m_flashStrength = 1;
    m_flashAnimation->stop();
    m_flashAnimation->start();
    update();
}

std::vector<int> MootWidget::flashingSlots() const
{
    return m_flash;
}

void MootWidget::offerSlots(const std::vector<int> &candidates)
{
    std::vector<int> offered;
    for (int s : candidates)
        if (m_moot.canHold(s) && std::find(offered.begin(), offered.end(), s) == offered.end())
            offered.push_back(s);
    std::sort(offered.begin(), offered.end());
    if (offered == m_offered)
        return;
    m_offered = offered;
    // Put the cursor on the first offered slot so that Enter takes it.
    if (!m_offered.empty())
        m_current = {m_offered.front(), -1};
    keepCursorValid();
    refresh();
}

bool MootWidget::isIconFilled(int slot, int icon) const
{
    if (slot < 0 || slot >= kMootSlots)
        return false;
    const MootSlot &s = m_moot.pyramid[slot];
    return s.troll && icon >= 0 && icon < int(s.filled.size()) && s.filled[icon];
}

QSizeF MootWidget::cardSize(int width) const
{
    const qreal w = std::clamp((width - 2.0 * kMargin - 3.0 * kGap) / 4.0, 34.0, kMaxCardWidth);
    return {std::floor(w), std::floor(w * kCardAspect)};
}

int MootWidget::heightForWidth(int width) const
{
    const QSizeF card = cardSize(width);
    return int(2 * kMargin + 4 * card.height() + 3 * kGap);
}

QSize MootWidget::sizeHint() const
{
    return {300, heightForWidth(300)};
}

QSize MootWidget::minimumSizeHint() const
{
    return {160, heightForWidth(160)};
}

QRectF MootWidget::slotRectFor(int slot, int width) const
{
    const QSizeF card = cardSize(width);
    const qreal pyramid = 4 * card.width() + 3 * kGap;
    const qreal x0 = (width - pyramid) / 2;
    const int row = Moot::row(slot);
    const int position = Moot::position(slot);
    // Row 0 at the bottom; each row up stands centred over the pairs below it.
    const qreal x = x0 + row * (card.width() + kGap) / 2 + position * (card.width() + kGap);
    const qreal y = kMargin + (3 - row) * (card.height() + kGap);
    return snapped(QRectF(QPointF(x, y), card));
}

QRectF MootWidget::slotRect(int slot) const
{
    if (slot < 0 || slot >= kMootSlots)
        return {};
    return slotRectFor(slot, width());
}

QRectF MootWidget::iconRect(int slot, int icon) const
{
    if (slot < 0 || slot >= kMootSlots || !m_moot.pyramid[slot].troll)
        return {};
    const auto rects = trollCardIconRects(slotRect(slot), int(m_moot.pyramid[slot].troll->icons.size()));
    return icon >= 0 && icon < int(rects.size()) ? rects[icon] : QRectF();
}

QString MootWidget::slotDescription(int slot) const
{
    if (slot < 0 || slot >= kMootSlots)
        return {};
    const QString where = tr("row %1, place %2").arg(Moot::row(slot) + 1).arg(Moot::position(slot) + 1);
    const MootSlot &s = m_moot.pyramid[slot];
    if (!s.troll) {
        if (std::find(m_offered.begin(), m_offered.end(), slot) != m_offered.end())
            return tr("%1: free, the new troll can go here").arg(where);
        return m_moot.canHold(slot) ? tr("%1: free").arg(where)
                                    : tr("%1: free, needs two trolls below it").arg(where);
    }
    const TrollCard &t = *s.troll;
    const QString kind =
        t.level == 0 ? tr("starting troll")
                     : tr("level %1 %2 troll").arg(t.level).arg(t.clan ? clanName(*t.clan) : QString());
    QStringList icons;
    for (size_t i = 0; i < t.icons.size(); ++i)
        icons << iconStateText(t.icons[i], isIconFilled(slot, int(i)));
    if (icons.isEmpty())
        return tr("%1: %2").arg(where, kind);
    return tr("%1: %2; %3").arg(where, kind, icons.join(tr(", ")));
}

std::vector<MootWidget::Target> MootWidget::targets() const
{
    std::vector<Target> result;
    for (int row = 3; row >= 0; --row)
        for (int position = 0; Moot::slotAt(row, position) >= 0; ++position) {
            const int slot = Moot::slotAt(row, position);
            const MootSlot &s = m_moot.pyramid[slot];
            if (s.troll)
                for (int i = 0; i < int(s.troll->icons.size()); ++i)
                    result.push_back({slot, i});
            else if (std::find(m_offered.begin(), m_offered.end(), slot) != m_offered.end())
                result.push_back({slot, -1});
        }
    return result;
}

QRectF MootWidget::targetRect(const Target &t) const
{
    return t.icon < 0 ? slotRect(t.slot) : iconRect(t.slot, t.icon);
}

std::optional<MootWidget::Target> MootWidget::targetAt(const QPointF &pos) const
{
    for (const Target &t : targets())
        if (targetRect(t).adjusted(-1, -1, 1, 1).contains(pos))
            return t;
    return std::nullopt;
}

void MootWidget::keepCursorValid()
{
    const auto all = targets();
    if (std::find(all.begin(), all.end(), m_current) != all.end())
        return;
    // Stay in the same slot if it still has something to point at, else go to the first target.
    for (const Target &t : all)
        if (t.slot == m_current.slot) {
            m_current = t;
            return;
        }
    m_current = all.empty() ? Target{} : all.front();
}

void MootWidget::activate(const Target &t)
{
    if (t.slot < 0)
        return;
    if (t.icon < 0)
        emit slotChosen(t.slot);
    else
        emit iconClicked(t.slot, t.icon);
}

void MootWidget::moveCursor(int key)
{
    const auto all = targets();
    if (all.empty())
        return;
    auto it = std::find(all.begin(), all.end(), m_current);
    if (it == all.end()) {
        m_current = all.front();
        return;
    }
    if (key == Qt::Key_Left && it != all.begin())
        m_current = *(it - 1);
    else if (key == Qt::Key_Right && it + 1 != all.end())
        m_current = *(it + 1);
    else if (key == Qt::Key_Home)
        m_current = all.front();
    else if (key == Qt::Key_End)
        m_current = all.back();
    else if (key == Qt::Key_Up || key == Qt::Key_Down) {
        // The nearest target in the next row up (towards the top troll) or down that has any.
        const int step = key == Qt::Key_Up ? 1 : -1;
        const qreal x = targetRect(m_current).center().x();
        for (int row = Moot::row(m_current.slot) + step; row >= 0 && row <= 3; row += step) {
            std::optional<Target> best;
            qreal bestDistance = 0;
            for (const Target &t : all) {
                if (Moot::row(t.slot) != row)
                    continue;
                const qreal d = std::abs(targetRect(t).center().x() - x);
                if (!best || d < bestDistance)
                    best = t, bestDistance = d;
            }
            if (best) {
                m_current = *best;
                break;
            }
        }
    }
}

QString MootWidget::accessibleText() const
{
    QString text = m_moot.trolls() == 1 ? tr("1 troll") : tr("%1 trolls").arg(m_moot.trolls());
    if (!m_offered.empty()) {
        QStringList places;
        for (int s : m_offered)
            places << tr("row %1, place %2").arg(Moot::row(s) + 1).arg(Moot::position(s) + 1);
        text += tr("; free slots offered: %1").arg(places.join(tr(", ")));
    }
    if (m_current.slot >= 0)
        text += QStringLiteral(". ") + slotDescription(m_current.slot);
    return text;
}

void MootWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const QColor colour = m_colour.isValid() ? m_colour : pal.color(QPalette::Highlight);

    for (int slot = 0; slot < kMootSlots; ++slot) {
        const QRectF r = slotRect(slot);
        const MootSlot &s = m_moot.pyramid[slot];
        const bool offered = std::find(m_offered.begin(), m_offered.end(), slot) != m_offered.end();
        if (s.troll) {
            paintTrollCard(&p, r, *s.troll, CardIcons{&s.filled}, colour, font());
        } else if (offered) {
            // A free slot the new troll may take: the player's colour, dashed, with a plus.
            const bool hover = m_hover && m_hover->slot == slot;
            QColor fill = colour;
            fill.setAlpha(hover ? 90 : 45);
            QPen pen(colour.darker(115), 1.6, Qt::DashLine);
            pen.setDashPattern({3, 2});
            p.setPen(pen);
            p.setBrush(fill);
            p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 5, 5);
            const qreal arm = std::min(r.width(), r.height()) * 0.2;
            p.setPen(QPen(colour.darker(130), 2.5, Qt::SolidLine, Qt::RoundCap));
            p.drawLine(QPointF(r.center().x() - arm, r.center().y()),
                       QPointF(r.center().x() + arm, r.center().y()));
            p.drawLine(QPointF(r.center().x(), r.center().y() - arm),
                       QPointF(r.center().x(), r.center().y() + arm));
        } else {
            // An empty place of the pyramid, for its shape only.
            QColor line = pal.color(QPalette::WindowText);
            line.setAlpha(m_moot.canHold(slot) ? 90 : 45);
            QPen pen(line, 1, Qt::DotLine);
            p.setPen(pen);
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 5, 5);
        }
    }

    // The chain a recruit just activated (MOOT-CHAIN).
    if (!m_flash.empty() && m_flashStrength > 0) {
        for (int slot : m_flash) {
            const QRectF r = slotRect(slot).adjusted(-1, -1, 1, 1);
            QColor fill = kGlow;
            fill.setAlphaF(0.30 * m_flashStrength);
            QColor edge = kGlow.darker(115);
            edge.setAlphaF(m_flashStrength);
            p.setPen(QPen(edge, 3));
            p.setBrush(fill);
            p.drawRoundedRect(r, 6, 6);
        }
    }

    if (m_hover && m_hover->icon >= 0) {
        QColor c = pal.color(QPalette::Highlight);
        c.setAlpha(150);
        p.setPen(QPen(c, 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(iconRect(m_hover->slot, m_hover->icon).adjusted(-1.5, -1.5, 1.5, 1.5));
    }
    if (hasFocus() && m_current.slot >= 0) {
        p.setPen(QPen(pal.color(QPalette::Highlight), 2.5));
        p.setBrush(Qt::NoBrush);
        const QRectF r = targetRect(m_current);
        if (m_current.icon < 0)
            p.drawRoundedRect(r.adjusted(1, 1, -1, -1), 5, 5);
        else
            p.drawEllipse(r.adjusted(-2, -2, 2, 2));
    }
}

void MootWidget::resizeEvent(QResizeEvent *event)
{
    keepHeightForWidth(this);
    InteractiveCanvas::resizeEvent(event);
}

void MootWidget::mousePressEvent(QMouseEvent *event)
{
    const auto t = targetAt(event->position());
    if (!t || event->button() != Qt::LeftButton) {
        InteractiveCanvas::mousePressEvent(event);
        return;
    }
    m_current = *t;
    refresh();
    activate(*t);
}

void MootWidget::mouseMoveEvent(QMouseEvent *event)
{
    const auto t = targetAt(event->position());
    if (t != m_hover) {
        m_hover = t;
        setCursor(t ? Qt::PointingHandCursor : Qt::ArrowCursor);
        update();
    }
    InteractiveCanvas::mouseMoveEvent(event);
}

void MootWidget::leaveEvent(QEvent *event)
{
    if (m_hover) {
        m_hover.reset();
        unsetCursor();
        update();
    }
    InteractiveCanvas::leaveEvent(event);
}

void MootWidget::keyPressEvent(QKeyEvent *event)
{
    if (!handleCursorKeys(event))
        InteractiveCanvas::keyPressEvent(event);
}

void MootWidget::activateCurrent()
{
    activate(m_current);
}

QString MootWidget::tipAt(const QPoint &pos, QRect *area) const
{
    int slot = -1;
    for (int s = 0; s < kMootSlots; ++s)
        if (slotRect(s).contains(pos))
            slot = s;
    if (slot < 0)
        return {};
    *area = slotRect(slot).toRect();
    QString tip = slotDescription(slot);
    if (std::find(m_offered.begin(), m_offered.end(), slot) != m_offered.end())
        tip += QLatin1Char('\n') + tr("Click or press Enter to put the new troll here.");
    return tip;
}

} // namespace hk::gui
