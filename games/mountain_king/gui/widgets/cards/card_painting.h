#pragma once

// How troll cards, resources and tokens are drawn, alike in the side panels, the clan market and the card
// editors.

#include "model/troll.h"

#include <QColor>
#include <QRectF>
#include <QString>

#include <optional>
#include <vector>

class QFont;
class QPainter;

namespace hk::gui {

// A rectangle on whole pixels, so that the art drawn in it stays crisp.
QRectF snapped(const QRectF &r);

// Card background of a clan (nullopt: a starting troll).
QColor clanCardColour(std::optional<Clan> clan);

// An element of the art sheet with, if given, a clan emblem on a small disc in its lower right corner (a clan
// cart, a pedestal of a clan).
void paintArt(QPainter *p, const QRectF &rect, const QString &art, std::optional<Clan> mark = std::nullopt);
// A resource icon; for a clan cart, with the clan mark.
void paintIcon(QPainter *p, const QRectF &rect, Resource resource, std::optional<Clan> mark = std::nullopt);
// A round pedestal token with its value (0: unknown, drawn as "?").
void paintTokenValue(QPainter *p, const QRectF &rect, int value, const QFont &font);

// How a troll card's icons are drawn: as printed on a card in the market, or in a moot where each is either
// covered by a resource (bright disc with a solid ring) or empty (faded, dashed ring).
struct CardIcons {
    const std::vector<bool> *filled = nullptr; // null: printed icons (market)
};
// Paints a troll card into `card`: clan colour, level badge, clan emblem, icons. `accent` is the owner's
// colour for starting trolls. `footer` keeps that much height free at the bottom (the market's bribes).
void paintTrollCard(QPainter *p, const QRectF &card, const TrollCard &troll, CardIcons icons,
                    const QColor &accent, const QFont &font, qreal footer = 0);
// Where paintTrollCard puts each icon of a card with `count` icons.
std::vector<QRectF> trollCardIconRects(const QRectF &card, int count, qreal footer = 0);
// "stone (a resource lies on it)", "Fire cart (empty)".
QString iconStateText(const Icon &icon, bool filled);

} // namespace hk::gui
