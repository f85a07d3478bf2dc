#include "panels/moot_widget.h"

#include "art.h"
#include "cards/card_painting.h"
#include "floor/board_drawing.h"
#include "height_for_width.h"
#include "i18n/arg_text.h"
#include "rules/placement.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QPainter>
#include <QPainterPath>
#include <QResizeEvent>
#include <QVariantAnimation>

#include <cmath>

namespace hk::gui {

namespace {

const QColor kGlow(0xf2, 0xb6, 0x32); // the art sheet's gold: the chain just activated

constexpr int kMootMargin = 3;
constexpr int kMootGap = 4;
constexpr qreal kMootMaxCardWidth = 92;
constexpr qreal kMootCardAspect = 0.70; // height / width
constexpr int kFlashMs = 1800;

} // namespace

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
    const qreal w = std::clamp((width - 2.0 * kMootMargin - 3.0 * kMootGap) / 4.0, 34.0, kMootMaxCardWidth);
    return {std::floor(w), std::floor(w * kMootCardAspect)};
}

int MootWidget::heightForWidth(int width) const
{
    const QSizeF card = cardSize(width);
    return int(2 * kMootMargin + 4 * card.height() + 3 * kMootGap);
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
    const qreal pyramid = 4 * card.width() + 3 * kMootGap;
    const qreal x0 = (width - pyramid) / 2;
    const int row = Moot::row(slot);
    const int position = Moot::position(slot);
    // Row 0 at the bottom; each row up stands centred over the pairs below it.
    const qreal x = x0 + row * (card.width() + kMootGap) / 2 + position * (card.width() + kMootGap);
    const qreal y = kMootMargin + (3 - row) * (card.height() + kMootGap);
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
    const QString where =
        tr("row %1, place %2").arg(argText(Moot::row(slot) + 1), argText(Moot::position(slot) + 1));
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
                     : tr("level %1 %2 troll").arg(argText(t.level), t.clan ? clanName(*t.clan) : QString());
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
            places << tr("row %1, place %2").arg(argText(Moot::row(s) + 1), argText(Moot::position(s) + 1));
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
