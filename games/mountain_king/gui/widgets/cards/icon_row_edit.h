#pragma once

#include "model/troll.h"

#include <QWidget>

#include <optional>
#include <vector>

namespace hk::gui {

// A row of resource icons typed letter by letter, like text: s stone, i iron, h heartstone, c coin, a cart,
// m hammer, r rune; in a card's icon row F, I, M add a cart with a Fire, Ice or Moon mark. A click puts the
// caret there (on an icon: selects it, and the next letter replaces it); the arrow keys, Home and End move
// it; Backspace and Delete remove. The menu of icons opens only on request: its ▾ button at the right end,
// Alt+Down, F4 or the context-menu key (it changes the selected icon, or adds one at the caret).
class IconRowEdit : public QWidget {
    Q_OBJECT
public:
    enum class Mode {
        Icons,  // an ordered row, clan-marked carts allowed (a card's icons)
        Counts, // how many of each resource, shown in resource order (a start row)
    };
    explicit IconRowEdit(Mode mode, QWidget *parent = nullptr);

    std::vector<Icon> icons() const { return m_icons; }
    void setIcons(const std::vector<Icon> &icons);
    ResourceCounts counts() const;
    void setCounts(const ResourceCounts &counts);
    int maximum() const { return m_maximum; }

    // The icon a typed character stands for, if any ("a" a generic cart, "F" a Fire cart).
    static std::optional<Icon> iconForKey(QChar key, Mode mode);
    // The letter that types the icon: shown in menus and tooltips.
    static QString keyForIcon(const Icon &icon);

    int caret() const { return m_caret; }           // 0 … icons().size()
    int selectedIcon() const { return m_selected; } // -1: none
    QRect menuButtonRect() const;                   // the ▾ that opens the menu of icons
    QRect iconRect(int index) const;                // where icon `index` is drawn
    void openMenu();                                // at the caret, as its button and keys do

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void changed();

protected:
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    int iconAt(const QPoint &pos) const;
    int gapAt(const QPoint &pos) const; // the caret position nearest to `pos`
    void type(const Icon &icon);        // replaces the selected icon, or inserts at the caret
    void remove(int index);
    void moveCaret(int caret);
    void popupMenu(const QPoint &globalPos);
    void edited(); // after a change: Counts mode re-sorts, the widget repaints, changed() is emitted

    Mode m_mode;
    int m_maximum;
    std::vector<Icon> m_icons;
    int m_caret = 0;
    int m_selected = -1;
};

} // namespace hk::gui
