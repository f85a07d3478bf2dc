#pragma once

#include "model/resources.h"

#include <QWidget>

#include <optional>
#include <vector>

namespace hk::gui {

// A row of counted things, each an icon of the art sheet with its number (a pedestal score token shows its
// value on itself). Wraps onto more lines when narrow; zeros are shown faded.
class CountStrip : public QWidget {
    Q_OBJECT
public:
    struct Item {
        QString art;              // art sheet element ("resource-stone", "pedestal", "coronation-5")
        std::optional<Clan> mark; // a clan emblem on its corner (clan carts, pedestals)
        int count = 0;            // the number after the icon; for a token, its value
        QString name;             // in words, for tooltips and the accessible text ("stone")
        bool token = false;       // a pedestal score token: drawn as a disc carrying its value
        bool showCount = true;    // false: the icon alone (a coronation token)
        bool operator==(const Item &) const = default;
    };

    static constexpr int kIconSize = 16; // the height of a line

    explicit CountStrip(QWidget *parent = nullptr);

    void setItems(const std::vector<Item> &items);
    const std::vector<Item> &items() const { return m_items; }
    // Shown when there are no items ("nothing").
    void setPlaceholder(const QString &text);
    // The count of the item drawn with `art` (and `mark`), 0 if absent: what a reader sees for it.
    int count(const QString &art, std::optional<Clan> mark = std::nullopt) const;
    // Everything shown, in words: "stone 3, iron 0, …".
    QString text() const;

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool event(QEvent *event) override;

private:
    std::vector<QRectF> layoutItems(int width, int *height) const;
    qreal itemWidth(const Item &item) const;
    QString itemText(const Item &item) const;

    std::vector<Item> m_items;
    QString m_placeholder;
};

} // namespace hk::gui
