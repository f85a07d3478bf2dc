#pragma once

#include "model/troll.h"

#include <QWidget>

#include <optional>
#include <vector>

namespace hk::gui {

// A row of resource icons typed letter by letter: s stone, i iron, h heartstone, c coin, a cart, m hammer,
// r rune; in a card's icon row F, I, M add a cart with a Fire, Ice or Moon mark. Backspace removes the last
// icon; clicking an icon changes or removes it, clicking the free space adds one.
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
    QRect iconRect(int index) const;
    int iconAt(const QPoint &pos) const;
    void add(const Icon &icon);
    void replace(int index, const std::optional<Icon> &icon); // nullopt removes it
    void popupMenu(int index, const QPoint &globalPos);       // index -1: add an icon
    void normalize();                                         // Counts: resource order, no marks

    Mode m_mode;
    int m_maximum;
    std::vector<Icon> m_icons;
};

} // namespace hk::gui
