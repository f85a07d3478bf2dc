#pragma once

// A player's troll moot (MOOT-SLOTS) drawn as the pyramid on the table.
//
// MootWidget is passive: setMoot() shows a moot, offerSlots() marks the free slots a new troll may take and
// flashChain() lights the triangle a recruit activated (MOOT-CHAIN) for a moment. Clicking an offered slot
// emits slotChosen, clicking an icon emits iconClicked (to pay from a troll, SPEND-ANY). One tab stop: the
// arrow keys move between the icons and the offered slots (up is the top of the pyramid), Space or Enter
// acts like a click.

#include "game/game_state.h"
#include "interactive_canvas.h"

#include <QColor>
#include <QWidget>

#include <optional>
#include <vector>

class QPainter;
class QVariantAnimation;

namespace hk::gui {

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
