#pragma once

// A player's troll moot (MOOT-SLOTS) drawn as the pyramid on the table, and the card drawing the side panels
// share with the clan market.
//
// MootWidget is passive: setMoot() shows a moot, offerSlots() marks the free slots a new troll may take and
// flashChain() lights the triangle a recruit activated (MOOT-CHAIN) for a moment. Clicking an offered slot
// emits slotChosen, clicking an icon emits iconClicked (to pay from a troll, SPEND-ANY). One tab stop: the
// arrow keys move between the icons and the offered slots (up is the top of the pyramid), Space or Enter
// acts like a click.

#include "interactive_canvas.h"
#include "game/game_state.h"

#include <QColor>
#include <QLabel>
#include <QWidget>

#include <optional>
#include <vector>

class QPainter;
class QVariantAnimation;

namespace hk::gui {

// ---- Drawing shared by the side panels
// ----------------------------------------------------------------------

// The colour of a player: the one chosen at setup, else the seat's default (the board's, board_items.h).
QColor seatColour(const GameState &state, int player);
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

// Keeps a height-for-width widget's minimum height at its height for its current width, so that layouts that
// do not ask heightForWidth (dock areas, scroll areas, top-level windows) still give it the room it needs.
// Called from the widget's resizeEvent.
void keepHeightForWidth(QWidget *widget);

// A small disc of a player's colour, beside a name.
class ColourDot : public QWidget {
public:
    explicit ColourDot(QWidget *parent = nullptr);
    void setColour(const QColor &colour);
    QColor colour() const { return m_colour; }
    QSize sizeHint() const override { return {14, 14}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QColor m_colour;
};

// One element of the art sheet at a fixed size, crisp at any pixel ratio (a QLabel's pixmap is not).
class ArtLabel : public QWidget {
public:
    ArtLabel(const QString &art, int size, QWidget *parent = nullptr);
    QSize sizeHint() const override { return {m_size, m_size}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString m_art;
    int m_size;
};

// A label that shortens its text with an ellipsis instead of widening its panel (long names).
class ElidedLabel : public QLabel {
public:
    using QLabel::QLabel;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
};

// ---- The moot
// -----------------------------------------------------------------------------------------------

class MootWidget : public InteractiveCanvas {
    Q_OBJECT
public:
    explicit MootWidget(QWidget *parent = nullptr);

    void setMoot(const Moot &moot, const QColor &playerColour);
    const Moot &moot() const { return m_moot; }
    // Whose moot it is, for the accessible name ("Troll moot of Ann").
    void setOwnerName(const QString &name);

    // Lights the triangle hk::Moot::triangle(slot) for a moment (after a recruit); returns at once.
    void flashChain(int slot);
    // The slots lit now (empty once the flash is over).
    std::vector<int> flashingSlots() const;

    // Offers the free slots a new troll may take: only those that can hold one (Moot::canHold) are kept.
    // Empty: none offered. The offer follows later setMoot calls (a slot just taken is no longer offered).
    void offerSlots(const std::vector<int> &candidates);
    const std::vector<int> &offeredSlots() const { return m_offered; }

    bool isIconFilled(int slot, int icon) const;
    // Geometry, for tests and tooltips.
    QRectF slotRect(int slot) const;
    QRectF iconRect(int slot, int icon) const;
    // The slot in words: where it is, the troll and each icon, covered or not.
    QString slotDescription(int slot) const;

    // The keyboard cursor: a slot and an icon (-1: the slot itself, an offered one).
    int currentSlot() const { return m_current.slot; }
    int currentIcon() const { return m_current.icon; }

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void slotChosen(int slot);
    void iconClicked(int slot, int icon);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    QString tipAt(const QPoint &pos, QRect *area) const override;
    QString accessibleTitle() const override;
    QString accessibleText() const override;

private:
    struct Target {
        int slot = -1;
        int icon = -1; // -1: the slot itself (an offered free slot)
        bool operator==(const Target &) const = default;
    };
    QSizeF cardSize(int width) const;
    QRectF slotRectFor(int slot, int width) const;
    std::vector<Target> targets() const; // reading order: top row first, left to right
    std::optional<Target> targetAt(const QPointF &pos) const;
    QRectF targetRect(const Target &t) const;
    void activate(const Target &t);
    void moveCursor(int key) override;
    void activateCurrent() override;
    void keepCursorValid();

    Moot m_moot;
    QColor m_colour;
    QString m_owner;
    std::vector<int> m_offered;
    std::vector<int> m_flash;
    qreal m_flashStrength = 0;
    QVariantAnimation *m_flashAnimation;
    Target m_current;
    std::optional<Target> m_hover;
};

} // namespace hk::gui
