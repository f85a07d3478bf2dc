#pragma once

// A combo box that asks only for the room of its current entry's icon — the statue's clan, a coronation
// token — where a narrow score-sheet card has none for the words: closed, it shows the entry's text where it
// fits, else its icon and its ShortTextRole text (the entry's text when it has no icon); its list shows every
// entry in full, and typing an entry's text still selects it. Its "iconOnly" property tells layout checks
// that it cuts no text.

#include <QComboBox>

namespace hk::gui {

class IconComboBox : public QComboBox {
    Q_OBJECT
public:
    // The text shown beside the icon while the box is closed (none: the icon alone).
    static constexpr int ShortTextRole = Qt::UserRole + 100;

    explicit IconComboBox(QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString shownText(int index) const;
};

} // namespace hk::gui
