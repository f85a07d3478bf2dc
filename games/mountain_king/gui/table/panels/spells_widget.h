#pragma once

// The 3 face-up spells with their names and the runes on them (SPELL-CAST, SPELL-DISSOLVE); clicking one (or
// Space/Enter, arrows to choose) emits castRequested. Passive: setState() redraws from a game state.

#include "game/game_state.h"
#include "interactive_canvas.h"

#include <array>

namespace hk::gui {

class SpellsWidget : public InteractiveCanvas {
    Q_OBJECT
public:
    explicit SpellsWidget(QWidget *parent = nullptr);

    void setState(const GameState &state);

    QRect spellRect(int slot) const;
    QString spellDescription(int slot) const; // "Earth Ritual: 1 rune of 3"
    int currentSlot() const { return m_current; }

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void castRequested(int slot);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    QString tipAt(const QPoint &pos, QRect *area) const override;
    QString accessibleTitle() const override;
    QString accessibleText() const override;

private:
    QString spellName(int slot) const;
    int spellAt(const QPoint &pos) const;

    std::array<SpellSlot, 3> m_spells{};
    std::shared_ptr<const Catalog> m_catalog; // names the spells it knows in the reader's language
    int m_current = 0;
};

} // namespace hk::gui
