#pragma once

// The clan market (SET-MARKET) as it lies on the table: level 3 (3 cards) on top, level 2 (4) under it,
// level 1 (5) at the bottom, each card centred over the two it stands on (Market::below, REC-COST). Each card
// shows its level, clan and icons, the bribes lying on it and its pedestal (level 2; level 3 cards offer a
// pedestal of the recruiter's choice while the bag holds any); empty places are outlined, and the left column
// shows the deck left at each level.
//
// Hovering a card tells its cost, what taking it gives and whether the current player could recruit it now;
// while the current player has yet to recruit or dig, the cards they could not recruit are faded. Clicking a
// card (or Space/Enter on the keyboard cursor, moved with the arrow keys) emits recruitRequested: the window
// builds the recruit and asks the engine.

#include "game/game_state.h"
#include "interactive_canvas.h"

#include <optional>

namespace hk::gui {

class MarketWidget : public InteractiveCanvas {
    Q_OBJECT
public:
    explicit MarketWidget(QWidget *parent = nullptr);

    void setState(const GameState &state);

    // Coins the card costs (REC-COST): 0, 2 or 5.
    static int cost(int level, int position);
    // Why the current player could not recruit the card now (empty: they could).
    QStringList obstacles(int level, int position) const;
    bool canRecruitNow(int level, int position) const
    {
        return m_state && obstacles(level, position).isEmpty();
    }
    // The card in words: what it is, its cost, what taking it gives, whether it can be recruited now.
    QString cardDescription(int level, int position) const;

    QRect cardRect(int level, int position) const;
    QRect deckRect(int level) const;
    int currentLevel() const { return m_level; }
    int currentPosition() const { return m_position; }

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void recruitRequested(int level, int position);

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
    QSizeF cardSize(int width) const;
    int rowSize(int level) const;
    const MarketSlot *slotAt(int level, int position) const;
    bool cardAt(const QPointF &pos, int *level, int *position) const;
    bool fadeUnrecruitable() const;
    void paintCard(QPainter &p, int level, int position, const QRectF &r);
    void moveCursor(int key) override;
    void activateCurrent() override; // recruit the card under the keyboard cursor

    std::optional<GameState> m_state;
    int m_level = 1;
    int m_position = 0;
    std::optional<int> m_column; // the x the cursor keeps while going up and down
    int m_hoverLevel = 0;
    int m_hoverPosition = -1;
};

} // namespace hk::gui
