#include "cards/card_painting.h"

#include "art.h"
#include "floor/board_drawing.h"

#include <QCoreApplication>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace hk::gui {

namespace {

class MootText {
    Q_DECLARE_TR_FUNCTIONS(MootText)
};

} // namespace

QRectF snapped(const QRectF &r)
{
    return QRectF(std::round(r.x()), std::round(r.y()), std::round(r.width()), std::round(r.height()));
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
    p->setPen(QPen(kOutline, 1));
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
    p->setPen(QPen(kOutline, 1.2));
    p->setBrush(QColor(0x8a, 0x6a, 0x48));
    p->drawEllipse(rect.adjusted(0.6, 0.6, -0.6, -0.6));
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(0xe6, 0xd6, 0xb0));
    p->drawEllipse(rect.adjusted(ring, ring, -ring, -ring));
    QFont f = font;
    f.setBold(true);
    f.setPixelSize(std::max(8, int(rect.height() * 0.56)));
    p->setFont(f);
    p->setPen(kOutline);
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
        p->setBrush(kOutline);
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
            p->setPen(QPen(kOutline, std::max(1.2, ir.width() / 14)));
            p->setBrush(kCream);
            p->drawEllipse(ir.adjusted(0.5, 0.5, -0.5, -0.5));
            const qreal inset = std::round(ir.width() * 0.12);
            paintIcon(p, ir.adjusted(inset, inset, -inset, -inset), icon.resource, icon.cartClan);
        } else {
            // Nothing on it: the printed icon, faded, in a dashed ring.
            QPen dashed(QColor(kOutline.red(), kOutline.green(), kOutline.blue(), 120), 1, Qt::DashLine);
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

QString iconStateText(const Icon &icon, bool filled)
{
    return filled ? MootText::tr("%1 (a resource lies on it)").arg(iconText(icon))
                  : MootText::tr("%1 (empty)").arg(iconText(icon));
}

} // namespace hk::gui
