#pragma once

// A combo box that shows little of its current entry — the statue's clan as its icon, a coronation token as
// its icon — where a narrow score-sheet card has no room for the words: closed, it shows the entry's icon and
// its ShortTextRole text (the entry's text when it has no icon); its list shows every entry in full, and
// typing an entry's text still selects it. Its "iconOnly" property tells layout checks that no text is cut.

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
